//! `lyngk event simulate --format round-robin --pace all-at-once`: a league, every game
//! of the schedule open from the start, each in its own thread, run through the real
//! `GameService` on a fresh SQLite file, its time a clock the simulation moves.
//!
//! A league has no round deadlines: the games' clocks are the only ones, so nothing is
//! left to a deadline. Every game ends as a real league's games end:
//! - a drawn one (the `draws` share) is played to an end the rules call a draw: the
//!   simulation finds such a line of random moves on a copy of the game (the rules
//!   engine) and the players play it, move by move;
//! - a decided one by the loser's resignation or, one in [`TIME_LOSS_ODDS`], by the
//!   loser's clock: both players move, then the loser stops, and once the clock has
//!   run out the service's background job ends the game on time (the server ends games
//!   on time by itself, as `/lyngk-admin server-settings auto_timeout:true` sets).
//!
//! Before each round of the schedule's games each player still in withdraws with the
//! `withdrawals` chance, which forfeits every game they have left.

use super::event_simulate::SimulationReport;
use super::random_play::drawn_line;
use super::simulated_server::{
    actor, draw_withdrawals, organiser, player, Setting, SimulatedServer, DAY,
};
use anyhow::{bail, ensure, Context};
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::correspondence::round_robin::{rounds_for, Pace};
use lyngk_bot::i18n::{Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rusqlite::Connection;
use std::time::Instant;

const LEAGUE: &str = "Simulated League";
/// One decided game in this many ends on time rather than by resignation.
const TIME_LOSS_ODDS: u32 = 4;
/// Random lines tried for a drawn one: about 1 in 250 is, so this never runs out.
const DRAW_TRIES: usize = 100_000;
/// A clock of two increments (a move's days each) has run out well within this many
/// moves' days.
const LONGEST_WAIT_MOVES: u32 = 4;

/// What to simulate.
pub struct LeagueSimulation {
    /// The language and the pace.
    pub setting: Setting,
    pub players: usize,
    /// Every pairing twice, the seats swapped.
    pub double: bool,
    pub seed: u64,
    pub draws: f64,
    pub withdrawals: f64,
}

/// One game of the league: where, its round, and its players (first seat first).
struct LeagueGame {
    place: Place,
    round: u32,
    players: [u64; 2],
}

#[derive(Default)]
struct Tally {
    draws: usize,
    time_losses: usize,
    forfeits: usize,
    withdrawn: usize,
}

struct Run {
    server: SimulatedServer,
    rng: ChaCha8Rng,
    over: bool,
    tally: Tally,
}

pub fn simulate_league(simulation: &LeagueSimulation) -> anyhow::Result<SimulationReport> {
    let started = Instant::now();
    let mut run = Run {
        server: SimulatedServer::open(simulation.seed, simulation.setting)?,
        rng: ChaCha8Rng::seed_from_u64(simulation.seed),
        over: false,
        tally: Tally::default(),
    };
    let games = run.create_and_start(simulation)?;
    run.play_games(&games, simulation)?;
    run.wait_for_the_clocks()?;
    let standings = run.ask(
        &organiser(),
        Command::EventStandings {
            name: LEAGUE.into(),
        },
    )?;
    let export = run.ask(
        &organiser(),
        Command::EventExport {
            name: LEAGUE.into(),
        },
    )?;
    let file = export.files.first().context("the export has no file")?;
    let legs = legs_of(simulation.double);
    let t = &run.tally;
    let figures = Msg::new("simulate-summary-round-robin")
        .number("players", simulation.players)
        .number("withdrew", t.withdrawn)
        .number("rounds", rounds_for(simulation.players, legs))
        .number("games", games.len())
        .number("draws", t.draws)
        .number("time-losses", t.time_losses)
        .number("forfeits", t.forfeits);
    let summary = simulation.setting.summary(figures, started);
    Ok(SimulationReport {
        standings: standings.text_in(Style::Plain),
        summary,
        trf: Some(String::from_utf8(file.bytes.clone())?),
    })
}

fn legs_of(double: bool) -> RoundRobin {
    match double {
        true => RoundRobin::Double,
        false => RoundRobin::Single,
    }
}

impl Run {
    /// Lets the server end games on time, creates the league, enters the players and
    /// starts it; every game of the schedule, its thread opened as a front does.
    fn create_and_start(
        &mut self,
        simulation: &LeagueSimulation,
    ) -> anyhow::Result<Vec<LeagueGame>> {
        let on_time = Command::ServerSettings {
            weekends_off: None,
            auto_timeout: Some(true),
            language: None,
            web: None,
        };
        self.ask(&organiser(), on_time)?;
        let options = EventOptions {
            format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
            legs: Some(legs_of(simulation.double)),
            pace: Some(Pace::AllAtOnce),
            days_per_move: Some(self.server.setting.days_per_move),
            ..EventOptions::default()
        };
        let create = Command::EventCreate {
            name: LEAGUE.into(),
            options,
        };
        self.ask(&organiser(), create)?;
        for index in 0..simulation.players {
            self.ask(
                &player(index),
                Command::EventJoin {
                    name: LEAGUE.into(),
                },
            )?;
        }
        let start = self.ask(
            &organiser(),
            Command::EventStart {
                name: LEAGUE.into(),
            },
        )?;
        let rounds = Connection::open(self.server.db())?;
        let mut games = Vec::new();
        for thread in &start.threads {
            let (place, players) = self.server.open_thread(thread)?;
            let round = rounds.query_row(
                "SELECT round FROM event_pairings WHERE game = ?1",
                [thread.game_id],
                |r| r.get(0),
            )?;
            games.push(LeagueGame {
                place,
                round,
                players,
            });
        }
        Ok(games)
    }

    /// The games round by round of the schedule, withdrawals before each round.
    fn play_games(
        &mut self,
        games: &[LeagueGame],
        simulation: &LeagueSimulation,
    ) -> anyhow::Result<()> {
        let mut active: Vec<usize> = (0..simulation.players).collect();
        let mut round = 0;
        for game in games {
            if game.round != round {
                round = game.round;
                self.withdraw_some(&mut active, simulation.withdrawals)?;
            }
            // A withdrawal forfeited it.
            if !self.server.service.has_live_game(game.place)? {
                continue;
            }
            if self.rng.random_bool(simulation.draws) {
                self.play_a_draw(game)?;
                continue;
            }
            let loser = self.rng.random_range(0..2);
            if self.rng.random_ratio(1, TIME_LOSS_ODDS) {
                self.stop_moving(game, loser)?;
            } else {
                let resign = Command::Resign { confirmed: true };
                self.ask_in(game.place, &actor(game.players[loser]), resign)?;
            }
        }
        Ok(())
    }

    /// Each player still in withdraws with `chance`; two are always kept.
    fn withdraw_some(&mut self, active: &mut Vec<usize>, chance: f64) -> anyhow::Result<()> {
        for index in draw_withdrawals(&mut self.rng, active, chance) {
            let leave = Command::EventLeave {
                name: LEAGUE.into(),
            };
            self.ask(&player(index), leave)?;
            self.tally.withdrawn += 1;
        }
        Ok(())
    }

    /// The players play a line that ends drawn.
    fn play_a_draw(&mut self, game: &LeagueGame) -> anyhow::Result<()> {
        let live = self
            .server
            .service
            .live_game(game.place)?
            .context("the game is live")?;
        let line = drawn_line(&live, DRAW_TRIES, &mut self.rng)
            .context("no drawn line found from the game's start")?;
        for (seat, turn) in line {
            let reply = self
                .server
                .play_turn(game.place, game.players[seat], turn)?;
            self.collect(&reply);
        }
        ensure!(
            !self.server.service.has_live_game(game.place)?,
            "the drawn line did not end the game"
        );
        self.tally.draws += 1;
        Ok(())
    }

    /// Both players move at least once (a game where one never moved is void), then
    /// the seat `loser` is to move and stops: the clock decides.
    fn stop_moving(&mut self, game: &LeagueGame, loser: usize) -> anyhow::Result<()> {
        let mut moves = 0;
        loop {
            let live = self
                .server
                .service
                .live_game(game.place)?
                .context("a game ended in a few moves")?;
            if moves >= 2 && live.position().to_move().index() == loser {
                return Ok(());
            }
            let reply = self
                .server
                .play_random_turn(game.place, game.players, &mut self.rng)?
                .context("a game ended in a few moves")?;
            self.collect(&reply);
            moves += 1;
        }
    }

    /// Lets the days pass, a day at a time, until the background job has ended the
    /// games left to the clocks and with them the league.
    fn wait_for_the_clocks(&mut self) -> anyhow::Result<()> {
        let longest_wait = LONGEST_WAIT_MOVES * self.server.setting.days_per_move.max(1);
        for _ in 0..longest_wait {
            if self.over {
                return Ok(());
            }
            for reply in self.server.pass(DAY)? {
                self.collect(&reply);
            }
        }
        if !self.over {
            bail!("the league did not end within {longest_wait} days of the last move");
        }
        Ok(())
    }

    fn ask(&mut self, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        let reply = self
            .server
            .request(SimulatedServer::channel(), actor, command, true)?;
        self.collect(&reply);
        Ok(reply)
    }

    fn ask_in(&mut self, place: Place, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        let reply = self.server.request(place, actor, command, false)?;
        self.collect(&reply);
        Ok(reply)
    }

    /// Notes what a reply says: the league's end, time losses and forfeits.
    fn collect(&mut self, reply: &Reply) {
        for line in &reply.lines {
            match line.id.as_str() {
                "results-season-over" => self.over = true,
                "clock-ran-out" => self.tally.time_losses += 1,
                "event-forfeit" => self.tally.forfeits += 1,
                _ => {}
            }
        }
    }
}
