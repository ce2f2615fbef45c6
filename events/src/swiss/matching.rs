//! Maximum-weight matching in general graphs (Edmonds' blossom algorithm with
//! dual variables, O(n³)), after Galil's description ("Efficient algorithms for
//! finding maximum matching in graphs", 1986) in the formulation popularised by
//! Joris van Rantwijk. Weights are exact integers of any width ([`Weight`]), so
//! the Dutch system's criteria, packed into the bits of an edge weight, are
//! compared exactly.
//!
//! Dual variables are stored doubled (`dual[v] = 2·u(v)`) so that every
//! quantity stays integral for integral weights.
//!
//! Speed, for a round of 1,000 players (a graph of about 900 vertices,
//! nearly complete, weights of some 500 bits). Outside the bracket being
//! paired the Dutch weights are a sum of one term per player, so the
//! optimum there is a large tie: every edge is tight and an alternating
//! tree that enters that part grows over all of it. What keeps the work
//! down:
//!
//! * a solve from nothing in perfect mode starts from lowered duals and a
//!   greedy matching of tight edges ([`Solver::jump_start`]) instead of
//!   every dual at the largest weight and one augmentation a stage, and so
//!   does a repairing solve left with many exposed vertices (a bracket
//!   whose weights all changed), where a vertex that is the heaviest
//!   neighbour of many (a moved-down player) is fitted last, so that the
//!   others' edges between them are tight;
//! * before each stage, exposed vertices joined by a tight edge are matched
//!   ([`Solver::match_tight_exposed`]), so that hundreds of exposed
//!   vertices do not cost hundreds of stages that each relabel and rescan
//!   all of them;
//! * doubled weights are stored (a slack is one addition and one
//!   subtraction), the wide arithmetic is inlined, and a new blossom's best
//!   edges are found in one pass per leaf without allocating;
//! * the pairs of that part (the players below the next score group, whose
//!   weights are a sum of one term per player) are parked after a solve:
//!   they leave the search with their duals at their natural values, and
//!   the matching is certified optimal for the whole graph after each
//!   solve, bringing back the pairs whose edges the certificate finds
//!   infeasible ([`Solver::park_plain_pairs`], [`Solver::certify`]).
//!
//! These change which of several optimal matchings is found, never the
//! optimum. The Dutch system built on this solver reads every decision from
//! optimum values (a section D step raises a weight and keeps the choice
//! only when the optimum includes it), so the pairings do not depend on
//! which optimal matching the solver returns; the bbpPairings-checked
//! fixtures and random events were re-checked after each of these changes.

use super::wide::Weight;

const NONE: usize = usize::MAX;

/// An undirected edge `(u, v, weight)` with a positive weight.
#[cfg(test)]
pub(crate) type Edge<W> = (usize, usize, W);

/// The maximum-weight matching of the graph on `vertex_count` vertices: for
/// every vertex its mate, or `None`.
#[cfg(test)]
pub(crate) fn max_weight_matching<W: Weight>(
    vertex_count: usize,
    edges: &[Edge<W>],
) -> Vec<Option<usize>> {
    let mut solver = Solver::new(vertex_count, None).with_outside_lists_from(3);
    for &(u, v, weight) in edges {
        solver.set_weight(u, v, weight);
    }
    solver.solve_from_scratch(false);
    (0..vertex_count).map(|v| solver.mate_of(v)).collect()
}

/// A weighted matching of a dense graph, kept optimal while edge weights
/// change and matched pairs leave.
///
/// Edge `e` joins `e / n` and `e % n` (the smaller vertex first); its
/// endpoints are `2e` (the smaller vertex) and `2e + 1`. A zero weight is no
/// edge, except at the free vertex, whose edges are all present at weight
/// zero: joined to it is how a vertex stays unpaired when the number of
/// vertices is odd.
///
/// In perfect mode the solver looks for a maximum-weight perfect matching:
/// vertex duals may go below zero, so after a change only the duals and the
/// pairs it touches need repair, and a few augmentations restore the optimum
/// (a maximum-weight matching of the Dutch weights is as large as possible,
/// so both modes find the same optimum there).
pub(crate) struct Solver<W: Weight> {
    n: usize,
    /// Twice each edge's weight, the form every slack uses.
    doubled: Vec<W>,
    free_vertex: Option<usize>,
    active: Vec<bool>,
    members: Vec<usize>,
    perfect: bool,
    /// Edges changed since the last solve.
    pending: Vec<(usize, usize)>,
    mate: Vec<usize>,
    label: Vec<u8>,
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    blossom_parent: Vec<usize>,
    blossom_children: Vec<Vec<usize>>,
    blossom_base: Vec<usize>,
    blossom_endpoints: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    /// The slack of `best_edge`, valid while `best_stamp` is `dual_epoch`
    /// (the duals move at every dual update).
    best_slack: Vec<W>,
    best_stamp: Vec<u64>,
    dual_epoch: u64,
    blossom_best_edges: Vec<Option<Vec<usize>>>,
    unused_blossoms: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    /// The edges allowed this stage, to clear them at the next.
    allowed_list: Vec<usize>,
    /// Whether each edge exists (a non-zero weight, or the free vertex).
    linked: Vec<bool>,
    queue: Vec<usize>,
    /// While a blossom is made: per S-blossom outside it, the least slack
    /// edge to it and that slack, and the S-blossoms so reached.
    best_edge_to: Vec<usize>,
    best_slack_to: Vec<W>,
    best_edge_to_touched: Vec<usize>,
    /// Per blossom, its number of vertices.
    blossom_size: Vec<usize>,
    /// Per large S-blossom, the active vertices outside it when the list
    /// was made, in the order of `members` (see [`Solver::outside_of`]);
    /// valid while `outside_stamp` is `stage_stamp`.
    outside: Vec<Vec<usize>>,
    outside_stamp: Vec<u64>,
    stage_stamp: u64,
    /// The size from which an S-blossom gets an outside list.
    outside_from: usize,
    /// The number of exposed vertices from which a repairing solve starts
    /// with a jump start (see [`Solver::many_exposed`]).
    jump_start_from: usize,
    /// Per vertex, the doubled dual it takes while parked: every edge from
    /// a vertex at or after `plain_from` (the free vertex aside) has a
    /// doubled weight equal to the sum of its ends' values here, or is
    /// missing. Empty: nothing is parked.
    natural: Vec<W>,
    /// The first vertex whose edges are all plain (see `natural`).
    plain_from: usize,
    /// Matched pairs set aside from the search (see [`Solver::park_plain_pairs`]).
    parked: Vec<bool>,
    parked_count: usize,
}

impl<W: Weight> Solver<W> {
    /// A graph of `n` vertices and no edges; `free_vertex` is joined to
    /// every other vertex at weight zero.
    pub(crate) fn new(n: usize, free_vertex: Option<usize>) -> Self {
        Self {
            n,
            doubled: vec![W::zero(); n * n],
            free_vertex,
            active: vec![true; n],
            members: (0..n).collect(),
            perfect: false,
            pending: Vec::new(),
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            blossom_parent: vec![NONE; 2 * n],
            blossom_children: vec![Vec::new(); 2 * n],
            blossom_base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossom_endpoints: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            best_slack: vec![W::zero(); 2 * n],
            best_stamp: vec![u64::MAX; 2 * n],
            dual_epoch: 0,
            blossom_best_edges: vec![None; 2 * n],
            unused_blossoms: (n..2 * n).collect(),
            dual: vec![W::zero(); 2 * n],
            allowed: vec![false; n * n],
            allowed_list: Vec::new(),
            linked: (0..n * n)
                .map(|edge| free_vertex.is_some_and(|free| edge / n == free || edge % n == free))
                .collect(),
            queue: Vec::new(),
            best_edge_to: vec![NONE; 2 * n],
            best_slack_to: vec![W::zero(); 2 * n],
            best_edge_to_touched: Vec::new(),
            blossom_size: vec![1; 2 * n],
            outside: vec![Vec::new(); 2 * n],
            outside_stamp: vec![0; 2 * n],
            stage_stamp: 1,
            outside_from: 16,
            jump_start_from: 16,
            natural: Vec::new(),
            plain_from: n,
            parked: vec![false; n],
            parked_count: 0,
        }
    }

    /// Declares the plain part of the graph: from `plain_from` on, every
    /// vertex's edges (the free vertex's aside) weigh, doubled, the sum of
    /// their ends' `natural` values, or are missing. The caller keeps this
    /// true until it changes such a weight or moves `plain_from`.
    pub(crate) fn set_plain(&mut self, natural: Vec<W>, plain_from: usize) {
        debug_assert!(natural.len() >= self.n - usize::from(self.free_vertex.is_some()));
        self.natural = natural;
        self.plain_from = plain_from;
    }

