//! Text from the embedded DejaVu Sans (from the `dejavu` crate; no system fonts, nothing
//! loaded at run time). Glyph outlines become tiny-skia paths, so text gets the same
//! anti-aliasing as the shapes and can carry a halo (a stroke under the fill) that keeps
//! labels legible where they cross lattice lines.

use crate::draw::Canvas;
use ab_glyph::{Font, FontRef, GlyphId, OutlineCurve};
use std::sync::OnceLock;
use tiny_skia::{Color, Path, PathBuilder};

/// Regular or bold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// Where `(x, y)` sits on the text's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Left end, vertically centred on the cap height.
    Left,
    /// Centre of the box (cap height), for labels inside discs.
    Centre,
    /// Right end, vertically centred.
    Right,
}

struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| Fonts {
        regular: FontRef::try_from_slice(dejavu::sans::regular()).expect("embedded font parses"),
        bold: FontRef::try_from_slice(dejavu::sans::bold()).expect("embedded font parses"),
    })
}

fn font(weight: Weight) -> &'static FontRef<'static> {
    match weight {
        Weight::Regular => &fonts().regular,
        Weight::Bold => &fonts().bold,
    }
}

/// Pixels per font unit for a font drawn `size` px tall (ascent to descent).
fn scale(font: &FontRef<'static>, size: f32) -> f32 {
    size / (font.ascent_unscaled() - font.descent_unscaled())
}

/// Width in pixels of `text` at `size`.
pub fn measure(text: &str, size: f32, weight: Weight) -> f32 {
    let font = font(weight);
    let k = scale(font, size);
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(prev) = previous {
            width += font.kern_unscaled(prev, id) * k;
        }
        width += font.h_advance_unscaled(id) * k;
        previous = Some(id);
    }
    width
}

/// Height in pixels of a capital letter (the 'E') at `size`.
pub fn cap_height(size: f32, weight: Weight) -> f32 {
    text_path("E", 0.0, 0.0, size, weight).map_or(0.0, |path| path.bounds().height())
}

/// The outline of `text` as one path, its baseline starting at `(x, baseline)`.
fn text_path(text: &str, x: f32, baseline: f32, size: f32, weight: Weight) -> Option<Path> {
    let font = font(weight);
    let k = scale(font, size);
    let mut pb = PathBuilder::new();
    let mut pen = x;
    let mut previous: Option<GlyphId> = None;
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(prev) = previous {
            pen += font.kern_unscaled(prev, id) * k;
        }
        if let Some(outline) = font.outline(id) {
            // Font units have y up; the image has y down.
            let at = |p: ab_glyph::Point| (pen + p.x * k, baseline - p.y * k);
            let mut last: Option<(f32, f32)> = None;
            for curve in &outline.curves {
                let start = match curve {
                    OutlineCurve::Line(a, _)
                    | OutlineCurve::Quad(a, _, _)
                    | OutlineCurve::Cubic(a, _, _, _) => at(*a),
                };
                if last != Some(start) {
                    if last.is_some() {
                        pb.close();
                    }
                    pb.move_to(start.0, start.1);
                }
                let end = match curve {
                    OutlineCurve::Line(_, b) => {
                        let b = at(*b);
                        pb.line_to(b.0, b.1);
                        b
                    }
                    OutlineCurve::Quad(_, c, b) => {
                        let (c, b) = (at(*c), at(*b));
                        pb.quad_to(c.0, c.1, b.0, b.1);
                        b
                    }
                    OutlineCurve::Cubic(_, c1, c2, b) => {
                        let (c1, c2, b) = (at(*c1), at(*c2), at(*b));
                        pb.cubic_to(c1.0, c1.1, c2.0, c2.1, b.0, b.1);
                        b
                    }
                };
                last = Some(end);
            }
            if last.is_some() {
                pb.close();
            }
        }
        pen += font.h_advance_unscaled(id) * k;
        previous = Some(id);
    }
    pb.finish()
}

/// A text style: size in px, weight, colour and an optional halo colour.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub size: f32,
    pub weight: Weight,
    pub colour: Color,
    pub halo: Option<Color>,
}

impl Style {
    pub fn new(size: f32, weight: Weight, colour: Color) -> Style {
        Style {
            size,
            weight,
            colour,
            halo: None,
        }
    }

    pub fn with_halo(self, halo: Color) -> Style {
        Style {
            halo: Some(halo),
            ..self
        }
    }
}

/// Draws `text` anchored at `(x, y)`; returns its width.
pub fn draw(canvas: &mut Canvas, text: &str, x: f32, y: f32, anchor: Anchor, style: Style) -> f32 {
    let width = measure(text, style.size, style.weight);
    let left = match anchor {
        Anchor::Left => x,
        Anchor::Centre => x - width / 2.0,
        Anchor::Right => x - width,
    };
    // Centre on the cap height (about 0.73 of the em in DejaVu, whose em is 0.86 of
    // the ascent-to-descent size used here).
    let baseline = y + style.size * 0.315;
    if let Some(path) = text_path(text, left, baseline, style.size, style.weight) {
        if let Some(halo) = style.halo {
            canvas.stroke_path(&path, (style.size * 0.16).max(2.0), halo, None);
        }
        canvas.fill_path(&path, style.colour);
    }
    width
}

/// `text` cut with an ellipsis so that it is at most `max_width` px wide at `size`.
pub fn fit(text: &str, max_width: f32, size: f32, weight: Weight) -> String {
    // A little slack: a width computed from this text's own measure must fit it.
    let max_width = max_width + 0.5;
    if measure(text, size, weight) <= max_width {
        return text.to_string();
    }
    let mut kept: Vec<char> = text.chars().collect();
    while !kept.is_empty() {
        kept.pop();
        let cut: String = kept.iter().collect::<String>().trim_end().to_string() + "…";
        if measure(&cut, size, weight) <= max_width {
            return cut;
        }
    }
    "…".to_string()
}
