//! The board itself: the star, the lattice, the names, the stacks, the last turn and
//! the landing overlay.

use crate::draw::{star_path, Canvas};
use crate::layout::{column_ends, Layout, LABEL_SIZE};
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::{piece_style, with_alpha, Palette, Theme};
use lyngk_rules::{Cell, CellSet, Direction, Piece, Position, Stack};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use tiny_skia::{PathBuilder, Pixmap};

/// The star's outline (RULES §2): the six tips and the six inner corners, in order.
const STAR_OUTLINE: [(i8, i8); 12] = [
    (0, 6),  // A1
    (2, 4),  // C3
    (2, 0),  // C1
    (4, 2),  // E2
    (6, 0),  // G1
    (6, 4),  // G3
    (8, 6),  // I1
    (6, 8),  // G5
    (6, 12), // G7
    (4, 10), // E6
    (2, 12), // C7
    (2, 8),  // C5
];

/// Copies the empty board of `theme` (drawn on first use, then kept) below the header.
pub fn paste_board(canvas: &mut Canvas, layout: &Layout, theme: Theme) {
    static LIGHT: OnceLock<Pixmap> = OnceLock::new();
    static DARK: OnceLock<Pixmap> = OnceLock::new();
    let cell = match theme {
        Theme::Light => &LIGHT,
        Theme::Dark => &DARK,
    };
    let board = cell.get_or_init(|| {
        let board_layout = Layout::new(0.0);
        let palette = theme.palette();
        let mut layer = Canvas::new(board_layout.width, board_layout.height, palette.background);
        draw_board(&mut layer, &board_layout, &palette);
        layer.pixmap
    });
    // Both are opaque and equally wide, so a byte copy is an exact paste.
    let offset = layout.header_rows() as usize * layout.width as usize * 4;
    let data = canvas.pixmap.data_mut();
    data[offset..offset + board.data().len()].copy_from_slice(board.data());
}

/// Paper, star, lattice lines and intersection dots.
fn draw_board(canvas: &mut Canvas, layout: &Layout, palette: &Palette) {
    let s = layout.spacing;
    let outline: Vec<(f32, f32)> = STAR_OUTLINE
        .iter()
        .map(|&(x, y)| layout.lattice_point(f32::from(x), f32::from(y)))
        .collect();
    if let Some(star) = crate::draw::polygon_path(&outline) {
        // A wide round-joined stroke grows the star evenly so the tip stacks sit inside
        // it, with rounded points like the printed board.
        let margin = s * 0.48;
        canvas.stroke_path(&star, 2.0 * margin + 6.0, palette.board_edge, None);
        canvas.stroke_path(&star, 2.0 * margin, palette.board, None);
        canvas.fill_path(&star, palette.board);
    }

    let mut lines = PathBuilder::new();
    for cell in Cell::ALL {
        for direction in [Direction::North, Direction::NorthEast, Direction::SouthEast] {
            if let Some(next) = cell.neighbour(direction) {
                let (x0, y0) = layout.centre(cell);
                let (x1, y1) = layout.centre(next);
                lines.move_to(x0, y0);
                lines.line_to(x1, y1);
            }
        }
    }
    if let Some(path) = lines.finish() {
        canvas.stroke_path(&path, (s * 0.022).max(1.5), palette.line, None);
    }
    for cell in Cell::ALL {
        let (x, y) = layout.centre(cell);
        canvas.fill_circle(x, y, s * 0.07, palette.line);
    }
}

