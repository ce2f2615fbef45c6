//! Invariants of every round the Dutch system pairs, over random events:
//! each present player is placed once, nobody meets an opponent twice, the
//! pairing-allocated bye goes to an eligible player, and colours stay within
//! the absolute limits outside the last round.

use std::collections::{BTreeSet, HashMap};

use lyngk_events::swiss::{
    pair_round, Colour, Entrant, PlayerId, PlayerResult, RoundEntry, SwissEvent,
};
use proptest::prelude::*;

/// What the random event does each round: per player whether they are
/// absent, and per game a result (0 White wins, 1 draw, 2 Black wins,
/// 3 forfeit).
#[derive(Clone, Debug)]
struct Script {
    ratings: Vec<u16>,
    rounds: u32,
    absences: Vec<Vec<bool>>,
    results: Vec<Vec<u8>>,
}

fn script() -> impl Strategy<Value = Script> {
    (2usize..30, 1u32..9).prop_flat_map(|(players, rounds)| {
        (
            proptest::collection::vec(0u16..2500, players),
            proptest::collection::vec(
                proptest::collection::vec(proptest::bool::weighted(0.08), players),
                rounds as usize,
            ),
            proptest::collection::vec(proptest::collection::vec(0u8..4, players), rounds as usize),
        )
            .prop_map(move |(ratings, absences, results)| Script {
                ratings,
                rounds,
                absences,
                results,
            })
    })
}

fn colours_of(event: &SwissEvent, player: PlayerId) -> Vec<Colour> {
    event
        .history(player)
        .iter()
        .filter_map(|entry| entry.played_game().map(|(_, colour)| colour))
        .collect()
}

fn within_absolute_limits(colours: &[Colour]) -> bool {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let blacks = colours.len() as i64 - whites;
    let three_in_a_row = colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
    (whites - blacks).abs() <= 2 && !three_in_a_row
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn rounds_respect_the_absolute_criteria(script in script()) {
        let mut event = SwissEvent::new(script.rounds).unwrap();
        for (index, &rating) in script.ratings.iter().enumerate() {
            event.enter(Entrant::new(&format!("P{index}"), rating).unwrap(), RoundEntry::Absent);
        }
        let players = script.ratings.len();
        let mut byes: HashMap<PlayerId, u32> = HashMap::new();
        for round in 0..script.rounds as usize {
            let present: BTreeSet<PlayerId> = (0..players as u32)
                .map(PlayerId)
                .filter(|p| !script.absences[round][p.index()])
                .collect();
            let Ok(pairing) = pair_round(&event, &present) else { break };
            // Every present player is placed exactly once.
            let mut placed: Vec<PlayerId> = pairing.games.iter().flat_map(|g| [g.white, g.black]).collect();
            placed.extend(pairing.bye);
            let unique: BTreeSet<PlayerId> = placed.iter().copied().collect();
            prop_assert_eq!(unique.len(), placed.len());
            prop_assert_eq!(&unique, &present);
            // RULES C.04.3 C1: no repeat of a played game.
            for game in &pairing.games {
                prop_assert!(!event.played_opponents(game.white).contains(&game.black));
            }
            // RULES C.04.3 C2: the bye at most once, never after a win without playing.
            if let Some(bye) = pairing.bye {
                let earned_unplayed = event.history(bye).iter().any(|e| matches!(e,
                    RoundEntry::PairingAllocatedBye | RoundEntry::FullPointBye | RoundEntry::Forfeit { won: true, .. }));
                prop_assert!(!earned_unplayed);
                *byes.entry(bye).or_default() += 1;
            }
            let mut entries = vec![RoundEntry::Absent; players];
            for (board, game) in pairing.games.iter().enumerate() {
                let (w, b) = (game.white, game.black);
                let code = script.results[round][board % players];
                if code == 3 {
                    entries[w.index()] = RoundEntry::Forfeit { opponent: b, colour: Colour::White, won: true };
                    entries[b.index()] = RoundEntry::Forfeit { opponent: w, colour: Colour::Black, won: false };
                } else {
                    let outcome = [PlayerResult::Win, PlayerResult::Draw, PlayerResult::Loss][code as usize];
                    entries[w.index()] = RoundEntry::Played { opponent: b, colour: Colour::White, outcome };
                    entries[b.index()] = RoundEntry::Played { opponent: w, colour: Colour::Black, outcome: outcome.reversed() };
                }
            }
            if let Some(bye) = pairing.bye {
                entries[bye.index()] = RoundEntry::PairingAllocatedBye;
            }
            let last_round = round as u32 + 1 >= script.rounds;
            event.record_round(entries).unwrap();
            // RULES C.04.3 C3: outside the last round (where topscorers are
            // exempt) no colour difference beyond two, no three in a row.
            if !last_round {
                for game in &pairing.games {
                    prop_assert!(within_absolute_limits(&colours_of(&event, game.white)));
                    prop_assert!(within_absolute_limits(&colours_of(&event, game.black)));
                }
            }
        }
        prop_assert!(byes.values().all(|&count| count <= 1));
    }
}

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half() {
    // RULES C.04.3: in round 1, S1 (the upper half by pairing number) meets S2
    // in order; the higher ranked player of odd pairing number gets the first
    // seat (E.5 with White as the initial colour), colours alternate by board.
    let mut event = SwissEvent::new(5).unwrap();
    for rating in [1500, 1400, 1300, 1200, 1100, 1000, 900] {
        event.enter(
            Entrant::new(&format!("R{rating}"), rating).unwrap(),
            RoundEntry::Absent,
        );
    }
    let present: BTreeSet<PlayerId> = (0..7).map(PlayerId).collect();
    let pairing = pair_round(&event, &present).unwrap();
    let boards: Vec<(u32, u32)> = pairing
        .games
        .iter()
        .map(|g| (g.white.0, g.black.0))
        .collect();
    assert_eq!(boards, vec![(0, 3), (4, 1), (2, 5)]);
    assert_eq!(pairing.bye, Some(PlayerId(6)));
}

#[test]
fn pairing_numbers_order_by_rating_then_name() {
    // RULES C.04.2: the initial ranking list.
    let mut event = SwissEvent::new(3).unwrap();
    let zoe = event.enter(Entrant::new("Zoe", 1500).unwrap(), RoundEntry::Absent);
    let amy = event.enter(Entrant::new("Amy", 1500).unwrap(), RoundEntry::Absent);
    let top = event.enter(Entrant::new("Top", 1600).unwrap(), RoundEntry::Absent);
    assert_eq!(event.ranking(), vec![top, amy, zoe]);
}

#[test]
fn a_second_pairing_allocated_bye_is_refused() {
    // RULES C.04.1: one pairing-allocated bye per player at most.
    let mut event = SwissEvent::new(3).unwrap();
    event.enter(Entrant::new("Solo", 1000).unwrap(), RoundEntry::Absent);
    let present: BTreeSet<PlayerId> = [PlayerId(0)].into();
    assert_eq!(pair_round(&event, &present).unwrap().bye, Some(PlayerId(0)));
    event
        .record_round(vec![RoundEntry::PairingAllocatedBye])
        .unwrap();
    assert_eq!(
        pair_round(&event, &present),
        Err(lyngk_events::swiss::PairingError::NoValidPairing)
    );
    assert!(event
        .record_round(vec![RoundEntry::PairingAllocatedBye])
        .is_err());
}
