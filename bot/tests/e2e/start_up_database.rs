//! Start-up with a database lyngk cannot use: `play`, `serve` and `backup` name the file
//! and the cause in an operator's words (a newer schema, a damaged file, a read-only file
//! or folder, an empty file) instead of SQLite's or the migration library's codes.

use lyngk_bot::service::GameService;
use lyngk_bot::store::{known_schema, OpenRefusal, Store};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Which of the three commands opens the database.
#[derive(Clone, Copy, Debug)]
enum Opener {
    Play,
    Serve,
    Backup,
}

const OPENERS: [Opener; 3] = [Opener::Play, Opener::Serve, Opener::Backup];

/// Runs `lyngk` on the database `db` from its folder's parent; as root (where file
/// permissions do not bind) as the user nobody. `serve` is given a token and a local
/// API address so that nothing it does could reach Discord.
fn run(opener: Opener, db: &Path) -> Output {
    use std::os::unix::fs::MetadataExt;
    use std::os::unix::process::CommandExt;
    let work = db.parent().unwrap().parent().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_lyngk"));
    command.current_dir(work).stdin(Stdio::null());
    match opener {
        Opener::Play => command
            .arg("play")
            .arg("--db")
            .arg(db)
            .arg("--images")
            .arg(work.join("images")),
        Opener::Serve => command
            .arg("serve")
            .env("DISCORD_TOKEN", "not-a-token")
            .env("LYNGK_DB", db)
            .env("LYNGK_DISCORD_API", "http://127.0.0.1:9"),
        Opener::Backup => command
            .arg("backup")
            .arg("--db")
            .arg(db)
            .arg(work.join("copy.db")),
    };
    let probe = tempfile::NamedTempFile::new().unwrap();
    if probe.as_file().metadata().unwrap().uid() == 0 {
        command.uid(65534).gid(65534);
    }
    command.output().unwrap()
}

/// `opener` stopped at the start with `refusal`'s words (and so the file's name).
fn assert_refused(opener: Opener, db: &Path, refusal: &OpenRefusal) {
    let output = run(opener, db);
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{opener:?} started: {said}");
    assert!(
        said.contains(&refusal.to_string()),
        "{opener:?} said {said:?}, not {refusal}"
    );
    assert!(!said.contains("Error code"), "{opener:?}: {said}");
}

/// A folder `work/data` (open to everyone, so nobody can use it) and the path of a
/// database file in it.
fn database_folder() -> (tempfile::TempDir, std::path::PathBuf) {
    let work = tempfile::tempdir().unwrap();
    let data = work.path().join("data");
    std::fs::create_dir(&data).unwrap();
    for folder in [work.path(), &data] {
        std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o777)).unwrap();
    }
    (work, data.join("lyngk.db"))
}

fn make_open_to_all(db: &Path) {
    std::fs::set_permissions(db, std::fs::Permissions::from_mode(0o666)).unwrap();
}

fn refusal_of(result: anyhow::Result<impl Sized>) -> OpenRefusal {
    let error = result.err().expect("refused");
    error
        .downcast_ref::<OpenRefusal>()
        .unwrap_or_else(|| panic!("not an open refusal: {error:#}"))
        .clone()
}

#[test]
fn start_up_refuses_a_database_from_a_newer_lyngk_naming_both_schemas() {
    let (_work, db) = database_folder();
    drop(GameService::open(&db).unwrap());
    let found = known_schema() + 3;
    rusqlite::Connection::open(&db)
        .unwrap()
        .pragma_update(None, "user_version", found)
        .unwrap();
    make_open_to_all(&db);
    let expected = OpenRefusal::NewerSchema {
        path: db.display().to_string(),
        found,
        known: known_schema(),
    };
    assert_eq!(refusal_of(Store::open(&db)), expected);
    for opener in [Opener::Play, Opener::Serve] {
        assert_refused(opener, &db, &expected);
    }
}

#[test]
fn start_up_names_a_damaged_database() {
    let (_work, db) = database_folder();
    // Not a database at all.
    std::fs::write(&db, vec![b'x'; 8192]).unwrap();
    make_open_to_all(&db);
    let expected = OpenRefusal::Damaged {
        path: db.display().to_string(),
    };
    assert_eq!(refusal_of(GameService::open(&db)), expected);
    for opener in OPENERS {
        assert_refused(opener, &db, &expected);
    }
    // A SQLite file whose pages after the header are overwritten.
    std::fs::remove_file(&db).unwrap();
    drop(GameService::open(&db).unwrap());
    let mut bytes = std::fs::read(&db).unwrap();
    let page_size = u16::from_be_bytes([bytes[16], bytes[17]]) as usize;
    bytes[100..page_size].fill(0xA5);
    std::fs::write(&db, bytes).unwrap();
    assert_eq!(refusal_of(GameService::open(&db)), expected);
    for opener in OPENERS {
        assert_refused(opener, &db, &expected);
    }
}

#[test]
fn start_up_names_a_read_only_database_and_a_read_only_folder() {
    let (_work, db) = database_folder();
    drop(GameService::open(&db).unwrap());
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).unwrap();
    let path = db.display().to_string();
    let file = OpenRefusal::ReadOnlyFile { path: path.clone() };
    for opener in [Opener::Play, Opener::Serve] {
        assert_refused(opener, &db, &file);
    }

    // A new database in a folder nobody may write to.
    let folder = db.parent().unwrap();
    let fresh = folder.join("fresh.db");
    make_open_to_all(&db);
    std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    let in_folder = OpenRefusal::ReadOnlyFolder {
        path: db.display().to_string(),
        folder: folder.display().to_string(),
    };
    for opener in [Opener::Play, Opener::Serve] {
        assert_refused(opener, &db, &in_folder);
    }
    let cannot_create = OpenRefusal::CannotOpen {
        path: fresh.display().to_string(),
    };
    assert_refused(Opener::Play, &fresh, &cannot_create);
    std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o777)).unwrap();
}

/// A 0-byte file is how a failed copy or a full disk looks: `serve` and `backup` refuse
/// it (untouched) unless `serve --new-database` says it is meant to be new; `play` names
/// it and takes it as new.
#[test]
fn start_up_names_an_empty_database_file_and_serve_refuses_it_unless_told() {
    let (_work, db) = database_folder();
    std::fs::write(&db, "").unwrap();
    make_open_to_all(&db);
    let expected = OpenRefusal::Empty {
        path: db.display().to_string(),
    };
    assert_eq!(lyngk_bot::store::refuse_empty(&db), Err(expected.clone()));
    for opener in [Opener::Serve, Opener::Backup] {
        assert_refused(opener, &db, &expected);
        assert_eq!(std::fs::metadata(&db).unwrap().len(), 0, "{opener:?}");
    }

    let output = run(Opener::Play, &db);
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{said}");
    assert!(said.contains(&db.display().to_string()), "{said}");
    assert!(std::fs::metadata(&db).unwrap().len() > 0, "taken as new");

    std::fs::write(&db, "").unwrap();
    let mut serve = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["serve", "--new-database"])
        .current_dir(db.parent().unwrap())
        .env("DISCORD_TOKEN", "not-a-token")
        .env("LYNGK_DB", &db)
        .env("LYNGK_DISCORD_API", "http://127.0.0.1:9")
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let migrated = || {
        rusqlite::Connection::open(&db)
            .and_then(|c| c.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0)))
            .is_ok_and(|version| version == known_schema())
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !migrated() && serve.try_wait().unwrap().is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "serve never migrated it"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = serve.kill();
    let _ = serve.wait();
    assert!(
        migrated(),
        "serve --new-database took the empty file as a new database"
    );
}
