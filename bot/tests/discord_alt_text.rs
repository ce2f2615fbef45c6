//! Alt text: the board image of a real turn carries a description, and it travels in
//! the interaction payload's `attachments[].description`, against the loopback
//! stand-in for Discord's HTTP API.

mod common;
// Only part of the stand-in is used here.
#[allow(unused_imports)]
mod standin;

use std::sync::atomic::AtomicBool;

use common::*;
use lyngk_bot::config::Config;
use lyngk_bot::discord::{self, deliver, deliver::Target};
use lyngk_rules::Variant;
use poise::serenity_prelude as serenity;
use standin::{Rest, APP_ID};

fn http(discord: &Rest) -> serenity::Http {
    let vars = [
        ("DISCORD_TOKEN", "test-token"),
        ("LYNGK_DISCORD_API", discord.base.as_str()),
    ];
    let config = Config::from_lookup(|name| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.to_string())
    })
    .unwrap();
    let http = discord::http_client(&config);
    http.set_application_id(serenity::ApplicationId::new(APP_ID));
    http
}

#[tokio::test]
async fn a_turns_board_image_carries_its_description_to_discord() {
    let harness = Harness::new(5);
    let (first, second) = harness.start(Variant::Standard);
    let game = harness.game();
    let turn = some_move(&game);
    let (from, to) = turn.cells().unwrap();
    let reply = harness.ask(mover(&game, &first, &second), move_command(turn));
    let image = reply.image.as_ref().expect("a turn posts the board");
    let description = image.description.clone().expect("the board has alt text");
    assert!(
        description.starts_with("LYNGK board, turn 1"),
        "{description}"
    );
    assert!(
        description.contains(&format!("moved {from} to {to}")),
        "{description}"
    );
    assert!(description.chars().count() <= 1024);

    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let target = Target {
        id: serenity::InteractionId::new(1_309_912_345_678_901_234),
        token: "interaction-token",
    };
    let work = async { Ok(reply) };
    deliver::answer(&http(&discord), target, &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    let payload = seen[0].json();
    assert_eq!(payload["data"]["attachments"][0]["filename"], "board.png");
    assert_eq!(
        payload["data"]["attachments"][0]["description"],
        description.as_str()
    );
}
