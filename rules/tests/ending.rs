//! RULES §7–§9: completed stacks, passing, the end and its comparison, the six variant.

use crate::common;

use common::*;
use lyngk_rules::{
    pieces_accounted, Colour, Criterion, Game, Outcome, PlayError, Player, Position, Tiebreak,
    Variant,
};

/// The final comparison of a position: on which criterion and for whom.
fn decided(p: &Position) -> Option<(Criterion, Player)> {
    Tiebreak::of(p).decided_by
}

// RULES 7.1: an own 5-stack leaves the board at once and scores a point.
#[test]
fn own_five_stack_is_removed_with_a_point() {
    let p = pos(&[("C3", "IBGR"), ("C4", "K"), ("E6", "G")], 1, "R/-");
    let next = play(&p, "C3-C4");
    assert_eq!(at(&next, "C4"), ".");
    assert_eq!(at(&next, "C3"), ".");
    assert_eq!(next.points(Player::One), 1);
    assert_eq!(next.points(Player::Two), 0);
    assert_eq!(pieces_accounted(&next), pieces_accounted(&p));
    assert!(next.to_string().ends_with(" 2 R/- 1/0 standard"), "{next}");
}

// RULES 7.1: the same for player 2, with a colour claimed in that very turn.
#[test]
fn a_five_stack_claimed_in_the_turn_scores_for_player_2() {
    let p = pos(&[("C3", "IBGR"), ("C4", "K"), ("E6", "G")], 2, "-/-");
    let next = play(&p, "R:C3-C4");
    assert_eq!(at(&next, "C4"), ".");
    assert_eq!(next.points(Player::Two), 1);
    assert!(next.to_string().ends_with(" 1 -/R 0/1 standard"), "{next}");
}

// RULES 7.2: a neutral 5-stack stays on the board and scores nothing.
#[test]
fn a_neutral_five_stack_stays() {
    let p = pos(
        &[("C3", "IBR"), ("C4", "GK"), ("C6", "I"), ("C7", "G")],
        1,
        "-/-",
    );
    let p = play(&p, "C3-C4");
    assert_eq!(at(&p, "C4"), "GKIBR");
    assert_eq!(p.points(Player::One), 0);
    // Decided: claiming red later does not score it either.
    let p = play(&p, "R:C7-C6");
    assert_eq!(p.owner(Colour::Red), Some(Player::Two));
    assert_eq!(p.points(Player::Two), 0);
    assert_eq!(at(&p, "C4"), "GKIBR");
}

// RULES 7.2: the neutral 5-stack is an obstacle that never moves, and it does not
// count in the comparison (points, then 4..1), even once its colour is claimed.
#[test]
fn a_neutral_five_stack_is_a_frozen_obstacle() {
    let p = pos(&[("C3", "B"), ("C4", "GKIBR"), ("C5", "W")], 2, "-/R");
    assert!(p.landings(cell("C4")).is_empty());
    assert_eq!(
        refuse(&p, "C4-C5"),
        PlayError::TooHigh { height: 6, max: 5 }
    );
    assert_eq!(
        refuse(&p, "C3-C5"),
        PlayError::Blocked {
            from: cell("C3"),
            to: cell("C5"),
            blocker: cell("C4")
        }
    );
    let tiebreak = Tiebreak::of(&p);
    assert_eq!(tiebreak.scores[1].stacks_by_height[5], 1);
    assert_eq!(tiebreak.decided_by, None);
}

/// Player 1 (ivory, blue) has no turn: the neutral red singles on C2 and E2 cannot
/// climb player 2's K-G on C3, and there is nothing else for them.
///
/// ```text
///   C4 W
///   C3 KG   (player 2)
///   C2 R       E2 R
/// ```
fn stuck() -> Position {
    pos(
        &[("C2", "R"), ("C3", "KG"), ("C4", "W"), ("E2", "R")],
        1,
        "IB/GK",
    )
}

// RULES 8.1: the pass is the only turn when no move exists, and it is automatic.
#[test]
fn a_player_without_moves_must_pass() {
    let p = stuck();
    assert!(!p.can_move());
    assert!(!p.is_over());
    assert_eq!(legal(&p), ["pass"]);
    assert_eq!(p.count_turns(), 1);
    let next = play(&p, "pass");
    assert_eq!(next.to_move(), Player::Two);
    assert_eq!(next.stacks(), p.stacks());
    assert_eq!(refuse(&p, "R:pass"), PlayError::ClaimWithPass);
}

// RULES 8.1: no pass while a turn exists.
#[test]
fn passing_with_a_move_is_refused() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    let e = refuse(&p, "pass");
    assert_eq!(e, PlayError::PassWithMoves);
    assert_message(&e, &["pass"]);
    assert!(!legal(&p).contains(&"pass".to_string()));
}

