//! The event as the pairing engine sees it: entrants, what each did in every
//! round so far, and the validated constructor that keeps the history
//! consistent (a game appears on both players' lines, with opposite seats and
//! complementary results).

use std::collections::BTreeSet;

use thiserror::Error;

use crate::score::Points;

/// An entrant's index in the order they entered the event (stable for the
/// event's life; pairing numbers are derived from ratings and names instead).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId(pub u32);

impl PlayerId {
    /// The index into the event's entrant list.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A seat. The first seat plays White in FIDE's terms: it moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// The first seat.
    White,
    /// The second seat.
    Black,
}

impl Colour {
    /// The other seat.
    pub fn opposite(self) -> Self {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A played game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerResult {
    /// Won the game.
    Win,
    /// Drew the game.
    Draw,
    /// Lost the game.
    Loss,
}

impl PlayerResult {
    /// The opponent's outcome of the same game.
    pub fn reversed(self) -> Self {
        match self {
            PlayerResult::Win => PlayerResult::Loss,
            PlayerResult::Draw => PlayerResult::Draw,
            PlayerResult::Loss => PlayerResult::Win,
        }
    }
}

/// What a player did in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundEntry {
    /// A game played over the board.
    Played {
        /// The opponent.
        opponent: PlayerId,
        /// This player's seat.
        colour: Colour,
        /// This player's result.
        outcome: PlayerResult,
    },
    /// A pairing that was not played: one side forfeited (or both did, then
    /// both entries say `won: false`). FIDE C.04.1: a forfeited game does not
    /// count as played, for colours, floats and meeting again.
    Forfeit {
        /// The opponent paired.
        opponent: PlayerId,
        /// The seat the player was given.
        colour: Colour,
        /// Whether this player scored the point.
        won: bool,
    },
    /// The pairing-allocated bye (the odd player out), worth a win.
    PairingAllocatedBye,
    /// A bye the organiser granted for a full point (not by the pairing).
    FullPointBye,
    /// A requested half-point bye.
    HalfPointBye,
    /// Not paired: absent, withdrawn, not yet entered, or a zero-point bye.
    Absent,
}

impl RoundEntry {
    /// The points this entry scores.
    pub fn points(self) -> Points {
        match self {
            RoundEntry::Played { outcome, .. } => match outcome {
                PlayerResult::Win => Points::WIN,
                PlayerResult::Draw => Points::DRAW,
                PlayerResult::Loss => Points::ZERO,
            },
            RoundEntry::Forfeit { won, .. } => {
                if won {
                    Points::WIN
                } else {
                    Points::ZERO
                }
            }
            RoundEntry::PairingAllocatedBye | RoundEntry::FullPointBye => Points::WIN,
            RoundEntry::HalfPointBye => Points::DRAW,
            RoundEntry::Absent => Points::ZERO,
        }
    }

    /// The game actually played, if any: opponent and seat.
    pub fn played_game(self) -> Option<(PlayerId, Colour)> {
        match self {
            RoundEntry::Played {
                opponent, colour, ..
            } => Some((opponent, colour)),
            _ => None,
        }
    }

    /// Whether the pairing program placed the player this round (a game,
    /// a forfeit or the pairing-allocated bye).
    pub fn was_paired(self) -> bool {
        matches!(
            self,
            RoundEntry::Played { .. }
                | RoundEntry::Forfeit { .. }
                | RoundEntry::PairingAllocatedBye
        )
    }
}

/// An entrant: the name and rating used for pairing numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entrant {
    name: String,
    rating: u16,
}

/// The highest rating a tournament report can hold (four digits).
pub const MAX_RATING: u16 = 9999;

impl Entrant {
    /// An entrant; the name is trimmed and must not be empty, the rating at
    /// most [`MAX_RATING`] (0 means unrated).
    pub fn new(name: &str, rating: u16) -> Result<Self, EventError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(EventError::EmptyName);
        }
        if rating > MAX_RATING {
            return Err(EventError::RatingOutOfRange(rating));
        }
        Ok(Self {
            name: name.to_owned(),
            rating,
        })
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rating (0: unrated).
    pub fn rating(&self) -> u16 {
        self.rating
    }
}

/// Why an event or a round's record was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EventError {
    /// An entrant's name is empty.
    #[error("an entrant's name is empty")]
    EmptyName,
    /// A rating above four digits.
    #[error("rating {0} is above {MAX_RATING}")]
    RatingOutOfRange(u16),
    /// A Swiss needs at least one round.
    #[error("a Swiss needs at least one round")]
    NoRounds,
    /// More rounds recorded than the event has.
    #[error("the event has {0} rounds, all recorded")]
    AllRoundsRecorded(u32),
    /// A round's record does not have one entry per entrant.
    #[error("the round has {given} entries for {entrants} entrants")]
    WrongEntryCount {
        /// Entries given.
        given: usize,
        /// Entrants in the event.
        entrants: usize,
    },
    /// A player is paired with an unknown player or with themselves.
    #[error("player {0:?} is paired with an unknown player or with themselves")]
    BadOpponent(PlayerId),
    /// The two sides of a pairing do not agree.
    #[error("players {0:?} and {1:?} disagree about their game")]
    InconsistentPair(PlayerId, PlayerId),
    /// Two players met twice in played games.
    #[error("players {0:?} and {1:?} already played each other")]
    RepeatedGame(PlayerId, PlayerId),
    /// A second pairing-allocated bye for one player.
    #[error("player {0:?} already had the pairing-allocated bye")]
    SecondPairingBye(PlayerId),
}

