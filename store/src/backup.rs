//! `lyngk backup`: a consistent copy of the database, safe while the bot serves.

use std::path::Path;
use std::time::Duration;

use anyhow::{bail, Context};
use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags};

/// Marks a copy written by `lyngk backup`: SQLite's `application_id` (the header's bytes
/// 68-71), "LYNG" in ASCII. Only a file with this mark (or an older copy, see
/// [`replaceable_target`]) is ever replaced by a new copy.
pub const BACKUP_APPLICATION_ID: i32 = 0x4C59_4E47;

/// Why an existing target is left alone: anything but an earlier copy could be someone's
/// data, and the rename would destroy it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetRefusal {
    #[error("{0} exists and is not a regular file; back up to a new file or over an earlier copy")]
    NotRegularFile(String),
    #[error(
        "{0} exists and is not a SQLite database; back up to a new file or over an earlier copy"
    )]
    NotSqlite(String),
    #[error("{0} is a SQLite database in use (WAL mode), not a copy written by `lyngk backup`; back up to a new file")]
    LiveDatabase(String),
    #[error("{0} is a SQLite database not written by `lyngk backup`; back up to a new file or over an earlier copy")]
    NotABackup(String),
}

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
    backup_noting(from, to, |_| {})
}

/// [`backup`], telling `partial_created` where the temporary copy is as soon as it exists,
/// so that a signal handler can remove it. Before copying, temporary copies left by
/// backups that were killed are swept from the target's folder: a running backup holds
/// a lock on its own (released by the kernel when its process ends), so only abandoned
/// ones are removed.
pub fn backup_noting(
    from: &Path,
    to: &Path,
    partial_created: impl FnOnce(&Path),
) -> anyhow::Result<BackupReport> {
    if !from.is_file() {
        bail!("there is no database at {}", from.display());
    }
    super::refuse_empty(from)?;
    if to.exists() && same_file(from, to)? {
        bail!(
            "{} is the database itself; back up to another file",
            to.display()
        );
    }
    replaceable_target(to)?;
    let folder = match to.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    sweep_abandoned_partials(folder);
    let partial = tempfile::Builder::new()
        .prefix(PARTIAL_PREFIX)
        .tempfile_in(folder)
        .with_context(|| format!("creating a file in {}", folder.display()))?;
    partial_created(partial.path());
    partial
        .as_file()
        .lock()
        .with_context(|| format!("locking {}", partial.path().display()))?;
    let explain = |error| super::explain_open_error(from, error);
    let source = open_read_only(from).map_err(explain)?;
    let report = {
        let mut copy = Connection::open(partial.path())?;
        copy_all_pages(&source, &mut copy)
            .context("copying the database")
            .map_err(explain)?;
        copy.pragma_update(None, "application_id", BACKUP_APPLICATION_ID)?;
        // The copy holds the source's pages as they are: a damaged copy is a damaged source.
        check(&copy).map_err(|error| {
            tracing::warn!("{error:#}");
            super::OpenRefusal::Damaged {
                path: from.display().to_string(),
            }
        })?;
        copy.pragma_update(None, "journal_mode", "DELETE")?;
        summary(&copy, partial.path()).map_err(explain)?
    };
    // Checked again just before the rename: it must never replace anything else.
    replaceable_target(to)?;
    partial
        .persist(to)
        .with_context(|| format!("writing {}", to.display()))?;
    Ok(report)
}

/// A target that exists must be an earlier copy: a regular file (the rename would
/// replace a device, a folder, a socket or a link), a SQLite database in rollback-journal
/// mode (a database in WAL mode is some bot's live one) marked by [`BACKUP_APPLICATION_ID`],
/// or, unmarked, one with lyngk's tables (a copy from before the mark). Only the header is
/// read, and the tables through a read-only connection: a refused file is never changed.
pub fn replaceable_target(to: &Path) -> anyhow::Result<()> {
    let shown = || to.display().to_string();
    let found = match std::fs::symlink_metadata(to) {
        Ok(found) => found,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error).with_context(|| format!("looking at {}", shown())),
    };
    if !found.file_type().is_file() {
        return Err(TargetRefusal::NotRegularFile(shown()).into());
    }
    let Some(header) = sqlite_header(to)? else {
        return Err(TargetRefusal::NotSqlite(shown()).into());
    };
    if header[18] == WAL_FORMAT || beside(to, "-wal").exists() {
        return Err(TargetRefusal::LiveDatabase(shown()).into());
    }
    let application_id = i32::from_be_bytes([header[68], header[69], header[70], header[71]]);
    let marked = application_id == BACKUP_APPLICATION_ID;
    if marked || (application_id == 0 && has_lyngk_tables(to)) {
        Ok(())
    } else {
        Err(TargetRefusal::NotABackup(shown()).into())
    }
}

