//! The database, opened read-only: SQLite refuses any write on these connections, so a
//! bug in a page cannot change a game.

use anyhow::{bail, Context};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A database file the front reads; each request opens its own connection (on the
/// blocking pool), as WAL lets any number of readers run beside the writer.
#[derive(Clone, Debug)]
pub struct ReadOnly {
    path: Arc<PathBuf>,
}

impl ReadOnly {
    /// Checks that the file is a database of this binary's schema, which only `lyngk
    /// serve` or `lyngk play` create and migrate (the front never writes).
    pub fn open(path: &Path) -> anyhow::Result<ReadOnly> {
        let db = ReadOnly {
            path: Arc::new(path.to_path_buf()),
        };
        let conn = db.connect()?;
        let schema: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if schema != lyngk_store::known_schema() {
            bail!(
                "the database {} is at schema {schema}, this lyngk reads schema {}: \
                 start `lyngk serve` or `lyngk play` on it once to migrate it, or use the \
                 lyngk that wrote it",
                path.display(),
                lyngk_store::known_schema()
            );
        }
        Ok(db)
    }

    pub fn connect(&self) -> anyhow::Result<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(self.path.as_path(), flags)
            .with_context(|| format!("opening the database {} to read", self.path.display()))?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        Ok(conn)
    }

    /// Runs `read` on a new read-only connection on tokio's blocking pool.
    pub async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> anyhow::Result<T> + Send + 'static,
    ) -> anyhow::Result<T> {
        let db = self.clone();
        tokio::task::spawn_blocking(move || read(&db.connect()?)).await?
    }
}
