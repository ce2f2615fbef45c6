//! Every word the renderer draws or writes comes from the caller's `Words`: with a
//! stand-in language whose every string is a marked code, no English is left in the
//! alt text, and every line of the image header changes.

use crate::fixtures;

use image::RgbImage;
use lyngk_render::{
    describe, describe_table, render, Column, English, TableView, Theme, View, Words,
};
use lyngk_rules::{Cell, Colour, Criterion, Player, Turn, Variant};
use std::collections::BTreeSet;

/// A language of codes: every string is `«xN …»` with the arguments as digits, cells,
/// or the caller's names, never an English word; or, `blank`, every string empty.
struct Marked {
    blank: bool,
}

const MARKED: Marked = Marked { blank: false };
const BLANK: Marked = Marked { blank: true };

impl Marked {
    fn code(&self, id: &str, args: &[String]) -> String {
        if self.blank {
            String::new()
        } else {
            format!("«x{id} {}»", args.join(" "))
        }
    }
}

fn seat(seat: Player) -> String {
    seat.number().to_string()
}

fn claim(colour: Option<Colour>) -> String {
    colour.map(|c| format!("c{}", c as u8)).unwrap_or_default()
}

impl Words for Marked {
    fn colour(&self, colour: Colour) -> String {
        self.code("1", &[format!("c{}", colour as u8)])
    }
    fn joker(&self) -> String {
        self.code("2", &[])
    }
    fn list(&self, items: &[String]) -> String {
        self.code("3", items)
    }
    fn seat(&self, player: Player) -> String {
        self.code("4", &[seat(player)])
    }
    fn unnamed(&self, player: Player) -> String {
        self.code("5", &[seat(player)])
    }
    fn no_colour_yet(&self) -> String {
        self.code("6", &[])
    }
    fn points(&self, points: u32) -> String {
        self.code("7", &[points.to_string()])
    }
    fn to_move_tag(&self) -> String {
        self.code("8", &[])
    }
    fn winner_tag(&self) -> String {
        self.code("9", &[])
    }
    fn turn(&self, number: usize) -> String {
        self.code("10", &[number.to_string()])
    }
    fn variant(&self, variant: Variant) -> String {
        self.code("11", &[(variant.max_height()).to_string()])
    }
    fn neutral(&self) -> String {
        self.code("12", &[])
    }
    fn no_neutral(&self) -> String {
        self.code("13", &[])
    }
    fn last_turn(&self, turn: Turn, lyngk_points: Option<&str>) -> String {
        let cells = turn
            .cells()
            .map(|(from, to)| format!("{from} {to}"))
            .unwrap_or_default();
        let claimed = claim(turn.claim);
        self.code("14", &[claimed, cells, lyngk_points.unwrap_or("").into()])
    }
    fn landings(&self, from: Cell, count: usize) -> String {
        self.code("15", &[from.to_string(), count.to_string()])
    }
    fn six_stack_win(&self, winner: &str) -> String {
        self.code("16", &[winner.into()])
    }
    fn tiebreak_win(&self, winner: &str, criterion: Criterion, won: u32, lost: u32) -> String {
        let criterion = self.criterion(criterion);
        self.code(
            "17",
            &[winner.into(), criterion, won.to_string(), lost.to_string()],
        )
    }
    fn draw(&self) -> String {
        self.code("18", &[])
    }
    fn resigned(&self, winner: &str, loser: &str) -> String {
        self.code("40", &[winner.into(), loser.into()])
    }
    fn won_on_time(&self, winner: &str) -> String {
        self.code("41", &[winner.into()])
    }
    fn aborted(&self) -> String {
        self.code("42", &[])
    }
    fn criterion(&self, criterion: Criterion) -> String {
        match criterion {
            Criterion::Points => self.code("19", &[]),
            Criterion::Stacks(height) => self.code("20", &[height.to_string()]),
        }
    }
    fn replay_finished(&self, turns: usize) -> String {
        self.code("21", &[turns.to_string()])
    }
    fn replay_in_progress(&self, turns: usize) -> String {
        self.code("22", &[turns.to_string()])
    }
    fn alt_board(&self, turn: usize, variant: Variant) -> String {
        self.code("23", &[turn.to_string(), self.variant(variant)])
    }
    fn alt_player(
        &self,
        name: &str,
        player: Player,
        colours: &str,
        points: Option<u32>,
        scored: Option<&str>,
    ) -> String {
        let points = points.map(|p| self.points(p)).unwrap_or_default();
        self.code(
            "24",
            &[
                name.into(),
                seat(player),
                colours.into(),
                points,
                scored.unwrap_or("").into(),
            ],
        )
    }
    fn alt_to_move(&self, name: &str) -> String {
        self.code("25", &[name.into()])
    }
    fn alt_neutral(&self, colours: &str) -> String {
        self.code("26", &[colours.into()])
    }
    fn alt_last_move(
        &self,
        name: &str,
        claimed: Option<Colour>,
        from: Cell,
        to: Cell,
        lyngk_points: Option<&str>,
    ) -> String {
        self.code(
            "27",
            &[
                name.into(),
                claim(claimed),
                from.to_string(),
                to.to_string(),
                lyngk_points.unwrap_or("").into(),
            ],
        )
    }
    fn alt_last_pass(&self, name: &str, claimed: Option<Colour>) -> String {
        self.code("28", &[name.into(), claim(claimed)])
    }
    fn alt_tall_stacks(&self) -> String {
        self.code("29", &[])
    }
    fn alt_no_tall_stacks(&self) -> String {
        self.code("30", &[])
    }
    fn and_more(&self, count: usize) -> String {
        self.code("31", &[count.to_string()])
    }
    fn alt_table(&self, title: &str) -> String {
        self.code("32", &[title.into()])
    }
    fn alt_no_rows(&self) -> String {
        self.code("33", &[])
    }
}

