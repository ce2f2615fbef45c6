//! Typed queries on `games`, `turns` and `processed_interactions`. Every function takes
//! the caller's connection or transaction, so a state change stays one transaction.

use anyhow::{anyhow, Context};
use lyngk_rules::{Colour, Turn, Variant};
use rusqlite::{params, Connection, OptionalExtension, Row};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A challenge waiting for an answer.
    Open,
    Active,
    Finished,
    /// Declined or withdrawn before it started.
    Declined,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
        }
    }

    fn parse(text: &str) -> anyhow::Result<Status> {
        Ok(match text {
            "open" => Status::Open,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "declined" => Status::Declined,
            other => return Err(anyhow!("unknown game status '{other}' in the database")),
        })
    }
}

/// A person at the table: user id and display name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: u64,
    pub name: String,
}

/// One row of `games`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub guild: Option<u64>,
    pub channel: u64,
    pub challenger: Person,
    /// `None` while an open seat waits.
    pub opponent: Option<Person>,
    /// 0 when the challenger is player 1; set at accept.
    pub first_seat: Option<usize>,
    pub variant: Variant,
    pub seed: Option<u64>,
    pub status: Status,
    pub pending_claim: Option<Colour>,
    pub result: Option<String>,
    pub winner: Option<u64>,
    pub days_per_move: Option<u32>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What a new challenge needs.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub guild: Option<u64>,
    pub channel: u64,
    pub challenger: Person,
    pub opponent: Option<Person>,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
}

// SQLite integers are signed 64-bit: ids and seeds are stored bit for bit.
pub(crate) fn to_sql(value: u64) -> i64 {
    value as i64
}

pub fn from_sql(value: i64) -> u64 {
    value as u64
}

const GAME_COLUMNS: &str = "id, guild, channel, challenger_id, challenger_name, opponent_id, \
     opponent_name, first_seat, variant, seed, status, pending_claim, result, winner_id, \
     days_per_move, version, created_at, updated_at";

/// A row with text columns still raw; [`GameRow::try_from`] checks them.
struct RawGame {
    row: GameRow,
    variant: String,
    status: String,
    pending_claim: Option<String>,
}

fn raw_game(row: &Row) -> rusqlite::Result<RawGame> {
    let opponent_id: Option<i64> = row.get(5)?;
    let opponent_name: Option<String> = row.get(6)?;
    Ok(RawGame {
        row: GameRow {
            id: row.get(0)?,
            guild: row.get::<_, Option<i64>>(1)?.map(from_sql),
            channel: from_sql(row.get(2)?),
            challenger: Person {
                id: from_sql(row.get(3)?),
                name: row.get(4)?,
            },
            opponent: opponent_id.map(|id| Person {
                id: from_sql(id),
                name: opponent_name.unwrap_or_default(),
            }),
            first_seat: row.get::<_, Option<i64>>(7)?.map(|s| s as usize),
            variant: Variant::Standard,
            seed: row.get::<_, Option<i64>>(9)?.map(from_sql),
            status: Status::Open,
            pending_claim: None,
            result: row.get(12)?,
            winner: row.get::<_, Option<i64>>(13)?.map(from_sql),
            days_per_move: row.get(14)?,
            version: row.get(15)?,
            created_at: row.get(16)?,
            updated_at: row.get(17)?,
        },
        variant: row.get(8)?,
        status: row.get(10)?,
        pending_claim: row.get(11)?,
    })
}

impl TryFrom<RawGame> for GameRow {
    type Error = anyhow::Error;
    fn try_from(raw: RawGame) -> anyhow::Result<GameRow> {
        let mut row = raw.row;
        row.variant = Variant::from_name(&raw.variant)
            .ok_or_else(|| anyhow!("unknown variant '{}' in game {}", raw.variant, row.id))?;
        row.status = Status::parse(&raw.status)?;
        row.pending_claim = match raw.pending_claim {
            None => None,
            Some(text) => Some(
                Colour::from_name(&text)
                    .ok_or_else(|| anyhow!("bad pending claim '{text}' in game {}", row.id))?,
            ),
        };
        Ok(row)
    }
}

fn query_game(
    conn: &Connection,
    condition: &str,
    args: impl rusqlite::Params,
) -> anyhow::Result<Option<GameRow>> {
    let sql =
        format!("SELECT {GAME_COLUMNS} FROM games WHERE {condition} ORDER BY id DESC LIMIT 1");
    let raw = conn
        .prepare_cached(&sql)?
        .query_row(args, raw_game)
        .optional()?;
    raw.map(GameRow::try_from).transpose()
}

/// The open or active game in `channel` of `guild` (`None`: outside a server), if any
/// (there is at most one). A channel is always looked up within its server.
pub fn live_game(
    conn: &Connection,
    guild: Option<u64>,
    channel: u64,
) -> anyhow::Result<Option<GameRow>> {
    query_game(
        conn,
        "channel = ?2 AND guild IS ?1 AND status IN ('open', 'active')",
        params![guild.map(to_sql), to_sql(channel)],
    )
}

