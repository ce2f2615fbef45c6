//! Table images (league standings, leaderboards): a title, an optional subtitle and a
//! card with a header row and up to [`MAX_ROWS`] shaded rows, the rows that move up or
//! down at a season's end tinted and marked with a triangle in the left margin. 800 px wide, the height
//! follows the row count; text is large enough to read when Discord shows it at 400 px.

use crate::draw::Canvas;
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::Theme;
use crate::Encoding;
use tiny_skia::{Color, Rect};

/// At most this many rows are drawn; further rows are left out.
pub const MAX_ROWS: usize = 20;
/// Image width in px.
pub const WIDTH: u32 = 800;

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 28.0;
const SUBTITLE_SIZE: f32 = 18.0;
const TITLE_BLOCK: f32 = 52.0;
const SUBTITLE_BLOCK: f32 = 28.0;
const HEADER_HEIGHT: f32 = 44.0;
const ROW_HEIGHT: f32 = 40.0;
const CELL_SIZE: f32 = 21.0;
const HEADER_SIZE: f32 = 18.0;
/// Space left and right of a cell's text.
const PAD: f32 = 12.0;

/// How a column's cells line up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// One column: its header and alignment.
#[derive(Clone, Debug)]
pub struct Column<'a> {
    pub header: &'a str,
    pub align: Align,
}

impl<'a> Column<'a> {
    pub fn left(header: &'a str) -> Column<'a> {
        Column {
            header,
            align: Align::Left,
        }
    }

    pub fn right(header: &'a str) -> Column<'a> {
        Column {
            header,
            align: Align::Right,
        }
    }
}

/// Everything a table image shows. The first column is drawn in bold (the rank).
#[derive(Clone, Debug)]
pub struct TableView<'a> {
    pub title: &'a str,
    pub subtitle: Option<&'a str>,
    pub columns: Vec<Column<'a>>,
    /// Cells row by row; a row shorter than `columns` leaves the rest empty.
    pub rows: Vec<Vec<String>>,
    /// Rows (indices into `rows`) drawn with an accent, e.g. the leader or the caller.
    pub highlight_rows: Vec<usize>,
    /// The rows that move up and down at the season's end, marked as such.
    pub zones: Zones,
}

/// How many rows at the top of a table move up (promotion) and at its bottom move down
/// (relegation): each such row is tinted and marked in the margin with a triangle
/// pointing the way it moves (green up, red down; the shape tells them apart without
/// colour).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Zones {
    pub up: usize,
    pub down: usize,
}

/// Which way row `index` of `rows` rows moves, if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
}

impl Zones {
    /// Which way row `index` of a table of `rows` rows moves; the top zone wins where
    /// the two would overlap.
    pub fn of_row(self, index: usize, rows: usize) -> Option<Move> {
        if index < self.up {
            Some(Move::Up)
        } else if index < rows && index + self.down >= rows {
            Some(Move::Down)
        } else {
            None
        }
    }
}

/// The promotion zone's colour.
const UP: (u8, u8, u8) = (46, 140, 80);
/// The relegation zone's colour.
const DOWN: (u8, u8, u8) = (196, 60, 50);

/// Image height in px for a table of `rows` rows (at most [`MAX_ROWS`] count).
pub fn table_height(rows: usize, subtitle: bool) -> u32 {
    let top = MARGIN + TITLE_BLOCK + if subtitle { SUBTITLE_BLOCK } else { 0.0 };
    let body = HEADER_HEIGHT + ROW_HEIGHT * rows.min(MAX_ROWS) as f32;
    (top + body + MARGIN).ceil() as u32
}

/// The centre of the zone mark of row `index` (see [`Zones`]) in a table image with or
/// without a subtitle: where a test or tool looks for it.
pub fn zone_mark_centre(index: usize, subtitle: bool) -> (f32, f32) {
    let top = MARGIN + TITLE_BLOCK + if subtitle { SUBTITLE_BLOCK } else { 0.0 };
    let y = top + HEADER_HEIGHT + ROW_HEIGHT * (index as f32 + 0.5);
    (MARGIN / 2.0, y)
}

