//! `lyngk`: the LYNGK Discord bot and its command line.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::Cli::parse().run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {}", cli::message(&error));
            ExitCode::FAILURE
        }
    }
}
