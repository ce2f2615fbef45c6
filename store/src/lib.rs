//! SQLite storage: connection setup, embedded migrations and a small connection pool.
//! The queries live in [`games`], [`ratings`], [`events`], [`clocks`], [`lease`], [`locales`], [`places`] and [`premoves`].

pub mod ai;
pub mod backup;
pub mod clock_rules;
pub mod clocks;
pub mod events;
pub mod games;
pub mod interactions;
pub mod ladders;
pub mod lease;
pub mod locales;
pub mod outbox;
pub mod places;
pub mod premoves;
pub mod ratings;
pub mod round_robins;
pub mod seasons;
pub mod settings;
pub mod thread_claims;
pub mod vacations;
pub mod web;

use anyhow::Context;
use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The schema, embedded so the binary stands alone. Append new files; never edit one
/// that has shipped.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_games.sql")),
    M::up(include_str!("../../migrations/0002_clocks.sql")),
    M::up(include_str!("../../migrations/0003_ratings_leagues.sql")),
    M::up(include_str!("../../migrations/0004_games_per_guild.sql")),
    M::up(include_str!("../../migrations/0005_job_lease.sql")),
    M::up(include_str!("../../migrations/0006_locales.sql")),
    M::up(include_str!("../../migrations/0007_ai.sql")),
    M::up(include_str!("../../migrations/0008_premoves.sql")),
    M::up(include_str!("../../migrations/0009_events.sql")),
    M::up(include_str!("../../migrations/0010_lost_places.sql")),
    M::up(include_str!("../../migrations/0011_event_formats.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/0012_event_time_losses.sql")),
    M::up(include_str!("../../migrations/0013_knockout.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/0014_ladders.sql")),
    M::up(include_str!("../../migrations/0015_round_robin_events.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/0016_divisions.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/0017_leagues_as_events.sql")).foreign_key_check(),
    M::up(include_str!("../../migrations/0018_division_format.sql")),
    M::up(include_str!("../../migrations/0019_division_legs.sql")),
    M::up(include_str!("../../migrations/0020_player_time.sql")),
    M::up(include_str!("../../migrations/0021_thread_claims.sql")),
    M::up(include_str!("../../migrations/0022_web_visibility.sql")),
    M::up(include_str!("../../migrations/0023_weekends_off.sql")),
    M::up(include_str!("../../migrations/0024_outbox.sql")),
    M::up(include_str!("../../migrations/0025_server_names.sql")),
    M::up(include_str!("../../migrations/0026_ladder_ranks.sql")),
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

/// Why a database cannot be used, in an operator's words: the file, the cause and what
/// to do, instead of SQLite's error codes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenRefusal {
    #[error(
        "the database {path} is at schema {found}, but this lyngk knows schemas up to {known}: \
         a newer lyngk wrote it. Upgrade the lyngk binary; never downgrade a database \
         (restore a backup taken before the upgrade only together with the old binary)"
    )]
    NewerSchema {
        path: String,
        found: i64,
        known: i64,
    },
    #[error(
        "the database {path} is damaged or is not a SQLite database; \
         restore it from a backup (`lyngk backup` copies)"
    )]
    Damaged { path: String },
    #[error(
        "the database {path} is read-only: lyngk writes to it. \
         Make the file writable for the user that runs lyngk"
    )]
    ReadOnlyFile { path: String },
    #[error(
        "the folder {folder} of the database {path} is read-only: SQLite writes its \
         journal files (-wal, -shm) beside the database. Make the folder writable for the \
         user that runs lyngk"
    )]
    ReadOnlyFolder { path: String, folder: String },
    #[error(
        "the database {path} cannot be opened: its folder does not exist or cannot be \
         entered, or the file cannot be read"
    )]
    CannotOpen { path: String },
    #[error(
        "the database {path} exists but is empty (0 bytes), which is how a failed copy or a \
         full disk looks. Restore it from a backup; if it is meant to be a new database, \
         delete it or start with --new-database"
    )]
    Empty { path: String },
}

/// The newest schema this binary knows (the number of its migrations).
pub fn known_schema() -> i64 {
    MIGRATIONS.len() as i64
}

