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

const EXPLORATION: f32 = 0.5;
const MAX_STEPS_PER_SECOND: f64 = 2_000_000.0;

/// Marks "no node" in the child and sibling links, and "not counted yet".
const NONE: u32 = u32::MAX;

/// A node of the tree. Its children form a linked list (`first_child`, then each
/// child's `next_sibling`) in one arena, and its untried turns are not stored: the
/// node keeps the number of its legal turns and expands them in the order of a
/// pseudo-random permutation of their indices, so no turn list is kept per node.
struct Node {
    turn: Turn,
    /// Who made `turn`.
    by: Player,
    visits: u32,
    /// Sum of rewards in -1..=1 for `by`.
    reward: f64,
    /// `reward / visits` and `1 / sqrt(visits)`, kept up to date by the backup so that
    /// choosing among a thousand children costs one multiply-add each.
    mean: f32,
    inverse_sqrt_visits: f32,
    first_child: u32,
    next_sibling: u32,
    /// Legal turns of the node's position, `NONE` until first needed.
    turn_count: u32,
    /// How many of them are children.
    tried: u32,
    /// The key of the node's permutation of its turn indices.
    key: u32,
}

impl Node {
    fn new(turn: Turn, by: Player, key: u32) -> Node {
        Node {
            turn,
            by,
            visits: 0,
            reward: 0.0,
            mean: 0.0,
            inverse_sqrt_visits: 1.0,
            first_child: NONE,
            next_sibling: NONE,
            turn_count: NONE,
            tried: 0,
            key,
        }
    }

    fn untried(&self) -> bool {
        self.tried < self.turn_count
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
    let mut tree = Tree {
        nodes: vec![Node::new(Turn::PASS, !root.to_move(), rng.random())],
        path: Vec::with_capacity(64),
    };
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
        steps += tree.iterate(root, &mut rng);
        iterations += 1;
    }
    (tree.root_stats(root), iterations)
}

struct Tree {
    nodes: Vec<Node>,
    /// The nodes of the current iteration, from the root down (reused).
    path: Vec<u32>,
}

impl Tree {
    /// Selection, expansion of one untried turn, a playout and the update; returns the
    /// random steps spent.
    fn iterate(&mut self, root: &Position, rng: &mut SmallRng) -> u64 {
        let mut position = *root;
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        loop {
            if self.nodes[node].turn_count == NONE {
                self.nodes[node].turn_count = position.count_turns() as u32;
            }
            if self.nodes[node].untried() {
                let child = self.expand(node, &position, rng);
                position = position.play_unchecked(self.nodes[child].turn);
                self.path.push(child as u32);
                break;
            }
            let Some(child) = self.select(node) else {
                break; // the game is over here
            };
            position = position.play_unchecked(self.nodes[child].turn);
            self.path.push(child as u32);
            node = child;
        }
        let ending = playout::recipe(position, rng);
        let depth = (self.path.len() - 1) as u32 + ending.steps;
        let size = 0.8 + 0.2 / f64::from(depth.max(1));
        for &index in &self.path {
            let node = &mut self.nodes[index as usize];
            node.visits += 1;
            node.reward += match ending.winner {
                Some(winner) if winner == node.by => size,
                Some(_) => -size,
                None => 0.0,
            };
            node.mean = (node.reward / f64::from(node.visits)) as f32;
            node.inverse_sqrt_visits = (node.visits as f32).sqrt().recip();
        }
        u64::from(ending.steps)
    }

    /// Adds the next untried turn of `node` (in its permutation's order) as its child.
    fn expand(&mut self, node: usize, position: &Position, rng: &mut SmallRng) -> usize {
        let parent = &self.nodes[node];
        let index = permuted(parent.tried, parent.turn_count, parent.key);
        let turn = position
            .turn_at(index as usize)
            .expect("an index below the count");
        let child = self.nodes.len();
        let mut added = Node::new(turn, position.to_move(), rng.random());
        added.next_sibling = parent.first_child;
        self.nodes.push(added);
        let parent = &mut self.nodes[node];
        parent.first_child = child as u32;
        parent.tried += 1;
        child
    }

    fn children(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        let mut next = self.nodes[node].first_child;
        std::iter::from_fn(move || {
            let child = next;
            (child != NONE).then(|| {
                next = self.nodes[child as usize].next_sibling;
                child as usize
            })
        })
    }

    /// UCT: the child with the highest mean reward plus `c * sqrt(ln N / n)`.
    fn select(&self, node: usize) -> Option<usize> {
        let log_parent = (self.nodes[node].visits.max(1) as f32).ln();
        let weight = EXPLORATION * log_parent.sqrt();
        let mut best = None;
        let mut best_value = f32::NEG_INFINITY;
        for child in self.children(node) {
            let child_node = &self.nodes[child];
            let value = child_node.mean + weight * child_node.inverse_sqrt_visits;
            // The last of equals wins, as `max_by` over the children in order would.
            if value >= best_value {
                best_value = value;
                best = Some(child);
            }
        }
        best
    }

    /// Root turns in legal-turn order, unexpanded ones with no visits; rewards in 0..=1.
    fn root_stats(&self, root: &Position) -> Vec<RootStat> {
        let mut stats: Vec<RootStat> = root
            .legal_turns()
            .into_iter()
            .map(|turn| RootStat {
                turn,
                visits: 0,
                reward: 0.0,
                proof: Proof::Unknown,
            })
            .collect();
        let top = &self.nodes[0];
        // The children are listed newest first: the last tried comes first.
        for (newer, child) in self.children(0).enumerate() {
            let index = permuted(top.tried - 1 - newer as u32, top.turn_count, top.key);
            let (stat, child) = (&mut stats[index as usize], &self.nodes[child]);
            debug_assert_eq!(stat.turn, child.turn);
            stat.visits = u64::from(child.visits);
            stat.reward = (child.reward + f64::from(child.visits)) / 2.0;
        }
        stats
    }
}

/// The `index`th element (`index < count`) of a pseudo-random permutation of
/// `0..count` chosen by `key`: a four-round Feistel network on the smallest even
/// number of bits that holds `count`, walked until it lands below `count`.
fn permuted(index: u32, count: u32, key: u32) -> u32 {
    debug_assert!(index < count);
    let half_bits = (32 - count.saturating_sub(1).leading_zeros())
        .div_ceil(2)
        .max(1);
    let mask = (1u32 << half_bits) - 1;
    let mut value = index;
    loop {
        let (mut left, mut right) = (value >> half_bits, value & mask);
        for round in 0..4u32 {
            let mixed = (right ^ key.rotate_left(8 * round))
                .wrapping_mul(0x9E37_79B1)
                .wrapping_add(round);
            let next = left ^ ((mixed ^ (mixed >> 15)) & mask);
            left = right;
            right = next;
        }
        value = (left << half_bits) | right;
        if value < count {
            return value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permuted_indices_are_a_permutation_for_every_count() {
        for count in [1u32, 2, 3, 7, 64, 65, 1020, 4097] {
            for key in [0u32, 1, 0xDEAD_BEEF] {
                let mut seen = vec![false; count as usize];
                for index in 0..count {
                    let value = permuted(index, count, key) as usize;
                    assert!(!seen[value], "{value} twice for count {count}, key {key}");
                    seen[value] = true;
                }
            }
        }
    }

    #[test]
    fn different_keys_give_different_orders() {
        let order = |key| (0..50).map(|i| permuted(i, 50, key)).collect::<Vec<_>>();
        assert_ne!(order(1), order(2));
        assert_ne!(order(1), (0..50).collect::<Vec<_>>());
    }
}
