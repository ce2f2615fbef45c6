//! The Dutch system (FIDE Handbook C.04.3, the 2025 text in force from
//! 1 February 2026) as a sequence of maximum-weight matchings.
//!
//! Every pairing criterion of section C owns a field of bits in an edge weight,
//! in the order of priority the rules give them, so that a maximum-weight
//! matching of all players still to pair is the pairing that satisfies the
//! criteria best, bracket by bracket:
//!
//! * C1 (no second game between two players), C3 (two non-topscorers with the
//!   same absolute colour preference do not meet) are missing edges; C2 (one
//!   pairing-allocated bye at most, none after a win without playing) and C4
//!   (the round can be completed) are the top field, which every matching of
//!   all players satisfies first;
//! * C5 (as many pairs as possible in the bracket), C6 (the highest scores
//!   paired, that is the fewest and lowest downfloaters), C7 (the same for the
//!   next bracket when choosing the downfloaters), C9 (the bye assignee has
//!   played as many games as possible: fewest unplayed games);
//! * C10, C11 (topscorers: no colour difference beyond two, no third colour
//!   in a row), C12 (colour preferences), C13 (strong colour preferences);
//! * C14–C17 (no repeated downfloat or upfloat from the last round and the
//!   one before), C18–C21 (the scores of repeated floaters as low as
//!   possible).
//!
//! Section D (which of several equally good pairings: the fewest exchanges,
//! the smallest differences of the exchanged bracket sequence numbers, then
//! the transpositions of S2 in lexicographic order) is then enforced step by
//! step: each step raises the weight of the preferred choice by a unit below
//! every criterion field and keeps it only when the matching still reaches the
//! optimum, in the order the rules list the preferences. This is the method
//! FIDE-endorsed bbpPairings publishes; the fields and steps here follow its
//! published description so that both engines give the same pairings.
//!
//! Readings taken where the text leaves room (stated in the crate README too):
//! the last round is the one where topscorers (more than 50 % of the maximum
//! score) are exempt from C3; a forfeited game counts as not played for
//! colours, floats and meeting again; a forfeit win or a full-point bye counts
//! as a downfloat; pairing numbers order players by rating, then name.
//!
//! The matching is kept between the steps of section D and repaired after
//! each change; a bracket that holds most of the players still to pair is
//! solved afresh instead (see the matching module for what makes that
//! quick). The
//! steps are built to depend on the optimum, not on which of several optimal
//! matchings the solver returns (each choice is forced by raising its weight
//! below every criterion; the tiebreak bits only spare recomputations), so a
//! solver that reaches the optimum by another path gives the same pairings:
//! the checked fixtures in `tests/fixtures/` hold that to account.

use std::collections::{BTreeSet, HashMap};

use super::colours::colour_for;
use super::matching::Solver;
use super::model::{Colour, PlayerId};
use super::standing::{Float, Standing};
use super::wide::{Weight, Wide};
use crate::score::Points;

/// Why a round cannot be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoValidPairing;

/// Pairs the players (indices into `players` for each pair, and the one left
/// for the pairing-allocated bye).
pub(crate) fn pair(
    players: Vec<Standing>,
    completed_rounds: u32,
    total_rounds: u32,
) -> Result<Seated, NoValidPairing> {
    let layout = Layout::new(players, completed_rounds, total_rounds);
    if layout.sorted.is_empty() {
        return Ok(Seated::default());
    }
    // Headroom above the weights for the duals, which may pass below zero
    // and grow past the largest weight while the matching is repaired.
    let limbs = (layout.total_bits() + 10).div_ceil(64);
    macro_rules! dispatch {
        ($($width:literal),*) => {
            match limbs {
                $(n if n <= $width => Engine::<$width>::new(layout).run(),)*
                _ => Engine::<64>::new(layout).run(),
            }
        };
    }
    dispatch!(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32)
}

/// A round's pairing: each game as (first seat, second seat), and the player
/// who gets the pairing-allocated bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Seated {
    pub(crate) games: Vec<(PlayerId, PlayerId)>,
    pub(crate) bye: Option<PlayerId>,
}

/// The players in pairing order and the bit widths of the weight fields.
struct Layout {
    /// Score descending, then pairing number: vertex `v` is `sorted[v]`.
    sorted: Vec<Standing>,
    completed_rounds: u32,
    total_rounds: u32,
    /// Bits to count the players of the largest score group.
    group_bits: u32,
    /// Bits of a field with one counter per score group.
    groups_bits: u32,
    /// Per vertex, where its score group's counter starts in a field with
    /// one counter per score group (higher scores in higher bits).
    shift_of: Vec<u32>,
    /// Bits below every criterion and section D step that prefer, among
    /// equally good pairings, the one the D steps will choose; they only
    /// spare recomputations and never outweigh a criterion.
    tiebreak_bits: u32,
}

