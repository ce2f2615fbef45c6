//! Swiss events paired by FIDE's Dutch system (Handbook C.04.3, the 2025 text
//! in force from 1 February 2026, with C.04.1 and C.04.2).
//!
//! [`SwissEvent`] holds the entrants and what each did in every round;
//! [`pair_round`] pairs the next round for the players present.

mod colours;
mod dutch;
mod matching;
mod model;
mod standing;
mod wide;

use std::collections::BTreeSet;

use thiserror::Error;

pub use model::{
    Colour, Entrant, EventError, PlayerId, PlayerResult, RoundEntry, SwissEvent, MAX_RATING,
};

/// One game of a round: who sits first (White) and who second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The first seat.
    pub white: PlayerId,
    /// The second seat.
    pub black: PlayerId,
}

/// A round's pairings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    /// The games, in the order FIDE publishes them (C.04.2: the highest
    /// scores first, then the higher ranked player's pairing number).
    pub games: Vec<Game>,
    /// The player left over, who gets the pairing-allocated bye.
    pub bye: Option<PlayerId>,
}

/// Why a round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Every round of the event has been paired and recorded.
    #[error("all {0} rounds have been played")]
    EventFinished(u32),
    /// A player to pair is not an entrant.
    #[error("player {0:?} is not an entrant")]
    UnknownPlayer(PlayerId),
    /// No pairing satisfies the absolute criteria (C1–C3): for instance
    /// everyone left has already met, or the odd player out had a bye.
    #[error("no pairing satisfies the absolute criteria")]
    NoValidPairing,
}

/// Pairs the next round of `event` among the players `present` (withdrawn
/// and absent players are left out by the caller).
pub fn pair_round(
    event: &SwissEvent,
    present: &BTreeSet<PlayerId>,
) -> Result<RoundPairing, PairingError> {
    if event.completed_rounds() >= event.total_rounds() {
        return Err(PairingError::EventFinished(event.total_rounds()));
    }
    if let Some(&unknown) = present
        .iter()
        .find(|player| player.index() >= event.entrants().len())
    {
        return Err(PairingError::UnknownPlayer(unknown));
    }
    let players = standing::standings(event, present);
    let ranks: std::collections::HashMap<PlayerId, (crate::Points, usize)> =
        players.iter().map(|p| (p.id, (p.score, p.rank))).collect();
    let seated = dutch::pair(players, event.completed_rounds(), event.total_rounds())
        .map_err(|_| PairingError::NoValidPairing)?;
    let mut games: Vec<Game> = seated
        .games
        .into_iter()
        .map(|(white, black)| Game { white, black })
        .collect();
    // Publication order: higher score of the pair, then lower score, then
    // the better pairing number of the higher player.
    games.sort_by_key(|game| {
        let (a, b) = (ranks[&game.white], ranks[&game.black]);
        let (high, low) = if (a.0, std::cmp::Reverse(a.1)) >= (b.0, std::cmp::Reverse(b.1)) {
            (a, b)
        } else {
            (b, a)
        };
        (std::cmp::Reverse(high.0), std::cmp::Reverse(low.0), high.1)
    });
    Ok(RoundPairing {
        games,
        bye: seated.bye,
    })
}
