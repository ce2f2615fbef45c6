//! `lyngk play` across runs and beside another process on one database, and with
//! input no terminal should pass on: images numbered on, players named from the
//! database, interaction ids that never collide, lines that are not UTF-8, control
//! characters and names of a megabyte.

use crate::common::said::{at_table, run_script, text, Said, TerminalLog};
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::Place;
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::Terminal;
use std::io::Write;
use std::path::Path;

fn terminal(db: &Path, images: &Path, seed: u64) -> Terminal {
    let next = std::sync::atomic::AtomicU64::new(seed);
    let options = Options {
        seeds: Box::new(move || next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)),
        ..Options::default()
    };
    let service = GameService::open_with(db, options).unwrap();
    Terminal::new(service, images).unwrap()
}

/// Runs `script` (bytes, so not necessarily text) in `terminal`; returns what it printed.
fn run_in(terminal: &mut Terminal, script: &[u8]) -> String {
    let mut out = Vec::new();
    terminal.run(script, &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// Runs `script` in a new terminal on `db`, images beside it.
fn run(db: &Path, script: &[u8]) -> String {
    let images = db.parent().unwrap().join("images");
    run_in(&mut terminal(db, &images, 1), script)
}

/// Runs the lines of `script` in `terminal`; returns what they printed and said.
fn said_in(terminal: &mut Terminal, script: &str) -> (String, TerminalLog) {
    let mut out = Vec::new();
    let said = run_script(terminal, script, &mut out);
    (String::from_utf8(out).unwrap(), said)
}

/// Like [`said_in`], in a new terminal on `db`, images beside it.
fn said(db: &Path, script: &str) -> (String, TerminalLog) {
    let images = db.parent().unwrap().join("images");
    said_in(&mut terminal(db, &images, 1), script)
}

/// The channel lines act in unless they name another.
const CHANNEL_1: Place = Place {
    guild: Some(1),
    channel: 1,
};

fn image_files(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_second_run_numbers_its_files_after_the_first_and_overwrites_none() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let images = dir.path().join("images");
    run(&db, b"alice: challenge bob\nbob: accept\n");
    let first = image_files(&images);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].starts_with("0001-"), "{first:?}");
    let bytes = std::fs::read(images.join(&first[0])).unwrap();
    let out = run(&db, b"alice: board\nbob: board\n");
    let files = image_files(&images);
    assert_eq!(files.len(), 3, "{files:?}\n{out}");
    assert!(files[1].starts_with("0002-") && files[2].starts_with("0003-"));
    assert_eq!(std::fs::read(images.join(&first[0])).unwrap(), bytes);
}

#[test]
fn players_of_an_earlier_run_are_pinged_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    run(&db, b"alice: challenge bob\n");
    let (out, said) = said(&db, "bob: accept\n");
    said.said_with("challenge-begins", &[("game", Arg::Number(1))]);
    // What this test is about: the names the terminal prints for the ids pinged.
    assert!(!out.contains("@user-"), "{out}");
    assert!(
        out.contains("ping: @alice") || out.contains("ping: @bob"),
        "{out}"
    );
}

/// A player who joined an event in an earlier run and has played no game yet (the
/// bye of round 1) is pinged by name, not as `@user-…`.
#[test]
fn an_event_entrant_of_an_earlier_run_without_a_game_is_pinged_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    run(
        &db,
        b"admin: /lyngk-admin event create Cup rounds:2
          erin: /lyngk event join Cup
          fred: /lyngk event join Cup
          gina: /lyngk event join Cup
",
    );
    let out = run(
        &db,
        b"admin: /lyngk-admin event start Cup
",
    );
    let gina = lyngk_bot::terminal::user_id("gina");
    assert!(!out.contains(&format!("@user-{gina}")), "{out}");
    let service = GameService::open_with(&db, Options::default()).unwrap();
    assert_eq!(service.player_name(gina).unwrap().as_deref(), Some("gina"));
}

/// The terminal prints its answers at once: none is left owed in the outbox for a
/// bot sharing the database to post in a channel.
#[test]
fn the_terminals_answers_are_never_left_owed_to_a_channel() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    run(
        &db,
        b"alice: challenge bob
bob: accept
",
    );
    let (recorded, owed): (i64, i64) = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row(
            "SELECT COUNT(*), COUNT(*) FILTER (WHERE sent_at IS NULL) FROM outbox",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((recorded, owed), (2, 0));
}

