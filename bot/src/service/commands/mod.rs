//! One module per group of commands.

pub(super) mod ai;
pub(super) mod challenge;
pub(super) mod correspondence;
pub(super) mod info;
pub(super) mod league;
pub(super) mod rating;
pub(super) mod rematch;
pub(super) mod turn;

use super::refusal::{echo, Refusal};
use crate::i18n::{Locale, Msg, Style};
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

/// Parses a colour name or letter the user typed, the name in any language the bot
/// speaks (`schwarz`, `Czerwony`): the refusal lists the names in the player's own.
pub(super) fn parse_colour(text: &str) -> Result<Colour, Refusal> {
    if let Some(colour) = Colour::from_name(text) {
        return Ok(colour);
    }
    let typed = text.trim().to_lowercase();
    let said = |id: &str, locale: Locale| Msg::new(id).format(locale, Style::Plain).to_lowercase();
    for colour in Colour::ALL {
        let id = format!("colour-{}", colour.name());
        if Locale::ALL
            .into_iter()
            .any(|locale| said(&id, locale) == typed)
        {
            return Ok(colour);
        }
    }
    // The jokers' letter (W in LPN) and their names: `white`, `weiß`, `granitowy`, …
    let jokers = Locale::ALL
        .into_iter()
        .flat_map(|locale| {
            said("colour-joker-words", locale)
                .split(',')
                .map(|w| w.trim().to_string())
                .collect::<Vec<_>>()
        })
        .chain(["w".to_string()]);
    for word in jokers {
        if word == typed {
            return Err(Refusal::JokerClaim);
        }
    }
    Err(Refusal::BadColour(echo(text, 16)))
}
