//! Faults at random, at given rates, for `lyngk bench --discord`: each request on the
//! routes that answer users (interaction callbacks, webhooks, channel messages and
//! threads) fails with one of the planned failures with its probability. A small
//! seeded generator keeps runs repeatable.

use crate::failure::Failure;

/// The probability of each failure per request (0 to 1), and the `retry_after` of a 429.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rates {
    pub server_error: f64,
    pub rate_limited: f64,
    pub retry_after: f64,
    pub cut_before: f64,
    pub cut_after: f64,
}

/// Draws the failures.
#[derive(Debug, Default)]
pub struct Chaos {
    rates: Rates,
    state: u64,
}

impl Chaos {
    pub fn new(rates: Rates, seed: u64) -> Chaos {
        Chaos {
            rates,
            state: seed ^ 0x9e37_79b9_7f4a_7c15,
        }
    }

    /// The failure for one request on `path` (after `/api/v10`), if any.
    pub fn draw(&mut self, path: &str) -> Option<Failure> {
        let answers_users = ["/interactions/", "/webhooks/", "/channels/"]
            .iter()
            .any(|prefix| path.starts_with(prefix));
        if !answers_users {
            return None;
        }
        let r = self.rates;
        let roll = self.next();
        let mut edge = 0.0;
        for (rate, failure) in [
            (r.server_error, Failure::ServerError),
            (
                r.rate_limited,
                Failure::RateLimited {
                    retry_after: r.retry_after,
                },
            ),
            (r.cut_before, Failure::CutBeforeHandling),
            (r.cut_after, Failure::CutAfterHandling),
        ] {
            edge += rate;
            if roll < edge {
                return Some(failure);
            }
        }
        None
    }

    /// A uniform number in [0, 1) (xorshift64*).
    fn next(&mut self) -> f64 {
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        let bits = self.state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11;
        bits as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_come_at_about_their_rates_and_only_on_answering_routes() {
        let rates = Rates {
            server_error: 0.1,
            cut_after: 0.2,
            ..Rates::default()
        };
        let mut chaos = Chaos::new(rates, 7);
        let drawn: Vec<Option<Failure>> = (0..10_000)
            .map(|_| chaos.draw("/channels/1/messages"))
            .collect();
        let count = |f: Failure| drawn.iter().filter(|d| **d == Some(f)).count();
        assert!((800..1200).contains(&count(Failure::ServerError)));
        assert!((1800..2200).contains(&count(Failure::CutAfterHandling)));
        assert_eq!(chaos.draw("/gateway"), None);
    }
}
