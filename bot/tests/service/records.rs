//! The game record (docs/record.md) of stored games: what `/lyngk history` attaches and
//! `GameService::game_record` exports, read back through the rules.

use crate::common::*;
use lyngk_ai::Limits;
use lyngk_bot::service::api::{Command, Place};
use lyngk_rules::record::{read, GameResult, Replayed, Termination};
use lyngk_rules::{Game, Player, Turn, Variant};
use proptest::prelude::*;
use rusqlite::params;

/// The stored turns of game `id`, in order.
fn stored_turns(h: &Harness, id: i64) -> Vec<Turn> {
    let db = h.db();
    let mut statement = db
        .prepare("SELECT notation FROM turns WHERE game = ?1 ORDER BY ply")
        .unwrap();
    statement
        .query_map(params![id], |r| r.get::<_, String>(0))
        .unwrap()
        .map(|n| n.unwrap().parse().unwrap())
        .collect()
}

/// Game `id` exported and read back.
fn exported(h: &Harness, id: i64) -> Replayed {
    let record = h.service.game_record(id).unwrap().expect("a started game");
    let text = record.to_string();
    let replayed = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(replayed.record, record, "{text}");
    replayed
}

/// How a random game in the test ends.
#[derive(Clone, Copy, Debug)]
enum End {
    /// Played to the end by the rules.
    Rules,
    /// Player to move resigns after some turns.
    Resign,
    /// Left in progress.
    Open,
}

/// Plays a game in `place` with the choices, ending it as `end` says.
fn play_game(h: &Harness, place: Place, choices: &[usize], end: End) {
    let r = h.ask_in(
        place,
        &alice(),
        challenge(Some(bob()), Variant::Standard),
        None,
    );
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask_in(place, &bob(), Command::Accept, None);
    let first = if r.ping == [alice().id] {
        alice()
    } else {
        bob()
    };
    let second = if first == alice() { bob() } else { alice() };
    let limit = match end {
        End::Rules => usize::MAX,
        End::Resign | End::Open => choices.len(),
    };
    let mut played = 0;
    while let Some(game) = h.service.live_game(place).unwrap() {
        if played >= limit {
            break;
        }
        let moves: Vec<Turn> = game
            .position()
            .legal_turns()
            .into_iter()
            .filter(|t| !t.is_pass())
            .collect();
        let turn = moves[choices.get(played).copied().unwrap_or(played) % moves.len()];
        let r = h.ask_in(
            place,
            mover(&game, &first, &second),
            move_command(turn),
            None,
        );
        assert!(!r.ephemeral, "{}", r.text());
        played += 1;
    }
    if let (End::Resign, Some(game)) = (end, h.service.live_game(place).unwrap()) {
        let r = h.ask_in(
            place,
            mover(&game, &first, &second),
            Command::Resign { confirmed: true },
            None,
        );
        assert!(!r.ephemeral, "{}", r.text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Random games played through the service onto a SQLite file, each exported and
    /// read back: the stored turns, and the result the game ended with.
    #[test]
    fn every_stored_game_round_trips(
        games in prop::collection::vec(
            (prop::collection::vec(any::<usize>(), 0..30), 0..3usize),
            1..4,
        ),
        seed in 1u64..10_000,
    ) {
        let h = Harness::new(seed);
        for (channel, (choices, end)) in games.iter().enumerate() {
            let end = [End::Rules, End::Resign, End::Open][*end];
            let place = Place { channel: PLACE.channel + channel as u64, ..PLACE };
            play_game(&h, place, choices, end);
        }
        let ids = h.service.started_games().unwrap();
        prop_assert_eq!(ids.len(), games.len());
        for id in ids {
            let replayed = exported(&h, id);
            prop_assert_eq!(&replayed.record.turns, &stored_turns(&h, id));
            let (status, winner): (String, Option<i64>) = h
                .db()
                .query_row("SELECT status, winner_id FROM games WHERE id = ?1", [id], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })
                .unwrap();
            let names = [replayed.record.tag("Player1"), replayed.record.tag("Player2")];
            let expected = match (status.as_str(), winner) {
                ("active", _) => GameResult::Unfinished,
                (_, None) => GameResult::Draw,
                (_, Some(id)) => {
                    let name = if id as u64 == alice().id { "alice" } else { "bob" };
                    match names[0] == Some(name) {
                        true => GameResult::PlayerOneWins,
                        false => GameResult::PlayerTwoWins,
                    }
                }
            };
            prop_assert_eq!(replayed.record.result, expected);
            if replayed.outcome.is_some() {
                prop_assert_eq!(replayed.termination, Termination::Normal);
            }
        }
    }
}

#[test]
fn the_history_attaches_the_game_record() {
    let h = Harness::new(5);
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..5 {
        let game = h.game();
        h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
    }
    let game = h.game();
    h.ask(
        mover(&game, &first, &second),
        Command::Resign { confirmed: true },
    );
    let loser = mover(&game, &first, &second).clone();
    let history = h.ask(&alice(), Command::History);
    let [file] = history.files.as_slice() else {
        panic!("one attachment: {:?}", history.files.len());
    };
    assert_eq!(file.filename, "lyngk-game-1.txt");
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let replayed = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let record = &replayed.record;
    let tags: Vec<&str> = record.tags.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        tags[..7],
        ["Event", "Site", "Date", "Round", "Player1", "Player2", "Result"]
    );
    assert_eq!(record.tag("Event"), Some("Casual game"));
    assert_eq!(record.tag("Date"), Some("2023.11.14"));
    assert_eq!(record.tag("Player1"), Some(first.name.as_str()));
    assert_eq!(record.tag("Player2"), Some(second.name.as_str()));
    assert_eq!(record.tag("Seed"), Some("5"));
    assert_eq!(record.tag("TimeControl"), Some("-"));
    assert_eq!(record.turns.len(), 5);
    assert_eq!(replayed.termination, Termination::Resignation);
    let winner = if loser == first {
        Player::Two
    } else {
        Player::One
    };
    assert_eq!(record.result, GameResult::win(winner));
    assert_eq!(
        replayed.game,
        Some(Game::replay(5, Variant::Standard, &record.turns, None).unwrap())
    );
}

