//! Rating legal turns for autocomplete and move lists. In a game against the AI the
//! turns that score or use a LYNGK chain come first, then taller results; in a game
//! between people the same turns come in a fixed order by notation, because a list
//! ranked by effect would be a hint (issue 14: no help during a live game against
//! people). What a turn does is said in both: that follows from the rules alone.

use super::api::Choice;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::{Cell, Colour, Piece, Position, Turn, Variant};
use std::collections::BTreeMap;

/// Discord shows at most 25 choices.
pub(crate) const MAX_CHOICES: usize = lyngk_discord_limits::CHOICES;

/// One legal move with what it achieves.
#[derive(Clone, Debug)]
pub(crate) struct Rated {
    pub from: Cell,
    pub to: Cell,
    pub claim: Option<Colour>,
    pub height: usize,
    /// It completes a stack of the mover's colour: a point (standard) or the win (six).
    pub completes: bool,
    /// The LYNGK points passed, when the move chains.
    pub chain: Vec<Cell>,
    pub score: i32,
    pub variant: Variant,
}

impl Rated {
    fn of(position: &Position, turn: Turn) -> Option<Rated> {
        let (from, to) = turn.cells()?;
        let effect = position.effect(turn).ok()?;
        let height = effect.stack.height();
        let completes = effect.completion.is_some();
        let chain = effect.lyngk_points().to_vec();
        let score =
            i32::from(completes) * 1000 + i32::from(!chain.is_empty()) * 100 + height as i32 * 10
                - i32::from(turn.claim.is_some()) * 150;
        Some(Rated {
            from,
            to,
            claim: turn.claim,
            height,
            completes,
            chain,
            score,
            variant: position.variant(),
        })
    }

    /// What the move does, in a few words, claim included.
    fn effect(&self, locale: Locale) -> String {
        let mut parts = self.effect_parts();
        if let Some(colour) = self.claim {
            parts.push(Msg::new("suggest-needs-claim").colour("colour", colour));
        }
        in_words(&parts, locale)
    }

    /// What the move does, without the claim it needs: one message per fact.
    pub fn effect_parts(&self) -> Vec<Msg> {
        let mut parts = vec![match (self.completes, self.variant) {
            (true, Variant::Standard) => Msg::new("suggest-completes-five"),
            (true, Variant::Six) => Msg::new("suggest-completes-six"),
            (false, _) => Msg::new("suggest-makes").number("height", self.height),
        }];
        if !self.chain.is_empty() {
            let via: Vec<String> = self.chain.iter().map(Cell::to_string).collect();
            parts.push(Msg::new("suggest-lyngk-via").text("cells", via.join(", ")));
        }
        parts
    }
}

/// Facts joined with " · ", as plain text (choice names show no markup).
fn in_words(parts: &[Msg], locale: Locale) -> String {
    Msg::new("suggest-facts")
        .facts("facts", parts.to_vec())
        .format(locale, Style::Plain)
}

/// How legal turns are listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// Most immediate effect first: a point, a chain, height (games against the AI).
    ByEffect,
    /// By origin, then landing, a turn without a claim before those with one (games
    /// between people: the order says nothing about which turn is better).
    ByNotation,
}

/// Every legal move of the side to move, rated, in `order`.
pub(crate) fn rated_turns(position: &Position, order: Order) -> Vec<Rated> {
    let mut rated: Vec<Rated> = position
        .legal_turns()
        .into_iter()
        .filter_map(|turn| Rated::of(position, turn))
        .collect();
    // Stable sorts: claims keep the rules' order among themselves.
    match order {
        Order::ByEffect => rated.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then(a.from.cmp(&b.from))
                .then(a.to.cmp(&b.to))
        }),
        Order::ByNotation => rated.sort_by_key(|r| (r.from, r.to, r.claim.is_some())),
    }
    rated
}

fn matches(partial: &str, candidates: &[&str]) -> bool {
    let partial = partial.trim();
    candidates.iter().any(|c| {
        c.len() >= partial.len()
            && c.is_char_boundary(partial.len())
            && c[..partial.len()].eq_ignore_ascii_case(partial)
    })
}

