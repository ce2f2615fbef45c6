//! The operators' endpoints of a running `lyngk serve` (`LYNGK_OPS_LISTEN`), scraped
//! over HTTP: `/metrics` counts a turn and Discord's requests, `/healthz` follows the
//! gateway through a cut.

use std::time::{Duration, Instant};

use lyngk_bot::ops::health::Reason;
use serde_json::Value;

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::User;
use crate::standin::{Discord, CHANNEL, PATIENCE};

/// The address the bot logged for its endpoints (it listens on a free port).
async fn endpoints(discord: &Discord) -> String {
    const SAID: &str = "operators' endpoints on http://";
    let deadline = Instant::now() + PATIENCE;
    loop {
        let log = discord.log();
        if let Some((_, rest)) = log.split_once(SAID) {
            let address = rest.split('/').next().unwrap();
            return format!("http://{address}");
        }
        assert!(Instant::now() < deadline, "no endpoints logged:\n{log}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn scrape(base: &str) -> String {
    let response = reqwest::get(format!("{base}/metrics")).await.unwrap();
    assert_eq!(response.status(), 200);
    response.text().await.unwrap()
}

/// Scrapes until `wanted` holds of the text (what the bot records after Discord took
/// an answer may come a moment after the stand-in saw it).
async fn scrape_until(base: &str, what: &str, wanted: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = scrape(base).await;
        if wanted(&text) {
            return text;
        }
        assert!(Instant::now() < deadline, "{what}, never in:\n{text}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The value of the sample `series` (name and labels as written), 0 when absent.
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0.0, |value| value.parse().unwrap())
}

/// Polls `/healthz` until it answers `status`; returns its typed reasons.
async fn health_becomes(discord: &Discord, base: &str, status: u16) -> Vec<Reason> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let response = reqwest::get(format!("{base}/healthz")).await.unwrap();
        let got = response.status().as_u16();
        let body: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
        if got == status {
            return serde_json::from_value(body["reasons"].clone()).unwrap();
        }
        assert!(
            Instant::now() < deadline,
            "/healthz still {got} ({body}), not {status}:\n{}",
            discord.log()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_a_turn_and_health_follows_the_gateway() {
    let discord = Discord::start_with(&[("LYNGK_OPS_LISTEN", "127.0.0.1:0")]).await;
    let base = endpoints(&discord).await;
    assert_eq!(health_becomes(&discord, &base, 200).await, []);

    let mut table = ChannelGame::new(CHANNEL, User::new(4101, "Ada"), User::new(4102, "Bo"));
    table.open(&discord).await;
    let turns = "lyngk_turns_total{front=\"discord\"}";
    let callbacks = "lyngk_discord_request_duration_seconds_count\
                     {route=\"POST /interactions/{id}/{token}/callback\"}";
    let before = scrape(&base).await;
    let (mover, turn) = table.next_turn(&table.stored(&discord));
    let played = table.move_of(&mover, turn);
    discord.ask(&played).await;
    let answered = "lyngk_discord_interactions_total{outcome=\"answered\"}";
    let after = scrape_until(&base, "the turn's answer timed and counted", |text| {
        sample(text, callbacks) > sample(&before, callbacks) && sample(text, answered) >= 3.0
    })
    .await;
    assert_eq!(sample(&after, turns), sample(&before, turns) + 1.0);
    assert_eq!(sample(&after, answered), 3.0, "challenge, accept, turn");
    assert!(sample(&after, "lyngk_job_rounds_total{result=\"held\"}") >= 1.0);

    // Discord delivers the turn again: dropped, and counted as a duplicate.
    discord.send(&played);
    let duplicates = "lyngk_discord_interactions_total{outcome=\"duplicate\"}";
    scrape_until(&base, "a duplicate counted", |text| {
        sample(text, duplicates) == 1.0
    })
    .await;

    // Discord cannot be reached: the connection drops and no new one gets through.
    discord.gateway.refuse_connections(true);
    discord.gateway.drop_connection();
    let reasons = health_becomes(&discord, &base, 503).await;
    assert_eq!(
        reasons,
        [Reason::GatewayDisconnected {
            connected: 0,
            expected: 1
        }]
    );
    discord.gateway.refuse_connections(false);
    assert_eq!(health_becomes(&discord, &base, 200).await, []);
}
