//! Round robin events: every player meets every other, one round at a time, paired by
//! `lyngk_events::round_robin` (players take the schedule's places in the order they
//! joined; the number of rounds follows from the players, so the schedule is fixed at
//! the start and nobody enters later). What an organiser chooses for one, and what
//! may be refused.

use super::event::MAX_ROUNDS;
use lyngk_events::round_robin::{self, RoundRobin};
pub use lyngk_events::round_robin::{pair_round, rounds_for, RoundOf};
use lyngk_i18n::Msg;
use thiserror::Error;

/// The most players a round robin event holds: the schedule's limit, and no more
/// rounds than an event may have (20 once, 16 twice).
pub fn max_players(legs: RoundRobin) -> usize {
    round_robin::max_players(legs, MAX_ROUNDS)
}

/// The player counts that make exactly `rounds` rounds in an event, fewest first
/// (none: no round robin has that many).
pub fn players_for(rounds: u32, legs: RoundRobin) -> Vec<usize> {
    round_robin::players_for(rounds, legs, MAX_ROUNDS)
}

/// How a round robin's games open: a round at a time, each round with a deadline, or
/// every game at the start (a league: the games' clocks are the only deadlines).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pace {
    #[default]
    RoundByRound,
    AllAtOnce,
}

impl Pace {
    /// As stored in `round_robins.pace` and typed in commands.
    pub fn as_str(self) -> &'static str {
        match self {
            Pace::RoundByRound => "round_by_round",
            Pace::AllAtOnce => "all_at_once",
        }
    }

    pub fn parse(name: &str) -> Option<Pace> {
        [Pace::RoundByRound, Pace::AllAtOnce]
            .into_iter()
            .find(|pace| pace.as_str() == name)
    }
}

/// The legs as typed (`single`, `double`).
pub fn parse_legs(name: &str) -> Option<RoundRobin> {
    match name {
        "single" => Some(RoundRobin::Single),
        "double" => Some(RoundRobin::Double),
        _ => None,
    }
}

/// What an organiser or a player asked of a round robin that cannot be done; nothing
/// changed. Each has its own message (`round-robin-refusal-…` in `round_robin.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RoundRobinRefusal {
    /// No number of players makes this many rounds.
    #[error("no round robin has {rounds} rounds")]
    ImpossibleRounds { rounds: u32, legs: RoundRobin },
    /// The rounds named at the creation disagree with the players at the start.
    #[error("{name} was created with {rounds} rounds, but {players} players make {needed}")]
    RoundsDisagree {
        name: String,
        rounds: u32,
        players: usize,
        needed: u32,
        legs: RoundRobin,
    },
    #[error("a round robin's schedule is drawn at the start: no late entries")]
    LateEntry,
    #[error("a round robin pairing is one game, not best of {0}")]
    BestOf(u32),
    #[error("a round robin holds at most {max} players, not {given}")]
    MaxPlayers {
        given: u32,
        max: usize,
        legs: RoundRobin,
    },
    #[error("{name} is full: a round robin holds at most {max} players")]
    Full {
        name: String,
        max: usize,
        legs: RoundRobin,
    },
    /// Joining once the schedule is drawn.
    #[error("{0} has started: its schedule is drawn")]
    Started(String),
    /// A round's days given to a round robin whose rounds have no deadline.
    #[error("a round robin with every game at once has no round deadlines")]
    RoundDaysAllAtOnce,
}

fn legs_name(legs: RoundRobin) -> &'static str {
    match legs {
        RoundRobin::Single => "single",
        RoundRobin::Double => "double",
    }
}

impl RoundRobinRefusal {
    /// What to tell the user.
    pub fn message(&self) -> Msg {
        use RoundRobinRefusal::*;
        match self {
            ImpossibleRounds { rounds, legs } => Msg::new("round-robin-refusal-rounds")
                .number("given", *rounds)
                .text("legs", legs_name(*legs)),
            RoundsDisagree {
                name,
                rounds,
                players,
                needed,
                legs,
            } => {
                let counts: Vec<String> = players_for(*rounds, *legs)
                    .into_iter()
                    .map(|n| n.to_string())
                    .collect();
                Msg::new("round-robin-refusal-rounds-disagree")
                    .text("name", name)
                    .number("rounds", *rounds)
                    .number("players", *players)
                    .number("needed", *needed)
                    .text("fitting", counts.join(", "))
            }
            LateEntry => Msg::new("round-robin-refusal-late-entry"),
            RoundDaysAllAtOnce => Msg::new("round-robin-refusal-round-days-all-at-once"),
            BestOf(given) => Msg::new("round-robin-refusal-best-of").number("given", *given),
            MaxPlayers { given, max, legs } => Msg::new("round-robin-refusal-max-players")
                .number("given", *given)
                .number("max", *max)
                .text("legs", legs_name(*legs)),
            Full { name, max, legs } => Msg::new("round-robin-refusal-full")
                .text("name", name)
                .number("max", *max)
                .text("legs", legs_name(*legs)),
            Started(name) => Msg::new("round-robin-refusal-started").text("name", name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_holds_the_round_robins_its_rounds_allow() {
        assert_eq!(max_players(RoundRobin::Single), 20);
        assert_eq!(max_players(RoundRobin::Double), 16);
        assert_eq!(players_for(5, RoundRobin::Single), vec![5, 6]);
        assert_eq!(players_for(32, RoundRobin::Double), Vec::<usize>::new());
    }
}
