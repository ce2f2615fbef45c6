//! Anti-aliased primitives on a tiny-skia pixmap: discs, rings, lines, arrows, boxes.

use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash,
    Transform,
};

/// The image being drawn. Every shape is anti-aliased.
pub struct Canvas {
    pub pixmap: Pixmap,
}

fn paint(colour: Color) -> Paint<'static> {
    let mut paint = Paint {
        anti_alias: true,
        ..Paint::default()
    };
    paint.set_color(colour);
    paint
}

/// A stroke of `width`, round ends, dashed when `dash` is given (on, off lengths).
fn stroke(width: f32, dash: Option<&[f32]>) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        dash: dash.and_then(|d| StrokeDash::new(d.to_vec(), 0.0)),
        ..Stroke::default()
    }
}

impl Canvas {
    /// A canvas filled with `background`.
    pub fn new(width: u32, height: u32, background: Color) -> Canvas {
        let mut pixmap = Pixmap::new(width, height).expect("image size is positive");
        pixmap.fill(background);
        Canvas { pixmap }
    }

    /// Composites `sprite` (premultiplied, like the canvas) with its top-left corner at
    /// `(left, top)`, source-over. A plain loop: tiny-skia's `draw_pixmap` goes through
    /// its general pattern pipeline, several times slower for this 1:1 copy.
    pub fn blit(&mut self, sprite: &Pixmap, left: i32, top: i32) {
        let (cw, ch) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
        let src = sprite.data();
        let dst = self.pixmap.data_mut();
        for sy in 0..sh {
            let y = top + sy;
            if y < 0 || y >= ch {
                continue;
            }
            for sx in 0..sw {
                let x = left + sx;
                if x < 0 || x >= cw {
                    continue;
                }
                let si = ((sy * sw + sx) * 4) as usize;
                let alpha = src[si + 3];
                if alpha == 0 {
                    continue;
                }
                let di = ((y * cw + x) * 4) as usize;
                if alpha == 255 {
                    dst[di..di + 4].copy_from_slice(&src[si..si + 4]);
                    continue;
                }
                let keep = 255 - u32::from(alpha);
                for c in 0..4 {
                    // dst * keep / 255, rounded, plus the premultiplied source.
                    let scaled = u32::from(dst[di + c]) * keep + 128;
                    let scaled = (scaled + (scaled >> 8)) >> 8;
                    dst[di + c] = (u32::from(src[si + c]) + scaled).min(255) as u8;
                }
            }
        }
    }

    pub fn fill_path(&mut self, path: &Path, colour: Color) {
        self.pixmap.fill_path(
            path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    pub fn stroke_path(&mut self, path: &Path, width: f32, colour: Color, dash: Option<&[f32]>) {
        self.pixmap.stroke_path(
            path,
            &paint(colour),
            &stroke(width, dash),
            Transform::identity(),
            None,
        );
    }

    pub fn fill_circle(&mut self, x: f32, y: f32, r: f32, colour: Color) {
        if let Some(path) = PathBuilder::from_circle(x, y, r) {
            self.fill_path(&path, colour);
        }
    }

    /// A circle's outline centred on radius `r`.
    pub fn stroke_circle(
        &mut self,
        x: f32,
        y: f32,
        r: f32,
        width: f32,
        colour: Color,
        dash: Option<&[f32]>,
    ) {
        if let Some(path) = PathBuilder::from_circle(x, y, r) {
            self.stroke_path(&path, width, colour, dash);
        }
    }

    pub fn fill_polygon(&mut self, points: &[(f32, f32)], colour: Color) {
        if let Some(path) = polygon_path(points) {
            self.fill_path(&path, colour);
        }
    }

    pub fn fill_rounded_rect(&mut self, rect: Rect, radius: f32, colour: Color) {
        if let Some(path) = rounded_rect(rect, radius) {
            self.fill_path(&path, colour);
        }
    }

    pub fn stroke_rounded_rect(&mut self, rect: Rect, radius: f32, width: f32, colour: Color) {
        if let Some(path) = rounded_rect(rect, radius) {
            self.stroke_path(&path, width, colour, None);
        }
    }

    /// An arrow along `points` with a head at the last point: a dark casing first, then
    /// the coloured shaft, so it stands out on light and dark boards alike.
    pub fn arrow(&mut self, points: &[(f32, f32)], width: f32, colour: Color, casing: Color) {
        let n = points.len();
        if n < 2 {
            return;
        }
        let (tip_x, tip_y) = points[n - 1];
        let (px, py) = points[n - 2];
        let (dx, dy) = (tip_x - px, tip_y - py);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (ux, uy) = (dx / len, dy / len);
        let head_len = width * 3.2;
        let head_half = width * 2.0;
        // The shaft stops inside the head so its round cap does not poke out of the tip.
        let mut shaft = points.to_vec();
        shaft[n - 1] = (tip_x - ux * head_len * 0.6, tip_y - uy * head_len * 0.6);
        let base = (tip_x - ux * head_len, tip_y - uy * head_len);
        let head = [
            (tip_x, tip_y),
            (base.0 - uy * head_half, base.1 + ux * head_half),
            (base.0 + uy * head_half, base.1 - ux * head_half),
        ];
        let casing_width = width * 0.45;
        if let Some(path) = polyline_path(&shaft) {
            self.stroke_path(&path, width + 2.0 * casing_width, casing, None);
        }
        if let Some(path) = polygon_path(&head) {
            self.stroke_path(&path, 2.0 * casing_width, casing, None);
        }
        if let Some(path) = polyline_path(&shaft) {
            self.stroke_path(&path, width, colour, None);
        }
        self.fill_polygon(&head, colour);
    }
}

pub fn polyline_path(points: &[(f32, f32)]) -> Option<Path> {
    let (&(x0, y0), rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(x0, y0);
    for &(x, y) in rest {
        pb.line_to(x, y);
    }
    pb.finish()
}

pub fn polygon_path(points: &[(f32, f32)]) -> Option<Path> {
    let (&(x0, y0), rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(x0, y0);
    for &(x, y) in rest {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish()
}

/// A rectangle with circular corners of `radius`.
pub fn rounded_rect(rect: Rect, radius: f32) -> Option<Path> {
    let r = radius.min(rect.width() / 2.0).min(rect.height() / 2.0);
    let (l, t, rt, b) = (rect.left(), rect.top(), rect.right(), rect.bottom());
    // Control-point distance that makes a quarter circle from one cubic.
    let k = r * 0.552_284_8;
    let mut pb = PathBuilder::new();
    pb.move_to(l + r, t);
    pb.line_to(rt - r, t);
    pb.cubic_to(rt - r + k, t, rt, t + r - k, rt, t + r);
    pb.line_to(rt, b - r);
    pb.cubic_to(rt, b - r + k, rt - r + k, b, rt - r, b);
    pb.line_to(l + r, b);
    pb.cubic_to(l + r - k, b, l, b - r + k, l, b - r);
    pb.line_to(l, t + r);
    pb.cubic_to(l, t + r - k, l + r - k, t, l + r, t);
    pb.close();
    pb.finish()
}

/// A five-pointed star centred on `(x, y)` with outer radius `r`, point up.
pub fn star_path(x: f32, y: f32, r: f32) -> Option<Path> {
    let inner = r * 0.42;
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { inner };
            let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            (x + radius * angle.cos(), y + radius * angle.sin())
        })
        .collect();
    polygon_path(&points)
}
