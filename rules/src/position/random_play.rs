//! Whole random games played fast: the sight of every stack and the move table are
//! kept from turn to turn instead of being worked out afresh.

use super::movegen::MoveTable;
use super::sight::Sight;
use super::Position;
use crate::effect::Completion;
use crate::turn::{Action, Turn};

/// A position played on by turns drawn uniformly from its legal turns, drawing exactly
/// as [`Position::random_turn`] does, so the same generator gives the same game.
pub(crate) struct RandomPlay {
    position: Position,
    /// The sight of every occupied cell, updated as cells empty.
    sight: Sight,
    /// Reused from turn to turn: filling it writes every entry it is read at.
    table: MoveTable,
}

impl RandomPlay {
    pub(crate) fn new(position: Position) -> RandomPlay {
        RandomPlay {
            sight: Sight::of(&position),
            position,
            table: MoveTable::EMPTY,
        }
    }

    /// The position reached.
    pub(crate) fn position(&self) -> &Position {
        &self.position
    }

    /// [`Position::random_turn`] of the current position: the same draws from `rng`,
    /// the same turn; `None` when the game is over.
    pub(crate) fn random_turn(&mut self, rng: &mut impl rand::Rng) -> Option<Turn> {
        let position = &self.position;
        if position.six_stack_winner.is_some() {
            return None;
        }
        position.fill_move_table(&self.sight, &mut self.table);
        match self.table.count() {
            0 => position
                .player_has_turn(!position.to_move)
                .then_some(Turn::PASS),
            count => Some(self.table.nth(rng.random_range(0..count))),
        }
    }

    /// Plays `turn`, which must be legal here (as [`Position::play_unchecked`]).
    pub(crate) fn play(&mut self, turn: Turn) {
        let completion = self.position.advance(turn);
        if let Action::Move { from, .. } = turn.action {
            self.sight.vacate(from);
        }
        if let Some(Completion::Removed { cell, .. }) = completion {
            self.sight.vacate(cell);
        }
    }
}
