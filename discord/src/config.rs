//! The bot's configuration, read from the environment (and an optional `.env` file).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Where the database lives when `LYNGK_DB` is not set.
pub const DEFAULT_DB_PATH: &str = "./lyngk.db";

/// The least time from a player's turn to the AI's answer when `LYNGK_AI_PAUSE_MS` is
/// not set: the AI posts like a player would, not at machine speed.
pub const DEFAULT_AI_PAUSE: Duration = Duration::from_secs(2);
/// The longest pause `LYNGK_AI_PAUSE_MS` may ask for (a minute).
const MAX_AI_PAUSE_MS: u64 = 60_000;

/// Everything `lyngk serve` needs to start.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: String,
    /// The SQLite file (`LYNGK_DB`).
    pub db_path: PathBuf,
    /// Register the commands to this guild only (`LYNGK_DEV_GUILD`): instant, for testing.
    pub dev_guild: Option<u64>,
    /// Send Discord HTTP API calls to this base URL instead (`LYNGK_DISCORD_API`), for
    /// testing against a local stand-in of the API.
    pub api_base: Option<String>,
    /// The gateway shards this process runs (`LYNGK_SHARDS`); `None`: all of Discord's
    /// recommended number.
    pub shards: Option<ShardRange>,
    /// The least time from a player's turn to the AI's answer (`LYNGK_AI_PAUSE_MS`).
    pub ai_pause: Duration,
    /// Where `/healthz` and `/metrics` listen (`LYNGK_OPS_LISTEN`); `None`: nowhere.
    pub ops_listen: Option<SocketAddr>,
}

/// Shards `first..=last` of `total`, as `LYNGK_SHARDS=first-last/total` gives them.
/// Discord routes a server's events to shard `(guild_id >> 22) % total`, and events
/// without a server to shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Every shard of `total` (Discord's recommendation, when `LYNGK_SHARDS` is unset).
    pub fn all(total: u32) -> ShardRange {
        ShardRange {
            first: 0,
            last: total.max(1) - 1,
            total: total.max(1),
        }
    }

    /// Whether this process runs shard 0, which receives the events without a server
    /// and registers the commands.
    pub fn has_shard_zero(&self) -> bool {
        self.first == 0
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// A configuration value that is missing or malformed; the message says how to fix it.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set: put the bot token (Discord developer portal > your \
         application > Bot > Reset Token) in the environment or in a .env file"
    )]
    MissingToken,
    #[error("LYNGK_DEV_GUILD must be a guild id (a number such as 123456789012345678), not {0:?}")]
    BadDevGuild(String),
    #[error("LYNGK_DISCORD_API must be an http:// or https:// base URL, not {0:?}")]
    BadApiBase(String),
    #[error(
        "LYNGK_SHARDS must be first-last/total with first <= last < total, e.g. 0-3/8 for \
         shards 0 to 3 of 8 (or unset for Discord's recommended count); {given:?}: {problem}"
    )]
    BadShards {
        given: String,
        problem: &'static str,
    },
    #[error(
        "LYNGK_AI_PAUSE_MS must be the milliseconds from a player's turn to the AI's \
         answer, 0 to 60000 (e.g. 2000), not {0:?}"
    )]
    BadAiPause(String),
    #[error(
        "LYNGK_OPS_LISTEN must be the address and port for /healthz and /metrics, such as \
         127.0.0.1:9100, not {0:?}"
    )]
    BadOpsListen(String),
}

// The token is a secret: never print it, even in debug output.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("db_path", &self.db_path)
            .field("dev_guild", &self.dev_guild)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .field("ai_pause", &self.ai_pause)
            .field("ops_listen", &self.ops_listen)
            .finish()
    }
}

impl Config {
    /// Reads the process environment, after loading `.env` if there is one (variables
    /// already set win over the file).
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env is normal; a malformed one should not hide the real settings.
        if let Err(error) = dotenvy::dotenv() {
            if !error.not_found() {
                tracing::warn!("ignoring .env: {error}");
            }
        }
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Builds the configuration from any variable lookup (the environment, or a map in tests).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        // Blank values count as unset: `DISCORD_TOKEN=` in a .env template means "not yet".
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };

        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let db_path = get("LYNGK_DB").map_or_else(|| PathBuf::from(DEFAULT_DB_PATH), PathBuf::from);
        let dev_guild = get("LYNGK_DEV_GUILD").map(parse_guild).transpose()?;
        let api_base = get("LYNGK_DISCORD_API").map(parse_api_base).transpose()?;
        let shards = get("LYNGK_SHARDS").map(parse_shards).transpose()?;
        let ai_pause = get("LYNGK_AI_PAUSE_MS")
            .map(parse_ai_pause)
            .transpose()?
            .unwrap_or(DEFAULT_AI_PAUSE);
        let ops_listen = get("LYNGK_OPS_LISTEN")
            .map(|text| text.parse().map_err(|_| ConfigError::BadOpsListen(text)))
            .transpose()?;
        Ok(Config {
            token,
            db_path,
            dev_guild,
            api_base,
            shards,
            ai_pause,
            ops_listen,
        })
    }
}

fn parse_guild(text: String) -> Result<u64, ConfigError> {
    match text.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(ConfigError::BadDevGuild(text)),
    }
}

fn parse_ai_pause(text: String) -> Result<Duration, ConfigError> {
    match text.parse::<u64>() {
        Ok(ms) if ms <= MAX_AI_PAUSE_MS => Ok(Duration::from_millis(ms)),
        _ => Err(ConfigError::BadAiPause(text)),
    }
}

fn parse_api_base(text: String) -> Result<String, ConfigError> {
    if text.starts_with("http://") || text.starts_with("https://") {
        // serenity appends "/api/v10/..." itself, so a trailing slash would double up.
        Ok(text.trim_end_matches('/').to_owned())
    } else {
        Err(ConfigError::BadApiBase(text))
    }
}

/// `first-last/total`, e.g. `0-3/8`.
fn parse_shards(text: String) -> Result<ShardRange, ConfigError> {
    let bad = |problem| ConfigError::BadShards {
        given: text.clone(),
        problem,
    };
    let (range, total) = text.split_once('/').ok_or_else(|| bad("no /total"))?;
    let (first, last) = range.split_once('-').ok_or_else(|| bad("no first-last"))?;
    let number = |part: &str| part.trim().parse::<u32>().map_err(|_| bad("not a number"));
    let (first, last, total) = (number(first)?, number(last)?, number(total)?);
    if total == 0 {
        return Err(bad("total must be at least 1"));
    }
    if first > last {
        return Err(bad("first is after last"));
    }
    if last >= total {
        return Err(bad("shards are numbered from 0 to total - 1"));
    }
    Ok(ShardRange { first, last, total })
}
