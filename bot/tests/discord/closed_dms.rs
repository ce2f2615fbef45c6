//! Daily digests when a player's direct messages are closed to the bot (Discord's
//! 403 / 50007): the job falls back to channel pings for that player, saying why once.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use crate::common::{alice, bob, TestTime, PLACE};
use crate::discord::deliver::http;
use crate::standin::Rest;
use lyngk_bot::discord;
use lyngk_bot::service::api::{Actor, Command, ReminderMode, Request};
use lyngk_bot::service::{GameService, JobLease, Options};

const START: i64 = 1_700_000_000;
const DAY: i64 = 86_400;

fn ask(service: &GameService, actor: Actor, command: Command) -> lyngk_bot::service::api::Reply {
    service
        .handle(Request {
            place: PLACE,
            actor,
            command,
            interaction: None,
            actor_is_admin: false,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
        .unwrap()
}

#[tokio::test]
async fn a_digest_that_cannot_be_delivered_falls_back_to_a_channel_ping_told_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestTime(AtomicI64::new(START)));
    let options = Options {
        time: clock.clone(),
        seeds: Box::new(|| 5),
    };
    let service = Arc::new(GameService::open_with(dir.path().join("db"), options).unwrap());
    let digest = Command::Settings {
        digest_hour: Some(9),
        reminders: Some(ReminderMode::Digest),
        clock: Default::default(),
    };
    for player in [alice(), bob()] {
        assert!(ask(&service, player, digest.clone()).ephemeral);
    }
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(bob()),
        variant: lyngk_rules::Variant::Standard,
        days_per_move: Some(3),
        rated: true,
    };
    assert!(!ask(&service, alice(), challenge).ephemeral);
    let accepted = ask(&service, bob(), Command::Accept);
    let to_move = accepted.ping[0];

    let discord = Rest::start();
    discord.world().close_direct_messages(to_move);
    let http = http(&discord);
    let lease = JobLease::for_this_process(30);
    let digest_at = service.next_wake().unwrap().unwrap();
    assert!(digest_at < START + DAY, "the digest comes first");
    clock.0.store(digest_at, Ordering::SeqCst);
    discord::jobs::tick(&http, &service, &lease).await.unwrap();

    let seen = discord.seen();
    let refused = seen.iter().filter(|s| s.status == 403).count();
    assert_eq!(refused, 1, "the DM was refused: {seen:?}");
    let channel = format!("/api/v10/channels/{}/messages", PLACE.channel);
    let pings: Vec<_> = seen.iter().filter(|s| s.path == channel).collect();
    assert_eq!(pings.len(), 1, "{seen:?}");
    let content = pings[0].json()["content"].as_str().unwrap();
    assert!(content.contains(&format!("<@{to_move}>")), "{content}");
    // The job posts to Discord: the payload is all this test sees.
    assert!(content.contains("direct messages are closed"), "{content}");
    assert!(discord.world().was_notified_in(to_move, PLACE.channel));

    // Told once: the next day brings no DM attempt and no second explanation.
    clock.0.store(digest_at + DAY, Ordering::SeqCst);
    discord::jobs::tick(&http, &service, &lease).await.unwrap();
    let later = discord.seen();
    assert_eq!(later.iter().filter(|s| s.status == 403).count(), 1);
    let explained = later
        .iter()
        .filter(|s| s.path == channel)
        .filter(|s| s.json()["content"].as_str().unwrap().contains("closed"))
        .count();
    assert_eq!(explained, 1);
}
