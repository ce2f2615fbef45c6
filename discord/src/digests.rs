//! Daily digests go by direct message, which a player can close to the bot (they share
//! no server with it that allows DMs, turned off DMs from server members, or blocked
//! it): Discord then refuses each one with 403 / 50007. Choosing digests sends a first
//! DM and is refused if it cannot arrive; a digest that cannot arrive later puts the
//! player back on channel pings, told once why.

use std::sync::Arc;

use super::api::Api;
use super::error::UserError;
use super::posts::send;
use lyngk_i18n::{Locale, Msg};
use lyngk_service::api::{Outbound, Reply};
use lyngk_service::GameService;

/// Discord's "Cannot send messages to this user".
pub const CANNOT_MESSAGE_USER: u64 = 50007;

/// Sends `user` the first DM of their digests; refuses the choice when Discord says the
/// DM cannot reach them. Any other failure lets the choice stand: a later digest that
/// cannot arrive falls back to channel pings.
pub async fn check_direct_messages(api: &Api, user: u64, locale: Locale) -> Result<(), UserError> {
    let mut first = Reply::private(Msg::new("discord-digest-first-dm"));
    first.locale = locale;
    match send(api, &Outbound::Direct { user, reply: first }).await {
        Err(error) if error.code() == CANNOT_MESSAGE_USER => Err(UserError::DirectMessagesClosed),
        Err(error) => {
            tracing::warn!("could not send the first digest DM to {user}: {error}");
            Ok(())
        }
        Ok(()) => Ok(()),
    }
}

/// A digest could not reach `user`: the service puts them back on channel pings and
/// names their games to move in; each ping goes to its channel.
pub async fn fall_back_to_channel(api: &Api, service: &Arc<GameService>, user: u64) {
    let asked = Arc::clone(service);
    let pings = tokio::task::spawn_blocking(move || asked.digest_undeliverable(user)).await;
    let pings = match pings {
        Ok(Ok(pings)) => pings,
        Ok(Err(error)) => return tracing::error!("digest fallback for {user}: {error:#}"),
        Err(error) => return tracing::error!("digest fallback for {user}: {error}"),
    };
    tracing::info!(
        "user {user} accepts no DMs: back on channel pings ({} now)",
        pings.len()
    );
    for ping in &pings {
        if let Err(error) = send(api, ping).await {
            tracing::warn!("could not send {ping:?}: {error}");
        }
    }
}
