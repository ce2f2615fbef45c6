//! The `lyngk` binary's rules and render subcommands, run as a user would. What the
//! binary prints is text by nature: those tests read it; `lyngk play`'s behaviour is
//! asserted typed, on the terminal run in process.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::said::{arg, at_table, run_script, text, Said};
use crate::common::{
    alice, bob, challenge, move_command, mover, seeded_terminal, some_move, Harness,
};
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Command as BotCommand, Place};
use lyngk_bot::service::{AdminAction, Refusal};
use lyngk_rules::Variant;

const START: &str = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard";

fn lyngk(args: &[&str], stdin: &str) -> (String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("lyngk runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let output = child.wait_with_output().expect("lyngk exits");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        output.status.success(),
    )
}

#[test]
fn moves_lists_every_legal_turn_of_the_argument() {
    let (out, ok) = lyngk(&["moves", START], "");
    assert!(ok);
    let turns: Vec<&str> = out.trim_end().split(' ').collect();
    assert_eq!(turns.len(), 1020); // RULES §10: perft depth 1 of the start
    assert!(turns.contains(&"R:E3-E4"));
    let unique: std::collections::HashSet<_> = turns.iter().collect();
    assert_eq!(unique.len(), turns.len(), "no duplicates");
}

#[test]
fn moves_reads_positions_from_stdin_one_line_each() {
    let finished = "./.,.,.,./.,.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,./. 1 -/- 0/0 standard";
    let input = format!("{START}\nnot a position\n{finished}\n");
    let (out, ok) = lyngk(&["moves"], &input);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].split(' ').count(), 1020);
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], "", "a finished game has no turns");
}

#[test]
fn perft_prints_the_count() {
    let (out, ok) = lyngk(&["perft", START, "2"], "");
    assert!(ok);
    assert_eq!(out.trim(), "718653");
}

#[test]
fn selfplay_reports_speed_length_and_endings() {
    let (out, ok) = lyngk(
        &[
            "selfplay",
            "--games",
            "50",
            "--seed",
            "3",
            "--variant",
            "six",
        ],
        "",
    );
    assert!(ok);
    assert!(out.contains("games: 50 (six variant)"), "{out}");
    assert!(out.contains("games/s: "), "{out}");
    assert!(out.contains("average length: "), "{out}");
    // "endings: player 1 won A, player 2 won B, draws C, six-stack wins D"
    let endings = out
        .lines()
        .find(|l| l.starts_with("endings:"))
        .expect("endings");
    let total: u64 = endings
        .split(", ")
        .map(|part| part.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, 50, "{endings}");
}

#[test]
fn bad_arguments_fail_with_a_message() {
    let (_, ok) = lyngk(&["perft", "garbage", "2"], "");
    assert!(!ok);
    let (_, ok) = lyngk(&["selfplay", "--variant", "seven"], "");
    assert!(!ok);
}

/// An error is printed once, on one line (no "Caused by" repeating
/// it, no backtrace), and `help` takes `--help` like every subcommand.
#[test]
fn errors_are_printed_once_and_help_has_help() {
    let output = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["render", "not lpn", "-o", "/dev/null"])
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "error: bad position: LPN has 5 fields separated by spaces (board, to-move, claims, taken, variant); found 2\n"
    );
    for args in [&["help", "--help"][..], &["help", "play"], &["help"]] {
        let (out, ok) = lyngk(args, "");
        assert!(ok, "{args:?}: {out}");
        assert!(out.contains("Usage: lyngk"), "{args:?}: {out}");
    }
    let (out, _) = lyngk(&["help", "play"], "");
    assert!(out.contains("--images"), "{out}");
}

