//! Divisions and seasons: players split by rating into divisions of a set
//! size; at a season's end the top players of each division move up, the
//! bottom ones down, and the next season's divisions are formed with last
//! season's players, less those who left, plus newcomers.
//!
//! Readings: divisions are filled from the top and as even as they can be
//! (never above the set size, the upper ones one larger when the players do
//! not divide evenly: 25 players in divisions of 10 make 9, 8 and 8).
//! Newcomers start in the bottom division, strongest first. When players
//! leave, the divisions are filled again from the top in the order the
//! season left them (each division: those relegated into it, those who
//! stayed, those promoted into it), so a place freed above is taken by the
//! best player below.

use std::collections::BTreeSet;

use thiserror::Error;

use crate::swiss::PlayerId;

/// How a season's divisions are formed and changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeasonSettings {
    /// Players in a division, at most.
    pub division_size: usize,
    /// Players who move up from each division, and down.
    pub movers: usize,
}

/// Why divisions could not be formed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SeasonError {
    /// A division needs two players at least.
    #[error("a division needs at least two players, not {0}")]
    DivisionTooSmall(usize),
    /// More movers than half a division: the top and bottom would overlap.
    #[error("{movers} players up and down is more than half of a division of {size}")]
    TooManyMovers {
        /// Players moving each way.
        movers: usize,
        /// The division size.
        size: usize,
    },
    /// Fewer than two players to form a division.
    #[error("a season needs at least two players, not {0}")]
    TooFewPlayers(usize),
    /// A division's final standings are not its players.
    #[error("the standings of division {0} do not list its players")]
    StandingsMismatch(usize),
    /// A newcomer is already in a division.
    #[error("player {0:?} is already in a division")]
    AlreadyIn(PlayerId),
}

/// A player as the season sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The player.
    pub player: PlayerId,
    /// Their rating.
    pub rating: u16,
}

/// A season's divisions, the top division first, each in seeding order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divisions {
    settings: SeasonSettings,
    divisions: Vec<Vec<PlayerId>>,
}

impl Divisions {
    /// The first season: the players by rating (highest first, then by
    /// player id), cut into divisions.
    pub fn by_rating(players: &[Rated], settings: SeasonSettings) -> Result<Self, SeasonError> {
        check(settings)?;
        let ranked = by_rating(players);
        Self::cut(ranked, settings)
    }

    fn cut(ranked: Vec<PlayerId>, settings: SeasonSettings) -> Result<Self, SeasonError> {
        if ranked.len() < 2 {
            return Err(SeasonError::TooFewPlayers(ranked.len()));
        }
        let count = ranked.len().div_ceil(settings.division_size);
        let (base, larger) = (ranked.len() / count, ranked.len() % count);
        let mut rest = ranked.into_iter();
        let divisions = (0..count)
            .map(|index| {
                let size = base + usize::from(index < larger);
                rest.by_ref().take(size).collect()
            })
            .collect();
        Ok(Self {
            settings,
            divisions,
        })
    }

    /// Divisions as they were formed (read back from storage), the top one first,
    /// each in seeding order. Refused if the settings are bad, a division is empty or
    /// a player is in two places.
    pub fn from_divisions(
        divisions: Vec<Vec<PlayerId>>,
        settings: SeasonSettings,
    ) -> Result<Self, SeasonError> {
        check(settings)?;
        let players: usize = divisions.iter().map(Vec::len).sum();
        if players < 2 || divisions.iter().any(Vec::is_empty) {
            return Err(SeasonError::TooFewPlayers(players));
        }
        let mut seen = BTreeSet::new();
        if let Some(twice) = divisions.iter().flatten().find(|p| !seen.insert(**p)) {
            return Err(SeasonError::AlreadyIn(*twice));
        }
        Ok(Self {
            settings,
            divisions,
        })
    }

    /// The divisions, the top one first.
    pub fn divisions(&self) -> &[Vec<PlayerId>] {
        &self.divisions
    }

    /// The division (0 for the top) a player is in.
    pub fn division_of(&self, player: PlayerId) -> Option<usize> {
        self.divisions
            .iter()
            .position(|division| division.contains(&player))
    }

    /// The next season, from each division's final standings (best first):
    /// promotion and relegation, then leavers removed and newcomers added at
    /// the bottom, then the divisions filled again from the top.
    pub fn next_season(
        &self,
        standings: &[Vec<PlayerId>],
        leavers: &BTreeSet<PlayerId>,
        newcomers: &[Rated],
    ) -> Result<Self, SeasonError> {
        self.check_standings(standings)?;
        if let Some(newcomer) = newcomers
            .iter()
            .find(|rated| self.division_of(rated.player).is_some())
        {
            return Err(SeasonError::AlreadyIn(newcomer.player));
        }
        let moved = self.promote_and_relegate(standings);
        let mut ranked: Vec<PlayerId> = moved
            .into_iter()
            .flatten()
            .filter(|player| !leavers.contains(player))
            .collect();
        ranked.extend(by_rating(newcomers));
        Self::cut(ranked, self.settings)
    }

