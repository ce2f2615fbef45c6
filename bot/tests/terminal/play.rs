//! `lyngk play` (the terminal front) run on real SQLite files: reruns on one database,
//! game records that replay, readable output, and sessions that survive faults.

use crate::common::said::{arg, run_script, text, Said, TerminalLog};
use crate::common::{some_move, typed_move};
use lyngk_bot::correspondence::premove::LineError;
use lyngk_bot::i18n::{Arg, Locale};
use lyngk_bot::service::api::{Place, Reply};
use lyngk_bot::service::{GameService, Options, Refusal};
use lyngk_bot::terminal::Terminal;
use std::path::Path;

/// What one run printed and said, and how many lines were refused.
struct Run {
    out: String,
    said: TerminalLog,
    refusals: usize,
}

/// Runs `script` in a terminal on `db` (created if new), line by line as `lyngk
/// play` does; games get seeds `seed`, `seed + 1`, …
fn run(db: &Path, seed: u64, script: &str) -> Run {
    let mut terminal = terminal(db, seed);
    let mut out = Vec::new();
    let said = run_script(&mut terminal, script, &mut out);
    Run {
        out: String::from_utf8(out).unwrap(),
        said,
        refusals: terminal.refusals,
    }
}

/// The first player of the last game begun in `said` (a challenge's, a league's or
/// an event's opening).
fn last_player_one(said: &impl Said) -> String {
    let first = said
        .messages()
        .into_iter()
        .rev()
        .find_map(|m| match m.id.as_str() {
            "challenge-begins" => m.get("one"),
            "league-opening" | "event-opening" => m.get("first"),
            _ => None,
        });
    match first {
        Some(Arg::Text(name)) => name.clone(),
        other => panic!("no game begun: {other:?}, said {:?}", said.ids()),
    }
}

fn terminal(db: &Path, seed: u64) -> Terminal {
    let next = std::sync::atomic::AtomicU64::new(seed);
    let options = Options {
        seeds: Box::new(move || next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)),
        ..Options::default()
    };
    let service = GameService::open_with(db, options).unwrap();
    let images = db.parent().unwrap().join("images");
    Terminal::new(service, &images).unwrap()
}

/// The channel the terminal acts in by default.
const CHANNEL_1: Place = Place {
    guild: Some(1),
    channel: 1,
};

#[test]
fn a_second_run_on_the_same_database_is_not_answered_already_done() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let first = run(&db, 1, "alice: challenge bob\n");
    assert_eq!(first.refusals, 0, "{}", first.out);
    let second = run(&db, 1, "bob: accept\nalice: board\n");
    second.said.not_said("refusal-already-done");
    second
        .said
        .said_with("challenge-begins", &[("game", Arg::Number(1))]);
    assert_eq!(second.refusals, 0, "{}", second.out);
}

/// A terminal kept open between lines, with everything it printed and said.
struct Session {
    terminal: Terminal,
    out: Vec<u8>,
    said: TerminalLog,
}

impl Session {
    fn new(db: &Path, seed: u64) -> Session {
        Session {
            terminal: terminal(db, seed),
            out: Vec::new(),
            said: TerminalLog::default(),
        }
    }

    /// Runs one line; returns what it printed (its replies: `self.terminal`).
    fn say(&mut self, line: &str) -> String {
        let start = self.out.len();
        self.terminal.run_line(line, &mut self.out).unwrap();
        self.said.keep(&self.terminal);
        String::from_utf8(self.out[start..].to_vec()).unwrap()
    }

    /// The one reply the last line got.
    #[track_caller]
    fn reply(&self) -> &Reply {
        match self.terminal.last_replies() {
            [reply] => reply,
            replies => panic!("not one reply: {:?}", replies.ids()),
        }
    }

    /// Plays `plies` legal moves in `place`, each typed by the player to move.
    fn play_moves(&mut self, place: Place, plies: usize) {
        let first = last_player_one(&self.said);
        let second = if first == "alice" { "bob" } else { "alice" };
        for _ in 0..plies {
            let game = self.terminal.service().live_game(place).unwrap().unwrap();
            let mover = match game.position().to_move() {
                lyngk_rules::Player::One => first.as_str(),
                lyngk_rules::Player::Two => second,
            };
            let typed = self.legal_move(place);
            self.say(&format!("#{} {mover}: {typed}", place.channel));
            let moved = self.reply();
            assert!(
                moved.refusal.is_none() && !moved.ephemeral,
                "{:?}",
                moved.ids()
            );
        }
    }

    /// A legal move (not a pass) of the game in `place`, as typed: `move c3 d4 claim:red`.
    fn legal_move(&self, place: Place) -> String {
        let game = self.terminal.service().live_game(place).unwrap().unwrap();
        typed_move(some_move(&game))
    }
}

