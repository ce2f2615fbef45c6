//! The LYNGK bot's library: the transport-free game service, its SQLite store, the
//! Discord front and the terminal front. The `lyngk` binary (its command line) and the
//! tests build on it.

pub mod command_spec;
pub mod config;
pub mod correspondence;
pub mod discord;
pub mod i18n;
pub mod names;
pub mod ops;
pub mod service;
pub mod store;
pub mod terminal;
