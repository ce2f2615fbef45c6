//! Seasons of divisions, a season a step. Each division plays its Swiss or round
//! robin; a decided game ends by a random side's resignation, a drawn one is moved
//! once by each player and left to its round's deadline, which the background job
//! calls a draw. Before each batch of games and in each pause a player may leave. The
//! pause is passed on the clock, and the background job opens the next season by
//! itself, as on Discord.

use super::args::{DivisionFormat, Legs};
use super::server::DAY;
use super::{
    drawn_and_forfeited, Common, Figures, Run, SimulateArgs, SimulatedFormat, Step, Summary,
};
use anyhow::{ensure, Context};
use lyngk_bot::correspondence::divisions::DivisionPlay;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::service::api::EventOptions;
use lyngk_bot::store::seasons;

pub struct Divisions {
    /// Seasons to run.
    seasons: u32,
    /// Each division's Swiss rounds; `None`: from its size.
    rounds: Option<u32>,
    division_size: u32,
    movers: u32,
    pause_days: u32,
    /// What each division plays.
    play: DivisionPlay,
    /// A round robin division's legs (`None`: single).
    legs: Option<RoundRobin>,
    /// Players still in, by index.
    active: Vec<usize>,
    /// Each season's standings per division and who moved, as `/lyngk event
    /// standings` shows them at the season's end.
    standings: Vec<String>,
}

impl SimulatedFormat for Divisions {
    const EVENT: &'static str = "Simulated Divisions";

    fn check(args: &SimulateArgs) -> anyhow::Result<Divisions> {
        ensure!(
            args.trf.is_none() && args.late == 0.0 && args.best_of == 1,
            "--late, --trf and --best-of are for other formats; divisions take --seasons, \
             --division-size, --movers, --pause-days and --rounds (each division's)"
        );
        ensure!(args.seasons >= 1, "--seasons: at least 1");
        let play = match args.division_format {
            DivisionFormat::Swiss => DivisionPlay::Swiss,
            DivisionFormat::RoundRobin => DivisionPlay::RoundRobin,
        };
        ensure!(
            play == DivisionPlay::Swiss || args.rounds.is_none(),
            "--rounds: a round robin division's rounds follow from its players"
        );
        ensure!(
            play == DivisionPlay::RoundRobin || args.legs.is_none(),
            "--legs: Swiss divisions have no legs; add --division-format round-robin"
        );
        Ok(Divisions {
            seasons: args.seasons,
            rounds: args.rounds,
            division_size: args.division_size,
            movers: args.movers,
            pause_days: args.pause_days,
            play,
            legs: args.legs.map(|legs| match legs {
                Legs::Single => RoundRobin::Single,
                Legs::Double => RoundRobin::Double,
            }),
            active: (0..args.players).collect(),
            standings: Vec::new(),
        })
    }

    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let options = run.paced(EventOptions {
            format: Some(EventFormat::Divisions),
            division_size: Some(self.division_size),
            movers: Some(self.movers),
            pause_days: Some(self.pause_days),
            rounds: self.rounds,
            division_format: Some(self.play),
            legs: self.legs,
            ..EventOptions::default()
        });
        run.open_event(options, run.common.players)
    }

    fn most_steps(&self, _: &Common) -> usize {
        self.seasons as usize
    }

    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        self.play_season(run)?;
        let standings = run.standings()?;
        self.standings.push(standings);
        if self.standings.len() == self.seasons as usize {
            return Ok(Step::Over);
        }
        self.withdraw_some(run)?;
        run.pass(i64::from(self.pause_days) * DAY)?;
        // Too few players left to go on.
        if run.finished()? {
            return Ok(Step::Over);
        }
        Ok(Step::GoesOn)
    }

    /// Each season's, a blank line between.
    fn standings(&mut self, _: &mut Run) -> anyhow::Result<String> {
        let seasons: Vec<String> = self.standings.iter().map(|s| format!("{s}\n")).collect();
        Ok(seasons.join("\n"))
    }

    fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        let event = run.stored_event()?;
        let conn = run.server.read()?;
        let (mut draws, mut forfeits) = (0, 0);
        for season in 1..=self.standings.len() as u32 {
            for division in seasons::divisions(&conn, event.id, season)? {
                let (drawn, forfeited) = drawn_and_forfeited(&run.pairings(division)?);
                draws += drawn;
                forfeits += forfeited;
            }
        }
        Ok(run.summary(
            draws,
            forfeits,
            Figures::Divisions {
                seasons: self.standings.len(),
            },
        ))
    }
}

impl Divisions {
    /// Plays the season's rounds, in every division, until the season ends.
    fn play_season(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let number = self.standings.len() as u32 + 1;
        while !season_over(run, number)? {
            let games = run.open_threads()?;
            if games.is_empty() {
                // Only games left to the deadline: the job ends them.
                run.reach_deadline()?;
                continue;
            }
            self.withdraw_some(run)?;
            for game in games {
                run.play_game(game)?;
            }
        }
        Ok(())
    }

    /// Each player still in leaves with the chance given; two are always kept.
    fn withdraw_some(&mut self, run: &mut Run) -> anyhow::Result<()> {
        if run.common.withdrawals == 0.0 {
            return Ok(());
        }
        run.withdraw_some(&mut self.active)
    }
}

/// Whether season `number` has ended, as stored: every division had finished.
fn season_over(run: &Run, number: u32) -> anyhow::Result<bool> {
    let event = run.stored_event()?;
    let season = seasons::latest_season(&run.server.read()?, event.id)?
        .context("a started divisions event has a season")?;
    Ok(season.number == number && season.ended_at.is_some())
}
