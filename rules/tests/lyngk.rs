//! RULES §6: the LYNGK rule (chain moves).

use crate::common;

use common::*;
use lyngk_rules::{Cell, Colour, PlayError, Player, Position};

/// Column C: player 1's red on C2, a red LYNGK point on C3, black on C4.
///
/// ```text
///   C4 K
///   C3 R   <- LYNGK point
///   C2 R   <- moving
/// ```
fn column(claims: &str) -> Position {
    pos(&[("C2", "R"), ("C3", "R"), ("C4", "K")], 1, claims)
}

/// Asserts that `path` is a chain the stack on its first cell may follow: each step a
/// plain reach (the first stack along a line, the origin counted as empty), every
/// cell but the ends topped by the moving colour, no cell twice.
fn assert_valid_chain(p: &Position, path: &[Cell]) {
    let from = path[0];
    let top = p.stack(from).top();
    let occupied = p.occupied().without(from);
    for pair in path.windows(2) {
        assert!(
            pair[0].reach(occupied).contains(pair[1]),
            "{} does not reach {} in {path:?}",
            pair[0],
            pair[1]
        );
    }
    for point in &path[1..path.len() - 1] {
        assert_eq!(p.stack(*point).top(), top, "{point} is not a LYNGK point");
    }
    let mut seen: Vec<Cell> = path.to_vec();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), path.len(), "a cell twice in {path:?}");
}

// RULES 6.1: a neutral stack does not chain: the red point is just a repeated colour.
#[test]
fn a_neutral_stack_does_not_chain() {
    let p = column("-/-");
    assert!(landings(&p, "C2").is_empty());
    assert!(
        matches!(refuse(&p, "C2-C4"), PlayError::Blocked { blocker, .. } if blocker == cell("C3"))
    );
    assert!(matches!(
        refuse(&p, "C2-C3"),
        PlayError::RepeatedColour {
            colour: Colour::Red,
            ..
        }
    ));
}

// RULES 6.1: the opponent's colour neither moves nor chains.
#[test]
fn the_opponents_colour_does_not_chain() {
    let p = column("-/R");
    assert!(p.landings(cell("C2")).is_empty());
    assert!(matches!(
        refuse(&p, "C2-C4"),
        PlayError::OpponentsStack { .. }
    ));
}

// RULES 6.1, 6.2: a stack topped by the mover's colour continues from a LYNGK point.
#[test]
fn an_own_stack_chains_through_a_lyngk_point() {
    let p = column("R/-");
    assert_eq!(landings(&p, "C2"), ["C4"]);
    let next = play(&p, "C2-C4");
    assert_eq!(at(&next, "C4"), "KR");
    assert_eq!(at(&next, "C3"), "R", "the LYNGK point stays");
    assert_eq!(at(&next, "C2"), ".");
}

// RULES 6.1, 5.2: a colour claimed in the same turn chains at once.
#[test]
fn a_colour_claimed_this_turn_chains() {
    let p = column("-/-");
    assert_eq!(
        names(p.landings_after_claim(cell("C2"), Colour::Red)),
        ["C4"]
    );
    assert_eq!(at(&play(&p, "R:C2-C4"), "C4"), "KR");
    let claimed = p.claim(Colour::Red).expect("free");
    assert_eq!(landings(&claimed, "C2"), ["C4"]);
}

// RULES 6.2: the stack may not stop on a LYNGK point.
#[test]
fn stopping_on_a_lyngk_point_is_refused() {
    let p = column("R/-");
    let e = refuse(&p, "C2-C3");
    assert_eq!(
        e,
        PlayError::LyngkPoint {
            cell: cell("C3"),
            colour: Colour::Red
        }
    );
    assert_message(&e, &["C3", "red"]);
}

/// The rulebook's triple LYNGK: player 1's G-R on C1 chains over the red points C3,
/// D3 and D4 and lands on I-B-K on D6, completing a red 5-stack.
///
/// ```text
///        D6 IBK  <- landing
///        D5 .
///        D4 R    <- 3rd point
///   C3 R D3 R    <- 1st, 2nd points
///   C2 .
///   C1 GR        <- moving
/// ```
fn triple() -> Position {
    pos(
        &[
            ("C1", "GR"),
            ("C3", "R"),
            ("D3", "R"),
            ("D4", "R"),
            ("D6", "IBK"),
        ],
        1,
        "R/-",
    )
}

