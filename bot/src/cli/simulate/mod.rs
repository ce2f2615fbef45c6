//! `lyngk event simulate`: a whole event run through the real [`GameService`] (the code
//! Discord calls) on a SQLite file in a temporary folder, its clock moved by the
//! simulation, with seeded random results, late entries and withdrawals.
//!
//! One driver for every format: [`simulate`] opens the server, asks the format to
//! create and start its event, plays it step by step until the format says it is over,
//! and gathers a [`SimulationReport`]: the standings as users see them, a typed
//! [`Summary`] of what happened (read from the service's stored state where it keeps
//! it) and the tournament report where the format has one. What differs between
//! formats (the options each takes or refuses, how its event is made, what a step is)
//! is one [`SimulatedFormat`] per file here.
//!
//! [`GameService`]: lyngk_bot::service::GameService

pub mod args;
mod divisions;
mod knockout;
mod ladder;
mod league;
mod round_robin;
mod rounds;
pub mod server;
mod swiss;

pub use divisions::Divisions;
pub use knockout::Knockout;
pub use ladder::Ladder;
pub use league::League;
pub use round_robin::RoundRobin;
pub use swiss::Swiss;

use super::random_play::drawn_line;
use anyhow::{ensure, Context};
use args::{Format, SimulateArgs};
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, ThreadToOpen};
use lyngk_bot::store::events::{self, EventPairing, EventRow, EventState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use server::{actor, draw_withdrawals, organiser, player, Setting, SimulatedServer, GUILD};
use std::collections::BTreeMap;
use std::time::Instant;

/// One event format as the simulation plays it: only what differs between formats.
pub trait SimulatedFormat: Sized {
    /// The simulated event's name.
    const EVENT: &'static str;
    /// Days a move when `--days-per-move` is not given.
    const DAYS_PER_MOVE: u32 = Setting::WEEKLY.days_per_move;
    /// Whether `/lyngk event export` gives the event's tournament report.
    const EXPORTS: bool = false;

    /// This format's options from the command line, refusing those it does not take.
    fn check(args: &SimulateArgs) -> anyhow::Result<Self>;
    /// Creates the event, enters its players and starts it.
    fn start(&mut self, run: &mut Run) -> anyhow::Result<()>;
    /// How many steps the event takes at most, once started: a simulation past them
    /// is stuck.
    fn most_steps(&self, common: &Common) -> usize;
    /// Plays one step (a round, a batch of a knockout's games, a ladder's day, a
    /// season); whether the event goes on.
    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step>;
    /// The final standings as users see them.
    fn standings(&mut self, run: &mut Run) -> anyhow::Result<String> {
        run.standings()
    }
    /// What happened, counted.
    fn summary(&self, run: &Run) -> anyhow::Result<Summary>;
}

/// Whether the event goes on after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    GoesOn,
    Over,
}

/// What every format's simulation takes besides its own options.
#[derive(Clone, Copy, Debug)]
pub struct Common {
    /// The language and the pace.
    pub setting: Setting,
    /// Players in all, late entrants included.
    pub players: usize,
    /// Seed of the random results, entries and withdrawals (and the boards).
    pub seed: u64,
    /// Share of games drawn (what a draw is depends on the format).
    pub draws: f64,
    /// Chance that a player still in withdraws at each chance the format gives.
    pub withdrawals: f64,
}

impl Common {
    /// The options every format takes, checked.
    pub fn check(args: &SimulateArgs, days_per_move: u32) -> anyhow::Result<Common> {
        for (name, share) in [
            ("draws", args.draws),
            ("withdrawals", args.withdrawals),
            ("late", args.late),
        ] {
            ensure!(
                (0.0..=1.0).contains(&share),
                "--{name} is a share from 0 to 1"
            );
        }
        ensure!(args.players >= 2, "--players: an event needs at least 2");
        // The pace picks a round robin's implementation; no other format has one.
        ensure!(
            args.pace.is_none() || matches!(args.format, Format::RoundRobin),
            "--pace is for round robins"
        );
        Ok(Common {
            setting: Setting {
                locale: args.locale,
                round_days: args.round_days.unwrap_or(Setting::WEEKLY.round_days),
                days_per_move: args.days_per_move.unwrap_or(days_per_move),
            },
            players: args.players,
            seed: args.seed,
            draws: args.draws,
            withdrawals: args.withdrawals,
        })
    }
}

