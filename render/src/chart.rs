//! A line chart of a game's evaluation: each player's estimated chance to win, before
//! the first turn and after every turn, with the costliest turns marked. The bot's
//! post-game review posts it.
//!
//! Discord shows an image in a message at about 400 px wide on a phone, half this
//! chart's width, so every text is drawn at least [`SMALLEST_TEXT`] px high here (11 px
//! there) and the lines twice as thick as they should look.

use crate::draw::{polyline_path, Canvas};
use crate::text::{self, Anchor, Style, Weight};
use crate::{encode_png, Encoding};
use tiny_skia::{Color, Rect};

const WIDTH: u32 = 800;
const HEIGHT: u32 = 500;
const LEFT: f32 = 86.0;
const RIGHT: f32 = WIDTH as f32 - 28.0;
const TOP: f32 = 132.0;
const BOTTOM: f32 = HEIGHT as f32 - 84.0;
/// The size of the axis labels, the smallest text of the chart.
pub const SMALLEST_TEXT: f32 = 22.0;
const LEGEND_TEXT: f32 = 24.0;
const TITLE_TEXT: f32 = 28.0;
const MARGIN: f32 = 20.0;

/// What the chart shows. Texts come translated from the caller.
#[derive(Clone, Debug)]
pub struct EvalChart<'a> {
    /// Player 1's chance to win (0 to 1): before the first turn, then after each turn.
    pub player_one: &'a [f64],
    /// The players' names, player 1 first.
    pub players: [&'a str; 2],
    /// The turns to mark (1-based: turn `n` leads from point `n - 1` to point `n`).
    pub marked: &'a [usize],
    /// The heading, e.g. "Game 12: chance to win".
    pub title: &'a str,
    /// The title of the vertical axis, e.g. "Chance to win".
    pub chance_axis: &'a str,
    /// The title of the horizontal axis, e.g. "Turn".
    pub turn_axis: &'a str,
}

/// Whether `title` fits the chart's width whole (a longer one is cut with "…").
pub fn chart_title_fits(title: &str) -> bool {
    let room = RIGHT - MARGIN;
    text::measure_up_to(title, TITLE_TEXT, Weight::Bold, room) <= room
}

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

/// The two players' lines: blue and orange, apart for every kind of colour vision.
fn player_colours() -> [Color; 2] {
    [rgb(0x1f, 0x5f, 0xa8), rgb(0xd9, 0x7a, 0x00)]
}

/// The chart as a PNG, `WIDTH` × `HEIGHT` pixels.
pub fn render_eval_chart(chart: &EvalChart) -> Vec<u8> {
    let ink = rgb(0x22, 0x22, 0x22);
    let mut canvas = Canvas::new(WIDTH, HEIGHT, rgb(0xff, 0xff, 0xff));
    let turns = chart.player_one.len().saturating_sub(1).max(1);
    let x = |turn: usize| LEFT + (RIGHT - LEFT) * turn as f32 / turns as f32;
    let y = |chance: f64| BOTTOM - (BOTTOM - TOP) * chance.clamp(0.0, 1.0) as f32;
    mark_turns(&mut canvas, chart.marked, turns, &x);
    grid(&mut canvas, turns, &x, &y);
    axis_titles(&mut canvas, chart);
    let colours = player_colours();
    for (seat, colour) in colours.iter().enumerate() {
        let points: Vec<(f32, f32)> = chart
            .player_one
            .iter()
            .enumerate()
            .map(|(turn, &one)| (x(turn), y(if seat == 0 { one } else { 1.0 - one })))
            .collect();
        if let Some(path) = polyline_path(&points) {
            canvas.stroke_path(&path, 4.0, *colour, None);
        }
    }
    let title = Style::new(TITLE_TEXT, Weight::Bold, ink);
    let title_text = text::fit(chart.title, RIGHT - MARGIN, TITLE_TEXT, Weight::Bold);
    text::draw(&mut canvas, &title_text, MARGIN, 30.0, Anchor::Left, title);
    legend(&mut canvas, chart.players, colours);
    encode_png(canvas, Encoding::DEFAULT)
}

