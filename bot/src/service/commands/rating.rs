//! Ratings and server figures: `rating`, `leaderboard`, `stats`. Read only.

use super::super::api::{Actor, Attachment, Reply, Request};
use super::super::describe::count;
use super::super::picture;
use super::super::{GameService, Handled};
use crate::store::ratings::{self, guild_key, RatingRow, ServerStats};
use lyngk_render::{Column, TableView};
use std::fmt::Write as _;

/// Rows on the leaderboard: 20 lines of 50 characters stay far below 2,000.
pub(in crate::service) const LEADERBOARD_SIZE: usize = 20;
/// Players named under "most active".
const MOST_ACTIVE: usize = 3;
/// Name column width in tables.
const NAME_WIDTH: usize = 16;

pub(in crate::service) fn rating(
    service: &GameService,
    request: &Request,
    user: Option<&Actor>,
) -> Handled<Reply> {
    let who = user.unwrap_or(&request.actor);
    let guild = guild_key(request.place.guild);
    let stored = service
        .store
        .with_conn(|conn| ratings::rating(conn, guild, who.id))?;
    let text = match stored {
        Some(row) => describe_rating(&row),
        None => format!(
            "**{}** has no rated games on this server yet; everyone starts at {}.",
            who.name,
            RatingRow::newcomer(who.id, &who.name).rating.display()
        ),
    };
    Ok(Reply::public(text))
}

/// "**alice**: 1662 ±581 (deviation 290) · 3 games: 2 wins, 0 draws, 1 loss".
fn describe_rating(row: &RatingRow) -> String {
    format!(
        "**{}**: rating {} (deviation {:.0}; the ± is a 95% range) · {}: {}, {}, {}.",
        row.name,
        row.rating.display(),
        row.rating.deviation,
        count(row.games as usize, "rated game", "rated games"),
        count(row.wins as usize, "win", "wins"),
        count(row.draws as usize, "draw", "draws"),
        count(row.losses as usize, "loss", "losses")
    )
}

pub(in crate::service) fn leaderboard(service: &GameService, request: &Request) -> Handled<Reply> {
    let guild = guild_key(request.place.guild);
    let rows = service
        .store
        .with_conn(|conn| ratings::top_ratings(conn, guild, LEADERBOARD_SIZE))?;
    if rows.is_empty() {
        return Ok(Reply::public(
            "No rated games on this server yet: the leaderboard fills as games finish.".to_string(),
        ));
    }
    Ok(Reply {
        lines: vec![leaderboard_table(&rows).into()],
        image: Some(leaderboard_image(&rows, request.actor.id)),
        ..Reply::default()
    })
}

/// The leaderboard as an image: the same rows as the text, the caller's highlighted.
fn leaderboard_image(rows: &[RatingRow], caller: u64) -> Attachment {
    let cells = rows
        .iter()
        .enumerate()
        .map(|(rank, row)| {
            vec![
                (rank + 1).to_string(),
                row.name.clone(),
                format!("{:.0}", row.rating.rating.round()),
                format!("{:.0}", (2.0 * row.rating.deviation).round()),
                row.games.to_string(),
                row.wins.to_string(),
                row.draws.to_string(),
                row.losses.to_string(),
            ]
        })
        .collect();
    let table = TableView {
        title: "LYNGK leaderboard",
        subtitle: Some("Glicko-2 rating · ± is a 95% range"),
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("Rating"),
            Column::right("±"),
            Column::right("Games"),
            Column::right("W"),
            Column::right("D"),
            Column::right("L"),
        ],
        rows: cells,
        highlight_rows: rows
            .iter()
            .position(|row| row.user == caller)
            .into_iter()
            .collect(),
    };
    picture::table_png(&table, "lyngk-leaderboard")
}