impl Layout {
    fn new(mut players: Vec<Standing>, completed_rounds: u32, total_rounds: u32) -> Self {
        players.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
        let mut group_shift = HashMap::new();
        let mut groups_bits = 0;
        let mut largest = 0usize;
        let mut end = players.len();
        while end > 0 {
            let score = players[end - 1].score;
            let start = players[..end]
                .iter()
                .rposition(|player| player.score != score)
                .map_or(0, |index| index + 1);
            let size = end - start;
            group_shift.insert(score, groups_bits);
            groups_bits += bits_to_represent(size as u64);
            largest = largest.max(size);
            end = start;
        }
        let shift_of = players
            .iter()
            .map(|player| group_shift[&player.score])
            .collect();
        Self {
            completed_rounds,
            total_rounds,
            shift_of,
            group_bits: bits_to_represent(largest as u64),
            groups_bits,
            tiebreak_bits: 2 * bits_to_represent(players.len() as u64 + 1) + 2,
            sorted: players,
        }
    }

    fn total_bits(&self) -> u32 {
        let (g, s) = (self.group_bits, self.groups_bits);
        let mut bits = 2 + g + s + g + s + 2 * g + 4 * g;
        if self.completed_rounds >= 1 {
            bits += 2 * g + 2 * s;
        }
        if self.completed_rounds >= 2 {
            bits += 2 * g + 2 * s;
        }
        bits + 3 * g + 1 + self.tiebreak_bits
    }

    /// C1 and C3: the two may meet.
    fn compatible(&self, a: &Standing, b: &Standing) -> bool {
        if a.played_opponents.contains(&b.id) {
            return false;
        }
        let (ca, cb) = (&a.colour, &b.colour);
        if !ca.absolute() || !cb.absolute() || ca.preference != cb.preference {
            return true;
        }
        // Topscorers in the last round are exempt (A.7, C3).
        let last_round = self.completed_rounds + 1 >= self.total_rounds;
        let half_of_maximum = Points::from_halves(self.completed_rounds * Points::WIN.halves() / 2);
        last_round && (a.score > half_of_maximum || b.score > half_of_maximum)
    }
}

