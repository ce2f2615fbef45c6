//! Typed queries on `user_settings` (how a player is reminded) and `guild_settings`
//! (a server's choices). Every function takes the caller's connection or transaction.

use super::games::{from_sql, to_sql};
use anyhow::anyhow;
use chrono_tz::Tz;
use lyngk_domain::off_hours::{OffHours, SleepWindow};
use rusqlite::{params, Connection, OptionalExtension};

/// How a player wants to be reminded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReminderMode {
    /// A ping in the game's channel at half time and near the end.
    #[default]
    Channel,
    /// One direct message a day listing every game where it is their turn.
    Digest,
    Off,
}

impl ReminderMode {
    pub fn as_str(self) -> &'static str {
        match self {
            ReminderMode::Channel => "channel",
            ReminderMode::Digest => "digest",
            ReminderMode::Off => "off",
        }
    }

    fn parse(text: &str) -> anyhow::Result<ReminderMode> {
        match text {
            "channel" => Ok(ReminderMode::Channel),
            "digest" => Ok(ReminderMode::Digest),
            "off" => Ok(ReminderMode::Off),
            other => Err(anyhow!("unknown reminder mode '{other}' in the database")),
        }
    }
}

/// One row of `user_settings`; a missing row is the default (channel pings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserSettings {
    pub reminders: ReminderMode,
    /// The digest's hour, UTC.
    pub digest_hour: Option<u8>,
    /// When the next digest is due, while on digest.
    pub next_digest_at: Option<i64>,
    /// The player's IANA zone; `None` until they choose one (their clocks then use UTC).
    pub time_zone: Option<Tz>,
    /// The nightly window during which their clocks stand still.
    pub sleep: Option<SleepWindow>,
    /// Whether their clocks stand still on Saturdays and Sundays.
    pub weekends_off: bool,
    /// Whether the bot spends their vacation allowance rather than let them lose on time.
    pub auto_vacation: bool,
}

impl UserSettings {
    /// When the player's clocks stand still, from their settings.
    pub fn off_hours(&self) -> OffHours {
        OffHours {
            zone: self.time_zone.unwrap_or(Tz::UTC),
            sleep: self.sleep,
            weekends_off: self.weekends_off,
        }
    }
}

/// The columns of `user_settings` after `user_id`, in the order the queries select them.
const SETTINGS_COLUMNS: &str = "reminders, digest_hour, next_digest_at, time_zone, \
     sleep_start, sleep_end, weekends_off, auto_vacation";

/// A row as stored, before its text is checked.
struct RawSettings {
    reminders: String,
    digest_hour: Option<u8>,
    next_digest_at: Option<i64>,
    time_zone: Option<String>,
    sleep: Option<(u16, u16)>,
    weekends_off: bool,
    auto_vacation: bool,
}

fn user_settings_from(r: &rusqlite::Row) -> rusqlite::Result<RawSettings> {
    let sleep = match (r.get::<_, Option<u16>>(4)?, r.get::<_, Option<u16>>(5)?) {
        (Some(start), Some(end)) => Some((start, end)),
        _ => None,
    };
    Ok(RawSettings {
        reminders: r.get(0)?,
        digest_hour: r.get(1)?,
        next_digest_at: r.get(2)?,
        time_zone: r.get(3)?,
        sleep,
        weekends_off: r.get(6)?,
        auto_vacation: r.get(7)?,
    })
}

fn settings(raw: RawSettings) -> anyhow::Result<UserSettings> {
    let time_zone = match raw.time_zone {
        None => None,
        Some(name) => Some(
            name.parse::<Tz>()
                .map_err(|_| anyhow!("unknown time zone '{name}' in the database"))?,
        ),
    };
    let sleep = match raw.sleep {
        None => None,
        Some((start, end)) => Some(SleepWindow::new(start, end)?),
    };
    Ok(UserSettings {
        reminders: ReminderMode::parse(&raw.reminders)?,
        digest_hour: raw.digest_hour,
        next_digest_at: raw.next_digest_at,
        time_zone,
        sleep,
        weekends_off: raw.weekends_off,
        auto_vacation: raw.auto_vacation,
    })
}

pub fn user_settings(conn: &Connection, user: u64) -> anyhow::Result<UserSettings> {
    let raw = conn
        .prepare_cached(&format!(
            "SELECT {SETTINGS_COLUMNS} FROM user_settings WHERE user_id = ?1"
        ))?
        .query_row([to_sql(user)], user_settings_from)
        .optional()?;
    raw.map_or(Ok(UserSettings::default()), settings)
}

pub fn save_user_settings(
    conn: &Connection,
    user: u64,
    settings: &UserSettings,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO user_settings (user_id, reminders, digest_hour, next_digest_at, time_zone, \
         sleep_start, sleep_end, weekends_off, auto_vacation) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (user_id) DO UPDATE SET \
         reminders = ?2, digest_hour = ?3, next_digest_at = ?4, time_zone = ?5, \
         sleep_start = ?6, sleep_end = ?7, weekends_off = ?8, auto_vacation = ?9",
    )?
    .execute(params![
        to_sql(user),
        settings.reminders.as_str(),
        settings.digest_hour,
        settings.next_digest_at,
        settings.time_zone.map(|zone| zone.name()),
        settings.sleep.map(SleepWindow::start),
        settings.sleep.map(SleepWindow::end),
        settings.weekends_off,
        settings.auto_vacation,
    ])?;
    Ok(())
}

/// Players on digest whose digest is due at `now`.
pub fn digests_due(conn: &Connection, now: i64) -> anyhow::Result<Vec<(u64, UserSettings)>> {
    let mut statement = conn.prepare_cached(&format!(
        "SELECT {SETTINGS_COLUMNS}, user_id FROM user_settings \
         WHERE next_digest_at IS NOT NULL AND next_digest_at <= ?1 AND reminders = 'digest'"
    ))?;
    let rows = statement.query_map([now], |r| Ok((user_settings_from(r)?, r.get::<_, i64>(8)?)))?;
    let mut due = Vec::new();
    for row in rows {
        let (raw, user) = row?;
        due.push((from_sql(user), settings(raw)?));
    }
    Ok(due)
}

pub fn next_digest_due(conn: &Connection) -> anyhow::Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT MIN(next_digest_at) FROM user_settings WHERE reminders = 'digest'")?
        .query_row([], |r| r.get(0))?)
}

/// Whether the server ends games automatically when a player's time runs out.
pub fn auto_timeout(conn: &Connection, guild: Option<u64>) -> anyhow::Result<bool> {
    let Some(guild) = guild else {
        return Ok(false);
    };
    Ok(conn
        .prepare_cached("SELECT auto_timeout FROM guild_settings WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| r.get::<_, bool>(0))
        .optional()?
        .unwrap_or(false))
}

pub fn set_auto_timeout(conn: &Connection, guild: u64, enabled: bool) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO guild_settings (guild, auto_timeout) VALUES (?1, ?2) \
         ON CONFLICT (guild) DO UPDATE SET auto_timeout = ?2",
    )?
    .execute(params![to_sql(guild), enabled])?;
    Ok(())
}
