//! `lyngk event simulate --format divisions`: seasons through the real service, each
//! season's standings per division and who moved printed, then a summary.

use std::process::Command;

fn simulate(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["event", "simulate", "--format", "divisions"])
        .args(args)
        .output()
        .expect("lyngk runs")
}

#[test]
fn simulated_divisions_print_each_season_and_who_moved() {
    let output = simulate(&[
        "--players",
        "9",
        "--seed",
        "3",
        "--draws",
        "0.2",
        "--division-size",
        "4",
        "--movers",
        "1",
        "--pause-days",
        "2",
    ]);
    let stdout = String::from_utf8(output.stdout).expect("utf-8");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    // Two seasons by default, 9 players in divisions of 3.
    for season in 1..=2 {
        assert!(
            stdout.contains(&format!("season {season} (over)")),
            "{stdout}"
        );
        for division in 1..=3 {
            let name = format!("Simulated Divisions · S{season} · D{division}");
            assert!(stdout.contains(&name), "{name} in {stdout}");
        }
    }
    assert_eq!(stdout.matches("Division 2 · up: ").count(), 2, "{stdout}");
    let summary = stdout.lines().last().expect("a summary");
    assert!(summary.starts_with("9 players, 2 seasons, "), "{summary}");
}

#[test]
fn divisions_simulations_refuse_other_formats_settings() {
    let refused = simulate(&["--players", "4", "--best-of", "3"]);
    assert!(!refused.status.success(), "--best-of is for knockouts");
    let refused = simulate(&["--players", "4", "--seasons", "0"]);
    assert!(!refused.status.success(), "at least one season");
}