fn bits_to_represent(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// The bye facts settled before the brackets are paired.
#[derive(Clone, Debug, Default)]
struct ByeContext {
    /// The score of the player who will get the bye.
    score: Points,
    /// C9 applies to the bracket being paired: the bye assignee comes from it
    /// and its only downfloater is the bye.
    single_downfloater: bool,
    /// Per played-games count, a rank: more played games, lower rank (C9
    /// prefers to leave out the player who played most).
    unplayed_rank: HashMap<u32, u64>,
}

struct Engine<const L: usize> {
    layout: Layout,
    bye: ByeContext,
    /// The players still to pair, and with an odd number of players a free
    /// vertex that stands for the pairing-allocated bye.
    solver: Solver<Wide<L>>,
    finalized: Vec<bool>,
    mate: Vec<usize>,
    /// No matching computed yet.
    fresh: bool,
    /// The matching has always been perfect so far, so it can be repaired
    /// after each change instead of being recomputed.
    incremental: bool,
    /// Pairs finalised since the last solve, still in the solver: taken out
    /// at the next solve, so that the duals of the last one keep certifying
    /// the optimum of the players left (see [`Engine::keeps_mate`]).
    removals: Vec<(usize, usize)>,
    /// No weight changed since the last solve.
    solved: bool,
}

/// A weight written field by field from its highest bits down, as the
/// criteria order them (each field's value fits its width).
struct Fields<const L: usize> {
    weight: Wide<L>,
    /// The lowest bit of the fields written so far.
    top: u32,
}

impl<const L: usize> Fields<L> {
    /// A weight whose first field ends below bit `top`.
    fn below(top: u32) -> Self {
        Self {
            weight: Wide::zero(),
            top,
        }
    }

    /// The next field: `width` bits holding `value`.
    fn push(&mut self, width: u32, value: u64) {
        self.top -= width;
        self.weight.add_at(self.top, value);
    }

    /// The next field: a counter per score group (`width` bits), one for
    /// each of `groups` (the groups' shifts in the field).
    fn push_groups(&mut self, width: u32, groups: impl IntoIterator<Item = u32>) {
        self.top -= width;
        for shift in groups {
            self.weight.add_at(self.top + shift, 1);
        }
    }
}

/// Base weights of one bracket: `base[larger][smaller]` by bracket index.
type BaseWeights<const L: usize> = Vec<Vec<Wide<L>>>;

impl<const L: usize> Engine<L> {
    fn new(layout: Layout) -> Self {
        let n = layout.sorted.len();
        let free_vertex = (n % 2 == 1).then_some(n);
        Self {
            layout,
            bye: ByeContext::default(),
            solver: Solver::new(n + usize::from(free_vertex.is_some()), free_vertex),
            finalized: vec![false; n],
            mate: (0..n).collect(),
            fresh: true,
            incremental: true,
            removals: Vec::new(),
            solved: false,
        }
    }

    fn n(&self) -> usize {
        self.layout.sorted.len()
    }

    fn score(&self, vertex: usize) -> Points {
        self.layout.sorted[vertex].score
    }

    fn set(&mut self, a: usize, b: usize, weight: Wide<L>) {
        debug_assert!(!self.finalized[a] && !self.finalized[b]);
        self.solved = false;
        self.solver.set_weight(a, b, weight);
    }

    /// Brings the maximum-weight matching of the players not yet paired up
    /// to date: repaired where possible, recomputed otherwise.
    fn compute(&mut self) {
        for (a, b) in std::mem::take(&mut self.removals) {
            self.solver.remove_pair(a, b);
        }
        let repaired = if self.fresh {
            self.solver.solve_from_scratch(true)
        } else {
            self.incremental && self.solver.solve()
        };
        self.fresh = false;
        if !repaired {
            self.incremental = false;
            self.solver.solve_from_scratch(false);
        }
        for vertex in 0..self.n() {
            if !self.finalized[vertex] {
                self.mate[vertex] = match self.solver.mate_of(vertex) {
                    Some(mate) if mate < self.n() => mate,
                    _ => vertex,
                };
            }
        }
        self.solved = true;
    }

    fn finalize(&mut self, a: usize, b: usize) {
        debug_assert_eq!(self.mate[a], b);
        self.finalized[a] = true;
        self.finalized[b] = true;
        self.removals.push((a, b));
    }

    fn bye_candidate(&self, player: &Standing) -> bool {
        player.bye_eligible && player.score <= self.bye.score
    }

    /// The weight of pairing `higher` (earlier in the order) with `lower`,
    /// when `lower` is in the bracket being paired (`in_current`) or in the
    /// next score group (`in_next`).
    fn edge_weight(&self, higher: usize, lower: usize, in_current: bool, in_next: bool) -> Wide<L> {
        let layout = &self.layout;
        let (h, l) = (&layout.sorted[higher], &layout.sorted[lower]);
        if !layout.compatible(h, l) {
            return Wide::zero();
        }
        self.criteria_weight(higher, lower, in_current, in_next)
    }

    /// [`Engine::edge_weight`] for two players who may meet. Outside the
    /// bracket (`in_current` and `in_next` false) it is a constant plus one
    /// term per player, so `criteria_weight(v, v, false, false)` is twice
    /// the share of `v` in such a weight: the matching's natural dual for
    /// `v` (see [`Solver::set_plain`]).
    fn criteria_weight(
        &self,
        higher: usize,
        lower: usize,
        in_current: bool,
        in_next: bool,
    ) -> Wide<L> {
        let layout = &self.layout;
        let (h, l) = (&layout.sorted[higher], &layout.sorted[lower]);
        let (g, s) = (layout.group_bits, layout.groups_bits);
        let group_of_h = Some(layout.shift_of[higher]);
        let mut fields = Fields::below(layout.total_bits());
        // C2, C4: complete the round; the bye goes to a candidate.
        fields.push(
            2,
            1 + u64::from(!self.bye_candidate(h)) + u64::from(!self.bye_candidate(l)),
        );
        // C5: pairs in the bracket; C6: their scores.
        fields.push(g, u64::from(in_current));
        fields.push_groups(s, group_of_h.filter(|_| in_current));
        // C7: the same for the next bracket.
        fields.push(g, u64::from(in_next));
        fields.push_groups(s, group_of_h.filter(|_| in_next));
        // C9: the bye assignee has the fewest unplayed games.
        let mut unplayed = 0;
        if self.bye.single_downfloater {
            for player in [h, l] {
                if player.score == self.bye.score {
                    unplayed += self.bye.unplayed_rank[&player.played_games];
                }
            }
        }
        fields.push(2 * g, unplayed);
        self.colour_fields(&mut fields, l, h, in_current);
        self.float_fields(&mut fields, higher, lower, in_current);
        // Below: room for the section D steps.
        debug_assert_eq!(fields.top, 3 * g + 1 + layout.tiebreak_bits);
        fields.weight
    }

    /// `value` in the lowest bits of the section D room.
    fn low(&self, value: u64) -> Wide<L> {
        Wide::from_u64(value).shl(self.layout.tiebreak_bits)
    }

    /// C10–C13, counted for pairs in the bracket being paired.
    fn colour_fields(
        &self,
        fields: &mut Fields<L>,
        player: &Standing,
        opponent: &Standing,
        in_current: bool,
    ) {
        let g = self.layout.group_bits;
        let (p, o) = (&player.colour, &opponent.colour);
        let different = p.preference != o.preference;
        // C10: no topscorer's colour difference beyond two.
        let difference_ok = !p.absolute_imbalance() || !o.absolute_imbalance() || different;
        // C11: no topscorer gets the same colour three times in a row.
        let run_ok = !p.absolute()
            || !o.absolute()
            || different
            || if p.imbalance == o.imbalance {
                p.repeated.is_none() || p.repeated != o.repeated
            } else {
                let yielding = if p.imbalance > o.imbalance { o } else { p };
                yielding.repeated != p.preference.map(|c| c.opposite())
            };
        // C12: both preferences granted.
        let preferences_ok = p.preference.is_none() || o.preference.is_none() || different;
        // C13: both strong (or absolute) preferences granted.
        let strong_ok = (!p.strong && !p.absolute())
            || (!o.strong && !o.absolute())
            || (p.absolute() && o.absolute())
            || different;
        for ok in [difference_ok, run_ok, preferences_ok, strong_ok] {
            fields.push(g, u64::from(in_current && ok));
        }
    }

    /// C14–C21: repeated floats from the last two rounds, then their scores.
    fn float_fields(&self, fields: &mut Fields<L>, higher: usize, lower: usize, in_current: bool) {
        let layout = &self.layout;
        let (h, l) = (&layout.sorted[higher], &layout.sorted[lower]);
        let (g, s) = (layout.group_bits, layout.groups_bits);
        let rounds_back: &[usize] = match layout.completed_rounds {
            0 => &[],
            1 => &[0],
            _ => &[0, 1],
        };
        let floats_down = h.score > l.score;
        for &back in rounds_back {
            let repeated_down = u64::from(l.floats[back] == Float::Down)
                + u64::from(!floats_down && h.floats[back] == Float::Down);
            let not_repeated_up = u64::from(!(floats_down && l.floats[back] == Float::Up));
            fields.push(g, if in_current { repeated_down } else { 0 });
            fields.push(g, if in_current { not_repeated_up } else { 0 });
        }
        for &back in rounds_back {
            let (shift_h, shift_l) = (layout.shift_of[higher], layout.shift_of[lower]);
            let down = [
                (l.floats[back] == Float::Down).then_some(shift_l),
                (h.floats[back] == Float::Down).then_some(shift_h),
            ];
            let up = (!(l.floats[back] == Float::Up && floats_down)).then_some(shift_h);
            fields.push_groups(s, down.into_iter().flatten().filter(|_| in_current));
            fields.push_groups(s, up.into_iter().filter(|_| in_current));
        }
    }

    /// The first matching: can the round be completed at all, and who may
    /// take the bye (C2, C4, C9).
    fn settle_bye(&mut self) -> Result<(), NoValidPairing> {
        let n = self.n();
        let odd = n % 2 == 1;
        let top = self.score(0);
        for larger in 0..n {
            for smaller in 0..larger {
                let weight = if odd {
                    self.completion_weight(larger, smaller, top)
                } else {
                    self.edge_weight(smaller, larger, false, false)
                };
                self.set(larger, smaller, weight);
            }
        }
        self.compute();
        let unmatched: Vec<usize> = (0..n).filter(|&v| self.mate[v] == v).collect();
        let complete = unmatched.len() <= 1
            && unmatched
                .iter()
                .all(|&v| self.layout.sorted[v].bye_eligible);
        if !complete {
            return Err(NoValidPairing);
        }
        if !odd {
            self.declare_plain();
            return Ok(());
        }
        let assignee = unmatched[0];
        self.bye.score = self.score(assignee);
        self.bye.single_downfloater = self.bye.score >= top
            && (0..n)
                .take_while(|&v| self.score(v) >= top)
                .all(|v| self.score(self.mate[v]) >= top);
        let mut played: Vec<u32> = self
            .layout
            .sorted
            .iter()
            .filter(|player| player.score == self.bye.score)
            .map(|player| player.played_games)
            .collect();
        played.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, games) in played.into_iter().enumerate() {
            self.bye.unplayed_rank.insert(games, rank as u64);
        }
        for larger in 0..n {
            for smaller in 0..larger {
                let weight = self.edge_weight(smaller, larger, false, false);
                self.set(larger, smaller, weight);
            }
        }
        self.declare_plain();
        Ok(())
    }

    /// Tells the matching the form of the weights set with the bye facts,
    /// which a player keeps until a bracket sets weights at them.
    fn declare_plain(&mut self) {
        let natural = (0..self.n())
            .map(|v| self.criteria_weight(v, v, false, false))
            .collect();
        self.solver.set_plain(natural, self.n());
        // Every weight is plain now, so the natural duals fit them all.
        if self.incremental {
            self.solver.take_natural_duals();
        }
    }

    /// With an odd number of players: complete the round, then pair the
    /// highest score groups, leaving the bye as low as it can go.
    fn completion_weight(&self, player: usize, opponent: usize, top: Points) -> Wide<L> {
        let (p, o) = (&self.layout.sorted[player], &self.layout.sorted[opponent]);
        if !self.layout.compatible(p, o) {
            return Wide::zero();
        }
        let layout = &self.layout;
        let (g, s) = (layout.group_bits, layout.groups_bits);
        let mut fields = Fields::below(2 + s + g);
        fields.push(
            2,
            1 + u64::from(!p.bye_eligible) + u64::from(!o.bye_eligible),
        );
        fields.push(
            s,
            u64::from(layout.shift_of[player] + layout.shift_of[opponent]),
        );
        fields.push(g, u64::from(p.score >= top));
        fields.weight
    }

    fn run(mut self) -> Result<Seated, NoValidPairing> {
        self.settle_bye()?;
        let n = self.n();
        let top = self.score(0);
        let mut next = 0;
        let mut bracket: Vec<usize> = Vec::new();
        while next < n && self.score(next) >= top {
            bracket.push(next);
            next += 1;
        }
        let mut state = BracketState {
            movers: 0,
            first_resident: 0,
            matched: vec![false; n],
            pairs: BTreeSet::new(),
        };
        while bracket.len() > 1 || next < n {
            let group_start = next;
            if next < n {
                let score = self.score(next);
                while next < n && self.score(next) >= score {
                    bracket.push(next);
                    next += 1;
                }
            }
            // The players after the next score group keep the weights set
            // with the bye.
            self.solver.set_plain_from(next);
            bracket = self.pair_bracket(bracket, &mut state, group_start);
        }
        let paired: BTreeSet<usize> = state.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let mut left = (0..n).filter(|v| !paired.contains(v));
        let bye = left.next();
        debug_assert!(left.next().is_none(), "one player at most is left unpaired");
        let sorted = &self.layout.sorted;
        let games = state
            .pairs
            .into_iter()
            .map(|(a, b)| {
                // The lower pairing number is seated by the rules; the other
                // takes the other seat.
                let (first, second) = if sorted[a].rank < sorted[b].rank {
                    (a, b)
                } else {
                    (b, a)
                };
                match colour_for(&sorted[first], &sorted[second]) {
                    Colour::White => (sorted[first].id, sorted[second].id),
                    Colour::Black => (sorted[second].id, sorted[first].id),
                }
            })
            .collect();
        Ok(Seated {
            games,
            bye: bye.map(|vertex| sorted[vertex].id),
        })
    }
}

