//! `cargo bench -p lyngk-ai`: playouts per second on one core. Every figure is
//! criterion's throughput (`thrpt`, in elements per second, one element a playout),
//! measured on one thread, so it is the per-core rate:
//!
//! - `playouts_per_core/recipe_from_start`: the baseline's random playouts alone;
//! - `playouts_per_core/guided_from_start`: the strong search's guided playouts alone;
//! - `playouts_per_core/uct_search` and `…/ai5_search`: whole search iterations (tree
//!   descent, expansion, playout, backup), one playout each, as a turn is searched
//!   (20,000 iterations of uct, 10,000 of ai:5, from one start position);
//! - `playouts_per_core/selfplay`: whole games from a seeded start, each turn drawn
//!   uniformly from all legal turns (`lyngk selfplay`), one element a game.
//!
//! Positions: the 16 start positions of seeds 0 to 15.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use lyngk_ai::{playout, Ai, Kind, Limits};
use lyngk_rules::{play_random_game, Position, Setup, Variant};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Iterations of each search measured: past the expansion of the root's thousand
/// turns, into a tree several levels deep.
const UCT_ITERATIONS: u64 = 20_000;
const AI5_ITERATIONS: u64 = 10_000;
/// Games of one selfplay sample.
const SELFPLAY_GAMES: u64 = 100;

/// 16 start positions from fixed seeds.
fn starts() -> Vec<Position> {
    (0..16u64)
        .map(|seed| Setup::from_seed(seed, Variant::Standard).position)
        .collect()
}

fn playouts(c: &mut Criterion) {
    let positions = starts();
    let mut group = c.benchmark_group("playouts_per_core");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut rng = SmallRng::seed_from_u64(1);
    group.bench_function("recipe_from_start", |b| {
        b.iter(|| {
            for &position in &positions {
                black_box(playout::recipe(position, &mut rng).steps);
            }
        })
    });
    group.bench_function("guided_from_start", |b| {
        b.iter(|| {
            for &position in &positions {
                black_box(playout::guided(position, &mut rng).steps);
            }
        })
    });
    group.sample_size(10);
    for (name, kind, iterations) in [
        ("uct_search", Kind::Uct, UCT_ITERATIONS),
        ("ai5_search", Kind::Level(5), AI5_ITERATIONS),
    ] {
        group.throughput(Throughput::Elements(iterations));
        let limits = Limits {
            threads: 1,
            ..Limits::nodes(iterations)
        };
        let mut ai = Ai::new(kind, 1);
        group.bench_function(name, |b| {
            b.iter(|| {
                // A fresh game each time: no tree kept from the previous sample.
                ai.new_game(1);
                black_box(ai.choose(&positions[0], &limits))
            })
        });
    }
    group.throughput(Throughput::Elements(SELFPLAY_GAMES));
    let mut choices = ChaCha8Rng::seed_from_u64(1);
    let mut seed = 0u64;
    group.bench_function("selfplay", |b| {
        b.iter(|| {
            for _ in 0..SELFPLAY_GAMES {
                seed += 1;
                black_box(play_random_game(seed, Variant::Standard, &mut choices).turns);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
