//! `lyngk event simulate --json`: the one simulation driver's typed report for every
//! format (the summary's counts by name, the standings, the TRF), checked against what
//! the event itself says (its tournament report, its size) rather than English text.

use crate::terminal::simulate_cli::{count, report};
use lyngk_events::swiss::{PlayerId, PlayerResult, RoundEntry};
use lyngk_events::trf::read_trf;
use serde_json::Value;

fn kind(report: &Value) -> &str {
    report["summary"]["figures"]["kind"]
        .as_str()
        .expect("a kind")
}

/// Games, draws and forfeits as the tournament report records them, each game once.
fn games_in_report(trf: &str) -> (u64, u64, u64) {
    let event = read_trf(trf).expect("a readable TRF");
    let (mut played, mut draws, mut forfeits) = (0, 0, 0);
    for player in 0..event.entrants().len() as u32 {
        for entry in event.history(PlayerId(player)) {
            match entry {
                RoundEntry::Played { outcome, .. } => {
                    played += 1;
                    draws += u64::from(*outcome == PlayerResult::Draw);
                }
                RoundEntry::Forfeit { .. } => forfeits += 1,
                _ => {}
            }
        }
    }
    // Each game is in both players' histories.
    ((played + forfeits) / 2, draws / 2, forfeits / 2)
}

#[test]
fn a_swiss_reports_the_games_its_tournament_report_holds() {
    let swiss = report(&[
        "--players",
        "12",
        "--rounds",
        "4",
        "--seed",
        "9",
        "--draws",
        "0.3",
        "--withdrawals",
        "0.1",
        "--late",
        "0.2",
    ]);
    assert_eq!(kind(&swiss), "rounds");
    assert_eq!(count(&swiss, "players"), 12);
    assert_eq!(count(&swiss, "rounds"), 4);
    // 20% of 12 enter late.
    assert_eq!(count(&swiss, "late"), 2);
    let trf = swiss["trf"].as_str().expect("a Swiss has a TRF");
    let (games, draws, forfeits) = games_in_report(trf);
    assert_eq!(count(&swiss, "games"), games, "{trf}");
    assert_eq!(count(&swiss, "draws"), draws, "{trf}");
    assert_eq!(count(&swiss, "forfeits"), forfeits, "{trf}");
    assert!(count(&swiss, "withdrew") > 0 && forfeits > 0, "{swiss}");
}

#[test]
fn a_round_robin_plays_every_pairing_at_either_pace() {
    for pace in ["round-by-round", "all-at-once"] {
        let args = [
            "--format",
            "round-robin",
            "--pace",
            pace,
            "--players",
            "6",
            "--seed",
            "4",
            "--draws",
            "0.3",
        ];
        let round_robin = report(&args);
        let expected = match pace {
            "all-at-once" => "league",
            _ => "rounds",
        };
        assert_eq!(kind(&round_robin), expected);
        // Six players meet in fifteen games over five rounds.
        assert_eq!(count(&round_robin, "games"), 15, "{pace}");
        assert_eq!(count(&round_robin, "rounds"), 5, "{pace}");
        let trf = round_robin["trf"]
            .as_str()
            .expect("a round robin has a TRF");
        let (games, draws, forfeits) = games_in_report(trf);
        assert_eq!((games, forfeits), (15, 0), "{trf}");
        assert_eq!(count(&round_robin, "draws"), draws, "{pace}: {trf}");
        // The same seed plays the same event.
        let again = report(&args);
        assert_eq!(round_robin["summary"], again["summary"], "{pace}");
        assert_eq!(round_robin["standings"], again["standings"], "{pace}");
    }
}

#[test]
fn a_knockout_names_its_winner_and_decides_every_match() {
    let players = 11;
    let knockout = report(&[
        "--format",
        "knockout",
        "--players",
        &players.to_string(),
        "--seed",
        "4",
        "--best-of",
        "3",
        "--draws",
        "0.3",
        "--withdrawals",
        "0.1",
    ]);
    assert_eq!(kind(&knockout), "knockout");
    // A bracket of sixteen places: four rounds.
    assert_eq!(count(&knockout, "rounds"), 4);
    assert_eq!(count(&knockout, "best_of"), 3);
    let winner = knockout["summary"]["figures"]["winner"]
        .as_str()
        .expect("a winner");
    assert!(winner.starts_with("player"), "{knockout}");
    // Every match but the byes puts one player out: by a game, or by a walkover.
    assert!(
        count(&knockout, "games") + count(&knockout, "walkovers") >= players - 1,
        "{knockout}"
    );
    assert!(count(&knockout, "withdrew") <= players - 2, "{knockout}");
    assert!(knockout["trf"].is_null(), "a knockout has no TRF");
}

#[test]
fn a_ladder_settles_every_accepted_challenge_by_its_game() {
    let ladder = report(&[
        "--format",
        "ladder",
        "--players",
        "8",
        "--days",
        "20",
        "--seed",
        "2",
        "--draws",
        "0.3",
        "--withdrawals",
        "0.01",
    ]);
    assert_eq!(kind(&ladder), "ladder");
    assert_eq!(count(&ladder, "days"), 20);
    let challenges = count(&ladder, "challenges");
    let accepted = count(&ladder, "games");
    assert!(accepted > 0 && accepted <= challenges, "{ladder}");
    // An accepted challenge is settled by its game the same day, the others by
    // running out (or a player leaving).
    let by_games = count(&ladder, "climbed") + count(&ladder, "held");
    assert_eq!(by_games, accepted, "{ladder}");
    assert!(
        by_games + count(&ladder, "expired") <= challenges,
        "{ladder}"
    );
    assert!(
        count(&ladder, "draws") <= count(&ladder, "played_out"),
        "{ladder}"
    );
    assert!(count(&ladder, "played_out") <= accepted, "{ladder}");
}

#[test]
fn divisions_play_each_season_in_full() {
    let divisions = report(&[
        "--format",
        "divisions",
        "--players",
        "8",
        "--seed",
        "5",
        "--division-size",
        "4",
        "--division-format",
        "round-robin",
        "--seasons",
        "3",
    ]);
    assert_eq!(kind(&divisions), "divisions");
    assert_eq!(count(&divisions, "seasons"), 3);
    // Each season: two divisions of four, six games each.
    assert_eq!(count(&divisions, "games"), 3 * 2 * 6);
    assert_eq!(count(&divisions, "forfeits"), 0);
    let standings = divisions["standings"].as_str().expect("the standings");
    assert_eq!(standings.matches("S3 · D2").count(), 1, "{standings}");
}