// RULES 8.1: if only a claim gives a move, the player must claim.
#[test]
fn a_player_must_claim_if_only_a_claim_gives_a_move() {
    let p = pos(&[("C2", "R"), ("C3", "KB")], 1, "-/B");
    assert!(p.can_move());
    assert_eq!(legal(&p), ["R:C2-C3"]);
    assert_eq!(refuse(&p, "pass"), PlayError::PassWithMoves);
    assert!(matches!(
        refuse(&p, "C2-C3"),
        PlayError::NeutralTooLow { .. }
    ));
    assert_eq!(at(&play(&p, "R:C2-C3"), "C3"), "KBR");
}

// RULES 8.2: a player who passed moves again as soon as a move exists.
#[test]
fn a_player_who_passed_moves_again() {
    let p = play(&stuck(), "pass");
    // Player 2 takes K-G away from C3, which opens column C for the red on C2.
    let p = play(&p, "C3-E2");
    assert_eq!(at(&p, "E2"), "RKG");
    assert_eq!(p.to_move(), Player::One);
    assert_eq!(legal(&p), ["C2-C4"]);
    assert_eq!(refuse(&p, "pass"), PlayError::PassWithMoves);
}

/// A finished standard game: every colour is claimed or the fifth; I-topped R-I and
/// G-topped I-G block each other (ivory twice), the ivory on D4 only reaches I-G,
/// and the black on E6 lies on no line with another stack.
///
/// ```text
///            E6 K
///   C4 IG D4 I
///   C3 RI
/// ```
fn finished() -> Position {
    pos(
        &[("C3", "RI"), ("C4", "IG"), ("D4", "I"), ("E6", "K")],
        1,
        "IB/RG",
    )
}

// RULES 8.3: the game ends when neither player has a turn.
#[test]
fn the_game_ends_when_neither_player_has_a_turn() {
    let p = finished();
    assert!(p.is_over());
    assert!(!p.can_move());
    assert!(p.legal_turns().is_empty());
    assert_eq!(p.count_turns(), 0);
    let e = refuse(&p, "pass");
    assert_eq!(e, PlayError::GameOver);
    assert_message(&e, &["over"]);
    assert_eq!(p.claim(Colour::Black), Err(PlayError::GameOver));
    assert!(matches!(
        refuse(&p, "D4-C4"),
        PlayError::RepeatedColour { .. }
    ));
}

// RULES 8.3: a player without a turn does not end the game while the other has one.
#[test]
fn one_player_stuck_is_not_the_end() {
    let p = stuck();
    assert!(!p.is_over());
    assert_eq!(Outcome::of(&p), None);
}

// RULES 8.3: at the end the comparison decides; here on stacks of height 1.
#[test]
fn the_outcome_of_a_finished_game() {
    let p = finished();
    let outcome = Outcome::of(&p).expect("finished");
    assert_eq!(outcome.winner(), Some(Player::One));
    let Outcome::Compared(tiebreak) = outcome else {
        panic!("not a six-stack win: {outcome:?}");
    };
    assert_eq!(
        tiebreak.decided_by,
        Some((Criterion::Stacks(1), Player::One))
    );
    assert_eq!(tiebreak.scores[0].stacks_by_height[2], 1);
    assert_eq!(tiebreak.scores[1].stacks_by_height[2], 1);
    assert_eq!(outcome.to_string(), "player 1 wins on stacks of 1 (1 to 0)");
}

// RULES 8.3: all counts equal is a draw.
#[test]
fn equal_counts_are_a_draw() {
    let p = pos(&[("C3", "RI"), ("C4", "IG"), ("E6", "K")], 2, "IB/RG");
    assert!(p.is_over());
    let outcome = Outcome::of(&p).expect("finished");
    assert_eq!(outcome.winner(), None);
    assert_eq!(outcome.to_string(), "draw: every count is level");
}

// RULES 8.3: points come first, before any stack on the board.
#[test]
fn points_decide_first() {
    let p = pos_with(&[("C3", "IBGK"), ("E6", "R")], 1, "I/K", "1/0", "standard");
    assert_eq!(decided(&p), Some((Criterion::Points, Player::One)));
    let q = pos_with(&[("C3", "IBGK")], 1, "I/K", "0/0", "standard");
    assert_eq!(decided(&q), Some((Criterion::Stacks(4), Player::Two)));
}

