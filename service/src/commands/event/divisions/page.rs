//! A divisions event's web page as typed data: the latest season's divisions, each
//! shown as the format it is played as.

use super::super::web;
use super::board;
use crate::event_view::{Division, DivisionsView, EventBody, Move};
use lyngk_store::events::EventRow;
use lyngk_store::seasons;
use rusqlite::Connection;

/// The latest season: each division's own page (`division_page`, by the format it is
/// played as), the places that move marked once a game of it has a result.
pub(in super::super) fn page(
    conn: &Connection,
    event: &EventRow,
    division_page: impl Fn(&EventRow) -> anyhow::Result<EventBody>,
) -> anyhow::Result<EventBody> {
    let Some(season) = seasons::latest_season(conn, event.id)? else {
        return web::entered(conn, event);
    };
    let movers = super::rules(conn, event)?.movers as usize;
    let played = super::division_events(conn, event.id, season.number)?;
    let mut shown = Vec::with_capacity(played.len());
    for (index, division) in played.iter().enumerate() {
        let mut body = division_page(division)?;
        if board::any_game_played(conn, division)? {
            mark_moves(&mut body, index, played.len(), movers);
        }
        shown.push(Division {
            number: index + 1,
            event: division.id,
            body,
        });
    }
    Ok(EventBody::Divisions(DivisionsView {
        season: season.number,
        over: season.ended_at.is_some(),
        divisions: shown,
    }))
}

fn mark_moves(body: &mut EventBody, index: usize, divisions_count: usize, movers: usize) {
    let (EventBody::Swiss { standings, .. } | EventBody::RoundRobin { standings, .. }) = body
    else {
        return;
    };
    let rows = standings.rows.len();
    let zones = board::zones(index, divisions_count, movers, rows);
    for (place, row) in standings.rows.iter_mut().enumerate() {
        row.moves = match place {
            place if place < zones.up => Some(Move::Up),
            place if place + zones.down >= rows => Some(Move::Down),
            _ => None,
        };
    }
}
