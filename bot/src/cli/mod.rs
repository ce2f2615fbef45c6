//! The command line: one subcommand per job, each in its own module.

mod backup;
mod bench;
#[cfg(feature = "standin")]
mod bench_discord;
mod bench_reminders;
mod bench_web;
mod commands;
mod engine;
mod event;
#[path = "match.rs"]
mod match_games;
mod play;
mod random_play;
mod record;
mod render;
mod rules;
mod seat;
mod serve;
mod simulate;
mod web;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "lyngk",
    version,
    about = "LYNGK: a Discord bot and rules engine",
    disable_help_subcommand = true
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
    /// Copy the database consistently, safe while `serve` runs (SQLite's online backup).
    Backup(backup::BackupArgs),
    /// Print the slash commands as JSON, exactly as `serve` registers them with Discord.
    Commands(commands::CommandsArgs),
    /// Draw the board of an LPN position as a PNG.
    Render(render::RenderArgs),
    /// Play LYNGK in the terminal with the bot's game service (script on stdin or typed).
    Play(play::PlayArgs),
    /// Benchmark the game service: many games in parallel on a database on disk.
    Bench(bench::BenchArgs),
    /// Benchmark reminders: many timed games, downtime, a restart, one delivery round.
    BenchReminders(bench_reminders::BenchRemindersArgs),
    /// Benchmark the web pages: a 1,000-player Swiss's pages under load, and live clients.
    BenchWeb(bench_web::BenchWebArgs),
    /// Print this help, or a subcommand's (`lyngk help play`).
    Help {
        /// The subcommand to explain.
        command: Option<String>,
    },
    /// Run the AI as an engine speaking LEP on stdin/stdout (docs/engine-protocol.md).
    Engine(engine::EngineArgs),
    /// Events: `lyngk event simulate` runs a whole Swiss through the game service.
    Event(event::EventArgs),
    /// Play a match between two players (built-in or LEP engines) and estimate the Elo gap.
    Match(match_games::MatchArgs),
    /// Game records (docs/record.md): `export` a stored game's, `replay` one back.
    Record(record::RecordArgs),
    /// Serve the read-only web pages of a database (`--db FILE --listen ADDR`).
    Web(web::WebArgs),
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
            Some(Command::Backup(args)) => backup::backup(args),
            Some(Command::Commands(args)) => commands::commands(args),
            Some(Command::Render(args)) => render::render(args),
            Some(Command::BenchReminders(args)) => bench_reminders::bench_reminders(args),
            Some(Command::BenchWeb(args)) => bench_web::bench_web(args),
            Some(Command::Help { command }) => help(command.as_deref()),
            Some(Command::Engine(args)) => engine::engine(args),
            Some(Command::Match(args)) => match_games::run(args),
            Some(Command::Event(args)) => event::event(args),
            Some(Command::Record(args)) => record::record(args),
            Some(Command::Web(args)) => web::web(args),
        }
    }
}

/// `lyngk help [command]`: clap's own help text, as `--help` prints it.
fn help(command: Option<&str>) -> anyhow::Result<()> {
    let mut cli = <Cli as clap::CommandFactory>::command();
    let mut shown = match command {
        None => cli,
        Some(name) => cli
            .find_subcommand_mut(name)
            .ok_or_else(|| anyhow::anyhow!("no subcommand '{name}': try lyngk help"))?
            .clone()
            .bin_name(format!("lyngk {name}")),
    };
    shown.print_help()?;
    Ok(())
}

/// An error and its causes on one line, each said once: a cause whose text the
/// message already holds (`bad position: <cause>`) is not repeated.
pub fn message(error: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in error.chain() {
        let cause = cause.to_string();
        if !text.contains(&cause) {
            if !text.is_empty() {
                text.push_str(": ");
            }
            text.push_str(&cause);
        }
    }
    text
}

/// Logs to stderr, filtered by `RUST_LOG` (default: info for this crate, warn for others).
pub(crate) fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,lyngk=info,lyngk_bot=info"));
    // Colours only on a terminal: a service manager's log file gets plain text.
    let colours = std::io::IsTerminal::is_terminal(&std::io::stderr());
    // A second init (tests, embedding) is harmless: keep the first subscriber.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(colours)
        .try_init();
}
