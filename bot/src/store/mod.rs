//! SQLite storage: connection setup, embedded migrations and a small connection pool.
//! The queries live in [`games`], [`ratings`], [`leagues`], [`clocks`] and [`lease`].

pub mod backup;
pub mod clocks;
pub mod games;
pub mod leagues;
pub mod lease;
pub mod ratings;

use anyhow::Context;
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The schema, embedded so the binary stands alone. Append new files; never edit one
/// that has shipped.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../../migrations/0001_games.sql")),
    M::up(include_str!("../../../migrations/0002_clocks.sql")),
    M::up(include_str!("../../../migrations/0003_ratings_leagues.sql")),
    M::up(include_str!("../../../migrations/0004_job_lease.sql")),
];

/// How long a writer waits for another's transaction before giving up. Turns are short
/// transactions, so a wait this long means something is wrong.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// A database file and a pool of open connections to it. Connections are opened on
/// demand and kept for reuse, so concurrent callers each get their own (WAL lets
/// readers run beside the single writer).
pub struct Store {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and applies pending migrations.
    pub fn open(path: &Path) -> anyhow::Result<Store> {
        let mut conn = connect(path)?;
        Migrations::from_slice(MIGRATIONS)
            .to_latest(&mut conn)
            .with_context(|| format!("migrating the database {}", path.display()))?;
        Ok(Store {
            path: path.to_path_buf(),
            idle: Mutex::new(vec![conn]),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `work` with a connection of the pool, returning the connection afterwards.
    pub fn with_conn<T, E>(
        &self,
        work: impl FnOnce(&mut Connection) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<anyhow::Error>,
    {
        let pooled = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut conn = match pooled {
            Some(conn) => conn,
            None => connect(&self.path)?,
        };
        let result = work(&mut conn);
        // A connection left inside a transaction (a panic unwound past it) is dropped.
        if conn.is_autocommit() {
            self.idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(conn);
        }
        result
    }
}

/// One connection with the settings every connection needs: WAL for readers beside a
/// writer, a busy timeout instead of instant "database is locked", foreign keys on.
pub(crate) fn connect(path: &Path) -> anyhow::Result<Connection> {
    let conn = Connection::open(path)
        .with_context(|| format!("opening the database {}", path.display()))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    // NORMAL is durable across application crashes in WAL mode; only a power cut can
    // lose the last commits, and it never corrupts the file.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(conn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        Migrations::from_slice(MIGRATIONS).validate().unwrap();
    }

    #[test]
    fn opening_twice_keeps_the_schema_and_sets_wal() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lyngk.db");
        drop(Store::open(&path).unwrap());
        let store = Store::open(&path).unwrap();
        let mode: String = store
            .with_conn(|c| {
                c.query_row("PRAGMA journal_mode", [], |r| r.get(0))
                    .map_err(anyhow::Error::from)
            })
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: i64 = store
            .with_conn(|c| {
                c.query_row("PRAGMA foreign_keys", [], |r| r.get(0))
                    .map_err(anyhow::Error::from)
            })
            .unwrap();
        assert_eq!(fk, 1);
    }
}
