//! Fast judgements of a single turn: what it gains at once (the greedy player's order)
//! and a heuristic score (the strong search's priors and its playout policy).

use lyngk_rules::{
    Action, Colour, ColourSet, LegalMoves, Piece, Player, Position, Stack, Turn, Variant,
    CELL_COUNT,
};
use rand::Rng;

/// What a turn does at once for the mover, compared in this order by the greedy player.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub struct Gain {
    /// A sudden-death 6-stack (RULES 9.3).
    pub wins: bool,
    /// Points scored (RULES 7.1).
    pub points: u8,
    /// Whether the landing stack reaches 5 pieces.
    pub makes_five: bool,
    /// Height of the landing stack.
    pub height: usize,
}

/// The immediate gain of a legal `turn` in `position`.
pub fn gain(position: &Position, turn: Turn) -> Gain {
    let Action::Move { from, to } = turn.action else {
        return Gain::default();
    };
    let moving = position.stack(from);
    let height = moving.height() + position.stack(to).height();
    let own = mover_claims(position, turn).contains(top_colour(moving).expect("a moving stack"));
    let complete = height == position.variant().max_height() && own;
    Gain {
        wins: complete && position.variant() == Variant::Six,
        points: u8::from(complete && position.variant() == Variant::Standard),
        makes_five: height == 5,
        height,
    }
}

fn mover_claims(position: &Position, turn: Turn) -> ColourSet {
    let own = position.claims(position.to_move());
    turn.claim.map_or(own, |colour| own.with(colour))
}

fn top_colour(stack: Stack) -> Option<Colour> {
    stack.top().and_then(Piece::colour)
}

/// Worth of a stack of each height topped by a player's colour (index = height):
/// taller stacks are nearer a point and count first in the tiebreak (RULES 8.3).
const OWN_STACK: [f32; 7] = [0.0, 0.10, 0.30, 0.65, 1.30, 2.0, 2.5];
/// A removed 5-stack (RULES 7.1).
const POINT: f32 = 3.0;
/// A sudden-death win (RULES 9.3).
const WIN: f32 = 50.0;
/// Share of a stack's worth counted for a neutral stack whose colour only one side can
/// still claim.
const NEUTRAL_SHARE: f32 = 0.3;
/// A claim spends one of two: it must pay for itself.
const CLAIM_COST: f32 = 0.35;

/// Scores turns of one position for its mover; built once per position.
pub struct Scorer {
    mover: Player,
    variant: Variant,
    /// Worth, for the mover, of a stack topped by each colour, per height unit of
    /// OWN_STACK: +1 own, -1 opponent's, ±NEUTRAL_SHARE neutral.
    sign: [f32; 5],
    /// What claiming each colour is worth at once: its stacks become the mover's.
    claim_value: [f32; 5],
    can_claim: bool,
    /// Each cell's top colour index (5 for a joker or an empty cell) and height, read
    /// once per position: a playout scores every turn of it.
    tops: [u8; CELL_COUNT],
    heights: [u8; CELL_COUNT],
    /// Each cell's worth (`worth_at` with `sign`), and the cells topped by each colour:
    /// a claim changes the worth of its colour's cells only.
    worth: [f32; CELL_COUNT],
    topped: [u64; 5],
}

/// No colour on top: a joker or an empty cell.
const NO_COLOUR: u8 = 5;

impl Scorer {
    pub fn new(position: &Position) -> Scorer {
        let mover = position.to_move();
        let own = position.claims(mover);
        let opponent = position.claims(!mover);
        let can_claim = own.len() < 2 && !position.claimed_this_turn();
        let opponent_can_claim = opponent.len() < 2;
        let neutral = match (can_claim, opponent_can_claim) {
            (true, false) => NEUTRAL_SHARE,
            (false, true) => -NEUTRAL_SHARE,
            _ => 0.0,
        };
        let sign = Colour::ALL.map(|colour| {
            if own.contains(colour) {
                1.0
            } else if opponent.contains(colour) {
                -1.0
            } else {
                neutral
            }
        });
        let mut claim_value = [0.0f32; 5];
        let mut tops = [NO_COLOUR; CELL_COUNT];
        let mut heights = [0u8; CELL_COUNT];
        let mut worth = [0.0f32; CELL_COUNT];
        let mut topped = [0u64; 5];
        // Empty cells are worth nothing: only the occupied ones are read, in cell order.
        for cell in position.occupied() {
            let (index, stack) = (cell.index(), position.stack(cell));
            heights[index] = stack.height() as u8;
            if let Some(colour) = top_colour(stack) {
                let colour = colour.index();
                tops[index] = colour as u8;
                topped[colour] |= 1 << index;
                worth[index] = sign[colour] * OWN_STACK[stack.height()];
                if sign[colour].abs() < 1.0 {
                    claim_value[colour] += (1.0 - sign[colour]) * OWN_STACK[stack.height()];
                }
            }
        }
        Scorer {
            mover,
            variant: position.variant(),
            sign,
            claim_value,
            can_claim,
            tops,
            heights,
            worth,
            topped,
        }
    }

    /// Worth of the stack on `cell` for the mover when colours are weighted by `sign`.
    fn worth_at(&self, cell: usize, sign: &[f32; 5]) -> f32 {
        match self.tops[cell] {
            NO_COLOUR => 0.0,
            top => sign[usize::from(top)] * OWN_STACK[usize::from(self.heights[cell])],
        }
    }

