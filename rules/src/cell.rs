//! The 43 intersections of the board (RULES §2), their names and the geometry tables.
//!
//! Cells are numbered column by column (A1 = 0, B1 = 1 … I1 = 42). Along every one of
//! the six directions the index strictly grows (N, NE, SE) or strictly falls (S, SW,
//! NW), which lets the move generator find the first stack on a ray with a single
//! `trailing_zeros` / `leading_zeros` on a bitboard.

use std::fmt;
use std::str::FromStr;

/// Number of intersections on the board.
pub const CELL_COUNT: usize = 43;
/// Number of columns, A to I.
pub const COLUMN_COUNT: usize = 9;

/// Cells per column, A to I (RULES §2).
pub const COLUMN_LEN: [u8; COLUMN_COUNT] = [1, 4, 7, 6, 7, 6, 7, 4, 1];
/// Lattice offset `f` of each column (RULES §2).
const COLUMN_OFFSET: [u8; COLUMN_COUNT] = [6, 3, 0, 1, 0, 1, 0, 3, 6];
/// Index of each column's first cell.
const COLUMN_START: [u8; COLUMN_COUNT] = [0, 1, 5, 12, 18, 25, 31, 38, 42];
const GRID_HEIGHT: usize = 13;
const NONE: u8 = u8::MAX;

/// One of the six directions of the lattice, as `(dx, dy)` in lattice units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Up a column, `(0, 2)`.
    North,
    /// `(1, 1)`.
    NorthEast,
    /// `(1, -1)`.
    SouthEast,
    /// Down a column, `(0, -2)`.
    South,
    /// `(-1, -1)`.
    SouthWest,
    /// `(-1, 1)`.
    NorthWest,
}

impl Direction {
    /// All six, the three whose cell index grows first.
    pub const ALL: [Direction; 6] = [
        Direction::North,
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The lattice step `(dx, dy)` of RULES §2.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 2),
            Direction::NorthEast => (1, 1),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -2),
            Direction::SouthWest => (-1, -1),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// Whether cell indices grow when stepping this way.
    pub const fn is_ascending(self) -> bool {
        (self as usize) < 3
    }
}

/// An intersection of the board, `A1` … `I1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Cell(u8);

/// Lattice point -> cell index, or `NONE`.
const GRID: [[u8; GRID_HEIGHT]; COLUMN_COUNT] = {
    let mut grid = [[NONE; GRID_HEIGHT]; COLUMN_COUNT];
    let mut col = 0;
    while col < COLUMN_COUNT {
        let mut row = 0;
        while row < COLUMN_LEN[col] {
            let y = 2 * row + COLUMN_OFFSET[col];
            grid[col][y as usize] = COLUMN_START[col] + row;
            row += 1;
        }
        col += 1;
    }
    grid
};

const fn column_of(index: u8) -> u8 {
    let mut col = COLUMN_COUNT - 1;
    while COLUMN_START[col] > index {
        col -= 1;
    }
    col as u8
}

const fn lattice(index: u8) -> (i8, i8) {
    let col = column_of(index);
    let row = index - COLUMN_START[col as usize];
    (col as i8, (2 * row + COLUMN_OFFSET[col as usize]) as i8)
}

const fn cell_at(x: i8, y: i8) -> u8 {
    if x < 0 || y < 0 || x as usize >= COLUMN_COUNT || y as usize >= GRID_HEIGHT {
        NONE
    } else {
        GRID[x as usize][y as usize]
    }
}

/// For every cell and direction, the bitboard of the cells further along that ray;
/// two empty rays pad each row to eight, so that [`NO_DIRECTION`] names an empty ray.
const RAYS: [[u64; 8]; CELL_COUNT] = {
    let mut rays = [[0u64; 8]; CELL_COUNT];
    let mut index = 0;
    while index < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            let (dx, dy) = Direction::ALL[d].delta();
            let (mut x, mut y) = lattice(index as u8);
            loop {
                x += dx;
                y += dy;
                let next = cell_at(x, y);
                if next == NONE {
                    break;
                }
                rays[index][d] |= 1u64 << next;
            }
            d += 1;
        }
        index += 1;
    }
    rays
};

/// The index of an empty ray in a row of [`RAYS`].
const NO_DIRECTION: u8 = 6;

/// For every cell `far` and every bit index `near` (0 to 63), the direction (its index
/// in [`Direction::ALL`]) from the cell `near` to `far`; [`NO_DIRECTION`] when they are
/// on no common line or `near` is no cell. Indexed by bit index so that a loop over the
/// bits of a bitboard needs no cell.
const DIRECTION_TOWARDS: [[u8; 64]; CELL_COUNT] = {
    let mut table = [[NO_DIRECTION; 64]; CELL_COUNT];
    let mut near = 0;
    while near < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            let mut far = 0;
            while far < CELL_COUNT {
                if RAYS[near][d] & (1u64 << far) != 0 {
                    table[far][near] = d as u8;
                }
                far += 1;
            }
            d += 1;
        }
        near += 1;
    }
    table
};

/// For every cell and direction, the adjacent cell or `NONE`.
const NEIGHBOURS: [[u8; 6]; CELL_COUNT] = {
    let mut table = [[NONE; 6]; CELL_COUNT];
    let mut index = 0;
    while index < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            let (dx, dy) = Direction::ALL[d].delta();
            let (x, y) = lattice(index as u8);
            table[index][d] = cell_at(x + dx, y + dy);
            d += 1;
        }
        index += 1;
    }
    table
};

