//! `lyngk event simulate`: a whole event run through the real game service (the code
//! Discord uses) on a SQLite database in a temporary file, with seeded random results,
//! late entries and withdrawals; prints the standings and writes the TRF. The driver
//! and each format's part are in [`super::simulate`].

use super::simulate::args::{Format, PaceArg, SimulateArgs};
use super::simulate::{self, Divisions, Knockout, Ladder, League, RoundRobin, Swiss};
use clap::{Args, Subcommand};

#[derive(Args)]
pub struct EventArgs {
    #[command(subcommand)]
    command: EventCommand,
}

#[derive(Subcommand)]
enum EventCommand {
    /// Run a whole event with random results and print its standings.
    Simulate(SimulateArgs),
}

pub fn event(args: EventArgs) -> anyhow::Result<()> {
    match args.command {
        EventCommand::Simulate(args) => run_simulation(args),
    }
}

/// Picks the format's simulation once, runs it through the one driver and prints
/// what it produced.
fn run_simulation(args: SimulateArgs) -> anyhow::Result<()> {
    let report = match (args.format, args.pace) {
        (Format::Swiss, _) => simulate::simulate::<Swiss>(&args),
        (Format::Knockout, _) => simulate::simulate::<Knockout>(&args),
        (Format::Ladder, _) => simulate::simulate::<Ladder>(&args),
        (Format::Divisions, _) => simulate::simulate::<Divisions>(&args),
        (Format::RoundRobin, Some(PaceArg::AllAtOnce)) => simulate::simulate::<League>(&args),
        (Format::RoundRobin, _) => simulate::simulate::<RoundRobin>(&args),
    }?;
    if let (Some(path), Some(trf)) = (&args.trf, &report.trf) {
        std::fs::write(path, trf)?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(());
    }
    println!("{}", report.standings);
    println!("{}", report.summary_line(args.locale));
    if let (Some(path), Some(_)) = (&args.trf, &report.trf) {
        println!("wrote {}", path.display());
    }
    Ok(())
}
