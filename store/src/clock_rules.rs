//! Typed queries on the clock rules a game, an event or a server sets for all its
//! players: whether vacation applies in an event, and whether clocks stand still on
//! weekends. Every function takes the caller's connection or transaction.

use super::games::{from_sql, to_sql};
use rusqlite::{params, Connection, OptionalExtension};

/// What an event's organiser chose for its games' clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventClockRules {
    /// Whether vacations, booked or automatic, pause its games.
    pub vacation_allowed: bool,
    /// Whether its games' clocks stand still on weekends; `None`: the server's default.
    pub weekends_off: Option<bool>,
}

pub fn event_clock_rules(conn: &Connection, event: i64) -> anyhow::Result<EventClockRules> {
    Ok(conn
        .prepare_cached("SELECT vacation_allowed, weekends_off FROM events WHERE id = ?1")?
        .query_row([event], |r| {
            Ok(EventClockRules {
                vacation_allowed: r.get(0)?,
                weekends_off: r.get(1)?,
            })
        })?)
}

pub fn set_event_clock_rules(
    conn: &Connection,
    event: i64,
    rules: EventClockRules,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE events SET vacation_allowed = ?1, weekends_off = ?2 WHERE id = ?3",
    )?
    .execute(params![rules.vacation_allowed, rules.weekends_off, event])?;
    Ok(())
}

/// The server's default for games that chose nothing themselves.
pub fn server_weekends_off(conn: &Connection, guild: Option<u64>) -> anyhow::Result<bool> {
    let Some(guild) = guild else {
        return Ok(false);
    };
    Ok(conn
        .prepare_cached("SELECT weekends_off FROM guild_settings WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| r.get::<_, bool>(0))
        .optional()?
        .unwrap_or(false))
}

pub fn set_server_weekends_off(conn: &Connection, guild: u64, off: bool) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO guild_settings (guild, weekends_off) VALUES (?1, ?2) \
         ON CONFLICT (guild) DO UPDATE SET weekends_off = ?2",
    )?
    .execute(params![to_sql(guild), off])?;
    Ok(())
}

/// A game's own choice, made when it was challenged.
pub fn set_game_weekends_off(conn: &Connection, game: i64, off: bool) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE games SET weekends_off = ?1 WHERE id = ?2")?
        .execute(params![off, game])?;
    Ok(())
}

/// The weekends choice `game` made itself, if it made one.
pub fn game_weekends_off(conn: &Connection, game: i64) -> anyhow::Result<Option<bool>> {
    Ok(conn
        .prepare_cached("SELECT weekends_off FROM games WHERE id = ?1")?
        .query_row([game], |r| r.get(0))?)
}

/// Whether `game`'s clocks stand still on weekends for both players: its own choice,
/// else its event's, else its server's default.
pub fn weekends_off_in_game(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    let (own, event, guild): (Option<bool>, Option<bool>, Option<i64>) = conn
        .prepare_cached(
            "SELECT games.weekends_off, events.weekends_off, games.guild FROM games \
             LEFT JOIN event_pairings ON event_pairings.game = games.id \
             LEFT JOIN events ON events.id = event_pairings.event WHERE games.id = ?1",
        )?
        .query_row([game], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    match own.or(event) {
        Some(off) => Ok(off),
        None => server_weekends_off(conn, guild.map(from_sql)),
    }
}
