//! Typed queries on `ladders`, `ladder_ranks` and `ladder_challenges`. Players are
//! named by their `event_players.entry`, which never changes on a ladder.

use anyhow::anyhow;
use lyngk_domain::clock::DAY;
use lyngk_domain::ladder::LadderRules;
use rusqlite::{params, Connection, OptionalExtension, Row};

/// What a settled challenge came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// The challenger won the game and took the place.
    Climbed,
    /// A draw or a loss: nothing moved.
    Held,
    /// Not accepted in time: the challenger took the place by default.
    Expired,
    /// One of the two left the ladder.
    Left,
}

impl Settlement {
    pub fn as_str(self) -> &'static str {
        match self {
            Settlement::Climbed => "climbed",
            Settlement::Held => "held",
            Settlement::Expired => "expired",
            Settlement::Left => "left",
        }
    }
}

/// One challenge not yet settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenChallenge {
    pub id: i64,
    pub event: i64,
    pub challenger: u32,
    pub defender: u32,
    pub issued_at: i64,
    pub accepted_at: Option<i64>,
    /// The game, once accepted.
    pub game: Option<i64>,
    pub thread_open: bool,
}

/// A player on a ladder (listed by rank, 1 for the top) and their last activity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranked {
    pub entry: u32,
    pub last_active: i64,
}

/// A game's channel before its thread exists: apart from league (bit 62 alone) and
/// Swiss (bits 63 and 62) placeholders, unique per challenge.
pub fn placeholder_channel(challenge: i64) -> u64 {
    (1 << 63) | (1 << 61) | challenge as u64
}

pub fn insert_rules(conn: &Connection, event: i64, rules: LadderRules) -> anyhow::Result<()> {
    conn.prepare_cached("INSERT INTO ladders (event, reach, inactive_days) VALUES (?1, ?2, ?3)")?
        .execute(params![event, rules.reach, rules.inactive_days])?;
    Ok(())
}

pub fn rules(conn: &Connection, event: i64) -> anyhow::Result<LadderRules> {
    conn.prepare_cached("SELECT reach, inactive_days FROM ladders WHERE event = ?1")?
        .query_row([event], |r| {
            Ok(LadderRules {
                reach: r.get(0)?,
                inactive_days: r.get(1)?,
            })
        })
        .optional()?
        .ok_or_else(|| anyhow!("ladder {event} has no settings"))
}

/// Every ladder's event id.
pub fn ladder_events(conn: &Connection) -> anyhow::Result<Vec<i64>> {
    let ids = conn
        .prepare_cached("SELECT event FROM ladders ORDER BY event")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(ids)
}

/// The players, top first.
pub fn ranks(conn: &Connection, event: i64) -> anyhow::Result<Vec<Ranked>> {
    let ranked = conn
        .prepare_cached(
            "SELECT entry, last_active FROM ladder_ranks WHERE event = ?1 ORDER BY rank",
        )?
        .query_map([event], |r| {
            Ok(Ranked {
                entry: r.get(0)?,
                last_active: r.get(1)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(ranked)
}

/// Stores the ladder's order, top first, in place of the one stored.
pub fn save_ranks(conn: &Connection, event: i64, ranked: &[Ranked]) -> anyhow::Result<()> {
    conn.prepare_cached("DELETE FROM ladder_ranks WHERE event = ?1")?
        .execute([event])?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO ladder_ranks (event, entry, rank, last_active) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (index, player) in ranked.iter().enumerate() {
        insert.execute(params![event, player.entry, index + 1, player.last_active])?;
    }
    Ok(())
}

const CHALLENGE_COLUMNS: &str =
    "id, event, challenger, defender, issued_at, accepted_at, game, thread_open";

fn open_challenge(r: &Row) -> rusqlite::Result<OpenChallenge> {
    Ok(OpenChallenge {
        id: r.get(0)?,
        event: r.get(1)?,
        challenger: r.get(2)?,
        defender: r.get(3)?,
        issued_at: r.get(4)?,
        accepted_at: r.get(5)?,
        game: r.get(6)?,
        thread_open: r.get(7)?,
    })
}

/// The ladder's challenges not yet settled, oldest first.
pub fn open_challenges(conn: &Connection, event: i64) -> anyhow::Result<Vec<OpenChallenge>> {
    let sql = format!(
        "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges \
         WHERE event = ?1 AND settled_at IS NULL ORDER BY id"
    );
    let open = conn
        .prepare_cached(&sql)?
        .query_map([event], open_challenge)?
        .collect::<Result<_, _>>()?;
    Ok(open)
}

/// The challenge `id` while it is not settled.
pub fn unsettled_challenge(conn: &Connection, id: i64) -> anyhow::Result<Option<OpenChallenge>> {
    let sql = format!(
        "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges \
         WHERE id = ?1 AND settled_at IS NULL"
    );
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([id], open_challenge)
        .optional()?)
}

/// The unsettled challenge a game is played for, if any.
pub fn challenge_of_game(conn: &Connection, game: i64) -> anyhow::Result<Option<OpenChallenge>> {
    let sql = format!(
        "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges \
         WHERE game = ?1 AND settled_at IS NULL"
    );
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([game], open_challenge)
        .optional()?)
}

pub fn insert_challenge(
    conn: &Connection,
    event: i64,
    challenger: u32,
    defender: u32,
    now: i64,
) -> anyhow::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO ladder_challenges (event, challenger, defender, issued_at) \
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![event, challenger, defender, now])?;
    Ok(conn.last_insert_rowid())
}

