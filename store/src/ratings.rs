//! Typed queries on `ratings`, `rating_changes`, `unrated_games` and
//! `preset_first_seats`, plus the read-only server statistics over `games`.

use super::games::{from_sql, to_sql};
use lyngk_domain::rating::Rating;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// The ratings key of a place: its guild, or 0 for games outside a server.
pub fn guild_key(guild: Option<u64>) -> u64 {
    guild.unwrap_or(0)
}

/// One player's rating on one server with their record.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub user: u64,
    pub name: String,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl RatingRow {
    /// A player without rated games yet.
    pub fn newcomer(user: u64, name: &str) -> RatingRow {
        RatingRow {
            user,
            name: name.to_string(),
            rating: Rating::default(),
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        }
    }
}

const RATING_COLUMNS: &str =
    "user_id, name, rating, deviation, volatility, games, wins, draws, losses";

fn rating_row(row: &Row) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        user: from_sql(row.get(0)?),
        name: row.get(1)?,
        rating: Rating {
            rating: row.get(2)?,
            deviation: row.get(3)?,
            volatility: row.get(4)?,
        },
        games: row.get(5)?,
        wins: row.get(6)?,
        draws: row.get(7)?,
        losses: row.get(8)?,
    })
}

/// The stored rating of `user` on `guild`, if they have played a rated game there.
pub fn rating(conn: &Connection, guild: u64, user: u64) -> anyhow::Result<Option<RatingRow>> {
    let sql = format!("SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ?1 AND user_id = ?2");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([to_sql(guild), to_sql(user)], rating_row)
        .optional()?)
}

/// Inserts or replaces a player's rating row.
pub fn save_rating(conn: &Connection, guild: u64, row: &RatingRow, now: i64) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO ratings (guild_id, user_id, name, rating, deviation, \
         volatility, games, wins, draws, losses, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        to_sql(guild),
        to_sql(row.user),
        row.name,
        row.rating.rating,
        row.rating.deviation,
        row.rating.volatility,
        row.games,
        row.wins,
        row.draws,
        row.losses,
        now,
    ])?;
    Ok(())
}

/// The best `limit` rated players of `guild`, highest rating first.
pub fn top_ratings(conn: &Connection, guild: u64, limit: usize) -> anyhow::Result<Vec<RatingRow>> {
    let sql = format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ?1 \
         ORDER BY rating DESC, games DESC, user_id LIMIT ?2"
    );
    let rows = conn
        .prepare_cached(&sql)?
        .query_map(params![to_sql(guild), limit as i64], rating_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Records one player's change for a game; fails if that game was already rated.
pub fn record_change(
    conn: &Connection,
    game: i64,
    user: u64,
    before: f64,
    after: f64,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO rating_changes (game, user_id, rating_before, rating_after, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![game, to_sql(user), before, after, now])?;
    Ok(())
}

/// Whether `game` has already changed ratings.
pub fn is_rated_already(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM rating_changes WHERE game = ?1 LIMIT 1")?
        .exists([game])?)
}

pub fn mark_unrated(conn: &Connection, game: i64) -> anyhow::Result<()> {
    conn.prepare_cached("INSERT OR IGNORE INTO unrated_games (game) VALUES (?1)")?
        .execute([game])?;
    Ok(())
}

pub fn is_unrated(conn: &Connection, game: i64) -> anyhow::Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM unrated_games WHERE game = ?1")?
        .exists([game])?)
}

/// Fixes who moves first in a challenge (0: the challenger), instead of the lot.
pub fn preset_first_seat(conn: &Connection, game: i64, seat: usize) -> anyhow::Result<()> {
    conn.prepare_cached("INSERT OR REPLACE INTO preset_first_seats (game, seat) VALUES (?1, ?2)")?
        .execute(params![game, seat as i64])?;
    Ok(())
}

pub fn first_seat_preset(conn: &Connection, game: i64) -> anyhow::Result<Option<usize>> {
    Ok(conn
        .prepare_cached("SELECT seat FROM preset_first_seats WHERE game = ?1")?
        .query_row([game], |r| r.get::<_, i64>(0))
        .optional()?
        .map(|seat| seat as usize))
}

/// Server totals for `/lyngk stats`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ServerStats {
    pub finished: u32,
    pub active: u32,
    /// Average plies (passes included) of finished games.
    pub average_turns: f64,
    /// Wins of the first and the second player, and draws, over finished games.
    pub first_wins: u32,
    pub second_wins: u32,
    pub draws: u32,
    /// The players with most started games: (name, games), most first.
    pub most_active: Vec<(String, u32)>,
}

/// The totals of the games played on `guild` (`None`: outside servers). An aborted
/// game was voided, not played out: it is neither finished nor a draw. The AI is no
/// player of the server, so it is never among the most active.
pub fn server_stats(
    conn: &Connection,
    guild: Option<u64>,
    top: usize,
) -> anyhow::Result<ServerStats> {
    let guild = guild.map(to_sql);
    let mut stats = conn
        .prepare_cached(
            "SELECT \
               COALESCE(SUM(played), 0), COALESCE(SUM(status = 'active'), 0), \
               COALESCE(SUM(played AND winner_id IS NOT NULL AND winner_id = \
                 CASE first_seat WHEN 0 THEN challenger_id ELSE opponent_id END), 0), \
               COALESCE(SUM(played AND winner_id IS NOT NULL AND winner_id <> \
                 CASE first_seat WHEN 0 THEN challenger_id ELSE opponent_id END), 0), \
               COALESCE(SUM(played AND winner_id IS NULL), 0) \
             FROM (SELECT *, status = 'finished' AND COALESCE(result, '') <> 'aborted' AS played \
                   FROM games WHERE guild IS ?1)",
        )?
        .query_row([guild], |r| {
            Ok(ServerStats {
                finished: r.get(0)?,
                active: r.get(1)?,
                first_wins: r.get(2)?,
                second_wins: r.get(3)?,
                draws: r.get(4)?,
                ..ServerStats::default()
            })
        })?;
    stats.average_turns = conn
        .prepare_cached(
            "SELECT COALESCE(AVG(plies), 0) FROM (SELECT COUNT(t.ply) AS plies \
             FROM games g LEFT JOIN turns t ON t.game = g.id \
             WHERE g.guild IS ?1 AND g.status = 'finished' \
               AND COALESCE(g.result, '') <> 'aborted' GROUP BY g.id)",
        )?
        .query_row([guild], |r| r.get(0))?;
    stats.most_active = conn
        .prepare_cached(
            "SELECT MAX(name), COUNT(*) AS played FROM ( \
               SELECT id, challenger_id AS player, challenger_name AS name FROM games \
                 WHERE guild IS ?1 AND status IN ('active', 'finished') \
               UNION ALL \
               SELECT id, opponent_id, opponent_name FROM games \
                 WHERE guild IS ?1 AND status IN ('active', 'finished')) AS seats \
             WHERE NOT EXISTS (SELECT 1 FROM ai_games a \
                               WHERE a.game = seats.id AND a.ai_user = seats.player) \
             GROUP BY player ORDER BY played DESC, MAX(name) LIMIT ?2",
        )?
        .query_map(params![guild, top as i64], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(stats)
}
