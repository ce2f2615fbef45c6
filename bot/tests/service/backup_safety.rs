//! `lyngk backup` replaces only an earlier copy and never writes to its source: a
//! target that is not a regular file is refused and left alone, and the source (an
//! earlier copy in rollback-journal mode, a read-only file) is read, never changed.

use crate::common::*;
use lyngk_bot::store::backup::backup;
use lyngk_rules::Variant;
use rusqlite::Connection;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn refused_with(result: anyhow::Result<lyngk_bot::store::backup::BackupReport>) -> String {
    let error = result.expect_err("the backup is refused");
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
    std::fs::write(&copy, "an old copy").unwrap();
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
