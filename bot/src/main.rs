//! `lyngk`: the LYNGK Discord bot and its command line.

mod cli;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::Cli::parse().run()
}
