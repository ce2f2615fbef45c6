//! Typed queries on `events`, `event_players`, `event_rounds`, `event_pairings` and
//! `knockout_concessions`.

use super::games::{from_sql, to_sql};
use anyhow::anyhow;
use lyngk_domain::event::{EntryLimits, EventFormat, EventSettings};
use lyngk_domain::names::name_key;
use lyngk_rules::Variant;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// Where an event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventState {
    /// Players may join; nothing is paired yet.
    Open,
    /// Rounds are being played.
    Running,
    /// The last round is over.
    Finished,
}

impl EventState {
    pub fn as_str(self) -> &'static str {
        match self {
            EventState::Open => "open",
            EventState::Running => "running",
            EventState::Finished => "finished",
        }
    }

    fn parse(text: &str) -> anyhow::Result<EventState> {
        Ok(match text {
            "open" => EventState::Open,
            "running" => EventState::Running,
            "finished" => EventState::Finished,
            other => return Err(anyhow!("unknown event state '{other}' in the database")),
        })
    }
}

/// One row of `events`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    pub id: i64,
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub settings: EventSettings,
    pub state: EventState,
    pub organiser: u64,
    /// The secret the event's game seeds are drawn from.
    pub seed_key: u64,
    pub version: i64,
}

/// What a new event needs.
#[derive(Clone, Debug)]
pub struct NewEvent {
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub settings: EventSettings,
    pub organiser: u64,
    pub seed_key: u64,
}

/// A player of an event; `entry` is their index in entry order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPlayer {
    pub user: u64,
    pub name: String,
    pub entry: u32,
    pub rating: u16,
    pub withdrawn: bool,
}

/// A round's opening and deadline; `closed` once its results are recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventRound {
    pub number: u32,
    pub opened_at: i64,
    pub deadline_at: i64,
    pub closed: bool,
}

/// One pairing of a round with what the results need from its `games` row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPairing {
    pub round: u32,
    pub white: u32,
    /// `None`: the pairing-allocated bye.
    pub black: Option<u32>,
    pub game: Option<i64>,
    pub thread_open: bool,
    pub finished: bool,
    pub winner: Option<u64>,
    /// Ended before both players had moved (no points for either).
    pub aborted: bool,
    /// The entry who lost by withdrawing.
    pub forfeited_by: Option<u32>,
    /// Stacks removed by white and black, once the game has ended.
    pub removed: Option<[u32; 2]>,
    /// The game's number within its pairing: a knockout match's games count up; a
    /// Swiss pairing is game 1.
    pub number: u32,
}

/// A game's channel before its thread exists: outside the snowflake range and apart
/// from league placeholders (bit 62), unique per event, round and slot.
pub fn placeholder_channel(event: i64, round: u32, slot: usize) -> u64 {
    (1 << 63) | (1 << 62) | ((event as u64) << 24) | (u64::from(round) << 14) | slot as u64
}

const EVENT_COLUMNS: &str = "id, guild_id, channel, name, format, variant, days_per_move, rated, \
     rounds, round_days, late_entry, forfeit_on_withdrawal, max_players, min_rating, max_rating, \
     state, created_by, version, seed_key, best_of, max_time_losses";

struct RawEvent {
    row: EventRow,
    format: String,
    variant: String,
    state: String,
}

fn event_row(row: &Row) -> rusqlite::Result<RawEvent> {
    let settings = EventSettings {
        format: EventFormat::Swiss,
        variant: Variant::Standard,
        days_per_move: row.get(6)?,
        rated: row.get(7)?,
        rounds: row.get(8)?,
        round_days: row.get(9)?,
        late_entry: row.get(10)?,
        forfeit_on_withdrawal: row.get(11)?,
        limits: EntryLimits {
            max_players: row.get(12)?,
            min_rating: row.get(13)?,
            max_rating: row.get(14)?,
            max_time_losses: row.get(20)?,
        },
        best_of: row.get(19)?,
    };
    Ok(RawEvent {
        row: EventRow {
            id: row.get(0)?,
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
            name: row.get(3)?,
            settings,
            state: EventState::Open,
            organiser: from_sql(row.get(16)?),
            version: row.get(17)?,
            seed_key: from_sql(row.get(18)?),
        },
        format: row.get(4)?,
        variant: row.get(5)?,
        state: row.get(15)?,
    })
}

