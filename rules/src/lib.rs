//! # lyngk-rules
//!
//! The rules of LYNGK (Kris Burm, GIPF project) as fixed by the project's `docs/rules.md`:
//! the 43-cell board, stacks, claims, plain moves and LYNGK chains, completed stacks,
//! passing, the end and its tiebreak, the six-stack variant, and the text notations.
//! Pure and fast: no I/O, positions are `Copy`, move generation works on bitboards.
//!
//! ```
//! use lyngk_rules::{Game, Outcome, Variant};
//!
//! let mut game = Game::new(42, Variant::Standard);
//! // Play the first legal turn until the game ends.
//! while let Some(&turn) = game.position().legal_turns().first() {
//!     game.play(turn).expect("legal turns are accepted");
//! }
//! let outcome: Outcome = game.outcome().expect("finished");
//! println!("{} after {} turns", outcome, game.turns().len());
//!
//! // A game is fully determined by its seed and turns.
//! let again = Game::replay(42, Variant::Standard, game.turns(), None).unwrap();
//! assert_eq!(again.position(), game.position());
//! ```
//!
//! ## The main types
//!
//! - [`Position`]: a position, always legal. [`Position::legal_turns`],
//!   [`Position::play`] (checked, with a [`PlayError`] that says which rule a turn
//!   breaks), [`Position::play_unchecked`] (fast, for turns known to be legal),
//!   [`Position::effect`] (what a turn does: its LYNGK path, the stack it makes, a
//!   completed stack, the passes that follow), [`Position::landings`].
//! - [`Turn`]: an optional claim, then a move or a pass; text `R:C3-D4` via
//!   [`str::parse`] and `Display`.
//! - [`Lpn`]: the position notation, read but unchecked; [`Lpn::into_position`] checks
//!   it. `Position` parses and prints LPN directly too.
//! - [`Game`]: seed, variant and turns, replayable; [`Setup::from_seed`] draws the
//!   start.
//! - [`Cell`], [`CellSet`] (a bitboard of cells), [`Stack`], [`Colour`], [`Piece`],
//!   [`ColourSet`], [`Player`].
//! - [`Outcome`] and [`Tiebreak`]: the end of the game and the final comparison.
//! - [`record`]: the game record of `docs/record.md` (tag pairs, numbered turns, comments,
//!   result), written and read back, every turn replayed through the rules.
//!
//! ## Cargo features
//!
//! - `serde` (default): `Serialize`/`Deserialize` for [`Game`], [`Turn`], [`Player`] and
//!   [`Variant`].
//! - `rand` (default): `Position::random_turn` and `play_random_game`, drawing from any
//!   `rand::Rng`. Seeded setups ([`Setup::from_seed`]) never need it.
#![deny(missing_docs)]

mod cell;
mod cell_set;
mod colour;
mod completion;
mod effect;
mod error;
mod game;
mod lpn;
mod notation;
mod outcome;
mod perft;
mod position;
pub mod record;
mod stack;
mod turn;
mod variant;

pub use cell::{Cell, CellError, Direction, CELL_COUNT, COLUMN_COUNT, COLUMN_LEN};
pub use cell_set::{CellSet, CellSetIter};
pub use colour::{Colour, ColourSet, Piece};
pub use completion::Completion;
pub use effect::TurnEffect;
pub use error::PlayError;
pub use game::{pieces_accounted, Game, ReplayError, Setup};
#[cfg(feature = "rand")]
pub use game::{play_random_game, RandomGame};
pub use lpn::{Lpn, LpnError};
pub use notation::TurnParseError;
pub use outcome::{Criterion, Outcome, Score, Tiebreak};
pub use perft::perft;
pub use position::{LegalMoves, LivePosition, Position, PositionError};
pub use stack::{Stack, MAX_HEIGHT};
pub use turn::{Action, Player, Turn};
pub use variant::Variant;
