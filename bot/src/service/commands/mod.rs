//! One module per group of commands.

pub(super) mod ai;
pub(super) mod challenge;
pub(super) mod correspondence;
pub(super) mod info;
pub(super) mod league;
pub(super) mod premove;
pub(super) mod rating;
pub(super) mod rematch;
pub(super) mod turn;

use super::refusal::{echo, Refusal};
use lyngk_rules::{Cell, Colour};

/// Parses a cell the user typed, naming which one was wrong (and spotting two cells
/// typed without a space, `c3d4`).
pub(super) fn parse_cell(which: &'static str, text: &str) -> Result<Cell, Refusal> {
    text.trim()
        .parse()
        .map_err(|error| match joined_cells(text) {
            Some((from, to)) => Refusal::JoinedCells {
                text: echo(text, 8),
                from,
                to,
            },
            None => Refusal::BadCell { which, error },
        })
}

/// `c3d4`: two cells typed without a space between them, if the text is that.
pub(crate) fn joined_cells(text: &str) -> Option<(Cell, Cell)> {
    let text = text.trim();
    if text.parse::<Cell>().is_ok() {
        return None;
    }
    (1..text.len())
        .filter(|&i| text.is_char_boundary(i))
        .find_map(|i| Some((text[..i].parse().ok()?, text[i..].parse().ok()?)))
}

/// Parses a colour name or letter the user typed.
pub(super) fn parse_colour(text: &str) -> Result<Colour, Refusal> {
    Colour::from_name(text).ok_or_else(|| Refusal::BadColour(echo(text, 16)))
}