#[test]
fn render_writes_a_png_of_the_position() {
    let dir = std::env::temp_dir().join(format!("lyngk-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("board.png");
    let (stdout, ok) = lyngk(
        &[
            "render",
            START,
            "-o",
            out.to_str().unwrap(),
            "--last",
            "E3-E4",
            "--theme",
            "dark",
        ],
        "",
    );
    assert!(ok, "{stdout}");
    let png = std::fs::read(&out).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let (_, ok) = lyngk(&["render", "not lpn", "-o", out.to_str().unwrap()], "");
    assert!(!ok, "bad LPN fails");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A league season in `lyngk play`: threads are numbered channels, reached with
/// `/lyngk channel <id>` or a `#<id>` prefix.
#[test]
fn play_runs_a_league_season_in_numbered_threads() {
    let images = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin league create Cup days:2
alice: /lyngk league join Cup
bob: /lyngk league join Cup
admin: /lyngk-admin league start Cup
/lyngk channel 1001
alice: /lyngk board
#1001 bob: /lyngk resign confirm:true
/lyngk league standings Cup
/lyngk leaderboard
";
    let mut terminal = seeded_terminal(&images.path().join("lyngk.db"), images.path(), 5);
    let said = run_script(&mut terminal, script, &mut Vec::new());
    assert_eq!(said.refusals(), [] as [&Refusal; 0]);
    said.said_with(
        "terminal-league-thread",
        &[
            ("channel", Arg::Channel(1001)),
            ("name", text("LYNGK league Cup · round 1 · alice vs bob")),
        ],
    );
    said.said_with(
        "terminal-now-in-channel",
        &[("channel", Arg::Channel(1001))],
    );
    said.said_with(
        "turn-resigns",
        &[
            ("name", text("bob")),
            ("winner", at_table("alice")),
            ("game", Arg::Number(1)),
        ],
    );
    said.said_with(
        "results-season-over",
        &[("league", text("Cup")), ("champion", text("alice"))],
    );
    // The leaderboard is a table in a code block: alice heads it.
    let table = said
        .messages()
        .into_iter()
        .skip_while(|m| m.id != "rating-leaderboard-heading")
        .find(|m| m.id == "tables-code-block")
        .expect("the leaderboard's table");
    let Arg::Text(rows) = arg(table, "rows") else {
        panic!("{table:?}")
    };
    let first_row: Vec<&str> = rows.lines().nth(1).unwrap().split_whitespace().collect();
    assert_eq!(first_row[..2], ["1", "alice"], "{rows}");
}

#[test]
fn bench_reminders_delivers_one_reminder_per_game_exactly_once() {
    let (out, ok) = lyngk(&["bench-reminders", "--games", "300"], "");
    assert!(ok, "{out}");
    assert!(
        out.contains("300 reminders (one per game, the latest)"),
        "{out}"
    );
    assert!(
        out.contains("exactly once") && out.contains("VmHWM"),
        "{out}"
    );
}

/// `lyngk bench` drives the service on a database on disk and checks its own rows:
/// every turn sent is stored once, none refused (timings are printed, not asserted).
#[test]
fn bench_stores_every_turn_once() {
    let (out, ok) = lyngk(
        &["bench", "--games", "4", "--turns", "40", "--threads", "2"],
        "",
    );
    assert!(ok, "{out}");
    assert!(
        out.contains("turn rows: 40 stored, 40 expected; games with a gap: 0; refused turns: 0"),
        "{out}"
    );
    assert!(out.contains("no lost or duplicated turns ok"), "{out}");
}

/// Another process's game on the bench's database, in the server and channel the
/// bench once used for itself, with turns played, neither blocks `lyngk bench` nor is
/// counted in its tally.
#[test]
fn a_bench_counts_only_its_own_turns() {
    let h = Harness::new(1);
    let place = Place {
        guild: Some(1),
        channel: 1,
    };
    let (first, second) = (alice(), bob());
    let challenge = challenge(Some(second.clone()), Variant::Standard);
    for (actor, command) in [(&first, challenge), (&second, BotCommand::Accept)] {
        let reply = h.ask_in(place, actor, command, None);
        assert!(!reply.ephemeral, "{}", reply.text());
    }
    for _ in 0..4 {
        let game = h.service.live_game(place).unwrap().expect("a live game");
        let mover = mover(&game, &first, &second);
        let reply = h.ask_in(place, mover, move_command(some_move(&game)), None);
        assert!(!reply.ephemeral, "{}", reply.text());
    }
    let db = h.db_path();
    let db_arg = db.to_str().unwrap();
    let args = ["bench", "--games", "2", "--turns", "4", "--threads", "1"];
    let (out, ok) = lyngk(&[&args[..], &["--seed", "5", "--db", db_arg]].concat(), "");
    assert!(ok, "{out}");
    assert!(
        out.contains("turn rows: 4 stored, 4 expected; games with a gap: 0; refused turns: 0"),
        "{out}"
    );
}

/// `lyngk bench --discord` (the `standin` feature, which the tests turn on): the real
/// `serve` code against the Discord stand-in loses and doubles no turn, and the store
/// holds exactly the games played.
#[cfg(feature = "standin")]
#[test]
fn bench_against_the_discord_stand_in_loses_and_doubles_no_turn() {
    let args = ["bench", "--discord", "--games", "2", "--turns", "10"];
    let (out, ok) = lyngk(&args, "");
    assert!(ok, "{out}");
    assert!(
        out.contains("lost 0, doubled 0, games stored wrong 0"),
        "{out}"
    );
}

/// Under injected faults (server errors, cuts after the request was carried out,
/// duplicate deliveries) every turn is classified, and none is lost, doubled or
/// misreported: a stored turn whose answer failed is still shown (late, in the channel).
#[cfg(feature = "standin")]
#[test]
fn bench_against_the_discord_stand_in_under_faults_misreports_no_turn() {
    let args = [
        "bench",
        "--discord",
        "--games",
        "3",
        "--turns",
        "12",
        "--rate",
        "4",
        "--fault-5xx",
        "0.3",
        "--fault-cut-after",
        "0.1",
        "--fault-duplicate",
        "0.2",
    ];
    let (out, ok) = lyngk(&args, "");
    assert!(ok, "{out}");
    assert!(out.contains("faults: Faults {"), "{out}");
    assert!(
        out.contains(
            "stored but unanswered 0, stored but answered as failed 0, answered but not stored 0"
        ),
        "{out}"
    );
    assert!(
        out.contains("lost 0, doubled 0, games stored wrong 0"),
        "{out}"
    );
}

/// `--admin NAME` makes only the named players server managers, as on Discord.
#[test]
fn play_with_an_admin_refuses_the_admin_commands_to_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
bob: /lyngk-admin league create Cup
Admin: /lyngk-admin league create Cup
";
    let admins = ["admin".to_string()];
    let terminal = seeded_terminal(&dir.path().join("one.db"), dir.path(), 1);
    let said = run_script(&mut terminal.with_admins(&admins), script, &mut Vec::new());
    assert_eq!(
        said.refusals(),
        [&Refusal::NotAdmin(AdminAction::CreateLeague)]
    );
    said.said_with(
        "league-created",
        &[("actor", text("Admin")), ("league", text("Cup"))],
    );
    let mut terminal = seeded_terminal(&dir.path().join("two.db"), dir.path(), 1);
    let said = run_script(
        &mut terminal,
        "bob: /lyngk-admin league create Cup\n",
        &mut Vec::new(),
    );
    said.said_with("league-created", &[("actor", text("bob"))]);

    // `lyngk play --admin` passes the names on: only the admin's event is stored.
    let db = dir.path().join("play.db");
    let script = "\
bob: /lyngk-admin league create Bobs
Admin: /lyngk-admin league create Admins
";
    let images = dir.path().to_str().unwrap();
    let args = ["play", "--images", images, "--admin", "admin", "--db"];
    let (out, ok) = lyngk(&[&args[..], &[db.to_str().unwrap()]].concat(), script);
    assert!(ok, "{out}");
    let events: Vec<String> = rusqlite::Connection::open(&db)
        .unwrap()
        .prepare("SELECT name FROM events")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(events, ["Admins"], "{out}");
}

/// `bench --discord` keeps its database where `--db` says, refuses `--threads` (the
/// bot's own runtime serves), and a SIGTERM leaves no temporary folder behind.
#[cfg(all(feature = "standin", unix))]
#[test]
fn bench_against_the_discord_stand_in_takes_db_refuses_threads_and_cleans_up() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bench.db");
    let db_text = db.to_str().unwrap();
    let args = [
        "bench",
        "--discord",
        "--games",
        "2",
        "--turns",
        "4",
        "--db",
        db_text,
    ];
    let (out, ok) = lyngk(&args, "");
    assert!(ok, "{out}");
    let conn = rusqlite::Connection::open(&db).unwrap();
    let games: i64 = conn
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 2);
    let (_, ok) = lyngk(&["bench", "--discord", "--threads", "3"], "");
    assert!(!ok, "--threads with --discord is refused");

    // A long bench in a temporary folder of its own, stopped by SIGTERM once it runs.
    let temp = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["bench", "--discord", "--games", "2", "--turns", "100000"])
        .env("TMPDIR", temp.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::fs::read_dir(temp.path()).unwrap().next().is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "the bench never started"
        );
        std::thread::yield_now();
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let status = child.wait().unwrap();
    assert!(!status.success(), "an interrupted bench reports it");
    let left: Vec<_> = std::fs::read_dir(temp.path()).unwrap().collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
