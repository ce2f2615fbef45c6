//! One module per group of commands.

pub(super) mod ai;
pub(super) mod challenge;
pub(super) mod correspondence;
pub(super) mod event;
pub(super) mod info;
pub(super) mod league;
pub(super) mod next_game;
pub(super) mod pick;
pub(crate) mod player_time;
pub(super) mod premove;
pub(super) mod rating;
pub(super) mod rematch;
pub(super) mod scheduled;
pub(super) mod turn;

use super::api::Place;
use super::describe;
use super::refusal::{echo, Refusal};
use super::table::Table;
use super::Failure;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::{Cell, Colour};
use lyngk_store::games::{self, Status};
use rusqlite::Connection;

/// The channel's active game, or the refusal that explains why there is none (for a
/// finished game, how it ended: words the table itself does not know).
pub(super) fn active_table(conn: &Connection, place: Place) -> Result<Table, Failure> {
    match games::live_game(conn, place.guild, place.channel)? {
        Some(row) if row.status == Status::Active => Ok(Table::from_row(conn, row)?),
        Some(_) => Err(Refusal::NotStarted.into()),
        None => match games::latest_played_game(conn, place.guild, place.channel)? {
            Some(row) => {
                let ended = Table::from_row(conn, row)?;
                let result = describe::result(&ended)
                    .unwrap_or_else(|| Msg::new("game-result-as-recorded").text("record", "?"));
                Err(Refusal::GameOver(result).into())
            }
            None => Err(Refusal::NoGame.into()),
        },
    }
}

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
pub fn joined_cells(text: &str) -> Option<(Cell, Cell)> {
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
