//! RULES §4–§5: stacks and ownership, claims, which stacks move, plain moves, landing
//! checks, the height rule.

use crate::common;

use common::*;
use lyngk_rules::{CellSet, Colour, Game, PlayError, Player, Variant};

/// A neutral red piece on E4 with a stack on each of its six lines:
///
/// ```text
///          E7 B
///          E5 I         G5 W
///    D4 .     E4 R   F4 .
///    D3 KB            F3 R
///          E3 .         (G3, H1 empty)
///          E2 G
///          E1 K
/// ```
fn star() -> lyngk_rules::Position {
    pos(
        &[
            ("E4", "R"),
            ("E5", "I"),
            ("E7", "B"),
            ("E2", "G"),
            ("E1", "K"),
            ("G5", "W"),
            ("D3", "KB"),
            ("F3", "R"),
            ("F5", "G"),
        ],
        1,
        "-/-",
    )
}

// RULES 4.1, 5.5: a landing may not make a stack taller than 5.
#[test]
fn landing_above_five_pieces_is_too_high() {
    // C3 holds a red-topped 4-stack of player 1; C4 a 2-stack.
    let p = pos(&[("C3", "IBGR"), ("C4", "WK")], 1, "R/-");
    let e = refuse(&p, "C3-C4");
    assert_eq!(e, PlayError::TooHigh { height: 6, max: 5 });
    assert_message(&e, &["6", "5"]);
    assert!(landings(&p, "C3").is_empty());
}

// RULES 4.2, 5.5: no active colour twice in a stack, however deep.
#[test]
fn landing_with_a_repeated_colour_is_refused() {
    let p = pos(&[("C3", "BR"), ("C4", "GB")], 1, "-/-");
    let e = refuse(&p, "C3-C4");
    assert_eq!(
        e,
        PlayError::RepeatedColour {
            cell: cell("C4"),
            colour: Colour::Blue
        }
    );
    assert_message(&e, &["C4", "blue"]);
}

// RULES 4.2: jokers are exempt: two jokers may share a stack (the rulebook's diagram).
#[test]
fn two_jokers_may_share_a_stack() {
    // A neutral W-G 2-stack lands on a W-B 2-stack.
    let p = pos(&[("C3", "WG"), ("C4", "WB")], 1, "-/-");
    let next = play(&p, "C3-C4");
    assert_eq!(at(&next, "C4"), "WBWG");
    assert_eq!(next.stack(cell("C4")).jokers(), 2);
}

// RULES 4.2: even all three jokers may share a stack.
#[test]
fn three_jokers_may_share_a_stack() {
    // A neutral W-R goes onto a joker (2 onto 1 is allowed by the height rule).
    let p = pos(&[("C3", "WR"), ("C4", "W"), ("C5", "W")], 1, "-/-");
    let p = play(&p, "C3-C4");
    assert_eq!(at(&p, "C4"), "WWR");
    let p = pos(&[("C4", "WWR"), ("C5", "W")], 1, "-/-");
    // The joker never moves, so the 3-stack goes onto it (its own colour is neutral
    // and it is taller, so this needs a claim of red).
    assert_eq!(refuse(&p, "C5-C4"), PlayError::JokerCannotMove(cell("C5")));
    let next = play(&p, "R:C4-C5");
    assert_eq!(at(&next, "C5"), "WWWR");
    assert_eq!(next.stack(cell("C5")).jokers(), 3);
}

// RULES 4.3: the top piece decides: a red piece under blue is blue's stack.
#[test]
fn the_top_piece_decides_the_owner() {
    let p = pos(
        &[("C3", "RB"), ("C4", "BR"), ("C5", "G"), ("C2", "I")],
        1,
        "R/B",
    );
    assert_eq!(p.stack_owner(cell("C3")), Some(Player::Two));
    assert_eq!(p.stack_owner(cell("C4")), Some(Player::One));
    assert_eq!(p.stack_owner(cell("C5")), None);
    let e = refuse(&p, "C3-C2");
    assert_eq!(
        e,
        PlayError::OpponentsStack {
            cell: cell("C3"),
            colour: Colour::Blue
        }
    );
    assert_message(&e, &["C3", "blue"]);
    // The same pieces the other way up belong to player 1.
    assert_eq!(at(&play(&p, "C4-C5"), "C5"), "GBR");
}

