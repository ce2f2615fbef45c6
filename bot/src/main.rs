//! `lyngk`: the LYNGK Discord bot and its command line.

use clap::Parser;
use lyngk_bot::cli::Cli;

fn main() -> anyhow::Result<()> {
    Cli::parse().run()
}
