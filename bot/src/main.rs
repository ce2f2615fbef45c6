//! `lyngk`: the LYNGK Discord bot and its command line.

mod cli;
#[allow(dead_code)]
mod service;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::Cli::parse().run()
}
