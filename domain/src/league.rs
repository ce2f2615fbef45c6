//! League seasons: round-robin scheduling and standings.
//!
//! Players are indices `0..n` into the season's player list (in join order),
//! so the service maps them to user ids itself.
//!
//! # Points
//! A win scores 2, a draw 1, a loss 0 ([`POINTS_WIN`], [`POINTS_DRAW`]):
//! the same ranking as 1/½/0 but in whole numbers, so tables need no fractions.
//! Ties on points are broken by total removed stacks, then by the points the
//! tied players scored in the games among themselves (head-to-head); players
//! still level share a rank ("1, 2, 2, 4").

use std::collections::BTreeSet;

use thiserror::Error;

use super::text_table::{code_block, shorten, TextColumn};
use lyngk_i18n::{Locale, Msg, Style};

/// Fewest players in a season.
pub const MIN_PLAYERS: usize = 2;
/// Most players in a season.
pub const MAX_PLAYERS: usize = 20;
/// League points for a win.
pub const POINTS_WIN: u32 = 2;
/// League points for a draw.
pub const POINTS_DRAW: u32 = 1;
/// Discord's limit on thread names.
pub const THREAD_NAME_LIMIT: usize = lyngk_discord_limits::THREAD_NAME;
/// The longest name of a league or an event: enough for "Autumn Swiss 2026", short
/// enough for thread names.
pub const MAX_NAME: usize = 32;

/// A league's or an event's name, trimmed and in Unicode's composed form (NFC), when
/// it has 1 to [`MAX_NAME`] characters that [`crate::names::is_name_char`] allows (safe
/// in code blocks, thread names and mentions).
pub fn checked_name(name: &str) -> Option<String> {
    let name = crate::names::composed(name);
    let length = name.chars().count();
    let allowed = name.chars().all(crate::names::is_name_char);
    ((1..=MAX_NAME).contains(&length) && allowed).then_some(name)
}