impl Session {
    /// The game record the last line (a `history`) attached.
    fn record_attached(&self) -> String {
        let record = self
            .reply()
            .files
            .iter()
            .find(|file| file.filename.ends_with(".txt"))
            .expect("history attaches the record");
        String::from_utf8(record.bytes.clone()).unwrap()
    }
}

/// The record `history` wrote is the game played in `place`: its seats, seed and turns.
fn assert_record_is_the_game(session: &Session, record: &str, place: Place) {
    let replayed = lyngk_rules::record::read(record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    let game = session
        .terminal
        .service()
        .live_game(place)
        .unwrap()
        .unwrap();
    assert_eq!(replayed.game.as_ref(), Some(&game), "{record}");
    let first = last_player_one(&session.said);
    let second = if first == "alice" { "bob" } else { "alice" };
    assert_eq!(
        replayed.record.tag("Player1"),
        Some(first.as_str()),
        "{record}"
    );
    assert_eq!(replayed.record.tag("Player2"), Some(second), "{record}");
}

/// A rematch seats players swapped, not by its seed's lot: its record keeps the seats.
#[test]
fn the_record_of_a_rematch_replays() {
    for seed in 1..=4 {
        let dir = tempfile::tempdir().unwrap();
        let mut session = Session::new(&dir.path().join("lyngk.db"), seed);
        session.say("alice: challenge bob");
        session.say("bob: accept");
        let asked = session.say("alice: resign");
        session.reply().said_with(
            "turn-resign-confirm",
            &[("game", Arg::Number(1)), ("opponent", text("bob"))],
        );
        // The terminal's own rendering: the button and what to type for it.
        assert!(
            asked.contains("[Resign] (type `resign confirm:true`)"),
            "{asked}"
        );
        session.say("alice: resign confirm:true");
        session.say("bob: rematch 1");
        session.say("alice: accept");
        session
            .reply()
            .said_with("challenge-begins", &[("game", Arg::Number(2))]);
        session.play_moves(CHANNEL_1, 4);
        session.say("history");
        let record = session.record_attached();
        assert_record_is_the_game(&session, &record, CHANNEL_1);
    }
}

/// A league game's seats come from the schedule, not from its seed's lot.
#[test]
fn the_record_of_a_league_game_replays() {
    for seed in 1..=4 {
        let dir = tempfile::tempdir().unwrap();
        let mut session = Session::new(&dir.path().join("lyngk.db"), seed);
        for line in [
            "admin: league create Cup",
            "alice: league join Cup",
            "bob: league join Cup",
            "admin: league start Cup",
        ] {
            session.say(line);
        }
        let thread = Place {
            guild: Some(1),
            channel: 1001,
        };
        session.play_moves(thread, 4);
        session.say("#1001 alice: history");
        let record = session.record_attached();
        // A league is an event: the record names it and the round.
        assert_record_is_the_game(&session, &record, thread);
        let read = lyngk_rules::record::read(&record).unwrap();
        assert_eq!(read.record.tag("Event"), Some("Cup"), "{record}");
        assert_eq!(read.record.tag("Round"), Some("1"), "{record}");
    }
}

/// The terminal prints names, channels and dates, not Discord's
/// `<@id>`, `<#id>` and `<t:…>` tags.
#[test]
fn play_prints_names_channels_and_dates_not_discord_markup() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: challenge bob days:1
bob: accept
alice: mygames
alice: vacation 2
bob: resign confirm:true
";
    let run = run(&dir.path().join("lyngk.db"), 3, script);
    assert_eq!(run.refusals, 0, "{}", run.out);
    for tag in ["<@", "<#", "<t:"] {
        assert!(!run.out.contains(tag), "{tag} in:\n{}", run.out);
    }
    // What this test is about: how the terminal prints a channel, a date, a mention.
    assert!(run.out.contains("• #1 game 1 vs bob"), "{}", run.out);
    assert!(run.out.contains(" UTC ("), "a date: {}", run.out);
    assert!(run.out.contains("@alice wins game 1"), "{}", run.out);
}

/// Server settings work (the terminal is one server), a challenge
/// with `thread:true` gets a channel of its own, names with spaces are quoted, and
/// `quit` ends the session.
#[test]
fn server_settings_threads_quoted_names_and_quit() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
admin: server-settings auto_timeout:true
\"Ada L\": challenge \"Kris B\" thread:true
\"Kris B\": accept
carol: challenge dave thread:true
quit
alice: challenge bob
";
    let run = run(&dir.path().join("lyngk.db"), 3, script);
    assert_eq!(run.refusals, 0, "{}", run.out);
    let said = &run.said;
    said.said("settings-server-timeout-auto");
    said.said_with("terminal-thread-opened", &[("channel", Arg::Channel(2001))]);
    let begins = said.said_with("challenge-begins", &[("game", Arg::Number(1))]);
    assert!(
        [text("Ada L"), text("Kris B")].contains(arg(begins, "one")),
        "{begins:?}"
    );
    // The first thread is busy.
    said.said_with("terminal-thread-opened", &[("channel", Arg::Channel(2002))]);
    // Nothing runs after quit.
    said.not_said_with("challenge-to", &[("challenger", text("alice"))]);
}

