//! `lyngk event simulate --format divisions`: seasons through the real service, each
//! season's standings per division and who moved printed, then a summary.

use crate::terminal::simulate_cli::{count, refusal, report, simulate_output};
use serde_json::Value;

/// `args` after `--format divisions`.
fn divisions<'a>(args: &[&'a str]) -> Vec<&'a str> {
    ["--format", "divisions"]
        .into_iter()
        .chain(args.iter().copied())
        .collect()
}

/// The output of `lyngk event simulate --format divisions` with `args`, which succeeds.
fn simulate(args: &[&str]) -> String {
    simulate_output(&divisions(args))
}

/// Its typed report (`--json`): the standings' text and the summary's counts.
fn simulate_report(args: &[&str]) -> Value {
    report(&divisions(args))
}

/// What the same command says on refusing `args`; it is refused.
fn refused(args: &[&str]) -> String {
    refusal(&divisions(args))
}

#[test]
fn simulated_divisions_print_each_season_and_who_moved() {
    let stdout = simulate(&[
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
    assert!(
        summary.starts_with("players: 9 · seasons: 2 · "),
        "{summary}"
    );
}

#[test]
fn divisions_simulations_refuse_other_formats_settings() {
    // --best-of is for knockouts; at least one season.
    refused(&["--players", "4", "--best-of", "3"]);
    refused(&["--players", "4", "--seasons", "0"]);
}

/// `--division-format round-robin`: every division a round robin, its standings by
/// points and Sonneborn-Berger (no Buchholz), its rounds from its players.
#[test]
fn simulated_divisions_play_round_robins_when_asked() {
    let divisions = simulate_report(&[
        "--players",
        "8",
        "--seed",
        "5",
        "--division-size",
        "4",
        "--division-format",
        "round-robin",
    ]);
    let stdout = divisions["standings"].as_str().expect("the standings");
    // Two seasons of two divisions of four: three rounds each.
    assert_eq!(
        stdout.matches("standings after round 3 of 3").count(),
        4,
        "{stdout}"
    );
    assert!(stdout.contains("Pts     SB  Stk"), "{stdout}");
    assert!(!stdout.contains("BH"), "{stdout}");
    // Each season: two divisions of four, six games each.
    let counts = ["players", "seasons", "games"];
    assert_eq!(counts.map(|name| count(&divisions, name)), [8, 2, 24]);
    // A round robin's rounds are fixed.
    refused(&[
        "--players",
        "8",
        "--division-format",
        "round-robin",
        "--rounds",
        "2",
    ]);
}

/// The option in `lyngk play`, as an organiser types it.
#[test]
fn play_creates_divisions_of_round_robins() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create Club format:divisions division_size:3 division_format:round-robin
alice: /lyngk event join Club
bob: /lyngk event join Club
carol: /lyngk event join Club
admin: /lyngk-admin event start Club
/lyngk event standings Club
";
    let out = crate::terminal::events_simulate::play(script, files.path());
    assert!(out.contains("a round robin of its own"), "{out}");
    assert!(out.contains("round 1 of 3: the games are open"), "{out}");
    assert!(out.contains("sits out this round"), "{out}");
    assert!(out.contains("Pts     SB  Stk"), "{out}");
}

/// `--legs double` with round robin divisions: every pairing twice, so four players
/// make six rounds and twelve games a division; refused for Swiss divisions.
#[test]
fn simulated_divisions_play_double_round_robins_when_asked() {
    let args = [
        "--players",
        "8",
        "--seed",
        "5",
        "--division-size",
        "4",
        "--division-format",
        "round-robin",
        "--legs",
        "double",
    ];
    let divisions = simulate_report(&args);
    let stdout = divisions["standings"].as_str().expect("the standings");
    assert_eq!(
        stdout.matches("standings after round 6 of 6").count(),
        4,
        "{stdout}"
    );
    assert_eq!(stdout.matches("Division 2 · up: ").count(), 2, "{stdout}");
    let counts = ["players", "seasons", "games"];
    assert_eq!(counts.map(|name| count(&divisions, name)), [8, 2, 48]);
    // The same seed plays the same seasons (only the time taken differs).
    let again = simulate_report(&args);
    assert_eq!(divisions["summary"], again["summary"]);
    assert_eq!(divisions["standings"], again["standings"]);
    let stderr = refused(&["--players", "8", "--legs", "double"]);
    assert!(stderr.contains("Swiss divisions have no legs"), "{stderr}");
}

/// `legs:double` in `lyngk play`, as an organiser types it.
#[test]
fn play_creates_divisions_of_double_round_robins() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create Club format:divisions division_size:3 division_format:round-robin legs:double
alice: /lyngk event join Club
bob: /lyngk event join Club
carol: /lyngk event join Club
admin: /lyngk-admin event start Club
admin: /lyngk-admin event create Other format:divisions legs:double
";
    let out = crate::terminal::events_simulate::play(script, files.path());
    assert!(out.contains("a double round robin of its own"), "{out}");
    // Three players twice over: six rounds, one sitting out each.
    assert!(out.contains("round 1 of 6: the games are open"), "{out}");
    assert!(
        out.contains("`legs` is for divisions that play round robins"),
        "{out}"
    );
}
