//! `lyngk play` runs the background job `serve` runs, on its clock, at the start and
//! between lines: a round's deadline closes the round and opens the next one's games.

use crate::common::{some_move, typed_move, TestTime};
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::Terminal;
use std::path::Path;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;

const DAY: i64 = 86_400;

fn terminal_at(db: &Path, time: &Arc<TestTime>) -> Terminal {
    let next = AtomicU64::new(7);
    let options = Options {
        time: time.clone(),
        seeds: Box::new(move || next.fetch_add(1, Ordering::SeqCst)),
    };
    let service = GameService::open_with(db, options).unwrap();
    Terminal::new(service, &db.parent().unwrap().join("images")).unwrap()
}

fn run(terminal: &mut Terminal, script: &str) -> String {
    let mut out = Vec::new();
    terminal.run(script.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// The latest round paired in the database.
fn latest_round(db: &Path) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row(
            "SELECT COALESCE(MAX(round), 0) FROM event_pairings",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

/// A legal move (not a pass) of the game in `channel`, as typed: `move c3 d4 claim:red`.
fn legal_move(terminal: &Terminal, channel: u64) -> String {
    let place = lyngk_bot::service::api::Place {
        guild: Some(1),
        channel,
    };
    let game = terminal.service().live_game(place).unwrap().unwrap();
    typed_move(some_move(&game))
}

#[test]
fn a_rounds_deadline_closes_it_in_the_terminal_and_the_next_round_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let time = Arc::new(TestTime(AtomicI64::new(1_750_000_000)));
    let mut terminal = terminal_at(&db, &time);
    let started = run(
        &mut terminal,
        "alice: /lyngk-admin event create name:Cup rounds:2 round_days:7 days_per_move:3\n\
         alice: /lyngk event join name:Cup\n\
         bob: /lyngk event join name:Cup\n\
         carol: /lyngk event join name:Cup\n\
         dave: /lyngk event join name:Cup\n\
         alice: /lyngk-admin event start name:Cup\n",
    );
    assert_eq!(latest_round(&db), 1, "{started}");
    assert_eq!(terminal.faults, 0, "{started}");
    // Each player makes a first move, so no game is aborted for a missing one; then
    // nobody moves. A second short of the deadline, round 1 goes on.
    for channel in [1001, 1002] {
        for _ in 0..2 {
            let turn = legal_move(&terminal, channel);
            let lines: String = ["alice", "bob", "carol", "dave"]
                .map(|name| format!("#{channel} {name}: /lyngk {turn}\n"))
                .concat();
            run(&mut terminal, &lines);
        }
    }
    time.0.fetch_add(7 * DAY - 1, Ordering::SeqCst);
    let before = run(&mut terminal, "# waiting\n");
    assert_eq!(latest_round(&db), 1, "{before}");

    // The deadline passes while the table is idle: the next line's pass closes it.
    time.0.fetch_add(1, Ordering::SeqCst);
    let after = run(&mut terminal, "# the deadline passed\n");
    assert_eq!(latest_round(&db), 2, "{after}");
    // The next round's games are opened in their threads, as on Discord.
    let opened = Msg::new("terminal-league-thread")
        .channel("channel", 1003)
        .text("name", "LYNGK Cup · round 2 · bob vs carol")
        .format(Locale::En, Style::Plain);
    assert!(after.contains(&opened), "{after}");
    assert_eq!(terminal.faults, 0, "{after}");
}

fn seasons(db: &Path) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM seasons", [], |r| r.get(0))
        .unwrap()
}

/// A divisions event's next season opens by itself once the pause after the last
/// season's end is over, at the terminal as on Discord.
#[test]
fn a_season_opens_by_itself_in_the_terminal_after_its_pause() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let time = Arc::new(TestTime(AtomicI64::new(1_750_000_000)));
    let mut terminal = terminal_at(&db, &time);
    let first = run(
        &mut terminal,
        "alice: /lyngk-admin event create name:Club format:divisions division_size:2 movers:0 pause_days:1\n\
         alice: /lyngk event join name:Club\n\
         bob: /lyngk event join name:Club\n\
         alice: /lyngk-admin event start name:Club\n\
         #1001 alice: /lyngk resign confirm:true\n",
    );
    assert_eq!(seasons(&db), 1, "{first}");
    assert_eq!(terminal.faults, 0, "{first}");

    time.0.fetch_add(DAY - 1, Ordering::SeqCst);
    let paused = run(&mut terminal, "# pausing\n");
    assert_eq!(seasons(&db), 1, "{paused}");

    time.0.fetch_add(1, Ordering::SeqCst);
    let opened = run(&mut terminal, "# the pause is over\n");
    assert_eq!(seasons(&db), 2, "{opened}");
    assert_eq!(terminal.faults, 0, "{opened}");
}

