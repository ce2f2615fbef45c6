//! The job lease (migration 0005): which process runs the background jobs.

use rusqlite::{params, Connection, OptionalExtension};

/// The lease of the background jobs (one row per kind of job that must run once).
pub const JOBS: &str = "jobs";

/// Takes the lease `name` for `holder` until `expires_at`, or renews it: granted when
/// nobody holds it, `holder` already does, or the last holder's lease ran out at `now`.
/// Call inside the transaction whose work the lease guards.
pub fn take(
    conn: &Connection,
    name: &str,
    holder: &str,
    now: i64,
    expires_at: i64,
) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "INSERT INTO job_leases (name, holder, expires_at) VALUES (?1, ?2, ?4) \
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at \
         WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= ?3",
        params![name, holder, now, expires_at],
    )?;
    Ok(changed == 1)
}

/// Gives the lease up at once (a clean shutdown), so another process need not wait
/// for it to expire. Nothing happens unless `holder` holds it.
pub fn release(conn: &Connection, name: &str, holder: &str) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM job_leases WHERE name = ?1 AND holder = ?2",
        params![name, holder],
    )?;
    Ok(())
}

/// Who holds the lease and until when, expired or not.
pub fn holder(conn: &Connection, name: &str) -> rusqlite::Result<Option<(String, i64)>> {
    conn.query_row(
        "SELECT holder, expires_at FROM job_leases WHERE name = ?1",
        [name],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )
    .optional()
}

/// How long a process's presence (table `presence`, migration 0024) lasts without
/// being renewed (its background job renews it every few seconds): the claims and
/// owed answers of a process that was killed are anyone's once it lapses.
pub const PRESENCE_SECS: i64 = 30;

/// Says `holder` is running until `now + PRESENCE_SECS`.
pub fn renew_presence(conn: &Connection, holder: &str, now: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO presence (holder, expires_at) VALUES (?1, ?2) \
         ON CONFLICT (holder) DO UPDATE SET expires_at = excluded.expires_at",
    )?
    .execute(params![holder, now + PRESENCE_SECS])?;
    // Processes gone a day ago (killed, or a terminal that never releases).
    conn.prepare_cached("DELETE FROM presence WHERE expires_at < ?1")?
        .execute([now - 24 * 60 * 60])?;
    Ok(())
}

/// Says `holder` stopped (a clean shutdown).
pub fn release_presence(conn: &Connection, holder: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM presence WHERE holder = ?1")?
        .execute([holder])?;
    Ok(())
}
