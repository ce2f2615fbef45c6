//! A position played on turn after turn, with the sight of every stack and the move
//! table kept from turn to turn instead of being worked out afresh: what whole random
//! games and a search's playouts need.

use super::movegen::MoveTable;
use super::sight::Sight;
use super::Position;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::colour::Colour;
use crate::completion::Completion;
use crate::turn::{Action, Turn};

/// A position to be played on, fast: every stack's sight (RULES 5.4) is kept up to date
/// as cells empty, so each turn's move generation starts from it instead of looking
/// along every line again. It answers exactly as the [`Position`] it holds would:
/// [`LivePosition::legal_turns_into`] lists the same turns in the same order, and
/// [`LivePosition::random_turn`] draws as [`Position::random_turn`] does.
///
/// ```
/// use lyngk_rules::{LivePosition, Setup, Variant};
///
/// let start = Setup::from_seed(3, Variant::Standard).position;
/// let mut live = LivePosition::new(start);
/// let mut turns = Vec::new();
/// live.legal_turns_into(&mut turns);
/// assert_eq!(turns, start.legal_turns());
/// live.play(turns[0]);
/// assert_eq!(*live.position(), start.play_unchecked(turns[0]));
/// ```
#[derive(Clone)]
pub struct LivePosition {
    position: Position,
    /// The sight of every occupied cell, updated as cells empty.
    sight: Sight,
    /// Reused from turn to turn: filling it writes every entry it is read at.
    table: MoveTable,
}

impl LivePosition {
    /// Starts from `position`, working out every stack's sight once.
    pub fn new(position: Position) -> LivePosition {
        LivePosition {
            sight: Sight::of(&position),
            position,
            table: MoveTable::EMPTY,
        }
    }

    /// The position reached.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// [`Position::legal_turns_into`] of the current position: the same turns in the
    /// same order, into a reused buffer (cleared first).
    pub fn legal_turns_into(&mut self, turns: &mut Vec<Turn>) {
        turns.clear();
        let position = &self.position;
        if position.six_stack_winner.is_some() {
            return;
        }
        position.fill_move_table(&self.sight, &mut self.table);
        self.table.list_into(turns);
        if turns.is_empty() && position.player_has_turn(!position.to_move) {
            turns.push(Turn::PASS);
        }
    }

    /// The moves of the current position (claim and move turns; no pass), worked out
    /// once for whatever reads them: a playout that scores every move needs no list.
    /// Empty when the mover must pass or the game is over.
    pub fn legal_moves(&mut self) -> LegalMoves<'_> {
        if self.position.six_stack_winner.is_some() {
            self.table.clear();
        } else {
            self.position.fill_move_table(&self.sight, &mut self.table);
        }
        LegalMoves { table: &self.table }
    }

    /// [`Position::random_turn`] of the current position: the same draws from `rng`,
    /// the same turn; `None` when the game is over.
    #[cfg(feature = "rand")]
    pub fn random_turn(&mut self, rng: &mut impl rand::Rng) -> Option<Turn> {
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

    /// Plays `turn`, which must be legal here (the contract of
    /// [`Position::play_unchecked`]).
    #[inline]
    pub fn play(&mut self, turn: Turn) {
        let completion = self.position.advance(turn);
        if let Action::Move { from, .. } = turn.action {
            self.sight.vacate(from);
        }
        if let Some(Completion::Removed { cell, .. }) = completion {
            self.sight.vacate(cell);
        }
    }
}

/// The moves of a [`LivePosition`]'s position, from [`LivePosition::legal_moves`]: the
/// turns of [`Position::legal_turns`] but the pass, in the same order.
pub struct LegalMoves<'a> {
    table: &'a MoveTable,
}

impl LegalMoves<'_> {
    /// How many moves there are (claim and move turns).
    pub fn count(&self) -> usize {
        self.table.count()
    }

    /// The move at `index` in the order of [`Position::legal_turns`]; `index` must be
    /// below [`LegalMoves::count`].
    pub fn nth(&self, index: usize) -> Turn {
        assert!(index < self.count(), "move {index} of {}", self.count());
        self.table.nth(index)
    }

    /// Calls `visit` with each claim option (no claim first, then each claimable colour
    /// in I B R G K order), each stack the mover may try to move, in cell order, and its
    /// landings (possibly none) after that claim: the moves in the order of
    /// [`Position::legal_turns`], grouped by claim and origin.
    ///
    /// ```
    /// use lyngk_rules::{Action, LivePosition, Setup, Turn, Variant};
    ///
    /// let start = Setup::from_seed(3, Variant::Standard).position;
    /// let mut live = LivePosition::new(start);
    /// let mut turns = Vec::new();
    /// live.legal_moves().for_each_origin(|claim, from, landings| {
    ///     turns.extend(landings.iter().map(|to| Turn { claim, action: Action::Move { from, to } }));
    /// });
    /// assert_eq!(turns, start.legal_turns());
    /// ```
    #[inline]
    pub fn for_each_origin(&self, mut visit: impl FnMut(Option<Colour>, Cell, CellSet)) {
        self.table.for_each_origin(|claim, from, landings| {
            visit(claim, from, CellSet::from_bits(landings))
        });
    }
}

#[cfg(all(test, feature = "rand"))]
mod tests {
    use super::*;
    use crate::game::Setup;
    use crate::variant::Variant;
    use rand::SeedableRng;

    // RULES §5, §6, §8 and 9.3: along whole games of both variants, the kept position
    // lists the turns, counts and indexes the moves, and draws, as the position itself.
    #[test]
    fn a_live_position_answers_as_its_position() {
        let mut turns = Vec::new();
        for seed in 0..40 {
            let variant = if seed % 4 == 0 {
                Variant::Six
            } else {
                Variant::Standard
            };
            let mut live = LivePosition::new(Setup::from_seed(seed, variant).position);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            loop {
                let position = *live.position();
                let expected = position.legal_turns();
                live.legal_turns_into(&mut turns);
                assert_eq!(turns, expected, "{position}");
                let moves = live.legal_moves();
                let listed: Vec<Turn> = (0..moves.count()).map(|i| moves.nth(i)).collect();
                let mut visited = Vec::new();
                moves.for_each_origin(|claim, from, landings| {
                    visited.extend(landings.iter().map(|to| Turn {
                        claim,
                        action: Action::Move { from, to },
                    }));
                });
                let without_pass: Vec<Turn> =
                    expected.iter().copied().filter(|t| !t.is_pass()).collect();
                assert_eq!(listed, without_pass, "{position}");
                assert_eq!(visited, without_pass, "{position}");
                let mut reference = rng.clone();
                let turn = live.random_turn(&mut rng);
                assert_eq!(turn, position.random_turn(&mut reference), "{position}");
                let Some(turn) = turn else {
                    assert!(position.is_over());
                    break;
                };
                live.play(turn);
                assert_eq!(*live.position(), position.play_unchecked(turn));
            }
        }
    }
}
