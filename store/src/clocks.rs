//! Typed queries on `clocks` and `reminders` (a player's settings are in
//! [`super::settings`], vacations in [`super::vacations`]). Like [`super::games`],
//! every function takes the caller's connection or transaction so a change stays one
//! transaction.

use super::games::to_sql;
use super::places::NOT_SUSPENDED;
use anyhow::anyhow;
use lyngk_domain::clock::{DaysPerMove, GameClock};
use lyngk_domain::event::TimeLosses;
use lyngk_domain::off_hours::OffHours;
use lyngk_domain::reminders::{Reminder, ReminderKey, ReminderKind, StoredReminder};
use lyngk_rules::Player;
use rusqlite::{params, Connection, OptionalExtension};

/// How a clock ended a game, stored so ratings can skip aborted games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// A player ran out of time (claimed or ended automatically).
    Time,
    /// The first player never moved; the game is void and unrated.
    Aborted,
}

impl Ended {
    fn as_str(self) -> &'static str {
        match self {
            Ended::Time => "time",
            Ended::Aborted => "aborted",
        }
    }
}

/// A stored clock without the pauses: vacations live per player in `vacations`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameClockRow {
    pub banks: [i64; 2],
    pub to_move: Player,
    pub turn_started_at: i64,
    /// Each player's off hours as they were when the turn started.
    pub off_hours: [OffHours; 2],
}

impl GameClockRow {
    /// The running clock, before the players' vacations are applied.
    pub fn into_game_clock(self, per_move: DaysPerMove) -> GameClock {
        GameClock {
            per_move,
            banks: self.banks,
            to_move: self.to_move,
            turn_started_at: self.turn_started_at,
            pauses: Vec::new(),
            off_hours: self.off_hours,
        }
    }
}

fn player_from_sql(index: i64) -> Player {
    if index == 0 {
        Player::One
    } else {
        Player::Two
    }
}

pub fn game_clock_row(conn: &Connection, game: i64) -> anyhow::Result<Option<GameClockRow>> {
    Ok(conn
        .prepare_cached(
            "SELECT bank_first, bank_second, to_move, turn_started_at, off_hours_first, \
             off_hours_second FROM clocks WHERE game = ?1",
        )?
        .query_row([game], |r| {
            Ok(GameClockRow {
                banks: [r.get(0)?, r.get(1)?],
                to_move: player_from_sql(r.get(2)?),
                turn_started_at: r.get(3)?,
                off_hours: [off_hours_from_sql(r.get(4)?), off_hours_from_sql(r.get(5)?)],
            })
        })
        .optional()?)
}

/// Unreadable stored off hours (a zone the database no longer knows) count as none.
fn off_hours_from_sql(text: Option<String>) -> OffHours {
    text.and_then(|text| OffHours::from_stored(&text))
        .unwrap_or_default()
}

/// Stores `clock` as the game's clock, with its flag time as known now.
pub fn save_game_clock(conn: &Connection, game: i64, clock: &GameClock) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO clocks (game, bank_first, bank_second, to_move, turn_started_at, flag_at, \
         off_hours_first, off_hours_second) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
         ON CONFLICT (game) DO UPDATE SET bank_first = ?2, bank_second = ?3, to_move = ?4, \
         turn_started_at = ?5, flag_at = ?6, off_hours_first = ?7, off_hours_second = ?8",
    )?
    .execute(params![
        game,
        clock.banks[0],
        clock.banks[1],
        clock.to_move.index() as i64,
        clock.turn_started_at,
        clock.flag_at(),
        clock.off_hours[0].to_stored(),
        clock.off_hours[1].to_stored(),
    ])?;
    Ok(())
}

/// Records that the clock ended the game (it stops counting as running).
pub fn set_ended(conn: &Connection, game: i64, ended: Ended) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE clocks SET ended = ?2 WHERE game = ?1")?
        .execute(params![game, ended.as_str()])?;
    Ok(())
}

