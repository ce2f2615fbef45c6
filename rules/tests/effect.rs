//! `Position::effect`: what a turn does, as the renderer and the bot show it.

use crate::common;

use common::*;
use lyngk_rules::{Colour, Completion, Game, PlayError, Player, Turn, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn names(cells: &[lyngk_rules::Cell]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}

// RULES 5.4: a plain move goes straight from origin to landing.
#[test]
fn a_plain_move_has_a_two_cell_path() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    let effect = p.effect(turn("C3-C4")).unwrap();
    assert_eq!(names(&effect.path), ["C3", "C4"]);
    assert!(!effect.is_chain());
    assert!(effect.lyngk_points().is_empty());
    assert_eq!(effect.stack.to_string(), "GR");
    assert_eq!(effect.mover, Player::One);
    assert_eq!(effect.claim, None);
    assert_eq!(effect.completion, None);
    assert!(effect.forced_passes.is_empty());
    assert_eq!(effect.after, play(&p, "C3-C4"));
}

// RULES 6.2: a chain passes over LYNGK points of the moving colour.
#[test]
fn a_chain_lists_its_lyngk_points() {
    let p = pos(&[("C3", "R"), ("C5", "R"), ("E6", "B")], 1, "R/-");
    let effect = p.effect(turn("C3-E6")).unwrap();
    assert_eq!(names(&effect.path), ["C3", "C5", "E6"]);
    assert_eq!(names(effect.lyngk_points()), ["C5"]);
    assert!(effect.is_chain());
    assert_eq!(effect.stack.to_string(), "BR");
}

// RULES 5.2, 6.1: a claim in the turn makes the chain possible and is reported.
#[test]
fn a_claim_in_the_turn_counts_for_the_chain() {
    let p = pos(&[("C3", "R"), ("C5", "R"), ("E6", "B")], 1, "-/-");
    assert_eq!(
        p.effect(turn("C3-E6")),
        Err(PlayError::NotReachable {
            from: cell("C3"),
            to: cell("E6")
        })
    );
    let effect = p.effect(turn("R:C3-E6")).unwrap();
    assert_eq!(effect.claim, Some(Colour::Red));
    assert_eq!(names(&effect.path), ["C3", "C5", "E6"]);
    // The same claim made first with Position::claim.
    let claimed = p.claim(Colour::Red).unwrap();
    let effect = claimed.effect(turn("C3-E6")).unwrap();
    assert_eq!(effect.claim, Some(Colour::Red));
    assert_eq!(effect.turn.claim, None);
    assert_eq!(names(&effect.path), ["C3", "C5", "E6"]);
}

// RULES 7.1: an own 5-stack leaves the board and scores, with its colours.
#[test]
fn a_completed_five_stack_is_removed_and_scored() {
    let p = pos(&[("C3", "IBGR"), ("C4", "K"), ("E6", "G")], 1, "R/-");
    let effect = p.effect(turn("C3-C4")).unwrap();
    assert_eq!(
        effect.completion,
        Some(Completion::Removed {
            cell: cell("C4"),
            stack: effect.stack
        })
    );
    assert!(effect.scores());
    assert_eq!(effect.stack.to_string(), "KIBGR");
    assert_eq!(effect.completion.unwrap().colours().len(), 5);
    assert_eq!(effect.after.points(Player::One), 1);
    assert_eq!(at(&effect.after, "C4"), ".");
}

// RULES 7.2: a neutral 5-stack is not completed for anyone.
#[test]
fn a_neutral_five_stack_is_no_completion() {
    let p = pos(&[("C3", "IBGR"), ("C4", "K"), ("E6", "G")], 1, "-/-");
    let effect = p.effect(turn("C3-C4")).unwrap();
    assert_eq!(effect.stack.height(), 5);
    assert_eq!(effect.completion, None);
    assert!(!effect.scores());
}

