//! The strong search: MCTS with priors from [`Scorer`] (PUCT selection), guided
//! playouts, and an MCTS-solver that proves wins, draws and losses near the end.

use crate::budget::{Budget, Proof, RootStat};
use crate::eval::Scorer;
use crate::playout;
use crate::stopping::{self, CHECK_EVERY};
use lyngk_rules::{Outcome, Player, Position, Turn};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// The search's parameters. The capped levels keep the ones their caps were spaced
/// with; the strongest level has its own, tuned by matches at its budgets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Settings {
    /// Weight of the prior against the mean reward (PUCT).
    pub exploration: f32,
    /// Softmax temperature turning heuristic scores into priors.
    pub prior_temperature: f32,
    /// An unvisited turn is assumed this much worse than its parent's mean.
    pub fpu_reduction: f32,
    /// Turns kept below the root, best priors first: the rest would not be visited
    /// within any budget this machine affords, and would fill memory.
    pub kept_children: usize,
    /// The share of a guided playout's turns that are the best-scored one.
    pub greedy_share: f64,
    /// Where playouts stop and the position value decides, if anywhere.
    pub cutoff: Option<playout::Cutoff>,
}

impl Settings {
    /// Levels 1 to 4: the parameters their iteration caps were spaced with.
    pub(crate) const CAPPED: Settings = Settings {
        exploration: 1.1,
        prior_temperature: 0.35,
        fpu_reduction: 0.15,
        kept_children: 48,
        greedy_share: 0.6,
        cutoff: None,
    };
    /// Level 5: more exploration and flatter priors than the capped levels. Tuning
    /// matches at 8,000 iterations a turn (200 games each, `tuning` in lib.rs), one
    /// change at a time: exploration 1.6 against 1.1 +102 Elo (+54 to +154), 2.4
    /// against 1.6 +83 (+36 to +134), 3.5 against 2.4 +2 (−46 to +49); then the prior
    /// temperature 0.6 against 0.35 +166 (+116 to +224), 1.0 against 0.6 +59 (+6 to
    /// +115; 160 games), and with it exploration 1.6 against 2.4 −53 (−108 to +1).
    pub(crate) const STRONGEST: Settings = Settings {
        exploration: 2.4,
        prior_temperature: 1.0,
        ..Settings::CAPPED
    };
}

#[derive(Clone, Copy)]
struct Node {
    turn: Turn,
    prior: f32,
    visits: u32,
    /// Sum of rewards (1 win, 0.5 draw, 0 loss) for the player who made `turn`.
    reward: f32,
    /// `prior / (1 + visits)`, kept by the backup: the selection's exploration term
    /// without a division per child.
    explore: f32,
    first_child: u32,
    child_count: u32,
    expanded: bool,
    /// All legal turns are children (none cut by [`Settings::kept_children`]).
    complete: bool,
    proof: Proof,
}

impl Node {
    fn new(turn: Turn, prior: f32) -> Node {
        Node {
            turn,
            prior,
            visits: 0,
            reward: 0.0,
            explore: prior,
            first_child: 0,
            child_count: 0,
            expanded: false,
            complete: false,
            proof: Proof::Unknown,
        }
    }

    fn children(&self) -> std::ops::Range<usize> {
        let first = self.first_child as usize;
        first..first + self.child_count as usize
    }

    fn mean(&self) -> f32 {
        self.reward / self.visits.max(1) as f32
    }
}

struct Tree {
    settings: Settings,
    nodes: Vec<Node>,
    root: Position,
    rng: SmallRng,
    turns: Vec<Turn>,
    scores: Vec<(f32, Turn)>,
    /// (node, the player who made its turn) from the root down.
    path: Vec<(usize, Player)>,
    /// Softmax weights of an expansion, reused.
    weights: Vec<f32>,
    /// The root's children split for a fast selection (see [`Tree::select_root`]).
    root_children: RootChildren,
}

