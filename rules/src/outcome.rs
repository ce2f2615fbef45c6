//! The end of the game and the tiebreak of RULES 8.3 and 9.4.

use crate::position::Position;
use crate::turn::Player;
use crate::variant::Variant;
use std::fmt;

/// What one player has for the final comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Score {
    /// Removed 5-stacks (RULES 7.1).
    pub points: u8,
    /// Stacks on the board topped by the player's claimed colours, by height
    /// (index 0 unused).
    pub stacks_by_height: [u8; 7],
}

impl Score {
    /// The player's stacks of `height` pieces; 0 for a height no stack can have.
    pub fn stacks_of_height(&self, height: usize) -> u8 {
        match height {
            0 => 0,
            _ => self.stacks_by_height.get(height).copied().unwrap_or(0),
        }
    }
}

/// One step of the comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Criterion {
    /// Removed 5-stacks (RULES 7.1).
    Points,
    /// Own stacks of this height.
    Stacks(u8),
}

impl Criterion {
    /// The comparison order of RULES 8.3 (standard) and 9.4 (six).
    pub fn order(variant: Variant) -> &'static [Criterion] {
        use Criterion::{Points, Stacks};
        match variant {
            Variant::Standard => &[Points, Stacks(4), Stacks(3), Stacks(2), Stacks(1)],
            Variant::Six => &[
                Stacks(6),
                Stacks(5),
                Stacks(4),
                Stacks(3),
                Stacks(2),
                Stacks(1),
            ],
        }
    }

    /// The player's value for this step. A height no stack can have (0, or above 6)
    /// counts 0 stacks.
    ///
    /// ```
    /// use lyngk_rules::{Criterion, Score};
    ///
    /// let score = Score { points: 2, stacks_by_height: [0, 3, 1, 0, 0, 0, 0] };
    /// assert_eq!(Criterion::Points.value(&score), 2);
    /// assert_eq!(Criterion::Stacks(1).value(&score), 3);
    /// assert_eq!(Criterion::Stacks(9).value(&score), 0);
    /// ```
    pub fn value(self, score: &Score) -> u8 {
        match self {
            Criterion::Points => score.points,
            Criterion::Stacks(height) => score.stacks_of_height(height.into()),
        }
    }
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Criterion::Points => f.write_str("points"),
            Criterion::Stacks(h) => write!(f, "stacks of {h}"),
        }
    }
}

/// Both players' scores and where they first differ: the breakdown a UI shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Tiebreak {
    /// The game compared.
    pub variant: Variant,
    /// Player 1's score, then player 2's.
    pub scores: [Score; 2],
    /// The first criterion where the players differ, and who leads on it.
    pub decided_by: Option<(Criterion, Player)>,
}

impl Tiebreak {
    /// Compares the players as RULES 8.3 / 9.4 would if the game ended now.
    pub fn of(position: &Position) -> Tiebreak {
        let scores = Player::BOTH.map(|player| score(position, player));
        let decided_by = Criterion::order(position.variant())
            .iter()
            .find_map(|&criterion| {
                let [one, two] = scores.map(|s| criterion.value(&s));
                match one.cmp(&two) {
                    std::cmp::Ordering::Greater => Some((criterion, Player::One)),
                    std::cmp::Ordering::Less => Some((criterion, Player::Two)),
                    std::cmp::Ordering::Equal => None,
                }
            });
        Tiebreak {
            variant: position.variant(),
            scores,
            decided_by,
        }
    }

    /// The leader, `None` when every criterion is level.
    pub fn leader(&self) -> Option<Player> {
        self.decided_by.map(|(_, player)| player)
    }
}

fn score(position: &Position, player: Player) -> Score {
    Score {
        points: position.points(player),
        stacks_by_height: position.stacks_by_height(position.claims(player)),
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// A sudden-death 6-stack in the six variant (RULES 9.3).
    SixStack {
        /// Who made the 6-stack.
        winner: Player,
    },
    /// Neither player had a turn; the comparison decided (possibly a draw).
    Compared(Tiebreak),
}

impl Outcome {
    /// The outcome of `position`, or `None` while the game goes on.
    pub fn of(position: &Position) -> Option<Outcome> {
        if let Some(winner) = position.six_stack_winner() {
            return Some(Outcome::SixStack { winner });
        }
        position
            .is_over()
            .then(|| Outcome::Compared(Tiebreak::of(position)))
    }

    /// The outcome of `position`, known to be over: without asking again whether either
    /// player can move.
    #[cfg(feature = "rand")]
    pub(crate) fn of_finished(position: &Position) -> Outcome {
        debug_assert!(position.is_over(), "{position}");
        match position.six_stack_winner() {
            Some(winner) => Outcome::SixStack { winner },
            None => Outcome::Compared(Tiebreak::of(position)),
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::SixStack { winner } => Some(*winner),
            Outcome::Compared(tiebreak) => tiebreak.leader(),
        }
    }
}

impl fmt::Display for Outcome {
    /// A one-line summary such as "player 1 wins on points (2 to 1)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::SixStack { winner } => write!(f, "{winner} wins with a 6-stack"),
            Outcome::Compared(tiebreak) => match tiebreak.decided_by {
                None => f.write_str("draw: every count is level"),
                Some((criterion, winner)) => {
                    let [one, two] = tiebreak.scores.map(|s| criterion.value(&s));
                    write!(f, "{winner} wins on {criterion} ({one} to {two})")
                }
            },
        }
    }
}
