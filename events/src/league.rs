//! League tables: a round robin scored 2 for a win, 1 for a draw and 0 for a loss
//! ([`POINTS_WIN`], [`POINTS_DRAW`]), the same ranking as 1/½/0 in whole numbers.
//! Ties on points are broken by total removed stacks, then by the points the tied
//! players scored in the games among themselves (head-to-head); players still level
//! share a rank ("1, 2, 2, 4"). Players are indices `0..n` into the season's player
//! list, scheduled by [`crate::round_robin::schedule`].

use std::collections::BTreeSet;

use crate::round_robin::{check_player_count, RoundRobin, RoundRobinError};

/// League points for a win.
pub const POINTS_WIN: u32 = 2;
/// League points for a draw.
pub const POINTS_DRAW: u32 = 1;
/// How a finished league game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameOutcome {
    /// The first player won (also by time or resignation).
    FirstWon,
    /// The second player won.
    SecondWon,
    /// A draw.
    Draw,
    /// Aborted: a player never made their first move. Played, but no points and
    /// neither a win, a draw nor a loss.
    Aborted,
}

/// A finished league game with the tiebreak data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinishedGame {
    /// Player index that moved first.
    pub first: usize,
    /// Player index that moved second.
    pub second: usize,
    /// The result.
    pub outcome: GameOutcome,
    /// Stacks removed by the first and second player.
    pub removed_stacks: [u32; 2],
}

