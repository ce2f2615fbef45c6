//! End to end: the real `lyngk serve` binary against a local stand-in for Discord (REST
//! API and gateway on 127.0.0.1), driven the way Discord drives it.

mod channel_game;

mod background;
mod bad_input;
mod closed_dms;
mod digest_local_hour;
mod events;
mod events_divisions;
mod events_knockout;
mod events_ladder;
mod events_round_robin;
mod faults;
mod flows;
mod forum_tags;
mod full_game;
mod load;
mod moderation;
mod operations;
mod outbox;
mod panel_game;
mod shards;
mod shutdown;
mod start_up;
mod start_up_database;
mod thread_intents;
mod web;