    fn check_standings(&self, standings: &[Vec<PlayerId>]) -> Result<(), SeasonError> {
        for (index, division) in self.divisions.iter().enumerate() {
            let listed: BTreeSet<&PlayerId> = standings
                .get(index)
                .map(|standing| standing.iter().collect())
                .unwrap_or_default();
            let members: BTreeSet<&PlayerId> = division.iter().collect();
            let complete = standings.get(index).map(Vec::len) == Some(division.len());
            if listed != members || !complete {
                return Err(SeasonError::StandingsMismatch(index));
            }
        }
        if standings.len() != self.divisions.len() {
            return Err(SeasonError::StandingsMismatch(self.divisions.len()));
        }
        Ok(())
    }

    /// Each division after the moves: those relegated from above, those who
    /// stayed, those promoted from below, each group in standing order.
    fn promote_and_relegate(&self, standings: &[Vec<PlayerId>]) -> Vec<Vec<PlayerId>> {
        let last = standings.len() - 1;
        let mut next: Vec<Vec<PlayerId>> = vec![Vec::new(); standings.len()];
        for (index, standing) in standings.iter().enumerate() {
            let Moves { up, down } =
                moves(index, standings.len(), self.settings.movers, standing.len());
            let stay = &standing[up..standing.len() - down];
            if index > 0 {
                next[index - 1].extend(&standing[..up]);
            }
            next[index].extend(stay);
            if index < last {
                // Ahead of the lower division's own players, who come next.
                next[index + 1].extend(&standing[standing.len() - down..]);
            }
        }
        next
    }
}

/// How many of a division's players move at a season's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moves {
    /// The top players who move up a division (none from the first).
    pub up: usize,
    /// The bottom players who move down a division (none from the last).
    pub down: usize,
}

/// The moves of division `index` of `divisions`, with `players` in it: `movers` up
/// and down, but never more than half of the division, nobody up from the first
/// and nobody down from the last.
pub fn moves(index: usize, divisions: usize, movers: usize, players: usize) -> Moves {
    let movers = movers.min(players / 2);
    Moves {
        up: if index > 0 { movers } else { 0 },
        down: if index + 1 < divisions { movers } else { 0 },
    }
}

/// The Swiss rounds a division of `players` plays in a season: `chosen`, else enough
/// for a clear order (ceil(log2 n) + 1); never more than a round robin (n - 1), since
/// a division may be smaller than the set size, and at least one.
pub fn swiss_rounds(players: usize, chosen: Option<u32>) -> u32 {
    let players = players.max(2) as u32;
    let fitting = players.next_power_of_two().trailing_zeros() + 1;
    chosen.unwrap_or(fitting).min(players - 1).max(1)
}

fn check(settings: SeasonSettings) -> Result<(), SeasonError> {
    if settings.division_size < 2 {
        return Err(SeasonError::DivisionTooSmall(settings.division_size));
    }
    if settings.movers * 2 > settings.division_size {
        return Err(SeasonError::TooManyMovers {
            movers: settings.movers,
            size: settings.division_size,
        });
    }
    Ok(())
}