// RULES 4.3: a moved stack keeps its own top, so a joker only tops single pieces.
#[test]
fn a_stack_moved_onto_a_joker_keeps_its_top() {
    let p = pos(&[("C3", "R"), ("C4", "W")], 1, "-/-");
    let next = play(&p, "C3-C4");
    assert_eq!(at(&next, "C4"), "WR");
    assert_eq!(
        next.stack(cell("C4")).top(),
        Some(lyngk_rules::Piece::Colour(Colour::Red))
    );
}

// RULES 4.3, 5.3: a lone joker cannot move.
#[test]
fn a_joker_cannot_move() {
    let p = pos(&[("C3", "W"), ("C4", "R")], 1, "-/-");
    let e = refuse(&p, "C3-C4");
    assert_eq!(e, PlayError::JokerCannotMove(cell("C3")));
    assert_message(&e, &["C3", "joker"]);
    assert!(landings(&p, "C3").is_empty());
    assert_eq!(
        legal(&p),
        sorted(&["C4-C3", "I:C4-C3", "B:C4-C3", "R:C4-C3", "G:C4-C3", "K:C4-C3"])
    );
}

// RULES 5.1: players alternate.
#[test]
fn players_alternate() {
    let p = pos(&[("C3", "R"), ("C4", "G"), ("C5", "I")], 1, "-/-");
    let p = play(&p, "C3-C4");
    assert_eq!(p.to_move(), Player::Two);
    let p = play(&p, "C4-C5");
    assert_eq!(p.to_move(), Player::One);
    assert_eq!(at(&p, "C5"), "IGR");
}

// RULES 5.2: a claim comes first in the turn and the same turn then moves.
#[test]
fn claim_then_move_in_one_turn() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    let next = play(&p, "R:C3-C4");
    assert_eq!(
        next.claims(Player::One).iter().collect::<Vec<_>>(),
        [Colour::Red]
    );
    assert_eq!(next.owner(Colour::Red), Some(Player::One));
    assert_eq!(next.to_move(), Player::Two);
    assert_eq!(at(&next, "C4"), "GR");
    assert_eq!(next.to_string().split(' ').nth(2), Some("R/-"));
}

// RULES 5.2: Position::claim is the first half of a turn; the same player then moves.
#[test]
fn position_claim_then_play() {
    let p = pos(&[("C3", "R"), ("C4", "IG")], 1, "-/-");
    let claimed = p.claim(Colour::Red).expect("red is free");
    assert!(claimed.claimed_this_turn());
    assert_eq!(claimed.to_move(), Player::One);
    assert!(claimed.claims(Player::One).contains(Colour::Red));
    // Red now belongs to player 1, so the single red may go onto the taller stack.
    assert_eq!(landings(&claimed, "C3"), ["C4"]);
    let next = play(&claimed, "C3-C4");
    assert_eq!(at(&next, "C4"), "IGR");
    assert!(!next.claimed_this_turn());
    assert_eq!(next.to_move(), Player::Two);
    assert_eq!(next, play(&p, "R:C3-C4"));
}

// RULES 5.2: Game::claim records the claim with the move that follows it.
#[test]
fn game_claim_then_play_records_one_turn() {
    let mut game = Game::new(5, Variant::Standard);
    let first = *game
        .position()
        .legal_turns()
        .iter()
        .find(|t| t.claim.is_some())
        .expect("the start has claim turns");
    let colour = first.claim.expect("claim");
    let expected = game.position().play(first).expect("legal");
    game.claim(colour).expect("free colour");
    assert_eq!(game.pending_claim(), Some(colour));
    assert_eq!(game.turns().len(), 0);
    game.play(lyngk_rules::Turn {
        claim: None,
        ..first
    })
    .expect("move after claim");
    assert_eq!(game.turns(), [first]);
    assert_eq!(game.pending_claim(), None);
    assert_eq!(game.position(), &expected);
}

