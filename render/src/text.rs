//! Text in every script a player's name may use, from fonts embedded in the binary (no
//! system fonts, nothing loaded at run time, so images are the same on every machine).
//! Latin, Greek and Cyrillic come from DejaVu Sans (the `dejavu` crate); Arabic, Hebrew,
//! Devanagari, Thai, CJK and emoji from the Noto fonts in `render/fonts/`. cosmic-text
//! shapes (harfrust), orders right-to-left runs (bidi) and picks a font for each cluster
//! (fallback); the glyph outlines become tiny-skia paths, so text gets the same
//! anti-aliasing as the shapes and can carry a halo (a stroke under the fill) that keeps
//! labels legible where they cross lattice lines.

use crate::draw::Canvas;
use ab_glyph::{Font as _, FontRef, GlyphId, OutlineCurve};
use cosmic_text::{
    fontdb, Attrs, AttrsList, Fallback, Family, FontSystem, Hinting, ShapeLine, Shaping, Wrap,
};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::{Color, Path, PathBuilder};
use unicode_bidi::{BidiInfo, Level};
use unicode_script::{Script, UnicodeScript};
use unicode_segmentation::UnicodeSegmentation;

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

/// One embedded font file.
struct Face {
    family: &'static str,
    data: &'static [u8],
    /// A drawn bold: the other faces are emboldened when bold is asked for.
    bold: bool,
}

/// A face of `render/fonts/`, compiled in.
macro_rules! noto {
    ($family:literal, $file:literal, $bold:literal) => {
        Face {
            family: $family,
            data: include_bytes!(concat!("../fonts/", $file)),
            bold: $bold,
        }
    };
}

/// The faces of `render/fonts/` (see its README for their sources and coverage).
const NOTO_FACES: [Face; 10] = [
    noto!("Noto Sans Arabic", "NotoSansArabic-Regular.ttf", false),
    noto!("Noto Sans Arabic", "NotoSansArabic-Bold.ttf", true),
    noto!("Noto Sans Hebrew", "NotoSansHebrew-Regular.ttf", false),
    noto!("Noto Sans Hebrew", "NotoSansHebrew-Bold.ttf", true),
    noto!(
        "Noto Sans Devanagari",
        "NotoSansDevanagari-Regular.ttf",
        false
    ),
    noto!("Noto Sans Devanagari", "NotoSansDevanagari-Bold.ttf", true),
    noto!("Noto Sans Thai", "NotoSansThai-Regular.ttf", false),
    noto!("Noto Sans Thai", "NotoSansThai-Bold.ttf", true),
    noto!(
        "Noto Sans CJK SC",
        "NotoSansCJKsc-Regular-subset.otf",
        false
    ),
    noto!("Noto Emoji", "NotoEmoji-Regular.ttf", false),
];

/// The family every text asks for first; the others are its fallbacks.
const PRIMARY: &str = "DejaVu Sans";

/// Every embedded face, DejaVu first.
fn faces() -> &'static [Face] {
    static FACES: OnceLock<Vec<Face>> = OnceLock::new();
    FACES.get_or_init(|| {
        let dejavu = [
            Face {
                family: PRIMARY,
                data: dejavu::sans::regular(),
                bold: false,
            },
            Face {
                family: PRIMARY,
                data: dejavu::sans::bold(),
                bold: true,
            },
        ];
        dejavu.into_iter().chain(NOTO_FACES).collect()
    })
}

/// The faces parsed for their outlines, in the order of [`faces`].
fn outlines() -> &'static [FontRef<'static>] {
    static FONTS: OnceLock<Vec<FontRef<'static>>> = OnceLock::new();
    FONTS.get_or_init(|| {
        faces()
            .iter()
            .map(|face| FontRef::try_from_slice(face.data).expect("embedded font parses"))
            .collect()
    })
}

