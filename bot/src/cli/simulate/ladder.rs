//! A ladder season, a day a step. Each day players may leave; every player not in a
//! challenge challenges someone within reach above with even odds; a challenged
//! player accepts at once or lets the challenge run out (then the background job
//! gives it to the challenger); an accepted game ends the same day by a random side's
//! resignation or, for the share of draws, is played out by random moves and the
//! rules decide (a draw included). Inactive players drop to the bottom by the job, as
//! on Discord.

use super::server::{actor, draw_withdrawals, DAY};
use super::{Common, Figures, Run, SimulateArgs, SimulatedFormat, Step, Summary};
use anyhow::{ensure, Context};
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::service::api::{Command, EventOptions};
use lyngk_bot::store::events;
use lyngk_bot::store::ladders::{self, Settlement};
use rand::seq::SliceRandom;
use rand::Rng;

/// The chance that a challenged player accepts; the others let it run out.
const ACCEPTS: f64 = 0.75;
/// The chance that a free player challenges someone on a given day.
const CHALLENGES: f64 = 0.5;
/// How many places up a player challenges (the ladder's default reach).
const REACH: usize = 3;

pub struct Ladder {
    /// How many days the season lasts.
    days: u32,
    /// Days played.
    day: u32,
    challenges: usize,
    played_out: usize,
    drawn: usize,
}

impl SimulatedFormat for Ladder {
    const EVENT: &'static str = "Simulated Ladder";
    /// Days a challenged player has to accept.
    const DAYS_PER_MOVE: u32 = 3;

    fn check(args: &SimulateArgs) -> anyhow::Result<Ladder> {
        ensure!(
            args.rounds.is_none() && args.trf.is_none() && args.late == 0.0 && args.best_of == 1,
            "--rounds, --late, --trf and --best-of are for other formats; a ladder takes --days"
        );
        ensure!(
            args.round_days.is_none(),
            "--round-days: a ladder has no rounds; a challenge is answered within --days-per-move"
        );
        Ok(Ladder {
            days: args.days,
            day: 0,
            challenges: 0,
            played_out: 0,
            drawn: 0,
        })
    }

    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        run.create(EventOptions {
            format: Some(EventFormat::Ladder),
            days_per_move: Some(run.common.setting.days_per_move),
            ..EventOptions::default()
        })?;
        // A ladder runs from its first player: it has no start.
        run.join_all(run.common.players)
    }

    fn most_steps(&self, _: &Common) -> usize {
        self.days as usize
    }

    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        if self.day == self.days {
            return Ok(Step::Over);
        }
        self.day += 1;
        self.leave_some(run)?;
        self.challenge_some(run)?;
        run.pass(DAY)?;
        Ok(Step::GoesOn)
    }

    fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        let event = run.stored_event()?;
        let settled = ladders::settlements(&run.server.read()?, event.id)?;
        let count = |kind| settled.iter().filter(|&&s| s == kind).count();
        Ok(run.summary(
            self.drawn,
            0,
            Figures::Ladder {
                days: self.days,
                challenges: self.challenges,
                played_out: self.played_out,
                climbed: count(Settlement::Climbed),
                held: count(Settlement::Held),
                expired: count(Settlement::Expired),
                // Nothing is stored of a drop but the new order: the job's announcement.
                dropped: run.announced("ladder-dropped"),
            },
        ))
    }
}

impl Ladder {
    /// The ladder top first and the players in an open challenge (user ids), as stored.
    fn ladder(run: &Run) -> anyhow::Result<(Vec<u64>, Vec<u64>)> {
        let event = run.stored_event()?;
        let conn = run.server.read()?;
        let players = events::players(&conn, event.id)?;
        let user = |entry: u32| {
            players
                .iter()
                .find(|p| p.entry == entry)
                .map(|p| p.user)
                .with_context(|| format!("no player entered {entry}"))
        };
        let order = ladders::ranks(&conn, event.id)?
            .iter()
            .map(|ranked| user(ranked.entry))
            .collect::<anyhow::Result<_>>()?;
        let mut busy = Vec::new();
        for challenge in ladders::open_challenges(&conn, event.id)? {
            busy.extend([user(challenge.challenger)?, user(challenge.defender)?]);
        }
        Ok((order, busy))
    }

    /// Each player leaves with the chance given; two always stay.
    fn leave_some(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let (mut order, _) = Self::ladder(run)?;
        let chance = run.common.withdrawals;
        for user in draw_withdrawals(&mut run.rng, &mut order, chance) {
            run.leave(&actor(user))?;
        }
        Ok(())
    }

    /// Free players, in a random order, challenge someone free within reach above;
    /// the challenges accepted are played once every challenge of the day is out.
    fn challenge_some(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let (order, mut busy) = Self::ladder(run)?;
        let mut accepting = Vec::new();
        let mut challengers: Vec<usize> = (1..order.len()).collect();
        challengers.shuffle(&mut run.rng);
        for below in challengers {
            let challenger = order[below];
            if busy.contains(&challenger) || !run.rng.random_bool(CHALLENGES) {
                continue;
            }
            let reachable: Vec<u64> = order[below.saturating_sub(REACH)..below]
                .iter()
                .copied()
                .filter(|user| !busy.contains(user))
                .collect();
            let Some(&defender) = reachable.get(run.rng.random_range(0..reachable.len().max(1)))
            else {
                continue;
            };
            let command = Command::LadderChallenge {
                name: run.event(),
                opponent: actor(defender),
            };
            run.ask(&actor(challenger), command)?;
            self.challenges += 1;
            busy.extend([challenger, defender]);
            if run.rng.random_bool(ACCEPTS) {
                accepting.push(defender);
            }
        }
        // Results move places: played once every challenge of the day is out.
        for defender in accepting {
            self.accept_and_play(run, defender)?;
        }
        Ok(())
    }

    fn accept_and_play(&mut self, run: &mut Run, defender: u64) -> anyhow::Result<()> {
        let accept = Command::LadderAccept { name: run.event() };
        run.ask(&actor(defender), accept)?;
        let games = run.open_threads()?;
        let [game] = games[..] else {
            anyhow::bail!("an accepted challenge opens one game, not {}", games.len());
        };
        if run.rng.random_bool(run.common.draws) {
            self.played_out += 1;
            // The challenger, player 1, moves first.
            self.drawn += usize::from(run.play_out(game)?);
            return Ok(());
        }
        let loser = run.rng.random_range(0..2);
        run.resign(game, loser)
    }
}
