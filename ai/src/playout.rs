//! Playouts: a game played on from a position to its end by a cheap policy.

use crate::eval::Scorer;
use lyngk_rules::{
    Action, Cell, Colour, ColourSet, LivePosition, Outcome, Player, Position, Tiebreak, Turn,
    CELL_COUNT,
};
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

/// The end of a playout known to be over (two passes in a row or a 6-stack): the
/// winner without checking again that neither player can move.
fn ended(position: &Position, steps: u32) -> Ending {
    debug_assert!(position.is_over(), "{position}");
    let winner = position
        .six_stack_winner()
        .or_else(|| Tiebreak::of(position).leader());
    Ending { winner, steps }
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
        position.play_unchecked_in_place(turn);
        steps += 1;
    }
    ended(&position, steps)
}

/// One turn of [`recipe`]; `Turn::PASS` when the mover has no move even after a claim.
pub fn recipe_turn(position: &Position, rng: &mut impl Rng) -> Turn {
    let claimable = position.claimable_by(position.to_move());
    if !claimable.is_empty() && rng.random_bool(0.1) {
        let colour = nth_colour(claimable, rng.random_range(0..claimable.len()));
        if let Some(turn) = random_move(position, Some(colour), rng) {
            return turn;
        }
    }
    if let Some(turn) = random_move(position, None, rng) {
        return turn;
    }
    // RULES 8.1: only a claim makes a move possible; try the colours in random order.
    let count = claimable.len();
    let start = rng.random_range(0..count.max(1));
    (0..count)
        .find_map(|i| {
            let colour = nth_colour(claimable, (start + i) % count);
            random_move(position, Some(colour), rng)
        })
        .unwrap_or(Turn::PASS)
}

/// The `n`th colour of `colours` in I B R G K order.
fn nth_colour(colours: ColourSet, n: usize) -> Colour {
    colours.iter().nth(n).expect("n within the set")
}

/// A random movable stack, then a random landing of it, after `claim` if given.
///
/// The stack is drawn among the occupied cells without replacement until one has a
/// landing: each stack with a landing is equally likely, as if all stacks' landings
/// had been listed first, but only the drawn stacks' landings are computed.
fn random_move(position: &Position, claim: Option<Colour>, rng: &mut impl Rng) -> Option<Turn> {
    let mut candidates = position.movable_origins().bits();
    while candidates != 0 {
        let index = random_bit(candidates, rng);
        let from = Cell::from_index(index).expect("a cell index");
        let landings = match claim {
            Some(colour) => position.landings_after_claim(from, colour),
            None => position.landings(from),
        };
        if !landings.is_empty() {
            let pick = rng.random_range(0..landings.len() as u32);
            let to = nth_bit(landings.bits(), pick);
            let to = Cell::from_index(to).expect("a cell index");
            return Some(Turn {
                claim,
                action: Action::Move { from, to },
            });
        }
        candidates &= !(1u64 << index);
    }
    None
}

/// A uniformly drawn set bit of `bits` (not empty): a few draws of a cell that are
/// kept only when their bit is set (cheap while most cells are), then an exact draw.
fn random_bit(bits: u64, rng: &mut impl Rng) -> usize {
    for _ in 0..4 {
        let index = rng.random_range(0..CELL_COUNT as u32);
        if bits & (1u64 << index) != 0 {
            return index as usize;
        }
    }
    nth_bit(bits, rng.random_range(0..bits.count_ones()))
}

/// The index of the `n`th set bit of `bits` (from 0, lowest first); `n` is below the
/// number of set bits.
fn nth_bit(bits: u64, mut n: u32) -> usize {
    debug_assert!(n < bits.count_ones());
    // Halve the word three times by popcount, then clear at most 7 bits.
    let (mut rest, mut base) = (bits, 0u32);
    if n >= 4 {
        rest = narrow(rest, &mut n, &mut base);
    }
    for _ in 0..n {
        rest &= rest - 1;
    }
    (base + rest.trailing_zeros()) as usize
}

