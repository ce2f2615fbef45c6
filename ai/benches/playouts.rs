//! `cargo bench -p lyngk-ai`: playouts per second on one core, for the baseline's
//! random playouts and the strong search's guided playouts, from mid-game positions.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use lyngk_ai::playout;
use lyngk_rules::{Position, Setup, Variant};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// 16 start positions from fixed seeds.
fn starts() -> Vec<Position> {
    (0..16u64)
        .map(|seed| Setup::from_seed(seed, Variant::Standard).position)
        .collect()
}

fn playouts(c: &mut Criterion) {
    let positions = starts();
    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut rng = SmallRng::seed_from_u64(1);
    group.bench_function("recipe_from_start", |b| {
        b.iter(|| {
            for &position in &positions {
                black_box(playout::recipe(position, &mut rng).steps);
            }
        })
    });
    let mut turns = Vec::with_capacity(1024);
    group.bench_function("guided_from_start", |b| {
        b.iter(|| {
            for &position in &positions {
                black_box(playout::guided(position, &mut rng, &mut turns).steps);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
