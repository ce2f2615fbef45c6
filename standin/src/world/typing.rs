//! `POST /channels/{id}/typing`: Discord shows the bot typing there for 10 seconds, or
//! until it posts. The answer is 204 with no body; it needs the same permissions as a
//! message, and an archived thread is not opened again by it (only a message does
//! that).

use super::{archived, missing_access, missing_permissions, no_content, Answer, World};
use crate::permission as perm;

impl World {
    pub(super) fn trigger_typing(&mut self, channel: &str) -> Answer {
        let Ok(id) = channel.parse::<u64>() else {
            return super::error(404, 10003, "Unknown Channel");
        };
        let facts = self.channel(id).clone();
        let send = if facts.kind.is_thread() {
            perm::SEND_MESSAGES_IN_THREADS
        } else {
            perm::SEND_MESSAGES
        };
        let have = facts.permissions();
        if have & perm::VIEW_CHANNEL == 0 {
            return missing_access();
        }
        if have & send == 0 {
            return missing_permissions();
        }
        if facts.kind.is_thread() && facts.archived {
            return archived();
        }
        no_content()
    }
}
