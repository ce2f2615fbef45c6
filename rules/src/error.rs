//! Why a turn or a claim is refused, in words a player understands.

use crate::cell::Cell;
use crate::colour::Colour;
use crate::turn::Player;

/// The reason [`crate::Position::play`] or [`crate::Position::claim`] refuses: the
/// first rule the turn breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// Nobody has a turn left, or a 6-stack has won (RULES 8.3, 9.3).
    #[error("the game is over")]
    GameOver,
    /// The origin is empty.
    #[error("there is no stack on {0}")]
    NoStack(Cell),
    /// The origin is a joker (RULES 5.3).
    #[error("the joker on {0} cannot move: a joker never moves on its own")]
    JokerCannotMove(Cell),
    /// The origin's top colour is the opponent's (RULES 5.3).
    #[error("the stack on {cell} is topped by {colour}, your opponent's colour")]
    OpponentsStack {
        /// The origin.
        cell: Cell,
        /// Its top colour.
        colour: Colour,
    },
    /// Origin and landing are the same cell.
    #[error("a move must go from one cell to another, not from {0} to itself")]
    SameCell(Cell),
    /// The landing is empty (RULES 5.4).
    #[error("{0} is empty: a move always lands on a stack")]
    EmptyLanding(Cell),
    /// Another stack stands on the line between (RULES 5.4).
    #[error("{blocker} stands between {from} and {to}: a stack cannot jump over another")]
    Blocked {
        /// The origin.
        from: Cell,
        /// The landing asked for.
        to: Cell,
        /// The first stack on the way.
        blocker: Cell,
    },
    /// The landing is not on a line from the origin (RULES 5.4).
    #[error(
        "{to} is not reachable from {from}: a move goes along a straight line to the first stack"
    )]
    NotReachable {
        /// The origin.
        from: Cell,
        /// The landing asked for.
        to: Cell,
    },
    /// No line and no LYNGK chain leads there (RULES §6).
    #[error("{to} is not reachable from {from}, not along a line nor by a LYNGK chain")]
    NoChainReaches {
        /// The origin.
        from: Cell,
        /// The landing asked for.
        to: Cell,
    },
    /// A claimed stack cannot stop on a LYNGK point of its colour (RULES 6.2).
    #[error("the {colour} stack cannot stop on {cell}: it is topped by {colour} too, a LYNGK point, so the move goes on from there")]
    LyngkPoint {
        /// The landing asked for.
        cell: Cell,
        /// The moving colour.
        colour: Colour,
    },
    /// The result would hold a colour twice (RULES 4.2).
    #[error("the stack on {cell} already holds {colour}: a stack never holds a colour twice")]
    RepeatedColour {
        /// The landing.
        cell: Cell,
        /// The colour in both stacks.
        colour: Colour,
    },
    /// The result would be taller than the variant allows (RULES 5.5, 9.1).
    #[error("that would make a stack of {height} pieces; the most is {max}")]
    TooHigh {
        /// The height of the result.
        height: usize,
        /// The tallest stack allowed.
        max: usize,
    },
    /// A neutral stack may not land on a taller stack (RULES 5.6).
    #[error("a neutral stack lands only on a stack of its height or lower: it has {moving} piece(s), the stack on {cell} has {target}")]
    NeutralTooLow {
        /// The landing.
        cell: Cell,
        /// The moving stack's height.
        moving: usize,
        /// The landing stack's height.
        target: usize,
    },
    /// The colour is the opponent's, or already the mover's (RULES 5.2).
    #[error("{colour} is already claimed by {by}")]
    ColourTaken {
        /// The colour asked for.
        colour: Colour,
        /// Who holds it.
        by: Player,
    },
    /// The mover holds two colours already (RULES 5.2).
    #[error("you have claimed two colours already, the most a player may claim")]
    NoClaimsLeft,
    /// One claim per turn (RULES 5.2).
    #[error("you have already claimed {0} this turn: one claim per turn")]
    AlreadyClaimedThisTurn(Colour),
    /// A pass cannot carry a claim (RULES 8.1).
    #[error("a claim must be followed by a move, never by a pass")]
    ClaimWithPass,
    /// Passing is allowed only without a move (RULES 8.1).
    #[error("you cannot pass while you have a move")]
    PassWithMoves,
    /// The claim would leave the mover without a move (RULES 5.2).
    #[error("after claiming {0} you would have no move, so that claim is not allowed")]
    ClaimLeavesNoMove(Colour),
}
