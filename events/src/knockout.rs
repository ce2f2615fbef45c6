//! Knockout events: a bracket seeded by rating, matches of one game or best
//! of N, winners advancing round by round until one is left.
//!
//! Seeding: the entrants are ranked by rating (highest first), then name,
//! then entry order. The bracket has as many places as the next power of
//! two; seed 1 meets the lowest seed, and the seeds are laid out in the
//! standard order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight places), so that seeds
//! 1 and 2 can only meet in the final and seeds 1 to 4 only from the
//! semi-finals on. The places beyond the entrants are byes, which therefore
//! go to the top seeds, in the first round only.
//!
//! A match is best of N games (N = 1 for a single game): the higher seed
//! takes the first seat in the first game and the seats alternate. A player
//! with more than half of the N points wins; games no longer needed are not
//! played. A match level after N games is decided by one more game with the
//! seats swapped from the last one; when that game is drawn too, another
//! follows, the seats swapping each time, until one is won.

use thiserror::Error;

use crate::score::Points;
use crate::swiss::{Entrant, PlayerId, PlayerResult};

/// How many games a match has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchFormat {
    games: u32,
}

impl MatchFormat {
    /// One game a match (drawn: one more game with the seats swapped).
    pub const SINGLE_GAME: MatchFormat = MatchFormat { games: 1 };

    /// Best of `games`, an odd number of at least one.
    pub fn best_of(games: u32) -> Result<Self, KnockoutError> {
        if games.is_multiple_of(2) {
            return Err(KnockoutError::EvenMatchLength(games));
        }
        Ok(Self { games })
    }

    /// The number of games before a tie-break game.
    pub fn games(self) -> u32 {
        self.games
    }

    /// The points that win the match within its games: more than half.
    fn winning_points(self) -> Points {
        Points::from_halves(self.games + 1)
    }
}

/// Why a knockout or a result was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum KnockoutError {
    /// A knockout needs two players at least.
    #[error("a knockout needs at least two players, not {0}")]
    TooFewPlayers(usize),
    /// Best of an even number of games could end level by design.
    #[error("a match is best of an odd number of games, not {0}")]
    EvenMatchLength(u32),
    /// No such match in the current round.
    #[error("the current round has no match {0}")]
    NoSuchMatch(usize),
    /// The match is already decided.
    #[error("match {0} is already decided")]
    MatchDecided(usize),
    /// The player named is not one of the match's two.
    #[error("that player is not in match {0}")]
    NotInMatch(usize),
    /// The event has a winner.
    #[error("the knockout is over")]
    Finished,
}

/// Who sits where in a game: the first seat moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The first seat.
    pub first: PlayerId,
    /// The second seat.
    pub second: PlayerId,
}

/// One game of a match and its result for the first seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The seats.
    pub seating: Seating,
    /// The first seat's result.
    pub outcome: PlayerResult,
}

/// A match between two players of the bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The better seed.
    pub higher: PlayerId,
    /// The other player.
    pub lower: PlayerId,
    /// The games played so far, in order.
    pub games: Vec<GameRecord>,
    /// The player who gave the match up (withdrew, or lost it at a deadline): the
    /// other one wins it whatever the games say.
    pub conceded_by: Option<PlayerId>,
}

impl Match {
    fn new(higher: PlayerId, lower: PlayerId) -> Self {
        Self {
            higher,
            lower,
            games: Vec::new(),
            conceded_by: None,
        }
    }

    /// The points of `player` in the match's games.
    pub fn points(&self, player: PlayerId) -> Points {
        self.games
            .iter()
            .map(|game| {
                let outcome = if game.seating.first == player {
                    game.outcome
                } else {
                    game.outcome.reversed()
                };
                match outcome {
                    PlayerResult::Win => Points::WIN,
                    PlayerResult::Draw => Points::DRAW,
                    PlayerResult::Loss => Points::ZERO,
                }
            })
            .sum()
    }

