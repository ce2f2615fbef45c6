//! Typed queries on `outbox` (migration 0024): the public answers owed in a channel.
//!
//! A row is written in the transaction of the change it answers, so a stored turn
//! always leaves either an answer Discord showed or a row. The service that answers
//! live is the row's holder; a worker sends the rows whose holder stopped (its
//! presence, table `presence`, ran out) or that waited longer than [`HOLDER_TRUST_SECS`].

use super::games::{from_sql, to_sql};
use super::lease;
use rusqlite::{params, Connection};

/// After this long an unsent answer is sent by any worker, its holder present or not
/// (the live attempts of an interaction end well before: its token lives 15 minutes).
pub const HOLDER_TRUST_SECS: i64 = 20 * 60;
/// How long a worker that took a row has before another may take it again.
pub const RETRY_SECS: i64 = 60;
/// After this long an answer no worker could send is given up (its channel is gone).
pub const GIVE_UP_SECS: i64 = 24 * 60 * 60;

/// An answer owed in `channel` for `interaction`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owed {
    pub interaction: u64,
    pub channel: u64,
    /// The locale code of the reply.
    pub locale: String,
    /// The reply's lines, as JSON.
    pub lines: String,
    /// The users the reply pings, as JSON.
    pub ping: String,
}

/// Records `owed` for `holder`, in the caller's transaction (the change's own).
pub fn record(conn: &Connection, owed: &Owed, holder: &str, now: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO outbox (interaction, channel, holder, locale, lines, ping, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        to_sql(owed.interaction),
        to_sql(owed.channel),
        holder,
        owed.locale,
        owed.lines,
        owed.ping,
        now
    ])?;
    Ok(())
}

/// Marks `interaction`'s answer shown (or given up); false when no unsent row was there.
pub fn mark_sent(conn: &Connection, interaction: u64, now: i64) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE outbox SET sent_at = ?2 WHERE interaction = ?1 AND sent_at IS NULL",
        )?
        .execute(params![to_sql(interaction), now])?;
    Ok(changed == 1)
}

/// The live attempts at `interaction`'s answer all failed: the row is any worker's now,
/// whoever's presence (it has no holder any more).
pub fn hand_over(conn: &Connection, interaction: u64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE outbox SET holder = '' WHERE interaction = ?1 AND sent_at IS NULL",
    )?
    .execute([to_sql(interaction)])?;
    Ok(())
}

/// Whether `interaction`'s answer is still owed.
pub fn is_owed(conn: &Connection, interaction: u64) -> rusqlite::Result<bool> {
    conn.prepare_cached("SELECT COUNT(*) FROM outbox WHERE interaction = ?1 AND sent_at IS NULL")?
        .query_row([to_sql(interaction)], |r| r.get::<_, i64>(0))
        .map(|n| n > 0)
}

pub use lease::{release_presence, renew_presence, PRESENCE_SECS};

/// Takes the answers a worker must send now: unsent, not taken in the last
/// [`RETRY_SECS`], and whose holder is gone or waited past [`HOLDER_TRUST_SECS`].
/// Each is taken until `now + RETRY_SECS`. Call inside an immediate transaction. Sent
/// rows older than a day, and rows waiting longer than [`GIVE_UP_SECS`], are deleted.
pub fn take_due(conn: &Connection, now: i64) -> rusqlite::Result<Vec<Owed>> {
    let given_up = conn
        .prepare_cached("DELETE FROM outbox WHERE created_at < ?1 AND sent_at IS NULL")?
        .execute([now - GIVE_UP_SECS])?;
    if given_up > 0 {
        tracing::error!("gave up {given_up} answer(s) no worker could send in a day");
    }
    conn.prepare_cached("DELETE FROM outbox WHERE sent_at < ?1")?
        .execute([now - GIVE_UP_SECS])?;
    let owed: Vec<Owed> = conn
        .prepare_cached(
            "SELECT interaction, channel, locale, lines, ping FROM outbox \
             LEFT JOIN presence ON presence.holder = outbox.holder \
             WHERE sent_at IS NULL AND retry_at <= ?1 \
               AND (presence.expires_at IS NULL OR presence.expires_at <= ?1 \
                    OR outbox.created_at <= ?2) \
             ORDER BY created_at",
        )?
        .query_map(params![now, now - HOLDER_TRUST_SECS], |r| {
            Ok(Owed {
                interaction: from_sql(r.get(0)?),
                channel: from_sql(r.get(1)?),
                locale: r.get(2)?,
                lines: r.get(3)?,
                ping: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut take = conn.prepare_cached("UPDATE outbox SET retry_at = ?2 WHERE interaction = ?1")?;
    for row in &owed {
        take.execute(params![to_sql(row.interaction), now + RETRY_SECS])?;
    }
    Ok(owed)
}
