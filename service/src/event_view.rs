//! An event as its web page shows it, as typed data: standings with tiebreaks, each
//! round's pairings with results and games, a crosstable, a knockout's bracket, a
//! ladder's places and challenges, a season's divisions. Built from the store and
//! `lyngk_events` (`commands::event::web`), never from the bot's message text, so a
//! page renders real tables and nothing carries Discord's Markdown.
//!
//! Numbers are already written in the server's language (decimal commas); names are
//! as the players typed them, for the page to escape.

/// What an event's page shows, by its format.
#[derive(Clone, Debug, PartialEq)]
pub enum EventBody {
    /// Before the start: who entered so far.
    Entered(Vec<String>),
    /// A Swiss: standings, a crosstable by round, the rounds' pairings.
    Swiss {
        standings: Standings,
        crosstable: RoundsCrosstable,
        rounds: Vec<RoundPairings>,
    },
    /// A round robin: standings, everyone against everyone, the rounds' pairings.
    RoundRobin {
        standings: Standings,
        crosstable: Crosstable,
        rounds: Vec<RoundPairings>,
    },
    /// A knockout: the bracket (every round, those to come empty) and the games.
    Knockout {
        bracket: Vec<BracketRound>,
        rounds: Vec<RoundPairings>,
    },
    Ladder(LadderView),
    Divisions(DivisionsView),
}

/// A standings table: the rank and name, then the format's columns (points, then
/// its tiebreaks) under their headings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standings {
    /// The headings of `values`, in the server's language.
    pub headings: Vec<String>,
    /// Best first.
    pub rows: Vec<StandingsRow>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StandingsRow {
    pub rank: usize,
    pub name: String,
    pub withdrawn: bool,
    /// One per heading.
    pub values: Vec<String>,
    /// In a season's division: whether this place moves up or down at its end.
    pub moves: Option<Move>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
}

/// One game's result from one side (in a pairing, from the first-named player's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
    /// Won because the opponent forfeited or withdrew.
    ForfeitWin,
    ForfeitLoss,
    /// Ended before both players moved: counts for nobody.
    Void,
    /// Still being played.
    Playing,
}

impl Outcome {
    /// The same game from the other side.
    pub fn reversed(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::ForfeitWin => Outcome::ForfeitLoss,
            Outcome::ForfeitLoss => Outcome::ForfeitWin,
            same => same,
        }
    }
}

/// A round's pairings.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundPairings {
    pub number: u32,
    pub pairings: Vec<Pairing>,
}

/// One pairing: the first seat, the second (none: a bye), the result from the first
/// seat's side, and the game when there is one to look at.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    pub first: String,
    pub second: Option<String>,
    pub outcome: Outcome,
    pub game: Option<i64>,
}

/// A round robin's crosstable: players in standings order, each cell the results of
/// the row's player against the column's (more than one with several legs).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Crosstable {
    pub names: Vec<String>,
    pub cells: Vec<Vec<Vec<Outcome>>>,
}

/// A Swiss's crosstable: players in standings order, a column per round.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoundsCrosstable {
    pub names: Vec<String>,
    pub rounds: u32,
    pub cells: Vec<Vec<RoundCell>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundCell {
    /// Against the player at `opponent` (their rank), first seat or not.
    Played {
        opponent: usize,
        first_seat: bool,
        outcome: Outcome,
    },
    Bye,
    /// Not paired that round (entered later, withdrawn, round to come).
    Absent,
}

/// A round of a knockout's bracket.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketRound {
    /// "Final", "Semi-finals", "Round 1" in the server's language.
    pub title: String,
    pub matches: Vec<BracketMatch>,
}

/// A match of the bracket: its two sides (none: not known yet, or a bye's empty
/// side), who goes through, and its games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketMatch {
    pub sides: [Option<BracketSide>; 2],
    pub winner: Option<usize>,
    /// Given up by a withdrawal.
    pub walkover: bool,
    pub games: Vec<i64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BracketSide {
    pub seed: Option<u32>,
    pub name: String,
    /// Match points ("1½"), empty for a bye.
    pub score: String,
}

/// A ladder: its places, top first, and the challenges in play.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LadderView {
    pub places: Vec<String>,
    /// How many places up a player may challenge.
    pub reach: usize,
    pub challenges: Vec<LadderChallenge>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LadderChallenge {
    pub challenger: String,
    pub challenger_place: usize,
    pub defender: String,
    pub defender_place: usize,
    /// The game, once accepted.
    pub game: Option<i64>,
}

/// A divisions event's latest season, a table per division, top first.
#[derive(Clone, Debug, PartialEq)]
pub struct DivisionsView {
    pub season: u32,
    pub over: bool,
    pub divisions: Vec<Division>,
}

/// A division: played as its own Swiss or round robin event (its body, whose
/// standings mark who moves).
#[derive(Clone, Debug, PartialEq)]
pub struct Division {
    pub number: usize,
    pub event: i64,
    pub body: EventBody,
}
