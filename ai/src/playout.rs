//! Playouts: a game played on from a position to its end by a cheap policy.

use crate::eval::Scorer;
use lyngk_rules::{Action, CellSet, Colour, Outcome, Player, Position, Turn};
use rand::Rng;

/// How a playout ended.
#[derive(Clone, Copy, Debug)]
pub struct Ending {
    pub winner: Option<Player>,
    /// Turns played in the playout (passes included).
    pub steps: u32,
}

fn ending(position: &Position, steps: u32) -> Ending {
    let outcome = Outcome::of(position).expect("a playout runs to the end");
    Ending {
        winner: outcome.winner(),
        steps,
    }
}

/// The baseline's policy: with probability 0.1, when the mover may still
/// claim, it tries a claim of a random free colour; then a random movable stack and a
/// random landing of it. A claim is made without the coin when no move exists otherwise.
pub fn recipe(mut position: Position, rng: &mut impl Rng) -> Ending {
    let mut steps = 0;
    let mut passes_in_a_row = 0;
    while passes_in_a_row < 2 && position.six_stack_winner().is_none() {
        let turn = recipe_turn(&position, rng);
        passes_in_a_row = if turn.is_pass() {
            passes_in_a_row + 1
        } else {
            0
        };
        position = position.play_unchecked(turn);
        steps += 1;
    }
    ending(&position, steps)
}

/// One turn of [`recipe`]; `Turn::PASS` when the mover has no move even after a claim.
pub fn recipe_turn(position: &Position, rng: &mut impl Rng) -> Turn {
    let claimable: Vec<Colour> = position.claimable_by(position.to_move()).iter().collect();
    if !claimable.is_empty() && rng.random_bool(0.1) {
        let colour = claimable[rng.random_range(0..claimable.len())];
        if let Some(turn) = random_move(position, Some(colour), rng) {
            return turn;
        }
    }
    if let Some(turn) = random_move(position, None, rng) {
        return turn;
    }
    // RULES 8.1: only a claim makes a move possible; try the colours in random order.
    let start = rng.random_range(0..claimable.len().max(1));
    (0..claimable.len())
        .find_map(|i| {
            let colour = claimable[(start + i) % claimable.len()];
            random_move(position, Some(colour), rng)
        })
        .unwrap_or(Turn::PASS)
}

/// A random movable stack, then a random landing of it, after `claim` if given.
fn random_move(position: &Position, claim: Option<Colour>, rng: &mut impl Rng) -> Option<Turn> {
    let mut origins = [(0u8, CellSet::EMPTY); 43];
    let mut count = 0;
    for from in position.occupied() {
        let landings = match claim {
            Some(colour) => position.landings_after_claim(from, colour),
            None => position.landings(from),
        };
        if !landings.is_empty() {
            origins[count] = (from.index() as u8, landings);
            count += 1;
        }
    }
    if count == 0 {
        return None;
    }
    let (from, landings) = origins[rng.random_range(0..count)];
    let pick = rng.random_range(0..landings.len());
    let to = landings
        .into_iter()
        .nth(pick)
        .expect("pick within the count");
    let from = lyngk_rules::Cell::from_index(from as usize).expect("a cell index");
    Some(Turn {
        claim,
        action: Action::Move { from, to },
    })
}

/// Probability that a guided playout takes the best-scored turn instead of a random one.
const GREEDY_SHARE: f64 = 0.6;

/// The strong search's playout: each turn is, with probability `GREEDY_SHARE` (0.6), the
/// best by [`Scorer`] (ties broken at random), otherwise drawn uniformly.
pub fn guided(mut position: Position, rng: &mut impl Rng, turns: &mut Vec<Turn>) -> Ending {
    let mut steps = 0;
    loop {
        position.legal_turns_into(turns);
        if turns.is_empty() {
            return ending(&position, steps);
        }
        let turn = if turns.len() == 1 || !rng.random_bool(GREEDY_SHARE) {
            turns[rng.random_range(0..turns.len())]
        } else {
            best_turn(&position, turns, rng)
        };
        position = position.play_unchecked(turn);
        steps += 1;
    }
}

/// The turn of `turns` with the highest [`Scorer`] score, ties broken at random.
pub fn best_turn(position: &Position, turns: &[Turn], rng: &mut impl Rng) -> Turn {
    let scorer = Scorer::new(position);
    let mut best = (f32::NEG_INFINITY, turns[0]);
    let mut ties = 0u32;
    for &turn in turns {
        let score = scorer.score(position, turn);
        if score > best.0 + 1e-6 {
            best = (score, turn);
            ties = 1;
        } else if score > best.0 - 1e-6 {
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                best.1 = turn;
            }
        }
    }
    best.1
}
