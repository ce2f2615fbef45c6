//! Simulates a Swiss event paired by this crate and writes its TRF, for
//! checking with an independent FIDE pairing engine (bbpPairings `-c`).
//!
//! `cargo run --release -p lyngk-events --example simulate -- PLAYERS ROUNDS SEED OUT.trf`
//! Results are drawn by rating (draws 10 %, forfeits 3 %, half-point byes
//! 2 %, withdrawals 2 % a round).

use std::collections::BTreeSet;

use lyngk_events::swiss::{
    pair_round, Colour, Entrant, PlayerId, PlayerResult, RoundEntry, SwissEvent,
};
use lyngk_events::trf::{write_trf, TrfHeader};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u32 = args[1].parse().expect("players");
    let rounds: u32 = args[2].parse().expect("rounds");
    let seed: u64 = args[3].parse().expect("seed");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut event = SwissEvent::new(rounds).expect("rounds");
    for index in 0..players {
        let rating = if rng.random_bool(0.1) {
            0
        } else {
            rng.random_range(1000..2400)
        };
        event.enter(
            Entrant::new(&format!("Player {index:04}"), rating).unwrap(),
            RoundEntry::Absent,
        );
    }
    let mut withdrawn = BTreeSet::new();
    for _ in 0..rounds {
        let mut present = BTreeSet::new();
        let mut entries = vec![RoundEntry::Absent; players as usize];
        for index in 0..players {
            let player = PlayerId(index);
            if withdrawn.contains(&player) {
                continue;
            }
            if rng.random_bool(0.02) {
                withdrawn.insert(player);
            } else if rng.random_bool(0.02) {
                entries[index as usize] = RoundEntry::HalfPointBye;
            } else {
                present.insert(player);
            }
        }
        let pairing = match pair_round(&event, &present) {
            Ok(pairing) => pairing,
            Err(error) => {
                eprintln!("round {}: {error}", event.completed_rounds() + 1);
                break;
            }
        };
        for game in &pairing.games {
            let (w, b) = (game.white, game.black);
            if rng.random_bool(0.03) {
                let white_wins = rng.random_bool(0.5);
                entries[w.index()] = RoundEntry::Forfeit {
                    opponent: b,
                    colour: Colour::White,
                    won: white_wins,
                };
                entries[b.index()] = RoundEntry::Forfeit {
                    opponent: w,
                    colour: Colour::Black,
                    won: !white_wins,
                };
                continue;
            }
            let outcome = if rng.random_bool(0.1) {
                PlayerResult::Draw
            } else {
                let rw = f64::from(event.entrants()[w.index()].rating());
                let rb = f64::from(event.entrants()[b.index()].rating());
                let expected = 1.0 / (1.0 + 10f64.powf((rb - rw) / 400.0));
                if rng.random_bool(expected) {
                    PlayerResult::Win
                } else {
                    PlayerResult::Loss
                }
            };
            entries[w.index()] = RoundEntry::Played {
                opponent: b,
                colour: Colour::White,
                outcome,
            };
            entries[b.index()] = RoundEntry::Played {
                opponent: w,
                colour: Colour::Black,
                outcome: outcome.reversed(),
            };
        }
        if let Some(bye) = pairing.bye {
            entries[bye.index()] = RoundEntry::PairingAllocatedBye;
        }
        event.record_round(entries).expect("consistent round");
    }
    let header = TrfHeader {
        name: format!("Simulated {players} players seed {seed}"),
        ..Default::default()
    };
    std::fs::write(&args[4], write_trf(&event, &header, None)).expect("write TRF");
}