/// Column widths: each fits its widest cell; the room left over goes to the widest
/// left-aligned column (the names), which is also the one cut when room is short.
fn column_widths(table: &TableView, available: f32) -> Vec<f32> {
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let mut widths: Vec<f32> = table
        .columns
        .iter()
        .enumerate()
        .map(|(i, column)| {
            let header = text::measure(column.header, HEADER_SIZE, Weight::Bold);
            rows.iter()
                .filter_map(|row| row.get(i))
                // A cell wider than the card is cut anyway; a huge one is not read to its end.
                .map(|cell| text::measure_up_to(cell, CELL_SIZE, Weight::Bold, available))
                .fold(header, f32::max)
                + 2.0 * PAD
        })
        .collect();
    let flexible = table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| c.align == Align::Left)
        .max_by(|(a, _), (b, _)| widths[*a].total_cmp(&widths[*b]))
        .map(|(i, _)| i)
        .or_else(|| widths.len().checked_sub(1));
    if let Some(i) = flexible {
        let total: f32 = widths.iter().sum();
        widths[i] = (widths[i] + available - total).max(2.0 * PAD + CELL_SIZE);
    }
    widths
}

/// Draws `table` and returns the PNG bytes (800 px wide). Deterministic.
pub fn render_table(table: &TableView, theme: Theme) -> Vec<u8> {
    render_table_with(table, theme, Encoding::DEFAULT)
}

/// For the golden references: the table image with another PNG encoding (same pixels).
#[doc(hidden)]
pub fn render_table_with(table: &TableView, theme: Theme, encoding: Encoding) -> Vec<u8> {
    crate::encode_png(paint_table(table, theme), encoding)
}