/// Origins of the side to move, best move first (by notation between people, where
/// the choice does not name the best move either).
pub(crate) fn origins(
    position: &Position,
    partial: &str,
    locale: Locale,
    order: Order,
) -> Vec<Choice> {
    let mut best: BTreeMap<Cell, (i32, usize)> = BTreeMap::new();
    let rated = rated_turns(position, order);
    for r in &rated {
        let entry = best.entry(r.from).or_insert((r.score, 0));
        entry.1 += 1;
    }
    let mut origins: Vec<(Cell, i32, usize)> = best
        .into_iter()
        .map(|(cell, (score, n))| (cell, score, n))
        .collect();
    if order == Order::ByEffect {
        origins.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    }
    origins
        .into_iter()
        .filter(|(cell, _, _)| matches(partial, &[&cell.to_string()]))
        .take(MAX_CHOICES)
        .map(|(cell, _, count)| {
            let top = rated.iter().find(|r| r.from == cell).expect("rated origin");
            let name = match order {
                Order::ByEffect => Msg::new("suggest-origin").text("best", top.effect(locale)),
                Order::ByNotation => Msg::new("suggest-origin-plain"),
            };
            let name = name
                .cell("cell", cell)
                .msg("stack", stack_words(position, cell))
                .number("count", count);
            Choice {
                name: name.format(locale, Style::Plain),
                value: cell.to_string(),
            }
        })
        .collect()
}

/// "red 2-stack".
fn stack_words(position: &Position, cell: Cell) -> Msg {
    let stack = position.stack(cell);
    let words = match stack.top().and_then(Piece::colour) {
        Some(colour) => Msg::new("suggest-stack").colour("colour", colour),
        None => Msg::new("suggest-joker-stack"),
    };
    words.number("height", stack.height())
}

/// Landings for the stack on `from`, in `order`; a landing needing a claim says so.
pub(crate) fn landings(
    position: &Position,
    from: &str,
    partial: &str,
    locale: Locale,
    order: Order,
) -> Vec<Choice> {
    let Ok(from) = from.parse::<Cell>() else {
        return Vec::new();
    };
    let mut seen = Vec::new();
    rated_turns(position, order)
        .into_iter()
        .filter(|r| r.from == from && matches(partial, &[&r.to.to_string()]))
        .filter(|r| {
            // One way to reach each landing: the best one, or the one without a claim.
            let fresh = !seen.contains(&r.to);
            seen.push(r.to);
            fresh
        })
        .take(MAX_CHOICES)
        .map(|r| Choice {
            name: Msg::new("suggest-landing")
                .cell("cell", r.to)
                .text("effect", r.effect(locale))
                .format(locale, Style::Plain),
            value: r.to.to_string(),
        })
        .collect()
}

/// Colours the side to move may claim now (a move must follow), most useful first
/// (in the rules' colour order between people).
pub(crate) fn claims(
    position: &Position,
    partial: &str,
    locale: Locale,
    order: Order,
) -> Vec<Choice> {
    let mover = position.to_move();
    let mut colours: Vec<(Colour, i32, usize)> = position
        .claimable_by(mover)
        .iter()
        .filter(|&colour| position.claim(colour).is_ok())
        .filter(|&colour| {
            let word = Msg::new("suggest-colour")
                .colour("colour", colour)
                .format(locale, Style::Plain);
            matches(
                partial,
                &[colour.name(), &colour.letter().to_string(), &word],
            )
        })
        .map(|colour| {
            let claimed = position.claim(colour).expect("checked above");
            let best = match order {
                Order::ByEffect => rated_turns(&claimed, order).first().map_or(0, |r| r.score),
                Order::ByNotation => 0,
            };
            let tops = Cell::ALL
                .iter()
                .filter(|&&c| position.stack(c).top() == Some(Piece::Colour(colour)))
                .count();
            (colour, best, tops)
        })
        .collect();
    if order == Order::ByEffect {
        colours.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)));
    }
    colours
        .into_iter()
        .map(|(colour, _, tops)| Choice {
            name: Msg::new("suggest-claim")
                .colour("colour", colour)
                .number("count", tops)
                .format(locale, Style::Plain),
            value: colour.name().to_string(),
        })
        .collect()
}
