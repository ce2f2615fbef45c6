//! Times the pairing of rounds of an event read from a TRF: each round is
//! re-paired from the rounds before it, as `tests/dutch_fixtures.rs` does,
//! and the wall time of `pair_round` is printed, with the CPU time of the
//! thread where Linux tells it (`/proc/thread-self/stat`; a shared machine's
//! load inflates the wall time much more than the CPU time).
//!
//! `cargo run --release -p lyngk-events --example time_round -- FILE.trf [ROUND...]`
//! (every round when none is given), for example on
//! `events/tests/fixtures/dutch_large/n1000_s7.trf`.

use std::collections::BTreeSet;
use std::time::Instant;

use lyngk_events::swiss::{pair_round, PlayerId};
use lyngk_events::trf::read_trf;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: time_round FILE.trf [ROUND...]");
    let text = std::fs::read_to_string(path).expect("readable TRF");
    let event = read_trf(&text).expect("valid TRF");
    let rounds: Vec<u32> = if args.len() > 2 {
        args[2..]
            .iter()
            .map(|round| round.parse().expect("round number"))
            .collect()
    } else {
        (1..=event.completed_rounds()).collect()
    };
    for round in rounds {
        let before = event.before_round(round);
        let present: BTreeSet<PlayerId> = (0..event.entrants().len() as u32)
            .map(PlayerId)
            .filter(|&player| event.history(player)[round as usize - 1].was_paired())
            .collect();
        let start = Instant::now();
        let cpu_start = thread_cpu_seconds();
        let pairing = pair_round(&before, &present).expect("a valid pairing");
        let wall = start.elapsed().as_secs_f64();
        let cpu = match (cpu_start, thread_cpu_seconds()) {
            (Some(before), Some(after)) => format!(", CPU {:.2} s", after - before),
            _ => String::new(),
        };
        println!(
            "round {round}: {wall:.3} s{cpu}, {} games",
            pairing.games.len()
        );
    }
}

/// The CPU time this thread has used (user and system), in seconds, to the
/// kernel's clock tick (usually 10 ms); `None` off Linux.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command name, which is in parentheses.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line.
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}