    /// Gives every vertex its natural dual (see [`Solver::set_plain`]) when
    /// every edge is plain, the free vertex's aside: each edge is then tight,
    /// so the pairs stay (the free vertex's only when it is tight), the
    /// blossoms go and the pending changes need no repair. The pairs of the
    /// plain part can then be parked at the next solve: duals found by a
    /// solve hold many vertices below their natural values, which keeps
    /// their neighbours from being parked (perfect mode, nothing parked).
    pub(crate) fn take_natural_duals(&mut self) {
        debug_assert!(self.perfect && self.parked_count == 0);
        let n = self.n;
        for v in 0..n {
            while self.in_blossom[v] != v {
                // With no dual to move, the pair at its base stays.
                let top = self.in_blossom[v];
                self.dual[top] = W::zero();
                self.dissolve(top);
            }
        }
        let free = self.free_vertex;
        for &v in &self.members {
            if Some(v) != free {
                self.dual[v] = self.natural[v];
            }
        }
        if let Some(free) = free.filter(|&free| self.active[free]) {
            self.fit_free_vertex(free);
            if let Some(mate) = self.mate_of(free) {
                if !self.slack(self.edge_id(free, mate)).is_zero() {
                    self.unpair(free);
                }
            }
        }
        debug_assert!(self.members.iter().all(|&v| {
            let tight = |mate| self.slack(self.edge_id(v, mate)).is_zero();
            self.mate_of(v).is_none_or(tight)
        }));
        self.pending.clear();
    }

    /// Moves the start of the plain part (see [`Solver::set_plain`]).
    pub(crate) fn set_plain_from(&mut self, plain_from: usize) {
        self.plain_from = plain_from;
    }

    fn edge_id(&self, u: usize, v: usize) -> usize {
        u.min(v) * self.n + u.max(v)
    }

    fn ends(&self, edge: usize) -> (usize, usize) {
        (edge / self.n, edge % self.n)
    }

    fn endpoint(&self, end: usize) -> usize {
        let edge = end / 2;
        if end & 1 == 0 {
            edge / self.n
        } else {
            edge % self.n
        }
    }

    /// Whether the edge `u`–`v` exists between two active vertices.
    fn present(&self, u: usize, v: usize) -> bool {
        self.active[u] && self.active[v] && self.linked[u * self.n + v]
    }

    /// Twice the reduced cost of the edge `u`–`v`, the duals of the
    /// blossoms around both ends included, or `None` when there is no such
    /// edge. Read after a solve, it is what using the edge costs at least:
    /// any perfect matching that contains it weighs at most the optimum
    /// less half this value.
    pub(crate) fn reduced_cost(&self, u: usize, v: usize) -> Option<W> {
        debug_assert!(self.pending.is_empty());
        if !self.present(u, v) {
            return None;
        }
        let mut cost = self.slack(self.edge_id(u, v));
        if self.in_blossom[u] == self.in_blossom[v] {
            let (above_u, above_v) = (self.blossoms_above(u), self.blossoms_above(v));
            // Both chains end at the same top-level blossom; the blossoms
            // around both ends are their common end.
            for (&outer_u, &outer_v) in above_u.iter().rev().zip(above_v.iter().rev()) {
                if outer_u != outer_v {
                    break;
                }
                cost = cost.add(self.dual[outer_u].double());
            }
        }
        Some(cost)
    }

    /// The blossoms around vertex `v`, the innermost first.
    fn blossoms_above(&self, v: usize) -> Vec<usize> {
        let mut chain = Vec::new();
        let mut blossom = self.blossom_parent[v];
        while blossom != NONE {
            chain.push(blossom);
            blossom = self.blossom_parent[blossom];
        }
        chain
    }

    /// Sets a weight; the change is repaired at the next [`Solver::solve`].
    pub(crate) fn set_weight(&mut self, u: usize, v: usize, weight: W) {
        let edge = self.edge_id(u, v);
        let doubled = weight.double();
        if self.doubled[edge] != doubled {
            for end in [u, v] {
                if self.parked[end] {
                    self.unpark(end);
                }
            }
            let linked =
                !weight.is_zero() || self.free_vertex.is_some_and(|free| free == u || free == v);
            // Both halves of the matrix, so that a vertex's edges are read
            // along its row.
            for cell in [u * self.n + v, v * self.n + u] {
                self.doubled[cell] = doubled;
                self.linked[cell] = linked;
            }
            self.pending.push((u, v));
        }
    }

    /// Gives outside lists to S-blossoms from `size` vertices on, so that
    /// the small graphs of the tests use them too.
    #[cfg(test)]
    fn with_outside_lists_from(mut self, size: usize) -> Self {
        self.outside_from = size;
        self
    }

    /// Jump-starts repairing solves from `count` exposed vertices on, so
    /// that the small graphs of the tests do too.
    #[cfg(test)]
    fn with_jump_starts_from(mut self, count: usize) -> Self {
        self.jump_start_from = count;
        self
    }

    /// The mate of `v`, if matched (the free vertex counts as a mate).
    pub(crate) fn mate_of(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then(|| self.endpoint(self.mate[v]))
    }

    /// Solves from nothing: no pairs, every vertex dual at the largest
    /// weight. In perfect mode, false when no perfect matching exists.
    pub(crate) fn solve_from_scratch(&mut self, perfect: bool) -> bool {
        let n = self.n;
        self.unpark_all();
        self.perfect = perfect;
        self.pending.clear();
        self.mate.iter_mut().for_each(|mate| *mate = NONE);
        self.in_blossom = (0..n).collect();
        self.blossom_parent
            .iter_mut()
            .for_each(|parent| *parent = NONE);
        self.blossom_children.iter_mut().for_each(Vec::clear);
        self.blossom_endpoints.iter_mut().for_each(Vec::clear);
        self.blossom_base = (0..n).chain(std::iter::repeat_n(NONE, n)).collect();
        self.unused_blossoms = (n..2 * n).collect();
        if perfect {
            for v in n..2 * n {
                self.dual[v] = W::zero();
            }
            self.jump_start();
            return self.settle(true);
        }
        let mut max_weight = W::zero();
        for &u in &self.members {
            for &v in &self.members {
                let weight = self.doubled[self.edge_id(u, v)].half();
                if u < v && weight > max_weight {
                    max_weight = weight;
                }
            }
        }
        for v in 0..2 * n {
            self.dual[v] = if v < n { max_weight } else { W::zero() };
        }
        self.stages()
    }

    /// Duals for the exposed vertices that make many edges between them
    /// tight, so that the greedy matching before each stage
    /// ([`Solver::match_tight_exposed`]) pairs most of them. It starts a
    /// perfect-mode solve from nothing, and a solve that the changes left
    /// with many exposed vertices (a bracket whose weights all changed):
    /// the repairs give each exposed vertex the least dual that keeps its
    /// edges feasible, tight along one edge, usually to a matched vertex,
    /// and hundreds of exposed vertices then cost hundreds of stages.
    ///
    /// Each exposed vertex's dual starts at half its heaviest edge to
    /// another exposed one, or more where an edge to a matched or parked
    /// vertex needs it (their duals stay). Lowering all at once by half
    /// their least slack, then each in turn by its whole least slack,
    /// keeps every slack at least zero and makes most edges tight when the
    /// weights are nearly a sum of one term per endpoint, as the Dutch
    /// weights are. A *hub*, the heaviest neighbour of two or more exposed
    /// vertices (a moved-down player, whose higher score is a term on all
    /// its edges), is left out and fitted last: otherwise every neighbour
    /// is tight only to it, and the greedy matching pairs next to nothing.
    /// The exposed free vertex's edges (weight zero) are left out too; its
    /// dual is then the least that keeps them feasible.
    fn jump_start(&mut self) {
        let exposed = self.exposed_for_jump_start();
        let n = self.n;
        let mut is_exposed = vec![false; n];
        for &v in &exposed {
            is_exposed[v] = true;
        }
        let free = self.free_vertex.filter(|&free| is_exposed[free]);
        let lowered: Vec<usize> = exposed.into_iter().filter(|&v| Some(v) != free).collect();
        let mut hub = vec![false; n];
        let hubs = self.raise_to_heaviest(&lowered, &is_exposed, free, &mut hub);
        let rest: Vec<usize> = lowered.iter().copied().filter(|&v| !hub[v]).collect();
        let halves: Vec<Option<W>> = rest
            .iter()
            .map(|&v| self.jump_least_slack(v, free, &hub).map(W::half))
            .collect();
        for (&v, half) in rest.iter().zip(halves) {
            if let Some(half) = half {
                self.dual[v] = self.dual[v].sub(half);
            }
        }
        for &v in &rest {
            if let Some(least) = self.jump_least_slack(v, free, &hub) {
                self.dual[v] = self.dual[v].sub(least);
            }
        }
        for h in hubs {
            let row = h * n;
            let mut needed = self.parked_floor(h);
            for &w in &self.members {
                if w != h && Some(w) != free && self.present(h, w) {
                    let value = self.doubled[row + w].sub(self.dual[w]);
                    needed = Some(needed.map_or(value, |old| old.max(value)));
                }
            }
            if let Some(value) = needed {
                self.dual[h] = value;
            }
        }
        if let Some(free) = free {
            self.fit_free_vertex(free);
        }
    }

