//! Event rounds paired without an organiser's command (a round's last game ended, or
//! its deadline came): their games' threads are opened here, under the event's
//! channel, each with its opening message pinging both players.

use serenity::all::ChannelType;

use super::api::Api;
use super::backend::Backend;
use super::posts;
use super::respond::outgoing;
use super::threads::{self, Opening};
use crate::service::api::ThreadToOpen;

/// Opens every event game thread waiting for one; a thread that cannot be opened is
/// given back, to be tried again on the next call.
pub async fn open_waiting(api: &Api, service: &Backend) {
    let waiting = match service.event_threads_waiting().await {
        Ok(waiting) => waiting,
        Err(error) => return tracing::warn!("could not read event threads to open: {error:#}"),
    };
    for (parent, thread) in waiting {
        if let Err(error) = open_one(api, service, parent, &thread).await {
            tracing::warn!(
                "could not open the thread of event game {}: {error:#}",
                thread.game_id
            );
            service.thread_not_opened(thread.game_id);
        }
    }
}

async fn open_one(
    api: &Api,
    service: &Backend,
    parent: u64,
    thread: &ThreadToOpen,
) -> anyhow::Result<()> {
    // Events are created in text channels (their pairings are posted there).
    let opening = Opening::Thread(u8::from(ChannelType::PublicThread).into());
    let created = threads::open(api, parent, opening, &thread.name, &thread.name).await?;
    service.attach_thread(thread.game_id, created).await?;
    let message = outgoing(&thread.reply);
    posts::post(api, created, message.channel_message(), message.uploads()).await?;
    Ok(())
}
