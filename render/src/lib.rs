//! # lyngk-render
//!
//! LYNGK board images: a pure function from a position plus display context to PNG
//! bytes. The same [`View`] and [`Theme`] always give byte-identical PNGs.
//!
//! ```
//! use lyngk_render::{render, Theme, View};
//! use lyngk_rules::{Setup, Variant};
//!
//! let position = Setup::from_seed(7, Variant::Standard).position;
//! let png = render(&View::new(&position, ["Alice", "Bob"]), Theme::Light);
//! assert_eq!(&png[1..4], b"PNG");
//! ```
//!
//! The image is 1000 px wide: a header with a card per player (name, claimed colours,
//! points, whose turn), a status line (turn, variant, neutral colours, last turn), the
//! result and tiebreak at the end, the caller's notes, each player's scored stacks;
//! below it the star board with the name of every empty cell on its intersection and of
//! every occupied end of a column beyond it, each stack as its top piece (a disc of the same size at any height, with
//! its letter) beside a column of the pieces under it (bottom piece at the bottom,
//! height in a badge), the last move's arrow under the stacks through any LYNGK points,
//! and optionally one stack's legal landings.

mod bidi;
mod board;
mod bracket;
mod chart;
mod describe;
mod draw;
mod ladder;
mod layout;
mod panel;
mod replay;
mod table;
mod text;
mod theme;
mod words;

pub use bidi::isolate_name;
pub use bracket::{
    bracket_size, render_bracket, render_bracket_with, BracketMatch, BracketRound, BracketSide,
    BracketView, BRACKET_NAME_SIZE, MAX_FIRST_ROUND_MATCHES, ROUNDS_PER_BAND,
};
pub use chart::{chart_title_fits, render_eval_chart, EvalChart};
pub use describe::{describe, describe_table, DESCRIPTION_LIMIT};
pub use ladder::{
    ladder_height, render_ladder, render_ladder_with, LadderView, Rung, RungChallenge,
    LADDER_WIDTH, MAX_RUNGS,
};
pub use replay::{
    render_replay, replay_cell_centre, ReplayError, ReplayGif, ReplayRequest, DEFAULT_BYTE_BUDGET,
    MAX_REPLAYS_AT_ONCE,
};
pub use table::{
    render_table, render_table_with, table_height, zone_mark_centre, Align, Column, Move,
    TableView, Zones, MAX_ROWS,
};
pub use text::{laid_out, PlacedGlyph};
pub use theme::Theme;

/// The result line the header of `view` draws once the game is over ("Kris resigned;
/// Ada wins"), in the view's words; `None` while it goes on.
pub fn result_line(view: &View) -> Option<String> {
    panel::result_text(view)
}
pub use words::{English, Words};

use draw::Canvas;
use lyngk_rules::{
    Cell, Game, LpnError, Outcome, Player, Position, Setup, Stack, Turn, TurnParseError,
};

/// Everything one image shows.
#[derive(Clone, Debug)]
pub struct View<'a> {
    pub position: &'a Position,
    /// Display names of player 1 and player 2.
    pub players: [&'a str; 2],
    /// The turn that led to `position`, highlighted on the board.
    pub last_turn: Option<Turn>,
    /// Who played `last_turn`; `None`: the player not to move now, which is wrong
    /// when forced passes followed the turn.
    pub last_mover: Option<Player>,
    /// The LYNGK chain path of the last move, origin..landing; see [`chain_path`].
    /// Without it the arrow goes straight from origin to landing.
    pub last_path: Option<Vec<Cell>>,
    /// Show this stack's legal landings ("where can C3 go?").
    pub overlay_from: Option<Cell>,
    /// The turn shown, see [`shown_turn`] (1 on a start position).
    pub turn_number: usize,
    /// The result; when `None` and the position is over, the renderer works it out.
    pub outcome: Option<Outcome>,
    /// How the game ended when the position does not say it is over (a resignation,
    /// a win on time, an abort): the winner's badge and the result line instead of
    /// whose turn it is.
    pub ending: Option<Ending>,
    /// Extra header lines from the caller, e.g. clocks.
    pub notes: Vec<String>,
    /// The stacks each player has scored (RULES §7), in order, shown in their card;
    /// see [`scored_stacks`]. Points without a stack here show as plain tokens.
    pub scored: [Vec<Stack>; 2],
    /// The words drawn in the image and written in its alt text, in the post's
    /// language; [`English`] unless the caller gives others.
    pub words: &'a dyn Words,
}

