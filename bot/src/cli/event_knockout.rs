//! `lyngk event simulate --format knockout`: a whole knockout run through the real
//! `GameService` (the code Discord calls) on a fresh SQLite file, its time a clock
//! the simulation moves. Results are drawn from a seeded ChaCha generator: a game
//! ends by a random side's resignation, or, with the chance `draws`, is moved once
//! by each player and left to the round's deadline, where it is drawn and a match
//! still undecided goes to the player ahead (the higher seed when level). Before each
//! round a player still in withdraws with the chance `withdrawals`: the opponent goes
//! through.

use super::simulated_server::{actor, organiser, player, Setting, SimulatedServer};
use anyhow::{bail, ensure, Context};
use lyngk_bot::i18n::{Arg, Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, ThreadToOpen};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::time::Instant;

const EVENT: &str = "Simulated Knockout";

/// What to simulate.
pub struct KnockoutSimulation {
    /// The language and the pace.
    pub setting: Setting,
    pub players: usize,
    /// Games a match: 1, 3, 5 or 7.
    pub best_of: u32,
    pub seed: u64,
    pub draws: f64,
    pub withdrawals: f64,
}

/// What a simulation produced.
pub struct KnockoutOutcome {
    /// The bracket, as `/lyngk event standings` shows it.
    pub bracket: String,
    /// Players, rounds, games and how they ended, the winner, and the time taken.
    pub summary: String,
}

#[derive(Default)]
struct Tally {
    games: usize,
    left_to_deadline: usize,
    decided_at_deadline: usize,
    forfeits: usize,
    walkovers: usize,
    tiebreaks: usize,
    withdrawn: usize,
    rounds: usize,
}

struct Run {
    server: SimulatedServer,
    rng: ChaCha8Rng,
    /// Threads handed out by the replies, not yet opened.
    pending: Vec<ThreadToOpen>,
    /// A round opened since the players last thought of withdrawing.
    round_opened: bool,
    winner: Option<String>,
    /// Players who have withdrawn.
    gone: BTreeSet<usize>,
    tally: Tally,
}

pub fn simulate_knockout(simulation: &KnockoutSimulation) -> anyhow::Result<KnockoutOutcome> {
    let started = Instant::now();
    let mut run = Run {
        server: SimulatedServer::open(simulation.seed, simulation.setting)?,
        rng: ChaCha8Rng::seed_from_u64(simulation.seed),
        pending: Vec::new(),
        round_opened: false,
        winner: None,
        gone: BTreeSet::new(),
        tally: Tally::default(),
    };
    run.play_event(simulation)?;
    let bracket = run.ask(&organiser(), Command::EventStandings { name: EVENT.into() })?;
    let t = &run.tally;
    let figures = Msg::new("simulate-summary-knockout")
        .number("players", simulation.players)
        .number("best-of", simulation.best_of)
        .number("rounds", t.rounds)
        .number("games", t.games)
        .number("tiebreaks", t.tiebreaks)
        .number("left-to-deadline", t.left_to_deadline)
        .number("decided", t.decided_at_deadline)
        .number("withdrew", t.withdrawn)
        .number("forfeits", t.forfeits)
        .number("walkovers", t.walkovers)
        .text("winner", run.winner.as_deref().unwrap_or("?"));
    let summary = simulation.setting.summary(figures, started);
    Ok(KnockoutOutcome {
        bracket: bracket.text_in(Style::Plain),
        summary,
    })
}

impl Run {
    fn play_event(&mut self, simulation: &KnockoutSimulation) -> anyhow::Result<()> {
        let options = EventOptions {
            format: Some(lyngk_bot::correspondence::event::EventFormat::Knockout),
            best_of: Some(simulation.best_of),
            days_per_move: Some(self.server.setting.days_per_move),
            round_days: Some(self.server.setting.round_days),
            ..EventOptions::default()
        };
        let create = Command::EventCreate {
            name: EVENT.into(),
            options,
        };
        self.ask(&organiser(), create)?;
        for index in 0..simulation.players {
            self.ask(&player(index), Command::EventJoin { name: EVENT.into() })?;
        }
        self.ask(&organiser(), Command::EventStart { name: EVENT.into() })?;
        // Every round lasts at most its deadline; every game ends by then.
        let limit = 4 * simulation.players + 16;
        for _ in 0..limit {
            if self.winner.is_some() {
                return Ok(());
            }
            let games = self.open_threads()?;
            if std::mem::take(&mut self.round_opened) {
                self.withdraw_some(simulation)?;
            }
            if games.is_empty() && self.pending.is_empty() && self.winner.is_none() {
                self.reach_deadline()?;
                continue;
            }
            self.play(&games, simulation.draws)?;
        }
        bail!("the knockout did not end after {limit} steps")
    }

