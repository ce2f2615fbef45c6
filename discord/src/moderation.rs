//! What the bot does when a server changes around its games (gateway events, GUILDS
//! intent):
//!
//! - CHANNEL_DELETE, THREAD_DELETE: the game there ends as aborted and its players are
//!   told, in the thread's channel when there is one, else by direct message. A deleted
//!   channel takes its threads with it without events of their own, so (if it could
//!   hold threads) the server's other live places are read once: those Discord no
//!   longer knows (10003) are ended the same way.
//! - GUILD_DELETE without `unavailable` (the bot was kicked or banned): the server's
//!   games are suspended. With `unavailable` it is an outage and nothing changes.
//! - READY: servers with live games that it no longer lists removed the bot while it
//!   was away: their games are suspended too.
//! - GUILD_CREATE (at every connection, and when the bot is added back): suspended
//!   games resume with their clocks.
//! - GUILD_CREATE and GUILD_UPDATE: the server's name is kept for its web pages.

use reqwest::Method;
use serenity::all::ChannelType;

use super::api::{Api, Call};
use super::backend::Backend;
use super::lost::tell;
use super::Data;
use lyngk_service::api::Place;

/// Discord's code for a channel it does not know (deleted).
pub const UNKNOWN_CHANNEL: u64 = 10003;

/// A channel of `guild` was deleted: its game ends, and so do the games of its
/// threads, which went with it (only channels of `kind` text, announcement, forum
/// and media hold threads: deleting a category or a voice channel, frequent on some
/// servers, costs no channel reads).
pub async fn on_channel_deleted(data: &Data, guild: u64, channel: u64, kind: ChannelType) {
    let place = Place {
        guild: Some(guild),
        channel,
    };
    end_game_of_deleted(&data.api, &data.service, place, None).await;
    if holds_threads(kind) {
        end_games_of_vanished_places(&data.api, &data.service, guild).await;
    }
}

/// Whether a channel of `kind` can have threads.
fn holds_threads(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::Text | ChannelType::News | ChannelType::Forum | ChannelType::Unknown(16)
    )
}

/// A thread of `guild` under `parent` was deleted: its game ends, told in `parent`.
pub async fn on_thread_deleted(data: &Data, guild: u64, thread: u64, parent: Option<u64>) {
    let place = Place {
        guild: Some(guild),
        channel: thread,
    };
    end_game_of_deleted(&data.api, &data.service, place, parent).await;
}

/// Ends the game of a deleted `place` and tells its players (in `parent` if given).
pub async fn end_game_of_deleted(api: &Api, service: &Backend, place: Place, parent: Option<u64>) {
    match service.run(move |s| s.place_deleted(place)).await {
        Ok(Some(lost)) => {
            tracing::info!(
                "game {} ended: its channel {} was deleted",
                lost.game,
                place.channel
            );
            tell(api, &lost, parent).await;
        }
        Ok(None) => {}
        Err(error) => tracing::error!(
            "ending the game of the deleted {}: {error:#}",
            place.channel
        ),
    }
}

/// Reads each live place of `guild` once; those Discord no longer knows were deleted
/// with their channel.
async fn end_games_of_vanished_places(api: &Api, service: &Backend, guild: u64) {
    let places = match service.live_places().await {
        Ok(places) => places,
        Err(error) => return tracing::error!("listing the live games' channels: {error:#}"),
    };
    for place in places.into_iter().filter(|p| p.guild == Some(guild)) {
        let call = Call::new(Method::GET, format!("/channels/{}", place.channel), None);
        match api.send("read a game's channel", &call, None).await {
            Err(error) if error.code() == UNKNOWN_CHANNEL => {
                end_game_of_deleted(api, service, place, None).await;
            }
            Ok(_) | Err(_) => {}
        }
    }
}

/// The bot left `guild`: kicked or banned (`unavailable` false) suspends its games; an
/// outage changes nothing.
pub async fn on_guild_deleted(data: &Data, guild: u64, unavailable: bool) {
    if unavailable {
        return tracing::info!("server {guild} is unavailable (an outage)");
    }
    match data.service.run(move |s| s.guild_removed(guild)).await {
        Ok(true) => tracing::info!("removed from server {guild}: its games are suspended"),
        Ok(false) => {}
        Err(error) => tracing::error!("suspending the games of server {guild}: {error:#}"),
    }
}

/// The bot is in `guild`: games suspended there resume with their clocks.
pub async fn on_guild_available(data: &Data, guild: u64) {
    match data.service.run(move |s| s.guild_available(guild)).await {
        Ok(Some(resumed)) => {
            tracing::info!("back in server {guild}: its games resume ({resumed} with a clock)");
        }
        Ok(None) => {}
        Err(error) => tracing::error!("resuming the games of server {guild}: {error:#}"),
    }
}

/// Discord says what `guild` is called (GUILD_CREATE, GUILD_UPDATE).
pub async fn on_server_named(data: &Data, guild: u64, name: String) {
    if let Err(error) = data
        .service
        .run(move |s| s.server_named(guild, &name))
        .await
    {
        tracing::error!("keeping the name of server {guild}: {error:#}");
    }
}

/// At a connection (READY): servers with live games that the shard no longer lists
/// removed the bot while it was away; their games are suspended.
pub async fn on_ready(data: &Data, present: Vec<u64>, shard: u32, shards: u32) {
    let suspended = data
        .service
        .run(move |s| s.guilds_present(&present, shard, shards))
        .await;
    match suspended {
        Ok(guilds) if guilds.is_empty() => {}
        Ok(guilds) => {
            tracing::info!("removed while away from {guilds:?}: their games are suspended")
        }
        Err(error) => tracing::error!("checking the servers at connection: {error:#}"),
    }
}
