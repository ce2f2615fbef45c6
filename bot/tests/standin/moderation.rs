//! What moderators and server owners do, through the stand-in: each change at Discord
//! and the gateway event Discord sends for it.

use serde_json::Value;

use super::{ChannelKind, Discord};

impl Discord {
    /// A moderator deletes a channel or thread (CHANNEL_DELETE or THREAD_DELETE).
    pub fn delete_channel(&self, channel: u64) {
        let event = self.rest.world().delete_by_moderator(channel);
        let (name, data) = event.expect("a channel Discord knows");
        self.gateway.dispatch(name, &data);
    }

    /// The bot is kicked from `guild` (GUILD_DELETE without `unavailable`).
    pub fn remove_bot_from(&self, guild: u64) {
        let data = self.rest.world().remove_bot(guild);
        self.gateway.dispatch("GUILD_DELETE", &data);
    }

    /// `guild` has an outage (GUILD_DELETE with `unavailable`: the bot stays in it).
    pub fn outage_of(&self, guild: u64) {
        let data = serde_json::json!({"id": guild.to_string(), "unavailable": true});
        self.gateway.dispatch("GUILD_DELETE", &data);
    }

    /// The bot is kicked from `guild` while it is not connected: no event reaches it,
    /// and the next READY no longer lists the server.
    pub fn remove_bot_while_away(&self, guild: u64) {
        self.rest.world().remove_bot(guild);
        self.gateway.set_guilds(Vec::new());
    }

    /// The bot is added to `guild` again (GUILD_CREATE; READY lists it again).
    pub fn add_bot_to(&self, guild: u64) {
        let data = self.rest.world().add_bot(guild);
        self.gateway.set_guilds(vec![guild]);
        self.gateway.dispatch("GUILD_CREATE", &data);
    }

    /// The owner renames `guild` (GUILD_UPDATE).
    pub fn rename_server(&self, guild: u64, name: &str) {
        let data = self.rest.world().rename_guild(guild, name);
        self.gateway.dispatch("GUILD_UPDATE", &data);
    }

    /// A moderator archives, locks or opens a thread (THREAD_UPDATE).
    pub fn moderate_thread(&self, thread: u64, archived: bool, locked: bool) -> Value {
        let data = self.rest.world().moderate_thread(thread, archived, locked);
        self.gateway.dispatch("THREAD_UPDATE", &data);
        data
    }

    /// A user starts a thread of `kind` under `parent`; the bot is not in it.
    pub fn thread_by_user(&self, parent: u64, kind: ChannelKind) -> u64 {
        self.rest.world().start_thread_by_user(parent, kind)
    }
}
