//! What the image says, checked on pixels: size, determinism, stack colours at cell
//! centres, the last-move highlight, the overlay, and the text entry point.

use crate::fixtures;

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

/// The image as Discord shows it on a phone: scaled to 400 px wide.
fn at_400_px(png: &[u8]) -> (RgbImage, f32) {
    let full = image::load_from_memory(png).expect("valid PNG");
    let scale = 400.0 / full.width() as f32;
    let height = (full.height() as f32 * scale).round() as u32;
    let small = full
        .resize_exact(400, height, image::imageops::FilterType::Triangle)
        .to_rgb8();
    (small, scale)
}

/// The piece whose fill is nearest to `rgb`.
fn nearest_piece(rgb: [u8; 3]) -> Piece {
    let distance = |piece: Piece| {
        let fill = lyngk_render::piece_rgb(piece);
        (0..3)
            .map(|i| (i32::from(fill[i]) - i32::from(rgb[i])).pow(2))
            .sum::<i32>()
    };
    Piece::ALL
        .into_iter()
        .min_by_key(|&piece| distance(piece))
        .expect("six pieces")
}

/// Every piece of every stack, bottom to top, is told by its colour on the image
/// scaled to 400 px: the fill under the piece's spot is nearer to its own colour than
/// to any other piece's. Checked on stacks of every height 1..=5, in both themes and
/// in the six variant.
#[test]
fn every_piece_of_every_stack_reads_at_400_px() {
    let mut checked = [0usize; 7];
    for (scene, theme) in [
        (fixtures::mid_game(), Theme::Light),
        (fixtures::mid_game(), Theme::Dark),
        (fixtures::six(), Theme::Light),
        (fixtures::finished(), Theme::Light),
    ] {
        let view = scene.view();
        let (small, scale) = at_400_px(&render(&view, theme));
        for cell in Cell::ALL {
            let stack = scene.position.stack(cell);
            for (level, piece) in stack.pieces().enumerate() {
                let (mut x, y) = lyngk_render::piece_centre(&view, cell, level).unwrap();
                if piece == Piece::Joker && level + 1 < stack.height() {
                    // Beside the star that tells a joker from ivory.
                    x -= lyngk_render::stack_radius() * 0.25;
                }
                let (sx, sy) = ((x * scale) as u32, (y * scale) as u32);
                let seen = small.get_pixel(sx, sy).0;
                assert_eq!(
                    nearest_piece(seen),
                    piece,
                    "{cell} level {level} of {stack:?}: {seen:?} at 400 px"
                );
                checked[stack.height()] += 1;
            }
        }
    }
    for height in 1..=5 {
        assert!(
            checked[height] > 0,
            "no stack of height {height}: {checked:?}"
        );
    }
}

/// The top disc is the same size at every height: its colour reaches 0.8 r from the
/// centre on the left (the column of lower pieces is on the right).
#[test]
fn tops_keep_their_size_on_tall_stacks() {
    let scene = fixtures::six();
    let view = scene.view();
    let image = decode(&render(&view, Theme::Light));
    let r = lyngk_render::stack_radius();
    let mut tall = 0;
    for cell in Cell::ALL {
        let stack = scene.position.stack(cell);
        let Some(top) = stack.top() else { continue };
        if top == Piece::Joker {
            continue;
        }
        let (x, y) = centre_of(&view, cell);
        let probe = image.get_pixel(x - (r * 0.8) as u32, y + 2).0;
        let expected = lyngk_render::piece_rgb(top);
        assert!(
            close(probe, expected, 6),
            "{cell} height {}: {probe:?} vs {expected:?}",
            stack.height()
        );
        tall += usize::from(stack.height() >= 4);
    }
    assert!(tall > 0, "the six fixture has tall stacks");
}

#[test]
fn cell_names_are_at_least_9_px_high_at_400_px() {
    let cap = lyngk_render::label_cap_height();
    assert!(
        cap * 400.0 / 1000.0 >= 9.0,
        "cap height {cap} px at 1000 px"
    );
}

/// Scored stacks are known from the game: one per point, five pieces, topped by the
/// scorer's colour (RULES §7), and the card shows them.
#[test]
fn scored_stacks_follow_the_points() {
    let scene = fixtures::finished();
    let mut total = 0;
    for player in lyngk_rules::Player::BOTH {
        let scored = &scene.scored[player.index()];
        assert_eq!(scored.len(), usize::from(scene.position.points(player)));
        for stack in scored {
            assert_eq!(stack.height(), 5, "{stack:?}");
            let Some(Piece::Colour(top)) = stack.top() else {
                panic!("a scored stack has a colour on top: {stack:?}");
            };
            assert!(scene.position.claims(player).contains(top), "{stack:?}");
        }
        total += scored.len();
    }
    assert!(total >= 2);
    let with = decode(&render(&scene.view(), Theme::Light));
    let without = decode(&render(
        &View {
            scored: [Vec::new(), Vec::new()],
            ..scene.view()
        },
        Theme::Light,
    ));
    assert_eq!(with.dimensions(), without.dimensions());
    assert_ne!(with, without, "the cards show the scored stacks' colours");
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
        turn: None,
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