/// Records the acceptance and the game it opened.
pub fn set_accepted(conn: &Connection, challenge: i64, game: i64, now: i64) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE ladder_challenges SET accepted_at = ?1, game = ?2 WHERE id = ?3")?
        .execute(params![now, game, challenge])?;
    Ok(())
}

pub fn settle(
    conn: &Connection,
    challenge: i64,
    settlement: Settlement,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "UPDATE ladder_challenges SET settled_at = ?1, settlement = ?2 \
         WHERE id = ?3 AND settled_at IS NULL",
    )?
    .execute(params![now, settlement.as_str(), challenge])?;
    Ok(())
}

/// How each of the ladder's settled challenges ended, oldest first.
pub fn settlements(conn: &Connection, event: i64) -> anyhow::Result<Vec<Settlement>> {
    let texts: Vec<String> = conn
        .prepare_cached(
            "SELECT settlement FROM ladder_challenges \
             WHERE event = ?1 AND settled_at IS NOT NULL ORDER BY id",
        )?
        .query_map([event], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    texts
        .iter()
        .map(|text| {
            [
                Settlement::Climbed,
                Settlement::Held,
                Settlement::Expired,
                Settlement::Left,
            ]
            .into_iter()
            .find(|settlement| settlement.as_str() == text)
            .ok_or_else(|| anyhow!("unknown settlement '{text}' in the database"))
        })
        .collect()
}

/// Moves a ladder game from its placeholder into its thread. False when the game is
/// not a ladder game waiting for a thread.
pub fn attach_thread(conn: &Connection, game: i64, channel: u64, now: i64) -> anyhow::Result<bool> {
    let waiting = conn
        .prepare_cached(
            "UPDATE ladder_challenges SET thread_open = 1 WHERE game = ?1 AND thread_open = 0",
        )?
        .execute([game])?;
    if waiting != 1 {
        return Ok(false);
    }
    super::games::move_into_thread(conn, game, channel, now)?;
    Ok(true)
}

/// When the ladders' job next has something to do: a challenge reaching the end of
/// its answer time, or a player not in a challenge reaching the inactivity limit.
pub fn next_due(conn: &Connection) -> anyhow::Result<Option<i64>> {
    let expiry: Option<i64> = conn
        .prepare_cached(
            "SELECT MIN(c.issued_at + e.days_per_move * ?1) FROM ladder_challenges c \
             JOIN events e ON e.id = c.event \
             WHERE c.settled_at IS NULL AND c.accepted_at IS NULL",
        )?
        .query_row([DAY], |r| r.get(0))?;
    let inactivity: Option<i64> = conn
        .prepare_cached(
            "SELECT MIN(p.last_active + l.inactive_days * ?1) FROM ladder_ranks p \
             JOIN ladders l ON l.event = p.event \
             WHERE NOT EXISTS (SELECT 1 FROM ladder_challenges c \
               WHERE c.event = p.event AND c.settled_at IS NULL \
               AND (c.challenger = p.entry OR c.defender = p.entry))",
        )?
        .query_row([DAY], |r| r.get(0))?;
    Ok(expiry.into_iter().chain(inactivity).min())
}