    /// Opens the threads handed out, as a front does; returns the games' places and
    /// players (first seat first).
    fn open_threads(&mut self) -> anyhow::Result<Vec<(Place, [u64; 2])>> {
        let mut games = Vec::new();
        for thread in std::mem::take(&mut self.pending) {
            games.push(self.server.open_thread(&thread)?);
        }
        self.tally.games += games.len();
        Ok(games)
    }

    /// Each player who has not withdrawn does so with the chance given, as long as
    /// two are left.
    fn withdraw_some(&mut self, simulation: &KnockoutSimulation) -> anyhow::Result<()> {
        for index in 0..simulation.players {
            let left = simulation.players - self.gone.len();
            if self.gone.contains(&index) || left <= 2 {
                continue;
            }
            if self.rng.random_bool(simulation.withdrawals) {
                self.ask(&player(index), Command::EventLeave { name: EVENT.into() })?;
                self.gone.insert(index);
                self.tally.withdrawn += 1;
                if self.winner.is_some() {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Each game still going on is resigned by a random side, or moved once by each
    /// player and left for the deadline.
    fn play(&mut self, games: &[(Place, [u64; 2])], draws: f64) -> anyhow::Result<()> {
        for &(place, players) in games {
            if !self.server.service.has_live_game(place)? {
                continue;
            }
            if self.rng.random_bool(draws) {
                self.move_once_each(place, players)?;
                self.tally.left_to_deadline += 1;
            } else {
                let loser = players[self.rng.random_range(0..2)];
                self.request(place, &actor(loser), Command::Resign { confirmed: true })?;
            }
        }
        Ok(())
    }

    fn move_once_each(&mut self, place: Place, players: [u64; 2]) -> anyhow::Result<()> {
        for _ in 0..2 {
            let reply = self
                .server
                .play_random_turn(place, players, &mut self.rng)?
                .context("a game ended in two moves")?;
            self.collect(&reply);
        }
        Ok(())
    }

    /// Moves the clock to the round's deadline and runs the background job.
    fn reach_deadline(&mut self) -> anyhow::Result<()> {
        let posted = self.server.pass(self.server.setting.round())?;
        ensure!(
            !posted.is_empty(),
            "nothing was left to play and no deadline came"
        );
        for reply in posted {
            self.collect(&reply);
        }
        Ok(())
    }

    fn ask(&mut self, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        self.request(SimulatedServer::channel(), actor, command)
    }

    fn request(&mut self, place: Place, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        let reply = self.server.request(place, actor, command, true)?;
        self.collect(&reply);
        Ok(reply)
    }

    /// Notes what a reply says about the event: new threads, rounds, its end.
    fn collect(&mut self, reply: &Reply) {
        self.pending.extend(reply.threads.iter().cloned());
        for line in &reply.lines {
            match line.id.as_str() {
                "event-knockout-round-opens" => {
                    self.round_opened = true;
                    self.tally.rounds += 1;
                }
                "event-over" => self.winner = winner_of(line),
                "event-knockout-tiebreak-game" => self.tally.tiebreaks += 1,
                "event-knockout-deadline-decides" => self.tally.decided_at_deadline += 1,
                "event-knockout-walkover" => self.tally.walkovers += 1,
                "event-forfeit" => self.tally.forfeits += 1,
                _ => {}
            }
        }
    }
}

/// The winner's name, as the event's end names them (a typed argument, not text).
fn winner_of(over: &Msg) -> Option<String> {
    match over.get("winner")? {
        Arg::Text(name) | Arg::Player { name, .. } => Some(name.clone()),
        _ => None,
    }
}
