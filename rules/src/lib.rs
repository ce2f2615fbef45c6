//! # lyngk-rules
//!
//! The rules of LYNGK (Kris Burm, GIPF project) as fixed by the project's `docs/rules.md`:
//! the 43-cell board, stacks, claims, plain moves and LYNGK chains, completed stacks,
//! passing, the end and its tiebreak, the six-stack variant, and the text notations.
//! Pure and fast: no I/O, positions are `Copy`, move generation works on bitboards.
//!
//! ```
//! use lyngk_rules::{Game, Variant, Outcome};
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

pub mod cell;
pub mod colour;
pub mod error;
pub mod game;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod stack;
pub mod turn;

pub use cell::{cells_of, Cell, CellError, Direction, CELL_COUNT};
pub use colour::{Colour, ColourSet, Piece};
pub use error::PlayError;
pub use game::{pieces_accounted, play_random_game, Game, RandomGame, ReplayError, Setup};
pub use notation::{LpnError, TurnParseError};
pub use outcome::{Criterion, Outcome, Score, Tiebreak};
pub use perft::perft;
pub use position::{Position, PositionError, Variant};
pub use stack::{Stack, MAX_HEIGHT};
pub use turn::{Action, Player, Turn};
