//! A validated position: stacks, claims, points, side to move and variant.

use crate::cell::{cells_of, Cell, CELL_COUNT};
use crate::colour::{Colour, ColourSet, Piece};
use crate::error::PlayError;
use crate::stack::{Stack, MAX_HEIGHT};
use crate::turn::{Action, Player, Turn};
use std::fmt;

/// The game being played (RULES §9 for `Six`).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    #[default]
    Standard,
    Six,
}

impl Variant {
    /// The tallest stack allowed (RULES 4.1, 9.1).
    pub const fn max_height(self) -> usize {
        match self {
            Variant::Standard => 5,
            Variant::Six => 6,
        }
    }

    /// `standard` or `six`, as LPN writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Six => "six",
        }
    }

    /// The variant for its LPN name, any case.
    pub fn from_name(name: &str) -> Option<Variant> {
        [Variant::Standard, Variant::Six]
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Bitboards kept in step with the stacks so that move generation is mask arithmetic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
struct Bitboards {
    occupied: u64,
    /// Cells by the index of their top piece (the joker is 5).
    top: [u64; 6],
    /// Cells whose stack holds each active colour anywhere.
    has: [u64; 5],
    /// `at_most[k]`: cells holding 1 to k pieces (index 0 is unused).
    at_most: [u64; MAX_HEIGHT + 1],
}

impl Bitboards {
    fn add(&mut self, cell: Cell, stack: Stack) {
        let Some(top) = stack.top() else { return };
        let bit = cell.bit();
        self.occupied |= bit;
        self.top[top.index()] |= bit;
        for at_most in &mut self.at_most[stack.height()..] {
            *at_most |= bit;
        }
        for colour in stack.colours().iter() {
            self.has[colour.index()] |= bit;
        }
    }

    fn remove(&mut self, cell: Cell, stack: Stack) {
        let Some(top) = stack.top() else { return };
        let keep = !cell.bit();
        self.occupied &= keep;
        self.top[top.index()] &= keep;
        for at_most in &mut self.at_most[stack.height()..] {
            *at_most &= keep;
        }
        for colour in stack.colours().iter() {
            self.has[colour.index()] &= keep;
        }
    }

    /// Cells holding a stack of 1 to `max` pieces.
    fn at_most(&self, max: usize) -> u64 {
        self.at_most[max.min(MAX_HEIGHT)]
    }

    /// Cells holding any colour of `colours`.
    fn holding_any(&self, colours: ColourSet) -> u64 {
        colours
            .iter()
            .fold(0, |acc, colour| acc | self.has[colour.index()])
    }
}

/// Why a set of stacks, claims and points is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("the stack on {cell} has {height} pieces; the {variant} game allows at most {max}")]
    StackTooHigh {
        cell: Cell,
        height: usize,
        max: usize,
        variant: Variant,
    },
    #[error("the stack on {cell} holds {colour} twice")]
    RepeatedColour { cell: Cell, colour: Colour },
    #[error(
        "the stack on {0} has a joker on top of other pieces; a joker can top only a single piece"
    )]
    JokerOnTop(Cell),
    #[error("there are {count} {colour} pieces; the game has only 8")]
    TooManyOfColour { colour: Colour, count: usize },
    #[error("there are {0} jokers; the game has only 3")]
    TooManyJokers(usize),
    #[error("{pieces} pieces on the board and {points} point(s) (5 pieces each) make more than 43 pieces")]
    TooManyPieces { pieces: usize, points: usize },
    #[error("{0} is claimed twice")]
    ColourClaimedTwice(Colour),
    #[error("player {0} has claimed more than two colours")]
    TooManyClaims(u8),
    #[error("the six-stack game has no points, but points are given")]
    PointsInSix,
}

/// A position of LYNGK, always consistent with RULES §1–§9.
///
/// ```
/// use lyngk_rules::{Position, Turn};
///
/// let start: Position = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard"
///     .parse()
///     .unwrap();
/// assert_eq!(start.legal_turns().len(), 1020);
/// let next = start.play("R:E3-E4".parse().unwrap()).unwrap();
/// assert_eq!(next.to_string().split(' ').nth(2), Some("R/-"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    stacks: [Stack; CELL_COUNT],
    to_move: Player,
    claims: [ColourSet; 2],
    points: [u8; 2],
    variant: Variant,
    /// The colour the side to move claimed as the first half of its turn.
    claimed_this_turn: Option<Colour>,
    /// Set by a sudden-death 6-stack (RULES 9.3); not part of LPN.
    six_stack_winner: Option<Player>,
    bits: Bitboards,
}