// RULES 5.2: one claim per turn.
#[test]
fn only_one_claim_per_turn() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    let claimed = p.claim(Colour::Red).expect("free");
    let e = claimed.claim(Colour::Green).unwrap_err();
    assert_eq!(e, PlayError::AlreadyClaimedThisTurn(Colour::Red));
    assert_message(&e, &["red"]);
    assert_eq!(
        refuse(&claimed, "G:C4-C3"),
        PlayError::AlreadyClaimedThisTurn(Colour::Red)
    );
    // A game refuses a second claim in the same turn too.
    let mut game = Game::new(1, Variant::Standard);
    game.claim(Colour::Ivory).expect("free");
    assert_eq!(
        game.claim(Colour::Blue),
        Err(PlayError::AlreadyClaimedThisTurn(Colour::Ivory))
    );
}

// RULES 5.2: at most two colours in the game.
#[test]
fn at_most_two_claims() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "IB/-");
    let e = refuse(&p, "R:C3-C4");
    assert_eq!(e, PlayError::NoClaimsLeft);
    assert_message(&e, &["two"]);
    assert_eq!(p.claim(Colour::Red), Err(PlayError::NoClaimsLeft));
    assert!(
        legal(&p).iter().all(|t| !t.contains(':')),
        "{:?}",
        legal(&p)
    );
}

// RULES 5.2: a colour someone has claimed cannot be claimed again.
#[test]
fn a_taken_colour_cannot_be_claimed() {
    let p = pos(&[("C3", "G"), ("C4", "I")], 1, "-/R");
    let e = refuse(&p, "R:C3-C4");
    assert_eq!(
        e,
        PlayError::ColourTaken {
            colour: Colour::Red,
            by: Player::Two
        }
    );
    assert_message(&e, &["red", "player 2"]);
    // Also a player's own colour.
    let q = pos(&[("C3", "G"), ("C4", "I")], 1, "R/-");
    assert_eq!(
        q.claim(Colour::Red),
        Err(PlayError::ColourTaken {
            colour: Colour::Red,
            by: Player::One
        })
    );
}

// RULES 5.2: once both players hold two colours, the fifth stays neutral for good:
// nobody can claim it and both move its stacks as neutral ones (height rule).
#[test]
fn the_fifth_colour_stays_neutral() {
    let p = pos(&[("C3", "K"), ("C4", "IB"), ("C2", "G")], 1, "IB/RG");
    assert_eq!(p.unclaimed().iter().collect::<Vec<_>>(), [Colour::Black]);
    assert_eq!(refuse(&p, "K:C3-C2"), PlayError::NoClaimsLeft);
    for mover in [1, 2] {
        let q = pos(&[("C3", "K"), ("C4", "IR"), ("C2", "W")], mover, "IB/RG");
        // A single black goes only onto single pieces.
        assert_eq!(landings(&q, "C3"), ["C2"], "player {mover}");
        assert!(legal(&q).iter().all(|t| !t.contains(':')));
        assert!(matches!(
            refuse(&q, "C3-C4"),
            PlayError::NeutralTooLow { .. }
        ));
    }
}

// RULES 5.2: after a claim only the claimer moves stacks topped by that colour.
#[test]
fn a_claimed_colour_is_frozen_for_the_opponent() {
    let p = pos(&[("C3", "R"), ("C4", "G"), ("C5", "I")], 1, "-/-");
    let p = play(&p, "R:C4-C5"); // player 1 claims red, moves green
    assert_eq!(
        refuse(&p, "C3-C4"),
        PlayError::OpponentsStack {
            cell: cell("C3"),
            colour: Colour::Red
        }
    );
    assert!(p.landings(cell("C3")).is_empty());
}

// RULES 5.2, 8.1: a claim is always followed by a move, never by a pass.
#[test]
fn claim_with_pass_is_refused() {
    let p = pos(&[("C3", "R"), ("C4", "G")], 1, "-/-");
    let e = refuse(&p, "R:pass");
    assert_eq!(e, PlayError::ClaimWithPass);
    assert_message(&e, &["pass"]);
}

