//! `lyngk event simulate` tries an event's pace (`--round-days`, `--days-per-move`) and
//! speaks the organiser's language (`--locale`).

use crate::terminal::simulate_cli::{refusal, simulate_with_report};
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_events::swiss::{PlayerResult, RoundEntry, SwissEvent};
use lyngk_events::trf::read_trf;

/// A one-round Swiss of four where every game is moved once by each player and left
/// to the deadline; its standings text and the event read back from its TRF.
fn simulate_unfinished_games(extra: &[&str]) -> (String, SwissEvent) {
    let base = [
        "--players",
        "4",
        "--rounds",
        "1",
        "--seed",
        "3",
        "--draws",
        "1",
    ];
    let args: Vec<&str> = base.iter().chain(extra).copied().collect();
    let (stdout, trf) = simulate_with_report(&args);
    (stdout, read_trf(&trf).expect("a readable TRF"))
}

/// Every round entry of every player.
fn entries(event: &SwissEvent) -> Vec<RoundEntry> {
    (0..event.entrants().len() as u32)
        .flat_map(|player| {
            event
                .history(lyngk_events::swiss::PlayerId(player))
                .to_vec()
        })
        .collect()
}

fn is_draw(entry: &RoundEntry) -> bool {
    matches!(
        entry,
        RoundEntry::Played {
            outcome: PlayerResult::Draw,
            ..
        }
    )
}

#[test]
fn the_pace_decides_whether_a_game_left_to_the_deadline_is_drawn_or_lost_on_time() {
    // A week a move and a week a round: both clocks still run at the deadline.
    let (_, weekly) = simulate_unfinished_games(&[]);
    let played = entries(&weekly);
    assert_eq!(played.len(), 4, "{played:?}");
    assert!(played.iter().all(is_draw), "{played:?}");

    // A day a move in a week's round: the clock runs out before the deadline.
    let (_, hurried) = simulate_unfinished_games(&["--days-per-move", "1", "--round-days", "7"]);
    let played = entries(&hurried);
    assert_eq!(played.len(), 4, "{played:?}");
    assert!(!played.iter().any(is_draw), "{played:?}");
}

#[test]
fn the_standings_are_in_the_language_asked_for() {
    let title = |locale| {
        Msg::new("event-standings-title")
            .text("event", "Simulated Swiss")
            .number("round", 1)
            .number("rounds", 1)
            .format(locale, Style::Plain)
    };
    let (french, _) = simulate_unfinished_games(&["--locale", "fr"]);
    assert!(french.contains(&title(Locale::Fr)), "{french}");
    assert!(!french.contains(&title(Locale::En)), "{french}");
    let (english, _) = simulate_unfinished_games(&[]);
    assert!(english.contains(&title(Locale::En)), "{english}");
}

/// The closing line of figures speaks the language asked for too, numbers in its
/// format.
#[test]
fn the_summary_is_in_the_language_asked_for() {
    // The figures up to the seconds taken, which differ from run to run.
    let figures = |locale| {
        let line = Msg::new("simulate-summary-swiss")
            .number("players", 4)
            .number("late", 0)
            .number("withdrew", 0)
            .number("rounds", 1)
            .number("games", 2)
            .number("draws", 2)
            .number("forfeits", 0)
            .decimal("seconds", 0.0, 1)
            .format(locale, Style::Plain);
        line.rsplit_once(" · ").unwrap().0.to_owned()
    };
    let (french, _) = simulate_unfinished_games(&["--locale", "fr"]);
    assert!(french.contains(&figures(Locale::Fr)), "{french}");
    assert!(french.contains("joueurs\u{202f}: 4"), "{french}");
    let (english, _) = simulate_unfinished_games(&[]);
    assert!(english.contains(&figures(Locale::En)), "{english}");
}

#[test]
fn a_ladder_and_a_league_refuse_round_days() {
    for format in [
        &["--format", "ladder"][..],
        &["--format", "round-robin", "--pace", "all-at-once"],
    ] {
        let base = ["--players", "4", "--round-days", "3"];
        let args: Vec<&str> = base.iter().chain(format).copied().collect();
        let stderr = refusal(&args);
        assert!(stderr.contains("--round-days"), "{stderr}");
    }
}