/// Refuses an existing database file of 0 bytes: SQLite would take it as a new database,
/// hiding a failed copy or a full disk.
pub fn refuse_empty(path: &Path) -> Result<(), OpenRefusal> {
    if is_empty_file(path) {
        return Err(OpenRefusal::Empty {
            path: path.display().to_string(),
        });
    }
    Ok(())
}

/// Whether `path` is an existing regular file of 0 bytes.
pub fn is_empty_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|found| found.is_file() && found.len() == 0)
}

/// `error`, met while opening the database at `path`, as an [`OpenRefusal`] when SQLite
/// said why (a damaged file, a read-only file or folder); any other error as it was.
pub fn explain_open_error(path: &Path, error: anyhow::Error) -> anyhow::Error {
    use rusqlite::ffi;
    if error.downcast_ref::<OpenRefusal>().is_some() {
        return error;
    }
    let failure = error.chain().find_map(|cause| match cause.downcast_ref() {
        Some(rusqlite::Error::SqliteFailure(failure, _)) => Some(*failure),
        _ => None,
    });
    let Some(failure) = failure else {
        return error;
    };
    let shown = path.display().to_string();
    let refusal = match (failure.code, failure.extended_code) {
        (_, ffi::SQLITE_READONLY_DIRECTORY) => OpenRefusal::ReadOnlyFolder {
            folder: folder_of(path).display().to_string(),
            path: shown,
        },
        // The file, or a journal file SQLite must create beside it.
        (rusqlite::ErrorCode::ReadOnly, ffi::SQLITE_READONLY) if opens_for_writing(path) => {
            OpenRefusal::ReadOnlyFolder {
                folder: folder_of(path).display().to_string(),
                path: shown,
            }
        }
        (rusqlite::ErrorCode::ReadOnly, ffi::SQLITE_READONLY) => {
            OpenRefusal::ReadOnlyFile { path: shown }
        }
        (rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt, _) => {
            OpenRefusal::Damaged { path: shown }
        }
        (rusqlite::ErrorCode::CannotOpen, _) => OpenRefusal::CannotOpen { path: shown },
        _ => return error,
    };
    refusal.into()
}

/// Whether this process may write the file (opened for writing, nothing written).
fn opens_for_writing(path: &Path) -> bool {
    std::fs::OpenOptions::new().write(true).open(path).is_ok()
}

/// The folder that holds `path` (`.` for a bare file name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Refuses a database a newer binary migrated: its schema is one this binary cannot read.
fn refuse_newer_schema(conn: &Connection, path: &Path) -> anyhow::Result<()> {
    let found = schema_version(conn)?;
    if found > known_schema() {
        return Err(OpenRefusal::NewerSchema {
            path: path.display().to_string(),
            found,
            known: known_schema(),
        }
        .into());
    }
    Ok(())
}

impl Store {
    /// Opens (creating if needed) the database at `path` and applies pending migrations.
    /// A database this binary cannot use is refused with an [`OpenRefusal`].
    pub fn open(path: &Path) -> anyhow::Result<Store> {
        Store::open_unexplained(path).map_err(|error| explain_open_error(path, error))
    }

