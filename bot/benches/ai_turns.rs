//! `cargo bench -p lyngk-bot --bench ai_turns`: how long the bot's AI takes to answer
//! a turn at each level (through the service: the search with the level's think time
//! and iteration cap, the move's transaction and the board image), and how long a
//! `/lyngk review` of a whole game spends searching.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use lyngk_ai::{Ai, Kind, Limits};
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::{review_game, GameService, Options, REVIEW_ITERATIONS};
use lyngk_rules::{Game, Setup, Variant};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A seed whose lot lets the AI (the challenged seat) move first.
fn ai_first_seed() -> u64 {
    (1..)
        .find(|&seed| Setup::from_seed(seed, Variant::Standard).first_seat == 1)
        .expect("both lots come up")
}

/// A new game against the AI at `level` in a channel of its own, the AI to move.
fn new_ai_game(service: &GameService, channel: &AtomicU64, level: u8) -> Place {
    let place = Place {
        guild: Some(1),
        channel: channel.fetch_add(1, Ordering::Relaxed),
    };
    let request = Request {
        place,
        actor: Actor {
            id: 1001,
            name: "alice".into(),
        },
        command: Command::ChallengeAi {
            level,
            variant: Variant::Standard,
            ai_user: 9000,
        },
        interaction: None,
        actor_is_admin: false,
        locale: Locale::En,
        server_locale: None,
    };
    assert!(!service.handle(request).unwrap().ephemeral);
    place
}

fn ai_turns(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let seed = ai_first_seed();
    let options = Options {
        seeds: Box::new(move || seed),
        ..Options::default()
    };
    let service = GameService::open_with(dir.path().join("bench.db"), options).unwrap();
    let channel = AtomicU64::new(1);
    let mut group = c.benchmark_group("ai_turn");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    // Level 5 has no iteration cap: it thinks up to 15 s (less once its choice is
    // settled), too long and too varied for a benchmark.
    for level in 1..=4u8 {
        group.bench_function(format!("level_{level}"), |b| {
            b.iter_batched(
                || new_ai_game(&service, &channel, level),
                |place| service.play_ai_turn(place).unwrap().expect("a turn"),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

/// A whole game between two greedy players, as a review meets it.
fn greedy_game(seed: u64) -> Game {
    let mut game = Game::new(seed, Variant::Standard);
    let mut players = [Ai::new(Kind::Greedy, 1), Ai::new(Kind::Greedy, 2)];
    while game.outcome().is_none() {
        let mover = game.position().to_move().index();
        let choice = players[mover]
            .choose(game.position(), &Limits::nodes(1))
            .expect("a turn while the game goes on");
        game.play(choice.turn).expect("a legal turn");
    }
    game
}

fn review(c: &mut Criterion) {
    let game = greedy_game(7);
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    let name = format!("whole_game_{}_plies", game.turns().len());
    group.bench_function(name, |b| {
        b.iter(|| review_game(&game, 0.5, REVIEW_ITERATIONS))
    });
    group.finish();
}

criterion_group!(benches, ai_turns, review);
criterion_main!(benches);