    /// The winner, once the match is decided.
    pub fn winner(&self, format: MatchFormat) -> Option<PlayerId> {
        match self.conceded_by {
            Some(loser) if loser == self.higher => return Some(self.lower),
            Some(_) => return Some(self.higher),
            None => {}
        }
        let (higher, lower) = (self.points(self.higher), self.points(self.lower));
        let needed = format.winning_points();
        let (higher_wins, lower_wins) = if self.games.len() as u32 >= format.games {
            // Past the regular games only a won game separates the two.
            (higher > lower, lower > higher)
        } else {
            (higher >= needed, lower >= needed)
        };
        if higher_wins {
            Some(self.higher)
        } else if lower_wins {
            Some(self.lower)
        } else {
            None
        }
    }

    /// The seats of the next game: the higher seed first in the first game,
    /// then alternating (a tie-break game swaps the seats of the last one).
    pub fn next_seating(&self) -> Seating {
        if self.games.len().is_multiple_of(2) {
            Seating {
                first: self.higher,
                second: self.lower,
            }
        } else {
            Seating {
                first: self.lower,
                second: self.higher,
            }
        }
    }
}

/// A place in a round: a match, or a player advancing without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Two players meet.
    Match(Match),
    /// The player advances without playing (first round only).
    Bye(PlayerId),
}

impl Slot {
    /// The player who goes on to the next round, once known.
    pub fn advancing(&self, format: MatchFormat) -> Option<PlayerId> {
        match self {
            Slot::Match(game) => game.winner(format),
            Slot::Bye(player) => Some(*player),
        }
    }

    /// The players in the slot.
    pub fn players(&self) -> Vec<PlayerId> {
        match self {
            Slot::Match(game) => vec![game.higher, game.lower],
            Slot::Bye(player) => vec![*player],
        }
    }
}

/// A knockout event: the seeds and the rounds so far, top of the bracket
/// first in every round (slots `2k` and `2k + 1` feed slot `k` of the next).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knockout {
    format: MatchFormat,
    seeds: Vec<PlayerId>,
    rounds: Vec<Vec<Slot>>,
}

impl Knockout {
    /// The bracket of `entrants` (player `i` is `PlayerId(i)`), seeded by
    /// rating, with its first round laid out.
    pub fn new(entrants: &[Entrant], format: MatchFormat) -> Result<Self, KnockoutError> {
        if entrants.len() < 2 {
            return Err(KnockoutError::TooFewPlayers(entrants.len()));
        }
        let seeds = seed_order(entrants);
        let size = entrants.len().next_power_of_two();
        let places = bracket_order(size);
        let first_round = places
            .chunks(2)
            .map(|pair| {
                let (high, low) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
                match seeds.get(low - 1) {
                    Some(&lower) => Slot::Match(Match::new(seeds[high - 1], lower)),
                    None => Slot::Bye(seeds[high - 1]),
                }
            })
            .collect();
        Ok(Self {
            format,
            seeds,
            rounds: vec![first_round],
        })
    }

    /// The match format.
    pub fn format(&self) -> MatchFormat {
        self.format
    }

    /// The players by seed: seed 1 first.
    pub fn seeds(&self) -> &[PlayerId] {
        &self.seeds
    }

    /// Every round so far, the first first; the last is being played unless
    /// the knockout is over.
    pub fn rounds(&self) -> &[Vec<Slot>] {
        &self.rounds
    }

    /// The number of rounds the bracket has in all.
    pub fn total_rounds(&self) -> u32 {
        self.seeds.len().next_power_of_two().trailing_zeros()
    }

    /// The champion, once the final is decided.
    pub fn winner(&self) -> Option<PlayerId> {
        let last = self.rounds.last()?;
        match last.as_slice() {
            [only] if self.rounds.len() as u32 == self.total_rounds() => {
                only.advancing(self.format)
            }
            _ => None,
        }
    }

    /// The games to play now: each undecided match of the current round,
    /// by its index, with the seats of its next game.
    pub fn next_games(&self) -> Vec<(usize, Seating)> {
        let Some(round) = self.rounds.last() else {
            return Vec::new();
        };
        round
            .iter()
            .enumerate()
            .filter_map(|(index, slot)| match slot {
                Slot::Match(game) if game.winner(self.format).is_none() => {
                    Some((index, game.next_seating()))
                }
                _ => None,
            })
            .collect()
    }

