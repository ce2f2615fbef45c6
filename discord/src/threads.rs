//! Game threads, by channel type, and the permissions a game needs.
//!
//! Discord's rules (channel resource documentation): in a text channel a thread can be
//! started without a message (public type 11); in an announcement channel such a thread
//! is an announcement thread (type 10); in forum and media channels a thread is a post
//! and needs its first message; threads cannot hold threads, and voice channels' chat
//! has none. Threads archive after a week without activity; [`super::keep_open`] opens
//! a live game's thread again, unless a moderator closed it ([`archive_of`]). The bot
//! joins a thread it did not make before a game starts there ([`join_before_playing`]).

use reqwest::Method;
use serde_json::{json, Value};
use serenity::all as serenity;
use serenity::{ChannelType, Permissions};

use super::api::{Api, ApiError, Call};
use super::error::UserError;
use lyngk_service::places::{Closing, MISSING_ACCESS};

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

/// The newest active thread named `name` under `parent`: one an earlier attempt made
/// before it could record it (a stop, a cut connection).
pub async fn find_made(api: &Api, parent: u64, name: &str) -> Result<Option<u64>, ApiError> {
    let channel = Call::new(Method::GET, format!("/channels/{parent}"), None);
    let channel = api.send("read a channel", &channel, None).await?;
    let Some(guild) = channel["guild_id"].as_str() else {
        return Ok(None);
    };
    let path = format!("/guilds/{guild}/threads/active");
    let active = api
        .send(
            "list active threads",
            &Call::new(Method::GET, path, None),
            None,
        )
        .await?;
    let parent = parent.to_string();
    let made = active["threads"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|thread| thread["parent_id"] == parent.as_str() && thread["name"] == name)
        .filter_map(|thread| thread["id"].as_str()?.parse::<u64>().ok())
        .max();
    Ok(made)
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

/// Discord's epoch (2015-01-01) in milliseconds since 1970: snowflakes count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
/// Discord archives idle threads in passes, never early: an archive this close to the
/// inactivity deadline (clock skew) still counts as Discord's own.
const ARCHIVE_SLACK: i64 = 60;

/// When a snowflake (an id) was made, in unix seconds.
pub fn snowflake_seconds(id: u64) -> i64 {
    (((id >> 22) + DISCORD_EPOCH_MS) / 1000) as i64
}

/// What an archived thread says about who closed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Archive {
    /// Discord's own archive after `auto_archive_duration` without activity: the bot
    /// opens the thread again.
    Inactivity,
    /// A moderator (or the thread's owner) closed or locked it: it stays closed.
    Closed(Closing),
}

/// Tells Discord's inactivity archive from a moderator's, from the thread as Discord
/// shows it (a THREAD_UPDATE or `GET /channels/{id}`). The event does not say who
/// archived a thread, so the rule reads its times: Discord archives an idle thread
/// once `auto_archive_duration` minutes have passed since its last message (or its
/// creation), so its `archive_timestamp` is at or after that deadline; a moderator
/// closes it before. A locked thread was always closed by a moderator (only members
/// with Manage Threads may lock or open it). `None` when the thread is not archived.
pub fn archive_of(thread: &Value) -> Option<Archive> {
    let meta = &thread["thread_metadata"];
    if meta["archived"] != true {
        return None;
    }
    let id = snowflake_of(&thread["id"])?;
    let parent = snowflake_of(&thread["parent_id"]);
    let since = meta["archive_timestamp"]
        .as_str()
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .map(|t| t.timestamp());
    let locked = meta["locked"] == true;
    if locked {
        return Some(Archive::Closed(Closing { locked, parent }));
    }
    // Without a time to read, assume Discord's own archive, as before this rule.
    let Some(since) = since else {
        return Some(Archive::Inactivity);
    };
    let created = snowflake_seconds(id);
    let last_message = snowflake_of(&thread["last_message_id"]).map_or(created, snowflake_seconds);
    let idle_minutes = meta["auto_archive_duration"]
        .as_i64()
        .unwrap_or(ONE_WEEK as i64);
    let deadline = created.max(last_message) + idle_minutes * 60;
    if since + ARCHIVE_SLACK >= deadline {
        Some(Archive::Inactivity)
    } else {
        Some(Archive::Closed(Closing { locked, parent }))
    }
}

