//! Maximum-weight matching in general graphs (Edmonds' blossom algorithm with
//! dual variables, O(n³)), after Galil's description ("Efficient algorithms for
//! finding maximum matching in graphs", 1986) in the formulation popularised by
//! Joris van Rantwijk. Weights are exact integers of any width ([`Weight`]), so
//! the Dutch system's criteria, packed into the bits of an edge weight, are
//! compared exactly.
//!
//! Dual variables are stored doubled (`dual[v] = 2·u(v)`) so that every
//! quantity stays integral for integral weights.

use super::wide::Weight;

const NONE: usize = usize::MAX;

/// An undirected edge `(u, v, weight)` with a positive weight.
pub(crate) type Edge<W> = (usize, usize, W);

/// The maximum-weight matching of the graph on `vertex_count` vertices: for
/// every vertex its mate, or `None`.
pub(crate) fn max_weight_matching<W: Weight>(
    vertex_count: usize,
    edges: &[Edge<W>],
) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; vertex_count];
    }
    let mut solver = Solver::new(vertex_count, edges);
    solver.solve();
    solver.mates()
}

struct Solver<'a, W: Weight> {
    n: usize,
    edges: &'a [Edge<W>],
    endpoint: Vec<usize>,
    neighbour_ends: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    label_end: Vec<usize>,
    in_blossom: Vec<usize>,
    blossom_parent: Vec<usize>,
    blossom_children: Vec<Vec<usize>>,
    blossom_base: Vec<usize>,
    blossom_endpoints: Vec<Vec<usize>>,
    best_edge: Vec<usize>,
    blossom_best_edges: Vec<Option<Vec<usize>>>,
    unused_blossoms: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Solver<'a, W> {
    fn new(n: usize, edges: &'a [Edge<W>]) -> Self {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbour_ends = vec![Vec::new(); n];
        let mut max_weight = W::zero();
        for (index, &(u, v, weight)) in edges.iter().enumerate() {
            endpoint.push(u);
            endpoint.push(v);
            neighbour_ends[u].push(2 * index + 1);
            neighbour_ends[v].push(2 * index);
            if weight > max_weight {
                max_weight = weight;
            }
        }
        let mut dual = vec![max_weight; n];
        dual.extend(std::iter::repeat_n(W::zero(), n));
        Self {
            n,
            edges,
            endpoint,
            neighbour_ends,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            blossom_parent: vec![NONE; 2 * n],
            blossom_children: vec![Vec::new(); 2 * n],
            blossom_base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossom_endpoints: vec![Vec::new(); 2 * n],
            best_edge: vec![NONE; 2 * n],
            blossom_best_edges: vec![None; 2 * n],
            unused_blossoms: (n..2 * n).collect(),
            dual,
            allowed: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, edge: usize) -> W {
        let (u, v, weight) = self.edges[edge];
        self.dual[u].add(self.dual[v]).sub(weight.double())
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
            self.assign_label(self.endpoint[mate_end], 1, mate_end ^ 1);
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
                v = self.endpoint[self.label_end[blossom]];
                blossom = self.in_blossom[v];
                v = self.endpoint[self.label_end[blossom]];
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
        let (mut v, mut w, _) = self.edges[edge];
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
            v = self.endpoint[self.label_end[blossom_v]];
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
            w = self.endpoint[self.label_end[blossom_w]];
            blossom_w = self.in_blossom[w];
        }
        self.label[blossom] = 1;
        self.label_end[blossom] = self.label_end[base_blossom];
        self.dual[blossom] = W::zero();
        self.blossom_children[blossom] = path.clone();
        self.blossom_endpoints[blossom] = endpoints;
        for leaf in self.leaves_of(blossom) {
            if self.label[self.in_blossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = blossom;
        }
        let mut best_edge_to = vec![NONE; 2 * self.n];
        for &child in &path {
            let lists: Vec<Vec<usize>> = match self.blossom_best_edges[child].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(child)
                    .into_iter()
                    .map(|leaf| {
                        self.neighbour_ends[leaf]
                            .iter()
                            .map(|&end| end / 2)
                            .collect()
                    })
                    .collect(),
            };
            for list in lists {
                for candidate in list {
                    let (mut i, mut j, _) = self.edges[candidate];
                    if self.in_blossom[j] == blossom {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let blossom_j = self.in_blossom[j];
                    if blossom_j != blossom
                        && self.label[blossom_j] == 1
                        && (best_edge_to[blossom_j] == NONE
                            || self.slack(candidate) < self.slack(best_edge_to[blossom_j]))
                    {
                        best_edge_to[blossom_j] = candidate;
                    }
                }
            }
            self.best_edge[child] = NONE;
        }
        let best_edges: Vec<usize> = best_edge_to.into_iter().filter(|&e| e != NONE).collect();
        let mut best = NONE;
        for &candidate in &best_edges {
            if best == NONE || self.slack(candidate) < self.slack(best) {
                best = candidate;
            }
        }
        self.best_edge[blossom] = best;
        self.blossom_best_edges[blossom] = Some(best_edges);
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
            let entry_child = self.in_blossom[self.endpoint[self.label_end[blossom] ^ 1]];
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
                self.label[self.endpoint[end ^ 1]] = 0;
                let inner = endpoints[at(j - trick as isize)];
                self.label[self.endpoint[inner ^ trick ^ 1]] = 0;
                self.assign_label(self.endpoint[end ^ 1], 2, end);
                self.allowed[inner / 2] = true;
                j += step;
                end = endpoints[at(j - trick as isize)] ^ trick;
                self.allowed[end / 2] = true;
                j += step;
            }
            let child = children[at(j)];
            let vertex = self.endpoint[end ^ 1];
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
                    self.label[self.endpoint[base_mate]] = 0;
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
                self.augment_blossom(child, self.endpoint[end]);
            }
            j += step;
            let child = self.blossom_children[blossom][at(j)];
            if child >= self.n {
                self.augment_blossom(child, self.endpoint[end ^ 1]);
            }
            self.mate[self.endpoint[end]] = end ^ 1;
            self.mate[self.endpoint[end ^ 1]] = end;
        }
        self.blossom_children[blossom].rotate_left(start);
        self.blossom_endpoints[blossom].rotate_left(start);
        self.blossom_base[blossom] = self.blossom_base[self.blossom_children[blossom][0]];
        debug_assert_eq!(self.blossom_base[blossom], vertex);
    }

    fn augment_matching(&mut self, edge: usize) {
        let (v, w, _) = self.edges[edge];
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
                let t = self.endpoint[self.label_end[blossom_s]];
                let blossom_t = self.in_blossom[t];
                s = self.endpoint[self.label_end[blossom_t]];
                let j = self.endpoint[self.label_end[blossom_t] ^ 1];
                if blossom_t >= self.n {
                    self.augment_blossom(blossom_t, j);
                }
                self.mate[j] = self.label_end[blossom_t];
                end = self.label_end[blossom_t] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|label| *label = 0);
            self.best_edge.iter_mut().for_each(|edge| *edge = NONE);
            for list in &mut self.blossom_best_edges[n..] {
                *list = None;
            }
            self.allowed.iter_mut().for_each(|allowed| *allowed = false);
            self.queue.clear();
            for vertex in 0..n {
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
                break;
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

    /// Scans the edges of an S-vertex; true when an augmenting path was used.
    fn scan_vertex(&mut self, v: usize) -> bool {
        for index in 0..self.neighbour_ends[v].len() {
            let end = self.neighbour_ends[v][index];
            let edge = end / 2;
            let w = self.endpoint[end];
            if self.in_blossom[v] == self.in_blossom[w] {
                continue;
            }
            let mut slack = W::zero();
            if !self.allowed[edge] {
                slack = self.slack(edge);
                if slack <= W::zero() {
                    self.allowed[edge] = true;
                }
            }
            if self.allowed[edge] {
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
                if self.best_edge[blossom] == NONE || slack < self.slack(self.best_edge[blossom]) {
                    self.best_edge[blossom] = edge;
                }
            } else if self.label[w] == 0
                && (self.best_edge[w] == NONE || slack < self.slack(self.best_edge[w]))
            {
                self.best_edge[w] = edge;
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible; true
    /// when the stage ends (no further augmentation can raise the weight).
    fn update_duals(&mut self) -> bool {
        let n = self.n;
        let mut delta_type = 1;
        let mut delta = *self.dual[..n].iter().min().expect("vertices exist");
        let mut delta_edge = NONE;
        let mut delta_blossom = NONE;
        for v in 0..n {
            if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                let slack = self.slack(self.best_edge[v]);
                if slack < delta {
                    delta = slack;
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
                if slack < delta {
                    delta = slack;
                    delta_type = 3;
                    delta_edge = self.best_edge[blossom];
                }
            }
        }
        for blossom in n..2 * n {
            if self.blossom_base[blossom] != NONE
                && self.blossom_parent[blossom] == NONE
                && self.label[blossom] == 2
                && self.dual[blossom] < delta
            {
                delta = self.dual[blossom];
                delta_type = 4;
                delta_blossom = blossom;
            }
        }
        for v in 0..n {
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
                self.allowed[delta_edge] = true;
                let (mut i, j, _) = self.edges[delta_edge];
                if self.label[self.in_blossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            3 => {
                self.allowed[delta_edge] = true;
                let (i, _, _) = self.edges[delta_edge];
                self.queue.push(i);
            }
            _ => self.expand_blossom(delta_blossom, false),
        }
        false
    }

    fn mates(&self) -> Vec<Option<usize>> {
        self.mate
            .iter()
            .map(|&end| (end != NONE).then(|| self.endpoint[end]))
            .collect()
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
