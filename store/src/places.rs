//! Typed queries on `suspended_guilds`, `closed_threads`, `lost_places` and
//! `lost_permissions`: what a server did to the places of its games. Like
//! [`super::games`], every function takes the caller's connection or transaction.

use super::games::{from_sql, to_sql};
use anyhow::anyhow;
use rusqlite::{params, Connection, OptionalExtension};

/// The SQL condition that keeps the games of servers the bot was removed from out of
/// the background jobs, digests and game lists (`games` must be in the query).
pub const NOT_SUSPENDED: &str =
    "IFNULL(games.guild, 0) NOT IN (SELECT guild FROM suspended_guilds)";

/// Why the server ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LossCause {
    /// Its channel or thread was deleted.
    Deleted,
    /// Its thread stayed closed (archived by a moderator, or locked) past the grace
    /// period.
    Closed,
}

impl LossCause {
    fn as_str(self) -> &'static str {
        match self {
            LossCause::Deleted => "deleted",
            LossCause::Closed => "closed",
        }
    }

    fn parse(text: &str) -> anyhow::Result<LossCause> {
        match text {
            "deleted" => Ok(LossCause::Deleted),
            "closed" => Ok(LossCause::Closed),
            other => Err(anyhow!("unknown cause '{other}' in lost_places")),
        }
    }
}

/// Marks `guild` as left at `now`; false when it already was (a repeated event).
pub fn suspend_guild(conn: &Connection, guild: u64, now: i64) -> anyhow::Result<bool> {
    let added = conn
        .prepare_cached("INSERT OR IGNORE INTO suspended_guilds (guild, since) VALUES (?1, ?2)")?
        .execute(params![to_sql(guild), now])?;
    Ok(added == 1)
}

/// Since when `guild`'s games are suspended, if they are.
pub fn suspended_since(conn: &Connection, guild: u64) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT since FROM suspended_guilds WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| r.get(0))
        .optional()?)
}

/// The active games of `guild` with a running clock, whose clocks a resumption moves on.
pub fn running_clocks_in(conn: &Connection, guild: u64) -> anyhow::Result<Vec<i64>> {
    let mut statement = conn.prepare_cached(
        "SELECT id FROM games JOIN clocks ON clocks.game = games.id \
         WHERE games.guild = ?1 AND games.status = 'active' AND clocks.ended IS NULL \
         ORDER BY id",
    )?;
    let ids = statement.query_map([to_sql(guild)], |r| r.get(0))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// Ends `guild`'s suspension, once the caller moved its games' clocks and reminders on
/// (the service does, with each player's off hours and vacations): the grace period
/// of its closed threads moves on by `away` seconds.
pub fn resume_guild(conn: &Connection, guild: u64, away: i64) -> anyhow::Result<()> {
    let guild = to_sql(guild);
    // Time away does not count towards a closed thread's grace period either.
    conn.prepare_cached(
        "UPDATE closed_threads SET since = since + ?2 \
         WHERE game IN (SELECT id FROM games WHERE guild = ?1 AND status IN ('open', 'active'))",
    )?
    .execute(params![guild, away])?;
    conn.prepare_cached("DELETE FROM suspended_guilds WHERE guild = ?1")?
        .execute([guild])?;
    Ok(())
}

/// A game's thread as a moderator left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClosedThread {
    pub game: i64,
    /// When it was closed (unix seconds); a later closing keeps the first time.
    pub since: i64,
    pub locked: bool,
    /// The channel the thread belongs to, if known.
    pub parent: Option<u64>,
}

/// Records that a game's thread was closed (the first closing's time counts).
pub fn close_thread(conn: &Connection, closed: &ClosedThread) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO closed_threads (game, since, locked, parent) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (game) DO UPDATE SET locked = ?3, parent = IFNULL(?4, parent)",
    )?
    .execute(params![
        closed.game,
        closed.since,
        closed.locked,
        closed.parent.map(to_sql)
    ])?;
    Ok(())
}

/// The recorded closing of `game`'s thread, if any.
pub fn closed_thread(conn: &Connection, game: i64) -> anyhow::Result<Option<ClosedThread>> {
    Ok(conn
        .prepare_cached("SELECT since, locked, parent FROM closed_threads WHERE game = ?1")?
        .query_row([game], |r| {
            Ok(ClosedThread {
                game,
                since: r.get(0)?,
                locked: r.get(1)?,
                parent: r.get::<_, Option<i64>>(2)?.map(from_sql),
            })
        })
        .optional()?)
}

