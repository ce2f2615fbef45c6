//! The game service: typed requests in, typed replies out, no Discord.

pub mod api;
