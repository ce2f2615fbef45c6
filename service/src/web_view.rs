//! What the web front reads: a server's games and events, a game's page, board and
//! record, an event's standings, pairings and report. Every function takes a connection
//! the caller opened (the web front's is read-only) and changes nothing.

use super::describe;
use super::picture::{render_png, Picture};
use super::table::Table;
use super::{clocks, record, Failure};
use crate::event_view::EventBody;
use lyngk_i18n::{LocalWords, Locale, Msg};
use lyngk_render::{render_replay, ReplayRequest, Theme, DEFAULT_BYTE_BUDGET};
use lyngk_rules::{Game, Player};
use lyngk_store::events::{self, EventRow};
use lyngk_store::games::{self, Status};
use lyngk_store::ratings::{self, guild_key};
use rusqlite::Connection;

/// A started game as its page shows it.
#[derive(Clone, Debug)]
pub struct GameSummary {
    pub id: i64,
    pub guild: Option<u64>,
    pub names: [String; 2],
    /// Each player's rating on the server now (`None`: unrated).
    pub ratings: [Option<i64>; 2],
    pub finished: bool,
    /// Who is to move, while the game runs.
    pub to_move: Option<String>,
    /// The clocks in words ("alice 2 days · bob 5 days"), and whether the player to move
    /// is asleep or on weekend, for a timed running game; empty otherwise.
    pub clock: Vec<Msg>,
    /// How it ended, in words.
    pub result: Option<Msg>,
    /// Every turn in RULES §10 notation, in order.
    pub turns: Vec<String>,
    pub updated_at: i64,
}

/// The started game `id`, or `None` when there is no such started game.
pub fn game_summary(conn: &Connection, id: i64, now: i64) -> anyhow::Result<Option<GameSummary>> {
    let Some(table) = started_table(conn, id)? else {
        return Ok(None);
    };
    let guild = guild_key(table.row.guild);
    let rating_of = |player: Player| -> anyhow::Result<Option<i64>> {
        let user = table.person(player).id;
        Ok(ratings::rating(conn, guild, user)?.map(|row| row.rating.rating.round() as i64))
    };
    let finished = table.row.status == Status::Finished;
    Ok(Some(GameSummary {
        id,
        guild: table.row.guild,
        names: table.names(),
        ratings: [rating_of(Player::One)?, rating_of(Player::Two)?],
        finished,
        to_move: (!finished).then(|| table.to_move().name.clone()),
        clock: clocks::notes(conn, &table, now)?,
        result: describe::result(&table),
        turns: table.game.turns().iter().map(ToString::to_string).collect(),
        updated_at: table.row.updated_at,
    }))
}

fn started_table(conn: &Connection, id: i64) -> anyhow::Result<Option<Table>> {
    let started = games::game_by_id(conn, id)?
        .filter(|row| matches!(row.status, Status::Active | Status::Finished));
    started.map(|row| Table::from_row(conn, row)).transpose()
}