/// What carries from one bracket to the next.
struct BracketState {
    /// Moved-down players at the start of the current bracket.
    movers: usize,
    /// The vertex of the current score group's first player.
    first_resident: usize,
    matched: Vec<bool>,
    /// Paired vertices, the lower vertex first.
    pairs: BTreeSet<(usize, usize)>,
}

/// The indices, inside one bracket, that the steps refer to.
struct Span {
    /// Moved-down players are `0..movers`, residents `movers..residents_end`,
    /// the next score group `residents_end..`.
    movers: usize,
    residents_end: usize,
    /// Vertices `first_resident..next_group` are the residents.
    first_resident: usize,
    next_group: usize,
}

impl Span {
    fn is_resident_vertex(&self, vertex: usize) -> bool {
        vertex >= self.first_resident && vertex < self.next_group
    }
}

impl<const L: usize> Engine<L> {
    /// Pairs one bracket (moved-down players and residents; the next score
    /// group rides along for C7) and returns the next bracket's players.
    fn pair_bracket(
        &mut self,
        bracket: Vec<usize>,
        state: &mut BracketState,
        group_start: usize,
    ) -> Vec<usize> {
        let residents_end = state.movers + (group_start - state.first_resident);
        let span = Span {
            movers: state.movers,
            residents_end,
            first_resident: state.first_resident,
            next_group: group_start,
        };
        let mut base = self.base_weights(&bracket, &span);
        for larger in span.movers..bracket.len() {
            for smaller in 0..larger {
                self.set(bracket[larger], bracket[smaller], base[larger][smaller]);
            }
        }
        // When the bracket holds most of the players still to pair (the
        // first round: all of them), most weights changed, and solving
        // afresh from the jump start's greedy matching is quicker than
        // repairing each change; a smaller bracket is repaired, which
        // measured quicker there.
        let unpaired = self.finalized.iter().filter(|&&paired| !paired).count();
        self.fresh = self.incremental && 4 * bracket.len() >= 3 * unpaired;
        self.compute();
        self.choose_paired_movers(&bracket, &base, &span, &mut state.matched);
        self.pair_movers(&bracket, &base, &span, &mut state.matched);
        self.pair_remainder(&bracket, &mut base, &span, &mut state.matched);

        let odd = self.n() % 2 == 1;
        self.bye.single_downfloater =
            odd && group_start < self.n() && self.bye.score >= self.score(group_start);
        let mut following = Vec::new();
        let mut movers = 0;
        for (index, &vertex) in bracket.iter().enumerate() {
            if index < residents_end && state.matched[vertex] {
                let mate = self.mate[vertex];
                state.pairs.insert((vertex.min(mate), vertex.max(mate)));
            } else {
                following.push(vertex);
                if index < residents_end {
                    movers += 1;
                }
                if self.bye.single_downfloater
                    && self.score(self.mate[vertex]) < self.score(group_start)
                {
                    self.bye.single_downfloater = false;
                }
            }
        }
        state.movers = movers;
        state.first_resident = group_start;
        following
    }

