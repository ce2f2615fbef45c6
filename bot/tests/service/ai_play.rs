//! Games against the LYNGK AI through the service, on real
//! SQLite files: the AI answers every turn legally, a game reaches its end, a turn
//! due before a restart is played after it, only the AI's level rating changes, and
//! reviews are for finished games only.

use crate::common::said::{arg, mention, refused_with, Said};
use crate::common::{alice, bob, move_command, mover, some_move, Harness, PLACE};
use lyngk_ai::Limits;
use lyngk_bot::i18n::{Arg, Locale};
use lyngk_bot::service::api::{Command, Place, Reply};
use lyngk_bot::service::{AiRefusal, GameService, Lookup, Options, Refusal};
use lyngk_bot::terminal::Terminal;
use lyngk_rules::{Cell, Position, Setup, Turn, Variant};

/// The user id the AI plays under in these tests (the bot's own on Discord).
const AI: u64 = 9_000;

/// A small iteration budget: the same turns on every run, and quick.
fn small() -> Limits {
    Limits::nodes(40)
}

fn challenge_ai(level: u8) -> Command {
    Command::ChallengeAi {
        level,
        variant: Variant::Standard,
        ai_user: AI,
    }
}

/// A seed from `from` on whose lot puts the challenger (`true`) or the AI first.
fn seed_where_challenger_moves_first(from: u64, challenger_first: bool) -> u64 {
    (from..)
        .find(|&seed| {
            (Setup::from_seed(seed, Variant::Standard).first_seat == 0) == challenger_first
        })
        .expect("both lots come up")
}

/// Plays the AI's turn in `place` with the small budget; it must be due and legal.
fn ai_turn(service: &GameService, place: Place) -> Reply {
    let reply = service
        .play_ai_turn_within(place, Some(&small()))
        .unwrap()
        .expect("the AI answers with a legal turn");
    assert!(!reply.ephemeral, "{}", reply.text());
    assert!(
        reply.image.is_some(),
        "the AI's turn is posted with the board"
    );
    reply
}

/// No AI turn is due in the test's place, and asking for one plays nothing.
fn assert_no_ai_turn(h: &Harness) {
    assert!(h.service.ai_turns_due().unwrap().is_empty());
    let played = h.service.play_ai_turn_within(PLACE, Some(&small()));
    assert!(played.unwrap().is_none());
}

fn count(h: &Harness, sql: &str) -> i64 {
    h.db().query_row(sql, [], |r| r.get(0)).unwrap()
}

#[test]
fn a_game_against_the_ai_reaches_its_end_and_changes_only_the_ai_rating() {
    let h = Harness::new(seed_where_challenger_moves_first(1, true));
    let start = h.ask(&alice(), challenge_ai(1));
    assert!(!start.ephemeral, "{}", start.text());
    start.said_with(
        "ai-game-begins",
        &[("player", mention(&alice())), ("level", Arg::Number(1))],
    );
    assert!(start.image.is_some());
    let mut ai_turns = 0;
    for _ in 0..300 {
        let Some(game) = h.service.live_game(PLACE).unwrap() else {
            break;
        };
        let reply = if h.service.ai_turns_due().unwrap() == [PLACE] {
            ai_turns += 1;
            ai_turn(&h.service, PLACE)
        } else {
            h.ask(&alice(), move_command(some_move(&game)))
        };
        assert!(!reply.ephemeral, "{}", reply.text());
        assert!(reply.buttons.is_empty(), "no rematch against the AI");
    }
    assert!(
        h.service.live_game(PLACE).unwrap().is_none(),
        "the game ended"
    );
    assert!(ai_turns > 5, "the AI played its part: {ai_turns} turns");
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM games WHERE status = 'finished'"),
        1
    );
    // Unrated on the server; the level's own rating moved.
    assert_eq!(count(&h, "SELECT COUNT(*) FROM ratings"), 0);
    assert_eq!(count(&h, "SELECT COUNT(*) FROM rating_changes"), 0);
    let (games, rating): (i64, f64) = h
        .db()
        .query_row(
            "SELECT games, rating FROM ai_ratings WHERE level = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(games, 1);
    assert_ne!(rating, 1500.0);
    assert!(h.service.ai_turns_due().unwrap().is_empty());
}

#[test]
fn an_ai_turn_due_before_a_restart_is_found_and_played_after_it() {
    let mut h = Harness::new(seed_where_challenger_moves_first(1, false));
    let start = h.ask(&alice(), challenge_ai(2));
    start.said_with("ai-moves-first", &[("level", Arg::Number(2))]);
    assert_eq!(h.service.ai_turns_due().unwrap(), vec![PLACE]);
    h.reopen();
    assert_eq!(
        h.service.ai_turns_due().unwrap(),
        vec![PLACE],
        "found after the restart"
    );
    let reply = ai_turn(&h.service, PLACE);
    assert_eq!(
        reply.ping,
        vec![alice().id],
        "the player is told it is their turn"
    );
    assert_eq!(h.turn_count(), 1);
    assert_no_ai_turn(&h);
    assert_eq!(h.turn_count(), 1, "nothing is played twice");
}

