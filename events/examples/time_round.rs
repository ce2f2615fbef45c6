//! Times the pairing of rounds of an event read from a TRF: each round is
//! re-paired from the rounds before it, as `tests/dutch_fixtures.rs` does,
//! and the wall time of `pair_round` is printed.
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
        let pairing = pair_round(&before, &present).expect("a valid pairing");
        println!(
            "round {round}: {:.3} s, {} games",
            start.elapsed().as_secs_f64(),
            pairing.games.len()
        );
    }
}