/// Drops the halves of `bits` that come before its `n`th set bit, three times (32,
/// 16 and 8 bits), moving `n` and the bit index `base` along.
fn narrow(bits: u64, n: &mut u32, base: &mut u32) -> u64 {
    let mut rest = bits;
    for width in [32u32, 16, 8] {
        let low = rest & ((1u64 << width) - 1);
        let count = low.count_ones();
        if *n >= count {
            *n -= count;
            rest >>= width;
            *base += width;
        } else {
            rest = low;
        }
    }
    rest
}

/// Probability that a guided playout takes the best-scored turn instead of a random one.
const GREEDY_SHARE: f64 = 0.6;

/// The strong search's playout: each turn is, with probability `GREEDY_SHARE` (0.6), the
/// best by [`Scorer`] (ties broken at random), otherwise drawn uniformly.
///
/// The position is played on as a [`LivePosition`], whose kept sight spares each
/// turn's move generation most of its work, and the greedy choice scores the moves
/// where the move generator left them: no list, no allocation.
pub fn guided(position: Position, rng: &mut impl Rng) -> Ending {
    guided_with(position, GREEDY_SHARE, rng)
}

/// [`guided`] with `greedy_share` of its turns the best-scored one.
pub fn guided_with(position: Position, greedy_share: f64, rng: &mut impl Rng) -> Ending {
    guided_to(position, greedy_share, None, rng)
}

/// Where a playout may stop before the end: after `plies` turns, the winner is drawn
/// with the chance the mover's [`Scorer::position_value`] gives (a logistic curve
/// whose slope grows as the game goes on), fitted to how guided playouts from such
/// positions end (`fit_cutoff` below).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cutoff {
    pub plies: u32,
    /// A factor on the fitted slopes.
    pub scale: f32,
}

/// The fitted slope of the chance to win on the position value, by the game's
/// progress: the cells emptied since the start (about the turns played), in steps of 4.
const SLOPES: [f32; 10] = [0.05, 0.30, 0.30, 0.35, 0.40, 0.45, 0.50, 0.65, 0.90, 1.50];

/// The chance that the mover of `position` wins, from its position value.
pub fn chance_from_value(position: &Position, value: f32) -> f32 {
    let emptied = lyngk_rules::CELL_COUNT.saturating_sub(position.occupied().len());
    let slope = SLOPES[(emptied / 4).min(SLOPES.len() - 1)];
    1.0 / (1.0 + (-slope * value).exp())
}

