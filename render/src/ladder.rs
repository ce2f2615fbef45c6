//! Ladder images: a title, then one rung per place, top first: the place in a badge on
//! the ladder's rail, the player's name and a note (what they are in), and on the right
//! an arrow from each challenger's rung up to the rung they challenged (solid and in
//! the accent colour once accepted, muted while waiting). 800 px wide like the table
//! images; the height follows the rung count, up to [`MAX_RUNGS`].

use crate::draw::Canvas;
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::Theme;
use crate::Encoding;
use tiny_skia::Rect;

/// At most this many rungs are drawn; the places below are left out.
pub const MAX_RUNGS: usize = 25;
/// Image width in px.
pub const LADDER_WIDTH: u32 = 800;

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 28.0;
const TITLE_BLOCK: f32 = 60.0;
const RUNG_HEIGHT: f32 = 40.0;
const RUNG_GAP: f32 = 8.0;
const BADGE_RADIUS: f32 = 17.0;
const BADGE_SIZE: f32 = 17.0;
const NAME_SIZE: f32 = 21.0;
const NOTE_SIZE: f32 = 17.0;
const PAD: f32 = 14.0;
/// Room right of the rungs for the challenge arrows, one lane each.
const LANES: usize = 4;
const LANE_WIDTH: f32 = 18.0;

/// One place on the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rung {
    pub name: String,
    /// What the player is in (a challenge, a game), in the reader's language; may be
    /// empty.
    pub note: String,
}

/// A challenge between two places (indices into [`LadderView::rungs`], 0 the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RungChallenge {
    /// The challenger's place, below.
    pub from: usize,
    /// The defender's place, above.
    pub to: usize,
    /// Whether the game is being played (accepted), or the challenge waits.
    pub accepted: bool,
}

/// Everything a ladder image shows.
#[derive(Clone, Debug)]
pub struct LadderView<'a> {
    pub title: &'a str,
    /// Top first.
    pub rungs: Vec<Rung>,
    pub challenges: Vec<RungChallenge>,
}

/// Image height in px for a ladder of `rungs` places (at most [`MAX_RUNGS`] count).
pub fn ladder_height(rungs: usize) -> u32 {
    let shown = rungs.min(MAX_RUNGS) as f32;
    let body = shown * RUNG_HEIGHT + (shown - 1.0).max(0.0) * RUNG_GAP;
    (MARGIN + TITLE_BLOCK + body + MARGIN).ceil() as u32
}

/// Draws `view` and returns the PNG bytes (800 px wide). Deterministic.
pub fn render_ladder(view: &LadderView, theme: Theme) -> Vec<u8> {
    render_ladder_with(view, theme, Encoding::DEFAULT)
}

/// For the golden references: the ladder image with another PNG encoding (same pixels).
#[doc(hidden)]
pub fn render_ladder_with(view: &LadderView, theme: Theme, encoding: Encoding) -> Vec<u8> {
    crate::encode_png(paint(view, theme), encoding)
}

/// The vertical centre of rung `index`.
fn rung_centre(index: usize) -> f32 {
    MARGIN + TITLE_BLOCK + index as f32 * (RUNG_HEIGHT + RUNG_GAP) + RUNG_HEIGHT / 2.0
}

fn paint(view: &LadderView, theme: Theme) -> Canvas {
    let palette = theme.palette();
    let shown = view.rungs.len().min(MAX_RUNGS);
    let mut canvas = Canvas::new(LADDER_WIDTH, ladder_height(shown), palette.background);
    let width = LADDER_WIDTH as f32;
    let title = text::fit(view.title, width - 2.0 * MARGIN, TITLE_SIZE, Weight::Bold);
    let title_style = Style::new(TITLE_SIZE, Weight::Bold, palette.text);
    let title_y = MARGIN + TITLE_BLOCK / 2.0 - 6.0;
    text::draw(
        &mut canvas,
        &title,
        MARGIN,
        title_y,
        Anchor::Left,
        title_style,
    );

    // The rail joins the badges, top to bottom.
    let rail_x = MARGIN + BADGE_RADIUS;
    if shown > 1 {
        let top = rung_centre(0);
        let bottom = rung_centre(shown - 1);
        if let Some(rect) = Rect::from_xywh(rail_x - 2.0, top, 4.0, bottom - top) {
            canvas.fill_rounded_rect(rect, 0.0, palette.card_edge);
        }
    }
    let left = MARGIN + 2.0 * BADGE_RADIUS + 10.0;
    let right = width - MARGIN - LANES as f32 * LANE_WIDTH - 8.0;
    for (index, rung) in view.rungs.iter().take(shown).enumerate() {
        draw_rung(&mut canvas, theme, index, rung, left, right);
    }
    for (lane, challenge) in view.challenges.iter().enumerate() {
        if challenge.from >= shown || challenge.to >= shown {
            continue;
        }
        let x = right + 6.0 + (lane % LANES) as f32 * LANE_WIDTH + LANE_WIDTH / 2.0;
        let (from, to) = (rung_centre(challenge.from), rung_centre(challenge.to));
        let colour = match challenge.accepted {
            true => palette.last_move,
            false => palette.muted,
        };
        let points = [(right, from), (x, from), (x, to), (right + 2.0, to)];
        canvas.arrow(&points, 3.5, colour, palette.background);
    }
    canvas
}

fn draw_rung(canvas: &mut Canvas, theme: Theme, index: usize, rung: &Rung, left: f32, right: f32) {
    let palette = theme.palette();
    let y = rung_centre(index);
    let badge_x = MARGIN + BADGE_RADIUS;
    let (fill, ink) = match index {
        0 => (palette.last_move, palette.background),
        _ => (palette.badge, palette.badge_ink),
    };
    canvas.fill_circle(badge_x, y, BADGE_RADIUS, fill);
    let place = (index + 1).to_string();
    let badge_style = Style::new(BADGE_SIZE, Weight::Bold, ink);
    text::draw(canvas, &place, badge_x, y, Anchor::Centre, badge_style);
    if let Some(rect) = Rect::from_xywh(left, y - RUNG_HEIGHT / 2.0, right - left, RUNG_HEIGHT) {
        canvas.fill_rounded_rect(rect, 10.0, palette.card);
        canvas.stroke_rounded_rect(rect, 10.0, 1.5, palette.card_edge);
    }
    let inner = right - left - 2.0 * PAD;
    let note = text::fit(&rung.note, inner * 0.45, NOTE_SIZE, Weight::Regular);
    let note_width = text::measure(&note, NOTE_SIZE, Weight::Regular);
    let name_room = (inner - note_width - PAD).max(NAME_SIZE);
    let name = text::fit(&rung.name, name_room, NAME_SIZE, Weight::Bold);
    let name_style = Style::new(NAME_SIZE, Weight::Bold, palette.text);
    text::draw(canvas, &name, left + PAD, y, Anchor::Left, name_style);
    let note_style = Style::new(NOTE_SIZE, Weight::Regular, palette.muted);
    text::draw(canvas, &note, right - PAD, y, Anchor::Right, note_style);
}
