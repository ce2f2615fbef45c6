//! What Discord remembers between requests, and its rules: interactions and their
//! tokens, messages, channels with their types, the bot's permissions in each, and
//! threads that archive and lock. Each route handler answers like Discord does
//! (the facts are from Discord's API documentation and OpenAPI document).

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant, SystemTime};

use serde_json::{json, Value};

use crate::limits::{self, Invalid};
use crate::permission::{self as perm};
use crate::{APP_ID, BOT_ID, GUILD};

mod direct;
mod emojis;
mod forums;
mod interactions;
mod mentions;
mod moderation;
mod moderators;
mod nonces;
mod typing;

pub use interactions::Acted;
pub use moderation::{snowflake_time, DISCORD_EPOCH_MS};
pub use nonces::NONCE_WINDOW;

/// The first id handed out (tests recognise new threads by its prefix).
const FIRST_ID: u64 = 1_330_000_000_000_000_000;

/// Discord's 3 s for the initial response and 15 minutes for the token.
pub const INITIAL_DEADLINE: Duration = Duration::from_secs(3);
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Channel types (Discord's numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChannelKind {
    Text = 0,
    Voice = 2,
    Announcement = 5,
    AnnouncementThread = 10,
    PublicThread = 11,
    PrivateThread = 12,
    Forum = 15,
    Media = 16,
}

impl ChannelKind {
    pub fn is_thread(self) -> bool {
        matches!(
            self,
            ChannelKind::AnnouncementThread
                | ChannelKind::PublicThread
                | ChannelKind::PrivateThread
        )
    }

    fn from_number(n: u64) -> Option<ChannelKind> {
        use ChannelKind::*;
        [
            Text,
            Voice,
            Announcement,
            AnnouncementThread,
            PublicThread,
            PrivateThread,
            Forum,
            Media,
        ]
        .into_iter()
        .find(|k| *k as u64 == n)
    }
}

#[derive(Debug, Clone)]
pub struct Channel {
    pub id: u64,
    pub kind: ChannelKind,
    pub parent: Option<u64>,
    pub name: String,
    /// Permission bits taken from the bot in this channel.
    pub denied: u64,
    pub archived: bool,
    pub locked: bool,
    pub auto_archive_minutes: u64,
    pub last_activity: Instant,
    /// The server the channel belongs to.
    pub guild: u64,
    /// The bot is a member of this thread (it made it, or joined it).
    pub bot_member: bool,
    /// When the thread was last archived or unarchived (Discord's `archive_timestamp`).
    pub archive_changed: SystemTime,
    /// The newest message in the channel (Discord's `last_message_id`).
    pub last_message: Option<u64>,
}

impl Channel {
    fn new(id: u64, kind: ChannelKind, now: Instant) -> Channel {
        Channel {
            id,
            kind,
            parent: None,
            name: format!("games-{id}"),
            denied: 0,
            archived: false,
            locked: false,
            auto_archive_minutes: 10_080,
            last_activity: now,
            guild: GUILD,
            bot_member: false,
            archive_changed: moderation::time_of(id),
            last_message: None,
        }
    }

    pub fn permissions(&self) -> u64 {
        perm::DEFAULT & !self.denied
    }

    pub fn json(&self) -> Value {
        let mut channel = json!({
            "id": self.id.to_string(),
            "type": self.kind as u64,
            "guild_id": self.guild.to_string(),
            "name": self.name,
            "flags": 0,
            "last_message_id": self.last_message.map(|m| m.to_string()),
            "rate_limit_per_user": 0,
            "permissions": self.permissions().to_string(),
        });
        if let Some(parent) = self.parent {
            channel["parent_id"] = json!(parent.to_string());
        }
        if self.kind.is_thread() {
            channel["owner_id"] = json!(BOT_ID.to_string());
            channel["message_count"] = json!(0);
            channel["member_count"] = json!(1);
            channel["total_message_sent"] = json!(0);
            channel["thread_metadata"] = json!({
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_minutes,
                "archive_timestamp": moderation::iso(self.archive_changed),
                "locked": self.locked,
                "create_timestamp": moderation::iso(moderation::time_of(self.id))
            });
        }
        channel
    }
}

