//! The move picker's state as a short text a front can carry between presses (on
//! Discord, a component's `custom_id`, at most 100 characters), so the service keeps
//! nothing between steps: the game, its turn count when the picker opened (to see that
//! the position changed), when it opened (pickers expire) and the choices so far.
//!
//! Forms (all ASCII, at most 71 characters):
//! - a state: `lp:<action>:<game>:<ply>:<issued>:<picks>`, `<action>` `s` (a step's
//!   select) or `c` (the confirm button); `<picks>` six characters: the column letter,
//!   the origin, the landing, the claim (`0` none, or a colour letter), `-` for each
//!   one not made (`------` before any choice, `-C3D4R`, `CC3D40`: see [`Picks`]);
//! - a choice (a select option's value): `c:C` (column), `s:C3` (stack), `l:D4`
//!   (landing), `k:R` or `k:0` (claim).
//!
//! Decoding checks the form only; the service checks it against the game. Any text
//! decodes to a value or a [`PickerIdError`], never a panic.

use super::picker::{ClaimPick, Column, PickChoice, Picks};
use lyngk_rules::{Cell, Colour};
use std::fmt;

/// Discord's limit on a `custom_id` and on a select option's value.
pub const MAX_ID_LEN: usize = 100;

const PREFIX: &str = "lp";

/// Which press the id stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickerAction {
    /// A select of a step: its chosen value is a [`PickChoice`].
    Choose,
    /// The confirm button: play the picked turn.
    Confirm,
}

/// A picker between presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PickerState {
    /// The game's id.
    pub game: i64,
    /// How many turns the game had when the picker opened.
    pub ply: u32,
    /// When the picker opened (Unix seconds, the service's clock).
    pub issued: i64,
    pub picks: Picks,
}

/// A press's id: what it does and the picker's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PickerId {
    pub action: PickerAction,
    pub state: PickerState,
}

/// Why a text is not a picker's id or choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PickerIdError {
    #[error("longer than {MAX_ID_LEN} characters")]
    TooLong,
    #[error("not a picker's id")]
    NotAPicker,
    #[error("a wrong number of fields")]
    Fields,
    #[error("an unknown action")]
    Action,
    #[error("a bad game id")]
    Game,
    #[error("a bad turn count")]
    Ply,
    #[error("a bad time")]
    Issued,
    #[error("bad or out-of-order picks")]
    Picks,
    #[error("a bad choice")]
    Choice,
}

impl PickerId {
    /// The id's text (at most 71 characters).
    pub fn encode(&self) -> String {
        let action = match self.action {
            PickerAction::Choose => 's',
            PickerAction::Confirm => 'c',
        };
        let state = &self.state;
        format!(
            "{PREFIX}:{action}:{}:{}:{}:{}",
            state.game,
            state.ply,
            state.issued,
            encode_picks(state.picks)
        )
    }

    /// Reads an id made by [`PickerId::encode`].
    pub fn decode(text: &str) -> Result<PickerId, PickerIdError> {
        if text.len() > MAX_ID_LEN {
            return Err(PickerIdError::TooLong);
        }
        let fields: Vec<&str> = text.split(':').collect();
        if fields.first() != Some(&PREFIX) {
            return Err(PickerIdError::NotAPicker);
        }
        let [_, action, game, ply, issued, picks] = fields.as_slice() else {
            return Err(PickerIdError::Fields);
        };
        let action = match *action {
            "s" => PickerAction::Choose,
            "c" => PickerAction::Confirm,
            _ => return Err(PickerIdError::Action),
        };
        Ok(PickerId {
            action,
            state: PickerState {
                game: number(game).ok_or(PickerIdError::Game)?,
                ply: number(ply).ok_or(PickerIdError::Ply)?,
                issued: number(issued).ok_or(PickerIdError::Issued)?,
                picks: decode_picks(picks).ok_or(PickerIdError::Picks)?,
            },
        })
    }

    /// Whether `text` is meant as a picker's id (for a front routing its presses).
    pub fn is_picker_id(text: &str) -> bool {
        text.starts_with("lp:")
    }
}

