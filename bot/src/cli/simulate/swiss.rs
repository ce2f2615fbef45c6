//! A Swiss: rounds a round at a time ([`Rounds`]), late entries, and its TRF.

use super::rounds::Rounds;
use super::{Common, Run, SimulateArgs, SimulatedFormat, Step, Summary};
use anyhow::ensure;
use lyngk_bot::service::api::EventOptions;

pub struct Swiss {
    /// `None`: ceil(log2 players) + 1, fewer than the players at the start.
    rounds: Option<u32>,
    /// Share of the players who enter after the start.
    late: f64,
    play: Rounds,
}

impl SimulatedFormat for Swiss {
    const EVENT: &'static str = "Simulated Swiss";
    const EXPORTS: bool = true;

    fn check(args: &SimulateArgs) -> anyhow::Result<Swiss> {
        ensure!(args.best_of == 1, "--best-of is for knockouts");
        ensure!(args.legs.is_none(), "--legs is for round robins");
        Ok(Swiss {
            rounds: args.rounds,
            late: args.late,
            play: Rounds::default(),
        })
    }

    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let players = run.common.players;
        let late = ((players as f64 * self.late).round() as usize).min(players.saturating_sub(2));
        let first = players - late;
        let fitting = (players as f64).log2().ceil() as u32 + 1;
        let rounds = self.rounds.unwrap_or(fitting.min(first as u32 - 1));
        let options = EventOptions {
            rounds: Some(rounds),
            ..EventOptions::default()
        };
        self.play = Rounds::start(run, options, rounds, first)?;
        Ok(())
    }

    fn most_steps(&self, _: &Common) -> usize {
        self.play.most()
    }

    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        self.play.play_round(run)
    }

    fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        self.play.summary(run)
    }
}