/// One interaction Discord delivered, and how it was answered so far.
#[derive(Debug, Clone)]
struct InteractionState {
    id: u64,
    /// 2 application command, 3 component, 4 autocomplete.
    kind: u64,
    channel: u64,
    delivered: Instant,
    /// The callback type of the initial response, once there is one.
    initial: Option<u64>,
    /// The message the token's `@original` refers to.
    original: Option<u64>,
    /// The original is a deferred "thinking…" message not yet edited.
    loading: bool,
    /// The message a component sits on.
    component_message: Option<u64>,
    /// Messages sent with this token (followups).
    followups: Vec<u64>,
    /// The modal this interaction opened (callback 9), for its submission.
    modal: Option<Value>,
}

#[derive(Debug, Clone)]
pub struct Message {
    pub id: u64,
    pub channel: u64,
    pub ephemeral: bool,
    pub body: Value,
    /// The users its content mentions, as its `allowed_mentions` lets through.
    pub mentions: Vec<u64>,
    /// The users its creation notified (an edit notifies no one).
    pub notified: Vec<u64>,
    /// Sent with IS_COMPONENTS_V2 (which an edit cannot remove).
    pub v2: bool,
    /// The names of its files.
    pub files: Vec<String>,
}

/// An answer: status, extra headers, JSON body (empty for 204).
pub type Answer = (u16, Vec<(&'static str, String)>, Vec<u8>);

pub fn ok(value: Value) -> Answer {
    (200, Vec::new(), value.to_string().into_bytes())
}

pub fn no_content() -> Answer {
    (204, Vec::new(), Vec::new())
}

/// Discord's error shape.
pub fn error(status: u16, code: u64, message: &str) -> Answer {
    let body = json!({"code": code, "message": message});
    (status, Vec::new(), body.to_string().into_bytes())
}

fn invalid(problem: Invalid) -> Answer {
    let body = json!({
        "code": 50035,
        "message": "Invalid Form Body",
        "errors": {problem.field: {"_errors": [{"code": "BASE_TYPE_INVALID", "message": problem.reason}]}},
    });
    (400, Vec::new(), body.to_string().into_bytes())
}

fn unknown_interaction() -> Answer {
    error(404, 10062, "Unknown interaction")
}

fn unknown_message() -> Answer {
    error(404, 10008, "Unknown Message")
}

fn unknown_webhook() -> Answer {
    error(404, 10015, "Unknown Webhook")
}

fn missing_access() -> Answer {
    error(403, 50001, "Missing Access")
}

fn missing_permissions() -> Answer {
    error(403, 50013, "Missing Permissions")
}

fn archived() -> Answer {
    error(400, 50083, "Thread is archived")
}

fn locked() -> Answer {
    error(403, 160005, "Thread is locked")
}

/// A request as the routes see it: JSON payload and file sizes.
pub struct Call<'a> {
    pub method: &'a str,
    pub parts: &'a [&'a str],
    pub payload: &'a Value,
    pub file_sizes: &'a [usize],
}

pub struct World {
    interactions: HashMap<String, InteractionState>,
    messages: HashMap<u64, Message>,
    channels: HashMap<u64, Channel>,
    next_id: u64,
    /// When this Discord started: its dates count from then.
    started: Instant,
    /// Added to the wall clock: tests age tokens and threads without waiting.
    pub offset: Duration,
    /// Thread updates to push on the gateway (THREAD_UPDATE), taken by the harness.
    pub thread_updates: Vec<Value>,
    /// Users who accept no direct message from the bot ([`direct`]).
    closed_dms: std::collections::HashSet<u64>,
    /// Forum and media channels' tag rules ([`forums`]).
    forums: HashMap<u64, forums::Forum>,
    /// Channels and threads deleted: unknown (10003) from then on, never made again.
    deleted: HashSet<u64>,
    /// Servers the bot was removed from: their channels are out of reach (50001).
    removed_guilds: HashSet<u64>,
    /// Enforced message nonces by channel ([`nonces`]).
    nonces: HashMap<(u64, String), nonces::Remembered>,
    /// The application's own emojis ([`emojis`]).
    emojis: Vec<emojis::Emoji>,
}

impl Default for World {
    fn default() -> World {
        World {
            interactions: HashMap::new(),
            messages: HashMap::new(),
            channels: HashMap::new(),
            next_id: FIRST_ID,
            started: Instant::now(),
            offset: Duration::ZERO,
            thread_updates: Vec::new(),
            closed_dms: Default::default(),
            forums: HashMap::new(),
            deleted: HashSet::new(),
            removed_guilds: HashSet::new(),
            nonces: HashMap::new(),
            emojis: Vec::new(),
        }
    }
}

