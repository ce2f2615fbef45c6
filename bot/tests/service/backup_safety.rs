//! `lyngk backup` replaces only an earlier copy and never writes to its source: a
//! target that is not a regular file is refused and left alone, and the source (an
//! earlier copy in rollback-journal mode, a read-only file) is read, never changed.

use crate::common::*;
use lyngk_bot::store::backup::{backup, TargetRefusal, BACKUP_APPLICATION_ID, PARTIAL_PREFIX};
use lyngk_rules::Variant;
use rusqlite::Connection;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn refused_with(result: anyhow::Result<lyngk_bot::store::backup::BackupReport>) -> String {
    let error = result.expect_err("the backup is refused");
    // An operator's command-line error, English on purpose (no locale, no message id).
    let text = format!("{error:#}");
    assert!(text.contains("is not a regular file"), "{text}");
    text
}

#[test]
fn a_target_that_is_not_a_regular_file_is_refused_and_left_alone() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let dir = h.dir.path();

    let folder = dir.join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("inside.txt"), "kept").unwrap();
    refused_with(backup(&h.db_path(), &folder));
    assert!(folder.is_dir());
    assert_eq!(
        std::fs::read_to_string(folder.join("inside.txt")).unwrap(),
        "kept"
    );

    // A socket stands for a device: a special file the rename would replace.
    let socket = dir.join("a-socket");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    refused_with(backup(&h.db_path(), &socket));
    let kind = std::fs::symlink_metadata(&socket).unwrap().file_type();
    assert!(std::os::unix::fs::FileTypeExt::is_socket(&kind));

    let elsewhere = dir.join("elsewhere.txt");
    std::fs::write(&elsewhere, "not a database").unwrap();
    let link = dir.join("a-link");
    std::os::unix::fs::symlink(&elsewhere, &link).unwrap();
    refused_with(backup(&h.db_path(), &link));
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(
        std::fs::read_to_string(&elsewhere).unwrap(),
        "not a database"
    );

    // An earlier copy is replaced as before.
    let copy = dir.join("copy.db");
    backup(&h.db_path(), &copy).unwrap();
    let report = backup(&h.db_path(), &copy).expect("an earlier copy is replaced");
    assert_eq!(report.games, 1);
}

fn journal_mode(path: &Path) -> String {
    Connection::open(path)
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn backing_up_an_earlier_copy_leaves_it_byte_for_byte_as_it_was() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let first = h.dir.path().join("first.db");
    backup(&h.db_path(), &first).unwrap();
    assert_eq!(journal_mode(&first), "delete");
    let bytes = std::fs::read(&first).unwrap();

    let second = h.dir.path().join("second.db");
    let report = backup(&first, &second).expect("a copy of the copy");
    assert_eq!(report.games, 1);
    assert_eq!(std::fs::read(&first).unwrap(), bytes, "the source changed");
    assert!(!h.dir.path().join("first.db-wal").exists());
    assert_eq!(journal_mode(&first), "delete");
}

#[test]
fn a_read_only_database_can_be_backed_up() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let source = h.dir.path().join("read-only.db");
    backup(&h.db_path(), &source).unwrap();
    std::fs::set_permissions(&source, std::fs::Permissions::from_mode(0o444)).unwrap();
    let copy = h.dir.path().join("copy.db");
    let report = backup(&source, &copy).expect("a read-only source is read");
    assert_eq!(report.games, 1);
    // Opened read-only, the connection could not have changed it even as root.
    assert_eq!(journal_mode(&source), "delete");
}

fn refusal(result: anyhow::Result<lyngk_bot::store::backup::BackupReport>) -> TargetRefusal {
    let error = result.expect_err("the backup is refused");
    error
        .downcast_ref::<TargetRefusal>()
        .unwrap_or_else(|| panic!("not a target refusal: {error:#}"))
        .clone()
}

/// Only an earlier copy is replaced: a text file, an empty file, another program's
/// SQLite database and a live lyngk database (WAL) are refused, byte for byte as they
/// were; a marked copy and an unmarked one from before the mark are replaced.
#[test]
fn only_an_earlier_copy_is_replaced_and_anything_else_is_left_untouched() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let dir = h.dir.path();
    let shown = |p: &Path| p.display().to_string();

    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes, not a database").unwrap();
    let empty = dir.join("empty.db");
    std::fs::write(&empty, "").unwrap();
    let other = dir.join("other.sqlite");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept');")
        .unwrap();
    let live = dir.join("live.db");
    drop(lyngk_bot::service::GameService::open(&live).unwrap());
    let cases = [
        (&notes, TargetRefusal::NotSqlite(shown(&notes))),
        (&empty, TargetRefusal::NotSqlite(shown(&empty))),
        (&other, TargetRefusal::NotABackup(shown(&other))),
        (&live, TargetRefusal::LiveDatabase(shown(&live))),
    ];
    for (target, expected) in cases {
        let before = std::fs::read(target).unwrap();
        assert_eq!(refusal(backup(&h.db_path(), target)), expected);
        assert_eq!(
            &std::fs::read(target).unwrap(),
            &before,
            "{target:?} changed"
        );
    }
    let leftovers: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with(".lyngk-backup-")
        })
        .collect();
    assert!(
        leftovers.is_empty(),
        "no temporary file left: {leftovers:?}"
    );

    let copy = dir.join("copy.db");
    backup(&h.db_path(), &copy).unwrap();
    let id: i32 = Connection::open(&copy)
        .unwrap()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(id, BACKUP_APPLICATION_ID);
    assert_eq!(backup(&h.db_path(), &copy).unwrap().games, 1);

    // A copy written before the mark: lyngk's tables, rollback journal, no mark.
    Connection::open(&copy)
        .unwrap()
        .pragma_update(None, "application_id", 0)
        .unwrap();
    assert_eq!(backup(&h.db_path(), &copy).unwrap().games, 1);
}

