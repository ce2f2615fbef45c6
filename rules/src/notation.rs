//! Text notations (RULES §10): turns such as `R:C3-D4` and positions in LPN.

use crate::cell::{Cell, CellError, CELL_COUNT, COLUMN_COUNT, COLUMN_LEN};
use crate::colour::{Colour, ColourSet, Piece};
use crate::position::{Position, PositionError, Variant};
use crate::stack::{Stack, MAX_HEIGHT};
use crate::turn::{Action, Player, Turn};
use std::fmt;
use std::str::FromStr;

/// Why a text is not a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnParseError {
    #[error("no turn given: write a move like C3-D4, a claim and move like R:C3-D4, or pass")]
    Empty,
    #[error(
        "'{0}' is not a colour to claim: use I, B, R, G or K (ivory, blue, red, green, black)"
    )]
    UnknownColour(String),
    #[error("a move needs two cells, like C3-D4")]
    MissingLanding,
    #[error("unexpected '{0}' after the move")]
    Trailing(String),
    #[error(transparent)]
    Cell(#[from] CellError),
}

impl FromStr for Turn {
    type Err = TurnParseError;

    /// Parses `C3-D4`, `c3 d4`, `R:C3-D4`, `red: c3-d4` or `pass`, any case.
    ///
    /// ```
    /// use lyngk_rules::{Colour, Turn};
    ///
    /// let turn: Turn = "r: c3 d4".parse().unwrap();
    /// assert_eq!(turn.claim, Some(Colour::Red));
    /// assert_eq!(turn.to_string(), "R:C3-D4");
    /// assert!("PASS".parse::<Turn>().unwrap().is_pass());
    /// assert!("C3".parse::<Turn>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Turn, TurnParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(TurnParseError::Empty);
        }
        let (claim, rest) = match text.split_once(':') {
            Some((colour, rest)) => {
                let claimed = Colour::from_name(colour)
                    .ok_or_else(|| TurnParseError::UnknownColour(shorten(colour)))?;
                (Some(claimed), rest.trim())
            }
            None => (None, text),
        };
        if rest.eq_ignore_ascii_case("pass") {
            return Ok(Turn {
                claim,
                action: Action::Pass,
            });
        }
        let mut parts = rest
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty());
        let from: Cell = parts.next().ok_or(TurnParseError::Empty)?.parse()?;
        let to: Cell = parts
            .next()
            .ok_or(TurnParseError::MissingLanding)?
            .parse()?;
        if let Some(extra) = parts.next() {
            return Err(TurnParseError::Trailing(shorten(extra)));
        }
        Ok(Turn {
            claim,
            action: Action::Move { from, to },
        })
    }
}

fn shorten(text: &str) -> String {
    text.trim().chars().take(16).collect()
}

impl fmt::Display for Turn {
    /// The canonical form: `C3-D4`, `R:C3-D4` or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(colour) = self.claim {
            write!(f, "{}:", colour.letter())?;
        }
        match self.action {
            Action::Move { from, to } => write!(f, "{from}-{to}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl serde::Serialize for Turn {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Turn {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Turn, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Why a text is not an LPN position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LpnError {
    #[error(
        "LPN has 5 fields separated by spaces (board, to-move, claims, taken, variant); found {0}"
    )]
    FieldCount(usize),
    #[error("the board has 9 columns separated by '/'; found {0}")]
    ColumnCount(usize),
    #[error("column {column} has {expected} cells; found {found}")]
    CellCount {
        column: char,
        expected: u8,
        found: usize,
    },
    #[error("'{letter}' on {cell} is not a piece letter (I B R G K W, upper case)")]
    UnknownPiece { cell: Cell, letter: char },
    #[error("the stack on {0} has more than {max} pieces", max = MAX_HEIGHT)]
    StackTooLong(Cell),
    #[error("the side to move is '{0}'; write 1 or 2")]
    ToMove(String),
    #[error(
        "claims '{0}' should look like RK/- (player 1's letters, '/', player 2's; '-' for none)"
    )]
    ClaimsFormat(String),
    #[error("'{0}' is not a colour that can be claimed (I B R G K)")]
    ClaimLetter(char),
    #[error("{0} is claimed twice")]
    ClaimRepeated(Colour),
    #[error("taken '{0}' should be two numbers like 0/1")]
    Taken(String),
    #[error("the variant is '{0}'; write standard or six")]
    Variant(String),
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

impl FromStr for Position {
    type Err = LpnError;

