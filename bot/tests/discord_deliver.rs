//! Answering in time, against a loopback stand-in for Discord's HTTP API (the same
//! `HttpBuilder::proxy` base URL that `LYNGK_DISCORD_API` configures).

mod common;
mod standin;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use lyngk_bot::config::Config;
use lyngk_bot::discord::{
    self,
    deliver::{self, Target, QUICK_REPLY},
};
use lyngk_bot::service::api::{Attachment, Outbound, Reply};
use poise::serenity_prelude as serenity;
use standin::{Rest, APP_ID, DM_CHANNEL};

const INTERACTION: u64 = 1_309_912_345_678_901_234;
const TOKEN: &str = "interaction-token";

/// The bot's own HTTP client, configured the way `lyngk serve` does it.
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
    // Set from the gateway's READY in the live bot.
    http.set_application_id(serenity::ApplicationId::new(APP_ID));
    http
}

fn target() -> Target<'static> {
    Target {
        id: serenity::InteractionId::new(INTERACTION),
        token: TOKEN,
    }
}

fn reply(ephemeral: bool) -> Reply {
    Reply {
        text: "<@42>, your move.".into(),
        ping: vec![42],
        ephemeral,
        ..Reply::default()
    }
}

const CALLBACK: &str = "/api/v10/interactions/1309912345678901234/interaction-token/callback";
const ORIGINAL: &str = "/api/v10/webhooks/1300000000000000001/interaction-token/messages/@original";
const FOLLOWUP: &str = "/api/v10/webhooks/1300000000000000001/interaction-token";

#[tokio::test]
async fn a_quick_reply_is_the_first_response_and_stays_ephemeral() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(true)) };
    deliver::answer(&http(&discord), target(), &responded, work)
        .await
        .unwrap();
    assert!(responded.load(Ordering::Acquire));
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        (seen[0].method.as_str(), seen[0].path.as_str()),
        ("POST", CALLBACK)
    );
    let body = seen[0].json();
    assert_eq!(body["type"], 4);
    assert_eq!(body["data"]["flags"], 64);
    assert_eq!(
        body["data"]["allowed_mentions"]["users"],
        serde_json::json!(["42"])
    );
}

#[tokio::test]
async fn a_slow_reply_is_deferred_then_edited_in() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Ok(reply(false))
    };
    deliver::answer(&http(&discord), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls: Vec<(&str, &str)> = seen
        .iter()
        .map(|s| (s.method.as_str(), s.path.as_str()))
        .collect();
    assert_eq!(calls, [("POST", CALLBACK), ("PATCH", ORIGINAL)]);
    assert_eq!(seen[0].json()["type"], 5);
    assert_eq!(seen[1].json()["content"], "<@42>, your move.");
    assert_eq!(
        seen[1].json()["allowed_mentions"]["users"],
        serde_json::json!(["42"])
    );
}

#[tokio::test]
async fn a_slow_refusal_replaces_the_public_placeholder_with_a_private_followup() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Ok(reply(true))
    };
    deliver::answer(&http(&discord), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls: Vec<(&str, &str)> = seen
        .iter()
        .map(|s| (s.method.as_str(), s.path.as_str()))
        .collect();
    assert_eq!(
        calls,
        [("POST", CALLBACK), ("DELETE", ORIGINAL), ("POST", FOLLOWUP)]
    );
    assert_eq!(seen[2].json()["flags"], 64);
}

#[tokio::test]
async fn a_slow_failure_leaves_no_placeholder_and_reports_the_error() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Err(anyhow::anyhow!("database is locked"))
    };
    let outcome = deliver::answer(&http(&discord), target(), &responded, work).await;
    assert!(outcome.is_err());
    assert!(
        responded.load(Ordering::Acquire),
        "the error message must be a follow-up"
    );
    let calls: Vec<(String, String)> = discord
        .seen()
        .iter()
        .map(|s| (s.method.clone(), s.path.clone()))
        .collect();
    assert_eq!(
        calls,
        [
            ("POST".to_owned(), CALLBACK.to_owned()),
            ("DELETE".to_owned(), ORIGINAL.to_owned())
        ]
    );
}

#[tokio::test]
async fn the_board_image_travels_as_a_multipart_file_named_in_the_payload() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let board = Reply {
        image: Some(Attachment {
            filename: "board.png".into(),
            bytes: b"PNG-BYTES-OF-THE-BOARD".to_vec(),
            description: None,
        }),
        ..reply(false)
    };
    let work = async { Ok(board) };
    deliver::answer(&http(&discord), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1);
    let files = &seen[0].files;
    assert_eq!(files.len(), 1, "{files:?}");
    assert_eq!(files[0].filename, "board.png");
    assert_eq!(files[0].bytes, b"PNG-BYTES-OF-THE-BOARD");
    let payload = seen[0].json();
    assert_eq!(payload["type"], 4);
    assert_eq!(payload["data"]["attachments"][0]["filename"], "board.png");
    assert_eq!(
        payload["data"]["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
}

#[tokio::test]
async fn a_reminder_goes_to_its_channel_and_pings_only_its_player() {
    let discord = Rest::start();
    let message = Outbound::Channel {
        channel: 77,
        reply: reply(false),
    };
    discord::jobs::send(&http(&discord), &message)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        (seen[0].method.as_str(), seen[0].path.as_str()),
        ("POST", "/api/v10/channels/77/messages")
    );
    let body = seen[0].json();
    assert_eq!(body["content"], "<@42>, your move.");
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!(["42"]));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
}