// RULES 8.3: then stacks of 4, then 3, then 2, then 1, topped by claimed colours.
#[test]
fn stack_heights_decide_from_4_down_to_1() {
    // One 4-stack beats two 3-stacks.
    let p = pos(&[("C3", "IBGR"), ("E3", "IBK"), ("G3", "RGK")], 1, "R/K");
    assert_eq!(decided(&p), Some((Criterion::Stacks(4), Player::One)));
    // One 3-stack beats two 2-stacks.
    let p = pos(&[("C3", "IBK"), ("E3", "IR"), ("G3", "GR")], 1, "R/K");
    assert_eq!(decided(&p), Some((Criterion::Stacks(3), Player::Two)));
    // One 2-stack beats three singles.
    let p = pos(
        &[("C3", "IR"), ("E3", "K"), ("G3", "K"), ("C6", "K")],
        1,
        "R/K",
    );
    assert_eq!(decided(&p), Some((Criterion::Stacks(2), Player::One)));
    // Singles last.
    let p = pos(&[("C3", "R"), ("E3", "K"), ("G3", "K")], 1, "R/K");
    assert_eq!(decided(&p), Some((Criterion::Stacks(1), Player::Two)));
}

// RULES 8.3: only stacks topped by a player's claimed colours count.
#[test]
fn neutral_and_buried_colours_do_not_count() {
    // Red under black counts for black's owner; green is neutral.
    let p = pos(&[("C3", "RK"), ("E3", "IG"), ("G3", "GB")], 1, "R/K");
    let tiebreak = Tiebreak::of(&p);
    assert_eq!(tiebreak.scores[0].stacks_by_height, [0; 7]);
    assert_eq!(tiebreak.scores[1].stacks_by_height[2], 1);
    assert_eq!(
        tiebreak.decided_by,
        Some((Criterion::Stacks(2), Player::Two))
    );
}

// RULES 8.3, 9.4: the comparison orders of both variants.
#[test]
fn comparison_orders() {
    use Criterion::{Points, Stacks};
    assert_eq!(
        Criterion::order(Variant::Standard),
        [Points, Stacks(4), Stacks(3), Stacks(2), Stacks(1)]
    );
    assert_eq!(
        Criterion::order(Variant::Six),
        [
            Stacks(6),
            Stacks(5),
            Stacks(4),
            Stacks(3),
            Stacks(2),
            Stacks(1)
        ]
    );
}

// RULES 9.1: in the six variant a 5-stack stays, scores nothing, and may grow to 6.
#[test]
fn six_variant_keeps_five_stacks() {
    let p = six(&[("C3", "IBGR"), ("C4", "K"), ("C6", "W")], 1, "R/-");
    let next = play(&p, "C3-C4");
    assert_eq!(at(&next, "C4"), "KIBGR");
    assert_eq!(next.points(Player::One), 0);
    assert_eq!(next.six_stack_winner(), None);
    assert_eq!(pieces_accounted(&next), 6);
}

// RULES 9.1: the height limit is 6.
#[test]
fn six_variant_refuses_seven() {
    let p = six(&[("C3", "GR"), ("C4", "WIWBK")], 1, "R/-");
    assert_eq!(
        refuse(&p, "C3-C4"),
        PlayError::TooHigh { height: 7, max: 6 }
    );
}

// RULES 9.2: without a joker six pieces repeat a colour, so a 6-stack holds a joker;
// 4 colours and 2 jokers are fine.
#[test]
fn a_six_stack_needs_a_joker() {
    let p = six(&[("C3", "GR"), ("C4", "IBKG")], 1, "R/-");
    assert!(matches!(
        refuse(&p, "C3-C4"),
        PlayError::RepeatedColour {
            colour: Colour::Green,
            ..
        }
    ));
    let q = six(&[("C3", "GR"), ("C4", "WIWB"), ("C6", "K")], 1, "R/-");
    let next = play(&q, "C3-C4");
    assert_eq!(at(&next, "C4"), "WIWBGR");
    assert_eq!(next.stack(cell("C4")).jokers(), 2);
}

// RULES 9.2: white cannot be claimed.
#[test]
fn white_cannot_be_claimed() {
    assert!("W:C3-C4".parse::<lyngk_rules::Turn>().is_err());
    assert!(lpn(&[("C3", "R")], 1, "W/-", "0/0", "six")
        .parse::<Position>()
        .is_err());
}

/// Player 1 holds red; R on C3 next to W-I-B-G-K on C4: the move makes a red 6-stack.
fn sudden_death() -> Position {
    six(
        &[("C3", "R"), ("C4", "WIBGK"), ("E6", "I"), ("E7", "G")],
        1,
        "R/-",
    )
}

