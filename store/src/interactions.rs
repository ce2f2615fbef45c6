//! Typed queries on `processed_interactions`: each Discord interaction is applied
//! once, and a redelivery gets the reply it had (its row commits with the change).

use super::games::to_sql;
use rusqlite::{params, Connection, OptionalExtension};

/// The reply text stored when `interaction` was applied, if it was.
pub fn processed_reply(conn: &Connection, interaction: u64) -> anyhow::Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT reply_text FROM processed_interactions WHERE interaction_id = ?1")?
        .query_row([to_sql(interaction)], |r| r.get(0))
        .optional()?)
}

/// Marks `interaction` applied, with the text it answered.
pub fn record_interaction(
    conn: &Connection,
    interaction: u64,
    game: Option<i64>,
    reply_text: &str,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO processed_interactions (interaction_id, game, reply_text, created_at) \
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![to_sql(interaction), game, reply_text, now])?;
    Ok(())
}

/// How long an applied interaction is remembered. Discord redelivers an interaction
/// within minutes (its token lives 15 minutes), so after a day it cannot come back.
pub const INTERACTION_MEMORY_SECS: i64 = 24 * 60 * 60;

/// Forgets the interactions applied more than [`INTERACTION_MEMORY_SECS`] before
/// `now`; returns how many.
pub fn prune_interactions(conn: &Connection, now: i64) -> anyhow::Result<usize> {
    Ok(conn
        .prepare_cached("DELETE FROM processed_interactions WHERE created_at < ?1")?
        .execute([now - INTERACTION_MEMORY_SECS])?)
}