/// Which embedded font serves which script once DejaVu lacks a glyph: only the
/// embedded families are named, so no host font is ever looked for.
struct EmbeddedFallback;

impl Fallback for EmbeddedFallback {
    fn common_fallback(&self) -> &[&'static str] {
        // Noto Emoji before DejaVu: DejaVu has some emoji in text style, and an emoji
        // asked for in bold (which Noto Emoji lacks) would otherwise come from it.
        &[
            "Noto Emoji",
            PRIMARY,
            "Noto Sans CJK SC",
            "Noto Sans Arabic",
            "Noto Sans Hebrew",
            "Noto Sans Devanagari",
            "Noto Sans Thai",
        ]
    }

    fn forbidden_fallback(&self) -> &[&'static str] {
        &[]
    }

    fn script_fallback(&self, script: Script, _locale: &str) -> &[&'static str] {
        match script {
            Script::Arabic => &["Noto Sans Arabic"],
            Script::Hebrew => &["Noto Sans Hebrew"],
            Script::Devanagari => &["Noto Sans Devanagari"],
            Script::Thai => &["Noto Sans Thai"],
            Script::Han
            | Script::Hiragana
            | Script::Katakana
            | Script::Hangul
            | Script::Bopomofo => &["Noto Sans CJK SC"],
            _ => &[],
        }
    }
}

/// Em size of the shaping (px): layouts are stored per em and scaled when drawn.
const SHAPING_EM: f32 = 64.0;
/// Texts longer than this (bytes) are shaped each time rather than kept.
const CACHED_TEXT_MAX: usize = 256;
/// The shaping cache is emptied when it holds this many texts (names are few; the
/// bound only keeps a long-running bot from growing without end).
const CACHED_TEXTS_MAX: usize = 4096;

/// One glyph of a shaped text, positions in ems, left to right on the page.
#[derive(Clone, Copy, Debug)]
struct Glyph {
    /// Index into [`faces`].
    face: usize,
    id: u16,
    /// Pen position of the glyph's origin (ems from the text's left end; y up).
    x: f32,
    y: f32,
    advance: f32,
    /// The cluster this glyph belongs to: a byte range of the text.
    start: usize,
    end: usize,
}

/// A text shaped on one line: glyphs in visual order and the total advance.
#[derive(Debug, Default)]
struct Shaped {
    glyphs: Vec<Glyph>,
    width: f32,
}

struct Shaper {
    system: FontSystem,
    /// fontdb's id of each loaded face -> its index in [`faces`].
    face_of: HashMap<fontdb::ID, usize>,
    /// Texts shaped before, regular and bold.
    cache: [HashMap<String, Arc<Shaped>>; 2],
}

impl Shaper {
    fn new() -> Shaper {
        let mut db = fontdb::Database::new();
        let mut face_of = HashMap::new();
        for (index, face) in faces().iter().enumerate() {
            let source = fontdb::Source::Binary(Arc::new(face.data));
            for id in db.load_font_source(source) {
                // The fallback lists name fonts by family: a name must match its file.
                debug_assert!(db
                    .face(id)
                    .is_some_and(|info| info.families.iter().any(|(f, _)| f == face.family)));
                face_of.insert(id, index);
            }
        }
        let system =
            FontSystem::new_with_locale_and_db_and_fallback("en".into(), db, EmbeddedFallback);
        Shaper {
            system,
            face_of,
            cache: Default::default(),
        }
    }

    fn shaped(&mut self, text: &str, weight: Weight) -> Arc<Shaped> {
        if text.len() > CACHED_TEXT_MAX {
            return Arc::new(self.shape(text, weight));
        }
        let cache = weight as usize;
        if let Some(shaped) = self.cache[cache].get(text) {
            return Arc::clone(shaped);
        }
        if self.cache[cache].len() >= CACHED_TEXTS_MAX {
            self.cache[cache].clear();
        }
        let shaped = Arc::new(self.shape(text, weight));
        self.cache[cache].insert(text.to_string(), Arc::clone(&shaped));
        shaped
    }

