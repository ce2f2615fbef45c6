//! The turn notation of RULES §10: `C3-D4`, `R:C3-D4`, `pass`.

use crate::cell::{Cell, CellError};
use crate::colour::Colour;
use crate::turn::{Action, Turn};
use std::fmt;
use std::str::FromStr;

/// Why a text is not a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnParseError {
    /// Nothing but spaces.
    #[error("no turn given: write a move like C3-D4, a claim and move like R:C3-D4, or pass")]
    Empty,
    #[error(
        "'{0}' is not a colour to claim: use I, B, R, G or K (ivory, blue, red, green, black)"
    )]
    /// The claim before `:` is not a colour.
    UnknownColour(String),
    /// Only one cell.
    #[error("a move needs two cells, like C3-D4")]
    MissingLanding,
    /// More after the landing.
    #[error("unexpected '{0}' after the move")]
    Trailing(String),
    /// A cell name is wrong.
    #[error(transparent)]
    Cell(#[from] CellError),
    /// The bytes are not valid UTF-8 (from [`Turn::from_ascii`]).
    #[error("a turn is plain text; these bytes are not")]
    NotText,
}

impl Turn {
    /// Reads a turn from bytes, as [`str::parse`] does from text. Never panics.
    ///
    /// ```
    /// use lyngk_rules::{Turn, TurnParseError};
    ///
    /// assert_eq!(Turn::from_ascii(b"pass"), Ok(Turn::PASS));
    /// assert_eq!(Turn::from_ascii(&[0xff, 0x00]), Err(TurnParseError::NotText));
    /// ```
    pub fn from_ascii(bytes: &[u8]) -> Result<Turn, TurnParseError> {
        std::str::from_utf8(bytes)
            .map_err(|_| TurnParseError::NotText)?
            .parse()
    }
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

/// At most 16 characters of `text`, for an error message.
pub(crate) fn shorten(text: &str) -> String {
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

#[cfg(feature = "serde")]
impl serde::Serialize for Turn {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Turn {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Turn, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
