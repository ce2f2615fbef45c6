//! Conditional moves through the service on real SQLite files: a matching line is
//! answered in the same command, lines form a tree, a turn off every line deletes
//! them, illegal lines are refused, a line may end the game, the AI's turns are
//! answered too, resigning clears them, and a redelivered move answers once.

use crate::common::said::{self, refused, refused_with, Said};
use crate::common::{alice, carol, move_command, mover, some_move, Harness, PLACE};
use lyngk_ai::Limits;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Reply};
use lyngk_rules::{Game, Position, Setup, Turn, Variant};

fn premove(line: &str) -> Command {
    Command::Premove {
        line: Some(line.to_owned()),
        clear: false,
    }
}

fn list() -> Command {
    Command::Premove {
        line: None,
        clear: false,
    }
}

fn clear() -> Command {
    Command::Premove {
        line: None,
        clear: true,
    }
}

/// The first legal moves from `position`, passes left to the rules.
fn moves(position: &Position) -> Vec<Turn> {
    position
        .legal_turns()
        .into_iter()
        .filter(|t| !t.is_pass())
        .collect()
}

/// The position after `turn` and the passes the rules force after it (RULES 8.1).
fn after(position: &Position, turn: Turn) -> Position {
    let mut next = position.play(turn).unwrap();
    while !next.is_over() && next.is_legal(Turn::PASS) {
        next = next.play_unchecked(Turn::PASS);
    }
    next
}

fn stored_lines(h: &Harness) -> i64 {
    h.db()
        .query_row("SELECT COUNT(*) FROM premoves", [], |r| r.get(0))
        .unwrap()
}

fn premoved_plies(h: &Harness) -> Vec<i64> {
    let db = h.db();
    let mut statement = db
        .prepare("SELECT ply FROM turns WHERE premoved = 1 ORDER BY ply")
        .unwrap();
    let plies = statement
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    plies
}

/// A started game: (who moves now, who waits, the game).
fn started(seed: u64) -> (Harness, Actor, Actor, Game) {
    let h = Harness::new(seed);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    let to_move = mover(&game, &first, &second).clone();
    let waiting = if to_move == first { second } else { first };
    (h, to_move, waiting, game)
}

/// The lines in notation a private answer stored or listed, as its arguments give them.
fn private(reply: &Reply) -> String {
    assert!(
        reply.ephemeral,
        "premove answers are private: {}",
        reply.text()
    );
    let lines = reply
        .messages()
        .into_iter()
        .filter_map(|m| match m.id.as_str() {
            "premove-stored" => Some(said::arg(m, "line")),
            "premove-list" => Some(said::arg(m, "lines")),
            _ => None,
        });
    let texts: Vec<&str> = lines
        .map(|line| match line {
            Arg::Text(text) => text.as_str(),
            other => panic!("lines as text: {other:?}"),
        })
        .collect();
    texts.join("\n")
}

#[test]
fn a_matching_turn_is_answered_at_once_in_the_same_reply() {
    let (h, to_move, waiting, game) = started(5);
    let theirs = moves(game.position())[0];
    let answer = moves(&after(game.position(), theirs))[0];
    let stored = h.ask(&waiting, premove(&format!("{theirs} {answer}")));
    assert!(private(&stored).contains(&format!("{theirs} {answer}")));
    // The opponent learns nothing: nothing public, the game unchanged.
    assert_eq!(h.turn_count(), 0);

    let reply = h.ask(&to_move, move_command(theirs));
    assert!(!reply.ephemeral, "{}", reply.text());
    for turn in [theirs, answer] {
        reply.said_arg(&Arg::Text(turn.to_string()));
    }
    reply.said("premove-played");
    assert_eq!(
        reply.ping,
        vec![to_move.id],
        "the opponent is to move again"
    );
    assert!(reply.image.is_some());
    assert_eq!(h.game().turns(), [theirs, answer]);
    assert_eq!(premoved_plies(&h), [1]);
    assert_eq!(stored_lines(&h), 0, "a line played to its end is gone");
}

#[test]
fn lines_sharing_a_start_form_a_tree_and_the_played_branch_answers() {
    let (h, to_move, waiting, game) = started(6);
    let options = moves(game.position());
    let (a, b) = (options[0], options[1]);
    let answer_a = moves(&after(game.position(), a))[0];
    let answer_b = moves(&after(game.position(), b))[0];
    h.ask(&waiting, premove(&format!("{a} {answer_a}")));
    let second = h.ask(&waiting, premove(&format!("{b} {answer_b}")));
    assert!(
        second.ephemeral,
        "premove answers are private: {}",
        second.text()
    );
    second.said_with("premove-count", &[("count", Arg::Number(2))]);
    let listed = h.ask(&waiting, list());
    assert!(private(&listed).contains(&format!("{a} {answer_a}")));
    assert!(private(&listed).contains(&format!("{b} {answer_b}")));

    h.ask(&to_move, move_command(b));
    assert_eq!(h.game().turns(), [b, answer_b]);
    assert_eq!(stored_lines(&h), 0, "the other branch died with the turn");
}

