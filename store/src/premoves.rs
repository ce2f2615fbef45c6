//! Stored conditional-move lines, and which turns were played from them.

use super::games::to_sql;
use anyhow::Context;
use lyngk_domain::premove::Line;
use rusqlite::{params, Connection};

/// `player`'s stored lines in `game`, oldest first.
pub fn lines(conn: &Connection, game: i64, player: u64) -> anyhow::Result<Vec<Line>> {
    let mut statement = conn.prepare_cached(
        "SELECT start_ply, line FROM premoves WHERE game = ?1 AND player_id = ?2
         ORDER BY created_at, start_ply, line",
    )?;
    let rows = statement.query_map(params![game, to_sql(player)], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
    })?;
    let mut lines = Vec::new();
    for row in rows {
        let (start, text) = row?;
        let line = Line::from_stored(start as usize, &text)
            .with_context(|| format!("stored premove line '{text}' of game {game}"))?;
        lines.push(line);
    }
    Ok(lines)
}

/// Stores a line (a line already stored stays as it is).
pub fn insert(
    conn: &Connection,
    game: i64,
    player: u64,
    line: &Line,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT OR IGNORE INTO premoves (game, player_id, start_ply, line, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        game,
        to_sql(player),
        line.start as i64,
        line.to_string(),
        now
    ])?;
    Ok(())
}

/// Deletes one stored line.
pub fn delete(conn: &Connection, game: i64, player: u64, line: &Line) -> anyhow::Result<()> {
    conn.prepare_cached(
        "DELETE FROM premoves WHERE game = ?1 AND player_id = ?2 AND start_ply = ?3 AND line = ?4",
    )?
    .execute(params![
        game,
        to_sql(player),
        line.start as i64,
        line.to_string()
    ])?;
    Ok(())
}

/// Deletes `player`'s lines in `game` (every player's with `None`); returns how many.
pub fn clear(conn: &Connection, game: i64, player: Option<u64>) -> anyhow::Result<usize> {
    let deleted = match player {
        Some(player) => conn
            .prepare_cached("DELETE FROM premoves WHERE game = ?1 AND player_id = ?2")?
            .execute(params![game, to_sql(player)])?,
        None => conn
            .prepare_cached("DELETE FROM premoves WHERE game = ?1")?
            .execute([game])?,
    };
    Ok(deleted)
}

/// Marks the turn at `ply` as played from a stored line.
pub fn mark_turn(conn: &Connection, game: i64, ply: usize) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE turns SET premoved = 1 WHERE game = ?1 AND ply = ?2")?
        .execute(params![game, ply as i64])?;
    Ok(())
}

/// The plies of `game` that were played from stored lines, in order.
pub fn marked_turns(conn: &Connection, game: i64) -> anyhow::Result<Vec<usize>> {
    let mut statement =
        conn.prepare_cached("SELECT ply FROM turns WHERE game = ?1 AND premoved = 1 ORDER BY ply")?;
    let plies = statement
        .query_map([game], |r| r.get::<_, i64>(0))?
        .map(|ply| ply.map(|p| p as usize))
        .collect::<Result<_, _>>()?;
    Ok(plies)
}
