//! Every integration test of lyngk-render in one binary, a module per file: one link
//! instead of ten, and the files' tests run beside each other. `replay_memory` stays a
//! binary of its own: it counts the allocations of its whole process.

#[path = "fixtures/mod.rs"]
mod fixtures;

#[path = "bidi.rs"]
mod bidi;
#[path = "colour_blind.rs"]
mod colour_blind;
#[path = "content.rs"]
mod content;
#[path = "describe.rs"]
mod describe;
#[path = "endings.rs"]
mod endings;
#[path = "golden.rs"]
mod golden;
#[path = "ladder.rs"]
mod ladder;
#[path = "replay.rs"]
mod replay;
#[path = "table.rs"]
mod table;
#[path = "words.rs"]
mod words;
