//! A round robin a round at a time ([`Rounds`]): its rounds follow from its players,
//! who all enter before the start. The options' checks are shared with the round
//! robin that opens every game at once ([`super::League`]).

use super::args::{Legs, PaceArg};
use super::rounds::Rounds;
use super::{Common, Run, SimulateArgs, SimulatedFormat, Step, Summary};
use anyhow::ensure;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::correspondence::league::RoundRobin as RoundRobinLegs;
use lyngk_bot::correspondence::round_robin::rounds_for;
use lyngk_bot::service::api::EventOptions;

pub struct RoundRobin {
    legs: RoundRobinLegs,
    play: Rounds,
}

/// The legs a round robin of either pace plays, once its options are checked.
pub fn check(args: &SimulateArgs) -> anyhow::Result<RoundRobinLegs> {
    ensure!(
        args.rounds.is_none() && args.late == 0.0 && args.best_of == 1,
        "--rounds, --late and --best-of are for other formats: a round robin's rounds follow from its players"
    );
    let legs = match args.legs {
        Some(Legs::Double) => RoundRobinLegs::Double,
        Some(Legs::Single) | None => RoundRobinLegs::Single,
    };
    let all_at_once = args.pace == Some(PaceArg::AllAtOnce);
    ensure!(
        !all_at_once || args.round_days.is_none(),
        "--round-days: with every game at once there are no rounds, only the clocks (--days-per-move)"
    );
    // Every game at once: as many as the schedule holds, its rounds no event's rounds.
    let most = match all_at_once {
        true => lyngk_bot::correspondence::league::MAX_PLAYERS,
        false => lyngk_bot::correspondence::round_robin::max_players(legs),
    };
    ensure!(
        args.players <= most,
        "--players: a round robin holds at most {most} players"
    );
    Ok(legs)
}

impl SimulatedFormat for RoundRobin {
    const EVENT: &'static str = "Simulated Round Robin";
    const EXPORTS: bool = true;

    fn check(args: &SimulateArgs) -> anyhow::Result<RoundRobin> {
        Ok(RoundRobin {
            legs: check(args)?,
            play: Rounds::default(),
        })
    }

    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let players = run.common.players;
        let options = EventOptions {
            format: Some(EventFormat::RoundRobin),
            legs: Some(self.legs),
            ..EventOptions::default()
        };
        let rounds = rounds_for(players, self.legs);
        self.play = Rounds::start(run, options, rounds, players)?;
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
