//! What the image says, checked on pixels: size, determinism, stack colours at cell
//! centres, the last-move highlight, the overlay, and the text entry point.

mod fixtures;

use image::RgbImage;
use lyngk_render::{chain_path, render, render_lpn, LpnRequest, Theme, View};
use lyngk_rules::{Cell, Colour, Piece, Position, Turn};

const START_LPN: &str =
    "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard";

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("valid PNG").to_rgb8()
}

/// A cell's centre on the image, from the renderer's own layout.
fn centre_of(view: &View, cell: Cell) -> (u32, u32) {
    let (x, y) = lyngk_render::cell_centre(view, cell);
    (x.round() as u32, y.round() as u32)
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter()
        .zip(b.iter())
        .all(|(x, y)| x.abs_diff(*y) <= tolerance)
}

#[test]
fn rendering_twice_is_byte_identical() {
    let scene = fixtures::mid_game();
    let view = scene.view();
    assert_eq!(render(&view, Theme::Light), render(&view, Theme::Light));
    assert_eq!(render(&view, Theme::Dark), render(&view, Theme::Dark));
}

/// The bound for an upload: every fixture scene's PNG is under 250 KB. The
/// encoding is deterministic, so the sizes are too (mid-game about 218 KB).
#[test]
fn png_is_under_250_kb() {
    let scenes = [
        ("start", fixtures::start(), Theme::Light),
        ("mid-game", fixtures::mid_game(), Theme::Light),
        ("mid-game dark", fixtures::mid_game(), Theme::Dark),
        ("finished", fixtures::finished(), Theme::Light),
        ("six", fixtures::six(), Theme::Light),
    ];
    for (name, scene, theme) in scenes {
        let size = render(&scene.view(), theme).len();
        assert!(size < 250 * 1024, "{name}: {} KB", size / 1024);
    }
}

/// The PNG is lossless: decoded, it is exactly the painted picture.
#[test]
fn png_holds_the_painted_pixels_exactly() {
    let scene = fixtures::mid_game();
    let view = scene.view();
    let (width, height, rgba) = lyngk_render::paint_rgba(&view, Theme::Light);
    let image = decode(&render(&view, Theme::Light));
    assert_eq!(image.dimensions(), (width, height));
    let painted: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    assert!(image.as_raw() == &painted, "decoded pixels differ");
}

#[test]
fn image_is_about_1000_px_wide_and_taller_than_wide() {
    let position: Position = START_LPN.parse().unwrap();
    let image = decode(&render(&View::new(&position, ["a", "b"]), Theme::Light));
    assert_eq!(image.width(), 1000);
    assert!((1000..1400).contains(&image.height()), "{}", image.height());
}

#[test]
fn a_single_piece_shows_its_colour_beside_its_letter() {
    let position: Position = START_LPN.parse().unwrap();
    let view = View::new(&position, ["a", "b"]);
    let image = decode(&render(&view, Theme::Light));
    for cell in Cell::ALL {
        let Some(Piece::Colour(colour)) = position.stack(cell).top() else {
            continue;
        };
        // Halfway between the centre (the letter) and the rim: pure piece colour.
        let (x, y) = centre_of(&view, cell);
        let r = lyngk_render::stack_radius();
        let probe = image.get_pixel(x - (r * 0.55) as u32, y).0;
        let expected = lyngk_render::piece_rgb(Piece::Colour(colour));
        assert!(
            close(probe, expected, 6),
            "{cell} ({colour}): {probe:?} vs {expected:?}"
        );
    }
}

#[test]
fn the_top_piece_is_the_centre_and_the_bottom_piece_the_rim() {
    let scene = fixtures::mid_game();
    let view = scene.view();
    let image = decode(&render(&view, Theme::Light));
    let r = lyngk_render::stack_radius();
    let mut checked = 0;
    for cell in Cell::ALL {
        let stack = scene.position.stack(cell);
        if stack.height() < 3 || stack.jokers() > 0 {
            continue;
        }
        let (x, y) = centre_of(&view, cell);
        let bottom = stack.pieces().next().unwrap();
        // Lower left of the disc, away from the badge at the upper right.
        let rim = image
            .get_pixel(x - (r * 0.66) as u32, y + (r * 0.66) as u32)
            .0;
        assert!(
            close(rim, lyngk_render::piece_rgb(bottom), 10),
            "{cell}: rim {rim:?} is not the bottom piece {bottom:?}"
        );
        let top = stack.top().unwrap();
        let inner = image
            .get_pixel(x - (r * 0.3) as u32, y + (r * 0.12) as u32)
            .0;
        assert!(
            close(inner, lyngk_render::piece_rgb(top), 10),
            "{cell}: centre {inner:?} is not the top piece {top:?}"
        );
        checked += 1;
    }
    assert!(checked > 0, "the mid-game has stacks of 3 or more");
}

