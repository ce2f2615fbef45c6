//! A small line chart of a game's evaluation: each player's estimated chance to win,
//! before the first turn and after every turn, with the costliest turns marked. The
//! bot's post-game review posts it.

use crate::draw::{polyline_path, Canvas};
use crate::text::{self, Anchor, Style, Weight};
use crate::{encode_png, Encoding};
use tiny_skia::{Color, Rect};

const WIDTH: u32 = 800;
const HEIGHT: u32 = 360;
const LEFT: f32 = 56.0;
const RIGHT: f32 = WIDTH as f32 - 24.0;
const TOP: f32 = 56.0;
const BOTTOM: f32 = HEIGHT as f32 - 40.0;

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
    let colours = player_colours();
    for (seat, colour) in colours.iter().enumerate() {
        let points: Vec<(f32, f32)> = chart
            .player_one
            .iter()
            .enumerate()
            .map(|(turn, &one)| (x(turn), y(if seat == 0 { one } else { 1.0 - one })))
            .collect();
        if let Some(path) = polyline_path(&points) {
            canvas.stroke_path(&path, 2.5, *colour, None);
        }
    }
    // The legend first: the title takes the room it leaves.
    let legend_left = legend(&mut canvas, chart.players, colours);
    let title = Style::new(18.0, Weight::Bold, ink);
    let room = legend_left - 16.0 - 16.0;
    let title_text = text::fit(chart.title, room, 18.0, Weight::Bold);
    text::draw(&mut canvas, &title_text, 16.0, 24.0, Anchor::Left, title);
    encode_png(canvas, Encoding::DEFAULT)
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
    let (line, even, label) = (
        rgb(0xdd, 0xdd, 0xdd),
        rgb(0x99, 0x99, 0x99),
        Style::new(12.0, Weight::Regular, rgb(0x55, 0x55, 0x55)),
    );
    for quarter in 0..=4 {
        let chance = f64::from(quarter) / 4.0;
        let (colour, dash) = match quarter {
            2 => (even, Some(&[6.0, 4.0][..])),
            _ => (line, None),
        };
        if let Some(path) = polyline_path(&[(LEFT, y(chance)), (RIGHT, y(chance))]) {
            canvas.stroke_path(&path, 1.0, colour, dash);
        }
        let percent = format!("{}%", quarter * 25);
        text::draw(
            canvas,
            &percent,
            LEFT - 8.0,
            y(chance),
            Anchor::Right,
            label,
        );
    }
    let step = tick_step(turns);
    for turn in (0..=turns).step_by(step) {
        let at = (x(turn), BOTTOM + 16.0);
        text::draw(canvas, &turn.to_string(), at.0, at.1, Anchor::Centre, label);
    }
}

/// Turn labels every 1, 2, 5, 10, 20... turns, at most about 16 of them.
fn tick_step(turns: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| turns / step <= 16)
        .unwrap_or(200)
}

/// The players' names with their line colour, top right; returns the legend's left
/// edge.
fn legend(canvas: &mut Canvas, players: [&str; 2], colours: [Color; 2]) -> f32 {
    let style = Style::new(14.0, Weight::Regular, rgb(0x22, 0x22, 0x22));
    let mut right = RIGHT;
    for seat in [1, 0] {
        let name = text::fit(players[seat], 130.0, 14.0, Weight::Regular);
        let width = text::draw(canvas, &name, right, 24.0, Anchor::Right, style);
        let swatch_end = right - width - 6.0;
        if let Some(path) = polyline_path(&[(swatch_end - 22.0, 24.0), (swatch_end, 24.0)]) {
            canvas.stroke_path(&path, 3.0, colours[seat], None);
        }
        right = swatch_end - 36.0;
    }
    right + 36.0 - 22.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(png: &[u8], x: u32, y: u32) -> [u8; 3] {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buffer).unwrap();
        let at = ((y * WIDTH + x) * 3) as usize;
        [buffer[at], buffer[at + 1], buffer[at + 2]]
    }

    #[test]
    fn each_player_line_runs_at_its_chance_and_marked_turns_are_shaded() {
        // Player 1 is sure to win throughout: their line on top, player 2's at 0 %.
        let chart = EvalChart {
            player_one: &[1.0, 1.0, 1.0, 1.0],
            players: ["alice", "bob"],
            marked: &[2],
            title: "Game 1",
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

    #[test]
    fn turn_labels_stay_few_on_long_games() {
        assert_eq!(tick_step(10), 1);
        assert_eq!(tick_step(40), 5);
        assert!(120 / tick_step(120) <= 16);
    }
}
