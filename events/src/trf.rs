//! The FIDE tournament report (TRF-2026, readable as TRF16): header lines and
//! one `001` line per player with the pairing number, rating, score, rank and
//! every round's opponent, seat and result; and a reader for such files. A Swiss
//! ([`write_trf`]) and a round robin ([`write_report`] with [`TrfSystem::RoundRobin`])
//! are written the same way, a round a column; a double round robin's second leg
//! names the same opponents again, seats swapped.
//!
//! Header codes written: `012` name, `042`/`052` dates when given, `062`
//! players, `092` type, `142` rounds, and for a Swiss `152 W` initial colour
//! (TRF-2026), `192 FIDE_DUTCH_2025` pairing system, and their TRF16-era
//! equivalents `XXR` and `XXC white1` that TRF16 pairing programs read (a round
//! robin has `XXR` alone).
//!
//! Round codes: `1 = 0` played games with `w`/`b`; `+`/`-` forfeits (with
//! the seat given); `0000 - U` the pairing-allocated bye, `F` a full-point
//! bye, `H` a half-point bye, `Z` not paired (absent, withdrawn, not entered, or a
//! round robin's bye, which scores nothing).

use std::fmt::Write as _;

use thiserror::Error;

use crate::swiss::{Colour, Entrant, EventError, PlayerId, PlayerResult, RoundEntry, SwissEvent};
use crate::Points;

/// Optional header facts of the report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrfHeader {
    /// The tournament's name (`012`).
    pub name: String,
    /// Start date `YYYY/MM/DD` (`042`), if known.
    pub start_date: Option<String>,
    /// End date `YYYY/MM/DD` (`052`), if known.
    pub end_date: Option<String>,
}

/// How the reported tournament was paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfSystem {
    /// A Swiss by FIDE's Dutch system, the first seat White in round 1.
    DutchSwiss,
    /// A round robin (every pairing once a leg; a double round robin meets the same
    /// opponent twice, seats swapped). Its bye is a round without a game that scores
    /// nothing: written `0000 - Z`, the zero-point bye.
    RoundRobin,
}

/// One player of a report, whatever the format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfPlayer {
    pub name: String,
    /// 0: unrated.
    pub rating: u16,
    /// The score column: the points the tournament's own rules gave.
    pub score: Points,
    /// The place in the final standings, from 1.
    pub rank: u32,
    /// Every round's entry; opponents are named by their index in the report's
    /// players (pairing number - 1).
    pub rounds: Vec<RoundEntry>,
}

/// The report of `event`; players appear by pairing number, and `ranks`
/// gives each player's place in the standings (pairing number order when
/// `None`).
pub fn write_trf(event: &SwissEvent, header: &TrfHeader, ranks: Option<&[PlayerId]>) -> String {
    let order = event.ranking();
    let mut number = vec![0u32; order.len()];
    for (position, player) in order.iter().enumerate() {
        number[player.index()] = position as u32 + 1;
    }
    let mut place = number.clone();
    if let Some(ranks) = ranks {
        for (position, player) in ranks.iter().enumerate() {
            place[player.index()] = position as u32 + 1;
        }
    }
    let renumbered = |opponent: PlayerId| PlayerId(number[opponent.index()] - 1);
    let players: Vec<TrfPlayer> = order
        .iter()
        .map(|&player| {
            let entrant = &event.entrants()[player.index()];
            TrfPlayer {
                name: entrant.name().to_owned(),
                rating: entrant.rating(),
                score: event.score(player),
                rank: place[player.index()],
                rounds: event
                    .history(player)
                    .iter()
                    .map(|&entry| renumber(entry, renumbered))
                    .collect(),
            }
        })
        .collect();
    write_report(
        TrfSystem::DutchSwiss,
        event.total_rounds(),
        header,
        &players,
    )
}

/// The report of a tournament of `rounds` rounds paired by `system`, `players` in
/// pairing number order. A round robin is numbered as its schedule seats the players.
pub fn write_report(
    system: TrfSystem,
    rounds: u32,
    header: &TrfHeader,
    players: &[TrfPlayer],
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "012 {}", one_line(&header.name));
    if let Some(date) = &header.start_date {
        let _ = writeln!(out, "042 {}", one_line(date));
    }
    if let Some(date) = &header.end_date {
        let _ = writeln!(out, "052 {}", one_line(date));
    }
    let _ = writeln!(out, "062 {}", players.len());
    match system {
        TrfSystem::DutchSwiss => {
            let _ = writeln!(out, "092 Individual: Swiss-System (Dutch)");
            let _ = writeln!(out, "142 {rounds}");
            let _ = writeln!(out, "152 W");
            let _ = writeln!(out, "192 FIDE_DUTCH_2025");
            let _ = writeln!(out, "XXR {rounds}");
            let _ = writeln!(out, "XXC white1");
        }
        // No pairing system or colour directive: the schedule paired it.
        TrfSystem::RoundRobin => {
            let _ = writeln!(out, "092 Individual: Round-Robin");
            let _ = writeln!(out, "142 {rounds}");
            let _ = writeln!(out, "XXR {rounds}");
        }
    }
    for (index, player) in players.iter().enumerate() {
        let rating = if player.rating == 0 {
            String::new()
        } else {
            player.rating.to_string()
        };
        let name: String = one_line(&player.name).chars().take(33).collect();
        let _ = write!(
            out,
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            index + 1,
            name,
            rating,
            "",
            "",
            "",
            player.score.to_string(),
            player.rank,
        );
        for &entry in &player.rounds {
            let _ = write!(out, "  {}", round_code(entry));
        }
        out.push('\n');
    }
    out
}

