//! A round robin's results as stored (games, byes, walkovers) turned into standings —
//! points, then Sonneborn-Berger, then stacks removed — as text and as an image, its
//! rounds' pairings, and the end of the event.

use super::super::super::super::api::Reply;
use super::super::super::super::picture;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Failure, Handled};
use super::super::super::rating::image_columns;
use super::super::loaded::round_entries;
use super::super::rounds::EventNews;
use super::super::standings::{listed_name, pairing_line, points, quarters, round_shown};
use lyngk_domain::text_table::{code_block, headings, TextColumn};
use lyngk_events::round_robin::ranked_rows;
use lyngk_events::swiss::{Colour, PlayerId, RoundEntry};
use lyngk_events::tiebreak::StandingsRow;
use lyngk_events::trf::{write_report, TrfHeader, TrfPlayer, TrfSystem};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_render::TableView;
use lyngk_store::events::{self, EventPairing, EventPlayer, EventRow, EventState};
use lyngk_store::locales;
use lyngk_store::round_robins::{self, Walkover};
use rusqlite::Connection;

/// The columns of the standings, text and image alike.
pub(in crate::commands::event) const COLUMNS: [TextColumn; 5] = [
    TextColumn::right("tables-rank", 3),
    TextColumn::left("tables-player", 16).after(2),
    TextColumn::right("tables-points", 4),
    TextColumn::right("events-sonneborn-berger", 6),
    TextColumn::right("tables-stacks", 4),
];

/// A round robin as stored, with its standings after the closed rounds.
pub(in crate::commands::event) struct Results {
    pub players: Vec<EventPlayer>,
    pub pairings: Vec<EventPairing>,
    pub walkovers: Vec<Walkover>,
    /// Rounds closed so far.
    closed: u32,
    /// Each player's closed rounds (by entry); a bye is a round without a game.
    histories: Vec<Vec<RoundEntry>>,
    /// Best first.
    pub rows: Vec<StandingsRow>,
}

pub(in crate::commands::event) fn load(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<Results> {
    let players = events::players(conn, event.id)?;
    let pairings = events::pairings(conn, event.id)?;
    let walkovers = round_robins::walkovers(conn, event.id)?;
    let closed: Vec<u32> = events::rounds(conn, event.id)?
        .into_iter()
        .filter(|r| r.closed)
        .map(|r| r.number)
        .collect();
    let mut histories = vec![Vec::new(); players.len()];
    for &round in &closed {
        let mut entries = vec![RoundEntry::Absent; players.len()];
        for pairing in pairings.iter().filter(|p| p.round == round) {
            for (entry, said) in round_entries(pairing, &players) {
                // A round robin's bye is a round without a game: no points.
                entries[entry as usize] = match said {
                    RoundEntry::PairingAllocatedBye => RoundEntry::Absent,
                    said => said,
                };
            }
        }
        for walkover in walkovers.iter().filter(|w| w.round == round) {
            for (entry, said) in walkover_entries(walkover) {
                entries[entry as usize] = said;
            }
        }
        for (history, entry) in histories.iter_mut().zip(entries) {
            history.push(entry);
        }
    }
    let stacks = stacks_removed(&pairings, &closed, players.len());
    let rows = ranked_rows(&histories, &stacks);
    Ok(Results {
        players,
        pairings,
        walkovers,
        closed: closed.len() as u32,
        histories,
        rows,
    })
}

/// A walkover is a forfeit both ways: the point to the player who stayed.
fn walkover_entries(walkover: &Walkover) -> [(u32, RoundEntry); 2] {
    let forfeit = |entry: u32, opponent: u32, colour| {
        (
            entry,
            RoundEntry::Forfeit {
                opponent: PlayerId(opponent),
                colour,
                won: walkover.forfeited_by != entry,
            },
        )
    };
    [
        forfeit(walkover.white, walkover.black, Colour::White),
        forfeit(walkover.black, walkover.white, Colour::Black),
    ]
}

/// Every player's stacks removed in the games of the closed rounds.
fn stacks_removed(pairings: &[EventPairing], closed: &[u32], players: usize) -> Vec<i64> {
    let mut stacks = vec![0; players];
    for pairing in pairings.iter().filter(|p| closed.contains(&p.round)) {
        let (Some(black), Some(removed)) = (pairing.black, pairing.removed) else {
            continue;
        };
        stacks[pairing.white as usize] += i64::from(removed[0]);
        stacks[black as usize] += i64::from(removed[1]);
    }
    stacks
}

/// The table's cells, best first, numbers in the locale's format; `(-)` marks a
/// withdrawn player.
pub(in crate::commands::event) fn cells(results: &Results, locale: Locale) -> Vec<Vec<String>> {
    results
        .rows
        .iter()
        .enumerate()
        .map(|(place, row)| {
            vec![
                (place + 1).to_string(),
                listed_name(&results.players[row.player.index()]),
                points(row.score, locale),
                quarters(row.sonneborn_berger_quarters, locale),
                row.game_points.to_string(),
            ]
        })
        .collect()
}

fn text_lines(event: &EventRow, results: &Results, locale: Locale) -> Vec<Msg> {
    vec![
        Msg::new("event-standings-title")
            .text("event", event.name.as_str())
            .number("round", results.closed)
            .number("rounds", event.settings.rounds),
        code_block(&COLUMNS, &cells(results, locale), locale),
    ]
}

/// The standings as text and as an image (with its alt text), `caller`'s row
/// highlighted in the image.
pub(crate) fn standings_reply(
    conn: &Connection,
    event: &EventRow,
    caller: u64,
    locale: Locale,
) -> anyhow::Result<Reply> {
    let results = load(conn, event)?;
    let mut lines = text_lines(event, &results, locale);
    if event.state == EventState::Finished {
        lines.push(Msg::new("event-is-over"));
    }
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    let title =
        say(Msg::new("round-robin-standings-image-title").text("event", event.name.as_str()));
    let subtitle = say(Msg::new("round-robin-standings-subtitle")
        .number("round", results.closed)
        .number("rounds", event.settings.rounds)
        .text("over", (event.state == EventState::Finished).to_string()));
    let headings = headings(&COLUMNS, locale);
    let highlight_rows = results
        .rows
        .iter()
        .position(|row| results.players[row.player.index()].user == caller)
        .into_iter()
        .collect();
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(&COLUMNS, &headings),
        rows: cells(&results, locale),
        highlight_rows,
        zones: Default::default(),
    };
    let stem = format!("lyngk-event-{}-standings", event.id);
    Ok(Reply {
        lines,
        image: Some(picture::table_png(&table, &stem, locale)),
        ..Reply::default()
    })
}

