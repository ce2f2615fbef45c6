//! The LYNGK AI at the terminal's table: `challenge ai:3` starts a game against it
//! (read like every command, see [`super::parse`]), and its turns are played at once,
//! right after the line that made them due.

use super::Terminal;
use std::io::Write;

/// The name the AI's user id comes from (one id for every level, as on Discord).
const AI_USER_NAME: &str = "LYNGK AI";

/// The user id the AI plays under in the terminal.
pub fn ai_user() -> u64 {
    super::user_id(AI_USER_NAME)
}

impl Terminal {
    /// Plays every AI turn due in `channel` (one, or more when the player's only turn
    /// is a forced pass), printing each like a player's.
    pub(super) fn play_ai_turns(
        &mut self,
        channel: u64,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        // Known by name for every later line that mentions the AI (a resignation).
        self.names.insert(ai_user(), AI_USER_NAME.to_string());
        while let Some(reply) = self
            .service
            .play_ai_turn_counted(Terminal::place(channel))?
        {
            self.print_reply(&reply, out)?;
        }
        Ok(())
    }
}