    fn open_unexplained(path: &Path) -> anyhow::Result<Store> {
        let mut conn = connect(path)?;
        refuse_newer_schema(&conn, path)?;
        migrate(&mut conn).with_context(|| format!("migrating the database {}", path.display()))?;
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

/// Applies the pending migrations, also when other processes open the same new file at
/// the same moment. rusqlite_migration reads `user_version` before its transaction
/// takes the write lock, so a second opener can wait for the first one's migration
/// and then run it again ("table games already exists"). The migration's transaction
/// takes the write lock at its start (IMMEDIATE); when it fails after another
/// connection moved `user_version`, the versions are read again and the rest applied.
/// Foreign keys are off meanwhile, as SQLite's procedure for rebuilding a table asks;
/// a migration that rebuilds one checks them before it commits.
fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    migrate_to(conn, MIGRATIONS)
}

/// A database at `path` migrated to schema `version` only, as an older bot left it:
/// for tests that fill it with that version's rows and then open it with this one.
#[doc(hidden)]
pub fn create_at_version(path: &Path, version: usize) -> anyhow::Result<()> {
    let mut conn = connect(path)?;
    migrate_to(&mut conn, &MIGRATIONS[..version])
}

fn migrate_to(conn: &mut Connection, steps: &[M<'static>]) -> anyhow::Result<()> {
    let migrations = Migrations::from_slice(steps);
    conn.pragma_update(None, "foreign_keys", "OFF")?;
    conn.set_transaction_behavior(TransactionBehavior::Immediate);
    let result = loop {
        let before = schema_version(conn)?;
        match migrations.to_latest(conn) {
            Ok(()) => break Ok(()),
            Err(error) if schema_version(conn)? != before => {
                tracing::debug!(%error, "another connection migrated first; reading again");
            }
            Err(error) => break Err(error.into()),
        }
    };
    conn.set_transaction_behavior(TransactionBehavior::Deferred);
    conn.pragma_update(None, "foreign_keys", "ON")?;
    result
}

/// Switches a connection to WAL. On a new file several openers race for the switch,
/// and SQLite can answer SQLITE_BUSY there without calling the busy handler, so the
/// switch is retried for as long as the busy timeout allows.
fn enter_wal(conn: &Connection) -> anyhow::Result<()> {
    const PAUSE: Duration = Duration::from_millis(20);
    let mut waited = Duration::ZERO;
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(rusqlite::Error::SqliteFailure(error, _))
                if error.code == rusqlite::ErrorCode::DatabaseBusy && waited < BUSY_TIMEOUT =>
            {
                std::thread::sleep(PAUSE);
                waited += PAUSE;
            }
            result => return Ok(result?),
        }
    }
}

