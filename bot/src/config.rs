//! The bot's configuration, read from the environment (and an optional `.env` file).

use std::path::PathBuf;

/// Where the database lives when `LYNGK_DB` is not set.
pub const DEFAULT_DB_PATH: &str = "./lyngk.db";

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
}

// The token is a secret: never print it, even in debug output.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("db_path", &self.db_path)
            .field("dev_guild", &self.dev_guild)
            .field("api_base", &self.api_base)
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
        Ok(Config {
            token,
            db_path,
            dev_guild,
            api_base,
        })
    }
}

fn parse_guild(text: String) -> Result<u64, ConfigError> {
    match text.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(ConfigError::BadDevGuild(text)),
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
