//! Conditional moves: lines of turns a player enters in advance ("if they play X, I
//! play Y"), answered by the bot the moment the opponent's turn matches.
//!
//! A [`Line`] starts at the position where it was entered, with the opponent's turn,
//! and alternates as the game does: forced passes (RULES 8.1) are part of it, written
//! or not. Lines are never changed once stored: whether one still applies is read from
//! the game's record since the ply it starts at ([`Line::remaining`]), so a stored line
//! is either alive (the record followed it so far), or dead and deleted.

use lyngk_rules::{PlayError, Player, Position, Turn, TurnParseError};
use std::fmt;

/// The most plies a player may write in one line (their turns and the opponent's).
pub const MAX_PLIES: usize = 10;

/// A checked line of plies from the position it was entered at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The ply of the game the line starts at (the opponent's turn to come).
    pub start: usize,
    /// Every ply from `start` on, forced passes included.
    pub plies: Vec<Turn>,
}

/// Why a typed line cannot be stored. `ply` counts the turns as the player wrote them,
/// from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("no turns given")]
    Empty,
    #[error("{written} turns given; a line holds at most {MAX_PLIES}")]
    TooLong { written: usize },
    #[error("it is your turn: play it first, then answer your opponent's turns in advance")]
    YourTurn,
    #[error("turn {ply} ('{text}') is not a turn: {error}")]
    Unreadable {
        ply: usize,
        text: String,
        error: TurnParseError,
    },
    #[error("turn {ply} ({turn}) is not legal there: {error}")]
    Illegal {
        ply: usize,
        turn: Turn,
        error: PlayError,
        /// The turn is the opponent's: the rules error speaks of the opponent as the
        /// one moving, so the writer's own colours are not "the opponent's".
        by_opponent: bool,
    },
    #[error("the line ends with your opponent's turn: add your answer to it")]
    NoAnswer,
}

impl Line {
    /// Reads and checks `text` (turns in RULES §10 notation separated by spaces) as
    /// `premover`'s line from `position`, the game's position at ply `start`.
    pub fn read(
        text: &str,
        position: &Position,
        start: usize,
        premover: Player,
    ) -> Result<Line, LineError> {
        let written: Vec<&str> = text.split_whitespace().collect();
        if written.is_empty() {
            return Err(LineError::Empty);
        }
        if written.len() > MAX_PLIES {
            return Err(LineError::TooLong {
                written: written.len(),
            });
        }
        if position.to_move() == premover && !position.is_over() {
            return Err(LineError::YourTurn);
        }
        let mut plies = Vec::new();
        let mut position = *position;
        for (index, text) in written.iter().enumerate() {
            let ply = index + 1;
            let turn: Turn = text.parse().map_err(|error| LineError::Unreadable {
                ply,
                text: shorten(text),
                error,
            })?;
            // A forced pass may be left out: the rules play it anyway.
            if !turn.is_pass() && must_pass(&position) {
                plies.push(Turn::PASS);
                position = position.play_unchecked(Turn::PASS);
            }
            let by_opponent = position.to_move() != premover;
            position = position.play(turn).map_err(|error| LineError::Illegal {
                ply,
                turn,
                error,
                by_opponent,
            })?;
            plies.push(turn);
        }
        let last_mover = !position.to_move();
        if last_mover != premover && !position.is_over() {
            return Err(LineError::NoAnswer);
        }
        Ok(Line { start, plies })
    }

    /// What is left of the line once the game has played `record` (all its turns),
    /// or `None` when the game left the line (or passed its start: a line entered
    /// later than the record is impossible and counts as dead).
    pub fn remaining<'a>(&'a self, record: &[Turn]) -> Option<&'a [Turn]> {
        let played = record.get(self.start..)?;
        let followed = self.plies.get(..played.len())?;
        (followed == played).then(|| &self.plies[played.len()..])
    }

    /// Reads a stored line back (written by its `Display`, checked when stored).
    pub fn from_stored(start: usize, notation: &str) -> Result<Line, TurnParseError> {
        let plies = notation
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()?;
        Ok(Line { start, plies })
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, turn) in self.plies.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{turn}")?;
        }
        Ok(())
    }
}

/// Autocomplete for a line being typed: `typed` with its last (unfinished) word
/// completed by each legal turn that fits it, in notation order, at most `max`. No
/// suggestion once a written turn is not legal, or past [`MAX_PLIES`].
pub fn continuations(typed: &str, position: &Position, max: usize) -> Vec<String> {
    let mut words: Vec<&str> = typed.split_whitespace().collect();
    let partial = match typed.ends_with(char::is_whitespace) || words.is_empty() {
        true => "",
        false => words.pop().unwrap_or_default(),
    };
    if words.len() >= MAX_PLIES {
        return Vec::new();
    }
    let mut position = *position;
    for word in &words {
        let Ok(turn) = word.parse::<Turn>() else {
            return Vec::new();
        };
        if !turn.is_pass() && must_pass(&position) {
            position = position.play_unchecked(Turn::PASS);
        }
        let Ok(next) = position.play(turn) else {
            return Vec::new();
        };
        position = next;
    }
    if must_pass(&position) {
        position = position.play_unchecked(Turn::PASS);
    }
    let mut turns: Vec<String> = position
        .legal_turns()
        .iter()
        .map(Turn::to_string)
        .filter(|turn| {
            turn.to_ascii_lowercase()
                .starts_with(&partial.to_ascii_lowercase())
        })
        .collect();
    turns.sort();
    turns.truncate(max);
    let head = words.join(" ");
    turns
        .into_iter()
        .map(|turn| match head.is_empty() {
            true => turn,
            false => format!("{head} {turn}"),
        })
        .collect()
}

