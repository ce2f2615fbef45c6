//! Render + PNG encode of a mid-game position at the default size (1000 px wide).
//! `cargo bench -p lyngk-render`. Also prints the PNG size for each compression level,
//! the trade-off behind `render` using `Fast`.

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion};
use image::codecs::png::CompressionType;
use lyngk_render::{render, render_with_compression, Theme};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let scene = fixtures::mid_game();
    let view = scene.view();
    for (name, level) in [
        ("fast", CompressionType::Fast),
        ("default", CompressionType::Default),
    ] {
        let png = render_with_compression(&view, Theme::Light, level);
        println!("PNG size with {name} compression: {} KB", png.len() / 1024);
    }
    c.bench_function("render+encode mid-game (fast)", |b| {
        b.iter(|| render(black_box(&view), Theme::Light))
    });
    c.bench_function("render+encode mid-game (default)", |b| {
        b.iter(|| render_with_compression(black_box(&view), Theme::Light, CompressionType::Default))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);
