//! Discord's rate-limit buckets, learned from the answers' headers before they run out:
//! each answer names its bucket (`x-ratelimit-bucket`, shared by routes that count
//! together) and says how many requests are left in it until when. Requests take a
//! slot in their bucket before they go, so a burst waits for the bucket's reset
//! instead of costing 429s; the first request of a route Discord has not yet named a
//! bucket for goes alone, and the others on that route wait for its answer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lyngk_metrics::RateLimitWait;
use reqwest::header::HeaderMap;
use tokio::sync::OwnedMutexGuard;

/// Routes remembered at most (interaction tokens make routes of their own).
const MAX_ROUTES: usize = 10_000;

/// What a request may do now.
enum Turn {
    Go,
    WaitUntil(Instant),
    Learn(Arc<tokio::sync::Mutex<()>>),
}

#[derive(Debug)]
struct Count {
    limit: u32,
    remaining: u32,
    reset_at: Instant,
    /// The longest reset seen: the length of the bucket's window.
    window: Duration,
}

#[derive(Default)]
struct State {
    /// route -> bucket key (the bucket and the route's major parameter)
    bucket_of: HashMap<String, String>,
    counts: HashMap<String, Count>,
    /// Routes whose first request is on its way.
    learning: HashMap<String, Arc<tokio::sync::Mutex<()>>>,
}

/// The buckets learned so far.
#[derive(Default)]
pub struct Buckets {
    state: Mutex<State>,
}

/// A slot taken in a bucket: a request's turn within the route's rate limit. For a
/// route's first request, it holds the others back until its answer has taught the bucket.
pub struct Slot(#[allow(dead_code)] Option<OwnedMutexGuard<()>>);

impl Buckets {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits for a slot in `route`'s bucket; `Err(until)` when that slot comes only
    /// at or after `deadline`.
    pub async fn take_slot(&self, route: &str, deadline: Option<Instant>) -> Result<Slot, Instant> {
        loop {
            match self.turn(route) {
                Turn::Go => return Ok(Slot(None)),
                Turn::WaitUntil(until) => {
                    if deadline.is_some_and(|d| until >= d) {
                        return Err(until);
                    }
                    let waited = until.saturating_duration_since(Instant::now());
                    lyngk_metrics::global().rate_limit_wait(RateLimitWait::Bucket, waited);
                    tokio::time::sleep_until(until.into()).await;
                }
                Turn::Learn(first) => {
                    let guard = first.lock_owned().await;
                    if !self.lock().bucket_of.contains_key(route) {
                        return Ok(Slot(Some(guard)));
                    }
                }
            }
        }
    }

    fn turn(&self, route: &str) -> Turn {
        let mut state = self.lock();
        let Some(key) = state.bucket_of.get(route).cloned() else {
            let first = state.learning.entry(route.to_owned()).or_default();
            return Turn::Learn(Arc::clone(first));
        };
        let Some(count) = state.counts.get_mut(&key) else {
            return Turn::Go;
        };
        let now = Instant::now();
        if now >= count.reset_at {
            count.remaining = count.limit;
            count.reset_at = now + count.window;
        }
        if count.remaining == 0 {
            return Turn::WaitUntil(count.reset_at);
        }
        count.remaining -= 1;
        Turn::Go
    }

    /// Learns `route`'s bucket and its count from an answer's headers.
    pub fn learn(&self, route: &str, major: &str, headers: &HeaderMap) {
        let text = |name: &str| headers.get(name)?.to_str().ok().map(str::to_owned);
        let number = |name: &str| text(name)?.trim().parse::<f64>().ok();
        let (Some(bucket), Some(limit), Some(remaining), Some(reset_after)) = (
            text("x-ratelimit-bucket"),
            number("x-ratelimit-limit"),
            number("x-ratelimit-remaining"),
            number("x-ratelimit-reset-after"),
        ) else {
            return;
        };
        let key = format!("{bucket} {major}");
        let now = Instant::now();
        let reset_after = Duration::from_secs_f64(reset_after.clamp(0.0, 3600.0));
        let mut state = self.lock();
        if state.bucket_of.len() >= MAX_ROUTES {
            state.bucket_of.clear();
        }
        state.bucket_of.insert(route.to_owned(), key.clone());
        state.learning.remove(route);
        let (limit, remaining) = (limit as u32, remaining as u32);
        let count = state.counts.entry(key).or_insert(Count {
            limit,
            remaining,
            reset_at: now + reset_after,
            window: reset_after,
        });
        count.limit = limit;
        count.window = count.window.max(reset_after);
        if now >= count.reset_at {
            // A new window: the answer knows best.
            count.remaining = remaining;
        } else {
            // Slots taken since this request left are not in the answer's count.
            count.remaining = count.remaining.min(remaining);
        }
        count.reset_at = now + reset_after;
    }
}
