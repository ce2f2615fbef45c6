//! Round robin events in the terminal: `lyngk event simulate --format round-robin`
//! (a whole event through the game service) and the event commands in `lyngk play`.

use crate::events_simulate::{play, simulate_output};

/// Seven players, single and double: everyone meets everyone once a leg, one round at
/// a time, with a player sitting out each round, and the same seed runs the same event.
#[test]
fn simulated_round_robins_run_every_round_and_print_the_standings() {
    let args = [
        "--format",
        "round-robin",
        "--players",
        "7",
        "--seed",
        "4",
        "--draws",
        "0.3",
        "--withdrawals",
        "0.05",
    ];
    let out = simulate_output(&args);
    assert!(out.contains("Simulated Round Robin"), "{out}");
    assert!(out.contains("standings after round 7 of 7"), "{out}");
    assert!(out.contains("The event is over"), "{out}");
    assert!(out.contains("Pts     SB  Stk"), "{out}");
    // The same seed runs the same event (only the time taken differs).
    let without_time = |out: &str| out.rsplit_once("; ").map(|(kept, _)| kept.to_string());
    assert_eq!(without_time(&out), without_time(&simulate_output(&args)));
    let double = simulate_output(&[
        "--format",
        "round-robin",
        "--legs",
        "double",
        "--players",
        "4",
        "--seed",
        "1",
        "--draws",
        "0",
    ]);
    // Four players twice over: 6 rounds of 2 games, nobody drawn or withdrawn.
    assert!(
        double.contains("4 players (0 withdrew), 6 rounds, 12 games: 0 drawn"),
        "{double}"
    );
    let points: f64 = double
        .lines()
        .filter(|line| line.contains("player0"))
        .map(|line| {
            line.split_whitespace()
                .nth(2)
                .unwrap()
                .parse::<f64>()
                .unwrap()
        })
        .sum();
    assert_eq!(points, 12.0, "{double}");
}

#[test]
fn round_robin_simulations_refuse_other_formats_settings() {
    for extra in [["--rounds", "3"], ["--late", "0.2"], ["--best-of", "3"]] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .args([
                "event",
                "simulate",
                "--format",
                "round-robin",
                "--players",
                "4",
            ])
            .args(extra)
            .output()
            .expect("lyngk runs");
        assert!(!output.status.success(), "{extra:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("follow from its players"), "{stderr}");
    }
}

/// A round robin in `lyngk play`: three players, one sitting out each round; a
/// resignation opens the next round's game in a numbered thread, and the standings
/// come as text and as an image written like any other.
#[test]
fn play_runs_a_round_robin_a_round_at_a_time() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create League format:round-robin round_days:7 days_per_move:3
alice: /lyngk event join League
bob: /lyngk event join League
carol: /lyngk event join League
admin: /lyngk-admin event start League
#1001 bob: /lyngk resign confirm:true
/lyngk event pairings League round:1
/lyngk event standings League
/lyngk event export League
dave: /lyngk event join League
";
    let out = play(script, files.path());
    assert!(out.contains("opened the round robin **League**"), "{out}");
    assert!(out.contains("round 1 of 3: the games are open"), "{out}");
    assert!(out.contains("@carol sits out this round"), "{out}");
    assert!(
        out.contains("thread #1001 \"LYNGK League · round 1 · alice vs bob\":"),
        "{out}"
    );
    assert!(out.contains("round 2 of 3: the games are open"), "{out}");
    assert!(out.contains("@alice sits out this round"), "{out}");
    assert!(
        out.contains("thread #1002 \"LYNGK League · round 2 · bob vs carol\":"),
        "{out}"
    );
    assert!(out.contains("alice vs bob: 1-0"), "{out}");
    assert!(out.contains("carol: bye"), "{out}");
    assert!(out.contains("standings after round 1 of 3"), "{out}");
    assert!(out.contains("as a FIDE tournament report (TRF)"), "{out}");
    assert!(out.contains("its schedule is drawn"), "{out}");
    let image = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains("standings"))
        .expect("the standings image was written");
    assert!(std::fs::read(image).unwrap().starts_with(b"\x89PNG"));
}

/// `--trf` writes a round robin's report too: a line per player, a column per round.
#[test]
fn simulated_round_robins_write_their_report() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rr.trf");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["event", "simulate", "--format", "round-robin"])
        .args(["--players", "5", "--legs", "double", "--seed", "7"])
        .arg("--trf")
        .arg(&path)
        .output()
        .expect("lyngk runs");
    assert!(output.status.success(), "{output:?}");
    let text = std::fs::read_to_string(&path).expect("the report was written");
    assert!(text.contains("092 Individual: Round-Robin"), "{text}");
    assert!(text.contains("XXR 10"), "{text}");
    let players: Vec<&str> = text.lines().filter(|l| l.starts_with("001")).collect();
    assert_eq!(players.len(), 5, "{text}");
    for line in players {
        // Ten rounds, two of them a bye (five players sit out once a leg).
        assert_eq!(line.len(), 91 + 10 * 10 - 2, "{line}");
        assert_eq!(line.matches("0000 - Z").count(), 2, "{line}");
    }
}
