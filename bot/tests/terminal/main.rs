//! The `lyngk` binary run as a user would: `lyngk play` (the terminal front), the
//! rules, render, engine and match subcommands, and the repository's own promises.

mod background_job;
mod cli;
mod cli_replay;
mod clock_settings;
mod divisions_simulate;
mod engine;
mod events_round_robin;
mod events_simulate;
mod example;
mod leagues;
mod matches;
mod organiser_locales;
mod picker;
mod play;
mod play_locales;
mod records;
mod repository;
mod sessions;
mod simulate_cli;
mod simulate_driver;
mod simulate_setting;
mod typed_lines;
