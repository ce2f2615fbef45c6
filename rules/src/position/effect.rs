//! [`Position::effect`]: what a turn does, in one place.

use super::Position;
use crate::effect::TurnEffect;
use crate::error::PlayError;
use crate::stack::Stack;
use crate::turn::{Action, Player, Turn};

impl Position {
    /// What `turn` does, or the rule it breaks ([`PlayError`], as [`Position::play`]).
    ///
    /// ```
    /// use lyngk_rules::{Position, Turn};
    ///
    /// // Red (claimed by player 1) on C3 chains over the red LYNGK point on C5 to E6.
    /// let p: Position = "./.,.,.,./.,.,R,.,R,.,./.,.,.,.,.,./.,.,.,.,.,B,./.,.,.,.,.,./.,.,.,.,.,.,./.,.,.,./. 1 R/- 0/0 standard"
    ///     .parse()
    ///     .unwrap();
    /// let turn: Turn = "C3-E6".parse().unwrap();
    /// let effect = p.effect(turn).unwrap();
    /// let path: Vec<String> = effect.path.iter().map(|c| c.to_string()).collect();
    /// assert_eq!(path, ["C3", "C5", "E6"]);
    /// assert_eq!(effect.stack.to_string(), "BR");
    /// assert!(effect.completion.is_none());
    /// assert_eq!(effect.after, p.play(turn).unwrap());
    /// ```
    pub fn effect(&self, turn: Turn) -> Result<TurnEffect, PlayError> {
        self.check_turn(turn)?;
        let claim = turn.claim.or(self.claimed_this_turn);
        let (after, completion) = self.apply(turn);
        let (path, stack) = match turn.action {
            Action::Move { from, to } => {
                let own = self.own_claims().union(turn.claim.into_iter().collect());
                let stack = self.stack(from).on_top_of(self.stack(to));
                (self.route(own, from, to), stack)
            }
            Action::Pass => (Vec::new(), Stack::EMPTY),
        };
        Ok(TurnEffect {
            turn,
            mover: self.to_move,
            claim,
            path,
            stack,
            completion,
            after,
            forced_passes: after.forced_passes(),
        })
    }

    /// The players who must pass from here on, in order (RULES 8.1).
    fn forced_passes(&self) -> Vec<Player> {
        let mut passes = Vec::new();
        let mut position = *self;
        while position.six_stack_winner.is_none()
            && !position.player_has_turn(position.to_move)
            && position.player_has_turn(!position.to_move)
        {
            passes.push(position.to_move);
            position = position.play_unchecked(Turn::PASS);
        }
        passes
    }
}
