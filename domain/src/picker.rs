//! The guided move picker: a turn chosen in a few steps instead of typed, for a
//! phone. Pure: a position and the choices made so far in, the next step out.
//!
//! The steps, in order (RULES §5, §6, §10):
//! 1. **Column**: only when more than [`MAX_OPTIONS`] stacks can move (an opening has
//!    about 40); each column with a movable stack, with how many it holds (a column
//!    holds at most 7 cells, so the next step fits too).
//! 2. **Stack**: the movable stacks (of the chosen column), by coordinates, with their
//!    height and top colour; only stacks with a legal move, a claim included.
//! 3. **Landing**: the legal landings of the chosen stack, each with the cells it
//!    passes (a LYNGK move shows its chain) and what it makes.
//! 4. **Claim**: when the move can be played with a claim (RULES 5.2): no claim, or
//!    each colour the move can be played claiming.
//! 5. **Confirm**: the whole turn and what it does, before it is played.
//!
//! A step with one option is chosen for the player (the confirm shows the result, so
//! nothing is played unseen). Every legal turn of a position is reached by exactly one
//! path of choices, and every option leads to a legal turn (tested below on random
//! positions). A position whose only turn is the forced pass (RULES 8.1) goes straight
//! to the confirm of the pass.

use lyngk_i18n::Msg;
use lyngk_rules::{Cell, Colour, Piece, Position, Turn, TurnEffect, Variant};
use std::collections::BTreeSet;

/// Discord's select menus hold at most 25 options: no step offers more.
pub const MAX_OPTIONS: usize = 25;

/// A column of the board, A to I: the narrowing step's unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Column(u8);

impl Column {
    /// The column holding `cell`.
    pub fn of(cell: Cell) -> Column {
        Column(cell.column() as u8)
    }

    /// The column of a letter `A` … `I`, either case.
    pub fn from_letter(letter: char) -> Option<Column> {
        let index = (letter.to_ascii_uppercase() as u32).checked_sub('A' as u32)?;
        (index < 9).then_some(Column(index as u8))
    }

    /// `'A'` … `'I'`.
    pub fn letter(self) -> char {
        (b'A' + self.0) as char
    }
}

/// The claim part of a turn, as the claim step offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClaimPick {
    /// Move without claiming.
    Without,
    /// Claim this colour, then move (RULES 5.2).
    Colour(Colour),
}

impl ClaimPick {
    fn of(turn: Turn) -> ClaimPick {
        turn.claim.map_or(ClaimPick::Without, ClaimPick::Colour)
    }
}

/// The choices made so far, in step order. [`step`] and [`choose`] check them against
/// the position, so picks kept from an older position are refused, never played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Picks {
    pub column: Option<Column>,
    pub from: Option<Cell>,
    pub to: Option<Cell>,
    pub claim: Option<ClaimPick>,
}

/// One answer to a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickChoice {
    Column(Column),
    Stack(Cell),
    Landing(Cell),
    Claim(ClaimPick),
}

impl PickChoice {
    /// Whether this choice is on the way to `turn`: its column, its stack, its landing
    /// or its claim.
    pub fn leads_to(self, turn: Turn) -> bool {
        let cells = turn.cells();
        match self {
            PickChoice::Column(column) => cells.is_some_and(|(from, _)| column == Column::of(from)),
            PickChoice::Stack(cell) => cells.is_some_and(|(from, _)| cell == from),
            PickChoice::Landing(cell) => cells.is_some_and(|(_, to)| cell == to),
            PickChoice::Claim(claim) => claim == ClaimPick::of(turn),
        }
    }
}

/// Which step is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    Column,
    Stack,
    Landing,
    Claim,
    Confirm,
}

/// A column with movable stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColumnOption {
    pub column: Column,
    /// How many of its stacks can move.
    pub stacks: usize,
}

