//! Setup from a seed (RULES §3) and the game record: seed, variant and turns.

use crate::cell::{Cell, CELL_COUNT};
use crate::colour::{Colour, ColourSet, Piece};
use crate::error::PlayError;
use crate::outcome::Outcome;
#[cfg(feature = "rand")]
use crate::position::LivePosition;
use crate::position::Position;
use crate::stack::Stack;
use crate::turn::{Player, Turn};
use crate::variant::Variant;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The 43 pieces before shuffling: 8 of each active colour (I B R G K), then 3 jokers.
fn unshuffled_pieces() -> [Piece; CELL_COUNT] {
    let mut pieces = [Piece::Joker; CELL_COUNT];
    for (i, piece) in pieces.iter_mut().take(40).enumerate() {
        *piece = Piece::Colour(Colour::ALL[i / 8]);
    }
    pieces
}

/// A uniform number below `bound` from the generator's next 32-bit words, by rejection:
/// written out here so the setup never changes with a `rand` release.
fn below(rng: &mut ChaCha8Rng, bound: u32) -> u32 {
    let zone = u32::MAX - (u32::MAX % bound + 1) % bound;
    loop {
        let value = rng.next_u32();
        if value <= zone {
            return value % bound;
        }
    }
}

/// The start of a game drawn from `seed` (RULES §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The shuffled board, player 1 to move, nothing claimed.
    pub position: Position,
    /// Which of the two seats (0 or 1, in the order the caller lists the people) moves
    /// first and so is player 1.
    pub first_seat: usize,
}

impl Setup {
    /// Draws the board and the first player. The generator is ChaCha8 seeded with
    /// `seed_from_u64(seed)`; a Fisher–Yates shuffle from the last cell down takes one
    /// `below(i + 1)` per cell, then one `below(2)` draws the first seat. This is part
    /// of the stored-game format: changing it changes every stored game.
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let setup = Setup::from_seed(7, Variant::Standard);
    /// assert_eq!(setup, Setup::from_seed(7, Variant::Standard));
    /// assert_eq!(setup.position.occupied().len(), 43);
    /// assert!(setup.first_seat < 2);
    /// ```
    pub fn from_seed(seed: u64, variant: Variant) -> Setup {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pieces = unshuffled_pieces();
        for i in (1..CELL_COUNT).rev() {
            let j = below(&mut rng, i as u32 + 1) as usize;
            pieces.swap(i, j);
        }
        let first_seat = below(&mut rng, 2) as usize;
        let stacks = pieces.map(Stack::single);
        // A shuffle of the 43 pieces, one per cell, nothing claimed: valid by construction
        // (`a_shuffled_setup_is_a_valid_position` checks it against `Position::new`).
        let position =
            Position::from_valid_parts(stacks, Player::One, [ColourSet::EMPTY; 2], [0, 0], variant);
        Setup {
            position,
            first_seat,
        }
    }
}

/// A game: everything that determines it (seed, variant, turns) and its current position.
///
/// Serialises as `{ "seed", "variant", "turns": ["R:C3-D4", …], "pending_claim" }`;
/// deserialising replays and checks every turn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "GameRecord", into = "GameRecord")
)]
pub struct Game {
    seed: u64,
    variant: Variant,
    turns: Vec<Turn>,
    /// A colour claimed as the first half of the turn in progress (RULES 5.2).
    pending_claim: Option<Colour>,
    position: Position,
}

/// The serialised form of a [`Game`].
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct GameRecord {
    seed: u64,
    variant: Variant,
    turns: Vec<Turn>,
    #[serde(default)]
    pending_claim: Option<char>,
}

/// Why a stored game does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// A recorded turn is not legal where it was played.
    #[error("turn {number} ({turn}) is illegal: {error}")]
    IllegalTurn {
        /// The turn's number, from 1.
        number: usize,
        /// The turn.
        turn: Turn,
        /// The rule it breaks.
        error: PlayError,
    },
    /// The stored pending claim is not a colour letter.
    #[error("the pending claim '{0}' is not a colour")]
    PendingClaim(char),
    /// The pending claim is not legal after the turns.
    #[error("the pending claim is illegal: {0}")]
    IllegalClaim(PlayError),
}

#[cfg(feature = "serde")]
impl TryFrom<GameRecord> for Game {
    type Error = ReplayError;
    fn try_from(record: GameRecord) -> Result<Game, ReplayError> {
        let pending = record
            .pending_claim
            .map(|c| Colour::from_letter(c).ok_or(ReplayError::PendingClaim(c)))
            .transpose()?;
        Game::replay(record.seed, record.variant, &record.turns, pending)
    }
}

#[cfg(feature = "serde")]
impl From<Game> for GameRecord {
    fn from(game: Game) -> GameRecord {
        GameRecord {
            seed: game.seed,
            variant: game.variant,
            turns: game.turns,
            pending_claim: game.pending_claim.map(Colour::letter),
        }
    }
}

impl Game {
    /// A new game drawn from `seed`.
    pub fn new(seed: u64, variant: Variant) -> Game {
        Game {
            seed,
            variant,
            turns: Vec::new(),
            pending_claim: None,
            position: Setup::from_seed(seed, variant).position,
        }
    }