/// The temporary copies in `folder`.
fn partials(folder: &Path) -> Vec<String> {
    std::fs::read_dir(folder)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(PARTIAL_PREFIX))
        .collect()
}

/// A backup killed (SIGKILL) leaves its temporary copy; the next backup into that folder
/// removes it, but not the one a running backup holds.
#[test]
fn the_next_backup_sweeps_abandoned_temporary_copies_but_not_a_running_ones() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let dir = h.dir.path();
    let abandoned = dir.join(format!("{PARTIAL_PREFIX}killed"));
    std::fs::write(&abandoned, "half a copy").unwrap();
    let running = dir.join(format!("{PARTIAL_PREFIX}running"));
    let held = std::fs::File::create(&running).unwrap();
    held.lock().unwrap();

    backup(&h.db_path(), &dir.join("copy.db")).unwrap();
    assert_eq!(partials(dir), [format!("{PARTIAL_PREFIX}running")]);
}

/// Polls `done` until it holds or ten seconds pass.
fn poll_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !done() {
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Ctrl-C or SIGTERM during a backup removes its temporary copy and exits with the
/// signal's status. The source is held locked, so the backup waits once its temporary
/// copy exists.
#[test]
fn a_backup_stopped_by_a_signal_removes_its_temporary_copy() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let dir = h.dir.path();
    let source = dir.join("source.db");
    backup(&h.db_path(), &source).unwrap();
    let out = dir.join("out");
    std::fs::create_dir(&out).unwrap();
    for (signal, status) in [("-TERM", 143), ("-INT", 130)] {
        let lock = Connection::open(&source).unwrap();
        lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .args(["backup", "--db", source.to_str().unwrap()])
            .arg(out.join("copy.db"))
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        poll_until("the temporary copy", || !partials(&out).is_empty());
        let killed = std::process::Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let mut exit = None;
        poll_until("the backup to stop", || {
            exit = child.try_wait().unwrap();
            exit.is_some()
        });
        assert_eq!(exit.unwrap().code(), Some(status), "{signal}");
        assert_eq!(partials(&out), Vec::<String>::new(), "{signal}");
        assert!(!out.join("copy.db").exists());
        drop(lock);
    }
}

/// Runs `lyngk` with `args`; as root (where permissions do not bind) as the user nobody,
/// so that read-only files and folders are read-only.
fn lyngk_without_root(args: &[&std::ffi::OsStr]) -> std::process::Output {
    use std::os::unix::fs::MetadataExt;
    use std::os::unix::process::CommandExt;
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"));
    command.args(args);
    let probe = tempfile::NamedTempFile::new().unwrap();
    if probe.as_file().metadata().unwrap().uid() == 0 {
        command.uid(65534).gid(65534);
    }
    command.output().unwrap()
}

/// A database left in WAL mode (as the bot leaves it), read-only, in a read-only folder:
/// SQLite cannot create the `-shm` it reads through, so it is read as immutable.
#[test]
fn a_read_only_database_in_a_read_only_folder_can_be_backed_up() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    let dir = h.dir.path();
    let folder = dir.join("read-only");
    std::fs::create_dir(&folder).unwrap();
    let source = folder.join("lyngk.db");
    drop(lyngk_bot::service::GameService::open(&source).unwrap());
    assert_eq!(journal_mode(&source), "wal");
    let out = dir.join("out");
    std::fs::create_dir(&out).unwrap();
    let mode = |path: &Path, bits| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(bits)).unwrap()
    };
    mode(dir, 0o755);
    mode(&out, 0o777);
    mode(&source, 0o444);
    mode(&folder, 0o555);
    let copy = out.join("copy.db");
    let output = lyngk_without_root(&[
        "backup".as_ref(),
        "--db".as_ref(),
        source.as_os_str(),
        copy.as_os_str(),
    ]);
    mode(&folder, 0o755);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        1,
        "nothing written beside the source"
    );
    let games: i64 = Connection::open(&copy)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 0);
}