    /// The heuristic score of a legal `turn` of `position` (the position this scorer
    /// was built for): higher is better for the mover.
    pub fn score(&self, position: &Position, turn: Turn) -> f32 {
        debug_assert_eq!(position.to_move(), self.mover);
        let Action::Move { from, to } = turn.action else {
            return 0.0;
        };
        let mut sign = self.sign;
        let mut score = 0.0;
        if let Some(colour) = turn.claim {
            sign[colour.index()] = 1.0;
            score += self.claim_value[colour.index()] - CLAIM_COST;
        }
        let (from, to) = (from.index(), to.index());
        let height = usize::from(self.heights[from] + self.heights[to]);
        let top = usize::from(self.tops[from]);
        debug_assert!(top < 5, "a moving stack has a colour on top");
        let own = sign[top] >= 1.0;
        let before = self.worth_at(from, &sign) + self.worth_at(to, &sign);
        let after = if own && height == self.variant.max_height() {
            match self.variant {
                Variant::Standard => POINT,
                Variant::Six => WIN,
            }
        } else {
            sign[top] * OWN_STACK[height]
        };
        score + after - before
    }

    /// The best-scored of `moves` (the moves of the position this scorer was built
    /// for), ties broken at random: the turn and the draws from `rng` of
    /// [`crate::playout::best_turn`] over the same moves listed, without the list.
    pub fn best_move(&self, moves: &LegalMoves, rng: &mut impl Rng) -> Turn {
        let max_height = self.variant.max_height();
        let completed = match self.variant {
            Variant::Standard => POINT,
            Variant::Six => WIN,
        };
        let mut best = (f32::NEG_INFINITY, Turn::PASS);
        let mut ties = 0u32;
        // Each cell's worth after the claim option being read (none first).
        let mut worth = [0.0f32; CELL_COUNT];
        let mut worth_for: Option<Option<Colour>> = None;
        let (mut sign, mut base) = (self.sign, 0.0);
        moves.for_each_origin(|claim, from, landings| {
            if landings.is_empty() {
                return;
            }
            // The same arithmetic as `score`, in the same order: the same scores.
            if worth_for != Some(claim) {
                sign = self.sign;
                base = 0.0;
                if let Some(colour) = claim {
                    sign[colour.index()] = 1.0;
                    base += self.claim_value[colour.index()] - CLAIM_COST;
                }
                worth = self.worth;
                if let Some(colour) = claim {
                    let mut cells = self.topped[colour.index()];
                    while cells != 0 {
                        let cell = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        worth[cell] = self.worth_at(cell, &sign);
                    }
                }
                worth_for = Some(claim);
            }
            let from_index = from.index();
            let top = usize::from(self.tops[from_index]);
            let own = sign[top] >= 1.0;
            let from_height = usize::from(self.heights[from_index]);
            let from_worth = worth[from_index];
            for to in landings {
                let to_index = to.index();
                let height = from_height + usize::from(self.heights[to_index]);
                let after = if own && height == max_height {
                    completed
                } else {
                    sign[top] * OWN_STACK[height]
                };
                let score = base + after - (from_worth + worth[to_index]);
                if score > best.0 + 1e-6 {
                    best = (
                        score,
                        Turn {
                            claim,
                            action: Action::Move { from, to },
                        },
                    );
                    ties = 1;
                } else if score > best.0 - 1e-6 {
                    ties += 1;
                    if rng.random_range(0..ties) == 0 {
                        best.1 = Turn {
                            claim,
                            action: Action::Move { from, to },
                        };
                    }
                }
            }
        });
        best.1
    }

    /// The position's worth for the mover: its stacks by height (the opponent's
    /// against), neutral stacks by who may still claim them, and removed stacks
    /// (standard) as points.
    pub fn position_value(&self, position: &Position) -> f32 {
        let stacks: f32 = self.worth.iter().sum();
        let points =
            f32::from(position.points(self.mover)) - f32::from(position.points(!self.mover));
        stacks + POINT * points
    }

    /// Whether the side to move may still claim a colour this turn.
    pub fn can_claim(&self) -> bool {
        self.can_claim
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(lpn: &str) -> Position {
        lpn.parse().expect("valid LPN")
    }

    #[test]
    fn completing_an_own_five_stack_is_a_point_and_the_best_score() {
        // RULES 7.1: player 1 owns red; C1 holds IBGK under nothing, C2 a red single.
        let p = position("./.,.,.,./IBGK,R,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,./. 1 R/- 0/0 standard");
        let turn: Turn = "C2-C1".parse().unwrap();
        assert!(p.play(turn).is_ok());
        assert_eq!(
            gain(&p, turn),
            Gain {
                wins: false,
                points: 1,
                makes_five: true,
                height: 5
            }
        );
        let scorer = Scorer::new(&p);
        let other: Turn = "C1-C2".parse().unwrap();
        assert!(scorer.score(&p, turn) > scorer.score(&p, other));
    }

    #[test]
    fn covering_the_opponents_stack_scores_above_a_plain_neutral_move() {
        // Player 1 to move; player 2 owns green (a 2-stack on C1); a neutral 2-stack on C2
        // may cover it (RULES 5.6: equal height), or take the single ivory on C4.
        let p = position("./.,.,.,./RG,WK,.,I,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,./. 1 -/G 0/0 standard");
        let scorer = Scorer::new(&p);
        let cover: Turn = "C2-C1".parse().unwrap();
        let plain: Turn = "C2-C4".parse().unwrap();
        assert!(p.play(cover).is_ok() && p.play(plain).is_ok());
        assert!(scorer.score(&p, cover) > scorer.score(&p, plain));
    }
}