/// `entry` with its opponent renamed by `rename`.
fn renumber(entry: RoundEntry, rename: impl Fn(PlayerId) -> PlayerId) -> RoundEntry {
    match entry {
        RoundEntry::Played {
            opponent,
            colour,
            outcome,
        } => RoundEntry::Played {
            opponent: rename(opponent),
            colour,
            outcome,
        },
        RoundEntry::Forfeit {
            opponent,
            colour,
            won,
        } => RoundEntry::Forfeit {
            opponent: rename(opponent),
            colour,
            won,
        },
        bye => bye,
    }
}

fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// One round's field; the opponent's pairing number is their index + 1.
fn round_code(entry: RoundEntry) -> String {
    let seat = |colour: Colour| if colour == Colour::White { 'w' } else { 'b' };
    match entry {
        RoundEntry::Played {
            opponent,
            colour,
            outcome,
        } => {
            let result = match outcome {
                PlayerResult::Win => '1',
                PlayerResult::Draw => '=',
                PlayerResult::Loss => '0',
            };
            format!("{:>4} {} {}", opponent.0 + 1, seat(colour), result)
        }
        RoundEntry::Forfeit {
            opponent,
            colour,
            won,
        } => format!(
            "{:>4} {} {}",
            opponent.0 + 1,
            seat(colour),
            if won { '+' } else { '-' }
        ),
        RoundEntry::PairingAllocatedBye => "0000 - U".to_owned(),
        RoundEntry::FullPointBye => "0000 - F".to_owned(),
        RoundEntry::HalfPointBye => "0000 - H".to_owned(),
        RoundEntry::Absent => "0000 - Z".to_owned(),
    }
}

/// Why a report could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfError {
    /// A `001` line too short or with a field that is not a number.
    #[error("line {0}: not a valid player line")]
    BadPlayerLine(usize),
    /// A round entry that is not a TRF code.
    #[error("line {line}, round {round}: unknown result code")]
    BadRoundEntry {
        /// The line, from 1.
        line: usize,
        /// The round, from 1.
        round: usize,
    },
    /// Pairing numbers are not 1..=n.
    #[error("pairing numbers are not 1 to {0}")]
    BadNumbering(usize),
    /// No number of rounds (`142` or `XXR`).
    #[error("the number of rounds is missing")]
    NoRounds,
    /// The rounds do not form a consistent event.
    #[error("round {round}: {source}")]
    Inconsistent {
        /// The round, from 1.
        round: usize,
        /// What is wrong.
        source: EventError,
    },
}