/// The words (two letters or more, no digits) of `text`, lower case.
fn words_of(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic))
        .map(str::to_lowercase)
        .collect()
}

/// Asserts that no word of the English `english` (but the players' names) is in `marked`.
fn no_english_left(english: &str, marked: &str, names: &[&str]) {
    let allowed = words_of(&names.join(" "));
    let left: Vec<String> = words_of(english)
        .intersection(&words_of(marked))
        .filter(|w| !allowed.contains(*w))
        .cloned()
        .collect();
    assert!(left.is_empty(), "English left: {left:?} in {marked}");
    assert!(marked.contains('«'), "{marked}");
}

/// Scenes that between them use every sentence of the alt text and every header line.
fn views<'a>(scenes: &'a [fixtures::Scene]) -> Vec<View<'a>> {
    let mut views: Vec<View> = scenes.iter().map(fixtures::Scene::view).collect();
    let mut overlay = scenes[1].view();
    overlay.overlay_from = fixtures::movable_stack(&scenes[1].position);
    views.push(overlay);
    let mut unnamed = scenes[0].view();
    unnamed.players = ["", " "];
    views.push(unnamed);
    views
}

fn scenes() -> Vec<fixtures::Scene> {
    vec![
        fixtures::start(),
        fixtures::mid_game(),
        fixtures::lyngk_chain(),
        fixtures::finished(),
        fixtures::six(),
    ]
}

#[test]
fn the_board_alt_text_has_no_english_left() {
    let scenes = scenes();
    for view in views(&scenes) {
        let english = describe(&view);
        let marked = describe(&View {
            words: &MARKED,
            ..view.clone()
        });
        no_english_left(&english, &marked, &["Ada Lovelace", "Kris"]);
    }
}

#[test]
fn a_cut_alt_text_has_no_english_left() {
    // Forty long rows pass Discord's limit: the list ends "and N more".
    let rows: Vec<Vec<String>> = (1..=40)
        .map(|i| vec![i.to_string(), "Q".repeat(60)])
        .collect();
    let table = TableView {
        title: "Zzz",
        subtitle: None,
        columns: vec![Column::right("#"), Column::left("Xyz")],
        rows,
        highlight_rows: vec![],
        zones: Default::default(),
    };
    let english = describe_table(&table, &English);
    assert!(english.ends_with(" more."), "{english}");
    let marked = describe_table(&table, &MARKED);
    no_english_left(&english, &marked, &["Zzz Xyz", &"Q".repeat(60)]);
}

