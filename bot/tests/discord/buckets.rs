//! Rate-limit buckets learned from `x-ratelimit-bucket` and its counts: the first burst
//! on a route waits for its bucket instead of costing 429s.

use std::time::Duration;

use serde_json::json;

use crate::discord::deliver::http;
use crate::standin::Rest;
use lyngk_bot::discord::posts::post;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_burst_on_a_route_waits_for_its_bucket_instead_of_a_429() {
    let discord = Rest::start();
    discord.limit(
        "POST",
        "/channels/77/messages",
        3,
        Duration::from_millis(500),
    );
    let api = http(&discord);
    let burst = (0..7).map(|n| {
        let api = &api;
        async move {
            post(
                api,
                77,
                json!({"content": format!("message {n}")}),
                Vec::new(),
            )
            .await
        }
    });
    let sent = futures_util::future::join_all(burst).await;
    assert!(sent.iter().all(Result::is_ok), "{sent:?}");
    let statuses: Vec<u16> = discord.seen().iter().map(|s| s.status).collect();
    assert_eq!(statuses, [200; 7], "no request ran into the limit");

    // Another channel is another bucket count: it starts afresh.
    discord.limit(
        "POST",
        "/channels/78/messages",
        2,
        Duration::from_millis(500),
    );
    let burst = (0..4).map(|_| post(&api, 78, json!({"content": "hi"}), Vec::new()));
    futures_util::future::join_all(burst).await;
    let refused = discord.seen().iter().filter(|s| s.status == 429).count();
    assert_eq!(refused, 0);
}
