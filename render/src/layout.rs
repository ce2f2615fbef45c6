//! All geometry in one place: image size, the header band, and cell -> pixel.

use lyngk_rules::{Cell, COLUMN_COUNT, COLUMN_LEN};

/// Width of the image in pixels (Discord shows it scaled; phones at about 400 px).
pub const WIDTH: u32 = 1000;
/// Distance between neighbouring intersections, in pixels.
pub const SPACING: f32 = 116.0;
/// Lattice extent of RULES §2: x in 0..=8, y in 0..=12.
const LATTICE_X_MAX: f32 = 8.0;
const LATTICE_Y_MAX: f32 = 12.0;
/// Room above the top and below the bottom cells for the names of the columns' ends.
const BOARD_PAD_Y: f32 = SPACING * 0.98;
/// Size of the cell names (columns' ends, empty cells): DejaVu Sans Bold's capitals are
/// 0.626 of this, 23.2 px, so 9.3 px when Discord shows the image 400 px wide.
pub const LABEL_SIZE: f32 = 37.0;
const BOARD_BOTTOM_MARGIN: f32 = 12.0;
/// From a column's end cell to its name beyond it: clear of the stack's height badge
/// above and its shadow below.
const END_NAME_GAP: f32 = SPACING * 0.62;

/// Each column's bottom cell (`false`) and top cell (`true`), A to I: the cells whose
/// names are written beyond the ends of the columns. A1 and I1, alone in their
/// columns, are named once, below.
pub fn column_ends() -> impl Iterator<Item = (Cell, bool)> {
    (0..COLUMN_COUNT).flat_map(|column| {
        let top = usize::from(COLUMN_LEN[column]);
        let ends = if top == 1 {
            vec![(1, false)]
        } else {
            vec![(1, false), (top, true)]
        };
        ends.into_iter().map(move |(row, above)| {
            let cell = Cell::from_column_row(column, row).expect("rows 1..=len exist");
            (cell, above)
        })
    })
}

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

    /// Centre of the name of `cell`, a column's end (see [`column_ends`]): on the
    /// column's line, beyond the cell, above it for the top end (`above`).
    pub fn end_name_centre(&self, cell: Cell, above: bool) -> (f32, f32) {
        let (x, y) = self.centre(cell);
        (
            x,
            if above {
                y - END_NAME_GAP
            } else {
                y + END_NAME_GAP
            },
        )
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
