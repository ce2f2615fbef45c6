//! The simulation behind `lyngk event simulate` for the formats paired round by round
//! (Swiss, round robin): every action is a request to the real `GameService` (the
//! same code Discord calls) on a fresh SQLite file, its time a clock the simulation
//! moves. Results are drawn from a seeded ChaCha generator: a decided game ends by the
//! loser's resignation, a drawn one is left to its round's deadline with time on both
//! clocks, which the background job's deadline rule calls a draw.

use super::simulated_server::{
    actor, draw_withdrawals, organiser, player, Setting, SimulatedServer,
};
use anyhow::{ensure, Context};
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::correspondence::round_robin::rounds_for;
use lyngk_bot::i18n::{Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, ThreadToOpen};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

const EVENT: &str = "Simulated Swiss";
const ROUND_ROBIN: &str = "Simulated Round Robin";

/// The formats paired round by round that this simulation runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Paired {
    Swiss,
    /// Every pairing once, or twice with the seats swapped (`double`).
    RoundRobin {
        double: bool,
    },
}

/// What to simulate.
pub struct Simulation {
    /// The language and the pace.
    pub setting: Setting,
    pub format: Paired,
    pub players: usize,
    /// `None`: ceil(log2 players) + 1, fewer than the players at the start.
    pub rounds: Option<u32>,
    pub seed: u64,
    pub draws: f64,
    pub withdrawals: f64,
    pub late: f64,
}

/// What a simulation produced.
pub struct SimulationReport {
    /// The final standings, as `/lyngk event standings` shows them.
    pub standings: String,
    /// Players, rounds, games and how they ended, and the time taken.
    pub summary: String,
    /// The tournament report, as `/lyngk event export` attaches it (a Swiss only).
    pub trf: Option<String>,
}

/// One game of the round being played: where, and its players (first seat first).
struct OpenGame {
    place: Place,
    players: [u64; 2],
}

#[derive(Default)]
struct Tally {
    games: usize,
    draws: usize,
    forfeits: usize,
    withdrawn: usize,
    late: usize,
}

struct Run {
    /// The event's name.
    name: &'static str,
    server: SimulatedServer,
    rng: ChaCha8Rng,
    /// Threads handed out by the last replies, not yet opened.
    pending: Vec<ThreadToOpen>,
    over: bool,
    tally: Tally,
}

pub fn simulate(simulation: &Simulation) -> anyhow::Result<SimulationReport> {
    let started = Instant::now();
    let name = match simulation.format {
        Paired::Swiss => EVENT,
        Paired::RoundRobin { .. } => ROUND_ROBIN,
    };
    let mut run = Run {
        name,
        server: SimulatedServer::open(simulation.seed, simulation.setting)?,
        rng: ChaCha8Rng::seed_from_u64(simulation.seed),
        pending: Vec::new(),
        over: false,
        tally: Tally::default(),
    };
    let rounds = run.play_event(simulation)?;
    let standings = run.ask(
        &organiser(),
        Command::EventStandings { name: name.into() },
        true,
    )?;
    let export = run.ask(
        &organiser(),
        Command::EventExport { name: name.into() },
        true,
    )?;
    let file = export.files.first().context("the export has no file")?;
    let trf = Some(String::from_utf8(file.bytes.clone())?);
    let t = &run.tally;
    // A round robin takes nobody after its start: none entered late.
    let figures = Msg::new("simulate-summary-swiss")
        .number("players", simulation.players)
        .number("late", t.late)
        .number("withdrew", t.withdrawn)
        .number("rounds", rounds)
        .number("games", t.games)
        .number("draws", t.draws)
        .number("forfeits", t.forfeits);
    let summary = simulation.setting.summary(figures, started);
    Ok(SimulationReport {
        standings: standings.text_in(Style::Plain),
        summary,
        trf,
    })
}