    fn base_weights(&self, bracket: &[usize], span: &Span) -> BaseWeights<L> {
        let mut base = vec![Vec::new(); bracket.len()];
        for larger in span.movers..bracket.len() {
            base[larger] = (0..larger)
                .map(|smaller| {
                    let weight = self.edge_weight(
                        bracket[smaller],
                        bracket[larger],
                        larger < span.residents_end,
                        larger >= span.residents_end,
                    );
                    if weight.is_zero() {
                        weight
                    } else {
                        weight.add_u64(Self::tiebreak(span, smaller, larger))
                    }
                })
                .collect();
        }
        base
    }

    /// Prefers the natural pairing of the bracket (the i-th of the upper
    /// half with the i-th of the lower half) and moved-down players with the
    /// highest residents, so that the D steps usually find the matching
    /// already in the order they want.
    fn tiebreak(span: &Span, smaller: usize, larger: usize) -> u64 {
        if larger >= span.residents_end {
            return 0;
        }
        let residents = (span.residents_end - span.movers) as u64;
        let ceiling = residents + 1;
        let q = (larger - span.movers) as u64;
        if smaller < span.movers {
            return ceiling - q;
        }
        let p = (smaller - span.movers) as u64;
        ceiling - (q - p).abs_diff(residents / 2)
    }