/// What a simulation produced.
#[derive(Clone, Debug, Serialize)]
pub struct SimulationReport {
    /// The final standings, as `/lyngk event standings` shows them (each season's, for
    /// divisions).
    pub standings: String,
    pub summary: Summary,
    /// Seconds the simulation took.
    pub seconds: f64,
    /// The tournament report, as `/lyngk event export` attaches it, where the format
    /// has one.
    pub trf: Option<String>,
}

impl SimulationReport {
    /// The closing line in `locale`: the figures and the seconds taken.
    pub fn summary_line(&self, locale: Locale) -> String {
        self.summary
            .message()
            .decimal("seconds", self.seconds, 1)
            .format(locale, Style::Plain)
    }
}

/// What happened in a simulated event, counted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Players in all, late entrants included.
    pub players: usize,
    /// Players who withdrew or left.
    pub withdrew: usize,
    /// Games opened.
    pub games: usize,
    /// Games drawn (at a deadline, or played to a drawn end where the format has no
    /// deadlines).
    pub draws: usize,
    /// Games lost by withdrawing.
    pub forfeits: usize,
    /// The figures only some formats have.
    pub figures: Figures,
}

/// The figures of a format's closing line besides the shared ones.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Figures {
    /// A Swiss, or a round robin a round at a time.
    Rounds {
        rounds: u32,
        late: usize,
    },
    Knockout {
        best_of: u32,
        rounds: usize,
        tiebreaks: usize,
        left_to_deadline: usize,
        decided_at_deadline: usize,
        walkovers: usize,
        winner: Option<String>,
    },
    /// A round robin with every game at once.
    League {
        rounds: u32,
        time_losses: usize,
    },
    Ladder {
        days: u32,
        challenges: usize,
        played_out: usize,
        climbed: usize,
        held: usize,
        expired: usize,
        dropped: usize,
    },
    Divisions {
        seasons: usize,
    },
}

impl Summary {
    /// The figures as the format's `simulate-summary-…` message, the seconds to add.
    pub fn message(&self) -> Msg {
        let players = self.players;
        match &self.figures {
            Figures::Rounds { rounds, late } => Msg::new("simulate-summary-swiss")
                .number("players", players)
                .number("late", *late)
                .number("withdrew", self.withdrew)
                .number("rounds", *rounds)
                .number("games", self.games)
                .number("draws", self.draws)
                .number("forfeits", self.forfeits),
            Figures::Knockout {
                best_of,
                rounds,
                tiebreaks,
                left_to_deadline,
                decided_at_deadline,
                walkovers,
                winner,
            } => Msg::new("simulate-summary-knockout")
                .number("players", players)
                .number("best-of", *best_of)
                .number("rounds", *rounds)
                .number("games", self.games)
                .number("tiebreaks", *tiebreaks)
                .number("left-to-deadline", *left_to_deadline)
                .number("decided", *decided_at_deadline)
                .number("withdrew", self.withdrew)
                .number("forfeits", self.forfeits)
                .number("walkovers", *walkovers)
                .text("winner", winner.as_deref().unwrap_or("?")),
            Figures::League {
                rounds,
                time_losses,
            } => Msg::new("simulate-summary-round-robin")
                .number("players", players)
                .number("withdrew", self.withdrew)
                .number("rounds", *rounds)
                .number("games", self.games)
                .number("draws", self.draws)
                .number("time-losses", *time_losses)
                .number("forfeits", self.forfeits),
            Figures::Ladder {
                days,
                challenges,
                played_out,
                climbed,
                held,
                expired,
                dropped,
            } => Msg::new("simulate-summary-ladder")
                .number("players", players)
                .number("days", *days)
                .number("challenges", *challenges)
                .number("accepted", self.games)
                .number("played", *played_out)
                .number("drawn", self.draws)
                .number("climbed", *climbed)
                .number("held", *held)
                .number("expired", *expired)
                .number("dropped", *dropped)
                .number("left", self.withdrew),
            Figures::Divisions { seasons } => Msg::new("simulate-summary-divisions")
                .number("players", players)
                .number("seasons", *seasons)
                .number("games", self.games)
                .number("draws", self.draws)
                .number("forfeits", self.forfeits)
                .number("left", self.withdrew),
        }
    }
}

