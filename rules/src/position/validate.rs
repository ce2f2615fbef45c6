//! The checks that make a set of stacks, claims and points a position (RULES §1, §4, §10).

use crate::cell::{Cell, CELL_COUNT};
use crate::colour::{Colour, ColourSet, Piece};
use crate::stack::Stack;
use crate::turn::Player;
use crate::variant::Variant;

/// Why a set of stacks, claims and points is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A stack is taller than the variant allows (RULES 4.1, 9.1).
    #[error("the stack on {cell} has {height} pieces; the {variant} game allows at most {max}")]
    StackTooHigh {
        /// Where.
        cell: Cell,
        /// Its height.
        height: usize,
        /// The tallest allowed.
        max: usize,
        /// The game.
        variant: Variant,
    },
    /// A stack holds a colour twice (RULES 4.2).
    #[error("the stack on {cell} holds {colour} twice")]
    RepeatedColour {
        /// Where.
        cell: Cell,
        /// The repeated colour.
        colour: Colour,
    },
    /// A joker tops a taller stack (RULES 4.3).
    #[error(
        "the stack on {0} has a joker on top of other pieces; a joker can top only a single piece"
    )]
    JokerOnTop(Cell),
    /// More than 8 pieces of a colour (RULES §1).
    #[error("there are {count} {colour} pieces; the game has only 8")]
    TooManyOfColour {
        /// The colour.
        colour: Colour,
        /// How many.
        count: usize,
    },
    /// More than 3 jokers (RULES §1).
    #[error("there are {0} jokers; the game has only 3")]
    TooManyJokers(usize),
    /// The board and the points hold more than 43 pieces (RULES §1).
    #[error("{pieces} pieces on the board and {points} point(s) (5 pieces each) make more than 43 pieces")]
    TooManyPieces {
        /// Pieces on the board.
        pieces: usize,
        /// Points of both players.
        points: usize,
    },
    /// Both players hold the colour (RULES 5.2).
    #[error("{0} is claimed twice")]
    ColourClaimedTwice(Colour),
    /// A player (1 or 2) holds more than two colours (RULES 5.2).
    #[error("player {0} has claimed more than two colours")]
    TooManyClaims(u8),
    /// The six-stack game scores no points (RULES 9.1).
    #[error("the six-stack game has no points, but points are given")]
    PointsInSix,
}

pub(super) fn validate_stacks(
    stacks: &[Stack; CELL_COUNT],
    variant: Variant,
) -> Result<(), PositionError> {
    let mut counts = [0usize; 6];
    for cell in Cell::ALL {
        let stack = stacks[cell.index()];
        let max = variant.max_height();
        if stack.height() > max {
            return Err(PositionError::StackTooHigh {
                cell,
                height: stack.height(),
                max,
                variant,
            });
        }
        let mut seen = ColourSet::EMPTY;
        for piece in stack.pieces() {
            counts[piece.index()] += 1;
            if let Piece::Colour(colour) = piece {
                if seen.contains(colour) {
                    return Err(PositionError::RepeatedColour { cell, colour });
                }
                seen = seen.with(colour);
            }
        }
        if stack.height() > 1 && stack.top() == Some(Piece::Joker) {
            return Err(PositionError::JokerOnTop(cell));
        }
    }
    for colour in Colour::ALL {
        let count = counts[colour.index()];
        if count > 8 {
            return Err(PositionError::TooManyOfColour { colour, count });
        }
    }
    match counts[Piece::Joker.index()] {
        jokers if jokers > 3 => Err(PositionError::TooManyJokers(jokers)),
        _ => Ok(()),
    }
}

pub(super) fn validate_claims(claims: [ColourSet; 2]) -> Result<(), PositionError> {
    for player in Player::BOTH {
        if claims[player.index()].len() > 2 {
            return Err(PositionError::TooManyClaims(player.number()));
        }
    }
    match claims[0].iter().find(|&c| claims[1].contains(c)) {
        Some(colour) => Err(PositionError::ColourClaimedTwice(colour)),
        None => Ok(()),
    }
}