/// A league input the scheduler or the table cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LeagueError {
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
pub fn schedule(players: usize, format: RoundRobin) -> Result<Vec<Round>, LeagueError> {
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

fn check_player_count(players: usize) -> Result<(), LeagueError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(LeagueError::PlayerCount(players))
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

/// The thread name of a league game in `locale`, e.g. "LYNGK league Spring · round 3 ·
/// alice vs bob", shortened to fit Discord's 100-character limit.
pub fn thread_name(locale: Locale, league: &str, round: u32, first: &str, second: &str) -> String {
    let name = Msg::new("league-thread-name")
        .text("league", shorten(league, 24))
        .number("round", round)
        .text("first", shorten(first, 20))
        .text("second", shorten(second, 20))
        .format(locale, Style::Plain);
    shorten(&name, THREAD_NAME_LIMIT)
}

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
) -> Result<Vec<Standing>, LeagueError> {
    check_player_count(players)?;
    for game in results {
        for player in [game.first, game.second] {
            if player >= players {
                return Err(LeagueError::UnknownPlayer { player, players });
            }
        }
        if game.first == game.second {
            return Err(LeagueError::SelfPairing(game.first));
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

/// The columns of the standings, drawn as text or as an image.
pub const STANDINGS_COLUMNS: [TextColumn; 9] = [
    TextColumn::right("tables-rank", 2),
    TextColumn::left("tables-player", 16).after(2),
    TextColumn::right("tables-played", 2),
    TextColumn::right("tables-wins", 2),
    TextColumn::right("tables-draws", 2),
    TextColumn::right("tables-losses", 2),
    TextColumn::right("tables-points", 4),
    TextColumn::right("tables-stacks", 4),
    TextColumn::right("tables-left", 5),
];

/// The cells of the standings, one row per player in [`STANDINGS_COLUMNS`]' order.
pub fn standings_rows(names: &[&str], table: &[Standing]) -> Vec<Vec<String>> {
    table
        .iter()
        .map(|row| {
            let name = names.get(row.player).map_or("?", |n| n);
            let mut cells = vec![row.rank.to_string(), name.to_string()];
            cells.extend(
                [
                    row.played,
                    row.wins,
                    row.draws,
                    row.losses,
                    row.points,
                    row.removed_stacks,
                    row.games_left,
                ]
                .map(|n| n.to_string()),
            );
            cells
        })
        .collect()
}

/// The standings as a Discord message in `locale`: a bold title and a monospace
/// table in a code block. `names` are indexed by player; 20 players fit well within
/// 2000 characters.
pub fn standings_message(
    locale: Locale,
    league: &str,
    names: &[&str],
    table: &[Standing],
) -> Vec<Msg> {
    let rows = standings_rows(names, table);
    vec![
        Msg::new("league-standings-title").text("league", shorten(&league.replace('`', "'"), 40)),
        code_block(&STANDINGS_COLUMNS, &rows, locale),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_i18n::format_lines;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn game(first: usize, second: usize, outcome: GameOutcome, removed: [u32; 2]) -> FinishedGame {
        FinishedGame {
            first,
            second,
            outcome,
            removed_stacks: removed,
        }
    }

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
            Err(LeagueError::PlayerCount(1))
        );
        assert_eq!(
            schedule(21, RoundRobin::Double),
            Err(LeagueError::PlayerCount(21))
        );
        assert_eq!(
            LeagueError::PlayerCount(21).to_string(),
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
    fn thread_names_fit_discord() {
        assert_eq!(
            thread_name(Locale::En, "Spring", 3, "alice", "bob"),
            "LYNGK league Spring · round 3 · alice vs bob"
        );
        let long = "x".repeat(200);
        for locale in Locale::ALL {
            let name = thread_name(locale, &long, 38, &long, &long);
            assert!(name.chars().count() <= THREAD_NAME_LIMIT, "{name}");
            assert!(name.contains("38") && name.contains('…'), "{name}");
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
            Err(LeagueError::UnknownPlayer {
                player: 5,
                players: 4
            })
        );
        let own = [game(1, 1, GameOutcome::Draw, [0, 0])];
        assert_eq!(
            standings(4, RoundRobin::Single, &own),
            Err(LeagueError::SelfPairing(1))
        );
    }

    #[test]
    fn standings_text_for_a_full_league_fits_one_message() {
        let names: Vec<String> = (0..20)
            .map(|i| format!("player`with a long name {i:02}"))
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let results: Vec<FinishedGame> = schedule(20, RoundRobin::Double)
            .unwrap()
            .iter()
            .flat_map(|r| r.pairings.clone())
            .map(|p| game(p.first, p.second, GameOutcome::FirstWon, [10, 9]))
            .collect();
        let table = standings(20, RoundRobin::Double, &results).unwrap();
        let lines = standings_message(Locale::En, &"Autumn".repeat(20), &names, &table);
        let text = format_lines(&lines, Locale::En, Style::Discord);
        assert!(text.chars().count() <= 2000, "{}", text.chars().count());
        assert_eq!(text.matches("```").count(), 2);
        assert_eq!(text.lines().count(), 1 + 1 + 1 + 20 + 1);
        let widths: BTreeSet<usize> = text
            .lines()
            .skip(2)
            .take(21)
            .map(|l| l.chars().count())
            .collect();
        assert_eq!(widths.len(), 1, "aligned columns:\n{text}");
    }

    #[test]
    fn standings_text_layout() {
        let results = [game(0, 1, GameOutcome::FirstWon, [3, 1])];
        let table = standings(2, RoundRobin::Single, &results).unwrap();
        assert_eq!(
            format_lines(
                &standings_message(Locale::En, "Spring", &["alice", "bob"], &table),
                Locale::En,
                Style::Discord
            ),
            "**LYNGK league Spring · standings**\n```\n\
             \x20#  Player            P  W  D  L  Pts  Stk  Left\n\
             \x201  alice             1  1  0  0    2    3     0\n\
             \x202  bob               1  0  0  1    0    1     0\n\
             ```"
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
