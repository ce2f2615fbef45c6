//! The random play of `lyngk bench` and `lyngk bench-discord`: a legal move for the
//! player to move, and the benchmark's copy of a game kept in step with the service's.

use lyngk_rules::{Game, PlayError, Turn};
use rand::Rng;

/// A random legal move in `game` and the seat (0: challenger, 1: opponent) of the
/// player who makes it, `first_seat` being the seat that moves first; `None` once
/// the game is over. The service plays forced passes itself, so a game that goes on
/// always has a move.
pub(super) fn random_move(
    game: &Game,
    first_seat: usize,
    rng: &mut impl Rng,
) -> Option<(usize, Turn)> {
    let position = game.position();
    let turn = position.random_turn(rng).filter(|t| !t.is_pass())?;
    Some(((first_seat + position.to_move().index()) % 2, turn))
}

/// Plays `turn` and then the forced passes that follow it, as the service does;
/// returns how many turns were recorded.
pub(super) fn play_as_service(game: &mut Game, turn: Turn) -> Result<usize, PlayError> {
    let effect = game.position().effect(turn)?;
    game.play(turn)?;
    for _ in &effect.forced_passes {
        game.play(Turn::PASS)?;
    }
    Ok(1 + effect.forced_passes.len())
}
