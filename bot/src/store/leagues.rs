//! Typed queries on `leagues`, `league_players` and `league_games`.

use super::games::{from_sql, to_sql};
use anyhow::anyhow;
use lyngk_rules::Variant;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// Where a season stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeagueState {
    /// Players may join or leave.
    Open,
    /// Scheduled; games are being played.
    Running,
    /// Every game is done.
    Finished,
}

impl LeagueState {
    pub fn as_str(self) -> &'static str {
        match self {
            LeagueState::Open => "open",
            LeagueState::Running => "running",
            LeagueState::Finished => "finished",
        }
    }

    fn parse(text: &str) -> anyhow::Result<LeagueState> {
        Ok(match text {
            "open" => LeagueState::Open,
            "running" => LeagueState::Running,
            "finished" => LeagueState::Finished,
            other => return Err(anyhow!("unknown league state '{other}' in the database")),
        })
    }
}

/// One row of `leagues`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueRow {
    pub id: i64,
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub double_round: bool,
    pub state: LeagueState,
    pub version: i64,
}

/// What a new season needs.
#[derive(Clone, Debug)]
pub struct NewLeague {
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub double_round: bool,
    pub created_by: u64,
}

/// A player of a season; `position` orders them by joining.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaguePlayer {
    pub user: u64,
    pub name: String,
    pub position: i64,
}

/// A scheduled game with what the standings need from its `games` row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueGame {
    pub game: i64,
    pub round: u32,
    /// Player indices (into the players in join order); `first` is player 1.
    pub first: usize,
    pub second: usize,
    pub thread_open: bool,
    /// Stacks removed by the first and second player, once the game has ended.
    pub removed: Option<[u32; 2]>,
    pub finished: bool,
    pub winner: Option<u64>,
    /// Ended before both players had moved: no points for either (lichess's abort).
    pub aborted: bool,
}

/// A game's channel before its thread exists: outside the snowflake range (bit 63)
/// and unique per league and schedule slot, so the one-live-game index holds.
pub fn placeholder_channel(league: i64, slot: usize) -> u64 {
    (1 << 63) | ((league as u64) << 20) | slot as u64
}

const LEAGUE_COLUMNS: &str =
    "id, guild_id, channel, name, variant, days_per_move, double_round, state, version";

fn league_row(row: &Row) -> rusqlite::Result<(LeagueRow, String, String)> {
    Ok((
        LeagueRow {
            id: row.get(0)?,
            guild: from_sql(row.get(1)?),
            channel: from_sql(row.get(2)?),
            name: row.get(3)?,
            variant: Variant::Standard,
            days_per_move: row.get(5)?,
            double_round: row.get(6)?,
            state: LeagueState::Open,
            version: row.get(8)?,
        },
        row.get(4)?,
        row.get(7)?,
    ))
}

/// The season of `guild` called `name` (any case).
pub fn league_by_name(
    conn: &Connection,
    guild: u64,
    name: &str,
) -> anyhow::Result<Option<LeagueRow>> {
    let sql = format!(
        "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE guild_id = ?1 AND name = ?2 COLLATE NOCASE"
    );
    let raw = conn
        .prepare_cached(&sql)?
        .query_row(params![to_sql(guild), name], league_row)
        .optional()?;
    raw.map(checked_league).transpose()
}

/// Every league of `guild`, oldest first.
pub fn leagues_of_guild(conn: &Connection, guild: u64) -> anyhow::Result<Vec<LeagueRow>> {
    let sql = format!("SELECT {LEAGUE_COLUMNS} FROM leagues WHERE guild_id = ?1 ORDER BY id");
    let mut statement = conn.prepare_cached(&sql)?;
    let rows = statement.query_map(params![to_sql(guild)], league_row)?;
    let mut leagues = Vec::new();
    for raw in rows {
        leagues.push(checked_league(raw?)?);
    }
    Ok(leagues)
}

pub fn league_by_id(conn: &Connection, id: i64) -> anyhow::Result<Option<LeagueRow>> {
    let sql = format!("SELECT {LEAGUE_COLUMNS} FROM leagues WHERE id = ?1");
    let raw = conn
        .prepare_cached(&sql)?
        .query_row([id], league_row)
        .optional()?;
    raw.map(checked_league).transpose()
}

fn checked_league(
    (mut row, variant, state): (LeagueRow, String, String),
) -> anyhow::Result<LeagueRow> {
    row.variant = Variant::from_name(&variant)
        .ok_or_else(|| anyhow!("unknown variant '{variant}' in league {}", row.id))?;
    row.state = LeagueState::parse(&state)?;
    Ok(row)
}

