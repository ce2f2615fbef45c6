//! Why a turn or a claim is refused, in words a player understands.

use crate::cell::Cell;
use crate::colour::Colour;
use crate::turn::Player;

/// The reason [`crate::Position::play`] or [`crate::Position::claim`] refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no stack on {0}")]
    NoStack(Cell),
    #[error("the joker on {0} cannot move: a joker never moves on its own")]
    JokerCannotMove(Cell),
    #[error("the stack on {cell} is topped by {colour}, your opponent's colour")]
    OpponentsStack { cell: Cell, colour: Colour },
    #[error("a move must go from one cell to another, not from {0} to itself")]
    SameCell(Cell),
    #[error("{0} is empty: a move always lands on a stack")]
    EmptyLanding(Cell),
    #[error("{blocker} stands between {from} and {to}: a stack cannot jump over another")]
    Blocked { from: Cell, to: Cell, blocker: Cell },
    #[error(
        "{to} is not reachable from {from}: a move goes along a straight line to the first stack"
    )]
    NotReachable { from: Cell, to: Cell },
    #[error("{to} is not reachable from {from}, not along a line nor by a LYNGK chain")]
    NoChainReaches { from: Cell, to: Cell },
    #[error("the {colour} stack cannot stop on {cell}: it is topped by {colour} too, a LYNGK point, so the move goes on from there")]
    LyngkPoint { cell: Cell, colour: Colour },
    #[error("the stack on {cell} already holds {colour}: a stack never holds a colour twice")]
    RepeatedColour { cell: Cell, colour: Colour },
    #[error("that would make a stack of {height} pieces; the most is {max}")]
    TooHigh { height: usize, max: usize },
    #[error("a neutral stack lands only on a stack of its height or lower: it has {moving} piece(s), the stack on {cell} has {target}")]
    NeutralTooLow {
        cell: Cell,
        moving: usize,
        target: usize,
    },
    #[error("{colour} is already claimed by {by}")]
    ColourTaken { colour: Colour, by: Player },
    #[error("you have claimed two colours already, the most a player may claim")]
    NoClaimsLeft,
    #[error("you have already claimed {0} this turn: one claim per turn")]
    AlreadyClaimedThisTurn(Colour),
    #[error("a claim must be followed by a move, never by a pass")]
    ClaimWithPass,
    #[error("you cannot pass while you have a move")]
    PassWithMoves,
    #[error("after claiming {0} you would have no move, so that claim is not allowed")]
    ClaimLeavesNoMove(Colour),
}