fn kind_to_sql(kind: ReminderKind) -> &'static str {
    match kind {
        ReminderKind::Half => "half",
        ReminderKind::Final => "final",
    }
}

fn kind_from_sql(text: &str) -> anyhow::Result<ReminderKind> {
    match text {
        "half" => Ok(ReminderKind::Half),
        "final" => Ok(ReminderKind::Final),
        other => Err(anyhow!("unknown reminder kind '{other}' in the database")),
    }
}

/// Marks every reminder of the game that is still pending as done: its turn is over.
pub fn close_reminders(conn: &Connection, game: i64) -> anyhow::Result<()> {
    conn.prepare_cached("UPDATE reminders SET done = 1 WHERE game = ?1 AND done = 0")?
        .execute([game])?;
    Ok(())
}

/// Closes the game's pending reminders and schedules those of the new turn.
pub fn schedule_reminders(
    conn: &Connection,
    game: i64,
    turn: usize,
    due: &[Reminder],
) -> anyhow::Result<()> {
    close_reminders(conn, game)?;
    for_each_reminder(
        conn,
        "INSERT INTO reminders (game, turn, kind, due_at) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (game, turn, kind) DO NOTHING",
        game,
        turn,
        due,
    )
}

/// Moves the pending reminders of the current turn to new due times (after a
/// vacation). A reminder already done stays done.
pub fn reschedule_reminders(
    conn: &Connection,
    game: i64,
    turn: usize,
    due: &[Reminder],
) -> anyhow::Result<()> {
    for_each_reminder(
        conn,
        "UPDATE reminders SET due_at = ?4 WHERE game = ?1 AND turn = ?2 AND kind = ?3 AND done = 0",
        game,
        turn,
        due,
    )
}

/// Runs `sql` once per reminder in `due`, with the game, the turn, the reminder's kind
/// and its due time as `?1` to `?4`.
fn for_each_reminder(
    conn: &Connection,
    sql: &str,
    game: i64,
    turn: usize,
    due: &[Reminder],
) -> anyhow::Result<()> {
    let mut statement = conn.prepare_cached(sql)?;
    for reminder in due {
        statement.execute(params![
            game,
            turn as i64,
            kind_to_sql(reminder.kind),
            reminder.due_at
        ])?;
    }
    Ok(())
}

/// Pending reminders due at `now` or earlier.
pub fn due_reminders(conn: &Connection, now: i64) -> anyhow::Result<Vec<StoredReminder>> {
    let sql = format!(
        "SELECT game, turn, kind, due_at FROM reminders JOIN games ON games.id = reminders.game \
         WHERE done = 0 AND due_at <= ?1 AND {NOT_SUSPENDED}"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let rows = statement.query_map([now], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, i64>(3)?,
        ))
    })?;
    let mut due = Vec::new();
    for row in rows {
        let (game, turn, kind, due_at) = row?;
        due.push(StoredReminder {
            key: ReminderKey {
                game: game as u64,
                turn: u32::try_from(turn)?,
                kind: kind_from_sql(&kind)?,
            },
            due_at,
            done: false,
        });
    }
    Ok(due)
}

pub fn mark_reminders_done(conn: &Connection, keys: &[ReminderKey]) -> anyhow::Result<()> {
    let mut update = conn.prepare_cached(
        "UPDATE reminders SET done = 1 WHERE game = ?1 AND turn = ?2 AND kind = ?3",
    )?;
    for key in keys {
        update.execute(params![
            key.game as i64,
            i64::from(key.turn),
            kind_to_sql(key.kind)
        ])?;
    }
    Ok(())
}

pub fn next_reminder_due(conn: &Connection) -> anyhow::Result<Option<i64>> {
    let sql = format!(
        "SELECT MIN(due_at) FROM reminders JOIN games ON games.id = reminders.game \
         WHERE done = 0 AND {NOT_SUSPENDED}"
    );
    Ok(conn.prepare_cached(&sql)?.query_row([], |r| r.get(0))?)
}