/// Runs a whole event of format `F` as `args` ask.
pub fn simulate<F: SimulatedFormat>(args: &SimulateArgs) -> anyhow::Result<SimulationReport> {
    let common = Common::check(args, F::DAYS_PER_MOVE)?;
    let format = F::check(args)?;
    run(format, common)
}

/// Plays `format`'s event with `common`'s players, pace and chances.
pub fn run<F: SimulatedFormat>(mut format: F, common: Common) -> anyhow::Result<SimulationReport> {
    let started = Instant::now();
    let mut run = Run::open(F::EVENT, common)?;
    format.start(&mut run)?;
    let most = format.most_steps(&run.common);
    let mut steps = 0;
    while format.play_step(&mut run)? == Step::GoesOn {
        steps += 1;
        ensure!(steps <= most, "{} did not end after {most} steps", F::EVENT);
    }
    let standings = format.standings(&mut run)?;
    let trf = match F::EXPORTS {
        true => Some(run.export()?),
        false => None,
    };
    Ok(SimulationReport {
        standings,
        summary: format.summary(&run)?,
        seconds: started.elapsed().as_secs_f64(),
        trf,
    })
}

/// One game being played: where, and its players (first seat first).
#[derive(Clone, Copy, Debug)]
pub struct OpenGame {
    pub game: i64,
    pub place: Place,
    pub players: [u64; 2],
}

/// How the driver dealt with a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// It had ended already (a withdrawal forfeited it).
    Over,
    /// A random side resigned.
    Resigned,
    /// Each player moved once; the deadline decides it.
    LeftToDeadline,
}

/// What the driver did itself, counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    /// Games whose threads were opened.
    pub games: usize,
    /// Players who withdrew.
    pub withdrew: usize,
    /// Players who entered after the start.
    pub late: usize,
}

/// A simulation under way: the server, the random draws, the threads handed out and
/// not yet opened, and what was done and announced.
pub struct Run {
    pub server: SimulatedServer,
    pub rng: ChaCha8Rng,
    pub common: Common,
    pub tally: Tally,
    /// The event's name.
    event: &'static str,
    /// Threads handed out by replies, not yet opened.
    pending: Vec<ThreadToOpen>,
    /// How many times each announcement was made, by message id, for the few figures
    /// the service keeps no typed record of: a knockout's tie-break games and
    /// walkovers, games lost on time, a ladder's drops for inactivity.
    announced: BTreeMap<String, usize>,
}

impl Run {
    /// The counts every format reports (the players, who withdrew, the games this run
    /// opened) with the format's `draws`, `forfeits` and own figures.
    pub fn summary(&self, draws: usize, forfeits: usize, figures: Figures) -> Summary {
        Summary {
            players: self.common.players,
            withdrew: self.tally.withdrew,
            games: self.tally.games,
            draws,
            forfeits,
            figures,
        }
    }

    pub fn open(event: &'static str, common: Common) -> anyhow::Result<Run> {
        Ok(Run {
            server: SimulatedServer::open(common.seed, common.setting)?,
            rng: ChaCha8Rng::seed_from_u64(common.seed),
            common,
            tally: Tally::default(),
            event,
            pending: Vec::new(),
            announced: BTreeMap::new(),
        })
    }

    /// The event's name.
    pub fn event(&self) -> String {
        self.event.to_owned()
    }

    /// `actor`'s `command` in the event's channel, as an admin may.
    pub fn ask(&mut self, actor: &Actor, command: Command) -> anyhow::Result<Reply> {
        self.request(SimulatedServer::channel(), actor, command, true)
    }