fn snowflake_of(value: &Value) -> Option<u64> {
    value.as_str()?.parse().ok()
}

/// Joins a thread the bot did not make before a game is played there, so that it may
/// post reminders and the AI's turns in it (a private thread needs it). A private
/// thread the bot may not join (neither a member nor Manage Threads) is refused with
/// what to do; any other failure is only logged, as the game can still be answered.
pub async fn join_before_playing(
    api: &Api,
    interaction: &serenity::CommandInteraction,
) -> Result<(), UserError> {
    let kind = interaction.channel.as_ref().map(|c| c.kind);
    if !matches!(
        kind,
        Some(ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
    ) {
        return Ok(());
    }
    let thread = interaction.channel_id.get();
    let path = format!("/channels/{thread}/thread-members/@me");
    let call = Call::new(Method::PUT, path, None);
    let deadline = std::time::Instant::now() + JOIN_DEADLINE;
    match api.send("join a thread", &call, Some(deadline)).await {
        Ok(_) => Ok(()),
        Err(error) if error.code() == MISSING_ACCESS => {
            tracing::info!("may not join the private thread {thread}: {error}");
            Err(UserError::PrivateThread)
        }
        Err(error) => {
            tracing::warn!("could not join the thread {thread}: {error}");
            Ok(())
        }
    }
}

/// Joining must leave time to answer within Discord's 3 s.
const JOIN_DEADLINE: std::time::Duration = std::time::Duration::from_millis(700);

#[cfg(test)]
mod tests {
    use super::*;

    /// A snowflake made at `seconds` (unix time).
    fn snowflake(seconds: i64) -> String {
        ((seconds as u64 * 1000 - DISCORD_EPOCH_MS) << 22).to_string()
    }

    fn iso(seconds: i64) -> String {
        chrono::DateTime::from_timestamp(seconds, 0)
            .unwrap()
            .to_rfc3339()
    }

    const CREATED: i64 = 1_764_000_000;
    const HOUR: i64 = 3600;

    /// A thread made at CREATED, last message at `last`, archived at `archived` after
    /// `idle` minutes without activity.
    fn thread(last: Option<i64>, idle: i64, archived: i64, locked: bool) -> Value {
        json!({
            "id": snowflake(CREATED),
            "parent_id": "42",
            "type": 11,
            "last_message_id": last.map(snowflake),
            "thread_metadata": {
                "archived": true,
                "auto_archive_duration": idle,
                "archive_timestamp": iso(archived),
                "locked": locked,
            },
        })
    }

    #[test]
    fn an_archive_at_the_inactivity_deadline_is_discords_own() {
        let last = CREATED + 5 * HOUR;
        let due = last + 24 * HOUR;
        assert_eq!(
            archive_of(&thread(Some(last), 1440, due, false)),
            Some(Archive::Inactivity)
        );
        assert_eq!(
            archive_of(&thread(Some(last), 1440, due + 3 * HOUR, false)),
            Some(Archive::Inactivity),
            "Discord archives late, never early"
        );
        assert_eq!(
            archive_of(&thread(None, 60, CREATED + HOUR, false)),
            Some(Archive::Inactivity),
            "no message yet: idle since its creation"
        );
    }

    #[test]
    fn an_archive_before_the_deadline_or_a_lock_is_a_moderators() {
        let last = CREATED + 5 * HOUR;
        let early = last + 2 * HOUR;
        let closed = Closing {
            locked: false,
            parent: Some(42),
        };
        assert_eq!(
            archive_of(&thread(Some(last), 1440, early, false)),
            Some(Archive::Closed(closed))
        );
        let late = last + 48 * HOUR;
        assert_eq!(
            archive_of(&thread(Some(last), 1440, late, true)),
            Some(Archive::Closed(Closing {
                locked: true,
                parent: Some(42),
            })),
            "locked: a moderator's, whenever it happened"
        );
    }

    #[test]
    fn an_open_thread_has_no_archive() {
        let mut open = thread(None, 60, CREATED, false);
        open["thread_metadata"]["archived"] = json!(false);
        assert_eq!(archive_of(&open), None);
    }
}
