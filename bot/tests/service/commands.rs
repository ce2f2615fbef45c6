//! The game service against a real SQLite file: every command and its error paths.

use crate::common::said::{arg, refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{Command, HelpTopic, Place};
use lyngk_bot::service::{GameService, Refusal};
use lyngk_rules::{Colour, Game, Player, Turn, Variant};

fn moves(from: Option<&str>) -> Command {
    Command::Moves {
        from: from.map(str::to_string),
        image: false,
    }
}

#[test]
fn a_whole_game_from_challenge_to_result() {
    let h = Harness::new(42);
    let (first, second) = h.start(Variant::Standard);
    let mut turns_sent = 0;
    loop {
        let game = h.game();
        let turn = some_move(&game);
        let who = mover(&game, &first, &second).clone();
        let r = h.ask(&who, move_command(turn));
        assert!(!r.ephemeral, "{}", r.text());
        r.said_arg(&text(&turn.to_string()));
        let png = r.image.as_ref().expect("a board image after each turn");
        assert_eq!(&png.bytes[1..4], b"PNG");
        turns_sent += 1;
        if r.says("turn-game-over") {
            assert_eq!(r.ping.len(), 2, "both players learn the result");
            // The tiebreak breakdown.
            r.said("game-breakdown");
            break;
        }
        let next = h.game();
        let expected = mover(&next, &first, &second);
        assert_eq!(r.ping, vec![expected.id], "only the next player is pinged");
        assert!(turns_sent < 200, "the game ends");
    }
    assert!(h.service.live_game(PLACE).unwrap().is_none());
    let (status, result, winner): (String, String, Option<i64>) = h
        .db()
        .query_row("SELECT status, result, winner_id FROM games", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    assert_eq!(status, "finished");
    // The stored result is the game record's English, a data format like PGN.
    assert!(
        result.contains("wins") || result.contains("draw"),
        "{result}"
    );
    assert!(winner.is_some() == result.contains("wins"));
    let board = h.ask(&carol(), Command::Board);
    board.said("game-over");
    assert!(board.image.is_some());
    let r = h.ask(
        &first,
        move_command(Turn::move_stack(
            "C3".parse().unwrap(),
            "D4".parse().unwrap(),
        )),
    );
    refused(&r, "refusal-game-over");
}

#[test]
fn stored_games_replay_to_the_live_position() {
    let h = Harness::new(7);
    let (first, second) = h.start(Variant::Six);
    for _ in 0..12 {
        let game = h.game();
        if game.outcome().is_some() {
            break;
        }
        let who = mover(&game, &first, &second).clone();
        h.ask(&who, move_command(some_move(&game)));
    }
    let conn = h.db();
    let (seed, variant): (i64, String) = conn
        .query_row("SELECT seed, variant FROM games", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    let mut statement = conn
        .prepare("SELECT notation FROM turns ORDER BY ply")
        .unwrap();
    let turns: Vec<Turn> = statement
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(|n| n.unwrap().parse().unwrap())
        .collect();
    assert_eq!(seed as u64, 7);
    let replayed = Game::replay(7, Variant::from_name(&variant).unwrap(), &turns, None).unwrap();
    let live = h
        .service
        .live_game(PLACE)
        .unwrap()
        .expect("seed 7's game is still going after 12 plies");
    assert_eq!(live.position(), replayed.position());
    assert_eq!(live.turns(), turns.as_slice());
    let history = h.ask(&carol(), Command::History);
    history.said_with("info-history-heading", &[("seed", text("7"))]);
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    let read = lyngk_rules::record::read(&record).unwrap();
    assert_eq!(read.record.tag("Seed"), Some("7"));
    assert_eq!(read.record.turns, turns);
}

#[test]
fn restart_in_the_middle_loses_nothing() {
    let mut h = Harness::new(3);
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..4 {
        let game = h.game();
        h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
    }
    // A claim is the first half of a turn: it must survive the restart too.
    let game = h.game();
    let who = mover(&game, &first, &second).clone();
    let colour = game
        .position()
        .claimable_by(game.position().to_move())
        .iter()
        .find(|&c| game.position().claim(c).is_ok())
        .unwrap();
    let r = h.ask(
        &who,
        Command::Claim {
            colour: colour.name().into(),
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    let before = h.game();
    h.reopen();
    let after = h.game();
    assert_eq!(before, after);
    assert_eq!(after.pending_claim(), Some(colour));
    let turn = some_move(&after);
    assert!(
        turn.claim.is_none(),
        "after a claim no further claim is offered"
    );
    let r = h.ask(&who, move_command(turn));
    assert!(!r.ephemeral, "{}", r.text());
    let played = *h
        .service
        .live_game(PLACE)
        .unwrap()
        .map_or_else(Vec::new, |g| g.turns().to_vec())
        .get(4)
        .unwrap();
    assert_eq!(
        played.claim,
        Some(colour),
        "the pending claim is recorded with the move"
    );
}

#[test]
fn the_same_interaction_is_applied_once() {
    let h = Harness::new(11);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    let who = mover(&game, &first, &second).clone();
    let command = move_command(some_move(&game));
    let once = h.ask_in(PLACE, &who, command.clone(), Some(555));
    assert!(!once.ephemeral, "{}", once.text());
    let before = h.snapshot();
    let twice = h.ask_in(PLACE, &who, command, Some(555));
    refused(&twice, "refusal-already-done");
    assert_eq!(twice.lines[0].id, "refusal-already-done");
    // The first answer follows, as it was.
    assert_eq!(twice.lines[1..], once.lines[..]);
    assert_eq!(h.snapshot(), before);
    assert_eq!(h.turn_count(), 1);
    // A redelivered challenge is not a second challenge either.
    let c = challenge(None, Variant::Standard);
    let place = Place {
        guild: None,
        channel: 99,
    };
    assert!(!h.ask_in(place, &carol(), c.clone(), Some(777)).ephemeral);
    let again = h.ask_in(place, &carol(), c, Some(777));
    refused(&again, "refusal-already-done");
}

#[test]
fn two_moves_racing_for_one_turn_one_wins() {
    let h = Harness::new(5);
    let (first, second) = h.start(Variant::Standard);
    for round in 0..5 {
        let base = h.turn_count();
        let game = h.game();
        let who = mover(&game, &first, &second).clone();
        let legal: Vec<Turn> = game
            .position()
            .legal_turns()
            .into_iter()
            .filter(|t| !t.is_pass())
            .collect();
        let (a, b) = (legal[0], legal[legal.len() - 1]);
        let replies = std::thread::scope(|s| {
            let one = s.spawn(|| h.ask_in(PLACE, &who, move_command(a), Some(1000 + round * 2)));
            let two = s.spawn(|| h.ask_in(PLACE, &who, move_command(b), Some(1001 + round * 2)));
            [one.join().unwrap(), two.join().unwrap()]
        });
        let won: Vec<_> = replies.iter().filter(|r| !r.ephemeral).collect();
        let lost: Vec<_> = replies.iter().filter(|r| r.ephemeral).collect();
        assert_eq!(won.len(), 1, "{replies:?}");
        assert!(
            matches!(
                lost[0].refusal,
                Some(Refusal::NotYourTurn(_) | Refusal::PositionChanged | Refusal::Illegal(_))
            ),
            "{:?}",
            lost[0].refusal
        );
        assert!(h.turn_count() > base);
    }
}

#[test]
fn only_the_players_can_act_and_only_in_turn() {
    let h = Harness::new(9);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    let turn = some_move(&game);
    let before = h.snapshot();
    let r = h.ask(&carol(), move_command(turn));
    refused(&r, "refusal-not-a-player");
    let r = h.ask(&second, move_command(turn));
    refused_with(&r, "refusal-not-your-turn", &[("name", text(&first.name))]);
    let r = h.ask(
        &carol(),
        Command::Claim {
            colour: "red".into(),
        },
    );
    refused(&r, "refusal-not-a-player");
    let r = h.ask(&carol(), Command::Resign { confirmed: true });
    refused(&r, "refusal-not-a-player");
    let r = h.ask(
        &second,
        Command::Claim {
            colour: "red".into(),
        },
    );
    refused(&r, "refusal-not-your-turn");
    assert_eq!(h.snapshot(), before);
    // Anyone may look.
    assert!(!h.ask(&carol(), Command::Board).ephemeral);
    assert!(!h.ask(&carol(), Command::History).ephemeral);
    // Autocomplete serves only the player to move.
    assert!(h
        .service
        .suggest_origins(PLACE, carol().id, Locale::En, "")
        .is_empty());
    assert!(h
        .service
        .suggest_origins(PLACE, second.id, Locale::En, "")
        .is_empty());
    assert!(!h
        .service
        .suggest_origins(PLACE, first.id, Locale::En, "")
        .is_empty());
}

#[test]
fn bad_and_illegal_moves_are_explained_and_change_nothing() {
    let h = Harness::new(13);
    let (first, _) = h.start(Variant::Standard);
    let before = h.snapshot();
    let ask_move = |from: &str, to: &str, claim: Option<&str>| {
        h.ask(
            &first,
            Command::Move {
                from: from.into(),
                to: to.into(),
                claim: claim.map(str::to_string),
            },
        )
    };
    let c3 = Arg::Cell("C3".parse().unwrap());
    let cases = [
        (
            ask_move("z9", "c3", None),
            "refusal-bad-origin",
            "cell-error-malformed",
            vec![("text", text("z9"))],
        ),
        (
            ask_move("c3", "c9", None),
            "refusal-bad-landing",
            "cell-error-no-such-row",
            vec![("column", text("C")), ("rows", Arg::Number(7))],
        ),
        (
            ask_move("c3", "d4", Some("purple")),
            "refusal-bad-colour",
            "refusal-bad-colour",
            vec![("text", text("purple"))],
        ),
        (
            ask_move("c3", "c3", None),
            "refusal-illegal",
            "play-error-same-cell",
            vec![("cell", c3)],
        ),
        (
            ask_move("a1", "i1", None),
            "refusal-illegal",
            "refusal-illegal",
            vec![],
        ),
        (
            ask_move("", "", None),
            "refusal-bad-origin",
            "cell-error-malformed",
            vec![("text", text(""))],
        ),
    ];
    for (reply, refusal, reason, args) in cases {
        refused(&reply, refusal);
        reply.said_with(reason, &args);
    }
    let r = h.ask(
        &first,
        Command::Claim {
            colour: "purple".into(),
        },
    );
    refused_with(&r, "refusal-bad-colour", &[("text", text("purple"))]);
    let r = h.ask(&first, moves(Some("q1")));
    assert!(
        r.refusal.as_ref().is_some_and(|_| {
            [
                "refusal-bad-cell",
                "refusal-bad-origin",
                "refusal-bad-landing",
            ]
            .iter()
            .any(|id| r.says(id))
        }),
        "not refused as a bad cell: {:?}",
        r.ids()
    );
    assert_eq!(h.snapshot(), before);
}

#[test]
fn claims_are_binding_and_one_per_turn() {
    let h = Harness::new(21);
    let (first, second) = h.start(Variant::Standard);
    let r = h.ask(&first, Command::Claim { colour: "R".into() });
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("turn-claim", &[("colour", Arg::Colour(Colour::Red))]);
    let r = h.ask(
        &first,
        Command::Claim {
            colour: "blue".into(),
        },
    );
    refused(&r, "refusal-illegal");
    r.said_with(
        "play-error-claimed-this-turn",
        &[("colour", Arg::Colour(Colour::Red))],
    );
    let game = h.game();
    assert_eq!(game.pending_claim(), Some(Colour::Red));
    let turn = some_move(&game);
    let r = h.ask(&first, move_command(turn));
    assert!(!r.ephemeral, "{}", r.text());
    // The turn played carries the claim made before it.
    let played = r.said("turn-played");
    assert!(
        matches!(arg(played, "turn"), Arg::Text(t) if t.starts_with("R:")),
        "{played:?}"
    );
    let r = h.ask(
        &second,
        Command::Claim {
            colour: "red".into(),
        },
    );
    let taken = [
        ("colour", Arg::Colour(Colour::Red)),
        ("name", text(&first.name)),
    ];
    refused_with(&r, "refusal-colour-taken", &taken);
    // Claim and move in one command.
    let game = h.game();
    let turn = game
        .position()
        .legal_turns()
        .into_iter()
        .find(|t| t.claim == Some(Colour::Green))
        .unwrap();
    let r = h.ask(&second, move_command(turn));
    assert!(!r.ephemeral, "{}", r.text());
    let green = Arg::Colour(Colour::Green);
    let said = r.said_arg(&green);
    assert!(said.id.starts_with("turn-played-claiming"), "{said:?}");
    assert_eq!(h.game().position().claims(Player::Two).len(), 1);
}

#[test]
fn challenges_accept_decline_and_their_refusals() {
    let h = Harness::new(1);
    let r = h.ask(&alice(), challenge(Some(alice()), Variant::Standard));
    refused(&r, "refusal-self-challenge");
    let r = h.ask(
        &alice(),
        Command::Challenge {
            weekends_off: None,
            opponent: Some(bob()),
            variant: Variant::Standard,
            days_per_move: Some(0),
            rated: true,
        },
    );
    refused_with(
        &r,
        "refusal-bad-days-per-move",
        &[("given", Arg::Number(0))],
    );
    for command in [Command::Accept, Command::Decline] {
        let r = h.ask(&bob(), command);
        refused(&r, "refusal-no-challenge");
    }
    let r = h.ask(&alice(), challenge(Some(bob()), Variant::Six));
    assert!(!r.ephemeral);
    assert_eq!(r.ping, vec![bob().id]);
    assert_eq!(r.buttons.len(), 2);
    // The first game of the database is game 1; its buttons name it.
    assert_eq!(
        GameService::button_command(&r.buttons[0].custom_id),
        Some(Command::AcceptGame { game: 1 })
    );
    assert_eq!(
        GameService::button_command(&r.buttons[1].custom_id),
        Some(Command::DeclineGame { game: 1 })
    );
    assert_eq!(GameService::button_command("lyngk:nonsense"), None);
    let r = h.ask(&carol(), challenge(None, Variant::Standard));
    refused(&r, "refusal-channel-busy");
    let r = h.ask(&alice(), Command::Accept);
    refused(&r, "refusal-own-challenge");
    let r = h.ask(&carol(), Command::Accept);
    refused_with(&r, "refusal-not-challenged", &[("name", text("bob"))]);
    let r = h.ask(&carol(), Command::Decline);
    refused_with(&r, "refusal-not-challenged", &[("name", text("bob"))]);
    let r = h.ask(&bob(), Command::Board);
    refused(&r, "refusal-not-started");
    let r = h.ask(
        &bob(),
        move_command(Turn::move_stack(
            "C3".parse().unwrap(),
            "D4".parse().unwrap(),
        )),
    );
    refused(&r, "refusal-not-started");
    let r = h.ask(&bob(), Command::Decline);
    assert!(!r.ephemeral, "{}", r.text());
    r.said("challenge-declined");
    assert_eq!(r.ping, vec![alice().id]);
    // The channel is free again: an open seat, taken by carol.
    let r = h.ask(&alice(), challenge(None, Variant::Standard));
    assert!(!r.ephemeral && r.ping.is_empty(), "{}", r.text());
    let r = h.ask(&bob(), Command::Decline);
    refused_with(&r, "refusal-not-your-challenge", &[("name", text("alice"))]);
    let r = h.ask(&carol(), Command::Accept);
    assert!(!r.ephemeral, "{}", r.text());
    let begins = r.said("challenge-begins");
    assert!(
        [arg(begins, "one"), arg(begins, "two")].contains(&&text("carol")),
        "{begins:?}"
    );
    assert!(r.image.is_some());
    let r = h.ask(&carol(), Command::Accept);
    refused(&r, "refusal-already-started");
    let r = h.ask(&bob(), challenge(Some(carol()), Variant::Standard));
    refused(&r, "refusal-channel-busy");
    r.said_with(
        "refusal-busy-playing",
        &[("one", text("alice")), ("two", text("carol"))],
    );
    // Another channel is another table.
    let elsewhere = Place {
        guild: Some(10),
        channel: 21,
    };
    let r = h.ask_in(
        elsewhere,
        &bob(),
        challenge(Some(carol()), Variant::Standard),
        None,
    );
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask_in(elsewhere, &bob(), Command::Decline, None);
    r.said("challenge-withdrawn");
}

#[test]
fn no_game_here() {
    let h = Harness::new(1);
    for command in [
        Command::Board,
        Command::History,
        moves(None),
        Command::Resign { confirmed: true },
        Command::Claim {
            colour: "red".into(),
        },
    ] {
        let r = h.ask(&alice(), command);
        refused(&r, "refusal-no-game");
    }
    let help = Command::Help {
        topic: HelpTopic::Playing,
    };
    for command in [Command::Rules, help] {
        let r = h.ask(&alice(), command);
        assert!(r.ephemeral && r.text().len() > 200);
    }
    h.ask(&alice(), Command::Rules).said("rules-lyngk");
}

#[test]
fn resign_ends_the_game_for_the_other_player() {
    let h = Harness::new(2);
    let (_, second) = h.start(Variant::Standard);
    let r = h.ask(&second, Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    r.said("turn-resigns");
    let winner: i64 = h
        .db()
        .query_row("SELECT winner_id FROM games", [], |r| r.get(0))
        .unwrap();
    assert_ne!(winner as u64, second.id);
    let r = h.ask(&second, Command::Resign { confirmed: true });
    refused(&r, "refusal-game-over");
    let history = h.ask(&alice(), Command::History);
    history.said("game-resigned");
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    let read = lyngk_rules::record::read(&record).unwrap();
    assert_eq!(
        read.termination,
        lyngk_rules::record::Termination::Resignation
    );
    // Player 2 resigned: player 1 wins.
    assert_eq!(read.record.tag("Player2"), Some(second.name.as_str()));
    assert_eq!(
        read.record.result,
        lyngk_rules::record::GameResult::PlayerOneWins
    );
}

/// `resign` asks first, privately, with a button that resigns that game only.
#[test]
fn resign_asks_first_and_its_button_resigns_only_its_game() {
    let h = Harness::new(2);
    let (first, second) = h.start(Variant::Standard);
    let asked = h.ask(&second, Command::Resign { confirmed: false });
    assert!(asked.ephemeral, "{}", asked.text());
    asked.said_with(
        "turn-resign-confirm",
        &[("game", Arg::Number(1)), ("opponent", text(&first.name))],
    );
    assert_eq!(h.game().turns().len(), 0, "asking changes nothing");
    let [button] = &asked.buttons[..] else {
        panic!("one button: {:?}", asked.buttons)
    };
    assert_eq!(button.label, "Resign");
    let press = GameService::button_command(&button.custom_id).unwrap();
    assert_eq!(press, Command::ResignGame { game: 1 });
    // Someone else's press is refused; the player's resigns.
    let r = h.ask(&carol(), press.clone());
    assert!(matches!(r.refusal, Some(Refusal::NotAPlayer(_))), "{r:?}");
    let r = h.ask(&second, press.clone());
    assert!(!r.ephemeral, "{}", r.text());
    r.said("turn-resigns");
    // The same button under a newer game in the channel does nothing.
    let (_, _) = h.start(Variant::Standard);
    let r = h.ask(&second, press);
    assert_eq!(r.refusal, Some(Refusal::InactiveButton));
    // Asking where one does not play is refused like resigning.
    let r = h.ask(&carol(), Command::Resign { confirmed: false });
    assert!(matches!(r.refusal, Some(Refusal::NotAPlayer(_))), "{r:?}");
}

#[test]
fn moves_lists_legal_turns_and_landings() {
    let h = Harness::new(4);
    let (first, _) = h.start(Variant::Standard);
    let game = h.game();
    let r = h.ask(&carol(), moves(None));
    assert!(r.ephemeral);
    r.said("info-moves-all");
    let turn = some_move(&game);
    let (from, to) = turn.cells().unwrap();
    r.said_with("info-origin", &[("from", Arg::Cell(from))]);
    let r = h.ask(
        &first,
        Command::Moves {
            from: Some(from.to_string().to_lowercase()),
            image: true,
        },
    );
    r.said_with("info-landing", &[("to", Arg::Cell(to))]);
    assert!(r.image.is_some(), "overlay image");
    let joker_or_empty = lyngk_rules::Cell::ALL
        .into_iter()
        .find(|&c| {
            game.position().landings(c).is_empty()
                && (0..5).all(|i| {
                    game.position()
                        .landings_after_claim(c, Colour::ALL[i])
                        .is_empty()
                })
        })
        .unwrap();
    let r = h.ask(&first, moves(Some(&joker_or_empty.to_string())));
    refused_with(
        &r,
        "refusal-cannot-move-from",
        &[("cell", text(&joker_or_empty.to_string()))],
    );
}

#[test]
fn suggestions_are_legal_and_capped() {
    let h = Harness::new(6);
    let (first, _) = h.start(Variant::Standard);
    let game = h.game();
    let position = game.position();
    let origins = h.service.suggest_origins(PLACE, first.id, Locale::En, "");
    assert!(!origins.is_empty() && origins.len() <= 25);
    for choice in &origins {
        let cell: lyngk_rules::Cell = choice.value.parse().unwrap();
        assert!(position
            .legal_turns()
            .iter()
            .any(|t| t.cells().is_some_and(|(f, _)| f == cell)));
        let landings = h
            .service
            .suggest_landings(PLACE, first.id, Locale::En, &choice.value, "");
        assert!(!landings.is_empty() && landings.len() <= 25);
        for landing in landings {
            let to: lyngk_rules::Cell = landing.value.parse().unwrap();
            assert!(position
                .legal_turns()
                .iter()
                .any(|t| t.cells() == Some((cell, to))));
        }
    }
    let filtered = h.service.suggest_origins(PLACE, first.id, Locale::En, "c");
    assert!(filtered.iter().all(|c| c.value.starts_with('C')));
    let claims = h.service.suggest_claims(PLACE, first.id, Locale::En, "");
    assert_eq!(claims.len(), 5);
    let claims = h.service.suggest_claims(PLACE, first.id, Locale::En, "gr");
    assert_eq!(claims.len(), 1);
    assert_eq!(claims[0].value, "green");
    assert!(h
        .service
        .suggest_landings(PLACE, first.id, Locale::En, "nonsense", "")
        .is_empty());
}

#[test]
fn automatic_passes_are_played_recorded_and_announced() {
    // Find a seeded random game with a forced pass, then play its moves through the
    // service: the service must pass for the stuck player by itself.
    use rand::{Rng, SeedableRng};
    let (seed, script) = (0..500u64)
        .find_map(|seed| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::new(seed, Variant::Standard);
            loop {
                let legal = game.position().legal_turns();
                if legal.is_empty() {
                    return None;
                }
                let turn = legal[rng.random_range(0..legal.len())];
                game.play(turn).unwrap();
                if turn.is_pass() {
                    return Some((seed, game.turns().to_vec()));
                }
            }
        })
        .expect("some seed has a pass");
    let h = Harness::new(seed);
    let (first, second) = h.start(Variant::Standard);
    let mut announced = false;
    for turn in script.iter().filter(|t| !t.is_pass()) {
        let game = h.game();
        let r = h.ask(mover(&game, &first, &second), move_command(*turn));
        assert!(!r.ephemeral, "{}", r.text());
        announced |= r.says("turn-forced-pass");
    }
    assert!(announced);
    let passes: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM turns WHERE notation = 'pass'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(passes >= 1);
    assert_eq!(h.turn_count() as usize, script.len());
}

#[test]
fn timestamps_come_from_the_injected_clock() {
    let h = Harness::new(8);
    h.start(Variant::Standard);
    h.time
        .0
        .store(1_800_000_000, std::sync::atomic::Ordering::SeqCst);
    let game = h.game();
    h.ask(
        mover(&game, &alice(), &bob()),
        move_command(some_move(&game)),
    );
    h.ask(
        mover(&game, &bob(), &alice()),
        move_command(some_move(&game)),
    );
    let (created, updated): (i64, i64) = h
        .db()
        .query_row("SELECT created_at, updated_at FROM games", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(created, 1_700_000_000);
    assert_eq!(updated, 1_800_000_000);
}

/// A front that shows no board (a simulation) asks for none: the turn is played and
/// answered as ever, without the picture.
#[test]
fn turns_are_answered_without_the_board_when_pictures_are_off() {
    for pictures in [true, false] {
        let h = Harness::new(5);
        let h = if pictures {
            h
        } else {
            h.without_board_pictures()
        };
        let (first, second) = h.start(Variant::Standard);
        let game = h.service.live_game(PLACE).unwrap().unwrap();
        let r = h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
        assert_eq!(r.refusal, None);
        assert_eq!(r.image.is_some(), pictures);
        let game = h.service.live_game(PLACE).unwrap().unwrap();
        assert_eq!(game.turns().len(), 1, "the turn is stored either way");
    }
}
