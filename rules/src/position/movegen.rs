//! Move generation (RULES §5, §6, §8): landings, LYNGK chains, the legal turns.

use super::bitboards::Fits;
use super::sight::Sight;
use super::Position;
use crate::cell::{cells_of, Cell, CELL_COUNT};
use crate::cell_set::CellSet;
use crate::colour::{Colour, ColourSet, Piece};
use crate::turn::{Action, Player, Turn};

impl Position {
    /// The cells where the stack on `from` may land this turn, for the side to move
    /// with its current claims: empty if it may not move that stack, and after a
    /// sudden-death win (RULES 9.3).
    ///
    /// ```
    /// use lyngk_rules::{Cell, Position};
    ///
    /// let start: Position = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard"
    ///     .parse()
    ///     .unwrap();
    /// let e3: Cell = "E3".parse().unwrap();
    /// assert!(start.landings(e3).contains("E4".parse().unwrap()));
    /// ```
    pub fn landings(&self, from: Cell) -> CellSet {
        if self.six_stack_winner.is_some() {
            return CellSet::EMPTY;
        }
        let landings = self.landings_with(from, self.own_claims(), self.opponent_claims());
        CellSet::from_bits(landings)
    }

    /// Like [`Position::landings`], as if the side to move first claimed `colour`.
    pub fn landings_after_claim(&self, from: Cell, colour: Colour) -> CellSet {
        if self.six_stack_winner.is_some() {
            return CellSet::EMPTY;
        }
        let own = self.own_claims().with(colour);
        CellSet::from_bits(self.landings_with(from, own, self.opponent_claims()))
    }

    /// Cells whose stack a player with claims `own` may try to move (RULES 5.3).
    pub(super) fn movable(&self, opponent: ColourSet) -> u64 {
        let mut blocked = self.bits.top[Piece::Joker.index()];
        for colour in opponent.iter() {
            blocked |= self.bits.top[colour.index()];
        }
        self.bits.occupied & !blocked
    }

    /// The landing cells of the stack on `from` for a mover holding `own`, against an
    /// opponent holding `opponent` (RULES 5.4–5.6 and §6).
    pub(super) fn landings_with(&self, from: Cell, own: ColourSet, opponent: ColourSet) -> u64 {
        match self.stack(from).top() {
            Some(Piece::Colour(top)) if !opponent.contains(top) => {
                self.landings_of(from, top, own.contains(top))
            }
            _ => 0,
        }
    }

    /// The landings of the movable stack on `from`, topped by `top`; `chains` when
    /// `top` is the mover's claimed colour (RULES 5.6 and 6.1).
    #[inline]
    pub(super) fn landings_of(&self, from: Cell, top: Colour, chains: bool) -> u64 {
        let clash = self.bits.holding_any(self.stack(from).colours());
        self.landings_clashing(from, top, chains, clash)
    }

    /// [`Position::landings_of`] given `clash`, the cells holding a colour of the
    /// moving stack (RULES 4.2: no landing there).
    #[inline]
    fn landings_clashing(&self, from: Cell, top: Colour, chains: bool, clash: u64) -> u64 {
        let height = self.stack(from).height();
        let room = self.variant.max_height() - height;
        let occupied = self.bits.occupied & !from.bit();
        if chains {
            self.chain_reach(from, top, occupied).0 & self.bits.at_most(room) & !clash
        } else {
            from.reach_bits(occupied) & self.bits.at_most(room.min(height)) & !clash
        }
    }

