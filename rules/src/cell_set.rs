//! Sets of cells as 43-bit bitboards.

use crate::cell::{Cell, Direction, CELL_COUNT};
use std::fmt;
use std::iter::FusedIterator;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

/// A set of cells: one bit per cell, bit `i` for the cell with index `i`.
///
/// `Copy`, iterates in cell index order (A1, B1, B2 … I1), and combines with `|`, `&`,
/// `-` (difference), `^` and `!` (complement within the board).
///
/// ```
/// use lyngk_rules::{Cell, CellSet};
///
/// let c3: Cell = "C3".parse().unwrap();
/// let d4: Cell = "D4".parse().unwrap();
/// let both = CellSet::from(c3) | CellSet::from(d4);
/// assert!(both.contains(c3));
/// assert_eq!(both.len(), 2);
/// assert_eq!(both.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["C3", "D4"]);
/// assert_eq!((!both).len(), 41);
/// assert_eq!(both - CellSet::from(c3), CellSet::from(d4));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u64);

/// The bits of the 43 cells.
const BOARD: u64 = (1 << CELL_COUNT) - 1;

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// Every cell of the board.
    pub const ALL: CellSet = CellSet(BOARD);

    /// The set whose bit `i` is set for each cell of index `i`; bits from 43 on are
    /// ignored.
    pub const fn from_bits(bits: u64) -> CellSet {
        CellSet(bits & BOARD)
    }

    /// The bits of the set (bit `i` for the cell of index `i`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding only `cell`.
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(cell.bit())
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// The number of cells in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no cell.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set with `cell` added.
    #[must_use]
    pub const fn with(self, cell: Cell) -> CellSet {
        CellSet(self.0 | cell.bit())
    }

    /// The set with `cell` taken out.
    #[must_use]
    pub const fn without(self, cell: Cell) -> CellSet {
        CellSet(self.0 & !cell.bit())
    }

    /// Adds `cell`; returns whether it was new.
    pub fn insert(&mut self, cell: Cell) -> bool {
        let new = !self.contains(cell);
        self.0 |= cell.bit();
        new
    }

    /// Takes out `cell`; returns whether it was there.
    pub fn remove(&mut self, cell: Cell) -> bool {
        let present = self.contains(cell);
        self.0 &= !cell.bit();
        present
    }

    /// The cells in either set.
    #[must_use]
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells in both sets.
    #[must_use]
    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// The cells of `self` that are not in `other`.
    #[must_use]
    pub const fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The cells of the board outside the set.
    #[must_use]
    pub const fn complement(self) -> CellSet {
        CellSet(!self.0 & BOARD)
    }

    /// Whether the sets have no cell in common.
    pub const fn is_disjoint(self, other: CellSet) -> bool {
        self.0 & other.0 == 0
    }

    /// Whether every cell of `self` is in `other`.
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cell with the lowest index, if any.
    pub const fn first(self) -> Option<Cell> {
        match self.0 {
            0 => None,
            bits => Cell::from_index(bits.trailing_zeros() as usize),
        }
    }

    /// The cell with the highest index, if any.
    pub const fn last(self) -> Option<Cell> {
        match self.0 {
            0 => None,
            bits => Cell::from_index(63 - bits.leading_zeros() as usize),
        }
    }

    /// The cells in index order.
    pub const fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }
}

/// The cells of a [`CellSet`] in index order (either end first).
#[derive(Clone, Debug)]
pub struct CellSetIter(u64);

impl Iterator for CellSetIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        let cell = CellSet(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for CellSetIter {
    fn next_back(&mut self) -> Option<Cell> {
        let cell = CellSet(self.0).last()?;
        self.0 &= !cell.bit();
        Some(cell)
    }
}

impl ExactSizeIterator for CellSetIter {}
impl FusedIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;

    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<T: IntoIterator<Item = Cell>>(cells: T) -> CellSet {
        cells.into_iter().fold(CellSet::EMPTY, CellSet::with)
    }
}

impl Extend<Cell> for CellSet {
    fn extend<T: IntoIterator<Item = Cell>>(&mut self, cells: T) {
        *self = cells.into_iter().fold(*self, CellSet::with);
    }
}

impl From<Cell> for CellSet {
    fn from(cell: Cell) -> CellSet {
        CellSet::single(cell)
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, other: CellSet) -> CellSet {
        self.union(other)
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, other: CellSet) -> CellSet {
        self.intersection(other)
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    fn sub(self, other: CellSet) -> CellSet {
        self.difference(other)
    }
}

impl BitXor for CellSet {
    type Output = CellSet;
    fn bitxor(self, other: CellSet) -> CellSet {
        CellSet(self.0 ^ other.0)
    }
}

impl Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        self.complement()
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, other: CellSet) {
        *self = *self | other;
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, other: CellSet) {
        *self = *self & other;
    }
}

impl SubAssign for CellSet {
    fn sub_assign(&mut self, other: CellSet) {
        *self = *self - other;
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The lines of cells a cell sees, as sets: here rather than in `cell`, which knows
/// only raw bitboards, so that a set of cells builds on cells and not the other way.
impl Cell {
    /// The cells beyond this one in `direction`, to the edge of the board.
    ///
    /// ```
    /// use lyngk_rules::{Cell, Direction};
    ///
    /// let c3: Cell = "C3".parse().unwrap();
    /// let north: Vec<String> = c3.ray(Direction::North).iter().map(|c| c.to_string()).collect();
    /// assert_eq!(north, ["C4", "C5", "C6", "C7"]);
    /// ```
    pub const fn ray(self, direction: Direction) -> CellSet {
        CellSet::from_bits(self.ray_bits(direction))
    }

    /// The first cell of `occupied` along `direction`, skipping empty cells.
    pub fn first_occupied(self, direction: Direction, occupied: CellSet) -> Option<Cell> {
        let hits = self.ray(direction) & occupied;
        if direction.is_ascending() {
            hits.first()
        } else {
            hits.last()
        }
    }

    /// The cells a stack here reaches by a plain move (RULES 5.4): in each direction
    /// the first cell of `occupied`.
    pub fn reach(self, occupied: CellSet) -> CellSet {
        CellSet::from_bits(self.reach_bits(occupied.bits()))
    }
}