#[test]
fn an_ai_game_record_names_the_program_and_its_seed() {
    let h = Harness::new(12);
    let r = h.ask(
        &alice(),
        Command::ChallengeAi {
            level: 1,
            variant: Variant::Standard,
            ai_user: 9_000,
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    for _ in 0..4 {
        while h
            .service
            .play_ai_turn_within(PLACE, Some(&Limits::nodes(40)))
            .unwrap()
            .is_some()
        {}
        let game = h.game();
        let r = h.ask(&alice(), move_command(some_move(&game)));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let replayed = exported(&h, 1);
    let record = &replayed.record;
    let ai_seat = match record.tag("Player1Type") {
        Some("program") => "Player1",
        _ => "Player2",
    };
    assert_eq!(record.tag(&format!("{ai_seat}Type")), Some("program"));
    // A record's tag is data in the record's format, not a message.
    assert!(record.tag(ai_seat).unwrap().contains("AI"), "{record:?}");
    assert_eq!(record.tag("Seed"), Some("12"));
    assert_eq!(record.turns, stored_turns(&h, 1));
    assert_eq!(record.result, GameResult::Unfinished);
    assert_eq!(replayed.termination, Termination::Unterminated);
}

#[test]
fn an_unknown_game_has_no_record() {
    let h = Harness::new(1);
    h.ask(&alice(), challenge(Some(bob()), Variant::Standard));
    // A challenge not yet accepted has not started.
    assert_eq!(h.service.game_record(1).unwrap(), None);
    assert_eq!(h.service.game_record(99).unwrap(), None);
}
