//! What moderators and server owners do around the bot's games, as Discord documents it:
//! deleting channels and threads (404, code 10003, from then on; nothing named again is
//! made anew), removing the bot from a server (403, code 50001, on its channels) and
//! adding it back, closing or locking a thread, and private threads, which only their
//! members and those with Manage Threads can see, post in or open again.
//!
//! Each change returns the gateway event Discord sends for it (CHANNEL_DELETE,
//! THREAD_DELETE, GUILD_DELETE without `unavailable`, GUILD_CREATE, THREAD_UPDATE);
//! the harness dispatches it.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use super::{
    archived, error, missing_access, no_content, Answer, Call, Channel, ChannelKind, World,
};
use crate::permission as perm;

/// Discord's epoch (2015-01-01) in milliseconds since 1970: snowflakes count from it.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// The smallest snowflake made at `time`.
pub(super) fn snowflake_at(time: SystemTime) -> u64 {
    let millis = time
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    millis.saturating_sub(DISCORD_EPOCH_MS) << 22
}

/// When a snowflake was made.
pub fn snowflake_time(id: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis((id >> 22) + DISCORD_EPOCH_MS)
}

pub(super) fn time_of(id: u64) -> SystemTime {
    snowflake_time(id)
}

/// An ISO 8601 timestamp as Discord writes them.
pub(super) fn iso(time: SystemTime) -> String {
    chrono::DateTime::<chrono::Utc>::from(time)
        .format("%Y-%m-%dT%H:%M:%S%.6f+00:00")
        .to_string()
}

fn unknown_channel() -> Answer {
    error(404, 10003, "Unknown Channel")
}

impl World {
    /// Discord's refusal of a request that names a deleted channel (10003), a channel of
    /// a server the bot was removed from (50001), or a private thread the bot is not in
    /// and may not manage (50001: it cannot see it). Interaction routes are refused
    /// only when their channel was deleted.
    pub(super) fn refuse_unreachable(&self, call: &Call) -> Option<Answer> {
        let (channel, by_interaction) = match call.parts {
            ["channels", id, ..] => (id.parse().ok()?, false),
            ["interactions", _, token, _] | ["webhooks", _, token, ..] => {
                (self.interactions.get(*token)?.channel, true)
            }
            _ => return None,
        };
        if self.deleted.contains(&channel) {
            return Some(unknown_channel());
        }
        if by_interaction {
            return None;
        }
        let facts = self.channels.get(&channel)?;
        if self.removed_guilds.contains(&facts.guild) || !self.bot_sees(facts) {
            return Some(missing_access());
        }
        None
    }

    /// Whether the bot can see `channel`: any channel it may view, except a private
    /// thread it is not a member of without Manage Threads.
    fn bot_sees(&self, channel: &Channel) -> bool {
        let have = channel.permissions();
        let private_closed = channel.kind == ChannelKind::PrivateThread
            && !channel.bot_member
            && have & perm::MANAGE_THREADS == 0;
        !private_closed
    }

    /// Whether Discord would deliver nothing from `channel` any more: deleted, or in a
    /// server the bot has left.
    pub(super) fn out_of_reach(&self, channel: u64) -> bool {
        self.deleted.contains(&channel)
            || self
                .channels
                .get(&channel)
                .is_some_and(|c| self.removed_guilds.contains(&c.guild))
    }

    /// `PUT /channels/{thread}/thread-members/@me`: the bot joins a thread it can see
    /// that is not archived.
    pub(super) fn join_thread(&mut self, thread: &str) -> Answer {
        let Some(facts) = thread.parse().ok().and_then(|id| self.channels.get(&id)) else {
            return unknown_channel();
        };
        if !facts.kind.is_thread() {
            return error(400, 50024, "Cannot execute action on this channel type");
        }
        if facts.permissions() & perm::VIEW_CHANNEL == 0 {
            return missing_access();
        }
        if facts.archived {
            return archived();
        }
        let id = facts.id;
        self.channel(id).bot_member = true;
        no_content()
    }

    /// Someone else starts a thread of `kind` under `parent` (the bot is not a member);
    /// returns its id.
    pub fn start_thread_by_user(&mut self, parent: u64, kind: ChannelKind) -> u64 {
        let id = self.new_id();
        let now = self.now();
        let parent_facts = self.channel(parent).clone();
        let mut thread = Channel::new(id, kind, now);
        thread.parent = Some(parent);
        thread.guild = parent_facts.guild;
        thread.denied = parent_facts.denied;
        thread.name = format!("thread-{id}");
        self.channels.insert(id, thread);
        id
    }