/// Reads a report written by [`write_trf`] (or any TRF16 / TRF-2026 file of
/// an individual Swiss with standard points). Entrants get ids in pairing
/// number order; names and ratings must reproduce that order.
pub fn read_trf(text: &str) -> Result<SwissEvent, TrfError> {
    let mut rounds = None;
    let mut players: Vec<(u32, Entrant, Vec<Option<RawEntry>>)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_number = index + 1;
        let chars: Vec<char> = line.chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars[from.min(chars.len())..to.min(chars.len())]
                .iter()
                .collect::<String>()
                .trim()
                .to_owned()
        };
        match line.get(..3) {
            Some("142") | Some("XXR") => {
                rounds = Some(
                    field(3, chars.len())
                        .parse::<u32>()
                        .map_err(|_| TrfError::NoRounds)?,
                );
            }
            Some("001") => {
                if chars.len() < 84 {
                    return Err(TrfError::BadPlayerLine(line_number));
                }
                let number: u32 = field(4, 8)
                    .parse()
                    .map_err(|_| TrfError::BadPlayerLine(line_number))?;
                let rating_text = field(48, 52);
                let rating: u16 = if rating_text.is_empty() {
                    0
                } else {
                    rating_text
                        .parse()
                        .map_err(|_| TrfError::BadPlayerLine(line_number))?
                };
                let entrant = Entrant::new(&field(14, 47), rating)
                    .map_err(|_| TrfError::BadPlayerLine(line_number))?;
                let mut entries = Vec::new();
                let mut start = 91;
                while start + 8 <= chars.len() {
                    let round = entries.len() + 1;
                    let bad = TrfError::BadRoundEntry {
                        line: line_number,
                        round,
                    };
                    entries.push(parse_entry(&chars[start..start + 8]).ok_or(bad)?);
                    start += 10;
                }
                players.push((number, entrant, entries));
            }
            _ => {}
        }
    }
    let rounds = rounds.ok_or(TrfError::NoRounds)?;
    players.sort_by_key(|(number, _, _)| *number);
    if players
        .iter()
        .enumerate()
        .any(|(i, (number, _, _))| *number != i as u32 + 1)
    {
        return Err(TrfError::BadNumbering(players.len()));
    }
    let mut event =
        SwissEvent::new(rounds).map_err(|source| TrfError::Inconsistent { round: 0, source })?;
    let played = players
        .iter()
        .map(|(_, _, entries)| entries.len())
        .max()
        .unwrap_or(0);
    let mut pending: Vec<Vec<Option<RawEntry>>> = Vec::new();
    for (_, entrant, entries) in players {
        event.enter(entrant, RoundEntry::Absent);
        pending.push(entries);
    }
    for round in 0..played {
        let entries = pending
            .iter()
            .map(|entries| {
                entries
                    .get(round)
                    .copied()
                    .flatten()
                    .map_or(RoundEntry::Absent, RawEntry::resolve)
            })
            .collect();
        event
            .record_round(entries)
            .map_err(|source| TrfError::Inconsistent {
                round: round + 1,
                source,
            })?;
    }
    Ok(event)
}

/// A round entry as written, the opponent still a pairing number.
#[derive(Clone, Copy, Debug)]
enum RawEntry {
    Game {
        opponent: u32,
        colour: Colour,
        code: char,
    },
    Bye(RoundEntry),
}

impl RawEntry {
    fn resolve(self) -> RoundEntry {
        match self {
            RawEntry::Bye(entry) => entry,
            RawEntry::Game {
                opponent,
                colour,
                code,
            } => {
                let opponent = PlayerId(opponent - 1);
                match code {
                    '+' => RoundEntry::Forfeit {
                        opponent,
                        colour,
                        won: true,
                    },
                    '-' => RoundEntry::Forfeit {
                        opponent,
                        colour,
                        won: false,
                    },
                    '1' | 'W' => RoundEntry::Played {
                        opponent,
                        colour,
                        outcome: PlayerResult::Win,
                    },
                    '=' | 'D' => RoundEntry::Played {
                        opponent,
                        colour,
                        outcome: PlayerResult::Draw,
                    },
                    _ => RoundEntry::Played {
                        opponent,
                        colour,
                        outcome: PlayerResult::Loss,
                    },
                }
            }
        }
    }
}

