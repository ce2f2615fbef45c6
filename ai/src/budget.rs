//! When a search stops, and how several threads' root statistics are merged.

use lyngk_rules::Turn;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a search may spend: wall time, iterations, and an external stop signal.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Think at most this long (wall time).
    pub movetime: Option<Duration>,
    /// Run at most this many iterations (playouts), summed over threads.
    pub nodes: Option<u64>,
    /// Search threads (root-parallel); 0 and 1 both mean one.
    pub threads: usize,
    /// Set from outside to end the search now (LEP `stop`).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            ..Limits::default()
        }
    }

    pub fn threads(&self) -> usize {
        self.threads.max(1)
    }
}

/// One thread's budget, checked between iterations.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    started: Instant,
    deadline: Option<Instant>,
    iterations: u64,
    stop: Option<Arc<AtomicBool>>,
}

/// Iterations when neither time nor nodes are given (a safe default).
const DEFAULT_ITERATIONS: u64 = 10_000;

impl Budget {
    /// The share of `limits` one of `threads` threads may spend, started `now`, and
    /// capped at `cap` iterations in all (a level's strength).
    pub fn new(limits: &Limits, now: Instant, cap: Option<u64>) -> Budget {
        let threads = limits.threads() as u64;
        let total = match (limits.nodes, cap, limits.movetime) {
            (Some(n), Some(c), _) => n.min(c),
            (Some(n), None, _) | (None, Some(n), _) => n,
            (None, None, Some(_)) => u64::MAX,
            (None, None, None) => DEFAULT_ITERATIONS,
        };
        Budget {
            started: now,
            deadline: limits.movetime.map(|t| now + t),
            iterations: total.div_ceil(threads).max(1),
            stop: limits.stop.clone(),
        }
    }

    /// Whether a search that has run `done` iterations must stop. The clock and the stop
    /// flag are read every 16 iterations only.
    pub fn exhausted(&self, done: u64) -> bool {
        if done >= self.iterations {
            return true;
        }
        if !done.is_multiple_of(16) || done == 0 {
            return false;
        }
        self.stop
            .as_ref()
            .is_some_and(|stop| stop.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// At most how many more iterations a search that has run `done` may run: what is
    /// left of the iteration budget, and of the time at the rate so far; `None` when
    /// neither bounds it.
    pub fn remaining(&self, done: u64) -> Option<u64> {
        let by_count = (self.iterations != u64::MAX).then(|| self.iterations.saturating_sub(done));
        let by_time = self.deadline.map(|deadline| {
            let now = Instant::now();
            let spent = now.saturating_duration_since(self.started).as_secs_f64();
            let left = deadline.saturating_duration_since(now).as_secs_f64();
            if spent > 0.0 {
                (done as f64 * left / spent).ceil() as u64
            } else {
                u64::MAX
            }
        });
        match (by_count, by_time) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The most iterations this thread may run.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|stop| stop.load(Ordering::Relaxed))
    }
}

/// A proven result of a turn for the player who made it (MCTS-solver).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Proof {
    #[default]
    Unknown,
    Win,
    Draw,
    Loss,
}

/// A root turn's statistics from one search thread, rewards from the mover's view
/// in 0..=1.
#[derive(Clone, Copy, Debug)]
pub struct RootStat {
    pub turn: Turn,
    pub visits: u64,
    pub reward: f64,
    pub proof: Proof,
}

/// A sort key of turns: claim, origin, landing.
fn turn_key(turn: &Turn) -> (usize, Option<(usize, usize)>) {
    let claim = turn.claim.map_or(0, |c| c.index() + 1);
    (claim, turn.cells().map(|(f, t)| (f.index(), t.index())))
}

/// The statistics of several threads (same root, same turns), summed per turn.
pub(crate) fn merge(mut threads: Vec<Vec<RootStat>>) -> Vec<RootStat> {
    for stats in &mut threads {
        stats.sort_by_key(|s| turn_key(&s.turn));
    }
    let mut merged = threads.pop().unwrap_or_default();
    for stats in threads {
        for (sum, stat) in merged.iter_mut().zip(stats) {
            debug_assert_eq!(sum.turn, stat.turn);
            sum.visits += stat.visits;
            sum.reward += stat.reward;
            if sum.proof == Proof::Unknown {
                sum.proof = stat.proof;
            }
        }
    }
    merged
}

/// Runs `search(thread_index)` on `threads` scoped threads (just the caller's thread
/// for one) and returns each thread's answer in order.
pub(crate) fn on_threads<T: Send>(threads: usize, search: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if threads <= 1 {
        return vec![search(0)];
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let search = &search;
                scope.spawn(move || search(i))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a search thread panicked"))
            .collect()
    })
}
