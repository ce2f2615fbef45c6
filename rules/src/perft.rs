//! Counting turn sequences, to check move generation against reference numbers.

use crate::position::Position;

/// The number of turn sequences of length `depth` from `position` (RULES §10): a pass
/// counts as a turn and a finished game is a leaf.
///
/// ```
/// use lyngk_rules::{perft, Position};
/// let p: Position = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard".parse().unwrap();
/// assert_eq!(perft(&p, 1), 1020);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_turns() as u64,
        _ => position
            .legal_turns()
            .into_iter()
            .map(|turn| perft(&position.play_unchecked(turn), depth - 1))
            .sum(),
    }
}