#[tokio::test]
async fn a_digest_is_a_direct_message_that_mentions_nobody() {
    let discord = Rest::start();
    let message = Outbound::Direct {
        user: 42,
        text: "It is your turn in 1 LYNGK game:\n• <#77> vs bob (1d 0h left)".into(),
    };
    discord::jobs::send(&http(&discord), &message)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0].path, "/api/v10/users/@me/channels");
    assert_eq!(seen[0].json()["recipient_id"], "42");
    assert_eq!(
        seen[1].path,
        format!("/api/v10/channels/{DM_CHANNEL}/messages")
    );
    let body = seen[1].json();
    assert!(body["content"].as_str().unwrap().contains("<#77> vs bob"));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([]));
}

#[tokio::test]
async fn the_job_sends_a_due_reminder_once() {
    use common::{alice, bob, TestClock, PLACE};
    use lyngk_bot::service::api::{Actor, Command, Request};
    use lyngk_bot::service::{GameService, Options};
    use std::sync::atomic::AtomicI64;

    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock(AtomicI64::new(1_700_000_000)));
    let options = Options {
        clock: clock.clone(),
        seeds: Box::new(|| 5),
    };
    let service = Arc::new(GameService::open_with(dir.path().join("db"), options).unwrap());
    let ask = |actor: Actor, command: Command| {
        let request = Request {
            place: PLACE,
            actor,
            command,
            interaction: None,
            actor_is_admin: false,
        };
        assert!(!service.handle(request).unwrap().ephemeral);
    };
    ask(
        alice(),
        Command::Challenge {
            opponent: Some(bob()),
            variant: lyngk_rules::Variant::Standard,
            days_per_move: Some(1),
            rated: true,
        },
    );
    ask(bob(), Command::Accept);
    let discord = Rest::start();
    let http = http(&discord);
    let lease = lyngk_bot::service::JobLease::for_this_process(30);
    let next = discord::jobs::tick(&http, &service, &lease).await.unwrap();
    assert_eq!(
        next,
        Some(1_700_000_000 + 86_400),
        "wakes for the half reminder"
    );
    assert!(discord.seen().is_empty());
    clock.0.store(1_700_000_000 + 86_400, Ordering::SeqCst);
    discord::jobs::tick(&http, &service, &lease).await.unwrap();
    discord::jobs::tick(&http, &service, &lease).await.unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        seen[0].path,
        format!("/api/v10/channels/{}/messages", PLACE.channel)
    );
    assert!(seen[0].json()["content"]
        .as_str()
        .unwrap()
        .contains("your turn"));
}

#[tokio::test]
async fn a_transient_api_failure_is_retried_a_bounded_number_of_times() {
    let discord = Rest::start();
    discord.fail("POST", "/interactions/", 1, standin::Failure::ServerError);
    discord.fail(
        "POST",
        "/interactions/",
        1,
        standin::Failure::RateLimited { retry_after: 0.1 },
    );
    let responded = AtomicBool::new(false);
    deliver::answer(&http(&discord), target(), &responded, async {
        Ok(reply(false))
    })
    .await
    .unwrap();
    let statuses: Vec<u16> = discord.seen().iter().map(|s| s.status).collect();
    assert_eq!(statuses, [500, 429, 204]);

    // A lasting outage: the first try and one per pause, then the error.
    let discord = Rest::start();
    discord.fail("POST", "/interactions/", 100, standin::Failure::ServerError);
    let responded = AtomicBool::new(false);
    let outcome = deliver::answer(&http(&discord), target(), &responded, async {
        Ok(reply(false))
    })
    .await;
    assert!(outcome.is_err());
    assert!(!responded.load(Ordering::Acquire));
    assert_eq!(discord.seen().len(), 1 + deliver::RETRY_PAUSES.len());
}

/// Alt text: the board image of a real turn carries a description, and it travels in
/// the payload's `attachments[].description`.
#[tokio::test]
async fn a_turns_board_image_carries_its_description_to_discord() {
    let harness = common::Harness::new(5);
    let (first, second) = harness.start(lyngk_rules::Variant::Standard);
    let game = harness.game();
    let turn = common::some_move(&game);
    let (from, to) = turn.cells().unwrap();
    let reply = harness.ask(
        common::mover(&game, &first, &second),
        common::move_command(turn),
    );
    let image = reply.image.as_ref().expect("a turn posts the board");
    let description = image.description.clone().expect("the board has alt text");
    assert!(
        description.starts_with("LYNGK board, turn 2"),
        "{description}"
    );
    assert!(
        description.contains(&format!("moved {from} to {to}")),
        "{description}"
    );
    assert!(description.chars().count() <= 1024);

    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply) };
    deliver::answer(&http(&discord), target(), &responded, work)
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
