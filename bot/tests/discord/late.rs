//! The truth about a stored turn when Discord does not take its answer: it is delivered
//! late (with the token while it lasts, else in the channel), pings ring, and the
//! player is never told that nothing was changed.

use std::sync::atomic::AtomicBool;

use serde_json::json;

use crate::discord::deliver::{
    calls_of, http, reply, slower_than_quick_reply, CALLBACK, FOLLOWUP, ORIGINAL,
};
use crate::standin::{Failure, Rest, Seen, APP_ID};
use lyngk_bot::discord::deliver::{self, Target};
use lyngk_bot::discord::error::apology;
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_metrics::InteractionOutcome;

const INTERACTION: u64 = 1_309_912_345_678_901_234;
const TOKEN: &str = "interaction-token";
const CHANNEL: u64 = 77;
const POSTS: &str = "/api/v10/channels/77/messages";

/// A command Discord has just delivered in channel 77.
fn command_in(discord: &Rest) -> Target {
    let mut payload = json!({
        "id": INTERACTION.to_string(), "token": TOKEN, "type": 2,
        "channel_id": CHANNEL.to_string(), "channel": {"id": CHANNEL.to_string()},
    });
    assert!(discord.deliver(&mut payload));
    Target::new(INTERACTION, TOKEN, APP_ID).in_channel(CHANNEL)
}

fn late_note() -> String {
    Msg::new("discord-answered-late").format(Locale::En, Style::Discord)
}

/// No message anywhere says that nothing was changed.
fn assert_no_apology(seen: &[std::sync::Arc<Seen>]) {
    let apology = apology(Locale::En);
    for request in seen {
        let text = request.payload.as_ref().map(|p| p.to_string());
        assert!(
            !text.unwrap_or_default().contains(&apology),
            "told that nothing was changed: {request:?}"
        );
    }
}

#[tokio::test]
async fn a_stored_turn_whose_answer_keeps_failing_is_posted_in_the_channel() {
    let discord = Rest::start();
    discord.fail("POST", "/interactions/", 100, Failure::ServerError);
    let responded = AtomicBool::new(false);
    let target = command_in(&discord);
    let work = async { Ok(reply(false)) };
    let outcome = deliver::answer(&http(&discord), &target, &responded, work).await;
    assert!(outcome.is_ok(), "the turn stands: {outcome:?}");
    assert_eq!(
        target.outcome(false),
        InteractionOutcome::Failed,
        "answered late, in the channel"
    );
    let seen = discord.seen();
    let posted: Vec<_> = seen.iter().filter(|s| s.path == POSTS).collect();
    assert_eq!(posted.len(), 1, "{:?}", calls_of(&seen));
    let content = posted[0].json()["content"].as_str().unwrap();
    assert!(content.starts_with("<@42>, your move."), "{content}");
    assert!(content.ends_with(&late_note()), "{content}");
    assert_eq!(
        discord.world().notifications_of(42).len(),
        1,
        "the ping rang"
    );
    assert_no_apology(&seen);
}

#[tokio::test]
async fn a_long_retry_after_on_the_answer_still_gets_the_turn_posted_at_once() {
    let discord = Rest::start();
    let long = Failure::RateLimited { retry_after: 120.0 };
    discord.fail("POST", "/interactions/", 1, long);
    let responded = AtomicBool::new(false);
    let target = command_in(&discord);
    let work = async { Ok(reply(false)) };
    deliver::answer(&http(&discord), &target, &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls = calls_of(&seen);
    assert_eq!(calls, [("POST", CALLBACK), ("POST", POSTS)]);
    assert_eq!(seen[0].status, 429);
    assert!(seen[1].ok());
    assert!(discord.world().was_notified_in(42, CHANNEL));
    assert_no_apology(&seen);
}

#[tokio::test(start_paused = true)]
async fn a_deferred_answer_whose_edit_fails_is_edited_in_later_and_rings() {
    let discord = Rest::start();
    // One whole attempt (the first try and its three retries) fails.
    discord.fail("PATCH", "/webhooks/", 4, Failure::ServerError);
    let responded = AtomicBool::new(false);
    let target = command_in(&discord);
    let work = slower_than_quick_reply(&discord, Ok(reply(false)));
    deliver::answer(&http(&discord), &target, &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls = calls_of(&seen);
    let mut expected = vec![("POST", CALLBACK)];
    expected.extend([("PATCH", ORIGINAL); 5]);
    expected.push(("POST", FOLLOWUP));
    assert_eq!(calls, expected);
    let edited = seen[5].json()["content"].as_str().unwrap();
    assert!(edited.ends_with(&late_note()), "{edited}");
    let original = discord.world().original_of(TOKEN).unwrap();
    let rung = discord.world().notifications_of(42);
    assert_eq!(rung.len(), 1);
    assert_ne!(rung[0], original, "the edit rang no one; the followup did");
    assert_no_apology(&seen);
}

#[tokio::test]
async fn a_press_on_a_deleted_message_is_answered_with_a_new_message() {
    let discord = Rest::start();
    let api = http(&discord);
    let posted =
        lyngk_bot::discord::posts::post(&api, CHANNEL, json!({"content": "Accept?"}), Vec::new())
            .await
            .unwrap();
    let message: u64 = posted["id"].as_str().unwrap().parse().unwrap();
    let mut payload = json!({
        "id": INTERACTION.to_string(), "token": TOKEN, "type": 3,
        "channel_id": CHANNEL.to_string(), "channel": {"id": CHANNEL.to_string()},
        "message": {"id": message.to_string()},
    });
    assert!(discord.deliver(&mut payload));
    // A moderator deletes the challenge while it is being accepted.
    assert!(discord.world().delete_message(message));
    let target = Target::new(INTERACTION, TOKEN, APP_ID).in_channel(CHANNEL);
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(false)) };
    deliver::answer_press(&api, &target, &responded, work)
        .await
        .unwrap();
    let seen = discord.for_token(TOKEN);
    let answers: Vec<(u64, u16)> = seen
        .iter()
        .map(|s| (s.json()["type"].as_u64().unwrap(), s.status))
        .collect();
    assert_eq!(answers, [(7, 404), (4, 204)], "10008, then a new message");
    let new = discord.world().original_of(TOKEN).unwrap();
    assert_ne!(new, message);
    assert_eq!(discord.world().notifications_of(42), [new]);
    assert_no_apology(&discord.seen());
}

