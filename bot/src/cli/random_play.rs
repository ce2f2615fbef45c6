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

/// A line of random legal moves from `game` to an end the rules call a draw (RULES 8.3),
/// each move with the seat (0: first seat) that makes it, forced passes left to the
/// service; `None` when `tries` random lines found none. Random lines end drawn about
/// once in 250, so the simulations that want a drawn game look for one on a copy and
/// then have the players play it.
pub(super) fn drawn_line(
    game: &Game,
    tries: usize,
    rng: &mut impl Rng,
) -> Option<Vec<(usize, Turn)>> {
    for _ in 0..tries {
        let mut copy = game.clone();
        let mut line = Vec::new();
        while let Some((seat, turn)) = random_move(&copy, 0, rng) {
            play_as_service(&mut copy, turn).ok()?;
            line.push((seat, turn));
        }
        if copy
            .outcome()
            .is_some_and(|outcome| outcome.winner().is_none())
        {
            return Some(line);
        }
    }
    None
}