#[test]
fn a_longer_line_goes_on_turn_after_turn() {
    let (h, to_move, waiting, game) = started(7);
    let mut position = *game.position();
    let mut line = Vec::new();
    for _ in 0..4 {
        let turn = moves(&position)[0];
        line.push(turn);
        position = after(&position, turn);
    }
    let text: Vec<String> = line.iter().map(Turn::to_string).collect();
    h.ask(&waiting, premove(&text.join(" ")));
    h.ask(&to_move, move_command(line[0]));
    assert_eq!(h.game().turns(), &line[..2]);
    let listed = h.ask(&waiting, list());
    assert!(
        private(&listed).contains(&format!("{} {}", line[2], line[3])),
        "{}",
        listed.text()
    );
    h.ask(&to_move, move_command(line[2]));
    assert_eq!(h.game().turns(), line);
    assert_eq!(premoved_plies(&h), [1, 3]);
}

#[test]
fn a_turn_off_every_line_deletes_them_and_is_not_answered() {
    let (h, to_move, waiting, game) = started(8);
    let options = moves(game.position());
    let answer = moves(&after(game.position(), options[0]))[0];
    h.ask(&waiting, premove(&format!("{} {answer}", options[0])));
    let reply = h.ask(&to_move, move_command(options[1]));
    reply.not_said("premove-played");
    assert_eq!(reply.ping, vec![waiting.id]);
    assert_eq!(h.game().turns(), [options[1]]);
    assert_eq!(stored_lines(&h), 0);
    let listed = h.ask(&waiting, list());
    assert!(
        listed.ephemeral,
        "premove answers are private: {}",
        listed.text()
    );
    listed.said("premove-none");
}

#[test]
fn illegal_and_unreadable_lines_are_refused_with_the_turn_and_store_nothing() {
    let (h, to_move, waiting, game) = started(9);
    let theirs = moves(game.position())[0];
    let before = h.snapshot();
    // RULES 6: the same stack cannot move twice; the origin is empty by then.
    let refused = h.ask(&waiting, premove(&format!("{theirs} {theirs}")));
    let second_turn = [("ply", Arg::Number(2))];
    refused_with(&refused, "refusal-premove-illegal", &second_turn);
    let unreadable = h.ask(&waiting, premove(&format!("{theirs} Z9-A1")));
    refused_with(&unreadable, "refusal-premove-unreadable", &second_turn);
    let unanswered = h.ask(&waiting, premove(&theirs.to_string()));
    said::refused(&unanswered, "refusal-premove-no-answer");
    let own_turn = h.ask(&to_move, premove(&format!("{theirs} {theirs}")));
    said::refused(&own_turn, "refusal-premove-your-turn");
    let stranger = h.ask(&carol(), premove(&format!("{theirs} {theirs}")));
    said::refused(&stranger, "refusal-not-a-player");
    assert_eq!(stored_lines(&h), 0);
    assert_eq!(h.snapshot(), before);
}

#[test]
fn clear_deletes_only_the_askers_lines() {
    let (h, to_move, waiting, game) = started(10);
    let theirs = moves(game.position())[0];
    let answer = moves(&after(game.position(), theirs))[0];
    h.ask(&waiting, premove(&format!("{theirs} {answer}")));
    let nothing = h.ask(&to_move, clear());
    assert!(
        nothing.ephemeral,
        "premove answers are private: {}",
        nothing.text()
    );
    nothing.said_with("premove-cleared", &[("count", Arg::Number(0))]);
    assert_eq!(stored_lines(&h), 1);
    let cleared = h.ask(&waiting, clear());
    assert!(
        cleared.ephemeral,
        "premove answers are private: {}",
        cleared.text()
    );
    cleared.said_with("premove-cleared", &[("count", Arg::Number(1))]);
    assert_eq!(stored_lines(&h), 0);
    h.ask(&to_move, move_command(theirs));
    assert_eq!(h.game().turns().len(), 1, "a cleared line answers nothing");
}

#[test]
fn a_line_may_end_the_game() {
    // Play until two moves (by different players, no pass between) end the game.
    let (h, first, second, _) = started(11);
    loop {
        let game = h.game();
        let position = *game.position();
        let theirs = some_move(&game);
        let next = after(&position, theirs);
        let ends_with_answer = !next.is_over()
            && next.to_move() != position.to_move()
            && after(&next, moves(&next)[0]).is_over();
        if ends_with_answer {
            let to_move = mover(&game, &first, &second).clone();
            let waiting = if to_move == first { &second } else { &first };
            let answer = moves(&next)[0];
            h.ask(waiting, premove(&format!("{theirs} {answer}")));
            let reply = h.ask(&to_move, move_command(theirs));
            reply.said("premove-played");
            reply.said("turn-game-over");
            assert_eq!(reply.ping.len(), 2, "both players learn the result");
            assert!(h.service.live_game(PLACE).unwrap().is_none());
            assert_eq!(stored_lines(&h), 0);
            return;
        }
        let who = mover(&game, &first, &second).clone();
        assert!(!h.ask(&who, move_command(theirs)).ephemeral);
        assert!(game.turns().len() < 300, "the game ends");
    }
}

