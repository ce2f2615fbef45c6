//! Swiss events in the terminal: `lyngk event simulate` run as an organiser would
//! (whole events through the game service, each round's pairings checked against
//! FIDE's Dutch system as `lyngk-events` pairs it, and against bbpPairings where it
//! is installed), and the event commands in `lyngk play`.

use crate::common::assert_dutch_pairings;
use crate::terminal::simulate_cli::{
    count, refusal, report, simulate_output, simulate_with_report, without_time,
};
use lyngk_events::trf::read_trf;
use std::path::Path;
use std::process::Command;

/// Runs the simulation; returns its output and the event read back from its TRF.
fn simulate(args: &[&str]) -> (String, lyngk_events::swiss::SwissEvent) {
    let (stdout, trf) = simulate_with_report(args);
    (stdout, read_trf(&trf).expect("a readable TRF"))
}

#[test]
fn simulated_events_pair_every_round_by_the_dutch_system() {
    let cases: [(&str, &[&str]); 3] = [
        ("2", &["--players", "2", "--rounds", "1", "--seed", "1"]),
        (
            "7",
            &[
                "--players",
                "7",
                "--rounds",
                "3",
                "--seed",
                "5",
                "--draws",
                "0.3",
                "--withdrawals",
                "0.1",
                "--late",
                "0.2",
            ],
        ),
        (
            "12",
            &[
                "--players",
                "12",
                "--rounds",
                "4",
                "--seed",
                "9",
                "--draws",
                "0.2",
                "--withdrawals",
                "0.05",
                "--late",
                "0.2",
            ],
        ),
    ];
    for (name, args) in cases {
        let (stdout, event) = simulate(args);
        assert!(stdout.contains("standings after round"), "{stdout}");
        assert!(stdout.contains("The event is over"), "{stdout}");
        assert!(event.completed_rounds() >= 1, "{name}");
        assert_dutch_pairings(&event);
    }
}

#[test]
fn the_summary_counts_draws_late_entries_and_withdrawals() {
    let swiss = report(&[
        "--players",
        "10",
        "--rounds",
        "4",
        "--seed",
        "2",
        "--draws",
        "1",
        "--late",
        "0.2",
    ]);
    assert_eq!(count(&swiss, "players"), 10);
    assert_eq!(count(&swiss, "late"), 2);
    assert_eq!(count(&swiss, "withdrew"), 0);
    assert_eq!(count(&swiss, "rounds"), 4);
    // Every game was left to its deadline with time on both clocks: all drawn.
    assert!(count(&swiss, "games") > 0, "{swiss}");
    assert_eq!(count(&swiss, "draws"), count(&swiss, "games"), "{swiss}");
    let trf = swiss["trf"].as_str().expect("a Swiss has a TRF");
    assert_eq!(read_trf(trf).unwrap().entrants().len(), 10);
}

#[test]
fn bad_shares_are_refused() {
    let stderr = refusal(&["--players", "4", "--draws", "2"]);
    assert!(
        stderr.contains("--draws is a share from 0 to 1"),
        "{stderr}"
    );
}

/// The independent FIDE check: bbpPairings re-pairs every round of simulated events
/// and reports any difference. Not in CI (it needs the program); run with
/// `LYNGK_BBP=/path/to/bbpPairings.exe cargo test -p lyngk-bot --test all bbp -- --ignored`.
#[test]
#[ignore = "needs bbpPairings (LYNGK_BBP or /work/tmp_bbp/bbpPairings.exe)"]
fn bbp_pairings_agrees_with_every_round_of_simulated_events() {
    let bbp = std::env::var("LYNGK_BBP").unwrap_or_else(|_| "/work/tmp_bbp/bbpPairings.exe".into());
    let dir = tempfile::tempdir().unwrap();
    for (players, seed) in [(2, 1), (5, 2), (9, 3), (16, 4), (31, 5), (64, 6)] {
        let trf = dir.path().join(format!("{players}.trf"));
        let (players, seed) = (players.to_string(), seed.to_string());
        let args = [
            "--players",
            &players,
            "--seed",
            &seed,
            "--draws",
            "0.2",
            "--withdrawals",
            "0.05",
            "--late",
            "0.1",
        ];
        let (_, report) = simulate_with_report(&args);
        std::fs::write(&trf, report).unwrap();
        let output = Command::new(&bbp)
            .args(["--dutch"])
            .arg(&trf)
            .arg("-c")
            .output()
            .expect("bbpPairings runs");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{players} players: {said}");
        assert!(
            !said.to_lowercase().contains("discrepanc"),
            "{players} players: {said}"
        );
    }
}

