//! `/lyngk-admin league start`: schedules the season and opens one thread per game, in
//! the background.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use serde_json::json;
use serenity::all::CommandInteraction;

use super::api::Api;
use super::backend::Backend;
use super::deliver::{self, Target};
use super::posts;
use super::respond::outgoing;
use super::threads::{self, Opening};
use super::{translate, Data, Error};
use lyngk_i18n::{format_lines, Msg, Style};
use lyngk_service::api::Reply;

/// Schedule the season (server admins): the admin is answered at once, and the game
/// threads open in the background, with no interaction token to outlive (a rate limit
/// on thread creation may last minutes); a post in the channel lists them when all are
/// open.
pub async fn start(
    data: &Data,
    interaction: &CommandInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    let request = translate::request_from(interaction)?;
    let opening = threads::opening_in(interaction)?;
    let work = async {
        let mut reply = data.service.handle(request).await?;
        if !reply.ephemeral && !reply.threads.is_empty() {
            let count = reply.threads.len();
            reply.say(Msg::new("discord-league-threads-opening").number("count", count));
        }
        Ok(reply)
    };
    let reply = deliver::answer(&data.api, target, responded, work).await?;
    if reply.ephemeral || reply.threads.is_empty() {
        return Ok(());
    }
    let parent = interaction.channel_id.get();
    open_in_background(
        Arc::clone(&data.api),
        data.service.clone(),
        parent,
        opening,
        reply,
    );
    Ok(())
}

/// Opens `reply`'s game threads under `parent` in a task of their own and posts in
/// `parent` when all are open (or which could not be). For any front action that
/// creates games waiting for their threads (a league's season, an event's round).
pub fn open_in_background(
    api: Arc<Api>,
    service: Backend,
    parent: u64,
    opening: Opening,
    reply: Reply,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let (opened, failed) = open_each(&api, &service, parent, opening, &reply).await;
        let heading = Msg::new("discord-league-threads-open").number("count", opened.len());
        let text = games_text(vec![heading], &opened, failed, &reply);
        let body = json!({"content": text, "allowed_mentions": {"parse": []}});
        if let Err(error) = posts::post(&api, parent, body, Vec::new()).await {
            tracing::warn!("could not post the opened game threads in {parent}: {error}");
        }
    })
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
    let (opened, failed) = open_each(api, service, channel, opening, reply).await;
    games_text(reply.lines.clone(), &opened, failed, reply)
}

/// Opens each thread in turn; returns the links of those opened and how many failed
/// (those are offered again by the next start).
async fn open_each(
    api: &Api,
    service: &Backend,
    channel: u64,
    opening: Opening,
    reply: &Reply,
) -> (Vec<String>, usize) {
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
    (opened, failed)
}

/// `lines`, then the links to the opened threads and how to retry the others, within
/// a message's limit.
fn games_text(mut lines: Vec<Msg>, opened: &[String], failed: usize, reply: &Reply) -> String {
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
    thread: &lyngk_service::api::ThreadToOpen,
) -> anyhow::Result<u64> {
    let created =
        super::event_threads::open_and_attach(api, service, channel, opening, thread).await?;
    let message = outgoing(&thread.reply);
    posts::post(api, created, message.channel_message(), message.uploads()).await?;
    Ok(created)
}