    fn from_str(text: &str) -> Result<Position, LpnError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, to_move, claims, taken, variant] = fields[..] else {
            return Err(LpnError::FieldCount(fields.len()));
        };
        let variant = Variant::from_name(variant)
            .filter(|_| variant == variant.to_ascii_lowercase())
            .ok_or_else(|| LpnError::Variant(shorten(variant)))?;
        let stacks = parse_board(board)?;
        let to_move = match to_move {
            "1" => Player::One,
            "2" => Player::Two,
            other => return Err(LpnError::ToMove(shorten(other))),
        };
        let claims = parse_claims(claims)?;
        let points = parse_taken(taken)?;
        Ok(Position::new(stacks, to_move, claims, points, variant)?)
    }
}

fn parse_board(board: &str) -> Result<[Stack; CELL_COUNT], LpnError> {
    let columns: Vec<&str> = board.split('/').collect();
    if columns.len() != COLUMN_COUNT {
        return Err(LpnError::ColumnCount(columns.len()));
    }
    let mut stacks = [Stack::EMPTY; CELL_COUNT];
    for (column, text) in columns.iter().enumerate() {
        let cells: Vec<&str> = text.split(',').collect();
        if cells.len() != COLUMN_LEN[column] as usize {
            return Err(LpnError::CellCount {
                column: (b'A' + column as u8) as char,
                expected: COLUMN_LEN[column],
                found: cells.len(),
            });
        }
        for (row, cell_text) in cells.iter().enumerate() {
            let cell = Cell::from_column_row(column, row + 1).expect("counted above");
            stacks[cell.index()] = parse_stack(cell, cell_text)?;
        }
    }
    Ok(stacks)
}

fn parse_stack(cell: Cell, text: &str) -> Result<Stack, LpnError> {
    if text == "." {
        return Ok(Stack::EMPTY);
    }
    if text.is_empty() {
        return Err(LpnError::UnknownPiece { cell, letter: ' ' });
    }
    let pieces = text
        .chars()
        .map(|letter| Piece::from_letter(letter).ok_or(LpnError::UnknownPiece { cell, letter }))
        .collect::<Result<Vec<_>, _>>()?;
    Stack::from_pieces(&pieces).ok_or(LpnError::StackTooLong(cell))
}

fn parse_claims(text: &str) -> Result<[ColourSet; 2], LpnError> {
    let format_error = || LpnError::ClaimsFormat(shorten(text));
    let (one, two) = text.split_once('/').ok_or_else(format_error)?;
    let parse_side = |side: &str| -> Result<ColourSet, LpnError> {
        if side == "-" {
            return Ok(ColourSet::EMPTY);
        }
        if side.is_empty() {
            return Err(format_error());
        }
        let mut set = ColourSet::EMPTY;
        for letter in side.chars() {
            let colour = Piece::from_letter(letter)
                .and_then(Piece::colour)
                .ok_or(LpnError::ClaimLetter(letter))?;
            if set.contains(colour) {
                return Err(LpnError::ClaimRepeated(colour));
            }
            set = set.with(colour);
        }
        Ok(set)
    };
    Ok([parse_side(one)?, parse_side(two)?])
}

fn parse_taken(text: &str) -> Result<[u8; 2], LpnError> {
    let error = || LpnError::Taken(shorten(text));
    let (one, two) = text.split_once('/').ok_or_else(error)?;
    let number = |s: &str| -> Result<u8, LpnError> {
        if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error());
        }
        s.parse().map_err(|_| error())
    };
    Ok([number(one)?, number(two)?])
}

impl fmt::Display for Position {
    /// The position in LPN (RULES §10).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (column, &rows) in COLUMN_LEN.iter().enumerate() {
            if column > 0 {
                f.write_str("/")?;
            }
            for row in 1..=rows as usize {
                if row > 1 {
                    f.write_str(",")?;
                }
                let cell = Cell::from_column_row(column, row).expect("board cell");
                write!(f, "{}", self.stack(cell))?;
            }
        }
        let claims = Player::BOTH.map(|p| {
            let set = self.claims(p);
            if set.is_empty() {
                "-".to_string()
            } else {
                set.iter().map(Colour::letter).collect()
            }
        });
        write!(
            f,
            " {} {}/{} {}/{} {}",
            self.to_move().number(),
            claims[0],
            claims[1],
            self.points(Player::One),
            self.points(Player::Two),
            self.variant()
        )
    }
}