fn checked(raw: RawEvent) -> anyhow::Result<EventRow> {
    let mut row = raw.row;
    row.settings.format = EventFormat::parse(&raw.format)
        .ok_or_else(|| anyhow!("unknown format '{}' in event {}", raw.format, row.id))?;
    row.settings.variant = Variant::from_name(&raw.variant)
        .ok_or_else(|| anyhow!("unknown variant '{}' in event {}", raw.variant, row.id))?;
    row.state = EventState::parse(&raw.state)?;
    Ok(row)
}

/// The event of `guild` called `name`, whatever its case or Unicode form (compared as
/// [`name_key`]s: "été" finds "Été" and "ÉTÉ"). A server holds a few hundred events at
/// most, so their names are compared here rather than by SQLite, whose `NOCASE` folds
/// ASCII only.
pub fn event_by_name(
    conn: &Connection,
    guild: u64,
    name: &str,
) -> anyhow::Result<Option<EventRow>> {
    let wanted = name_key(name);
    let mut statement = conn.prepare_cached("SELECT id, name FROM events WHERE guild_id = ?1")?;
    let mut rows = statement.query([to_sql(guild)])?;
    while let Some(row) = rows.next()? {
        let stored: String = row.get(1)?;
        if name_key(&stored) == wanted {
            return event_by_id(conn, row.get(0)?);
        }
    }
    Ok(None)
}

pub fn event_by_id(conn: &Connection, id: i64) -> anyhow::Result<Option<EventRow>> {
    let sql = format!("SELECT {EVENT_COLUMNS} FROM events WHERE id = ?1");
    let raw = conn
        .prepare_cached(&sql)?
        .query_row([id], event_row)
        .optional()?;
    raw.map(checked).transpose()
}

/// The server's events, newest first.
pub fn events_of_guild(conn: &Connection, guild: u64) -> anyhow::Result<Vec<EventRow>> {
    let sql = format!("SELECT {EVENT_COLUMNS} FROM events WHERE guild_id = ?1 ORDER BY id DESC");
    let raws: Vec<RawEvent> = conn
        .prepare_cached(&sql)?
        .query_map([to_sql(guild)], event_row)?
        .collect::<Result<_, _>>()?;
    raws.into_iter().map(checked).collect()
}

/// Every running event, on any server.
pub fn running_events(conn: &Connection) -> anyhow::Result<Vec<EventRow>> {
    let sql = format!("SELECT {EVENT_COLUMNS} FROM events WHERE state = 'running' ORDER BY id");
    let raws: Vec<RawEvent> = conn
        .prepare_cached(&sql)?
        .query_map([], event_row)?
        .collect::<Result<_, _>>()?;
    raws.into_iter().map(checked).collect()
}

