//! A knockout: a game ends by a random side's resignation, or, with the chance of a
//! draw, is moved once by each player and left to the round's deadline, where it is
//! drawn and a match still undecided goes to the player ahead (the higher seed when
//! level). Each time a round opens a player still in withdraws with the chance
//! given: the opponent goes through. A step opens the games handed out and plays
//! them, or reaches the deadline when none are left.

use super::server::player;
use super::{Common, Figures, Played, Run, SimulateArgs, SimulatedFormat, Step, Summary};
use anyhow::{bail, ensure, Context};
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::service::api::EventOptions;
use lyngk_bot::service::event_view::EventBody;
use lyngk_bot::service::web_view;
use lyngk_bot::store::events::{self, Concession};
use rand::Rng;
use std::collections::BTreeSet;

pub struct Knockout {
    /// Games a match: 1, 3, 5 or 7.
    best_of: u32,
    /// Rounds opened when the players last thought of withdrawing.
    rounds_seen: usize,
    /// Players who have withdrawn, by index.
    gone: BTreeSet<usize>,
    /// Games moved once each and left to the deadline.
    left_to_deadline: usize,
}

impl SimulatedFormat for Knockout {
    const EVENT: &'static str = "Simulated Knockout";

    fn check(args: &SimulateArgs) -> anyhow::Result<Knockout> {
        ensure!(
            args.rounds.is_none() && args.late == 0.0 && args.trf.is_none(),
            "--rounds, --late and --trf are for Swiss events: a knockout's rounds follow from its players"
        );
        ensure!(
            [1, 3, 5, 7].contains(&args.best_of),
            "--best-of: 1, 3, 5 or 7 games"
        );
        Ok(Knockout {
            best_of: args.best_of,
            rounds_seen: 0,
            gone: BTreeSet::new(),
            left_to_deadline: 0,
        })
    }

    fn start(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let options = run.paced(EventOptions {
            format: Some(EventFormat::Knockout),
            best_of: Some(self.best_of),
            ..EventOptions::default()
        });
        run.open_event(options, run.common.players)
    }

    /// Every round lasts at most its deadline, and every game ends by then.
    fn most_steps(&self, common: &Common) -> usize {
        4 * common.players + 16
    }

    fn play_step(&mut self, run: &mut Run) -> anyhow::Result<Step> {
        if run.finished()? {
            return Ok(Step::Over);
        }
        let games = run.open_threads()?;
        let rounds = rounds_opened(run)?;
        if rounds > self.rounds_seen {
            self.rounds_seen = rounds;
            self.withdraw_some(run)?;
        }
        if games.is_empty() && !run.threads_pending() && !run.finished()? {
            let posted = run.reach_deadline()?;
            ensure!(posted > 0, "nothing was left to play and no deadline came");
            return Ok(Step::GoesOn);
        }
        for game in games {
            if run.play_game(game)? == Played::LeftToDeadline {
                self.left_to_deadline += 1;
            }
        }
        Ok(Step::GoesOn)
    }

    fn summary(&self, run: &Run) -> anyhow::Result<Summary> {
        let event = run.stored_event()?;
        let conn = run.server.read()?;
        let pairings = events::pairings(&conn, event.id)?;
        let forfeits = pairings.iter().filter(|p| p.forfeited_by.is_some()).count();
        let decided_at_deadline = events::concessions(&conn, event.id)?
            .iter()
            .filter(|(_, _, how)| *how == Concession::Deadline)
            .count();
        Ok(run.summary(
            0,
            forfeits,
            Figures::Knockout {
                best_of: self.best_of,
                rounds: self.rounds_seen,
                tiebreaks: run.announced("event-knockout-tiebreak-game"),
                left_to_deadline: self.left_to_deadline,
                decided_at_deadline,
                walkovers: run.announced("event-knockout-walkover"),
                winner: winner(run, event.id)?,
            },
        ))
    }
}

impl Knockout {
    /// Each player who has not withdrawn does so with the chance given, as long as
    /// two are left.
    fn withdraw_some(&mut self, run: &mut Run) -> anyhow::Result<()> {
        let players = run.common.players;
        for index in 0..players {
            let left = players - self.gone.len();
            if self.gone.contains(&index) || left <= 2 {
                continue;
            }
            if run.rng.random_bool(run.common.withdrawals) {
                run.leave(&player(index))?;
                self.gone.insert(index);
                if run.finished()? {
                    break;
                }
            }
        }
        Ok(())
    }
}

/// Who won the final, as the event's page shows its bracket (typed, from the store).
fn winner(run: &Run, event: i64) -> anyhow::Result<Option<String>> {
    let locale = run.common.setting.locale;
    let page = web_view::event_summary(&run.server.read()?, event, locale)?
        .context("the knockout is stored")?;
    let EventBody::Knockout { bracket, .. } = page.body else {
        bail!("a knockout's page shows its bracket");
    };
    let final_match = bracket.last().and_then(|round| round.matches.first());
    Ok(final_match.and_then(|played| {
        let side = played.sides[played.winner?].as_ref()?;
        Some(side.name.clone())
    }))
}

/// The rounds the knockout has opened, as stored.
fn rounds_opened(run: &Run) -> anyhow::Result<usize> {
    let event = run.stored_event()?;
    Ok(events::rounds(&run.server.read()?, event.id)?.len())
}
