//! A season's division as the event it is played as, a Swiss or a round robin: its
//! standings in that format's order and columns (which decide who moves), and a
//! round's pairings.

use super::super::super::super::Failure;
use super::super::format::interface::StandingsTable;
use super::super::format::played_as::division_played_as;
use anyhow::anyhow;
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow};
use rusqlite::Connection;

/// The standings of `division` by the order of the format it is played as: a Swiss's
/// score and FIDE's tiebreaks, or a round robin's points, then Sonneborn-Berger, then
/// stacks removed. Their order is the places the season's moves read.
pub(super) fn standings(
    conn: &Connection,
    division: &EventRow,
    locale: Locale,
) -> anyhow::Result<StandingsTable> {
    division_played_as(division.settings.format)?
        .standings_table(conn, division, locale)?
        .ok_or_else(|| anyhow!("division {} has no standings table", division.id))
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
    let format = division_played_as(division.settings.format)?;
    let reply = format.pairings(conn, division.clone(), Some(shown))?;
    Ok(Some(reply.lines))
}