/// Decimal digits with an optional `-`, nothing else (no `+`, no spaces).
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let plain = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    plain.then(|| text.parse().ok()).flatten()
}

fn encode_picks(picks: Picks) -> String {
    let column = picks.column.map_or('-', Column::letter);
    let cell = |cell: Option<Cell>| cell.map_or_else(|| "--".to_string(), |c| c.to_string());
    let claim = match picks.claim {
        None => '-',
        Some(ClaimPick::Without) => '0',
        Some(ClaimPick::Colour(colour)) => colour.letter(),
    };
    format!("{column}{}{}{claim}", cell(picks.from), cell(picks.to))
}

fn decode_picks(text: &str) -> Option<Picks> {
    let bytes = text.as_bytes();
    if bytes.len() != 6 || !text.is_ascii() {
        return None;
    }
    let column = match bytes[0] {
        b'-' => None,
        letter => Some(Column::from_letter(letter as char)?),
    };
    let cell = |part: &str| -> Option<Option<Cell>> {
        match part {
            "--" => Some(None),
            _ => Some(Some(canonical_cell(part)?)),
        }
    };
    let picks = Picks {
        column,
        from: cell(&text[1..3])?,
        to: cell(&text[3..5])?,
        claim: match bytes[5] {
            b'-' => None,
            b'0' => Some(ClaimPick::Without),
            letter => Some(ClaimPick::Colour(canonical_colour(letter as char)?)),
        },
    };
    let in_order = (picks.to.is_none() || picks.from.is_some())
        && (picks.claim.is_none() || picks.to.is_some())
        && picks
            .column
            .zip(picks.from)
            .is_none_or(|(column, from)| Column::of(from) == column);
    in_order.then_some(picks)
}

/// A cell as [`Cell`]'s `Display` writes it, nothing looser.
fn canonical_cell(text: &str) -> Option<Cell> {
    let cell: Cell = text.parse().ok()?;
    (cell.to_string() == text).then_some(cell)
}

fn canonical_colour(letter: char) -> Option<Colour> {
    Colour::from_letter(letter).filter(|colour| colour.letter() == letter)
}

impl PickChoice {
    /// The choice as a select option's value.
    pub fn encode(&self) -> String {
        match self {
            PickChoice::Column(column) => format!("c:{}", column.letter()),
            PickChoice::Stack(cell) => format!("s:{cell}"),
            PickChoice::Landing(cell) => format!("l:{cell}"),
            PickChoice::Claim(ClaimPick::Without) => "k:0".to_string(),
            PickChoice::Claim(ClaimPick::Colour(colour)) => format!("k:{}", colour.letter()),
        }
    }

    /// Reads a value made by [`PickChoice::encode`].
    pub fn decode(text: &str) -> Result<PickChoice, PickerIdError> {
        let (kind, value) = text.split_once(':').ok_or(PickerIdError::Choice)?;
        let single = |value: &str| {
            let mut chars = value.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        };
        let choice = match kind {
            "c" => single(value)
                .filter(char::is_ascii_uppercase)
                .and_then(Column::from_letter)
                .map(PickChoice::Column),
            "s" => canonical_cell(value).map(PickChoice::Stack),
            "l" => canonical_cell(value).map(PickChoice::Landing),
            "k" => match value {
                "0" => Some(PickChoice::Claim(ClaimPick::Without)),
                _ => single(value)
                    .and_then(canonical_colour)
                    .map(|colour| PickChoice::Claim(ClaimPick::Colour(colour))),
            },
            _ => None,
        };
        choice.ok_or(PickerIdError::Choice)
    }
}

