//! What a turn does, worked out once by the rules for every caller (board images,
//! announcements, move lists): see [`crate::Position::effect`].

use crate::cell::Cell;
use crate::colour::Colour;
use crate::completion::Completion;
use crate::position::Position;
use crate::stack::Stack;
use crate::turn::{Player, Turn};

/// Everything a legal turn does, from [`Position::effect`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnEffect {
    /// The turn as given.
    pub turn: Turn,
    /// Who played it.
    pub mover: Player,
    /// The colour claimed in this turn: with the move, or just before it by
    /// [`Position::claim`] (RULES 5.2).
    pub claim: Option<Colour>,
    /// The cells the move passes through, origin first and landing last, with the
    /// LYNGK points of a chain between (RULES §6; the chain through the fewest points).
    /// Empty for a pass.
    pub path: Vec<Cell>,
    /// The stack the move makes on the landing cell, before any removal; empty for a
    /// pass.
    pub stack: Stack,
    /// The stack completed by the move, if any.
    pub completion: Option<Completion>,
    /// The position right after the turn (before any forced pass).
    pub after: Position,
    /// The players who must pass after the turn, in order (RULES 8.1): the next player
    /// when only a pass is left to them.
    pub forced_passes: Vec<Player>,
}

impl TurnEffect {
    /// The LYNGK points the move chains through (the path without its ends).
    pub fn lyngk_points(&self) -> &[Cell] {
        self.path
            .get(1..self.path.len().saturating_sub(1))
            .unwrap_or(&[])
    }

    /// Whether the move chains over LYNGK points.
    pub fn is_chain(&self) -> bool {
        !self.lyngk_points().is_empty()
    }

    /// Whether the turn scores a point (a removed 5-stack, RULES 7.1).
    pub fn scores(&self) -> bool {
        matches!(self.completion, Some(Completion::Removed { .. }))
    }

    /// The position after the turn and the forced passes that follow it: where the
    /// next real decision is made.
    pub fn position_after_passes(&self) -> Position {
        self.forced_passes.iter().fold(self.after, |position, _| {
            position.play_unchecked(Turn::PASS)
        })
    }
}