/// A Swiss event's entrants and their history, consistent by construction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissEvent {
    entrants: Vec<Entrant>,
    total_rounds: u32,
    completed_rounds: u32,
    history: Vec<Vec<RoundEntry>>,
}

impl SwissEvent {
    /// An event of `total_rounds` rounds, no entrant yet.
    pub fn new(total_rounds: u32) -> Result<Self, EventError> {
        if total_rounds == 0 {
            return Err(EventError::NoRounds);
        }
        Ok(Self {
            entrants: Vec::new(),
            total_rounds,
            completed_rounds: 0,
            history: Vec::new(),
        })
    }

    /// Adds an entrant; one who enters late is [`RoundEntry::Absent`] for
    /// the rounds already played unless `missed` says otherwise (an organiser
    /// may grant half-point byes for them).
    pub fn enter(&mut self, entrant: Entrant, missed: RoundEntry) -> PlayerId {
        let id = PlayerId(self.entrants.len() as u32);
        let missed = match missed {
            RoundEntry::HalfPointBye | RoundEntry::FullPointBye => missed,
            _ => RoundEntry::Absent,
        };
        self.entrants.push(entrant);
        self.history
            .push(vec![missed; self.completed_rounds() as usize]);
        id
    }

    /// The entrants in entry order.
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    /// The number of rounds the event has.
    pub fn total_rounds(&self) -> u32 {
        self.total_rounds
    }

    /// Rounds recorded so far.
    pub fn completed_rounds(&self) -> u32 {
        self.completed_rounds
    }

    /// A player's entries, one per completed round.
    pub fn history(&self, player: PlayerId) -> &[RoundEntry] {
        &self.history[player.index()]
    }

    /// A player's score.
    pub fn score(&self, player: PlayerId) -> Points {
        self.history(player)
            .iter()
            .map(|entry| entry.points())
            .sum()
    }

    /// All players, best pairing number first: rating (highest first), then
    /// name, then entry order (C.04.2: the initial ranking list).
    pub fn ranking(&self) -> Vec<PlayerId> {
        let mut players: Vec<PlayerId> = (0..self.entrants.len() as u32).map(PlayerId).collect();
        players.sort_by(|&a, &b| {
            let (ea, eb) = (&self.entrants[a.index()], &self.entrants[b.index()]);
            eb.rating
                .cmp(&ea.rating)
                .then_with(|| ea.name.cmp(&eb.name))
                .then_with(|| a.cmp(&b))
        });
        players
    }

    /// The event as it stood before round `round` (from 1) was played: the
    /// same entrants, the earlier rounds only.
    pub fn before_round(&self, round: u32) -> SwissEvent {
        let kept = (round.max(1) - 1).min(self.completed_rounds);
        SwissEvent {
            entrants: self.entrants.clone(),
            total_rounds: self.total_rounds,
            completed_rounds: kept,
            history: self
                .history
                .iter()
                .map(|rounds| rounds[..kept as usize].to_vec())
                .collect(),
        }
    }

    /// Records a finished round: one entry per entrant, in entry order.
    pub fn record_round(&mut self, entries: Vec<RoundEntry>) -> Result<(), EventError> {
        if self.completed_rounds >= self.total_rounds {
            return Err(EventError::AllRoundsRecorded(self.total_rounds));
        }
        if entries.len() != self.entrants.len() {
            return Err(EventError::WrongEntryCount {
                given: entries.len(),
                entrants: self.entrants.len(),
            });
        }
        self.check_round(&entries)?;
        for (history, entry) in self.history.iter_mut().zip(entries) {
            history.push(entry);
        }
        self.completed_rounds += 1;
        Ok(())
    }

    fn check_round(&self, entries: &[RoundEntry]) -> Result<(), EventError> {
        for (index, &entry) in entries.iter().enumerate() {
            let player = PlayerId(index as u32);
            match entry {
                RoundEntry::Played {
                    opponent,
                    colour,
                    outcome,
                } => {
                    let other = self.opponent_entry(entries, player, opponent)?;
                    let expected = RoundEntry::Played {
                        opponent: player,
                        colour: colour.opposite(),
                        outcome: outcome.reversed(),
                    };
                    if other != expected {
                        return Err(EventError::InconsistentPair(player, opponent));
                    }
                    if self.played_opponents(player).contains(&opponent) {
                        return Err(EventError::RepeatedGame(player, opponent));
                    }
                }
                RoundEntry::Forfeit {
                    opponent,
                    colour,
                    won,
                } => {
                    let other = self.opponent_entry(entries, player, opponent)?;
                    let consistent = matches!(other, RoundEntry::Forfeit { opponent: back, colour: seat, won: other_won }
                        if back == player && seat == colour.opposite() && !(won && other_won));
                    if !consistent {
                        return Err(EventError::InconsistentPair(player, opponent));
                    }
                }
                RoundEntry::PairingAllocatedBye
                    if self
                        .history(player)
                        .contains(&RoundEntry::PairingAllocatedBye) =>
                {
                    return Err(EventError::SecondPairingBye(player));
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn opponent_entry(
        &self,
        entries: &[RoundEntry],
        player: PlayerId,
        opponent: PlayerId,
    ) -> Result<RoundEntry, EventError> {
        if opponent == player || opponent.index() >= entries.len() {
            return Err(EventError::BadOpponent(player));
        }
        Ok(entries[opponent.index()])
    }

    /// Opponents met in played games (forfeits excluded, C.04.1).
    pub fn played_opponents(&self, player: PlayerId) -> BTreeSet<PlayerId> {
        self.history(player)
            .iter()
            .filter_map(|entry| entry.played_game().map(|(opponent, _)| opponent))
            .collect()
    }
}