/// The root's children in two lists: those with a visit or a proof, and the untouched
/// ones (no visit, no proof) by exploration term, highest first. An untouched child's
/// PUCT value grows with its exploration term alone, so the selection reads the
/// untouched ones only while they could still beat the best value found: the root has
/// up to a thousand children, most never visited.
#[derive(Default)]
struct RootChildren {
    touched: Vec<u32>,
    untouched: Vec<u32>,
    /// How many of `untouched`, from its start, are known to be touched since.
    skipped: usize,
}

/// A search tree kept from one turn to the next, to be searched on from the position
/// the game reaches (tree reuse).
pub(crate) struct Kept {
    nodes: Vec<Node>,
    root: Position,
}

/// One thread's search, on the part of `kept` (a previous search's tree) that
/// `root` is reached in, if any; returns the root turns' statistics, the iterations
/// run and the tree to keep. With `early`, it stops as soon as the choice is
/// settled ([`stopping::settled`]).
pub(crate) fn search(
    root: &Position,
    budget: &Budget,
    seed: u64,
    kept: Option<Kept>,
    early: bool,
    settings: Settings,
) -> (Vec<RootStat>, u64, Kept) {
    let mut tree = Tree {
        settings,
        nodes: kept
            .and_then(|kept| kept.subtree(root))
            .unwrap_or_else(|| vec![Node::new(Turn::PASS, 1.0)]),
        root: *root,
        rng: SmallRng::seed_from_u64(seed),
        turns: Vec::with_capacity(1024),
        scores: Vec::with_capacity(1024),
        path: Vec::with_capacity(64),
        weights: Vec::with_capacity(1024),
        root_children: RootChildren::default(),
    };
    tree.widen_root();
    tree.sort_root_children();
    let mut iterations = 0;
    while !budget.exhausted(iterations) && tree.nodes[0].proof == Proof::Unknown {
        tree.iterate();
        iterations += 1;
        if early && iterations.is_multiple_of(CHECK_EVERY) && tree.settled(budget, iterations) {
            break;
        }
    }
    let stats = tree.root_stats();
    let kept = Kept {
        nodes: tree.nodes,
        root: tree.root,
    };
    (stats, iterations, kept)
}

impl Kept {
    /// The subtree of the node whose position is `root`, at most two turns below the
    /// kept root (the turn searched, then the opponent's answer), as a tree of its own.
    fn subtree(&self, root: &Position) -> Option<Vec<Node>> {
        let found = self.find(root)?;
        let mut nodes = vec![self.nodes[found]];
        copy_subtree(&self.nodes, found, &mut nodes, 0);
        Some(nodes)
    }

    fn find(&self, target: &Position) -> Option<usize> {
        if self.root == *target {
            return Some(0);
        }
        let children = |node: usize| {
            let node = &self.nodes[node];
            if node.expanded {
                node.children()
            } else {
                0..0
            }
        };
        for child in children(0) {
            let after = self.root.play_unchecked(self.nodes[child].turn);
            if after == *target {
                return Some(child);
            }
            for grandchild in children(child) {
                if after.play_unchecked(self.nodes[grandchild].turn) == *target {
                    return Some(grandchild);
                }
            }
        }
        None
    }
}

/// Copies the descendants of `source[from]` into `target` below `target[at]`, which
/// becomes a copy of `source[from]`; children stay contiguous, as `expand` makes them.
fn copy_subtree(source: &[Node], from: usize, target: &mut Vec<Node>, at: usize) {
    let mut queue = std::collections::VecDeque::from([(from, at)]);
    while let Some((old, new)) = queue.pop_front() {
        let node = source[old];
        let prior = target[new].prior;
        target[new] = Node {
            first_child: target.len() as u32,
            prior,
            explore: prior / (1.0 + node.visits as f32),
            ..node
        };
        if node.expanded {
            for child in node.children() {
                target.push(source[child]);
                queue.push_back((child, target.len() - 1));
            }
        }
    }
}