    /// Records the next game of match `index` of the current round (the
    /// outcome for the first seat of [`Knockout::next_games`]); when that
    /// completes the round, the next round is laid out.
    pub fn record(&mut self, index: usize, outcome: PlayerResult) -> Result<(), KnockoutError> {
        if self.winner().is_some() {
            return Err(KnockoutError::Finished);
        }
        let format = self.format;
        let round = self.rounds.last_mut().expect("a first round");
        let Some(Slot::Match(game)) = round.get_mut(index) else {
            return Err(KnockoutError::NoSuchMatch(index));
        };
        if game.winner(format).is_some() {
            return Err(KnockoutError::MatchDecided(index));
        }
        let seating = game.next_seating();
        game.games.push(GameRecord { seating, outcome });
        self.advance();
        Ok(())
    }

    /// Gives match `index` of the current round to the opponent of `loser`, who
    /// concedes it (a withdrawal, or a deadline that came before the match was
    /// decided); when that completes the round, the next round is laid out.
    pub fn concede(&mut self, index: usize, loser: PlayerId) -> Result<(), KnockoutError> {
        if self.winner().is_some() {
            return Err(KnockoutError::Finished);
        }
        let format = self.format;
        let round = self.rounds.last_mut().expect("a first round");
        let Some(Slot::Match(game)) = round.get_mut(index) else {
            return Err(KnockoutError::NoSuchMatch(index));
        };
        if game.winner(format).is_some() {
            return Err(KnockoutError::MatchDecided(index));
        }
        if loser != game.higher && loser != game.lower {
            return Err(KnockoutError::NotInMatch(index));
        }
        game.conceded_by = Some(loser);
        self.advance();
        Ok(())
    }

    /// The index of the current round's slot `player` is in, if any.
    pub fn slot_of(&self, player: PlayerId) -> Option<usize> {
        self.rounds
            .last()?
            .iter()
            .position(|slot| slot.players().contains(&player))
    }

    /// Lays out the next round once every slot of the current one has a
    /// player going on, and the final is not yet reached.
    fn advance(&mut self) {
        let round = self.rounds.last().expect("a first round");
        let advancing: Option<Vec<PlayerId>> = round
            .iter()
            .map(|slot| slot.advancing(self.format))
            .collect();
        let Some(advancing) = advancing.filter(|players| players.len() > 1) else {
            return;
        };
        let next = advancing
            .chunks(2)
            .map(|pair| {
                let (a, b) = (pair[0], pair[1]);
                if self.seed_of(a) < self.seed_of(b) {
                    Slot::Match(Match::new(a, b))
                } else {
                    Slot::Match(Match::new(b, a))
                }
            })
            .collect();
        self.rounds.push(next);
    }

    fn seed_of(&self, player: PlayerId) -> usize {
        self.seeds
            .iter()
            .position(|&seeded| seeded == player)
            .expect("a seeded player")
    }
}

/// The players by seed: rating (highest first), then name, then entry order.
fn seed_order(entrants: &[Entrant]) -> Vec<PlayerId> {
    let mut seeds: Vec<PlayerId> = (0..entrants.len() as u32).map(PlayerId).collect();
    seeds.sort_by(|&a, &b| {
        let (ea, eb) = (&entrants[a.index()], &entrants[b.index()]);
        eb.rating()
            .cmp(&ea.rating())
            .then_with(|| ea.name().cmp(eb.name()))
            .then_with(|| a.cmp(&b))
    });
    seeds
}

