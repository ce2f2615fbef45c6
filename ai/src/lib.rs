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
    settings: mcts::Settings,
}

fn level_plan(level: u8) -> LevelPlan {
    let (cap, sample) = match level {
        1 => (Some(60), true),
        2 => (Some(300), false),
        3 => (Some(1_500), false),
        4 => (Some(6_000), false),
        _ => (None, false),
    };
    let settings = if cap.is_none() {
        mcts::Settings::STRONGEST
    } else {
        mcts::Settings::CAPPED
    };
    LevelPlan {
        cap,
        sample,
        settings,
    }
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
    /// Search parameters replacing the level's (for tuning matches).
    settings: Option<mcts::Settings>,
}

impl Ai {
    pub fn new(kind: Kind, seed: u64) -> Ai {
        Ai {
            kind,
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            kept: None,
            settings: None,
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
            Kind::Uct => Some(self.search(position, limits, &level_plan(MAX_LEVEL))),
            Kind::Level(level) => Some(self.search(position, limits, &level_plan(level))),
        }
    }

    fn search(&mut self, position: &Position, limits: &Limits, plan: &LevelPlan) -> Choice {
        let (cap, sample) = (plan.cap, plan.sample);
        let settings = self.settings.unwrap_or(plan.settings);
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
                mcts::search(position, &budget, seed, self.kept.take(), true, settings);
            self.kept = Some(kept);
            vec![(stats, nodes)]
        } else {
            on_threads(threads, |thread| {
                let seed = seed ^ (thread as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                match kind {
                    Kind::Uct => uct::search(position, &budget, limits.movetime, threads, seed),
                    _ => {
                        let (stats, nodes, _) =
                            mcts::search(position, &budget, seed, None, strongest, settings);
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

/// Tuning matches between two sets of search parameters at an iteration budget (or a
/// movetime), for the strongest level's [`mcts::Settings`]: ignored, run by hand:
/// `TUNE_B="exploration=0.8" TUNE_NODES=8000 TUNE_GAMES=100 cargo test --release -p
/// lyngk-ai --lib -- --ignored --nocapture tuning` (A is the level's settings, B the
/// same with the changes given; TUNE_A changes A alike; TUNE_SEED, TUNE_WORKERS,
/// TUNE_MS instead of TUNE_NODES). With an iteration budget the result does not depend
/// on the machine's load.
#[cfg(test)]
mod tuning {
    use super::*;
    use lyngk_rules::{Game, Setup, Variant};
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Mutex;
    use std::time::Duration;

    fn env(name: &str) -> Option<String> {
        std::env::var(name).ok().filter(|v| !v.is_empty())
    }

    fn settings(changes: Option<String>) -> mcts::Settings {
        let mut settings = mcts::Settings::STRONGEST;
        for change in changes.iter().flat_map(|c| c.split(',')) {
            let (name, value) = change.split_once('=').expect("name=value");
            let number: f64 = value.trim().parse().expect("a number");
            match name.trim() {
                "exploration" => settings.exploration = number as f32,
                "temperature" => settings.prior_temperature = number as f32,
                "fpu" => settings.fpu_reduction = number as f32,
                "kept" => settings.kept_children = number as usize,
                "greedy" => settings.greedy_share = number,
                "cutoff" => {
                    settings.cutoff = (number > 0.0).then(|| playout::Cutoff {
                        plies: number as u32,
                        scale: settings.cutoff.map_or(1.0, |c| c.scale),
                    })
                }
                "scale" => {
                    if let Some(cutoff) = &mut settings.cutoff {
                        cutoff.scale = number as f32;
                    }
                }
                other => panic!("unknown setting {other}"),
            }
        }
        settings
    }

    /// Iterations and seconds of search, of A then B.
    type Spent = [(u64, f64); 2];

    /// A's points in one game from the start position of `seed`, A first if `a_first`.
    fn play(
        seed: u64,
        a_first: bool,
        players: [mcts::Settings; 2],
        limits: [&Limits; 2],
        spent: &Mutex<Spent>,
    ) -> f64 {
        let mut ais = players.map(|s| {
            let mut ai = Ai::new(Kind::Level(MAX_LEVEL), seed);
            ai.settings = Some(s);
            ai
        });
        if !a_first {
            ais.swap(0, 1);
        }
        let mut game = Game::new(seed, Variant::Standard);
        debug_assert_eq!(
            *game.position(),
            Setup::from_seed(seed, Variant::Standard).position
        );
        while let Some(choice) = {
            let mover = game.position().to_move().index();
            let started = Instant::now();
            let side = usize::from((mover == 0) != a_first);
            let choice = ais[mover].choose(game.position(), limits[side]);
            let mut spent = spent.lock().unwrap();
            spent[side].0 += choice.map_or(0, |c| c.nodes);
            spent[side].1 += started.elapsed().as_secs_f64();
            choice
        } {
            game.play(choice.turn).expect("a legal turn");
        }
        let winner = game.outcome().expect("over").winner();
        let a = if a_first {
            lyngk_rules::Player::One
        } else {
            lyngk_rules::Player::Two
        };
        match winner {
            Some(w) if w == a => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    #[test]
    #[ignore = "a tuning match, run by hand"]
    fn tuning() {
        let a = settings(env("TUNE_A"));
        let b = settings(env("TUNE_B"));
        let games: u64 = env("TUNE_GAMES").map_or(40, |g| g.parse().unwrap());
        let seed: u64 = env("TUNE_SEED").map_or(50_000, |s| s.parse().unwrap());
        let workers: usize = env("TUNE_WORKERS").map_or(2, |w| w.parse().unwrap());
        let limits = match env("TUNE_MS") {
            Some(ms) => Limits::movetime(Duration::from_millis(ms.parse().unwrap())),
            None => Limits::nodes(env("TUNE_NODES").map_or(5_000, |n| n.parse().unwrap())),
        };
        // B's own iteration budget, to compare at equal time by the measured speeds.
        let limits_b = match env("TUNE_NODES_B") {
            Some(nodes) => Limits::nodes(nodes.parse().unwrap()),
            None => limits.clone(),
        };
        println!("A {a:?}\nB {b:?}\n{limits:?}\n{limits_b:?}");
        let next = AtomicU64::new(0);
        let results = Mutex::new(Vec::new());
        let spent = Mutex::new([(0, 0.0); 2]);
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= games {
                        break;
                    }
                    let points = play(
                        seed + index / 2,
                        index.is_multiple_of(2),
                        [a, b],
                        [&limits, &limits_b],
                        &spent,
                    );
                    results.lock().unwrap().push(points);
                });
            }
        });
        let results = results.into_inner().unwrap();
        for (side, (nodes, seconds)) in ["A", "B"].iter().zip(spent.into_inner().unwrap()) {
            println!(
                "{side}: {nodes} iterations in {seconds:.1} s, {:.0} per s",
                nodes as f64 / seconds
            );
        }
        let count = |p: f64| results.iter().filter(|&&r| r == p).count() as u32;
        let (wins, draws, losses) = (count(1.0), count(0.5), count(0.0));
        let estimate = elo::estimate(wins, draws, losses);
        println!(
            "B scores {} / {games} (A won {wins}, drew {draws}, lost {losses}): B's Elo {:+.0} ({:+.0} to {:+.0})",
            f64::from(losses) + f64::from(draws) / 2.0,
            -estimate.elo,
            -estimate.high,
            -estimate.low
        );
    }
}
