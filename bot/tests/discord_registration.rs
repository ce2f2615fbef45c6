//! The `/lyngk` command group as registered with Discord: names, options, choices and
//! autocomplete flags, plus a snapshot of the whole registration JSON.

use lyngk_bot::discord::commands;
use serde_json::Value;

const SNAPSHOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/commands.json");

/// Exactly the body start-up sends.
fn registration() -> Value {
    lyngk_bot::discord::registration_body(&commands()).unwrap()
}

fn subcommand<'a>(registration: &'a Value, name: &str) -> &'a Value {
    registration[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no subcommand {name}"))
}

fn option<'a>(subcommand: &'a Value, name: &str) -> &'a Value {
    subcommand["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no option {name}"))
}

#[test]
fn one_guild_only_group_with_every_subcommand() {
    let registration = registration();
    assert_eq!(registration.as_array().unwrap().len(), 1);
    assert_eq!(registration[0]["name"], "lyngk");
    assert_eq!(
        registration[0]["contexts"],
        serde_json::json!([0]),
        "guilds only"
    );
    // Type 1 is a subcommand, type 2 a group of them (only `league`).
    let names: Vec<&str> = registration[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .inspect(|o| assert_eq!(o["type"], if o["name"] == "league" { 2 } else { 1 }, "{o}"))
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    let expected = [
        "challenge",
        "accept",
        "decline",
        "move",
        "claim",
        "board",
        "moves",
        "history",
        "resign",
        "rules",
        "help",
        "rating",
        "leaderboard",
        "stats",
        "league",
        "win-on-time",
        "abort",
        "vacation",
        "settings",
        "server-settings",
        "mygames",
    ];
    assert_eq!(names, expected);
}

#[test]
fn league_group_and_rating_options() {
    let registration = registration();
    let league = subcommand(&registration, "league");
    let subcommands: Vec<&str> = league["options"]
        .as_array()
        .unwrap()
        .iter()
        .inspect(|o| assert_eq!(o["type"], 1, "{o}"))
        .inspect(|o| assert_eq!(option(o, "name")["required"], true, "{o}"))
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        subcommands,
        ["create", "join", "leave", "start", "standings"]
    );
    let create = option(league, "create");
    assert_eq!(option(create, "variant")["type"], 4);
    assert_eq!(option(create, "days_per_move")["type"], 4);
    assert_eq!(option(create, "double_round")["type"], 5);
    let rating = subcommand(&registration, "rating");
    assert_eq!(option(rating, "user")["type"], 6);
    assert_eq!(option(rating, "user")["required"], false);
    let challenge = subcommand(&registration, "challenge");
    assert_eq!(option(challenge, "rated")["type"], 5);
}

#[test]
fn challenge_options_and_choices() {
    let registration = registration();
    let challenge = subcommand(&registration, "challenge");
    let opponent = option(challenge, "opponent");
    assert_eq!(opponent["type"], 6, "a user");
    assert_eq!(opponent["required"], false);

    let variant = option(challenge, "variant");
    assert_eq!(variant["type"], 4);
    let names: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["standard", "six"]);

    let days = option(challenge, "days_per_move");
    let names: Vec<&str> = days["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["1 day", "2 days", "3 days", "5 days", "7 days", "14 days"]
    );
    assert_eq!(option(challenge, "thread")["type"], 5, "a boolean");
}

#[test]
fn move_and_claim_autocomplete() {
    let registration = registration();
    let the_move = subcommand(&registration, "move");
    for (name, required) in [("from", true), ("to", true), ("claim", false)] {
        let option = option(the_move, name);
        assert_eq!(option["type"], 3, "{name} is text");
        assert_eq!(option["autocomplete"], true, "{name}");
        assert_eq!(option["required"], required, "{name}");
    }
    let colour = option(subcommand(&registration, "claim"), "colour");
    assert_eq!(colour["autocomplete"], true);
    assert_eq!(colour["required"], true);

    let moves = subcommand(&registration, "moves");
    assert_eq!(option(moves, "from")["autocomplete"], true);
    assert_eq!(option(moves, "image")["type"], 5);
}

#[test]
fn descriptions_fit_discords_limit() {
    fn check(value: &Value) {
        if let Some(description) = value.get("description").and_then(Value::as_str) {
            let length = description.chars().count();
            assert!((1..=100).contains(&length), "{description:?}");
        }
        if let Some(options) = value.get("options").and_then(Value::as_array) {
            options.iter().for_each(check);
        }
    }
    registration().as_array().unwrap().iter().for_each(check);
}

#[test]
fn correspondence_options_are_bounded_choices() {
    let registration = registration();
    let days = option(subcommand(&registration, "vacation"), "days");
    assert_eq!(
        (days["type"].clone(), days["required"].clone()),
        (4.into(), true.into())
    );
    assert_eq!(
        (days["min_value"].as_f64(), days["max_value"].as_f64()),
        (Some(1.0), Some(30.0))
    );
    let settings = subcommand(&registration, "settings");
    let modes: Vec<&str> = option(settings, "reminders")["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(modes, ["channel", "digest", "off"]);
    let hour = option(settings, "digest_hour");
    assert_eq!(
        (hour["min_value"].as_f64(), hour["max_value"].as_f64()),
        (Some(0.0), Some(23.0))
    );
    let auto = option(subcommand(&registration, "server-settings"), "auto_timeout");
    assert_eq!(auto["type"], 5, "a boolean");
}

/// A change to the registration is a change to what users see: update the snapshot
/// deliberately with `UPDATE_SNAPSHOTS=1 cargo test -p lyngk-bot --test discord_registration`.
#[test]
fn registration_matches_the_snapshot() {
    let actual = registration();
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        let text = serde_json::to_string_pretty(&actual).unwrap() + "\n";
        std::fs::write(SNAPSHOT, text).unwrap();
    }
    let snapshot: Value =
        serde_json::from_str(&std::fs::read_to_string(SNAPSHOT).unwrap()).unwrap();
    assert_eq!(actual, snapshot);
}

#[test]
fn the_invite_asks_for_exactly_the_needed_permissions() {
    use lyngk_bot::discord::{invite_url, PERMISSIONS};
    // view channel, send messages, embed links, attach files, use application
    // commands, create public threads, send messages in threads
    let bits = (1u64 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 31) | (1 << 35) | (1 << 38);
    assert_eq!(PERMISSIONS.bits(), bits);
    assert_eq!(bits, 311_385_181_184);
    assert_eq!(
        invite_url(42),
        "https://discord.com/oauth2/authorize?client_id=42\
         &scope=bot+applications.commands&permissions=311385181184"
    );
}
