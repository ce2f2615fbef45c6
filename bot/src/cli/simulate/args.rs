//! The options of `lyngk event simulate`: those every format takes and each format's
//! own, which the format's file checks ([`super::SimulatedFormat::check`]).

use clap::{Args, ValueEnum};
use lyngk_bot::i18n::Locale;
use std::path::PathBuf;

/// The formats `simulate` runs.
#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Swiss,
    Knockout,
    /// A season of random challenges on a ladder.
    Ladder,
    /// Seasons of divisions, a Swiss or a round robin in each, with promotion and
    /// relegation.
    Divisions,
    /// Everyone meets everyone, a round at a time or every game at once (`--pace`).
    RoundRobin,
}

/// How a round robin's games open (the `pace` of `/lyngk-admin event create`).
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaceArg {
    /// A round at a time, each with a deadline.
    RoundByRound,
    /// Every game at the start, each in its own thread (a league): the games'
    /// clocks are the only deadlines.
    AllAtOnce,
}

/// How often a round robin's pairings meet.
#[derive(Clone, Copy, ValueEnum)]
pub enum Legs {
    Single,
    /// Every pairing twice, the seats swapped.
    Double,
}

#[derive(Args)]
pub struct SimulateArgs {
    #[arg(long, value_enum, default_value = "swiss")]
    pub format: Format,
    /// Players in all, late entrants included.
    #[arg(long)]
    pub players: usize,
    /// Rounds (default: ceil(log2 players) + 1, fewer than the players at the start).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// Seed of the random results, entries and withdrawals (and the boards).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Share of games drawn (left to the round's deadline with time on both clocks; in
    /// a round robin with every game at once, played to a drawn end).
    #[arg(long, default_value_t = 0.1)]
    pub draws: f64,
    /// Chance that a player still in withdraws before each round.
    #[arg(long, default_value_t = 0.0)]
    pub withdrawals: f64,
    /// Share of the players who enter after the start, in a random later round.
    #[arg(long, default_value_t = 0.0)]
    pub late: f64,
    /// Where to write the event as a FIDE tournament report.
    #[arg(long)]
    pub trf: Option<PathBuf>,
    /// Knockout only: games a match, 1, 3, 5 or 7.
    #[arg(long, default_value_t = 1)]
    pub best_of: u32,
    /// Ladders: how many days the season lasts.
    #[arg(long, default_value_t = 60)]
    pub days: u32,
    /// Round robins, and divisions that play them: every pairing once or twice.
    #[arg(long, value_enum)]
    pub legs: Option<Legs>,
    /// Round robins: a round at a time (the default) or every game at once.
    #[arg(long, value_enum)]
    pub pace: Option<PaceArg>,
    /// Divisions: how many seasons to run, with the pauses between them.
    #[arg(long, default_value_t = 2)]
    pub seasons: u32,
    /// Divisions: players a division holds at most.
    #[arg(long, default_value_t = 6)]
    pub division_size: u32,
    /// Divisions: players moving up and down at a season's end.
    #[arg(long, default_value_t = 1)]
    pub movers: u32,
    /// Divisions: days between a season's end and the next one.
    #[arg(long, default_value_t = 7)]
    pub pause_days: u32,
    /// Divisions: what each division plays.
    #[arg(long, value_enum, default_value = "swiss")]
    pub division_format: DivisionFormat,
    /// Days a round lasts before its deadline (the `round_days` of `event create`;
    /// default 7). Not for ladders or a round robin with every game at once.
    #[arg(long)]
    pub round_days: Option<u32>,
    /// Days each player has for a move (the `days_per_move` of `event create`;
    /// default 7, a ladder's 3).
    #[arg(long)]
    pub days_per_move: Option<u32>,
    /// The language the bot speaks in the standings: en, de, fr, it, nl, es, pl or hu.
    #[arg(long, default_value = "en")]
    pub locale: Locale,
    /// Print the report as JSON (the standings' text, the summary's counts by name,
    /// the seconds taken, the TRF) instead of text: for scripts and tests.
    #[arg(long)]
    pub json: bool,
}

/// What each division of a divisions event plays.
#[derive(Clone, Copy, ValueEnum)]
pub enum DivisionFormat {
    Swiss,
    /// Everyone in the division meets everyone once, or twice with `--legs double`.
    RoundRobin,
}