fn paint_table(table: &TableView, theme: Theme) -> Canvas {
    let palette = theme.palette();
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let height = table_height(rows.len(), table.subtitle.is_some());
    let mut canvas = Canvas::new(WIDTH, height, palette.background);
    let width = WIDTH as f32;
    let inner = width - 2.0 * MARGIN;

    let title = text::fit(table.title, inner, TITLE_SIZE, Weight::Bold);
    let mut y = MARGIN + TITLE_BLOCK / 2.0 - 4.0;
    let title_style = Style::new(TITLE_SIZE, Weight::Bold, palette.text);
    text::draw(&mut canvas, &title, MARGIN, y, Anchor::Left, title_style);
    y += TITLE_BLOCK / 2.0 + 4.0;
    if let Some(subtitle) = table.subtitle {
        let subtitle = text::fit(subtitle, inner, SUBTITLE_SIZE, Weight::Regular);
        let style = Style::new(SUBTITLE_SIZE, Weight::Regular, palette.muted);
        text::draw(&mut canvas, &subtitle, MARGIN, y + 6.0, Anchor::Left, style);
        y += SUBTITLE_BLOCK;
    }

    // The card: header band, then the rows.
    let card_height = HEADER_HEIGHT + ROW_HEIGHT * rows.len() as f32;
    if let Some(rect) = Rect::from_xywh(MARGIN, y, inner, card_height) {
        canvas.fill_rounded_rect(rect, 12.0, palette.card);
    }
    if let Some(rect) = Rect::from_xywh(MARGIN, y, inner, HEADER_HEIGHT) {
        canvas.fill_rounded_rect(rect, 12.0, palette.badge);
    }
    if !rows.is_empty() {
        // Square off the header's lower corners where the rows join it.
        if let Some(rect) = Rect::from_xywh(MARGIN, y + HEADER_HEIGHT - 12.0, inner, 12.0) {
            canvas.fill_rounded_rect(rect, 0.0, palette.badge);
        }
    }
    let widths = column_widths(table, inner);
    let header_style = Style::new(HEADER_SIZE, Weight::Bold, palette.badge_ink);
    draw_row(
        &mut canvas,
        table,
        &widths,
        y + HEADER_HEIGHT / 2.0,
        |i| table.columns[i].header.to_string(),
        |_| header_style,
    );
    y += HEADER_HEIGHT;

    // Opaque shades, so that the two rectangles of the last row do not add up.
    let stripe = mix(palette.card, palette.card_edge, 0.43);
    let accent = mix(palette.card, palette.last_move, 0.27);
    for (index, row) in rows.iter().enumerate() {
        let last = index + 1 == rows.len();
        let zone = table.zones.of_row(index, rows.len());
        let fill = if table.highlight_rows.contains(&index) {
            Some(accent)
        } else if let Some(zone) = zone {
            Some(mix(palette.card, zone_colour(zone), 0.16))
        } else if index % 2 == 1 {
            Some(stripe)
        } else {
            None
        };
        if let Some(fill) = fill {
            if let Some(rect) = Rect::from_xywh(MARGIN, y, inner, ROW_HEIGHT) {
                // The last row keeps the card's rounded corners.
                let radius = if last { 12.0 } else { 0.0 };
                canvas.fill_rounded_rect(rect, radius, fill);
                if last {
                    if let Some(top) = Rect::from_xywh(MARGIN, y, inner, ROW_HEIGHT / 2.0) {
                        canvas.fill_rounded_rect(top, 0.0, fill);
                    }
                }
            }
        }
        if let Some(zone) = zone {
            let (_, centre) = zone_mark_centre(index, table.subtitle.is_some());
            draw_zone_mark(&mut canvas, zone, centre);
        }
        draw_row(
            &mut canvas,
            table,
            &widths,
            y + ROW_HEIGHT / 2.0,
            |i| row.get(i).cloned().unwrap_or_default(),
            |i| {
                let weight = if i == 0 || table.highlight_rows.contains(&index) {
                    Weight::Bold
                } else {
                    Weight::Regular
                };
                Style::new(CELL_SIZE, weight, palette.text)
            },
        );
        y += ROW_HEIGHT;
    }
    if let Some(rect) = Rect::from_xywh(MARGIN, y - card_height, inner, card_height) {
        canvas.stroke_rounded_rect(rect, 12.0, 1.5, palette.card_edge);
    }
    canvas
}

fn zone_colour(zone: Move) -> Color {
    let (r, g, b) = match zone {
        Move::Up => UP,
        Move::Down => DOWN,
    };
    Color::from_rgba8(r, g, b, 255)
}

/// The triangle in the left margin of a row centred on `y`: pointing up for a row that
/// moves up, down for one that moves down.
fn draw_zone_mark(canvas: &mut Canvas, zone: Move, y: f32) {
    let (x, half) = (MARGIN / 2.0, 7.0);
    let points = match zone {
        Move::Up => [
            (x - half, y + half * 0.8),
            (x + half, y + half * 0.8),
            (x, y - half),
        ],
        Move::Down => [
            (x - half, y - half * 0.8),
            (x + half, y - half * 0.8),
            (x, y + half),
        ],
    };
    canvas.fill_polygon(&points, zone_colour(zone));
}

/// One line of cells centred on `y`.
fn draw_row(
    canvas: &mut Canvas,
    table: &TableView,
    widths: &[f32],
    y: f32,
    cell: impl Fn(usize) -> String,
    style: impl Fn(usize) -> Style,
) {
    let mut x = MARGIN;
    for (i, (column, width)) in table.columns.iter().zip(widths).enumerate() {
        let style = style(i);
        let content = text::fit(&cell(i), width - 2.0 * PAD, style.size, style.weight);
        match column.align {
            Align::Left => text::draw(canvas, &content, x + PAD, y, Anchor::Left, style),
            Align::Right => text::draw(canvas, &content, x + width - PAD, y, Anchor::Right, style),
        };
        x += width;
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
