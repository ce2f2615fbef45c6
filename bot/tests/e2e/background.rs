//! Work that may wait minutes on Discord's rate limits runs in the background: a
//! league's game threads open after the admin was answered, and the command
//! registration never holds the interactions.

use std::time::Duration;

use serde_json::{json, Value};

use crate::standin::events::{self, text, Interaction, User};
use crate::standin::{Discord, Failure, CHANNEL, PATIENCE};

/// `/<command> <group> <subcommand> <options>` typed by `user` in `channel`.
fn grouped(user: &User, command: &str, group: &str, sub: &str, options: Vec<Value>) -> Interaction {
    let mut interaction = events::command(user, CHANNEL, sub, Vec::new());
    interaction.payload["data"]["name"] = json!(command);
    interaction.payload["data"]["options"] = json!([{
        "name": group, "type": 2,
        "options": [{"name": sub, "type": 1, "options": options}],
    }]);
    interaction
}

/// The same, by a member with Manage Server.
fn by_admin(mut interaction: Interaction) -> Interaction {
    let with_manage_server = 2_248_473_465_835_073u64 | (1 << 5);
    interaction.payload["member"]["permissions"] = json!(with_manage_server.to_string());
    interaction
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn league_start_answers_at_once_and_posts_when_the_rate_limited_threads_are_open() {
    let discord = Discord::start().await;
    let admin = User::new(5300, "Admin");
    let create = grouped(
        &admin,
        "lyngk-admin",
        "league",
        "create",
        vec![text("name", "Cup")],
    );
    let created = discord.ask(&by_admin(create)).await;
    assert!(!created.ephemeral(), "{}", created.content());
    for id in 5301..=5303 {
        let player = User::new(id, &format!("P{id}"));
        let join = grouped(
            &player,
            "lyngk",
            "league",
            "join",
            vec![text("name", "Cup")],
        );
        let joined = discord.ask(&join).await;
        assert!(!joined.ephemeral(), "{}", joined.content());
    }
    // Thread creation is rate limited for longer than anyone would watch "thinking…".
    let retry_after = 4.0;
    discord.rest.fail(
        "POST",
        &format!("/channels/{CHANNEL}/threads"),
        1,
        Failure::RateLimited { retry_after },
    );
    let start = by_admin(grouped(
        &admin,
        "lyngk-admin",
        "league",
        "start",
        vec![text("name", "Cup")],
    ));
    let sent = discord.send(&start);
    let answer = discord.response(&start, sent).await;
    assert!(
        answer.content().contains("being opened"),
        "{}",
        answer.content()
    );
    let threads_path = format!("/api/v10/channels/{CHANNEL}/threads");
    let opened_before = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.path == threads_path && s.ok())
        .count();
    assert_eq!(opened_before, 0, "answered before any thread could open");

    let posts = format!("/api/v10/channels/{CHANNEL}/messages");
    let limit = PATIENCE + Duration::from_secs_f64(retry_after);
    let post = discord
        .rest
        .wait_for(limit, "the post listing the open threads", |rest| {
            rest.seen().into_iter().find(|s| s.path == posts && s.ok())
        })
        .await;
    let content = post.json()["content"].as_str().unwrap().to_owned();
    assert!(content.contains("The 3 game threads are open"), "{content}");
    let opened: Vec<u64> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.path == threads_path && s.ok())
        .filter_map(|s| s.answer.as_ref()?["id"].as_str()?.parse().ok())
        .collect();
    assert_eq!(opened.len(), 3);
    for thread in opened {
        assert!(content.contains(&format!("<#{thread}>")), "{content}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_are_answered_while_the_registration_waits_out_a_rate_limit() {
    let mut discord = Discord::stand_ins().await;
    discord.rest.fail(
        "PUT",
        "/applications/",
        1,
        Failure::RateLimited { retry_after: 30.0 },
    );
    discord.start_bot_connected(&[]).await;
    let ada = User::new(5310, "Ada");
    let answer = discord
        .ask(&events::command(&ada, CHANNEL, "mygames", Vec::new()))
        .await;
    assert!(answer.ephemeral(), "{}", answer.content());
    assert!(
        discord.registrations().is_empty(),
        "answered while the registration still waits"
    );
}
