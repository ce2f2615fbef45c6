//! Writes the fixture scenes as PNGs to a folder (default `target/shots`), full size and
//! scaled to 400 px wide as a phone shows them: `cargo run -p lyngk-render --example shots`.

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use image::imageops::FilterType;
use lyngk_render::{render, Theme};
use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("target/shots".into()));
    std::fs::create_dir_all(&dir).expect("output folder");
    let scenes = [
        ("start", fixtures::start()),
        ("mid", fixtures::mid_game()),
        ("chain", fixtures::lyngk_chain()),
        ("finished", fixtures::finished()),
        ("six", fixtures::six()),
    ];
    for (name, scene) in &scenes {
        for (theme, suffix) in [(Theme::Light, ""), (Theme::Dark, "-dark")] {
            let mut view = scene.view();
            if *name == "mid" && suffix.is_empty() {
                view.notes.push("Clock: Ada 2d 4h · Kris 1d 19h".into());
            }
            let png = render(&view, theme);
            let path = dir.join(format!("{name}{suffix}.png"));
            std::fs::write(&path, &png).expect("write");
            let small = image::load_from_memory(&png).expect("decode");
            let height = small.height() * 400 / small.width();
            small
                .resize(400, height, FilterType::Triangle)
                .save(dir.join(format!("{name}{suffix}-400.png")))
                .expect("write small");
            println!("{} {} KB", path.display(), png.len() / 1024);
        }
    }
}
