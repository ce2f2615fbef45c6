//! The command line: one subcommand per job, each in its own module.

mod bench;
mod play;
mod rules;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "lyngk",
    version,
    about = "LYNGK: a Discord bot and rules engine"
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the legal turns of LPN positions (argument, or one per line on stdin).
    Moves(rules::MovesArgs),
    /// Count turn sequences to a depth (RULES §10).
    Perft(rules::PerftArgs),
    /// Play random games and report speed, length and results.
    Selfplay(rules::SelfplayArgs),
    /// Play LYNGK in the terminal with the bot's game service (script on stdin or typed).
    Play(play::PlayArgs),
    /// Benchmark the game service: many games in parallel on a database on disk.
    Bench(bench::BenchArgs),
}

impl Cli {
    pub fn run(self) -> anyhow::Result<()> {
        match self.command {
            Command::Moves(args) => rules::moves(args),
            Command::Perft(args) => rules::perft(args),
            Command::Selfplay(args) => rules::selfplay(args),
            Command::Play(args) => play::play(args),
            Command::Bench(args) => bench::bench(args),
        }
    }
}
