//! Game records (docs/record.md) on the command line: `lyngk record export` and
//! `replay`, and `lyngk play` given a record, the seed read from its tags.

use crate::common::said::{arg, Said};
use crate::common::{some_move, typed_move};
use lyngk_bot::i18n::{Locale, Style};
use lyngk_bot::service::api::Place;
use lyngk_bot::service::{replayed_summary, GameService, Options};
use lyngk_bot::terminal::Terminal;
use lyngk_rules::record::{read, GameResult, Termination};
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const CHANNEL_1: Place = Place {
    guild: Some(1),
    channel: 1,
};

/// A terminal on `db` whose games get seeds `seed`, `seed + 1`, …
fn terminal(db: &Path, seed: u64) -> Terminal {
    let next = std::sync::atomic::AtomicU64::new(seed);
    let options = Options {
        seeds: Box::new(move || next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)),
        ..Options::default()
    };
    let service = GameService::open_with(db, options).unwrap();
    Terminal::new(service, &db.parent().unwrap().join("images")).unwrap()
}

/// Types `plies` legal moves in channel 1, each by `who(to_move)`; stops early when the
/// game ends.
fn play_moves(terminal: &mut Terminal, plies: usize, who: impl Fn(lyngk_rules::Player) -> String) {
    for _ in 0..plies {
        let Some(game) = terminal.service().live_game(CHANNEL_1).unwrap() else {
            return;
        };
        let typed = typed_move(some_move(&game));
        let line = format!("{}: {typed}", who(game.position().to_move()));
        let mut out = Vec::new();
        terminal.run_line(&line, &mut out).unwrap();
    }
}

fn lyngk(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("lyngk runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A game between alice and bob on `db`: 6 moves, then player 2 resigns.
fn resigned_game(db: &Path) {
    let mut terminal = terminal(db, 31);
    let mut out = Vec::new();
    terminal.run_line("alice: challenge bob", &mut out).unwrap();
    terminal.run_line("bob: accept", &mut out).unwrap();
    let begins = terminal.said("challenge-begins");
    let first = match arg(begins, "one") == &lyngk_bot::i18n::Arg::Text("alice".into()) {
        true => "alice",
        false => "bob",
    };
    let second = if first == "alice" { "bob" } else { "alice" };
    let name = |p: lyngk_rules::Player| match p {
        lyngk_rules::Player::One => first.to_string(),
        lyngk_rules::Player::Two => second.to_string(),
    };
    play_moves(&mut terminal, 6, name);
    terminal
        .run_line(&format!("{second}: resign confirm:true"), &mut out)
        .unwrap();
    assert_eq!(terminal.refusals, 0, "{}", text(&out));
}

#[test]
fn a_stored_game_is_exported_and_replayed_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    resigned_game(&db);
    let db_arg = db.to_str().unwrap();
    let export = lyngk(&["record", "export", "--db", db_arg, "--game", "1"], None);
    assert!(export.status.success(), "{}", text(&export.stderr));
    let record = text(&export.stdout);
    let replayed = read(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(replayed.record.turns.len(), 6);
    assert_eq!(replayed.termination, Termination::Resignation);
    assert_eq!(replayed.record.result, GameResult::PlayerOneWins);

    let file = dir.path().join("game.txt");
    std::fs::write(&file, &record).unwrap();
    let replay = lyngk(&["record", "replay", file.to_str().unwrap()], None);
    assert!(replay.status.success(), "{}", text(&replay.stderr));
    let said = text(&replay.stdout);
    // `lyngk record replay` prints text by nature; the record's typed reading is above.
    assert!(said.contains("6 turns replayed"), "{said}");
    assert!(
        said.contains(&format!("final position: {}", replayed.position)),
        "{said}"
    );
    assert!(said.contains("result: 1-0 (resignation)"), "{said}");
    // Standard input too.
    let piped = lyngk(&["record", "replay", "-"], Some(&record));
    assert!(piped.status.success(), "{}", text(&piped.stderr));

    // A turn changed into one the rules refuse: named by line and column, exit 1.
    let turn_3 = replayed.record.turns[2].to_string();
    let broken = record.replacen(&format!("3. {turn_3}"), "3. pass", 1);
    std::fs::write(&file, &broken).unwrap();
    let refused = lyngk(&["record", "replay", file.to_str().unwrap()], None);
    assert_eq!(refused.status.code(), Some(1));
    let error = text(&refused.stderr);
    assert!(error.contains("turn 3 (pass) is illegal"), "{error}");
    assert!(error.contains("line "), "{error}");

    // No such game, no such database: refused, nothing created.
    let missing = lyngk(&["record", "export", "--db", db_arg, "--game", "9"], None);
    assert_eq!(missing.status.code(), Some(1));
    let nowhere = dir.path().join("none.db");
    let absent = lyngk(
        &[
            "record",
            "export",
            "--db",
            nowhere.to_str().unwrap(),
            "--game",
            "1",
        ],
        None,
    );
    assert_eq!(absent.status.code(), Some(1));
    assert!(!nowhere.exists());
}

/// `lyngk play --record`: the game played again in the terminal with the record's seed
/// (no `--seed`), onto a database that then holds the same game.
#[test]
fn play_with_a_record_plays_the_game_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    resigned_game(&db);
    let export = lyngk(
        &[
            "record",
            "export",
            "--db",
            db.to_str().unwrap(),
            "--game",
            "1",
        ],
        None,
    );
    let record = text(&export.stdout);
    let file = dir.path().join("game.txt");
    std::fs::write(&file, &record).unwrap();
    let again = dir.path().join("again.db");
    let images = dir.path().join("images-again");
    let output = lyngk(
        &[
            "play",
            "--db",
            again.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
            "--record",
            file.to_str().unwrap(),
        ],
        Some("alice: mygames\n"),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let replayed = GameService::open(&again)
        .unwrap()
        .game_record(1)
        .unwrap()
        .unwrap();
    let original = read(&record).unwrap().record;
    assert_eq!(replayed.turns, original.turns);
    assert_eq!(replayed.result, original.result);
    for tag in ["Player1", "Player2", "Seed", "Termination"] {
        assert_eq!(replayed.tag(tag), original.tag(tag), "{tag}");
    }
}

/// A record of a game against the AI, piped into `lyngk play` without `--seed`: read
/// with the seed its tags give (no stream of refusals); a damaged one is refused at
/// once with a failing exit status.
#[test]
fn play_reads_the_seed_of_an_ai_game_record() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let mut terminal = terminal(&db, 77);
    let mut out = Vec::new();
    terminal
        .run_line("alice: challenge ai:1", &mut out)
        .unwrap();
    play_moves(&mut terminal, 3, |_| "alice".to_string());
    assert_eq!(terminal.refusals, 0, "{}", text(&out));
    let record = terminal.service().game_record(1).unwrap().unwrap();
    assert_eq!(record.tag("Seed"), Some("77"));
    assert!(record.turns.len() >= 6, "{record:?}");
    let record = record.to_string();
    let images = dir.path().join("images-play");
    let images = images.to_str().unwrap();

    let output = lyngk(&["play", "--images", images], Some(&record));
    assert!(output.status.success(), "{}", text(&output.stderr));
    let said = text(&output.stdout);
    let summary = replayed_summary(&read(&record).unwrap());
    assert_eq!(summary.id, "terminal-record-replayed");
    assert_eq!(
        said,
        format!("{}\n", summary.format(Locale::En, Style::Plain))
    );
    // In the language asked for.
    let output = lyngk(
        &["play", "--images", images, "--locale", "pl"],
        Some(&record),
    );
    assert_eq!(
        text(&output.stdout),
        format!("{}\n", summary.format(Locale::Pl, Style::Plain))
    );

    // Another seed than the start's: refused at once, before any line is played.
    let reseeded = record.replace("[Seed \"77\"]\n", "[Seed \"78\"]\n");
    assert_ne!(reseeded, record);
    let output = lyngk(&["play", "--images", images], Some(&reseeded));
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).is_empty(), "{}", text(&output.stdout));
    // The binary's error is text by nature.
    assert!(text(&output.stderr).contains("not a valid game record"));
}