impl<'a> View<'a> {
    /// A view of `position` with nothing highlighted, in English.
    pub fn new(position: &'a Position, players: [&'a str; 2]) -> View<'a> {
        View {
            position,
            players,
            last_turn: None,
            last_mover: None,
            last_path: None,
            overlay_from: None,
            turn_number: 1,
            outcome: None,
            ending: None,
            notes: Vec::new(),
            scored: [Vec::new(), Vec::new()],
            words: &English,
        }
    }
}

/// How a game ended other than by the rules (RULES 8, 9): the position alone shows a
/// game that could go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The loser resigned.
    Resigned { winner: Player },
    /// The loser ran out of time.
    OnTime { winner: Player },
    /// Voided because the first player never moved: no winner.
    Aborted,
}

impl Ending {
    /// The winning player, if there is one.
    pub fn winner(self) -> Option<Player> {
        match self {
            Ending::Resigned { winner } | Ending::OnTime { winner } => Some(winner),
            Ending::Aborted => None,
        }
    }
}

/// The turn number every board, replay frame and text shows after `plies` turns
/// (automatic passes included): the turn being played, 1 before the first move; once
/// the rules end the game (`over_by_rules`), the last turn played. A game that ends
/// otherwise (a resignation, the clock) keeps the number of the turn it ended in.
pub fn shown_turn(plies: usize, over_by_rules: bool) -> usize {
    match over_by_rules {
        true => plies.max(1),
        false => plies + 1,
    }
}

/// The stacks each player scored in `game`, in the order they were removed: the
/// position keeps only the points, so the game is replayed and every turn that adds a
/// point contributes the stack it completed (RULES §7).
pub fn scored_stacks(game: &Game) -> [Vec<Stack>; 2] {
    let mut scored = [Vec::new(), Vec::new()];
    let mut position = Setup::from_seed(game.seed(), game.variant()).position;
    for &turn in game.turns() {
        if let Some((player, stack)) = scored_in_turn(&position, turn) {
            scored[player.index()].push(stack);
        }
        position = position.play_unchecked(turn);
    }
    scored
}

/// The stack `turn` completes and removes from `before`, and who scores it, if any.
fn scored_in_turn(before: &Position, turn: Turn) -> Option<(Player, Stack)> {
    let mover = before.to_move();
    let after = before.play_unchecked(turn);
    if after.points(mover) <= before.points(mover) {
        return None;
    }
    let (from, to) = turn.cells()?;
    let pieces: Vec<_> = before
        .stack(to)
        .pieces()
        .chain(before.stack(from).pieces())
        .collect();
    Some((mover, Stack::from_pieces(&pieces)?))
}

/// The cells the move of `turn` passes through, origin..landing, including the LYNGK
/// points of a chain: the path of [`Position::effect`]. Call it with the position
/// BEFORE the turn. `None` for a pass or an illegal turn.
pub fn chain_path(before: &Position, turn: Turn) -> Option<Vec<Cell>> {
    let path = before.effect(turn).ok()?.path;
    (!path.is_empty()).then_some(path)
}