impl Cell {
    /// Every cell in index order (A1, B1, B2 … I1).
    pub const ALL: [Cell; CELL_COUNT] = {
        let mut all = [Cell(0); CELL_COUNT];
        let mut i = 0;
        while i < CELL_COUNT {
            all[i] = Cell(i as u8);
            i += 1;
        }
        all
    };

    /// The cell with this index (0..43).
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < CELL_COUNT {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell in `column` (0 = A … 8 = I) at `row` (1-based).
    pub const fn from_column_row(column: usize, row: usize) -> Option<Cell> {
        if column >= COLUMN_COUNT || row == 0 || row > COLUMN_LEN[column] as usize {
            return None;
        }
        Some(Cell(COLUMN_START[column] + row as u8 - 1))
    }

    /// The cell at lattice point `(x, y)` of RULES §2, if there is one.
    pub const fn from_lattice(x: i8, y: i8) -> Option<Cell> {
        match cell_at(x, y) {
            NONE => None,
            index => Some(Cell(index)),
        }
    }

    /// Index 0..43, column by column.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// This cell's bit in a board bitboard.
    pub(crate) const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Column 0 (A) … 8 (I).
    pub const fn column(self) -> usize {
        column_of(self.0) as usize
    }

    /// Row, 1-based.
    pub const fn row(self) -> usize {
        (self.0 - COLUMN_START[self.column()] + 1) as usize
    }

    /// The column letter, `'A'` … `'I'`.
    pub const fn column_letter(self) -> char {
        (b'A' + self.column() as u8) as char
    }

    /// Lattice point `(x, y)` of RULES §2.
    pub const fn lattice(self) -> (i8, i8) {
        lattice(self.0)
    }

    /// The adjacent cell in `direction`, if any.
    pub const fn neighbour(self, direction: Direction) -> Option<Cell> {
        match NEIGHBOURS[self.0 as usize][direction as usize] {
            NONE => None,
            index => Some(Cell(index)),
        }
    }

    /// All adjacent cells.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        Direction::ALL
            .into_iter()
            .filter_map(move |d| self.neighbour(d))
    }

    pub(crate) const fn ray_bits(self, direction: Direction) -> u64 {
        RAYS[self.0 as usize][direction as usize]
    }

    /// [`Cell::reach`] on raw bitboards, for move generation.
    #[inline]
    pub(crate) fn reach_bits(self, occupied: u64) -> u64 {
        let rays = &RAYS[self.0 as usize];
        let mut reach = 0;
        for ray in &rays[..3] {
            let hits = ray & occupied;
            reach |= hits & hits.wrapping_neg();
        }
        for ray in &rays[3..6] {
            let hits = ray & occupied;
            if hits != 0 {
                reach |= 1u64 << (63 - hits.leading_zeros());
            }
        }
        reach
    }

    /// The cells beyond this one on the ray from the cell of bit index `near` through
    /// this one, as a raw bitboard; empty when the two are on no common line.
    #[inline]
    pub(crate) fn beyond_bits(self, near: usize) -> u64 {
        let direction = DIRECTION_TOWARDS[self.0 as usize][near % 64];
        RAYS[self.0 as usize][usize::from(direction) % 8]
    }

    /// The direction from `self` to `other` when both lie on one straight line.
    pub fn direction_to(self, other: Cell) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.ray(d).contains(other))
    }
}

/// Iterates over the cells of a raw bitboard in index order.
pub(crate) fn cells_of(mut bits: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Cell(index))
        }
    })
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column_letter(), self.row())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a cell name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CellError {
    /// Not a letter and a number (the text, shortened).
    #[error("'{0}' is not a cell: write a column letter A-I and a row number, like C3")]
    Malformed(String),
    /// The column has no such row.
    #[error("column {column} has rows 1 to {rows}, so there is no {column}{row}")]
    NoSuchRow {
        /// The column letter.
        column: char,
        /// The row asked for.
        row: usize,
        /// How many rows the column has.
        rows: u8,
    },
}

impl FromStr for Cell {
    type Err = CellError;

    /// Parses `C3` or `c3`.
    ///
    /// ```
    /// use lyngk_rules::{Cell, CellError};
    ///
    /// let c3: Cell = "c3".parse().unwrap();
    /// assert_eq!(c3.to_string(), "C3");
    /// assert_eq!(c3.lattice(), (2, 4));
    /// assert_eq!(c3.neighbours().count(), 6);
    /// assert!(matches!("A2".parse::<Cell>(), Err(CellError::NoSuchRow { .. })));
    /// ```
    fn from_str(text: &str) -> Result<Cell, CellError> {
        let text = text.trim();
        let malformed = || CellError::Malformed(text.chars().take(12).collect());
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(malformed)?.to_ascii_uppercase();
        if !('A'..='I').contains(&letter) {
            return Err(malformed());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let row: usize = digits.parse().map_err(|_| malformed())?;
        let column = letter as usize - 'A' as usize;
        Cell::from_column_row(column, row).ok_or(CellError::NoSuchRow {
            column: letter,
            row,
            rows: COLUMN_LEN[column],
        })
    }
}

impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = CellError;

    fn try_from(text: String) -> Result<Cell, CellError> {
        text.parse()
    }
}
