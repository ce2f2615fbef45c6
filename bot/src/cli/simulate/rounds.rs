//! Formats paired a round at a time (a Swiss, a round robin): each step is a round.
//! Its threads are opened, late entrants join and players may withdraw, then every
//! game is resigned by a random side or moved once by each player and left to the
//! round's deadline, which the background job decides by the clocks (a draw with
//! time on both).

use super::{drawn_and_forfeited, Figures, Run, Step, Summary};
use anyhow::ensure;
use lyngk_bot::service::api::EventOptions;
use rand::Rng;

#[derive(Default)]
pub struct Rounds {
    /// Rounds the event plays.
    rounds: u32,
    /// Players entered before the start.
    first: usize,
    /// The round each late entrant joins in, in their order after the first.
    joins: Vec<u32>,
    /// Players still in, by index.
    active: Vec<usize>,
    /// The round being played (0 before the first).
    round: u32,
}

impl Rounds {
    /// Creates the event with `options` at the setting's pace, enters the `first`
    /// players, draws the round each of the others joins in (they are paired from
    /// the next) and starts it.
    pub fn start(
        run: &mut Run,
        options: EventOptions,
        rounds: u32,
        first: usize,
    ) -> anyhow::Result<Rounds> {
        run.open_event(run.paced(options), first)?;
        // The late entrants' rounds (starting the event draws nothing from `run.rng`).
        let late = run.common.players - first;
        let joins = (0..late)
            .map(|_| run.rng.random_range(1..rounds.max(2)))
            .collect();
        Ok(Rounds {
            rounds,
            first,
            joins,
            active: (0..first).collect(),
            round: 0,
        })
    }

    /// The event's rounds at most.
    pub fn most(&self) -> usize {
        self.rounds as usize
    }

    /// Plays the next round, unless the event is over.
    pub fn play_round(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        if run.finished()? {
            return Ok(Step::Over);
        }
        self.round += 1;
        ensure!(
            self.round <= self.rounds,
            "round {} was never closed",
            self.round
        );
        let games = run.open_threads()?;
        let joining: Vec<usize> = (0..self.joins.len())
            .filter(|&late| self.joins[late] == self.round)
            .map(|late| self.first + late)
            .collect();
        for index in joining {
            run.join(index)?;
            self.active.push(index);
            run.tally.late += 1;
        }
        run.withdraw_some(&mut self.active)?;
        for game in games {
            run.play_game(game)?;
        }
        if !run.finished()? && !run.threads_pending() {
            run.reach_deadline()?;
        }
        Ok(Step::GoesOn)
    }

    /// Players, late entries, withdrawals, rounds and the games' ends, as stored.
    pub fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        let event = run.stored_event()?;
        let (draws, forfeits) = drawn_and_forfeited(&run.pairings(event.id)?);
        Ok(run.summary(
            draws,
            forfeits,
            Figures::Rounds {
                rounds: self.rounds,
                late: run.tally.late,
            },
        ))
    }
}
