//! # lyngk-ai
//!
//! Players of LYNGK on top of `lyngk-rules`: `random`, `greedy` (best immediate gain),
//! `uct` (the baseline: boardspace.net's published recipe) and the strong
//! search at levels 1 to 5 (MCTS with heuristic priors, guided playouts and an endgame
//! solver). Deterministic for a seed and an iteration budget with one thread;
//! root-parallel on a bounded number of scoped threads otherwise.
//!
//! ```
//! use lyngk_ai::{Ai, Kind, Limits};
//! use lyngk_rules::{Setup, Variant};
//!
//! let start = Setup::from_seed(7, Variant::Standard).position;
//! let mut ai = Ai::new("ai:2".parse::<Kind>().unwrap(), 1);
//! let choice = ai.choose(&start, &Limits::nodes(200)).expect("the game is not over");
//! assert!(start.play(choice.turn).is_ok());
//! ```

mod budget;
pub mod elo;
pub mod eval;
mod mcts;
pub mod playout;
mod simple;
mod stopping;
mod uct;

pub use budget::{Limits, Proof, RootStat};

use budget::{merge, on_threads, Budget};
use lyngk_rules::{Position, Turn};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::str::FromStr;
use std::time::Instant;

/// The strongest level.
pub const MAX_LEVEL: u8 = 5;

/// A kind of player, as `lyngk match` and `lyngk engine` name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Random,
    Greedy,
    Uct,
    /// The strong search at level 1 (gentle) to 5 (strongest).
    Level(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a player: random, greedy, uct or ai:1 to ai:5")]
pub struct KindError(String);

impl FromStr for Kind {
    type Err = KindError;

    fn from_str(text: &str) -> Result<Kind, KindError> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.as_str() {
            "random" => Ok(Kind::Random),
            "greedy" => Ok(Kind::Greedy),
            "uct" => Ok(Kind::Uct),
            _ => lower
                .strip_prefix("ai:")
                .and_then(|level| level.parse::<u8>().ok())
                .filter(|level| (1..=MAX_LEVEL).contains(level))
                .map(Kind::Level)
                .ok_or_else(|| KindError(text.trim().chars().take(24).collect())),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Random => f.write_str("random"),
            Kind::Greedy => f.write_str("greedy"),
            Kind::Uct => f.write_str("uct"),
            Kind::Level(level) => write!(f, "ai:{level}"),
        }
    }
}

/// What a level may spend: at most `cap` iterations in all (besides the caller's
/// limits), and whether it draws its turn among the searched ones instead of taking
/// the best (the gentle level misses things, but only turns the search liked).
struct LevelPlan {
    cap: Option<u64>,
    sample: bool,
}

fn level_plan(level: u8) -> LevelPlan {
    let (cap, sample) = match level {
        1 => (Some(60), true),
        2 => (Some(300), false),
        3 => (Some(1_500), false),
        4 => (Some(6_000), false),
        _ => (None, false),
    };
    LevelPlan { cap, sample }
}

/// A chosen turn and what the search saw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub turn: Turn,
    /// Iterations (playouts) run, over all threads; 0 without search.
    pub nodes: u64,
    /// The estimated chance that the mover wins after this turn (0..1), when searched.
    pub winrate: Option<f64>,
    /// The mover's expected score in the position (0..1), when searched: the mean
    /// over every root visit, proven turns counted at their proven value. Steadier
    /// than `winrate` from one search to the next, which a small search of a turn
    /// with few visits makes jumpy.
    pub mean: Option<f64>,
}

/// A player: its kind and its random stream (from a seed, restarted by `new_game`).
pub struct Ai {
    kind: Kind,
    seed: u64,
    rng: ChaCha8Rng,
    /// The last search's tree, searched on when the game reaches one of its positions
    /// (the strongest level on one thread; the capped levels always start afresh, so
    /// their strength stays where their caps put it).
    kept: Option<mcts::Kept>,
}

