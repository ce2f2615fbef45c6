//! An event as stored, with its Swiss rebuilt from the closed rounds for the
//! pairing engine, the standings and the tournament report.

use lyngk_events::swiss::{Colour, Entrant, PlayerId, PlayerResult, RoundEntry, SwissEvent};
use lyngk_store::events::{self, EventPairing, EventPlayer, EventRound, EventRow};
use rusqlite::Connection;

/// An event as stored: its players, every pairing and the Swiss of its closed rounds.
pub(crate) struct Loaded {
    pub players: Vec<EventPlayer>,
    pub pairings: Vec<EventPairing>,
    pub rounds: Vec<EventRound>,
    pub swiss: SwissEvent,
}

/// Reads the event and rebuilds its Swiss from the closed rounds: every player
/// entered at once (a late entrant is absent from the rounds before their entry).
pub(crate) fn load(conn: &Connection, event: &EventRow) -> anyhow::Result<Loaded> {
    let players = events::players(conn, event.id)?;
    let pairings = events::pairings(conn, event.id)?;
    let rounds = events::rounds(conn, event.id)?;
    let mut swiss = SwissEvent::new(event.settings.rounds)?;
    for player in &players {
        swiss.enter(
            Entrant::new(&player.name, player.rating)?,
            RoundEntry::Absent,
        );
    }
    for round in rounds.iter().filter(|r| r.closed) {
        let mut entries = vec![RoundEntry::Absent; players.len()];
        for pairing in pairings.iter().filter(|p| p.round == round.number) {
            for (entry, said) in round_entries(pairing, &players) {
                entries[entry as usize] = said;
            }
        }
        swiss.record_round(entries)?;
    }
    Ok(Loaded {
        players,
        pairings,
        rounds,
        swiss,
    })
}

/// What one ended pairing means for each of its players.
pub(super) fn round_entries(
    pairing: &EventPairing,
    players: &[EventPlayer],
) -> Vec<(u32, RoundEntry)> {
    let white = pairing.white;
    let Some(black) = pairing.black else {
        return vec![(white, RoundEntry::PairingAllocatedBye)];
    };
    let forfeit = |entry: u32, opponent: u32, colour: Colour, won: bool| {
        (
            entry,
            RoundEntry::Forfeit {
                opponent: PlayerId(opponent),
                colour,
                won,
            },
        )
    };
    if let Some(loser) = pairing.forfeited_by {
        return vec![
            forfeit(white, black, Colour::White, loser != white),
            forfeit(black, white, Colour::Black, loser != black),
        ];
    }
    if pairing.aborted {
        // Void: nobody scores, and the game does not count as played (C.04.1).
        return vec![
            forfeit(white, black, Colour::White, false),
            forfeit(black, white, Colour::Black, false),
        ];
    }
    let white_user = players.get(white as usize).map(|p| p.user);
    let outcome = match pairing.winner {
        None => PlayerResult::Draw,
        Some(winner) if Some(winner) == white_user => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
    };
    let played = |opponent: u32, colour, outcome| RoundEntry::Played {
        opponent: PlayerId(opponent),
        colour,
        outcome,
    };
    vec![
        (white, played(black, Colour::White, outcome)),
        (black, played(white, Colour::Black, outcome.reversed())),
    ]
}
