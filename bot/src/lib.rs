//! The LYNGK bot's library: the transport-free game service, its SQLite store, the
//! Discord front and the command line. The `lyngk` binary and the tests build on it.

pub mod cli;
pub mod config;
pub mod discord;
pub mod service;
pub mod store;
