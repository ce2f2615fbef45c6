//! `cargo bench -p lyngk-rules`: legal-turn generation (on random mid-game positions and
//! on fixed start, mid-game and endgame positions), perft of the start, and complete
//! random games.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use lyngk_rules::{perft, play_random_game, Position, Setup, Turn, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// 64 positions after 8 to 23 random turns, from fixed seeds.
fn mid_game_positions() -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut buffer = Vec::new();
    (0..64u64)
        .filter_map(|seed| {
            let mut position = Setup::from_seed(seed, Variant::Standard).position;
            for _ in 0..8 + seed % 16 {
                position.legal_turns_into(&mut buffer);
                let &turn = buffer.get(rng.random_range(0..buffer.len().max(1)))?;
                position = position.play_unchecked(turn);
            }
            (!position.is_over()).then_some(position)
        })
        .collect()
}

fn movegen(c: &mut Criterion) {
    let positions = mid_game_positions();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut buffer: Vec<Turn> = Vec::with_capacity(1024);
    group.bench_function("moves_without_claims", |b| {
        b.iter(|| {
            for position in &positions {
                position.moves_into(&mut buffer);
                black_box(buffer.len());
            }
        })
    });
    group.bench_function("legal_turns_with_claims", |b| {
        b.iter(|| {
            for position in &positions {
                position.legal_turns_into(&mut buffer);
                black_box(buffer.len());
            }
        })
    });
    group.finish();
}

/// Fixed positions from `tests/data/perft.txt`, with their number of legal turns.
const FIXED: [(&str, &str, usize); 3] = [
    (
        "start",
        "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard",
        1020,
    ),
    (
        "mid_game",
        "I/R,RG,.,KI/I,G,.,.,.,R,K/W,KB,BI,I,K,B/.,.,R,GR,BK,.,W/B,.,.,.,GK,B/R,G,.,.,R,I,B/W,G,.,KIG/. 2 BK/RG 1/0 standard",
        67,
    ),
    (
        "endgame",
        "BWIR/.,R,BR,./.,.,.,.,.,.,R/.,.,.,.,GB,./.,.,KGI,.,.,W,GIRK/.,.,.,.,.,./.,KRIG,.,.,.,.,./.,IBK,.,KBG/. 2 GK/IR 1/2 standard",
        7,
    ),
];

fn fixed_positions(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_turns");
    for (name, lpn, turns) in FIXED {
        let position: Position = lpn.parse().expect("a valid fixture");
        assert_eq!(position.legal_turns().len(), turns, "{name}");
        group.bench_function(name, |b| b.iter(|| black_box(&position).legal_turns()));
    }
    group.finish();

    // 718,653 positions at depth 2, each counting its turns: about a second a run.
    let start: Position = FIXED[0].1.parse().expect("a valid fixture");
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("start_depth_3", |b| b.iter(|| perft(black_box(&start), 3)));
    group.finish();
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_games");
    group.throughput(Throughput::Elements(100));
    for variant in [Variant::Standard, Variant::Six] {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut seed = 0u64;
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                for _ in 0..100 {
                    seed += 1;
                    black_box(play_random_game(seed, variant, &mut rng).turns);
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, movegen, fixed_positions, random_games);
criterion_main!(benches);
