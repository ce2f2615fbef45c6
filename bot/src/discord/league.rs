//! `/lyngk-admin league start`: schedules the season and opens one thread per game.

use std::sync::atomic::AtomicBool;

use serde_json::json;
use serenity::all::CommandInteraction;

use super::api::Api;
use super::backend::Backend;
use super::deliver::{self, Target};
use super::posts;
use super::respond::outgoing;
use super::threads::{self, Opening};
use super::{translate, Data, Error};
use crate::i18n::{format_lines, Msg, Style};
use crate::service::api::Reply;

/// Schedule the season and open every game in its own thread (server admins).
pub async fn start(
    data: &Data,
    interaction: &CommandInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    let request = translate::request_from(interaction)?;
    let opening = threads::opening_in(interaction)?;
    let api = &data.api;
    // Dozens of threads take many round trips: defer so the 3 s cannot lapse.
    deliver::defer(api, target, responded, false).await?;
    let reply = data.service.handle(request).await?;
    if reply.ephemeral || reply.threads.is_empty() {
        return deliver::answer_late(api, target, &reply).await;
    }
    let parent = interaction.channel_id.get();
    let summary = open_threads(api, &data.service, parent, opening, &reply).await;
    let body = json!({"content": summary, "allowed_mentions": {"parse": []}});
    target.edit_original(api, body, Vec::new()).await?;
    Ok(())
}

/// Opens the reply's threads under `channel`: creates each, attaches its game, posts
/// the opening message. Returns the text for the channel: the reply with links to
/// the threads, and how to retry if some could not be opened.
pub async fn open_threads(
    api: &Api,
    service: &Backend,
    channel: u64,
    opening: Opening,
    reply: &Reply,
) -> String {
    let mut opened = Vec::new();
    let mut failed = 0;
    for thread in &reply.threads {
        match open_thread(api, service, channel, opening, thread).await {
            Ok(id) => opened.push(format!("<#{id}>")),
            Err(error) => {
                tracing::warn!(
                    "could not open the thread of game {}: {error:#}",
                    thread.game_id
                );
                service.thread_not_opened(thread.game_id);
                failed += 1;
            }
        }
    }
    let mut lines = reply.lines.clone();
    lines.push(Msg::new("discord-league-games").text("threads", opened.join(" ")));
    if failed > 0 {
        lines.push(Msg::new("discord-league-threads-failed").number("count", failed));
    }
    let text = format_lines(&lines, reply.locale, Style::Discord);
    text.chars().take(super::respond::CONTENT_LIMIT).collect()
}

async fn open_thread(
    api: &Api,
    service: &Backend,
    channel: u64,
    opening: Opening,
    thread: &crate::service::api::ThreadToOpen,
) -> anyhow::Result<u64> {
    let created = threads::open(api, channel, opening, &thread.name, &thread.name).await?;
    service.attach_thread(thread.game_id, created).await?;
    let message = outgoing(&thread.reply);
    posts::post(api, created, message.channel_message(), message.uploads()).await?;
    Ok(created)
}
