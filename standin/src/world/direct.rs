//! Direct messages and each user's policy. Opening a DM channel always succeeds; a
//! message to a user who shares no server with the bot, turned off DMs from server
//! members or blocked the bot is refused with 403 / 50007 "Cannot send messages to
//! this user" (Discord's documented error). Users who accept DMs share
//! [`crate::DM_CHANNEL`]; each one who does not gets a channel of their own.

use super::{error, Answer, World};

/// Where the DM channels of users with closed DMs start.
const CLOSED_DM_CHANNELS: u64 = 1_271_000_000_000_000_000;

impl World {
    /// `user` no longer accepts direct messages from the bot.
    pub fn close_direct_messages(&mut self, user: u64) {
        self.closed_dms.insert(user);
    }

    /// `user` accepts direct messages from the bot again.
    pub fn open_direct_messages(&mut self, user: u64) {
        self.closed_dms.remove(&user);
    }

    /// The DM channel Discord opens with `user`.
    pub fn direct_channel_of(&self, user: u64) -> u64 {
        if self.closed_dms.contains(&user) {
            CLOSED_DM_CHANNELS + user % 1_000_000_000
        } else {
            crate::DM_CHANNEL
        }
    }

    /// Discord's refusal of a message to `channel` when it is the DM channel of a user
    /// whose DMs are closed.
    pub(super) fn refused_direct_message(&self, channel: u64) -> Option<Answer> {
        let refused = self
            .closed_dms
            .iter()
            .any(|user| self.direct_channel_of(*user) == channel);
        refused.then(|| error(403, 50007, "Cannot send messages to this user"))
    }
}