    /// Gives the free vertex the least dual that keeps its edges (weight zero,
    /// to every active or parked vertex) feasible, which makes its edge to the
    /// lightest vertex tight.
    fn fit_free_vertex(&mut self, free: usize) {
        let lightest = (0..self.n)
            .filter(|&v| v != free && (self.active[v] || self.parked[v]))
            .map(|v| self.dual[v])
            .min();
        self.dual[free] = W::zero().sub(lightest.unwrap_or(W::zero()));
    }

    /// Whether a solve starts with enough exposed vertices to be worth a
    /// [`Solver::jump_start`] (a quarter of the active ones, and more than
    /// a few).
    fn many_exposed(&self) -> bool {
        let exposed = self
            .members
            .iter()
            .filter(|&&v| self.mate[v] == NONE && self.in_blossom[v] == v)
            .count();
        exposed >= self.jump_start_from && 4 * exposed >= self.members.len()
    }

    /// The exposed vertices outside any blossom, which the jump start
    /// lowers; when they are most of the active ones, the pairs of the rest
    /// outside blossoms are undone and join them, as their duals would hold
    /// the exposed ones up.
    fn exposed_for_jump_start(&mut self) -> Vec<usize> {
        let singleton = |solver: &Self, v: usize| solver.in_blossom[v] == v;
        let exposed = |solver: &Self, v: usize| solver.mate[v] == NONE && singleton(solver, v);
        let count = self.members.iter().filter(|&&v| exposed(self, v)).count();
        if 4 * count >= 3 * self.members.len() {
            for index in 0..self.members.len() {
                let v = self.members[index];
                if let Some(mate) = self.mate_of(v) {
                    if singleton(self, v) && singleton(self, mate) {
                        self.unpair(v);
                    }
                }
            }
        }
        self.members
            .iter()
            .copied()
            .filter(|&v| exposed(self, v))
            .collect()
    }

    /// Sets each vertex of `lowered` to half its heaviest edge to another
    /// exposed vertex, or to what an edge to a fixed vertex needs, leaving
    /// out the hubs (marked in `hub` and returned).
    fn raise_to_heaviest(
        &mut self,
        lowered: &[usize],
        is_exposed: &[bool],
        free: Option<usize>,
        hub: &mut [bool],
    ) -> Vec<usize> {
        let n = self.n;
        // Per vertex: what its fixed neighbours need, and its three
        // heaviest exposed neighbours (enough unless several are hubs).
        let mut fixed_needs = Vec::with_capacity(lowered.len());
        let mut heaviest = Vec::with_capacity(lowered.len());
        let mut heaviest_of = vec![0usize; n];
        for &v in lowered {
            let row = v * n;
            let mut needed = self.parked_floor(v);
            let mut top: [(Option<W>, usize); 3] = [(None, NONE); 3];
            for &w in &self.members {
                if w == v || Some(w) == free || !self.present(v, w) {
                    continue;
                }
                if !is_exposed[w] {
                    let value = self.doubled[row + w].sub(self.dual[w]);
                    needed = Some(needed.map_or(value, |old| old.max(value)));
                    continue;
                }
                let value = self.doubled[row + w];
                if let Some(at) = top
                    .iter()
                    .position(|&(best, _)| best.is_none_or(|b| value > b))
                {
                    top[at..].rotate_right(1);
                    top[at] = (Some(value), w);
                }
            }
            if top[0].1 != NONE {
                heaviest_of[top[0].1] += 1;
            }
            fixed_needs.push(needed);
            heaviest.push(top);
        }
        let hubs: Vec<usize> = lowered
            .iter()
            .copied()
            .filter(|&w| heaviest_of[w] >= 2)
            .collect();
        for &h in &hubs {
            hub[h] = true;
        }
        for (index, &v) in lowered.iter().enumerate() {
            if hub[v] {
                continue;
            }
            let top = &heaviest[index];
            let exposed_need = match top.iter().find(|&&(_, w)| w == NONE || !hub[w]) {
                Some(&(best, _)) => best.map(W::half),
                // Three hubs or more around it: read the row again.
                None => self.heaviest_non_hub(v, is_exposed, free, hub).map(W::half),
            };
            let needed = match (fixed_needs[index], exposed_need) {
                (Some(a), Some(b)) => Some(a.max(b)),
                (a, b) => a.or(b),
            };
            if let Some(value) = needed {
                self.dual[v] = value;
            }
        }
        hubs
    }

    /// The heaviest (doubled) edge from `v` to an exposed vertex not a hub.
    fn heaviest_non_hub(
        &self,
        v: usize,
        is_exposed: &[bool],
        free: Option<usize>,
        hub: &[bool],
    ) -> Option<W> {
        self.members
            .iter()
            .filter(|&&w| {
                w != v && Some(w) != free && is_exposed[w] && !hub[w] && self.present(v, w)
            })
            .map(|&w| self.doubled[v * self.n + w])
            .max()
    }

    /// The least dual that keeps the edges of the active vertex `v` to
    /// parked vertices feasible, if it has any (see [`Solver::certify`]).
    fn parked_floor(&self, v: usize) -> Option<W> {
        if self.parked_count == 0 {
            return None;
        }
        let row = v * self.n;
        (0..self.n)
            .any(|r| self.parked[r] && self.linked[row + r])
            .then(|| self.natural[v])
    }

    /// The least slack at `v` that the jump start must keep: its edges to
    /// active vertices (hubs and the exposed free vertex aside) and to
    /// parked ones.
    fn jump_least_slack(&self, v: usize, free: Option<usize>, hub: &[bool]) -> Option<W> {
        let row = v * self.n;
        let mut least = self.parked_floor(v).map(|floor| self.dual[v].sub(floor));
        for &w in &self.members {
            if w == v || Some(w) == free || hub[w] || !self.present(v, w) {
                continue;
            }
            let slack = self.dual[v].add_sub(self.dual[w], self.doubled[row + w]);
            least = Some(least.map_or(slack, |old| old.min(slack)));
        }
        least
    }

    /// Restores the optimum after the weight changes since the last solve
    /// (perfect mode); false when no perfect matching is left.
    pub(crate) fn solve(&mut self) -> bool {
        debug_assert!(self.perfect);
        self.settle(false)
    }

    /// Repairs the pending changes and augments until the matching is
    /// perfect and optimal for the whole graph, parked pairs included; then
    /// parks what it can (perfect mode). False when no perfect matching is
    /// left.
    fn settle(&mut self, jump_started: bool) -> bool {
        let mut unpark_limit = 1;
        let mut dissolved = false;
        // Pairs the last solve could not park (the first solve after the
        // natural duals were taken) leave the search before it starts.
        self.park_plain_pairs();
        loop {
            let pending = std::mem::take(&mut self.pending);
            for (u, v) in pending {
                if self.active[u] && self.active[v] {
                    self.repair(u, v);
                }
            }
            if !jump_started && self.many_exposed() {
                self.jump_start();
            }
            if !self.stages() {
                if self.parked_count == 0 {
                    return false;
                }
                // The pairs set aside may be what completes the matching.
                self.unpark_all_repairing();
                continue;
            }
            if !self.certify(unpark_limit) {
                unpark_limit *= 2;
                continue;
            }
            // Once a solve, the plain part's blossoms are dissolved and its
            // pairs parked before the pairs at their bases are augmented
            // again, so that the tree that does it stays out of the plain
            // part and builds no blossom over it again.
            let undone = !dissolved && self.dissolve_plain_blossoms();
            dissolved = true;
            self.park_plain_pairs();
            if !undone {
                return true;
            }
        }
    }

    /// Dissolves the blossoms around vertices of the plain part, so that
    /// their pairs can be parked; true when it did (the pairs at the bases
    /// are undone and need augmenting again). An alternating tree that grew
    /// over the plain part, where every edge is tight, leaves a blossom over
    /// most of it whose dual holds the plain vertices below their natural
    /// values; dissolved, that dual goes back onto them.
    fn dissolve_plain_blossoms(&mut self) -> bool {
        if !self.perfect || self.natural.is_empty() {
            return false;
        }
        let mut dissolved = false;
        for index in 0..self.members.len() {
            let v = self.members[index];
            if v < self.plain_from || Some(v) == self.free_vertex {
                continue;
            }
            while self.in_blossom[v] != v {
                self.dissolve(self.in_blossom[v]);
                dissolved = true;
            }
        }
        dissolved
    }

