//! Answering in time, against the strict loopback stand-in for Discord's HTTP API (the
//! same base address `LYNGK_DISCORD_API` configures): deferrals, private answers,
//! retries that honour `retry-after`, keep the 3 s and never post twice.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::standin::{Failure, Rest, Seen, APP_ID, DM_CHANNEL, PATIENCE};
use lyngk_bot::discord::{
    self,
    api::{Api, SERVER_ERROR_PAUSES},
    deliver::{self, private_note, Target, QUICK_REPLY},
    respond::Callback,
};
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_bot::service::api::{Attachment, Outbound, Reply};
use lyngk_metrics::InteractionOutcome;
use serde_json::json;

const INTERACTION: u64 = 1_309_912_345_678_901_234;
const TOKEN: &str = "interaction-token";

/// The bot's REST client, configured the way `lyngk serve` does it.
pub fn http(discord: &Rest) -> Api {
    Api::new("test-token", Some(&discord.base))
}

/// An interaction Discord has just delivered (its 3 s run from now).
pub fn target_in(discord: &Rest) -> Target {
    let mut payload = json!({
        "id": INTERACTION.to_string(), "token": TOKEN, "type": 2,
        "channel_id": "77", "channel": {"id": "77"},
    });
    assert!(discord.deliver(&mut payload));
    Target::new(INTERACTION, TOKEN, APP_ID)
}

pub fn reply(ephemeral: bool) -> Reply {
    Reply {
        lines: vec![Msg::new("as-given").text("text", "<@42>, your move.")],
        ping: vec![42],
        ephemeral,
        ..Reply::default()
    }
}

pub const CALLBACK: &str = "/api/v10/interactions/1309912345678901234/interaction-token/callback";
pub const ORIGINAL: &str =
    "/api/v10/webhooks/1300000000000000001/interaction-token/messages/@original";
pub const FOLLOWUP: &str = "/api/v10/webhooks/1300000000000000001/interaction-token";

#[tokio::test]
async fn a_quick_reply_is_the_first_response_and_stays_ephemeral() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(true)) };
    let target = target_in(&discord);
    deliver::answer(&http(&discord), &target, &responded, work)
        .await
        .unwrap();
    assert!(responded.load(Ordering::Acquire));
    assert_eq!(target.outcome(false), InteractionOutcome::Answered);
    assert_eq!(target.outcome(true), InteractionOutcome::Failed);
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

/// Service work that outlasts [`QUICK_REPLY`] without the test waiting for it: on
/// paused time the quick-reply window passes at once; then the clock runs again (for
/// the HTTP calls and their deadlines) and the work ends only once the deferral it
/// caused has reached Discord.
pub async fn slower_than_quick_reply<T>(discord: &Rest, outcome: T) -> T {
    tokio::time::sleep(QUICK_REPLY).await;
    tokio::time::resume();
    discord
        .wait_for(PATIENCE, "the deferral", |rest| {
            let seen = rest.seen();
            seen.iter().any(|s| s.path == CALLBACK).then_some(())
        })
        .await;
    outcome
}

/// The method and path of each request the stand-in saw, in order.
pub fn calls_of(seen: &[Arc<Seen>]) -> Vec<(&str, &str)> {
    seen.iter()
        .map(|s| (s.method.as_str(), s.path.as_str()))
        .collect()
}

#[tokio::test(start_paused = true)]
async fn a_slow_reply_is_deferred_then_edited_in() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = slower_than_quick_reply(&discord, Ok(reply(false)));
    let target = target_in(&discord);
    deliver::answer(&http(&discord), &target, &responded, work)
        .await
        .unwrap();
    assert_eq!(target.outcome(false), InteractionOutcome::Deferred);
    let seen = discord.seen();
    let calls = calls_of(&seen);
    // An edit rings no one: the pinged player gets a new message that mentions them.
    assert_eq!(
        calls,
        [("POST", CALLBACK), ("PATCH", ORIGINAL), ("POST", FOLLOWUP)]
    );
    assert_eq!(seen[0].json()["type"], 5);
    assert_eq!(seen[1].json()["content"], "<@42>, your move.");
    assert_eq!(
        seen[1].json()["allowed_mentions"]["users"],
        serde_json::json!(["42"])
    );
    let ping = seen[2].answer.as_ref().unwrap();
    assert_ne!(ping["id"], seen[1].answer.as_ref().unwrap()["id"]);
    assert_eq!(ping["mentions"][0]["id"], "42");
    let rung = discord.world().notifications_of(42);
    assert_eq!(rung.len(), 1, "notified once, by the new message");
}