    /// [`Position::landings_clashing`] from `seen`, the sight of every movable stack.
    /// A stack's own sight does not change when it is lifted (its cell is on none of
    /// its rays); a LYNGK point that saw the lifted stack sees past it instead, what the
    /// lifted stack sees further along that line.
    #[inline]
    fn landings_seen(
        &self,
        from: Cell,
        top: Colour,
        chains: bool,
        clash: u64,
        seen: &Sight,
        fits: &Fits,
    ) -> u64 {
        let fit = fits.for_height(self.stack(from).height(), chains) & !clash;
        let direct = seen.of_cell(from);
        if !chains {
            return direct & fit;
        }
        let points = self.bits.top[top.index()] & !from.bit();
        // Everything seen so far, points included (they are taken out at the end), and
        // the points not yet reached.
        let mut seen_cells = direct;
        let mut frontier = direct & points;
        let mut unreached = points ^ frontier;
        while frontier != 0 {
            let point = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let mut reach = seen.of_index(point);
            // Whether this point saw the lifted stack, as a mask: no branch to mispredict.
            let saw_from = 0u64.wrapping_sub((reach >> from.index()) & 1);
            reach ^= (from.bit() | (direct & from.beyond_bits(point))) & saw_from;
            seen_cells |= reach;
            let fresh = reach & unreached;
            unreached ^= fresh;
            frontier |= fresh;
        }
        seen_cells & !points & fit
    }

    /// RULES §6: flood the LYNGK points of `colour` reachable from `from`. Returns the
    /// non-LYNGK cells reached (candidate landings) and the LYNGK points used.
    /// A flood equals the rule's paths: every point is reachable by a path that uses
    /// each point once, and the set of first-reached stacks never depends on the path.
    pub(super) fn chain_reach(&self, from: Cell, colour: Colour, occupied: u64) -> (u64, u64) {
        let points = self.bits.top[colour.index()] & !from.bit();
        let direct = from.reach_bits(occupied);
        let mut reached = direct & !points;
        let mut used = direct & points;
        let mut frontier = used;
        while frontier != 0 {
            let cell = Cell::from_index(frontier.trailing_zeros() as usize).expect("cell");
            frontier &= frontier - 1;
            let reach = cell.reach_bits(occupied);
            reached |= reach & !points;
            let fresh = reach & points & !used;
            used |= fresh;
            frontier |= fresh;
        }
        (reached, used)
    }

