//! What players read and see after a turn and on request: the board image and its
//! caption agree, messages point to what would work, move lists stay short.

use crate::common::said::{refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Command, Reply};
use lyngk_render::{chain_path, render, Theme, View};
use lyngk_rules::{Game, Variant};

/// Plays legal moves until one is a LYNGK chain (RULES 6), which it plays last;
/// returns that move's reply.
fn play_until_a_chain(h: &Harness) -> Reply {
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..120 {
        let game = h.game();
        let chain = game
            .position()
            .legal_turns()
            .into_iter()
            .find(|&turn| chain_path(game.position(), turn).is_some_and(|p| p.len() > 2));
        let turn = chain.unwrap_or_else(|| some_move(&game));
        let who = mover(&game, &first, &second).clone();
        let r = h.ask(&who, move_command(turn));
        assert!(!r.ephemeral, "{}", r.text());
        if chain.is_some() {
            return r;
        }
    }
    panic!("no LYNGK chain within 120 plies");
}

/// RULES 6: `/lyngk board` draws the last move as the image after it did, chain
/// path included (not a straight arrow from origin to landing).
#[test]
fn the_board_image_shows_the_last_chain_like_the_image_after_the_turn() {
    let h = Harness::new(7);
    let moved = play_until_a_chain(&h);
    assert!(
        moved.says("turn-played-chain") || moved.says("turn-played-claiming-chain"),
        "{:?}",
        moved.ids()
    );
    let board = h.ask(&carol(), Command::Board);
    let after_turn = moved.image.expect("an image after the turn").bytes;
    assert!(
        board.image.expect("a board image").bytes == after_turn,
        "the board image differs from the one posted after the turn"
    );
}

/// The turn number of the caption, "… · turn N".
fn caption_turn(text: &str) -> usize {
    let after = text.split(" · turn ").nth(1).expect("a turn number");
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap()
}

/// What the board image of `game` must be when it shows turn `number`.
fn expected_board(game: &Game, names: [&str; 2], number: usize) -> Vec<u8> {
    let (ply, last) = game
        .turns()
        .iter()
        .enumerate()
        .rev()
        .find(|(_, t)| !t.is_pass())
        .map(|(ply, turn)| (ply, *turn))
        .expect("a move was played");
    let before = game.position_before(ply).unwrap();
    let view = View {
        last_turn: Some(last),
        last_path: chain_path(&before, last),
        turn_number: number,
        ..View::new(game.position(), names)
    };
    render(&view, Theme::Light)
}

/// The caption's turn number and the image's are one number: the turn being played.
#[test]
fn text_and_image_show_the_same_turn_number() {
    let h = Harness::new(8);
    let (first, second) = h.start(Variant::Standard);
    let mut moved = Reply::default();
    for _ in 0..3 {
        let game = h.game();
        moved = h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
        assert!(!moved.ephemeral, "{}", moved.text());
    }
    let board = h.ask(&carol(), Command::Board);
    let game = h.game();
    let number = caption_turn(&board.text());
    assert_eq!(number, game.turns().len() + 1, "{}", board.text());
    moved.said_with("turn-next", &[("turn", Arg::Number(number as i64))]);
    let names = [first.name.as_str(), second.name.as_str()];
    assert!(
        board.image.expect("a board image").bytes == expected_board(&game, names, number),
        "the image shows another turn number than the caption"
    );
}

/// Claiming one's own colour again says it is already yours.
#[test]
fn claiming_ones_own_colour_says_it_is_yours() {
    let h = Harness::new(9);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    let turn = *game
        .position()
        .legal_turns()
        .iter()
        .find(|t| t.claim.is_some())
        .expect("a claim and a move");
    let colour = turn.claim.unwrap();
    assert!(!h.ask(&first, move_command(turn)).ephemeral);
    let game = h.game();
    assert!(!h.ask(&second, move_command(some_move(&game))).ephemeral);
    let before = h.snapshot();
    let r = h.ask(
        &first,
        Command::Claim {
            colour: colour.name().into(),
        },
    );
    assert_eq!(
        r.text(),
        format!(
            "You have claimed {colour} already: it is yours. Move a stack topped by {colour} with `/lyngk move`."
        )
    );
    assert_eq!(h.snapshot(), before);
}

