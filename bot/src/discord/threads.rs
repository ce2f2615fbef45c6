//! Game threads, by channel type, and the permissions a game needs.
//!
//! Discord's rules (channel resource documentation): in a text channel a thread can be
//! started without a message (public type 11); in an announcement channel such a thread
//! is an announcement thread (type 10); in forum and media channels a thread is a post
//! and needs its first message; threads cannot hold threads, and voice channels' chat
//! has none. Threads archive after a week without activity; [`super::keep_open`] opens
//! a live game's thread again.

use reqwest::Method;
use serde_json::{json, Value};
use serenity::all as serenity;
use serenity::{ChannelType, Permissions};

use super::api::{Api, ApiError, Call};
use super::error::UserError;

/// A media channel's type, which serenity does not name.
const MEDIA: u8 = 16;
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
        use ChannelType as C;
        let thread = |kind: ChannelType| Ok(Opening::Thread(u8::from(kind).into()));
        match kind {
            C::Text => thread(C::PublicThread),
            C::News => thread(C::NewsThread),
            C::Forum | C::Unknown(MEDIA) => Ok(Opening::Post),
            C::NewsThread | C::PublicThread | C::PrivateThread => Err(UserError::ThreadInThread),
            C::Voice | C::Stage => Err(UserError::NoThreadsHere("discord-place-voice-chat")),
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
    let send = match kind {
        Some(ChannelType::NewsThread | ChannelType::PublicThread | ChannelType::PrivateThread) => {
            Permissions::SEND_MESSAGES_IN_THREADS
        }
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
            body["applied_tags"] = json!(super::forum_tags::for_post(api, parent).await?);
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

/// Archives a thread, or opens it again.
pub async fn set_archived(api: &Api, thread: u64, archived: bool) -> Result<Value, ApiError> {
    let body = json!({"archived": archived});
    let call = Call::new(Method::PATCH, format!("/channels/{thread}"), Some(body));
    api.send("change a thread", &call, None).await
}