/// How the temporary copies' names begin (hidden files beside the target).
pub const PARTIAL_PREFIX: &str = ".lyngk-backup-";

/// Removes the temporary copies in `folder` that no running backup holds (their process
/// was killed). Best effort: a file that cannot be opened or removed is left for later.
fn sweep_abandoned_partials(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let is_partial = entry
            .file_name()
            .to_string_lossy()
            .starts_with(PARTIAL_PREFIX);
        if !is_partial || !entry.file_type().is_ok_and(|kind| kind.is_file()) {
            continue;
        }
        let Ok(file) = std::fs::File::open(entry.path()) else {
            continue;
        };
        // Locked: a backup is writing it now.
        if file.try_lock().is_ok() {
            tracing::info!(path = %entry.path().display(), "removing an abandoned backup copy");
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The header's file format version byte for WAL (1 is a rollback journal).
const WAL_FORMAT: u8 = 2;

/// The first 100 bytes of a SQLite database file, or None for any other file.
fn sqlite_header(path: &Path) -> anyhow::Result<Option<[u8; 100]>> {
    use std::io::Read;
    let mut file =
        std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let mut header = [0u8; 100];
    match file.read_exact(&mut header) {
        Ok(()) if header.starts_with(b"SQLite format 3\0") => Ok(Some(header)),
        Ok(()) => Ok(None),
        Err(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => Ok(None),
        Err(error) => Err(error).with_context(|| format!("reading {}", path.display())),
    }
}

/// Whether an unmarked database has the tables every lyngk schema has.
fn has_lyngk_tables(path: &Path) -> bool {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let Ok(conn) = Connection::open_with_flags(path, flags) else {
        return false;
    };
    conn.query_row(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('games', 'turns')",
        [],
        |r| r.get::<_, i64>(0),
    )
    .is_ok_and(|tables| tables == 2)
}

/// The source, opened for reading only (no WAL switch, no pragma that writes), so a
/// read-only file or an earlier copy in rollback-journal mode can be backed up as it is.
/// A database in WAL mode needs its `-shm` file even to be read; in a folder where that
/// cannot be created (SQLITE_READONLY_DIRECTORY) and with no `-wal` file beside it (so
/// every commit is in the database file and no writer can be at work), it is opened as
/// immutable: read without locks or shared memory, which is then exact.
fn open_read_only(from: &Path) -> anyhow::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let opening = || format!("opening the database {} to read", from.display());
    let conn = Connection::open_with_flags(from, flags).with_context(opening)?;
    conn.busy_timeout(super::BUSY_TIMEOUT)?;
    let readable = conn.query_row("SELECT COUNT(*) FROM sqlite_master", [], |r| {
        r.get::<_, i64>(0)
    });
    match readable {
        Err(rusqlite::Error::SqliteFailure(error, _))
            if error.extended_code == rusqlite::ffi::SQLITE_READONLY_DIRECTORY
                && !beside(from, "-wal").exists() =>
        {
            let uri = format!("file:{}?immutable=1", uri_path(from));
            Connection::open_with_flags(uri, flags | OpenFlags::SQLITE_OPEN_URI)
                .with_context(opening)
        }
        _ => Ok(conn),
    }
}

/// The file named as `path` with `suffix` appended (`lyngk.db-wal`).
fn beside(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    name.into()
}

/// A path as the path of a SQLite URI: the characters a URI gives a meaning escaped.
fn uri_path(path: &Path) -> String {
    let mut escaped = String::new();
    for c in path.to_string_lossy().chars() {
        match c {
            '%' | '?' | '#' => escaped.push_str(&format!("%{:02X}", c as u32)),
            c => escaped.push(c),
        }
    }
    escaped
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