// RULES 6.2, 7.1: a triple LYNGK move that completes a 5-stack scores a point.
#[test]
fn triple_lyngk_completes_a_five_stack() {
    let p = triple();
    assert_eq!(landings(&p, "C1"), ["D6"]);
    let path = p.path(cell("C1"), cell("D6")).expect("reachable");
    assert_eq!(path, ["C1", "C3", "D3", "D4", "D6"].map(cell));
    assert_valid_chain(&p, &path);
    for point in ["C3", "D3", "D4"] {
        assert!(matches!(
            refuse(&p, &format!("C1-{point}")),
            PlayError::LyngkPoint { .. }
        ));
    }
    let next = play(&p, "C1-D6");
    assert_eq!(at(&next, "D6"), ".", "own 5-stack removed");
    assert_eq!(at(&next, "C1"), ".");
    assert_eq!(next.points(Player::One), 1);
    assert_eq!(next.points(Player::Two), 0);
    for point in ["C3", "D3", "D4"] {
        assert_eq!(at(&next, point), "R");
    }
}

// RULES 6.3: the chain ends at the first stack that is not a LYNGK point; if the
// checks refuse it, that path is no move (and does not go on behind it).
#[test]
fn a_chain_ending_on_a_refused_stack_is_no_move() {
    // C4 repeats ivory; C5 behind it is never reached.
    let p = pos(
        &[("C2", "IR"), ("C3", "R"), ("C4", "KI"), ("C5", "G")],
        1,
        "R/-",
    );
    assert!(landings(&p, "C2").is_empty());
    assert_eq!(
        refuse(&p, "C2-C4"),
        PlayError::RepeatedColour {
            cell: cell("C4"),
            colour: Colour::Ivory
        }
    );
    let e = refuse(&p, "C2-C5");
    assert_eq!(
        e,
        PlayError::NoChainReaches {
            from: cell("C2"),
            to: cell("C5")
        }
    );
    assert_message(&e, &["C2", "C5"]);
    // Too high: 2 + 4 = 6.
    let q = pos(&[("C2", "GR"), ("C3", "R"), ("C4", "WIBK")], 1, "R/-");
    assert!(landings(&q, "C2").is_empty());
    assert_eq!(
        refuse(&q, "C2-C4"),
        PlayError::TooHigh { height: 6, max: 5 }
    );
}

// RULES 6.4: a joker is never a LYNGK point; the chain lands on it.
#[test]
fn a_joker_is_never_a_lyngk_point() {
    let p = pos(&[("C2", "R"), ("C3", "W"), ("C4", "K")], 1, "R/-");
    assert_eq!(landings(&p, "C2"), ["C3"]);
    assert!(matches!(
        refuse(&p, "C2-C4"),
        PlayError::NoChainReaches { .. }
    ));
    assert_eq!(at(&play(&p, "C2-C3"), "C3"), "WR");
}

// RULES 6.4: only the top colour matters: a red over a joker is a LYNGK point.
#[test]
fn a_red_over_a_joker_is_a_lyngk_point() {
    let p = pos(&[("C2", "R"), ("C3", "WR"), ("C4", "K")], 1, "R/-");
    assert_eq!(landings(&p, "C2"), ["C4"]);
}

// RULES 6.4, 7.2: height does not matter: a 5-stack obstacle can be a LYNGK point.
#[test]
fn a_five_stack_obstacle_is_a_lyngk_point() {
    // A neutral 5-stack topped by red, then red was claimed by player 1.
    let p = pos(&[("C2", "R"), ("C3", "IBGKR"), ("C4", "W")], 1, "R/-");
    assert_eq!(landings(&p, "C2"), ["C4"]);
    assert_eq!(
        p.path(cell("C2"), cell("C4")),
        Some(["C2", "C3", "C4"].map(cell).to_vec())
    );
    // Also a 2-stack point.
    let q = pos(&[("C2", "R"), ("C3", "KR"), ("C4", "W")], 1, "R/-");
    assert_eq!(landings(&q, "C2"), ["C4"]);
}

/// A triangle of red points C4, D3, D4 around which a chain could circle; the
/// moving red is on C3 and an ivory single on E5.
///
/// ```text
///          E5 I
///   C4 R D4 R
///      D3 R
///   C3 R  <- moving
/// ```
fn triangle() -> Position {
    pos(
        &[
            ("C3", "R"),
            ("C4", "R"),
            ("D3", "R"),
            ("D4", "R"),
            ("E5", "I"),
        ],
        1,
        "R/-",
    )
}

