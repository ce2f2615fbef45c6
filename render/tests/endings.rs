//! Games that end otherwise than by the rules (a resignation, the clock) and the one
//! turn numbering: the board names the winner and nobody to move, the replay says the
//! game is finished and how, and every picture counts turns the same way.

use crate::fixtures;

use image::RgbImage;
use lyngk_render::{
    describe, render, render_replay, shown_turn, Ending, English, ReplayRequest, Theme, View,
    Words, DEFAULT_BYTE_BUDGET,
};
use lyngk_rules::{Cell, Colour, Criterion, Player, Turn, Variant};
use std::cell::RefCell;

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("valid PNG").to_rgb8()
}

const RESIGNED: Ending = Ending::Resigned {
    winner: Player::Two,
};

#[test]
fn a_resigned_board_names_the_winner_and_nobody_to_move() {
    let scene = fixtures::start();
    let view = View {
        ending: Some(RESIGNED),
        ..scene.view()
    };
    let text = describe(&view);
    assert!(text.contains("Ada Lovelace resigned; Kris wins."), "{text}");
    assert!(!text.contains("to move"), "{text}");
    let on_time = describe(&View {
        ending: Some(Ending::OnTime {
            winner: Player::One,
        }),
        ..scene.view()
    });
    assert!(on_time.contains("Ada Lovelace wins on time."), "{on_time}");
    assert!(!on_time.contains("to move"), "{on_time}");
}

/// The highlighted card edge moves from the player to move (player 1 at the start)
/// to the winner.
#[test]
fn the_winners_card_is_highlighted_not_the_losers() {
    let scene = fixtures::start();
    let live = decode(&render(&scene.view(), Theme::Light));
    let resigned = decode(&render(
        &View {
            ending: Some(RESIGNED),
            ..scene.view()
        },
        Theme::Light,
    ));
    // The cards' top edges, away from the tag in their middle: x 100 on player 1's
    // card, the same place on player 2's (card width 467 + gap 22 further).
    let (one, two, edge) = (100, 100 + 467 + 22, 22);
    let close = |a: &image::Rgb<u8>, b: &image::Rgb<u8>| {
        a.0.iter().zip(b.0).all(|(x, y)| x.abs_diff(y) <= 8)
    };
    assert!(!close(live.get_pixel(one, edge), live.get_pixel(two, edge)));
    assert!(close(
        resigned.get_pixel(two, edge),
        live.get_pixel(one, edge)
    ));
    assert!(close(
        resigned.get_pixel(one, edge),
        live.get_pixel(two, edge)
    ));
}

/// Names of 200 characters are cut on the result line and in the caller's notes: no
/// text reaches the image's side margins.
#[test]
fn long_names_never_run_off_the_edges() {
    let scene = fixtures::start();
    let one = "Ada".repeat(67);
    let two = "Kris".repeat(50);
    let note = format!("{one} resigned; {two} wins");
    let view = View {
        ending: Some(RESIGNED),
        notes: vec![note],
        ..View::new(&scene.position, [&one, &two])
    };
    let image = decode(&render(&view, Theme::Light));
    let paper = *image.get_pixel(0, 0);
    // Below the cards, down to the board's first cell names.
    let (_, c7) = lyngk_render::cell_centre(&view, "C7".parse().unwrap());
    let (top, bottom) = (140, (c7 - 110.0) as u32);
    for y in top..bottom {
        for x in (0..12).chain(image.width() - 12..image.width()) {
            assert_eq!(*image.get_pixel(x, y), paper, "ink at ({x}, {y})");
        }
    }
}

/// English words that remember every sentence they gave.
#[derive(Default)]
struct Recording {
    said: RefCell<Vec<String>>,
}

impl Recording {
    fn note(&self, sentence: String) -> String {
        self.said.borrow_mut().push(sentence.clone());
        sentence
    }

    fn said(&self) -> Vec<String> {
        self.said.borrow().clone()
    }
}

macro_rules! recorded {
    ($($name:ident($($arg:ident: $ty:ty),*);)*) => {
        $(fn $name(&self, $($arg: $ty),*) -> String {
            self.note(English.$name($($arg),*))
        })*
    };
}

