//! `lyngk`: the LYNGK Discord bot and its command line.

mod cli;

// The service lives in the library crate; this keeps `crate::service` paths working
// for the binary's own modules.
#[allow(unused_imports)]
use lyngk_bot::service;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::Cli::parse().run()
}
