//! The game record (`docs/record.md`): a PGN-like text of tag pairs, the turns in RULES
//! §10 notation with their numbers, comments in braces, and the result token.
//!
//! [`Record`] is the text's content; [`Record::parse`] reads the text (syntax only),
//! [`read`] reads it and replays every turn through the rules, checking the result, and
//! `Display` writes it. Pure: no I/O, and the reader never panics on any input.
//!
//! ```
//! use lyngk_rules::{record, Game, Variant};
//!
//! let mut game = Game::new(42, Variant::Standard);
//! for _ in 0..4 {
//!     let turn = game.position().legal_turns()[0];
//!     game.play(turn).unwrap();
//! }
//! let mut written = record::Record::of_game(&game);
//! written.set_tag("Player1", "Ada \"the first\"");
//! let text = written.to_string();
//! let read = record::read(&text).unwrap();
//! assert_eq!(read.record, written);
//! assert_eq!(read.position, *game.position());
//! ```

mod check;
mod parse;
mod write;

pub use check::{read, Replayed};

use crate::error::PlayError;
use crate::game::Game;
use crate::game::Setup;
use crate::lpn::LpnError;
use crate::notation::TurnParseError;
use crate::outcome::Outcome;
use crate::turn::{Player, Turn};
use crate::variant::Variant;
use std::fmt;

/// The seven tags every writer writes, in this order (`?` when unknown): PGN's Seven
/// Tag Roster with LYNGK's two seats.
pub const ROSTER: [&str; 7] = [
    "Event", "Site", "Date", "Round", "Player1", "Player2", "Result",
];

/// The longest movetext line a writer writes, in characters (PGN's export limit).
pub const LINE_WIDTH: usize = 79;

/// The result token ending the turns, also the `Result` tag's value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// `1-0`: player 1 won.
    PlayerOneWins,
    /// `0-1`: player 2 won.
    PlayerTwoWins,
    /// `1/2-1/2`: a draw (RULES 8.3, every count level).
    Draw,
    /// `*`: still going, or ended without a result (aborted).
    Unfinished,
}

impl GameResult {
    /// Every result, in token order.
    pub const ALL: [GameResult; 4] = [
        GameResult::PlayerOneWins,
        GameResult::PlayerTwoWins,
        GameResult::Draw,
        GameResult::Unfinished,
    ];

    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn token(self) -> &'static str {
        match self {
            GameResult::PlayerOneWins => "1-0",
            GameResult::PlayerTwoWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }

    /// The result a token stands for, exactly as written.
    pub fn from_token(token: &str) -> Option<GameResult> {
        GameResult::ALL.into_iter().find(|r| r.token() == token)
    }

    /// The win of `player`.
    pub const fn win(player: Player) -> GameResult {
        match player {
            Player::One => GameResult::PlayerOneWins,
            Player::Two => GameResult::PlayerTwoWins,
        }
    }

    /// The result the rules give a finished game.
    pub fn of(outcome: &Outcome) -> GameResult {
        outcome.winner().map_or(GameResult::Draw, GameResult::win)
    }

    /// Whether one player won.
    pub const fn is_decisive(self) -> bool {
        matches!(self, GameResult::PlayerOneWins | GameResult::PlayerTwoWins)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// How the game ended: the `Termination` tag (absent means `normal`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Termination {
    /// The rules ended it (RULES 8.3, 9.3), or it goes on (`*`).
    #[default]
    Normal,
    /// A player resigned; the result names the winner.
    Resignation,
    /// A player's clock ran out; the result names the winner, or `*` when the game was
    /// voided instead.
    TimeForfeit,
    /// Ended without a result (aborted before it really started); the result is `*`.
    Abandoned,
    /// Not over yet; the result is `*`.
    Unterminated,
}

impl Termination {
    /// Every termination.
    pub const ALL: [Termination; 5] = [
        Termination::Normal,
        Termination::Resignation,
        Termination::TimeForfeit,
        Termination::Abandoned,
        Termination::Unterminated,
    ];

    /// The tag's value: `normal`, `resignation`, `time forfeit`, `abandoned`,
    /// `unterminated`.
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::Resignation => "resignation",
            Termination::TimeForfeit => "time forfeit",
            Termination::Abandoned => "abandoned",
            Termination::Unterminated => "unterminated",
        }
    }

    /// The termination for its name, any case.
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A comment in braces, and where it stands among the turns.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Comment {
    /// How many turns come before it (0: before the first turn).
    pub after_turns: usize,
    /// Its words, separated by single spaces (a reader joins a comment's lines so).
    pub text: String,
}

/// A game record's content.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Record {
    /// Tag pairs, in the order written; names are unique.
    pub tags: Vec<(String, String)>,
    /// The turns, passes included.
    pub turns: Vec<Turn>,
    /// The comments, in the order written.
    pub comments: Vec<Comment>,
    /// The result token after the turns.
    pub result: GameResult,
}

impl Record {
    /// A record with the roster's tags unknown (`?`), the turns of `game`, its `Variant`,
    /// `Seed` and start `LPN`, and the result the rules give (`*` while it goes on).
    pub fn of_game(game: &Game) -> Record {
        let result = game
            .outcome()
            .as_ref()
            .map_or(GameResult::Unfinished, GameResult::of);
        let termination = match game.outcome() {
            Some(_) => Termination::Normal,
            None => Termination::Unterminated,
        };
        let start = Setup::from_seed(game.seed(), game.variant()).position;
        let mut record = Record {
            tags: ROSTER
                .iter()
                .map(|name| (name.to_string(), "?".to_string()))
                .collect(),
            turns: game.turns().to_vec(),
            comments: Vec::new(),
            result,
        };
        record.set_result(result, termination);
        record.set_tag("Variant", game.variant().name());
        record.set_tag("Seed", game.seed().to_string());
        record.set_tag("LPN", start.to_string());
        record
    }

