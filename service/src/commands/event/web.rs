//! An event's page as typed data ([`crate::event_view`]), by its format: built from
//! the same loads and tiebreaks as the bot's standings, not from their text.

use super::{knockout, ladder, loaded, round_robin, standings};
use crate::event_view::{
    Crosstable, EventBody, Outcome, Pairing, RoundCell, RoundPairings, RoundsCrosstable, Standings,
    StandingsRow,
};
use lyngk_domain::text_table::{headings, TextColumn};
use lyngk_i18n::Locale;
use lyngk_store::events::{self, EventPairing, EventPlayer, EventRow, EventState};
use lyngk_store::round_robins::Walkover;
use rusqlite::Connection;

/// Before the start, an event's page shows who entered; then `page`.
fn once_started(
    conn: &Connection,
    event: &EventRow,
    page: impl FnOnce() -> anyhow::Result<EventBody>,
) -> anyhow::Result<EventBody> {
    match event.state {
        EventState::Open => entered(conn, event),
        _ => page(),
    }
}

/// Who entered `event`, not withdrawn.
pub(super) fn entered(conn: &Connection, event: &EventRow) -> anyhow::Result<EventBody> {
    let players = events::players(conn, event.id)?;
    Ok(EventBody::Entered(
        players
            .into_iter()
            .filter(|p| !p.withdrawn)
            .map(|p| p.name)
            .collect(),
    ))
}