/// [`guided_with`], stopped at `cutoff` if given and the game is not over by then.
pub fn guided_to(
    position: Position,
    greedy_share: f64,
    cutoff: Option<Cutoff>,
    rng: &mut impl Rng,
) -> Ending {
    let mut live = LivePosition::new(position);
    let mut steps = 0;
    loop {
        if let Some(cutoff) = cutoff.filter(|c| c.plies == steps && !live.position().is_over()) {
            let position = live.position();
            let value = Scorer::new(position).position_value(position);
            let chance = chance_from_value(position, cutoff.scale * value);
            let mover = position.to_move();
            let winner = if rng.random::<f32>() < chance {
                mover
            } else {
                !mover
            };
            return Ending {
                winner: Some(winner),
                steps,
            };
        }
        // The uniform draw needs no list of the turns; only the greedy choice scores them.
        let turn = if rng.random_bool(greedy_share) {
            let scorer = Scorer::new(live.position());
            let moves = live.legal_moves();
            match moves.count() {
                // RULES 8.1-8.3: a pass, unless neither player can move.
                0 => (!live.position().is_over()).then_some(Turn::PASS),
                1 => Some(moves.nth(0)),
                _ => Some(scorer.best_move(&moves, rng)),
            }
        } else {
            live.random_turn(rng)
        };
        let Some(turn) = turn else {
            return ending(live.position(), steps);
        };
        live.play(turn);
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

#[cfg(test)]
mod tests {
    /// Fits the slope of [`Cutoff`]: how guided playouts from the start positions of
    /// many seeds end, against the mover's position value at each ply. Run by hand:
    /// `cargo test --release -p lyngk-ai --lib -- --ignored --nocapture fit_cutoff`.
    #[test]
    #[ignore = "a fit, run by hand"]
    fn fit_cutoff() {
        let mut rng = SmallRng::seed_from_u64(77);
        // (cells emptied, value for the mover, whether the mover won; draws left out)
        let mut samples: Vec<(u32, f32, bool)> = Vec::new();
        for seed in 0..20_000u64 {
            let mut live = LivePosition::new(Setup::from_seed(seed, Variant::Standard).position);
            let mut seen = Vec::new();
            loop {
                let position = *live.position();
                let emptied = CELL_COUNT - position.occupied().len();
                let value = Scorer::new(&position).position_value(&position);
                seen.push((emptied as u32, position.to_move(), value));
                let turn = if rng.random_bool(GREEDY_SHARE) {
                    let scorer = Scorer::new(&position);
                    let moves = live.legal_moves();
                    match moves.count() {
                        0 => (!position.is_over()).then_some(Turn::PASS),
                        1 => Some(moves.nth(0)),
                        _ => Some(scorer.best_move(&moves, &mut rng)),
                    }
                } else {
                    live.random_turn(&mut rng)
                };
                let Some(turn) = turn else { break };
                live.play(turn);
            }
            let Some(winner) = Outcome::of(live.position()).and_then(|o| o.winner()) else {
                continue;
            };
            samples.extend(
                seen.into_iter()
                    .map(|(ply, mover, value)| (ply, value, mover == winner)),
            );
        }
        let loss = |rows: &[&(u32, f32, bool)], scale: f32| -> f64 {
            rows.iter()
                .map(|&&(_, v, won)| {
                    let p = (1.0 / (1.0 + (-scale * v).exp())).clamp(1e-6, 1.0 - 1e-6) as f64;
                    -(if won { p.ln() } else { (1.0 - p).ln() })
                })
                .sum::<f64>()
                / rows.len() as f64
        };
        for from in (0..40).step_by(4) {
            let rows: Vec<&(u32, f32, bool)> = samples
                .iter()
                .filter(|s| s.0 >= from && s.0 < from + 4)
                .collect();
            if rows.len() < 100 {
                continue;
            }
            let best = (1..=60)
                .map(|i| i as f32 * 0.05)
                .min_by(|&a, &b| loss(&rows, a).total_cmp(&loss(&rows, b)))
                .unwrap();
            let right = rows
                .iter()
                .filter(|&&&(_, v, won)| (v > 0.0) == won && v != 0.0)
                .count();
            println!(
                "emptied {from}-{}: {} samples, scale {best:.2}, log loss {:.4} (0.6931 a coin), sign right {:.1}%",
                from + 3,
                rows.len(),
                loss(&rows, best),
                100.0 * right as f64 / rows.len() as f64
            );
        }
    }

    use super::*;
    use lyngk_rules::{Setup, Variant};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;
    use std::collections::HashSet;

    #[test]
    fn nth_bit_finds_every_set_bit_in_order() {
        for bits in [
            1u64,
            0b1011_0000,
            u64::MAX >> 21,
            0x8000_0400_0010_0001,
            1 << 42,
        ] {
            let expected: Vec<usize> = (0..64).filter(|i| bits & (1 << i) != 0).collect();
            let found: Vec<usize> = (0..bits.count_ones()).map(|n| nth_bit(bits, n)).collect();
            assert_eq!(found, expected, "{bits:#x}");
        }
    }

    /// The origins with at least one landing, after `claim` if given.
    fn movable_origins(position: &Position, claim: Option<Colour>) -> HashSet<Cell> {
        Cell::ALL
            .into_iter()
            .filter(|&from| match claim {
                Some(colour) => !position.landings_after_claim(from, colour).is_empty(),
                None => !position.landings(from).is_empty(),
            })
            .collect()
    }

    /// Positions along random games of both variants, ends included.
    fn positions_of_random_games() -> Vec<Position> {
        let mut rng = SmallRng::seed_from_u64(9);
        let mut positions = Vec::new();
        for seed in 0..24 {
            let variant = if seed % 3 == 0 {
                Variant::Six
            } else {
                Variant::Standard
            };
            let mut position = Setup::from_seed(seed, variant).position;
            positions.push(position);
            while let Some(turn) = position.random_turn(&mut rng) {
                position = position.play_unchecked(turn);
                positions.push(position);
            }
        }
        positions
    }

    /// The guided playout as it was written over whole lists of turns: the reference
    /// the list-free playout must match draw for draw.
    fn guided_by_lists(mut position: Position, rng: &mut impl Rng) -> Ending {
        let mut turns = Vec::new();
        let mut steps = 0;
        loop {
            let turn = if rng.random_bool(GREEDY_SHARE) {
                position.legal_turns_into(&mut turns);
                match turns.len() {
                    0 => None,
                    1 => Some(turns[0]),
                    _ => Some(best_turn(&position, &turns, rng)),
                }
            } else {
                position.random_turn(rng)
            };
            let Some(turn) = turn else {
                return ending(&position, steps);
            };
            position.play_unchecked_in_place(turn);
            steps += 1;
        }
    }

    // RULES 8.1-8.3 and 9.3: the guided playout plays the same game, with the same
    // draws, as over lists of the legal turns, to the same end (both variants).
    #[test]
    fn guided_playouts_play_as_over_lists_of_turns() {
        for (index, position) in positions_of_random_games().into_iter().enumerate() {
            if index % 5 != 0 {
                continue;
            }
            let mut fast = SmallRng::seed_from_u64(index as u64);
            let mut reference = fast.clone();
            let played = guided(position, &mut fast);
            let expected = guided_by_lists(position, &mut reference);
            assert_eq!(
                (played.steps, played.winner),
                (expected.steps, expected.winner),
                "{position}"
            );
            assert_eq!(
                fast.random::<u64>(),
                reference.random::<u64>(),
                "{position}"
            );
        }
    }

    #[test]
    fn the_best_move_is_the_best_listed_turn_with_the_same_draws() {
        let mut turns = Vec::new();
        for (index, position) in positions_of_random_games().into_iter().enumerate() {
            position.legal_turns_into(&mut turns);
            if turns.len() < 2 || turns[0].is_pass() {
                continue;
            }
            let mut fast = SmallRng::seed_from_u64(index as u64);
            let mut reference = fast.clone();
            let mut live = LivePosition::new(position);
            let scorer = Scorer::new(&position);
            let best = scorer.best_move(&live.legal_moves(), &mut fast);
            assert_eq!(
                best,
                best_turn(&position, &turns, &mut reference),
                "{position}"
            );
            assert_eq!(
                fast.random::<u64>(),
                reference.random::<u64>(),
                "{position}"
            );
        }
    }

    // RULES 5.3-5.6, §6 and 8.1: the recipe's turn is always legal, it passes only when
    // no move exists even after a claim, and each stack that may move is drawn.
    #[test]
    fn recipe_turns_are_legal_and_reach_every_movable_stack() {
        let mut rng = SmallRng::seed_from_u64(4);
        for position in positions_of_random_games() {
            if position.is_over() {
                continue;
            }
            let turn = recipe_turn(&position, &mut rng);
            assert!(position.is_legal(turn), "{turn} in {position}");
            let claims: Vec<Option<Colour>> = std::iter::once(None)
                .chain(position.claimable_by(position.to_move()).iter().map(Some))
                .collect();
            for claim in claims {
                let expected = movable_origins(&position, claim);
                let mut drawn = HashSet::new();
                for _ in 0..40 * expected.len().max(1) {
                    match random_move(&position, claim, &mut rng) {
                        Some(turn) => {
                            assert!(position.is_legal(turn), "{turn} in {position}");
                            drawn.insert(turn.cells().expect("a move").0);
                        }
                        None => break,
                    }
                }
                assert_eq!(drawn, expected, "{claim:?} in {position}");
            }
        }
    }
}
