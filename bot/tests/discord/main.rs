//! The Discord front: configuration, recorded payloads, the registration, responses,
//! answering in time against the loopback stand-in, and the service behind it.

#[path = "../common/mod.rs"]
mod common;
#[path = "../standin/mod.rs"]
mod standin;

mod ai;
mod config;
mod deliver;
mod event_threads;
mod league;
mod payloads;
mod registration;
mod responses;
mod sent;
mod serve;
mod service;