/// A Swiss's page: standings with tiebreaks, the crosstable by rounds, the pairings.
pub(super) fn swiss(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<EventBody> {
    once_started(conn, event, || swiss_started(conn, event, locale))
}

fn swiss_started(conn: &Connection, event: &EventRow, locale: Locale) -> anyhow::Result<EventBody> {
    let loaded = loaded::load(conn, event)?;
    let rows = standings::rows(&loaded);
    let order: Vec<usize> = rows.iter().map(|row| row.player.index()).collect();
    let cells = standings::cells(&loaded, &rows, locale);
    let standings = table(&standings::COLUMNS, cells, &order, &loaded.players, locale);
    Ok(EventBody::Swiss {
        crosstable: rounds_crosstable(
            &loaded.players,
            &loaded.pairings,
            &order,
            event.settings.rounds,
        ),
        rounds: rounds_of(&loaded.players, &loaded.pairings, &[]),
        standings,
    })
}

/// A round robin's page: standings, the crosstable of every pair, the pairings.
pub(super) fn round_robin(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<EventBody> {
    once_started(conn, event, || round_robin_started(conn, event, locale))
}

fn round_robin_started(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<EventBody> {
    let results = round_robin::load_results(conn, event)?;
    let order: Vec<usize> = results.rows.iter().map(|row| row.player.index()).collect();
    let cells = round_robin::standings_cells(&results, locale);
    let standings = table(
        &round_robin::STANDINGS_COLUMNS,
        cells,
        &order,
        &results.players,
        locale,
    );
    Ok(EventBody::RoundRobin {
        crosstable: crosstable(
            &results.players,
            &results.pairings,
            &results.walkovers,
            &order,
        ),
        rounds: rounds_of(&results.players, &results.pairings, &results.walkovers),
        standings,
    })
}

/// A standings table from the format's cells (rank, name, then its values), the
/// players in `order` (indices into `players`).
/// A knockout's page: the bracket and the pairings.
pub(super) fn knockout(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<EventBody> {
    once_started(conn, event, || {
        let bracket = knockout::load(conn, event)?;
        Ok(EventBody::Knockout {
            bracket: knockout::web_bracket(&bracket, locale),
            rounds: rounds_of(&bracket.players, &bracket.pairings, &[]),
        })
    })
}

/// A ladder's page: its ranks and challenges, from the day it opens.
pub(super) fn ladder(conn: &Connection, event: &EventRow) -> anyhow::Result<EventBody> {
    Ok(EventBody::Ladder(ladder::web_view(conn, event)?))
}

fn table(
    columns: &[TextColumn],
    cells: Vec<Vec<String>>,
    order: &[usize],
    players: &[EventPlayer],
    locale: Locale,
) -> Standings {
    let rows = cells
        .into_iter()
        .zip(order)
        .enumerate()
        .map(|(place, (cells, &index))| StandingsRow {
            rank: place + 1,
            name: players[index].name.clone(),
            withdrawn: players[index].withdrawn,
            values: cells.into_iter().skip(2).collect(),
            moves: None,
        })
        .collect();
    Standings {
        headings: headings(columns, locale).into_iter().skip(2).collect(),
        rows,
    }
}

/// A pairing's result from its first seat's side.
pub(super) fn first_seat_outcome(pairing: &EventPairing, players: &[EventPlayer]) -> Outcome {
    let white_user = players.get(pairing.white as usize).map(|p| p.user);
    match pairing {
        p if !p.finished => Outcome::Playing,
        p if p.forfeited_by == Some(p.white) => Outcome::ForfeitLoss,
        p if p.forfeited_by.is_some() => Outcome::ForfeitWin,
        p if p.aborted => Outcome::Void,
        p if p.winner.is_some() && p.winner == white_user => Outcome::Win,
        p if p.winner.is_some() => Outcome::Loss,
        _ => Outcome::Draw,
    }
}

fn walkover_outcome(walkover: &Walkover) -> Outcome {
    match walkover.forfeited_by == walkover.white {
        true => Outcome::ForfeitLoss,
        false => Outcome::ForfeitWin,
    }
}

/// Every round's pairings (walkovers of a round robin among them), round 1 first.
fn rounds_of(
    players: &[EventPlayer],
    pairings: &[EventPairing],
    walkovers: &[Walkover],
) -> Vec<RoundPairings> {
    let name = |entry: u32| {
        players
            .get(entry as usize)
            .map_or_else(|| "?".to_owned(), |p| p.name.clone())
    };
    let last = pairings
        .iter()
        .map(|p| p.round)
        .chain(walkovers.iter().map(|w| w.round))
        .max()
        .unwrap_or(0);
    (1..=last)
        .map(|number| {
            let played = pairings
                .iter()
                .filter(|p| p.round == number)
                .map(|p| Pairing {
                    first: name(p.white),
                    second: p.black.map(name),
                    outcome: first_seat_outcome(p, players),
                    game: p.game,
                });
            let given_up = walkovers
                .iter()
                .filter(|w| w.round == number)
                .map(|w| Pairing {
                    first: name(w.white),
                    second: Some(name(w.black)),
                    outcome: walkover_outcome(w),
                    game: None,
                });
            RoundPairings {
                number,
                pairings: played.chain(given_up).collect(),
            }
        })
        .filter(|round| !round.pairings.is_empty())
        .collect()
}

/// Each player's rank (0 for the top) by their entry, from the standings' `order`.
fn ranks(order: &[usize], players: usize) -> Vec<usize> {
    let mut rank = vec![0; players];
    for (place, &index) in order.iter().enumerate() {
        rank[index] = place;
    }
    rank
}

/// A Swiss's crosstable: per player (standings order) and round, the opponent's rank,
/// the seat and the result.
fn rounds_crosstable(
    players: &[EventPlayer],
    pairings: &[EventPairing],
    order: &[usize],
    rounds: u32,
) -> RoundsCrosstable {
    let rank = ranks(order, players.len());
    let cell = |index: usize, round: u32| {
        let entry = index as u32;
        let found = pairings
            .iter()
            .find(|p| p.round == round && (p.white == entry || p.black == Some(entry)));
        let Some(pairing) = found else {
            return RoundCell::Absent;
        };
        let Some(black) = pairing.black else {
            return RoundCell::Bye;
        };
        let first_seat = pairing.white == entry;
        let outcome = first_seat_outcome(pairing, players);
        let (opponent, outcome) = match first_seat {
            true => (black, outcome),
            false => (pairing.white, outcome.reversed()),
        };
        RoundCell::Played {
            opponent: rank[opponent as usize] + 1,
            first_seat,
            outcome,
        }
    };
    RoundsCrosstable {
        names: order.iter().map(|&i| players[i].name.clone()).collect(),
        rounds,
        cells: order
            .iter()
            .map(|&index| (1..=rounds).map(|round| cell(index, round)).collect())
            .collect(),
    }
}

/// A round robin's crosstable: each player (standings order) against each other,
/// every leg's result, walkovers as forfeits.
fn crosstable(
    players: &[EventPlayer],
    pairings: &[EventPairing],
    walkovers: &[Walkover],
    order: &[usize],
) -> Crosstable {
    let rank = ranks(order, players.len());
    let mut cells = vec![vec![Vec::new(); order.len()]; order.len()];
    let mut put = |white: u32, black: u32, outcome: Outcome| {
        let (w, b) = (rank[white as usize], rank[black as usize]);
        cells[w][b].push(outcome);
        cells[b][w].push(outcome.reversed());
    };
    for pairing in pairings {
        if let Some(black) = pairing.black {
            put(pairing.white, black, first_seat_outcome(pairing, players));
        }
    }
    for walkover in walkovers {
        put(walkover.white, walkover.black, walkover_outcome(walkover));
    }
    Crosstable {
        names: order.iter().map(|&i| players[i].name.clone()).collect(),
        cells,
    }
}