impl Tree {
    fn iterate(&mut self) {
        let mut position = self.root;
        self.path.clear();
        self.path.push((0, !position.to_move()));
        let mut node = 0;
        let winner = loop {
            let by = self.path.last().expect("root").1;
            let current = self.nodes[node];
            match current.proof {
                Proof::Win => break Some(by),
                Proof::Loss => break Some(!by),
                Proof::Draw => break None,
                Proof::Unknown => {}
            }
            if !current.expanded {
                if current.visits == 0 {
                    let settings = &self.settings;
                    break playout::guided_to(
                        position,
                        settings.greedy_share,
                        settings.cutoff,
                        &mut self.rng,
                    )
                    .winner;
                }
                self.expand(node, &position);
                if self.nodes[node].child_count == 0 {
                    let winner = Outcome::of(&position).and_then(|o| o.winner());
                    self.nodes[node].proof = proof_for(by, winner);
                    break winner;
                }
            }
            let child = self.select(node);
            self.path.push((child, position.to_move()));
            position = position.play_unchecked(self.nodes[child].turn);
            node = child;
        };
        self.update(winner);
    }

    /// Gives the root every legal turn as a child (below the root a node keeps only
    /// the best [`Settings::kept_children`]), keeping what a reused tree knew of each.
    fn widen_root(&mut self) {
        let root = self.root;
        let old = std::mem::replace(&mut self.nodes, vec![Node::new(Turn::PASS, 1.0)]);
        let known = old[0];
        self.expand(0, &root);
        self.nodes[0].visits = known.visits;
        self.nodes[0].reward = known.reward;
        if !known.expanded {
            return;
        }
        for child in known.children() {
            let turn = old[child].turn;
            let fresh = self.nodes[0]
                .children()
                .find(|&c| self.nodes[c].turn == turn);
            if let Some(fresh) = fresh {
                copy_subtree(&old, child, &mut self.nodes, fresh);
            }
        }
    }

    /// Adds the legal turns of `position` as children of `node`, with priors.
    fn expand(&mut self, node: usize, position: &Position) {
        position.legal_turns_into(&mut self.turns);
        let scorer = Scorer::new(position);
        self.scores.clear();
        self.scores.extend(
            self.turns
                .iter()
                .map(|&turn| (scorer.score(position, turn), turn)),
        );
        let keep = if node == 0 {
            self.scores.len()
        } else {
            self.settings.kept_children.min(self.scores.len())
        };
        if keep < self.scores.len() {
            self.scores
                .select_nth_unstable_by(keep - 1, |a, b| b.0.total_cmp(&a.0));
            self.scores.truncate(keep);
        }
        let best = self.scores.iter().map(|s| s.0).fold(f32::MIN, f32::max);
        self.weights.clear();
        self.weights.extend(
            self.scores
                .iter()
                .map(|s| ((s.0 - best) / self.settings.prior_temperature).exp()),
        );
        let total: f32 = self.weights.iter().sum();
        let first = self.nodes.len() as u32;
        for (&(_, turn), &weight) in self.scores.iter().zip(&self.weights) {
            self.nodes.push(Node::new(turn, weight / total));
        }
        let complete = keep == self.turns.len();
        let parent = &mut self.nodes[node];
        parent.first_child = first;
        parent.child_count = keep as u32;
        parent.expanded = true;
        parent.complete = complete;
    }

    /// PUCT: mean reward plus prior-weighted exploration; proven losses last. Of
    /// equal values, the last child.
    fn select(&self, node: usize) -> usize {
        if node == 0 {
            let chosen = self.select_root();
            debug_assert_eq!(chosen, self.select_among_all(node));
            return chosen;
        }
        self.select_among_all(node)
    }

    /// [`Tree::select`] by reading every child.
    fn select_among_all(&self, node: usize) -> usize {
        let puct = Puct::at(&self.nodes[node], &self.settings);
        let parent = &self.nodes[node];
        parent
            .children()
            .max_by(|&a, &b| {
                puct.value(&self.nodes[a])
                    .total_cmp(&puct.value(&self.nodes[b]))
            })
            .expect("an expanded node with children")
    }

