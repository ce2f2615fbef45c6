//! The command line: one subcommand per job, each in its own module.

mod bench;
mod bench_discord;
mod bench_reminders;
mod play;
mod render;
mod rules;
mod serve;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "lyngk",
    version,
    about = "LYNGK: a Discord bot and rules engine"
)]
pub struct Cli {
    /// Without a subcommand, `lyngk` runs the bot (`lyngk serve`).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (configured by DISCORD_TOKEN, LYNGK_DB, LYNGK_DEV_GUILD, ...).
    Serve(serve::ServeArgs),
    /// Print the legal turns of LPN positions (argument, or one per line on stdin).
    Moves(rules::MovesArgs),
    /// Count turn sequences to a depth (RULES §10).
    Perft(rules::PerftArgs),
    /// Play random games and report speed, length and results.
    Selfplay(rules::SelfplayArgs),
    /// Draw the board of an LPN position as a PNG.
    Render(render::RenderArgs),
    /// Play LYNGK in the terminal with the bot's game service (script on stdin or typed).
    Play(play::PlayArgs),
    /// Benchmark the game service: many games in parallel on a database on disk.
    Bench(bench::BenchArgs),
    /// Benchmark reminders: many timed games, downtime, a restart, one delivery round.
    BenchReminders(bench_reminders::BenchRemindersArgs),
}

impl Cli {
    pub fn run(self) -> anyhow::Result<()> {
        match self.command {
            None => serve::serve(serve::ServeArgs::default()),
            Some(Command::Serve(args)) => serve::serve(args),
            Some(Command::Moves(args)) => rules::moves(args),
            Some(Command::Perft(args)) => rules::perft(args),
            Some(Command::Selfplay(args)) => rules::selfplay(args),
            Some(Command::Play(args)) => play::play(args),
            Some(Command::Bench(args)) => bench::bench(args),
            Some(Command::Render(args)) => render::render(args),
            Some(Command::BenchReminders(args)) => bench_reminders::bench_reminders(args),
        }
    }
}