impl Ai {
    pub fn new(kind: Kind, seed: u64) -> Ai {
        Ai {
            kind,
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            kept: None,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Restarts the random stream with `seed`: the same positions then give the
    /// same turns (with one thread and an iteration budget).
    pub fn new_game(&mut self, seed: u64) {
        self.seed = seed;
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.kept = None;
    }

    /// The turn to play in `position`; `None` when the game is over.
    pub fn choose(&mut self, position: &Position, limits: &Limits) -> Option<Choice> {
        let turns = position.legal_turns();
        if turns.len() <= 1 {
            let turn = *turns.first()?;
            return Some(Choice {
                turn,
                nodes: 0,
                winrate: None,
                mean: None,
            });
        }
        let without_search = |turn: Option<Turn>| {
            turn.map(|turn| Choice {
                turn,
                nodes: 0,
                winrate: None,
                mean: None,
            })
        };
        match self.kind {
            Kind::Random => without_search(simple::random(position, &mut self.rng)),
            Kind::Greedy => without_search(simple::greedy(position, &mut self.rng)),
            Kind::Uct => Some(self.search(position, limits, None, false)),
            Kind::Level(level) => {
                let plan = level_plan(level);
                Some(self.search(position, limits, plan.cap, plan.sample))
            }
        }
    }

    fn search(
        &mut self,
        position: &Position,
        limits: &Limits,
        cap: Option<u64>,
        sample: bool,
    ) -> Choice {
        let started = Instant::now();
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let threads = limits.threads().min(cores);
        let limits = Limits {
            threads,
            ..limits.clone()
        };
        let seed = self.rng.next_u64();
        let budget = Budget::new(&limits, started, cap);
        let kind = self.kind;
        // The strongest level spends no more than the position needs; the capped
        // levels spend their caps, which is what sets their strength.
        let strongest = matches!(kind, Kind::Level(_)) && cap.is_none();
        let reuse = strongest && threads == 1;
        let results = if reuse {
            let (stats, nodes, kept) =
                mcts::search(position, &budget, seed, self.kept.take(), true);
            self.kept = Some(kept);
            vec![(stats, nodes)]
        } else {
            on_threads(threads, |thread| {
                let seed = seed ^ (thread as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                match kind {
                    Kind::Uct => uct::search(position, &budget, limits.movetime, threads, seed),
                    _ => {
                        let (stats, nodes, _) =
                            mcts::search(position, &budget, seed, None, strongest);
                        (stats, nodes)
                    }
                }
            })
        };
        let nodes = results.iter().map(|r| r.1).sum();
        let stats = merge(results.into_iter().map(|r| r.0).collect());
        let best = pick(&stats, sample.then_some(&mut self.rng));
        Choice {
            turn: best.turn,
            nodes,
            winrate: Some(winrate(best)),
            mean: mean(&stats),
        }
    }
}

/// A proven win at once; otherwise the most visited turn not proven lost (or drawn
/// in proportion to visits, when sampling).
fn pick<'a>(stats: &'a [RootStat], sample: Option<&mut ChaCha8Rng>) -> &'a RootStat {
    if let Some(win) = stats.iter().find(|s| s.proof == Proof::Win) {
        return win;
    }
    let alive: Vec<&RootStat> = stats.iter().filter(|s| s.proof != Proof::Loss).collect();
    let candidates = if alive.is_empty() {
        stats.iter().collect()
    } else {
        alive
    };
    let total: u64 = candidates.iter().map(|s| s.visits).sum();
    if let (Some(rng), true) = (sample, total > 0) {
        let mut ticket = rng.random_range(0..total);
        for stat in &candidates {
            if ticket < stat.visits {
                return stat;
            }
            ticket -= stat.visits;
        }
    }
    candidates
        .into_iter()
        .max_by(|a, b| {
            (a.visits, winrate(a))
                .partial_cmp(&(b.visits, winrate(b)))
                .expect("finite rewards")
        })
        .expect("a position with turns")
}

/// The visit-weighted mean of the root turns' values; `None` before any visit.
fn mean(stats: &[RootStat]) -> Option<f64> {
    if stats.iter().any(|s| s.proof == Proof::Win) {
        return Some(1.0);
    }
    let visits: u64 = stats.iter().map(|s| s.visits).sum();
    let total: f64 = stats.iter().map(|s| winrate(s) * s.visits as f64).sum();
    (visits > 0).then(|| total / visits as f64)
}

fn winrate(stat: &RootStat) -> f64 {
    match stat.proof {
        Proof::Win => 1.0,
        Proof::Loss => 0.0,
        Proof::Draw => 0.5,
        Proof::Unknown => stat.reward / stat.visits.max(1) as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_and_print_as_the_match_names_them() {
        for name in ["random", "greedy", "uct", "ai:1", "ai:5"] {
            assert_eq!(name.parse::<Kind>().unwrap().to_string(), name);
        }
        assert_eq!("AI:3".parse::<Kind>(), Ok(Kind::Level(3)));
        for bad in ["ai:0", "ai:6", "ai:", "best", ""] {
            assert!(bad.parse::<Kind>().is_err(), "{bad}");
        }
    }
}