/// The full example of docs/record.md is a record: it replays to the result it gives.
#[test]
fn the_documented_example_replays() {
    let doc = include_str!("../../../docs/record.md");
    let example = doc
        .split("## A full example")
        .nth(1)
        .and_then(|rest| rest.split("```text\n").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("the example block");
    let replayed = read(example).unwrap_or_else(|e| panic!("{e}\n{example}"));
    assert_eq!(replayed.record.turns.len(), 32);
    assert_eq!(replayed.record.result, GameResult::PlayerTwoWins);
    assert_eq!(
        replayed.record.tag("Player1"),
        Some("Zoë \"the blue\" Müller")
    );
    assert!(replayed.outcome.is_some());
    let output = lyngk(&["record", "replay", "-"], Some(example));
    assert!(output.status.success(), "{}", text(&output.stderr));
    // The binary's output is text by nature.
    assert!(text(&output.stdout).contains("result: 0-1 (player 2 wins on points (1 to 2))"));
}

/// The script older `/lyngk history` replies attached, piped in without `--seed`: its
/// header's seed is used, so every move is played.
#[test]
fn an_older_history_script_replays_with_the_seed_in_its_header() {
    let seed = 40;
    let mut game = lyngk_rules::Game::new(seed, lyngk_rules::Variant::Standard);
    let lot = game.first_seat();
    let name = |player: lyngk_rules::Player| match (lot + player.index()) % 2 {
        0 => "alice",
        _ => "bob",
    };
    let mut script = format!(
        "# LYNGK game 1: x vs y\n# variant: standard\n# seed: {seed}\n\
         # Replay: lyngk play --seed {seed} < this-file\n\
         alice: /lyngk challenge bob variant:standard\nbob: /lyngk accept\n"
    );
    for _ in 0..6 {
        let turn = some_move(&game);
        let typed = typed_move(turn);
        let who = name(game.position().to_move());
        script.push_str(&format!("{who}: /lyngk {typed}\n"));
        game.play(turn).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let images = dir.path().join("images");
    let output = lyngk(
        &[
            "play",
            "--db",
            db.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
        ],
        Some(&script),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stored = GameService::open(&db)
        .unwrap()
        .game_record(1)
        .unwrap()
        .unwrap();
    assert_eq!(stored.turns, game.turns(), "{}", text(&output.stdout));
}