/// Inserts an event; a name already used on the server is a unique violation.
pub fn insert_event(conn: &Connection, new: &NewEvent, now: i64) -> anyhow::Result<i64> {
    let s = &new.settings;
    conn.prepare_cached(
        "INSERT INTO events (guild_id, channel, name, format, variant, days_per_move, rated, \
         rounds, round_days, late_entry, forfeit_on_withdrawal, max_players, min_rating, \
         max_rating, state, created_by, created_at, updated_at, seed_key, best_of, \
         max_time_losses) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 'open', ?15, ?16, ?16, ?17, \
         ?18, ?19)",
    )?
    .execute(params![
        to_sql(new.guild),
        to_sql(new.channel),
        new.name,
        s.format.as_str(),
        s.variant.name(),
        s.days_per_move,
        s.rated,
        s.rounds,
        s.round_days,
        s.late_entry,
        s.forfeit_on_withdrawal,
        s.limits.max_players,
        s.limits.min_rating,
        s.limits.max_rating,
        to_sql(new.organiser),
        now,
        to_sql(new.seed_key),
        s.best_of,
        s.limits.max_time_losses,
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Sets how many rounds the event has (a knockout's follow from its players).
pub fn set_rounds(conn: &Connection, event: i64, rounds: u32) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE events SET rounds = ?1 WHERE id = ?2")?
        .execute(params![rounds, event])?;
    Ok(())
}

/// Moves an event to `state` if nobody changed it since it was loaded.
pub fn set_state(
    conn: &Connection,
    event: &EventRow,
    state: EventState,
    now: i64,
) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE events SET state = ?1, version = version + 1, updated_at = ?2 \
             WHERE id = ?3 AND version = ?4",
        )?
        .execute(params![state.as_str(), now, event.id, event.version])?;
    Ok(changed == 1)
}

/// The players in entry order, withdrawn ones included.
pub fn players(conn: &Connection, event: i64) -> anyhow::Result<Vec<EventPlayer>> {
    let players = conn
        .prepare_cached(
            "SELECT user_id, name, entry, rating, withdrawn_at IS NOT NULL \
             FROM event_players WHERE event = ?1 ORDER BY entry",
        )?
        .query_map([event], |r| {
            Ok(EventPlayer {
                user: from_sql(r.get(0)?),
                name: r.get(1)?,
                entry: r.get(2)?,
                rating: r.get(3)?,
                withdrawn: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(players)
}

/// Adds a player after the last one; joining twice is a unique violation.
pub fn add_player(
    conn: &Connection,
    event: i64,
    user: u64,
    name: &str,
    rating: u16,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO event_players (event, user_id, name, entry, rating, joined_at) \
         VALUES (?1, ?2, ?3, \
           (SELECT COALESCE(MAX(entry) + 1, 0) FROM event_players WHERE event = ?1), ?4, ?5)",
    )?
    .execute(params![event, to_sql(user), name, rating, now])?;
    Ok(())
}

/// Puts a player who had left back in: no longer withdrawn, under `name`. False if
/// they had never joined.
pub fn rejoin(
    conn: &Connection,
    event: i64,
    user: u64,
    name: &str,
    now: i64,
) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE event_players SET withdrawn_at = NULL, name = ?1, joined_at = ?2 \
             WHERE event = ?3 AND user_id = ?4 AND withdrawn_at IS NOT NULL",
        )?
        .execute(params![name, now, event, to_sql(user)])?;
    Ok(changed == 1)
}

/// Removes a player before the start; false if they had not joined.
pub fn remove_player(conn: &Connection, event: i64, user: u64) -> anyhow::Result<bool> {
    // Entries stay dense: the ones after the leaver move up.
    let Some(entry) = conn
        .prepare_cached("SELECT entry FROM event_players WHERE event = ?1 AND user_id = ?2")?
        .query_row(params![event, to_sql(user)], |r| r.get::<_, i64>(0))
        .optional()?
    else {
        return Ok(false);
    };
    conn.prepare_cached("DELETE FROM event_players WHERE event = ?1 AND user_id = ?2")?
        .execute(params![event, to_sql(user)])?;
    // One at a time, lowest first, so the unique (event, entry) holds at each step.
    let mut later = conn.prepare_cached(
        "SELECT user_id FROM event_players WHERE event = ?1 AND entry > ?2 ORDER BY entry",
    )?;
    let users: Vec<i64> = later
        .query_map(params![event, entry], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for user in users {
        conn.prepare_cached(
            "UPDATE event_players SET entry = entry - 1 WHERE event = ?1 AND user_id = ?2",
        )?
        .execute(params![event, user])?;
    }
    Ok(true)
}

/// Marks a player withdrawn; false if they had not joined or had withdrawn already.
pub fn withdraw_player(conn: &Connection, event: i64, user: u64, now: i64) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE event_players SET withdrawn_at = ?1 \
             WHERE event = ?2 AND user_id = ?3 AND withdrawn_at IS NULL",
        )?
        .execute(params![now, event, to_sql(user)])?;
    Ok(changed == 1)
}

pub fn insert_round(conn: &Connection, event: i64, round: &EventRound) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO event_rounds (event, round, opened_at, deadline_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        event,
        round.number,
        round.opened_at,
        round.deadline_at
    ])?;
    Ok(())
}

