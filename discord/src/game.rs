//! `/lyngk challenge thread:true`: the game opens in a thread (or forum post) of its
//! own, named for its players.

use std::sync::atomic::AtomicBool;

use serde_json::json;
use serenity::all::CommandInteraction;

use super::api::Api;
use super::backend::Backend;
use super::deliver::{self, Target};
use super::error::{user_message, UserError};
use super::forum_tags;
use super::posts;
use super::respond::outgoing;
use super::threads::{self, Opening};
use super::{translate, Data, Error};
use lyngk_i18n::{Msg, Style};
use lyngk_service::api::{Command, Request};

/// Discord's limit on a channel (thread) name.
const THREAD_NAME_LIMIT: usize = lyngk_discord_limits::THREAD_NAME;

/// Opens a thread (or a forum post) and proposes the game there. The challenger's answer
/// is private, a pointer to the thread or why there is none, so no public message is
/// left to clean up whatever fails.
pub async fn challenge_in_thread(
    data: &Data,
    interaction: &CommandInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    // Refuse what cannot work before creating anything.
    let request = translate::request_from(interaction)?;
    let opening = threads::opening_in(interaction)?;
    let api = &data.api;
    // Creating the thread is a round trip to Discord: defer so the 3 s cannot lapse.
    deliver::defer(api, target, responded, true).await?;
    let parent = interaction.channel_id.get();
    let text = match open_game_thread(api, &data.service, parent, opening, request).await {
        Ok(thread) => Msg::new("discord-game-on")
            .channel("thread", thread)
            .format(target.locale, Style::Discord),
        Err(error) => user_message(&error, target.locale),
    };
    let body = json!({"content": text, "allowed_mentions": {"parse": []}});
    target.edit_original(api, body, Vec::new()).await?;
    Ok(())
}

/// Opens the thread, proposes the game in it and posts the challenge there. Whatever
/// fails leaves no empty thread and no challenge stored for one.
async fn open_game_thread(
    api: &Api,
    service: &Backend,
    parent: u64,
    opening: Opening,
    mut request: Request,
) -> Result<u64, Error> {
    let name = thread_name(&request);
    let thread = match threads::open(api, parent, opening, &name, &name).await {
        Ok(thread) => thread,
        Err(error) if error.code() == forum_tags::TAG_REQUIRED => {
            return Err(UserError::ForumNeedsTag.into());
        }
        Err(error) => {
            tracing::warn!("could not create a thread in {parent}: {error}");
            return Err(UserError::NoThread.into());
        }
    };
    request.place.channel = thread;
    let withdrawal = Request {
        command: Command::Decline,
        interaction: None,
        ..request.clone()
    };
    let reply = match service.handle(request).await {
        Ok(reply) if !reply.ephemeral => reply,
        Ok(refusal) => {
            threads::discard(api, thread).await;
            return Err(UserError::Refused(Box::new(refusal)).into());
        }
        Err(error) => {
            threads::discard(api, thread).await;
            return Err(error);
        }
    };
    let message = outgoing(&reply);
    if let Err(error) = posts::post(api, thread, message.channel_message(), message.uploads()).await
    {
        // Nobody could see or answer the challenge: withdraw it.
        if let Err(e) = service.handle(withdrawal).await {
            tracing::error!("could not withdraw the challenge in thread {thread}: {e:#}");
        }
        threads::discard(api, thread).await;
        return Err(error.into());
    }
    Ok(thread)
}

/// "LYNGK: Alice vs Bob", "LYNGK: Alice vs the AI, level 3" or "LYNGK: Alice (open
/// seat)", in the server's language as Discord knows it (the thread opens before the
/// service answers).
pub fn thread_name(request: &Request) -> String {
    let msg = match &request.command {
        Command::Challenge {
            opponent: Some(opponent),
            ..
        } => Msg::new("discord-thread-name")
            .text("first", request.actor.name.as_str())
            .text("second", opponent.name.as_str()),
        Command::ChallengeAi { level, .. } => Msg::new("discord-thread-name-ai")
            .text("player", request.actor.name.as_str())
            .number("level", *level),
        _ => Msg::new("discord-thread-name-open").text("player", request.actor.name.as_str()),
    };
    let locale = request.server_locale.unwrap_or(request.locale);
    let name = msg.format(locale, Style::Plain);
    name.chars().take(THREAD_NAME_LIMIT).collect()
}
