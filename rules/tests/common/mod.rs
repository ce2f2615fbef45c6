//! Helpers shared by the rules tests: explicit positions built from a list of stacks,
//! and short ways to play, inspect and fail turns.
//!
//! Board map (RULES §2), lattice y upward, one column per letter:
//!
//! ```text
//! 12       C7    E7    G7
//! 11          D6    F6
//! 10       C6    E6    G6
//!  9    B4    D5    F5    H4
//!  8       C5    E5    G5
//!  7    B3    D4    F4    H3
//!  6 A1    C4    E4    G4    I1
//!  5    B2    D3    F3    H2
//!  4       C3    E3    G3
//!  3    B1    D2    F2    H1
//!  2       C2    E2    G2
//!  1          D1    F1
//!  0       C1    E1    G1
//! ```
#![allow(dead_code)]

use lyngk_rules::{Cell, Colour, PlayError, Position, Turn};

/// The start position printed in RULES §10.
pub const START: &str = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard";

/// Cells per column, A to I (RULES §2).
pub const COLUMN_LEN: [usize; 9] = [1, 4, 7, 6, 7, 6, 7, 4, 1];

/// The LPN board field with the given stacks (cell name, letters bottom to top) and
/// every other cell empty.
pub fn board(stacks: &[(&str, &str)]) -> String {
    let mut cells: Vec<Vec<String>> = COLUMN_LEN.iter().map(|&n| vec![".".into(); n]).collect();
    for &(name, letters) in stacks {
        let c = cell(name);
        let slot = &mut cells[c.column()][c.row() - 1];
        assert_eq!(slot, ".", "{name} listed twice");
        *slot = letters.to_string();
    }
    cells
        .iter()
        .map(|column| column.join(","))
        .collect::<Vec<_>>()
        .join("/")
}

/// A full LPN text: stacks, side to move (1 or 2), claims (`R/-`), taken (`0/1`), variant.
pub fn lpn(
    stacks: &[(&str, &str)],
    to_move: u8,
    claims: &str,
    taken: &str,
    variant: &str,
) -> String {
    format!("{} {to_move} {claims} {taken} {variant}", board(stacks))
}

/// A standard-game position with no points taken.
pub fn pos(stacks: &[(&str, &str)], to_move: u8, claims: &str) -> Position {
    pos_with(stacks, to_move, claims, "0/0", "standard")
}

/// A six-variant position (RULES §9).
pub fn six(stacks: &[(&str, &str)], to_move: u8, claims: &str) -> Position {
    pos_with(stacks, to_move, claims, "0/0", "six")
}

/// Any position; panics with the LPN and the error if it is rejected.
pub fn pos_with(
    stacks: &[(&str, &str)],
    to_move: u8,
    claims: &str,
    taken: &str,
    variant: &str,
) -> Position {
    let text = lpn(stacks, to_move, claims, taken, variant);
    text.parse()
        .unwrap_or_else(|e| panic!("test position {text} rejected: {e}"))
}

pub fn cell(name: &str) -> Cell {
    name.parse()
        .unwrap_or_else(|e| panic!("bad cell {name}: {e}"))
}

pub fn turn(text: &str) -> Turn {
    text.parse()
        .unwrap_or_else(|e| panic!("bad turn {text}: {e}"))
}

pub fn colour(letter: char) -> Colour {
    Colour::from_letter(letter).expect("colour letter")
}

/// Plays a turn that must be legal.
pub fn play(p: &Position, text: &str) -> Position {
    p.play(turn(text))
        .unwrap_or_else(|e| panic!("{text} refused in {p}: {e}"))
}

/// Plays a turn that must be refused, and returns why.
pub fn refuse(p: &Position, text: &str) -> PlayError {
    match p.play(turn(text)) {
        Ok(next) => panic!("{text} accepted in {p}, giving {next}"),
        Err(e) => e,
    }
}

/// The stack on a cell in LPN letters (`.` when empty).
pub fn at(p: &Position, name: &str) -> String {
    p.stack(cell(name)).to_string()
}

/// The landing cells of the stack on `from`, sorted by name.
pub fn landings(p: &Position, from: &str) -> Vec<String> {
    names(p.landings(cell(from)))
}

/// The cell names of a set, sorted.
pub fn names(cells: lyngk_rules::CellSet) -> Vec<String> {
    let mut v: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    v.sort();
    v
}

/// Every legal turn in canonical notation, sorted.
pub fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_turns().iter().map(Turn::to_string).collect();
    v.sort();
    v
}

/// Sorted owned strings from literals, to compare with [`landings`] and [`legal`].
pub fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Asserts that a refusal's message names every given fragment (cells, colours).
pub fn assert_message(error: &PlayError, fragments: &[&str]) {
    let message = error.to_string();
    for fragment in fragments {
        assert!(
            message.contains(fragment),
            "message '{message}' should mention '{fragment}'"
        );
    }
}