fn label_style() -> Style {
    Style::new(SMALLEST_TEXT, Weight::Regular, rgb(0x44, 0x44, 0x44))
}

/// The chance axis's title above its labels, the turn axis's below its numbers.
fn axis_titles(canvas: &mut Canvas, chart: &EvalChart) {
    let style = Style {
        weight: Weight::Bold,
        ..label_style()
    };
    let room = RIGHT - MARGIN;
    let chance = text::fit(chart.chance_axis, room, SMALLEST_TEXT, Weight::Bold);
    text::draw(canvas, &chance, MARGIN, TOP - 30.0, Anchor::Left, style);
    let turn = text::fit(chart.turn_axis, room, SMALLEST_TEXT, Weight::Bold);
    let middle = (LEFT + RIGHT) / 2.0;
    text::draw(canvas, &turn, middle, BOTTOM + 62.0, Anchor::Centre, style);
}

/// Light bands behind the marked turns.
fn mark_turns(canvas: &mut Canvas, marked: &[usize], turns: usize, x: &impl Fn(usize) -> f32) {
    let band = rgb(0xfb, 0xdc, 0xdc);
    for &turn in marked.iter().filter(|&&t| t >= 1 && t <= turns) {
        let (left, right) = (x(turn - 1), x(turn));
        if let Some(rect) = Rect::from_ltrb(left, TOP, right.max(left + 3.0), BOTTOM) {
            canvas.fill_rounded_rect(rect, 0.0, band);
        }
    }
}

/// Lines at 0, 25, 50, 75 and 100 % with their labels, and turn numbers below.
fn grid(canvas: &mut Canvas, turns: usize, x: &impl Fn(usize) -> f32, y: &impl Fn(f64) -> f32) {
    let (line, even, label) = (rgb(0xdd, 0xdd, 0xdd), rgb(0x99, 0x99, 0x99), label_style());
    for quarter in 0..=4 {
        let chance = f64::from(quarter) / 4.0;
        let (colour, dash) = match quarter {
            2 => (even, Some(&[6.0, 4.0][..])),
            _ => (line, None),
        };
        if let Some(path) = polyline_path(&[(LEFT, y(chance)), (RIGHT, y(chance))]) {
            canvas.stroke_path(&path, 2.0, colour, dash);
        }
        let percent = format!("{}%", quarter * 25);
        text::draw(
            canvas,
            &percent,
            LEFT - 10.0,
            y(chance),
            Anchor::Right,
            label,
        );
    }
    let step = tick_step(turns);
    for turn in (0..=turns).step_by(step) {
        let at = (x(turn), BOTTOM + 24.0);
        text::draw(canvas, &turn.to_string(), at.0, at.1, Anchor::Centre, label);
    }
}

/// Turn labels every 1, 2, 5, 10, 20... turns, at most about 12 of them (each a
/// number of up to three digits at the labels' size, with room between).
fn tick_step(turns: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| turns / step <= 12)
        .unwrap_or(200)
}