fn schema_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// One connection with the settings every connection needs: WAL for readers beside a
/// writer, every commit synced, a busy timeout instead of instant "database is
/// locked", foreign keys on.
pub(crate) fn connect(path: &Path) -> anyhow::Result<Connection> {
    let conn = Connection::open(path)
        .with_context(|| format!("opening the database {}", path.display()))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    enter_wal(&conn)?;
    // FULL syncs the WAL at every commit: a turn that was answered survives a power cut
    // (NORMAL could lose the last commits then). Its cost is in the README.
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(conn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_domain::league::RoundRobin;

    /// A new database migrated by the first `version` migrations only (and its folder,
    /// which must outlive it).
    fn at_version(version: usize) -> (tempfile::TempDir, Connection) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lyngk.db");
        create_at_version(&path, version).unwrap();
        let conn = connect(&path).unwrap();
        (dir, conn)
    }

    /// The index of the first migration whose text mentions `marker`.
    fn first_with(marker: &str) -> usize {
        MIGRATIONS
            .iter()
            .position(|m| format!("{m:?}").contains(marker))
            .unwrap()
    }

    /// Processes starting together on a new file all open it. Threads
    /// take SQLite's file locks as separate processes do (one connection each).
    #[test]
    fn concurrent_first_opens_of_a_new_file_all_succeed() {
        const OPENERS: usize = 4;
        for trial in 0..15 {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("new.db");
            let start = std::sync::Barrier::new(OPENERS);
            let results: Vec<anyhow::Result<Store>> = std::thread::scope(|scope| {
                let openers: Vec<_> = (0..OPENERS)
                    .map(|_| {
                        scope.spawn(|| {
                            start.wait();
                            Store::open(&path)
                        })
                    })
                    .collect();
                openers.into_iter().map(|o| o.join().unwrap()).collect()
            });
            for result in results {
                let store = result.unwrap_or_else(|e| panic!("trial {trial}: {e:#}"));
                let version: i64 = store
                    .with_conn(|c| {
                        c.query_row("PRAGMA user_version", [], |r| r.get(0))
                            .map_err(anyhow::Error::from)
                    })
                    .unwrap();
                assert_eq!(version, MIGRATIONS.len() as i64);
            }
        }
    }

    /// Every connection syncs each commit (2 = FULL).
    #[test]
    fn every_connection_syncs_each_commit() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("lyngk.db")).unwrap();
        // Two at once, so the pool opens a second connection.
        let levels: (i64, i64) = store
            .with_conn(|first| {
                let inner = store.with_conn(|second| {
                    second
                        .query_row("PRAGMA synchronous", [], |r| r.get(0))
                        .map_err(anyhow::Error::from)
                })?;
                let outer = first.query_row("PRAGMA synchronous", [], |r| r.get(0))?;
                Ok::<_, anyhow::Error>((outer, inner))
            })
            .unwrap();
        assert_eq!(levels, (2, 2));
    }

    /// Rebuilding `events` for more formats keeps a running Swiss event, its players
    /// and their references, and lets a knockout be stored.
    #[test]
    fn widening_the_event_formats_keeps_the_events_there_were() {
        // The migrations before 0011_event_formats.sql.
        let (_dir, mut conn) = at_version(10);
        conn.execute_batch(
            "INSERT INTO events VALUES (1, 7, 8, 'Cup', 'swiss', 'standard', 3, 1, 5, 7, 1, 1,
                 NULL, NULL, NULL, 'running', 99, 42, 0, 0, 0);
             INSERT INTO event_players VALUES (1, 42, 'ann', 0, 1500, 0, NULL);",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let kept: (String, i64) = conn
            .query_row(
                "SELECT e.name, p.user_id FROM events e JOIN event_players p ON p.event = e.id",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(kept, ("Cup".to_string(), 42));
        let fk: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1, "foreign keys are on again");
        let copy = |id: i64, name: &str, format: &str| {
            conn.execute(
                "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                     rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state,
                     seed_key, created_by, created_at, updated_at)
                 SELECT ?1, guild_id, channel, ?2, ?3, variant, days_per_move, rated, rounds,
                     round_days, late_entry, forfeit_on_withdrawal, 'open', seed_key,
                     created_by, created_at, updated_at FROM events WHERE id = 1",
                rusqlite::params![id, name, format],
            )
        };
        copy(2, "Ko", "knockout").unwrap();
        let duplicate = copy(3, "cup", "swiss");
        assert!(duplicate.is_err(), "names stay unique per server");
    }

    /// Rebuilding `events` for divisions keeps the events there were, with every
    /// column, and lets a divisions event be stored.
    #[test]
    fn widening_the_formats_for_divisions_keeps_the_events_there_were() {
        let (_dir, mut conn) = at_version(first_with("division_rules"));
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at, best_of, max_time_losses)
             VALUES (1, 7, 8, 'Cup', 'knockout', 'standard', 3, 1, 5, 7, 0, 1, 'running', 99,
                 42, 0, 0, 3, 20);
             INSERT INTO event_players VALUES (1, 42, 'ann', 0, 1500, 0, NULL);",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let kept: (String, i64, i64, i64) = conn
            .query_row(
                "SELECT e.name, e.best_of, e.max_time_losses, p.user_id FROM events e \
                 JOIN event_players p ON p.event = e.id",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap();
        assert_eq!(kept, ("Cup".to_string(), 3, 20, 42));
        conn.execute(
            "INSERT INTO events (guild_id, channel, name, format, variant, days_per_move, rated,
                 rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (7, 8, 'League', 'divisions', 'standard', 3, 1, 5, 7, 1, 1, 'open', 1, 42,
                 0, 0)",
            [],
        )
        .unwrap();
        let duplicate = conn.execute(
            "INSERT INTO events (guild_id, channel, name, format, variant, days_per_move, rated,
                 rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (7, 8, 'cup', 'swiss', 'standard', 3, 1, 5, 7, 1, 1, 'open', 1, 42, 0, 0)",
            [],
        );
        assert!(duplicate.is_err(), "names stay unique per server");
    }

    #[test]
    fn numbering_the_pairings_keeps_them_and_allows_match_games() {
        // The migrations before 0013_knockout.sql.
        let (_dir, mut conn) = at_version(12);
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (1, 7, 8, 'Cup', 'swiss', 'standard', 3, 1, 5, 7, 1, 1, 'running', 99, 42,
                 0, 0);
             INSERT INTO event_pairings (event, round, white, black) VALUES (1, 1, 3, NULL);
             INSERT INTO event_pairings (event, round, white, black) VALUES (1, 1, 0, NULL);",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let kept: Vec<(i64, i64, i64)> = conn
            .prepare("SELECT white, number, best_of FROM event_pairings JOIN events ON id = event ORDER BY event_pairings.rowid")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(kept, vec![(3, 1, 1), (0, 1, 1)]);
        conn.execute(
            "INSERT INTO event_pairings (event, round, white, black, number) VALUES (1, 1, 3, NULL, 2)",
            [],
        )
        .unwrap();
        let even = conn.execute("UPDATE events SET best_of = 2", []);
        assert!(even.is_err(), "a match is best of an odd number");
    }

    /// A ladder stored as places comes out of the rename with the same order, activity
    /// and settled challenges, now as ranks and settlements.
    #[test]
    fn a_ladders_places_become_its_ranks() {
        let (_dir, mut conn) = at_version(first_with("RENAME TO ladder_ranks"));
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (1, 7, 8, 'Hill', 'ladder', 'standard', 3, 1, 5, 7, 1, 1, 'open', 99, 42,
                 0, 0);
             INSERT INTO ladders VALUES (1, 3, 30);
             INSERT INTO ladder_places VALUES (1, 0, 2, 100), (1, 1, 1, 200), (1, 2, 3, 300);
             INSERT INTO ladder_challenges (event, challenger, defender, issued_at,
                 settled_at, outcome) VALUES (1, 0, 1, 50, 60, 'held');",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let ranked: Vec<(u32, i64)> = ladders::ranks(&conn, 1)
            .unwrap()
            .into_iter()
            .map(|r| (r.entry, r.last_active))
            .collect();
        assert_eq!(ranked, vec![(1, 200), (0, 100), (2, 300)]);
        let settlement: String = conn
            .query_row("SELECT settlement FROM ladder_challenges", [], |r| r.get(0))
            .unwrap();
        assert_eq!(settlement, "held");
        ladders::save_ranks(
            &conn,
            1,
            &[ladders::Ranked {
                entry: 2,
                last_active: 1,
            }],
        )
        .unwrap();
        assert_eq!(ladders::ranks(&conn, 1).unwrap().len(), 1);
    }

    /// Moving leagues into `events`: a clashing name renamed (twice over when the first
    /// new name is taken too), players' entries dense where someone left before the
    /// start, a league without a clock given the events' default, the legs, the pace,
    /// the entry ratings (clamped, 1500 without one), and the league tables gone.
    #[test]
    fn leagues_become_round_robins_that_open_every_game_at_once() {
        let (_dir, mut conn) = at_version(first_with("league_moves"));
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (1, 7, 8, 'Cup', 'swiss', 'standard', 3, 1, 5, 7, 1, 1, 'open', 99, 42,
                 0, 0),
                    (2, 7, 8, 'CUP LEAGUE', 'swiss', 'standard', 3, 1, 5, 7, 1, 1, 'open', 99,
                 42, 0, 0);
             INSERT INTO leagues VALUES
                 (1, 7, 9, 'cup', 'six', NULL, 1, 'open', 43, 10, 11, 4),
                 (2, 7, 9, 'Spring', 'standard', 5, 0, 'open', 43, 10, 11, 0),
                 (3, 8, 9, 'Cup', 'standard', 2, 0, 'open', 43, 10, 11, 0);
             INSERT INTO league_players VALUES (2, 100, 'ann', 0, 1), (2, 101, 'bo', 3, 2),
                 (2, 102, 'cy', 7, 3);
             INSERT INTO ratings (guild_id, user_id, name, rating, deviation, volatility,
                 updated_at) VALUES (7, 100, 'ann', 12000.4, 50, 0.06, 0),
                 (7, 101, 'bo', 1711.6, 50, 0.06, 0), (8, 102, 'cy', 1900, 50, 0.06, 0);",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        type Moved = (i64, String, i64, i64, String, i64, i64, String);
        let moved: Vec<Moved> = conn
            .prepare(
                "SELECT e.guild_id, e.name, e.days_per_move, e.round_days, e.variant,
                     e.version, r.legs, r.pace
                 FROM events e JOIN round_robins r ON r.event = e.id ORDER BY e.id",
            )
            .unwrap()
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                ))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let at_once = || "all_at_once".to_string();
        assert_eq!(
            moved,
            [
                // 'Cup' and 'Cup league' were taken on server 7.
                (
                    7,
                    "cup league 1".into(),
                    3,
                    14,
                    "six".into(),
                    4,
                    2,
                    at_once()
                ),
                (
                    7,
                    "Spring".into(),
                    5,
                    14,
                    "standard".into(),
                    0,
                    1,
                    at_once()
                ),
                // Another server's 'Cup' keeps its name.
                (8, "Cup".into(), 2, 14, "standard".into(), 0, 1, at_once()),
            ]
        );
        let players: Vec<(i64, i64, i64)> = conn
            .prepare(
                "SELECT p.user_id, p.entry, p.rating FROM event_players p
                 JOIN events e ON e.id = p.event WHERE e.name = 'Spring' ORDER BY p.entry",
            )
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        // cy's rating is another server's: a newcomer's here.
        assert_eq!(players, [(100, 0, 9999), (101, 1, 1712), (102, 2, 1500)]);
        let left: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'league%'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(left, 0, "the league tables are gone");
        let fresh = conn.execute("INSERT INTO round_robins (event, legs) VALUES (1, 1)", []);
        assert!(fresh.is_ok(), "a round robin is round by round unless told");
        let pace: String = conn
            .query_row("SELECT pace FROM round_robins WHERE event = 1", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(pace, "round_by_round");
        let unknown = conn.execute("UPDATE round_robins SET pace = 'fast' WHERE event = 1", []);
        assert!(unknown.is_err(), "the CHECK names the paces");
    }

    /// Divisions stored before their legs were: single, as they played; a double is
    /// read back, and the CHECK names the legs.
    #[test]
    fn divisions_stored_before_their_legs_keep_single_round_robins() {
        let (_dir, mut conn) = at_version(first_with("ADD COLUMN legs"));
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (1, 7, 8, 'Club', 'divisions', 'standard', 3, 1, 1, 7, 0, 1, 'open', 99,
                 42, 0, 0);
             INSERT INTO division_rules (event, division_size, movers, pause_days,
                 division_format) VALUES (1, 4, 1, 7, 'round_robin');",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let rules = seasons::rules(&conn, 1).unwrap().unwrap();
        assert_eq!(rules.legs, RoundRobin::Single);
        conn.execute("UPDATE division_rules SET legs = 2", [])
            .unwrap();
        let rules = seasons::rules(&conn, 1).unwrap().unwrap();
        assert_eq!(rules.legs, RoundRobin::Double);
        let three = conn.execute("UPDATE division_rules SET legs = 3", []);
        assert!(three.is_err(), "the CHECK names the legs");
    }

    #[test]
    fn migrations_are_valid() {
        Migrations::from_slice(MIGRATIONS).validate().unwrap();
    }

    /// Rebuilding `events` for round robins keeps every column of a knockout with its
    /// best-of and time-loss limit, its players' references, and lets a round robin be
    /// stored.
    #[test]
    fn widening_the_formats_for_round_robins_keeps_every_column() {
        // The migrations before 0015_round_robin_events.sql.
        let (_dir, mut conn) = at_version(14);
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at, version, max_time_losses, best_of)
             VALUES (1, 7, 8, 'Cup', 'knockout', 'six', 3, 0, 2, 7, 0, 1, 'running', 99, 42,
                 5, 6, 3, 20, 5);
             INSERT INTO event_players VALUES (1, 42, 'ann', 0, 1500, 0, NULL);",
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let kept: (String, String, i64, i64, i64, i64) = conn
            .query_row(
                "SELECT e.format, e.variant, e.version, e.max_time_losses, e.best_of, p.user_id
                 FROM events e JOIN event_players p ON p.event = e.id",
                [],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                    ))
                },
            )
            .unwrap();
        assert_eq!(kept, ("knockout".into(), "six".into(), 3, 20, 5, 42));
        conn.execute_batch(
            "INSERT INTO events (id, guild_id, channel, name, format, variant, days_per_move,
                 rated, rounds, round_days, late_entry, forfeit_on_withdrawal, state, seed_key,
                 created_by, created_at, updated_at)
             VALUES (2, 7, 8, 'All play all', 'round_robin', 'standard', 3, 1, 5, 7, 0, 1,
                 'open', 99, 42, 0, 0);
             INSERT INTO round_robins (event, legs) VALUES (2, 2);",
        )
        .unwrap();
        let unknown = conn.execute("UPDATE events SET format = 'league' WHERE id = 2", []);
        assert!(unknown.is_err(), "the CHECK still names the formats");
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