// RULES 9.3: an own 6-stack wins at once and stays on the board.
#[test]
fn a_six_stack_wins() {
    let p = six(
        &[("C3", "R"), ("C4", "WIBGK"), ("E6", "I"), ("E7", "G")],
        1,
        "R/-",
    );
    let effect = p.effect(turn("C3-C4")).unwrap();
    assert!(matches!(
        effect.completion,
        Some(Completion::SixStack { cell: c, .. }) if c == cell("C4")
    ));
    assert!(!effect.scores());
    assert_eq!(effect.after.six_stack_winner(), Some(Player::One));
    assert!(effect.forced_passes.is_empty(), "the game is over");
}

// RULES 8.1: when the opponent is left without a move, the effect names the pass.
#[test]
fn a_move_that_leaves_the_opponent_stuck_is_followed_by_a_pass() {
    // Player 2 (G K) moves K-G onto the joker; player 1 (I B) then has no move.
    let p = pos(
        &[("C2", "R"), ("C3", "KG"), ("C4", "W"), ("E2", "R")],
        2,
        "IB/GK",
    );
    let effect = p.effect(turn("C3-C4")).unwrap();
    assert_eq!(effect.forced_passes, [Player::One]);
    let next = effect.position_after_passes();
    assert_eq!(next.to_move(), Player::Two);
    assert_eq!(next, play(&effect.after, "pass"));
}

// RULES 8.1: a pass has no path and no stack.
#[test]
fn a_pass_has_no_path() {
    let p = pos(
        &[("C2", "R"), ("C3", "KG"), ("C4", "W"), ("E2", "R")],
        1,
        "IB/GK",
    );
    let effect = p.effect(Turn::PASS).unwrap();
    assert!(effect.path.is_empty());
    assert!(effect.stack.is_empty());
    assert_eq!(effect.after, play(&p, "pass"));
}

// An illegal turn gives the same error as Position::play.
#[test]
fn an_illegal_turn_gives_the_play_error() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    for text in ["C3-C5", "C4-C4", "pass", "R:pass", "D4-C3"] {
        assert_eq!(
            p.effect(turn(text)).err(),
            p.play(turn(text)).err(),
            "{text}"
        );
    }
}

/// Checks the effect of every legal turn of `p` against play and the rules.
fn check_effects(p: &lyngk_rules::Position) {
    for t in p.legal_turns() {
        let effect = p.effect(t).unwrap_or_else(|e| panic!("{t} in {p}: {e}"));
        assert_eq!(effect.after, p.play_unchecked(t), "{t} in {p}");
        let Some((from, to)) = t.cells() else {
            assert!(effect.path.is_empty());
            continue;
        };
        assert_eq!(effect.path.first(), Some(&from));
        assert_eq!(effect.path.last(), Some(&to));
        // RULES 6.2: every step is a plain move to the first stack on a line, and
        // every point passed is topped by the moving colour.
        let lifted = p.occupied().without(from);
        for step in effect.path.windows(2) {
            assert!(step[0].reach(lifted).contains(step[1]), "{t} in {p}");
        }
        let top = p.stack(from).top();
        for &point in effect.lyngk_points() {
            assert_eq!(p.stack(point).top(), top, "{t} in {p}");
        }
        assert_eq!(
            effect.stack.height(),
            p.stack(from).height() + p.stack(to).height()
        );
        let scored = effect.after.points(p.to_move()) > p.points(p.to_move());
        let won = effect.after.six_stack_winner().is_some();
        assert_eq!(effect.completion.is_some(), scored || won, "{t} in {p}");
        let passes = effect.after.legal_turns() == [Turn::PASS];
        assert_eq!(
            effect.forced_passes.len(),
            usize::from(passes),
            "{t} in {p}"
        );
    }
}

// The effect agrees with play and the rules on every legal turn of random games.
#[test]
fn effects_agree_with_play_in_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for seed in 0..12 {
        let variant = [Variant::Standard, Variant::Six][seed as usize % 2];
        let mut game = Game::new(seed, variant);
        while !game.position().is_over() {
            check_effects(game.position());
            let turns = game.position().legal_turns();
            let turn = turns[rng.random_range(0..turns.len())];
            game.play(turn).unwrap();
        }
    }
}
