//! Rough timing of painting vs PNG encoding settings:
//! `cargo run --release -p lyngk-render --example timing`.

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
use lyngk_render::{paint_rgba, Theme};
use std::time::Instant;

fn main() {
    let scene = fixtures::mid_game();
    let view = scene.view();
    let runs = if std::env::args().any(|a| a == "paint") {
        400
    } else {
        40
    };
    let t = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(paint_rgba(&view, Theme::Light));
    }
    println!(
        "paint: {:.2} ms",
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
    if std::env::args().any(|a| a == "paint") {
        return;
    }
    let (w, h, rgba) = paint_rgba(&view, Theme::Light);
    let rgb: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    for level in [
        CompressionType::Fast,
        CompressionType::Level(1),
        CompressionType::Level(2),
        CompressionType::Default,
    ] {
        for filter in [
            FilterType::NoFilter,
            FilterType::Sub,
            FilterType::Up,
            FilterType::Paeth,
            FilterType::Adaptive,
        ] {
            let t = Instant::now();
            let mut size = 0;
            for _ in 0..10 {
                let mut png = Vec::new();
                PngEncoder::new_with_quality(&mut png, level, filter)
                    .write_image(&rgb, w, h, ExtendedColorType::Rgb8)
                    .unwrap();
                size = png.len();
            }
            let ms = t.elapsed().as_secs_f64() * 100.0;
            println!(
                "encode {level:?} {filter:?}: {ms:.2} ms, {} KB",
                size / 1024
            );
        }
    }
}
