//! Languages (migration 0006): a server's chosen language, the Discord locale last
//! seen for it, and each user's last seen locale. Every function takes the caller's
//! connection or transaction.

use super::games::to_sql;
use lyngk_i18n::Locale;
use rusqlite::{params, Connection, OptionalExtension};

/// A stored locale code; one the bot no longer speaks counts as none.
fn locale(code: Option<String>) -> Option<Locale> {
    code.and_then(|code| code.parse().ok())
}

/// What is stored about the languages of one request's server and user.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The server's chosen language (`None`: follow Discord).
    pub server_language: Option<Locale>,
    /// The server's Discord locale as last seen.
    pub server_discord: Option<Locale>,
    /// The user's locale as last seen.
    pub user: Option<Locale>,
}

/// The stored languages of `guild` and `user`, in one query.
pub fn seen(conn: &Connection, guild: Option<u64>, user: u64) -> anyhow::Result<Seen> {
    let (language, discord, user) = conn
        .prepare_cached(
            "SELECT (SELECT language FROM guild_settings WHERE guild = ?1), \
                    (SELECT discord_locale FROM guild_settings WHERE guild = ?1), \
                    (SELECT locale FROM user_locales WHERE user_id = ?2)",
        )?
        .query_row(params![guild.map(to_sql), to_sql(user)], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?;
    Ok(Seen {
        server_language: locale(language),
        server_discord: locale(discord),
        user: locale(user),
    })
}

/// Remembers `locale` as the language `user` last used.
pub fn remember_user(conn: &Connection, user: u64, locale: Locale) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO user_locales (user_id, locale) VALUES (?1, ?2) \
         ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
    )?
    .execute(params![to_sql(user), locale.code()])?;
    Ok(())
}

/// Remembers the Discord locale of `guild` (`None`: one the bot does not speak).
pub fn remember_server(
    conn: &Connection,
    guild: u64,
    locale: Option<Locale>,
) -> anyhow::Result<()> {
    set_guild_locale(conn, guild, "discord_locale", locale)
}

/// Sets the language of `guild`'s public posts; `None` follows Discord.
pub fn set_server_language(
    conn: &Connection,
    guild: u64,
    language: Option<Locale>,
) -> anyhow::Result<()> {
    set_guild_locale(conn, guild, "language", language)
}

/// Stores `locale` in `column` (one of this module's, never user input) of `guild`.
fn set_guild_locale(
    conn: &Connection,
    guild: u64,
    column: &'static str,
    locale: Option<Locale>,
) -> anyhow::Result<()> {
    let sql = format!(
        "INSERT INTO guild_settings (guild, {column}) VALUES (?1, ?2) \
         ON CONFLICT (guild) DO UPDATE SET {column} = excluded.{column}"
    );
    conn.prepare_cached(&sql)?
        .execute(params![to_sql(guild), locale.map(Locale::code)])?;
    Ok(())
}

/// The language of `guild`'s public posts when no request says more: its chosen
/// language, else its Discord locale as last seen, else English.
pub fn server_locale(conn: &Connection, guild: Option<u64>) -> anyhow::Result<Locale> {
    let Some(guild) = guild else {
        return Ok(Locale::default());
    };
    let stored: Option<(Option<String>, Option<String>)> = conn
        .prepare_cached("SELECT language, discord_locale FROM guild_settings WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let (language, discord) = stored.unwrap_or_default();
    Ok(locale(language).or(locale(discord)).unwrap_or_default())
}

/// The language `user` last used (English for someone never seen).
pub fn user_locale(conn: &Connection, user: u64) -> anyhow::Result<Locale> {
    let stored: Option<String> = conn
        .prepare_cached("SELECT locale FROM user_locales WHERE user_id = ?1")?
        .query_row([to_sql(user)], |r| r.get(0))
        .optional()?;
    Ok(locale(stored).unwrap_or_default())
}
