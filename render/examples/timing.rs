//! Painting time, and PNG size and encoding time per encoding option, for the fixture
//! scenes, then the animated replay of the longest fixture game (37 turns), written to
//! `target/shots/replay.gif`: `cargo run --release -p lyngk-render --example timing [runs]`.
//!
//! All options are lossless 8-bit RGB (the pixels are the same); times are medians
//! over `runs` (default 15) and include dropping the alpha channel. Besides wall time,
//! the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) is printed: on a shared machine it
//! moves much less than wall time when other processes compete for the cores.

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use lyngk_render::{
    encode_rgb, paint_rgba, render_replay, Encoding, English, ReplayRequest, Theme,
    DEFAULT_BYTE_BUDGET,
};
use png::{DeflateCompression, Filter};
use std::time::Instant;

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// Nanoseconds of CPU time this thread has used.
fn cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// Median wall and on-CPU milliseconds of `f` over `runs` calls, and its last result.
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (f64, f64, T) {
    let mut wall = Vec::with_capacity(runs);
    let mut cpu = Vec::with_capacity(runs);
    let mut out = None;
    for _ in 0..runs {
        let (t, c) = (Instant::now(), cpu_ns());
        out = Some(std::hint::black_box(f()));
        cpu.push((cpu_ns() - c) as f64 / 1e6);
        wall.push(t.elapsed().as_secs_f64() * 1e3);
    }
    (median(wall), median(cpu), out.expect("runs > 0"))
}

fn rgb(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect()
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .map_or(15, |s| s.parse().expect("runs"));
    let scenes = [
        ("start", fixtures::start(), Theme::Light),
        ("mid-game", fixtures::mid_game(), Theme::Light),
        ("mid-game dark", fixtures::mid_game(), Theme::Dark),
        ("finished", fixtures::finished(), Theme::Light),
        ("six", fixtures::six(), Theme::Light),
    ];
    let mid = scenes[1].1.view();
    let (ms, cpu, _) = time(runs * 4, || paint_rgba(&mid, Theme::Light));
    println!("paint mid-game: {ms:.2} ms (CPU {cpu:.2} ms)");

    let options = [
        (
            "fdeflate Paeth (old)",
            DeflateCompression::FdeflateUltraFast,
            Filter::Paeth,
        ),
        (
            "fdeflate Up",
            DeflateCompression::FdeflateUltraFast,
            Filter::Up,
        ),
        (
            "zlib 1 none (render)",
            DeflateCompression::Level(1),
            Filter::NoFilter,
        ),
        ("zlib 1 Sub", DeflateCompression::Level(1), Filter::Sub),
        ("zlib 1 Paeth", DeflateCompression::Level(1), Filter::Paeth),
        (
            "zlib 2 none",
            DeflateCompression::Level(2),
            Filter::NoFilter,
        ),
        (
            "zlib 3 none",
            DeflateCompression::Level(3),
            Filter::NoFilter,
        ),
        (
            "zlib 6 none",
            DeflateCompression::Level(6),
            Filter::NoFilter,
        ),
        ("zlib 6 Paeth", DeflateCompression::Level(6), Filter::Paeth),
    ];
    print!("{:22}", "encoding");
    for (name, _, _) in &scenes {
        print!(" {:>13}", format!("{name} KB"));
    }
    println!(" {:>12} {:>9}", "mid-game ms", "CPU ms");
    for (label, deflate, filter) in options {
        let encoding = Encoding { deflate, filter };
        print!("{label:22}");
        let (mut mid_ms, mut mid_cpu) = (0.0, 0.0);
        for (i, (_, scene, theme)) in scenes.iter().enumerate() {
            let (w, h, rgba) = paint_rgba(&scene.view(), *theme);
            let (ms, cpu, png) = time(if i == 1 { runs } else { 1 }, || {
                encode_rgb(w, h, &rgb(&rgba), encoding)
            });
            if i == 1 {
                (mid_ms, mid_cpu) = (ms, cpu);
            }
            print!(" {:13.1}", png.len() as f64 / 1024.0);
        }
        println!(" {mid_ms:12.2} {mid_cpu:9.2}");
    }

    replay(runs.div_ceil(3));
}

/// Size and time of the replay GIF of the longest fixture game.
fn replay(runs: usize) {
    let scene = fixtures::longest_game();
    let request = ReplayRequest {
        game: &scene.game,
        players: ["Ada Lovelace", "Kris"],
        theme: Theme::Light,
        byte_budget: DEFAULT_BYTE_BUDGET,
        words: &English,
        ending: None,
    };
    let (ms, cpu, gif) = time(runs, || render_replay(&request).expect("fits"));
    std::fs::create_dir_all("target/shots").expect("folder");
    std::fs::write("target/shots/replay.gif", &gif.bytes).expect("write");
    println!(
        "replay of {} turns: {} frames, {}x{}, {} KB, {ms:.0} ms (CPU {cpu:.0} ms)",
        scene.turn_number,
        gif.frames,
        gif.width,
        gif.height,
        gif.bytes.len() / 1024
    );
}
