//! `lyngk event simulate`: a whole event run through the real game service (the code
//! Discord uses) on a SQLite database in a temporary file, with seeded random results,
//! late entries and withdrawals; prints the standings and writes the TRF.

use super::divisions_simulate::{simulate_divisions, DivisionsSimulation};
use super::event_knockout::{simulate_knockout, KnockoutSimulation};
use super::event_simulate::{simulate, Paired, Simulation};
use super::ladder_simulate::DAYS_PER_MOVE as LADDER_DAYS_PER_MOVE;
use super::ladder_simulate::{simulate_ladder, LadderSimulation};
use super::league_simulate::{simulate_league, LeagueSimulation};
use super::simulated_server::Setting;
use clap::{Args, Subcommand, ValueEnum};
use lyngk_bot::correspondence::divisions::DivisionPlay;
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::i18n::Locale;
use std::path::PathBuf;

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

/// The formats `simulate` runs.
#[derive(Clone, Copy, ValueEnum)]
enum Format {
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
enum PaceArg {
    /// A round at a time, each with a deadline.
    RoundByRound,
    /// Every game at the start, each in its own thread (a league): the games'
    /// clocks are the only deadlines.
    AllAtOnce,
}

/// How often a round robin's pairings meet.
#[derive(Clone, Copy, ValueEnum)]
enum Legs {
    Single,
    /// Every pairing twice, the seats swapped.
    Double,
}

#[derive(Args)]
struct SimulateArgs {
    #[arg(long, value_enum, default_value = "swiss")]
    format: Format,
    /// Players in all, late entrants included.
    #[arg(long)]
    players: usize,
    /// Rounds (default: ceil(log2 players) + 1, fewer than the players at the start).
    #[arg(long)]
    rounds: Option<u32>,
    /// Seed of the random results, entries and withdrawals (and the boards).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Share of games drawn (left to the round's deadline with time on both clocks; in
    /// a round robin with every game at once, played to a drawn end).
    #[arg(long, default_value_t = 0.1)]
    draws: f64,
    /// Chance that a player still in withdraws before each round.
    #[arg(long, default_value_t = 0.0)]
    withdrawals: f64,
    /// Share of the players who enter after the start, in a random later round.
    #[arg(long, default_value_t = 0.0)]
    late: f64,
    /// Where to write the event as a FIDE tournament report.
    #[arg(long)]
    trf: Option<PathBuf>,
    /// Knockout only: games a match, 1, 3, 5 or 7.
    #[arg(long, default_value_t = 1)]
    best_of: u32,
    /// Ladders: how many days the season lasts.
    #[arg(long, default_value_t = 60)]
    days: u32,
    /// Round robins, and divisions that play them: every pairing once or twice.
    #[arg(long, value_enum)]
    legs: Option<Legs>,
    /// Round robins: a round at a time (the default) or every game at once.
    #[arg(long, value_enum)]
    pace: Option<PaceArg>,
    /// Divisions: how many seasons to run, with the pauses between them.
    #[arg(long, default_value_t = 2)]
    seasons: u32,
    /// Divisions: players a division holds at most.
    #[arg(long, default_value_t = 6)]
    division_size: u32,
    /// Divisions: players moving up and down at a season's end.
    #[arg(long, default_value_t = 1)]
    movers: u32,
    /// Divisions: days between a season's end and the next one.
    #[arg(long, default_value_t = 7)]
    pause_days: u32,
    /// Divisions: what each division plays.
    #[arg(long, value_enum, default_value = "swiss")]
    division_format: DivisionFormat,
    /// Days a round lasts before its deadline (the `round_days` of `event create`;
    /// default 7). Not for ladders or a round robin with every game at once.
    #[arg(long)]
    round_days: Option<u32>,
    /// Days each player has for a move (the `days_per_move` of `event create`;
    /// default 7, a ladder's 3).
    #[arg(long)]
    days_per_move: Option<u32>,
    /// The language the bot speaks in the standings: en, de, fr, it, nl, es, pl or hu.
    #[arg(long, default_value = "en")]
    locale: Locale,
}

impl SimulateArgs {
    /// The language and pace asked for, each format's own defaults otherwise.
    fn setting(&self, days_per_move: u32) -> Setting {
        Setting {
            locale: self.locale,
            round_days: self.round_days.unwrap_or(Setting::WEEKLY.round_days),
            days_per_move: self.days_per_move.unwrap_or(days_per_move),
        }
    }
}

/// What each division of a divisions event plays.
#[derive(Clone, Copy, ValueEnum)]
enum DivisionFormat {
    Swiss,
    /// Everyone in the division meets everyone once, or twice with `--legs double`.
    RoundRobin,
}

pub fn event(args: EventArgs) -> anyhow::Result<()> {
    match args.command {
        EventCommand::Simulate(args) => run_simulation(args),
    }
}

fn run_simulation(args: SimulateArgs) -> anyhow::Result<()> {
    for (name, share) in [
        ("draws", args.draws),
        ("withdrawals", args.withdrawals),
        ("late", args.late),
    ] {
        anyhow::ensure!(
            (0.0..=1.0).contains(&share),
            "--{name} is a share from 0 to 1"
        );
    }
    anyhow::ensure!(args.players >= 2, "--players: an event needs at least 2");
    anyhow::ensure!(
        args.pace.is_none() || matches!(args.format, Format::RoundRobin),
        "--pace is for round robins"
    );
    match args.format {
        Format::Knockout => return run_knockout(&args),
        Format::Ladder => return run_ladder(&args),
        Format::RoundRobin => return run_round_robin(&args),
        Format::Divisions => return run_divisions(&args),
        Format::Swiss => {}
    }
    anyhow::ensure!(args.best_of == 1, "--best-of is for knockouts");
    anyhow::ensure!(args.legs.is_none(), "--legs is for round robins");
    let simulation = Simulation {
        setting: args.setting(Setting::WEEKLY.days_per_move),
        format: Paired::Swiss,
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        draws: args.draws,
        withdrawals: args.withdrawals,
        late: args.late,
    };
    let outcome = simulate(&simulation)?;
    println!("{}", outcome.standings);
    println!("{}", outcome.summary);
    if let (Some(path), Some(trf)) = (args.trf, outcome.trf) {
        std::fs::write(&path, trf)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

/// A round robin: its rounds follow from the players, who all enter before the start.
fn run_round_robin(args: &SimulateArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.rounds.is_none() && args.late == 0.0 && args.best_of == 1,
        "--rounds, --late and --best-of are for other formats: a round robin's rounds follow from its players"
    );
    let double = matches!(args.legs, Some(Legs::Double));
    let legs = match double {
        true => RoundRobin::Double,
        false => RoundRobin::Single,
    };
    let all_at_once = args.pace == Some(PaceArg::AllAtOnce);
    anyhow::ensure!(
        !all_at_once || args.round_days.is_none(),
        "--round-days: with every game at once there are no rounds, only the clocks (--days-per-move)"
    );
    let setting = args.setting(Setting::WEEKLY.days_per_move);
    // Every game at once: as many as the schedule holds, its rounds no event's rounds.
    let most = match all_at_once {
        true => lyngk_bot::correspondence::league::MAX_PLAYERS,
        false => lyngk_bot::correspondence::round_robin::max_players(legs),
    };
    anyhow::ensure!(
        args.players <= most,
        "--players: a round robin holds at most {most} players"
    );
    let outcome = match all_at_once {
        true => simulate_league(&LeagueSimulation {
            setting,
            players: args.players,
            double,
            seed: args.seed,
            draws: args.draws,
            withdrawals: args.withdrawals,
        })?,
        false => simulate(&Simulation {
            setting,
            format: Paired::RoundRobin { double },
            players: args.players,
            rounds: None,
            seed: args.seed,
            draws: args.draws,
            withdrawals: args.withdrawals,
            late: 0.0,
        })?,
    };
    println!("{}", outcome.standings);
    println!("{}", outcome.summary);
    if let (Some(path), Some(trf)) = (&args.trf, outcome.trf) {
        std::fs::write(path, trf)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

/// A ladder season: the final ladder and what happened. `--draws` is the share of
/// games played out by random moves (the others end by resignation); `--withdrawals`
/// the chance a player leaves on a given day.
fn run_ladder(args: &SimulateArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.rounds.is_none() && args.trf.is_none() && args.late == 0.0 && args.best_of == 1,
        "--rounds, --late, --trf and --best-of are for other formats; a ladder takes --days"
    );
    anyhow::ensure!(
        args.round_days.is_none(),
        "--round-days: a ladder has no rounds; a challenge is answered within --days-per-move"
    );
    let simulation = LadderSimulation {
        setting: args.setting(LADDER_DAYS_PER_MOVE),
        players: args.players,
        days: args.days,
        seed: args.seed,
        draws: args.draws,
        withdrawals: args.withdrawals,
    };
    let outcome = simulate_ladder(&simulation)?;
    println!("{}", outcome.standings);
    println!("{}", outcome.summary);
    Ok(())
}

/// Seasons of divisions: each season's standings per division and who moved.
fn run_divisions(args: &SimulateArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.trf.is_none() && args.late == 0.0 && args.best_of == 1,
        "--late, --trf and --best-of are for other formats; divisions take --seasons, \
         --division-size, --movers, --pause-days and --rounds (each division's)"
    );
    anyhow::ensure!(args.seasons >= 1, "--seasons: at least 1");
    let play = match args.division_format {
        DivisionFormat::Swiss => DivisionPlay::Swiss,
        DivisionFormat::RoundRobin => DivisionPlay::RoundRobin,
    };
    anyhow::ensure!(
        play == DivisionPlay::Swiss || args.rounds.is_none(),
        "--rounds: a round robin division's rounds follow from its players"
    );
    anyhow::ensure!(
        play == DivisionPlay::RoundRobin || args.legs.is_none(),
        "--legs: Swiss divisions have no legs; add --division-format round-robin"
    );
    let legs = args.legs.map(|legs| match legs {
        Legs::Single => RoundRobin::Single,
        Legs::Double => RoundRobin::Double,
    });
    let simulation = DivisionsSimulation {
        setting: args.setting(Setting::WEEKLY.days_per_move),
        players: args.players,
        seasons: args.seasons,
        rounds: args.rounds,
        seed: args.seed,
        draws: args.draws,
        withdrawals: args.withdrawals,
        division_size: args.division_size,
        movers: args.movers,
        pause_days: args.pause_days,
        play,
        legs,
    };
    let outcome = simulate_divisions(&simulation)?;
    for season in &outcome.seasons {
        println!("{season}\n");
    }
    println!("{}", outcome.summary);
    Ok(())
}

fn run_knockout(args: &SimulateArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.rounds.is_none() && args.late == 0.0 && args.trf.is_none(),
        "--rounds, --late and --trf are for Swiss events: a knockout's rounds follow from its players"
    );
    anyhow::ensure!(
        [1, 3, 5, 7].contains(&args.best_of),
        "--best-of: 1, 3, 5 or 7 games"
    );
    let simulation = KnockoutSimulation {
        setting: args.setting(Setting::WEEKLY.days_per_move),
        players: args.players,
        best_of: args.best_of,
        seed: args.seed,
        draws: args.draws,
        withdrawals: args.withdrawals,
    };
    let outcome = simulate_knockout(&simulation)?;
    println!("{}", outcome.bracket);
    println!("{}", outcome.summary);
    Ok(())
}