    /// [`Tree::select`] at the root, the same child: every touched child is read, the
    /// untouched ones in order of their exploration term only while their value may
    /// reach the best found (it falls along that order).
    fn select_root(&self) -> usize {
        let puct = Puct::at(&self.nodes[0], &self.settings);
        let lists = &self.root_children;
        // The highest value, and of equal values the last child.
        let better = |found: f32, child: usize, best: Option<(f32, usize)>| match best {
            Some((value, index)) => found.total_cmp(&value).then(child.cmp(&index)).is_gt(),
            None => true,
        };
        let mut best: Option<(f32, usize)> = None;
        for &child in &lists.touched {
            let child = child as usize;
            let found = puct.value(&self.nodes[child]);
            if better(found, child, best) {
                best = Some((found, child));
            }
        }
        for &child in &lists.untouched[lists.skipped..] {
            let child = child as usize;
            let node = &self.nodes[child];
            if !untouched(node) {
                continue;
            }
            let found = puct.value(node);
            if best.is_some_and(|(value, _)| found < value) {
                break;
            }
            if better(found, child, best) {
                best = Some((found, child));
            }
        }
        best.expect("a root with children").1
    }

    /// Splits the root's children into [`RootChildren`]'s lists.
    fn sort_root_children(&mut self) {
        let nodes = &self.nodes;
        let (touched, mut untouched): (Vec<u32>, Vec<u32>) = nodes[0]
            .children()
            .map(|c| c as u32)
            .partition(|&c| !untouched(&nodes[c as usize]));
        untouched.sort_by(|&a, &b| {
            nodes[b as usize]
                .explore
                .total_cmp(&nodes[a as usize].explore)
        });
        self.root_children = RootChildren {
            touched,
            untouched,
            skipped: 0,
        };
    }

    /// Moves the root's child on the path to the touched ones after its first visit.
    fn touch_root_child(&mut self) {
        let Some(&(child, _)) = self.path.get(1) else {
            return;
        };
        if self.nodes[child].visits != 1 {
            return;
        }
        let lists = &mut self.root_children;
        lists.touched.push(child as u32);
        while lists
            .untouched
            .get(lists.skipped)
            .is_some_and(|&c| !untouched(&self.nodes[c as usize]))
        {
            lists.skipped += 1;
        }
    }

    /// Backs the result up the path and carries proofs upward (MCTS-solver).
    fn update(&mut self, winner: Option<Player>) {
        for &(index, by) in &self.path {
            let node = &mut self.nodes[index];
            node.visits += 1;
            node.reward += match winner {
                Some(w) if w == by => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            node.explore = node.prior / (1.0 + node.visits as f32);
        }
        self.touch_root_child();
        for depth in (0..self.path.len()).rev() {
            let (index, _) = self.path[depth];
            if self.nodes[index].proof != Proof::Unknown {
                continue;
            }
            let proof = self.proof_from_children(index);
            if proof == Proof::Unknown {
                break;
            }
            self.nodes[index].proof = proof;
        }
    }

    /// A node's proof for the player who made its turn, from its children's proofs
    /// (which are for the player to move at the node).
    fn proof_from_children(&self, index: usize) -> Proof {
        let node = &self.nodes[index];
        if !node.expanded || node.child_count == 0 {
            return Proof::Unknown;
        }
        let mut best = Proof::Loss;
        for child in node.children() {
            match self.nodes[child].proof {
                Proof::Win => return Proof::Loss,
                Proof::Unknown => best = Proof::Unknown,
                Proof::Draw if best == Proof::Loss => best = Proof::Draw,
                _ => {}
            }
        }
        match best {
            Proof::Unknown => Proof::Unknown,
            _ if !node.complete => Proof::Unknown,
            Proof::Draw => Proof::Draw,
            _ => Proof::Win,
        }
    }

    /// Whether the root's choice is settled after `done` iterations of `budget`.
    fn settled(&self, budget: &Budget, done: u64) -> bool {
        let turns: Vec<(u64, Proof)> = self.nodes[0]
            .children()
            .map(|c| (u64::from(self.nodes[c].visits), self.nodes[c].proof))
            .collect();
        stopping::settled(&turns, budget.remaining(done)).is_some()
    }

    fn root_stats(&self) -> Vec<RootStat> {
        self.nodes[0]
            .children()
            .map(|c| {
                let child = &self.nodes[c];
                RootStat {
                    turn: child.turn,
                    visits: u64::from(child.visits),
                    reward: f64::from(child.reward),
                    proof: child.proof,
                }
            })
            .collect()
    }
}

/// A node neither visited nor proven: its PUCT value is its first-play value.
fn untouched(node: &Node) -> bool {
    node.visits == 0 && node.proof == Proof::Unknown
}

/// The PUCT value of a parent's children.
struct Puct {
    /// The exploration weight times the root of the parent's visits.
    weight: f32,
    /// The value assumed for a child not yet visited.
    first_play: f32,
}

impl Puct {
    fn at(parent: &Node, settings: &Settings) -> Puct {
        let sqrt_visits = (parent.visits.max(1) as f32).sqrt();
        let first_play = if parent.visits > 0 {
            1.0 - parent.mean() - settings.fpu_reduction
        } else {
            0.5
        };
        Puct {
            weight: settings.exploration * sqrt_visits,
            first_play,
        }
    }

