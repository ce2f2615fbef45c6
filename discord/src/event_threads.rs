//! Event rounds paired without an organiser's command (a round's last game ended, or
//! its deadline came): their games' threads are opened here, under the event's
//! channel, each with its opening message pinging both players.

use serenity::all::ChannelType;

use super::api::Api;
use super::backend::Backend;
use super::posts;
use super::respond::outgoing;
use super::threads::{self, Opening};
use lyngk_service::api::ThreadToOpen;
use lyngk_service::ThreadIntent;

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
    let created = open_and_attach(api, service, parent, opening, thread).await?;
    let message = outgoing(&thread.reply);
    posts::post(api, created, message.channel_message(), message.uploads()).await?;
    Ok(())
}

/// Makes the thread of a game this process claimed, once, and moves the game into it:
/// the intent is recorded before Discord is asked, and when an earlier attempt asked
/// already (it stopped, or its connection was cut, before the thread was recorded) the
/// thread it made is used. A thread made here that cannot be attached (another process
/// attached the game meanwhile) is taken away again.
pub async fn open_and_attach(
    api: &Api,
    service: &Backend,
    parent: u64,
    opening: Opening,
    thread: &ThreadToOpen,
) -> anyhow::Result<u64> {
    let game = thread.game_id;
    let earlier = match service.ask_for_thread(game).await? {
        ThreadIntent::NotHeld => anyhow::bail!("game {game} is being opened by another process"),
        ThreadIntent::Repeated => threads::find_made(api, parent, &thread.name).await?,
        ThreadIntent::First => None,
    };
    if let Some(made) = earlier {
        tracing::info!("game {game}: using thread {made}, made by an earlier attempt");
        service.attach_thread(game, made).await?;
        return Ok(made);
    }
    let name = &thread.name;
    let created = threads::open(api, parent, opening, name, name).await?;
    if let Err(error) = service.attach_thread(game, created).await {
        threads::discard(api, created).await;
        return Err(error);
    }
    Ok(created)
}