/// Where every open or active game is: its server and channel.
pub fn live_places(conn: &Connection) -> anyhow::Result<Vec<(Option<u64>, u64)>> {
    let mut statement =
        conn.prepare("SELECT guild, channel FROM games WHERE status IN ('open', 'active')")?;
    let places = statement
        .query_map([], |r| {
            let guild: Option<i64> = r.get(0)?;
            Ok((guild.map(from_sql), from_sql(r.get(1)?)))
        })?
        .collect::<Result<_, _>>()?;
    Ok(places)
}

/// A game of one player, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerGame {
    pub id: i64,
    pub channel: u64,
    pub status: Status,
}

/// The open or active games of `guild` where `user` has a seat, oldest first, at most
/// `limit` of them.
pub fn live_games_of(
    conn: &Connection,
    guild: u64,
    user: u64,
    limit: usize,
) -> anyhow::Result<Vec<PlayerGame>> {
    let mut statement = conn.prepare_cached(
        "SELECT id, channel, status FROM games WHERE guild = ?1 \
         AND status IN ('open', 'active') AND (challenger_id = ?2 OR opponent_id = ?2) \
         ORDER BY id LIMIT ?3",
    )?;
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let rows = statement.query_map(params![to_sql(guild), to_sql(user), limit], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, String>(2)?,
        ))
    })?;
    let mut games = Vec::new();
    for row in rows {
        let (id, channel, status) = row?;
        games.push(PlayerGame {
            id,
            channel: from_sql(channel),
            status: Status::parse(&status)?,
        });
    }
    Ok(games)
}

/// The most recent game played (active or finished) in `channel` of `guild`.
pub fn latest_played_game(
    conn: &Connection,
    guild: Option<u64>,
    channel: u64,
) -> anyhow::Result<Option<GameRow>> {
    query_game(
        conn,
        "channel = ?2 AND guild IS ?1 AND status IN ('active', 'finished')",
        params![guild.map(to_sql), to_sql(channel)],
    )
}

pub fn game_by_id(conn: &Connection, id: i64) -> anyhow::Result<Option<GameRow>> {
    query_game(conn, "id = ?1", [id])
}

/// Inserts a challenge. Fails with a constraint error when the server's channel already
/// has an open or active game (the partial unique index), which callers check first.
pub fn insert_challenge(conn: &Connection, new: &NewChallenge, now: i64) -> anyhow::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO games (guild, channel, challenger_id, challenger_name, opponent_id, \
         opponent_name, variant, status, days_per_move, created_at, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'open', ?8, ?9, ?9)",
    )?
    .execute(params![
        new.guild.map(to_sql),
        to_sql(new.channel),
        to_sql(new.challenger.id),
        new.challenger.name,
        new.opponent.as_ref().map(|o| to_sql(o.id)),
        new.opponent.as_ref().map(|o| o.name.as_str()),
        new.variant.name(),
        new.days_per_move,
        now,
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Writes the game's mutable fields and bumps its version, only if the stored version
/// is still `game.version`. Returns false when someone else changed the game first.
pub fn save_game(conn: &Connection, game: &GameRow, now: i64) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET opponent_id = ?1, opponent_name = ?2, first_seat = ?3, seed = ?4, \
             status = ?5, pending_claim = ?6, result = ?7, winner_id = ?8, \
             version = version + 1, updated_at = ?9 \
             WHERE id = ?10 AND version = ?11",
        )?
        .execute(params![
            game.opponent.as_ref().map(|o| to_sql(o.id)),
            game.opponent.as_ref().map(|o| o.name.as_str()),
            game.first_seat.map(|s| s as i64),
            game.seed.map(to_sql),
            game.status.as_str(),
            game.pending_claim.map(|c| c.letter().to_string()),
            game.result,
            game.winner.map(to_sql),
            now,
            game.id,
            game.version,
        ])?;
    Ok(changed == 1)
}

/// The game's turns in order, parsed.
pub fn turns(conn: &Connection, game: i64) -> anyhow::Result<Vec<Turn>> {
    let mut statement =
        conn.prepare_cached("SELECT ply, notation FROM turns WHERE game = ?1 ORDER BY ply")?;
    let rows = statement.query_map([game], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
    })?;
    let mut turns = Vec::new();
    for row in rows {
        let (ply, notation) = row?;
        if ply != turns.len() as i64 {
            return Err(anyhow!(
                "game {game} misses ply {} in its turns",
                turns.len()
            ));
        }
        let turn = notation
            .parse()
            .with_context(|| format!("game {game} ply {ply}: stored turn '{notation}'"))?;
        turns.push(turn);
    }
    Ok(turns)
}

