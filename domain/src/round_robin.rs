//! Round robin events: every player meets every other, one round at a time. The
//! rounds come from the league's circle-method schedule ([`super::league::schedule`]):
//! players take its places in the order they joined, the first seat of each pairing
//! moves first, and with an odd count one player sits out each round (a bye that
//! scores nothing: everyone sits out once a leg). The number of rounds follows from the
//! players, so the schedule is fixed at the start and nobody enters later.
//!
//! [`pair_round`] is the whole pairing: pure, for any list of players, so other formats
//! that play round robins (a division of a season) pair with it too.

use super::event::MAX_ROUNDS;
use super::league::{self, RoundRobin};
use lyngk_i18n::Msg;
use thiserror::Error;

/// One round of a round robin among `T`s: who meets whom, first seat first, and who
/// sits out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundOf<T> {
    pub games: Vec<[T; 2]>,
    pub bye: Option<T>,
}

/// Round `number` (from 1) of a round robin among `players`, seated as the circle
/// method seats them; `None` before the first round, after the last, or when there are
/// fewer than 2 or more than the schedule's 20 players.
pub fn pair_round<T: Clone>(players: &[T], legs: RoundRobin, number: u32) -> Option<RoundOf<T>> {
    let rounds = league::schedule(players.len(), legs).ok()?;
    let round = rounds.get((number as usize).checked_sub(1)?)?;
    Some(RoundOf {
        games: round
            .pairings
            .iter()
            .map(|p| [players[p.first].clone(), players[p.second].clone()])
            .collect(),
        bye: round.bye.map(|index| players[index].clone()),
    })
}

/// How many rounds `players` players make: n - 1 for an even count, n for an odd one
/// (each sits out once), per leg.
pub fn rounds_for(players: usize, legs: RoundRobin) -> u32 {
    let per_leg = players - 1 + players % 2;
    (per_leg * legs.legs()) as u32
}

/// The most players a round robin holds: the schedule's limit, and no more rounds than
/// an event may have (20 once, 16 twice).
pub fn max_players(legs: RoundRobin) -> usize {
    (league::MIN_PLAYERS..=league::MAX_PLAYERS)
        .rev()
        .find(|&n| rounds_for(n, legs) <= MAX_ROUNDS)
        .unwrap_or(league::MIN_PLAYERS)
}

/// The player counts that make exactly `rounds` rounds, fewest first (none: no
/// round robin has that many).
pub fn players_for(rounds: u32, legs: RoundRobin) -> Vec<usize> {
    (league::MIN_PLAYERS..=max_players(legs))
        .filter(|&n| rounds_for(n, legs) == rounds)
        .collect()
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
    use std::collections::BTreeSet;

    #[test]
    fn rounds_follow_from_the_players() {
        assert_eq!(rounds_for(2, RoundRobin::Single), 1);
        assert_eq!(rounds_for(4, RoundRobin::Single), 3);
        assert_eq!(rounds_for(5, RoundRobin::Single), 5, "each sits out once");
        assert_eq!(rounds_for(5, RoundRobin::Double), 10);
        assert_eq!(players_for(5, RoundRobin::Single), vec![5, 6]);
        assert_eq!(players_for(4, RoundRobin::Single), Vec::<usize>::new());
        assert_eq!(players_for(6, RoundRobin::Double), vec![3, 4]);
    }

    #[test]
    fn the_rounds_fit_an_event() {
        assert_eq!(max_players(RoundRobin::Single), 20);
        assert_eq!(max_players(RoundRobin::Double), 16);
        assert_eq!(rounds_for(16, RoundRobin::Double), MAX_ROUNDS);
    }

    /// Every pair meets once a leg, seats swapped in the second; the odd player out
    /// changes every round.
    #[test]
    fn rounds_one_at_a_time_make_the_whole_round_robin() {
        let names = ["ann", "bob", "cyd", "dee", "eve"];
        for legs in [RoundRobin::Single, RoundRobin::Double] {
            let rounds = rounds_for(names.len(), legs);
            let mut seated = Vec::new();
            let mut byes = Vec::new();
            for number in 1..=rounds {
                let round = pair_round(&names, legs, number).expect("a round");
                assert_eq!(round.games.len(), 2);
                seated.extend(round.games);
                byes.extend(round.bye);
            }
            assert_eq!(pair_round(&names, legs, rounds + 1), None);
            assert_eq!(pair_round(&names, legs, 0), None);
            let distinct: BTreeSet<[&str; 2]> = seated.iter().copied().collect();
            assert_eq!(distinct.len(), 10 * legs.legs(), "no seating twice");
            let pairs: BTreeSet<[&str; 2]> = seated
                .iter()
                .map(|&[a, b]| if a < b { [a, b] } else { [b, a] })
                .collect();
            assert_eq!(pairs.len(), 10, "every pair meets");
            assert_eq!(byes.len() as u32, rounds);
            assert_eq!(byes.iter().collect::<BTreeSet<_>>().len(), 5);
        }
    }

    #[test]
    fn too_few_or_too_many_players_have_no_rounds() {
        assert_eq!(pair_round(&["ann"], RoundRobin::Single, 1), None);
        let many: Vec<usize> = (0..21).collect();
        assert_eq!(pair_round(&many, RoundRobin::Single, 1), None);
    }
}