/// The name of every empty cell, on its intersection, where it can never touch a stack;
/// and the name of every column's end cell that holds a stack, beyond it on the
/// column's line (`C7` above C7, `C1` below C1; see [`column_ends`]).
///
/// Each column is numbered from its own bottom (RULES §2), so no row of equal numbers
/// is a straight line across this board, and numbers at its sides would sit beside cells
/// of other rows. So every name here belongs to exactly one cell: a player finds any cell
/// by counting along its column from the nearest name.
///
/// Drawn after the last move's arrow, which passes over empty cells, so they stay on
/// top. Each name is painted once per theme into a sprite and then copied (text is slow
/// to rasterise, and a replay draws the names on every frame).
pub fn draw_cell_names(
    canvas: &mut Canvas,
    layout: &Layout,
    palette: &Palette,
    theme: Theme,
    position: &Position,
) {
    let empty = Cell::ALL
        .into_iter()
        .filter(|&cell| position.stack(cell).is_empty())
        .map(|cell| (cell, false, layout.centre(cell)));
    let ends = column_ends()
        .filter(|&(cell, _)| !position.stack(cell).is_empty())
        .map(|(cell, above)| (cell, true, layout.end_name_centre(cell, above)));
    let mut sprites = NAME_SPRITES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // Room for the widest name and its halo.
    let (half_w, half_h) = (LABEL_SIZE * 1.1, LABEL_SIZE * 0.6);
    for (cell, at_end, (x, y)) in empty.chain(ends) {
        let sprite = sprites.entry((theme, cell, at_end)).or_insert_with(|| {
            let (w, h) = (2 * half_w as u32 + 1, 2 * half_h as u32 + 1);
            let mut sprite = Canvas::new(w, h, tiny_skia::Color::TRANSPARENT);
            // A halo keeps them legible over lattice lines and the arrow. The names at
            // the columns' ends are muted: the board's margin, not an intersection.
            let ink = if at_end { palette.muted } else { palette.label };
            let style = Style::new(LABEL_SIZE, Weight::Bold, ink).with_halo(palette.halo);
            let (cx, cy) = (half_w.floor() + 0.5, half_h.floor() + 0.5);
            text::draw(
                &mut sprite,
                &cell.to_string(),
                cx,
                cy,
                Anchor::Centre,
                style,
            );
            sprite.pixmap
        });
        canvas.blit(
            sprite,
            (x - half_w.floor() - 0.5) as i32,
            (y - half_h.floor() - 0.5) as i32,
        );
    }
}

/// A painted name: theme, cell, and whether drawn at a column's end.
type NameKey = (Theme, Cell, bool);
static NAME_SPRITES: OnceLock<Mutex<HashMap<NameKey, Pixmap>>> = OnceLock::new();

/// Draws the stack on `cell`. Each distinct look (pieces, obstacle, theme) is painted
/// once into a sprite and then copied: stacks repeat a lot within and across images,
/// and the copy is much cheaper than re-rasterising rings and letters. Going through the
/// sprite every time (cached or not) keeps the output identical either way.
pub fn draw_stack(
    canvas: &mut Canvas,
    layout: &Layout,
    theme: Theme,
    cell: Cell,
    stack: Stack,
    max_height: usize,
) {
    if stack.is_empty() {
        return;
    }
    type Key = (Theme, Stack, bool);
    static SPRITES: OnceLock<Mutex<HashMap<Key, Pixmap>>> = OnceLock::new();
    let r = layout.stack_radius;
    // Room for the shadow, the obstacle ring and the badge around the disc.
    let half = (r * 1.5).ceil();
    let obstacle = stack.height() == max_height;
    let mut sprites = SPRITES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if sprites.len() > 4096 {
        sprites.clear();
    }
    let sprite = sprites.entry((theme, stack, obstacle)).or_insert_with(|| {
        let side = 2 * half as u32 + 1;
        let mut sprite = Canvas::new(side, side, tiny_skia::Color::TRANSPARENT);
        let centre = half + 0.5;
        paint_stack(
            &mut sprite,
            &theme.palette(),
            centre,
            centre,
            r,
            stack,
            obstacle,
        );
        sprite.pixmap
    });
    let (x, y) = layout.centre(cell);
    canvas.blit(sprite, (x - half - 0.5) as i32, (y - half - 0.5) as i32);
}

/// One stack seen from above: the top piece as a full-size disc with its letter (the
/// same size whatever the height), and for a stack of two or more the pieces below it
/// as a column of equal segments on the disc's right edge, bottom piece at the bottom,
/// like the stack seen from the side; the height in a badge on top.
fn paint_stack(
    canvas: &mut Canvas,
    palette: &Palette,
    x: f32,
    y: f32,
    r: f32,
    stack: Stack,
    obstacle: bool,
) {
    let height = stack.height();
    let Some(top) = stack.top() else {
        return;
    };
    canvas.fill_circle(x + r * 0.05, y + r * 0.10, r + 1.0, palette.shadow);
    if obstacle {
        // A stack at the variant's maximum can never move again: an obstacle.
        canvas.stroke_circle(
            x,
            y,
            r + r * 0.13,
            r * 0.09,
            palette.obstacle,
            Some(&[r * 0.16, r * 0.11]),
        );
    }
    let style = piece_style(top);
    canvas.fill_circle(x, y, r, style.fill);
    canvas.stroke_circle(x, y, r - 0.8, 2.0, style.edge, None);
    // On a stack, a little left of centre, clear of the column on the right.
    let face_x = if height >= 2 { x - r * 0.12 } else { x };
    match top {
        Piece::Joker => draw_joker_face(canvas, face_x, y, r * 0.9),
        Piece::Colour(colour) => {
            let letter = colour.letter().to_string();
            let letter_style = Style::new(r * 0.95, Weight::Bold, style.ink);
            text::draw(canvas, &letter, face_x, y, Anchor::Centre, letter_style);
        }
    }
    if height >= 2 {
        let below: Vec<Piece> = stack.pieces().take(height - 1).collect();
        let column = StackColumn::beside(x, y, r, below.len());
        column.paint(canvas, palette, &below);
        draw_height_badge(canvas, palette, face_x, y - r * 0.92, r, height);
    }
}

