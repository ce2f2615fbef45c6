//! Live games' threads kept open. Threads archive after a week without activity, and
//! nobody can use application commands in an archived thread; so the bot opens a live
//! game's thread again as soon as Discord reports it archived (THREAD_UPDATE), and at
//! start-up sweeps those archived while it was away. Only Discord's inactivity archive
//! is undone: a thread a moderator closed or locked stays closed ([`archive_of`] tells
//! them apart), and its game ends once it has stayed closed for the grace period
//! (`service::places::CLOSED_GRACE`).

use reqwest::Method;
use serde_json::Value;
use serenity::all::GuildChannel;

use super::api::{Api, Call};
use super::backend::Backend;
use super::moderation::{end_game_of_deleted, UNKNOWN_CHANNEL};
use super::threads::{archive_of, set_archived, Archive};
use super::Data;
use lyngk_service::api::Place;

/// At start-up: live games' threads that Discord archived while the bot was away (it
/// saw no THREAD_UPDATE then) are opened again, those a moderator closed are recorded,
/// and games whose channel was deleted meanwhile end. One channel read per live game,
/// one after the other, so a large server list stays within the rate limits.
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
            Err(error) if error.code() == UNKNOWN_CHANNEL => {
                end_game_of_deleted(api, service, place, None).await;
                continue;
            }
            Err(error) => {
                tracing::warn!("could not read the channel {}: {error}", place.channel);
                continue;
            }
        };
        if follow_archive(api, service, place, &channel).await {
            reopened += 1;
        }
    }
    if reopened > 0 {
        tracing::info!("reopened {reopened} archived thread(s) of live games");
    }
}

/// Discord archived or opened a thread: a live game's thread archived for inactivity
/// is opened again, one a moderator closed is left closed and recorded, one opened
/// again is no longer counted as closed.
pub async fn on_update(data: &Data, thread: &GuildChannel) {
    let place = Place {
        guild: Some(thread.guild_id.get()),
        channel: thread.id.get(),
    };
    let shown = match serde_json::to_value(thread) {
        Ok(shown) => shown,
        Err(error) => return tracing::error!("thread {}: {error}", place.channel),
    };
    if archive_of(&shown).is_none() {
        if let Err(error) = data.service.run(move |s| s.thread_reopened(place)).await {
            tracing::error!("thread {}: {error:#}", place.channel);
        }
        return;
    }
    match data.service.has_live_game(place).await {
        Ok(true) => {}
        Ok(false) => return,
        Err(error) => return tracing::error!("thread {}: {error:#}", place.channel),
    }
    follow_archive(&data.api, &data.service, place, &shown).await;
}

/// Acts on an archived live game's thread as Discord shows it; true when it was
/// opened again.
async fn follow_archive(api: &Api, service: &Backend, place: Place, thread: &Value) -> bool {
    let channel = place.channel;
    match archive_of(thread) {
        None => false,
        Some(Archive::Inactivity) => match set_archived(api, channel, false).await {
            Ok(_) => {
                tracing::info!("reopened the archived thread {channel} of a live game");
                true
            }
            Err(error) => {
                tracing::warn!("could not reopen the thread {channel}: {error}");
                false
            }
        },
        Some(Archive::Closed(closing)) => {
            match service.run(move |s| s.thread_closed(place, closing)).await {
                Ok(_) => tracing::info!(
                    "a moderator closed the live game's thread {channel} (locked: {}); it \
                     stays closed",
                    closing.locked
                ),
                Err(error) => tracing::error!("thread {channel}: {error:#}"),
            }
            false
        }
    }
}