/// The condition shared by the two queries below: a running clock of an active game
/// in a server that ends games on time by itself.
const AUTO_TIMEOUT_GAMES: &str = "FROM clocks JOIN games ON games.id = clocks.game \
     JOIN guild_settings ON guild_settings.guild = games.guild \
     WHERE clocks.ended IS NULL AND games.status = 'active' AND guild_settings.auto_timeout = 1";

/// Active games of auto-timeout servers whose stored flag time has passed.
pub fn auto_timeout_candidates(conn: &Connection, now: i64) -> anyhow::Result<Vec<i64>> {
    let sql = format!(
        "SELECT clocks.game {AUTO_TIMEOUT_GAMES} AND {NOT_SUSPENDED} AND clocks.flag_at <= ?1"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let ids = statement.query_map([now], |r| r.get(0))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

pub fn next_auto_timeout(conn: &Connection) -> anyhow::Result<Option<i64>> {
    let sql = format!("SELECT MIN(clocks.flag_at) {AUTO_TIMEOUT_GAMES} AND {NOT_SUSPENDED}");
    Ok(conn.prepare_cached(&sql)?.query_row([], |r| r.get(0))?)
}

/// The ids of the active games in `guild` (`None`: outside any server) where `user`
/// plays, oldest first (none while the bot is away from that server).
pub fn active_games_of(
    conn: &Connection,
    guild: Option<u64>,
    user: u64,
) -> anyhow::Result<Vec<i64>> {
    let sql = format!(
        "SELECT id FROM games WHERE status = 'active' AND guild IS ?1 \
         AND (challenger_id = ?2 OR opponent_id = ?2) AND {NOT_SUSPENDED} ORDER BY id"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let ids = statement.query_map(params![guild.map(to_sql), to_sql(user)], |r| r.get(0))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// The ids of every active game where `user` plays, in any server the bot is in.
pub fn all_active_games_of(conn: &Connection, user: u64) -> anyhow::Result<Vec<i64>> {
    let sql = format!(
        "SELECT id FROM games WHERE status = 'active' \
         AND (challenger_id = ?1 OR opponent_id = ?1) AND {NOT_SUSPENDED} ORDER BY id"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let ids = statement.query_map([to_sql(user)], |r| r.get(0))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// Bumps a game's version when something beside its row changed (its clock after a
/// vacation), so a change prepared from the old state is refused.
pub fn touch_game(conn: &Connection, game: i64, version: i64, now: i64) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE games SET version = version + 1, updated_at = ?3 WHERE id = ?1 AND version = ?2",
        )?
        .execute(params![game, version, now])?;
    Ok(changed == 1)
}

/// Plies stored for a game: the number of the turn being played (the reminder key).
pub fn turn_count(conn: &Connection, game: i64) -> anyhow::Result<usize> {
    let count: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM turns WHERE game = ?1")?
        .query_row([game], |r| r.get(0))?;
    Ok(usize::try_from(count)?)
}

/// How `user`'s games on `guild` (`None`: outside servers) ended: those played out
/// (aborted ones are not) and those of them a clock ended against `user`.
pub fn time_losses(conn: &Connection, guild: Option<u64>, user: u64) -> anyhow::Result<TimeLosses> {
    let (lost_on_time, played) = conn
        .prepare_cached(
            "SELECT COALESCE(SUM(COALESCE(c.ended, '') = 'time' AND g.winner_id IS NOT NULL \
                     AND g.winner_id <> ?2), 0), COUNT(*) \
             FROM games g LEFT JOIN clocks c ON c.game = g.id \
             WHERE g.guild IS ?1 AND g.status = 'finished' \
               AND COALESCE(g.result, '') <> 'aborted' AND COALESCE(c.ended, '') <> 'aborted' \
               AND (g.challenger_id = ?2 OR g.opponent_id = ?2)",
        )?
        .query_row(params![guild.map(to_sql), to_sql(user)], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    Ok(TimeLosses {
        lost_on_time,
        played,
    })
}
