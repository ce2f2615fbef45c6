//! Ratings and server figures: `rating`, `leaderboard`, `stats`. Read only.

use super::super::api::{Actor, Attachment, Reply};
use super::super::picture;
use super::super::{GameService, Handled};
use crate::Asked;
use lyngk_domain::rating::Rating;
use lyngk_domain::text_table::{code_block, headings, TextColumn};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_render::{Column, TableView};
use lyngk_store::ratings::{self, guild_key, RatingRow, ServerStats};

/// Rows on the leaderboard: 20 lines of 50 characters stay far below 2,000.
pub(crate) const LEADERBOARD_SIZE: usize = 20;
/// Players named under "most active".
const MOST_ACTIVE: usize = 3;
/// Name column width in tables.
const NAME_WIDTH: usize = 16;

pub(crate) fn rating(
    service: &GameService,
    request: &Asked,
    user: Option<&Actor>,
) -> Handled<Reply> {
    let who = user.unwrap_or(&request.actor);
    let guild = guild_key(request.place.guild);
    let stored = service
        .store
        .with_conn(|conn| ratings::rating(conn, guild, who.id))?;
    let text = match stored {
        Some(row) => describe_rating(&row),
        None => Msg::new("rating-none")
            .text("player", who.name.as_str())
            .msg(
                "rating",
                rating_value(&RatingRow::newcomer(who.id, &who.name).rating),
            ),
    };
    Ok(Reply::public(text))
}

/// "1662 ±581": the rating and its 95% range, both rounded.
fn rating_value(rating: &Rating) -> Msg {
    Msg::new("rating-value")
        .rating("rating", rating.rating)
        .number("range", (2.0 * rating.deviation).round() as i64)
}

/// "**alice**: rating 1662 ±581 (deviation 290; …) · 3 rated games: 2 wins, 0 draws, 1 loss".
fn describe_rating(row: &RatingRow) -> Msg {
    Msg::new("rating-line")
        .text("player", row.name.as_str())
        .msg("rating", rating_value(&row.rating))
        .number("deviation", row.rating.deviation.round() as i64)
        .number("games", row.games)
        .number("wins", row.wins)
        .number("draws", row.draws)
        .number("losses", row.losses)
}

/// `locale`: the language of the post, for the table's headings.
pub(crate) fn leaderboard(
    service: &GameService,
    request: &Asked,
    locale: Locale,
) -> Handled<Reply> {
    let guild = guild_key(request.place.guild);
    let rows = service
        .store
        .with_conn(|conn| ratings::top_ratings(conn, guild, LEADERBOARD_SIZE))?;
    if rows.is_empty() {
        return Ok(Reply::public(Msg::new("rating-leaderboard-empty")));
    }
    Ok(Reply {
        lines: leaderboard_table(&rows, locale),
        image: Some(leaderboard_image(&rows, request.actor.id, locale)),
        ..Reply::default()
    })
}

/// The columns of the leaderboard, drawn as text or as an image.
const LEADERBOARD_COLUMNS: [TextColumn; 8] = [
    TextColumn::right("tables-rank", 2),
    TextColumn::left("tables-player", NAME_WIDTH).after(2),
    TextColumn::right("tables-rating", 6),
    TextColumn::right("tables-range", 4),
    TextColumn::right("tables-games", 6),
    TextColumn::right("tables-wins", 3),
    TextColumn::right("tables-draws", 3),
    TextColumn::right("tables-losses", 3),
];

/// The image's columns: `columns` with their `headings` in the post's language.
pub(crate) fn image_columns<'a>(columns: &[TextColumn], headings: &'a [String]) -> Vec<Column<'a>> {
    columns
        .iter()
        .zip(headings)
        .map(|(column, heading)| match column.right {
            true => Column::right(heading),
            false => Column::left(heading),
        })
        .collect()
}

/// One player's row, the same in the text and the image.
fn leaderboard_row(rank: usize, row: &RatingRow) -> Vec<String> {
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
}

/// The leaderboard as an image: the same rows as the text, the caller's highlighted.
fn leaderboard_image(rows: &[RatingRow], caller: u64, locale: Locale) -> Attachment {
    let cells = rows
        .iter()
        .enumerate()
        .map(|(rank, row)| leaderboard_row(rank, row))
        .collect();
    let say = |id: &str| Msg::new(id).format(locale, Style::Plain);
    let (title, subtitle) = (
        say("rating-leaderboard-title"),
        say("rating-leaderboard-subtitle"),
    );
    let headings = headings(&LEADERBOARD_COLUMNS, locale);
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(&LEADERBOARD_COLUMNS, &headings),
        rows: cells,
        highlight_rows: rows
            .iter()
            .position(|row| row.user == caller)
            .into_iter()
            .collect(),
        zones: Default::default(),
    };
    picture::table_png(&table, "lyngk-leaderboard", locale)
}

/// A bold title and a monospace table in a code block, one line per player.
fn leaderboard_table(rows: &[RatingRow], locale: Locale) -> Vec<Msg> {
    let cells: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(rank, row)| leaderboard_row(rank, row))
        .collect();
    vec![
        Msg::new("rating-leaderboard-heading"),
        code_block(&LEADERBOARD_COLUMNS, &cells, locale),
    ]
}

pub(crate) fn stats(service: &GameService, request: &Asked) -> Handled<Reply> {
    let stats = service
        .store
        .with_conn(|conn| ratings::server_stats(conn, request.place.guild, MOST_ACTIVE))?;
    Ok(Reply {
        lines: describe_stats(&stats),
        ..Reply::default()
    })
}

fn describe_stats(stats: &ServerStats) -> Vec<Msg> {
    let mut lines = vec![
        Msg::new("rating-stats-heading"),
        Msg::new("rating-stats-games")
            .number("finished", stats.finished)
            .number("active", stats.active),
    ];
    if stats.finished > 0 {
        lines.push(Msg::new("rating-stats-length").decimal("turns", stats.average_turns, 1));
        let share = |wins: u32| (100.0 * f64::from(wins) / f64::from(stats.finished)).round();
        lines.push(
            Msg::new("rating-stats-wins")
                .number("first", stats.first_wins)
                .number("first-share", share(stats.first_wins) as i64)
                .number("second", stats.second_wins)
                .number("second-share", share(stats.second_wins) as i64)
                .number("draws", stats.draws)
                .number("draws-share", share(stats.draws) as i64),
        );
    }
    if !stats.most_active.is_empty() {
        let players: Vec<String> = stats
            .most_active
            .iter()
            .map(|(name, games)| format!("{name} ({games})"))
            .collect();
        lines.push(Msg::new("rating-stats-most-active").text("players", players.join(", ")));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_i18n::format_lines;

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
        let text = format_lines(
            &leaderboard_table(&rows, Locale::En),
            Locale::En,
            Style::Discord,
        );
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
        let text = format_lines(&describe_stats(&stats), Locale::En, Style::Discord);
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