    /// Every legal turn for the side to move (RULES §5, §8): each move, each claim +
    /// move, or the forced pass. Empty when the game is over.
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let start = Setup::from_seed(3, Variant::Standard).position;
    /// let turns = start.legal_turns();
    /// assert_eq!(turns.len(), start.count_turns());
    /// assert!(turns.iter().all(|&turn| start.is_legal(turn)));
    /// ```
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::with_capacity(64);
        self.legal_turns_into(&mut turns);
        turns
    }

    /// [`Position::legal_turns`] into a reused buffer (cleared first).
    pub fn legal_turns_into(&self, turns: &mut Vec<Turn>) {
        turns.clear();
        if self.six_stack_winner.is_some() {
            return;
        }
        self.move_table().list_into(turns);
        if turns.is_empty() && self.player_has_turn(!self.to_move) {
            turns.push(Turn::PASS);
        }
    }

    /// The moves of the side to move with its current claims only: no claim options
    /// and no pass. The core of move generation, and what the bot's autocomplete lists.
    pub fn moves_into(&self, turns: &mut Vec<Turn>) {
        turns.clear();
        if self.six_stack_winner.is_some() {
            return;
        }
        let own = self.own_claims();
        let opponent = self.opponent_claims();
        for from in cells_of(self.movable(opponent)) {
            let landings = self.landings_with(from, own, opponent);
            turns.extend(cells_of(landings).map(|to| Turn::move_stack(from, to)));
        }
    }

    /// The number of legal turns, without building them.
    pub fn count_turns(&self) -> usize {
        if self.six_stack_winner.is_some() {
            return 0;
        }
        match self.move_table().count() {
            0 => usize::from(self.player_has_turn(!self.to_move)),
            count => count,
        }
    }

    /// A legal turn drawn uniformly from [`Position::legal_turns`] without building
    /// the list; `None` when the game is over.
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    /// use rand::SeedableRng;
    ///
    /// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    /// let mut position = Setup::from_seed(3, Variant::Six).position;
    /// while let Some(turn) = position.random_turn(&mut rng) {
    ///     position = position.play_unchecked(turn);
    /// }
    /// assert!(position.is_over());
    /// ```
    #[cfg(feature = "rand")]
    pub fn random_turn(&self, rng: &mut impl rand::Rng) -> Option<Turn> {
        if self.six_stack_winner.is_some() {
            return None;
        }
        let table = self.move_table();
        match table.count() {
            0 => self.player_has_turn(!self.to_move).then_some(Turn::PASS),
            count => Some(table.nth(rng.random_range(0..count))),
        }
    }

    /// The turn at `index` in the order of [`Position::legal_turns`], without building
    /// the list; `None` when `index` is not below [`Position::count_turns`]. A search
    /// that expands one turn of a node at a time keeps only a count per node.
    ///
    /// ```
    /// use lyngk_rules::{Setup, Variant};
    ///
    /// let start = Setup::from_seed(3, Variant::Standard).position;
    /// let turns = start.legal_turns();
    /// assert_eq!(start.turn_at(7), Some(turns[7]));
    /// assert_eq!(start.turn_at(turns.len()), None);
    /// ```
    pub fn turn_at(&self, index: usize) -> Option<Turn> {
        if self.six_stack_winner.is_some() {
            return None;
        }
        let table = self.move_table();
        match table.count() {
            0 => (index == 0 && self.player_has_turn(!self.to_move)).then_some(Turn::PASS),
            count if index < count => Some(table.nth(index)),
            _ => None,
        }
    }

    /// The landings of every movable origin, plainly and, for origins topped by a
    /// claimable colour, as if that colour were claimed first: a claim changes only
    /// the stacks of its own colour, so every claim option reuses the plain landings.
    fn move_table(&self) -> MoveTable {
        let mut table = MoveTable::EMPTY;
        let seen = Sight::of_cells(self, self.movable(self.opponent_claims()));
        self.fill_move_table(&seen, &mut table);
        table
    }

    /// [`Position::move_table`] into `table`, given `seen`, the sight of (at least)
    /// every movable stack. Every entry a later read of `table` reaches is written, so
    /// a table may be reused from position to position without clearing it.
    pub(super) fn fill_move_table(&self, seen: &Sight, table: &mut MoveTable) {
        let own = self.own_claims();
        let opponent = self.opponent_claims();
        let claimable = self.claimable_by(self.to_move);
        table.movable = self.movable(opponent);
        table.claimable = claimable;
        table.group_sizes[0] = 0;
        let clashes = self.bits.clashes();
        let clash = |from: Cell| clashes[usize::from(self.stack(from).colours().bits())];
        let fits = self.bits.fits(self.variant.max_height());
        // Origins by top colour, so each stack's colour and owner are known up front.
        for colour in opponent.complement().iter() {
            let chains = own.contains(colour);
            for from in cells_of(self.bits.top[colour.index()]) {
                let landings = self.landings_seen(from, colour, chains, clash(from), seen, &fits);
                table.plain[from.index()] = landings;
                table.group_sizes[0] += landings.count_ones() as usize;
            }
        }
        for colour in claimable.iter() {
            let tops = self.bits.top[colour.index()];
            table.tops[colour.index()] = tops;
            let mut size = table.group_sizes[0];
            for from in cells_of(tops) {
                let landings = self.landings_seen(from, colour, true, clash(from), seen, &fits);
                table.claimed[from.index()] = landings;
                size += landings.count_ones() as usize;
                size -= table.plain[from.index()].count_ones() as usize;
            }
            table.group_sizes[colour.index() + 1] = size;
        }
    }

    /// Whether `player` has any move now, possibly after a claim (RULES 8.1).
    pub(super) fn player_has_turn(&self, player: Player) -> bool {
        let own = self.claims(player);
        let opponent = self.claims(!player);
        let movable = self.movable(opponent);
        let has_move = |own: ColourSet| {
            cells_of(movable).any(|from| self.landings_with(from, own, opponent) != 0)
        };
        has_move(own)
            || self
                .claimable_by(player)
                .iter()
                .any(|colour| has_move(own.with(colour)))
    }

    /// Whether the side to move has a turn other than a pass.
    pub fn can_move(&self) -> bool {
        self.six_stack_winner.is_none() && self.player_has_turn(self.to_move)
    }

    /// Whether the game has ended (RULES 8.3, 9.3).
    pub fn is_over(&self) -> bool {
        self.six_stack_winner.is_some()
            || (!self.player_has_turn(self.to_move) && !self.player_has_turn(!self.to_move))
    }
}