/// A stack that can move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackOption {
    pub cell: Cell,
    pub height: usize,
    /// The top piece's colour (a movable stack is never topped by a joker: RULES 5.3).
    pub top: Colour,
    /// How many landings it has, over every claim.
    pub landings: usize,
}

/// A landing of the chosen stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandingOption {
    pub to: Cell,
    /// The cells the move passes, origin first and landing last: more than two for a
    /// LYNGK move (the chain's points between).
    pub path: Vec<Cell>,
    /// The height of the stack it makes.
    pub height: usize,
    /// It completes a stack (a point in the standard game, the win in the six).
    pub completes: bool,
    /// It is legal only with a claim (the claim step then offers no "no claim").
    pub needs_claim: bool,
    pub variant: Variant,
}

impl LandingOption {
    /// Whether the move chains over LYNGK points (RULES §6).
    pub fn is_chain(&self) -> bool {
        self.path.len() > 2
    }
}

/// The turn about to be played, and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confirmation {
    pub turn: Turn,
    /// What the rules say it does; `effect.position_after_passes()` is the position
    /// the opponent will face (a front draws it).
    pub effect: TurnEffect,
}

/// The step due, with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Column(Vec<ColumnOption>),
    Stack(Vec<StackOption>),
    Landing {
        from: Cell,
        options: Vec<LandingOption>,
    },
    Claim {
        from: Cell,
        to: Cell,
        options: Vec<ClaimPick>,
    },
    Confirm(Box<Confirmation>),
}

/// An option as a front shows it: what it answers and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct Labelled {
    pub choice: PickChoice,
    pub label: Msg,
}

/// Why choices cannot go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickError {
    /// The position has no turn to choose: the game is over.
    NoTurn,
    /// The choice answers another step than the one due.
    WrongStep { due: StepKind },
    /// The choice is not among the due step's options in this position.
    NotOffered,
    /// The picks made so far do not fit this position (made on an older one).
    PicksDoNotFit,
}

impl Step {
    pub fn kind(&self) -> StepKind {
        match self {
            Step::Column(_) => StepKind::Column,
            Step::Stack(_) => StepKind::Stack,
            Step::Landing { .. } => StepKind::Landing,
            Step::Claim { .. } => StepKind::Claim,
            Step::Confirm(_) => StepKind::Confirm,
        }
    }

    /// What the step asks, as a heading.
    pub fn prompt(&self) -> Msg {
        match self {
            Step::Column(_) => Msg::new("picker-prompt-column"),
            Step::Stack(_) => Msg::new("picker-prompt-stack"),
            Step::Landing { from, .. } => Msg::new("picker-prompt-landing").cell("cell", *from),
            Step::Claim { from, to, .. } => Msg::new("picker-prompt-claim")
                .cell("from", *from)
                .cell("to", *to),
            Step::Confirm(confirmation) => confirm_msg(confirmation),
        }
    }

    /// The options with their labels, in the order shown; none for the confirm.
    pub fn options(&self) -> Vec<Labelled> {
        match self {
            Step::Column(columns) => columns
                .iter()
                .map(|option| Labelled {
                    choice: PickChoice::Column(option.column),
                    label: Msg::new("picker-column")
                        .text("column", option.column.letter().to_string())
                        .number("count", option.stacks),
                })
                .collect(),
            Step::Stack(stacks) => stacks
                .iter()
                .map(|option| Labelled {
                    choice: PickChoice::Stack(option.cell),
                    label: stack_label(option),
                })
                .collect(),
            Step::Landing { options, .. } => options
                .iter()
                .map(|option| Labelled {
                    choice: PickChoice::Landing(option.to),
                    label: landing_label(option),
                })
                .collect(),
            Step::Claim { options, .. } => options
                .iter()
                .map(|&claim| Labelled {
                    choice: PickChoice::Claim(claim),
                    label: claim_label(claim),
                })
                .collect(),
            Step::Confirm(_) => Vec::new(),
        }
    }
}

