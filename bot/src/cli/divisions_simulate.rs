//! `lyngk event simulate --format divisions`: seasons of divisions run through the
//! real `GameService` on a fresh SQLite file, its time a clock the simulation moves.
//! Each division plays its Swiss or round robin; a decided game ends by a random side's
//! resignation, a drawn one is moved once by each player and left to its round's
//! deadline, which the background job calls a draw. Before each batch of games and
//! in each pause a player may leave. The pause is passed on the clock, and the
//! background job opens the next season by itself, as on Discord.

use super::simulated_server::{
    actor, draw_withdrawals, organiser, player, Setting, SimulatedServer, DAY,
};
use anyhow::Context;
use lyngk_bot::correspondence::divisions::DivisionPlay;
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::i18n::{Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, ThreadToOpen};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

const EVENT: &str = "Simulated Divisions";

/// What to simulate.
pub struct DivisionsSimulation {
    /// The language and the pace.
    pub setting: Setting,
    pub players: usize,
    pub seasons: u32,
    /// Each division's Swiss rounds; `None`: from its size.
    pub rounds: Option<u32>,
    pub seed: u64,
    pub draws: f64,
    pub withdrawals: f64,
    pub division_size: u32,
    pub movers: u32,
    pub pause_days: u32,
    /// What each division plays.
    pub play: DivisionPlay,
    /// A round robin division's legs (`None`: single).
    pub legs: Option<RoundRobin>,
}

/// What a simulation produced.
pub struct DivisionsOutcome {
    /// Each season's standings per division and who moved, as
    /// `/lyngk event standings` shows them at the season's end.
    pub seasons: Vec<String>,
    /// Players, seasons, games and how they ended, and the time taken.
    pub summary: String,
}

#[derive(Default)]
struct Tally {
    games: usize,
    draws: usize,
    forfeits: usize,
    left: usize,
}

struct Run {
    server: SimulatedServer,
    rng: ChaCha8Rng,
    /// Threads handed out by replies, not yet opened.
    pending: Vec<ThreadToOpen>,
    /// Players still in, by index.
    active: Vec<usize>,
    season_over: bool,
    event_over: bool,
    tally: Tally,
}

pub fn simulate_divisions(simulation: &DivisionsSimulation) -> anyhow::Result<DivisionsOutcome> {
    let started = Instant::now();
    let mut run = Run {
        server: SimulatedServer::open(simulation.seed, simulation.setting)?,
        rng: ChaCha8Rng::seed_from_u64(simulation.seed),
        pending: Vec::new(),
        active: (0..simulation.players).collect(),
        season_over: false,
        event_over: false,
        tally: Tally::default(),
    };
    run.create_and_start(simulation)?;
    let mut seasons = Vec::new();
    for season in 1..=simulation.seasons {
        run.play_season(simulation.draws, simulation.withdrawals)?;
        let standings = run.ask(&organiser(), Command::EventStandings { name: EVENT.into() })?;
        seasons.push(standings.text_in(Style::Plain));
        if season == simulation.seasons {
            break;
        }
        run.withdraw_some(simulation.withdrawals)?;
        for reply in run.server.pass(i64::from(simulation.pause_days) * DAY)? {
            run.collect(&reply);
        }
        if run.event_over {
            break;
        }
    }
    let t = &run.tally;
    let figures = Msg::new("simulate-summary-divisions")
        .number("players", simulation.players)
        .number("seasons", seasons.len())
        .number("games", t.games)
        .number("draws", t.draws)
        .number("forfeits", t.forfeits)
        .number("left", t.left);
    let summary = simulation.setting.summary(figures, started);
    Ok(DivisionsOutcome { seasons, summary })
}

impl Run {
    fn create_and_start(&mut self, simulation: &DivisionsSimulation) -> anyhow::Result<()> {
        let options = EventOptions {
            format: Some(lyngk_bot::correspondence::event::EventFormat::Divisions),
            division_size: Some(simulation.division_size),
            movers: Some(simulation.movers),
            pause_days: Some(simulation.pause_days),
            rounds: simulation.rounds,
            division_format: Some(simulation.play),
            legs: simulation.legs,
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
        Ok(())
    }

    /// Plays the season's rounds, in every division, until the season ends.
    fn play_season(&mut self, draws: f64, withdrawals: f64) -> anyhow::Result<()> {
        self.season_over = false;
        while !self.season_over {
            let mut threads = std::mem::take(&mut self.pending);
            // Rounds opened by the job (a new season) wait for a front.
            for (_, thread) in self.server.service.event_threads_waiting()? {
                // A reply may have handed out the same thread already.
                if !threads.iter().any(|t| t.game_id == thread.game_id) {
                    threads.push(thread);
                }
            }
            if threads.is_empty() {
                // Only games left to the deadline: the job ends them.
                for reply in self.server.pass(self.server.setting.round())? {
                    self.collect(&reply);
                }
                continue;
            }
            let mut games = Vec::new();
            for thread in threads {
                games.push(self.server.open_thread(&thread)?);
            }
            self.tally.games += games.len();
            self.withdraw_some(withdrawals)?;
            for (place, players) in games {
                self.play_game(place, players, draws)?;
            }
        }
        Ok(())
    }

    /// A game still going on is resigned by a random side, or moved once by each
    /// player and left for the deadline (a draw).
    fn play_game(&mut self, place: Place, players: [u64; 2], draws: f64) -> anyhow::Result<()> {
        if !self.server.service.has_live_game(place)? {
            return Ok(());
        }
        if self.rng.random_bool(draws) {
            for _ in 0..2 {
                let reply = self
                    .server
                    .play_random_turn(place, players, &mut self.rng)?
                    .context("a game ended in two moves")?;
                self.collect(&reply);
            }
            return Ok(());
        }
        let loser = players[self.rng.random_range(0..2)];
        let reply = self.server.request(
            place,
            &actor(loser),
            Command::Resign { confirmed: true },
            false,
        )?;
        self.collect(&reply);
        Ok(())
    }

    /// Each player still in leaves with `chance`; two are always kept.
    fn withdraw_some(&mut self, chance: f64) -> anyhow::Result<()> {
        if chance == 0.0 {
            return Ok(());
        }
        for index in draw_withdrawals(&mut self.rng, &mut self.active, chance) {
            self.ask(&player(index), Command::EventLeave { name: EVENT.into() })?;
            self.tally.left += 1;
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

    /// Notes what a reply says: new threads, a season's or the event's end, draws
    /// and forfeits.
    fn collect(&mut self, reply: &Reply) {
        self.pending.extend(reply.threads.iter().cloned());
        for line in &reply.lines {
            match line.id.as_str() {
                "divisions-season-over" => self.season_over = true,
                "divisions-too-few-to-go-on" => self.event_over = true,
                "event-deadline-draw" => self.tally.draws += 1,
                "event-forfeit" => self.tally.forfeits += 1,
                _ => {}
            }
        }
    }
}