impl FinishedGame {
    /// League points of the first and second player.
    fn points(&self) -> [u32; 2] {
        match self.outcome {
            GameOutcome::FirstWon => [POINTS_WIN, 0],
            GameOutcome::SecondWon => [0, POINTS_WIN],
            GameOutcome::Draw => [POINTS_DRAW, POINTS_DRAW],
            GameOutcome::Aborted => [0, 0],
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// Player index.
    pub player: usize,
    /// Rank from 1; tied players share a rank.
    pub rank: usize,
    /// Games finished.
    pub played: u32,
    /// Wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses.
    pub losses: u32,
    /// League points.
    pub points: u32,
    /// Stacks removed over all games (first tiebreak).
    pub removed_stacks: u32,
    /// Points scored against the players tied with this one on points and
    /// removed stacks (second tiebreak); 0 when not tied.
    pub head_to_head: u32,
    /// Scheduled games not yet finished.
    pub games_left: u32,
}

/// The standings of a season from its finished games, best first.
pub fn standings(
    players: usize,
    format: RoundRobin,
    results: &[FinishedGame],
) -> Result<Vec<Standing>, RoundRobinError> {
    check_player_count(players)?;
    for game in results {
        for player in [game.first, game.second] {
            if player >= players {
                return Err(RoundRobinError::UnknownPlayer { player, players });
            }
        }
        if game.first == game.second {
            return Err(RoundRobinError::SelfPairing(game.first));
        }
    }
    let scheduled = ((players - 1) * format.legs()) as u32;
    let mut table: Vec<Standing> = (0..players)
        .map(|player| tally(player, scheduled, results))
        .collect();
    table.sort_by_key(|s| (std::cmp::Reverse((s.points, s.removed_stacks)), s.player));
    break_ties_head_to_head(&mut table, results);
    assign_ranks(&mut table);
    Ok(table)
}

/// Counts one player's games.
fn tally(player: usize, scheduled: u32, results: &[FinishedGame]) -> Standing {
    let mut row = Standing {
        player,
        rank: 0,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        points: 0,
        removed_stacks: 0,
        head_to_head: 0,
        games_left: scheduled,
    };
    for game in results {
        let Some(side) = [game.first, game.second].iter().position(|&p| p == player) else {
            continue;
        };
        let points = game.points()[side];
        row.played += 1;
        row.points += points;
        row.removed_stacks += game.removed_stacks[side];
        match (game.outcome, points) {
            (GameOutcome::Aborted, _) => {}
            (_, POINTS_WIN) => row.wins += 1,
            (_, POINTS_DRAW) => row.draws += 1,
            _ => row.losses += 1,
        }
    }
    row.games_left = scheduled.saturating_sub(row.played);
    row
}

/// Within each run of players level on points and removed stacks, scores
/// the games among them and reorders the run by those points.
fn break_ties_head_to_head(table: &mut [Standing], results: &[FinishedGame]) {
    let mut start = 0;
    while start < table.len() {
        let level = (table[start].points, table[start].removed_stacks);
        let end = start
            + table[start..]
                .iter()
                .take_while(|s| (s.points, s.removed_stacks) == level)
                .count();
        if end - start > 1 {
            let group: BTreeSet<usize> = table[start..end].iter().map(|s| s.player).collect();
            for row in &mut table[start..end] {
                row.head_to_head = points_within(row.player, &group, results);
            }
            table[start..end].sort_by_key(|s| (std::cmp::Reverse(s.head_to_head), s.player));
        }
        start = end;
    }
}

/// Points `player` scored in games against members of `group`.
fn points_within(player: usize, group: &BTreeSet<usize>, results: &[FinishedGame]) -> u32 {
    results
        .iter()
        .filter(|g| group.contains(&g.first) && group.contains(&g.second))
        .filter_map(|g| {
            [g.first, g.second]
                .iter()
                .position(|&p| p == player)
                .map(|side| g.points()[side])
        })
        .sum()
}

/// Standard competition ranking over the sorted table.
fn assign_ranks(table: &mut [Standing]) {
    let sort_key = |s: &Standing| (s.points, s.removed_stacks, s.head_to_head);
    for index in 0..table.len() {
        table[index].rank = if index > 0 && sort_key(&table[index]) == sort_key(&table[index - 1]) {
            table[index - 1].rank
        } else {
            index + 1
        };
    }
}

/// Whether every scheduled game is finished (the season is over).
pub fn season_complete(table: &[Standing]) -> bool {
    table.iter().all(|s| s.games_left == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round_robin::{schedule, Pairing, MAX_PLAYERS, MIN_PLAYERS};
    use proptest::prelude::*;

    fn game(first: usize, second: usize, outcome: GameOutcome, removed: [u32; 2]) -> FinishedGame {
        FinishedGame {
            first,
            second,
            outcome,
            removed_stacks: removed,
        }
    }

    #[test]
    fn points_and_removed_stacks_order_the_table() {
        // 0 beats 1, 1 beats 2, 2 draws 0: 0 has 3 points, 1 has 2, 2 has 1.
        let results = [
            game(0, 1, GameOutcome::FirstWon, [3, 1]),
            game(1, 2, GameOutcome::FirstWon, [2, 2]),
            game(2, 0, GameOutcome::Draw, [1, 1]),
        ];
        let table = standings(3, RoundRobin::Double, &results).unwrap();
        let order: Vec<(usize, usize, u32)> =
            table.iter().map(|s| (s.player, s.rank, s.points)).collect();
        assert_eq!(order, vec![(0, 1, 3), (1, 2, 2), (2, 3, 1)]);
        let top = table[0];
        assert_eq!((top.played, top.wins, top.draws, top.losses), (2, 1, 1, 0));
        assert_eq!((top.removed_stacks, top.games_left), (4, 2));
        assert!(!season_complete(&table));
    }

    #[test]
    fn removed_stacks_break_a_points_tie() {
        let results = [
            game(0, 2, GameOutcome::FirstWon, [1, 0]),
            game(1, 3, GameOutcome::FirstWon, [4, 0]),
        ];
        let table = standings(4, RoundRobin::Single, &results).unwrap();
        assert_eq!((table[0].player, table[0].rank), (1, 1));
        assert_eq!((table[1].player, table[1].rank), (0, 2));
        // 2 and 3 are level on everything: shared rank 3.
        assert_eq!((table[2].rank, table[3].rank), (3, 3));
    }

    #[test]
    fn head_to_head_breaks_a_remaining_tie() {
        // 1, 2 and 3 have 2 points; 1 and 2 removed 2 stacks, 3 only 1; 2 beat 1.
        let results = [
            game(1, 2, GameOutcome::SecondWon, [1, 1]),
            game(1, 0, GameOutcome::FirstWon, [1, 1]),
            game(2, 3, GameOutcome::SecondWon, [1, 1]),
        ];
        let table = standings(4, RoundRobin::Single, &results).unwrap();
        let tied: Vec<(usize, usize, u32)> = table
            .iter()
            .filter(|s| s.points == 2)
            .map(|s| (s.player, s.rank, s.head_to_head))
            .collect();
        assert_eq!(tied, vec![(2, 1, 2), (1, 2, 0), (3, 3, 0)]);
    }

    #[test]
    fn a_circular_tie_shares_the_rank() {
        let results = [
            game(0, 1, GameOutcome::FirstWon, [2, 0]),
            game(1, 2, GameOutcome::FirstWon, [2, 0]),
            game(2, 0, GameOutcome::FirstWon, [2, 0]),
        ];
        let table = standings(3, RoundRobin::Single, &results).unwrap();
        assert!(table.iter().all(|s| s.rank == 1 && s.head_to_head == 2));
        assert!(season_complete(&table));
    }

    #[test]
    fn rejects_results_outside_the_season() {
        let bad = [game(0, 5, GameOutcome::Draw, [0, 0])];
        assert_eq!(
            standings(4, RoundRobin::Single, &bad),
            Err(RoundRobinError::UnknownPlayer {
                player: 5,
                players: 4
            })
        );
        let own = [game(1, 1, GameOutcome::Draw, [0, 0])];
        assert_eq!(
            standings(4, RoundRobin::Single, &own),
            Err(RoundRobinError::SelfPairing(1))
        );
    }

    proptest! {
        #[test]
        fn standings_are_consistent_for_random_seasons(
            n in MIN_PLAYERS..=MAX_PLAYERS,
            double in any::<bool>(),
            seed in prop::collection::vec((0..3u8, 0..8u32, 0..8u32, any::<bool>()), 380),
        ) {
            let format = if double { RoundRobin::Double } else { RoundRobin::Single };
            let pairings: Vec<Pairing> = schedule(n, format)
                .unwrap()
                .into_iter()
                .flat_map(|r| r.pairings)
                .collect();
            let results: Vec<FinishedGame> = pairings
                .iter()
                .zip(&seed)
                .filter(|(_, (_, _, _, finished))| *finished)
                .map(|(p, &(o, a, b, _))| {
                    let outcome = [GameOutcome::FirstWon, GameOutcome::SecondWon, GameOutcome::Draw][o as usize];
                    game(p.first, p.second, outcome, [a, b])
                })
                .collect();
            let table = standings(n, format, &results).unwrap();
            prop_assert_eq!(table.len(), n);
            prop_assert_eq!(table[0].rank, 1);
            let total: u32 = table.iter().map(|s| s.points).sum();
            prop_assert_eq!(total, POINTS_WIN * results.len() as u32);
            let left: u32 = table.iter().map(|s| s.games_left).sum();
            prop_assert_eq!(left as usize, 2 * (pairings.len() - results.len()));
            for row in &table {
                prop_assert_eq!(row.played, row.wins + row.draws + row.losses);
            }
            for pair in table.windows(2) {
                let key = |s: &Standing| (s.points, s.removed_stacks, s.head_to_head);
                prop_assert!(key(&pair[0]) >= key(&pair[1]));
                prop_assert!(pair[0].rank <= pair[1].rank);
                prop_assert_eq!(pair[0].rank == pair[1].rank, key(&pair[0]) == key(&pair[1]));
            }
        }
    }
}