/// The event commands in `lyngk play`, read by the same declaration as Discord's: a
/// round's resignation pairs the next round, whose thread the terminal opens, and the
/// export is written like any attachment.
#[test]
fn play_runs_a_swiss_event_in_numbered_threads() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create Cup rounds:2 round_days:7 days_per_move:3
alice: /lyngk event join Cup
bob: /lyngk event join Cup
carol: /lyngk event join Cup
admin: /lyngk-admin event start Cup
#1001 alice: /lyngk resign confirm:true
/lyngk event standings Cup
/lyngk event export Cup
";
    let out = play(script, files.path());
    assert!(out.contains("@carol has the bye this round"), "{out}");
    assert!(
        out.contains("thread #1002 \"LYNGK Cup · round 2 · bob vs carol\":"),
        "{out}"
    );
    assert!(out.contains("standings after round 1 of 2"), "{out}");
    let trf = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|e| e == "trf"))
        .expect("the export was written");
    let event = read_trf(&std::fs::read_to_string(trf).unwrap()).unwrap();
    assert_eq!(event.completed_rounds(), 1);
    assert_dutch_pairings(&event);
}

#[test]
fn simulated_knockouts_run_to_a_winner_with_draws_and_withdrawals() {
    let args = [
        "--format",
        "knockout",
        "--players",
        "11",
        "--seed",
        "4",
        "--best-of",
        "3",
        "--draws",
        "0.3",
        "--withdrawals",
        "0.1",
    ];
    let out = simulate_output(&args);
    assert!(out.contains("knockout bracket"), "{out}");
    assert!(out.contains("players: 11 · best of 3 · rounds: 4"), "{out}");
    // Eleven players: a bracket of 16 places, five byes, four rounds.
    assert!(out.contains("round 4 of 4"), "{out}");
    let winner = out
        .lines()
        .find_map(|line| line.split(" · winner: ").nth(1))
        .and_then(|rest| rest.split(" · ").next())
        .expect("a winner")
        .to_string();
    assert!(winner.starts_with("player"), "{out}");
    assert!(out.contains("The event is over"), "{out}");
    // The same seed runs the same event (only the time taken differs).
    assert_eq!(without_time(&out), without_time(&simulate_output(&args)));
    let single = simulate_output(&["--format", "knockout", "--players", "2", "--seed", "1"]);
    assert!(
        single.contains("players: 2 · best of 1 · rounds: 1 · games: 1"),
        "{single}"
    );
}

#[test]
fn knockout_simulations_refuse_swiss_only_settings() {
    for args in [
        &["--format", "knockout", "--players", "4", "--rounds", "2"][..],
        &["--format", "knockout", "--players", "4", "--best-of", "2"][..],
        &["--players", "4", "--best-of", "3"][..],
    ] {
        refusal(args);
    }
}