/// A move refused without a claim that a claim would make legal says which claim
/// (RULES 5.6).
#[test]
fn a_move_that_needs_a_claim_says_so() {
    let h = Harness::new(10);
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..60 {
        let game = h.game();
        let turns = game.position().legal_turns();
        let only_with_claim = turns.iter().find(|t| {
            t.claim.is_some()
                && !turns
                    .iter()
                    .any(|plain| plain.claim.is_none() && plain.cells() == t.cells())
        });
        let who = mover(&game, &first, &second).clone();
        if let Some(&turn) = only_with_claim {
            let (from, to) = turn.cells().unwrap();
            let r = h.ask(
                &who,
                Command::Move {
                    from: from.to_string(),
                    to: to.to_string(),
                    claim: None,
                },
            );
            refused(&r, "refusal-needs-claim");
            let claim = turn.claim.unwrap().name();
            r.said_with(
                "refusal-claim-command",
                &[
                    ("from", Arg::Cell(from)),
                    ("to", Arg::Cell(to)),
                    ("claim", text(claim)),
                ],
            );
            return;
        }
        assert!(!h.ask(&who, move_command(some_move(&game))).ephemeral);
    }
    panic!("no move needed a claim within 60 plies");
}

/// `moves` on an empty cell, two cells typed together, a rematch
/// of a game that is not there, and counts in the right number.
#[test]
fn misleading_messages_say_what_is_wrong() {
    let h = Harness::new(11);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    let turn = some_move(&game);
    let (origin, _) = turn.cells().unwrap();
    assert!(!h.ask(&first, move_command(turn)).ephemeral);
    let r = h.ask(
        &second,
        Command::Moves {
            from: Some(origin.to_string()),
            image: false,
        },
    );
    refused_with(&r, "refusal-empty-cell", &[("cell", Arg::Cell(origin))]);
    let r = h.ask(
        &second,
        Command::Move {
            from: "c3d4".into(),
            to: "e5".into(),
            claim: None,
        },
    );
    let cell = |name: &str| Arg::Cell(name.parse().unwrap());
    refused_with(
        &r,
        "refusal-joined-cells",
        &[
            ("text", text("c3d4")),
            ("from", cell("C3")),
            ("to", cell("D4")),
        ],
    );
    let board = h.ask(&carol(), Command::Board);
    // The count is a number the locale's plural rules word.
    board.said_with("game-player-points", &[("points", Arg::Number(0))]);
    h.ask(&first, Command::Resign { confirmed: true });
    let r = h.ask(&first, Command::Rematch { game: 99 });
    refused_with(
        &r,
        "refusal-no-game-to-rematch",
        &[("game", Arg::Number(99))],
    );
    let r = h.ask(&second, Command::Rating { user: None });
    let counts = [("games", 1), ("wins", 1), ("draws", 0), ("losses", 0)];
    r.said_with(
        "rating-line",
        &counts.map(|(name, n)| (name, Arg::Number(n))),
    );
}

/// `moves <cell>` names each landing once; the claims that would
/// allow a landing are grouped on its line, not repeated per colour.
#[test]
fn moves_from_a_cell_lists_each_landing_once() {
    let h = Harness::new(12);
    let (first, _second) = h.start(Variant::Standard);
    let game = h.game();
    let turns = game.position().legal_turns();
    // The origin with the most turns: at the start every colour may be claimed.
    let origin = turns
        .iter()
        .filter_map(|t| t.cells())
        .map(|(from, _)| from)
        .max_by_key(|&from| {
            turns
                .iter()
                .filter(|t| t.cells().is_some_and(|c| c.0 == from))
                .count()
        })
        .unwrap();
    let landings: std::collections::BTreeSet<_> = turns
        .iter()
        .filter_map(|t| t.cells())
        .filter(|&(from, _)| from == origin)
        .map(|(_, to)| to)
        .collect();
    let r = h.ask(
        &first,
        Command::Moves {
            from: Some(origin.to_string()),
            image: false,
        },
    );
    let text = r.text();
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("• ")).collect();
    assert_eq!(lines.len(), landings.len(), "{}", r.text());
    for to in &landings {
        let here = lines
            .iter()
            .filter(|l| l.starts_with(&format!("• {to}")))
            .count();
        assert_eq!(here, 1, "{to} once:\n{}", r.text());
    }
}
