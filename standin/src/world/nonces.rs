//! A message's `nonce` with `enforce_nonce`: Discord checks it for uniqueness over the
//! past few minutes, and a second message from the same author with the same nonce
//! returns the first one instead of creating another. This is what makes posting a
//! message safe to repeat after a connection cut.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::World;

/// How long Discord remembers a nonce ("the past few minutes"; the stand-in takes the
/// short end, so a client that counts on longer is caught).
pub const NONCE_WINDOW: Duration = Duration::from_secs(3 * 60);

/// A remembered nonce: the message it created, and when.
#[derive(Debug, Clone, Copy)]
pub struct Remembered {
    pub message: u64,
    pub at: Instant,
}

/// The nonce a create-message body asks Discord to enforce, if any.
pub fn enforced(body: &Value) -> Option<String> {
    if body["enforce_nonce"] != Value::Bool(true) {
        return None;
    }
    match &body["nonce"] {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

impl World {
    /// The message an enforced nonce already created in `channel`, while remembered.
    pub(super) fn message_of_nonce(&self, channel: u64, nonce: &str) -> Option<u64> {
        let remembered = self.nonces.get(&(channel, nonce.to_owned()))?;
        (self.now().duration_since(remembered.at) < NONCE_WINDOW).then_some(remembered.message)
    }

    pub(super) fn remember_nonce(&mut self, channel: u64, nonce: String, message: u64) {
        let at = self.now();
        self.nonces
            .insert((channel, nonce), Remembered { message, at });
    }
}