fn by_rating(players: &[Rated]) -> Vec<PlayerId> {
    let mut sorted = players.to_vec();
    sorted.sort_by(|a, b| b.rating.cmp(&a.rating).then(a.player.cmp(&b.player)));
    sorted.into_iter().map(|rated| rated.player).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(count: u32) -> Vec<Rated> {
        // Player i has the i-th highest rating.
        (0..count)
            .map(|index| Rated {
                player: PlayerId(index),
                rating: 2000 - index as u16,
            })
            .collect()
    }

    fn ids(divisions: &Divisions) -> Vec<Vec<u32>> {
        divisions
            .divisions()
            .iter()
            .map(|division| division.iter().map(|player| player.0).collect())
            .collect()
    }

    fn settings(division_size: usize, movers: usize) -> SeasonSettings {
        SeasonSettings {
            division_size,
            movers,
        }
    }

    #[test]
    fn players_are_split_by_rating_into_even_divisions() {
        let divisions = Divisions::by_rating(&rated(25), settings(10, 2)).unwrap();
        let sizes: Vec<usize> = divisions.divisions().iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![9, 8, 8]);
        assert_eq!(ids(&divisions)[0], (0..9).collect::<Vec<u32>>());
        let exact = Divisions::by_rating(&rated(8), settings(4, 1)).unwrap();
        assert_eq!(ids(&exact), vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
    }

    #[test]
    fn the_top_k_move_up_and_the_bottom_k_down() {
        let divisions = Divisions::by_rating(&rated(12), settings(4, 1)).unwrap();
        // Every division finished in reverse seeding order.
        let standings: Vec<Vec<PlayerId>> = divisions
            .divisions()
            .iter()
            .map(|division| division.iter().rev().copied().collect())
            .collect();
        let next = divisions
            .next_season(&standings, &BTreeSet::new(), &[])
            .unwrap();
        assert_eq!(
            ids(&next),
            vec![vec![3, 2, 1, 7], vec![0, 6, 5, 11], vec![4, 10, 9, 8]]
        );
    }

    #[test]
    fn leavers_are_removed_and_the_places_filled_from_below() {
        let divisions = Divisions::by_rating(&rated(8), settings(4, 1)).unwrap();
        let standings = divisions.divisions().to_vec();
        let leavers = BTreeSet::from([PlayerId(1)]);
        let newcomers = [Rated {
            player: PlayerId(20),
            rating: 2500,
        }];
        let next = divisions
            .next_season(&standings, &leavers, &newcomers)
            .unwrap();
        // 0 2 4 | 3 5 6 7 after the moves and the leaver, the newcomer at the
        // bottom despite the rating; refilled from the top as 4 and 4.
        assert_eq!(ids(&next), vec![vec![0, 2, 4, 3], vec![5, 6, 7, 20]]);
    }

    #[test]
    fn refuses_bad_settings_and_standings() {
        assert_eq!(
            Divisions::by_rating(&rated(8), settings(1, 0)),
            Err(SeasonError::DivisionTooSmall(1))
        );
        assert_eq!(
            Divisions::by_rating(&rated(8), settings(4, 3)),
            Err(SeasonError::TooManyMovers { movers: 3, size: 4 })
        );
        assert_eq!(
            Divisions::by_rating(&rated(1), settings(4, 1)),
            Err(SeasonError::TooFewPlayers(1))
        );
        let divisions = Divisions::by_rating(&rated(8), settings(4, 1)).unwrap();
        let mut standings = divisions.divisions().to_vec();
        standings[1].pop();
        assert_eq!(
            divisions.next_season(&standings, &BTreeSet::new(), &[]),
            Err(SeasonError::StandingsMismatch(1))
        );
        let standings = divisions.divisions().to_vec();
        assert_eq!(
            divisions.next_season(&standings, &BTreeSet::new(), &rated(1)),
            Err(SeasonError::AlreadyIn(PlayerId(0)))
        );
    }

    #[test]
    fn divisions_read_back_are_the_ones_formed() {
        let formed = Divisions::by_rating(&rated(9), settings(4, 1)).unwrap();
        let read = Divisions::from_divisions(formed.divisions().to_vec(), settings(4, 1));
        assert_eq!(read, Ok(formed));
        let twice = vec![
            vec![PlayerId(0), PlayerId(1)],
            vec![PlayerId(1), PlayerId(2)],
        ];
        assert_eq!(
            Divisions::from_divisions(twice, settings(4, 1)),
            Err(SeasonError::AlreadyIn(PlayerId(1)))
        );
    }

    #[test]
    fn a_single_division_has_no_moves() {
        let divisions = Divisions::by_rating(&rated(5), settings(6, 2)).unwrap();
        let standings = vec![divisions.divisions()[0].iter().rev().copied().collect()];
        let next = divisions
            .next_season(&standings, &BTreeSet::new(), &[])
            .unwrap();
        assert_eq!(ids(&next), vec![vec![4, 3, 2, 1, 0]]);
    }

    #[test]
    fn the_first_division_sends_nobody_up_and_the_last_nobody_down() {
        assert_eq!(moves(0, 3, 2, 8), Moves { up: 0, down: 2 });
        assert_eq!(moves(1, 3, 2, 8), Moves { up: 2, down: 2 });
        assert_eq!(moves(2, 3, 2, 8), Moves { up: 2, down: 0 });
        assert_eq!(moves(1, 3, 3, 5), Moves { up: 2, down: 2 }, "half at most");
        assert_eq!(
            moves(0, 1, 2, 8),
            Moves::default(),
            "one division: nobody moves"
        );
    }

    #[test]
    fn a_divisions_swiss_has_enough_rounds_for_a_clear_order() {
        assert_eq!(swiss_rounds(10, None), 5);
        assert_eq!(swiss_rounds(8, None), 4);
        assert_eq!(swiss_rounds(3, None), 2, "no more than a round robin");
        assert_eq!(swiss_rounds(2, None), 1);
        assert_eq!(swiss_rounds(10, Some(7)), 7);
        assert_eq!(swiss_rounds(4, Some(7)), 3);
    }
}
