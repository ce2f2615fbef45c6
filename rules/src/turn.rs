//! Turns (RULES §5, §8) and the players who make them.

use crate::cell::Cell;
use crate::colour::Colour;
use std::fmt;
use std::ops::Not;

/// A player. `One` moves first (RULES 3.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// Player 1, who moves first.
    One,
    /// Player 2.
    Two,
}

impl Player {
    /// Player 1, then player 2.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// 0 for player one, 1 for player two.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// 1 or 2, as LPN writes it.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl Not for Player {
    type Output = Player;
    fn not(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.number())
    }
}

/// What a turn does after its optional claim.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Move the whole stack on `from` so that it lands on `to` (RULES 5.4, §6).
    Move {
        /// The origin.
        from: Cell,
        /// The landing.
        to: Cell,
    },
    /// The forced pass of RULES 8.1.
    Pass,
}

/// One turn: optionally claim a colour, then move or pass (RULES 5.1).
///
/// A claim together with a pass can be written down but is never legal (RULES 8.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    /// The colour claimed first, if any (RULES 5.2).
    pub claim: Option<Colour>,
    /// The move or the pass.
    pub action: Action,
}

impl Turn {
    /// The pass.
    pub const PASS: Turn = Turn {
        claim: None,
        action: Action::Pass,
    };

    /// A move without a claim.
    pub const fn move_stack(from: Cell, to: Cell) -> Turn {
        Turn {
            claim: None,
            action: Action::Move { from, to },
        }
    }

    /// A claim, then a move.
    pub const fn claim_and_move(colour: Colour, from: Cell, to: Cell) -> Turn {
        Turn {
            claim: Some(colour),
            action: Action::Move { from, to },
        }
    }

    /// The move's origin and landing, or `None` for a pass.
    pub const fn cells(self) -> Option<(Cell, Cell)> {
        match self.action {
            Action::Move { from, to } => Some((from, to)),
            Action::Pass => None,
        }
    }

    /// Whether this is a pass.
    pub const fn is_pass(self) -> bool {
        matches!(self.action, Action::Pass)
    }
}
