//! LPN, the position notation of RULES §10: text -> [`Lpn`] (read, unchecked) ->
//! [`Position`] (checked against the rules), and back.

use crate::cell::{Cell, CELL_COUNT, COLUMN_COUNT, COLUMN_LEN};
use crate::colour::{Colour, ColourSet, Piece};
use crate::notation::shorten;
use crate::position::{Position, PositionError};
use crate::stack::{Stack, MAX_HEIGHT};
use crate::turn::Player;
use crate::variant::Variant;
use std::fmt;
use std::str::FromStr;

/// The fields of an LPN text (RULES §10), read but not yet checked against the rules.
///
/// Reading catches what is wrong with the text itself (a missing field, an unknown
/// letter, a column with too few cells); [`Lpn::into_position`] then checks the rules
/// (piece counts, stack heights, claims) and gives a [`Position`].
///
/// ```
/// use lyngk_rules::{Lpn, Player, Position, PositionError};
///
/// let text = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 2 R/- 0/0 standard";
/// let lpn: Lpn = text.parse().unwrap();
/// assert_eq!(lpn.to_move, Player::Two);
/// let position: Position = lpn.into_position().unwrap();
/// assert_eq!(position.to_string(), text);
///
/// // Well-formed text, but red is claimed by both players.
/// let doubled: Lpn = text.replace("R/-", "R/R").parse().unwrap();
/// assert!(matches!(doubled.into_position(), Err(PositionError::ColourClaimedTwice(_))));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Lpn {
    /// The stack on every cell, in cell index order.
    pub stacks: [Stack; CELL_COUNT],
    /// Whose turn it is.
    pub to_move: Player,
    /// The colours each player has claimed (player 1 first).
    pub claims: [ColourSet; 2],
    /// Points (removed 5-stacks) of player 1 and player 2.
    pub points: [u8; 2],
    /// The game being played.
    pub variant: Variant,
}

/// Why a text is not an LPN position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LpnError {
    /// The text is not valid UTF-8 (from [`Lpn::from_ascii`]).
    #[error("LPN is plain text; these bytes are not")]
    NotText,
    /// Not five fields.
    #[error(
        "LPN has 5 fields separated by spaces (board, to-move, claims, taken, variant); found {0}"
    )]
    FieldCount(usize),
    /// The board field does not have nine columns.
    #[error("the board has 9 columns separated by '/'; found {0}")]
    ColumnCount(usize),
    /// A column has the wrong number of cells.
    #[error("column {column} has {expected} cells; found {found}")]
    CellCount {
        /// The column letter.
        column: char,
        /// How many cells the column has.
        expected: u8,
        /// How many the text gives.
        found: usize,
    },
    /// A stack holds a letter that is not a piece.
    #[error("'{letter}' on {cell} is not a piece letter (I B R G K W, upper case)")]
    UnknownPiece {
        /// Where.
        cell: Cell,
        /// The letter (a space for an empty cell text).
        letter: char,
    },
    /// A stack has more pieces than any variant allows.
    #[error("the stack on {0} has more than {max} pieces", max = MAX_HEIGHT)]
    StackTooLong(Cell),
    /// The side to move is not `1` or `2`.
    #[error("the side to move is '{0}'; write 1 or 2")]
    ToMove(String),
    /// The claims field is not `letters/letters`.
    #[error(
        "claims '{0}' should look like RK/- (player 1's letters, '/', player 2's; '-' for none)"
    )]
    ClaimsFormat(String),
    /// A claim letter is not an active colour.
    #[error("'{0}' is not a colour that can be claimed (I B R G K)")]
    ClaimLetter(char),
    /// One player's claims repeat a colour.
    #[error("{0} is claimed twice")]
    ClaimRepeated(Colour),
    /// The taken field is not `number/number`.
    #[error("taken '{0}' should be two numbers like 0/1")]
    Taken(String),
    /// The variant is not `standard` or `six`.
    #[error("the variant is '{0}'; write standard or six")]
    Variant(String),
    /// Well-formed, but not a position of the game.
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

impl Lpn {
    /// Reads LPN from bytes, as from a file or a socket. Never panics.
    pub fn from_ascii(bytes: &[u8]) -> Result<Lpn, LpnError> {
        std::str::from_utf8(bytes)
            .map_err(|_| LpnError::NotText)?
            .parse()
    }

    /// The fields of `position`.
    pub fn from_position(position: &Position) -> Lpn {
        Lpn {
            stacks: *position.stacks(),
            to_move: position.to_move(),
            claims: Player::BOTH.map(|p| position.claims(p)),
            points: Player::BOTH.map(|p| position.points(p)),
            variant: position.variant(),
        }
    }

    /// Checks the fields against the rules (RULES §1, §4, §10) and makes the position.
    pub fn into_position(self) -> Result<Position, PositionError> {
        Position::new(
            self.stacks,
            self.to_move,
            self.claims,
            self.points,
            self.variant,
        )
    }
}

impl From<&Position> for Lpn {
    fn from(position: &Position) -> Lpn {
        Lpn::from_position(position)
    }
}

impl TryFrom<Lpn> for Position {
    type Error = PositionError;

    fn try_from(lpn: Lpn) -> Result<Position, PositionError> {
        lpn.into_position()
    }
}

impl FromStr for Lpn {
    type Err = LpnError;

    fn from_str(text: &str) -> Result<Lpn, LpnError> {
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
        Ok(Lpn {
            stacks,
            to_move,
            claims: parse_claims(claims)?,
            points: parse_taken(taken)?,
            variant,
        })
    }
}

impl FromStr for Position {
    type Err = LpnError;

    /// Reads LPN and checks it: [`Lpn::from_str`], then [`Lpn::into_position`].
    fn from_str(text: &str) -> Result<Position, LpnError> {
        Ok(text.parse::<Lpn>()?.into_position()?)
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
        let column_cells = (1..).map_while(|row| Cell::from_column_row(column, row));
        for (cell, cell_text) in column_cells.zip(cells) {
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

impl fmt::Display for Lpn {
    /// The LPN text (RULES §10).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for column in 0..COLUMN_COUNT {
            if column > 0 {
                f.write_str("/")?;
            }
            let column_cells = (1..).map_while(|row| Cell::from_column_row(column, row));
            for (row, cell) in column_cells.enumerate() {
                if row > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{}", self.stacks[cell.index()])?;
            }
        }
        let claims = self.claims.map(|set| {
            if set.is_empty() {
                "-".to_string()
            } else {
                set.iter().map(Colour::letter).collect()
            }
        });
        write!(
            f,
            " {} {}/{} {}/{} {}",
            self.to_move.number(),
            claims[0],
            claims[1],
            self.points[0],
            self.points[1],
            self.variant
        )
    }
}

impl fmt::Display for Position {
    /// The position in LPN (RULES §10).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Lpn::from_position(self), f)
    }
}
