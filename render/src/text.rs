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
    Pen::new(size, weight).advance_all(text)
}

/// Width in pixels of `text` at `size`, or the first width past `limit`: a text that
/// long is cut anyway, and its tail need not be read.
pub fn measure_up_to(text: &str, size: f32, weight: Weight, limit: f32) -> f32 {
    let mut pen = Pen::new(size, weight);
    for ch in text.chars() {
        if pen.advance(ch) > limit {
            break;
        }
    }
    pen.width
}

/// Lays glyphs out one after another: advances and kerning, in pixels.
#[derive(Clone, Copy)]
struct Pen {
    font: &'static FontRef<'static>,
    k: f32,
    width: f32,
    previous: Option<GlyphId>,
}

impl Pen {
    fn new(size: f32, weight: Weight) -> Pen {
        let font = font(weight);
        Pen {
            font,
            k: scale(font, size),
            width: 0.0,
            previous: None,
        }
    }

    /// Adds `ch` after what is laid out so far; returns the new width.
    fn advance(&mut self, ch: char) -> f32 {
        let id = self.font.glyph_id(ch);
        if let Some(prev) = self.previous {
            self.width += self.font.kern_unscaled(prev, id) * self.k;
        }
        self.width += self.font.h_advance_unscaled(id) * self.k;
        self.previous = Some(id);
        self.width
    }

    fn advance_all(&mut self, text: &str) -> f32 {
        for ch in text.chars() {
            self.advance(ch);
        }
        self.width
    }
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
            canvas.stroke_path(&path, (style.size * 0.22).max(2.0), halo, None);
        }
        canvas.fill_path(&path, style.colour);
    }
    width
}

/// `text` cut with an ellipsis so that it is at most `max_width` px wide at `size`:
/// the longest prefix (trailing spaces dropped) that fits with the "…" after it.
///
/// One pass that stops at the first glyph past the width, so the cost follows the
/// part shown, not the text's length (a 1 MB name costs what a 40-character one does).
pub fn fit(text: &str, max_width: f32, size: f32, weight: Weight) -> String {
    const ELLIPSIS: char = '…';
    // A little slack: a width computed from this text's own measure must fit it.
    let max_width = max_width + 0.5;
    let mut pen = Pen::new(size, weight);
    // Byte length of the longest prefix that fits with the ellipsis.
    let mut cut = 0;
    for (end, ch) in text.char_indices() {
        // A prefix ending in whitespace is trimmed to one already tried.
        if end > 0 && !text[..end].ends_with(char::is_whitespace) {
            let mut with_ellipsis = pen;
            if with_ellipsis.advance(ELLIPSIS) <= max_width {
                cut = end;
            }
        }
        if pen.advance(ch) > max_width {
            return format!("{}{ELLIPSIS}", &text[..cut]);
        }
    }
    text.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cut as it was first written (drop one char at a time, re-measure): the
    /// linear [`fit`] must give the same text.
    fn fit_by_dropping(text: &str, max_width: f32, size: f32, weight: Weight) -> String {
        let max_width = max_width + 0.5;
        if measure(text, size, weight) <= max_width {
            return text.to_string();
        }
        let mut kept: Vec<char> = text.chars().collect();
        while !kept.is_empty() {
            kept.pop();
            let cut = kept.iter().collect::<String>().trim_end().to_string() + "…";
            if measure(&cut, size, weight) <= max_width {
                return cut;
            }
        }
        "…".to_string()
    }

    #[test]
    fn fit_cuts_where_the_one_char_at_a_time_cut_did() {
        let texts = [
            "",
            "a",
            "alice",
            "A name far too long to fit in the player column of the table",
            "spaces     before the cut      and after",
            "Ünïcödé ñämé wïth àccents and ﬁligatures AVAVAVAVAVAV Te Yo",
            "     ",
        ];
        for text in texts {
            for max_width in [0.0, 5.0, 12.0, 40.0, 100.0, 157.3, 300.0, 1000.0] {
                for weight in [Weight::Regular, Weight::Bold] {
                    assert_eq!(
                        fit(text, max_width, 21.0, weight),
                        fit_by_dropping(text, max_width, 21.0, weight),
                        "{text:?} in {max_width} px, {weight:?}"
                    );
                }
            }
        }
    }

    /// Issue 11 item 14: a 1 MB name is cut after reading only what fits.
    #[test]
    fn fit_cuts_a_megabyte_name_to_the_width() {
        let huge = "Bartholomew ".repeat(90_000);
        assert!(huge.len() > 1_000_000);
        let cut = fit(&huge, 300.0, 21.0, Weight::Bold);
        assert!(cut.starts_with("Bartholomew Bartholomew"), "{cut}");
        assert!(cut.ends_with('…'), "{cut}");
        assert!(cut.chars().count() < 60, "{cut}");
        assert!(measure(&cut, 21.0, Weight::Bold) <= 300.5);
        let width = measure_up_to(&huge, 21.0, Weight::Bold, 800.0);
        assert!((800.0..900.0).contains(&width), "{width}");
    }
}