impl Position {
    /// A position from its parts, checked against every rule LPN states (RULES §10).
    pub fn new(
        stacks: [Stack; CELL_COUNT],
        to_move: Player,
        claims: [ColourSet; 2],
        points: [u8; 2],
        variant: Variant,
    ) -> Result<Position, PositionError> {
        validate_stacks(&stacks, variant)?;
        validate_claims(claims)?;
        let total_points = points[0] as usize + points[1] as usize;
        if variant == Variant::Six && total_points > 0 {
            return Err(PositionError::PointsInSix);
        }
        let pieces: usize = stacks.iter().map(|s| s.height()).sum();
        if pieces + 5 * total_points > 43 {
            return Err(PositionError::TooManyPieces {
                pieces,
                points: total_points,
            });
        }
        Ok(Position::from_valid_parts(
            stacks, to_move, claims, points, variant,
        ))
    }

    /// Builds a position from parts already known to be valid (a shuffled setup).
    pub(crate) fn from_valid_parts(
        stacks: [Stack; CELL_COUNT],
        to_move: Player,
        claims: [ColourSet; 2],
        points: [u8; 2],
        variant: Variant,
    ) -> Position {
        let mut bits = Bitboards::default();
        for cell in Cell::ALL {
            bits.add(cell, stacks[cell.index()]);
        }
        Position {
            stacks,
            to_move,
            claims,
            points,
            variant,
            claimed_this_turn: None,
            six_stack_winner: None,
            bits,
        }
    }

    /// The stack on `cell` (possibly empty).
    pub fn stack(&self, cell: Cell) -> Stack {
        self.stacks[cell.index()]
    }

    /// All 43 stacks in cell index order.
    pub fn stacks(&self) -> &[Stack; CELL_COUNT] {
        &self.stacks
    }

