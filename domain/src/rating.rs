//! Glicko-2 ratings (per server), wrapping `skillratings::glicko2`.
//!
//! The bot updates ratings game by game, in the same transaction as the
//! result ([`update`]): correspondence games finish at scattered times, so
//! there are no natural rating periods to rate in batches.
//!
//! The system constant τ is 0.5 ([`TAU`]), as in the paper's example and in
//! Glickman's recommended range (0.3 to 1.2).

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The Glicko-2 system constant τ, which limits how fast volatility changes.
pub const TAU: f64 = 0.5;

/// A player's Glicko-2 rating on one server.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating, 1500 for a newcomer.
    pub rating: f64,
    /// The rating deviation (uncertainty), 350 for a newcomer.
    pub deviation: f64,
    /// The volatility, 0.06 for a newcomer.
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer: 1500, deviation 350, volatility 0.06.
    fn default() -> Self {
        Self {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// A game's result from the point of view of the player it is given for: the events'
/// own type, so a result means the same to a rating and to a standings table.
pub use lyngk_events::swiss::PlayerResult;

fn glicko_outcome(result: PlayerResult) -> Outcomes {
    match result {
        PlayerResult::Win => Outcomes::WIN,
        PlayerResult::Loss => Outcomes::LOSS,
        PlayerResult::Draw => Outcomes::DRAW,
    }
}

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// New ratings of `a` and `b` after one game; `outcome` is from `a`'s point of view.
pub fn update(a: Rating, b: Rating, outcome: PlayerResult) -> (Rating, Rating) {
    let (a, b) = glicko2(&a.into(), &b.into(), &glicko_outcome(outcome), &config());
    (a.into(), b.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn newcomers_default() {
        assert_eq!(Rating::default(), rating(1500.0, 350.0));
    }

    #[test]
    fn a_win_moves_equal_players_apart_symmetrically() {
        let (winner, loser) = update(Rating::default(), Rating::default(), PlayerResult::Win);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0);
        assert_eq!(winner.rating.round(), 1662.0);
        assert_eq!((2.0 * winner.deviation).round(), 581.0);
    }

    #[test]
    fn a_draw_between_equals_changes_no_rating() {
        let (a, b) = update(Rating::default(), Rating::default(), PlayerResult::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    proptest! {
        #[test]
        fn one_game_updates_stay_sane(
            ra in 800.0..2200.0f64, da in 30.0..350.0f64,
            rb in 800.0..2200.0f64, db in 30.0..350.0f64,
            outcome in prop_oneof![Just(PlayerResult::Win), Just(PlayerResult::Loss), Just(PlayerResult::Draw)],
        ) {
            let (a, b) = update(rating(ra, da), rating(rb, db), outcome);
            for r in [a, b] {
                prop_assert!(r.rating.is_finite() && r.deviation > 0.0 && r.volatility > 0.0);
            }
            match outcome {
                PlayerResult::Win => prop_assert!(a.rating > ra && b.rating < rb),
                PlayerResult::Loss => prop_assert!(a.rating < ra && b.rating > rb),
                PlayerResult::Draw => prop_assert!((a.rating - ra) * (b.rating - rb) <= 0.0),
            }
        }
    }
}