/// The players of each stored turn, in ply order.
pub fn turn_players(conn: &Connection, game: i64) -> anyhow::Result<Vec<u64>> {
    let mut statement =
        conn.prepare_cached("SELECT player_id FROM turns WHERE game = ?1 ORDER BY ply")?;
    let players = statement
        .query_map([game], |r| r.get::<_, i64>(0))?
        .map(|id| id.map(from_sql))
        .collect::<Result<_, _>>()?;
    Ok(players)
}

/// Appends a turn at `ply`; the primary key refuses a second turn at the same ply.
pub fn insert_turn(
    conn: &Connection,
    game: i64,
    ply: usize,
    player: u64,
    turn: Turn,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO turns (game, ply, player_id, notation, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![game, ply as i64, to_sql(player), turn.to_string(), now])?;
    Ok(())
}

/// The name `user` had in the game they played last (challenger or opponent), else in
/// the event they joined last.
pub fn player_name(conn: &Connection, user: u64) -> anyhow::Result<Option<String>> {
    let in_games: Option<String> = conn
        .prepare_cached(
            "SELECT name FROM ( \
               SELECT challenger_name AS name, id FROM games WHERE challenger_id = ?1 \
               UNION ALL \
               SELECT opponent_name, id FROM games WHERE opponent_id = ?1) \
             WHERE name IS NOT NULL ORDER BY id DESC LIMIT 1",
        )?
        .query_row([to_sql(user)], |r| r.get(0))
        .optional()?;
    if in_games.is_some() {
        return Ok(in_games);
    }
    // Someone who joined an event but has played no game yet (a round's bye).
    Ok(conn
        .prepare_cached(
            "SELECT name FROM event_players WHERE user_id = ?1 ORDER BY joined_at DESC LIMIT 1",
        )?
        .query_row([to_sql(user)], |r| r.get(0))
        .optional()?)
}

/// Moves a scheduled game (a league's or an event's) from its placeholder channel into
/// its thread.
pub fn move_into_thread(
    conn: &Connection,
    game: i64,
    channel: u64,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE games SET channel = ?1, version = version + 1, updated_at = ?2 WHERE id = ?3",
    )?
    .execute(params![to_sql(channel), now, game])?;
    Ok(())
}

/// Whether an error is SQLite refusing a row for a UNIQUE or PRIMARY KEY constraint.
pub fn is_unique_violation(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        matches!(
            cause.downcast_ref::<rusqlite::Error>(),
            Some(rusqlite::Error::SqliteFailure(e, _))
                if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                    || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Store;

    fn challenge(channel: u64) -> NewChallenge {
        NewChallenge {
            guild: None,
            channel,
            challenger: Person {
                id: 1,
                name: "alice".into(),
            },
            opponent: None,
            variant: Variant::Six,
            days_per_move: Some(2),
        }
    }

    #[test]
    fn a_channel_holds_one_live_game_and_stale_versions_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("db")).unwrap();
        store
            .with_conn(|conn| -> anyhow::Result<()> {
                let id = insert_challenge(conn, &challenge(7), 100)?;
                let second = insert_challenge(conn, &challenge(7), 100).unwrap_err();
                assert!(is_unique_violation(&second), "{second:#}");
                insert_challenge(conn, &challenge(8), 100)?;
                let mut row = live_game(conn, None, 7)?.unwrap();
                assert_eq!(
                    (row.id, row.variant, row.days_per_move),
                    (id, Variant::Six, Some(2))
                );
                row.status = Status::Declined;
                let stale = row.clone();
                assert!(save_game(conn, &row, 101)?);
                assert!(!save_game(conn, &stale, 102)?, "version guard");
                assert_eq!(game_by_id(conn, id)?.unwrap().version, 1);
                // Declined frees the channel.
                insert_challenge(conn, &challenge(7), 103)?;
                Ok(())
            })
            .unwrap();
    }

    #[test]
    fn turns_keep_their_order_and_a_ply_is_stored_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("db")).unwrap();
        store
            .with_conn(|conn| -> anyhow::Result<()> {
                let id = insert_challenge(conn, &challenge(1), 0)?;
                let (a, b): (Turn, Turn) = ("C3-D4".parse()?, "R:E5-E4".parse()?);
                insert_turn(conn, id, 0, 1, a, 0)?;
                insert_turn(conn, id, 1, 2, b, 0)?;
                let again = insert_turn(conn, id, 1, 2, a, 0).unwrap_err();
                assert!(is_unique_violation(&again));
                assert_eq!(turns(conn, id)?, vec![a, b]);
                assert_eq!(turn_players(conn, id)?, vec![1, 2]);
                assert!(insert_turn(conn, 999, 0, 1, a, 0).is_err(), "foreign key");
                Ok(())
            })
            .unwrap();
    }
}