#[test]
fn last_move_and_overlay_change_the_image_only_where_expected() {
    let scene = fixtures::lyngk_chain();
    let plain = View {
        last_turn: None,
        last_path: None,
        ..scene.view()
    };
    let with_move = scene.view();
    let a = decode(&render(&plain, Theme::Light));
    let b = decode(&render(&with_move, Theme::Light));
    let path = scene.last_path.clone().unwrap();
    assert!(path.len() > 2, "a chain passes LYNGK points");
    // The emptied origin is highlighted.
    let (ox, oy) = centre_of(&plain, path[0]);
    assert_ne!(a.get_pixel(ox, oy + 8), b.get_pixel(ox, oy + 8));
}

#[test]
fn chain_path_goes_through_lyngk_points() {
    // RULES 6: the fixture's last move chained; asked again from the position before
    // it, chain_path runs origin, LYNGK points (stacks topped by the moving stack's
    // colour), landing.
    let scene = fixtures::lyngk_chain();
    let turn = scene.last_turn.unwrap();
    let (from, to) = turn.cells().unwrap();
    let before = scene.before.expect("the position before the chain");
    let path = chain_path(&before, turn).expect("a legal move has a path");
    assert!(path.len() > 2, "a chain passes a LYNGK point: {path:?}");
    assert_eq!((path[0], *path.last().unwrap()), (from, to));
    let moving = before.stack(from).top();
    assert!(matches!(moving, Some(Piece::Colour(_))), "{moving:?}");
    for point in &path[1..path.len() - 1] {
        assert_eq!(
            before.stack(*point).top(),
            moving,
            "{point} is a LYNGK point"
        );
    }
    // A plain first move of the start position goes straight: origin and landing.
    let start: Position = START_LPN.parse().unwrap();
    let plain = start
        .legal_turns()
        .into_iter()
        .find(|t| t.claim.is_none() && !t.is_pass())
        .unwrap();
    let (from, to) = plain.cells().unwrap();
    assert_eq!(chain_path(&start, plain), Some(vec![from, to]));
    assert_eq!(chain_path(&start, Turn::PASS), None);
}

#[test]
fn render_lpn_parses_and_reports_errors() {
    let png = render_lpn(&LpnRequest {
        lpn: START_LPN,
        last: Some("C3-D4"),
        overlay: Some("c3"),
        players: ["Ada", "Kris"],
        theme: Theme::Dark,
    })
    .expect("renders");
    assert_eq!(&png[1..4], b"PNG");
    let error = render_lpn(&LpnRequest {
        lpn: "nonsense",
        ..LpnRequest::default()
    })
    .unwrap_err();
    assert!(error.to_string().contains("position"), "{error}");
    let error = render_lpn(&LpnRequest {
        lpn: START_LPN,
        last: Some("Z9-A1"),
        ..LpnRequest::default()
    })
    .unwrap_err();
    assert!(error.to_string().contains("turn"), "{error}");
}

#[test]
fn colours_are_told_apart_by_lightness_too() {
    // Colour-blind safety: besides hue and letter, the five colours differ in luminance
    // (except blue and red, which differ strongly in hue for every common deficiency).
    let luma = |c: Colour| {
        let [r, g, b] = lyngk_render::piece_rgb(Piece::Colour(c));
        0.2126 * f64::from(r) + 0.7152 * f64::from(g) + 0.0722 * f64::from(b)
    };
    let ivory = luma(Colour::Ivory);
    let black = luma(Colour::Black);
    for c in [Colour::Blue, Colour::Red, Colour::Green] {
        assert!(ivory - luma(c) > 60.0 && luma(c) - black > 40.0, "{c}");
    }
    assert!(luma(Colour::Green) - luma(Colour::Red) > 25.0);
}