// RULES 6.4: each LYNGK point is used at most once, so a cycle of points ends.
#[test]
fn each_lyngk_point_is_used_once() {
    let p = triangle();
    assert_eq!(landings(&p, "C3"), ["E5"]);
    let path = p.path(cell("C3"), cell("E5")).expect("reachable");
    assert_eq!(path.len(), 4, "two LYNGK points: {path:?}");
    assert_valid_chain(&p, &path);
}

// RULES 6.5: different chains to the same landing are one turn, one position.
#[test]
fn different_chains_to_one_landing_are_one_turn() {
    let p = triangle();
    let turns = legal(&p);
    let to_e5 = turns.iter().filter(|t| t.as_str() == "C3-E5").count();
    assert_eq!(to_e5, 1, "{turns:?}");
    let mut unique = turns.clone();
    unique.dedup();
    assert_eq!(unique, turns, "no turn listed twice");
    assert_eq!(p.count_turns(), turns.len());
    assert_eq!(at(&play(&p, "C3-E5"), "E5"), "IR");
}

// RULES 6.5: the origin counts as empty once the stack is lifted: a chain may pass
// over it but never land there.
#[test]
fn a_chain_may_pass_over_the_origin() {
    // From the point C4 back down column C the first stack is C1, over the
    // empty origin C3 and C2. The origin is never a landing.
    let p = pos(
        &[("C3", "R"), ("C4", "R"), ("C1", "K"), ("C6", "G")],
        1,
        "R/-",
    );
    assert_eq!(landings(&p, "C3"), sorted(&["C1", "C6"]));
    assert_eq!(
        p.path(cell("C3"), cell("C6")),
        Some(["C3", "C4", "C6"].map(cell).to_vec())
    );
    assert_eq!(refuse(&p, "C3-C3"), PlayError::SameCell(cell("C3")));
    // From C4 the chain sees C1 over the lifted origin: the engine offers it once,
    // as the origin's own plain landing; playing it gives the plain result.
    assert_eq!(at(&play(&p, "C3-C1"), "C1"), "KR");
}

// RULES 6.5: the final landing may be the mover's other colour or the opponent's.
#[test]
fn a_chain_may_land_on_own_other_colour_or_the_opponents() {
    // Player 1 holds red and green, player 2 black. From the point C3 the chain
    // reaches C4 (green, player 1's other colour) and D3 (black, player 2's).
    let p = pos(
        &[("C2", "R"), ("C3", "R"), ("C4", "IG"), ("D3", "BK")],
        1,
        "RG/K",
    );
    assert_eq!(landings(&p, "C2"), sorted(&["C4", "D3"]));
    assert_eq!(at(&play(&p, "C2-D3"), "D3"), "BKR");
    let next = play(&p, "C2-C4");
    assert_eq!(at(&next, "C4"), "IGR");
    assert_eq!(next.stack_owner(cell("C4")), Some(Player::One));
}

// RULES 6 (path): a plain move's path is its two ends; no path where no move goes.
#[test]
fn path_of_plain_moves_and_unreachable_cells() {
    let p = pos(&[("C2", "R"), ("C3", "G"), ("C5", "K")], 1, "-/-");
    assert_eq!(
        p.path(cell("C2"), cell("C3")),
        Some(vec![cell("C2"), cell("C3")])
    );
    assert_eq!(p.path(cell("C2"), cell("C5")), None);
    assert_eq!(p.path(cell("C4"), cell("C5")), None, "empty origin");
    let q = column("R/-");
    assert_eq!(
        q.path(cell("C2"), cell("C4")),
        Some(vec![cell("C2"), cell("C3"), cell("C4")])
    );
    assert_eq!(
        q.path(cell("C2"), cell("C3")),
        None,
        "a LYNGK point is no landing"
    );
}

// RULES 6.2: LYNGK points are stacks of the moving top colour only.
#[test]
fn other_colours_of_the_mover_are_not_lyngk_points() {
    // Player 1 holds red and green: a green top does not continue a red chain.
    let p = pos(&[("C2", "R"), ("C3", "G"), ("C4", "K")], 1, "RG/-");
    assert_eq!(landings(&p, "C2"), ["C3"]);
    assert!(matches!(
        refuse(&p, "C2-C4"),
        PlayError::NoChainReaches { .. }
    ));
}
