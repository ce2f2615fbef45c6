//! Colour-blind safety, measured: the five active piece colours are simulated as seen
//! with protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009,
//! severity 1.0, applied to linear RGB) and every pair must stay at least
//! [`MIN_DELTA_E`] apart in CIEDE2000, for normal vision too. The joker is not in the
//! set: it is told from ivory by a second channel (speckles and a star, a star in the
//! column of lower pieces), checked by the pixel tests.
//!
//! `cargo test -p lyngk-render --test all colour_blind:: -- --nocapture` prints the table.

use lyngk_render::Theme;
use lyngk_rules::{Colour, Piece};

const MIN_DELTA_E: f64 = 20.0;

type Matrix = [[f64; 3]; 3];

const NORMAL: Matrix = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const PROTANOPIA: Matrix = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: Matrix = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: Matrix = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

const VISIONS: [(&str, Matrix); 4] = [
    ("normal", NORMAL),
    ("protanopia", PROTANOPIA),
    ("deuteranopia", DEUTERANOPIA),
    ("tritanopia", TRITANOPIA),
];

fn to_linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `rgb` as seen with the deficiency `m`, in linear RGB clamped to the gamut.
fn simulate(rgb: [u8; 3], m: &Matrix) -> [f64; 3] {
    let lin = rgb.map(to_linear);
    let mut out = [0.0; 3];
    for (row, value) in m.iter().zip(out.iter_mut()) {
        *value = (row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]).clamp(0.0, 1.0);
    }
    out
}

/// CIE L*a*b* (D65) of a linear sRGB colour.
fn lab(lin: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = lin;
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1.
fn ciede2000(lab1: [f64; 3], lab2: [f64; 3]) -> f64 {
    let [l1, a1, b1] = lab1;
    let [l2, a2, b2] = lab2;
    let c_bar = ((a1.hypot(b1)) + (a2.hypot(b2))) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh_angle = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dh = 2.0 * (c1p * c2p).sqrt() * (dh_angle.to_radians() / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let c_bar_p = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (h_bar - 30.0).to_radians().cos()
        + 0.24 * (2.0 * h_bar).to_radians().cos()
        + 0.32 * (3.0 * h_bar + 6.0).to_radians().cos()
        - 0.20 * (4.0 * h_bar - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (c_bar_p.powi(7) / (c_bar_p.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * c_bar_p;
    let sh = 1.0 + 0.015 * c_bar_p * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh / sh).powi(2) + rt * (dc / sc) * (dh / sh)).sqrt()
}

/// The smallest difference between two of the five colours for each vision type, with
/// the pair it is between.
fn closest_pairs(theme: Theme) -> Vec<(&'static str, Colour, Colour, f64)> {
    VISIONS
        .iter()
        .map(|(name, m)| {
            let mut worst = (Colour::Ivory, Colour::Ivory, f64::INFINITY);
            for (i, &a) in Colour::ALL.iter().enumerate() {
                for &b in &Colour::ALL[i + 1..] {
                    let la = lab(simulate(theme.piece_rgb(Piece::Colour(a)), m));
                    let lb = lab(simulate(theme.piece_rgb(Piece::Colour(b)), m));
                    let d = ciede2000(la, lb);
                    if d < worst.2 {
                        worst = (a, b, d);
                    }
                }
            }
            (*name, worst.0, worst.1, worst.2)
        })
        .collect()
}

#[test]
fn ciede2000_matches_the_published_test_data() {
    // Pairs 1, 7 and 17 of Sharma, Wu & Dalal's table.
    let cases = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
    ];
    for (a, b, expected) in cases {
        let d = ciede2000(a, b);
        assert!(
            (d - expected).abs() < 1e-3,
            "{a:?} {b:?}: {d} vs {expected}"
        );
    }
}

#[test]
fn the_five_colours_stay_apart_for_every_vision_type() {
    for theme in [Theme::Light, Theme::Dark] {
        for (vision, a, b, d) in closest_pairs(theme) {
            println!("{theme:?} {vision:12} closest pair {a}/{b}: CIEDE2000 {d:.1}");
            assert!(
                d >= MIN_DELTA_E,
                "{vision}: {a} and {b} are only {d:.1} apart (need {MIN_DELTA_E})"
            );
        }
    }
}