    /// Bitboard of the occupied cells.
    pub fn occupied(&self) -> u64 {
        self.bits.occupied
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colours `player` has claimed.
    pub fn claims(&self, player: Player) -> ColourSet {
        self.claims[player.index()]
    }

    /// Who has claimed `colour`, if anyone.
    pub fn owner(&self, colour: Colour) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| self.claims(p).contains(colour))
    }

    /// Colours nobody has claimed (RULES 4.3: stacks topped by them are neutral).
    pub fn unclaimed(&self) -> ColourSet {
        self.claims[0].union(self.claims[1]).complement()
    }

    /// Colours `player` could claim now (RULES 5.2), ignoring whether a move follows.
    pub fn claimable_by(&self, player: Player) -> ColourSet {
        let spent = player == self.to_move && self.claimed_this_turn.is_some();
        if spent || self.claims(player).len() >= 2 {
            ColourSet::EMPTY
        } else {
            self.unclaimed()
        }
    }

    /// Points (removed 5-stacks) of `player` (RULES 7.1).
    pub fn points(&self, player: Player) -> u8 {
        self.points[player.index()]
    }

    /// Whether the side to move has already claimed this turn (see [`Position::claim`]).
    pub fn claimed_this_turn(&self) -> bool {
        self.claimed_this_turn.is_some()
    }

    /// The winner by a sudden-death 6-stack (RULES 9.3), if the game ended that way.
    pub fn six_stack_winner(&self) -> Option<Player> {
        self.six_stack_winner
    }

    /// The owner of the stack on `cell`: `None` when empty, neutral or a joker.
    pub fn stack_owner(&self, cell: Cell) -> Option<Player> {
        self.stack(cell)
            .top()
            .and_then(Piece::colour)
            .and_then(|c| self.owner(c))
    }

    /// Bitboard of the cells where the stack on `from` may land this turn, for the
    /// side to move with its current claims (empty if it may not move that stack, and
    /// after a sudden-death win, RULES 9.3).
    pub fn landings(&self, from: Cell) -> u64 {
        if self.six_stack_winner.is_some() {
            return 0;
        }
        self.landings_with(from, self.own_claims(), self.opponent_claims())
    }

    /// Like [`Position::landings`], as if the side to move first claimed `colour`.
    pub fn landings_after_claim(&self, from: Cell, colour: Colour) -> u64 {
        if self.six_stack_winner.is_some() {
            return 0;
        }
        self.landings_with(from, self.own_claims().with(colour), self.opponent_claims())
    }

    fn own_claims(&self) -> ColourSet {
        self.claims(self.to_move)
    }

    fn opponent_claims(&self) -> ColourSet {
        self.claims(!self.to_move)
    }

    /// Cells whose stack a player with claims `own` may try to move (RULES 5.3).
    fn movable(&self, opponent: ColourSet) -> u64 {
        let mut blocked = self.bits.top[Piece::Joker.index()];
        for colour in opponent.iter() {
            blocked |= self.bits.top[colour.index()];
        }
        self.bits.occupied & !blocked
    }

    /// The landing cells of the stack on `from` for a mover holding `own`, against an
    /// opponent holding `opponent` (RULES 5.4–5.6 and §6).
    fn landings_with(&self, from: Cell, own: ColourSet, opponent: ColourSet) -> u64 {
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
    fn landings_of(&self, from: Cell, top: Colour, chains: bool) -> u64 {
        let stack = self.stack(from);
        let height = stack.height();
        let fits = self.bits.at_most(self.variant.max_height() - height)
            & !self.bits.holding_any(stack.colours());
        let occupied = self.bits.occupied & !from.bit();
        if chains {
            self.chain_reach(from, top, occupied).0 & fits
        } else {
            from.reach(occupied) & fits & self.bits.at_most(height)
        }
    }

    /// RULES §6: flood the LYNGK points of `colour` reachable from `from`. Returns the
    /// non-LYNGK cells reached (candidate landings) and the LYNGK points used.
    /// A flood equals the rule's paths: every point is reachable by a path that uses
    /// each point once, and the set of first-reached stacks never depends on the path.
    fn chain_reach(&self, from: Cell, colour: Colour, occupied: u64) -> (u64, u64) {
        let points = self.bits.top[colour.index()] & !from.bit();
        let direct = from.reach(occupied);
        let mut reached = direct & !points;
        let mut used = direct & points;
        let mut frontier = used;
        while frontier != 0 {
            let cell = Cell::from_index(frontier.trailing_zeros() as usize).expect("cell");
            frontier &= frontier - 1;
            let reach = cell.reach(occupied);
            reached |= reach & !points;
            let fresh = reach & points & !used;
            used |= fresh;
            frontier |= fresh;
        }
        (reached, used)
    }

    /// Every legal turn for the side to move (RULES §5, §8): each move, each claim +
    /// move, or the forced pass. Empty when the game is over.
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
        let table = self.move_table();
        for claim in table.claim_options() {
            for from in cells_of(table.movable) {
                let landings = table.landings(claim, from);
                turns.extend(cells_of(landings).map(|to| Turn {
                    claim,
                    action: Action::Move { from, to },
                }));
            }
        }
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

    /// The landings of every movable origin, plainly and, for origins topped by a
    /// claimable colour, as if that colour were claimed first: a claim changes only
    /// the stacks of its own colour, so every claim option reuses the plain landings.
    fn move_table(&self) -> MoveTable {
        let own = self.own_claims();
        let opponent = self.opponent_claims();
        let claimable = self.claimable_by(self.to_move);
        let movable = self.movable(opponent);
        let mut table = MoveTable {
            movable,
            claimable,
            plain: [0; CELL_COUNT],
            claimed: [0; CELL_COUNT],
            tops: [0; 5],
            group_sizes: [0; 6],
        };
        // Origins by top colour, so each stack's colour and owner are known up front.
        for colour in opponent.complement().iter() {
            let chains = own.contains(colour);
            for from in cells_of(self.bits.top[colour.index()]) {
                let landings = self.landings_of(from, colour, chains);
                table.plain[from.index()] = landings;
                table.group_sizes[0] += landings.count_ones() as usize;
            }
        }
        for colour in claimable.iter() {
            let tops = self.bits.top[colour.index()];
            table.tops[colour.index()] = tops;
            let mut size = table.group_sizes[0];
            for from in cells_of(tops) {
                let landings = self.landings_of(from, colour, true);
                table.claimed[from.index()] = landings;
                size += landings.count_ones() as usize;
                size -= table.plain[from.index()].count_ones() as usize;
            }
            table.group_sizes[colour.index() + 1] = size;
        }
        table
    }

    /// Whether `player` has any move now, possibly after a claim (RULES 8.1).
    fn player_has_turn(&self, player: Player) -> bool {
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

    /// Claims `colour` for the side to move as the first half of its turn (RULES 5.2);
    /// the same player then moves, without a further claim.
    pub fn claim(&self, colour: Colour) -> Result<Position, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.check_claim(colour)?;
        let mut next = *self;
        next.claims[self.to_move.index()] = self.own_claims().with(colour);
        next.claimed_this_turn = Some(colour);
        if !next.player_has_turn(self.to_move) {
            return Err(PlayError::ClaimLeavesNoMove(colour));
        }
        Ok(next)
    }

    fn check_claim(&self, colour: Colour) -> Result<(), PlayError> {
        if let Some(by) = self.owner(colour) {
            return Err(PlayError::ColourTaken { colour, by });
        }
        if let Some(earlier) = self.claimed_this_turn {
            return Err(PlayError::AlreadyClaimedThisTurn(earlier));
        }
        if self.own_claims().len() >= 2 {
            return Err(PlayError::NoClaimsLeft);
        }
        Ok(())
    }

    /// Plays `turn` for the side to move, or says precisely why it is illegal.
    pub fn play(&self, turn: Turn) -> Result<Position, PlayError> {
        if self.six_stack_winner.is_some() {
            return Err(PlayError::GameOver);
        }
        match turn.action {
            Action::Pass => {
                if turn.claim.is_some() {
                    return Err(PlayError::ClaimWithPass);
                }
                if self.player_has_turn(self.to_move) {
                    return Err(PlayError::PassWithMoves);
                }
                if !self.player_has_turn(!self.to_move) {
                    return Err(PlayError::GameOver);
                }
                Ok(self.play_unchecked(turn))
            }
            Action::Move { from, to } => {
                let mut own = self.own_claims();
                if let Some(colour) = turn.claim {
                    self.check_claim(colour)?;
                    own = own.with(colour);
                }
                self.check_move(own, from, to)?;
                Ok(self.play_unchecked(turn))
            }
        }
    }

    /// Plays a turn known to be legal (from [`Position::legal_turns`]) without checks.
    pub fn play_unchecked(&self, turn: Turn) -> Position {
        let mut next = *self;
        let mover = self.to_move;
        if let Some(colour) = turn.claim {
            next.claims[mover.index()] = next.claims[mover.index()].with(colour);
        }
        if let Action::Move { from, to } = turn.action {
            next.move_stack(mover, from, to);
        }
        next.to_move = !mover;
        next.claimed_this_turn = None;
        next
    }

    /// Moves the stack and applies RULES §7 (removal, points) or 9.3 (sudden death).
    fn move_stack(&mut self, mover: Player, from: Cell, to: Cell) {
        let moving = self.stack(from);
        let result = moving.on_top_of(self.stack(to));
        self.set(from, Stack::EMPTY);
        let owned = moving
            .top()
            .and_then(Piece::colour)
            .is_some_and(|c| self.claims(mover).contains(c));
        let complete = result.height() == self.variant.max_height();
        match (self.variant, complete && owned) {
            (Variant::Standard, true) => {
                self.set(to, Stack::EMPTY);
                self.points[mover.index()] += 1;
            }
            (Variant::Six, true) => {
                self.set(to, result);
                self.six_stack_winner = Some(mover);
            }
            (_, false) => self.set(to, result),
        }
    }

    fn set(&mut self, cell: Cell, stack: Stack) {
        self.bits.remove(cell, self.stacks[cell.index()]);
        self.stacks[cell.index()] = stack;
        self.bits.add(cell, stack);
    }

    /// Checks one move for a mover holding `own`, naming the first rule it breaks.
    fn check_move(&self, own: ColourSet, from: Cell, to: Cell) -> Result<(), PlayError> {
        let moving = self.stack(from);
        let top = match moving.top() {
            None => return Err(PlayError::NoStack(from)),
            Some(Piece::Joker) => return Err(PlayError::JokerCannotMove(from)),
            Some(Piece::Colour(top)) => top,
        };
        if self.opponent_claims().contains(top) {
            return Err(PlayError::OpponentsStack {
                cell: from,
                colour: top,
            });
        }
        if from == to {
            return Err(PlayError::SameCell(from));
        }
        let target = self.stack(to);
        if target.is_empty() {
            return Err(PlayError::EmptyLanding(to));
        }
        let occupied = self.bits.occupied & !from.bit();
        let chains = own.contains(top);
        let reachable = if chains {
            let (reached, points) = self.chain_reach(from, top, occupied);
            reached | points
        } else {
            from.reach(occupied)
        };
        if reachable & to.bit() == 0 {
            return Err(self.unreachable(from, to, occupied, chains));
        }
        if target.top() == Some(Piece::Colour(top)) && chains {
            return Err(PlayError::LyngkPoint {
                cell: to,
                colour: top,
            });
        }
        if let Some(colour) = moving
            .colours()
            .iter()
            .find(|&c| target.colours().contains(c))
        {
            return Err(PlayError::RepeatedColour { cell: to, colour });
        }
        let height = moving.height() + target.height();
        if height > self.variant.max_height() {
            return Err(PlayError::TooHigh {
                height,
                max: self.variant.max_height(),
            });
        }
        if !chains && target.height() > moving.height() {
            return Err(PlayError::NeutralTooLow {
                cell: to,
                moving: moving.height(),
                target: target.height(),
            });
        }
        Ok(())
    }

    fn unreachable(&self, from: Cell, to: Cell, occupied: u64, chains: bool) -> PlayError {
        let blocker = from
            .direction_to(to)
            .and_then(|d| from.first_occupied(d, occupied))
            .filter(|&b| b != to);
        match (blocker, chains) {
            (Some(blocker), false) => PlayError::Blocked { from, to, blocker },
            (_, true) => PlayError::NoChainReaches { from, to },
            (None, false) => PlayError::NotReachable { from, to },
        }
    }

    /// The cells a move passes through as it chains over LYNGK points (RULES §6), from
    /// the origin to the landing, with the fewest LYNGK points; just `[from, to]` for a
    /// plain move. `None` if the stack cannot reach `to` this turn.
    pub fn path(&self, from: Cell, to: Cell) -> Option<Vec<Cell>> {
        if self.landings(from) & to.bit() == 0 {
            return None;
        }
        let Some(Piece::Colour(top)) = self.stack(from).top() else {
            return None;
        };
        let occupied = self.bits.occupied & !from.bit();
        if !self.own_claims().contains(top) {
            return Some(vec![from, to]);
        }
        let points = self.bits.top[top.index()] & !from.bit();
        // Breadth-first over LYNGK points, remembering where each was reached from.
        let mut came_from = [None::<Cell>; CELL_COUNT];
        let mut queue = std::collections::VecDeque::from([from]);
        let mut seen = from.bit();
        while let Some(cell) = queue.pop_front() {
            let reach = cell.reach(occupied);
            if reach & to.bit() != 0 {
                let mut path = vec![to, cell];
                let mut back = cell;
                while let Some(prev) = came_from[back.index()] {
                    path.push(prev);
                    back = prev;
                }
                path.reverse();
                return Some(path);
            }
            for next in cells_of(reach & points & !seen) {
                seen |= next.bit();
                came_from[next.index()] = Some(cell);
                queue.push_back(next);
            }
        }
        None
    }
}

