//! Game threads, by channel type, and the permissions a game needs.
//!
//! Discord's rules (channel resource documentation): in a text channel a thread can be
//! started without a message (public type 11); in an announcement channel such a thread
//! is an announcement thread (type 10); in forum and media channels a thread is a post
//! and needs its first message; threads cannot hold threads, and voice channels' chat
//! has none. Threads archive after a week without activity, and nobody can use
//! application commands in an archived thread; so the bot opens a live game's thread
//! again as soon as Discord reports it archived (THREAD_UPDATE).

use reqwest::Method;
use serde_json::{json, Value};
use serenity::all as serenity;
use serenity::{ChannelType, GuildChannel, Permissions};

use super::api::{Api, ApiError, Call, Upload};
use super::backend::Backend;
use super::error::UserError;
use super::Data;
use crate::service::api::Place;

/// The longest auto-archive time Discord offers (a week, in minutes).
const ONE_WEEK: u64 = 10_080;

/// How a game gets its own thread in a channel of some type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// A thread without a first message, of this thread type.
    Thread(u64),
    /// A forum or media post, which starts with a message.
    Post,
}

impl Opening {
    /// For a channel of `kind`; a refusal names the kind of place.
    pub fn for_channel(kind: ChannelType) -> Result<Opening, UserError> {
        match u8::from(kind) {
            0 => Ok(Opening::Thread(11)),
            5 => Ok(Opening::Thread(10)),
            15 | 16 => Ok(Opening::Post),
            10..=12 => Err(UserError::ThreadInThread),
            2 | 13 => Err(UserError::NoThreadsHere("discord-place-voice-chat")),
            _ => Err(UserError::NoThreadsHere("discord-place-other")),
        }
    }

    /// What the bot needs in the parent channel to open the thread and play there.
    pub fn needs(self) -> Permissions {
        let open = match self {
            Opening::Thread(_) => Permissions::CREATE_PUBLIC_THREADS,
            Opening::Post => Permissions::SEND_MESSAGES,
        };
        Permissions::VIEW_CHANNEL
            | open
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES
    }
}

/// How a game thread opens in the interaction's channel, once the bot holds what it
/// needs there; else the user is told what is wrong.
pub fn opening_in(interaction: &serenity::CommandInteraction) -> Result<Opening, UserError> {
    let kind = interaction
        .channel
        .as_ref()
        .map_or(ChannelType::Text, |c| c.kind);
    let opening = Opening::for_channel(kind)?;
    check_permissions(interaction.app_permissions, opening.needs())?;
    Ok(opening)
}

/// What the bot needs to play in the channel itself: post reminders with the board.
pub fn needs_in_place(kind: Option<ChannelType>) -> Permissions {
    let send = match kind.map(u8::from) {
        Some(10..=12) => Permissions::SEND_MESSAGES_IN_THREADS,
        _ => Permissions::SEND_MESSAGES,
    };
    Permissions::VIEW_CHANNEL | send | Permissions::EMBED_LINKS | Permissions::ATTACH_FILES
}

/// Refuses when the bot lacks any of `needed` in the interaction's channel, naming
/// what is missing. Discord sends the bot's permissions there with each interaction.
pub fn check_permissions(have: Option<Permissions>, needed: Permissions) -> Result<(), UserError> {
    let Some(have) = have else {
        return Ok(());
    };
    let missing = needed - have;
    if missing.is_empty() {
        return Ok(());
    }
    Err(UserError::MissingPermissions(missing))
}

/// Opens a thread named `name` under `parent`; a post gets `starter` as its message.
pub async fn open(
    api: &Api,
    parent: u64,
    opening: Opening,
    name: &str,
    starter: &str,
) -> Result<u64, ApiError> {
    let mut body = json!({"name": name, "auto_archive_duration": ONE_WEEK});
    match opening {
        Opening::Thread(kind) => body["type"] = json!(kind),
        Opening::Post => {
            body["message"] = json!({"content": starter, "allowed_mentions": {"parse": []}});
        }
    }
    let call = Call::new(
        Method::POST,
        format!("/channels/{parent}/threads"),
        Some(body),
    );
    let thread = api.send("open a thread", &call, None).await?;
    thread["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| ApiError::Transport(format!("no thread id in {thread}")))
}

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

/// Takes an unused thread out of sight: deleted when the bot may, else archived.
pub async fn discard(api: &Api, thread: u64) {
    let delete = Call::new(Method::DELETE, format!("/channels/{thread}"), None);
    if api.send("delete a thread", &delete, None).await.is_ok() {
        return;
    }
    if let Err(error) = set_archived(api, thread, true).await {
        tracing::warn!("could not archive the unused thread {thread}: {error}");
    }
}

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

async fn set_archived(api: &Api, thread: u64, archived: bool) -> Result<Value, ApiError> {
    let body = json!({"archived": archived});
    let call = Call::new(Method::PATCH, format!("/channels/{thread}"), Some(body));
    api.send("change a thread", &call, None).await
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