#[test]
fn several_levels_answer_legally_from_their_first_turns() {
    for level in 1..=5u8 {
        let h = Harness::new(seed_where_challenger_moves_first(
            u64::from(level) * 10,
            false,
        ));
        h.ask(&alice(), challenge_ai(level));
        for _ in 0..3 {
            ai_turn(&h.service, PLACE);
            let game = h.game();
            let reply = h.ask(&alice(), move_command(some_move(&game)));
            assert!(!reply.ephemeral, "{}", reply.text());
        }
        assert_eq!(h.turn_count(), 6, "level {level}");
    }
}

#[test]
fn a_level_outside_one_to_five_is_refused_and_stores_nothing() {
    let h = Harness::new(1);
    for level in [0, 6] {
        let reply = h.ask(&alice(), challenge_ai(level));
        assert_eq!(
            reply.refusal,
            Some(Refusal::Ai(AiRefusal::BadLevel {
                given: i64::from(level)
            }))
        );
        refused_with(
            &reply,
            "ai-bad-level",
            &[
                ("given", Arg::Number(level.into())),
                ("max", Arg::Number(5)),
            ],
        );
    }
    assert_eq!(count(&h, "SELECT COUNT(*) FROM games"), 0);
    assert_eq!(count(&h, "SELECT COUNT(*) FROM ai_games"), 0);
}

/// alice and bob play four turns, then alice resigns.
fn short_finished_game(h: &Harness) -> i64 {
    let (first, second) = h.start(Variant::Standard);
    for ply in 0..4 {
        let mover = if ply % 2 == 0 { &first } else { &second };
        let reply = h.ask(mover, move_command(some_move(&h.game())));
        assert!(!reply.ephemeral, "{}", reply.text());
    }
    count(h, "SELECT MAX(id) FROM games")
}

#[test]
fn review_is_refused_during_a_game_between_people_and_changes_nothing() {
    let h = Harness::new(5);
    let game = short_finished_game(&h);
    let before = h.snapshot();
    for who in [alice(), bob(), crate::common::carol()] {
        for asked in [None, Some(game)] {
            let reply = h.ask(&who, Command::Review { game: asked });
            assert_eq!(
                reply.refusal,
                Some(Refusal::Ai(AiRefusal::ReviewLiveGame { game })),
                "{}",
                reply.text()
            );
            refused_with(&reply, "review-live-game", &[("game", Arg::Number(game))]);
            assert!(reply.image.is_none());
        }
    }
    assert_eq!(h.snapshot(), before);
}

#[test]
fn review_of_a_finished_game_posts_the_chart_and_the_costly_turns() {
    let h = Harness::new(5);
    let game = short_finished_game(&h);
    h.ask(&alice(), Command::Resign { confirmed: true });
    let reply = h.ask(&bob(), Command::Review { game: Some(game) });
    assert!(!reply.ephemeral, "{}", reply.text());
    assert_eq!(reply.lines[0].id, "review-heading", "{:?}", reply.ids());
    reply.said_with("review-heading", &[("game", Arg::Number(game))]);
    let image = reply.image.clone().expect("the chart");
    assert!(image.bytes.starts_with(b"\x89PNG"));
    // Alt text is wording on purpose: it describes the chart in words.
    assert!(image.description.unwrap().contains("chance to win"));
    // Every named turn is one of the four played, with a better one in notation.
    for line in reply
        .lines
        .iter()
        .skip(1)
        .filter(|l| l.id == "review-costly")
    {
        assert!(
            matches!(arg(line, "better"), Arg::Text(t) if t.parse::<Turn>().is_ok()),
            "{line:?}"
        );
    }
    // The same review again: the searches are deterministic, the chart the same.
    let again = h.ask(&bob(), Command::Review { game: None });
    assert_eq!(again.lines, reply.lines);
    assert_eq!(again.image.map(|i| i.bytes), Some(image.bytes));
    // Another channel of the server is pointed to the game's; another server is not.
    let elsewhere = Place {
        channel: PLACE.channel + 1,
        ..PLACE
    };
    let review = Command::Review { game: Some(game) };
    let reply = h.ask_in(elsewhere, &bob(), review.clone(), None);
    let channel = PLACE.channel;
    assert_eq!(
        reply.refusal,
        Some(Refusal::GameElsewhere { game, channel })
    );
    let other_server = Place {
        guild: Some(99),
        ..elsewhere
    };
    let reply = h.ask_in(other_server, &bob(), review, None);
    let lookup = Lookup::Review;
    assert_eq!(reply.refusal, Some(Refusal::NoSuchGame { game, lookup }));
    refused_with(
        &reply,
        "refusal-no-such-game-to-review",
        &[("game", Arg::Number(game))],
    );
}

#[test]
fn review_of_a_channel_without_games_says_there_is_nothing_to_review() {
    let h = Harness::new(1);
    let reply = h.ask(&alice(), Command::Review { game: None });
    assert_eq!(reply.refusal, Some(Refusal::Ai(AiRefusal::NothingToReview)));
}

