//! What players read and see after a turn and on request: the board image and its
//! caption agree, messages point to what would work, move lists stay short.

mod common;

use common::*;
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
        assert!(!r.ephemeral, "{}", r.text);
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
    assert!(moved.text.contains("a LYNGK chain"), "{}", moved.text);
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
        assert!(!moved.ephemeral, "{}", moved.text);
    }
    let board = h.ask(&carol(), Command::Board);
    let game = h.game();
    let number = caption_turn(&board.text);
    assert_eq!(number, game.turns().len() + 1, "{}", board.text);
    assert!(
        moved.text.contains(&format!("your turn (turn {number})")),
        "{}",
        moved.text
    );
    let names = [first.name.as_str(), second.name.as_str()];
    assert!(
        board.image.expect("a board image").bytes == expected_board(&game, names, number),
        "the image shows another turn number than the caption"
    );
}
