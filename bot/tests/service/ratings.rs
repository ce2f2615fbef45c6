//! Ratings through the service on a real SQLite file: updated with the result,
//! friendly games left out, `rating`, `leaderboard`, `stats`, the rematch button and
//! buttons that name their game.

use crate::common::said::{self, arg, refused, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::rating::{self, PlayerResult, Rating};
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Reply};
use lyngk_bot::service::{GameService, Refusal};
use lyngk_rules::Variant;

/// (rating, deviation, volatility, games, wins, draws, losses) of a stored row.
type Stored = (f64, f64, f64, u32, u32, u32, u32);

fn stored_rating(h: &Harness, user: u64) -> Option<Stored> {
    h.db()
        .query_row(
            "SELECT rating, deviation, volatility, games, wins, draws, losses FROM ratings \
             WHERE guild_id = ?1 AND user_id = ?2",
            [PLACE.guild.unwrap() as i64, user as i64],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            },
        )
        .ok()
}

fn assert_rating(h: &Harness, user: u64, expected: Rating, record: (u32, u32, u32, u32)) {
    let (r, d, v, games, wins, draws, losses) = stored_rating(h, user).expect("a rating row");
    assert!((r - expected.rating).abs() < 1e-9, "{r} vs {expected:?}");
    assert!((d - expected.deviation).abs() < 1e-9, "{d} vs {expected:?}");
    assert!(
        (v - expected.volatility).abs() < 1e-12,
        "{v} vs {expected:?}"
    );
    assert_eq!((games, wins, draws, losses), record);
}

fn unrated_challenge(opponent: Actor) -> Command {
    Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent),
        variant: Variant::Standard,
        days_per_move: None,
        rated: false,
    }
}

