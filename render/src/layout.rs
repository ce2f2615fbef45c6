//! All geometry in one place: image size, the header band, and cell -> pixel.

use lyngk_rules::Cell;

/// Width of the image in pixels (Discord shows it scaled; phones at about 400 px).
pub const WIDTH: u32 = 1000;
/// Distance between neighbouring intersections, in pixels.
pub const SPACING: f32 = 116.0;
/// Lattice extent of RULES §2: x in 0..=8, y in 0..=12.
const LATTICE_X_MAX: f32 = 8.0;
const LATTICE_Y_MAX: f32 = 12.0;
/// Room above the top and below the bottom cells for the column letters.
const BOARD_PAD_Y: f32 = SPACING * 0.98;
/// Size of the cell names (files, ranks, empty cells): DejaVu Sans Bold's capitals are
/// 0.626 of this, 23.2 px, so 9.3 px when Discord shows the image 400 px wide.
pub const LABEL_SIZE: f32 = 37.0;
const BOARD_BOTTOM_MARGIN: f32 = 12.0;

/// Where everything goes for one image.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// Distance between neighbouring intersections.
    pub spacing: f32,
    /// Radius of a stack's disc.
    pub stack_radius: f32,
    /// Pixel position of lattice point (0, 0).
    origin: (f32, f32),
}

impl Layout {
    /// The layout for a header of `header_height` pixels.
    pub fn new(header_height: f32) -> Layout {
        // Whole rows, so the cached board can be pasted by copying bytes.
        let header_height = header_height.ceil();
        let spacing = SPACING;
        let board_width = LATTICE_X_MAX * spacing * 3f32.sqrt() / 2.0;
        // Centred, nudged left because a stack's column of lower pieces sticks out to the
        // right of its disc.
        let left = ((WIDTH as f32 - board_width) / 2.0 - spacing * 0.08).round();
        let board_height = LATTICE_Y_MAX * spacing / 2.0;
        let top = header_height + BOARD_PAD_Y;
        let height = (top + board_height + BOARD_PAD_Y + BOARD_BOTTOM_MARGIN).ceil() as u32;
        Layout {
            width: WIDTH,
            height,
            spacing,
            stack_radius: spacing * 0.37,
            origin: (left, top + board_height),
        }
    }

    /// Rows above the board: the header band.
    pub fn header_rows(&self) -> u32 {
        self.height - Layout::new(0.0).height
    }

    /// Pixel position of lattice point `(x, y)` (y up on the board, down in the image).
    pub fn lattice_point(&self, x: f32, y: f32) -> (f32, f32) {
        (
            self.origin.0 + x * self.spacing * 3f32.sqrt() / 2.0,
            self.origin.1 - y * self.spacing / 2.0,
        )
    }

    /// Pixel centre of `cell`, on the middle of a pixel so that stack sprites land
    /// exactly where they would have been drawn.
    pub fn centre(&self, cell: Cell) -> (f32, f32) {
        let (x, y) = cell.lattice();
        let (x, y) = self.lattice_point(f32::from(x), f32::from(y));
        (x.floor() + 0.5, y.floor() + 0.5)
    }

    /// Horizontal centre of the row numbers left (`true`) or right of the board.
    pub fn rank_x(&self, left: bool) -> f32 {
        let (x0, _) = self.lattice_point(0.0, 0.0);
        let (x1, _) = self.lattice_point(LATTICE_X_MAX, 0.0);
        // Further out on the right, where a stack's column of lower pieces sticks out.
        if left {
            x0 - self.spacing * 0.62
        } else {
            x1 + self.spacing * 0.72
        }
    }

    /// Vertical centre of the column letters below (`true`) or above the board.
    pub fn column_letter_y(&self, below: bool) -> f32 {
        let (_, bottom) = self.lattice_point(0.0, 0.0);
        let (_, top) = self.lattice_point(0.0, LATTICE_Y_MAX);
        if below {
            bottom + BOARD_PAD_Y * 0.72
        } else {
            top - BOARD_PAD_Y * 0.72
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_one_spacing_apart() {
        let layout = Layout::new(100.0);
        for cell in Cell::ALL {
            let (x0, y0) = layout.centre(cell);
            for n in cell.neighbours() {
                let (x1, y1) = layout.centre(n);
                let d = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
                assert!((d - layout.spacing).abs() < 1.5, "{cell}-{n}: {d}");
            }
        }
    }

    #[test]
    fn board_fits_in_the_image() {
        let layout = Layout::new(100.0);
        for cell in Cell::ALL {
            let (x, y) = layout.centre(cell);
            let r = layout.stack_radius;
            assert!(x - r > 0.0 && x + r < layout.width as f32, "{cell}");
            assert!(y - r > 100.0 && y + r < layout.height as f32, "{cell}");
        }
    }
}
