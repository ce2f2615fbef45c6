//! A season's division as the event it is played as, a Swiss or a round robin: its
//! standings in that format's order and columns (which decide who moves), and a
//! round's pairings.

use super::super::super::super::Failure;
use super::super::{loaded, round_robin, standings as swiss};
use lyngk_domain::event::EventFormat;
use lyngk_domain::text_table::TextColumn;
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow};
use rusqlite::Connection;

/// A division's standings after its closed rounds.
pub(super) struct Standings {
    /// The title and the table, as the format's own standings show them.
    pub lines: Vec<Msg>,
    pub columns: &'static [TextColumn],
    pub cells: Vec<Vec<String>>,
    /// Users, best first: the places the season's moves read.
    pub order: Vec<u64>,
}

/// The standings of `division` by its format's order: a Swiss's score and FIDE's
/// tiebreaks, or a round robin's points, then Sonneborn-Berger, then stacks removed.
pub(super) fn standings(
    conn: &Connection,
    division: &EventRow,
    locale: Locale,
) -> anyhow::Result<Standings> {
    if division.settings.format == EventFormat::RoundRobin {
        let shown = round_robin::shown_standings(conn, division, locale)?;
        return Ok(Standings {
            lines: shown.lines,
            columns: &round_robin::STANDINGS_COLUMNS,
            cells: shown.cells,
            order: shown.order,
        });
    }
    let loaded = loaded::load(conn, division)?;
    let rows = swiss::rows(&loaded);
    let order = rows
        .iter()
        .map(|row| loaded.players[row.player.index()].user)
        .collect();
    Ok(Standings {
        lines: swiss::lines(division, &loaded, &rows, locale),
        columns: &swiss::COLUMNS,
        cells: swiss::cells(&loaded, &rows, locale),
        order,
    })
}

/// Round `round` of `division` (default: its latest), or `None` when it has no such
/// round.
pub(super) fn pairing_lines(
    conn: &Connection,
    division: &EventRow,
    round: Option<u32>,
) -> Result<Option<Vec<Msg>>, Failure> {
    let latest = events::rounds(conn, division.id)?
        .last()
        .map_or(0, |r| r.number);
    let shown = round.unwrap_or(latest);
    if shown == 0 || shown > latest {
        return Ok(None);
    }
    let format = super::super::format::played_as::division_played_as(division.settings.format)?;
    let reply = format.pairings(conn, division.clone(), Some(shown))?;
    Ok(Some(reply.lines))
}