// RULES 9.3: completing a 6-stack topped by one's own colour wins at once.
#[test]
fn own_six_stack_wins_at_once() {
    let p = play(&sudden_death(), "C3-C4");
    assert_eq!(at(&p, "C4"), "WIBGKR");
    assert_eq!(p.six_stack_winner(), Some(Player::One));
    assert!(p.is_over());
    assert!(!p.can_move());
    assert!(p.legal_turns().is_empty());
    assert_eq!(p.count_turns(), 0);
    // No stack may land anywhere any more (E7 could reach E6 before the win).
    assert!(p.landings(cell("E7")).is_empty());
    assert!(p.landings_after_claim(cell("E7"), Colour::Green).is_empty());
    assert_eq!(p.path(cell("E7"), cell("E6")), None);
    assert_eq!(refuse(&p, "E7-E6"), PlayError::GameOver);
    assert_eq!(refuse(&p, "pass"), PlayError::GameOver);
    assert_eq!(p.claim(Colour::Green), Err(PlayError::GameOver));
    let outcome = Outcome::of(&p).expect("over");
    assert_eq!(
        outcome,
        Outcome::SixStack {
            winner: Player::One
        }
    );
    assert_eq!(outcome.winner(), Some(Player::One));
    assert_eq!(outcome.to_string(), "player 1 wins with a 6-stack");
}

// RULES 9.3: a claim in the same turn counts: the 6-stack is the mover's own.
#[test]
fn own_six_stack_with_a_claim_in_the_turn_wins() {
    let p = six(&[("C3", "R"), ("C4", "WIBGK"), ("E6", "I")], 2, "-/-");
    let next = play(&p, "R:C3-C4");
    assert_eq!(next.six_stack_winner(), Some(Player::Two));
}

// RULES 9.3: a neutral 6-stack stays and wins nothing, also not once claimed.
#[test]
fn a_neutral_six_stack_wins_nothing() {
    let p = six(
        &[("C3", "RGK"), ("C4", "WIB"), ("E6", "I"), ("E7", "G")],
        1,
        "-/-",
    );
    let p = play(&p, "C3-C4");
    assert_eq!(at(&p, "C4"), "WIBRGK");
    assert_eq!(p.six_stack_winner(), None);
    assert!(!p.is_over());
    // Player 2 claims black: the 6-stack is now theirs, still no win, play goes on.
    let p = play(&p, "K:E6-E7");
    assert_eq!(p.owner(Colour::Black), Some(Player::Two));
    assert_eq!(p.six_stack_winner(), None);
    assert!(p.landings(cell("C4")).is_empty());
    // RULES 9.4: at the end it counts as player 2's 6-stack.
    assert_eq!(decided(&p), Some((Criterion::Stacks(6), Player::Two)));
}

// RULES 9.4: in six, compare stacks of 6, then 5, 4, 3, 2, 1; all equal is a draw.
#[test]
fn six_variant_comparison() {
    let p = six(&[("C3", "IBGKR"), ("E3", "IBGK"), ("G3", "IBGK")], 1, "R/K");
    assert_eq!(decided(&p), Some((Criterion::Stacks(5), Player::One)));
    let p = six(
        &[("C3", "IBGKR"), ("E3", "IBGKR"), ("G3", "WIBGRK")],
        1,
        "R/K",
    );
    assert_eq!(decided(&p), Some((Criterion::Stacks(6), Player::Two)));
    let p = six(
        &[("C3", "IR"), ("E3", "IK"), ("G3", "R"), ("C6", "K")],
        1,
        "R/K",
    );
    assert_eq!(decided(&p), None);
    assert_eq!(Tiebreak::of(&p).leader(), None);
}

/// Plays `seed`'s game with turns drawn by a small fixed generator until it ends.
fn play_out(seed: u64) -> Game {
    let mut game = Game::new(seed, Variant::Six);
    let mut state = seed;
    while game.outcome().is_none() {
        let turns = game.position().legal_turns();
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let turn = turns[(state >> 33) as usize % turns.len()];
        game.play(turn).expect("legal turns are accepted");
    }
    game
}

// RULES 9.3, 10: LPN does not hold the sudden-death winner; the game record does,
// and a game won that way refuses every further turn.
#[test]
fn a_game_won_by_six_stack_stays_over() {
    let game = (0..100)
        .map(play_out)
        .find(|g| matches!(g.outcome(), Some(Outcome::SixStack { .. })))
        .expect("some random six game ends by a 6-stack");
    let Some(Outcome::SixStack { winner }) = game.outcome() else {
        unreachable!()
    };
    assert_eq!(game.position().six_stack_winner(), Some(winner));
    let replayed = Game::replay(game.seed(), Variant::Six, game.turns(), None).expect("replays");
    assert_eq!(replayed.outcome(), game.outcome());
    let before = game.position_before(game.turns().len() - 1).expect("ply");
    let mut after = game.clone();
    for turn in before.legal_turns() {
        assert_eq!(after.play(turn), Err(PlayError::GameOver));
    }
    assert_eq!(after.claim(Colour::Ivory), Err(PlayError::GameOver));
    let reparsed: Position = game.position().to_string().parse().expect("lpn");
    assert_eq!(reparsed.six_stack_winner(), None);
}