impl Run {
    /// Plays the whole event; returns its number of rounds.
    fn play_event(&mut self, simulation: &Simulation) -> anyhow::Result<u32> {
        let late = ((simulation.players as f64 * simulation.late).round() as usize)
            .min(simulation.players.saturating_sub(2));
        let first = simulation.players - late;
        let fitting = (simulation.players as f64).log2().ceil() as u32 + 1;
        let (rounds, options) = match simulation.format {
            Paired::Swiss => {
                let rounds = simulation.rounds.unwrap_or(fitting.min(first as u32 - 1));
                let options = EventOptions {
                    rounds: Some(rounds),
                    ..EventOptions::default()
                };
                (rounds, options)
            }
            Paired::RoundRobin { double } => round_robin_options(first, double),
        };
        let options = EventOptions {
            days_per_move: Some(self.server.setting.days_per_move),
            round_days: Some(self.server.setting.round_days),
            ..options
        };
        let create = Command::EventCreate {
            name: self.name.into(),
            options,
        };
        self.ask(&organiser(), create, true)?;
        for index in 0..first {
            self.ask(
                &player(index),
                Command::EventJoin {
                    name: self.name.into(),
                },
                true,
            )?;
        }
        // Each late entrant joins during a random round, so is paired from the next.
        let joins: Vec<u32> = (0..late)
            .map(|_| self.rng.random_range(1..rounds.max(2)))
            .collect();
        self.ask(
            &organiser(),
            Command::EventStart {
                name: self.name.into(),
            },
            true,
        )?;
        let mut active: Vec<usize> = (0..first).collect();
        for round in 1.. {
            if self.over {
                return Ok(rounds);
            }
            ensure!(round <= rounds, "round {round} was never closed");
            let games = self.open_threads()?;
            for (offset, _) in joins.iter().enumerate().filter(|(_, &r)| r == round) {
                self.ask(
                    &player(first + offset),
                    Command::EventJoin {
                        name: self.name.into(),
                    },
                    true,
                )?;
                active.push(first + offset);
                self.tally.late += 1;
            }
            self.withdraw_some(&mut active, simulation.withdrawals)?;
            self.play_round(&games, simulation.draws)?;
            if !self.over && self.pending.is_empty() {
                self.reach_deadline()?;
            }
        }
        Ok(rounds)
    }

    /// Opens the threads handed out, as a front does; returns the round's games.
    fn open_threads(&mut self) -> anyhow::Result<Vec<OpenGame>> {
        let mut games = Vec::new();
        for thread in std::mem::take(&mut self.pending) {
            let (place, players) = self.server.open_thread(&thread)?;
            games.push(OpenGame { place, players });
        }
        self.tally.games += games.len();
        Ok(games)
    }

    /// Each player still in withdraws with `chance`; two are always kept, so the
    /// event can go on.
    fn withdraw_some(&mut self, active: &mut Vec<usize>, chance: f64) -> anyhow::Result<()> {
        for index in draw_withdrawals(&mut self.rng, active, chance) {
            let leave = Command::EventLeave {
                name: self.name.into(),
            };
            self.ask(&player(index), leave, true)?;
            self.tally.withdrawn += 1;
        }
        Ok(())
    }

    /// Each game still going on is resigned by a random side, or moved once by each
    /// player and left for the deadline (a draw).
    fn play_round(&mut self, games: &[OpenGame], draws: f64) -> anyhow::Result<()> {
        for game in games {
            if !self.server.service.has_live_game(game.place)? {
                continue;
            }
            if self.rng.random_bool(draws) {
                self.move_once_each(game)?;
            } else {
                let loser = game.players[self.rng.random_range(0..2)];
                self.ask_in(
                    game.place,
                    &actor(loser),
                    Command::Resign { confirmed: true },
                )?;
            }
        }
        Ok(())
    }

    fn move_once_each(&mut self, game: &OpenGame) -> anyhow::Result<()> {
        for _ in 0..2 {
            let reply = self
                .server
                .play_random_turn(game.place, game.players, &mut self.rng)?
                .context("a game ended in two moves")?;
            self.collect(&reply);
        }
        Ok(())
    }

    /// Moves the clock to the round's deadline and runs the background job.
    fn reach_deadline(&mut self) -> anyhow::Result<()> {
        for reply in self.server.pass(self.server.setting.round())? {
            self.collect(&reply);
        }
        Ok(())
    }

    fn ask(&mut self, actor: &Actor, command: Command, admin: bool) -> anyhow::Result<Reply> {
        self.request(SimulatedServer::channel(), actor, command, admin)
    }

    fn ask_in(&mut self, place: Place, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        self.request(place, actor, command, false)
    }

    fn request(
        &mut self,
        place: Place,
        actor: &Actor,
        command: Command,
        admin: bool,
    ) -> anyhow::Result<Reply> {
        let reply = self.server.request(place, actor, command, admin)?;
        self.collect(&reply);
        Ok(reply)
    }

    /// Notes what a reply says about the event: new threads, its end, draws and
    /// forfeits.
    fn collect(&mut self, reply: &Reply) {
        self.pending.extend(reply.threads.iter().cloned());
        for line in &reply.lines {
            match line.id.as_str() {
                "event-over" => self.over = true,
                "event-deadline-draw" => self.tally.draws += 1,
                "event-forfeit" => self.tally.forfeits += 1,
                _ => {}
            }
        }
    }
}

/// A round robin's settings and the rounds its players make.
fn round_robin_options(players: usize, double: bool) -> (u32, EventOptions) {
    let legs = match double {
        true => RoundRobin::Double,
        false => RoundRobin::Single,
    };
    let options = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
        legs: Some(legs),
        ..EventOptions::default()
    };
    (rounds_for(players, legs), options)
}
