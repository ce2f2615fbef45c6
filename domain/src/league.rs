//! Leagues as players see them: names, thread names and the standings table. The
//! schedule and the table's order are pure event logic, in `lyngk_events::round_robin`
//! and `lyngk_events::league` (re-exported here for the service).

use super::text_table::{code_block, shorten, TextColumn};
pub use lyngk_events::league::{
    season_complete, standings, FinishedGame, GameOutcome, Standing, POINTS_DRAW, POINTS_WIN,
};
pub use lyngk_events::round_robin::{
    schedule, Pairing, Round, RoundRobin, RoundRobinError, MAX_PLAYERS, MIN_PLAYERS,
};
use lyngk_i18n::{Locale, Msg, Style};

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
    use std::collections::BTreeSet;

    fn game(first: usize, second: usize, outcome: GameOutcome, removed: [u32; 2]) -> FinishedGame {
        FinishedGame {
            first,
            second,
            outcome,
            removed_stacks: removed,
        }
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
}