/// One 8-character round field: `oooo c r`; `None` inside for a blank field.
fn parse_entry(field: &[char]) -> Option<Option<RawEntry>> {
    let text: String = field.iter().collect();
    if text.trim().is_empty() {
        return Some(None);
    }
    let opponent: u32 = text[..4].trim().parse().unwrap_or(0);
    let colour = match field[5] {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        _ => None,
    };
    let code = field[7].to_ascii_uppercase();
    if opponent == 0 {
        let bye = match code {
            'U' => RoundEntry::PairingAllocatedBye,
            'F' | '+' => RoundEntry::FullPointBye,
            'H' | '=' => RoundEntry::HalfPointBye,
            'Z' | '-' | '0' | ' ' | 'L' => RoundEntry::Absent,
            _ => return None,
        };
        return Some(Some(RawEntry::Bye(bye)));
    }
    if !matches!(code, '+' | '-' | '1' | '=' | '0' | 'W' | 'D' | 'L') {
        return None;
    }
    Some(Some(RawEntry::Game {
        opponent,
        colour: colour?,
        code,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_event() -> SwissEvent {
        let mut event = SwissEvent::new(3).unwrap();
        let a = event.enter(Entrant::new("Ada", 1800).unwrap(), RoundEntry::Absent);
        let b = event.enter(Entrant::new("Bo", 1900).unwrap(), RoundEntry::Absent);
        let c = event.enter(Entrant::new("Cy", 0).unwrap(), RoundEntry::Absent);
        event
            .record_round(vec![
                RoundEntry::Played {
                    opponent: b,
                    colour: Colour::Black,
                    outcome: PlayerResult::Draw,
                },
                RoundEntry::Played {
                    opponent: a,
                    colour: Colour::White,
                    outcome: PlayerResult::Draw,
                },
                RoundEntry::PairingAllocatedBye,
            ])
            .unwrap();
        event
            .record_round(vec![
                RoundEntry::Forfeit {
                    opponent: c,
                    colour: Colour::White,
                    won: true,
                },
                RoundEntry::HalfPointBye,
                RoundEntry::Forfeit {
                    opponent: a,
                    colour: Colour::Black,
                    won: false,
                },
            ])
            .unwrap();
        event
    }

    #[test]
    fn player_lines_hold_the_fields_in_their_columns() {
        let text = write_trf(
            &small_event(),
            &TrfHeader {
                name: "Test".into(),
                ..Default::default()
            },
            None,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.contains(&"142 3") && lines.contains(&"XXR 3") && lines.contains(&"152 W"));
        // Bo (1900) has pairing number 1, Ada 2, Cy (unrated) 3.
        let bo = lines.iter().find(|line| line.contains("Bo ")).unwrap();
        assert_eq!(&bo[4..8], "   1");
        assert_eq!(&bo[48..52], "1900");
        assert_eq!(&bo[80..84], " 1.0");
        assert_eq!(&bo[91..99], "   2 w =");
        assert_eq!(&bo[101..109], "0000 - H");
        let ada = lines.iter().find(|line| line.contains("Ada")).unwrap();
        assert_eq!(&ada[101..109], "   3 w +");
        let cy = lines.iter().find(|line| line.contains("Cy")).unwrap();
        assert_eq!(&cy[48..52], "    ");
        assert_eq!(&cy[91..99], "0000 - U");
    }

    #[test]
    fn reading_a_written_report_gives_the_event_back() {
        let event = small_event();
        let text = write_trf(&event, &TrfHeader::default(), None);
        let read = read_trf(&text).unwrap();
        assert_eq!(read.completed_rounds(), 2);
        assert_eq!(write_trf(&read, &TrfHeader::default(), None), text);
    }

    /// Two players twice and a third sitting out each round he is not paired: the
    /// second leg names the same opponent, seats swapped; a walkover is `+`/`-`.
    #[test]
    fn a_double_round_robin_is_written_a_round_a_column() {
        let game = |opponent: u32, colour, outcome| RoundEntry::Played {
            opponent: PlayerId(opponent),
            colour,
            outcome,
        };
        let walkover = |opponent: u32, colour, won| RoundEntry::Forfeit {
            opponent: PlayerId(opponent),
            colour,
            won,
        };
        let player = |name: &str, halves, rank, rounds| TrfPlayer {
            name: name.into(),
            rating: 1500,
            score: Points::from_halves(halves),
            rank,
            rounds,
        };
        let (w, b) = (Colour::White, Colour::Black);
        let players = [
            player(
                "Ada",
                3,
                1,
                vec![
                    game(1, w, PlayerResult::Win),
                    game(1, b, PlayerResult::Draw),
                ],
            ),
            player(
                "Bo",
                1,
                2,
                vec![
                    game(0, b, PlayerResult::Loss),
                    game(0, w, PlayerResult::Draw),
                ],
            ),
            player("Cy", 2, 3, vec![RoundEntry::Absent, walkover(3, w, true)]),
            player("Di", 0, 4, vec![RoundEntry::Absent, walkover(2, b, false)]),
        ];
        let header = TrfHeader {
            name: "Twice".into(),
            ..Default::default()
        };
        let text = write_report(TrfSystem::RoundRobin, 2, &header, &players);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            &lines[..5],
            [
                "012 Twice",
                "062 4",
                "092 Individual: Round-Robin",
                "142 2",
                "XXR 2"
            ]
        );
        assert!(!text.contains("XXC"), "no Swiss colour directive");
        let ada = lines[5];
        assert_eq!(&ada[4..8], "   1");
        assert_eq!(&ada[80..89], " 1.5    1");
        assert_eq!(&ada[91..99], "   2 w 1");
        assert_eq!(&ada[101..109], "   2 b =");
        assert_eq!(&lines[6][91..109], "   1 b 0     1 w =");
        assert_eq!(&lines[7][91..109], "0000 - Z     4 w +");
        assert_eq!(&lines[8][91..109], "0000 - Z     3 b -");
    }

    #[test]
    fn a_swiss_report_is_numbered_by_rating_whatever_the_entry_order() {
        // Ada entered first but Bo (1900) holds pairing number 1: opponents follow.
        let text = write_trf(&small_event(), &TrfHeader::default(), None);
        let ada = text.lines().find(|line| line.contains("Ada")).unwrap();
        assert_eq!(&ada[91..99], "   1 b =");
    }

    #[test]
    fn a_report_without_rounds_is_refused() {
        assert_eq!(read_trf("012 x\n"), Err(TrfError::NoRounds));
    }
}