impl fmt::Display for PickerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.encode())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_cell() -> impl Strategy<Value = Cell> {
        (0usize..43).prop_map(|index| Cell::from_index(index).unwrap())
    }

    fn any_claim() -> impl Strategy<Value = ClaimPick> {
        prop_oneof![
            Just(ClaimPick::Without),
            (0usize..5).prop_map(|i| ClaimPick::Colour(Colour::ALL[i])),
        ]
    }

    /// Picks in step order, the column (when made) holding the origin.
    fn any_picks() -> impl Strategy<Value = Picks> {
        (
            any::<bool>(),
            prop::option::of(any_cell()),
            prop::option::of(any_cell()),
            prop::option::of(any_claim()),
        )
            .prop_map(|(narrowed, from, to, claim)| {
                let to = to.filter(|_| from.is_some());
                Picks {
                    column: from.filter(|_| narrowed).map(Column::of),
                    from,
                    to,
                    claim: claim.filter(|_| to.is_some()),
                }
            })
    }

    fn any_id() -> impl Strategy<Value = PickerId> {
        (
            any::<bool>(),
            any::<i64>(),
            any::<u32>(),
            any::<i64>(),
            any_picks(),
        )
            .prop_map(|(confirm, game, ply, issued, picks)| PickerId {
                action: match confirm {
                    true => PickerAction::Confirm,
                    false => PickerAction::Choose,
                },
                state: PickerState {
                    game,
                    ply,
                    issued,
                    picks,
                },
            })
    }

    proptest! {
        #[test]
        fn an_id_reads_back_as_itself_within_discords_limit(id in any_id()) {
            let text = id.encode();
            prop_assert!(text.len() <= MAX_ID_LEN, "{} characters: {text}", text.len());
            prop_assert_eq!(PickerId::decode(&text), Ok(id));
        }

        #[test]
        fn a_choice_reads_back_as_itself(
            cell in any_cell(),
            claim in any_claim(),
            letter in 0u8..9,
        ) {
            let column = Column::from_letter((b'A' + letter) as char).unwrap();
            for choice in [
                PickChoice::Column(column),
                PickChoice::Stack(cell),
                PickChoice::Landing(cell),
                PickChoice::Claim(claim),
            ] {
                prop_assert_eq!(PickChoice::decode(&choice.encode()), Ok(choice));
            }
        }

        #[test]
        fn any_text_decodes_or_errs_without_panicking(text in ".{0,120}") {
            let _ = PickerId::decode(&text);
            let _ = PickChoice::decode(&text);
        }

        #[test]
        fn a_damaged_id_never_panics(id in any_id(), at in any::<prop::sample::Index>(), byte in any::<u8>()) {
            let mut bytes = id.encode().into_bytes();
            let at = at.index(bytes.len());
            bytes[at] = byte;
            if let Ok(text) = String::from_utf8(bytes) {
                if let Ok(decoded) = PickerId::decode(&text) {
                    // A change that still reads is a different, well-formed id.
                    prop_assert_eq!(PickerId::decode(&decoded.encode()), Ok(decoded));
                }
            }
        }
    }

    #[test]
    fn garbled_ids_are_refused_by_kind() {
        let cases = [
            ("lyngk:accept:3", PickerIdError::NotAPicker),
            ("lp:s:1:2:3", PickerIdError::Fields),
            ("lp:x:1:2:3:------", PickerIdError::Action),
            ("lp:s:+1:2:3:------", PickerIdError::Game),
            ("lp:s:1:-2:3:------", PickerIdError::Ply),
            ("lp:s:1:2:3 :------", PickerIdError::Issued),
            ("lp:s:1:2:3:---D4-", PickerIdError::Picks),
            ("lp:s:1:2:3:-c3---", PickerIdError::Picks),
            ("lp:s:1:2:3:AC3---", PickerIdError::Picks),
            ("lp:s:1:2:3:-C3D4x", PickerIdError::Picks),
            ("lp:s:1:2:3:-Z9---", PickerIdError::Picks),
            ("lp:s:99999999999999999999:2:3:------", PickerIdError::Game),
        ];
        for (text, error) in cases {
            assert_eq!(PickerId::decode(text), Err(error), "{text}");
        }
        assert_eq!(
            PickerId::decode(&"lp:".repeat(40)),
            Err(PickerIdError::TooLong)
        );
        for text in [
            "", "s", "s:", "s:Z9", "c:a", "c:J", "k:W", "k:r", "x:C3", "s:C3 ",
        ] {
            assert_eq!(
                PickChoice::decode(text),
                Err(PickerIdError::Choice),
                "{text}"
            );
        }
    }
}
