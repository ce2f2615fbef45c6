//! The Discord front: configuration, recorded payloads, the registration, responses,
//! answering in time against the loopback stand-in, and the service behind it.

mod ai;
mod buckets;
mod closed_dms;
mod config;
mod deliver;
mod event_threads;
mod late;
mod league;
mod ops;
mod payloads;
mod registration;
mod responses;
mod sent;
mod serve;
mod service;