/// Why [`render_lpn`] could not draw.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("bad position: {0}")]
    Position(#[from] LpnError),
    #[error("bad last turn: {0}")]
    Turn(#[from] TurnParseError),
    #[error("bad cell: {0}")]
    Cell(#[from] lyngk_rules::CellError),
}

/// Options for [`render_lpn`], the entry point for a command line.
#[derive(Clone, Debug, Default)]
pub struct LpnRequest<'a> {
    /// The position in LPN (after the last turn).
    pub lpn: &'a str,
    /// The last turn as text (`C3-D4`, `R:C3-D4`). Only origin and landing are known
    /// from the position after it, so the arrow is straight.
    pub last: Option<&'a str>,
    /// Show this cell's legal landings, e.g. `C3`.
    pub overlay: Option<&'a str>,
    pub players: [&'a str; 2],
    /// The turn number shown (an LPN does not record it; see [`shown_turn`]); `None`:
    /// 1, as for a start position.
    pub turn: Option<usize>,
    pub theme: Theme,
}

/// Parses an LPN and optional last turn and renders it: `lyngk render '<LPN>'`.
pub fn render_lpn(request: &LpnRequest) -> Result<Vec<u8>, RenderError> {
    let position: Position = request.lpn.parse()?;
    let last_turn = request.last.map(str::parse::<Turn>).transpose()?;
    let overlay_from = request.overlay.map(str::parse::<Cell>).transpose()?;
    let view = View {
        last_turn,
        overlay_from,
        turn_number: request.turn.unwrap_or(1),
        ..View::new(&position, request.players)
    };
    Ok(render(&view, request.theme))
}

/// Draws `view` and returns the PNG bytes (about 1000 px wide). Deterministic.
pub fn render(view: &View, theme: Theme) -> Vec<u8> {
    render_with(view, theme, Encoding::DEFAULT)
}

/// Draws `view` into a canvas (the PNG encoding is separate so it can be measured).
fn paint(view: &View, theme: Theme) -> Canvas {
    paint_with_header(view, theme, panel::height(view))
}

/// Draws `view` with a header band of `header` pixels (at least the view's own; a
/// replay gives all its frames the tallest so that the board stays put).
fn paint_with_header(view: &View, theme: Theme, header: f32) -> Canvas {
    debug_assert!(panel::height(view) <= header);
    let palette = theme.palette();
    let layout = layout::Layout::new(header);
    let mut canvas = Canvas::new(layout.width, layout.height, palette.background);
    let position = view.position;

    // The empty board never changes: it is drawn once per theme and copied in.
    board::paste_board(&mut canvas, &layout, theme);
    let moved = view.last_turn.and_then(Turn::cells);
    if let Some((_, to)) = moved {
        board::draw_last_move_glow(&mut canvas, &layout, &palette, to);
    }
    if let Some(from) = view.overlay_from {
        board::draw_overlay(
            &mut canvas,
            &layout,
            &palette,
            from,
            position.landings(from),
        );
    }
    if let Some((from, to)) = moved {
        let path = match &view.last_path {
            Some(path) if path.len() >= 2 && path[0] == from && path[path.len() - 1] == to => {
                path.clone()
            }
            _ => vec![from, to],
        };
        // Under the stacks: it crosses only empty cells and the LYNGK points, whose
        // letters stay on top of it.
        board::draw_last_move(&mut canvas, &layout, &palette, &path);
    }
    let max_height = position.variant().max_height();
    for cell in Cell::ALL {
        board::draw_stack(
            &mut canvas,
            &layout,
            theme,
            cell,
            position.stack(cell),
            max_height,
        );
    }
    board::draw_cell_names(&mut canvas, &layout, &palette, theme, position);
    panel::draw(&mut canvas, view, &palette, layout.width as f32);
    canvas
}

/// How [`render`] compresses the PNG. The image is stored losslessly as 8-bit RGB, so
/// the encoding changes the size and the time, never the pixels.
///
/// The default, zlib level 1 (zlib-rs) without a row filter, is the measured sweet spot
/// for these pictures (large flat areas, thin anti-aliased edges, repeated shapes): a
/// mid-game board is about 218 KB, encoded in about 2.9 ms (the fdeflate `Fast` mode
/// used before: 336 KB in 2.4 ms). Row filters (Sub, Up, Paeth) turn the flat areas
/// into zeros but the anti-aliased edges into noise, which costs more at this level
/// than it saves; level 2 is 198 KB in 4.2 ms, level 6 165 KB in 10 ms. An indexed
/// (palette) PNG would be about half the size, but a board has some 3,000 colours, so
/// a palette changes anti-aliased pixels; lossless RGB already meets the size bound.
/// `cargo run --release -p lyngk-render --example timing` prints the comparison.
#[derive(Clone, Copy, Debug)]
pub struct Encoding {
    pub deflate: png::DeflateCompression,
    pub filter: png::Filter,
}

impl Encoding {
    /// What [`render`] uses.
    pub const DEFAULT: Encoding = Encoding {
        deflate: png::DeflateCompression::Level(1),
        filter: png::Filter::NoFilter,
    };
}

/// PNG of an opaque canvas, as RGB (the alpha channel would be all 255, and with
/// every pixel opaque the premultiplied values are the plain ones).
fn encode_png(canvas: Canvas, encoding: Encoding) -> Vec<u8> {
    let (width, height) = (canvas.pixmap.width(), canvas.pixmap.height());
    let rgb = rgba_to_rgb(canvas.pixmap.take());
    encode_rgb(width, height, &rgb, encoding)
}

/// Drops the alpha byte of every pixel, in place. Each pixel is moved as a 4-byte word
/// (its alpha lands where the next pixel's red goes, and is overwritten by it): a 3-byte
/// `copy_within` per pixel compiles to a `memmove` call and costs three times as much.
fn rgba_to_rgb(mut data: Vec<u8>) -> Vec<u8> {
    let pixels = data.len() / 4;
    for i in 0..pixels {
        // The destination 3i..3i+4 ends at or before the next source pixel, 4i+4.
        let pixel: [u8; 4] = data[4 * i..4 * i + 4].try_into().expect("4 bytes");
        data[3 * i..3 * i + 4].copy_from_slice(&pixel);
    }
    data.truncate(3 * pixels);
    data
}

/// 8-bit RGB pixels, row by row, as a PNG. Deterministic for a given `encoding`.
#[doc(hidden)]
pub fn encode_rgb(width: u32, height: u32, rgb: &[u8], encoding: Encoding) -> Vec<u8> {
    let mut png = Vec::with_capacity(rgb.len() / 12);
    let mut encoder = png::Encoder::new(&mut png, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(encoding.deflate);
    encoder.set_filter(encoding.filter);
    let mut writer = encoder
        .write_header()
        .expect("encoding into memory cannot fail");
    writer
        .write_image_data(rgb)
        .expect("encoding into memory cannot fail");
    writer.finish().expect("encoding into memory cannot fail");
    png
}

/// For benchmarks, size measurements and the golden references: the rendered image
/// with another PNG encoding (same pixels).
#[doc(hidden)]
pub fn render_with(view: &View, theme: Theme, encoding: Encoding) -> Vec<u8> {
    encode_png(paint(view, theme), encoding)
}

/// Pixel centre of `cell` in the image of `view` (for tests and tools that point at
/// the picture, e.g. to check a colour).
pub fn cell_centre(view: &View, cell: Cell) -> (f32, f32) {
    layout::Layout::new(panel::height(view)).centre(cell)
}

/// Where piece `level` (0 = bottom) of the stack on `cell` is drawn: the top piece
/// on its disc, left of the letter; the pieces below it in the middle of their
/// segment of the column beside the disc. `None` if the stack has no such piece.
pub fn piece_centre(view: &View, cell: Cell, level: usize) -> Option<(f32, f32)> {
    let layout = layout::Layout::new(panel::height(view));
    let height = view.position.stack(cell).height();
    let (x, y) = layout.centre(cell);
    let r = layout.stack_radius;
    if level + 1 == height {
        Some((x - r * 0.62, y))
    } else if level < height {
        Some(board::StackColumn::beside(x, y, r, height - 1).segment_centre(level))
    } else {
        None
    }
}

/// Cap height in pixels of the cell names on the board (empty cells, columns' ends).
pub fn label_cap_height() -> f32 {
    text::cap_height(layout::LABEL_SIZE, text::Weight::Bold)
}

/// Radius in pixels of a stack's disc.
pub fn stack_radius() -> f32 {
    layout::Layout::new(0.0).stack_radius
}

/// The RGB fill of a piece, the same in both themes.
pub fn piece_rgb(piece: lyngk_rules::Piece) -> [u8; 3] {
    Theme::Light.piece_rgb(piece)
}

/// For profiling: the premultiplied RGBA pixels without PNG encoding (opaque, so
/// the same as straight RGBA).
#[doc(hidden)]
pub fn paint_rgba(view: &View, theme: Theme) -> (u32, u32, Vec<u8>) {
    let canvas = paint(view, theme);
    let (w, h) = (canvas.pixmap.width(), canvas.pixmap.height());
    (w, h, canvas.pixmap.take())
}
