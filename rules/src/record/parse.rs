//! Reading a record's text: tag pairs, then the movetext up to the result token. Syntax
//! only (the rules are checked in `check`); never panics, whatever the input.

use super::{Comment, GameResult, Location, Record, RecordError, RecordErrorKind as Kind};
use crate::notation::shorten;
use crate::turn::Turn;
use std::iter::Peekable;
use std::str::Chars;

/// A parsed record and where its parts stand, for the replay's errors.
pub(super) struct Parsed {
    pub record: Record,
    /// Where each tag pair starts, in the record's tag order.
    pub tag_at: Vec<Location>,
    /// Where each turn's text starts.
    pub turn_at: Vec<Location>,
    /// Where the result token starts.
    pub result_at: Location,
}

/// The text as characters, knowing the line and column of the next one.
struct Cursor<'a> {
    chars: Peekable<Chars<'a>>,
    at: Location,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Cursor<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Cursor {
            chars: text.chars().peekable(),
            at: Location { line: 1, column: 1 },
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }

    fn error(&self, kind: Kind) -> RecordError {
        RecordError { at: self.at, kind }
    }
}

fn error_at(at: Location, kind: Kind) -> RecordError {
    RecordError { at, kind }
}

/// Reads the text of a record without replaying it.
pub(super) fn parse(text: &str) -> Result<Parsed, RecordError> {
    let mut cursor = Cursor::new(text);
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut tag_at = Vec::new();
    loop {
        cursor.skip_whitespace();
        if cursor.peek() != Some('[') {
            break;
        }
        let at = cursor.at;
        let (name, value) = tag_pair(&mut cursor)?;
        if tags.iter().any(|(known, _)| *known == name) {
            return Err(error_at(at, Kind::DuplicateTag(shorten(&name))));
        }
        tags.push((name, value));
        tag_at.push(at);
    }
    let movetext = movetext(&mut cursor)?;
    Ok(Parsed {
        record: Record {
            tags,
            turns: movetext.turns,
            comments: movetext.comments,
            result: movetext.result,
        },
        tag_at,
        turn_at: movetext.turn_at,
        result_at: movetext.result_at,
    })
}

/// `[Name "value"]`, the cursor on the `[`.
fn tag_pair(cursor: &mut Cursor) -> Result<(String, String), RecordError> {
    cursor.next();
    skip_blanks(cursor);
    let name_at = cursor.at;
    let mut name = String::new();
    while let Some(c) = cursor.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
        name.push(c);
        cursor.next();
    }
    let starts_with_letter = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_with_letter || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(error_at(name_at, Kind::TagName(shorten(&name))));
    }
    skip_blanks(cursor);
    if cursor.peek() != Some('"') {
        return Err(cursor.error(Kind::ExpectedTagValue));
    }
    cursor.next();
    let value = tag_value(cursor)?;
    skip_blanks(cursor);
    if cursor.peek() != Some(']') {
        return Err(cursor.error(Kind::ExpectedTagEnd));
    }
    cursor.next();
    Ok((name, value))
}

/// Spaces and tabs, not line ends: a tag pair stays on its line.
fn skip_blanks(cursor: &mut Cursor) {
    while matches!(cursor.peek(), Some(' ' | '\t')) {
        cursor.next();
    }
}

/// A value after its opening quote, through its closing quote.
fn tag_value(cursor: &mut Cursor) -> Result<String, RecordError> {
    let mut value = String::new();
    loop {
        let at = cursor.at;
        match cursor.next() {
            None | Some('\n' | '\r') => return Err(error_at(at, Kind::UnterminatedTagValue)),
            Some('"') => return Ok(value),
            Some('\\') => match cursor.next() {
                Some(c @ ('"' | '\\')) => value.push(c),
                None | Some('\n' | '\r') => return Err(error_at(at, Kind::UnterminatedTagValue)),
                Some(other) => return Err(error_at(at, Kind::BadEscape(other))),
            },
            Some(c) if c.is_control() => {
                return Err(error_at(at, Kind::ControlCharacter(c.into())))
            }
            Some(c) => value.push(c),
        }
    }
}

/// The turns, comments and result token.
struct Movetext {
    turns: Vec<Turn>,
    turn_at: Vec<Location>,
    comments: Vec<Comment>,
    result: GameResult,
    result_at: Location,
}

