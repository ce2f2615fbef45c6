//! A daily digest comes at the player's local hour: a player in Tokyo who chose 09:00
//! gets it at 00:00 UTC, sent by the real bot's background job to the stand-in.

use lyngk_bot::service::api::{Actor, ClockOptions, Command, ReminderMode, Request};
use lyngk_bot::service::GameService;
use lyngk_rules::Variant;

use crate::standin::event_setup::{channel, service_days_ago};
use crate::standin::events::User;
use crate::standin::{Discord, DM_CHANNEL, PATIENCE};

const DAY: i64 = 86_400;

/// `user`'s `command` in the test channel; must not be refused.
fn ask(service: &GameService, user: &User, command: Command) -> Vec<u64> {
    let request = Request {
        place: channel(),
        actor: Actor {
            id: user.id,
            name: user.name.clone(),
        },
        command,
        interaction: None,
        actor_is_admin: false,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: None,
    };
    let reply = service.handle(request).unwrap();
    assert!(reply.refusal.is_none(), "{}", reply.text());
    reply.ping
}

fn next_digest_at(discord: &Discord, user: &User) -> i64 {
    discord
        .db()
        .query_row(
            "SELECT next_digest_at FROM user_settings WHERE user_id = ?1",
            [user.id as i64],
            |r| r.get(0),
        )
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_digest_arrives_at_nine_in_tokyo_which_is_midnight_utc() {
    let mut discord = Discord::stand_ins().await;
    // Two days ago (by a service whose clock is that far behind): both players chose a
    // digest at 09:00 in Tokyo, and a game began; one of them is to move since then.
    let past = service_days_ago(&discord, 2);
    let (ada, bob) = (User::new(4201, "Ada"), User::new(4202, "Bob"));
    for user in [&ada, &bob] {
        let digest = Command::Settings {
            digest_hour: Some(9),
            reminders: Some(ReminderMode::Digest),
            clock: ClockOptions {
                time_zone: Some("Asia/Tokyo".into()),
                ..ClockOptions::default()
            },
        };
        ask(&past, user, digest);
    }
    let challenge = Command::Challenge {
        opponent: Some(Actor {
            id: ada.id,
            name: ada.name.clone(),
        }),
        variant: Variant::Standard,
        days_per_move: Some(7),
        rated: false,
        weekends_off: None,
    };
    ask(&past, &bob, challenge);
    let to_move = match ask(&past, &ada, Command::Accept).as_slice() {
        [id] if *id == ada.id => ada.clone(),
        _ => bob.clone(),
    };
    // 09:00 in Tokyo (+09, no daylight saving) is 00:00 UTC: the first digest was due
    // at a UTC midnight in the past.
    let due = next_digest_at(&discord, &to_move);
    assert_eq!(due % DAY, 0, "due at {due}");
    drop(past);

    discord.start_bot(&[]).await;
    let dm = format!("/api/v10/channels/{DM_CHANNEL}/messages");
    let sent = discord
        .rest
        .wait_for(PATIENCE, "the digest by direct message", |rest| {
            rest.seen().into_iter().find(|s| s.path == dm && s.ok())
        })
        .await;
    let text = sent.json()["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(!text.is_empty(), "{}", discord.log());
    // Sent, the next one is due at the next 09:00 in Tokyo: a later UTC midnight.
    let next = discord
        .rest
        .wait_for(PATIENCE, "the next digest's time", |_| {
            let next = next_digest_at(&discord, &to_move);
            (next > due).then_some(next)
        })
        .await;
    assert_eq!(next % DAY, 0, "next at {next}");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!(
        next + 300 > now && next <= now + DAY,
        "next at {next}, now {now}"
    );
}
