//! Render + PNG encode of a mid-game position at the default size (1000 px wide):
//! `cargo bench -p lyngk-render`. `render` itself, then the same picture with the other
//! encodings compared when choosing its default (see `Encoding`); the sizes are printed
//! first. `examples/timing.rs` compares more options and scenes. Then a standings table
//! whose name is 10,000 characters long and one of names in nine scripts
//! (`cargo bench -p lyngk-render -- table`).

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use lyngk_render::{render, render_table, render_with, Column, Encoding, TableView, Theme};
use png::{DeflateCompression, Filter};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let scene = fixtures::mid_game();
    let view = scene.view();
    let variants = [
        (
            "fdeflate Paeth (before)",
            DeflateCompression::FdeflateUltraFast,
            Filter::Paeth,
        ),
        (
            "zlib 2 none",
            DeflateCompression::Level(2),
            Filter::NoFilter,
        ),
        ("zlib 6 Paeth", DeflateCompression::Level(6), Filter::Paeth),
    ];
    println!(
        "PNG size, render (zlib 1 none): {} KB",
        render(&view, Theme::Light).len() / 1024
    );
    for (name, deflate, filter) in variants {
        let png = render_with(&view, Theme::Light, Encoding { deflate, filter });
        println!("PNG size, {name}: {} KB", png.len() / 1024);
    }
    c.bench_function("render+encode mid-game (render)", |b| {
        b.iter(|| render(black_box(&view), Theme::Light))
    });
    for (name, deflate, filter) in variants {
        let encoding = Encoding { deflate, filter };
        c.bench_function(&format!("render+encode mid-game ({name})"), |b| {
            b.iter(|| render_with(black_box(&view), Theme::Light, encoding))
        });
    }
}

/// A rating table titled `title` with a row per name, the first highlighted.
fn leaderboard<'a>(title: &'a str, names: &[&str]) -> TableView<'a> {
    let rows = names
        .iter()
        .enumerate()
        .map(|(i, name)| vec![(i + 1).to_string(), name.to_string(), "1500".to_string()])
        .collect();
    TableView {
        title,
        subtitle: None,
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("Rating"),
        ],
        rows,
        highlight_rows: vec![0],
        zones: Default::default(),
    }
}

/// A table with a 10,000-character name, which is cut to its column without
/// re-measuring every prefix.
fn long_name_table(c: &mut Criterion) {
    let name = "Maximilian-".repeat(1000)[..10_000].to_string();
    let table = leaderboard(&name, &[&name]);
    let mut group = c.benchmark_group("table");
    // Flat: the quadratic cut took seconds per image, too slow for linear sampling.
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    group.bench_function("table image, 10,000-character name", |b| {
        b.iter(|| render_table(black_box(&table), Theme::Light))
    });
    group.finish();
}

/// Twelve names in nine scripts (shaped on the first image, then
/// taken from the shaping cache, as a league's names are from one image to the next).
fn scripts_table(c: &mut Criterion) {
    let names = [
        "李小龍",
        "محمد عبد الله",
        "דוד בן גוריון",
        "अर्जुन शर्मा",
        "สมชาย ใจดี",
        "Дмитрий",
        "Γιώργος",
        "山田太郎",
        "김민준",
        "🐉 Dragon 🇫🇷",
        "Zoë",
        "Kris",
    ];
    let table = leaderboard("LYNGK leaderboard", &names);
    c.bench_function("table image, names in nine scripts", |b| {
        b.iter(|| render_table(black_box(&table), Theme::Light))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench, long_name_table, scripts_table
}
criterion_main!(benches);
