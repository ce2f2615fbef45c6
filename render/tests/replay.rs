//! Animated replays: frames, sizes and the byte budget, checked by decoding the GIF.

use crate::fixtures;

use lyngk_render::{
    render_replay, English, ReplayError, ReplayRequest, Theme, DEFAULT_BYTE_BUDGET,
};

struct Decoded {
    width: u16,
    height: u16,
    /// (left, top, width, height, delay) of each frame.
    frames: Vec<(u16, u16, u16, u16, u16)>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a valid GIF");
    let (width, height) = (decoder.width(), decoder.height());
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a valid frame") {
        frames.push((
            frame.left,
            frame.top,
            frame.width,
            frame.height,
            frame.delay,
        ));
    }
    Decoded {
        width,
        height,
        frames,
    }
}

fn request(scene: &fixtures::Scene, budget: usize) -> ReplayRequest<'_> {
    ReplayRequest {
        game: &scene.game,
        players: ["Ada Lovelace", "Kris"],
        theme: Theme::Light,
        byte_budget: budget,
        words: &English,
        ending: None,
    }
}

#[test]
fn a_replay_has_a_title_the_start_every_turn_and_the_result() {
    let scene = fixtures::longest_game();
    let turns = scene.turn_number;
    let gif = render_replay(&request(&scene, DEFAULT_BYTE_BUDGET)).unwrap();
    assert!(
        gif.bytes.len() <= 3 * 1024 * 1024,
        "{} bytes",
        gif.bytes.len()
    );
    assert_eq!((gif.downscale, gif.turns_per_frame), (1, 1));
    let decoded = decode(&gif.bytes);
    assert_eq!(decoded.width, 1000);
    // Title, the start, turns 1..n-1, and the final position (turn n) with the result.
    assert_eq!(gif.frames, turns + 2);
    let (first, rest) = decoded.frames.split_first().unwrap();
    assert_eq!(
        (first.0, first.1, first.2, first.3),
        (0, 0, 1000, decoded.height)
    );
    assert!(first.4 >= 300, "the title frame is held 3 s");
    // After the first frame only what changed is stored, as a few small rectangles
    // per picture: on average far less than a third of the picture.
    assert!(rest.len() > turns + 1, "several rectangles per turn");
    let whole = u64::from(decoded.width) * u64::from(decoded.height);
    let stored: u64 = rest.iter().map(|f| u64::from(f.2) * u64::from(f.3)).sum();
    assert!(
        stored < (turns as u64 + 1) * whole / 3,
        "{stored} of {whole} per frame"
    );
    // The frame times add up: 3 s title, 1.1 s per turn, 5 s for the result.
    let total: u32 = decoded.frames.iter().map(|f| u32::from(f.4)).sum();
    assert_eq!(total, 300 + 110 * turns as u32 + 500);
}

#[test]
fn a_small_budget_scales_the_frames_down_and_is_kept() {
    let scene = fixtures::longest_game();
    let full = render_replay(&request(&scene, DEFAULT_BYTE_BUDGET)).unwrap();
    let budget = full.bytes.len() / 2;
    let small = render_replay(&request(&scene, budget)).unwrap();
    assert!(small.bytes.len() <= budget);
    assert!(small.downscale > 1, "{small:?}");
    assert_eq!(
        u32::from(decode(&small.bytes).width),
        1000 / small.downscale
    );
}

#[test]
fn a_budget_too_small_for_anything_is_an_error() {
    let scene = fixtures::finished();
    let error = render_replay(&request(&scene, 2_000)).unwrap_err();
    assert!(
        matches!(error, ReplayError::TooLarge { budget: 2_000, .. }),
        "{error}"
    );
}

#[test]
fn a_replay_is_deterministic() {
    let scene = fixtures::lyngk_chain();
    let a = render_replay(&request(&scene, DEFAULT_BYTE_BUDGET)).unwrap();
    let b = render_replay(&request(&scene, DEFAULT_BYTE_BUDGET)).unwrap();
    assert_eq!(a.bytes, b.bytes);
}

/// The pictures of a GIF as palette indices, each picture composed of its partial
/// frames (a picture's last frame is the first held longer than 20 ms), with the
/// global palette.
fn pictures(bytes: &[u8], count: usize) -> (Vec<Vec<u8>>, Vec<u8>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a valid GIF");
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let width = usize::from(decoder.width());
    let mut canvas = vec![0u8; width * usize::from(decoder.height())];
    let mut pictures = Vec::new();
    while pictures.len() < count {
        let frame = decoder.read_next_frame().unwrap().expect("a frame").clone();
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let x = usize::from(frame.left) + i % usize::from(frame.width);
            let y = usize::from(frame.top) + i / usize::from(frame.width);
            canvas[y * width + x] = index;
        }
        if frame.delay > 2 {
            pictures.push(canvas.clone());
        }
    }
    (pictures, palette)
}

#[test]
fn every_frame_shares_the_title_frames_layout() {
    let scene = fixtures::finished();
    let request = request(&scene, DEFAULT_BYTE_BUDGET);
    let gif = render_replay(&request).unwrap();
    assert_eq!(gif.downscale, 1);
    let (pictures, palette) = pictures(&gif.bytes, 3);
    let start = lyngk_rules::Setup::from_seed(scene.game.seed(), scene.game.variant()).position;
    let after_one = start.play_unchecked(scene.game.turns()[0]);
    // Title (the final position), the start, and turn 1: the top piece of every stack
    // is where the one layout puts it.
    let r = lyngk_render::stack_radius();
    for (picture, position) in pictures.iter().zip([scene.position, start, after_one]) {
        for cell in lyngk_rules::Cell::ALL {
            let Some(top) = position.stack(cell).top() else {
                continue;
            };
            let (x, y) = lyngk_render::replay_cell_centre(&request, cell);
            let (x, y) = ((x - r * 0.62) as usize, y as usize);
            let index = usize::from(picture[y * 1000 + x]);
            let rgb = [0, 1, 2].map(|c| palette[3 * index + c]);
            let want = lyngk_render::piece_rgb(top);
            let close = rgb.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 12);
            assert!(close, "{cell}: {rgb:?}, expected {want:?}");
        }
    }
}