/// A monospace table in a code block, one line per player.
fn leaderboard_table(rows: &[RatingRow]) -> String {
    let mut text = String::from("**LYNGK leaderboard**\n```\n");
    text.push_str(" #  Player           Rating    ±  Games   W   D   L\n");
    for (rank, row) in rows.iter().enumerate() {
        let _ = writeln!(
            text,
            "{:>2}  {:<NAME_WIDTH$} {:>6.0} {:>4.0} {:>6} {:>3} {:>3} {:>3}",
            rank + 1,
            table_name(&row.name),
            row.rating.rating.round(),
            (2.0 * row.rating.deviation).round(),
            row.games,
            row.wins,
            row.draws,
            row.losses
        );
    }
    text.push_str("```");
    text
}

/// A name cut to the column and safe inside a code block.
fn table_name(name: &str) -> String {
    let safe = name.replace('`', "'");
    if safe.chars().count() <= NAME_WIDTH {
        safe
    } else {
        let kept: String = safe.chars().take(NAME_WIDTH - 1).collect();
        format!("{kept}…")
    }
}

pub(in crate::service) fn stats(service: &GameService, request: &Request) -> Handled<Reply> {
    let stats = service
        .store
        .with_conn(|conn| ratings::server_stats(conn, request.place.guild, MOST_ACTIVE))?;
    Ok(Reply::public(describe_stats(&stats)))
}

fn describe_stats(stats: &ServerStats) -> String {
    let mut text = format!(
        "**LYNGK on this server**\nGames finished: {} · in progress: {}\n",
        stats.finished, stats.active
    );
    if stats.finished > 0 {
        let _ = writeln!(text, "Average length: {:.1} turns", stats.average_turns);
        let share = |wins: u32| 100.0 * f64::from(wins) / f64::from(stats.finished);
        let _ = writeln!(
            text,
            "Player 1 won {} ({:.0}%), player 2 won {} ({:.0}%), draws {} ({:.0}%)",
            stats.first_wins,
            share(stats.first_wins),
            stats.second_wins,
            share(stats.second_wins),
            stats.draws,
            share(stats.draws)
        );
    }
    if !stats.most_active.is_empty() {
        let players: Vec<String> = stats
            .most_active
            .iter()
            .map(|(name, games)| format!("{name} ({games})"))
            .collect();
        let _ = writeln!(text, "Most active: {}", players.join(", "));
    }
    text.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::correspondence::rating::Rating;

    fn row(name: &str, rating: f64) -> RatingRow {
        RatingRow {
            rating: Rating {
                rating,
                ..Rating::default()
            },
            games: 12,
            wins: 7,
            draws: 1,
            losses: 4,
            ..RatingRow::newcomer(1, name)
        }
    }

    #[test]
    fn a_full_leaderboard_is_aligned_and_fits_a_message() {
        let rows: Vec<RatingRow> = (0..LEADERBOARD_SIZE)
            .map(|i| {
                row(
                    &format!("player`with a very long name {i}"),
                    2000.0 - i as f64,
                )
            })
            .collect();
        let text = leaderboard_table(&rows);
        assert!(text.chars().count() <= 2000);
        assert_eq!(text.matches("```").count(), 2, "{text}");
        let widths: std::collections::BTreeSet<usize> = text
            .lines()
            .skip(2)
            .take(LEADERBOARD_SIZE + 1)
            .map(|l| l.chars().count())
            .collect();
        assert_eq!(widths.len(), 1, "aligned columns:\n{text}");
    }

    #[test]
    fn stats_text_shows_shares() {
        let stats = ServerStats {
            finished: 4,
            active: 1,
            average_turns: 30.5,
            first_wins: 3,
            second_wins: 1,
            draws: 0,
            most_active: vec![("alice".into(), 5), ("bob".into(), 3)],
        };
        let text = describe_stats(&stats);
        assert!(
            text.contains("Games finished: 4 · in progress: 1"),
            "{text}"
        );
        assert!(text.contains("Average length: 30.5 turns"), "{text}");
        assert!(
            text.contains("Player 1 won 3 (75%), player 2 won 1 (25%)"),
            "{text}"
        );
        assert!(text.contains("Most active: alice (5), bob (3)"), "{text}");
    }
}