impl World {
    pub fn now(&self) -> Instant {
        Instant::now() + self.offset
    }

    /// Discord's clock as a date (timestamps, snowflakes): it starts at the date of the
    /// first id the stand-in hands out, so ids keep their known prefix whenever the
    /// tests run, and moves with the wall clock and [`World::offset`].
    pub fn wall_now(&self) -> SystemTime {
        moderation::snowflake_time(FIRST_ID) + self.started.elapsed() + self.offset
    }

    /// A new snowflake: it carries the time it was made, like Discord's.
    pub fn new_id(&mut self) -> u64 {
        self.next_id = (self.next_id + 1).max(moderation::snowflake_at(self.wall_now()));
        self.next_id
    }

    /// The channel, created as a plain text channel the first time it is named.
    pub fn channel(&mut self, id: u64) -> &mut Channel {
        let now = self.now();
        self.channels
            .entry(id)
            .or_insert_with(|| Channel::new(id, ChannelKind::Text, now))
    }

    pub fn channel_facts(&self, id: u64) -> Option<Channel> {
        self.channels.get(&id).cloned()
    }

    pub fn set_kind(&mut self, id: u64, kind: ChannelKind) {
        self.channel(id).kind = kind;
    }

    /// The threads made under `parent` (and not deleted), oldest first.
    pub fn threads_of(&self, parent: u64) -> Vec<u64> {
        let mut found: Vec<u64> = self
            .channels
            .values()
            .filter(|c| c.parent == Some(parent) && c.kind.is_thread())
            .map(|c| c.id)
            .collect();
        found.sort_unstable();
        found
    }

