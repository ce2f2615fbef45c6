//! The game service on real SQLite files, one module per area: every command and its
//! error paths, clocks, leagues, ratings, languages, storage, backups and the AI.

#[path = "../common/mod.rs"]
mod common;

mod ai_play;
mod backup;
mod backup_safety;
mod bad_input;
mod clocks;
mod clocks_in_events;
mod clocks_off_hours;
mod commands;
mod event_names;
mod events;
mod events_divisions;
mod events_divisions_round_robin;
mod events_formats;
mod events_knockout;
mod events_ladder;
mod events_round_robin;
mod events_round_robin_trf;
mod job_lease;
mod languages;
mod leagues;
mod leagues_as_events;
mod leagues_migrated;
mod locales;
mod outbox;
mod picker;
mod places;
mod premoves;
mod ratings;
mod records;
mod replay;
mod replies;
mod storage;
mod thread_claims;
mod user_reports;
mod web_links;
mod web_visibility;
