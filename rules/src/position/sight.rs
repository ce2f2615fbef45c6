//! What each stack sees on the board: the first stack in each of the six directions
//! (RULES 5.4), the base of every landing and every LYNGK chain.

use super::Position;
use crate::cell::Direction;
use crate::cell::{cells_of, Cell};

/// Slots of a [`Sight`]: the 43 cells and, in the last slot, a scratch slot that absorbs the
/// updates aimed at no cell, so that [`Sight::vacate`] needs no branch.
const SLOTS: usize = 64;
/// The scratch slot's bit: OR-ed into a ray's hit so that a ray that hits nothing
/// names the scratch slot.
const SCRATCH: u64 = 1 << (SLOTS - 1);

/// The sight of cells, indexed by cell: [`Cell::reach_bits`] of the board's occupied
/// cells. Only the slots of occupied cells (or of the cells it was built for) mean
/// anything.
#[derive(Clone, Copy)]
pub(crate) struct Sight([u64; SLOTS]);

/// The three lines through a cell, each as its two opposite directions.
const AXES: [(Direction, Direction); 3] = [
    (Direction::North, Direction::South),
    (Direction::NorthEast, Direction::SouthWest),
    (Direction::SouthEast, Direction::NorthWest),
];

impl Sight {
    /// The sight of each cell of `cells` on the board of `position`.
    pub(super) fn of_cells(position: &Position, cells: u64) -> Sight {
        let mut seen = [0; SLOTS];
        for cell in cells_of(cells) {
            seen[cell.index()] = cell.reach_bits(position.bits.occupied);
        }
        Sight(seen)
    }

    /// What `cell` sees.
    #[inline]
    pub(super) fn of_cell(&self, cell: Cell) -> u64 {
        self.0[cell.index()]
    }

    /// What the cell of bit index `index` sees.
    #[inline]
    pub(super) fn of_index(&self, index: usize) -> u64 {
        self.0[index % SLOTS]
    }
}

/// Keeping the sight up to date through a game: what whole random games and playouts need.
impl Sight {
    /// The sight of every occupied cell of `position`, to be kept up to date by
    /// [`Sight::vacate`] as cells empty.
    pub(crate) fn of(position: &Position) -> Sight {
        Sight::of_cells(position, position.bits.occupied)
    }

    /// Updates the sight of every occupied cell after the stack on `cell` leaves the
    /// board (lifted, or removed as a completed stack). Cells only ever empty in a game,
    /// so this keeps the sight exact: the stacks that saw `cell` along a line now see,
    /// across it, the stack `cell` saw further along that line. Sight is symmetric, so
    /// those stacks are the ones `cell` sees.
    #[inline]
    pub(crate) fn vacate(&mut self, cell: Cell) {
        let seen = self.0[cell.index()];
        for (ascending, descending) in AXES {
            let up = seen & cell.ray_bits(ascending);
            let down = seen & cell.ray_bits(descending);
            self.0[slot(up)] ^= cell.bit() | down;
            self.0[slot(down)] ^= cell.bit() | up;
        }
    }
}

/// The slot of the cell `hit` (one bit), or the scratch slot when `hit` is empty.
#[inline]
fn slot(hit: u64) -> usize {
    (hit | SCRATCH).trailing_zeros() as usize % SLOTS
}

#[cfg(all(test, feature = "rand"))]
mod tests {
    use super::*;
    use crate::game::Setup;
    use crate::variant::Variant;

    // RULES 5.4: the sight kept up to date through whole games equals the sight worked
    // out afresh on every board, for every occupied cell.
    #[test]
    fn vacating_cells_keeps_the_sight_exact() {
        for seed in 0..60 {
            let variant = if seed % 4 == 0 {
                Variant::Six
            } else {
                Variant::Standard
            };
            let mut position = Setup::from_seed(seed, variant).position;
            let mut sight = Sight::of(&position);
            let mut ply = 0usize;
            while let Some(turn) = position.turn_at(ply * 7919 % position.count_turns().max(1)) {
                let before = position.bits.occupied;
                position.play_unchecked_in_place(turn);
                for cell in cells_of(before & !position.bits.occupied) {
                    sight.vacate(cell);
                }
                for cell in cells_of(position.bits.occupied) {
                    assert_eq!(
                        sight.of_cell(cell),
                        cell.reach_bits(position.bits.occupied),
                        "{cell} after ply {ply} of seed {seed}: {position}"
                    );
                }
                ply += 1;
            }
        }
    }
}