#[test]
fn resigning_clears_the_lines_of_both_players() {
    let (h, to_move, waiting, game) = started(12);
    let theirs = moves(game.position())[0];
    let answer = moves(&after(game.position(), theirs))[0];
    h.ask(&waiting, premove(&format!("{theirs} {answer}")));
    let resigned = h.ask(&to_move, Command::Resign { confirmed: true });
    assert!(!resigned.ephemeral, "{}", resigned.text());
    assert_eq!(stored_lines(&h), 0);
    let after_end = h.ask(&waiting, list());
    refused(&after_end, "refusal-game-over");
}

#[test]
fn a_redelivered_move_is_answered_once() {
    let (h, to_move, waiting, game) = started(13);
    let theirs = moves(game.position())[0];
    let answer = moves(&after(game.position(), theirs))[0];
    h.ask(&waiting, premove(&format!("{theirs} {answer}")));
    let once = h.ask_in(PLACE, &to_move, move_command(theirs), Some(4242));
    once.said("premove-played");
    let twice = h.ask_in(PLACE, &to_move, move_command(theirs), Some(4242));
    refused(&twice, "refusal-already-done");
    assert_eq!(h.turn_count(), 2);
    assert_eq!(premoved_plies(&h), [1]);
}

#[test]
fn the_history_marks_premoved_turns() {
    let (h, to_move, waiting, game) = started(14);
    let theirs = moves(game.position())[0];
    let answer = moves(&after(game.position(), theirs))[0];
    h.ask(&waiting, premove(&format!("{theirs} {answer}")));
    h.ask(&to_move, move_command(theirs));
    let history = h.ask(&alice(), Command::History);
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    let read = lyngk_rules::record::read(&record).unwrap();
    assert_eq!(read.record.turns[1], answer, "{record}");
    let comments: Vec<(usize, &str)> = read
        .record
        .comments
        .iter()
        .map(|c| (c.after_turns, c.text.as_str()))
        .collect();
    assert_eq!(comments, [(2, "premoved")], "{record}");
}

#[test]
fn the_ais_turn_is_answered_from_a_tree_covering_every_reply() {
    const AI: u64 = 9_000;
    // A seed whose lot puts the challenger first, so the AI answers the first move.
    let seed = (1..)
        .find(|&s| Setup::from_seed(s, Variant::Standard).first_seat == 0)
        .unwrap();
    let h = Harness::new(seed);
    let start = h.ask(
        &alice(),
        Command::ChallengeAi {
            level: 1,
            variant: Variant::Standard,
            ai_user: AI,
        },
    );
    assert!(!start.ephemeral, "{}", start.text());
    let game = h.game();
    let opening = some_move(&game);
    assert!(!h.ask(&alice(), move_command(opening)).ephemeral);
    // While the AI thinks: an answer to each of its legal turns.
    let position = after(game.position(), opening);
    for theirs in moves(&position) {
        let answer = moves(&after(&position, theirs))[0];
        let stored = h.ask(&alice(), premove(&format!("{theirs} {answer}")));
        assert!(stored.ephemeral, "{}", stored.text());
    }
    let reply = h
        .service
        .play_ai_turn_within(PLACE, Some(&Limits::nodes(40)))
        .unwrap()
        .expect("the AI plays");
    reply.said("premove-played");
    assert_eq!(h.game().turns().len(), 3);
    assert_eq!(premoved_plies(&h), [2]);
    let early = h.ask(&alice(), move_command(some_move(&h.game())));
    // The AI is to move again.
    refused(&early, "refusal-not-your-turn");
    assert_eq!(stored_lines(&h), 0);
}

#[test]
fn autocomplete_offers_legal_continuations_to_the_waiting_player_only() {
    let (h, to_move, waiting, game) = started(15);
    let theirs = moves(game.position())[0];
    let choices = h
        .service
        .suggest_premove(PLACE, waiting.id, &format!("{theirs} "));
    assert!(!choices.is_empty() && choices.len() <= 25);
    let next = after(game.position(), theirs);
    for choice in &choices {
        let answer: Turn = choice.value[theirs.to_string().len()..].parse().unwrap();
        assert!(next.is_legal(answer), "{}", choice.value);
    }
    assert!(h.service.suggest_premove(PLACE, to_move.id, "").is_empty());
    assert!(h.service.suggest_premove(PLACE, carol().id, "").is_empty());
}