pub fn close_round(conn: &Connection, event: i64, round: u32, now: i64) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE event_rounds SET closed_at = ?1 WHERE event = ?2 AND round = ?3")?
        .execute(params![now, event, round])?;
    Ok(())
}

/// The event's rounds in order.
pub fn rounds(conn: &Connection, event: i64) -> anyhow::Result<Vec<EventRound>> {
    let rounds = conn
        .prepare_cached(
            "SELECT round, opened_at, deadline_at, closed_at IS NOT NULL \
             FROM event_rounds WHERE event = ?1 ORDER BY round",
        )?
        .query_map([event], |r| {
            Ok(EventRound {
                number: r.get(0)?,
                opened_at: r.get(1)?,
                deadline_at: r.get(2)?,
                closed: r.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rounds)
}

/// Open rounds whose deadline has come: `(event, round)`.
pub fn rounds_past_deadline(conn: &Connection, now: i64) -> anyhow::Result<Vec<(i64, u32)>> {
    let due = conn
        .prepare_cached(
            "SELECT event, round FROM event_rounds \
             WHERE closed_at IS NULL AND deadline_at <= ?1 ORDER BY deadline_at",
        )?
        .query_map([now], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(due)
}

/// The deadline of a round that has none (a round robin's whose games all open at the
/// start): never due, and left out of [`next_deadline`].
pub const NO_DEADLINE: i64 = i64::MAX;

/// The earliest deadline of a round still open.
pub fn next_deadline(conn: &Connection) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached(
            "SELECT MIN(deadline_at) FROM event_rounds \
             WHERE closed_at IS NULL AND deadline_at < ?1",
        )?
        .query_row([NO_DEADLINE], |r| r.get(0))?)
}

/// Stores a game (`black` and `game` given) or a bye.
pub fn insert_pairing(
    conn: &Connection,
    event: i64,
    round: u32,
    white: u32,
    game: Option<(u32, i64)>,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO event_pairings (event, round, white, black, game) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        event,
        round,
        white,
        game.map(|g| g.0),
        game.map(|g| g.1)
    ])?;
    Ok(())
}

/// Stores game `number` of a knockout match: `white` moves first.
pub fn insert_match_game(
    conn: &Connection,
    event: i64,
    round: u32,
    [white, black]: [u32; 2],
    number: u32,
    game: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO event_pairings (event, round, white, black, game, number) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![event, round, white, black, game, number])?;
    Ok(())
}

/// Why a knockout match was given up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concession {
    /// The player withdrew.
    Withdrawn,
    /// The round's deadline came with the player not ahead.
    Deadline,
}

impl Concession {
    fn as_str(self) -> &'static str {
        match self {
            Concession::Withdrawn => "withdrawn",
            Concession::Deadline => "deadline",
        }
    }
}

/// Records that `entry` gave up their knockout match of `round`.
pub fn insert_concession(
    conn: &Connection,
    event: i64,
    round: u32,
    entry: u32,
    reason: Concession,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT OR IGNORE INTO knockout_concessions (event, round, entry, reason, conceded_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![event, round, entry, reason.as_str(), now])?;
    Ok(())
}

