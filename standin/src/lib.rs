//! A strict local stand-in for Discord: the REST API and the gateway on 127.0.0.1, for the
//! end-to-end tests and `lyngk bench --discord`.
//!
//! It enforces what Discord documents and the bot could get wrong: one initial response
//! per interaction within 3 s, tokens valid 15 minutes, unknown messages, request bodies
//! within Discord's limits ([`limits`]), channel types with their thread rules, per-channel
//! permissions, archived and locked threads, rate limits with `retry-after`, planned
//! faults (5xx bursts, 429, dropped connections), and what moderators do: deleted
//! channels and threads, the bot removed from a server, private threads and thread
//! membership, threads closed or locked (`world/moderation.rs`). Errors come in Discord's JSON shape
//! `{"code": …, "message": …}`. With `LYNGK_STANDIN_RECORD` set, every request is appended
//! to that file as one JSON line ([`record`]); [`openapi`] checks such a record against
//! Discord's OpenAPI document.

pub mod buckets;
pub mod chaos;
pub mod components;
pub mod events;
pub mod failure;
pub mod gateway;
pub mod invalid;
pub mod limits;
pub mod openapi;
pub mod record;
pub mod rest;
pub mod world;

pub use events::Interaction;
pub use gateway::Gateway;
pub use rest::{Failure, Part, Rest, Seen};
pub use world::ChannelKind;

/// The ids of the bot's application and user, the test guild and a default channel.
pub const APP_ID: u64 = 1_300_000_000_000_000_001;
pub const BOT_ID: u64 = 1_300_000_000_000_000_001;
pub const GUILD: u64 = 1_250_000_000_000_000_000;
pub const CHANNEL: u64 = 1_260_000_000_000_000_000;
/// The direct-message channel the REST stand-in opens for any recipient.
pub const DM_CHANNEL: u64 = 1_270_000_000_000_000_042;

/// Interaction response (callback) types and the ephemeral flag.
pub const CHANNEL_MESSAGE: u64 = 4;
pub const DEFERRED_MESSAGE: u64 = 5;
pub const DEFERRED_UPDATE: u64 = 6;
pub const UPDATE_MESSAGE: u64 = 7;
pub const MODAL: u64 = 9;
pub const AUTOCOMPLETE_RESULT: u64 = 8;
pub const EPHEMERAL: u64 = 64;
/// The message flag of the V2 layout.
pub const IS_COMPONENTS_V2: u64 = components::IS_COMPONENTS_V2;

/// Permission bits the stand-in checks (Discord's bit positions).
pub mod permission {
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// What the bot holds in a channel unless a test takes something away: a member's
    /// usual set (no Manage Threads).
    pub const DEFAULT: u64 = 2_248_473_465_835_073;
}