/// The server's started games, newest first, at most `limit`.
pub fn games_of_server(
    conn: &Connection,
    guild: u64,
    now: i64,
    limit: usize,
) -> anyhow::Result<Vec<GameSummary>> {
    let ids: Vec<i64> = conn
        .prepare_cached(
            "SELECT id FROM games WHERE guild = ?1 AND status IN ('active', 'finished') \
             ORDER BY id DESC LIMIT ?2",
        )?
        .query_map(rusqlite::params![guild as i64, limit as i64], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut found = Vec::with_capacity(ids.len());
    for id in ids {
        found.extend(game_summary(conn, id, now)?);
    }
    Ok(found)
}

/// The board of game `id` after `ply` turns (all of them when `None` or beyond), as a
/// PNG with its alt text, in `locale`.
pub fn board_png(
    conn: &Connection,
    id: i64,
    ply: Option<usize>,
    locale: Locale,
) -> anyhow::Result<Option<(Vec<u8>, String)>> {
    let Some(mut table) = started_table(conn, id)? else {
        return Ok(None);
    };
    let all = table.game.turns().len();
    let picture = match ply.filter(|&ply| ply < all) {
        None => Picture::of(&table),
        Some(ply) => {
            let seed = table.row.seed.unwrap_or_default();
            let turns = table.game.turns()[..ply].to_vec();
            table.game = Game::replay(seed, table.row.variant, &turns, None)?;
            let mut picture = Picture::of(&table);
            picture.ending = None;
            picture
        }
    };
    let image = render_png(&picture, locale);
    Ok(Some((image.bytes, image.description.unwrap_or_default())))
}

/// The animated replay of game `id`, as `/lyngk replay` makes it, with the turns it
/// shows and whether the game had ended (what a cached copy is keyed by).
pub struct Replay {
    pub gif: Vec<u8>,
    pub turns: usize,
    pub finished: bool,
}

/// What a replay's cache is keyed by: the game's turns and whether it ended (a
/// resignation adds no turn but changes the last frame).
pub fn replay_key(conn: &Connection, id: i64) -> anyhow::Result<Option<(usize, bool)>> {
    let Some(table) = started_table(conn, id)? else {
        return Ok(None);
    };
    Ok(Some((
        table.game.turns().len(),
        table.row.status == Status::Finished,
    )))
}

pub fn replay_gif(conn: &Connection, id: i64, locale: Locale) -> anyhow::Result<Option<Replay>> {
    let Some(table) = started_table(conn, id)? else {
        return Ok(None);
    };
    let names = table.names();
    let gif = render_replay(&ReplayRequest {
        game: &table.game,
        players: [names[0].as_str(), names[1].as_str()],
        theme: Theme::Light,
        byte_budget: DEFAULT_BYTE_BUDGET,
        words: &LocalWords(locale),
        ending: describe::ending(&table),
    })?;
    Ok(Some(Replay {
        gif: gif.bytes,
        turns: table.game.turns().len(),
        finished: table.row.status == Status::Finished,
    }))
}

/// The portable record of game `id` (docs/record.md).
pub fn record_text(conn: &Connection, id: i64) -> anyhow::Result<Option<String>> {
    let Some(table) = started_table(conn, id)? else {
        return Ok(None);
    };
    Ok(Some(record::of_table(conn, &table)?.to_string()))
}

/// The server's leaderboard: name, rating, games, wins, draws, losses.
pub fn leaderboard(
    conn: &Connection,
    guild: u64,
    limit: usize,
) -> anyhow::Result<Vec<ratings::RatingRow>> {
    ratings::top_ratings(conn, guild, limit)
}

/// The server's events, newest first.
pub fn events_of_server(conn: &Connection, guild: u64) -> anyhow::Result<Vec<EventRow>> {
    events::events_of_guild(conn, guild)
}

/// An event as its page shows it: its view by format (typed, see
/// [`crate::event_view`]) and its tournament report (TRF) when the format has one.
#[derive(Clone, Debug)]
pub struct EventSummary {
    pub event: EventRow,
    pub body: EventBody,
    pub report: Option<String>,
}

pub fn event_summary(
    conn: &Connection,
    id: i64,
    locale: Locale,
) -> anyhow::Result<Option<EventSummary>> {
    let Some(event) = events::event_by_id(conn, id)? else {
        return Ok(None);
    };
    let shown = super::commands::event::web_parts(conn, &event, locale).map_err(internal)?;
    Ok(Some(EventSummary {
        event,
        body: shown.body,
        report: shown.report,
    }))
}

/// The tournament report (TRF) of event `id`, if it exists and its format has one.
pub fn event_report(conn: &Connection, id: i64) -> anyhow::Result<Option<String>> {
    let Some(event) = events::event_by_id(conn, id)? else {
        return Ok(None);
    };
    super::commands::event::web_report(conn, &event).map_err(internal)
}

fn internal(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Internal(error) => error,
        Failure::Refused(refusal) => anyhow::anyhow!("refused: {refusal:?}"),
    }
}
