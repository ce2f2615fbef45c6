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

use crate::{chain_path, paint_with_header, panel, scored_in_turn, Theme, View, Words};
use lyngk_rules::{Cell, Game, Setup, Stack, Turn};
use std::borrow::Cow;
use std::collections::HashMap;

/// Discord's default upload limit: the budget when the caller knows no other.
pub const DEFAULT_BYTE_BUDGET: usize = 10 * 1024 * 1024;

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

/// The animated GIF of `request.game`. Deterministic.
pub fn render_replay(request: &ReplayRequest) -> Result<ReplayGif, ReplayError> {
    let frames = paint_frames(request, 1);
    let mut smallest = usize::MAX;
    for downscale in [1, 2, 4] {
        let scaled: Vec<Frame> = frames.iter().map(|f| f.scaled(downscale)).collect();
        let gif = encode(&scaled, downscale, 1);
        if gif.bytes.len() <= request.byte_budget {
            return Ok(gif);
        }
        smallest = smallest.min(gif.bytes.len());
    }
    // Still too large (a very small budget): show several turns per frame.
    let turns = request.game.turns().len().max(1);
    let mut step = 2;
    while step <= turns {
        let thinned = paint_frames(request, step);
        let scaled: Vec<Frame> = thinned.iter().map(|f| f.scaled(4)).collect();
        let gif = encode(&scaled, 4, step);
        if gif.bytes.len() <= request.byte_budget {
            return Ok(gif);
        }
        smallest = smallest.min(gif.bytes.len());
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
    fn scaled(&self, factor: u32) -> Frame {
        if factor == 1 {
            return Frame {
                rgb: self.rgb.clone(),
                ..*self
            };
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

/// A turn frame's number, turn, LYNGK path and scored stacks.
type Shown = (usize, Option<Turn>, Option<Vec<Cell>>, [Vec<Stack>; 2]);

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
        turn_number: turns.len(),
        outcome: game.outcome(),
        scored: crate::scored_stacks(game),
        words: request.words,
        ..View::new(game.position(), request.players)
    }
}

/// The first frame: the last one with a line saying what the replay shows. Its header
/// (result and that line) is the tallest of the replay.
fn title_view<'a>(request: &ReplayRequest<'a>) -> View<'a> {
    let turns = request.game.turns().len();
    let summary = match request.game.outcome() {
        Some(_) => request.words.replay_finished(turns),
        None => request.words.replay_in_progress(turns),
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

/// The views of the replay, in order, with their frame times. `step` turns per frame.
fn paint_frames(request: &ReplayRequest, step: usize) -> Vec<Frame> {
    let game = request.game;
    let setup = Setup::from_seed(game.seed(), game.variant());
    let turns = game.turns();
    let final_view = final_view(request);
    let mut views: Vec<(View, u16)> = vec![(title_view(request), TITLE_DELAY)];

    // Positions after each shown turn, kept so the views can borrow them.
    let mut positions = vec![setup.position];
    let mut shown: Vec<Shown> = vec![(0, None, None, [Vec::new(), Vec::new()])];
    let mut position = setup.position;
    let mut scored: [Vec<Stack>; 2] = [Vec::new(), Vec::new()];
    for (index, &turn) in turns.iter().enumerate() {
        let path = chain_path(&position, turn);
        if let Some((player, stack)) = scored_in_turn(&position, turn) {
            scored[player.index()].push(stack);
        }
        position = position.play_unchecked(turn);
        let number = index + 1;
        if number % step == 0 && number < turns.len() {
            positions.push(position);
            shown.push((number, Some(turn), path, scored.clone()));
        }
    }
    for (position, (number, turn, path, scored)) in positions.iter().zip(shown) {
        let view = View {
            last_turn: turn,
            last_path: path,
            turn_number: number,
            scored,
            outcome: None,
            words: request.words,
            ..View::new(position, request.players)
        };
        views.push((view, TURN_DELAY));
    }
    views.push((final_view, FINAL_DELAY));

    // One layout for every frame: the title frame's header, the tallest, so the board
    // never shifts between frames.
    let header = shared_header(request);
    views
        .iter()
        .map(|(view, delay)| {
            let canvas = paint_with_header(view, request.theme, header);
            Frame {
                width: canvas.pixmap.width(),
                height: canvas.pixmap.height(),
                rgb: crate::rgba_to_rgb(canvas.pixmap.take()),
                delay: *delay,
            }
        })
        .collect()
}

/// A palette of up to 255 colours (index 255 stays transparent): the most frequent
/// colours of the first and last frames, sampled.
fn build_palette(frames: &[Frame]) -> Vec<[u8; 3]> {
    let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
    let samples = [frames.first(), frames.get(1), frames.last()];
    for frame in samples.into_iter().flatten() {
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

/// The GIF of `frames`: the first whole, each later one as the rectangles that changed
/// (GIF frames of their own, so a turn is a few small frames).
fn encode(frames: &[Frame], downscale: u32, turns_per_frame: usize) -> ReplayGif {
    let (width, height) = (frames[0].width, frames[0].height);
    let palette = build_palette(frames);
    let mut flat: Vec<u8> = palette.iter().flatten().copied().collect();
    flat.resize(256 * 3, 0);
    let first = palette.first().copied().unwrap_or_default();
    let mut quantizer = Quantizer {
        palette,
        cache: HashMap::new(),
        last: (first, 0),
    };
    let mut bytes = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut bytes, width as u16, height as u16, &flat)
            .expect("writing into memory cannot fail");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("writing into memory cannot fail");
        let mut previous: Option<&Frame> = None;
        for frame in frames {
            let mut rects = match previous {
                None => vec![(0, 0, width, height)],
                Some(before) => changed_rects(before, frame),
            };
            if rects.is_empty() {
                // An unchanged frame still holds its time: one transparent pixel.
                rects.push((0, 0, 1, 1));
            }
            let count = rects.len();
            for (index, (left, top, w, h)) in rects.into_iter().enumerate() {
                let indices = frame_indices(frame, previous, &mut quantizer, (left, top, w, h));
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
                encoder
                    .write_frame(&gif_frame)
                    .expect("writing into memory cannot fail");
            }
            previous = Some(frame);
        }
    }
    ReplayGif {
        bytes,
        width,
        height,
        frames: frames.len(),
        downscale,
        turns_per_frame,
    }
}