/// Ends the event and announces the winner with the final standings.
pub(super) fn finish(conn: &Connection, event: &EventRow, now: i64) -> Result<EventNews, Failure> {
    let event = events::event_by_id(conn, event.id)?
        .ok_or_else(|| anyhow::anyhow!("event {} vanished", event.id))?;
    if !events::set_state(conn, &event, EventState::Finished, now)? {
        return Err(
            anyhow::anyhow!("event {} changed inside a write transaction", event.id).into(),
        );
    }
    let results = load(conn, &event)?;
    let winner = results
        .rows
        .first()
        .map_or("?", |row| results.players[row.player.index()].name.as_str());
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let mut lines = vec![Msg::new("event-over")
        .text("event", event.name.as_str())
        .text("winner", winner)];
    lines.extend(text_lines(&event, &results, locale));
    Ok(EventNews {
        lines,
        ..EventNews::default()
    })
}

/// A round's pairings (the latest round when none is named), walkovers included.
pub(crate) fn show_pairings(
    conn: &Connection,
    event: EventRow,
    round: Option<u32>,
) -> Handled<Reply> {
    let results = load(conn, &event)?;
    let latest = events::rounds(conn, event.id)?.last().map(|r| r.number);
    let round = round_shown(&event.name, latest, round).map_err(Refusal::from)?;
    let name = |entry: u32| results.players[entry as usize].name.clone();
    let mut lines = vec![Msg::new("event-pairings-title")
        .text("event", event.name.as_str())
        .number("round", round)];
    for pairing in results.pairings.iter().filter(|p| p.round == round) {
        lines.push(pairing_line(&results.players, pairing));
    }
    for walkover in results.walkovers.iter().filter(|w| w.round == round) {
        let result = match walkover.forfeited_by == walkover.white {
            true => "black-forfeit-win",
            false => "white-forfeit-win",
        };
        lines.push(
            Msg::new("event-pairings-game")
                .text("white", name(walkover.white))
                .text("black", name(walkover.black))
                .text("result", result),
        );
    }
    Ok(Reply {
        lines,
        ..Reply::default()
    })
}

/// A round robin's standings as another event shows them (a season's division): the
/// text lines, the table's cells, and the players best first.
pub(in crate::commands::event) struct Shown {
    pub lines: Vec<Msg>,
    pub cells: Vec<Vec<String>>,
    /// Users, best first.
    pub order: Vec<u64>,
}

/// The standings after the closed rounds, for a divisions event.
pub(in crate::commands::event) fn shown(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<Shown> {
    let results = load(conn, event)?;
    let order = results
        .rows
        .iter()
        .map(|row| results.players[row.player.index()].user)
        .collect();
    Ok(Shown {
        lines: text_lines(event, &results, locale),
        cells: cells(&results, locale),
        order,
    })
}

/// The round robin as a FIDE tournament report: players numbered in the order the
/// schedule seats them (the order they joined), each closed round a column, a bye
/// a zero-point bye, a walkover a forfeit; ranks by the standings.
pub(in crate::commands::event) fn trf_text(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<String> {
    let results = load(conn, event)?;
    let mut rank = vec![0; results.players.len()];
    for (place, row) in results.rows.iter().enumerate() {
        rank[row.player.index()] = place as u32 + 1;
    }
    let players: Vec<TrfPlayer> = results
        .players
        .iter()
        .zip(&results.histories)
        .zip(&rank)
        .map(|((player, history), &rank)| TrfPlayer {
            name: player.name.clone(),
            rating: player.rating,
            score: history.iter().map(|entry| entry.points()).sum(),
            rank,
            rounds: history.clone(),
        })
        .collect();
    let header = TrfHeader {
        name: event.name.clone(),
        ..TrfHeader::default()
    };
    Ok(write_report(
        TrfSystem::RoundRobin,
        event.settings.rounds,
        &header,
        &players,
    ))
}