#[test]
fn a_result_rates_both_newcomers_in_the_same_transaction() {
    let h = Harness::new(21);
    let (first, second) = h.start(Variant::Standard);
    assert_eq!(
        stored_rating(&h, first.id),
        None,
        "no rating before a result"
    );
    let r = h.ask(&second, Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    let (winner, loser) = rating::update(Rating::default(), Rating::default(), PlayerResult::Win);
    assert_rating(&h, first.id, winner, (1, 1, 0, 0));
    assert_rating(&h, second.id, loser, (1, 0, 0, 1));
    // Ratings are written without grouping in every language, as on the leaderboard:
    // they are given as text, not as numbers the locale would group.
    r.said("results-ratings");
    r.said_with(
        "results-rating-change",
        &[
            ("name", text(&first.name)),
            ("before", text("1500")),
            ("after", text("1662")),
            ("delta", text("+162")),
        ],
    );
    // The rating rows and the finished game carry the same commit time, and the
    // change log has one row per player.
    let (game_time, rating_times, changes): (i64, i64, i64) = h
        .db()
        .query_row(
            "SELECT (SELECT updated_at FROM games), \
             (SELECT COUNT(*) FROM ratings WHERE updated_at = (SELECT updated_at FROM games)), \
             (SELECT COUNT(*) FROM rating_changes)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!((rating_times, changes), (2, 2), "at {game_time}");
}

#[test]
fn a_game_played_to_its_end_is_rated_from_its_winner() {
    let h = Harness::new(42);
    let (first, second) = h.start(Variant::Standard);
    let last = loop {
        let game = h.game();
        let who = mover(&game, &first, &second).clone();
        let r = h.ask(&who, move_command(some_move(&game)));
        assert!(!r.ephemeral, "{}", r.text());
        if r.says("turn-game-over") {
            break r;
        }
    };
    let winner: Option<i64> = h
        .db()
        .query_row("SELECT winner_id FROM games", [], |r| r.get(0))
        .unwrap();
    let outcome = match winner {
        Some(id) if id as u64 == first.id => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
        None => PlayerResult::Draw,
    };
    let (a, b) = rating::update(Rating::default(), Rating::default(), outcome);
    let record = |o: PlayerResult| match o {
        PlayerResult::Win => (1, 1, 0, 0),
        PlayerResult::Draw => (1, 0, 1, 0),
        PlayerResult::Loss => (1, 0, 0, 1),
    };
    let mirrored = match outcome {
        PlayerResult::Win => PlayerResult::Loss,
        PlayerResult::Loss => PlayerResult::Win,
        PlayerResult::Draw => PlayerResult::Draw,
    };
    assert_rating(&h, first.id, a, record(outcome));
    assert_rating(&h, second.id, b, record(mirrored));
    last.said("results-ratings");
    assert_eq!(last.buttons.len(), 1, "a rematch button");
    assert_eq!(last.buttons[0].custom_id, "lyngk:rematch:1");
}

#[test]
fn unrated_games_leave_ratings_alone() {
    let h = Harness::new(5);
    let r = h.ask(&alice(), unrated_challenge(bob()));
    r.said_with("challenge-terms", &[("rated", text("no"))]);
    assert!(!h.ask(&bob(), Command::Accept).ephemeral);
    let r = h.ask(&alice(), Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    r.not_said("results-ratings");
    let rows: i64 = h
        .db()
        .query_row(
            "SELECT (SELECT COUNT(*) FROM ratings) + (SELECT COUNT(*) FROM rating_changes)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(rows, 0);
    // Its rematch stays friendly.
    let game = match GameService::button_command(&r.buttons[0].custom_id) {
        Some(Command::Rematch { game }) => game,
        other => panic!("{other:?}"),
    };
    let rematch = h.ask(&bob(), Command::Rematch { game });
    rematch.said_with("challenge-terms", &[("rated", text("no"))]);
}

#[test]
fn rating_leaderboard_and_stats_replies() {
    let h = Harness::new(9);
    let newcomer = h.ask(&carol(), Command::Rating { user: None });
    newcomer.said_with("rating-none", &[("player", text("carol"))]);
    newcomer.said_with(
        "rating-value",
        &[("rating", text("1500")), ("range", Arg::Number(700))],
    );
    let empty = h.ask(&carol(), Command::Leaderboard);
    empty.said("rating-leaderboard-empty");
    assert!(empty.image.is_none());

    // Two games: bob resigns both, so alice leads; one game stays in progress.
    for _ in 0..2 {
        h.start(Variant::Standard);
        assert!(!h.ask(&bob(), Command::Resign { confirmed: true }).ephemeral);
    }
    h.start(Variant::Standard);

    let r = h.ask(
        &carol(),
        Command::Rating {
            user: Some(alice()),
        },
    );
    assert!(!r.ephemeral);
    let counts = [("games", 2), ("wins", 2), ("draws", 0), ("losses", 0)];
    let mut line = vec![("player", text("alice"))];
    line.extend(counts.map(|(name, n)| (name, Arg::Number(n))));
    r.said_with("rating-line", &line);
    let board = h.ask(&carol(), Command::Leaderboard);
    // The table is a code block laid out as text: its layout is what is checked.
    assert!(
        board.text().starts_with("**LYNGK leaderboard**\n```\n"),
        "{}",
        board.text()
    );
    assert!(board.text().ends_with("```"));
    // The same table as an image: two rows (alice, bob) under a subtitle.
    let image = board
        .image
        .as_ref()
        .expect("the leaderboard comes with an image");
    assert_eq!(image.filename, "lyngk-leaderboard.png");
    let decoded = image::load_from_memory(&image.bytes).expect("a PNG");
    assert_eq!(decoded.width(), 800);
    assert_eq!(decoded.height(), lyngk_render::table_height(2, true));
    let text = board.text();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[3].starts_with(" 1  alice"), "{}", board.text());
    assert!(lines[4].starts_with(" 2  bob"), "{}", board.text());
    assert!(
        lines[3].trim_end().ends_with("2   2   0   0"),
        "{}",
        lines[3]
    );

    let stats = h.ask(&carol(), Command::Stats);
    stats.said_with(
        "rating-stats-games",
        &[("finished", Arg::Number(2)), ("active", Arg::Number(1))],
    );
    let length = Arg::Decimal {
        value: 0.0,
        digits: 1,
    };
    stats.said_with("rating-stats-length", &[("turns", length)]);
    stats.said_with(
        "rating-stats-most-active",
        &[("players", said::text("alice (3), bob (3)"))],
    );
    // bob resigned both: whoever was player 1 there, the shares add up to 100%.
    let wins = stats.said_with(
        "rating-stats-wins",
        &[("draws", Arg::Number(0)), ("draws-share", Arg::Number(0))],
    );
    let number = |name| match arg(wins, name) {
        Arg::Number(n) => *n,
        other => panic!("{name}: {other:?}"),
    };
    assert_eq!(number("first") + number("second"), 2, "{wins:?}");
    assert_eq!(
        number("first-share") + number("second-share"),
        100,
        "{wins:?}"
    );
}

fn button_game(reply: &Reply, label: &str) -> Command {
    let button = reply
        .buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("no {label} button in {reply:?}"));
    GameService::button_command(&button.custom_id).expect("a known button")
}

#[test]
fn an_old_challenges_buttons_cannot_answer_a_newer_one() {
    let h = Harness::new(3);
    let old = h.ask(&alice(), challenge(Some(bob()), Variant::Standard));
    assert!(!h.ask(&alice(), Command::Decline).ephemeral, "withdrawn");
    let new = h.ask(&alice(), challenge(Some(bob()), Variant::Standard));
    let before = h.snapshot();
    for label in ["Accept", "Decline"] {
        let r = h.ask(&bob(), button_game(&old, label));
        assert!(r.ephemeral, "{}", r.text());
        assert_eq!(r.refusal, Some(Refusal::InactiveButton), "{:?}", r.ids());
        refused(&r, "refusal-inactive-button");
        assert_eq!(h.snapshot(), before, "nothing changed");
    }
    let r = h.ask(&bob(), button_game(&new, "Accept"));
    assert!(!r.ephemeral, "{}", r.text());
    r.said("challenge-begins");
    // The accepted challenge's own button is spent too.
    let r = h.ask(&bob(), button_game(&new, "Decline"));
    assert_eq!(r.refusal, Some(Refusal::InactiveButton), "{:?}", r.ids());
}

#[test]
fn rematch_swaps_the_seats_for_the_two_players_only() {
    let h = Harness::new(17);
    let (first, second) = h.start(Variant::Six);
    let still_playing = h.ask(&first, Command::Rematch { game: 1 });
    refused(&still_playing, "refusal-not-finished");
    let end = h.ask(&first, Command::Resign { confirmed: true });
    let rematch = button_game(&end, "Rematch");
    assert_eq!(rematch, Command::Rematch { game: 1 });

    let before = h.snapshot();
    let r = h.ask(&carol(), rematch.clone());
    refused(&r, "refusal-not-a-player");
    assert_eq!(h.snapshot(), before);

    let r = h.ask(&first, rematch.clone());
    assert!(!r.ephemeral, "{}", r.text());
    // The seats are swapped: the second player moves first.
    r.said_with(
        "challenge-rematch",
        &[("game", Arg::Number(1)), ("name", text(&second.name))],
    );
    assert_eq!(r.ping, vec![second.id], "the other player is challenged");
    let again = h.ask(&second, rematch);
    refused(&again, "refusal-channel-busy");

    let accepted = h.ask(&second, button_game(&r, "Accept"));
    assert!(!accepted.ephemeral, "{}", accepted.text());
    assert_eq!(
        accepted.ping,
        vec![second.id],
        "the old player 2 moves first"
    );
    accepted.said_with("challenge-begins", &[("one", text(&second.name))]);
    let variant: String = h
        .db()
        .query_row("SELECT variant FROM games WHERE id = 2", [], |r| r.get(0))
        .unwrap();
    assert_eq!(variant, "six", "the rematch keeps the variant");
}
