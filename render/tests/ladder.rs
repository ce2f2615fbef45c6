//! Ladder images: the height follows the rungs and stops at the maximum, the same
//! ladder gives the same bytes, long names are cut, and a golden reference with a
//! waiting and an accepted challenge (compared with a tolerance, like `golden.rs`;
//! regenerate with `LYNGK_BLESS=1 cargo test -p lyngk-render --test all ladder::`).

use lyngk_render::{
    ladder_height, render_ladder, render_ladder_with, Encoding, LadderView, Rung, RungChallenge,
    Theme, LADDER_WIDTH, MAX_RUNGS,
};
use std::path::PathBuf;

/// A channel differing by more than this counts as a differing pixel.
const CHANNEL_TOLERANCE: u8 = 8;
/// At most this share of pixels may differ.
const PIXEL_SHARE: f64 = 0.005;

fn rung(name: &str, note: &str) -> Rung {
    Rung {
        name: name.to_string(),
        note: note.to_string(),
    }
}

fn club(rungs: usize) -> LadderView<'static> {
    LadderView {
        title: "LYNGK ladder Club · challenges up to 3 places up",
        rungs: (0..rungs)
            .map(|i| rung(&format!("player {}", i + 1), ""))
            .collect(),
        challenges: Vec::new(),
    }
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("decodes").to_rgb8()
}

#[test]
fn the_height_follows_the_rungs_and_stops_at_the_maximum() {
    let mut previous = 0;
    for rungs in [1, 2, 8, MAX_RUNGS] {
        let img = decode(&render_ladder(&club(rungs), Theme::Light));
        assert_eq!(img.width(), LADDER_WIDTH);
        assert_eq!(img.height(), ladder_height(rungs), "{rungs} rungs");
        assert!(img.height() > previous);
        previous = img.height();
    }
    let capped = decode(&render_ladder(&club(MAX_RUNGS + 9), Theme::Light));
    assert_eq!(capped.height(), ladder_height(MAX_RUNGS));
}

#[test]
fn the_same_ladder_gives_the_same_bytes_and_a_challenge_draws_an_arrow() {
    let mut view = club(6);
    view.rungs[2].name = "A name far too long to fit on the rung of the ladder at all".repeat(4);
    let plain = render_ladder(&view, Theme::Light);
    assert_eq!(plain, render_ladder(&view, Theme::Light));
    view.challenges.push(RungChallenge {
        from: 5,
        to: 2,
        accepted: true,
    });
    let with_arrow = decode(&render_ladder(&view, Theme::Light));
    let without = decode(&plain);
    // The arrow lies right of the rungs, between the two places.
    let changed_right = with_arrow
        .enumerate_pixels()
        .filter(|(x, _, p)| *x > LADDER_WIDTH - 90 && **p != *without.get_pixel(*x, 0))
        .count();
    assert!(changed_right > 100, "{changed_right} pixels of arrow");
    // A challenge naming a place not drawn is left out.
    view.challenges = vec![RungChallenge {
        from: 40,
        to: 1,
        accepted: false,
    }];
    assert_eq!(render_ladder(&view, Theme::Light), plain);
}

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"))
}

#[test]
fn golden_ladder_with_a_waiting_and_an_accepted_challenge() {
    let view = LadderView {
        title: "LYNGK ladder Club Ladder · 7 players, challenges up to 3 places up",
        rungs: vec![
            rung("Ada", "challenged by Kris (4)"),
            rung("Bea", ""),
            rung("Cleo", "playing Gus (7)"),
            rung("Kris", "challenges Ada (1)"),
            rung("Émile", ""),
            rung("Fátima", ""),
            rung("Gus", "playing Cleo (3)"),
        ],
        challenges: vec![
            RungChallenge {
                from: 3,
                to: 0,
                accepted: false,
            },
            RungChallenge {
                from: 6,
                to: 2,
                accepted: true,
            },
        ],
    };
    let name = "ladder-club";
    let path = golden_path(name);
    if std::env::var_os("LYNGK_BLESS").is_some_and(|v| v != "0") {
        let best = Encoding {
            deflate: png::DeflateCompression::Level(9),
            filter: png::Filter::Adaptive,
        };
        std::fs::write(&path, render_ladder_with(&view, Theme::Light, best)).expect("write");
        return;
    }
    let actual = decode(&render_ladder(&view, Theme::Light));
    let expected = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; create it with LYNGK_BLESS=1", path.display()))
        .to_rgb8();
    assert_eq!(actual.dimensions(), expected.dimensions(), "size changed");
    let differing = actual
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, e)| {
            a.0.iter()
                .zip(e.0.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count();
    let total = f64::from(actual.width() * actual.height());
    assert!(
        (differing as f64) <= total * PIXEL_SHARE,
        "{differing} of {total} pixels differ from {}",
        path.display()
    );
}
