//! RULES §3: the setup drawn from a seed, and the first player.

use lyngk_rules::{Cell, Game, Player, Setup, Variant};
use std::collections::HashSet;

/// The board of seed 0, pinned so that any change to the generator is caught: stored
/// games replay from their seed (RULES 3.1).
const SEED_0: &str = "I/R,K,B,B/K,R,K,G,I,R,W/K,G,I,R,G,B/G,R,R,I,I,I,B/K,K,G,K,B,B/B,I,W,G,W,G,B/R,K,G,R/I 1 -/- 0/0 standard";

// RULES 3.1: seed 0 always gives the same board; RULES 3.2: and the same first seat.
#[test]
fn seed_0_is_pinned() {
    let setup = Setup::from_seed(0, Variant::Standard);
    assert_eq!(setup.position.to_string(), SEED_0);
    assert_eq!(setup.first_seat, 1);
}

// RULES 3.1: one piece per intersection, 8 of each active colour and 3 jokers.
#[test]
fn every_seed_fills_every_cell_with_the_43_pieces() {
    for seed in 0..64 {
        let p = Setup::from_seed(seed, Variant::Standard).position;
        let mut counts = [0usize; 6];
        for c in Cell::ALL {
            let stack = p.stack(c);
            assert_eq!(stack.height(), 1, "seed {seed} cell {c}");
            counts[stack.top().expect("occupied").index()] += 1;
        }
        assert_eq!(counts, [8, 8, 8, 8, 8, 3], "seed {seed}");
    }
}

// RULES 3.1: the shuffle is driven by the seed, so the same seed gives the same game.
#[test]
fn same_seed_same_setup() {
    for seed in [0, 1, 42, u64::MAX] {
        let a = Setup::from_seed(seed, Variant::Standard);
        let b = Setup::from_seed(seed, Variant::Standard);
        assert_eq!(a, b);
        assert_eq!(Game::new(seed, Variant::Standard).position(), &a.position);
        assert_eq!(
            Game::new(seed, Variant::Standard).first_seat(),
            a.first_seat
        );
    }
}

// RULES 3.1: different seeds shuffle differently.
#[test]
fn different_seeds_give_different_boards() {
    let boards: HashSet<String> = (0..200)
        .map(|seed| {
            Setup::from_seed(seed, Variant::Standard)
                .position
                .to_string()
        })
        .collect();
    assert_eq!(boards.len(), 200);
}

// RULES 3.2: the first player is drawn by lot: both seats happen, about equally.
#[test]
fn both_seats_can_move_first() {
    let firsts = (0..200)
        .filter(|&seed| Setup::from_seed(seed, Variant::Standard).first_seat == 0)
        .count();
    assert!(
        (60..=140).contains(&firsts),
        "seat 0 first in {firsts} of 200"
    );
    for seed in 0..200 {
        assert!(Setup::from_seed(seed, Variant::Standard).first_seat < 2);
    }
}

// RULES 3.2: player 1 is whoever moves first; nothing is claimed or taken at the start.
#[test]
fn the_start_has_player_1_to_move_and_nothing_claimed() {
    for variant in [Variant::Standard, Variant::Six] {
        let p = Setup::from_seed(9, variant).position;
        assert_eq!(p.to_move(), Player::One);
        assert_eq!(p.variant(), variant);
        for player in Player::BOTH {
            assert!(p.claims(player).is_empty());
            assert_eq!(p.points(player), 0);
        }
        assert!(!p.is_over());
        assert!(p.to_string().ends_with(&format!(" 1 -/- 0/0 {variant}")));
    }
}

// RULES 3.1 with 9: the variant is chosen when the game is created and recorded.
#[test]
fn the_six_variant_is_recorded_in_the_setup() {
    let game = Game::new(3, Variant::Six);
    assert_eq!(game.variant(), Variant::Six);
    assert_eq!(game.position().variant(), Variant::Six);
    assert!(game.position().to_string().ends_with(" six"));
}