// RULES 5.2, 8.1: a claim after which the player has no move is refused.
#[test]
fn a_claim_that_leaves_no_move_is_refused() {
    // Player 2 holds blue, so C3 is frozen; the neutral red single cannot climb it.
    // Only claiming red (so that it may land on any height) gives player 1 a move.
    let p = pos(&[("C2", "R"), ("C3", "KB")], 1, "-/B");
    let e = p.claim(Colour::Green).unwrap_err();
    assert_eq!(e, PlayError::ClaimLeavesNoMove(Colour::Green));
    assert_message(&e, &["green"]);
    let claimed = p.claim(Colour::Red).expect("red gives a move");
    assert_eq!(landings(&claimed, "C2"), ["C3"]);
}

// RULES 5.3: neutral and own stacks move; never a joker, never the opponent's.
#[test]
fn which_stacks_may_move() {
    // C2 W, C3 own red, C4 blue of player 2, C5 neutral green, C6 neutral black.
    let p = pos(
        &[
            ("C2", "W"),
            ("C3", "R"),
            ("C4", "IB"),
            ("C5", "G"),
            ("C6", "K"),
        ],
        1,
        "R/B",
    );
    let mut origins: Vec<String> = p
        .legal_turns()
        .iter()
        .filter_map(|t| t.cells())
        .map(|(from, _)| from.to_string())
        .collect();
    origins.sort();
    origins.dedup();
    assert_eq!(origins, sorted(&["C3", "C5", "C6"]));
    assert_eq!(refuse(&p, "C2-C3"), PlayError::JokerCannotMove(cell("C2")));
    assert!(matches!(
        refuse(&p, "C4-C5"),
        PlayError::OpponentsStack { .. }
    ));
}

// RULES 5.3: there must be a stack to move.
#[test]
fn moving_from_an_empty_cell_is_refused() {
    let p = star();
    let e = refuse(&p, "D4-E4");
    assert_eq!(e, PlayError::NoStack(cell("D4")));
    assert_message(&e, &["D4"]);
}

// RULES 5.4: a move goes from one cell to another.
#[test]
fn moving_onto_the_same_cell_is_refused() {
    let e = refuse(&star(), "E4-E4");
    assert_eq!(e, PlayError::SameCell(cell("E4")));
    assert_message(&e, &["E4"]);
}

// RULES 5.4: adjacent stacks and the first stack over empty cells along each line.
#[test]
fn plain_landings_are_the_first_stack_on_each_line() {
    let p = star();
    // E5 adjacent, E2 over empty E3, G5 (a joker) over empty F4. D3 is too tall,
    // F3 repeats red, the NW line is empty, E7 and E1 lie behind other stacks.
    assert_eq!(landings(&p, "E4"), sorted(&["E5", "E2", "G5"]));
    let next = play(&p, "E4-E2");
    assert_eq!(at(&next, "E2"), "GR");
    let next = play(&p, "E4-G5");
    assert_eq!(at(&next, "G5"), "WR");
}

// RULES 5.4: no jumping over stacks.
#[test]
fn jumping_over_a_stack_is_blocked() {
    let p = star();
    let e = refuse(&p, "E4-E7");
    assert_eq!(
        e,
        PlayError::Blocked {
            from: cell("E4"),
            to: cell("E7"),
            blocker: cell("E5")
        }
    );
    assert_message(&e, &["E4", "E7", "E5"]);
    assert!(matches!(
        refuse(&p, "E4-E1"),
        PlayError::Blocked { blocker, .. } if blocker == cell("E2")
    ));
}

// RULES 5.4: a move never ends on an empty intersection.
#[test]
fn landing_on_an_empty_cell_is_refused() {
    let p = star();
    for to in ["E3", "F4", "D4"] {
        let e = refuse(&p, &format!("E4-{to}"));
        assert_eq!(e, PlayError::EmptyLanding(cell(to)));
        assert_message(&e, &[to]);
    }
}

