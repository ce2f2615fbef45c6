//! A round robin with every game of the schedule open from the start, each in its own
//! thread (a league). It has no round deadlines: the games' clocks are the only ones,
//! so nothing is left to a deadline. Every game ends as a real league's games end:
//! - a drawn one (the share of draws) is played to an end the rules call a draw (a line
//!   of random moves found on a copy of the game, played move by move);
//! - a decided one by the loser's resignation or, one in [`TIME_LOSS_ODDS`], by the
//!   loser's clock: both players move, then the loser stops, and once the clock has
//!   run out the background job ends the game on time (the server ends games on time
//!   by itself, as `/lyngk-admin server-settings auto_timeout:true` sets).
//!
//! A step is one round of the schedule's games, each player still in first
//! withdrawing with the chance given (forfeiting every game they have left); then a
//! day at a time until the clocks have ended the games left to them.

use super::round_robin;
use super::server::DAY;
use super::{
    drawn_and_forfeited, Common, Figures, OpenGame, Run, SimulateArgs, SimulatedFormat, Step,
    Summary,
};
use anyhow::Context;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::correspondence::league::RoundRobin as RoundRobinLegs;
use lyngk_bot::correspondence::round_robin::{rounds_for, Pace};
use lyngk_bot::service::api::{Command, EventOptions};
use rand::Rng;
use std::collections::VecDeque;

/// One decided game in this many ends on time rather than by resignation.
const TIME_LOSS_ODDS: u32 = 4;
/// A clock of two increments (a move's days each) has run out well within this many
/// moves' days.
const LONGEST_WAIT_MOVES: u32 = 4;

pub struct League {
    legs: RoundRobinLegs,
    /// The schedule's games not played yet, a round's games together.
    rounds: VecDeque<Vec<OpenGame>>,
    /// Rounds of the schedule, to bound the steps.
    scheduled: usize,
    /// Players still in, by index.
    active: Vec<usize>,
}

impl SimulatedFormat for League {
    const EVENT: &'static str = "Simulated League";
    const EXPORTS: bool = true;

    fn check(args: &SimulateArgs) -> anyhow::Result<League> {
        Ok(League {
            legs: round_robin::check(args)?,
            rounds: VecDeque::new(),
            scheduled: 0,
            active: Vec::new(),
        })
    }

    /// Lets the server end games on time, creates the league, enters the players and
    /// starts it; every game of the schedule's thread opened as a front does.
    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let on_time = Command::ServerSettings {
            weekends_off: None,
            auto_timeout: Some(true),
            language: None,
            web: None,
        };
        run.ask(&super::server::organiser(), on_time)?;
        // Every game at once: no rounds, so no round days.
        let options = EventOptions {
            format: Some(EventFormat::RoundRobin),
            legs: Some(self.legs),
            pace: Some(Pace::AllAtOnce),
            days_per_move: Some(run.common.setting.days_per_move),
            ..EventOptions::default()
        };
        run.open_event(options, run.common.players)?;
        let event = run.stored_event()?;
        let pairings = run.pairings(event.id)?;
        let mut last_round = None;
        for game in run.open_threads()? {
            let round = pairings
                .iter()
                .find(|p| p.game == Some(game.game))
                .context("a league's game is in its schedule")?
                .round;
            match self.rounds.back_mut() {
                Some(games) if last_round == Some(round) => games.push(game),
                _ => self.rounds.push_back(vec![game]),
            }
            last_round = Some(round);
        }
        self.scheduled = self.rounds.len();
        self.active = (0..run.common.players).collect();
        Ok(())
    }

    fn most_steps(&self, common: &Common) -> usize {
        self.scheduled + (LONGEST_WAIT_MOVES * common.setting.days_per_move.max(1)) as usize
    }

    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        if let Some(games) = self.rounds.pop_front() {
            run.withdraw_some(&mut self.active)?;
            for game in games {
                self.play(run, game)?;
            }
            return Ok(Step::GoesOn);
        }
        // Then a day at a time until the clocks have ended the games left to them.
        if run.finished()? {
            return Ok(Step::Over);
        }
        run.pass(DAY)?;
        Ok(Step::GoesOn)
    }

    fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        let event = run.stored_event()?;
        let (draws, forfeits) = drawn_and_forfeited(&run.pairings(event.id)?);
        Ok(run.summary(
            draws,
            forfeits,
            Figures::League {
                rounds: rounds_for(run.common.players, self.legs),
                time_losses: run.announced("clock-ran-out"),
            },
        ))
    }
}

impl League {
    fn play(&mut self, run: &mut Run, game: OpenGame) -> anyhow::Result<()> {
        // A withdrawal forfeited it.
        if !run.server.service.has_live_game(game.place)? {
            return Ok(());
        }
        if run.rng.random_bool(run.common.draws) {
            return run.play_drawn_line(game);
        }
        let loser = run.rng.random_range(0..2);
        if run.rng.random_ratio(1, TIME_LOSS_ODDS) {
            stop_moving(run, game, loser)
        } else {
            run.resign(game, loser)
        }
    }
}

/// Both players move at least once (a game where one never moved is void), then the
/// seat `loser` is to move and stops: the clock decides.
fn stop_moving(run: &mut Run, game: OpenGame, loser: usize) -> anyhow::Result<()> {
    let mut moves = 0;
    loop {
        let live = run
            .server
            .service
            .live_game(game.place)?
            .context("a game ended in a few moves")?;
        if moves >= 2 && live.position().to_move().index() == loser {
            return Ok(());
        }
        run.random_turn(game)?
            .context("a game ended in a few moves")?;
        moves += 1;
    }
}
