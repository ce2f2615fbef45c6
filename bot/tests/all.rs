//! Every integration test of the bot in one binary, so that the suites run beside each
//! other (the end-to-end tests mostly wait on child processes and sockets while the
//! service's tests keep the cores busy) and their shared harness is compiled and
//! linked once. Filter by suite: `cargo test -p lyngk-bot --test all e2e::`.

#[path = "common/mod.rs"]
mod common;
#[path = "standin/mod.rs"]
mod standin;

#[path = "discord/main.rs"]
mod discord;
#[path = "e2e/main.rs"]
mod e2e;
#[path = "service/main.rs"]
mod service;
#[path = "terminal/main.rs"]
mod terminal;