/// The seeds (from 1) in bracket order for `size` places, a power of two:
/// each seed `s` of the half-size order is followed by its opponent
/// `size + 1 − s`, so the top seeds are spread as far apart as they can be.
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let places = order.len() * 2;
        order = order
            .into_iter()
            .flat_map(|seed| [seed, places + 1 - seed])
            .collect();
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn entrants(count: usize) -> Vec<Entrant> {
        // Player i has the i-th highest rating, so seed i + 1.
        (0..count)
            .map(|index| Entrant::new(&format!("P{index:03}"), 2400 - index as u16).unwrap())
            .collect()
    }

    fn seeds_of(slot: &Slot, knockout: &Knockout) -> Vec<usize> {
        slot.players()
            .into_iter()
            .map(|player| knockout.seed_of(player) + 1)
            .collect()
    }

    /// Plays every game: the better seed wins, or the result the function
    /// gives for the first seat.
    fn play_out(knockout: &mut Knockout, mut result: impl FnMut(Seating) -> PlayerResult) {
        while knockout.winner().is_none() {
            for (index, seating) in knockout.next_games() {
                knockout.record(index, result(seating)).unwrap();
            }
        }
    }

    #[test]
    fn seeds_follow_the_standard_bracket_order() {
        assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        let knockout = Knockout::new(&entrants(8), MatchFormat::SINGLE_GAME).unwrap();
        let pairs: Vec<Vec<usize>> = knockout.rounds()[0]
            .iter()
            .map(|slot| seeds_of(slot, &knockout))
            .collect();
        assert_eq!(pairs, vec![vec![1, 8], vec![4, 5], vec![2, 7], vec![3, 6]]);
    }

    #[test]
    fn byes_go_to_the_top_seeds() {
        let knockout = Knockout::new(&entrants(5), MatchFormat::SINGLE_GAME).unwrap();
        let round = &knockout.rounds()[0];
        let byes: Vec<Vec<usize>> = round
            .iter()
            .filter(|slot| matches!(slot, Slot::Bye(_)))
            .map(|slot| seeds_of(slot, &knockout))
            .collect();
        assert_eq!(byes, vec![vec![1], vec![2], vec![3]]);
        assert_eq!(knockout.next_games().len(), 1, "only 4 v 5 plays");
    }

    #[test]
    fn one_and_two_meet_in_the_final_when_the_favourites_win() {
        let mut knockout = Knockout::new(&entrants(13), MatchFormat::SINGLE_GAME).unwrap();
        let favourite = knockout.clone();
        play_out(&mut knockout, |seating| {
            if favourite.seed_of(seating.first) < favourite.seed_of(seating.second) {
                PlayerResult::Win
            } else {
                PlayerResult::Loss
            }
        });
        let final_round = knockout.rounds().last().unwrap();
        assert_eq!(seeds_of(&final_round[0], &knockout), vec![1, 2]);
        assert_eq!(knockout.winner(), Some(knockout.seeds()[0]));
        assert_eq!(knockout.rounds().len(), 4);
    }

    #[test]
    fn a_drawn_single_game_is_replayed_with_the_seats_swapped() {
        let mut knockout = Knockout::new(&entrants(2), MatchFormat::SINGLE_GAME).unwrap();
        let [(index, first)] = knockout.next_games()[..] else {
            panic!("one game");
        };
        assert_eq!(first.first, knockout.seeds()[0], "the higher seed starts");
        knockout.record(index, PlayerResult::Draw).unwrap();
        let [(_, second)] = knockout.next_games()[..] else {
            panic!("a tie-break game");
        };
        assert_eq!((second.first, second.second), (first.second, first.first));
        knockout.record(index, PlayerResult::Draw).unwrap();
        let [(_, third)] = knockout.next_games()[..] else {
            panic!("another tie-break game");
        };
        assert_eq!(third, first);
        knockout.record(index, PlayerResult::Loss).unwrap();
        assert_eq!(knockout.winner(), Some(knockout.seeds()[1]));
        assert_eq!(
            knockout.record(index, PlayerResult::Win),
            Err(KnockoutError::Finished)
        );
    }

    #[test]
    fn best_of_three_stops_when_decided_and_alternates_seats() {
        let mut knockout = Knockout::new(&entrants(2), MatchFormat::best_of(3).unwrap()).unwrap();
        let top = knockout.seeds()[0];
        // Game 1: the top seed starts and wins; game 2: the other starts and
        // loses: 2–0 ends the match before a third game.
        knockout.record(0, PlayerResult::Win).unwrap();
        assert_eq!(knockout.next_games()[0].1.second, top);
        knockout.record(0, PlayerResult::Loss).unwrap();
        assert_eq!(knockout.winner(), Some(top));
        let Slot::Match(played) = &knockout.rounds()[0][0] else {
            panic!("a match");
        };
        assert_eq!(played.games.len(), 2);
        assert_eq!(played.points(top), Points::from_halves(4));
    }

    #[test]
    fn a_level_best_of_three_goes_to_a_fourth_game() {
        let mut knockout = Knockout::new(&entrants(2), MatchFormat::best_of(3).unwrap()).unwrap();
        for outcome in [PlayerResult::Win, PlayerResult::Win, PlayerResult::Draw] {
            // First seat wins twice (one each), then a draw: 1.5 – 1.5.
            knockout.record(0, outcome).unwrap();
        }
        assert_eq!(knockout.winner(), None);
        let seating = knockout.next_games()[0].1;
        assert_eq!(
            seating.first,
            knockout.seeds()[1],
            "seats swapped from game 3"
        );
        knockout.record(0, PlayerResult::Win).unwrap();
        assert_eq!(knockout.winner(), Some(knockout.seeds()[1]));
    }

    #[test]
    fn refuses_what_cannot_be() {
        assert_eq!(
            Knockout::new(&entrants(1), MatchFormat::SINGLE_GAME),
            Err(KnockoutError::TooFewPlayers(1))
        );
        assert_eq!(
            MatchFormat::best_of(2),
            Err(KnockoutError::EvenMatchLength(2))
        );
        let mut knockout = Knockout::new(&entrants(3), MatchFormat::SINGLE_GAME).unwrap();
        assert_eq!(
            knockout.record(0, PlayerResult::Win),
            Err(KnockoutError::NoSuchMatch(0)),
            "slot 0 is the top seed's bye"
        );
        assert_eq!(
            knockout.record(7, PlayerResult::Win),
            Err(KnockoutError::NoSuchMatch(7))
        );
    }

    #[test]
    fn a_conceded_match_goes_to_the_opponent_whatever_the_score() {
        let mut knockout = Knockout::new(&entrants(4), MatchFormat::best_of(3).unwrap()).unwrap();
        let top = knockout.seeds()[0];
        let bottom = knockout.seeds()[3];
        knockout.record(0, PlayerResult::Win).unwrap();
        assert_eq!(
            knockout.concede(0, PlayerId(9)),
            Err(KnockoutError::NotInMatch(0))
        );
        knockout.concede(0, top).unwrap();
        assert_eq!(
            knockout.rounds()[0][0].advancing(knockout.format()),
            Some(bottom)
        );
        assert_eq!(
            knockout.concede(0, bottom),
            Err(KnockoutError::MatchDecided(0))
        );
        assert_eq!(knockout.slot_of(knockout.seeds()[1]), Some(1));
        knockout.concede(1, knockout.seeds()[2]).unwrap();
        assert_eq!(knockout.rounds().len(), 2, "the final is laid out");
        let final_round = &knockout.rounds()[1][0];
        assert_eq!(final_round.players(), vec![knockout.seeds()[1], bottom]);
    }

    proptest! {
        #[test]
        fn brackets_hold_their_invariants(
            players in 2usize..70,
            best_of in prop_oneof![Just(1u32), Just(3), Just(5)],
            results in proptest::collection::vec(0u8..3, 400),
        ) {
            let format = MatchFormat::best_of(best_of).unwrap();
            let mut knockout = Knockout::new(&entrants(players), format).unwrap();
            let mut results = results.into_iter().cycle();
            play_out(&mut knockout, |_| match results.next().unwrap() {
                0 => PlayerResult::Win,
                1 => PlayerResult::Draw,
                _ => PlayerResult::Loss,
            });
            let size = players.next_power_of_two();
            let byes = size - players;
            prop_assert_eq!(knockout.rounds().len() as u32, knockout.total_rounds());
            let mut alive: Vec<PlayerId> = knockout.seeds().to_vec();
            for (number, round) in knockout.rounds().iter().enumerate() {
                // Every player still in appears exactly once.
                let mut present: Vec<PlayerId> = round.iter().flat_map(Slot::players).collect();
                present.sort();
                let mut expected = alive.clone();
                expected.sort();
                prop_assert_eq!(present, expected);
                // Byes in round 1 only, to the top seeds.
                for slot in round {
                    if let Slot::Bye(player) = slot {
                        prop_assert_eq!(number, 0);
                        prop_assert!(knockout.seed_of(*player) < byes);
                    }
                }
                alive = round.iter().map(|slot| slot.advancing(format).unwrap()).collect();
            }
            // The winner took part in every round and advanced each time.
            let winner = knockout.winner().unwrap();
            prop_assert_eq!(alive, vec![winner]);
            for round in knockout.rounds() {
                let slot = round.iter().find(|slot| slot.players().contains(&winner)).unwrap();
                prop_assert_eq!(slot.advancing(format), Some(winner));
            }
        }
    }
}