    /// `actor`'s `command` in a game's thread.
    pub fn ask_in(
        &mut self,
        place: Place,
        actor: &Actor,
        command: Command,
    ) -> anyhow::Result<Reply> {
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

    /// Creates the event with `options` (each format adds the pace it takes).
    pub fn create(&mut self, options: EventOptions) -> anyhow::Result<()> {
        let name = self.event();
        self.ask(&organiser(), Command::EventCreate { name, options })?;
        Ok(())
    }

    /// The `index`-th player (from 0) joins.
    pub fn join(&mut self, index: usize) -> anyhow::Result<()> {
        let name = self.event();
        self.ask(&player(index), Command::EventJoin { name })?;
        Ok(())
    }

    /// Players `0..count` join.
    pub fn join_all(&mut self, count: usize) -> anyhow::Result<()> {
        (0..count).try_for_each(|index| self.join(index))
    }

    /// `options` at the simulation's pace: its days per move and per round.
    pub fn paced(&self, options: EventOptions) -> EventOptions {
        EventOptions {
            days_per_move: Some(self.common.setting.days_per_move),
            round_days: Some(self.common.setting.round_days),
            ..options
        }
    }

    /// Creates the event, enters its first `players` and starts it.
    pub fn open_event(&mut self, options: EventOptions, players: usize) -> anyhow::Result<()> {
        self.create(options)?;
        self.join_all(players)?;
        self.start_event()?;
        Ok(())
    }

    pub fn start_event(&mut self) -> anyhow::Result<Reply> {
        let name = self.event();
        self.ask(&organiser(), Command::EventStart { name })
    }

    /// `who` leaves the event.
    pub fn leave(&mut self, who: &Actor) -> anyhow::Result<()> {
        let name = self.event();
        self.ask(who, Command::EventLeave { name })?;
        self.tally.withdrew += 1;
        Ok(())
    }

    /// Each player of `active` (indices, still in) withdraws with the chance given;
    /// two always stay, so that the event can go on.
    pub fn withdraw_some(&mut self, active: &mut Vec<usize>) -> anyhow::Result<()> {
        let chance = self.common.withdrawals;
        for index in draw_withdrawals(&mut self.rng, active, chance) {
            self.leave(&player(index))?;
        }
        Ok(())
    }

    /// Opens the threads handed out, and those the service holds for a front (rounds
    /// the background job opened), as a front does: the games to play.
    pub fn open_threads(&mut self) -> anyhow::Result<Vec<OpenGame>> {
        let mut threads = std::mem::take(&mut self.pending);
        for (_, thread) in self.server.service.event_threads_waiting()? {
            // A reply may have handed out the same thread already.
            if !threads.iter().any(|t| t.game_id == thread.game_id) {
                threads.push(thread);
            }
        }
        let mut games = Vec::new();
        for thread in threads {
            let (place, players) = self.server.open_thread(&thread)?;
            games.push(OpenGame {
                game: thread.game_id,
                place,
                players,
            });
        }
        self.tally.games += games.len();
        Ok(games)
    }

    /// Whether a thread was handed out and not opened yet.
    pub fn threads_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// `game`, if still going on, is moved once by each player and left to the
    /// deadline with the chance of a draw, else resigned by a random side.
    pub fn play_game(&mut self, game: OpenGame) -> anyhow::Result<Played> {
        if !self.server.service.has_live_game(game.place)? {
            return Ok(Played::Over);
        }
        if self.rng.random_bool(self.common.draws) {
            self.move_once_each(game)?;
            return Ok(Played::LeftToDeadline);
        }
        let loser = self.rng.random_range(0..2);
        self.resign(game, loser)?;
        Ok(Played::Resigned)
    }

    /// The player in seat `seat` (0 first) resigns `game`.
    pub fn resign(&mut self, game: OpenGame, seat: usize) -> anyhow::Result<()> {
        let resign = Command::Resign { confirmed: true };
        self.ask_in(game.place, &actor(game.players[seat]), resign)?;
        Ok(())
    }

    /// Each player makes a random move.
    pub fn move_once_each(&mut self, game: OpenGame) -> anyhow::Result<()> {
        for _ in 0..2 {
            self.random_turn(game)?
                .context("a game ended in two moves")?;
        }
        Ok(())
    }

    /// A random turn by whoever is to move; `None` once the game is over.
    pub fn random_turn(&mut self, game: OpenGame) -> anyhow::Result<Option<()>> {
        let turn = self
            .server
            .play_random_turn(game.place, game.players, &mut self.rng)?;
        Ok(turn.map(|reply| self.collect(&reply)))
    }

    /// Random moves until the rules end the game; whether it was drawn.
    pub fn play_out(&mut self, game: OpenGame) -> anyhow::Result<bool> {
        while self.random_turn(game)?.is_some() {}
        let conn = self.server.read()?;
        let drawn: bool = conn.query_row(
            "SELECT winner_id IS NULL FROM games WHERE channel = ?1",
            [game.place.channel as i64],
            |r| r.get(0),
        )?;
        Ok(drawn)
    }

    /// The players play a line of random moves that the rules call a draw, found on a
    /// copy of the game.
    pub fn play_drawn_line(&mut self, game: OpenGame) -> anyhow::Result<()> {
        /// Random lines tried: about 1 in 250 is drawn, so this never runs out.
        const TRIES: usize = 100_000;
        let live = self
            .server
            .service
            .live_game(game.place)?
            .context("the game is live")?;
        let line = drawn_line(&live, TRIES, &mut self.rng)
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
        Ok(())
    }

    /// Moves the clock on by `seconds` and runs the background job; how many posts it
    /// made.
    pub fn pass(&mut self, seconds: i64) -> anyhow::Result<usize> {
        let posted = self.server.pass(seconds)?;
        for reply in &posted {
            self.collect(reply);
        }
        Ok(posted.len())
    }

    /// Moves the clock to the round's deadline and runs the background job.
    pub fn reach_deadline(&mut self) -> anyhow::Result<usize> {
        self.pass(self.server.setting.round())
    }

    /// The event as stored.
    pub fn stored_event(&self) -> anyhow::Result<EventRow> {
        events::event_by_name(&self.server.read()?, GUILD, self.event)?
            .with_context(|| format!("no event {}", self.event))
    }

    /// Whether the event is over, as the service keeps it.
    pub fn finished(&self) -> anyhow::Result<bool> {
        Ok(self.stored_event()?.state == EventState::Finished)
    }

    /// The event's pairings as stored: its games, their results and forfeits.
    pub fn pairings(&self, event: i64) -> anyhow::Result<Vec<EventPairing>> {
        events::pairings(&self.server.read()?, event)
    }

    /// How many times the announcement `id` was made.
    pub fn announced(&self, id: &str) -> usize {
        self.announced.get(id).copied().unwrap_or(0)
    }

    /// The standings as `/lyngk event standings` shows them.
    pub fn standings(&mut self) -> anyhow::Result<String> {
        let name = self.event();
        let reply = self.ask(&organiser(), Command::EventStandings { name })?;
        Ok(reply.text_in(Style::Plain))
    }

    /// The tournament report as `/lyngk event export` attaches it.
    pub fn export(&mut self) -> anyhow::Result<String> {
        let name = self.event();
        let export = self.ask(&organiser(), Command::EventExport { name })?;
        let file = export.files.first().context("the export has no file")?;
        Ok(String::from_utf8(file.bytes.clone())?)
    }

    /// Notes what a reply hands out (threads to open) and announces.
    fn collect(&mut self, reply: &Reply) {
        self.pending.extend(reply.threads.iter().cloned());
        for line in &reply.lines {
            *self.announced.entry(line.id.clone()).or_default() += 1;
        }
    }
}

/// Counts of an event's stored games: draws (no winner, not void, not forfeited)
/// and forfeits.
pub fn drawn_and_forfeited(pairings: &[EventPairing]) -> (usize, usize) {
    let games = pairings.iter().filter(|p| p.game.is_some() && p.finished);
    let (mut draws, mut forfeits) = (0, 0);
    for pairing in games {
        match (pairing.forfeited_by, pairing.winner, pairing.aborted) {
            (Some(_), _, _) => forfeits += 1,
            (None, None, false) => draws += 1,
            _ => {}
        }
    }
    (draws, forfeits)
}
