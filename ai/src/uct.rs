//! The baseline player, written from the published description of boardspace.net's robot:
//! plain UCT (exploration 0.5), one child expanded per visit, the random playouts of
//! [`playout::recipe`], reward ±(0.8 + 0.2 / depth of the end), and a budget of
//! 380,000 × T to 2,000,000 × T random steps for T seconds of thinking. Here the
//! search stops at the movetime or at the maximum: the minimum is not waited for,
//! since a late answer loses a match game (LEP) and on a loaded machine the minimum
//! may not be reached in time (unloaded, one core runs about 1.7 million random
//! steps per second, well above it).

use crate::budget::{Budget, Proof, RootStat};
use crate::playout;
use lyngk_rules::{Player, Position, Turn};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

const EXPLORATION: f64 = 0.5;
const MAX_STEPS_PER_SECOND: f64 = 2_000_000.0;

struct Node {
    turn: Turn,
    /// Who made `turn`.
    by: Player,
    visits: u32,
    /// Sum of rewards in -1..=1 for `by`.
    reward: f64,
    children: Vec<u32>,
    untried: Option<Vec<Turn>>,
}

impl Node {
    fn new(turn: Turn, by: Player) -> Node {
        Node {
            turn,
            by,
            visits: 0,
            reward: 0.0,
            children: Vec::new(),
            untried: None,
        }
    }
}

/// Random steps allowed for one thread of `threads` thinking `movetime`.
fn max_steps(movetime: Option<Duration>, threads: usize) -> u64 {
    movetime.map_or(u64::MAX, |t| {
        (MAX_STEPS_PER_SECOND * t.as_secs_f64() / threads as f64) as u64
    })
}

/// One thread's search; returns the root turns' statistics and the iterations run.
pub(crate) fn search(
    root: &Position,
    budget: &Budget,
    movetime: Option<Duration>,
    threads: usize,
    seed: u64,
) -> (Vec<RootStat>, u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let max_steps = max_steps(movetime, threads);
    let mut tree = vec![Node::new(Turn::PASS, !root.to_move())];
    let (mut iterations, mut steps) = (0u64, 0u64);
    loop {
        let time_up = |now: Instant| budget.deadline().is_some_and(|d| now >= d);
        if iterations.is_multiple_of(16) && iterations > 0 {
            let now = Instant::now();
            if steps >= max_steps || time_up(now) || budget.stopped() {
                break;
            }
        }
        if iterations >= budget.iterations() {
            break;
        }
        steps += iterate(&mut tree, root, &mut rng);
        iterations += 1;
    }
    (root_stats(&tree), iterations)
}

/// Selection, expansion of one untried turn, a playout and the update; returns the
/// random steps spent.
fn iterate(tree: &mut Vec<Node>, root: &Position, rng: &mut SmallRng) -> u64 {
    let mut position = *root;
    let mut path = vec![0usize];
    let mut node = 0usize;
    loop {
        let untried = tree[node]
            .untried
            .get_or_insert_with(|| position.legal_turns());
        if !untried.is_empty() {
            let turn = untried.swap_remove(rng.random_range(0..untried.len()));
            let child = tree.len();
            tree.push(Node::new(turn, position.to_move()));
            tree[node].children.push(child as u32);
            position = position.play_unchecked(turn);
            path.push(child);
            break;
        }
        let Some(child) = select(tree, node) else {
            break; // the game is over here
        };
        position = position.play_unchecked(tree[child].turn);
        path.push(child);
        node = child;
    }
    let ending = playout::recipe(position, rng);
    let depth = (path.len() - 1) as u32 + ending.steps;
    let size = 0.8 + 0.2 / f64::from(depth.max(1));
    for &index in &path {
        let node = &mut tree[index];
        node.visits += 1;
        node.reward += match ending.winner {
            Some(winner) if winner == node.by => size,
            Some(_) => -size,
            None => 0.0,
        };
    }
    u64::from(ending.steps)
}

fn select(tree: &[Node], node: usize) -> Option<usize> {
    let log_parent = f64::from(tree[node].visits.max(1)).ln();
    tree[node]
        .children
        .iter()
        .map(|&c| c as usize)
        .max_by(|&a, &b| uct(&tree[a], log_parent).total_cmp(&uct(&tree[b], log_parent)))
}

fn uct(child: &Node, log_parent: f64) -> f64 {
    let visits = f64::from(child.visits.max(1));
    child.reward / visits + EXPLORATION * (log_parent / visits).sqrt()
}

/// Root turns in legal-turn order (unexpanded ones with no visits), rewards in 0..=1.
fn root_stats(tree: &[Node]) -> Vec<RootStat> {
    let root = &tree[0];
    let mut stats: Vec<RootStat> = root
        .children
        .iter()
        .map(|&c| {
            let child = &tree[c as usize];
            RootStat {
                turn: child.turn,
                visits: u64::from(child.visits),
                reward: (child.reward + f64::from(child.visits)) / 2.0,
                proof: Proof::Unknown,
            }
        })
        .collect();
    stats.extend(root.untried.iter().flatten().map(|&turn| RootStat {
        turn,
        visits: 0,
        reward: 0.0,
        proof: Proof::Unknown,
    }));
    stats
}
