//! Claiming and playing turns (RULES §5, §7, 9.3), checked and unchecked.

use super::Position;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::colour::{Colour, ColourSet, Piece};
use crate::completion::Completion;
use crate::error::PlayError;
use crate::stack::Stack;
use crate::turn::{Action, Player, Turn};
use crate::variant::Variant;

impl Position {
    /// Claims `colour` for the side to move as the first half of its turn (RULES 5.2);
    /// the same player then moves, without a further claim.
    pub fn claim(&self, colour: Colour) -> Result<Position, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.check_claim(colour)?;
        let mut next = *self;
        next.claims[self.to_move.index()] = self.own_claims().with(colour);
        next.claimed_this_turn = Some(colour);
        if !next.player_has_turn(self.to_move) {
            return Err(PlayError::ClaimLeavesNoMove(colour));
        }
        Ok(next)
    }

    fn check_claim(&self, colour: Colour) -> Result<(), PlayError> {
        if let Some(by) = self.owner(colour) {
            return Err(PlayError::ColourTaken { colour, by });
        }
        if let Some(earlier) = self.claimed_this_turn {
            return Err(PlayError::AlreadyClaimedThisTurn(earlier));
        }
        if self.own_claims().len() >= 2 {
            return Err(PlayError::NoClaimsLeft);
        }
        Ok(())
    }

    /// Plays `turn` for the side to move, or says precisely which rule it breaks.
    ///
    /// ```
    /// use lyngk_rules::{PlayError, Position, Turn};
    ///
    /// let start: Position = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard"
    ///     .parse()
    ///     .unwrap();
    /// let next = start.play("E3-E4".parse().unwrap()).unwrap();
    /// assert_eq!(next.stack("E4".parse().unwrap()).to_string(), "GR");
    /// assert!(matches!(start.play(Turn::PASS), Err(PlayError::PassWithMoves)));
    /// ```
    pub fn play(&self, turn: Turn) -> Result<Position, PlayError> {
        self.check_turn(turn)?;
        Ok(self.play_unchecked(turn))
    }

    /// Whether `turn` is legal for the side to move ([`Position::play`] would accept it).
    pub fn is_legal(&self, turn: Turn) -> bool {
        self.check_turn(turn).is_ok()
    }

    /// The first rule `turn` breaks, if any.
    pub(super) fn check_turn(&self, turn: Turn) -> Result<(), PlayError> {
        if self.six_stack_winner.is_some() {
            return Err(PlayError::GameOver);
        }
        match turn.action {
            Action::Pass => {
                if turn.claim.is_some() {
                    return Err(PlayError::ClaimWithPass);
                }
                if self.player_has_turn(self.to_move) {
                    return Err(PlayError::PassWithMoves);
                }
                if !self.player_has_turn(!self.to_move) {
                    return Err(PlayError::GameOver);
                }
                Ok(())
            }
            Action::Move { from, to } => {
                let mut own = self.own_claims();
                if let Some(colour) = turn.claim {
                    self.check_claim(colour)?;
                    own = own.with(colour);
                }
                self.check_move(own, from, to)
            }
        }
    }

    /// Plays a turn known to be legal, without checking it: the fast path for search
    /// and random play.
    ///
    /// # Contract
    ///
    /// `turn` must be legal in `self`: one of [`Position::legal_turns`] (or
    /// [`Position::random_turn`]), or accepted by [`Position::play`]. For an illegal
    /// turn the returned position is unspecified (it may break the rules, and later
    /// calls on it may give wrong answers) and debug builds may panic; it is never
    /// undefined behaviour. When the turn comes from a user, use [`Position::play`].
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let start = Setup::from_seed(1, Variant::Standard).position;
    /// let turn = start.legal_turns()[0];
    /// assert_eq!(start.play_unchecked(turn), start.play(turn).unwrap());
    /// ```
    #[must_use = "play_unchecked returns the next position and leaves this one unchanged"]
    pub fn play_unchecked(&self, turn: Turn) -> Position {
        let mut next = *self;
        next.advance(turn);
        next
    }

    /// [`Position::play_unchecked`] on this position itself: the fast path of a playout,
    /// which needs no copy of the position before the turn. The same contract: `turn`
    /// must be legal here.
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let start = Setup::from_seed(1, Variant::Standard).position;
    /// let turn = start.legal_turns()[0];
    /// let mut position = start;
    /// position.play_unchecked_in_place(turn);
    /// assert_eq!(position, start.play_unchecked(turn));
    /// ```
    #[inline]
    pub fn play_unchecked_in_place(&mut self, turn: Turn) {
        self.advance(turn);
    }

    /// Plays `turn` without checks; also says which stack it completed, if any.
    #[inline]
    pub(super) fn apply(&self, turn: Turn) -> (Position, Option<Completion>) {
        let mut next = *self;
        let completion = next.advance(turn);
        (next, completion)
    }

    /// Plays `turn` here without checks and says which stack it completed, if any.
    #[inline]
    pub(super) fn advance(&mut self, turn: Turn) -> Option<Completion> {
        let mover = self.to_move;
        if let Some(colour) = turn.claim {
            self.claims[mover.index()] = self.claims[mover.index()].with(colour);
        }
        let completion = match turn.action {
            Action::Move { from, to } => self.move_stack(mover, from, to),
            Action::Pass => None,
        };
        self.to_move = !mover;
        self.claimed_this_turn = None;
        completion
    }

    /// Moves the stack and applies RULES §7 (removal, points) or 9.3 (sudden death).
    fn move_stack(&mut self, mover: Player, from: Cell, to: Cell) -> Option<Completion> {
        let moving = self.stack(from);
        let target = self.stack(to);
        let result = moving.on_top_of(target);
        self.empty(from);
        // The top's index is its colour's bit in a claim set; a joker's (5) is in none.
        let owned = u32::from(self.claims(mover).bits()) >> moving.top_index() & 1 != 0;
        let complete = result.height() == self.variant.max_height();
        match (self.variant, complete && owned) {
            (Variant::Standard, true) => {
                self.empty(to);
                self.points[mover.index()] += 1;
                Some(Completion::Removed {
                    cell: to,
                    stack: result,
                })
            }
            (Variant::Six, true) => {
                self.grow(to, result);
                self.six_stack_winner = Some(mover);
                Some(Completion::SixStack {
                    cell: to,
                    stack: result,
                })
            }
            (_, false) => {
                self.grow(to, result);
                None
            }
        }
    }

    /// Takes the stack on `cell` off the board.
    fn empty(&mut self, cell: Cell) {
        self.bits.remove(cell, self.stacks[cell.index()]);
        self.stacks[cell.index()] = Stack::EMPTY;
    }

    /// Puts `result`, the stack on `cell` with more pieces on top, in its place.
    fn grow(&mut self, cell: Cell, result: Stack) {
        self.bits.grow(cell, self.stacks[cell.index()], result);
        self.stacks[cell.index()] = result;
    }

    /// Checks one move for a mover holding `own`, naming the first rule it breaks.
    fn check_move(&self, own: ColourSet, from: Cell, to: Cell) -> Result<(), PlayError> {
        let moving = self.stack(from);
        let top = match moving.top() {
            None => return Err(PlayError::NoStack(from)),
            Some(Piece::Joker) => return Err(PlayError::JokerCannotMove(from)),
            Some(Piece::Colour(top)) => top,
        };
        if self.opponent_claims().contains(top) {
            return Err(PlayError::OpponentsStack {
                cell: from,
                colour: top,
            });
        }
        if from == to {
            return Err(PlayError::SameCell(from));
        }
        let target = self.stack(to);
        if target.is_empty() {
            return Err(PlayError::EmptyLanding(to));
        }
        let occupied = self.bits.occupied & !from.bit();
        let chains = own.contains(top);
        let reachable = if chains {
            let (reached, points) = self.chain_reach(from, top, occupied);
            reached | points
        } else {
            from.reach_bits(occupied)
        };
        if reachable & to.bit() == 0 {
            return Err(self.unreachable(from, to, occupied, chains));
        }
        if target.top() == Some(Piece::Colour(top)) && chains {
            return Err(PlayError::LyngkPoint {
                cell: to,
                colour: top,
            });
        }
        if let Some(colour) = moving
            .colours()
            .iter()
            .find(|&c| target.colours().contains(c))
        {
            return Err(PlayError::RepeatedColour { cell: to, colour });
        }
        let height = moving.height() + target.height();
        if height > self.variant.max_height() {
            return Err(PlayError::TooHigh {
                height,
                max: self.variant.max_height(),
            });
        }
        if !chains && target.height() > moving.height() {
            return Err(PlayError::NeutralTooLow {
                cell: to,
                moving: moving.height(),
                target: target.height(),
            });
        }
        Ok(())
    }

    fn unreachable(&self, from: Cell, to: Cell, occupied: u64, chains: bool) -> PlayError {
        let blocker = from
            .direction_to(to)
            .and_then(|d| from.first_occupied(d, CellSet::from_bits(occupied)))
            .filter(|&b| b != to);
        match (blocker, chains) {
            (Some(blocker), false) => PlayError::Blocked { from, to, blocker },
            (_, true) => PlayError::NoChainReaches { from, to },
            (None, false) => PlayError::NotReachable { from, to },
        }
    }
}