#[tokio::test(start_paused = true)]
async fn a_slow_refusal_replaces_the_public_placeholder_with_a_private_followup() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = slower_than_quick_reply(&discord, Ok(reply(true)));
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls = calls_of(&seen);
    assert_eq!(
        calls,
        [("POST", CALLBACK), ("PATCH", ORIGINAL), ("POST", FOLLOWUP)]
    );
    assert_eq!(seen[1].json()["content"], private_note(Locale::En));
    let shown = seen[2].answer.as_ref().unwrap();
    assert_eq!(shown["flags"], 64, "Discord shows the followup privately");
    assert_ne!(shown["id"], seen[1].answer.as_ref().unwrap()["id"]);
}

#[tokio::test(start_paused = true)]
async fn a_slow_failure_is_reported_privately_after_a_public_note() {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    let work = slower_than_quick_reply(&discord, Err(anyhow::anyhow!("database is locked")));
    let outcome = deliver::answer(&http(&discord), &target_in(&discord), &responded, work).await;
    let error = outcome.unwrap_err();
    assert!(error.is::<discord::error::Reported>(), "{error:#}");
    assert!(responded.load(Ordering::Acquire));
    let seen = discord.seen();
    let calls = calls_of(&seen);
    assert_eq!(
        calls,
        [("POST", CALLBACK), ("PATCH", ORIGINAL), ("POST", FOLLOWUP)]
    );
    assert_eq!(seen[1].json()["content"], private_note(Locale::En));
    let apology = seen[2].answer.as_ref().unwrap();
    assert_eq!(apology["flags"], 64);
    assert_eq!(apology["content"], discord::error::apology(Locale::En));
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
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
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
    discord::posts::send(&http(&discord), &message)
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
        reply: Reply::private(Msg::new("as-given").text(
            "text",
            "It is your turn in 1 LYNGK game:\n• <#77> vs bob (1d 0h left)",
        )),
    };
    discord::posts::send(&http(&discord), &message)
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
    // The payload as sent: what this test is about.
    assert!(body["content"].as_str().unwrap().contains("<#77> vs bob"));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([]));
}

#[tokio::test]
async fn the_job_sends_a_due_reminder_once() {
    use crate::common::{alice, bob, TestTime, PLACE};
    use lyngk_bot::service::api::{Actor, Command, Request};
    use lyngk_bot::service::{GameService, Options};
    use std::sync::atomic::AtomicI64;

    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestTime(AtomicI64::new(1_700_000_000)));
    let options = Options {
        time: clock.clone(),
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
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        };
        assert!(!service.handle(request).unwrap().ephemeral);
    };
    ask(
        alice(),
        Command::Challenge {
            weekends_off: None,
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
    // The job posts to Discord: the payload is all this test sees.
    assert!(seen[0].json()["content"]
        .as_str()
        .unwrap()
        .contains("your turn"));
}

#[tokio::test]
async fn a_transient_api_failure_is_retried_a_bounded_number_of_times() {
    let discord = Rest::start();
    discord.fail(
        "POST",
        "/interactions/",
        1,
        crate::standin::Failure::ServerError,
    );
    discord.fail(
        "POST",
        "/interactions/",
        1,
        crate::standin::Failure::RateLimited { retry_after: 0.1 },
    );
    let responded = AtomicBool::new(false);
    deliver::answer(&http(&discord), &target_in(&discord), &responded, async {
        Ok(reply(false))
    })
    .await
    .unwrap();
    let statuses: Vec<u16> = discord.seen().iter().map(|s| s.status).collect();
    assert_eq!(statuses, [500, 429, 204]);

    // A lasting outage: the first try and one per pause, then the error.
    let discord = Rest::start();
    discord.fail(
        "POST",
        "/interactions/",
        100,
        crate::standin::Failure::ServerError,
    );
    let responded = AtomicBool::new(false);
    // A private reply: a public one would still be delivered late (see late.rs).
    let outcome = deliver::answer(&http(&discord), &target_in(&discord), &responded, async {
        Ok(reply(true))
    })
    .await;
    assert!(outcome.is_err());
    assert!(!responded.load(Ordering::Acquire));
    assert_eq!(discord.seen().len(), 1 + SERVER_ERROR_PAUSES.len());
}

#[tokio::test]
async fn a_rate_limit_is_waited_out_as_long_as_retry_after_says() {
    let discord = Rest::start();
    let retry_after = 0.7;
    discord.fail(
        "POST",
        "/interactions/",
        1,
        Failure::RateLimited { retry_after },
    );
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(false)) };
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 2);
    assert_eq!((seen[0].status, seen[1].status), (429, 204));
    let waited = seen[1].at - seen[0].at;
    assert!(
        waited >= Duration::from_secs_f64(retry_after),
        "waited {waited:?}, asked {retry_after} s"
    );
}

