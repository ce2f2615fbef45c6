//! Pairing one round of a Swiss by the Dutch system, after four rounds of
//! seeded results (half the games won by the first seat, 10 % draws), for several
//! field sizes.
//!
//! `cargo bench -p lyngk-events --bench pairing` (the large fields take a
//! minute or two: their setup pairs four rounds too).

use std::cell::OnceCell;
use std::collections::BTreeSet;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion};
use lyngk_events::swiss::{
    pair_round, Colour, Entrant, PlayerId, PlayerResult, RoundEntry, SwissEvent,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// An event of `players` after `rounds` rounds, and everyone present.
fn event_after(players: u32, rounds: u32) -> (SwissEvent, BTreeSet<PlayerId>) {
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(players));
    let mut event = SwissEvent::new(rounds + 5).unwrap();
    for index in 0..players {
        let rating = rng.random_range(1000..2400);
        event.enter(
            Entrant::new(&format!("Player {index:04}"), rating).unwrap(),
            RoundEntry::Absent,
        );
    }
    let present: BTreeSet<PlayerId> = (0..players).map(PlayerId).collect();
    for _ in 0..rounds {
        let pairing = pair_round(&event, &present).unwrap();
        let mut entries = vec![RoundEntry::Absent; players as usize];
        for game in &pairing.games {
            let outcome = match rng.random_range(0..10) {
                0 => PlayerResult::Draw,
                1..=5 => PlayerResult::Win,
                _ => PlayerResult::Loss,
            };
            entries[game.white.index()] = RoundEntry::Played {
                opponent: game.black,
                colour: Colour::White,
                outcome,
            };
            entries[game.black.index()] = RoundEntry::Played {
                opponent: game.white,
                colour: Colour::Black,
                outcome: outcome.reversed(),
            };
        }
        if let Some(bye) = pairing.bye {
            entries[bye.index()] = RoundEntry::PairingAllocatedBye;
        }
        event.record_round(entries).unwrap();
    }
    (event, present)
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch_round_5");
    group.sample_size(10);
    for players in [20u32, 50, 100, 200] {
        bench_field(&mut group, players);
    }
    group.finish();
}

/// Large fields: the fewest samples criterion takes, and a short warm-up.
fn large_fields(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch_round_5");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5));
    for players in [500u32, 1000] {
        bench_field(&mut group, players);
    }
    group.finish();
}

/// The event is set up the first time the benchmark runs, so a filter that
/// leaves a field out skips its setup too.
fn bench_field(group: &mut BenchmarkGroup<'_, WallTime>, players: u32) {
    let setup = OnceCell::new();
    group.bench_function(BenchmarkId::from_parameter(players), |b| {
        let (event, present) = setup.get_or_init(|| event_after(players, 4));
        b.iter(|| pair_round(event, present).unwrap())
    });
}

criterion_group!(benches, pairing, large_fields);
criterion_main!(benches);
