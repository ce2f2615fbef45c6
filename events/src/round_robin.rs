//! Round robins: every player meets every other, once or twice (with the first move
//! swapped in the second leg), by the circle method (Berger tables). Players are
//! indices `0..n`, or any list of `T` for [`pair_round`], which seats them in the
//! order given; with an odd count one player sits out each round (a bye that scores
//! nothing: everyone sits out once a leg). A round robin event's standings are
//! [`ranked_rows`]; a league's (2/1/0 points) are [`crate::league`].

use std::cmp::Reverse;

use thiserror::Error;

use crate::swiss::RoundEntry;
use crate::tiebreak::{rows_of_histories, StandingsRow};

/// Fewest players in a season.
pub const MIN_PLAYERS: usize = 2;
/// Most players in a season.
pub const MAX_PLAYERS: usize = 20;
/// A round-robin input the scheduler or a league table cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RoundRobinError {
    /// Too few or too many players.
    #[error("a league needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {0}")]
    PlayerCount(usize),
    /// A result names a player outside the season.
    #[error("player {player} is not in this season of {players} players")]
    UnknownPlayer {
        /// The offending index.
        player: usize,
        /// Players in the season.
        players: usize,
    },
    /// A result pairs a player with themselves.
    #[error("player {0} cannot play themselves")]
    SelfPairing(usize),
}

/// How often each pair meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundRobin {
    /// Each pair meets once.
    Single,
    /// Each pair meets twice, with the first move swapped in the second meeting.
    Double,
}

impl RoundRobin {
    /// Meetings per pair.
    pub fn legs(self) -> usize {
        match self {
            Self::Single => 1,
            Self::Double => 2,
        }
    }
}

/// One scheduled game: `first` makes the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pairing {
    /// Player index moving first.
    pub first: usize,
    /// Player index moving second.
    pub second: usize,
}

/// One round of a season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// Round number, from 1.
    pub number: u32,
    /// The games of the round.
    pub pairings: Vec<Pairing>,
    /// The player sitting out this round (odd player counts only).
    pub bye: Option<usize>,
}

/// Schedules a round-robin for `players` players by the circle method.
///
/// One seat stays fixed while the others rotate; with an odd count the fixed
/// seat is an empty one, whose partner has the bye. The fixed seat alternates
/// the first move, and every rotating player passes each seat once per leg,
/// so in a single round-robin nobody moves first more than once more than
/// they move second. The second leg repeats the first with sides swapped.
pub fn schedule(players: usize, format: RoundRobin) -> Result<Vec<Round>, RoundRobinError> {
    check_player_count(players)?;
    let first_leg = circle_rounds(players);
    let second_leg: Vec<Round> = match format {
        RoundRobin::Single => Vec::new(),
        RoundRobin::Double => first_leg.iter().map(swapped).collect(),
    };
    Ok(first_leg
        .into_iter()
        .chain(second_leg)
        .zip(1..)
        .map(|(round, number)| Round { number, ..round })
        .collect())
}

pub(crate) fn check_player_count(players: usize) -> Result<(), RoundRobinError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(RoundRobinError::PlayerCount(players))
    }
}

/// The rounds of one leg (numbers are filled in by [`schedule`]).
fn circle_rounds(players: usize) -> Vec<Round> {
    let seats = players + players % 2;
    let fixed = players.is_multiple_of(2).then_some(0);
    let rotating: Vec<usize> = (0..players).filter(|&p| Some(p) != fixed).collect();
    let ring = rotating.len();
    (0..ring)
        .map(|round| {
            let seat = |position: usize| -> Option<usize> {
                match position {
                    0 => fixed,
                    _ => Some(rotating[(position - 1 + round) % ring]),
                }
            };
            let mut pairings = Vec::with_capacity(seats / 2);
            let mut bye = None;
            for top in 0..seats / 2 {
                let (mut first, mut second) = (seat(top), seat(seats - 1 - top));
                if top == 0 && round % 2 == 1 {
                    std::mem::swap(&mut first, &mut second);
                }
                match (first, second) {
                    (Some(first), Some(second)) => pairings.push(Pairing { first, second }),
                    (Some(alone), None) | (None, Some(alone)) => bye = Some(alone),
                    (None, None) => unreachable!("only one seat is empty"),
                }
            }
            Round {
                number: 0,
                pairings,
                bye,
            }
        })
        .collect()
}

