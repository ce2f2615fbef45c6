//! Animated replays: a whole game as a GIF. A title frame that tells the story on its
//! own (the final position, the result and how many turns; players with autoplay off
//! see only it), the starting position, one frame per turn with that turn's arrow, and
//! a final frame with the result, held longer.
//!
//! Size: one global palette of 255 colours (the renderer's flat fills and the most
//! common anti-aliased shades; every other colour maps to its nearest), and after the
//! first frame only the rectangle that changed is stored, its unchanged pixels
//! transparent, which LZW packs into almost nothing. If the GIF would still pass the
//! byte budget, the frames are scaled down (1/2, then 1/4), and as a last resort turns
//! are skipped so that a frame shows several of them.
//!
//! Memory: frames are painted one at a time and encoded at once, so a replay holds at
//! most a few pictures whatever the game's length (a picture is about 4 MB), and at
//! most [`MAX_REPLAYS_AT_ONCE`] replays are made at the same time in a process; more
//! wait their turn.

use crate::{chain_path, paint_with_header, panel, scored_in_turn, shown_turn, Ending};
use crate::{Theme, View, Words};
use lyngk_rules::{Cell, Game, Position, Setup, Stack, Turn};
use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Condvar, Mutex};

/// Discord's default upload limit: the budget when the caller knows no other.
pub const DEFAULT_BYTE_BUDGET: usize = 10 * 1024 * 1024;

/// How many replays a process makes at once; each holds a few pictures of about 4 MB.
pub const MAX_REPLAYS_AT_ONCE: usize = 2;

/// Frame times, in hundredths of a second.
const TITLE_DELAY: u16 = 300;
const TURN_DELAY: u16 = 110;
const FINAL_DELAY: u16 = 500;
/// The palette index left transparent: "same as the frame before".
const TRANSPARENT: u8 = 255;
/// Time of each partial frame but the last of one picture, in hundredths of a second.
const SUBFRAME_DELAY: u16 = 2;

/// What to replay and how.
#[derive(Clone, Debug)]
pub struct ReplayRequest<'a> {
    pub game: &'a Game,
    pub players: [&'a str; 2],
    pub theme: Theme,
    /// The GIF must not be larger than this many bytes.
    pub byte_budget: usize,
    /// The words of every frame, in the post's language (e.g. `&English`).
    pub words: &'a dyn Words,
    /// How the game ended when its position does not show it over (resigned, on
    /// time, aborted); `None` for a game played to its end or still going on.
    pub ending: Option<Ending>,
}

/// A replay GIF and how it was made to fit.
#[derive(Clone, Debug)]
pub struct ReplayGif {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// Frames in the GIF (title and final frames included).
    pub frames: usize,
    /// 1, 2 or 4: how much the frames were scaled down to fit the budget.
    pub downscale: u32,
    /// Turns shown per frame (1 unless the budget forced skipping).
    pub turns_per_frame: usize,
}

/// Why a replay could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("the replay needs at least {needed} bytes, over the limit of {budget}")]
    TooLarge { needed: usize, budget: usize },
}

/// The replays being made now, bounded by [`MAX_REPLAYS_AT_ONCE`].
static RUNNING: Mutex<usize> = Mutex::new(0);
static FREED: Condvar = Condvar::new();

/// A place among the replays made at once, given back when dropped.
struct Slot;

impl Slot {
    /// Waits until fewer than [`MAX_REPLAYS_AT_ONCE`] replays are being made.
    fn take() -> Slot {
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        while *running >= MAX_REPLAYS_AT_ONCE {
            running = FREED.wait(running).unwrap_or_else(|e| e.into_inner());
        }
        *running += 1;
        Slot
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        *running -= 1;
        FREED.notify_one();
    }
}

/// The animated GIF of `request.game`. Deterministic.
pub fn render_replay(request: &ReplayRequest) -> Result<ReplayGif, ReplayError> {
    let _slot = Slot::take();
    let mut smallest = usize::MAX;
    for downscale in [1, 2, 4] {
        match encode(request, 1, downscale) {
            Ok(gif) => return Ok(gif),
            Err(needed) => smallest = smallest.min(needed),
        }
    }
    // Still too large (a very small budget): show several turns per frame.
    let turns = request.game.turns().len().max(1);
    let mut step = 2;
    while step <= turns {
        match encode(request, step, 4) {
            Ok(gif) => return Ok(gif),
            Err(needed) => smallest = smallest.min(needed),
        }
        step *= 2;
    }
    Err(ReplayError::TooLarge {
        needed: smallest,
        budget: request.byte_budget,
    })
}

/// One picture of the replay: opaque RGB pixels and how long it shows.
struct Frame {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
    delay: u16,
}