#[test]
fn the_table_alt_text_has_no_english_left() {
    for rows in [vec![], vec![vec!["1".to_string(), "Zoë".to_string()]]] {
        let table = TableView {
            title: "Zzz",
            subtitle: Some("Qqq"),
            columns: vec![Column::right("#"), Column::left("Xyz")],
            rows,
            highlight_rows: vec![],
            zones: Default::default(),
        };
        let english = describe_table(&table, &English);
        let marked = describe_table(&table, &MARKED);
        no_english_left(&english, &marked, &["Zzz Qqq Xyz Zoë"]);
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("valid PNG").to_rgb8()
}

/// Whether `a` and `b` differ anywhere in rows `top..bottom`.
fn band_differs(a: &RgbImage, b: &RgbImage, top: u32, bottom: u32) -> bool {
    (top..bottom).any(|y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
}

/// Rows of `image` (above `limit`) that hold something besides the background: the
/// bands of the header, top to bottom, as (top, bottom).
fn bands(image: &RgbImage, limit: u32) -> Vec<(u32, u32)> {
    let paper = *image.get_pixel(0, 0);
    let busy = |y: u32| (0..image.width()).any(|x| *image.get_pixel(x, y) != paper);
    let mut bands = Vec::new();
    let mut start = None;
    for y in 0..limit {
        match (busy(y), start) {
            (true, None) => start = Some(y),
            (false, Some(top)) => {
                bands.push((top, y));
                start = None;
            }
            _ => {}
        }
    }
    bands.extend(start.map(|top| (top, limit)));
    bands
}

/// The finished game (cards, status line, result, tiebreak table) with a landing
/// overlay (its line) for `players`, in English and in `words`; the bands of the
/// English header; and the row where the header ends.
fn finished_game_in(
    players: [&str; 2],
    words: &dyn Words,
) -> (RgbImage, RgbImage, Vec<(u32, u32)>, u32) {
    let scene = fixtures::finished();
    let mut view = scene.view();
    view.overlay_from = Cell::ALL
        .into_iter()
        .find(|&c| !scene.position.stack(c).is_empty());
    view.players = players;
    let english = decode(&render(&view, Theme::Light));
    let other = decode(&render(
        &View {
            words,
            ..view.clone()
        },
        Theme::Light,
    ));
    assert_eq!(english.dimensions(), other.dimensions());
    // The header ends just above the names over the board's top cells, a spacing
    // (116 px) less a little above the top cell, C7.
    let (_, c7) = lyngk_render::cell_centre(&view, "C7".parse().unwrap());
    let header_end = (c7 - 110.0) as u32;
    let lines = bands(&english, header_end);
    // Cards, status line, overlay line, result line, tiebreak table.
    assert!(lines.len() >= 5, "{lines:?}");
    (english, other, lines, header_end)
}

#[test]
fn every_line_of_the_header_changes_with_the_words() {
    // Player 1 without a name gets the stand-in name.
    let (english, marked, lines, header_end) = finished_game_in(["", "Kris"], &MARKED);
    for (top, bottom) in lines {
        assert!(
            band_differs(&english, &marked, top, bottom),
            "rows {top}..{bottom} are the same in both languages"
        );
    }
    // The board itself has no words: below the header both images are the same.
    assert!(!band_differs(
        &english,
        &marked,
        header_end,
        english.height()
    ));
}

#[test]
fn with_empty_words_the_result_and_overlay_lines_are_empty() {
    // Were any of their words written into the renderer, they would still show here.
    let (_, blank, lines, _) = finished_game_in(["", ""], &BLANK);
    let paper = *blank.get_pixel(0, 0);
    for &(top, bottom) in &lines[2..4] {
        let ink = (top..bottom)
            .flat_map(|y| (0..blank.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| *blank.get_pixel(x, y) != paper)
            .count();
        assert_eq!(ink, 0, "rows {top}..{bottom} still show text");
    }
}