    /// The messages in `channel` still there, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<&Message> {
        let mut found: Vec<&Message> = self
            .messages
            .values()
            .filter(|m| m.channel == channel)
            .collect();
        found.sort_by_key(|m| m.id);
        found
    }

    pub fn message(&self, id: u64) -> Option<&Message> {
        self.messages.get(&id)
    }

    /// Discord delivers an interaction: it fills in the channel as Discord knows it and
    /// starts the clock of its token. `None` when Discord would not deliver it at all:
    /// nobody can use application commands in an archived thread.
    pub fn deliver(&mut self, payload: &mut Value) -> Option<()> {
        let channel_id: u64 = payload["channel_id"].as_str()?.parse().ok()?;
        if self.out_of_reach(channel_id) {
            return None;
        }
        let channel = self.channel(channel_id).clone();
        if channel.archived {
            return None;
        }
        payload["channel"]["type"] = json!(channel.kind as u64);
        payload["channel"]["name"] = json!(channel.name);
        if let Some(parent) = channel.parent {
            payload["channel"]["parent_id"] = json!(parent.to_string());
        }
        if channel.kind.is_thread() {
            payload["channel"]["thread_metadata"] = channel.json()["thread_metadata"].clone();
        }
        let permissions = channel.permissions().to_string();
        payload["channel"]["permissions"] = json!(permissions);
        payload["app_permissions"] = json!(permissions);
        let token = payload["token"].as_str()?.to_owned();
        let id = payload["id"].as_str()?.parse().ok()?;
        let component_message = payload["message"]["id"]
            .as_str()
            .and_then(|m| m.parse().ok());
        let delivered = self.now();
        // A redelivery of the same interaction keeps its first clock and state.
        self.interactions
            .entry(token)
            .or_insert_with(|| InteractionState {
                id,
                kind: payload["type"].as_u64().unwrap_or(2),
                channel: channel_id,
                delivered,
                initial: None,
                original: None,
                loading: false,
                component_message,
                followups: Vec::new(),
                modal: None,
            });
        Some(())
    }

    /// Archives the threads that saw no activity for their auto-archive time; returns
    /// the archived ones (Discord sends THREAD_UPDATE for each).
    pub fn archive_idle_threads(&mut self) -> Vec<u64> {
        let (now, wall) = (self.now(), self.wall_now());
        let mut archived = Vec::new();
        for channel in self.channels.values_mut() {
            let idle = Duration::from_secs(channel.auto_archive_minutes * 60);
            if channel.kind.is_thread()
                && !channel.archived
                && now.saturating_duration_since(channel.last_activity) >= idle
            {
                channel.archived = true;
                channel.archive_changed = wall;
                archived.push(channel.id);
                self.thread_updates.push(channel.json());
            }
        }
        archived
    }

    /// Discord's answer to one request on `/api/v10/<parts>`.
    pub fn answer(&mut self, call: &Call) -> Answer {
        if let Some(refusal) = self.refuse_unreachable(call) {
            return refusal;
        }
        match (call.method, call.parts) {
            ("POST", ["interactions", id, token, "callback"]) => self.callback(id, token, call),
            ("POST", ["webhooks", app, token]) => self.followup(app, token, call),
            ("PATCH", ["webhooks", app, token, "messages", which]) => {
                self.edit_webhook_message(app, token, which, call)
            }
            ("DELETE", ["webhooks", app, token, "messages", which]) => {
                self.delete_webhook_message(app, token, which)
            }
            ("POST", ["channels", channel, "messages"]) => self.post_message(channel, call),
            ("PATCH", ["channels", channel, "messages", id]) => {
                self.edit_channel_message(channel, id, call)
            }
            ("POST", ["channels", channel, "threads"]) => self.create_thread(channel, call),
            ("POST", ["channels", channel, "typing"]) => self.trigger_typing(channel),
            // Every channel exists until it is deleted (refused above), like those the
            // other routes name for the first time.
            ("GET", ["channels", channel]) => match channel.parse() {
                Ok(id) => {
                    let json = self.channel(id).json();
                    ok(self.with_forum_rules(json))
                }
                Err(_) => error(404, 10003, "Unknown Channel"),
            },
            ("GET", ["guilds", guild, "threads", "active"]) => ok(self.active_threads(guild)),
            ("PATCH", ["channels", channel]) => self.edit_channel(channel, call),
            ("DELETE", ["channels", channel]) => self.delete_channel(channel),
            ("PUT", ["channels", thread, "thread-members", "@me"]) => self.join_thread(thread),
            ("GET", ["applications", app, "emojis"]) => self.list_emojis(app),
            ("POST", ["applications", app, "emojis"]) => self.create_emoji(app, call),
            _ => error(404, 0, "404: Not Found"),
        }
    }

    fn known_channel(&self, id: &str) -> Option<&Channel> {
        self.channels.get(&id.parse().ok()?)
    }

    fn callback(&mut self, id: &str, token: &str, call: &Call) -> Answer {
        let now = self.now();
        let Some(state) = self.interactions.get(token).cloned() else {
            return unknown_interaction();
        };
        if id.parse() != Ok(state.id) {
            return unknown_interaction();
        }
        if state.initial.is_some() {
            return error(400, 40060, "Interaction has already been acknowledged.");
        }
        if now.saturating_duration_since(state.delivered) > INITIAL_DEADLINE {
            return unknown_interaction();
        }
        let target = self.target_of(&state);
        if let Err(problem) =
            limits::callback_on(state.kind, call.payload, call.file_sizes, &target)
        {
            return invalid(problem);
        }
        let kind = call.payload["type"].as_u64().unwrap_or(0);
        let data = &call.payload["data"];
        let ephemeral = limits::flags(data) & crate::EPHEMERAL != 0;
        let mut state = state;
        match kind {
            4 | 5 => {
                let message = self.store_message(state.channel, ephemeral, data.clone());
                state.original = Some(message);
                state.loading = kind == 5;
            }
            6 => state.original = state.component_message,
            7 => {
                let live = state.component_message;
                let Some(message) = live.filter(|m| self.messages.contains_key(m)) else {
                    return unknown_message();
                };
                self.update_message(message, data);
                state.original = Some(message);
            }
            9 => state.modal = Some(data.clone()),
            _ => {}
        }
        state.initial = Some(kind);
        self.interactions.insert(token.to_owned(), state);
        no_content()
    }

    /// The interaction behind a webhook token, if the token is still valid.
    fn by_token(&self, app: &str, token: &str) -> Result<InteractionState, Answer> {
        let state = self.interactions.get(token).cloned();
        let Some(state) = state.filter(|_| app == APP_ID.to_string()) else {
            return Err(unknown_webhook());
        };
        if self.now().saturating_duration_since(state.delivered) > TOKEN_LIFETIME {
            return Err(error(401, 50027, "Invalid Webhook Token"));
        }
        if state.initial.is_none() {
            return Err(unknown_webhook());
        }
        Ok(state)
    }

    fn followup(&mut self, app: &str, token: &str, call: &Call) -> Answer {
        let mut state = match self.by_token(app, token) {
            Ok(state) => state,
            Err(answer) => return answer,
        };
        if let Err(problem) = limits::followup(call.payload, call.file_sizes) {
            return invalid(problem);
        }
        if let Err(answer) = self.sendable_in(state.channel) {
            return answer;
        }
        // Right after a deferred response the first followup edits the loading message
        // and keeps the deferral's visibility (deprecated, documented behaviour).
        let message = if state.loading {
            let original = state.original.expect("a deferred original");
            self.update_message(original, call.payload);
            state.loading = false;
            original
        } else {
            let ephemeral = limits::flags(call.payload) & crate::EPHEMERAL != 0;
            let id = self.store_message(state.channel, ephemeral, call.payload.clone());
            state.followups.push(id);
            id
        };
        self.interactions.insert(token.to_owned(), state);
        ok(self.message_json(message))
    }

    fn token_message(&self, state: &InteractionState, which: &str) -> Option<u64> {
        let id = if which == "@original" {
            state.original?
        } else {
            let id = which.parse().ok()?;
            state.followups.contains(&id).then_some(id)?
        };
        self.messages.contains_key(&id).then_some(id)
    }

    fn edit_webhook_message(&mut self, app: &str, token: &str, which: &str, call: &Call) -> Answer {
        let mut state = match self.by_token(app, token) {
            Ok(state) => state,
            Err(answer) => return answer,
        };
        let Some(message) = self.token_message(&state, which) else {
            return unknown_message();
        };
        if let Err(problem) = self.check_edit(message, call) {
            return invalid(problem);
        }
        if let Err(answer) = self.editable_in(state.channel) {
            return answer;
        }
        self.update_message(message, call.payload);
        if state.original == Some(message) {
            state.loading = false;
        }
        self.interactions.insert(token.to_owned(), state);
        ok(self.message_json(message))
    }

    fn delete_webhook_message(&mut self, app: &str, token: &str, which: &str) -> Answer {
        let state = match self.by_token(app, token) {
            Ok(state) => state,
            Err(answer) => return answer,
        };
        let Some(message) = self.token_message(&state, which) else {
            return unknown_message();
        };
        self.messages.remove(&message);
        no_content()
    }

    /// Whether a new message may go to `channel`: access, and a thread that is not
    /// locked (sending unarchives it).
    fn sendable_in(&mut self, channel: u64) -> Result<(), Answer> {
        let (now, wall) = (self.now(), self.wall_now());
        let channel = self.channel(channel);
        if channel.permissions() & perm::VIEW_CHANNEL == 0 {
            return Err(missing_access());
        }
        if channel.kind.is_thread() {
            if channel.archived && channel.locked {
                return Err(locked());
            }
            if channel.archived {
                channel.archived = false;
                channel.archive_changed = wall;
            }
        }
        channel.last_activity = now;
        Ok(())
    }

    /// Whether a message in `channel` may be edited: not in an archived thread.
    fn editable_in(&mut self, channel: u64) -> Result<(), Answer> {
        let channel = self.channel(channel);
        if channel.permissions() & perm::VIEW_CHANNEL == 0 {
            return Err(missing_access());
        }
        if channel.archived {
            return Err(archived());
        }
        Ok(())
    }

    fn post_message(&mut self, channel: &str, call: &Call) -> Answer {
        let Ok(channel_id) = channel.parse::<u64>() else {
            return error(404, 10003, "Unknown Channel");
        };
        if let Some(refused) = self.refused_direct_message(channel_id) {
            return refused;
        }
        if channel_id == crate::DM_CHANNEL {
            if let Err(problem) = limits::message(call.payload, call.file_sizes, true) {
                return invalid(problem);
            }
            let id = self.store_message(channel_id, false, call.payload.clone());
            return ok(self.message_json(id));
        }
        let facts = self.channel(channel_id).clone();
        let send = if facts.kind.is_thread() {
            perm::SEND_MESSAGES_IN_THREADS
        } else {
            perm::SEND_MESSAGES
        };
        let have = facts.permissions();
        if have & perm::VIEW_CHANNEL == 0 {
            return missing_access();
        }
        if have & send == 0 || (!call.file_sizes.is_empty() && have & perm::ATTACH_FILES == 0) {
            return missing_permissions();
        }
        if matches!(facts.kind, ChannelKind::Forum | ChannelKind::Media) {
            return error(400, 50024, "Cannot execute action on this channel type");
        }
        if let Err(problem) = limits::message(call.payload, call.file_sizes, true) {
            return invalid(problem);
        }
        if let Err(answer) = self.sendable_in(channel_id) {
            return answer;
        }
        let nonce = nonces::enforced(call.payload);
        if let Some(earlier) = nonce
            .as_deref()
            .and_then(|nonce| self.message_of_nonce(channel_id, nonce))
        {
            return ok(self.message_json(earlier));
        }
        let id = self.store_message(channel_id, false, call.payload.clone());
        if let Some(nonce) = nonce {
            self.remember_nonce(channel_id, nonce, id);
        }
        ok(self.message_json(id))
    }

    fn edit_channel_message(&mut self, channel: &str, id: &str, call: &Call) -> Answer {
        let message = id.parse::<u64>().ok().and_then(|id| self.messages.get(&id));
        let Some(message) = message
            .filter(|m| m.channel.to_string() == channel)
            .cloned()
        else {
            return unknown_message();
        };
        if message.ephemeral {
            return unknown_message();
        }
        if let Err(problem) = self.check_edit(message.id, call) {
            return invalid(problem);
        }
        if let Err(answer) = self.editable_in(message.channel) {
            return answer;
        }
        self.update_message(message.id, call.payload);
        ok(self.message_json(message.id))
    }

    fn create_thread(&mut self, parent: &str, call: &Call) -> Answer {
        let Ok(parent_id) = parent.parse::<u64>() else {
            return error(404, 10003, "Unknown Channel");
        };
        let facts = self.channel(parent_id).clone();
        let have = facts.permissions();
        if have & perm::VIEW_CHANNEL == 0 {
            return missing_access();
        }
        if let Err(problem) = limits::thread(call.payload, call.file_sizes) {
            return invalid(problem);
        }
        let starter = call.payload.get("message");
        let requested = call.payload["type"].as_u64();
        let kind = match facts.kind {
            ChannelKind::Forum | ChannelKind::Media => {
                if starter.is_none() {
                    return invalid(Invalid::new(
                        "message",
                        "a forum or media post needs a first message",
                    ));
                }
                if have & perm::SEND_MESSAGES == 0 {
                    return missing_permissions();
                }
                if let Err(refused) = self.check_applied_tags(parent_id, call.payload) {
                    return refused;
                }
                ChannelKind::PublicThread
            }
            ChannelKind::Text | ChannelKind::Announcement if starter.is_some() => {
                return invalid(Invalid::new(
                    "message",
                    "only forum and media channels take a first message",
                ));
            }
            ChannelKind::Text => {
                // The type defaults to a private thread.
                let kind = match requested {
                    Some(11) => ChannelKind::PublicThread,
                    Some(12) | None => ChannelKind::PrivateThread,
                    Some(_) => {
                        return invalid(Invalid::new(
                            "type",
                            "not a thread type for a text channel",
                        ))
                    }
                };
                let needed = if kind == ChannelKind::PublicThread {
                    perm::CREATE_PUBLIC_THREADS
                } else {
                    perm::CREATE_PRIVATE_THREADS
                };
                if have & needed == 0 {
                    return missing_permissions();
                }
                kind
            }
            ChannelKind::Announcement => {
                if requested != Some(10) {
                    return invalid(Invalid::new(
                        "type",
                        "an announcement channel's threads are announcement threads",
                    ));
                }
                if have & perm::CREATE_PUBLIC_THREADS == 0 {
                    return missing_permissions();
                }
                ChannelKind::AnnouncementThread
            }
            _ => return error(400, 50024, "Cannot execute action on this channel type"),
        };
        let id = self.new_id();
        let now = self.now();
        let mut thread = Channel::new(id, kind, now);
        thread.parent = Some(parent_id);
        thread.guild = facts.guild;
        // Whoever starts a thread is its first member.
        thread.bot_member = true;
        thread.denied = facts.denied;
        thread.name = call.payload["name"].as_str().unwrap_or_default().to_owned();
        if let Some(minutes) = call.payload["auto_archive_duration"].as_u64() {
            thread.auto_archive_minutes = minutes;
        }
        let mut answer = thread.json();
        self.channels.insert(id, thread);
        if let Some(starter) = starter {
            let message = self.store_message(id, false, starter.clone());
            answer["message"] = self.message_json(message);
        }
        ok(answer)
    }

    fn edit_channel(&mut self, id: &str, call: &Call) -> Answer {
        let Some(facts) = self.known_channel(id).cloned() else {
            return error(404, 10003, "Unknown Channel");
        };
        if let Err(problem) = limits::channel_edit(call.payload) {
            return invalid(problem);
        }
        let manage = facts.permissions() & perm::MANAGE_THREADS != 0;
        if !facts.kind.is_thread() {
            return missing_permissions();
        }
        if facts.locked && !manage {
            return locked();
        }
        let (now, wall) = (self.now(), self.wall_now());
        let channel = self.channel(facts.id);
        if let Some(archived) = call.payload["archived"].as_bool() {
            if channel.archived != archived {
                channel.archive_changed = wall;
            }
            channel.archived = archived;
        } else if facts.archived {
            // Only unarchiving is allowed on an archived thread.
            return archived();
        }
        if let Some(minutes) = call.payload["auto_archive_duration"].as_u64() {
            channel.auto_archive_minutes = minutes;
        }
        channel.last_activity = now;
        ok(channel.json())
    }

    fn delete_channel(&mut self, id: &str) -> Answer {
        let Some(facts) = self.known_channel(id).cloned() else {
            return error(404, 10003, "Unknown Channel");
        };
        if facts.permissions() & perm::MANAGE_THREADS == 0 {
            return missing_permissions();
        }
        self.forget_channel(facts.id);
        ok(facts.json())
    }

    fn store_message(&mut self, channel: u64, ephemeral: bool, body: Value) -> u64 {
        let id = self.new_id();
        let mentions = mentions::mentioned(&body);
        if let Some(known) = self.channels.get_mut(&channel).filter(|_| !ephemeral) {
            known.last_message = Some(id);
        }
        let v2 = limits::flags(&body) & crate::IS_COMPONENTS_V2 != 0;
        let files = interactions::file_names(&body);
        self.messages.insert(
            id,
            Message {
                id,
                channel,
                ephemeral,
                body,
                notified: mentions.clone(),
                mentions,
                v2,
                files,
            },
        );
        id
    }

    /// An edit replaces the fields it names.
    fn update_message(&mut self, id: u64, edit: &Value) {
        if let (Some(message), Some(fields)) = (self.messages.get_mut(&id), edit.as_object()) {
            for (field, value) in fields {
                if field != "flags" {
                    message.body[field] = value.clone();
                }
            }
            message.v2 |= limits::flags(edit) & crate::IS_COMPONENTS_V2 != 0;
            if fields.contains_key("attachments") {
                message.files = interactions::file_names(edit);
            }
            message.mentions = mentions::mentioned(&message.body);
        }
    }

    pub fn message_json(&self, id: u64) -> Value {
        let message = &self.messages[&id];
        let mut flags = if message.ephemeral {
            crate::EPHEMERAL
        } else {
            0
        };
        if message.v2 {
            flags |= crate::IS_COMPONENTS_V2;
        }
        json!({
            "id": id.to_string(),
            "channel_id": message.channel.to_string(),
            "guild_id": self.channels.get(&message.channel).map_or(GUILD, |c| c.guild).to_string(),
            "author": bot_user(),
            "content": message.body.get("content").cloned().unwrap_or(json!("")),
            "timestamp": "2024-11-20T10:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": message.mentions.iter().map(|id| mentions::mention_json(*id)).collect::<Vec<_>>(),
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": message.body.get("components").cloned().unwrap_or(json!([])),
            "pinned": false,
            "type": 0,
            "flags": flags,
            "application_id": APP_ID.to_string(),
            "webhook_id": APP_ID.to_string(),
        })
    }

    /// The message an interaction's `@original` is, once it has one.
    pub fn original_of(&self, token: &str) -> Option<u64> {
        self.interactions.get(token)?.original
    }

    /// Whether the message `id` (as Discord shows it) is visible only to its user.
    pub fn is_ephemeral(&self, id: u64) -> Option<bool> {
        self.messages.get(&id).map(|m| m.ephemeral)
    }

    /// Parses a channel type number from a test.
    pub fn kind(n: u64) -> Option<ChannelKind> {
        ChannelKind::from_number(n)
    }
}

/// The bot's own user, as Discord returns it (`GET /users/@me`, authors of its messages).
pub fn bot_user() -> Value {
    json!({
        "id": BOT_ID.to_string(),
        "username": "LYNGK",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "public_flags": 0,
    })
}