impl Frame {
    /// The frame shrunk by `factor` (1, 2 or 4), each pixel the mean of its block.
    fn scaled(self, factor: u32) -> Frame {
        if factor == 1 {
            return self;
        }
        let (w, h) = (self.width / factor, self.height / factor);
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        let area = factor * factor;
        for y in 0..h {
            for x in 0..w {
                let mut sum = [0u32; 3];
                for dy in 0..factor {
                    let row = ((y * factor + dy) * self.width + x * factor) as usize * 3;
                    for dx in 0..factor as usize {
                        for (c, total) in sum.iter_mut().enumerate() {
                            *total += u32::from(self.rgb[row + dx * 3 + c]);
                        }
                    }
                }
                rgb.extend(sum.map(|s| ((s + area / 2) / area) as u8));
            }
        }
        Frame {
            width: w,
            height: h,
            rgb,
            delay: self.delay,
        }
    }
}

/// The last frame: the game as it stands, its last turn and the result.
fn final_view<'a>(request: &ReplayRequest<'a>) -> View<'a> {
    let game = request.game;
    let turns = game.turns();
    let last = turns.last().copied();
    let last_path = last.and_then(|turn| {
        let before = game.position_before(turns.len() - 1)?;
        chain_path(&before, turn)
    });
    View {
        last_turn: last,
        last_path,
        turn_number: shown_turn(turns.len(), game.outcome().is_some()),
        outcome: game.outcome(),
        ending: request.ending,
        scored: crate::scored_stacks(game),
        words: request.words,
        ..View::new(game.position(), request.players)
    }
}

/// Whether the replayed game is over, by the rules or otherwise.
fn is_finished(request: &ReplayRequest) -> bool {
    request.game.outcome().is_some() || request.ending.is_some()
}

/// The first frame: the last one with a line saying what the replay shows. Its header
/// (result and that line) is the tallest of the replay.
fn title_view<'a>(request: &ReplayRequest<'a>) -> View<'a> {
    let turns = request.game.turns().len();
    let summary = match is_finished(request) {
        true => request.words.replay_finished(turns),
        false => request.words.replay_in_progress(turns),
    };
    View {
        notes: vec![summary],
        ..final_view(request)
    }
}

/// The header height every frame of the replay shares, so that the board stays put.
fn shared_header(request: &ReplayRequest) -> f32 {
    panel::height(&title_view(request))
}

/// Pixel centre of `cell` in every frame of the replay of `request` at full size.
pub fn replay_cell_centre(request: &ReplayRequest, cell: Cell) -> (f32, f32) {
    crate::layout::Layout::new(shared_header(request)).centre(cell)
}

/// What one picture of the replay shows, before it is painted.
enum Shown {
    Title,
    Turn(Box<AfterTurns>),
    Final,
}

/// The position after `plies` turns, the last of them highlighted.
struct AfterTurns {
    position: Position,
    plies: usize,
    last: Option<(Turn, Option<Vec<Cell>>)>,
    scored: [Vec<Stack>; 2],
}

/// The pictures of the replay in order, `step` turns per turn frame: the title, the
/// start, the turns, the final position. Positions are small; the pixels are painted
/// only when a picture is encoded.
fn plan(game: &Game, step: usize) -> Vec<Shown> {
    let turns = game.turns();
    let mut position = Setup::from_seed(game.seed(), game.variant()).position;
    let mut shown = vec![
        Shown::Title,
        Shown::Turn(Box::new(AfterTurns {
            position,
            plies: 0,
            last: None,
            scored: [Vec::new(), Vec::new()],
        })),
    ];
    let mut scored: [Vec<Stack>; 2] = [Vec::new(), Vec::new()];
    for (index, &turn) in turns.iter().enumerate() {
        let path = chain_path(&position, turn);
        if let Some((player, stack)) = scored_in_turn(&position, turn) {
            scored[player.index()].push(stack);
        }
        position = position.play_unchecked(turn);
        let plies = index + 1;
        if plies % step == 0 && plies < turns.len() {
            shown.push(Shown::Turn(Box::new(AfterTurns {
                position,
                plies,
                last: Some((turn, path)),
                scored: scored.clone(),
            })));
        }
    }
    shown.push(Shown::Final);
    shown
}

