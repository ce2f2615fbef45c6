//! Claims on opening scheduled games' threads, one per game across processes (see
//! migration 0021).

use super::lease;
use rusqlite::{params, Connection, OptionalExtension};

/// How long a claim holds without its holder touching it: longer than opening one
/// thread takes, even rate limited; a claim older than this was abandoned.
pub const CLAIM_SECONDS: i64 = 10 * 60;

/// Claims the opening of `game`'s thread, named `name`, for `holder`: true when the
/// game was free, or its earlier claim abandoned (older than [`CLAIM_SECONDS`], or its
/// holder's presence lapsed: the process was killed). The holder is present from now.
pub fn take(
    conn: &Connection,
    game: i64,
    holder: &str,
    name: &str,
    now: i64,
) -> anyhow::Result<bool> {
    lease::renew_presence(conn, holder, now)?;
    let taken = conn
        .prepare_cached(
            "INSERT INTO thread_claims (game, holder, claimed_at, name) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (game) DO UPDATE SET holder = excluded.holder, \
               claimed_at = excluded.claimed_at, name = excluded.name \
             WHERE thread_claims.claimed_at <= ?3 - ?5 \
                OR NOT EXISTS (SELECT 1 FROM presence \
                               WHERE presence.holder = thread_claims.holder \
                                 AND expires_at > ?3)",
        )?
        .execute(params![game, holder, now, name, CLAIM_SECONDS])?;
    Ok(taken == 1)
}

/// What a holder finds when it is about to ask Discord for the thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// No one asked Discord for this game's thread yet: make it.
    First,
    /// An earlier holder (or attempt) asked Discord already: the thread may exist.
    Repeated,
    /// The claim is not this holder's (any more): leave the game alone.
    NotHeld,
}

/// Records, just before the call to Discord, that `holder` is asking for the thread of
/// `game` (renewing the claim), and says whether someone asked before.
pub fn ask_discord(conn: &Connection, game: i64, holder: &str, now: i64) -> anyhow::Result<Intent> {
    let asked: Option<bool> = conn
        .prepare_cached("SELECT asked_discord FROM thread_claims WHERE game = ?1 AND holder = ?2")?
        .query_row(params![game, holder], |r| r.get(0))
        .optional()?;
    let Some(asked) = asked else {
        return Ok(Intent::NotHeld);
    };
    conn.prepare_cached(
        "UPDATE thread_claims SET asked_discord = 1, claimed_at = ?3 WHERE game = ?1 AND holder = ?2",
    )?
    .execute(params![game, holder, now])?;
    Ok(if asked {
        Intent::Repeated
    } else {
        Intent::First
    })
}

/// Gives `holder`'s claim on `game` up: the thread was not opened. A claim whose
/// holder asked Discord stays as a record of that (free to take at once), so the next
/// claimant looks for a thread that may have been made after all.
pub fn release(conn: &Connection, game: i64, holder: &str) -> anyhow::Result<()> {
    conn.prepare_cached(
        "DELETE FROM thread_claims WHERE game = ?1 AND holder = ?2 AND asked_discord = 0",
    )?
    .execute(params![game, holder])?;
    conn.prepare_cached("UPDATE thread_claims SET claimed_at = 0 WHERE game = ?1 AND holder = ?2")?
        .execute(params![game, holder])?;
    Ok(())
}

/// Gives up every claim of `holder` (a clean stop), as [`release`] does one.
pub fn release_all(conn: &Connection, holder: &str) -> anyhow::Result<()> {
    conn.prepare_cached("DELETE FROM thread_claims WHERE holder = ?1 AND asked_discord = 0")?
        .execute([holder])?;
    conn.prepare_cached("UPDATE thread_claims SET claimed_at = 0 WHERE holder = ?1")?
        .execute([holder])?;
    Ok(())
}

/// Forgets any claim on `game`: its thread is attached.
pub fn settle(conn: &Connection, game: i64) -> anyhow::Result<()> {
    conn.prepare_cached("DELETE FROM thread_claims WHERE game = ?1")?
        .execute([game])?;
    Ok(())
}