    /// Rebuilds a game from its record, checking every turn.
    pub fn replay(
        seed: u64,
        variant: Variant,
        turns: &[Turn],
        pending_claim: Option<Colour>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::new(seed, variant);
        for (i, &turn) in turns.iter().enumerate() {
            game.play(turn).map_err(|error| ReplayError::IllegalTurn {
                number: i + 1,
                turn,
                error,
            })?;
        }
        if let Some(colour) = pending_claim {
            game.claim(colour).map_err(ReplayError::IllegalClaim)?;
        }
        Ok(game)
    }

    /// The seed the setup was drawn from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game being played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The turns played so far, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The colour claimed this turn before moving, if any.
    pub fn pending_claim(&self) -> Option<Colour> {
        self.pending_claim
    }

    /// The current position (with the pending claim applied).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Which seat moves first (see [`Setup::first_seat`]).
    pub fn first_seat(&self) -> usize {
        Setup::from_seed(self.seed, self.variant).first_seat
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        Outcome::of(&self.position)
    }

    /// Claims a colour as the first half of the current turn (RULES 5.2).
    pub fn claim(&mut self, colour: Colour) -> Result<(), PlayError> {
        self.position = self.position.claim(colour)?;
        self.pending_claim = Some(colour);
        Ok(())
    }

    /// Plays a turn. After [`Game::claim`] the recorded turn carries that claim.
    pub fn play(&mut self, turn: Turn) -> Result<&Position, PlayError> {
        let next = self.position.play(turn)?;
        let recorded = Turn {
            claim: turn.claim.or(self.pending_claim),
            ..turn
        };
        self.turns.push(recorded);
        self.pending_claim = None;
        self.position = next;
        Ok(&self.position)
    }

    /// The position before turn `ply` (0-based); `ply == turns().len()` is the current
    /// position without the pending claim.
    pub fn position_before(&self, ply: usize) -> Option<Position> {
        if ply > self.turns.len() {
            return None;
        }
        let start = Setup::from_seed(self.seed, self.variant).position;
        Some(
            self.turns[..ply]
                .iter()
                .fold(start, |p, &turn| p.play_unchecked(turn)),
        )
    }
}

/// What [`play_random_game`] reports.
#[cfg(feature = "rand")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomGame {
    /// The position at the end.
    pub final_position: Position,
    /// Turns played, passes included.
    pub turns: usize,
    /// Passes among them.
    pub passes: usize,
    /// How the game ended.
    pub outcome: Outcome,
}

/// Plays a whole game from `seed`, each turn drawn uniformly from the legal turns with
/// `rng`. A health check and a benchmark of the engine.
#[cfg(feature = "rand")]
pub fn play_random_game(seed: u64, variant: Variant, rng: &mut impl rand::Rng) -> RandomGame {
    let mut play = LivePosition::new(Setup::from_seed(seed, variant).position);
    let (mut turns, mut passes) = (0, 0);
    while let Some(turn) = play.random_turn(rng) {
        passes += usize::from(turn.is_pass());
        turns += 1;
        play.play(turn);
    }
    let position = *play.position();
    RandomGame {
        final_position: position,
        turns,
        passes,
        outcome: Outcome::of_finished(&position),
    }
}

/// Counts the pieces on the board plus 5 per point: always 43 in a real game.
pub fn pieces_accounted(position: &Position) -> usize {
    let on_board: usize = Cell::ALL.iter().map(|&c| position.stack(c).height()).sum();
    on_board
        + 5 * Player::BOTH
            .iter()
            .map(|&p| position.points(p) as usize)
            .sum::<usize>()
}

#[cfg(test)]
mod tests {
    use super::*;

    // RULES §3: every setup is a position the full checks accept.
    #[test]
    fn a_shuffled_setup_is_a_valid_position() {
        for seed in 0..200 {
            for variant in [Variant::Standard, Variant::Six] {
                let setup = Setup::from_seed(seed, variant).position;
                let checked = Position::new(
                    *setup.stacks(),
                    Player::One,
                    [ColourSet::EMPTY; 2],
                    [0, 0],
                    variant,
                );
                assert_eq!(checked, Ok(setup), "seed {seed}");
            }
        }
    }

    // RULES §5, §8: a random game is drawn turn by turn from all legal turns exactly as
    // `Position::random_turn` draws, so its fast path plays the very same game.
    #[cfg(feature = "rand")]
    #[test]
    fn a_random_game_draws_as_random_turn_does() {
        for seed in 0..150 {
            for variant in [Variant::Standard, Variant::Six] {
                let mut fast_rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
                let mut slow_rng = fast_rng.clone();
                let game = play_random_game(seed, variant, &mut fast_rng);
                let mut position = Setup::from_seed(seed, variant).position;
                let (mut turns, mut passes) = (0, 0);
                while let Some(turn) = position.random_turn(&mut slow_rng) {
                    passes += usize::from(turn.is_pass());
                    turns += 1;
                    position = position.play(turn).expect("a legal turn");
                }
                assert_eq!(game.final_position, position, "seed {seed}");
                assert_eq!((game.turns, game.passes), (turns, passes), "seed {seed}");
                assert_eq!(Some(game.outcome), Outcome::of(&position), "seed {seed}");
                assert_eq!(fast_rng.next_u64(), slow_rng.next_u64(), "seed {seed}");
            }
        }
    }
}
