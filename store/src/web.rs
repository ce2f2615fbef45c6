//! Whether a server's pages exist on the web front, and their addresses.
//!
//! A server's pages live under an address of random hex digits kept in
//! `guild_settings`: `web_slug` while public, `web_token` while unlisted. Both are made the
//! first time the server chooses that visibility and kept afterwards, so a shared link
//! keeps working across changes; neither contains nor derives from the Discord id.

use super::games::{from_sql, to_sql};
use anyhow::anyhow;
use rusqlite::{params, Connection, OptionalExtension};

/// Who may see a server's pages on the web front.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WebVisibility {
    /// No pages: every address answers 404.
    #[default]
    Off,
    /// Listed on the front page, at an opaque stable address.
    Public,
    /// Only at an unguessable address, marked not to be indexed.
    Unlisted,
}

impl WebVisibility {
    pub fn as_str(self) -> &'static str {
        match self {
            WebVisibility::Off => "off",
            WebVisibility::Public => "public",
            WebVisibility::Unlisted => "unlisted",
        }
    }

    pub fn parse(text: &str) -> Option<WebVisibility> {
        match text {
            "off" => Some(WebVisibility::Off),
            "public" => Some(WebVisibility::Public),
            "unlisted" => Some(WebVisibility::Unlisted),
            _ => None,
        }
    }
}

/// A server's web setting: its visibility and the address its pages have now (`None`
/// while off).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WebSetting {
    pub visibility: WebVisibility,
    pub address: Option<String>,
}

/// A server whose pages are visible, as the web front finds it by its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebServer {
    pub guild: u64,
    pub visibility: WebVisibility,
    pub address: String,
    /// The server's name, once the bot learnt it.
    pub name: Option<String>,
}

fn visibility_of(text: &str) -> anyhow::Result<WebVisibility> {
    WebVisibility::parse(text)
        .ok_or_else(|| anyhow!("unknown web visibility '{text}' in the database"))
}

pub fn web_setting(conn: &Connection, guild: u64) -> anyhow::Result<WebSetting> {
    let row = conn
        .prepare_cached("SELECT web, web_slug, web_token FROM guild_settings WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, Option<String>>(2)?,
            ))
        })
        .optional()?;
    let Some((web, slug, token)) = row else {
        return Ok(WebSetting::default());
    };
    let visibility = visibility_of(&web)?;
    let address = match visibility {
        WebVisibility::Off => None,
        WebVisibility::Public => slug,
        WebVisibility::Unlisted => token,
    };
    Ok(WebSetting {
        visibility,
        address,
    })
}

/// Sets the server's visibility; the address it needs is made by `new_address` if the
/// server never had one of that kind (the caller brings the randomness).
pub fn set_web(
    conn: &Connection,
    guild: u64,
    visibility: WebVisibility,
    new_address: impl FnOnce() -> String,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO guild_settings (guild, web) VALUES (?1, ?2) \
         ON CONFLICT (guild) DO UPDATE SET web = ?2",
    )?
    .execute(params![to_sql(guild), visibility.as_str()])?;
    let column = match visibility {
        WebVisibility::Off => return Ok(()),
        WebVisibility::Public => "web_slug",
        WebVisibility::Unlisted => "web_token",
    };
    conn.prepare_cached(&format!(
        "UPDATE guild_settings SET {column} = ?2 WHERE guild = ?1 AND {column} IS NULL"
    ))?
    .execute(params![to_sql(guild), new_address()])?;
    Ok(())
}

/// The servers listed on the front page, by address.
pub fn public_servers(conn: &Connection) -> anyhow::Result<Vec<WebServer>> {
    let mut statement = conn.prepare_cached(
        "SELECT s.guild, s.web_slug, n.name FROM guild_settings s \
         LEFT JOIN server_names n ON n.guild = s.guild \
         WHERE s.web = 'public' AND s.web_slug IS NOT NULL ORDER BY s.web_slug",
    )?;
    let rows = statement.query_map([], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, Option<String>>(2)?,
        ))
    })?;
    let mut servers = Vec::new();
    for row in rows {
        let (guild, address, name) = row?;
        servers.push(WebServer {
            guild: from_sql(guild),
            visibility: WebVisibility::Public,
            address,
            name,
        });
    }
    Ok(servers)
}

/// The server whose pages live at `address` now; `None` for an unknown address, a server
/// that turned its pages off, or an address of the other visibility.
pub fn server_at(conn: &Connection, address: &str) -> anyhow::Result<Option<WebServer>> {
    let row = conn
        .prepare_cached(
            "SELECT s.guild, s.web, n.name FROM guild_settings s \
             LEFT JOIN server_names n ON n.guild = s.guild \
             WHERE (s.web = 'public' AND s.web_slug = ?1) \
                OR (s.web = 'unlisted' AND s.web_token = ?1)",
        )?
        .query_row([address], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
            ))
        })
        .optional()?;
    let Some((guild, web, name)) = row else {
        return Ok(None);
    };
    Ok(Some(WebServer {
        guild: from_sql(guild),
        visibility: visibility_of(&web)?,
        address: address.to_owned(),
        name,
    }))
}

/// The server's name as last learnt, if any.
pub fn server_name(conn: &Connection, guild: u64) -> anyhow::Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT name FROM server_names WHERE guild = ?1")?
        .query_row([to_sql(guild)], |r| r.get(0))
        .optional()?)
}

/// Keeps `name` as the server's name; whether it changed.
pub fn set_server_name(
    conn: &Connection,
    guild: u64,
    name: &str,
    now: i64,
) -> anyhow::Result<bool> {
    let changed = conn
        .prepare_cached(
            "INSERT INTO server_names (guild, name, updated_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (guild) DO UPDATE SET name = ?2, updated_at = ?3 \
             WHERE server_names.name IS NOT ?2",
        )?
        .execute(params![to_sql(guild), name, now])?;
    Ok(changed > 0)
}
