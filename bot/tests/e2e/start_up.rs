//! Start-up: the bot connects through the gateway stand-in and registers exactly the
//! expected commands.

use serde_json::Value;

use crate::standin::{Discord, APP_ID, GUILD};

fn snapshot() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/commands.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn named<'a>(list: &'a Value, name: &str) -> &'a Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {list}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_identifies_and_registers_exactly_the_commands() {
    let discord = Discord::start().await;

    let identify = &discord.gateway.identifies()[0];
    assert_eq!(identify["token"], "Bot fake-token");
    assert_eq!(identify["intents"], 1, "GUILDS only, no privileged intent");

    let registrations = discord.registrations();
    assert_eq!(registrations.len(), 1);
    let put = &registrations[0];
    assert_eq!(put.path, format!("/api/v10/applications/{APP_ID}/commands"));
    let body = put.json();
    assert_eq!(body, &snapshot(), "the registration changed");

    let lyngk = &body[0];
    assert_eq!(lyngk["name"], "lyngk");
    assert_eq!(lyngk["contexts"], serde_json::json!([0]), "guilds only");
    assert!(
        lyngk["default_member_permissions"].is_null(),
        "everyone may play"
    );
    // Season and server settings are for members with Manage Server (bit 5).
    let admin = &body[1];
    assert_eq!(admin["name"], "lyngk-admin");
    assert_eq!(admin["default_member_permissions"], 32);
    assert_eq!(named(&admin["options"], "league")["type"], 2);
    assert_eq!(named(&admin["options"], "server-settings")["type"], 1);
    // The subcommand list itself is the snapshot's (tests/discord/registration.rs).
    let play = named(&lyngk["options"], "move");
    for (option, required) in [("from", true), ("to", true), ("claim", false)] {
        let option = named(&play["options"], option);
        assert_eq!(option["autocomplete"], true, "{option}");
        assert_eq!(option["required"], required, "{option}");
        assert_eq!(option["type"], 3, "{option}");
    }
    let challenge = named(&lyngk["options"], "challenge");
    assert_eq!(named(&challenge["options"], "opponent")["type"], 6);
    assert_eq!(
        named(&challenge["options"], "variant")["choices"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(named(&challenge["options"], "thread")["type"], 5);

    // Nothing else was registered, and no request went astray.
    let unknown: Vec<String> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.status == 404)
        .map(|s| format!("{} {}", s.method, s.path))
        .collect();
    assert!(unknown.is_empty(), "{unknown:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dev_guild_gets_the_commands_instantly_instead() {
    let guild = GUILD.to_string();
    let discord = Discord::start_with(&[("LYNGK_DEV_GUILD", &guild)]).await;
    let registrations = discord.registrations();
    assert_eq!(registrations.len(), 1);
    assert_eq!(
        registrations[0].path,
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands")
    );
    assert_eq!(registrations[0].json(), &snapshot());
}

/// With `LYNGK_DISCORD_API` set nothing may leave for Discord's hosts: when the first
/// `GET /gateway` fails, serenity would fall back to `wss://gateway.discord.gg`; the bot
/// asks the configured API again and connects there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_gateway_question_at_start_never_sends_the_bot_to_discords_hosts() {
    let mut discord = Discord::stand_ins().await;
    discord
        .rest
        .fail("GET", "/gateway", 1, crate::standin::Failure::ServerError);
    discord.start_bot_connected(&[]).await;
    let asked: Vec<(String, u16)> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.path.starts_with("/api/v10/gateway"))
        .map(|s| (s.path.clone(), s.status))
        .collect();
    assert_eq!(asked[0], ("/api/v10/gateway".to_owned(), 500), "{asked:?}");
    assert!(!discord.log().contains("discord.gg"), "{}", discord.log());
}
