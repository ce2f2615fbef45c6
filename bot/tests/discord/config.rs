//! `lyngk serve` configuration from environment variables.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use lyngk_bot::config::{Config, ConfigError, DEFAULT_AI_PAUSE, DEFAULT_DB_PATH};

fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
    let vars: HashMap<String, String> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Config::from_lookup(|name| vars.get(name).cloned())
}

#[test]
fn token_alone_gives_the_defaults() {
    let config = config(&[("DISCORD_TOKEN", "abc.def.ghi")]).unwrap();
    assert_eq!(config.token, "abc.def.ghi");
    assert_eq!(config.db_path, PathBuf::from(DEFAULT_DB_PATH));
    assert_eq!(config.db_path, PathBuf::from("./lyngk.db"));
    assert_eq!(config.dev_guild, None);
    assert_eq!(config.api_base, None);
    assert_eq!(config.ai_pause, DEFAULT_AI_PAUSE);
    assert_eq!(config.ai_pause, Duration::from_secs(2));
    assert_eq!(config.ops_listen, None);
}

#[test]
fn missing_or_blank_token_is_a_clear_error() {
    assert_eq!(config(&[]), Err(ConfigError::MissingToken));
    assert_eq!(
        config(&[("DISCORD_TOKEN", "  ")]),
        Err(ConfigError::MissingToken)
    );
    // The operator's error text (not a catalog message): what this test is about.
    let message = ConfigError::MissingToken.to_string();
    assert!(message.contains("DISCORD_TOKEN"), "{message}");
    assert!(message.contains(".env"), "{message}");
}

#[test]
fn every_setting_is_read() {
    let config = config(&[
        ("DISCORD_TOKEN", "t"),
        ("LYNGK_DB", "/var/lib/lyngk/games.db"),
        ("LYNGK_DEV_GUILD", " 1250000000000000000 "),
        ("LYNGK_DISCORD_API", "http://127.0.0.1:8099/"),
        ("LYNGK_AI_PAUSE_MS", "500"),
    ])
    .unwrap();
    assert_eq!(config.ai_pause, Duration::from_millis(500));
    assert_eq!(config.db_path, PathBuf::from("/var/lib/lyngk/games.db"));
    assert_eq!(config.dev_guild, Some(1_250_000_000_000_000_000));
    assert_eq!(config.api_base.as_deref(), Some("http://127.0.0.1:8099"));
}

#[test]
fn bad_dev_guild_and_api_base_are_refused() {
    let guild = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_DEV_GUILD", "my-server")]);
    assert_eq!(guild, Err(ConfigError::BadDevGuild("my-server".into())));
    let zero = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_DEV_GUILD", "0")]);
    assert_eq!(zero, Err(ConfigError::BadDevGuild("0".into())));
    let api = config(&[
        ("DISCORD_TOKEN", "t"),
        ("LYNGK_DISCORD_API", "localhost:8099"),
    ]);
    assert_eq!(api, Err(ConfigError::BadApiBase("localhost:8099".into())));
}

#[test]
fn a_bad_ai_pause_is_refused_and_zero_is_no_pause() {
    for bad in ["2s", "-1", "60001"] {
        let read = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_AI_PAUSE_MS", bad)]);
        assert_eq!(read, Err(ConfigError::BadAiPause(bad.into())));
    }
    let read = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_AI_PAUSE_MS", "0")]).unwrap();
    assert_eq!(read.ai_pause, Duration::ZERO);
}

#[test]
fn the_operators_address_is_read_and_checked() {
    let read = config(&[
        ("DISCORD_TOKEN", "t"),
        ("LYNGK_OPS_LISTEN", "127.0.0.1:9100"),
    ]);
    assert_eq!(
        read.unwrap().ops_listen,
        Some(([127, 0, 0, 1], 9100).into())
    );
    for bad in ["9100", "localhost:9100", "127.0.0.1"] {
        let read = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_OPS_LISTEN", bad)]);
        assert_eq!(read, Err(ConfigError::BadOpsListen(bad.into())));
    }
}

#[test]
fn the_token_never_shows_in_debug_output() {
    let config = config(&[("DISCORD_TOKEN", "super-secret-token")]).unwrap();
    let shown = format!("{config:?}");
    assert!(!shown.contains("super-secret-token"), "{shown}");
}

#[test]
fn a_shard_range_is_read_and_checked() {
    use lyngk_bot::config::ShardRange;
    let unset = config(&[("DISCORD_TOKEN", "t")]).unwrap();
    assert_eq!(unset.shards, None, "Discord's recommended count");
    let range = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_SHARDS", " 4-7/16 ")]).unwrap();
    let expected = ShardRange {
        first: 4,
        last: 7,
        total: 16,
    };
    assert_eq!(range.shards, Some(expected));
    assert!(!expected.has_shard_zero());
    assert_eq!(ShardRange::all(3).to_string(), "0-2/3");
    for (given, problem) in [
        ("4/16", "no first-last"),
        ("0-3", "no /total"),
        ("0-x/4", "not a number"),
        ("-1-3/4", "not a number"),
        ("0-0/0", "total must be at least 1"),
        ("3-1/4", "first is after last"),
        ("0-4/4", "shards are numbered from 0 to total - 1"),
    ] {
        let error = config(&[("DISCORD_TOKEN", "t"), ("LYNGK_SHARDS", given)]).unwrap_err();
        assert_eq!(
            error,
            ConfigError::BadShards {
                given: given.into(),
                problem
            },
            "{given}"
        );
        // The operator's error text shows an example.
        assert!(error.to_string().contains("e.g. 0-3/8"), "{error}");
    }
}
