//! Games an organiser's schedule creates (event rounds, a league's whole season):
//! active at once, in a placeholder channel until a front opens their thread. Events
//! create and hand out their games through these functions only.

use super::super::api::ThreadToOpen;
use super::super::Failure;
use super::super::GameService;
use super::challenge;
use anyhow::anyhow;
use lyngk_rules::Variant;
use lyngk_store::clock_rules::EventClockRules;
use lyngk_store::games::{self, NewChallenge, Person};
use lyngk_store::thread_claims::{self, Intent as ThreadIntent};
use lyngk_store::{events, ladders};
use rusqlite::Connection;

/// Who plays a scheduled game and how.
pub(crate) struct ScheduledGame {
    pub guild: Option<u64>,
    /// The placeholder channel, unique per schedule slot.
    pub channel: u64,
    /// Moves first (player 1).
    pub first: Person,
    pub second: Person,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    /// Its event's clock rules: whether vacations pause it, and its choice of weekends
    /// off, if it made one (else the server's default).
    pub rules: EventClockRules,
}

/// Creates the game, active, `first` as player 1, its clock running from `now`.
pub(crate) fn create_game(
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
    // Stored before the clock starts, which reads it.
    if let Some(off) = game.rules.weekends_off {
        lyngk_store::clock_rules::set_game_weekends_off(tx, id, off)?;
    }
    let row = games::game_by_id(tx, id)?.ok_or_else(|| anyhow!("game {id} vanished"))?;
    // Not yet linked to its event, so the event's vacation rule is passed on.
    challenge::start_event_game(tx, row, seed, game.rules.vacation_allowed, now)?;
    Ok(id)
}

/// The threads no front is opening yet, now claimed for this service in `tx` (the
/// transaction that hands them out), so that no other process opens them too.
pub(crate) fn take_threads(
    service: &GameService,
    tx: &Connection,
    waiting: Vec<ThreadToOpen>,
) -> anyhow::Result<Vec<ThreadToOpen>> {
    let now = service.time.now();
    let mut taken = Vec::new();
    for thread in waiting {
        if thread_claims::take(tx, thread.game_id, &service.claimant, &thread.name, now)? {
            taken.push(thread);
        }
    }
    Ok(taken)
}

/// Games whose threads were handed out but will not be opened (the start failed, or
/// the front could not open them): a later start offers them again.
pub(crate) fn release_threads(service: &GameService, games: &[i64]) {
    let released = service.store.with_conn(|conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        for game in games {
            thread_claims::release(&tx, *game, &service.claimant)?;
        }
        tx.commit()?;
        anyhow::Ok(())
    });
    if let Err(error) = released {
        tracing::warn!("could not give back the threads of games {games:?}: {error:#}");
    }
}

/// Records that the front is asking Discord for `game`'s thread now; whether an
/// earlier attempt did (the thread may exist), or the claim is no longer this service's.
pub(crate) fn ask_for_thread(service: &GameService, game: i64) -> anyhow::Result<ThreadIntent> {
    service.store.with_conn(|conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let intent = thread_claims::ask_discord(&tx, game, &service.claimant, service.time.now())?;
        tx.commit()?;
        Ok(intent)
    })
}

/// Moves an event game (a league's too) or a ladder's into the thread the front
/// opened for it.
pub(crate) fn attach_thread(service: &GameService, game: i64, channel: u64) -> anyhow::Result<()> {
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
        thread_claims::settle(&tx, game)?;
        tx.commit()?;
        Ok(())
    })
}
