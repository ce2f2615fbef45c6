//! `lyngk event simulate --format ladder`: a ladder season run through the real
//! `GameService` on a fresh SQLite file, its time a clock the simulation moves a day
//! at a time. Each day, players may leave; every player not in a challenge challenges
//! someone within reach above with even odds; a challenged player accepts at once or
//! lets the challenge run out (then the background job gives it to the challenger);
//! an accepted game ends the same day by a random side's resignation or, for the
//! `draws` share, is played out by random moves and the rules decide (a draw
//! included). Inactive players drop to the bottom by the job, as on Discord.

use super::simulated_server::{actor, draw_withdrawals, organiser, Setting, SimulatedServer, DAY};
use anyhow::Context;
use lyngk_bot::i18n::{Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rusqlite::Connection;
use std::time::Instant;

const LADDER: &str = "Simulated Ladder";
/// Days a challenged player has to accept.
pub const DAYS_PER_MOVE: u32 = 3;
/// The chance that a challenged player accepts; the others let it run out.
const ACCEPTS: f64 = 0.75;
/// The chance that a free player challenges someone on a given day.
const CHALLENGES: f64 = 0.5;

/// What to simulate.
pub struct LadderSimulation {
    /// The language and the pace.
    pub setting: Setting,
    pub players: usize,
    /// How many days the season lasts.
    pub days: u32,
    pub seed: u64,
    /// Share of games played out by random moves (the rules decide); the others end
    /// by a random side's resignation.
    pub draws: f64,
    /// Chance that a player on the ladder leaves on a given day.
    pub withdrawals: f64,
}

/// What a simulation produced.
pub struct LadderOutcome {
    /// The final ladder, as `/lyngk event standings` shows it.
    pub standings: String,
    /// What happened, and the time taken.
    pub summary: String,
}

/// What the replies announced, by message.
#[derive(Default)]
struct Tally {
    challenges: usize,
    accepted: usize,
    played_out: usize,
    drawn: usize,
    climbed: usize,
    held: usize,
    expired: usize,
    dropped: usize,
    left: usize,
}

struct Run {
    server: SimulatedServer,
    rng: ChaCha8Rng,
    tally: Tally,
}

pub fn simulate_ladder(simulation: &LadderSimulation) -> anyhow::Result<LadderOutcome> {
    let started = Instant::now();
    let mut run = Run {
        server: SimulatedServer::open(simulation.seed, simulation.setting)?,
        rng: ChaCha8Rng::seed_from_u64(simulation.seed),
        tally: Tally::default(),
    };
    run.play_season(simulation)?;
    let standings = run.ask(
        &organiser(),
        Command::EventStandings {
            name: LADDER.into(),
        },
        true,
    )?;
    let t = &run.tally;
    let figures = Msg::new("simulate-summary-ladder")
        .number("players", simulation.players)
        .number("days", simulation.days)
        .number("challenges", t.challenges)
        .number("accepted", t.accepted)
        .number("played", t.played_out)
        .number("drawn", t.drawn)
        .number("climbed", t.climbed)
        .number("held", t.held)
        .number("expired", t.expired)
        .number("dropped", t.dropped)
        .number("left", t.left);
    let summary = simulation.setting.summary(figures, started);
    Ok(LadderOutcome {
        standings: standings.text_in(Style::Plain),
        summary,
    })
}

impl Run {
    fn play_season(&mut self, simulation: &LadderSimulation) -> anyhow::Result<()> {
        let options = EventOptions {
            format: Some(lyngk_bot::correspondence::event::EventFormat::Ladder),
            days_per_move: Some(self.server.setting.days_per_move),
            ..EventOptions::default()
        };
        let create = Command::EventCreate {
            name: LADDER.into(),
            options,
        };
        self.ask(&organiser(), create, true)?;
        for index in 0..simulation.players {
            let joining = actor(1000 + index as u64);
            self.ask(
                &joining,
                Command::EventJoin {
                    name: LADDER.into(),
                },
                false,
            )?;
        }
        for _ in 0..simulation.days {
            self.leave_some(simulation.withdrawals)?;
            self.challenge_some(simulation.draws)?;
            self.next_day()?;
        }
        Ok(())
    }

    /// The ladder top first (user ids) and the players in an open challenge, as stored.
    fn ladder(&self) -> anyhow::Result<(Vec<u64>, Vec<u64>)> {
        let conn = Connection::open(self.server.db())?;
        let users = |sql: &str| -> anyhow::Result<Vec<u64>> {
            let mut statement = conn.prepare(sql)?;
            let rows = statement.query_map([], |r| r.get::<_, i64>(0))?;
            Ok(rows
                .map(|r| r.map(|id| id as u64))
                .collect::<Result<_, _>>()?)
        };
        let order = users(
            "SELECT p.user_id FROM ladder_ranks l JOIN event_players p \
             ON p.event = l.event AND p.entry = l.entry ORDER BY l.rank",
        )?;
        let busy = users(
            "SELECT p.user_id FROM ladder_challenges c JOIN event_players p \
             ON p.event = c.event AND (p.entry = c.challenger OR p.entry = c.defender) \
             WHERE c.settled_at IS NULL",
        )?;
        Ok((order, busy))
    }

    /// Each player leaves with `chance`; two always stay.
    fn leave_some(&mut self, chance: f64) -> anyhow::Result<()> {
        let (mut order, _) = self.ladder()?;
        for user in draw_withdrawals(&mut self.rng, &mut order, chance) {
            let leave = Command::EventLeave {
                name: LADDER.into(),
            };
            self.ask(&actor(user), leave, false)?;
        }
        Ok(())
    }

    /// Free players, in a random order, challenge someone free within reach above.
    fn challenge_some(&mut self, draws: f64) -> anyhow::Result<()> {
        let (order, mut busy) = self.ladder()?;
        let mut accepting = Vec::new();
        let mut challengers: Vec<usize> = (1..order.len()).collect();
        challengers.shuffle(&mut self.rng);
        for below in challengers {
            let challenger = order[below];
            if busy.contains(&challenger) || !self.rng.random_bool(CHALLENGES) {
                continue;
            }
            let reachable: Vec<u64> = order[below.saturating_sub(3)..below]
                .iter()
                .copied()
                .filter(|user| !busy.contains(user))
                .collect();
            let Some(&defender) = reachable.get(self.rng.random_range(0..reachable.len().max(1)))
            else {
                continue;
            };
            let command = Command::LadderChallenge {
                name: LADDER.into(),
                opponent: actor(defender),
            };
            self.ask(&actor(challenger), command, false)?;
            busy.extend([challenger, defender]);
            if self.rng.random_bool(ACCEPTS) {
                accepting.push(defender);
            }
        }
        // Played once every challenge of the day is out: results move places.
        for defender in accepting {
            self.accept_and_play(defender, draws)?;
        }
        Ok(())
    }

    fn accept_and_play(&mut self, defender: u64, draws: f64) -> anyhow::Result<()> {
        let accept = Command::LadderAccept {
            name: LADDER.into(),
        };
        let reply = self.ask(&actor(defender), accept, false)?;
        let thread = reply
            .threads
            .first()
            .context("an accepted challenge opens a game")?;
        let (place, players) = self.server.open_thread(thread)?;
        if self.rng.random_bool(draws) {
            return self.play_out(place, players);
        }
        let loser = players[self.rng.random_range(0..2)];
        self.ask_in(place, &actor(loser), Command::Resign { confirmed: true })?;
        Ok(())
    }

    /// Random moves until the rules end the game.
    fn play_out(&mut self, place: Place, players: [u64; 2]) -> anyhow::Result<()> {
        self.tally.played_out += 1;
        // The challenger, player 1, moves first.
        while let Some(reply) = self
            .server
            .play_random_turn(place, players, &mut self.rng)?
        {
            self.collect(&reply);
        }
        let conn = Connection::open(self.server.db())?;
        let drawn: bool = conn.query_row(
            "SELECT winner_id IS NULL FROM games WHERE channel = ?1",
            [place.channel as i64],
            |r| r.get(0),
        )?;
        self.tally.drawn += usize::from(drawn);
        Ok(())
    }

    /// A day passes; the background job settles what ran out.
    fn next_day(&mut self) -> anyhow::Result<()> {
        for reply in self.server.pass(DAY)? {
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

    fn collect(&mut self, reply: &Reply) {
        for line in &reply.lines {
            let counter = match line.id.as_str() {
                "ladder-challenged" => &mut self.tally.challenges,
                "ladder-accepted" => &mut self.tally.accepted,
                "ladder-climbed" => &mut self.tally.climbed,
                "ladder-held" => &mut self.tally.held,
                "ladder-expired" => &mut self.tally.expired,
                "ladder-dropped" => &mut self.tally.dropped,
                "ladder-left" => &mut self.tally.left,
                _ => continue,
            };
            *counter += 1;
        }
    }
}
