//! The cells a move passes through, LYNGK points included (RULES §6).

use super::Position;
use crate::cell::{cells_of, Cell, CELL_COUNT};
use crate::colour::{ColourSet, Piece};

impl Position {
    /// The cells a move passes through as it chains over LYNGK points (RULES §6), from
    /// the origin to the landing, with the fewest LYNGK points; just `[from, to]` for a
    /// plain move. `None` if the stack cannot reach `to` this turn.
    pub fn path(&self, from: Cell, to: Cell) -> Option<Vec<Cell>> {
        if !self.landings(from).contains(to) {
            return None;
        }
        Some(self.route(self.own_claims(), from, to))
    }

    /// The cells of a legal move from `from` to `to` for a mover holding `own`: through
    /// the fewest LYNGK points when the moving stack's colour is in `own`.
    pub(super) fn route(&self, own: ColourSet, from: Cell, to: Cell) -> Vec<Cell> {
        let top = match self.stack(from).top() {
            Some(Piece::Colour(top)) if own.contains(top) => top,
            _ => return vec![from, to],
        };
        let occupied = self.bits.occupied & !from.bit();
        let points = self.bits.top[top.index()] & !from.bit();
        // Breadth-first over LYNGK points, remembering where each was reached from.
        let mut came_from = [None::<Cell>; CELL_COUNT];
        let mut queue = std::collections::VecDeque::from([from]);
        let mut seen = from.bit();
        while let Some(cell) = queue.pop_front() {
            let reach = cell.reach_bits(occupied);
            if reach & to.bit() != 0 {
                let mut path = vec![to, cell];
                let mut back = cell;
                while let Some(prev) = came_from[back.index()] {
                    path.push(prev);
                    back = prev;
                }
                path.reverse();
                return path;
            }
            for next in cells_of(reach & points & !seen) {
                seen |= next.bit();
                came_from[next.index()] = Some(cell);
                queue.push_back(next);
            }
        }
        // Not reached: only for a move that is not legal, which callers rule out.
        vec![from, to]
    }
}