    fn shape(&mut self, text: &str, weight: Weight) -> Shaped {
        let attrs = Attrs::new()
            .family(Family::Name(PRIMARY))
            .weight(match weight {
                Weight::Regular => cosmic_text::Weight::NORMAL,
                Weight::Bold => cosmic_text::Weight::BOLD,
            });
        let mut attrs_list = AttrsList::new(&attrs);
        for (range, family) in preferred_families(text) {
            let mut span = attrs.clone().family(Family::Name(family));
            // A family without a bold is asked for in its regular (then emboldened when
            // drawn): the fallback would otherwise pass it over for any bold that has
            // the character, such as DejaVu's few emoji.
            if !faces()
                .iter()
                .any(|face| face.family == family && face.bold)
            {
                span = span.weight(cosmic_text::Weight::NORMAL);
            }
            attrs_list.add_span(range, &span);
        }
        let line = ShapeLine::new(&mut self.system, text, &attrs_list, Shaping::Advanced, 4);
        let layout = line.layout(SHAPING_EM, None, Wrap::None, None, None, Hinting::Disabled);
        let mut laid = Vec::new();
        let mut line_start = 0.0;
        for layout_line in &layout {
            for g in &layout_line.glyphs {
                let Some(&face) = self.face_of.get(&g.font_id) else {
                    continue;
                };
                let pen = (line_start + g.x) / SHAPING_EM;
                let glyph = Glyph {
                    face,
                    id: g.glyph_id,
                    x: pen + g.x_offset,
                    y: g.y_offset - g.y / SHAPING_EM,
                    advance: g.w / SHAPING_EM,
                    start: g.start,
                    end: g.end,
                };
                laid.push((glyph, pen, g.level));
            }
            line_start += layout_line.w;
        }
        Shaped {
            glyphs: in_visual_order(laid),
            width: line_start / SHAPING_EM,
        }
    }
}

/// The glyphs laid out again with their clusters in the visual order of the bidi
/// algorithm (rule L2) over their levels: cosmic-text keeps the parts of one word that
/// two fonts draw in logical order even when the word runs right to left (so an
/// ellipsis after a Hebrew word would stand right of it). The glyphs of a cluster keep
/// their places within it. Each glyph comes with its pen position and bidi level.
fn in_visual_order(mut laid: Vec<(Glyph, f32, Level)>) -> Vec<Glyph> {
    // Logical order; the sort is stable, so a cluster's glyphs keep their order.
    laid.sort_by_key(|(glyph, _, _)| glyph.start);
    let mut clusters: Vec<Range<usize>> = Vec::new();
    for (i, (glyph, _, _)) in laid.iter().enumerate() {
        match clusters.last_mut() {
            Some(range) if laid[range.start].0.start == glyph.start => range.end = i + 1,
            _ => clusters.push(i..i + 1),
        }
    }
    let levels: Vec<Level> = clusters.iter().map(|range| laid[range.start].2).collect();
    let mut glyphs = Vec::with_capacity(laid.len());
    let mut pen = 0.0;
    for index in BidiInfo::reorder_visual(&levels) {
        let cluster = &laid[clusters[index].clone()];
        let left = cluster
            .iter()
            .map(|(_, at, _)| *at)
            .fold(f32::INFINITY, f32::min);
        for (glyph, _, _) in cluster {
            glyphs.push(Glyph {
                x: pen + glyph.x - left,
                ..*glyph
            });
        }
        pen += cluster
            .iter()
            .map(|(glyph, _, _)| glyph.advance)
            .sum::<f32>();
    }
    glyphs
}

