//! Typed queries on `ai_games`, `ai_ratings` and `ai_rating_changes`: which games the
//! AI plays, at which level, and the AI's rating per level.

use super::games::{from_sql, to_sql};
use lyngk_domain::rating::Rating;
use rusqlite::{params, Connection, OptionalExtension};

/// The AI's seat in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiSeat {
    pub game: i64,
    pub level: u8,
    /// The user id the AI plays under (the bot's own user on Discord).
    pub user: u64,
    /// The server's language code when the game began, for the AI's posts.
    pub locale: Option<String>,
}

/// Marks `game` as played by the AI at `level` under `user`.
pub fn insert_ai_game(conn: &Connection, seat: &AiSeat) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO ai_games (game, level, ai_user, locale) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        seat.game,
        seat.level,
        to_sql(seat.user),
        seat.locale
    ])?;
    Ok(())
}

/// The AI's seat in `game`, if the AI plays it.
pub fn ai_seat(conn: &Connection, game: i64) -> anyhow::Result<Option<AiSeat>> {
    Ok(conn
        .prepare_cached("SELECT level, ai_user, locale FROM ai_games WHERE game = ?1")?
        .query_row([game], |r| {
            Ok(AiSeat {
                game,
                level: r.get(0)?,
                user: from_sql(r.get(1)?),
                locale: r.get(2)?,
            })
        })
        .optional()?)
}

/// The active games the AI plays, oldest first (not those of servers it has left).
pub fn active_ai_games(conn: &Connection) -> anyhow::Result<Vec<i64>> {
    let sql = format!(
        "SELECT games.id FROM games JOIN ai_games a ON a.game = games.id \
         WHERE games.status = 'active' AND {} ORDER BY games.updated_at, games.id",
        super::places::NOT_SUSPENDED
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let games = statement
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(games)
}

/// One level's rating and record.
#[derive(Clone, Debug, PartialEq)]
pub struct AiRating {
    pub level: u8,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The rating of `level`: a newcomer's before its first game.
pub fn ai_rating(conn: &Connection, level: u8) -> anyhow::Result<AiRating> {
    let stored = conn
        .prepare_cached(
            "SELECT rating, deviation, volatility, games, wins, draws, losses \
             FROM ai_ratings WHERE level = ?1",
        )?
        .query_row([level], |r| {
            Ok(AiRating {
                level,
                rating: Rating {
                    rating: r.get(0)?,
                    deviation: r.get(1)?,
                    volatility: r.get(2)?,
                },
                games: r.get(3)?,
                wins: r.get(4)?,
                draws: r.get(5)?,
                losses: r.get(6)?,
            })
        })
        .optional()?;
    Ok(stored.unwrap_or(AiRating {
        level,
        rating: Rating::default(),
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
    }))
}

/// Stores a level's new rating and the change it made in `game`; fails if that game
/// was rated already.
pub fn save_ai_rating(
    conn: &Connection,
    game: i64,
    before: &Rating,
    after: &AiRating,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO ai_rating_changes (game, level, rating_before, rating_after, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        game,
        after.level,
        before.rating,
        after.rating.rating,
        now
    ])?;
    conn.prepare_cached(
        "INSERT OR REPLACE INTO ai_ratings (level, rating, deviation, volatility, games, \
         wins, draws, losses, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        after.level,
        after.rating.rating,
        after.rating.deviation,
        after.rating.volatility,
        after.games,
        after.wins,
        after.draws,
        after.losses,
        now
    ])?;
    Ok(())
}