/// Inserts a season; a name already used on the server is a unique violation.
pub fn insert_league(conn: &Connection, new: &NewLeague, now: i64) -> anyhow::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO leagues (guild_id, channel, name, variant, days_per_move, double_round, \
         state, created_by, created_at, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7, ?8, ?8)",
    )?
    .execute(params![
        to_sql(new.guild),
        to_sql(new.channel),
        new.name,
        new.variant.name(),
        new.days_per_move,
        new.double_round,
        to_sql(new.created_by),
        now,
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Moves a season to `state` if nobody changed it since it was loaded.
pub fn set_state(
    conn: &Connection,
    league: &LeagueRow,
    state: LeagueState,
    now: i64,
) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE leagues SET state = ?1, version = version + 1, updated_at = ?2 \
             WHERE id = ?3 AND version = ?4",
        )?
        .execute(params![state.as_str(), now, league.id, league.version])?;
    Ok(changed == 1)
}

/// The players in join order.
pub fn players(conn: &Connection, league: i64) -> anyhow::Result<Vec<LeaguePlayer>> {
    let players = conn
        .prepare_cached(
            "SELECT user_id, name, position FROM league_players WHERE league = ?1 ORDER BY position",
        )?
        .query_map([league], |r| {
            Ok(LeaguePlayer {
                user: from_sql(r.get(0)?),
                name: r.get(1)?,
                position: r.get(2)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(players)
}

/// Adds a player after the last one; joining twice is a unique violation.
pub fn add_player(
    conn: &Connection,
    league: i64,
    user: u64,
    name: &str,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO league_players (league, user_id, name, position, joined_at) \
         VALUES (?1, ?2, ?3, \
           (SELECT COALESCE(MAX(position) + 1, 0) FROM league_players WHERE league = ?1), ?4)",
    )?
    .execute(params![league, to_sql(user), name, now])?;
    Ok(())
}

/// Removes a player; false if they had not joined.
pub fn remove_player(conn: &Connection, league: i64, user: u64) -> anyhow::Result<bool> {
    let removed = conn
        .prepare_cached("DELETE FROM league_players WHERE league = ?1 AND user_id = ?2")?
        .execute(params![league, to_sql(user)])?;
    Ok(removed == 1)
}

pub fn insert_league_game(
    conn: &Connection,
    league: i64,
    game: i64,
    round: u32,
    first: usize,
    second: usize,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO league_games (league, game, round, first, second) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![league, game, round, first as i64, second as i64])?;
    Ok(())
}

/// The season's games in schedule order, with their status from `games`.
pub fn league_games(conn: &Connection, league: i64) -> anyhow::Result<Vec<LeagueGame>> {
    let games = conn
        .prepare_cached(
            "SELECT lg.game, lg.round, lg.first, lg.second, lg.thread_open, lg.removed_first, \
             lg.removed_second, g.status = 'finished', g.winner_id, \
             COALESCE(g.result, '') = 'aborted' \
             FROM league_games lg JOIN games g ON g.id = lg.game \
             WHERE lg.league = ?1 ORDER BY lg.round, lg.game",
        )?
        .query_map([league], |r| {
            let removed: (Option<u32>, Option<u32>) = (r.get(5)?, r.get(6)?);
            Ok(LeagueGame {
                game: r.get(0)?,
                round: r.get(1)?,
                first: r.get::<_, i64>(2)? as usize,
                second: r.get::<_, i64>(3)? as usize,
                thread_open: r.get(4)?,
                removed: match removed {
                    (Some(a), Some(b)) => Some([a, b]),
                    _ => None,
                },
                finished: r.get(7)?,
                winner: r.get::<_, Option<i64>>(8)?.map(from_sql),
                aborted: r.get(9)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(games)
}

/// The season a game belongs to, if any.
pub fn league_of_game(conn: &Connection, game: i64) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT league FROM league_games WHERE game = ?1")?
        .query_row([game], |r| r.get(0))
        .optional()?)
}

/// Stores the stacks each side removed, the standings' first tiebreak.
pub fn set_removed(conn: &Connection, game: i64, removed: [u32; 2]) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE league_games SET removed_first = ?1, removed_second = ?2 WHERE game = ?3",
    )?
    .execute(params![removed[0], removed[1], game])?;
    Ok(())
}

/// Moves a league game from its placeholder into its thread. False when the game is
/// not a league game waiting for a thread (already attached, or unknown).
pub fn attach_thread(conn: &Connection, game: i64, channel: u64, now: i64) -> anyhow::Result<bool> {
    let waiting = conn
        .prepare_cached(
            "UPDATE league_games SET thread_open = 1 WHERE game = ?1 AND thread_open = 0",
        )?
        .execute([game])?;
    if waiting != 1 {
        return Ok(false);
    }
    super::games::move_into_thread(conn, game, channel, now)?;
    Ok(true)
}