/// `lyngk play` on `db` with `extra` arguments and `script` on its input.
pub(crate) fn play(db: &Path, extra: &[&str], script: &str) -> String {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .arg("play")
        .arg("--db")
        .arg(db)
        .arg("--images")
        .arg(db.parent().unwrap().join("images"))
        .args(extra)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// `--now` sets the table's clock: a later session started past the round's deadline
/// has the job close the round at once; one on the system's clock does not.
#[test]
fn play_now_starts_the_clock_later_and_the_job_runs_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let started = play(
        &db,
        &[],
        "alice: /lyngk-admin event create name:Cup rounds:2 round_days:7 days_per_move:3\n\
         alice: /lyngk event join name:Cup\n\
         bob: /lyngk event join name:Cup\n\
         carol: /lyngk event join name:Cup\n\
         dave: /lyngk event join name:Cup\n\
         alice: /lyngk-admin event start name:Cup\n",
    );
    assert_eq!(latest_round(&db), 1, "{started}");
    let today = play(&db, &[], "");
    assert_eq!(latest_round(&db), 1, "{today}");
    let later = chrono::Utc::now() + chrono::Duration::days(8);
    let later = play(&db, &["--now", &later.to_rfc3339()], "");
    assert_eq!(latest_round(&db), 2, "{later}");
}

/// The channel the game `game_id` is stored in.
fn game_channel(db: &Path, game_id: i64) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row("SELECT channel FROM games WHERE id = ?1", [game_id], |r| {
            r.get(0)
        })
        .unwrap()
}

/// `lyngk play` stopped just after a ladder challenge's accept committed, before it
/// moved the game into its numbered thread: the next session's background job, at its
/// start, moves it there (the game waits unclaimed, so no claim of the dead session
/// holds it).
#[test]
fn a_ladder_game_accepted_just_before_a_crash_gets_its_thread_in_the_next_session() {
    use lyngk_bot::service::api::{Actor, Command, Place, Request};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let time = Arc::new(TestTime(AtomicI64::new(1_750_000_000)));
    let mut first = terminal_at(&db, &time);
    run(
        &mut first,
        "admin: /lyngk-admin event create Club format:ladder reach:2\n\
         alice: /lyngk event join Club\n\
         bob: /lyngk event join Club\n\
         bob: /lyngk event challenge Club opponent:@alice\n",
    );
    // The accept, as the crashed session ran it: committed, its thread never opened.
    let alice = Actor {
        id: lyngk_bot::terminal::user_id("alice"),
        name: "alice".into(),
    };
    let accepted = first
        .service()
        .handle(Request {
            place: Place {
                guild: Some(1),
                channel: 1,
            },
            actor: alice,
            command: Command::LadderAccept {
                name: "Club".into(),
            },
            interaction: None,
            actor_is_admin: false,
            locale: Locale::En,
            server_locale: None,
        })
        .unwrap();
    let game = accepted
        .threads
        .first()
        .expect("the game waits for a thread")
        .game_id;
    drop(first);
    let placeholder = game_channel(&db, game);

    let mut next = terminal_at(&db, &time);
    let out = run(&mut next, "/lyngk event standings Club\n");
    let thread = 1000 + game;
    assert_eq!(game_channel(&db, game), thread, "was {placeholder}:\n{out}");
    let refused = next.refusals;
    let moved = run(&mut next, &format!("#{thread} bob: /lyngk board\n"));
    assert_eq!(next.refusals, refused, "{moved}");
    assert_eq!(next.faults, 0, "{moved}");
}