    /// Sets aside the matched pairs of the plain part whose duals can take
    /// their natural values (see [`Solver::set_plain`]) and keep every edge
    /// feasible: they leave the search, so that an alternating tree no
    /// longer grows over the whole plain part, where every edge is tight.
    ///
    /// The matching stays optimal for the whole graph as long as every edge
    /// between an active vertex and a parked one is feasible, which
    /// [`Solver::certify`] checks after each solve: with parked duals at
    /// their natural values, the slack of such an edge is the active end's
    /// dual less its natural value, so only active vertices below their
    /// natural value, and the free vertex, need a look. A parked pair comes
    /// back when a weight at it changes or the certificate fails there.
    fn park_plain_pairs(&mut self) {
        if !self.perfect || self.natural.is_empty() {
            return;
        }
        let n = self.n;
        let below: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&x| Some(x) != self.free_vertex && self.dual[x] < self.natural[x])
            .collect();
        let free_dual = self.free_vertex.map(|free| self.dual[free]);
        let mut parked_any = false;
        for index in 0..self.members.len() {
            let v = self.members[index];
            if v < self.plain_from || Some(v) == self.free_vertex || self.in_blossom[v] != v {
                continue;
            }
            let Some(mate) = self.mate_of(v) else {
                continue;
            };
            if mate < v
                || Some(mate) == self.free_vertex
                || self.in_blossom[mate] != mate
                || self.parked[mate]
            {
                continue;
            }
            let keeps_feasible = |end: usize| {
                free_dual.is_none_or(|dual| dual.add(self.natural[end]) >= W::zero())
                    && below
                        .iter()
                        .all(|&x| x == v || x == mate || !self.linked[x * n + end])
            };
            if !keeps_feasible(v) || !keeps_feasible(mate) {
                continue;
            }
            debug_assert!(self.is_plain(v) && self.is_plain(mate));
            debug_assert!(self.slack(self.edge_id(v, mate)).is_zero());
            for end in [v, mate] {
                self.dual[end] = self.natural[end];
                self.parked[end] = true;
                self.active[end] = false;
            }
            self.parked_count += 2;
            parked_any = true;
        }
        if parked_any {
            let parked = &self.parked;
            self.members.retain(|&v| !parked[v]);
        }
    }

    /// Whether every edge at `v` is plain (see [`Solver::set_plain`]).
    fn is_plain(&self, v: usize) -> bool {
        (0..self.n)
            .filter(|&w| w != v && Some(w) != self.free_vertex && self.linked[v * self.n + w])
            .all(|w| self.doubled[v * self.n + w] == self.natural[v].add(self.natural[w]))
    }

    /// Whether the matching, optimal on the active vertices, is optimal on
    /// the whole graph: every edge to a parked vertex is feasible. When not,
    /// brings back up to `limit` parked pairs for each active vertex with an
    /// infeasible edge (the edges go to repair) and returns false.
    fn certify(&mut self, limit: usize) -> bool {
        if self.parked_count == 0 {
            return true;
        }
        let n = self.n;
        let mut back = Vec::new();
        for index in 0..self.members.len() {
            let x = self.members[index];
            let wanted = |r: usize| -> bool {
                match self.free_vertex {
                    Some(free) if free == x => self.dual[x].add(self.natural[r]) < W::zero(),
                    _ => self.linked[x * n + r],
                }
            };
            if Some(x) != self.free_vertex && self.dual[x] >= self.natural[x] {
                continue;
            }
            back.extend((0..n).filter(|&r| self.parked[r] && wanted(r)).take(limit));
        }
        if back.is_empty() {
            return true;
        }
        for r in back {
            if self.parked[r] {
                self.unpark(r);
            }
        }
        false
    }

    /// Brings a parked pair back into the search; its edges that are no
    /// longer feasible go to repair.
    fn unpark(&mut self, v: usize) {
        let mate = self.mate_of(v).expect("a parked vertex is matched");
        for end in [v, mate] {
            self.parked[end] = false;
            self.active[end] = true;
        }
        self.parked_count -= 2;
        for end in [v, mate] {
            for index in 0..self.members.len() {
                let x = self.members[index];
                if self.linked[x * self.n + end] && self.slack(self.edge_id(x, end)) < W::zero() {
                    self.pending.push((x, end));
                }
            }
        }
        // In increasing order, as the jump start's greedy matching expects.
        for end in [v, mate] {
            let at = self.members.partition_point(|&w| w < end);
            self.members.insert(at, end);
        }
    }

    /// Brings every parked pair back, repairing edges as [`Solver::unpark`].
    fn unpark_all_repairing(&mut self) {
        for v in 0..self.n {
            if self.parked[v] {
                self.unpark(v);
            }
        }
    }

    /// Brings every parked pair back before a solve from nothing.
    fn unpark_all(&mut self) {
        if self.parked_count == 0 {
            return;
        }
        for v in 0..self.n {
            if self.parked[v] {
                self.parked[v] = false;
                self.active[v] = true;
                self.members.push(v);
            }
        }
        self.parked_count = 0;
        self.members.sort_unstable();
    }

    /// Restores the optimality conditions after the edge `u`–`v` changed.
    /// An edge inside a blossom undoes the blossoms; a matched edge or one
    /// with a negative slack moves the dual of an endpoint outside any
    /// blossom, which keeps the pair when its edge stays the tightest there,
    /// and otherwise unpairs that endpoint.
    fn repair(&mut self, u: usize, v: usize) {
        if self.in_blossom[u] == self.in_blossom[v] {
            self.isolate(u);
            return;
        }
        let matched = self.mate_of(u) == Some(v);
        let infeasible = self.present(u, v) && self.slack(self.edge_id(u, v)) < W::zero();
        if !matched && !infeasible {
            return;
        }
        match [u, v].into_iter().find(|&x| self.in_blossom[x] == x) {
            Some(single) if self.refit(single) => {}
            Some(single) => self.isolate(single),
            None => self.isolate(u),
        }
    }

    /// Sets the dual of `v` (outside any blossom) so that its edges are
    /// feasible and its matched edge tight; false when no value does both.
    fn refit(&mut self, v: usize) -> bool {
        let mate = self.mate_of(v);
        let mut needed: Option<W> = None;
        for &w in &self.members {
            if w != v && Some(w) != mate && self.present(v, w) {
                let value = self.doubled[v * self.n + w].sub(self.dual[w]);
                needed = Some(needed.map_or(value, |old| old.max(value)));
            }
        }
        let Some(mate) = mate else {
            if let Some(value) = needed {
                self.dual[v] = value;
            }
            return true;
        };
        if !self.present(v, mate) {
            return false;
        }
        let tight = self.doubled[self.edge_id(v, mate)].sub(self.dual[mate]);
        if needed.is_some_and(|value| value > tight) {
            return false;
        }
        self.dual[v] = tight;
        true
    }

    /// Takes `v` out of every blossom and pair, then sets its dual to the
    /// least value that keeps all its edges feasible.
    fn isolate(&mut self, v: usize) {
        self.make_single(v);
        self.refit(v);
    }

    /// Dissolves the blossoms around `v` and unpairs it.
    fn make_single(&mut self, v: usize) {
        while self.in_blossom[v] != v {
            self.dissolve(self.in_blossom[v]);
        }
        self.unpair(v);
    }

    fn unpair(&mut self, v: usize) {
        if let Some(mate) = self.mate_of(v) {
            self.mate[mate] = NONE;
            self.mate[v] = NONE;
        }
    }

    /// Removes a top-level blossom and moves its dual onto its vertices, so
    /// that every edge keeps its slack but the edges leaving it; the pair at
    /// its base then loses tightness and is undone.
    fn dissolve(&mut self, blossom: usize) {
        let z = self.dual[blossom];
        for leaf in self.leaves_of(blossom) {
            self.dual[leaf] = self.dual[leaf].add(z);
        }
        let children = std::mem::take(&mut self.blossom_children[blossom]);
        for &child in &children {
            self.blossom_parent[child] = NONE;
            for leaf in self.leaves_of(child) {
                self.in_blossom[leaf] = child;
            }
        }
        let base = self.blossom_base[blossom];
        self.blossom_endpoints[blossom] = Vec::new();
        self.blossom_base[blossom] = NONE;
        self.blossom_best_edges[blossom] = None;
        self.best_edge[blossom] = NONE;
        self.label[blossom] = 0;
        self.dual[blossom] = W::zero();
        self.unused_blossoms.push(blossom);
        if !z.is_zero() {
            self.unpair(base);
        }
    }

    /// Raises the dual of an exposed vertex by one, with its blossom's
    /// vertices, taking one from the blossom's own dual (a blossom without
    /// dual is dissolved first). The slack of an edge between two trees then
    /// stays even, so halving it is exact: in perfect mode the exposed
    /// vertices need not share one dual, only its parity.
    fn make_even(&mut self, vertex: usize) {
        while self.in_blossom[vertex] != vertex && self.dual[self.in_blossom[vertex]].is_zero() {
            self.dissolve(self.in_blossom[vertex]);
        }
        let top = self.in_blossom[vertex];
        for leaf in self.leaves_of(top) {
            self.dual[leaf] = self.dual[leaf].add(W::one());
        }
        if top != vertex {
            self.dual[top] = self.dual[top].sub(W::one());
        }
    }

    /// Takes a matched pair out of the graph; the rest stays optimal.
    pub(crate) fn remove_pair(&mut self, u: usize, v: usize) {
        debug_assert!(!self.parked[u] && !self.parked[v]);
        self.make_single(u);
        self.make_single(v);
        for vertex in [u, v] {
            self.active[vertex] = false;
        }
        self.members.retain(|&w| w != u && w != v);
    }

    /// Makes `edge` the best edge of `owner` when its slack is smaller.
    fn offer_best(&mut self, owner: usize, edge: usize, slack: W) {
        if self.best_edge[owner] != NONE {
            if self.best_stamp[owner] != self.dual_epoch {
                self.best_slack[owner] = self.slack(self.best_edge[owner]);
                self.best_stamp[owner] = self.dual_epoch;
            }
            if slack >= self.best_slack[owner] {
                return;
            }
        }
        self.best_edge[owner] = edge;
        self.best_slack[owner] = slack;
        self.best_stamp[owner] = self.dual_epoch;
    }

    /// Marks an edge usable this stage, in both halves of the matrix.
    fn allow(&mut self, edge: usize) {
        if !self.allowed[edge] {
            let (u, v) = (edge / self.n, edge % self.n);
            self.allowed[u * self.n + v] = true;
            self.allowed[v * self.n + u] = true;
            self.allowed_list.push(edge);
        }
    }

    #[inline]
    fn slack(&self, edge: usize) -> W {
        let (u, v) = self.ends(edge);
        self.dual[u].add_sub(self.dual[v], self.doubled[edge])
    }

    fn leaves(&self, blossom: usize, out: &mut Vec<usize>) {
        if blossom < self.n {
            out.push(blossom);
        } else {
            for &child in &self.blossom_children[blossom] {
                self.leaves(child, out);
            }
        }
    }

    fn leaves_of(&self, blossom: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(blossom, &mut out);
        out
    }

    fn assign_label(&mut self, vertex: usize, label: u8, end: usize) {
        let blossom = self.in_blossom[vertex];
        self.label[vertex] = label;
        self.label[blossom] = label;
        self.label_end[vertex] = end;
        self.label_end[blossom] = end;
        self.best_edge[vertex] = NONE;
        self.best_edge[blossom] = NONE;
        if label == 1 {
            let leaves = self.leaves_of(blossom);
            self.queue.extend(leaves);
        } else if label == 2 {
            let base = self.blossom_base[blossom];
            let mate_end = self.mate[base];
            self.assign_label(self.endpoint(mate_end), 1, mate_end ^ 1);
        }
    }

    /// Traces back from `v` and `w` to find a new blossom's base, or `NONE`
    /// when the paths reach two different roots (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut blossom = self.in_blossom[v];
            if self.label[blossom] & 4 != 0 {
                base = self.blossom_base[blossom];
                break;
            }
            path.push(blossom);
            self.label[blossom] = 5;
            if self.label_end[blossom] == NONE {
                v = NONE;
            } else {
                v = self.endpoint(self.label_end[blossom]);
                blossom = self.in_blossom[v];
                v = self.endpoint(self.label_end[blossom]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for blossom in path {
            self.label[blossom] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, edge: usize) {
        let (mut v, mut w) = self.ends(edge);
        let base_blossom = self.in_blossom[base];
        let mut blossom_v = self.in_blossom[v];
        let mut blossom_w = self.in_blossom[w];
        let blossom = self.unused_blossoms.pop().expect("at most n blossoms");
        self.blossom_base[blossom] = base;
        self.blossom_parent[blossom] = NONE;
        self.blossom_parent[base_blossom] = blossom;
        let mut path = Vec::new();
        let mut endpoints = Vec::new();
        while blossom_v != base_blossom {
            self.blossom_parent[blossom_v] = blossom;
            path.push(blossom_v);
            endpoints.push(self.label_end[blossom_v]);
            v = self.endpoint(self.label_end[blossom_v]);
            blossom_v = self.in_blossom[v];
        }
        path.push(base_blossom);
        path.reverse();
        endpoints.reverse();
        endpoints.push(2 * edge);
        while blossom_w != base_blossom {
            self.blossom_parent[blossom_w] = blossom;
            path.push(blossom_w);
            endpoints.push(self.label_end[blossom_w] ^ 1);
            w = self.endpoint(self.label_end[blossom_w]);
            blossom_w = self.in_blossom[w];
        }
        self.label[blossom] = 1;
        self.label_end[blossom] = self.label_end[base_blossom];
        self.dual[blossom] = W::zero();
        debug_assert!(path.len() % 2 == 1, "a blossom is an odd cycle");
        self.blossom_children[blossom] = path.clone();
        self.blossom_endpoints[blossom] = endpoints;
        self.outside_stamp[blossom] = 0;
        let leaves = self.leaves_of(blossom);
        self.blossom_size[blossom] = leaves.len();
        for leaf in leaves {
            if self.label[self.in_blossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = blossom;
        }
        let outside = self.outside_of(blossom);
        for &child in &path {
            match self.blossom_best_edges[child].take() {
                Some(list) => {
                    for candidate in list {
                        let (i, j) = self.ends(candidate);
                        let far = if self.in_blossom[j] == blossom { i } else { j };
                        self.offer_best_to(blossom, far, candidate);
                    }
                }
                None => {
                    for leaf in self.leaves_of(child) {
                        self.offer_row_to(blossom, leaf, outside);
                    }
                }
            }
            self.best_edge[child] = NONE;
        }
        // The list in blossom order, as the ties between equal slacks are
        // broken by the first in that order.
        let mut best_edges = std::mem::take(&mut self.best_edge_to_touched);
        best_edges.sort_unstable();
        let mut best = NONE;
        let mut best_slack = W::zero();
        for entry in &mut best_edges {
            let blossom_j = *entry;
            let candidate = self.best_edge_to[blossom_j];
            let slack = self.best_slack_to[blossom_j];
            self.best_edge_to[blossom_j] = NONE;
            *entry = candidate;
            if best == NONE || slack < best_slack {
                best = candidate;
                best_slack = slack;
            }
        }
        self.best_edge[blossom] = best;
        self.best_slack[blossom] = best_slack;
        self.best_stamp[blossom] = self.dual_epoch;
        self.blossom_best_edges[blossom] = Some(best_edges);
    }

    /// Offers every edge of `leaf`, a vertex of the new `blossom`, as in
    /// [`Solver::offer_best_to`], reading the row in one pass (over the
    /// blossom's outside list when it has one, see [`Solver::outside_of`]).
    fn offer_row_to(&mut self, blossom: usize, leaf: usize, outside: Option<usize>) {
        let dual_leaf = self.dual[leaf];
        let row = leaf * self.n;
        let count = self.candidates(outside);
        for index in 0..count {
            let w = self.candidate(outside, index);
            if w == leaf || !self.linked[row + w] {
                continue;
            }
            let blossom_far = self.in_blossom[w];
            if blossom_far != blossom && self.label[blossom_far] == 1 {
                let slack = dual_leaf.add_sub(self.dual[w], self.doubled[row + w]);
                self.offer_slack_to(blossom_far, self.edge_id(leaf, w), slack);
            }
        }
    }

    /// Keeps `edge`, from the new `blossom` to the vertex `far`, when it is
    /// the least slack edge so far to the S-blossom around `far`.
    fn offer_best_to(&mut self, blossom: usize, far: usize, edge: usize) {
        let blossom_far = self.in_blossom[far];
        if blossom_far != blossom && self.label[blossom_far] == 1 {
            self.offer_slack_to(blossom_far, edge, self.slack(edge));
        }
    }

    /// Keeps `edge` as the best edge to `blossom_far` when its slack is
    /// the least so far (the first of equal slacks stays).
    fn offer_slack_to(&mut self, blossom_far: usize, edge: usize, slack: W) {
        if self.best_edge_to[blossom_far] == NONE {
            self.best_edge_to_touched.push(blossom_far);
        } else if slack >= self.best_slack_to[blossom_far] {
            return;
        }
        self.best_edge_to[blossom_far] = edge;
        self.best_slack_to[blossom_far] = slack;
    }

    fn expand_blossom(&mut self, blossom: usize, end_stage: bool) {
        let children = self.blossom_children[blossom].clone();
        for &child in &children {
            self.blossom_parent[child] = NONE;
            if child < self.n {
                self.in_blossom[child] = child;
            } else if end_stage && self.dual[child].is_zero() {
                self.expand_blossom(child, end_stage);
            } else {
                for leaf in self.leaves_of(child) {
                    self.in_blossom[leaf] = child;
                }
            }
        }
        if !end_stage && self.label[blossom] == 2 {
            let entry_child = self.in_blossom[self.endpoint(self.label_end[blossom] ^ 1)];
            let length = children.len() as isize;
            let mut j = children
                .iter()
                .position(|&child| child == entry_child)
                .expect("entry child is a child") as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= length;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |index: isize| -> usize { index.rem_euclid(length) as usize };
            let endpoints = self.blossom_endpoints[blossom].clone();
            let mut end = self.label_end[blossom];
            while j != 0 {
                let vertex_at_end = self.endpoint(end ^ 1);
                self.label[vertex_at_end] = 0;
                let inner = endpoints[at(j - trick as isize)];
                let vertex_at_end = self.endpoint(inner ^ trick ^ 1);
                self.label[vertex_at_end] = 0;
                self.assign_label(self.endpoint(end ^ 1), 2, end);
                self.allow(inner / 2);
                j += step;
                end = endpoints[at(j - trick as isize)] ^ trick;
                self.allow(end / 2);
                j += step;
            }
            let child = children[at(j)];
            let vertex = self.endpoint(end ^ 1);
            self.label[vertex] = 2;
            self.label[child] = 2;
            self.label_end[vertex] = end;
            self.label_end[child] = end;
            self.best_edge[child] = NONE;
            j += step;
            while children[at(j)] != entry_child {
                let child = children[at(j)];
                if self.label[child] == 1 {
                    j += step;
                    continue;
                }
                let labelled = self
                    .leaves_of(child)
                    .into_iter()
                    .find(|&leaf| self.label[leaf] != 0);
                if let Some(leaf) = labelled {
                    self.label[leaf] = 0;
                    let base_mate = self.mate[self.blossom_base[child]];
                    let vertex_at_end = self.endpoint(base_mate);
                    self.label[vertex_at_end] = 0;
                    self.assign_label(leaf, 2, self.label_end[leaf]);
                }
                j += step;
            }
        }
        self.label[blossom] = NONE as u8;
        self.label_end[blossom] = NONE;
        self.blossom_children[blossom] = Vec::new();
        self.blossom_endpoints[blossom] = Vec::new();
        self.blossom_base[blossom] = NONE;
        self.blossom_best_edges[blossom] = None;
        self.best_edge[blossom] = NONE;
        self.unused_blossoms.push(blossom);
    }

    fn augment_blossom(&mut self, blossom: usize, vertex: usize) {
        let mut top = vertex;
        while self.blossom_parent[top] != blossom {
            top = self.blossom_parent[top];
        }
        if top >= self.n {
            self.augment_blossom(top, vertex);
        }
        let length = self.blossom_children[blossom].len() as isize;
        let start = self.blossom_children[blossom]
            .iter()
            .position(|&child| child == top)
            .expect("child of its parent");
        let mut j = start as isize;
        let (step, trick): (isize, usize) = if j & 1 == 1 {
            j -= length;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |index: isize| -> usize { index.rem_euclid(length) as usize };
        while j != 0 {
            j += step;
            let child = self.blossom_children[blossom][at(j)];
            let end = self.blossom_endpoints[blossom][at(j - trick as isize)] ^ trick;
            if child >= self.n {
                self.augment_blossom(child, self.endpoint(end));
            }
            j += step;
            let child = self.blossom_children[blossom][at(j)];
            if child >= self.n {
                self.augment_blossom(child, self.endpoint(end ^ 1));
            }
            let vertex_at_end = self.endpoint(end);
            self.mate[vertex_at_end] = end ^ 1;
            let vertex_at_end = self.endpoint(end ^ 1);
            self.mate[vertex_at_end] = end;
        }
        self.blossom_children[blossom].rotate_left(start);
        self.blossom_endpoints[blossom].rotate_left(start);
        self.blossom_base[blossom] = self.blossom_base[self.blossom_children[blossom][0]];
        debug_assert_eq!(self.blossom_base[blossom], vertex);
    }

    fn augment_matching(&mut self, edge: usize) {
        let (v, w) = self.ends(edge);
        for (start, first_end) in [(v, 2 * edge + 1), (w, 2 * edge)] {
            let mut s = start;
            let mut end = first_end;
            loop {
                let blossom_s = self.in_blossom[s];
                if blossom_s >= self.n {
                    self.augment_blossom(blossom_s, s);
                }
                self.mate[s] = end;
                if self.label_end[blossom_s] == NONE {
                    break;
                }
                let t = self.endpoint(self.label_end[blossom_s]);
                let blossom_t = self.in_blossom[t];
                s = self.endpoint(self.label_end[blossom_t]);
                let j = self.endpoint(self.label_end[blossom_t] ^ 1);
                if blossom_t >= self.n {
                    self.augment_blossom(blossom_t, j);
                }
                self.mate[j] = self.label_end[blossom_t];
                end = self.label_end[blossom_t] ^ 1;
            }
        }
    }

    /// Runs stages until no augmenting path is left; in perfect mode, false
    /// when some active vertex stays unmatched.
    fn stages(&mut self) -> bool {
        let n = self.n;
        loop {
            self.match_tight_exposed();
            if self.members.iter().all(|&v| self.mate[v] != NONE) {
                return true;
            }
            self.label.iter_mut().for_each(|label| *label = 0);
            self.best_edge.iter_mut().for_each(|edge| *edge = NONE);
            for list in &mut self.blossom_best_edges[n..] {
                *list = None;
            }
            for edge in std::mem::take(&mut self.allowed_list) {
                let (u, v) = (edge / n, edge % n);
                self.allowed[u * n + v] = false;
                self.allowed[v * n + u] = false;
            }
            self.queue.clear();
            self.dual_epoch += 1;
            self.stage_stamp += 1;
            for index in 0..self.members.len() {
                let vertex = self.members[index];
                if self.perfect && self.mate[vertex] == NONE && self.dual[vertex].is_odd() {
                    self.make_even(vertex);
                }
            }
            for index in 0..self.members.len() {
                let vertex = self.members[index];
                if self.mate[vertex] == NONE && self.label[self.in_blossom[vertex]] == 0 {
                    self.assign_label(vertex, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if self.scan_vertex(v) {
                        augmented = true;
                        break;
                    }
                }
                if augmented {
                    break;
                }
                if self.update_duals() {
                    break;
                }
            }
            if !augmented {
                return !self.perfect;
            }
            for blossom in n..2 * n {
                if self.blossom_parent[blossom] == NONE
                    && self.blossom_base[blossom] != NONE
                    && self.label[blossom] == 1
                    && self.dual[blossom].is_zero()
                {
                    self.expand_blossom(blossom, true);
                }
            }
        }
    }

    /// Matches exposed vertices joined by a tight edge, greedily, before a
    /// stage. Each such edge is an augmenting path of one edge, so the
    /// matching stays optimal for its size; a stage would find only one of
    /// them and then start again, relabelling and rescanning every exposed
    /// vertex, which made a solve with hundreds of exposed vertices (a
    /// bracket whose weights all changed) cost hundreds of full scans. An
    /// exposed vertex is the base of every blossom around it, so the
    /// blossoms stay valid.
    fn match_tight_exposed(&mut self) {
        let exposed: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&v| self.mate[v] == NONE)
            .collect();
        if exposed.len() < 4 {
            return;
        }
        for (index, &v) in exposed.iter().enumerate() {
            if self.mate[v] != NONE {
                continue;
            }
            for &w in &exposed[index + 1..] {
                let cell = v * self.n + w;
                if self.mate[w] == NONE
                    && self.in_blossom[v] != self.in_blossom[w]
                    && self.linked[cell]
                    && self.dual[v].add(self.dual[w]) == self.doubled[cell]
                {
                    let edge = self.edge_id(v, w);
                    self.mate[v] = 2 * edge + usize::from(w > v);
                    self.mate[w] = 2 * edge + usize::from(v > w);
                    break;
                }
            }
        }
    }

    /// The list of active vertices outside the S-blossom `blossom` that its
    /// vertices' scans read, when it is large enough to be worth one
    /// (`Some(blossom)`; `None`: read all of `members`). An alternating
    /// tree over the tight part of the graph makes S-blossoms of hundreds
    /// of vertices, and each of their vertices is scanned; without the list
    /// each scan walks every active vertex only to skip those inside.
    /// During a stage an S-blossom only grows (it joins larger blossoms,
    /// and is expanded only after the stage), so a vertex outside it now
    /// may come inside later (scans still compare blossoms) but never the
    /// reverse: the list keeps every vertex a scan needs, in the order of
    /// `members`, so the scans find what they found without it.
    fn outside_of(&mut self, blossom: usize) -> Option<usize> {
        if blossom < self.n || self.blossom_size[blossom] < self.outside_from {
            return None;
        }
        if self.outside_stamp[blossom] == self.stage_stamp {
            return Some(blossom);
        }
        // A sub-blossom's list holds every vertex outside the blossom.
        let source = self.blossom_children[blossom]
            .iter()
            .copied()
            .filter(|&child| child >= self.n && self.outside_stamp[child] == self.stage_stamp)
            .min_by_key(|&child| self.outside[child].len());
        let mut list = std::mem::take(&mut self.outside[blossom]);
        list.clear();
        let in_blossom = &self.in_blossom;
        let inside = |w: &&usize| in_blossom[**w] != blossom;
        match source {
            Some(child) => list.extend(self.outside[child].iter().filter(inside)),
            None => list.extend(self.members.iter().filter(inside)),
        }
        self.outside[blossom] = list;
        self.outside_stamp[blossom] = self.stage_stamp;
        Some(blossom)
    }

    /// How many vertices a scan reads: the outside list of `outside`, or
    /// every active vertex.
    #[inline]
    fn candidates(&self, outside: Option<usize>) -> usize {
        match outside {
            Some(blossom) => self.outside[blossom].len(),
            None => self.members.len(),
        }
    }

    #[inline]
    fn candidate(&self, outside: Option<usize>, index: usize) -> usize {
        match outside {
            Some(blossom) => self.outside[blossom][index],
            None => self.members[index],
        }
    }

    /// Scans the edges of an S-vertex; true when an augmenting path was used.
    fn scan_vertex(&mut self, v: usize) -> bool {
        // Scanning changes labels and blossoms, never duals.
        let dual_v = self.dual[v];
        let outside = self.outside_of(self.in_blossom[v]);
        let count = self.candidates(outside);
        for index in 0..count {
            let w = self.candidate(outside, index);
            let cell = v * self.n + w;
            if w == v || !self.linked[cell] {
                continue;
            }
            let edge = self.edge_id(v, w);
            let end = 2 * edge + usize::from(w > v);
            if self.in_blossom[v] == self.in_blossom[w] {
                continue;
            }
            let mut slack = W::zero();
            if !self.allowed[cell] {
                slack = dual_v.add_sub(self.dual[w], self.doubled[cell]);
                if slack <= W::zero() {
                    self.allow(edge);
                }
            }
            if self.allowed[cell] {
                let label_w = self.label[self.in_blossom[w]];
                if label_w == 0 {
                    self.assign_label(w, 2, end ^ 1);
                } else if label_w == 1 {
                    let base = self.scan_blossom(v, w);
                    if base != NONE {
                        self.add_blossom(base, edge);
                    } else {
                        self.augment_matching(edge);
                        return true;
                    }
                } else if self.label[w] == 0 {
                    self.label[w] = 2;
                    self.label_end[w] = end ^ 1;
                }
            } else if self.label[self.in_blossom[w]] == 1 {
                let blossom = self.in_blossom[v];
                self.offer_best(blossom, edge, slack);
            } else if self.label[w] == 0 {
                self.offer_best(w, edge, slack);
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible; true
    /// when the stage ends (no further augmentation can raise the weight).
    fn update_duals(&mut self) -> bool {
        let n = self.n;
        let mut delta: Option<W> = None;
        let mut delta_type = 0;
        let mut delta_edge = NONE;
        let mut delta_blossom = NONE;
        if !self.perfect {
            delta = self.members.iter().map(|&v| self.dual[v]).min();
            delta_type = 1;
        }
        let improves = |delta: Option<W>, value: W| delta.is_none_or(|delta| value < delta);
        for &v in &self.members {
            if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                let slack = self.slack(self.best_edge[v]);
                if improves(delta, slack) {
                    delta = Some(slack);
                    delta_type = 2;
                    delta_edge = self.best_edge[v];
                }
            }
        }
        for blossom in 0..2 * n {
            if self.blossom_parent[blossom] == NONE
                && self.label[blossom] == 1
                && self.best_edge[blossom] != NONE
            {
                let slack = self.slack(self.best_edge[blossom]).half();
                if improves(delta, slack) {
                    delta = Some(slack);
                    delta_type = 3;
                    delta_edge = self.best_edge[blossom];
                }
            }
        }
        for blossom in n..2 * n {
            if self.blossom_base[blossom] != NONE
                && self.blossom_parent[blossom] == NONE
                && self.label[blossom] == 2
                && improves(delta, self.dual[blossom])
            {
                delta = Some(self.dual[blossom]);
                delta_type = 4;
                delta_blossom = blossom;
            }
        }
        let Some(delta) = delta else {
            return true;
        };
        self.dual_epoch += 1;
        for &v in &self.members {
            match self.label[self.in_blossom[v]] {
                1 => self.dual[v] = self.dual[v].sub(delta),
                2 => self.dual[v] = self.dual[v].add(delta),
                _ => {}
            }
        }
        for blossom in n..2 * n {
            if self.blossom_base[blossom] != NONE && self.blossom_parent[blossom] == NONE {
                match self.label[blossom] {
                    1 => self.dual[blossom] = self.dual[blossom].add(delta),
                    2 => self.dual[blossom] = self.dual[blossom].sub(delta),
                    _ => {}
                }
            }
        }
        match delta_type {
            1 => return true,
            2 => {
                self.allow(delta_edge);
                let (mut i, j) = self.ends(delta_edge);
                if self.label[self.in_blossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            3 => {
                self.allow(delta_edge);
                let (i, _) = self.ends(delta_edge);
                self.queue.push(i);
            }
            _ => self.expand_blossom(delta_blossom, false),
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn total(edges: &[Edge<i64>], mates: &[Option<usize>]) -> i64 {
        edges
            .iter()
            .filter(|&&(u, v, _)| mates[u] == Some(v))
            .map(|&(_, _, w)| w)
            .sum()
    }

    /// The best matching by trying every one (small graphs only).
    fn brute_force(n: usize, edges: &[Edge<i64>]) -> i64 {
        fn best(vertex: usize, used: &mut Vec<bool>, n: usize, weights: &[Vec<i64>]) -> i64 {
            if vertex == n {
                return 0;
            }
            if used[vertex] {
                return best(vertex + 1, used, n, weights);
            }
            used[vertex] = true;
            let mut result = best(vertex + 1, used, n, weights);
            for other in vertex + 1..n {
                if !used[other] && weights[vertex][other] > 0 {
                    used[other] = true;
                    result =
                        result.max(weights[vertex][other] + best(vertex + 1, used, n, weights));
                    used[other] = false;
                }
            }
            used[vertex] = false;
            result
        }
        let mut weights = vec![vec![0; n]; n];
        for &(u, v, w) in edges {
            weights[u][v] = w;
            weights[v][u] = w;
        }
        best(0, &mut vec![false; n], n, &weights)
    }

    #[test]
    fn prefers_two_light_edges_to_one_heavy_edge() {
        let edges = [(0, 1, 5), (1, 2, 6), (2, 3, 5)];
        let mates = max_weight_matching(4, &edges);
        assert_eq!(mates, vec![Some(1), Some(0), Some(3), Some(2)]);
    }

    #[test]
    fn handles_a_blossom() {
        // A triangle with a pendant edge: the blossom {0,1,2} is shrunk and
        // expanded again; the best is 0–1 with 2–3.
        let edges = [(0, 1, 8), (1, 2, 9), (0, 2, 10), (2, 3, 7)];
        let mates = max_weight_matching(4, &edges);
        assert_eq!(total(&edges, &mates), 15);
    }

    /// The heaviest perfect matching of the active vertices, if there is
    /// one (small graphs only); edges at `free` exist at weight zero.
    /// Every pair of the first `real` vertices, the smaller first, in one fixed order.
    fn vertex_pairs(real: usize) -> Vec<(usize, usize)> {
        (0..real)
            .flat_map(|u| (u + 1..real).map(move |v| (u, v)))
            .collect()
    }

    fn best_perfect(weights: &[Vec<i64>], active: &[bool], free: Option<usize>) -> Option<i64> {
        let Some(first) = (0..active.len()).find(|&v| active[v]) else {
            return Some(0);
        };
        let mut best = None;
        let mut rest = active.to_vec();
        rest[first] = false;
        for other in 0..active.len() {
            let linked = weights[first][other] != 0 || free == Some(first) || free == Some(other);
            if !rest[other] || !linked {
                continue;
            }
            rest[other] = false;
            if let Some(value) = best_perfect(weights, &rest, free) {
                let total = value + weights[first][other];
                best = Some(best.map_or(total, |old: i64| old.max(total)));
            }
            rest[other] = true;
        }
        best
    }

    /// The weight of the solver's matching, checking that it is perfect.
    fn perfect_total(solver: &Solver<i64>, weights: &[Vec<i64>], active: &[bool]) -> i64 {
        let mut total = 0;
        for v in (0..active.len()).filter(|&v| active[v]) {
            let mate = solver.mate_of(v).expect("every active vertex is matched");
            assert_eq!(solver.mate_of(mate), Some(v));
            if v < mate {
                total += weights[v][mate];
            }
        }
        total
    }

    #[derive(Clone, Debug)]
    enum Change {
        Weight(usize, usize, i64),
        RemoveMatePairOf(usize),
    }

    fn change() -> impl Strategy<Value = Change> {
        prop_oneof![
            4 => (0usize..9, 0usize..9, 0i64..12).prop_map(|(u, v, w)| Change::Weight(u, v, w)),
            1 => (0usize..9).prop_map(Change::RemoveMatePairOf),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn repairs_reach_the_best_perfect_matching(
            real in 1usize..9,
            initial in proptest::collection::vec(0i64..12, 36),
            changes in proptest::collection::vec(change(), 0..25),
            outside_from in 3usize..6,
            jump_from in 1usize..12,
        ) {
            let free = (real % 2 == 1).then_some(real);
            let n = real + usize::from(free.is_some());
            let mut solver = Solver::new(n, free)
                .with_outside_lists_from(outside_from)
                .with_jump_starts_from(jump_from);
            let mut weights = vec![vec![0i64; n]; n];
            for ((u, v), weight) in vertex_pairs(real).into_iter().zip(initial) {
                weights[u][v] = weight;
                weights[v][u] = weight;
                solver.set_weight(u, v, weight);
            }
            let mut active = vec![true; n];
            let mut solved = solver.solve_from_scratch(true);
            for change in changes.into_iter().map(Some).chain([None]) {
                let expected = best_perfect(&weights, &active, free);
                prop_assert_eq!(solved, expected.is_some());
                if let Some(best) = expected {
                    prop_assert_eq!(perfect_total(&solver, &weights, &active), best);
                }
                let Some(change) = change else {
                    break;
                };
                match change {
                    Change::Weight(u, v, weight) => {
                        let (u, v) = (u % real, v % real);
                        if u == v || !active[u] || !active[v] {
                            continue;
                        }
                        weights[u][v] = weight;
                        weights[v][u] = weight;
                        solver.set_weight(u, v, weight);
                    }
                    Change::RemoveMatePairOf(u) => {
                        let u = u % n;
                        let Some(mate) = solver.mate_of(u).filter(|_| solved && active[u]) else {
                            continue;
                        };
                        solver.remove_pair(u, mate);
                        active[u] = false;
                        active[mate] = false;
                    }
                }
                solved = solver.solve() || solver.solve_from_scratch(true);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        /// After a solve, and after repairs, a perfect matching through an
        /// edge weighs at most the optimum less half its reduced cost.
        #[test]
        fn reduced_costs_bound_the_matchings_through_an_edge(
            real in 2usize..9,
            initial in proptest::collection::vec(0i64..12, 36),
            changes in proptest::collection::vec((0usize..9, 0usize..9, 0i64..12), 0..6),
        ) {
            let free = (real % 2 == 1).then_some(real);
            let n = real + usize::from(free.is_some());
            let mut solver = Solver::new(n, free).with_outside_lists_from(3);
            let mut weights = vec![vec![0i64; n]; n];
            for ((u, v), weight) in vertex_pairs(real).into_iter().zip(initial) {
                weights[u][v] = weight;
                weights[v][u] = weight;
                solver.set_weight(u, v, weight);
            }
            let active = vec![true; n];
            let mut solved = solver.solve_from_scratch(true);
            for (u, v, weight) in changes {
                let (u, v) = (u % real, v % real);
                if u != v {
                    weights[u][v] = weight;
                    weights[v][u] = weight;
                    solver.set_weight(u, v, weight);
                    solved = solver.solve() || solver.solve_from_scratch(true);
                }
            }
            let Some(best) = best_perfect(&weights, &active, free).filter(|_| solved) else {
                return Ok(());
            };
            for u in 0..n {
                for v in u + 1..n {
                    let Some(cost) = solver.reduced_cost(u, v) else {
                        continue;
                    };
                    prop_assert!(cost >= 0);
                    let mut rest = active.clone();
                    rest[u] = false;
                    rest[v] = false;
                    if let Some(others) = best_perfect(&weights, &rest, free) {
                        prop_assert!(2 * (best - others - weights[u][v]) >= cost);
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        /// Vertices from `plain_from` on have plain edges (a sum of one
        /// term per end, or none), as the players below the next score
        /// group do; their pairs get parked, and the matching must still be
        /// the best of the whole graph after each change above them and
        /// each move of `plain_from`.
        #[test]
        fn parking_keeps_the_best_perfect_matching(
            real in 2usize..9,
            terms in proptest::collection::vec(1i64..6, 9),
            present in proptest::collection::vec(proptest::bool::weighted(0.8), 36),
            initial in proptest::collection::vec(0i64..30, 36),
            plain_from in 0usize..9,
            changes in proptest::collection::vec((0usize..9, 0usize..9, 0i64..30, proptest::bool::weighted(0.2)), 0..25),
            outside_from in 3usize..6,
            jump_from in 1usize..12,
            natural_first: bool,
        ) {
            let free = (real % 2 == 1).then_some(real);
            let n = real + usize::from(free.is_some());
            let mut plain_from = plain_from.min(real);
            let mut solver = Solver::new(n, free)
                .with_outside_lists_from(outside_from)
                .with_jump_starts_from(jump_from);
            let natural: Vec<i64> = terms.iter().map(|term| 2 * term).collect();
            let weight_of = |u: usize, v: usize, cell: usize, plain_from: usize| {
                if v < plain_from {
                    initial[cell]
                } else if present[cell] {
                    terms[u] + terms[v]
                } else {
                    0
                }
            };
            let mut weights = vec![vec![0i64; n]; n];
            let pairs = vertex_pairs(real);
            let mut set_all = |solver: &mut Solver<i64>, plain_from: usize| {
                for (cell, &(u, v)) in pairs.iter().enumerate() {
                    let weight = weight_of(u, v, cell, plain_from);
                    weights[u][v] = weight;
                    weights[v][u] = weight;
                    solver.set_weight(u, v, weight);
                }
            };
            if natural_first {
                // As the Dutch engine starts: every edge plain, solved with nothing
                // parked, then the natural duals taken before the weights change.
                set_all(&mut solver, 0);
                solver.set_plain(natural.clone(), real);
                prop_assume!(solver.solve_from_scratch(true));
                solver.take_natural_duals();
            }
            set_all(&mut solver, plain_from);
            solver.set_plain(natural, plain_from);
            let active = vec![true; n];
            let mut solved = if natural_first {
                solver.solve() || solver.solve_from_scratch(true)
            } else {
                solver.solve_from_scratch(true)
            };
            for change in changes.into_iter().map(Some).chain([None]) {
                let expected = best_perfect(&weights, &active, free);
                prop_assert_eq!(solved, expected.is_some());
                if let Some(best) = expected {
                    prop_assert_eq!(perfect_total(&solver, &weights, &active), best);
                }
                let Some((u, v, weight, move_plain)) = change else {
                    break;
                };
                if move_plain {
                    plain_from = (plain_from + 1).min(real);
                    solver.set_plain_from(plain_from);
                } else {
                    let (u, v) = (u % real, v % real);
                    if u == v || u >= plain_from || v >= plain_from {
                        continue;
                    }
                    weights[u][v] = weight;
                    weights[v][u] = weight;
                    solver.set_weight(u, v, weight);
                }
                solved = solver.solve() || solver.solve_from_scratch(true);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn matches_brute_force(n in 2usize..9, raw in proptest::collection::vec((0usize..9, 0usize..9, 1i64..40), 0..30)) {
            let mut seen = std::collections::HashSet::new();
            let edges: Vec<Edge<i64>> = raw
                .into_iter()
                .filter(|&(u, v, _)| u < n && v < n && u != v)
                .filter(|&(u, v, _)| seen.insert((u.min(v), u.max(v))))
                .collect();
            let mates = max_weight_matching(n, &edges);
            for (vertex, mate) in mates.iter().enumerate() {
                if let Some(other) = mate {
                    prop_assert_eq!(mates[*other], Some(vertex));
                }
            }
            prop_assert_eq!(total(&edges, &mates), brute_force(n, &edges));
        }
    }
}