/// A turn the rules refuse, written behind the bot's back: game 1 no longer replays.
fn break_the_record(conn: &rusqlite::Connection) {
    conn.execute(
        "INSERT INTO turns (game, ply, player_id, notation, created_at) \
         VALUES (1, 0, 1, 'pass', 0)",
        [],
    )
    .unwrap();
}

/// An internal fault (here a game record broken behind the bot's
/// back) is reported and the session goes on with the next line.
#[test]
fn an_internal_error_is_reported_and_the_session_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let mut session = Session::new(&db, 3);
    session.say("alice: challenge bob");
    session.say("bob: accept");
    let conn = rusqlite::Connection::open(&db).unwrap();
    break_the_record(&conn);
    let mut out = Vec::new();
    session
        .terminal
        .run(
            "alice: board\n#2 carol: challenge dave\n".as_bytes(),
            &mut out,
            false,
        )
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    // How `Terminal::run` reports the fault is its own printing.
    assert!(
        out.contains("! internal error, the session goes on: replaying game 1"),
        "{out}"
    );
    assert_eq!(session.terminal.faults, 1);
    // The session went on: carol's challenge holds channel 2.
    let channel_2 = Place {
        guild: Some(1),
        channel: 2,
    };
    let free = session.terminal.service().channel_is_free(channel_2);
    assert!(!free.unwrap(), "{out}");
}

/// An image that cannot be written after the turn was saved is
/// explained as such; the game went on.
#[test]
fn an_image_that_cannot_be_written_is_explained_and_the_turn_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(&dir.path().join("lyngk.db"), 3);
    let images = dir.path().join("images");
    std::fs::remove_dir_all(&images).unwrap();
    std::fs::write(&images, "a file where the folder was").unwrap();
    session.say("alice: challenge bob");
    session.say("bob: accept");
    let accepted = &session.terminal;
    accepted.said_with("challenge-begins", &[("game", Arg::Number(1))]);
    accepted.said_with(
        "terminal-file-not-written",
        &[("file", text("lyngk-game-1-turn-1.png"))],
    );
    assert!(session
        .terminal
        .service()
        .live_game(CHANNEL_1)
        .unwrap()
        .is_some());
    assert_eq!(session.terminal.faults, 1);
    session.say("carol: board");
    // The session goes on.
    session
        .reply()
        .said_with("game-caption", &[("game", Arg::Number(1))]);
}

/// `lyngk play` keeps going after an internal error and exits
/// non-zero at the end, saying so once.
#[test]
fn lyngk_play_exits_non_zero_after_an_internal_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let play = |script: &str| {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .args([
                "play",
                "--db",
                db.to_str().unwrap(),
                "--seed",
                "3",
                "--images",
            ])
            .arg(dir.path().join("images"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        drop(stdin);
        child.wait_with_output().unwrap()
    };
    let first = play("alice: challenge bob\nbob: accept\n");
    assert!(first.status.success());
    let conn = rusqlite::Connection::open(&db).unwrap();
    break_the_record(&conn);
    let second = play("alice: board\n#2 carol: challenge dave\n");
    let out = String::from_utf8(second.stdout).unwrap();
    let err = String::from_utf8(second.stderr).unwrap();
    assert!(!second.status.success(), "{out}");
    // The binary's output is text by nature.
    assert!(out.contains("**carol** challenges @dave"), "{out}");
    assert_eq!(
        err.matches("an internal error during the session").count(),
        1,
        "{err}"
    );
}

/// `lyngk play --locale de`: everything the terminal itself prints around the bot's
/// replies (who sees a reply, pings, buttons, files, alt texts, refused lines) is
/// German, and no message id shows.
#[test]
fn in_german_the_terminal_chrome_has_no_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session {
        terminal: terminal(&dir.path().join("lyngk.db"), 3).with_locale(Locale::De),
        out: Vec::new(),
        said: TerminalLog::default(),
    };
    session.say("alice: challenge bob");
    session.say("bob: accept");
    let refused_line = session.say("alice: dance");
    // The same legal move typed by both players: one moves, the other is refused.
    let typed = session.legal_move(CHANNEL_1);
    let alice = session.say(&format!("alice: {typed}"));
    let alice_moved = session.reply().refusal.is_none();
    let bob = session.say(&format!("bob: {typed}"));
    let (turn, refused) = match alice_moved {
        true => (alice, bob),
        false => (bob, alice),
    };
    // What this test is about: the German of the terminal's own lines.
    assert!(
        refused_line.contains("unbekannter Befehl „dance“"),
        "{refused_line}"
    );
    assert!(refused.contains("Bot (nur für "), "{refused}");
    assert!(turn.contains("Bot (für alle):"), "{turn}");
    assert!(turn.contains("  Datei: "), "{turn}");
    assert!(turn.contains("  Alternativtext: "), "{turn}");
    let everything = String::from_utf8(session.out.clone()).unwrap();
    // The terminal's own lines: indented two spaces (the bot's text is indented four).
    let chrome: Vec<&str> = everything
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("    "))
        .collect();
    assert!(
        chrome.iter().any(|l| l.starts_with("  erwähnt: ")),
        "{everything}"
    );
    assert!(
        chrome.iter().any(|l| l.starts_with("  Schaltflächen: ")),
        "{everything}"
    );
    for english in [
        "(everyone)",
        "(only ",
        "ping:",
        "buttons:",
        "file:",
        "alt text:",
        "unknown command",
        "(type ",
    ] {
        assert!(
            chrome.iter().all(|l| !l.contains(english)),
            "{english}: {everything}"
        );
    }
    assert!(
        !everything.contains("terminal-"),
        "a message id: {everything}"
    );
}

