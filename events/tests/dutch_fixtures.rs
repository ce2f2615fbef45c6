//! Every round of simulated events, re-paired from the rounds before it, must
//! give the pairing recorded in the event's TRF. The files were produced by
//! this crate's `simulate` example and checked round by round with the
//! FIDE-endorsed bbpPairings (`bbpPairings --dutch FILE -c`): no discrepancy,
//! so they stand for its verdict where it cannot run (CI).

use std::collections::BTreeSet;
use std::path::Path;

use lyngk_events::swiss::{pair_round, Colour, Game, PlayerId, RoundEntry, SwissEvent};
use lyngk_events::trf::read_trf;

/// The pairing a round's entries record: games (first seat first) and the
/// pairing-allocated bye.
fn recorded(
    event: &SwissEvent,
    round: usize,
) -> (BTreeSet<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let mut games = BTreeSet::new();
    let mut bye = None;
    for index in 0..event.entrants().len() {
        let player = PlayerId(index as u32);
        match event.history(player)[round - 1] {
            RoundEntry::Played {
                opponent,
                colour: Colour::White,
                ..
            }
            | RoundEntry::Forfeit {
                opponent,
                colour: Colour::White,
                ..
            } => {
                games.insert((player, opponent));
            }
            RoundEntry::PairingAllocatedBye => bye = Some(player),
            _ => {}
        }
    }
    (games, bye)
}

fn check(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    let event = read_trf(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    for round in 1..=event.completed_rounds() as usize {
        let before = event.before_round(round as u32);
        let present: BTreeSet<PlayerId> = (0..event.entrants().len() as u32)
            .map(PlayerId)
            .filter(|&player| event.history(player)[round - 1].was_paired())
            .collect();
        let pairing = pair_round(&before, &present)
            .unwrap_or_else(|error| panic!("{} round {round}: {error}", path.display()));
        let games: BTreeSet<(PlayerId, PlayerId)> = pairing
            .games
            .iter()
            .map(|&Game { white, black }| (white, black))
            .collect();
        assert_eq!(
            (games, pairing.bye),
            recorded(&event, round),
            "{} round {round}",
            path.display()
        );
    }
    event.completed_rounds() as usize
}

/// Re-pairs every round of the TRF files in `fixtures/<name>`; the rounds
/// checked.
fn check_directory(name: &str) -> usize {
    let directory = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let mut files: Vec<_> = std::fs::read_dir(&directory)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "trf"))
        .collect();
    files.sort();
    files.iter().map(|path| check(path)).sum()
}

#[test]
fn every_round_matches_the_checked_pairings() {
    // RULES FIDE C.04.3 (Dutch system, 2025 text), as bbpPairings applies it.
    let rounds = check_directory("dutch");
    assert!(rounds > 400, "{rounds} rounds checked");
}

/// 500 and 1,000 players: seconds a round in release, minutes in a debug
/// build, so left to `cargo test --release -p lyngk-events --test
/// dutch_fixtures -- --ignored`.
#[test]
#[ignore = "large fields: run in release"]
fn large_fields_match_the_checked_pairings() {
    // RULES FIDE C.04.3 (Dutch system, 2025 text), as bbpPairings applies it.
    let rounds = check_directory("dutch_large");
    assert!(rounds >= 10, "{rounds} rounds checked");
}
