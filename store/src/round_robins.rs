//! Typed queries on `round_robins` and `round_robin_walkovers`. Players are named by
//! their `event_players.entry`.

use anyhow::anyhow;
use lyngk_domain::league::RoundRobin;
pub use lyngk_domain::round_robin::Pace;
use rusqlite::{params, Connection, OptionalExtension};

/// A round robin's own settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundRobinRules {
    pub legs: RoundRobin,
    /// The rounds the organiser named at the creation, checked at the start.
    pub rounds_named: Option<u32>,
    pub pace: Pace,
}

/// A scheduled game not played because one side had withdrawn: lost by them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walkover {
    pub round: u32,
    pub white: u32,
    pub black: u32,
    pub forfeited_by: u32,
}

pub fn insert_rules(conn: &Connection, event: i64, rules: RoundRobinRules) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO round_robins (event, legs, rounds_named, pace) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        event,
        rules.legs.legs(),
        rules.rounds_named,
        rules.pace.as_str()
    ])?;
    Ok(())
}

pub fn rules(conn: &Connection, event: i64) -> anyhow::Result<RoundRobinRules> {
    let (legs, rounds_named, pace): (u32, Option<u32>, String) = conn
        .prepare_cached("SELECT legs, rounds_named, pace FROM round_robins WHERE event = ?1")?
        .query_row([event], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?
        .ok_or_else(|| anyhow!("round robin {event} has no settings"))?;
    let legs = match legs {
        1 => RoundRobin::Single,
        _ => RoundRobin::Double,
    };
    let pace = Pace::parse(&pace).ok_or_else(|| anyhow!("round robin {event}: pace {pace}"))?;
    Ok(RoundRobinRules {
        legs,
        rounds_named,
        pace,
    })
}

/// Whether `event` is a round robin that opens every game at the start.
pub fn all_at_once(conn: &Connection, event: i64) -> anyhow::Result<bool> {
    let pace: Option<String> = conn
        .prepare_cached("SELECT pace FROM round_robins WHERE event = ?1")?
        .query_row([event], |r| r.get(0))
        .optional()?;
    Ok(pace.as_deref() == Some(Pace::AllAtOnce.as_str()))
}

pub fn insert_walkover(conn: &Connection, event: i64, walkover: Walkover) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO round_robin_walkovers (event, round, white, black, forfeited_by) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        event,
        walkover.round,
        walkover.white,
        walkover.black,
        walkover.forfeited_by
    ])?;
    Ok(())
}

/// The event's walkovers by round.
pub fn walkovers(conn: &Connection, event: i64) -> anyhow::Result<Vec<Walkover>> {
    let rows = conn
        .prepare_cached(
            "SELECT round, white, black, forfeited_by FROM round_robin_walkovers \
             WHERE event = ?1 ORDER BY round, rowid",
        )?
        .query_map([event], |r| {
            Ok(Walkover {
                round: r.get(0)?,
                white: r.get(1)?,
                black: r.get(2)?,
                forfeited_by: r.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
