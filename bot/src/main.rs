//! `lyngk`: the LYNGK Discord bot and its command line.

mod cli;
// Pure domain logic for issue #5; unused until the game service wires it in.
#[allow(dead_code)]
mod correspondence;
#[allow(dead_code)]
mod service;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::Cli::parse().run()
}
