//! `lyngk serve` killed between making an event game's thread and recording it: the
//! restarted process finds the thread that was made and uses it, and leaves no empty
//! duplicate.

use lyngk_bot::service::api::EventOptions;

use crate::standin::event_setup::{eight_days_ago, event_started, round_threads};
use crate::standin::events::User;
use crate::standin::{Discord, Failure, CHANNEL, GUILD, PATIENCE};

const EVENT: &str = "Kill Swiss";
const FIRST_PLAYER: u64 = 1_282_000_000_000_000_000;
/// Where round 1's games were opened (by a front long gone).
const OLD_THREADS: u64 = 1_283_000_000_000_000_000;

/// Four players' Swiss started eight days ago: round 1's deadline is past, so the bot's
/// background job pairs round 2 and opens its two threads at its start.
fn round_one_overdue(discord: &Discord) {
    let options = EventOptions {
        rounds: Some(2),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    let players: Vec<User> = (0..4)
        .map(|i| User::new(FIRST_PLAYER + i, &format!("K{i}")))
        .collect();
    let start = event_started(
        &eight_days_ago(discord),
        EVENT,
        options,
        &players,
        OLD_THREADS,
    );
    assert_eq!(start.threads.len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_made_before_a_sigkill_is_used_after_the_restart() {
    let mut discord = Discord::stand_ins().await;
    round_one_overdue(&discord);
    // The first thread is made but its answer is lost, and looking for it fails: the
    // process holds a thread it has not recorded when it is killed.
    let threads = format!("/channels/{CHANNEL}/threads");
    discord
        .rest
        .fail("POST", &threads, 1, Failure::CutAfterHandling);
    let active = format!("/guilds/{GUILD}/threads/active");
    discord
        .rest
        .fail("GET", &active, 1000, Failure::ServerError);
    discord.start_bot(&[]).await;
    let failed_lookup = format!("/api/v10{active}");
    discord
        .rest
        .wait_for(PATIENCE, "a failed look for the thread made", |rest| {
            rest.seen()
                .iter()
                .any(|s| s.path == failed_lookup && s.status == 500)
                .then_some(())
        })
        .await;
    let made = discord.rest.world().threads_of(CHANNEL);
    assert_eq!(made.len(), 2, "the cut thread and the other game's");
    discord.kill_bot();
    discord.lapse_leases();

    discord.rest.heal();
    discord.start_bot(&[]).await;
    // A claim the killed process held is free once its presence lapsed.
    let round_two = discord
        .rest
        .wait_for(PATIENCE, "round 2's threads", |rest| {
            round_threads(rest, &discord.db(), 2)
        })
        .await;
    let mut opened: Vec<u64> = round_two.iter().map(|(thread, _)| *thread).collect();
    opened.sort_unstable();
    let world = discord.rest.world();
    assert_eq!(world.threads_of(CHANNEL), opened, "no thread made twice");
    assert_eq!(
        opened, made,
        "the thread made before the kill is the game's"
    );
    for thread in opened {
        assert!(
            !world.messages_in(thread).is_empty(),
            "thread {thread} got its opening message"
        );
    }
}
