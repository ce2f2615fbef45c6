//! A validated position: stacks, claims, points, side to move and variant.

mod bitboards;
mod effect;
mod live;
mod movegen;
mod path;
mod play;
mod sight;
mod validate;

use crate::cell::{Cell, CELL_COUNT};
use crate::cell_set::CellSet;
use crate::colour::{Colour, ColourSet, Piece};
use crate::stack::Stack;
use crate::turn::Player;
use crate::variant::Variant;
use bitboards::Bitboards;
pub use live::{LegalMoves, LivePosition};
use std::fmt;
pub use validate::PositionError;
use validate::{validate_claims, validate_stacks};

/// A position of LYNGK, always consistent with RULES §1–§9.
///
/// ```
/// use lyngk_rules::{Position, Turn};
///
/// let start: Position = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard"
///     .parse()
///     .unwrap();
/// assert_eq!(start.legal_turns().len(), 1020);
/// let next = start.play("R:E3-E4".parse().unwrap()).unwrap();
/// assert_eq!(next.to_string().split(' ').nth(2), Some("R/-"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    stacks: [Stack; CELL_COUNT],
    to_move: Player,
    claims: [ColourSet; 2],
    points: [u8; 2],
    variant: Variant,
    /// The colour the side to move claimed as the first half of its turn.
    claimed_this_turn: Option<Colour>,
    /// Set by a sudden-death 6-stack (RULES 9.3); not part of LPN.
    six_stack_winner: Option<Player>,
    bits: Bitboards,
}

impl Position {
    /// A position from its parts, checked against every rule LPN states (RULES §10).
    pub fn new(
        stacks: [Stack; CELL_COUNT],
        to_move: Player,
        claims: [ColourSet; 2],
        points: [u8; 2],
        variant: Variant,
    ) -> Result<Position, PositionError> {
        validate_stacks(&stacks, variant)?;
        validate_claims(claims)?;
        let total_points = points[0] as usize + points[1] as usize;
        if variant == Variant::Six && total_points > 0 {
            return Err(PositionError::PointsInSix);
        }
        let pieces: usize = stacks.iter().map(|s| s.height()).sum();
        if pieces + 5 * total_points > 43 {
            return Err(PositionError::TooManyPieces {
                pieces,
                points: total_points,
            });
        }
        Ok(Position::from_valid_parts(
            stacks, to_move, claims, points, variant,
        ))
    }

    /// Builds a position from parts already known to be valid (a shuffled setup).
    pub(crate) fn from_valid_parts(
        stacks: [Stack; CELL_COUNT],
        to_move: Player,
        claims: [ColourSet; 2],
        points: [u8; 2],
        variant: Variant,
    ) -> Position {
        let bits = Bitboards::of(&stacks);
        Position {
            stacks,
            to_move,
            claims,
            points,
            variant,
            claimed_this_turn: None,
            six_stack_winner: None,
            bits,
        }
    }

    /// The stack on `cell` (possibly empty).
    pub fn stack(&self, cell: Cell) -> Stack {
        self.stacks[cell.index()]
    }

    /// All 43 stacks in cell index order.
    pub fn stacks(&self) -> &[Stack; CELL_COUNT] {
        &self.stacks
    }

    /// The cells holding a stack.
    pub fn occupied(&self) -> CellSet {
        CellSet::from_bits(self.bits.occupied)
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The game being played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colours `player` has claimed.
    pub fn claims(&self, player: Player) -> ColourSet {
        self.claims[player.index()]
    }

    /// Who has claimed `colour`, if anyone.
    pub fn owner(&self, colour: Colour) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| self.claims(p).contains(colour))
    }

    /// Colours nobody has claimed (RULES 4.3: stacks topped by them are neutral).
    pub fn unclaimed(&self) -> ColourSet {
        self.claims[0].union(self.claims[1]).complement()
    }

    /// Colours `player` could claim now (RULES 5.2), ignoring whether a move follows.
    pub fn claimable_by(&self, player: Player) -> ColourSet {
        let spent = player == self.to_move && self.claimed_this_turn.is_some();
        if spent || self.claims(player).len() >= 2 {
            ColourSet::EMPTY
        } else {
            self.unclaimed()
        }
    }

    /// Points (removed 5-stacks) of `player` (RULES 7.1).
    pub fn points(&self, player: Player) -> u8 {
        self.points[player.index()]
    }

    /// Whether the side to move has already claimed this turn (see [`Position::claim`]).
    pub fn claimed_this_turn(&self) -> bool {
        self.claimed_this_turn.is_some()
    }

    /// The winner by a sudden-death 6-stack (RULES 9.3), if the game ended that way.
    pub fn six_stack_winner(&self) -> Option<Player> {
        self.six_stack_winner
    }

    /// The owner of the stack on `cell`: `None` when empty, neutral or a joker.
    pub fn stack_owner(&self, cell: Cell) -> Option<Player> {
        self.stack(cell)
            .top()
            .and_then(Piece::colour)
            .and_then(|c| self.owner(c))
    }

    /// The cells whose stack the side to move may try to move (RULES 5.3): topped by a
    /// colour that is not the opponent's (claiming first changes nothing here). Whether
    /// the stack has a landing is not checked: see [`Position::landings`].
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let start = Setup::from_seed(3, Variant::Standard).position;
    /// // Every stack but the three jokers.
    /// assert_eq!(start.movable_origins().len(), 40);
    /// ```
    pub fn movable_origins(&self) -> CellSet {
        CellSet::from_bits(self.movable(self.opponent_claims()))
    }

    /// How many stacks topped by `colours` the board holds, by height (index 0 unused).
    pub(crate) fn stacks_by_height(&self, colours: ColourSet) -> [u8; 7] {
        let topped = colours
            .iter()
            .fold(0, |acc, colour| acc | self.bits.top[colour.index()]);
        let mut counts = [0u8; 7];
        for (height, count) in counts.iter_mut().enumerate().skip(1) {
            *count = (topped & self.bits.exactly(height)).count_ones() as u8;
        }
        counts
    }

    fn own_claims(&self) -> ColourSet {
        self.claims(self.to_move)
    }

    fn opponent_claims(&self) -> ColourSet {
        self.claims(!self.to_move)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