#[test]
fn play_runs_a_knockout_match_by_match_and_draws_its_bracket() {
    let files = tempfile::tempdir().unwrap();
    // Seeds by name: alice has the bye, bob meets carol best of 3.
    let script = "\
admin: /lyngk-admin event create Cup format:knockout best_of:3 round_days:7 days_per_move:3
alice: /lyngk event join Cup
bob: /lyngk event join Cup
carol: /lyngk event join Cup
admin: /lyngk-admin event start Cup
#1001 carol: /lyngk resign confirm:true
#1002 carol: /lyngk resign confirm:true
/lyngk event pairings Cup
/lyngk event standings Cup
";
    let out = play(script, files.path());
    assert!(
        out.contains("@alice goes through to the next round without playing"),
        "{out}"
    );
    assert!(
        out.contains("(1–0): game 2 opens in its own thread; @carol moves first"),
        "{out}"
    );
    assert!(out.contains("knockout round 2 of 2"), "{out}");
    assert!(
        out.contains("1. alice vs 2. bob: 0–0, game 1 being played"),
        "{out}"
    );
    assert!(out.contains("knockout bracket, best of 3"), "{out}");
    let bracket = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains("bracket"))
        .expect("the bracket image was written");
    assert!(std::fs::read(bracket).unwrap().starts_with(b"\x89PNG"));
}

/// A ladder season through the real service: the final ladder holds everyone who did
/// not leave, in places 1 to n, and the summary counts what happened.
#[test]
fn a_simulated_ladder_season_prints_the_final_ladder_and_what_happened() {
    let ladder = report(&[
        "--format",
        "ladder",
        "--players",
        "6",
        "--days",
        "15",
        "--seed",
        "2",
        "--draws",
        "0.2",
        "--withdrawals",
        "0.02",
    ]);
    let standings = ladder["standings"].as_str().expect("the standings");
    assert!(standings.contains("Simulated Ladder"), "{standings}");
    assert!(count(&ladder, "challenges") > 0, "{ladder}");
    let left = count(&ladder, "withdrew") as usize;
    assert!(
        count(&ladder, "climbed") + count(&ladder, "held") > 0,
        "{ladder}"
    );
    let places: Vec<usize> = standings
        .lines()
        .filter(|line| line.contains("player0"))
        .filter_map(|line| line.split_whitespace().next()?.parse().ok())
        .collect();
    assert_eq!(places, (1..=6 - left).collect::<Vec<_>>(), "{standings}");
    // --rounds is for a Swiss.
    refusal(&["--format", "ladder", "--players", "4", "--rounds", "3"]);
}

/// A ladder in `lyngk play`: created, joined, a challenge accepted opens its game in a
/// numbered thread, the challenger's win there moves them up, and the standings come
/// as text and an image written like any other.
#[test]
fn play_runs_a_ladder_challenge_in_a_numbered_thread() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create Club format:ladder reach:2
alice: /lyngk event join Club
bob: /lyngk event join Club
carol: /lyngk event join Club
alice: /lyngk event challenge Club opponent:@bob
carol: /lyngk event challenge Club opponent:@alice
alice: /lyngk event accept Club
#1001 alice: /lyngk resign confirm:true
/lyngk event standings Club
";
    let out = play(script, files.path());
    assert!(out.contains("not above you on the ladder"), "{out}");
    assert!(
        out.contains("(place 3) challenges @alice (place 1)"),
        "{out}"
    );
    assert!(
        out.contains("thread #1001 \"LYNGK ladder Club · carol vs alice\":"),
        "{out}"
    );
    assert!(
        out.contains("carol** beat alice and takes place 1"),
        "{out}"
    );
    let standings = out.split("LYNGK ladder Club**").last().unwrap();
    let order: Vec<&str> = ["carol", "alice", "bob"]
        .into_iter()
        .filter(|name| standings.contains(name))
        .collect();
    assert_eq!(order.len(), 3, "{out}");
    assert!(
        standings.find("carol") < standings.find("alice")
            && standings.find("alice") < standings.find("bob"),
        "{out}"
    );
    let image = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .any(|path| path.to_string_lossy().contains("ladder"));
    assert!(image, "the ladder's image was written");
}

/// Runs `script` through `lyngk play` (seed 5), images and files written to `files`;
/// returns its output, once it has exited successfully.
pub(crate) fn play(script: &str, files: &Path) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["play", "--seed", "5", "--images"])
        .arg(files)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{out}");
    out
}
