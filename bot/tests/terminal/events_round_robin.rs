//! Round robin events in the terminal: `lyngk event simulate --format round-robin`
//! (a whole event through the game service) and the event commands in `lyngk play`.

use crate::common::said::{at_table, run_script, text, Said};
use crate::common::seeded_terminal;
use crate::terminal::simulate_cli::{
    count, refusal, report, simulate_output, simulate_with_report, without_time,
};
use lyngk_bot::correspondence::round_robin::RoundRobinRefusal;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::Refusal;

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
    assert_eq!(without_time(&out), without_time(&simulate_output(&args)));
    let double = report(&[
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
    let counts = ["players", "late", "withdrew", "rounds", "games", "draws"];
    assert_eq!(
        counts.map(|name| count(&double, name)),
        [4, 0, 0, 6, 12, 0],
        "{double}"
    );
    let standings = double["standings"].as_str().expect("the standings");
    let points: f64 = standings
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
    assert_eq!(points, 12.0, "{standings}");
}

#[test]
fn round_robin_simulations_refuse_other_formats_settings() {
    for extra in [["--rounds", "3"], ["--late", "0.2"], ["--best-of", "3"]] {
        let args = [
            "--format",
            "round-robin",
            "--players",
            "4",
            extra[0],
            extra[1],
        ];
        let stderr = refusal(&args);
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
    let mut terminal = seeded_terminal(&files.path().join("lyngk.db"), files.path(), 5);
    let said = run_script(&mut terminal, script, &mut Vec::new());
    said.said_with("event-created-round-robin", &[("event", text("League"))]);
    let opens = |round: i64| [("round", Arg::Number(round)), ("rounds", Arg::Number(3))];
    let thread =
        |channel: u64, name: &str| [("channel", Arg::Channel(channel)), ("name", text(name))];
    said.said_with("event-round-opens", &opens(1));
    said.said_with("round-robin-bye-line", &[("player", at_table("carol"))]);
    said.said_with(
        "terminal-league-thread",
        &thread(1001, "LYNGK League · round 1 · alice vs bob"),
    );
    said.said_with("event-round-opens", &opens(2));
    said.said_with("round-robin-bye-line", &[("player", at_table("alice"))]);
    said.said_with(
        "terminal-league-thread",
        &thread(1002, "LYNGK League · round 2 · bob vs carol"),
    );
    said.said_with(
        "event-pairings-game",
        &[
            ("white", text("alice")),
            ("black", text("bob")),
            ("result", text("white-won")),
        ],
    );
    said.said_with("event-pairings-bye", &[("player", text("carol"))]);
    said.said_with("event-standings-title", &opens(1));
    said.said_with("event-exported", &[("event", text("League"))]);
    assert_eq!(
        said.refusals(),
        [&Refusal::RoundRobin(RoundRobinRefusal::Started(
            "League".into()
        ))]
    );
    // The standings image is written like any other file.
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
    let (_, text) = simulate_with_report(&[
        "--format",
        "round-robin",
        "--players",
        "5",
        "--legs",
        "double",
        "--seed",
        "7",
    ]);
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

/// A round robin with every game at once (a league): no round deadlines, so its games
/// end by moves (a drawn one played to a drawn end), resignations, withdrawals'
/// forfeits or the clocks, which the service's job runs out on the simulation's
/// clock. The table adds up, every pair met once a leg with the seats swapped in the
/// second, and the same seed runs the same league.
#[test]
fn simulated_leagues_play_every_game_at_once_and_their_table_adds_up() {
    // Seed 1: drawn games, a loss on time and forfeits; seed 3 of the double: losses
    // on time.
    for (legs, players, seed) in [("single", 5, "1"), ("double", 4, "3")] {
        let meetings = if legs == "double" { 2 } else { 1 };
        let dir = tempfile::tempdir().unwrap();
        let trf = dir.path().join("league.trf");
        let players_text = players.to_string();
        let args = [
            "--format",
            "round-robin",
            "--pace",
            "all-at-once",
            "--legs",
            legs,
            "--players",
            &players_text,
            "--seed",
            seed,
            "--draws",
            "0.3",
            "--withdrawals",
            "0.05",
            "--trf",
            trf.to_str().unwrap(),
        ];
        let out = simulate_output(&args);
        let report = std::fs::read_to_string(&trf).expect("the report was written");
        assert!(out.contains("Simulated League · standings"), "{out}");
        assert!(out.contains("The season is over."), "{out}");
        let games = players * (players - 1) / 2 * meetings;
        assert!(out.contains(&format!("games at once: {games}")), "{out}");
        assert!(!out.contains(" 0 lost on time"), "{out}");
        check_league_table(&out, players, meetings);
        check_every_pair_met(&report, players, meetings);
        // The same seed runs the same league (only the time taken differs).
        assert_eq!(without_time(&out), without_time(&simulate_output(&args)));
        assert_eq!(report, std::fs::read_to_string(&trf).unwrap());
    }
}

/// Every row: all games played, none left; wins, draws and losses make the games
/// played; two points a win and one a draw; as many wins as losses in all.
fn check_league_table(out: &str, players: usize, meetings: usize) {
    let rows: Vec<Vec<u32>> = out
        .lines()
        .filter(|line| line.contains("player0"))
        .map(|line| {
            let numbers: Vec<u32> = line
                .split_whitespace()
                .rev()
                .take(7)
                .map(|n| n.parse().unwrap())
                .collect();
            numbers.into_iter().rev().collect()
        })
        .collect();
    assert_eq!(rows.len(), players, "{out}");
    let (mut wins, mut losses, mut points) = (0, 0, 0);
    for row in &rows {
        let [played, won, drawn, lost, pts, _stacks, left] = row[..] else {
            panic!("{out}");
        };
        assert_eq!(played as usize, (players - 1) * meetings, "{out}");
        assert_eq!(won + drawn + lost, played, "{out}");
        assert_eq!(pts, 2 * won + drawn, "{out}");
        assert_eq!(left, 0, "{out}");
        (wins, losses, points) = (wins + won, losses + lost, points + pts);
    }
    assert_eq!(wins, losses, "{out}");
    assert_eq!(points as usize, players * (players - 1) * meetings, "{out}");
}

/// In the report every pair of players met `meetings` times, once with each seat in
/// a double round robin; a bye is a round without a game.
fn check_every_pair_met(report: &str, players: usize, meetings: usize) {
    let mut met = std::collections::HashMap::new();
    let lines: Vec<&str> = report.lines().filter(|l| l.starts_with("001")).collect();
    assert_eq!(lines.len(), players, "{report}");
    for line in lines {
        let number: usize = line[4..8].trim().parse().unwrap();
        let mut column = 89;
        while column + 10 <= line.len() {
            let round = &line[column..column + 10];
            column += 10;
            let opponent: usize = round[2..6].trim().parse().unwrap();
            if opponent == 0 {
                continue;
            }
            let seats: &mut Vec<char> = met.entry((number, opponent)).or_default();
            seats.push(round.as_bytes()[7] as char);
        }
    }
    for first in 1..=players {
        for second in (1..=players).filter(|&s| s != first) {
            let mut seats = met[&(first, second)].clone();
            assert_eq!(seats.len(), meetings, "{first} and {second}: {report}");
            seats.sort();
            if meetings == 2 {
                assert_eq!(seats, ['b', 'w'], "{first} and {second}: {report}");
            }
        }
    }
}

#[test]
fn the_pace_is_a_round_robins_setting_in_simulations() {
    let stderr = refusal(&[
        "--format",
        "swiss",
        "--players",
        "4",
        "--pace",
        "all-at-once",
    ]);
    assert!(stderr.contains("--pace is for round robins"), "{stderr}");
}