/// The spans of `text` that a script's own font draws first: Arabic and Hebrew,
/// which DejaVu has too (Noto's are complete and better shaped), emoji (DejaVu has a
/// few in text style; an emoji sequence must stay in one font) and CJK (one regular
/// face, see [`Shaper::shape`]).
fn preferred_families(text: &str) -> Vec<(Range<usize>, &'static str)> {
    let mut spans: Vec<(Range<usize>, &'static str)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let end = at + c.len_utf8();
        let family = match c.script() {
            Script::Arabic => Some("Noto Sans Arabic"),
            Script::Hebrew => Some("Noto Sans Hebrew"),
            Script::Han | Script::Hiragana | Script::Katakana | Script::Hangul => {
                Some("Noto Sans CJK SC")
            }
            _ if is_emoji(c, next) => Some("Noto Emoji"),
            _ => None,
        };
        match (family, spans.last_mut()) {
            (Some(family), Some((range, last))) if *last == family && range.end == at => {
                range.end = end;
            }
            (Some(family), _) => spans.push((at..end, family)),
            // Marks, joiners and variation selectors stay with what they follow.
            (None, Some((range, _))) if range.end == at && continues_cluster(c) => {
                range.end = end;
            }
            (None, _) => {}
        }
    }
    spans
}

/// Whether `c` (followed by `next`) is drawn as an emoji: the pictographs of the
/// Supplementary planes, the flags' letters, and the older symbols when a variation
/// selector asks for the emoji style.
fn is_emoji(c: char, next: Option<char>) -> bool {
    matches!(c, '\u{1F000}'..='\u{1FAFF}')
        || (next == Some('\u{FE0F}')
            && matches!(
                c,
                '\u{2000}'..='\u{2BFF}' | '\u{3030}' | '\u{303D}' | '\u{3297}' | '\u{3299}'
            ))
}

/// Whether `c` belongs to the cluster before it: a combining mark, a joiner, a
/// variation selector, an emoji modifier or tag.
fn continues_cluster(c: char) -> bool {
    c.script() == Script::Inherited
        || matches!(
            c,
            '\u{200C}' | '\u{200D}' | '\u{20E3}' | '\u{FE00}'..='\u{FE0F}'
        )
        || matches!(c, '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0020}'..='\u{E007F}')
}

/// `text` shaped (from the cache when it was shaped before).
fn shape(text: &str, weight: Weight) -> Arc<Shaped> {
    static SHAPER: OnceLock<Mutex<Shaper>> = OnceLock::new();
    let shaper = SHAPER.get_or_init(|| Mutex::new(Shaper::new()));
    // A panic elsewhere while the lock was held leaves nothing half-written that matters.
    let mut shaper = shaper
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    shaper.shaped(&single_line(text), weight)
}

/// `text` on one line: the shaper reads a paragraph separator as the start of a new
/// paragraph, and a name is one line. Each separator becomes as many spaces as it has
/// bytes, so that byte offsets into the shaped text are offsets into `text`.
fn single_line(text: &str) -> std::borrow::Cow<'_, str> {
    let separator = |c: char| {
        matches!(
            c,
            '\n' | '\r' | '\u{1c}'..='\u{1e}' | '\u{85}' | '\u{2028}' | '\u{2029}'
        )
    };
    if !text.contains(separator) {
        return text.into();
    }
    text.chars()
        .map(|c| {
            if separator(c) {
                " ".repeat(c.len_utf8())
            } else {
                c.to_string()
            }
        })
        .collect::<String>()
        .into()
}

/// Pixels of em for text drawn `size` px tall: `size` is DejaVu's ascent-to-descent
/// height, as it always was here, so that every script is sized like the Latin text.
fn em(size: f32) -> f32 {
    static EM_PER_SIZE: OnceLock<f32> = OnceLock::new();
    let per_size = EM_PER_SIZE.get_or_init(|| {
        let dejavu = &outlines()[0];
        let units_per_em = dejavu.units_per_em().unwrap_or(2048.0);
        units_per_em / (dejavu.ascent_unscaled() - dejavu.descent_unscaled())
    });
    size * per_size
}

