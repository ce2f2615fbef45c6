//! A Swiss event end to end: seven players, three rounds. Round 1 was paired eight
//! days ago (on the bot's database, by a service whose clock is that far behind, as
//! the shard test prepares overdue games), so the real bot's background job finds its
//! deadline past: it decides the games by their clocks and opens round 2's threads on
//! the stand-in. Rounds 2 and 3 are resigned through `/lyngk resign` in those threads;
//! the last resignation of round 2 opens round 3's threads, the last of round 3 ends
//! the event.

use lyngk_bot::service::api::EventOptions;

use crate::standin::event_setup::{eight_days_ago, event_started, resign_round, wait_for_round};
use crate::standin::events::User;
use crate::standin::{Discord, CHANNEL};

const EVENT: &str = "Winter Swiss";
const PLAYERS: u64 = 7;
const FIRST_PLAYER: u64 = 1_280_000_000_000_000_000;
/// Where round 1's games were opened (by a front long gone).
const OLD_THREADS: u64 = 1_281_000_000_000_000_000;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
}

/// The player with the id `id`.
fn player_of(id: u64) -> User {
    player(id - FIRST_PLAYER)
}

/// The event created, joined and started eight days ago; round 1's threads opened.
fn event_started_long_ago(discord: &Discord) {
    let options = EventOptions {
        rounds: Some(3),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    let players: Vec<User> = (0..PLAYERS).map(player).collect();
    let service = eight_days_ago(discord);
    let start = event_started(&service, EVENT, options, &players, OLD_THREADS);
    assert_eq!(
        start.threads.len(),
        3,
        "seven players: three games and a bye"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seven_player_swiss_runs_three_rounds_one_ended_by_its_deadline() {
    let mut discord = Discord::stand_ins().await;
    event_started_long_ago(&discord);
    discord.start_bot(&[]).await;

    // Round 1's deadline passed a day ago: its games are drawn (a week left on each
    // clock) and round 2's threads open under the event's channel.
    let round_two = wait_for_round(&discord, 2).await;
    assert_eq!(round_two.len(), 3);
    let created = discord
        .rest
        .seen()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/threads")))
        .count();
    assert!(created >= 3, "{}", discord.log());

    let said = resign_round(&discord, &round_two, player_of).await;
    assert!(said.contains("round 3 of 3"), "{said}");
    let round_three = wait_for_round(&discord, 3).await;
    let said = resign_round(&discord, &round_three, player_of).await;
    assert!(said.contains("is over"), "{said}");

    let state: String = discord
        .db()
        .query_row("SELECT state FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, "finished");
    let drawn: i64 = discord
        .db()
        .query_row(
            "SELECT COUNT(*) FROM event_pairings p JOIN games g ON g.id = p.game \
             WHERE p.round = 1 AND g.result = 'drawn at the round deadline'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(drawn, 3, "round 1 ended by its deadline");
}