/// The event's conceded matches, `(round, entry, reason)`, in the order given up.
pub fn concessions(conn: &Connection, event: i64) -> anyhow::Result<Vec<(u32, u32, Concession)>> {
    let rows = conn
        .prepare_cached(
            "SELECT round, entry, reason = 'withdrawn' FROM knockout_concessions \
             WHERE event = ?1 ORDER BY conceded_at, rowid",
        )?
        .query_map([event], |r| {
            let reason = match r.get::<_, bool>(2)? {
                true => Concession::Withdrawn,
                false => Concession::Deadline,
            };
            Ok((r.get(0)?, r.get(1)?, reason))
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Every pairing of the event, by round, with its game's status.
pub fn pairings(conn: &Connection, event: i64) -> anyhow::Result<Vec<EventPairing>> {
    let pairings = conn
        .prepare_cached(
            "SELECT p.round, p.white, p.black, p.game, p.thread_open, \
             COALESCE(g.status = 'finished', 1), g.winner_id, \
             COALESCE(g.result, '') = 'aborted', p.forfeited_by, p.removed_white, p.removed_black, \
             p.number \
             FROM event_pairings p LEFT JOIN games g ON g.id = p.game \
             WHERE p.event = ?1 ORDER BY p.round, p.rowid",
        )?
        .query_map([event], |r| {
            let removed: (Option<u32>, Option<u32>) = (r.get(9)?, r.get(10)?);
            Ok(EventPairing {
                round: r.get(0)?,
                white: r.get(1)?,
                black: r.get(2)?,
                game: r.get(3)?,
                thread_open: r.get(4)?,
                finished: r.get(5)?,
                winner: r.get::<_, Option<i64>>(6)?.map(from_sql),
                aborted: r.get(7)?,
                forfeited_by: r.get(8)?,
                removed: match removed {
                    (Some(a), Some(b)) => Some([a, b]),
                    _ => None,
                },
                number: r.get(11)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(pairings)
}

/// How many games of the round are still going on.
pub fn games_running(conn: &Connection, event: i64, round: u32) -> anyhow::Result<usize> {
    let running: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM event_pairings p JOIN games g ON g.id = p.game \
             WHERE p.event = ?1 AND p.round = ?2 AND g.status != 'finished'",
        )?
        .query_row(params![event, round], |r| r.get(0))?;
    Ok(running as usize)
}

/// How many of the event's games have ended, and how many it has.
pub fn games_ended(conn: &Connection, event: i64) -> anyhow::Result<(usize, usize)> {
    let (ended, all): (i64, i64) = conn
        .prepare_cached(
            "SELECT COALESCE(SUM(g.status = 'finished'), 0), COUNT(*) \
             FROM event_pairings p JOIN games g ON g.id = p.game WHERE p.event = ?1",
        )?
        .query_row([event], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok((ended as usize, all as usize))
}

/// The event and round a game belongs to, if any.
pub fn event_of_game(conn: &Connection, game: i64) -> anyhow::Result<Option<(i64, u32)>> {
    Ok(conn
        .prepare_cached("SELECT event, round FROM event_pairings WHERE game = ?1")?
        .query_row([game], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?)
}

/// Stores the stacks each side removed (the game's own points, the last tiebreak).
pub fn set_removed(conn: &Connection, game: i64, removed: [u32; 2]) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE event_pairings SET removed_white = ?1, removed_black = ?2 WHERE game = ?3",
    )?
    .execute(params![removed[0], removed[1], game])?;
    Ok(())
}

/// Records that `entry` lost the game by withdrawing.
pub fn set_forfeited(conn: &Connection, game: i64, entry: u32) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE event_pairings SET forfeited_by = ?1 WHERE game = ?2")?
        .execute(params![entry, game])?;
    Ok(())
}

/// Moves an event game from its placeholder into its thread. False when the game is
/// not an event game waiting for a thread.
pub fn attach_thread(conn: &Connection, game: i64, channel: u64, now: i64) -> anyhow::Result<bool> {
    let waiting = conn
        .prepare_cached(
            "UPDATE event_pairings SET thread_open = 1 WHERE game = ?1 AND thread_open = 0",
        )?
        .execute([game])?;
    if waiting != 1 {
        return Ok(false);
    }
    super::games::move_into_thread(conn, game, channel, now)?;
    Ok(true)
}
