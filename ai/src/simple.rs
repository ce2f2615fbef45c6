//! The two players without search: `random` and `greedy`.

use crate::eval::gain;
use lyngk_rules::{Position, Turn};
use rand::Rng;

/// A legal turn drawn uniformly (claims included).
pub fn random(position: &Position, rng: &mut impl Rng) -> Option<Turn> {
    position.random_turn(rng)
}

/// The turn with the best immediate [`gain`](crate::eval::Gain): a sudden-death win,
/// then points scored, then a stack of 5 made, then the landing height; ties at random.
pub fn greedy(position: &Position, rng: &mut impl Rng) -> Option<Turn> {
    let turns = position.legal_turns();
    let best = turns.iter().map(|&t| gain(position, t)).max()?;
    let ties: Vec<Turn> = turns
        .into_iter()
        .filter(|&t| gain(position, t) == best)
        .collect();
    Some(ties[rng.random_range(0..ties.len())])
}