/// Where the column of a stack's lower pieces goes: a rounded bar straddling the right
/// edge of the disc, split into one equal segment per piece.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StackColumn {
    pub left: f32,
    pub top: f32,
    pub width: f32,
    /// Height of one segment.
    pub segment: f32,
    pub count: usize,
}

impl StackColumn {
    /// The column for `count` pieces beside a disc of radius `r` centred on `(x, y)`.
    /// Segments are 0.5 r high, less from four pieces on so that the column stays within
    /// 1.6 r, clear of the neighbouring stacks.
    pub fn beside(x: f32, y: f32, r: f32, count: usize) -> StackColumn {
        let segment = (r * 1.6 / count.max(1) as f32).min(r * 0.5);
        let total = segment * count as f32;
        StackColumn {
            left: x + r * 0.64,
            top: y - total / 2.0,
            width: r * 0.74,
            segment,
            count,
        }
    }

    /// Centre of segment `level` (0 = bottom piece).
    pub fn segment_centre(&self, level: usize) -> (f32, f32) {
        let from_top = self.count - 1 - level;
        (
            self.left + self.width / 2.0,
            self.top + self.segment * (from_top as f32 + 0.5),
        )
    }

    /// Draws `pieces` (bottom first) into the column, with a dark outline that reads on
    /// the disc, on the board and on ivory segments alike.
    pub fn paint(&self, canvas: &mut Canvas, palette: &Palette, pieces: &[Piece]) {
        let total = self.segment * self.count as f32;
        let corner = self.width * 0.22;
        let Some(outer) = tiny_skia::Rect::from_xywh(self.left, self.top, self.width, total) else {
            return;
        };
        let shadow = tiny_skia::Rect::from_xywh(
            self.left + 0.5,
            self.top + 1.5,
            self.width + 2.0,
            total + 2.0,
        );
        if let Some(shadow) = shadow {
            canvas.fill_rounded_rect(shadow, corner, palette.shadow);
        }
        canvas.fill_rounded_rect(outer, corner, palette.column_edge);
        let inset = 2.0;
        for (level, &piece) in pieces.iter().enumerate() {
            let (cx, cy) = self.segment_centre(level);
            let first = level == 0;
            let last = level + 1 == pieces.len();
            // Segments are separated by 1.5 px of the outline colour.
            let top_gap = if last { inset } else { 0.75 };
            let bottom_gap = if first { inset } else { 0.75 };
            let half = self.segment / 2.0;
            let rect = tiny_skia::Rect::from_ltrb(
                self.left + inset,
                cy - half + top_gap,
                self.left + self.width - inset,
                cy + half - bottom_gap,
            );
            let Some(rect) = rect else { continue };
            let radius = if first || last { corner - inset } else { 0.0 };
            let style = piece_style(piece);
            canvas.fill_rounded_rect(rect, radius.max(0.0), style.fill);
            if piece == Piece::Joker {
                // Ivory and joker are close in colour: the joker keeps its star.
                if let Some(star) = star_path(cx, cy + 0.5, self.segment * 0.42) {
                    canvas.fill_path(&star, joker_star());
                }
            }
        }
    }
}

/// The grey of the joker's star, on the board and in a stack's column.
fn joker_star() -> tiny_skia::Color {
    tiny_skia::Color::from_rgba8(0x6E, 0x78, 0x88, 255)
}