fn swapped(round: &Round) -> Round {
    Round {
        number: round.number,
        pairings: round
            .pairings
            .iter()
            .map(|p| Pairing {
                first: p.second,
                second: p.first,
            })
            .collect(),
        bye: round.bye,
    }
}

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
    let rounds = schedule(players.len(), legs).ok()?;
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

/// The most players a round robin holds: the schedule's limit, and no more than
/// `max_rounds` rounds (20 once, 16 twice within an event's 30).
pub fn max_players(legs: RoundRobin, max_rounds: u32) -> usize {
    (MIN_PLAYERS..=MAX_PLAYERS)
        .rev()
        .find(|&n| rounds_for(n, legs) <= max_rounds)
        .unwrap_or(MIN_PLAYERS)
}

/// The player counts that make exactly `rounds` rounds within `max_rounds`, fewest
/// first (none: no round robin has that many).
pub fn players_for(rounds: u32, legs: RoundRobin, max_rounds: u32) -> Vec<usize> {
    (MIN_PLAYERS..=max_players(legs, max_rounds))
        .filter(|&n| rounds_for(n, legs) == rounds)
        .collect()
}

/// A round robin event's standings from each player's closed rounds (indexed by
/// entry) and stacks removed: points, then Sonneborn-Berger, then stacks removed,
/// then entry order.
pub fn ranked_rows(histories: &[Vec<RoundEntry>], stacks_removed: &[i64]) -> Vec<StandingsRow> {
    let mut rows = rows_of_histories(histories, |player| stacks_removed[player.index()]);
    rows.sort_by_key(|row| {
        (
            Reverse(row.score),
            Reverse(row.sonneborn_berger_quarters),
            Reverse(row.game_points),
            row.player,
        )
    });
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};

    fn check_schedule(n: usize, format: RoundRobin) {
        let rounds = schedule(n, format).unwrap();
        let seats = n + n % 2;
        assert_eq!(rounds.len(), (seats - 1) * format.legs(), "n={n}");
        let mut meetings: HashMap<(usize, usize), usize> = HashMap::new();
        let mut ordered: HashMap<(usize, usize), usize> = HashMap::new();
        let mut byes = vec![0; n];
        for (index, round) in rounds.iter().enumerate() {
            assert_eq!(round.number as usize, index + 1);
            assert_eq!(round.pairings.len(), n / 2, "n={n}");
            let mut busy = BTreeSet::new();
            for p in &round.pairings {
                assert_ne!(p.first, p.second, "n={n}: self pairing");
                assert!(p.first < n && p.second < n);
                assert!(
                    busy.insert(p.first) && busy.insert(p.second),
                    "n={n}: twice in a round"
                );
                *meetings
                    .entry((p.first.min(p.second), p.first.max(p.second)))
                    .or_default() += 1;
                *ordered.entry((p.first, p.second)).or_default() += 1;
            }
            assert_eq!(round.bye.is_some(), n % 2 == 1);
            if let Some(bye) = round.bye {
                assert!(!busy.contains(&bye));
                byes[bye] += 1;
            }
        }
        assert_eq!(meetings.len(), n * (n - 1) / 2, "n={n}: every pair meets");
        assert!(meetings.values().all(|&m| m == format.legs()), "n={n}");
        if format == RoundRobin::Double {
            assert_eq!(
                ordered.len(),
                n * (n - 1),
                "n={n}: each moves first once per pair"
            );
            assert!(ordered.values().all(|&m| m == 1));
        }
        if n % 2 == 1 {
            assert!(
                byes.iter().all(|&b| b == format.legs()),
                "n={n}: byes {byes:?}"
            );
        }
    }

    #[test]
    fn round_robins_for_2_to_20_players() {
        for n in MIN_PLAYERS..=MAX_PLAYERS {
            check_schedule(n, RoundRobin::Single);
            check_schedule(n, RoundRobin::Double);
        }
    }

    #[test]
    fn first_moves_are_balanced_in_a_single_round_robin() {
        for n in MIN_PLAYERS..=MAX_PLAYERS {
            let mut firsts = vec![0i64; n];
            for round in schedule(n, RoundRobin::Single).unwrap() {
                for p in round.pairings {
                    firsts[p.first] += 1;
                    firsts[p.second] -= 1;
                }
            }
            assert!(firsts.iter().all(|d| d.abs() <= 1), "n={n}: {firsts:?}");
        }
    }

    #[test]
    fn refuses_too_few_or_too_many_players() {
        assert_eq!(
            schedule(1, RoundRobin::Single),
            Err(RoundRobinError::PlayerCount(1))
        );
        assert_eq!(
            schedule(21, RoundRobin::Double),
            Err(RoundRobinError::PlayerCount(21))
        );
        assert_eq!(
            RoundRobinError::PlayerCount(21).to_string(),
            "a league needs 2 to 20 players, not 21"
        );
    }

    #[test]
    fn three_players_schedule() {
        let rounds = schedule(3, RoundRobin::Single).unwrap();
        type Summary = (Vec<(usize, usize)>, Option<usize>);
        let summary: Vec<Summary> = rounds
            .iter()
            .map(|r| {
                (
                    r.pairings.iter().map(|p| (p.first, p.second)).collect(),
                    r.bye,
                )
            })
            .collect();
        assert_eq!(
            summary,
            vec![
                (vec![(0, 1)], Some(2)),
                (vec![(1, 2)], Some(0)),
                (vec![(2, 0)], Some(1)),
            ]
        );
    }

    #[test]
    fn rounds_follow_from_the_players() {
        assert_eq!(rounds_for(2, RoundRobin::Single), 1);
        assert_eq!(rounds_for(4, RoundRobin::Single), 3);
        assert_eq!(rounds_for(5, RoundRobin::Single), 5, "each sits out once");
        assert_eq!(rounds_for(5, RoundRobin::Double), 10);
        assert_eq!(players_for(5, RoundRobin::Single, 30), vec![5, 6]);
        assert_eq!(players_for(4, RoundRobin::Single, 30), Vec::<usize>::new());
        assert_eq!(players_for(6, RoundRobin::Double, 30), vec![3, 4]);
    }

    #[test]
    fn the_rounds_fit_an_event() {
        assert_eq!(max_players(RoundRobin::Single, 30), 20);
        assert_eq!(max_players(RoundRobin::Double, 30), 16);
        assert_eq!(rounds_for(16, RoundRobin::Double), 30);
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

    /// Points first; level on points and Sonneborn-Berger (a circle of wins), stacks
    /// removed; then entry order.
    #[test]
    fn a_round_robin_ranks_by_points_then_stacks_then_entry() {
        use crate::swiss::{Colour, PlayerId, PlayerResult};
        let game = |opponent: u32, colour, outcome| RoundEntry::Played {
            opponent: PlayerId(opponent),
            colour,
            outcome,
        };
        // A circle: 0 beat 1, 1 beat 2, 2 beat 0; 3 played nobody.
        let histories = vec![
            vec![
                game(1, Colour::White, PlayerResult::Win),
                game(2, Colour::Black, PlayerResult::Loss),
            ],
            vec![
                game(0, Colour::Black, PlayerResult::Loss),
                game(2, Colour::White, PlayerResult::Win),
            ],
            vec![
                game(0, Colour::White, PlayerResult::Win),
                game(1, Colour::Black, PlayerResult::Loss),
            ],
            vec![RoundEntry::Absent, RoundEntry::Absent],
        ];
        let order = |stacks: &[i64]| -> Vec<u32> {
            ranked_rows(&histories, stacks)
                .iter()
                .map(|row| row.player.0)
                .collect()
        };
        assert_eq!(
            order(&[1, 3, 2, 9]),
            vec![1, 2, 0, 3],
            "stacks after points"
        );
        assert_eq!(order(&[0, 0, 0, 0]), vec![0, 1, 2, 3], "then entry order");
    }
}
