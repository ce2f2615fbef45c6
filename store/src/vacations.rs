//! Typed queries on `vacations`: the days a player's clocks stand still. Every
//! function takes the caller's connection or transaction.

use super::games::to_sql;
use lyngk_domain::clock::Vacation;
use rusqlite::{params, Connection, OptionalExtension};

/// A player's vacations, oldest first.
pub fn vacations(conn: &Connection, user: u64) -> anyhow::Result<Vec<Vacation>> {
    let mut statement = conn.prepare_cached(
        "SELECT from_ts, until_ts FROM vacations WHERE user_id = ?1 ORDER BY from_ts",
    )?;
    let rows = statement.query_map([to_sql(user)], |r| {
        Ok(Vacation {
            from: r.get(0)?,
            until: r.get(1)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn insert_vacation(conn: &Connection, user: u64, vacation: Vacation) -> anyhow::Result<()> {
    conn.prepare_cached("INSERT INTO vacations (user_id, from_ts, until_ts) VALUES (?1, ?2, ?3)")?
        .execute(params![to_sql(user), vacation.from, vacation.until])?;
    Ok(())
}

/// Whether vacations pause `game`: not in an event that forbids them.
pub fn vacation_allowed_in_game(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    Ok(conn
        .prepare_cached(
            "SELECT vacation_allowed FROM events WHERE id IN \
             (SELECT event FROM event_pairings WHERE game = ?1 \
              UNION SELECT event FROM ladder_challenges WHERE game = ?1)",
        )?
        .query_row([game], |r| r.get::<_, bool>(0))
        .optional()?
        .unwrap_or(true))
}