/// A joker on top: white, mottled with grey speckles, with a star, so it is never
/// mistaken for ivory.
fn draw_joker_face(canvas: &mut Canvas, x: f32, y: f32, radius: f32) {
    let salt = 5;
    let speckle = [
        with_alpha(tiny_skia::Color::from_rgba8(0x9A, 0xA3, 0xB0, 255), 150),
        with_alpha(tiny_skia::Color::from_rgba8(0xC5, 0xCB, 0xD4, 255), 200),
    ];
    // A sunflower spiral spreads the speckles evenly.
    let count = 26;
    let turn = salt as f32 * 0.9;
    for i in 0..count {
        let t = (i as f32 + 0.5) / count as f32;
        let angle = i as f32 * 2.399_963 + turn;
        let dist = t.sqrt() * radius * 0.86;
        let dot = radius * (0.05 + 0.04 * ((i * 7 + salt) % 3) as f32);
        canvas.fill_circle(
            x + dist * angle.cos(),
            y + dist * angle.sin(),
            dot,
            speckle[i % 2],
        );
    }
    if let Some(star) = star_path(x, y + radius * 0.04, radius * 0.55) {
        canvas.fill_path(&star, joker_star());
    }
}

fn draw_height_badge(
    canvas: &mut Canvas,
    palette: &Palette,
    x: f32,
    y: f32,
    r: f32,
    height: usize,
) {
    let (bx, by) = (x, y);
    let br = r * 0.34;
    canvas.fill_circle(bx, by, br + 2.0, palette.board);
    canvas.fill_circle(bx, by, br, palette.badge);
    let style = Style::new(br * 1.45, Weight::Bold, palette.badge_ink);
    text::draw(canvas, &height.to_string(), bx, by, Anchor::Centre, style);
}

/// Under the stacks: a glow where the last move landed.
pub fn draw_last_move_glow(canvas: &mut Canvas, layout: &Layout, palette: &Palette, to: Cell) {
    let (x, y) = layout.centre(to);
    let r = layout.stack_radius;
    canvas.fill_circle(x, y, r * 1.14, with_alpha(palette.last_move, 110));
    canvas.stroke_circle(x, y, r * 1.08, r * 0.11, palette.last_move, None);
}

/// Under the stacks: the emptied origin, the LYNGK points passed, and the arrow.
pub fn draw_last_move(canvas: &mut Canvas, layout: &Layout, palette: &Palette, path: &[Cell]) {
    let r = layout.stack_radius;
    let (Some(&from), Some(&to)) = (path.first(), path.last()) else {
        return;
    };
    let (fx, fy) = layout.centre(from);
    canvas.fill_circle(fx, fy, r * 0.62, with_alpha(palette.last_move, 70));
    canvas.stroke_circle(
        fx,
        fy,
        r * 0.62,
        r * 0.10,
        palette.last_move,
        Some(&[r * 0.22, r * 0.14]),
    );
    for &point in &path[1..path.len() - 1] {
        let (px, py) = layout.centre(point);
        canvas.stroke_circle(px, py, r * 1.12, r * 0.10, palette.casing, None);
        canvas.stroke_circle(px, py, r * 1.12, r * 0.06, palette.last_move, None);
    }
    let mut points: Vec<(f32, f32)> = path.iter().map(|&c| layout.centre(c)).collect();
    // Start at the origin's rim and stop at the landing stack's edge, or beyond the
    // column of its lower pieces when coming from the right, so its tip stays visible.
    let n = points.len();
    points[0] = towards(points[0], points[1], r * 0.62);
    let (tx, ty) = layout.centre(to);
    let from_right = points[n - 2].0 > tx + 1.0;
    let stop = if from_right { r * 1.42 } else { r * 1.02 };
    points[n - 1] = towards((tx, ty), points[n - 2], stop);
    canvas.arrow(&points, r * 0.17, palette.last_move, palette.casing);
}

/// `from` moved `distance` pixels towards `to`.
fn towards(from: (f32, f32), to: (f32, f32), distance: f32) -> (f32, f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    (from.0 + dx / len * distance, from.1 + dy / len * distance)
}