    /// The value of tag `name` (exact case), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// Sets tag `name`, in its place if present, else at the end.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(tag, _)| tag == name) {
            Some((_, old)) => *old = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Sets the result token, the `Result` tag and the `Termination` tag together.
    pub fn set_result(&mut self, result: GameResult, termination: Termination) {
        self.result = result;
        self.set_tag("Result", result.token());
        self.set_tag("Termination", termination.name());
    }

    /// Adds a comment after the turns played so far (`after_turns`).
    pub fn comment(&mut self, after_turns: usize, text: &str) {
        self.comments.push(Comment {
            after_turns,
            text: text.split_whitespace().collect::<Vec<_>>().join(" "),
        });
    }
}

/// Where in the text: line and column (in characters), both from 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Location {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why a text is not a record, or its game does not replay, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {kind}")]
pub struct RecordError {
    /// Where the problem starts.
    pub at: Location,
    /// What it is.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordErrorKind {
    /// A tag's name is not letters, digits and `_` starting with a letter.
    #[error("'{0}' is not a tag name (letters, digits and _, starting with a letter)")]
    TagName(String),
    /// No quoted value after a tag's name.
    #[error("a tag's value is written in double quotes: [Name \"value\"]")]
    ExpectedTagValue,
    /// A tag's value does not end on its line.
    #[error("the tag's value has no closing double quote on its line")]
    UnterminatedTagValue,
    /// A backslash before anything but `"` or `\`.
    #[error("'\\{0}' is not an escape: inside a value write \\\" for \" and \\\\ for \\")]
    BadEscape(char),
    /// A control character (a tab) inside a value.
    #[error("a tag's value holds a control character (U+{0:04X})")]
    ControlCharacter(u32),
    /// Something else than `]` after a tag's value.
    #[error("a tag pair ends with ']' after its value")]
    ExpectedTagEnd,
    /// A tag given twice.
    #[error("the tag {0} is given twice")]
    DuplicateTag(String),
    /// A tag pair among the turns.
    #[error("a tag pair after the turns began: tags come first")]
    TagInMovetext,
    /// A `}` or `]` where a turn should be.
    #[error("unexpected '{0}' among the turns")]
    UnexpectedCharacter(char),
    /// A `{` comment never closed.
    #[error("the comment opened here never ends: close it with '}}'")]
    UnterminatedComment,
    /// A move number out of sequence.
    #[error("move number {found} where turn {expected} comes")]
    MoveNumber {
        /// The next turn's number.
        expected: usize,
        /// The number written (shortened).
        found: String,
    },
    /// A token that is not a turn.
    #[error("'{text}' is not a turn: {error}")]
    Turn {
        /// The token (shortened).
        text: String,
        /// Why.
        error: TurnParseError,
    },
    /// The text ends before a result token.
    #[error("the turns end without a result token (1-0, 0-1, 1/2-1/2 or *)")]
    MissingResult,
    /// Text after the result token.
    #[error("unexpected '{0}' after the result token")]
    TrailingText(String),
    /// The `Result` tag and the result token differ.
    #[error("the Result tag says {tag} but the turns end with {token}")]
    ResultTagMismatch {
        /// The tag's value (shortened).
        tag: String,
        /// The token.
        token: GameResult,
    },
    /// The `Seed` tag is not a number from 0 to 2^64 - 1.
    #[error("the Seed tag '{0}' is not a whole number from 0 to 18446744073709551615")]
    Seed(String),
    /// The `Variant` tag is not `standard` or `six`.
    #[error("the Variant tag '{0}' is not standard or six")]
    Variant(String),
    /// The `LPN` tag is not a position.
    #[error("the LPN tag is not a position: {0}")]
    Lpn(LpnError),
    /// The `Termination` tag is not one this format knows.
    #[error("the Termination tag '{0}' is not normal, resignation, time forfeit, abandoned or unterminated")]
    Termination(String),
    /// The `Variant` tag and the `LPN` tag's variant differ.
    #[error("the Variant tag says {tag} but the LPN tag's position is {lpn}")]
    VariantMismatch {
        /// The Variant tag.
        tag: Variant,
        /// The LPN's variant.
        lpn: Variant,
    },
    /// The `LPN` tag is not the position the `Seed` tag draws.
    #[error("the LPN tag is not the start the Seed tag draws")]
    StartMismatch,
    /// Neither a `Seed` nor an `LPN` tag: no start to replay from.
    #[error("the record has neither a Seed nor an LPN tag, so its start is unknown")]
    MissingStart,
    /// A turn the rules refuse where it was played.
    #[error("turn {number} ({turn}) is illegal: {error}")]
    IllegalTurn {
        /// The turn's number, from 1.
        number: usize,
        /// The turn.
        turn: Turn,
        /// The rule it breaks.
        error: PlayError,
    },
    /// The result token is not what the replayed game and the termination give.
    #[error("the record says {recorded} ({termination}) but replaying the turns gives {replayed}")]
    ResultMismatch {
        /// The result token.
        recorded: GameResult,
        /// What the rules give after the turns (`*` when the game goes on).
        replayed: GameResult,
        /// The `Termination` tag.
        termination: Termination,
    },
}