fn stack_label(option: &StackOption) -> Msg {
    Msg::new("picker-stack")
        .cell("cell", option.cell)
        .colour("colour", option.top)
        .text("letter", option.top.letter().to_string())
        .number("height", option.height)
        .number("landings", option.landings)
}

fn landing_label(option: &LandingOption) -> Msg {
    let path: Vec<String> = option.path.iter().map(Cell::to_string).collect();
    let mut facts = vec![match (option.completes, option.variant) {
        (true, Variant::Standard) => Msg::new("suggest-completes-five"),
        (true, Variant::Six) => Msg::new("suggest-completes-six"),
        (false, _) => Msg::new("suggest-makes").number("height", option.height),
    }];
    if option.is_chain() {
        facts.push(Msg::new("picker-lyngk-move"));
    }
    if option.needs_claim {
        facts.push(Msg::new("picker-needs-claim"));
    }
    Msg::new("picker-landing")
        .text("path", path.join(" → "))
        .facts("facts", facts)
}

fn claim_label(claim: ClaimPick) -> Msg {
    match claim {
        ClaimPick::Without => Msg::new("picker-claim-none"),
        ClaimPick::Colour(colour) => Msg::new("picker-claim")
            .colour("colour", colour)
            .text("letter", colour.letter().to_string()),
    }
}

/// The confirm's text: the turn in RULES §10 notation and what it does.
fn confirm_msg(confirmation: &Confirmation) -> Msg {
    let effect = &confirmation.effect;
    if confirmation.turn.is_pass() {
        return Msg::new("picker-confirm-pass");
    }
    let mut facts = vec![
        match (effect.completion.is_some(), effect.after.variant()) {
            (true, Variant::Standard) => Msg::new("suggest-completes-five"),
            (true, Variant::Six) => Msg::new("suggest-completes-six"),
            (false, _) => Msg::new("suggest-makes").number("height", effect.stack.height()),
        },
    ];
    if let Some(colour) = confirmation.turn.claim {
        facts.push(Msg::new("picker-claiming").colour("colour", colour));
    }
    let path: Vec<String> = effect.path.iter().map(Cell::to_string).collect();
    Msg::new("picker-confirm")
        .text("turn", confirmation.turn.to_string())
        .text("path", path.join(" → "))
        .facts("facts", facts)
}

/// The legal moves that fit `picks`, with the checks that the picks are made in
/// order and each fits the position.
fn fitting(moves: &[Turn], picks: Picks) -> Result<Vec<Turn>, PickError> {
    let narrowed = origins(moves).len() > MAX_OPTIONS;
    let in_order = (picks.column.is_none() || narrowed)
        && (picks.from.is_none() || picks.column.is_some() || !narrowed)
        && (picks.to.is_none() || picks.from.is_some())
        && (picks.claim.is_none() || picks.to.is_some());
    if !in_order {
        return Err(PickError::PicksDoNotFit);
    }
    let fits: Vec<Turn> = moves
        .iter()
        .copied()
        .filter(|turn| {
            let (from, to) = turn.cells().expect("moves only");
            picks.column.is_none_or(|column| Column::of(from) == column)
                && picks.from.is_none_or(|cell| cell == from)
                && picks.to.is_none_or(|cell| cell == to)
                && picks
                    .claim
                    .is_none_or(|claim| claim == ClaimPick::of(*turn))
        })
        .collect();
    match fits.is_empty() {
        true => Err(PickError::PicksDoNotFit),
        false => Ok(fits),
    }
}

fn origins(moves: &[Turn]) -> BTreeSet<Cell> {
    moves
        .iter()
        .filter_map(|turn| Some(turn.cells()?.0))
        .collect()
}