#[test]
fn the_terminal_challenges_the_ai_and_prints_its_turn_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let seed = seed_where_challenger_moves_first(1, false);
    let options = Options {
        seeds: Box::new(move || seed),
        ..Options::default()
    };
    let service = GameService::open_with(&db, options).unwrap();
    let mut terminal = Terminal::new(service, &dir.path().join("images")).unwrap();
    let mut out = Vec::new();
    terminal
        .run("alice: challenge ai:1\n".as_bytes(), &mut out, false)
        .unwrap();
    // The terminal's stdout is wording on purpose: what a player reads.
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("LYNGK AI at level 1"), "{out}");
    assert!(
        out.contains("LYNGK AI (ai:1)** played"),
        "the AI moved first: {out}"
    );
    assert_eq!(terminal.refusals, 0, "{out}");
    assert!(terminal.service().ai_turns_due().unwrap().is_empty());
}

#[test]
fn the_ai_never_plays_or_searches_in_a_game_between_people() {
    let h = Harness::new(5);
    h.start(Variant::Standard);
    let before = h.snapshot();
    assert_no_ai_turn(&h);
    assert_eq!(h.snapshot(), before);
}

/// How a list ranked by effect would rank `turn`: a point, a chain, then height.
fn effect_rank(position: &Position, turn: Turn) -> usize {
    let effect = position.effect(turn).unwrap();
    usize::from(effect.completion.is_some()) * 1000
        + usize::from(!effect.lyngk_points().is_empty()) * 100
        + effect.stack.height() * 10
}

/// A stack of the side to move whose landings (without a claim), in notation order,
/// would come in another order ranked by effect.
fn origin_ranked_out_of_notation_order(position: &Position) -> Option<Cell> {
    Cell::ALL.into_iter().find(|&from| {
        let mut ranks: Vec<(Cell, usize)> = position
            .legal_turns()
            .into_iter()
            .filter(|t| t.claim.is_none())
            .filter_map(|t| Some((t.cells()?, effect_rank(position, t))))
            .filter(|((f, _), _)| *f == from)
            .map(|((_, to), rank)| (to, rank))
            .collect();
        ranks.sort();
        ranks.windows(2).any(|pair| pair[1].1 > pair[0].1)
    })
}

fn cells_in(values: impl Iterator<Item = String>) -> Vec<Cell> {
    values.map(|value| value.parse().unwrap()).collect()
}

fn is_sorted(cells: &[Cell]) -> bool {
    cells.windows(2).all(|pair| pair[0] < pair[1])
}

// Issue 14 item 3: no hint during a live game between people. The moves and the
// autocomplete choices come by notation, and no choice is named the best.
#[test]
fn moves_between_people_come_in_notation_order_not_ranked_by_effect() {
    let h = Harness::new(5);
    let (first, second) = h.start(Variant::Standard);
    let (from, player) = loop {
        let game = h.game();
        let player = mover(&game, &first, &second);
        if let Some(from) = origin_ranked_out_of_notation_order(game.position()) {
            break (from, player);
        }
        // Some move that is not always the first, so stacks of several heights meet.
        let legal: Vec<Turn> = game.position().legal_turns();
        let legal: Vec<&Turn> = legal.iter().filter(|t| !t.is_pass()).collect();
        let turn = *legal[(game.turns().len() * 7 + 3) % legal.len()];
        let reply = h.ask(player, move_command(turn));
        assert!(!reply.ephemeral, "{}", reply.text());
    };
    let listed = h.ask(
        player,
        Command::Moves {
            from: Some(from.to_string()),
            image: false,
        },
    );
    let landing_lines = listed
        .messages()
        .into_iter()
        .filter(|m| m.id == "info-landing" || m.id == "info-landing-with-claim");
    let landings = cells_in(landing_lines.map(|m| match arg(m, "to") {
        Arg::Cell(cell) => cell.to_string(),
        other => panic!("a landing cell: {other:?}"),
    }));
    assert!(
        landings.len() >= 2 && is_sorted(&landings),
        "{:?}",
        listed.ids()
    );
    let suggested = h
        .service
        .suggest_landings(PLACE, player.id, Locale::En, &from.to_string(), "");
    let suggested = cells_in(suggested.into_iter().map(|choice| choice.value));
    assert_eq!(suggested, landings, "autocomplete lists the same way");
    let origins = h.service.suggest_origins(PLACE, player.id, Locale::En, "");
    // Autocomplete choices are plain strings a front shows as they are.
    assert!(
        origins.iter().all(|o| !o.name.contains("best")),
        "{origins:?}"
    );
    assert!(is_sorted(&cells_in(origins.into_iter().map(|o| o.value))));
}

#[test]
fn against_the_ai_the_choices_still_name_the_best_move() {
    let h = Harness::new(seed_where_challenger_moves_first(1, true));
    let reply = h.ask(&alice(), challenge_ai(1));
    assert!(!reply.ephemeral, "{}", reply.text());
    let origins = h.service.suggest_origins(PLACE, alice().id, Locale::En, "");
    assert!(!origins.is_empty());
    // Autocomplete choices are plain strings a front shows as they are.
    assert!(
        origins.iter().all(|o| o.name.contains("best: ")),
        "{origins:?}"
    );
}
