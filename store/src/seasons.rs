//! Typed queries on `division_rules`, `seasons`, `season_divisions` and
//! `season_members`. A divisions event's roster is its `event_players` (a player who
//! left is withdrawn there); each season's division is an event of its own.

use super::games::{from_sql, to_sql};
use lyngk_domain::divisions::{DivisionPlay, DivisionRules};
use lyngk_domain::league::RoundRobin;
use rusqlite::{params, Connection, OptionalExtension};

/// One season as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Season {
    pub event: i64,
    pub number: u32,
    pub opened_at: i64,
    /// Every division had finished: the moves are decided.
    pub ended_at: Option<i64>,
    /// When the next season opens by itself (set with `ended_at`).
    pub next_opens_at: Option<i64>,
}

/// One player of a season: their division (0 the top), seeding order in it, and
/// the place they finished in once the season has ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub user: u64,
    pub division: u32,
    pub seat: u32,
    pub place: Option<u32>,
}

pub fn insert_rules(conn: &Connection, event: i64, rules: DivisionRules) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO division_rules \
         (event, division_size, movers, pause_days, rounds, division_format, legs) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        event,
        rules.division_size,
        rules.movers,
        rules.pause_days,
        rules.rounds,
        rules.play.as_str(),
        rules.legs.legs()
    ])?;
    Ok(())
}

pub fn rules(conn: &Connection, event: i64) -> anyhow::Result<Option<DivisionRules>> {
    Ok(conn
        .prepare_cached(
            "SELECT division_size, movers, pause_days, rounds, division_format, legs \
             FROM division_rules WHERE event = ?1",
        )?
        .query_row([event], |r| {
            let play: String = r.get(4)?;
            Ok(DivisionRules {
                division_size: r.get(0)?,
                movers: r.get(1)?,
                pause_days: r.get(2)?,
                rounds: r.get(3)?,
                play: DivisionPlay::parse(&play).unwrap_or_default(),
                legs: match r.get::<_, u32>(5)? {
                    2 => RoundRobin::Double,
                    _ => RoundRobin::Single,
                },
            })
        })
        .optional()?)
}

fn season_row(r: &rusqlite::Row) -> rusqlite::Result<Season> {
    Ok(Season {
        event: r.get(0)?,
        number: r.get(1)?,
        opened_at: r.get(2)?,
        ended_at: r.get(3)?,
        next_opens_at: r.get(4)?,
    })
}

const SEASON_COLUMNS: &str = "event, number, opened_at, ended_at, next_opens_at";

/// Opens season `number`; false if it was opened already (a repeated job).
pub fn insert_season(conn: &Connection, event: i64, number: u32, now: i64) -> anyhow::Result<bool> {
    let inserted = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO seasons (event, number, opened_at) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![event, number, now])?;
    Ok(inserted == 1)
}

/// The event's latest season, if it has one.
pub fn latest_season(conn: &Connection, event: i64) -> anyhow::Result<Option<Season>> {
    let sql = format!(
        "SELECT {SEASON_COLUMNS} FROM seasons WHERE event = ?1 ORDER BY number DESC LIMIT 1"
    );
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([event], season_row)
        .optional()?)
}

/// Ends a season; false if it had ended already.
pub fn end_season(
    conn: &Connection,
    event: i64,
    number: u32,
    now: i64,
    next_opens_at: i64,
) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE seasons SET ended_at = ?1, next_opens_at = ?2 \
             WHERE event = ?3 AND number = ?4 AND ended_at IS NULL",
        )?
        .execute(params![now, next_opens_at, event, number])?;
    Ok(changed == 1)
}

/// Seasons still being played, on any server.
pub fn seasons_running(conn: &Connection) -> anyhow::Result<Vec<Season>> {
    let sql = format!("SELECT {SEASON_COLUMNS} FROM seasons WHERE ended_at IS NULL ORDER BY event");
    let rows = conn
        .prepare_cached(&sql)?
        .query_map([], season_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Ended seasons whose pause is over and whose next season has not opened, for
/// events still running.
pub fn seasons_to_follow(conn: &Connection, now: i64) -> anyhow::Result<Vec<Season>> {
    let sql = format!(
        "SELECT {SEASON_COLUMNS} FROM seasons s \
         WHERE ended_at IS NOT NULL AND next_opens_at <= ?1 \
           AND NOT EXISTS (SELECT 1 FROM seasons n WHERE n.event = s.event AND n.number > s.number) \
           AND (SELECT state FROM events e WHERE e.id = s.event) = 'running' \
         ORDER BY next_opens_at"
    );
    let rows = conn
        .prepare_cached(&sql)?
        .query_map([now], season_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// When the next season waiting for its pause to end opens.
pub fn next_opening(conn: &Connection) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached(
            "SELECT MIN(next_opens_at) FROM seasons s WHERE ended_at IS NOT NULL \
             AND NOT EXISTS (SELECT 1 FROM seasons n WHERE n.event = s.event AND n.number > s.number) \
             AND (SELECT state FROM events e WHERE e.id = s.event) = 'running'",
        )?
        .query_row([], |r| r.get(0))?)
}

/// Records that `division` of a season is played as the event `played_as`.
pub fn insert_division(
    conn: &Connection,
    event: i64,
    season: u32,
    division: u32,
    played_as: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO season_divisions (event, season, division, played_as) \
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![event, season, division, played_as])?;
    Ok(())
}

/// A season's divisions, the top first: the events they are played as.
pub fn divisions(conn: &Connection, event: i64, season: u32) -> anyhow::Result<Vec<i64>> {
    let rows = conn
        .prepare_cached(
            "SELECT played_as FROM season_divisions WHERE event = ?1 AND season = ?2 \
             ORDER BY division",
        )?
        .query_map(params![event, season], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The divisions event, season and division an event is played for, if it is one.
pub fn division_of_event(
    conn: &Connection,
    played_as: i64,
) -> anyhow::Result<Option<(i64, u32, u32)>> {
    Ok(conn
        .prepare_cached(
            "SELECT event, season, division FROM season_divisions WHERE played_as = ?1",
        )?
        .query_row([played_as], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?)
}

pub fn insert_member(
    conn: &Connection,
    event: i64,
    season: u32,
    user: u64,
    division: u32,
    seat: u32,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO season_members (event, season, user_id, division, seat) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![event, season, to_sql(user), division, seat])?;
    Ok(())
}

/// A season's players by division (top first), then seat.
pub fn members(conn: &Connection, event: i64, season: u32) -> anyhow::Result<Vec<Member>> {
    let rows = conn
        .prepare_cached(
            "SELECT user_id, division, seat, place FROM season_members \
             WHERE event = ?1 AND season = ?2 ORDER BY division, seat",
        )?
        .query_map(params![event, season], |r| {
            Ok(Member {
                user: from_sql(r.get(0)?),
                division: r.get(1)?,
                seat: r.get(2)?,
                place: r.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Records the place `user` finished the season in, within their division.
pub fn set_place(
    conn: &Connection,
    event: i64,
    season: u32,
    user: u64,
    place: u32,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE season_members SET place = ?1 WHERE event = ?2 AND season = ?3 AND user_id = ?4",
    )?
    .execute(params![place, event, season, to_sql(user)])?;
    Ok(())
}