/// See [`Position::move_table`].
#[derive(Clone)]
pub(super) struct MoveTable {
    movable: u64,
    claimable: ColourSet,
    plain: [u64; CELL_COUNT],
    /// For origins topped by a claimable colour: their landings after claiming it.
    claimed: [u64; CELL_COUNT],
    /// Movable origins topped by each claimable colour.
    tops: [u64; 5],
    /// How many turns each claim option gives: no claim, then I B R G K.
    group_sizes: [usize; 6],
}

impl MoveTable {
    /// A table to fill with [`Position::fill_move_table`].
    pub(super) const EMPTY: MoveTable = MoveTable {
        movable: 0,
        claimable: ColourSet::EMPTY,
        plain: [0; CELL_COUNT],
        claimed: [0; CELL_COUNT],
        tops: [0; 5],
        group_sizes: [0; 6],
    };

    /// Empties the table: no movable stack, no turn.
    pub(super) fn clear(&mut self) {
        self.movable = 0;
        self.claimable = ColourSet::EMPTY;
        self.group_sizes[0] = 0;
    }

    /// Calls `visit` with each claim option (no claim first, then each claimable colour
    /// in I B R G K order), each movable origin in cell order and its landings (which
    /// may be empty), in the order of [`Position::legal_turns`].
    #[inline]
    pub(super) fn for_each_origin(&self, mut visit: impl FnMut(Option<Colour>, Cell, u64)) {
        for claim in self.claim_options() {
            for from in cells_of(self.movable) {
                visit(claim, from, self.landings(claim, from));
            }
        }
    }

    /// No claim first, then each claimable colour in I B R G K order.
    fn claim_options(&self) -> impl Iterator<Item = Option<Colour>> {
        std::iter::once(None).chain(self.claimable.iter().map(Some))
    }

    fn landings(&self, claim: Option<Colour>, from: Cell) -> u64 {
        match claim {
            Some(colour) if self.tops[colour.index()] & from.bit() != 0 => {
                self.claimed[from.index()]
            }
            _ => self.plain[from.index()],
        }
    }

    /// Appends every turn of the table to `turns`, in the order of
    /// [`Position::legal_turns`].
    pub(super) fn list_into(&self, turns: &mut Vec<Turn>) {
        for claim in self.claim_options() {
            for from in cells_of(self.movable) {
                let landings = self.landings(claim, from);
                turns.extend(cells_of(landings).map(|to| Turn {
                    claim,
                    action: Action::Move { from, to },
                }));
            }
        }
    }

    fn group_size(&self, claim: Option<Colour>) -> usize {
        self.group_sizes[claim.map_or(0, |c| c.index() + 1)]
    }

    pub(super) fn count(&self) -> usize {
        self.claim_options()
            .map(|claim| self.group_size(claim))
            .sum()
    }

    /// The turn at `index` in the order of [`Position::legal_turns`].
    pub(super) fn nth(&self, mut index: usize) -> Turn {
        for claim in self.claim_options() {
            if index >= self.group_size(claim) {
                index -= self.group_size(claim);
                continue;
            }
            for from in cells_of(self.movable) {
                let landings = self.landings(claim, from);
                let count = landings.count_ones() as usize;
                if index < count {
                    let to = cells_of(landings).nth(index).expect("index within count");
                    return Turn {
                        claim,
                        action: Action::Move { from, to },
                    };
                }
                index -= count;
            }
        }
        unreachable!("index beyond the table's count")
    }
}