/// The first legal move without a claim in `position`.
fn plain_move(position: &lyngk_rules::Position) -> lyngk_rules::Turn {
    position
        .legal_turns()
        .into_iter()
        .find(|t| !t.is_pass() && t.claim.is_none())
        .expect("a move without a claim")
}

#[test]
fn premove_lines_are_typed_listed_answered_and_cleared_in_play() {
    use lyngk_rules::{Game, Setup, Variant};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let seed = (1..)
        .find(|&s| Setup::from_seed(s, Variant::Standard).first_seat == 0)
        .unwrap();
    // alice challenges, so the lot of `seed` puts her first.
    let game = Game::new(seed, Variant::Standard);
    let theirs = plain_move(game.position());
    let after = game.position().play(theirs).unwrap();
    let answer = plain_move(&after);
    let script = format!(
        "alice: challenge bob\nbob: accept\n\
         bob: premove {theirs} {answer}\nbob: premove\n\
         alice: move {theirs}\nbob: premove\n\
         bob: premove clear\n"
    );
    let played = run(&db, seed, &script);
    let out = &played.out;
    assert_eq!(played.refusals, 0, "{out}");
    let said = &played.said;
    said.said_with(
        "premove-stored",
        &[("line", text(&format!("{theirs} {answer}")))],
    );
    said.said("premove-played");
    said.said("premove-none");
    said.said_with("premove-cleared", &[("count", Arg::Number(0))]);
    // Now it is alice's turn again, and her first turn was played: bob's line, which
    // starts with it, is refused.
    let refused = run(&db, seed, &format!("bob: premove {theirs} {theirs}\n"));
    assert_eq!(refused.refusals, 1, "{}", refused.out);
    assert!(
        matches!(
            refused.said.refusals()[..],
            [Refusal::Premove(LineError::Illegal {
                ply: 1,
                by_opponent: true,
                ..
            })]
        ),
        "{:?}",
        refused.said.refusals()
    );
}

/// With the web pages' address known, a published server's game post prints its page,
/// as Discord links it; before the server publishes, nothing is printed.
#[test]
fn a_published_servers_posts_print_their_page() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let service = GameService::open(&db)
        .unwrap()
        .with_web_base_url(Some("http://127.0.0.1:8080".into()));
    let mut terminal = Terminal::new(service, &dir.path().join("images")).unwrap();
    let script = "\
alice: challenge bob
bob: accept
admin: server-settings web:public
#2 carol: challenge dave
#2 dave: accept
";
    let mut out = Vec::new();
    terminal.run(script.as_bytes(), &mut out, false).unwrap();
    let out = String::from_utf8(out).unwrap();
    let conn = rusqlite::Connection::open(&db).unwrap();
    let server: String = conn
        .query_row("SELECT web_slug FROM guild_settings", [], |r| r.get(0))
        .unwrap();
    let pages: Vec<&str> = out
        .lines()
        .filter_map(|line| line.trim().strip_prefix("web page: "))
        .collect();
    let game_2 = format!("http://127.0.0.1:8080/g/{server}-2");
    assert!(
        !pages.is_empty() && pages.iter().all(|page| *page == game_2),
        "only game 2's posts, once published: {out}"
    );
}