#[tokio::test]
async fn a_rate_limit_longer_than_the_deadline_is_not_waited_for() {
    let discord = Rest::start();
    discord.fail(
        "POST",
        "/interactions/",
        1,
        Failure::RateLimited { retry_after: 5.0 },
    );
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(true)) };
    let outcome = deliver::answer(&http(&discord), &target_in(&discord), &responded, work).await;
    assert!(outcome.is_err());
    assert_eq!(discord.seen().len(), 1, "no retry after Discord's 3 s");
}

#[tokio::test]
async fn a_post_whose_answer_was_lost_is_not_sent_again() {
    // A followup reached Discord, then the connection broke: posting it again would
    // show it twice.
    let discord = Rest::start();
    let api = http(&discord);
    let target = target_in(&discord);
    target
        .respond(&api, Callback::DeferredChannelMessage, None, Vec::new())
        .await
        .unwrap();
    target
        .edit_original(&api, json!({"content": "first"}), Vec::new())
        .await
        .unwrap();
    discord.fail("POST", "/webhooks/", 1, Failure::CutAfterHandling);
    let sent = target
        .followup(&api, json!({"content": "once"}), Vec::new())
        .await;
    assert!(sent.is_err());
    let posts = discord
        .seen()
        .iter()
        .filter(|s| s.method == "POST" && s.path == FOLLOWUP)
        .count();
    assert_eq!(posts, 1);

    // The same for a channel message.
    discord.fail("POST", "/channels/", 1, Failure::CutAfterHandling);
    let reminder = Outbound::Channel {
        channel: 77,
        reply: reply(false),
    };
    assert!(discord::posts::send(&api, &reminder).await.is_err());
    let posts = discord
        .seen()
        .iter()
        .filter(|s| s.path.ends_with("/channels/77/messages"))
        .count();
    assert_eq!(posts, 1);
}

#[tokio::test]
async fn an_initial_response_whose_answer_was_lost_is_confirmed_by_discord() {
    // Retrying is safe: Discord refuses a second initial response (40060), which
    // tells that the first one got through.
    let discord = Rest::start();
    discord.fail("POST", "/interactions/", 1, Failure::CutAfterHandling);
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(false)) };
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
        .await
        .unwrap();
    let statuses: Vec<u16> = discord.seen().iter().map(|s| s.status).collect();
    assert_eq!(statuses, [204, 400]);
}

/// Alt text: the board image of a real turn carries a description, and it travels in
/// the payload's `attachments[].description`.
#[tokio::test]
async fn a_turns_board_image_carries_its_description_to_discord() {
    let harness = crate::common::Harness::new(5);
    let (first, second) = harness.start(lyngk_rules::Variant::Standard);
    let game = harness.game();
    let turn = crate::common::some_move(&game);
    let (from, to) = turn.cells().unwrap();
    let reply = harness.ask(
        crate::common::mover(&game, &first, &second),
        crate::common::move_command(turn),
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
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
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

/// A recorded interaction from a German Discord client whose command is refused before
/// the service is asked (a bot as the opponent): the private answer is German.
#[tokio::test]
async fn an_interaction_in_german_is_refused_in_german() {
    let discord = Rest::start();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/interaction_challenge.json"
    );
    let mut payload: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    payload["locale"] = json!("de");
    payload["data"]["resolved"]["users"]["222222222222222222"]["bot"] = json!(true);
    assert!(discord.deliver(&mut payload));
    let interaction = match serde_json::from_value(payload).unwrap() {
        serenity::all::Interaction::Command(command) => command,
        other => panic!("not a command: {:?}", other.kind()),
    };
    let refusal = discord::translate::request_from(&interaction).unwrap_err();
    assert!(
        matches!(refusal, discord::error::UserError::BotOpponent),
        "{refusal:?}"
    );
    let target = Target::of_command(&interaction);
    discord::deliver::report(&http(&discord), &target, false, &refusal.into()).await;
    let seen = discord.for_token(&interaction.token);
    assert_eq!(seen.len(), 1, "{seen:?}");
    let body = seen[0].json();
    assert_eq!(body["type"], 4);
    assert_eq!(body["data"]["flags"], 64, "private");
    let german = Msg::new("discord-bot-opponent").format(Locale::De, Style::Discord);
    assert_eq!(body["data"]["content"], german.as_str());
}