/// The step due after `picks` in `position`.
pub fn step(position: &Position, picks: Picks) -> Result<Step, PickError> {
    let turns = position.legal_turns();
    if turns == [Turn::PASS] && picks == Picks::default() {
        return confirm(position, Turn::PASS);
    }
    let moves: Vec<Turn> = turns.into_iter().filter(|turn| !turn.is_pass()).collect();
    if moves.is_empty() {
        return Err(match picks == Picks::default() {
            true => PickError::NoTurn,
            false => PickError::PicksDoNotFit,
        });
    }
    let fits = fitting(&moves, picks)?;
    let Some(from) = picks.from else {
        if picks.column.is_none() && origins(&moves).len() > MAX_OPTIONS {
            return Ok(Step::Column(columns(&fits)));
        }
        return Ok(Step::Stack(stacks(position, &fits)));
    };
    let Some(to) = picks.to else {
        return Ok(Step::Landing {
            from,
            options: landings(position, &fits),
        });
    };
    let Some(claim) = picks.claim else {
        let options: BTreeSet<ClaimPick> = fits.iter().map(|&turn| ClaimPick::of(turn)).collect();
        return Ok(Step::Claim {
            from,
            to,
            options: options.into_iter().collect(),
        });
    };
    let turn = Turn {
        claim: match claim {
            ClaimPick::Without => None,
            ClaimPick::Colour(colour) => Some(colour),
        },
        action: lyngk_rules::Action::Move { from, to },
    };
    confirm(position, turn)
}

fn confirm(position: &Position, turn: Turn) -> Result<Step, PickError> {
    let effect = position
        .effect(turn)
        .map_err(|_| PickError::PicksDoNotFit)?;
    Ok(Step::Confirm(Box::new(Confirmation { turn, effect })))
}

fn columns(moves: &[Turn]) -> Vec<ColumnOption> {
    let mut counts = [0usize; 9];
    for cell in origins(moves) {
        counts[Column::of(cell).0 as usize] += 1;
    }
    (0..9u8)
        .filter(|&c| counts[c as usize] > 0)
        .map(|c| ColumnOption {
            column: Column(c),
            stacks: counts[c as usize],
        })
        .collect()
}

fn stacks(position: &Position, moves: &[Turn]) -> Vec<StackOption> {
    origins(moves)
        .into_iter()
        .filter_map(|cell| {
            let stack = position.stack(cell);
            let Some(Piece::Colour(top)) = stack.top() else {
                return None;
            };
            let landings: BTreeSet<Cell> = moves
                .iter()
                .filter_map(|turn| turn.cells())
                .filter(|&(from, _)| from == cell)
                .map(|(_, to)| to)
                .collect();
            Some(StackOption {
                cell,
                height: stack.height(),
                top,
                landings: landings.len(),
            })
        })
        .collect()
}

fn landings(position: &Position, moves: &[Turn]) -> Vec<LandingOption> {
    let targets: BTreeSet<Cell> = moves
        .iter()
        .filter_map(|turn| Some(turn.cells()?.1))
        .collect();
    targets
        .into_iter()
        .filter_map(|to| {
            let with_to: Vec<Turn> = moves
                .iter()
                .copied()
                .filter(|turn| turn.cells().is_some_and(|(_, t)| t == to))
                .collect();
            let plain = with_to.iter().copied().find(|turn| turn.claim.is_none());
            // The shortest way there: without a claim when it is legal so, else with
            // the first claim that makes it legal.
            let shown = plain.or_else(|| with_to.first().copied())?;
            let effect = position.effect(shown).ok()?;
            Some(LandingOption {
                to,
                path: effect.path.clone(),
                height: effect.stack.height(),
                completes: effect.completion.is_some(),
                needs_claim: plain.is_none(),
                variant: position.variant(),
            })
        })
        .collect()
}