/// The late posts of the answer in channel 77, as the stand-in saw them.
fn late_posts(discord: &Rest) -> Vec<std::sync::Arc<Seen>> {
    discord
        .seen()
        .into_iter()
        .filter(|s| s.path == POSTS)
        .collect()
}

/// An answer that cannot be given in time (every interaction callback fails), whose
/// first late post in the channel is cut by `cut`: the stand-in, afterwards.
async fn late_post_cut(cut: Failure) -> Rest {
    let discord = Rest::start();
    discord.fail("POST", "/interactions/", 100, Failure::ServerError);
    discord.fail("POST", "/channels/77/messages", 1, cut);
    let responded = AtomicBool::new(false);
    let target = command_in(&discord);
    let work = async { Ok(reply(false)) };
    deliver::answer(&http(&discord), &target, &responded, work)
        .await
        .unwrap();
    discord
}

#[tokio::test]
async fn a_late_post_whose_connection_is_cut_before_it_is_carried_out_is_sent_again() {
    // No one can tell this cut from one after the post: the bot must send it again.
    let discord = late_post_cut(Failure::CutBeforeHandling).await;
    let posts = late_posts(&discord);
    assert_eq!(posts.len(), 2, "cut, then sent again: {posts:?}");
    assert!(posts[1].ok());
    assert_eq!(posts[0].json()["nonce"], posts[1].json()["nonce"]);
    assert_eq!(posts[1].json()["enforce_nonce"], true);
    assert_eq!(discord.world().notifications_of(42).len(), 1);
    assert_no_apology(&discord.seen());
}

#[tokio::test]
async fn a_late_post_cut_after_it_was_carried_out_is_shown_once() {
    let discord = late_post_cut(Failure::CutAfterHandling).await;
    let posts = late_posts(&discord);
    assert!(posts.iter().any(|s| s.ok()), "{posts:?}");
    // Sent again or not, Discord made one message of it: the ping rang once.
    assert_eq!(discord.world().notifications_of(42).len(), 1);
    assert_no_apology(&discord.seen());
}

#[tokio::test(start_paused = true)]
async fn a_stored_turn_whose_deferral_fails_is_still_posted_in_the_channel() {
    let discord = Rest::start();
    // The service is slow, and Discord takes no deferral either: the work goes on (the
    // turn is stored) and its answer is owed all the same.
    discord.fail("POST", "/interactions/", 100, Failure::ServerError);
    let responded = AtomicBool::new(false);
    let target = command_in(&discord);
    let work = slower_than_quick_reply(&discord, Ok(reply(false)));
    let outcome = deliver::answer(&http(&discord), &target, &responded, work).await;
    assert!(outcome.is_ok(), "the turn stands: {outcome:?}");
    let posts = late_posts(&discord);
    assert_eq!(posts.len(), 1, "{:?}", calls_of(&discord.seen()));
    let content = posts[0].json()["content"].as_str().unwrap().to_owned();
    assert!(content.ends_with(&late_note()), "{content}");
    assert_eq!(discord.world().notifications_of(42).len(), 1);
    assert_no_apology(&discord.seen());
}
