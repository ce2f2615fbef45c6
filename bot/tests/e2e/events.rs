//! A Swiss event end to end: seven players, three rounds. Round 1 was paired eight
//! days ago (on the bot's database, by a service whose clock is that far behind, as
//! the shard test prepares overdue games), so the real bot's background job finds its
//! deadline past: it decides the games by their clocks and opens round 2's threads on
//! the stand-in. Rounds 2 and 3 are resigned through `/lyngk resign` in those threads;
//! the last resignation of round 2 opens round 3's threads, the last of round 3 ends
//! the event.

use std::sync::Arc;

use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use rusqlite::Connection;

use crate::standin::events::{self, User};
use crate::standin::{Discord, CHANNEL, GUILD, PATIENCE};

const EVENT: &str = "Winter Swiss";
const PLAYERS: u64 = 7;
const FIRST_PLAYER: u64 = 1_280_000_000_000_000_000;
/// Where round 1's games were opened (by a front long gone).
const OLD_THREADS: u64 = 1_281_000_000_000_000_000;

/// A clock eight days behind the real one.
struct EightDaysAgo;

impl TimeSource for EightDaysAgo {
    fn now(&self) -> i64 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap();
        now.as_secs() as i64 - 8 * 86_400
    }
}

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
}

/// The event created, joined and started eight days ago; round 1's threads opened.
fn event_started_long_ago(discord: &Discord) {
    let options = Options {
        time: Arc::new(EightDaysAgo),
        ..Options::default()
    };
    let service = GameService::open_with(discord.dir.path().join("lyngk.db"), options).unwrap();
    let ask = |user: &User, command: Command| {
        let request = Request {
            place: Place {
                guild: Some(GUILD),
                channel: CHANNEL,
            },
            actor: Actor {
                id: user.id,
                name: user.name.clone(),
            },
            command,
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        };
        let reply = service.handle(request).unwrap();
        assert!(!reply.ephemeral, "{}", reply.text());
        reply
    };
    let options = EventOptions {
        rounds: Some(3),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    let organiser = player(0);
    ask(
        &organiser,
        Command::EventCreate {
            name: EVENT.into(),
            options,
        },
    );
    for index in 0..PLAYERS {
        ask(&player(index), Command::EventJoin { name: EVENT.into() });
    }
    let start = ask(&organiser, Command::EventStart { name: EVENT.into() });
    assert_eq!(
        start.threads.len(),
        3,
        "seven players: three games and a bye"
    );
    for (index, thread) in start.threads.iter().enumerate() {
        service
            .attach_thread(thread.game_id, OLD_THREADS + index as u64)
            .unwrap();
    }
}

/// Round `round`'s games once all have threads: (thread, first player's id).
fn round_threads(db: &Connection, round: u32) -> Option<Vec<(u64, u64)>> {
    let mut query = db
        .prepare(
            "SELECT g.channel, g.challenger_id, p.thread_open FROM event_pairings p \
             JOIN games g ON g.id = p.game WHERE p.round = ?1",
        )
        .unwrap();
    let rows: Vec<(i64, i64, bool)> = query
        .query_map([round], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let all_open = !rows.is_empty() && rows.iter().all(|r| r.2);
    all_open.then(|| rows.iter().map(|r| (r.0 as u64, r.1 as u64)).collect())
}

async fn wait_for_round(discord: &Discord, round: u32) -> Vec<(u64, u64)> {
    discord
        .rest
        .wait_for(PATIENCE, &format!("round {round}'s threads"), |_| {
            round_threads(&discord.db(), round)
        })
        .await
}

/// Every game of the round resigned by its first player in its thread; returns the
/// last answer's text.
async fn resign_round(discord: &Discord, games: &[(u64, u64)]) -> String {
    let mut last = String::new();
    for &(thread, first) in games {
        let user = player(first - FIRST_PLAYER);
        let answer = discord
            .ask(&events::command(
                &user,
                thread,
                "resign",
                vec![events::boolean("confirm", true)],
            ))
            .await;
        assert!(!answer.ephemeral(), "{}", answer.content());
        last = answer.content().to_owned();
    }
    last
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

    let said = resign_round(&discord, &round_two).await;
    assert!(said.contains("round 3 of 3"), "{said}");
    let round_three = wait_for_round(&discord, 3).await;
    let said = resign_round(&discord, &round_three).await;
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