/// Answers the due step with `choice`, then makes every following step that has only
/// one option: the picks to keep.
pub fn choose(position: &Position, picks: Picks, choice: PickChoice) -> Result<Picks, PickError> {
    let due = step(position, picks)?;
    let offered = due.options().iter().any(|option| option.choice == choice);
    let kind_fits = matches!(
        (due.kind(), choice),
        (StepKind::Column, PickChoice::Column(_))
            | (StepKind::Stack, PickChoice::Stack(_))
            | (StepKind::Landing, PickChoice::Landing(_))
            | (StepKind::Claim, PickChoice::Claim(_))
    );
    if !kind_fits {
        return Err(PickError::WrongStep { due: due.kind() });
    }
    if !offered {
        return Err(PickError::NotOffered);
    }
    let mut picks = picks;
    match choice {
        PickChoice::Column(column) => picks.column = Some(column),
        PickChoice::Stack(cell) => picks.from = Some(cell),
        PickChoice::Landing(cell) => picks.to = Some(cell),
        PickChoice::Claim(claim) => picks.claim = Some(claim),
    }
    settle(position, picks)
}

/// The picks of a new picker: the steps with one option already made.
pub fn start(position: &Position) -> Result<Picks, PickError> {
    settle(position, Picks::default())
}

fn settle(position: &Position, mut picks: Picks) -> Result<Picks, PickError> {
    loop {
        let due = step(position, picks)?;
        let options = due.options();
        let [only] = options.as_slice() else {
            return Ok(picks);
        };
        match only.choice {
            PickChoice::Column(column) => picks.column = Some(column),
            PickChoice::Stack(cell) => picks.from = Some(cell),
            PickChoice::Landing(cell) => picks.to = Some(cell),
            PickChoice::Claim(claim) => picks.claim = Some(claim),
        }
    }
}

/// How many choices a player makes to reach `turn` (the confirm press included), or
/// `None` if the picker never offers it: the "taps per turn" of a turn.
pub fn taps_to(position: &Position, turn: Turn) -> Option<usize> {
    let mut picks = start(position).ok()?;
    let mut taps = 0;
    loop {
        let due = step(position, picks).ok()?;
        if let Step::Confirm(confirmation) = &due {
            return (confirmation.turn == turn).then_some(taps + 1);
        }
        // A pass is never picked.
        turn.cells()?;
        let wanted = due
            .options()
            .into_iter()
            .find(|option| option.choice.leads_to(turn))?;
        picks = choose(position, picks, wanted.choice).ok()?;
        taps += 1;
    }
}

