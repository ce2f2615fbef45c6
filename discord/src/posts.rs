//! Messages the bot posts on its own: a game's opening in its new thread, reminders,
//! digests by direct message, the AI's turns.

use reqwest::Method;
use serde_json::{json, Value};

use super::api::{Api, ApiError, Call, Upload};
use super::respond::outgoing;
use lyngk_service::api::Outbound;

/// Posts a message in a channel (a game's opening in its new thread).
pub async fn post(
    api: &Api,
    channel: u64,
    body: Value,
    files: Vec<Upload>,
) -> Result<Value, ApiError> {
    let path = format!("/channels/{channel}/messages");
    let call = Call::new(Method::POST, path, Some(body)).with_files(files);
    api.send("post a message", &call, None).await
}

/// Posts a message that must show once however often it is sent: Discord remembers
/// an enforced `nonce` for a few minutes and answers a repeat with the message the
/// first one made, so the post may be repeated after a connection cut (when no one can
/// tell whether it was carried out). `nonce`: at most 25 characters, unique to the
/// message.
pub async fn post_once(
    api: &Api,
    channel: u64,
    nonce: &str,
    mut body: Value,
    files: Vec<Upload>,
) -> Result<Value, ApiError> {
    body["nonce"] = json!(nonce);
    body["enforce_nonce"] = json!(true);
    let path = format!("/channels/{channel}/messages");
    let call = Call {
        repeatable: true,
        ..Call::new(Method::POST, path, Some(body)).with_files(files)
    };
    api.send("post a message", &call, None).await
}

/// Sends one message: in a channel mentioning only its `ping` users, or by DM
/// mentioning nobody. A message in an archived game thread opens it again.
pub async fn send(api: &Api, message: &Outbound) -> Result<(), ApiError> {
    match message {
        Outbound::Channel { channel, reply } => {
            let message = outgoing(reply);
            post(api, *channel, message.channel_message(), message.uploads()).await?;
        }
        Outbound::Direct { user, reply } => {
            let open = json!({"recipient_id": user.to_string()});
            let call = Call::new(Method::POST, "/users/@me/channels".to_owned(), Some(open));
            // Opening a DM returns the existing one: safe to repeat.
            let call = Call {
                repeatable: true,
                ..call
            };
            let dm = api.send("open a DM", &call, None).await?;
            let dm: u64 = dm["id"]
                .as_str()
                .and_then(|id| id.parse().ok())
                .unwrap_or(0);
            // Laid out like any reply (Discord's limits, overflow as a file), but a DM
            // mentions nobody.
            let message = outgoing(reply);
            let mut body = message.channel_message();
            body["allowed_mentions"] = json!({"parse": [], "users": []});
            post(api, dm, body, message.uploads()).await?;
        }
    }
    Ok(())
}