/// Width in pixels of `text` at `size`.
pub fn measure(text: &str, size: f32, weight: Weight) -> f32 {
    shape(text, weight).width * em(size)
}

/// Width in pixels of `text` at `size`, or a width past `limit`: a text that long is
/// cut anyway, and its tail need not be read.
pub fn measure_up_to(text: &str, size: f32, weight: Weight, limit: f32) -> f32 {
    let (prefix, shaped) = shape_up_to(text, size, weight, limit);
    let em = em(size);
    cut_points(prefix, &shaped)
        .into_iter()
        .map(|(_, width)| width * em)
        .find(|&width| width > limit)
        .unwrap_or(shaped.width * em)
}

/// The shortest prefix of `text` (whole grapheme clusters) that is wider than `limit`
/// px, or all of it, with its shaping. Prefixes grow fourfold, so the work follows the
/// part that fits, not the text's length (a 1 MB name costs what a short one does).
fn shape_up_to(text: &str, size: f32, weight: Weight, limit: f32) -> (&str, Arc<Shaped>) {
    let mut graphemes = 64;
    loop {
        let end = text
            .grapheme_indices(true)
            .nth(graphemes)
            .map_or(text.len(), |(at, _)| at);
        // Also at most 32 bytes a cluster, against a cluster of a million marks.
        let end = floor_char_boundary(text, end.min(graphemes * 32));
        let prefix = &text[..end];
        let shaped = shape(prefix, weight);
        if end == text.len() || shaped.width * em(size) > limit {
            return (prefix, shaped);
        }
        graphemes *= 4;
    }
}

/// The largest char boundary of `text` at or before `at`.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// One glyph of a laid-out text, as [`laid_out`] gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The characters it draws: a byte range of the text.
    pub text: std::ops::Range<usize>,
    /// Its pen position, px from the left end of the text.
    pub x: f32,
    /// Its advance, px.
    pub advance: f32,
}

/// Where each drawn glyph of `text` stands when it is drawn `size` px tall, left to
/// right on the page (after bidi and shaping), so that tests and tools can check the
/// order a reader sees. Characters drawn as nothing (bidi controls, a character no
/// embedded font has) have no glyph here.
pub fn laid_out(text: &str, size: f32, bold: bool) -> Vec<PlacedGlyph> {
    let weight = if bold { Weight::Bold } else { Weight::Regular };
    let em = em(size);
    shape(text, weight)
        .glyphs
        .iter()
        .filter(|glyph| glyph.id != 0)
        .map(|glyph| PlacedGlyph {
            text: glyph.start..glyph.end,
            x: glyph.x * em,
            advance: glyph.advance * em,
        })
        .collect()
}

/// Height in pixels of a capital letter (the 'E') at `size`.
pub fn cap_height(size: f32, weight: Weight) -> f32 {
    text_paths("E", 0.0, 0.0, size, weight)
        .drawn
        .map_or(0.0, |path| path.bounds().height())
}

/// The outlines of a text: the glyphs drawn as they are, and those of faces with no
/// bold to be emboldened (stroked as well as filled) when bold was asked for.
struct TextPaths {
    drawn: Option<Path>,
    emboldened: Option<Path>,
}

/// The outlines of `text`, its baseline starting at `(x, baseline)`.
fn text_paths(text: &str, x: f32, baseline: f32, size: f32, weight: Weight) -> TextPaths {
    let shaped = shape(text, weight);
    let em = em(size);
    let mut drawn = PathBuilder::new();
    let mut emboldened = PathBuilder::new();
    for glyph in &shaped.glyphs {
        // Glyph 0 is the "missing" box: a character no embedded font has is left blank.
        if glyph.id == 0 {
            continue;
        }
        let faux_bold = weight == Weight::Bold && !faces()[glyph.face].bold;
        let pb = if faux_bold {
            &mut emboldened
        } else {
            &mut drawn
        };
        add_outline(pb, glyph, x + glyph.x * em, baseline - glyph.y * em, em);
    }
    TextPaths {
        drawn: drawn.finish(),
        emboldened: emboldened.finish(),
    }
}

