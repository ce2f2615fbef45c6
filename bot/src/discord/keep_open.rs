//! Live games' threads kept open. Threads archive after a week without activity, and
//! nobody can use application commands in an archived thread; so the bot opens a live
//! game's thread again as soon as Discord reports it archived (THREAD_UPDATE), and at
//! start-up sweeps those archived while it was away.

use reqwest::Method;
use serenity::all::GuildChannel;

use super::api::{Api, Call};
use super::backend::Backend;
use super::threads::set_archived;
use super::Data;
use crate::service::api::Place;

/// At start-up: live games' threads that Discord archived while the bot was away (it
/// saw no THREAD_UPDATE then) are opened again. One channel read per live game, one
/// after the other, so a large server list stays within the rate limits.
pub async fn reopen_archived_game_threads(api: &Api, service: &Backend) {
    let places = match service.live_places().await {
        Ok(places) => places,
        Err(error) => return tracing::error!("listing the live games' channels: {error:#}"),
    };
    let mut reopened = 0;
    for place in places {
        let call = Call::new(Method::GET, format!("/channels/{}", place.channel), None);
        let channel = match api.send("read a game's channel", &call, None).await {
            Ok(channel) => channel,
            Err(error) => {
                tracing::warn!("could not read the channel {}: {error}", place.channel);
                continue;
            }
        };
        let meta = &channel["thread_metadata"];
        if meta["archived"] != true || meta["locked"] == true {
            continue;
        }
        match set_archived(api, place.channel, false).await {
            Ok(_) => reopened += 1,
            Err(error) => tracing::warn!("could not reopen the thread {}: {error}", place.channel),
        }
    }
    if reopened > 0 {
        tracing::info!("reopened {reopened} archived thread(s) of live games");
    }
}

/// Discord archived a thread: if a game is still live there, open it again so its
/// players can keep using commands.
pub async fn on_update(data: &Data, thread: &GuildChannel) {
    let Some(meta) = &thread.thread_metadata else {
        return;
    };
    if !meta.archived {
        return;
    }
    let channel = thread.id.get();
    let place = Place {
        guild: Some(thread.guild_id.get()),
        channel,
    };
    match data.service.has_live_game(place).await {
        Ok(true) => {}
        Ok(false) => return,
        Err(error) => return tracing::error!("thread {channel}: {error:#}"),
    }
    if meta.locked {
        return tracing::warn!(
            "the live game's thread {channel} was locked by a moderator; its players \
             cannot move until someone with Manage Threads unlocks it"
        );
    }
    match set_archived(&data.api, channel, false).await {
        Ok(_) => tracing::info!("reopened the archived thread {channel} of a live game"),
        Err(error) => tracing::warn!("could not reopen the thread {channel}: {error}"),
    }
}