    #[inline]
    fn value(&self, child: &Node) -> f32 {
        let mean = match child.proof {
            Proof::Win => return f32::MAX,
            Proof::Loss => return -1.0 + child.prior,
            Proof::Draw => 0.5,
            Proof::Unknown if child.visits == 0 => self.first_play,
            Proof::Unknown => child.mean(),
        };
        mean + self.weight * child.explore
    }
}

fn proof_for(by: Player, winner: Option<Player>) -> Proof {
    match winner {
        Some(w) if w == by => Proof::Win,
        Some(_) => Proof::Loss,
        None => Proof::Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Limits;
    use lyngk_rules::{Setup, Variant};
    use std::time::Instant;

    fn budget(iterations: u64) -> Budget {
        Budget::new(&Limits::nodes(iterations), Instant::now(), None)
    }

    /// The most visited child of `node`.
    fn most_visited(nodes: &[Node], node: usize) -> usize {
        nodes[node]
            .children()
            .max_by_key(|&c| nodes[c].visits)
            .expect("an expanded node")
    }

    #[test]
    fn the_next_search_goes_on_from_the_kept_tree_two_turns_down() {
        let start = Setup::from_seed(21, Variant::Standard).position;
        let (_, _, kept) = search(&start, &budget(3_000), 1, None, false, Settings::STRONGEST);
        let mine = most_visited(&kept.nodes, 0);
        let answer = most_visited(&kept.nodes, mine);
        let known = kept.nodes[answer].visits;
        assert!(known > 1, "the answer was searched: {known}");
        let reached = start
            .play_unchecked(kept.nodes[mine].turn)
            .play_unchecked(kept.nodes[answer].turn);
        let (stats, iterations, _) = search(
            &reached,
            &budget(500),
            2,
            Some(kept),
            false,
            Settings::STRONGEST,
        );
        assert_eq!(iterations, 500);
        let visits: u64 = stats.iter().map(|s| s.visits).sum();
        assert_eq!(
            visits,
            u64::from(known) - 1 + 500,
            "the old visits are kept"
        );
        // Every legal turn is a root child, as in a fresh search.
        assert_eq!(stats.len(), reached.legal_turns().len());
    }

    #[test]
    fn a_position_outside_the_kept_tree_starts_afresh() {
        let start = Setup::from_seed(21, Variant::Standard).position;
        let (_, _, kept) = search(&start, &budget(300), 1, None, false, Settings::STRONGEST);
        let elsewhere = Setup::from_seed(22, Variant::Standard).position;
        let (stats, _, _) = search(
            &elsewhere,
            &budget(200),
            2,
            Some(kept),
            false,
            Settings::STRONGEST,
        );
        let visits: u64 = stats.iter().map(|s| s.visits).sum();
        assert_eq!(visits, 200);
    }
}
