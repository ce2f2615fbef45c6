//! `lyngk backup`: a consistent copy of the database, safe while the bot serves.

use std::path::Path;
use std::time::Duration;

use anyhow::{bail, Context};
use rusqlite::backup::Backup;
use rusqlite::Connection;

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
/// is either a whole checked copy or left as it was.
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
    let source = super::connect(from)?;
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
    partial
        .persist(to)
        .with_context(|| format!("writing {}", to.display()))?;
    Ok(report)
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
