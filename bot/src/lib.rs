//! The LYNGK bot's library: the transport-free game service, its SQLite store and the
//! terminal front. The `lyngk` binary and the tests build on it.

pub mod service;
pub mod store;
pub mod terminal;
