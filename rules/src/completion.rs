//! A stack completed by a move: what [`crate::Position`]'s moves produce and a
//! [`crate::TurnEffect`] reports. Below both, so the position need not know the effect.

use crate::cell::Cell;
use crate::colour::ColourSet;
use crate::stack::Stack;

/// A stack completed by a move with the mover's own colour on top (RULES §7, 9.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Completion {
    /// Standard game: the 5-stack leaves the board and its maker scores a point
    /// (RULES 7.1).
    Removed {
        /// Where the stack was completed.
        cell: Cell,
        /// The completed stack, bottom to top.
        stack: Stack,
    },
    /// Six-stack game: the 6-stack wins the game at once (RULES 9.3).
    SixStack {
        /// Where the stack was completed; it stays on the board.
        cell: Cell,
        /// The completed stack, bottom to top.
        stack: Stack,
    },
}

impl Completion {
    /// Where the stack was completed.
    pub const fn cell(self) -> Cell {
        match self {
            Completion::Removed { cell, .. } | Completion::SixStack { cell, .. } => cell,
        }
    }

    /// The completed stack.
    pub const fn stack(self) -> Stack {
        match self {
            Completion::Removed { stack, .. } | Completion::SixStack { stack, .. } => stack,
        }
    }

    /// The active colours of the completed stack.
    pub const fn colours(self) -> ColourSet {
        self.stack().colours()
    }
}