/// Paints one picture of the replay with the shared header, scaled by `downscale`.
fn paint(request: &ReplayRequest, shown: &Shown, header: f32, downscale: u32) -> Frame {
    let (view, delay) = match shown {
        Shown::Title => (title_view(request), TITLE_DELAY),
        Shown::Final => (final_view(request), FINAL_DELAY),
        Shown::Turn(after) => {
            let AfterTurns {
                position,
                plies,
                last,
                scored,
            } = after.as_ref();
            let (last_turn, last_path) = match last {
                Some((turn, path)) => (Some(*turn), path.clone()),
                None => (None, None),
            };
            let view = View {
                last_turn,
                last_path,
                // A frame inside the game: the turn about to be played, as on the board
                // posted after each turn.
                turn_number: shown_turn(*plies, false),
                scored: scored.clone(),
                words: request.words,
                ..View::new(position, request.players)
            };
            (view, TURN_DELAY)
        }
    };
    let canvas = paint_with_header(&view, request.theme, header);
    Frame {
        width: canvas.pixmap.width(),
        height: canvas.pixmap.height(),
        rgb: crate::rgba_to_rgb(canvas.pixmap.take()),
        delay,
    }
    .scaled(downscale)
}

/// Bytes written into memory up to a budget: past it, writing fails, which stops the
/// encoding of a replay that cannot fit. `wanted` is how many bytes were asked for.
struct Capped {
    bytes: Vec<u8>,
    budget: usize,
    wanted: usize,
}