/// Whether the side to move has nothing but a pass (RULES 8.1).
fn must_pass(position: &Position) -> bool {
    !position.is_over() && position.is_legal(Turn::PASS)
}

fn shorten(text: &str) -> String {
    text.chars().take(16).collect()
}

/// The premover's answer due now, given their stored lines and the game's record
/// (`position` is the position after `record`, where `premover` is to move): the
/// next ply of any line still alive that has one. Lines agree where they are alive
/// together ([`conflicts`] keeps them so), so the first found is the answer.
pub fn answer_due(
    lines: &[Line],
    record: &[Turn],
    position: &Position,
    premover: Player,
) -> Option<Turn> {
    if position.to_move() != premover || position.is_over() {
        return None;
    }
    lines
        .iter()
        .filter_map(|line| line.remaining(record)?.first().copied())
        .find(|&turn| position.is_legal(turn))
}

/// The stored lines that `new` contradicts: alive at the same position, following
/// the same turns, then answering one of the opponent's turns differently. The new
/// line replaces them.
pub fn conflicts<'a>(
    stored: &'a [Line],
    new: &Line,
    record: &[Turn],
    start: &Position,
    premover: Player,
) -> Vec<&'a Line> {
    stored
        .iter()
        .filter(|line| {
            let Some(old) = line.remaining(record) else {
                return false;
            };
            let mut position = *start;
            for (old, new) in old.iter().zip(&new.plies) {
                if old != new {
                    return position.to_move() == premover;
                }
                position = position.play_unchecked(*old);
            }
            false
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_rules::{Game, Variant};

    /// A game of seed 7 after `opening` turns, with the premover (not to move).
    fn game_after(opening: usize) -> (Game, Player) {
        let mut game = Game::new(7, Variant::Standard);
        for _ in 0..opening {
            let turn = game.position().legal_turns()[0];
            game.play(turn).unwrap();
        }
        let premover = !game.position().to_move();
        (game, premover)
    }

    fn line_text(turns: &[Turn]) -> String {
        turns
            .iter()
            .map(Turn::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The first `n` plies the game would follow by always taking the first legal turn.
    fn continuation(game: &Game, n: usize) -> Vec<Turn> {
        let mut position = *game.position();
        (0..n)
            .map(|_| {
                let turn = position.legal_turns()[0];
                position = position.play_unchecked(turn);
                turn
            })
            .collect()
    }

    #[test]
    fn a_line_of_their_turn_and_my_answer_is_read_in_canonical_notation() {
        let (game, premover) = game_after(1);
        let turns = continuation(&game, 2);
        let typed = line_text(&turns).to_lowercase();
        let line = Line::read(&typed, game.position(), 1, premover).unwrap();
        assert_eq!(line.plies, turns);
        assert_eq!(line.to_string(), line_text(&turns));
        assert_eq!(Line::from_stored(1, &line.to_string()).unwrap(), line);
    }

    #[test]
    fn a_line_is_refused_when_it_is_the_players_own_turn() {
        let (game, premover) = game_after(1);
        let turns = continuation(&game, 2);
        let mover = !premover;
        let error = Line::read(&line_text(&turns), game.position(), 1, mover).unwrap_err();
        assert_eq!(error, LineError::YourTurn);
    }

    #[test]
    fn an_illegal_turn_is_refused_with_its_ply() {
        // RULES 6: a move must follow the rules; the second written turn repeats
        // the first one's origin, which is empty by then.
        let (game, premover) = game_after(0);
        let first = continuation(&game, 1)[0];
        let typed = format!("{first} {first}");
        let error = Line::read(&typed, game.position(), 0, premover).unwrap_err();
        assert!(
            matches!(error, LineError::Illegal { ply: 2, turn, .. } if turn == first),
            "{error:?}"
        );
    }

    #[test]
    fn an_illegal_turn_says_whether_it_was_the_opponents() {
        // RULES 8.1: nobody passes while a turn exists. The first written turn is the
        // opponent's, so its error speaks of the opponent; the second is the writer's.
        let (game, premover) = game_after(0);
        let theirs = Line::read("pass pass", game.position(), 0, premover).unwrap_err();
        assert!(
            matches!(
                theirs,
                LineError::Illegal {
                    ply: 1,
                    by_opponent: true,
                    error: PlayError::PassWithMoves,
                    ..
                }
            ),
            "{theirs:?}"
        );
        let first = continuation(&game, 1)[0];
        let typed = format!("{first} {first}");
        let own = Line::read(&typed, game.position(), 0, premover).unwrap_err();
        assert!(
            matches!(
                own,
                LineError::Illegal {
                    ply: 2,
                    by_opponent: false,
                    ..
                }
            ),
            "{own:?}"
        );
    }

    #[test]
    fn unreadable_empty_long_and_unanswered_lines_are_refused() {
        let (game, premover) = game_after(0);
        let position = game.position();
        assert_eq!(
            Line::read("  ", position, 0, premover),
            Err(LineError::Empty)
        );
        assert!(matches!(
            Line::read("c3-d4 zz", position, 0, premover),
            Err(LineError::Unreadable { ply: 2, .. }) | Err(LineError::Illegal { ply: 1, .. })
        ));
        let eleven = ["pass"; MAX_PLIES + 1].join(" ");
        assert_eq!(
            Line::read(&eleven, position, 0, premover),
            Err(LineError::TooLong { written: 11 })
        );
        let theirs = line_text(&continuation(&game, 1));
        assert_eq!(
            Line::read(&theirs, position, 0, premover),
            Err(LineError::NoAnswer)
        );
    }

    #[test]
    fn the_answer_is_due_only_while_the_record_follows_the_line() {
        let (mut game, premover) = game_after(1);
        let turns = continuation(&game, 4);
        let line = Line::read(&line_text(&turns), game.position(), 1, premover).unwrap();
        let lines = [line.clone()];
        // Before the opponent moves nothing is due.
        assert_eq!(
            answer_due(&lines, game.turns(), game.position(), premover),
            None
        );
        game.play(turns[0]).unwrap();
        assert_eq!(
            answer_due(&lines, game.turns(), game.position(), premover),
            Some(turns[1])
        );
        game.play(turns[1]).unwrap();
        assert_eq!(line.remaining(game.turns()), Some(&turns[2..]));
        // Another turn than the line's third: the line is dead.
        let other = game
            .position()
            .legal_turns()
            .into_iter()
            .find(|&t| t != turns[2])
            .unwrap();
        game.play(other).unwrap();
        assert_eq!(line.remaining(game.turns()), None);
        assert_eq!(
            answer_due(&lines, game.turns(), game.position(), premover),
            None
        );
    }

    #[test]
    fn autocomplete_continues_the_line_with_legal_turns_that_fit_the_word_typed() {
        let (game, _) = game_after(1);
        let position = game.position();
        let first = continuation(&game, 1)[0];
        let all = continuations("", position, 1000);
        assert_eq!(all.len(), position.legal_turns().len());
        assert!(all.contains(&first.to_string()));
        let origin = &first.to_string()[..2];
        let fitting = continuations(&origin.to_lowercase(), position, 1000);
        assert!(fitting.iter().all(|t| t.starts_with(origin)), "{fitting:?}");
        assert!(fitting.contains(&first.to_string()));
        let next = continuations(&format!("{first} "), position, 25);
        let after = position.play(first).unwrap();
        assert_eq!(next.len(), after.legal_turns().len().min(25));
        assert!(next
            .iter()
            .all(|line| line.starts_with(&format!("{first} "))));
        // An illegal written turn ends the suggestions.
        assert!(continuations(&format!("{first} {first} "), position, 25).is_empty());
    }

    #[test]
    fn a_new_line_replaces_a_stored_one_that_answers_the_same_turn_differently() {
        let (game, premover) = game_after(1);
        let theirs = continuation(&game, 1)[0];
        let after = game.position().play_unchecked(theirs);
        let answers = after.legal_turns();
        let old = Line::read(
            &format!("{theirs} {}", answers[0]),
            game.position(),
            1,
            premover,
        )
        .unwrap();
        let same = Line::read(
            &format!("{theirs} {}", answers[0]),
            game.position(),
            1,
            premover,
        )
        .unwrap();
        let other = Line::read(
            &format!("{theirs} {}", answers[1]),
            game.position(),
            1,
            premover,
        )
        .unwrap();
        let stored = [old.clone()];
        let position = game.position();
        assert!(conflicts(&stored, &same, game.turns(), position, premover).is_empty());
        assert_eq!(
            conflicts(&stored, &other, game.turns(), position, premover),
            vec![&old]
        );
        // A line for another turn of the opponent is a second branch of the tree.
        let their_other = game.position().legal_turns()[1];
        let reply = game.position().play_unchecked(their_other).legal_turns()[0];
        let branch = Line::read(
            &format!("{their_other} {reply}"),
            game.position(),
            1,
            premover,
        )
        .unwrap();
        assert!(conflicts(&stored, &branch, game.turns(), position, premover).is_empty());
    }
}