fn movetext(cursor: &mut Cursor) -> Result<Movetext, RecordError> {
    let mut turns = Vec::new();
    let mut turn_at = Vec::new();
    let mut comments = Vec::new();
    loop {
        skip_comments(cursor, &mut comments, turns.len())?;
        let at = cursor.at;
        let token = next_token(cursor);
        if token.is_empty() {
            return match cursor.peek() {
                None => Err(cursor.error(Kind::MissingResult)),
                Some('[') => Err(cursor.error(Kind::TagInMovetext)),
                // A `}` or `]` standing alone.
                Some(c) => Err(cursor.error(Kind::UnexpectedCharacter(c))),
            };
        }
        if let Some(result) = GameResult::from_token(&token) {
            skip_comments(cursor, &mut comments, turns.len())?;
            let rest_at = cursor.at;
            let rest = token_or_char(cursor);
            if !rest.is_empty() {
                return Err(error_at(rest_at, Kind::TrailingText(shorten(&rest))));
            }
            return Ok(Movetext {
                turns,
                turn_at,
                comments,
                result,
                result_at: at,
            });
        }
        let (turn_text, turn_text_at) = match move_number(&token) {
            Some((number, rest)) => {
                let expected = turns.len() + 1;
                if number.parse::<usize>().ok() != Some(expected) {
                    return Err(error_at(
                        at,
                        Kind::MoveNumber {
                            expected,
                            found: shorten(number),
                        },
                    ));
                }
                if !rest.is_empty() {
                    let offset = token.chars().count() - rest.chars().count();
                    let rest_at = Location {
                        column: at.column + offset,
                        ..at
                    };
                    (rest.to_string(), rest_at)
                } else {
                    skip_comments(cursor, &mut comments, turns.len())?;
                    let turn_at = cursor.at;
                    let next = next_token(cursor);
                    if next.is_empty() || GameResult::from_token(&next).is_some() {
                        return Err(error_at(
                            turn_at,
                            Kind::Turn {
                                text: shorten(&next),
                                error: crate::notation::TurnParseError::Empty,
                            },
                        ));
                    }
                    (next, turn_at)
                }
            }
            None => (token, at),
        };
        let turn: Turn = turn_text.parse().map_err(|error| {
            error_at(
                turn_text_at,
                Kind::Turn {
                    text: shorten(&turn_text),
                    error,
                },
            )
        })?;
        turns.push(turn);
        turn_at.push(turn_text_at);
    }
}

/// `12.` or `12...` (with nothing or a turn after the dots): the number and the rest.
fn move_number(token: &str) -> Option<(&str, &str)> {
    let digits = token.find(|c: char| !c.is_ascii_digit())?;
    if digits == 0 || !token[digits..].starts_with('.') {
        return None;
    }
    let rest = token[digits..].trim_start_matches('.');
    Some((&token[..digits], rest))
}

/// Whitespace and comments (`{…}`, `;` to the end of the line), keeping the comments.
fn skip_comments(
    cursor: &mut Cursor,
    comments: &mut Vec<Comment>,
    after_turns: usize,
) -> Result<(), RecordError> {
    loop {
        cursor.skip_whitespace();
        let at = cursor.at;
        let mut text = String::new();
        match cursor.peek() {
            Some('{') => {
                cursor.next();
                loop {
                    match cursor.next() {
                        None => return Err(error_at(at, Kind::UnterminatedComment)),
                        Some('}') => break,
                        Some(c) => text.push(c),
                    }
                }
            }
            Some(';') => {
                cursor.next();
                while let Some(c) = cursor.peek().filter(|&c| c != '\n') {
                    text.push(c);
                    cursor.next();
                }
            }
            _ => return Ok(()),
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        comments.push(Comment {
            after_turns,
            text: words.join(" "),
        });
    }
}

/// The next token: characters up to whitespace, a comment or a bracket.
fn next_token(cursor: &mut Cursor) -> String {
    let mut token = String::new();
    while let Some(c) = cursor
        .peek()
        .filter(|&c| !c.is_whitespace() && !matches!(c, '{' | '}' | ';' | '[' | ']'))
    {
        token.push(c);
        cursor.next();
    }
    token
}

/// The next token, or else the next character (for an error's text).
fn token_or_char(cursor: &mut Cursor) -> String {
    let token = next_token(cursor);
    if token.is_empty() {
        cursor.peek().map(String::from).unwrap_or_default()
    } else {
        token
    }
}