/// Under the stacks: the legal landings of the stack on `from`, a ring around each and a
/// dashed ring on `from`. Drawn below the stacks so height badges stay readable.
pub fn draw_overlay(
    canvas: &mut Canvas,
    layout: &Layout,
    palette: &Palette,
    from: Cell,
    landings: CellSet,
) {
    let r = layout.stack_radius;
    let (fx, fy) = layout.centre(from);
    canvas.stroke_circle(
        fx,
        fy,
        r * 1.08,
        r * 0.11,
        palette.overlay,
        Some(&[r * 0.25, r * 0.15]),
    );
    for cell in landings {
        let (x, y) = layout.centre(cell);
        canvas.fill_circle(x, y, r * 1.14, palette.overlay);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A label's box: left, top, right, bottom.
    type Box4 = (f32, f32, f32, f32);

    fn label_box(text: &str, x: f32, y: f32) -> Box4 {
        let half_w = text::measure(text, LABEL_SIZE, Weight::Bold) / 2.0;
        let half_h = text::cap_height(LABEL_SIZE, Weight::Bold) / 2.0 + 2.0;
        (x - half_w, y - half_h, x + half_w, y + half_h)
    }

    fn box_hits_circle(b: Box4, cx: f32, cy: f32, radius: f32) -> bool {
        let nx = cx.clamp(b.0, b.2);
        let ny = cy.clamp(b.1, b.3);
        (nx - cx).powi(2) + (ny - cy).powi(2) < radius * radius
    }

    fn boxes_overlap(a: Box4, b: Box4) -> bool {
        a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
    }

    /// Whether anything of the tallest stack drawn on `cell` (disc and shadow, obstacle
    /// ring, column, badge) touches `b`.
    fn hits_stack(layout: &Layout, cell: Cell, b: Box4) -> bool {
        let (x, y) = layout.centre(cell);
        let r = layout.stack_radius;
        let column = StackColumn::beside(x, y, r, 5);
        let column_box = (
            column.left,
            column.top,
            column.left + column.width + 2.0,
            column.top + column.segment * 5.0 + 2.5,
        );
        box_hits_circle(b, x, y, r * 1.2)
            || boxes_overlap(b, column_box)
            || box_hits_circle(b, x - r * 0.12, y - r * 0.92, r * 0.34 + 2.0)
    }

    #[test]
    fn empty_cell_names_never_touch_a_neighbouring_stack() {
        let layout = Layout::new(0.0);
        for cell in Cell::ALL {
            let (x, y) = layout.centre(cell);
            let b = label_box(&cell.to_string(), x, y);
            for other in Cell::ALL.into_iter().filter(|&c| c != cell) {
                assert!(!hits_stack(&layout, other, b), "{cell} label hits {other}");
            }
        }
    }

    #[test]
    fn each_end_name_is_on_its_columns_line_beyond_its_cell_and_clear_of_every_stack() {
        let layout = Layout::new(0.0);
        let ends: Vec<(Cell, bool)> = column_ends().collect();
        assert_eq!(ends.len(), 16, "both ends of B..H, one of A and I");
        let mut boxes = Vec::new();
        for &(cell, above) in &ends {
            let (x, y) = layout.end_name_centre(cell, above);
            // On the line of the column's cells (RULES §2: columns are vertical) ...
            let column: Vec<Cell> = Cell::ALL
                .into_iter()
                .filter(|c| c.column() == cell.column())
                .collect();
            for other in &column {
                assert!(
                    (layout.centre(*other).0 - x).abs() < 0.01,
                    "{cell} off its column"
                );
            }
            // ... beyond its end: above the top cell, below the bottom one.
            let (_, cy) = layout.centre(cell);
            let past_all = column.iter().all(|c| {
                let (_, oy) = layout.centre(*c);
                if above {
                    y < oy
                } else {
                    y > oy
                }
            });
            assert!(past_all, "{cell} name not beyond the column's end");
            assert!(
                (y - cy).abs() < layout.spacing,
                "{cell} name far from its cell"
            );
            let b = label_box(&cell.to_string(), x, y);
            assert!(
                b.0 >= 0.0 && b.2 <= layout.width as f32 && b.1 >= 0.0,
                "{cell} name off the image"
            );
            assert!(b.3 <= layout.height as f32, "{cell} name off the image");
            for other in Cell::ALL {
                assert!(!hits_stack(&layout, other, b), "{cell} name hits {other}");
            }
            boxes.push((cell, b));
        }
        for (i, (a, box_a)) in boxes.iter().enumerate() {
            for (b, box_b) in &boxes[i + 1..] {
                assert!(!boxes_overlap(*box_a, *box_b), "{a} and {b} names overlap");
            }
        }
    }
}
