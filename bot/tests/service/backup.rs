//! `lyngk backup`: SQLite's online backup, taken while another connection writes.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use crate::common::*;
use lyngk_bot::service::api::{Actor, Place};
use lyngk_bot::service::GameService;
use lyngk_bot::store::backup::backup;
use lyngk_rules::Variant;
use rusqlite::Connection;

fn count(db: &Connection, table: &str) -> i64 {
    db.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
        .unwrap()
}

/// Plays `n` turns of the game in [`PLACE`].
fn play_turns(h: &Harness, first: &Actor, second: &Actor, n: usize) {
    for _ in 0..n {
        let game = h.game();
        let reply = h.ask(mover(&game, first, second), move_command(some_move(&game)));
        assert!(!reply.ephemeral, "{}", reply.text());
    }
}

#[test]
fn a_backup_taken_while_another_connection_writes_is_whole_and_holds_the_committed_games() {
    let h = Harness::new(7);
    let (first, second) = h.start(Variant::Standard);
    play_turns(&h, &first, &second, 6);
    let game_before = h.game();
    let to = h.dir.path().join("copy.db");

    let writing = AtomicBool::new(true);
    let challenges = AtomicU64::new(0);
    let (committed, commits) = mpsc::channel();
    let report = std::thread::scope(|scope| {
        // A writer that keeps committing new challenges in channels of their own.
        scope.spawn(|| {
            let mut channel = 1_000;
            while writing.load(Ordering::SeqCst) {
                channel += 1;
                let place = Place {
                    guild: Some(10),
                    channel,
                };
                let challenger = Actor {
                    id: channel,
                    name: format!("player {channel}"),
                };
                let reply = h.ask_in(place, &challenger, challenge(None, Variant::Standard), None);
                assert!(!reply.ephemeral, "{}", reply.text());
                challenges.fetch_add(1, Ordering::SeqCst);
                // Nobody listens once the backup has started.
                let _ = committed.send(());
            }
        });
        for _ in 0..5 {
            commits
                .recv_timeout(Duration::from_secs(60))
                .expect("the writer commits challenges");
        }
        let before = challenges.load(Ordering::SeqCst);
        let report = backup(&h.db_path(), &to).expect("the backup succeeds");
        let after = challenges.load(Ordering::SeqCst);
        writing.store(false, Ordering::SeqCst);
        // The copy holds the database as of one commit during the backup.
        let copied_challenges = report.games as u64 - 1;
        assert!(
            (before..=after + 1).contains(&copied_challenges),
            "{copied_challenges} challenges copied, {before} committed before, {after} after"
        );
        report
    });

    let copy = Connection::open(&to).unwrap();
    let verdict: String = copy
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(verdict, "ok");
    let mode: String = copy
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "delete", "one self-contained file");
    assert_eq!(count(&copy, "games"), report.games);
    assert_eq!(count(&copy, "turns"), 6);
    assert_eq!(report.turns, 6);
    drop(copy);
    // The bot opens the copy as it opened the original, the game where it was.
    let restored = GameService::open(&to).unwrap();
    let game = restored.live_game(PLACE).unwrap().expect("the game");
    assert_eq!(game.turns(), game_before.turns());
    assert_eq!(game.position(), game_before.position());
}

#[test]
fn a_backup_never_overwrites_the_database_nor_invents_one() {
    let h = Harness::new(1);
    h.start(Variant::Standard);
    // Operators' command-line errors and output are English on purpose (no message ids).
    let error = backup(&h.db_path(), &h.db_path()).unwrap_err();
    assert!(error.to_string().contains("the database itself"), "{error}");
    assert_eq!(h.turn_count(), 0);
    assert!(h.service.live_game(PLACE).unwrap().is_some());

    let missing = h.dir.path().join("nothing-here.db");
    let error = backup(&missing, &h.dir.path().join("copy.db")).unwrap_err();
    assert!(
        error.to_string().contains("there is no database"),
        "{error}"
    );
    assert!(!missing.exists(), "no empty database created");
}

#[test]
fn lyngk_backup_copies_the_database_named_by_lyngk_db() {
    let h = Harness::new(3);
    h.start(Variant::Six);
    let to = h.dir.path().join("nightly.db");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["backup", to.to_str().unwrap()])
        .env("LYNGK_DB", h.db_path())
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{printed}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(printed.contains("1 games, 0 turns"), "{printed}");
    assert!(printed.contains("integrity ok"), "{printed}");
    let copy = Connection::open(&to).unwrap();
    assert_eq!(count(&copy, "games"), 1);
}