/// Two `lyngk play` on one database, taking turns: neither is answered with the
/// other's reply ("Already done", or the other channel's challenge).
#[test]
fn two_terminals_on_one_database_keep_their_commands_apart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let mut one = terminal(&db, &dir.path().join("one"), 1);
    let mut two = terminal(&db, &dir.path().join("two"), 100);
    let (_, first) = said_in(&mut one, "alice: challenge bob\n");
    let (_, second) = said_in(&mut two, "#5 carol: challenge dave\n");
    let challenge = |challenger: &str, opponent: &str| {
        [
            ("challenger", text(challenger)),
            ("opponent", at_table(opponent)),
        ]
    };
    first.said_with("challenge-to", &challenge("alice", "bob"));
    second.said_with("challenge-to", &challenge("carol", "dave"));
    second.not_said("refusal-already-done");
    let (_, accepted) = said_in(&mut two, "#5 dave: accept\n");
    let (_, other) = said_in(&mut one, "bob: accept\n");
    accepted.said_with("challenge-begins", &[("game", Arg::Number(2))]);
    other.said_with("challenge-begins", &[("game", Arg::Number(1))]);
}

#[test]
fn a_line_that_is_not_utf8_is_refused_with_its_number_and_the_session_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let mut terminal = terminal(&db, &dir.path().join("images"), 1);
    let out = run_in(
        &mut terminal,
        b"alice: challenge bob\n\xff\xfe\nbob: accept\n",
    );
    // `Terminal::run` refuses the line itself: its printed text is all there is.
    assert!(out.contains("! line 2 is not UTF-8 text: skipped"), "{out}");
    assert!(terminal.service().live_game(CHANNEL_1).unwrap().is_some());
    assert_eq!(terminal.refusals, 1);

    // The program itself goes on and ends well.
    let mut play = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .arg("play")
        .arg("--images")
        .arg(dir.path().join("play-images"))
        .arg("--db")
        .arg(dir.path().join("play.db"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    play.stdin
        .take()
        .unwrap()
        .write_all(b"alice: challenge bob\n\xff\nbob: accept\n")
        .unwrap();
    let output = play.wait_with_output().unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{printed}");
    // The binary's output is text by nature.
    assert!(printed.contains("line 2 is not UTF-8"), "{printed}");
    // The line after it was played: the game began.
    let service = GameService::open(dir.path().join("play.db")).unwrap();
    assert!(service.live_game(CHANNEL_1).unwrap().is_some(), "{printed}");
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let out = run(
        &db,
        b"\"al\x1b[31mice\": challenge b\x00ob\n\"al\x1b[31mice\": board\n",
    );
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(!out.contains('\0'), "{out:?}");
    // What this test is about: how the terminal prints a name's escape.
    assert!(out.contains("al\\u{1b}[31mice"), "{out}");
}

#[test]
fn a_name_of_a_megabyte_is_cut_to_discords_length() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let name = "n".repeat(1 << 20);
    let script = format!("{name}: challenge bob\nbob: accept\n{name}: resign confirm:true\n");
    let out = run(&db, script.as_bytes());
    let printed_without_the_echo: usize = out
        .lines()
        .filter(|line| !line.starts_with(&name[..100]))
        .map(str::len)
        .sum();
    assert!(
        printed_without_the_echo < 20_000,
        "{printed_without_the_echo} bytes printed"
    );
    assert!(out.contains(&format!("**{}**", "n".repeat(32))));
}

/// The prompt names who types next; before anyone is named, "player" in the table's
/// language.
#[test]
fn the_prompt_speaks_the_tables_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let images = dir.path().join("images");
    let mut german = terminal(&db, &images, 1).with_locale(lyngk_bot::i18n::Locale::De);
    let mut out = Vec::new();
    german
        .run(&b"help\nalice: rules\n"[..], &mut out, true)
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    // What this test is about: the prompt the terminal prints.
    assert!(out.starts_with("spieler> "), "{out}");
    assert!(out.contains("alice> "), "{out}");
    assert!(!out.contains("player> "), "{out}");
}

/// Nobody types as the AI: its turns are its own.
#[test]
fn nobody_types_as_the_ai() {
    let dir = tempfile::tempdir().unwrap();
    let (_, said) = said(
        &dir.path().join("lyngk.db"),
        "alice: challenge ai:1\n\"lyngk ai\": resign\n\"LYNGK AI\": board\n",
    );
    assert_eq!(said.count("terminal-not-the-ai"), 2, "{:?}", said.ids());
    said.not_said("turn-resigns");
}