// RULES 5.4: moves go along straight lines only.
#[test]
fn a_cell_off_the_lines_is_not_reachable() {
    let p = star();
    let e = refuse(&p, "E4-F5");
    assert_eq!(
        e,
        PlayError::NotReachable {
            from: cell("E4"),
            to: cell("F5")
        }
    );
    assert_message(&e, &["E4", "F5"]);
}

// RULES 5.5: the checks apply to claimed stacks too.
#[test]
fn landing_checks_apply_to_claimed_stacks() {
    let p = pos(&[("C3", "R"), ("C4", "RI"), ("C2", "IBGK")], 1, "R/-");
    assert!(matches!(
        refuse(&p, "C3-C4"),
        PlayError::RepeatedColour {
            colour: Colour::Red,
            ..
        }
    ));
    // 1 + 4 = 5 is fine (and scores, RULES 7.1).
    assert_eq!(landings(&p, "C3"), ["C2"]);
    let q = pos(&[("C3", "GR"), ("C2", "WIBK")], 1, "R/-");
    assert_eq!(
        refuse(&q, "C3-C2"),
        PlayError::TooHigh { height: 6, max: 5 }
    );
}

// RULES 5.6: a neutral single piece lands only on single pieces, joker included:
// the rulebook's blue piece that cannot go onto the taller black stack.
#[test]
fn a_neutral_single_piece_lands_only_on_single_pieces() {
    let p = pos(
        &[("C3", "B"), ("D3", "RK"), ("C4", "W"), ("C2", "I")],
        1,
        "-/-",
    );
    let e = refuse(&p, "C3-D3");
    assert_eq!(
        e,
        PlayError::NeutralTooLow {
            cell: cell("D3"),
            moving: 1,
            target: 2
        }
    );
    assert_message(&e, &["D3", "1", "2"]);
    assert_eq!(landings(&p, "C3"), sorted(&["C4", "C2"]));
    // Once blue is claimed, the same piece may climb the black stack.
    assert_eq!(at(&play(&p, "B:C3-D3"), "D3"), "RKB");
}

// RULES 5.6: a neutral stack lands on equal or lower height only.
#[test]
fn a_neutral_stack_lands_on_equal_or_lower_height() {
    let p = pos(
        &[("C3", "IB"), ("C4", "G"), ("C2", "RK"), ("D3", "RGK")],
        1,
        "-/-",
    );
    assert_eq!(landings(&p, "C3"), sorted(&["C2", "C4"]));
    assert_eq!(
        refuse(&p, "C3-D3"),
        PlayError::NeutralTooLow {
            cell: cell("D3"),
            moving: 2,
            target: 3
        }
    );
}

// RULES 5.6: a stack topped by the mover's claimed colour lands on any height.
#[test]
fn an_own_stack_lands_on_any_height() {
    let p = pos(&[("C3", "B"), ("C4", "IG"), ("D3", "RGK")], 1, "B/-");
    assert_eq!(landings(&p, "C3"), sorted(&["C4", "D3"]));
    assert_eq!(at(&play(&p, "C3-D3"), "D3"), "RGKB");
}

// RULES 5.7: the whole stack moves and the origin becomes empty.
#[test]
fn the_whole_stack_moves_and_the_origin_empties() {
    let p = pos(&[("C3", "IB"), ("C4", "GR")], 1, "-/-");
    let next = play(&p, "C3-C4");
    assert_eq!(at(&next, "C3"), ".");
    assert_eq!(at(&next, "C4"), "GRIB");
    assert_eq!(next.occupied(), CellSet::from(cell("C4")));
}

// RULES 5.2: one claim per turn; the refusal names the colour claimed this turn, not
// another colour the player claimed on an earlier turn.
#[test]
fn a_second_claim_in_a_turn_names_the_colour_claimed_this_turn() {
    let p = pos(&[("C3", "I"), ("C4", "G")], 1, "K/-");
    let claimed = p.claim(Colour::Ivory).expect("ivory is free");
    let error = claimed.claim(Colour::Red).unwrap_err();
    assert_eq!(error, PlayError::AlreadyClaimedThisTurn(Colour::Ivory));
    assert!(error.to_string().contains("ivory"), "{error}");
}
