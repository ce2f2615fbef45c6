//! Knockout bracket images: a title, then the rounds left to right, at most
//! [`ROUNDS_PER_BAND`] side by side, later rounds wrapping below in further bands (an
//! image a phone can show 400 px wide with names large enough to read). Each match is
//! a card with its two players (seed and name), their score in the match and the
//! player going through in bold with an accent; lines join each pair of matches to the
//! match their winners meet in within a band. Rounds not laid out yet are empty cards.
//! The first round shown has at most [`MAX_FIRST_ROUND_MATCHES`] matches: a bigger
//! bracket shows its last rounds only.

use crate::draw::{polyline_path, Canvas};
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::Theme;
use crate::Encoding;
use tiny_skia::{Color, Rect};

/// The most matches drawn in the first column; earlier rounds are left out.
pub const MAX_FIRST_ROUND_MATCHES: usize = 16;
/// Rounds drawn side by side: later rounds wrap below, in bands of this many, so that
/// the image stays narrow and its names readable on a phone, which shows it 400 px
/// wide (names about 14 px there; with every round side by side they were 5 to 6).
pub const ROUNDS_PER_BAND: usize = 2;
/// Height (px) of the names, seeds and scores.
pub const BRACKET_NAME_SIZE: f32 = 22.0;

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 30.0;
const TITLE_BLOCK: f32 = 54.0;
const HEADER_BLOCK: f32 = 38.0;
const HEADER_SIZE: f32 = 20.0;
const CARD_WIDTH: f32 = 280.0;
const COLUMN_GAP: f32 = 36.0;
const LINE_HEIGHT: f32 = 38.0;
const CARD_HEIGHT: f32 = 2.0 * LINE_HEIGHT;
/// Space between two matches of the first column of a band.
const MATCH_GAP: f32 = 16.0;
/// Space between two bands.
const BAND_GAP: f32 = 24.0;
const NAME_SIZE: f32 = BRACKET_NAME_SIZE;
const PAD: f32 = 12.0;
const SCORE_WIDTH: f32 = 52.0;

/// One side of a match: the seed and name, or nobody (a bye, a round to come).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketSide {
    pub seed: Option<u32>,
    pub name: String,
    /// The points in the match, as the caller writes them ("1½"); empty: none.
    pub score: String,
}

impl BracketSide {
    /// The text drawn for this side: "5. Ada", the seed before the name, which is
    /// isolated so that a right-to-left name does not carry the seed to its far side.
    pub fn label(&self) -> String {
        match self.seed {
            Some(seed) => format!("{seed}. {}", crate::isolate_name(&self.name)),
            None => self.name.clone(),
        }
    }
}

/// One match (or bye) of a round: the higher seed first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketMatch {
    pub sides: [BracketSide; 2],
    /// Which side goes through, once known.
    pub winner: Option<usize>,
}

/// One column: its heading and its matches, top of the bracket first (matches
/// `2k` and `2k + 1` feed match `k` of the next round).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketRound {
    pub title: String,
    pub matches: Vec<BracketMatch>,
}

/// Everything a bracket image shows: every round of the bracket, the ones to come
/// with empty matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketView {
    pub title: String,
    pub rounds: Vec<BracketRound>,
}

/// The rounds drawn: from the first with at most [`MAX_FIRST_ROUND_MATCHES`].
fn shown(view: &BracketView) -> &[BracketRound] {
    let skip = view
        .rounds
        .iter()
        .position(|round| round.matches.len() <= MAX_FIRST_ROUND_MATCHES)
        .unwrap_or(view.rounds.len());
    &view.rounds[skip..]
}

/// The bands of the rounds drawn, each at most [`ROUNDS_PER_BAND`] rounds wide.
fn bands(view: &BracketView) -> std::slice::Chunks<'_, BracketRound> {
    shown(view).chunks(ROUNDS_PER_BAND)
}

/// Height of a band whose first column has `matches` matches.
fn band_height(matches: usize) -> f32 {
    HEADER_BLOCK + matches.max(1) as f32 * (CARD_HEIGHT + MATCH_GAP) - MATCH_GAP
}

/// The image's size in px for `view`.
pub fn bracket_size(view: &BracketView) -> (u32, u32) {
    let columns = shown(view).len().clamp(1, ROUNDS_PER_BAND) as f32;
    let width = 2.0 * MARGIN + columns * CARD_WIDTH + (columns - 1.0) * COLUMN_GAP;
    let bands: Vec<f32> = bands(view)
        .map(|band| band_height(band[0].matches.len()))
        .collect();
    let body = match bands.is_empty() {
        true => band_height(1),
        false => bands.iter().sum::<f32>() + (bands.len() - 1) as f32 * BAND_GAP,
    };
    let height = MARGIN + TITLE_BLOCK + body + MARGIN;
    (width.ceil() as u32, height.ceil() as u32)
}

/// Draws `view` and returns the PNG bytes. Deterministic.
pub fn render_bracket(view: &BracketView, theme: Theme) -> Vec<u8> {
    render_bracket_with(view, theme, Encoding::DEFAULT)
}

/// For the golden references: the bracket with another PNG encoding (same pixels).
#[doc(hidden)]
pub fn render_bracket_with(view: &BracketView, theme: Theme, encoding: Encoding) -> Vec<u8> {
    crate::encode_png(paint(view, theme), encoding)
}