/// The players' names with their line colour, on the line below the title, each in
/// half of the width.
fn legend(canvas: &mut Canvas, players: [&str; 2], colours: [Color; 2]) {
    let style = Style::new(LEGEND_TEXT, Weight::Regular, rgb(0x22, 0x22, 0x22));
    let half = (WIDTH as f32 - 2.0 * MARGIN) / 2.0;
    let (swatch, gap, y) = (32.0, 10.0, 72.0);
    for seat in 0..2 {
        let left = MARGIN + half * seat as f32;
        if let Some(path) = polyline_path(&[(left, y), (left + swatch, y)]) {
            canvas.stroke_path(&path, 6.0, colours[seat], None);
        }
        let room = half - swatch - gap - MARGIN;
        let name = text::fit(players[seat], room, LEGEND_TEXT, Weight::Regular);
        text::draw(canvas, &name, left + swatch + gap, y, Anchor::Left, style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chart's pixels, RGB, row by row.
    fn decoded(png: &[u8]) -> Vec<u8> {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buffer).unwrap();
        buffer
    }

    fn pixel_of(rgb: &[u8], x: u32, y: u32) -> [u8; 3] {
        let at = ((y * WIDTH + x) * 3) as usize;
        [rgb[at], rgb[at + 1], rgb[at + 2]]
    }

    fn pixel(png: &[u8], x: u32, y: u32) -> [u8; 3] {
        pixel_of(&decoded(png), x, y)
    }

    #[test]
    fn each_player_line_runs_at_its_chance_and_marked_turns_are_shaded() {
        // Player 1 is sure to win throughout: their line on top, player 2's at 0 %.
        let chart = EvalChart {
            player_one: &[1.0, 1.0, 1.0, 1.0],
            players: ["alice", "bob"],
            marked: &[2],
            title: "Game 1",
            chance_axis: "Chance to win",
            turn_axis: "Turn",
        };
        let png = render_eval_chart(&chart);
        let [one, two] = player_colours().map(|c| {
            let c = c.to_color_u8();
            [c.red(), c.green(), c.blue()]
        });
        let middle_x = ((LEFT + RIGHT) / 2.0) as u32;
        assert_eq!(pixel(&png, middle_x, TOP as u32), one);
        assert_eq!(pixel(&png, middle_x, BOTTOM as u32), two);
        // Turn 2 spans the middle third; the band is behind the lines.
        let band_x = (LEFT + (RIGHT - LEFT) * 0.5) as u32;
        assert_eq!(
            pixel(&png, band_x, (TOP + BOTTOM) as u32 / 2 + 20),
            [0xfb, 0xdc, 0xdc]
        );
        let unmarked_x = (LEFT + (RIGHT - LEFT) * 0.1) as u32;
        assert_eq!(
            pixel(&png, unmarked_x, (TOP + BOTTOM) as u32 / 2 + 20),
            [0xff; 3]
        );
    }

    /// Whether any pixel of the rows `top..bottom` (between the plot's edges) is not
    /// white.
    fn inked(png: &[u8], top: f32, bottom: f32) -> bool {
        let rgb = decoded(png);
        (top as u32..bottom as u32).any(|y| {
            (LEFT as u32..RIGHT as u32)
                .step_by(2)
                .any(|x| pixel_of(&rgb, x, y) != [0xff; 3])
        })
    }

    #[test]
    fn both_axes_have_titles_and_every_text_is_readable_at_400_px() {
        let with = |chance_axis, turn_axis| {
            render_eval_chart(&EvalChart {
                player_one: &[0.5, 0.6, 0.4],
                players: ["alice", "bob"],
                marked: &[],
                title: "Game 1",
                chance_axis,
                turn_axis,
            })
        };
        let (titled, bare) = (with("Chance to win", "Turn"), with("", ""));
        assert!(inked(&titled, TOP - 44.0, TOP - 16.0), "the chance axis");
        assert!(!inked(&bare, TOP - 44.0, TOP - 16.0));
        assert!(
            inked(&titled, BOTTOM + 48.0, BOTTOM + 76.0),
            "the turn axis"
        );
        assert!(!inked(&bare, BOTTOM + 48.0, BOTTOM + 76.0));
        // Discord shows the chart about 400 px wide on a phone.
        let scale = 400.0 / WIDTH as f32;
        assert!(SMALLEST_TEXT * scale >= 11.0);
    }

    #[test]
    fn turn_labels_stay_few_on_long_games() {
        assert_eq!(tick_step(10), 1);
        assert_eq!(tick_step(40), 5);
        assert!(120 / tick_step(120) <= 16);
    }
}
