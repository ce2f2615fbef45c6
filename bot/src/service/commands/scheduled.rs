//! Games an organiser's schedule creates (event rounds, a league's whole season):
//! active at once, in a placeholder channel until a front opens their thread. Events
//! create and hand out their games through these functions only.

use super::super::api::ThreadToOpen;
use super::super::Failure;
use super::super::GameService;
use super::challenge;
use crate::store::games::{self, NewChallenge, Person};
use crate::store::{events, ladders};
use anyhow::anyhow;
use lyngk_rules::Variant;
use rusqlite::Connection;

/// Who plays a scheduled game and how.
pub(in crate::service) struct ScheduledGame {
    pub guild: Option<u64>,
    /// The placeholder channel, unique per schedule slot.
    pub channel: u64,
    /// Moves first (player 1).
    pub first: Person,
    pub second: Person,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
}

/// Creates the game, active, `first` as player 1, its clock running from `now`.
pub(in crate::service) fn create_game(
    tx: &Connection,
    game: ScheduledGame,
    seed: u64,
    now: i64,
) -> Result<i64, Failure> {
    let new = NewChallenge {
        guild: game.guild,
        channel: game.channel,
        challenger: game.first,
        opponent: Some(game.second),
        variant: game.variant,
        days_per_move: game.days_per_move,
    };
    let id = games::insert_challenge(tx, &new, now)?;
    let row = games::game_by_id(tx, id)?.ok_or_else(|| anyhow!("game {id} vanished"))?;
    // The challenger is seat 0: the schedule's first player moves first.
    challenge::start_game(tx, row, seed, 0, now)?;
    Ok(id)
}

/// The threads no front is opening yet, now marked as being opened.
pub(in crate::service) fn take_threads(
    service: &GameService,
    waiting: Vec<ThreadToOpen>,
) -> Vec<ThreadToOpen> {
    let mut opening = service
        .threads_opening
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    waiting
        .into_iter()
        .filter(|thread| opening.insert(thread.game_id))
        .collect()
}

/// Games whose threads were handed out but will not be opened (the start failed, or
/// the front could not open them): a later start offers them again.
pub(in crate::service) fn release_threads(service: &GameService, games: &[i64]) {
    let mut opening = service
        .threads_opening
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    for game in games {
        opening.remove(game);
    }
}

/// Moves an event game (a league's too) or a ladder's into the thread the front
/// opened for it.
pub(in crate::service) fn attach_thread(
    service: &GameService,
    game: i64,
    channel: u64,
) -> anyhow::Result<()> {
    service.store.with_conn(|conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let now = service.time.now();
        let attached = events::attach_thread(&tx, game, channel, now)?
            || ladders::attach_thread(&tx, game, channel, now)?;
        if !attached {
            return Err(anyhow!(
                "game {game} is not a scheduled game waiting for a thread"
            ));
        }
        tx.commit()?;
        release_threads(service, &[game]);
        Ok(())
    })
}
