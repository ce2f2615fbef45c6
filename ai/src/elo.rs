//! The Elo difference a match result implies, with its 95% interval.

/// An Elo difference (A minus B) and its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    pub score: f64,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

/// The Elo difference of a player who won `wins`, drew `draws` and lost `losses` games:
/// the logistic curve at its score, and at the score ± 1.96 standard errors (the
/// per-game variance of the observed results). Scores of 0 or 1 are moved half a game
/// inwards so that every figure is finite.
pub fn estimate(wins: u32, draws: u32, losses: u32) -> EloEstimate {
    let games = f64::from(wins + draws + losses);
    if games == 0.0 {
        return EloEstimate {
            score: 0.5,
            elo: 0.0,
            low: f64::NEG_INFINITY,
            high: f64::INFINITY,
        };
    }
    let score = (f64::from(wins) + f64::from(draws) / 2.0) / games;
    let variance = (f64::from(wins) * (1.0 - score).powi(2)
        + f64::from(draws) * (0.5 - score).powi(2)
        + f64::from(losses) * score.powi(2))
        / games;
    let inward = 0.5 / games;
    // A clean sweep (or all draws) has no spread of its own: take that of a binomial
    // at the score moved half a game inwards, so that the interval is not empty.
    let variance = if variance > 0.0 {
        variance
    } else {
        let s = score.clamp(inward, 1.0 - inward);
        s * (1.0 - s)
    };
    let margin = 1.96 * (variance / games).sqrt();
    let elo_at = |s: f64| elo_of(s.clamp(inward, 1.0 - inward));
    EloEstimate {
        score,
        elo: elo_at(score),
        low: elo_at(score - margin),
        high: elo_at(score + margin),
    }
}

/// The Elo difference that predicts the score `s` (0 < s < 1).
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo_and_three_quarters_is_about_191() {
        let even = estimate(10, 0, 10);
        assert!(even.elo.abs() < 1e-9);
        assert!(even.low < -100.0 && even.high > 100.0);
        let strong = estimate(75, 0, 25);
        assert!((strong.elo - 190.85).abs() < 0.1, "{strong:?}");
        assert!(strong.low < strong.elo && strong.elo < strong.high);
    }

    #[test]
    fn a_clean_sweep_gives_a_finite_estimate() {
        let sweep = estimate(8, 0, 0);
        assert!(sweep.elo.is_finite() && sweep.elo > 300.0);
        assert_eq!(sweep.score, 1.0);
        assert!(
            sweep.low < sweep.elo - 100.0,
            "a sweep of 8 leaves room: {sweep:?}"
        );
    }
}