impl Write for Capped {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.wanted = self.bytes.len() + buf.len();
        if self.wanted > self.budget {
            return Err(std::io::Error::other("over the byte budget"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A palette of up to 255 colours (index 255 stays transparent): the most frequent
/// colours of the first and last frames, sampled.
fn build_palette(frames: &[Frame]) -> Vec<[u8; 3]> {
    let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
    for frame in frames {
        for pixel in frame.rgb.chunks_exact(3).step_by(3) {
            *counts.entry([pixel[0], pixel[1], pixel[2]]).or_default() += 1;
        }
    }
    let mut colours: Vec<([u8; 3], u32)> = counts.into_iter().collect();
    // Most frequent first; ties by colour so the palette is deterministic.
    colours.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    colours.into_iter().take(255).map(|(c, _)| c).collect()
}

/// Maps colours to palette indices, remembering each answer.
struct Quantizer {
    palette: Vec<[u8; 3]>,
    cache: HashMap<[u8; 3], u8>,
    last: ([u8; 3], u8),
}

impl Quantizer {
    fn index(&mut self, colour: [u8; 3]) -> u8 {
        // Neighbouring pixels are mostly the same colour.
        if self.last.0 == colour {
            return self.last.1;
        }
        if let Some(&index) = self.cache.get(&colour) {
            self.last = (colour, index);
            return index;
        }
        let distance = |p: &[u8; 3]| {
            (0..3)
                .map(|i| (i32::from(p[i]) - i32::from(colour[i])).pow(2))
                .sum::<i32>()
        };
        let index = (0..self.palette.len())
            .min_by_key(|&i| distance(&self.palette[i]))
            .unwrap_or(0) as u8;
        self.cache.insert(colour, index);
        self.last = (colour, index);
        index
    }
}

/// Rows of unchanged pixels that split the changes into separate rectangles: the
/// header and the board change apart, and so do the last turn's arrow and this one's.
const BAND_GAP: u32 = 24;

/// The rectangles (left, top, width, height) where `a` and `b` differ: one per band of
/// changed rows, each as narrow as its changes.
fn changed_rects(a: &Frame, b: &Frame) -> Vec<(u32, u32, u32, u32)> {
    let row_bytes = (a.width * 3) as usize;
    fn row(frame: &Frame, y: u32, row_bytes: usize) -> &[u8] {
        let start = y as usize * row_bytes;
        &frame.rgb[start..start + row_bytes]
    }
    let mut rects = Vec::new();
    let mut band: Option<(u32, u32, u32, u32)> = None; // left, top, right, bottom
    for y in 0..a.height {
        let (ra, rb) = (row(a, y, row_bytes), row(b, y, row_bytes));
        if ra == rb {
            if let Some((l, t, r, bottom)) = band {
                if y - bottom > BAND_GAP {
                    rects.push((l, t, r - l + 1, bottom - t + 1));
                    band = None;
                }
            }
            continue;
        }
        let first = (0..a.width).find(|&x| px(ra, x) != px(rb, x)).unwrap_or(0);
        let last = (first..a.width)
            .rev()
            .find(|&x| px(ra, x) != px(rb, x))
            .unwrap_or(first);
        band = Some(match band {
            None => (first, y, last, y),
            Some((l, t, r, _)) => (l.min(first), t, r.max(last), y),
        });
    }
    if let Some((l, t, r, bottom)) = band {
        rects.push((l, t, r - l + 1, bottom - t + 1));
    }
    rects
}

fn px(row: &[u8], x: u32) -> &[u8] {
    let i = x as usize * 3;
    &row[i..i + 3]
}

/// Palette indices of `frame` inside `rect`: transparent where `previous` has the same
/// colour, so that only the changes are stored.
fn frame_indices(
    frame: &Frame,
    previous: Option<&Frame>,
    quantizer: &mut Quantizer,
    (left, top, w, h): (u32, u32, u32, u32),
) -> Vec<u8> {
    let row_bytes = frame.width as usize * 3;
    let mut indices = Vec::with_capacity((w * h) as usize);
    for y in top..top + h {
        let start = y as usize * row_bytes;
        let row = &frame.rgb[start..start + row_bytes];
        let before_row = previous.map(|b| &b.rgb[start..start + row_bytes]);
        for x in left..left + w {
            let colour = px(row, x);
            let same = before_row.is_some_and(|b| px(b, x) == colour);
            indices.push(if same {
                TRANSPARENT
            } else {
                quantizer.index([colour[0], colour[1], colour[2]])
            });
        }
    }
    indices
}

/// The GIF of the replay at `downscale` with `step` turns per frame, painted and
/// written one picture at a time. `Err`: the bytes it needed at least, over budget.
fn encode(request: &ReplayRequest, step: usize, downscale: u32) -> Result<ReplayGif, usize> {
    let shown = plan(request.game, step);
    let header = shared_header(request);
    // The palette comes from the title, the start and the final picture.
    let samples = [&shown[0], &shown[1], &shown[shown.len() - 1]]
        .map(|picture| paint(request, picture, header, downscale));
    let palette = build_palette(&samples);
    let (width, height) = (samples[0].width, samples[0].height);
    let mut flat: Vec<u8> = palette.iter().flatten().copied().collect();
    flat.resize(256 * 3, 0);
    let first = palette.first().copied().unwrap_or_default();
    let mut quantizer = Quantizer {
        palette,
        cache: HashMap::new(),
        last: (first, 0),
    };
    let mut out = Capped {
        bytes: Vec::new(),
        budget: request.byte_budget,
        wanted: 0,
    };
    // The samples are the first two pictures and the last: painted once, kept for it.
    let [title, start, last] = samples;
    let turns = shown[2..shown.len() - 1]
        .iter()
        .map(|picture| paint(request, picture, header, downscale));
    let frames = [title, start].into_iter().chain(turns).chain([last]);
    let written = write_gif(&mut out, (width, height, &flat), &mut quantizer, frames);
    match written {
        Ok(()) => Ok(ReplayGif {
            bytes: out.bytes,
            width,
            height,
            frames: shown.len(),
            downscale,
            turns_per_frame: step,
        }),
        Err(_) => Err(out.wanted),
    }
}

/// Writes `frames` as a GIF: the first whole, each later one as the rectangles that
/// changed (GIF frames of their own, so a turn is a few small frames). Only the frame
/// before the one being written is kept.
fn write_gif(
    out: &mut impl Write,
    (width, height, palette): (u32, u32, &[u8]),
    quantizer: &mut Quantizer,
    frames: impl Iterator<Item = Frame>,
) -> Result<(), gif::EncodingError> {
    let mut encoder = gif::Encoder::new(out, width as u16, height as u16, palette)?;
    encoder.set_repeat(gif::Repeat::Infinite)?;
    let mut previous: Option<Frame> = None;
    for frame in frames {
        let mut rects = match &previous {
            None => vec![(0, 0, width, height)],
            Some(before) => changed_rects(before, &frame),
        };
        if rects.is_empty() {
            // An unchanged frame still holds its time: one transparent pixel.
            rects.push((0, 0, 1, 1));
        }
        let count = rects.len();
        for (index, (left, top, w, h)) in rects.into_iter().enumerate() {
            let indices = frame_indices(&frame, previous.as_ref(), quantizer, (left, top, w, h));
            // Every rectangle but the last shows for 20 ms (the shortest delay
            // browsers honour), the last for the rest of the frame's time.
            let delay = if index + 1 < count {
                SUBFRAME_DELAY
            } else {
                frame
                    .delay
                    .saturating_sub(SUBFRAME_DELAY * (count as u16 - 1))
            };
            let gif_frame = gif::Frame {
                delay,
                dispose: gif::DisposalMethod::Keep,
                transparent: Some(TRANSPARENT),
                left: left as u16,
                top: top as u16,
                width: w as u16,
                height: h as u16,
                buffer: Cow::Owned(indices),
                ..gif::Frame::default()
            };
            encoder.write_frame(&gif_frame)?;
        }
        previous = Some(frame);
    }
    encoder.into_inner()?;
    Ok(())
}
