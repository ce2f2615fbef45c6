//! `lyngk match` run as a user would: tiny matches between built-in players, against
//! our own engine as an external LEP program, and against a broken engine. The
//! binary's report is text by nature (no typed result leaves the process): read as such.

use std::process::Command;

fn lyngk_match(args: &[&str]) -> (String, String, bool) {
    let output = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .arg("match")
        .args(args)
        .output()
        .expect("lyngk runs");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        String::from_utf8(output.stderr).expect("utf-8"),
        output.status.success(),
    )
}

/// A match of two games (one start position, both seatings).
fn two_games(a: &str, b: &str, movetime_ms: &str) -> (String, String, bool) {
    lyngk_match(&[
        "--a",
        a,
        "--b",
        b,
        "--games",
        "2",
        "--movetime-ms",
        movetime_ms,
    ])
}

/// The last two lines: `score: X / N` and the Elo line.
fn score_and_elo(out: &str) -> (String, String) {
    let lines: Vec<&str> = out.lines().collect();
    let [.., score, elo] = lines.as_slice() else {
        panic!("too little output: {out}");
    };
    (score.to_string(), elo.to_string())
}

/// A shell-script engine that handshakes correctly and answers every `go` with
/// `answer`; returns its `cmd:` spec.
fn fake_engine(dir: &std::path::Path, answer: &str) -> String {
    let script = dir.join("engine.sh");
    let text = format!(
        "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n lep) echo 'id name fake'; echo lepok;;\n isready) echo readyok;;\n go) echo '{answer}';;\n quit) exit 0;;\n esac; done\n"
    );
    std::fs::write(&script, text).unwrap();
    format!("cmd:sh {}", script.display())
}

#[test]
fn a_tiny_match_plays_each_start_twice_and_ends_with_score_and_elo() {
    let (out, err, ok) = lyngk_match(&[
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "4",
        "--movetime-ms",
        "50",
        "--seed",
        "3",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out.matches("game ").count(), 4, "{out}");
    assert_eq!(out.matches("seed 3,").count(), 2, "start 3 twice: {out}");
    assert_eq!(out.matches("seed 4,").count(), 2, "start 4 twice: {out}");
    assert!(out.contains("greedy first vs random") && out.contains("random first vs greedy"));
    let (score, elo) = score_and_elo(&out);
    assert!(
        score.starts_with("score: ") && score.ends_with(" / 4"),
        "{score}"
    );
    assert!(
        elo.starts_with("elo: ") && elo.contains("95% interval"),
        "{elo}"
    );
    assert!(out.contains("faults: 0"), "{out}");
}

#[test]
fn our_engine_plays_as_an_external_lep_program() {
    let engine = format!("cmd:{} engine --level 1", env!("CARGO_BIN_EXE_lyngk"));
    let (out, err, ok) = two_games(&engine, "random", "100");
    assert!(ok, "{err}");
    assert!(out.contains("faults: 0"), "{out}");
    let (score, _) = score_and_elo(&out);
    assert!(score.ends_with(" / 2"), "{score}");
}

#[test]
fn a_broken_engine_loses_every_game_and_the_fault_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let spec = fake_engine(dir.path(), "thinking hard");
    let (out, err, ok) = two_games("random", &spec, "100");
    assert!(ok, "{err}");
    assert!(out.contains("faults: 2"), "{out}");
    assert_eq!(
        out.matches("loses by fault").count(),
        4,
        "per game and in the summary: {out}"
    );
    assert!(out.contains("not LEP: 'thinking hard'"), "{out}");
    assert_eq!(score_and_elo(&out).0, "score: 2 / 2");
}

#[test]
fn an_illegal_or_missing_answer_loses() {
    let dir = tempfile::tempdir().unwrap();
    let spec = fake_engine(dir.path(), "bestturn A1-I1");
    let (out, err, ok) = two_games(&spec, "greedy", "50");
    assert!(ok, "{err}");
    assert!(out.contains("illegal turn A1-I1"), "{out}");
    assert_eq!(score_and_elo(&out).0, "score: 0 / 2");
    let (out, err, ok) = two_games("cmd:/nonexistent/engine", "random", "50");
    assert!(ok, "{err}");
    assert!(out.contains("cannot start /nonexistent/engine"), "{out}");
    assert_eq!(score_and_elo(&out).0, "score: 0 / 2");
}

#[test]
fn more_threads_than_cores_is_refused() {
    let (_, err, ok) = lyngk_match(&[
        "--a",
        "uct",
        "--b",
        "random",
        "--games",
        "2",
        "--movetime-ms",
        "50",
        "--parallel",
        "4096",
    ]);
    assert!(!ok);
    assert!(err.contains("exceeds"), "{err}");
    let (_, err, ok) = lyngk_match(&["--a", "ai:9", "--b", "random", "--movetime-ms", "50"]);
    assert!(!ok);
    assert!(err.contains("not a player"), "{err}");
}
