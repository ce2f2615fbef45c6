//! What a server's moderators do to the bot's messages behind its back.

use super::World;

impl World {
    /// A moderator deletes message `id`: updating it answers 10008 Unknown Message from
    /// now on (a button press on it still arrives, with the message Discord had cached).
    pub fn delete_message(&mut self, id: u64) -> bool {
        self.messages.remove(&id).is_some()
    }
}
