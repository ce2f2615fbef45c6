//! `cargo bench -p lyngk-rules`: legal-turn generation and complete random games.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use lyngk_rules::{play_random_game, Position, Setup, Turn, Variant};
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

criterion_group!(benches, movegen, random_games);
criterion_main!(benches);