/// The presses ([`taps_to`]) of each turn of `game` a player chose (forced passes
/// are the service's), in order; `None` if one of them is not offered.
pub fn taps_per_turn(game: &lyngk_rules::Game) -> Option<Vec<usize>> {
    let mut taps = Vec::new();
    for (ply, &turn) in game.turns().iter().enumerate() {
        let position = game.position_before(ply)?;
        if turn.is_pass() && position.legal_turns() == [Turn::PASS] {
            continue;
        }
        taps.push(taps_to(&position, turn)?);
    }
    Some(taps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_rules::{Game, Setup};
    use proptest::prelude::*;

    /// Every turn the picker can lead to from `picks`, one per path of choices,
    /// checking every menu's size on the way.
    fn reachable(position: &Position, picks: Picks, found: &mut Vec<Turn>) {
        let due = step(position, picks).expect("a step after offered choices");
        let options = due.options();
        assert!(
            options.len() <= MAX_OPTIONS,
            "{:?}: {} options",
            due.kind(),
            options.len()
        );
        if let Step::Confirm(confirmation) = due {
            found.push(confirmation.turn);
            return;
        }
        assert!(
            options.len() >= 2,
            "a step of one option is made for the player"
        );
        for option in options {
            let next = choose(position, picks, option.choice).expect("an offered choice");
            reachable(position, next, found);
        }
    }

    /// A position `plies` random turns into a random game (or its end); the turns are
    /// drawn from `seed` by a linear congruential generator.
    fn played_out(seed: u64, variant: Variant, plies: usize) -> Position {
        let mut state = seed;
        let mut game = Game::new(seed, variant);
        for _ in 0..plies {
            let turns = game.position().legal_turns();
            if turns.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let turn = turns[(state >> 33) as usize % turns.len()];
            game.play(turn).unwrap();
        }
        *game.position()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn every_legal_turn_is_reached_once_and_nothing_else(
            seed in any::<u64>(),
            six in any::<bool>(),
            plies in 0usize..60,
        ) {
            let variant = if six { Variant::Six } else { Variant::Standard };
            let position = played_out(seed, variant, plies);
            let legal = position.legal_turns();
            let Ok(picks) = start(&position) else {
                prop_assert!(legal.is_empty());
                return Ok(());
            };
            let mut found = Vec::new();
            reachable(&position, picks, &mut found);
            let mut sorted = found.clone();
            sorted.sort_by_key(|turn| format!("{turn}"));
            sorted.dedup();
            prop_assert_eq!(sorted.len(), found.len(), "a turn reached twice");
            let legal_set: BTreeSet<String> = legal.iter().map(|t| t.to_string()).collect();
            let found_set: BTreeSet<String> = found.iter().map(|t| t.to_string()).collect();
            prop_assert_eq!(found_set, legal_set);
            // Every turn is reached above; `taps_to` walks one path per turn, so an
            // eighth of them (a different eighth in every position) keeps this short.
            for turn in legal.iter().skip(plies % 8).step_by(8) {
                prop_assert!(taps_to(&position, *turn).is_some());
            }
        }
    }

    #[test]
    fn a_choice_leads_to_a_turn_by_its_column_stack_landing_and_claim() {
        let position = played_out(7, Variant::Standard, 0);
        let turn = position.legal_turns()[0];
        let (from, to) = turn.cells().expect("an opening moves");
        assert!(PickChoice::Column(Column::of(from)).leads_to(turn));
        assert!(PickChoice::Stack(from).leads_to(turn));
        assert!(!PickChoice::Stack(to).leads_to(turn));
        assert!(PickChoice::Landing(to).leads_to(turn));
        assert!(!PickChoice::Landing(from).leads_to(turn));
        assert!(PickChoice::Claim(ClaimPick::of(turn)).leads_to(turn));
        let other = match turn.claim {
            Some(_) => ClaimPick::Without,
            None => ClaimPick::Colour(Colour::Ivory),
        };
        assert!(!PickChoice::Claim(other).leads_to(turn));
        assert!(!PickChoice::Stack(from).leads_to(Turn::PASS));
    }

    #[test]
    fn an_opening_is_narrowed_by_column_first() {
        let position = Setup::from_seed(3, Variant::Standard).position;
        let picks = start(&position).unwrap();
        let Step::Column(columns) = step(&position, picks).unwrap() else {
            panic!("40 movable stacks need a column first");
        };
        assert_eq!(columns.iter().map(|c| c.stacks).sum::<usize>(), 40);
        let column = columns[2].column;
        let picks = choose(&position, picks, PickChoice::Column(column)).unwrap();
        let Step::Stack(stacks) = step(&position, picks).unwrap() else {
            panic!("then the stacks of that column");
        };
        assert!(stacks.iter().all(|s| Column::of(s.cell) == column));
    }

    #[test]
    fn a_choice_not_offered_or_for_another_step_is_refused() {
        let position = Setup::from_seed(3, Variant::Standard).position;
        let picks = start(&position).unwrap();
        let cell = position.movable_origins().iter().next().unwrap();
        assert_eq!(
            choose(&position, picks, PickChoice::Stack(cell)),
            Err(PickError::WrongStep {
                due: StepKind::Column
            })
        );
        let picks = Picks {
            from: Some(cell),
            ..Picks::default()
        };
        assert_eq!(step(&position, picks), Err(PickError::PicksDoNotFit));
    }
}
