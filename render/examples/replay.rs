//! Time and size of the animated replay of the longest fixture game (37 turns), written to `target/shots/replay.gif`:
//! `cargo run --release -p lyngk-render --example replay [runs]`.

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use lyngk_render::{render_replay, ReplayRequest, Theme, DEFAULT_BYTE_BUDGET};
use std::time::Instant;

/// Nanoseconds of CPU time this thread has used: on a shared machine it moves much
/// less than wall time when other processes compete for the cores.
fn cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .map_or(5, |s| s.parse().expect("runs"));
    let scene = fixtures::longest_game();
    let request = ReplayRequest {
        game: &scene.game,
        players: ["Ada Lovelace", "Kris"],
        theme: Theme::Light,
        byte_budget: DEFAULT_BYTE_BUDGET,
    };
    let mut times = Vec::new();
    let mut cpu = Vec::new();
    let mut gif = None;
    for _ in 0..runs.max(1) {
        let (start, start_cpu) = (Instant::now(), cpu_ns());
        gif = Some(render_replay(&request).expect("fits"));
        cpu.push((cpu_ns() - start_cpu) as f64 / 1e6);
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    cpu.sort_by(f64::total_cmp);
    let gif = gif.expect("at least one run");
    std::fs::create_dir_all("target/shots").expect("folder");
    std::fs::write("target/shots/replay.gif", &gif.bytes).expect("write");
    println!(
        "{} turns, {} frames, {}x{}: {} KB, median {:.0} ms wall (min {:.0} ms), {:.0} ms CPU, over {} runs",
        scene.turn_number,
        gif.frames,
        gif.width,
        gif.height,
        gif.bytes.len() / 1024,
        times[times.len() / 2],
        times[0],
        cpu[cpu.len() / 2],
        times.len()
    );
}