/// See [`Position::move_table`].
struct MoveTable {
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

    fn group_size(&self, claim: Option<Colour>) -> usize {
        self.group_sizes[claim.map_or(0, |c| c.index() + 1)]
    }

    fn count(&self) -> usize {
        self.claim_options()
            .map(|claim| self.group_size(claim))
            .sum()
    }

    /// The turn at `index` in the order of [`Position::legal_turns`].
    fn nth(&self, mut index: usize) -> Turn {
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

fn validate_stacks(stacks: &[Stack; CELL_COUNT], variant: Variant) -> Result<(), PositionError> {
    let mut counts = [0usize; 6];
    for cell in Cell::ALL {
        let stack = stacks[cell.index()];
        let max = variant.max_height();
        if stack.height() > max {
            return Err(PositionError::StackTooHigh {
                cell,
                height: stack.height(),
                max,
                variant,
            });
        }
        let mut seen = ColourSet::EMPTY;
        for piece in stack.pieces() {
            counts[piece.index()] += 1;
            if let Piece::Colour(colour) = piece {
                if seen.contains(colour) {
                    return Err(PositionError::RepeatedColour { cell, colour });
                }
                seen = seen.with(colour);
            }
        }
        if stack.height() > 1 && stack.top() == Some(Piece::Joker) {
            return Err(PositionError::JokerOnTop(cell));
        }
    }
    for colour in Colour::ALL {
        let count = counts[colour.index()];
        if count > 8 {
            return Err(PositionError::TooManyOfColour { colour, count });
        }
    }
    match counts[Piece::Joker.index()] {
        jokers if jokers > 3 => Err(PositionError::TooManyJokers(jokers)),
        _ => Ok(()),
    }
}

fn validate_claims(claims: [ColourSet; 2]) -> Result<(), PositionError> {
    for player in Player::BOTH {
        if claims[player.index()].len() > 2 {
            return Err(PositionError::TooManyClaims(player.number()));
        }
    }
    match claims[0].iter().find(|&c| claims[1].contains(c)) {
        Some(colour) => Err(PositionError::ColourClaimedTwice(colour)),
        None => Ok(()),
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
