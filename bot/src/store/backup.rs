//! `lyngk backup`: a consistent copy of the database, safe while the bot serves.

use std::path::Path;
use std::time::Duration;

use anyhow::{bail, Context};
use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags};

/// What a finished backup holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    pub bytes: u64,
    pub games: i64,
    pub turns: i64,
}

/// Copies the database at `from` to `to` with SQLite's online backup API. All pages
/// are copied in one step, inside one read transaction: in WAL mode the bot's writers
/// go on meanwhile and the copy is the database as of one commit. The copy is written
/// to a temporary file beside `to`, checked (`PRAGMA integrity_check`), switched to a
/// rollback journal (one self-contained file) and only then renamed to `to`, so `to`
/// is either a whole checked copy or left as it was. The source is opened read-only:
/// a backup changes nothing in it, not even its journal mode.
pub fn backup(from: &Path, to: &Path) -> anyhow::Result<BackupReport> {
    if !from.is_file() {
        bail!("there is no database at {}", from.display());
    }
    if to.exists() && same_file(from, to)? {
        bail!(
            "{} is the database itself; back up to another file",
            to.display()
        );
    }
    refuse_unless_regular(to)?;
    let source = open_read_only(from)?;
    let folder = match to.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let partial = tempfile::Builder::new()
        .prefix(".lyngk-backup-")
        .tempfile_in(folder)
        .with_context(|| format!("creating a file in {}", folder.display()))?;
    let report = {
        let mut copy = Connection::open(partial.path())?;
        copy_all_pages(&source, &mut copy).context("copying the database")?;
        check(&copy)?;
        copy.pragma_update(None, "journal_mode", "DELETE")?;
        summary(&copy, partial.path())?
    };
    // Checked again just before the rename: it must never replace anything else.
    refuse_unless_regular(to)?;
    partial
        .persist(to)
        .with_context(|| format!("writing {}", to.display()))?;
    Ok(report)
}

/// A target that exists must be a regular file (a previous copy): the copy is renamed
/// onto it, which would replace a device, a folder, a socket or a link.
fn refuse_unless_regular(to: &Path) -> anyhow::Result<()> {
    match std::fs::symlink_metadata(to) {
        Ok(found) if !found.file_type().is_file() => bail!(
            "{} exists and is not a regular file; back up to a new file or over an earlier copy",
            to.display()
        ),
        _ => Ok(()),
    }
}

/// The source, opened for reading only (no WAL switch, no pragma that writes), so a
/// read-only file or an earlier copy in rollback-journal mode can be backed up as it is.
fn open_read_only(from: &Path) -> anyhow::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(from, flags)
        .with_context(|| format!("opening the database {} to read", from.display()))?;
    conn.busy_timeout(super::BUSY_TIMEOUT)?;
    Ok(conn)
}

/// One backup step of every page (-1): a single read transaction, so the copy is one
/// commit's state. Steps of a few pages would restart whenever the bot commits.
fn copy_all_pages(source: &Connection, copy: &mut Connection) -> anyhow::Result<()> {
    use rusqlite::backup::StepResult;
    let backup = Backup::new(source, copy)?;
    let mut waits = 0;
    loop {
        match backup.step(-1)? {
            StepResult::Done => return Ok(()),
            StepResult::More => {}
            // A writer holds a lock the step needs (a checkpoint): wait, within reason.
            StepResult::Busy | StepResult::Locked if waits < MAX_WAITS => {
                waits += 1;
                std::thread::sleep(WAIT);
            }
            StepResult::Busy | StepResult::Locked => bail!("the database stayed locked"),
            // StepResult is non-exhaustive: a result a later rusqlite adds.
            other => bail!("unexpected backup step result {other:?}"),
        }
    }
}

/// How long and how often a backup waits for a lock before giving up (10 s in all).
const WAIT: Duration = Duration::from_millis(50);
const MAX_WAITS: u32 = 200;

fn same_file(a: &Path, b: &Path) -> anyhow::Result<bool> {
    Ok(a.canonicalize()? == b.canonicalize()?)
}

/// SQLite's own check of every page, index and constraint of the copy.
fn check(copy: &Connection) -> anyhow::Result<()> {
    let verdict: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if verdict != "ok" {
        bail!("the copy fails SQLite's integrity check: {verdict}");
    }
    Ok(())
}

fn summary(copy: &Connection, path: &Path) -> anyhow::Result<BackupReport> {
    let (games, turns) = copy.query_row(
        "SELECT (SELECT COUNT(*) FROM games), (SELECT COUNT(*) FROM turns)",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(BackupReport {
        bytes: std::fs::metadata(path)?.len(),
        games,
        turns,
    })
}