/// The thread of `game` is open again; true when it had been recorded closed.
pub fn reopen_thread(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    let removed = conn
        .prepare_cached("DELETE FROM closed_threads WHERE game = ?1")?
        .execute([game])?;
    Ok(removed == 1)
}

/// Live games (open or active, not suspended) whose thread has been closed since
/// `before` or earlier.
pub fn closed_before(conn: &Connection, before: i64) -> anyhow::Result<Vec<i64>> {
    let sql = format!(
        "SELECT games.id FROM closed_threads JOIN games ON games.id = closed_threads.game \
         WHERE closed_threads.since <= ?1 AND games.status IN ('open', 'active') \
         AND {NOT_SUSPENDED} ORDER BY closed_threads.since"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let ids = statement.query_map([before], |r| r.get(0))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// When the earliest recorded closing of a live game's thread began.
pub fn earliest_closing(conn: &Connection) -> anyhow::Result<Option<i64>> {
    let sql = format!(
        "SELECT MIN(closed_threads.since) FROM closed_threads \
         JOIN games ON games.id = closed_threads.game \
         WHERE games.status IN ('open', 'active') AND {NOT_SUSPENDED}"
    );
    Ok(conn.prepare_cached(&sql)?.query_row([], |r| r.get(0))?)
}

/// Records why the server ended `game`.
pub fn record_loss(conn: &Connection, game: i64, cause: LossCause, at: i64) -> anyhow::Result<()> {
    conn.prepare_cached("INSERT INTO lost_places (game, cause, at) VALUES (?1, ?2, ?3)")?
        .execute(params![game, cause.as_str(), at])?;
    conn.prepare_cached("DELETE FROM closed_threads WHERE game = ?1")?
        .execute([game])?;
    Ok(())
}

/// Why the server ended `game`, if it did.
pub fn loss_of(conn: &Connection, game: i64) -> anyhow::Result<Option<LossCause>> {
    let cause: Option<String> = conn
        .prepare_cached("SELECT cause FROM lost_places WHERE game = ?1")?
        .query_row([game], |r| r.get(0))
        .optional()?;
    cause.as_deref().map(LossCause::parse).transpose()
}

/// Records that the bot could not post in `game`'s channel (Discord's `code`); the
/// latest failure counts.
pub fn record_lost_permission(
    conn: &Connection,
    game: i64,
    code: u64,
    at: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO lost_permissions (game, code, at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (game) DO UPDATE SET code = ?2, at = ?3",
    )?
    .execute(params![game, i64::try_from(code)?, at])?;
    Ok(())
}

/// Takes the recorded failure of `game`, if any: it is reported once.
pub fn take_lost_permission(conn: &Connection, game: i64) -> anyhow::Result<Option<u64>> {
    let code: Option<i64> = conn
        .prepare_cached("DELETE FROM lost_permissions WHERE game = ?1 RETURNING code")?
        .query_row([game], |r| r.get(0))
        .optional()?;
    Ok(code.map(|c| c as u64))
}

/// The open or active game in `channel` (a snowflake, unique across servers), if any.
pub fn live_game_in_channel(conn: &Connection, channel: u64) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM games WHERE channel = ?1 AND status IN ('open', 'active') \
             ORDER BY id DESC LIMIT 1",
        )?
        .query_row([to_sql(channel)], |r| r.get(0))
        .optional()?)
}

/// Whether a refused post of `game` waits to be reported.
pub fn has_lost_permission(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM lost_permissions WHERE game = ?1")?
        .query_row([game], |_| Ok(()))
        .optional()?
        .is_some())
}

/// The servers with an open or active game, not suspended.
pub fn guilds_with_live_games(conn: &Connection) -> anyhow::Result<Vec<u64>> {
    let sql = format!(
        "SELECT DISTINCT guild FROM games WHERE guild IS NOT NULL \
         AND status IN ('open', 'active') AND {NOT_SUSPENDED}"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let guilds = statement.query_map([], |r| r.get::<_, i64>(0))?;
    Ok(guilds.map(|g| g.map(from_sql)).collect::<Result<_, _>>()?)
}
