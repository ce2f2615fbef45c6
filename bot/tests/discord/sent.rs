//! What the bot sends Discord, taken from the production path (`deliver`) against the
//! loopback stand-in, so that tests read the bodies Discord would receive.

use std::sync::atomic::AtomicBool;

use lyngk_bot::discord::deliver;
use lyngk_bot::service::api::Reply;
use serde_json::Value;

use crate::discord::deliver::{http, target_in};
use crate::standin::Rest;

/// The initial response (callback type and message) that answers an interaction with
/// `reply` at once: for a multipart body, its JSON part.
pub async fn initial_response(reply: &Reply) -> Value {
    let discord = Rest::start();
    let reply = reply.clone();
    let responded = AtomicBool::new(false);
    deliver::answer(&http(&discord), &target_in(&discord), &responded, async {
        Ok(reply)
    })
    .await
    .unwrap();
    only_request(&discord)
}

/// The public "thinking…" response that acknowledges a command to answer it later.
pub async fn public_deferral() -> Value {
    let discord = Rest::start();
    let responded = AtomicBool::new(false);
    deliver::defer(&http(&discord), &target_in(&discord), &responded, false)
        .await
        .unwrap();
    only_request(&discord)
}

fn only_request(discord: &Rest) -> Value {
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "one request: {seen:?}");
    seen[0].json().clone()
}