/// Adds the outline of `glyph` with its origin at `(x, y)`, an em being `em` px.
fn add_outline(pb: &mut PathBuilder, glyph: &Glyph, x: f32, y: f32, em: f32) {
    let font = &outlines()[glyph.face];
    let Some(outline) = font.outline(GlyphId(glyph.id)) else {
        return;
    };
    let k = em / font.units_per_em().unwrap_or(1000.0);
    // Font units have y up; the image has y down.
    let at = |p: ab_glyph::Point| (x + p.x * k, y - p.y * k);
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
    let paths = text_paths(text, left, baseline, style.size, style.weight);
    let all = [&paths.drawn, &paths.emboldened];
    if let Some(halo) = style.halo {
        for path in all.iter().copied().flatten() {
            canvas.stroke_path(path, (style.size * 0.16).max(2.0), halo, None);
        }
    }
    for path in all.iter().copied().flatten() {
        canvas.fill_path(path, style.colour);
    }
    if let Some(path) = &paths.emboldened {
        canvas.stroke_path(path, em(style.size) * EMBOLDEN, style.colour, None);
    }
    width
}

/// Stroke width (in ems) that thickens a regular face to about its bold.
const EMBOLDEN: f32 = 0.04;

/// `text` cut with an ellipsis so that it is at most `max_width` px wide at `size`:
/// the longest prefix (whole grapheme clusters, trailing spaces dropped) that fits
/// with the "…" after it. In a right-to-left name the prefix is the logical one, so
/// the ellipsis stands at its left end, where the name is cut.
///
/// The text is shaped only as far as it can be shown (see [`shape_up_to`]), so the cost
/// follows the part shown, not the text's length.
pub fn fit(text: &str, max_width: f32, size: f32, weight: Weight) -> String {
    const ELLIPSIS: &str = "…";
    // A little slack: a width computed from this text's own measure must fit it.
    let max_width = max_width + 0.5;
    let (prefix, shaped) = shape_up_to(text, size, weight, max_width);
    let em = em(size);
    if prefix.len() == text.len() && shaped.width * em <= max_width {
        return text.to_string();
    }
    let room = max_width - measure(ELLIPSIS, size, weight);
    // Cuts from the longest down: the shaping of a cut text can differ a little from
    // the same glyphs in the whole (a final letter form in Arabic), so each candidate
    // is measured as it will be drawn.
    let mut cuts = cut_points(prefix, &shaped);
    cuts.retain(|&(_, width)| width * em <= room);
    for &(end, _) in cuts.iter().rev() {
        let cut = format!("{}{ELLIPSIS}", &prefix[..end]);
        if measure(&cut, size, weight) <= max_width {
            return cut;
        }
    }
    ELLIPSIS.to_string()
}