    /// Whether the bot is a member of `thread`.
    pub fn bot_is_member(&self, thread: u64) -> bool {
        self.channels.get(&thread).is_some_and(|c| c.bot_member)
    }

    /// Moves `channel` to another server.
    pub fn set_guild(&mut self, channel: u64, guild: u64) {
        self.channel(channel).guild = guild;
    }

    /// A moderator deletes a channel or thread: the event Discord sends for it
    /// (THREAD_DELETE with the thread's ids and type, or CHANNEL_DELETE with the whole
    /// channel). A channel's threads go with it, without events of their own.
    pub fn delete_by_moderator(&mut self, id: u64) -> Option<(&'static str, Value)> {
        let facts = self.channels.get(&id)?.clone();
        self.forget_channel(id);
        if facts.kind.is_thread() {
            let event = json!({
                "id": id.to_string(),
                "guild_id": facts.guild.to_string(),
                "parent_id": facts.parent.map(|p| p.to_string()),
                "type": facts.kind as u64,
            });
            return Some(("THREAD_DELETE", event));
        }
        Some(("CHANNEL_DELETE", facts.json()))
    }

    /// The channel (and its threads) are gone for good.
    pub(super) fn forget_channel(&mut self, id: u64) {
        let threads: Vec<u64> = self
            .channels
            .values()
            .filter(|c| c.parent == Some(id))
            .map(|c| c.id)
            .collect();
        for gone in threads.into_iter().chain([id]) {
            self.channels.remove(&gone);
            self.deleted.insert(gone);
        }
    }

    /// The bot is removed from `guild` (kicked or banned): GUILD_DELETE without
    /// `unavailable`, which would mean an outage instead.
    pub fn remove_bot(&mut self, guild: u64) -> Value {
        self.removed_guilds.insert(guild);
        json!({"id": guild.to_string()})
    }

    /// The bot is added to `guild` again: GUILD_CREATE with the server's channels and
    /// its active threads.
    pub fn add_bot(&mut self, guild: u64) -> Value {
        self.removed_guilds.remove(&guild);
        let in_guild = || self.channels.values().filter(move |c| c.guild == guild);
        let channels: Vec<Value> = in_guild()
            .filter(|c| !c.kind.is_thread())
            .map(Channel::json)
            .collect();
        let threads: Vec<Value> = in_guild()
            .filter(|c| c.kind.is_thread() && !c.archived)
            .map(Channel::json)
            .collect();
        guild_json(guild, iso(self.wall_now()), channels, threads)
    }

    /// An owner renames `guild`: the GUILD_UPDATE Discord sends (the guild object,
    /// without the fields only GUILD_CREATE carries).
    pub fn rename_guild(&mut self, guild: u64, name: &str) -> Value {
        guild_fields(guild, name)
    }

    /// List Active Guild Threads: every thread of `guild` that is not archived, the
    /// bot's own and others' (no thread members: the bot asks for none).
    pub fn active_threads(&self, guild: &str) -> Value {
        let threads: Vec<Value> = self
            .channels
            .values()
            .filter(|c| c.guild.to_string() == guild && c.kind.is_thread() && !c.archived)
            .map(Channel::json)
            .collect();
        json!({"threads": threads, "members": []})
    }

    /// A moderator archives (closes) or locks a thread, or opens it again: the
    /// THREAD_UPDATE Discord sends. `archive_timestamp` becomes now, whatever the
    /// thread's last activity.
    pub fn moderate_thread(&mut self, thread: u64, archived: bool, locked: bool) -> Value {
        let now = self.wall_now();
        let channel = self.channel(thread);
        if channel.archived != archived {
            channel.archive_changed = now;
        }
        channel.archived = archived;
        channel.locked = locked;
        channel.json()
    }
}

/// A GUILD_CREATE payload as Discord sends it to a bot (no members or presences
/// without privileged intents).
fn guild_json(guild: u64, joined_at: String, channels: Vec<Value>, threads: Vec<Value>) -> Value {
    let mut server = guild_fields(guild, GUILD_NAME);
    // The fields only GUILD_CREATE carries.
    let extra = json!({
        "joined_at": joined_at,
        "large": false,
        "member_count": 3,
        "voice_states": [],
        "members": [],
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    });
    if let (Some(guild), Some(extra)) = (server.as_object_mut(), extra.as_object()) {
        guild.extend(extra.clone());
    }
    server
}

/// The name every stand-in server has until renamed.
const GUILD_NAME: &str = "LYNGK players";

/// A guild object as Discord sends it to a bot.
fn guild_fields(guild: u64, name: &str) -> Value {
    json!({
        "id": guild.to_string(),
        "name": name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "1000000000000000001",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    })
}