fn paint(view: &BracketView, theme: Theme) -> Canvas {
    let palette = theme.palette();
    let (width, height) = bracket_size(view);
    let mut canvas = Canvas::new(width, height, palette.background);
    let title = text::fit(
        &view.title,
        width as f32 - 2.0 * MARGIN,
        TITLE_SIZE,
        Weight::Bold,
    );
    let title_style = Style::new(TITLE_SIZE, Weight::Bold, palette.text);
    let title_y = MARGIN + TITLE_BLOCK / 2.0 - 4.0;
    text::draw(
        &mut canvas,
        &title,
        MARGIN,
        title_y,
        Anchor::Left,
        title_style,
    );

    let mut top = MARGIN + TITLE_BLOCK;
    for band in bands(view) {
        draw_band(&mut canvas, theme, band, top);
        top += band_height(band[0].matches.len()) + BAND_GAP;
    }
    canvas
}

/// One band of rounds side by side, its headings at `top`: the first column's
/// matches one under the other, each later match midway between the two it follows
/// from, joined to them.
fn draw_band(canvas: &mut Canvas, theme: Theme, band: &[BracketRound], top: f32) {
    let palette = theme.palette();
    let slot = CARD_HEIGHT + MATCH_GAP;
    let header_style = Style::new(HEADER_SIZE, Weight::Bold, palette.muted);
    let heading_y = top + HEADER_BLOCK / 2.0 - 4.0;
    let first = top + HEADER_BLOCK;
    let mut previous: Vec<f32> = Vec::new();
    for (column, round) in band.iter().enumerate() {
        let x = MARGIN + column as f32 * (CARD_WIDTH + COLUMN_GAP);
        let heading = text::fit(&round.title, CARD_WIDTH, HEADER_SIZE, Weight::Bold);
        text::draw(canvas, &heading, x, heading_y, Anchor::Left, header_style);
        let centres: Vec<f32> = (0..round.matches.len())
            .map(
                |index| match (previous.get(2 * index), previous.get(2 * index + 1)) {
                    (Some(a), Some(b)) => (a + b) / 2.0,
                    (Some(a), None) => *a,
                    _ => first + slot * index as f32 + CARD_HEIGHT / 2.0,
                },
            )
            .collect();
        for (index, (game, &centre)) in round.matches.iter().zip(&centres).enumerate() {
            draw_match(canvas, theme, game, x, centre - CARD_HEIGHT / 2.0);
            let feeders = [previous.get(2 * index), previous.get(2 * index + 1)];
            for from in feeders.into_iter().flatten() {
                join(canvas, palette.card_edge, x, *from, centre);
            }
        }
        previous = centres;
    }
}

/// The elbow from a match of the column before (its right edge at `x - gap`) to the
/// match at `x`.
fn join(canvas: &mut Canvas, colour: Color, x: f32, from: f32, to: f32) {
    let start = x - COLUMN_GAP;
    let middle = x - COLUMN_GAP / 2.0;
    let points = [(start, from), (middle, from), (middle, to), (x, to)];
    if let Some(path) = polyline_path(&points) {
        canvas.stroke_path(&path, 2.0, colour, None);
    }
}

fn draw_match(canvas: &mut Canvas, theme: Theme, game: &BracketMatch, x: f32, y: f32) {
    let palette = theme.palette();
    let accent = mix(palette.card, palette.last_move, 0.27);
    if let Some(rect) = Rect::from_xywh(x, y, CARD_WIDTH, CARD_HEIGHT) {
        canvas.fill_rounded_rect(rect, 8.0, palette.card);
    }
    for (index, side) in game.sides.iter().enumerate() {
        let line_y = y + LINE_HEIGHT * index as f32;
        let winner = game.winner == Some(index);
        if winner {
            if let Some(rect) = Rect::from_xywh(x, line_y, CARD_WIDTH, LINE_HEIGHT) {
                canvas.fill_rounded_rect(rect, 8.0, accent);
            }
        }
        let weight = if winner {
            Weight::Bold
        } else {
            Weight::Regular
        };
        let centre = line_y + LINE_HEIGHT / 2.0;
        let colour = if winner { palette.text } else { palette.muted };
        let name = side.label();
        let room = CARD_WIDTH - 2.0 * PAD - SCORE_WIDTH;
        let name = text::fit(&name, room, NAME_SIZE, weight);
        let style = Style::new(NAME_SIZE, weight, colour);
        text::draw(canvas, &name, x + PAD, centre, Anchor::Left, style);
        let score = text::fit(&side.score, SCORE_WIDTH, NAME_SIZE, weight);
        let right = x + CARD_WIDTH - PAD;
        text::draw(canvas, &score, right, centre, Anchor::Right, style);
    }
    if let Some(path) = polyline_path(&[
        (x + PAD, y + LINE_HEIGHT),
        (x + CARD_WIDTH - PAD, y + LINE_HEIGHT),
    ]) {
        canvas.stroke_path(&path, 1.0, palette.card_edge, None);
    }
    if let Some(rect) = Rect::from_xywh(x, y, CARD_WIDTH, CARD_HEIGHT) {
        canvas.stroke_rounded_rect(rect, 8.0, 1.5, palette.card_edge);
    }
}

/// `a` moved towards `b` by `t` (0..=1), opaque.
fn mix(a: Color, b: Color, t: f32) -> Color {
    let channel = |x: f32, y: f32| x + (y - x) * t;
    Color::from_rgba(
        channel(a.red(), b.red()),
        channel(a.green(), b.green()),
        channel(a.blue(), b.blue()),
        1.0,
    )
    .unwrap_or(a)
}