    /// C5–C7 among the moved-down players: which of them are paired in this
    /// bracket, the highest first when not all of one score can be.
    fn choose_paired_movers(
        &mut self,
        bracket: &[usize],
        base: &BaseWeights<L>,
        span: &Span,
        matched: &mut [bool],
    ) {
        let mut group_score = Points::ZERO;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for index in 0..span.movers {
            let vertex = bracket[index];
            if index == 0 || self.score(vertex) < group_score {
                group_score = self.score(vertex);
                remaining = 0;
                remaining_matched = 0;
                for &other in bracket[index..]
                    .iter()
                    .take_while(|&&v| self.score(v) >= group_score)
                {
                    remaining += 1;
                    if span.is_resident_vertex(self.mate[other]) {
                        remaining_matched += 1;
                    }
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            if remaining <= remaining_matched {
                matched[vertex] = true;
                continue;
            }
            remaining -= 1;
            if !span.is_resident_vertex(self.mate[vertex]) {
                for opponent in span.movers..span.residents_end {
                    let weight = base[opponent][index];
                    if !weight.is_zero() {
                        self.set(vertex, bracket[opponent], weight.add(self.low(1)));
                    }
                }
                self.compute();
            }
            if span.is_resident_vertex(self.mate[vertex]) {
                matched[vertex] = true;
                remaining_matched -= 1;
                let residents = (span.residents_end - span.movers) as u64;
                for opponent in span.movers..span.residents_end {
                    let weight = base[opponent][index];
                    if !weight.is_zero() {
                        self.set(
                            vertex,
                            bracket[opponent],
                            weight.add(self.low(residents + 1)),
                        );
                    }
                }
            }
        }
    }

    /// D: each paired moved-down player, in order, gets the highest resident
    /// still compatible with the best pairing.
    fn pair_movers(
        &mut self,
        bracket: &[usize],
        base: &BaseWeights<L>,
        span: &Span,
        matched: &mut [bool],
    ) {
        for index in 0..span.movers {
            let vertex = bracket[index];
            if !matched[vertex] {
                continue;
            }
            let mut addend = bracket.len() as u64;
            for opponent in (span.movers..span.residents_end).rev() {
                let opponent_vertex = bracket[opponent];
                if matched[opponent_vertex] {
                    continue;
                }
                let weight = base[opponent][index];
                if !weight.is_zero() {
                    self.set(vertex, opponent_vertex, weight.add(self.low(addend)));
                    addend += 1;
                }
            }
            self.compute();
            let mate = self.mate[vertex];
            matched[mate] = true;
            self.finalize(vertex, mate);
        }
    }
}

impl<const L: usize> Engine<L> {
    fn exchange_weight(
        &self,
        base: &BaseWeights<L>,
        smaller: usize,
        larger: usize,
        position: usize,
        pairs: usize,
    ) -> Wide<L> {
        let weight = base[larger][smaller];
        if weight.is_zero() {
            return weight;
        }
        let g = self.layout.group_bits;
        // D: fewest exchanges first, then the smallest exchanged numbers.
        let addend = Wide::<L>::from_u64(u64::from(position < pairs))
            .shl(2 * g)
            .sub_u64(position as u64)
            .shl(1 + self.layout.tiebreak_bits);
        weight.add(addend)
    }

    fn pairs_down(&self, vertex: usize, span: &Span) -> bool {
        let mate = self.mate[vertex];
        mate > vertex && mate < span.next_group
    }

    fn pair_remainder(
        &mut self,
        bracket: &[usize],
        base: &mut BaseWeights<L>,
        span: &Span,
        matched: &mut [bool],
    ) {
        // The remainder: residents not paired with moved-down players; S1 is
        // as large as the pairs the best matching forms inside it.
        let mut members = Vec::new();
        let mut pairs = 0;
        for (index, &vertex) in bracket
            .iter()
            .enumerate()
            .take(span.residents_end)
            .skip(span.movers)
        {
            if self.mate[vertex] < span.first_resident {
                continue;
            }
            members.push(index);
            if self.mate[vertex] < vertex {
                pairs += 1;
            }
        }
        for (opponent_position, &opponent) in members.iter().enumerate() {
            for (position, &player) in members[..opponent_position].iter().enumerate() {
                let weight = self.exchange_weight(base, player, opponent, position, pairs);
                self.set(bracket[player], bracket[opponent], weight);
            }
        }
        self.compute();
        let exchanges = members[..pairs]
            .iter()
            .filter(|&&index| !self.pairs_down(bracket[index], span))
            .count();
        self.exchange_from_s1(bracket, base, span, &members, pairs, exchanges);
        self.exchange_from_s2(bracket, base, span, &members, pairs, exchanges);
        // S1 and S2 are known now: the tiebreak moves to their natural
        // pairing (the i-th of S1 with the i-th of S2), the order the steps
        // below pick, so that most of them keep the mate they find.
        let mut rank = vec![0u64; bracket.len()];
        let (mut s1_count, mut s2_count) = (0, 0);
        for &member in &members {
            let counter = if self.pairs_down(bracket[member], span) {
                &mut s1_count
            } else {
                &mut s2_count
            };
            rank[member] = *counter;
            *counter += 1;
        }
        let ceiling = (span.residents_end - span.movers) as u64 + 1;
        for (position, &player) in members.iter().enumerate() {
            let vertex = bracket[player];
            for &opponent in &members[position + 1..] {
                let opponent_vertex = bracket[opponent];
                let weight = &mut base[opponent][player];
                if !self.pairs_down(vertex, span) || self.pairs_down(opponent_vertex, span) {
                    *weight = Wide::zero();
                } else if !weight.is_zero() {
                    *weight = weight
                        .sub_u64(Self::tiebreak(span, player, opponent))
                        .add_u64(ceiling - rank[player].abs_diff(rank[opponent]));
                }
                self.set(vertex, opponent_vertex, base[opponent][player]);
            }
        }
        for &player in &members {
            let vertex = bracket[player];
            if !self.pairs_down(vertex, span) {
                continue;
            }
            if !self.keeps_mate(bracket, &members, player, matched) {
                let mut addend = 0u64;
                for &opponent in members.iter().rev() {
                    let opponent_vertex = bracket[opponent];
                    if opponent <= player || matched[opponent_vertex] {
                        continue;
                    }
                    let weight = base[opponent][player];
                    if !weight.is_zero() {
                        self.set(vertex, opponent_vertex, weight.add(self.low(addend)));
                    }
                    addend += 1;
                }
                self.compute();
            }
            let mate = self.mate[vertex];
            matched[vertex] = true;
            matched[mate] = true;
            self.finalize(vertex, mate);
        }
    }

    /// Whether the D step of `player` in the remainder, which adds
    /// `low(a)` to its edge to each later member not yet paired (`a` larger
    /// for an earlier member, zero for the last), keeps its current mate,
    /// read from the duals of the last solve instead of solving again.
    ///
    /// Any matching weighs at most the optimum less the reduced costs of
    /// its edges, so one that pairs the player with an earlier member than
    /// its mate weighs less after the step than the current matching when
    /// that edge's reduced cost exceeds the difference of the two addends;
    /// one with a later member, or anyone else, gains a smaller addend
    /// than the mate's (hence the mate may not be the last member). Then
    /// every optimum after the step keeps the mate, as solving would.
    fn keeps_mate(
        &self,
        bracket: &[usize],
        members: &[usize],
        player: usize,
        matched: &[bool],
    ) -> bool {
        if !self.solved || !self.incremental {
            return false;
        }
        let vertex = bracket[player];
        let later: Vec<usize> = members
            .iter()
            .filter(|&&member| member > player && !matched[bracket[member]])
            .map(|&member| bracket[member])
            .collect();
        let Some(at) = later.iter().position(|&other| other == self.mate[vertex]) else {
            return false;
        };
        at + 1 < later.len()
            && later[..at].iter().enumerate().all(|(position, &other)| {
                self.solver
                    .reduced_cost(vertex, other)
                    .is_none_or(|slack| slack > self.low((at - position) as u64).double())
            })
    }

    /// D: the S1 players to move to S2, the lowest first.
    fn exchange_from_s1(
        &mut self,
        bracket: &[usize],
        base: &mut BaseWeights<L>,
        span: &Span,
        members: &[usize],
        pairs: usize,
        exchanges: usize,
    ) {
        let mut remaining = exchanges;
        let mut position = pairs;
        while position > 0 && remaining > 0 {
            position -= 1;
            let player = members[position];
            let vertex = bracket[player];
            if self.pairs_down(vertex, span) {
                for &opponent in &members[position + 1..] {
                    let weight = self.exchange_weight(base, player, opponent, position, pairs);
                    if !weight.is_zero() {
                        self.set(vertex, bracket[opponent], weight.sub(self.low(1)));
                    }
                }
                self.compute();
            }
            let exchange = !self.pairs_down(vertex, span);
            if exchange {
                remaining -= 1;
            }
            for &opponent in &members[position + 1..] {
                if exchange {
                    base[opponent][player] = Wide::zero();
                }
                let weight = self.exchange_weight(base, player, opponent, position, pairs);
                self.set(vertex, bracket[opponent], weight);
            }
        }
    }

    /// D: the S2 players to move to S1, the highest first.
    fn exchange_from_s2(
        &mut self,
        bracket: &[usize],
        base: &mut BaseWeights<L>,
        span: &Span,
        members: &[usize],
        pairs: usize,
        exchanges: usize,
    ) {
        let mut remaining = exchanges;
        for position in pairs..members.len() {
            if remaining <= 1 {
                break;
            }
            let player = members[position];
            let vertex = bracket[player];
            let already = self.pairs_down(vertex, span);
            if !already {
                for &opponent in &members[position + 1..] {
                    let weight = self.exchange_weight(base, player, opponent, position, pairs);
                    if !weight.is_zero() {
                        self.set(vertex, bracket[opponent], weight.add(self.low(1)));
                    }
                }
                self.compute();
            }
            if self.pairs_down(vertex, span) {
                remaining -= 1;
                for &opponent in &members[..position] {
                    base[player][opponent] = Wide::zero();
                    self.set(vertex, bracket[opponent], Wide::zero());
                }
                for opponent in span.residents_end..bracket.len() {
                    base[opponent][player] = Wide::zero();
                    self.set(vertex, bracket[opponent], Wide::zero());
                }
            }
            if !already {
                for &opponent in &members[position + 1..] {
                    let weight = self.exchange_weight(base, player, opponent, position, pairs);
                    self.set(vertex, bracket[opponent], weight);
                }
            }
        }
    }
}
