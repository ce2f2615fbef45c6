//! One module per group of commands.

pub(super) mod challenge;
pub(super) mod clock;
pub(super) mod info;
pub(super) mod league;
pub(super) mod rating;
pub(super) mod rematch;
pub(super) mod turn;

use super::refusal::{echo, Refusal};
use lyngk_rules::{Cell, Colour};

/// Parses a cell the user typed, naming which one was wrong.
pub(super) fn parse_cell(which: &'static str, text: &str) -> Result<Cell, Refusal> {
    text.parse()
        .map_err(|error| Refusal::BadCell { which, error })
}

/// Parses a colour name or letter the user typed.
pub(super) fn parse_colour(text: &str) -> Result<Colour, Refusal> {
    Colour::from_name(text).ok_or_else(|| Refusal::BadColour(echo(text, 16)))
}
