//! The board itself: the star, the lattice, the names, the stacks, the last turn and
//! the landing overlay.

use crate::draw::{star_path, Canvas};
use crate::layout::Layout;
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::{piece_style, with_alpha, Palette, Theme};
use lyngk_rules::{Cell, CellSet, Direction, Piece, Stack};
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
        draw_cell_names(&mut layer, &board_layout, &palette);
        layer.pixmap
    });
    // Both are opaque and equally wide, so a byte copy is an exact paste.
    let offset = layout.header_rows() as usize * layout.width as usize * 4;
    let data = canvas.pixmap.data_mut();
    data[offset..offset + board.data().len()].copy_from_slice(board.data());
}

/// Paper, star, lattice lines, intersection dots and column letters.
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

    let letter_style = Style::new(s * 0.24, Weight::Bold, palette.label);
    for column in 0..9u8 {
        let (x, _) = layout.lattice_point(f32::from(column), 0.0);
        let letter = char::from(b'A' + column).to_string();
        for below in [true, false] {
            let y = layout.column_letter_y(below);
            text::draw(canvas, &letter, x, y, Anchor::Centre, letter_style);
        }
    }
}

/// Every cell's name, just right of its intersection (the gap between the lattice lines
/// at ±30°), clear of the stack's disc and height badge.
fn draw_cell_names(canvas: &mut Canvas, layout: &Layout, palette: &Palette) {
    let style =
        Style::new(layout.spacing * 0.165, Weight::Bold, palette.label).with_halo(palette.halo);
    for cell in Cell::ALL {
        let (x, y) = layout.centre(cell);
        let name = cell.to_string();
        let left = x + layout.stack_radius * 1.17;
        text::draw(canvas, &name, left, y, Anchor::Left, style);
    }
}

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
    let half = (r * 1.22).ceil();
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

/// One stack seen from above as a stepped pyramid: the bottom piece is the outer ring,
/// each piece above a ring further in, the top piece the centre disc with its letter.
/// Rings have a fixed width, so a taller stack shows a thicker rim and a smaller top,
/// and the height is also printed in a badge.
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
    if height == 0 {
        return;
    }
    let rim = r * 0.125;
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
    let mut top_radius = r;
    for (level, piece) in stack.pieces().enumerate() {
        let radius = r - level as f32 * rim;
        let style = piece_style(piece);
        canvas.fill_circle(x, y, radius, style.fill);
        canvas.stroke_circle(x, y, radius - 0.6, 1.6, style.edge, None);
        if piece == Piece::Joker && level + 1 < height {
            // A joker inside a stack: a dotted band tells it from ivory.
            canvas.stroke_circle(
                x,
                y,
                radius - rim / 2.0,
                rim * 0.38,
                style.ink,
                Some(&[0.1, rim * 0.75]),
            );
        }
        top_radius = radius;
    }
    let top = stack.top().expect("non-empty stack has a top");
    let style = piece_style(top);
    match top {
        Piece::Joker => draw_joker_face(canvas, x, y, top_radius),
        Piece::Colour(colour) => {
            let size = (top_radius * 1.05).min(r * 0.78);
            let letter = colour.letter().to_string();
            let letter_style = Style::new(size, Weight::Bold, style.ink);
            text::draw(canvas, &letter, x, y, Anchor::Centre, letter_style);
        }
    }
    if height >= 2 {
        draw_height_badge(canvas, palette, x, y, r, height);
    }
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
        canvas.fill_path(&star, tiny_skia::Color::from_rgba8(0x6E, 0x78, 0x88, 255));
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
    let (bx, by) = (x + r * 0.74, y - r * 0.74);
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

/// Over the stacks: the emptied origin, the LYNGK points passed, and the arrow.
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
    // Start at the origin's rim and stop at the landing stack's edge so the arrow never
    // hides the letter of the stack it lands on.
    let n = points.len();
    points[0] = towards(points[0], points[1], r * 0.62);
    let (tx, ty) = layout.centre(to);
    points[n - 1] = towards((tx, ty), points[n - 2], r * 1.02);
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