impl Words for Recording {
    recorded! {
        colour(colour: Colour);
        joker();
        list(items: &[String]);
        seat(seat: Player);
        unnamed(seat: Player);
        no_colour_yet();
        points(points: u32);
        to_move_tag();
        winner_tag();
        turn(number: usize);
        variant(variant: Variant);
        neutral();
        no_neutral();
        last_turn(turn: Turn, lyngk_points: Option<&str>);
        landings(from: Cell, count: usize);
        six_stack_win(winner: &str);
        tiebreak_win(winner: &str, criterion: Criterion, won: u32, lost: u32);
        draw();
        resigned(winner: &str, loser: &str);
        won_on_time(winner: &str);
        aborted();
        criterion(criterion: Criterion);
        replay_finished(turns: usize);
        replay_in_progress(turns: usize);
        alt_board(turn: usize, variant: Variant);
        alt_player(name: &str, seat: Player, colours: &str, points: Option<u32>, scored: Option<&str>);
        alt_to_move(name: &str);
        alt_neutral(colours: &str);
        alt_last_move(name: &str, claimed: Option<Colour>, from: Cell, to: Cell, lyngk_points: Option<&str>);
        alt_last_pass(name: &str, claimed: Option<Colour>);
        alt_tall_stacks();
        alt_no_tall_stacks();
        and_more(count: usize);
        alt_table(title: &str);
        alt_no_rows();
    }
}

/// Every sentence the replay of `scene`'s game draws, ended as `ending` says.
fn replay_words(scene: &fixtures::Scene, ending: Option<Ending>) -> Vec<String> {
    let words = Recording::default();
    render_replay(&ReplayRequest {
        game: &scene.game,
        players: ["Ada Lovelace", "Kris"],
        theme: Theme::Light,
        byte_budget: DEFAULT_BYTE_BUDGET,
        words: &words,
        ending,
    })
    .expect("fits");
    words.said()
}

#[test]
fn the_replay_of_a_resigned_game_says_it_is_finished_and_how() {
    let scene = fixtures::mid_game();
    let turns = scene.game.turns().len();
    let said = replay_words(&scene, Some(RESIGNED));
    let finished = format!("Replay of the whole game: {turns} turns");
    assert!(said.contains(&finished), "{said:?}");
    assert!(said.iter().all(|s| !s.contains("in progress")), "{said:?}");
    assert!(said.contains(&"Ada Lovelace resigned; Kris wins".to_string()));
    // Resigned during the turn after the last one played, like the board says.
    assert!(said.contains(&format!("Turn {}", turns + 1)), "{said:?}");
}

/// One numbering everywhere: the start is turn 1, a frame after k turns shows turn
/// k + 1 (the turn to play, as the board posted after each turn), and a game the rules
/// ended shows its last turn.
#[test]
fn replay_frames_number_turns_like_the_boards() {
    let scene = fixtures::finished();
    let turns = scene.game.turns().len();
    let said = replay_words(&scene, None);
    let mut numbers: Vec<usize> = said
        .iter()
        .filter_map(|s| s.strip_prefix("Turn ")?.parse().ok())
        .collect();
    numbers.sort_unstable();
    // The start (1), after turns 1..n-1 the next one (2..n), then the title and the
    // final frame at the end (n, n): frames are painted in any order.
    let mut expected = vec![1];
    expected.extend((1..turns).map(|k| k + 1));
    expected.extend([turns, turns]);
    assert_eq!(numbers, expected);
    assert_eq!(shown_turn(0, false), 1);
    assert_eq!(shown_turn(turns, true), turns);
}

#[test]
fn a_position_without_its_history_shows_turn_1_by_default() {
    let position = fixtures::start().position;
    let said = Recording::default();
    describe(&View {
        words: &said,
        ..View::new(&position, ["Ada", "Kris"])
    });
    assert!(said
        .said()
        .iter()
        .any(|s| s.starts_with("LYNGK board, turn 1,")));
}
