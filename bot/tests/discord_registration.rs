//! The commands as registered with Discord (`/lyngk` for everyone, `/lyngk-admin` for
//! server managers): names, options, choices and autocomplete flags, Discord's limits,
//! plus a snapshot of the whole registration JSON.

use serde_json::Value;

const SNAPSHOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/commands.json");

/// Manage Server, the permission bit Discord checks before showing `/lyngk-admin`.
const MANAGE_GUILD: u64 = 1 << 5;

/// Exactly the body start-up sends.
fn registration() -> Value {
    lyngk_bot::discord::registration().unwrap()
}

/// A subcommand (or group) of `/lyngk`.
fn subcommand<'a>(registration: &'a Value, name: &str) -> &'a Value {
    option(&registration[0], name)
}

fn option<'a>(subcommand: &'a Value, name: &str) -> &'a Value {
    subcommand["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no option {name}"))
}

fn names(list: &Value) -> Vec<&str> {
    list["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect()
}

#[test]
fn one_guild_only_group_with_every_subcommand() {
    let registration = registration();
    assert_eq!(registration.as_array().unwrap().len(), 2);
    assert_eq!(registration[0]["name"], "lyngk");
    assert!(
        registration[0]["default_member_permissions"].is_null(),
        "everyone may play"
    );
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
        "replay",
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
        "mygames",
        "review",
    ];
    assert_eq!(names, expected);
}

#[test]
fn admin_commands_are_hidden_from_members_without_manage_server() {
    let registration = registration();
    let admin = &registration[1];
    assert_eq!(admin["name"], "lyngk-admin");
    assert_eq!(admin["contexts"], serde_json::json!([0]), "guilds only");
    assert_eq!(
        admin["default_member_permissions"], MANAGE_GUILD,
        "Discord shows it only to members with Manage Server"
    );
    assert_eq!(names(admin), ["league", "server-settings"]);
    let league = option(admin, "league");
    assert_eq!(league["type"], 2, "a group");
    assert_eq!(names(league), ["create", "start"]);
    // Members keep the season commands that need no permission.
    assert_eq!(
        names(subcommand(&registration, "league")),
        ["join", "leave", "standings"]
    );
}

#[test]
fn league_group_and_rating_options() {
    let registration = registration();
    let admin_league = option(&registration[1], "league");
    for league in [subcommand(&registration, "league"), admin_league] {
        for subcommand in league["options"].as_array().unwrap() {
            assert_eq!(subcommand["type"], 1, "{subcommand}");
            assert_eq!(option(subcommand, "name")["required"], true, "{subcommand}");
        }
    }
    let create = option(admin_league, "create");
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
    let auto = option(option(&registration[1], "server-settings"), "auto_timeout");
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

/// Discord's limits for chat-input commands (API docs, "Application Commands").
mod limits {
    pub const NAME: usize = 32;
    pub const DESCRIPTION: usize = 100;
    /// Options of a command or subcommand; subcommands of a command or group.
    pub const OPTIONS: usize = 25;
    pub const CHOICES: usize = 25;
    /// Names, descriptions and values of a command, all its options and choices.
    pub const CHARACTERS: usize = 8_000;
}

/// What the commands use of Discord's limits, at their fullest point.
#[derive(Debug, Default)]
struct Usage {
    longest_name: usize,
    /// Descriptions and choice names.
    longest_description: usize,
    most_options: usize,
    most_choices: usize,
    most_characters: usize,
}

/// Checks every name and description of `node` (a command or option) and returns its
/// counted characters with those of everything below it.
fn measure(node: &Value, usage: &mut Usage) -> usize {
    let name = node["name"].as_str().expect("a name");
    // Discord's pattern is ^[-_'\p{L}\p{N}...]{1,32}$ in lower case where letters have
    // one; the bot keeps to its ASCII part.
    assert!(
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'),
        "name {name:?}"
    );
    usage.longest_name = usage.longest_name.max(name.chars().count());
    let description = node["description"].as_str().expect("a description");
    let length = description.chars().count();
    assert!(length >= 1, "empty description of {name}");
    usage.longest_description = usage.longest_description.max(length);
    let mut characters = name.chars().count() + length;
    if let Some(choices) = node.get("choices").and_then(Value::as_array) {
        usage.most_choices = usage.most_choices.max(choices.len());
        characters += choices
            .iter()
            .map(|c| measure_choice(c, usage))
            .sum::<usize>();
    }
    if let Some(options) = node.get("options").and_then(Value::as_array) {
        usage.most_options = usage.most_options.max(options.len());
        characters += options.iter().map(|o| measure(o, usage)).sum::<usize>();
    }
    characters
}

/// A choice's name is shown to users (any text, up to 100 characters like a
/// description); its value counts as well.
fn measure_choice(choice: &Value, usage: &mut Usage) -> usize {
    let name = choice["name"].as_str().expect("a choice name");
    let length = name.chars().count();
    assert!(length >= 1, "empty choice name");
    usage.longest_description = usage.longest_description.max(length);
    let value = &choice["value"];
    length
        + value
            .as_str()
            .map_or_else(|| value.to_string().len(), str::len)
}

/// Room to grow: every figure stays at least this far below Discord's limit, so that
/// the next subcommand or option does not fail registration on the real service.
#[test]
fn registration_leaves_headroom_under_discords_limits() {
    let mut usage = Usage::default();
    for command in registration().as_array().unwrap() {
        let characters = measure(command, &mut usage);
        usage.most_characters = usage.most_characters.max(characters);
    }
    println!("{usage:?}");
    let headroom = |used: usize, limit: usize, spare: usize, what: &str| {
        assert!(
            used + spare <= limit,
            "{what}: {used} of Discord's {limit}, less than {spare} to spare"
        );
    };
    headroom(usage.longest_name, limits::NAME, 8, "longest name");
    headroom(
        usage.longest_description,
        limits::DESCRIPTION,
        10,
        "longest description",
    );
    headroom(
        usage.most_options,
        limits::OPTIONS,
        3,
        "most options or subcommands",
    );
    headroom(usage.most_choices, limits::CHOICES, 10, "most choices");
    headroom(
        usage.most_characters,
        limits::CHARACTERS,
        2_000,
        "characters in one command",
    );
}

/// `lyngk commands` prints exactly what start-up registers: the snapshot (which the
/// end-to-end start-up test compares with the real `PUT .../commands` body).
#[test]
fn the_commands_subcommand_prints_the_registration() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .arg("commands")
        .output()
        .expect("lyngk runs");
    assert!(output.status.success());
    let printed: Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert_eq!(printed, registration());
}