/// The places `text` may be cut (byte offsets of grapheme boundaries that no glyph
/// straddles and that follow no whitespace), each with the width (ems) of what comes
/// before it, in increasing order. Linear in the text and its glyphs.
fn cut_points(text: &str, shaped: &Shaped) -> Vec<(usize, f32)> {
    // Per byte offset: advances of the glyphs ending there, and the change in how many
    // clusters are open across it (a ligature or a conjunct spans several characters).
    let mut ending_at = vec![0.0f32; text.len() + 1];
    let mut opened = vec![0i32; text.len() + 2];
    for glyph in &shaped.glyphs {
        ending_at[glyph.end.min(text.len())] += glyph.advance;
        if glyph.end > glyph.start + 1 {
            opened[glyph.start + 1] += 1;
            opened[glyph.end] -= 1;
        }
    }
    let boundaries: Vec<usize> = text.grapheme_indices(true).map(|(at, _)| at).collect();
    let mut cuts = Vec::with_capacity(boundaries.len());
    let (mut width, mut open, mut offset) = (0.0, 0, 0);
    for at in boundaries.into_iter().skip(1) {
        while offset <= at {
            width += ending_at[offset];
            open += opened[offset];
            offset += 1;
        }
        if open == 0 && !text[..at].ends_with(char::is_whitespace) {
            cuts.push((at, width));
        }
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cut as it was first written (drop one cluster at a time, re-measure): the
    /// linear [`fit`] must give the same text.
    fn fit_by_dropping(text: &str, max_width: f32, size: f32, weight: Weight) -> String {
        let max_width = max_width + 0.5;
        if measure(text, size, weight) <= max_width {
            return text.to_string();
        }
        let mut kept: Vec<&str> = text.graphemes(true).collect();
        while !kept.is_empty() {
            kept.pop();
            let cut = kept.concat().trim_end().to_string() + "…";
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
            "Γιώργος Παπαδόπουλος και Дмитрий Иванов",
            "山田太郎は名前がとても長いのでここで切られます",
            "דוד בן גוריון הוא שם ארוך מאוד",
            "สมชาย ใจดี มีชื่อยาวมาก",
            "👩‍👩‍👧👩‍👩‍👧 🇫🇷🇫🇷🇫🇷 🐉🐉🐉",
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

    /// A 1 MB name is cut after reading only what fits.
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

    const CJK: &str = "Noto Sans CJK SC";

    /// A name in each script the images must draw, with the
    /// embedded family that must draw every glyph of it.
    const NAMES: [(&str, &str); 13] = [
        ("Ada Lovelace", PRIMARY),
        ("Γιώργος Παπαδόπουλος", PRIMARY),
        ("Дмитрий Иванов", PRIMARY),
        ("Ngô Bảo Châu", PRIMARY),
        ("李小龍", CJK),
        ("山田はなこ", CJK),
        ("カタカナ", CJK),
        ("김민준", CJK),
        ("محمد عبد الله", "Noto Sans Arabic"),
        ("דוד בן גוריון", "Noto Sans Hebrew"),
        ("अर्जुन शर्मा", "Noto Sans Devanagari"),
        ("สมชาย ใจดี", "Noto Sans Thai"),
        ("🐉😀👩‍👩‍👧🇫🇷❤️", "Noto Emoji"),
    ];

    #[test]
    fn every_script_is_drawn_with_real_glyphs_from_its_font() {
        for (name, family) in NAMES {
            for weight in [Weight::Regular, Weight::Bold] {
                let shaped = shape(name, weight);
                assert!(!shaped.glyphs.is_empty(), "{name:?}");
                for glyph in &shaped.glyphs {
                    let cluster = &name[glyph.start..glyph.end];
                    assert_ne!(glyph.id, 0, "{name:?} {weight:?}: no glyph for {cluster:?}");
                    // Spaces may come from DejaVu, the first family asked for.
                    if !cluster.trim().is_empty() {
                        assert_eq!(faces()[glyph.face].family, family, "{name:?}: {cluster:?}");
                    }
                }
                let paths = text_paths(name, 0.0, 30.0, 24.0, weight);
                let ink = [paths.drawn, paths.emboldened];
                assert!(
                    ink.iter().flatten().all(|p| p.bounds().width() > 1.0),
                    "{name:?}"
                );
                assert!(ink.iter().any(Option::is_some), "{name:?}");
            }
        }
    }

    #[test]
    fn a_character_no_font_has_is_left_blank_not_boxed() {
        // A private-use character: no embedded font has it.
        let paths = text_paths("\u{E000}", 0.0, 30.0, 24.0, Weight::Regular);
        assert!(paths.drawn.is_none() && paths.emboldened.is_none());
    }

    #[test]
    fn arabic_is_joined_and_laid_right_to_left() {
        let name = "محمد";
        let shaped = shape(name, Weight::Regular);
        // The first letter (logically) is drawn rightmost.
        let first = shaped
            .glyphs
            .iter()
            .find(|g| g.start == 0)
            .expect("first letter");
        assert!(shaped.glyphs.iter().all(|g| g.x <= first.x), "{shaped:?}");
        // Joined: the first letter takes its initial form, not the one it has alone.
        let alone = shape("م", Weight::Regular);
        assert_ne!(first.id, alone.glyphs[0].id);
    }

    #[test]
    fn hebrew_is_laid_right_to_left() {
        let shaped = shape("דוד בן", Weight::Bold);
        let first = shaped
            .glyphs
            .iter()
            .find(|g| g.start == 0)
            .expect("first letter");
        assert!(shaped.glyphs.iter().all(|g| g.x <= first.x), "{shaped:?}");
    }

    /// Every cut is a whole number of grapheme clusters of the text, an ellipsis after
    /// it, and fits the width.
    #[test]
    fn fit_cuts_every_script_between_clusters() {
        for (name, _) in NAMES {
            let long = format!("{name} {name} {name}");
            for max_width in [10.0, 30.0, 60.0, 90.0, 140.0, 250.0] {
                let cut = fit(&long, max_width, 21.0, Weight::Bold);
                // The ellipsis alone is what is left when not even it fits.
                assert!(
                    cut == "…" || measure(&cut, 21.0, Weight::Bold) <= max_width + 0.5,
                    "{cut:?} in {max_width}"
                );
                if cut == long {
                    continue;
                }
                let kept = cut.strip_suffix('…').expect("an ellipsis");
                assert!(long.starts_with(kept), "{long:?} -> {cut:?}");
                let graphemes = long.grapheme_indices(true).map(|(at, _)| at);
                assert!(
                    graphemes.chain([long.len()]).any(|at| at == kept.len()),
                    "{long:?} cut inside a cluster: {cut:?}"
                );
            }
        }
    }

    #[test]
    fn a_name_on_several_lines_is_drawn_on_one() {
        for (separated, spaced) in [
            ("Ada\nLovelace", "Ada Lovelace"),
            ("Ada\u{2029}Lovelace", "Ada   Lovelace"),
            ("Ada\r\nLovelace", "Ada  Lovelace"),
        ] {
            let width = measure(separated, 20.0, Weight::Regular);
            assert_eq!(
                width,
                measure(spaced, 20.0, Weight::Regular),
                "{separated:?}"
            );
        }
        let cut = fit("Ada\u{2029}Lovelace and more", 60.0, 20.0, Weight::Regular);
        assert!(cut.starts_with("Ada") && cut.ends_with('…'), "{cut:?}");
        // Mixed directions in separate paragraphs must not trip the shaper.
        assert!(measure("abc\nمحمد\nדוד", 20.0, Weight::Bold) > 20.0);
    }

    /// A right-to-left name is cut at its logical end, which is drawn on the left: the
    /// ellipsis must stand left of every letter kept.
    #[test]
    fn a_right_to_left_name_is_cut_on_the_left() {
        for name in [
            "דוד בן גוריון הוא שם ארוך מאוד",
            "عبد الرحمن بن محمد الأنصاري",
        ] {
            let cut = fit(name, 150.0, 20.0, Weight::Regular);
            let kept = cut.strip_suffix('…').expect("cut");
            assert!(name.starts_with(kept) && !kept.is_empty(), "{cut:?}");
            let shaped = shape(&cut, Weight::Regular);
            let ellipsis = shaped.glyphs.iter().find(|g| g.start == kept.len());
            let ellipsis = ellipsis.expect("an ellipsis glyph");
            assert!(
                shaped.glyphs.iter().all(|g| g.x >= ellipsis.x),
                "{cut:?}: {shaped:?}"
            );
        }
    }
}
