//! Every integration test of lyngk-rules in one binary, a module per file: one link
//! instead of eleven, and the files' tests run beside each other.

#[path = "common/mod.rs"]
mod common;

#[path = "board.rs"]
mod board;
#[path = "effect.rs"]
mod effect;
#[path = "ending.rs"]
mod ending;
#[path = "lyngk.rs"]
mod lyngk;
#[path = "moves.rs"]
mod moves;
#[path = "msrv.rs"]
mod msrv;
#[path = "notation.rs"]
mod notation;
#[path = "perft.rs"]
mod perft;
#[path = "properties.rs"]
mod properties;
#[path = "record.rs"]
mod record;
#[path = "setup.rs"]
mod setup;
