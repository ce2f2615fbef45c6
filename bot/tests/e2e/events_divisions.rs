//! Divisions end to end: season 1 of a divisions event (4 players, divisions of 2,
//! one up and one down, a 7-day pause) was played and ended eight days ago on the
//! bot's database. At start-up the real bot's background job finds the pause over:
//! it opens season 2 by itself, posts it in the event's channel and opens its games'
//! threads on the strict stand-in. The games are resigned there through
//! `/lyngk resign`; the last one ends season 2 with the moves, and
//! `/lyngk event standings` shows each division as an image with alt text.

use lyngk_bot::service::api::{Command, EventOptions, Place};
use rusqlite::Connection;

use crate::standin::event_setup::{ask_in, channel, grouped, resign_in, service_days_ago};
use crate::standin::events::{text, User};
use crate::standin::{Discord, CHANNEL, GUILD, PATIENCE};

const EVENT: &str = "Autumn League";
const FIRST_PLAYER: u64 = 1_300_000_000_000_000_000;
/// Where season 1's games were played (by a front long gone).
const OLD_THREADS: u64 = 1_301_000_000_000_000_000;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
}

/// Season 1 played and ended eight days ago: every game resigned by its first
/// player.
fn season_one_played_long_ago(discord: &Discord) {
    let service = service_days_ago(discord, 8);
    let options = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Divisions),
        division_size: Some(2),
        movers: Some(1),
        pause_days: Some(7),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    let organiser = player(0);
    let create = Command::EventCreate {
        name: EVENT.into(),
        options,
    };
    ask_in(&service, channel(), &organiser, create);
    for index in 0..4 {
        ask_in(
            &service,
            channel(),
            &player(index),
            Command::EventJoin { name: EVENT.into() },
        );
    }
    let start = ask_in(
        &service,
        channel(),
        &organiser,
        Command::EventStart { name: EVENT.into() },
    );
    assert_eq!(start.threads.len(), 2, "two divisions of two: a game each");
    let mut last = String::new();
    for (index, thread) in start.threads.iter().enumerate() {
        let place = Place {
            guild: Some(GUILD),
            channel: OLD_THREADS + index as u64,
        };
        service
            .attach_thread(thread.game_id, place.channel)
            .unwrap();
        let first = thread.reply.ping[0];
        let resign = Command::Resign { confirmed: true };
        last = ask_in(&service, place, &player(first - FIRST_PLAYER), resign).text();
    }
    assert!(last.contains("season 1 is over"), "{last}");
}

/// Season 2's games once both have threads: (thread, first player's id).
fn season_two_threads(db: &Connection) -> Option<Vec<(u64, u64)>> {
    let mut query = db
        .prepare(
            "SELECT g.channel, g.challenger_id, p.thread_open FROM season_divisions d \
             JOIN event_pairings p ON p.event = d.played_as JOIN games g ON g.id = p.game \
             WHERE d.season = 2",
        )
        .unwrap();
    let rows: Vec<(i64, i64, bool)> = query
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let all_open = rows.len() == 2 && rows.iter().all(|r| r.2);
    all_open.then(|| rows.iter().map(|r| (r.0 as u64, r.1 as u64)).collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_season_opens_by_itself_after_the_pause_and_ends_with_the_moves() {
    let mut discord = Discord::stand_ins().await;
    season_one_played_long_ago(&discord);
    discord.start_bot(&[]).await;

    let games = discord
        .rest
        .wait_for(PATIENCE, "season 2's threads", |_| {
            season_two_threads(&discord.db())
        })
        .await;
    // The opening is posted in the event's channel (not necessarily before the threads
    // are recorded).
    discord
        .rest
        .wait_for(PATIENCE, "season 2's opening post", |rest| {
            rest.seen()
                .iter()
                .any(|seen| {
                    seen.method == "POST"
                        && seen
                            .path
                            .ends_with(&format!("/channels/{CHANNEL}/messages"))
                        && seen.payload.as_ref().is_some_and(|p| {
                            p["content"]
                                .as_str()
                                .unwrap_or_default()
                                .contains("season 2: 4 players")
                        })
                })
                .then_some(())
        })
        .await;

    let mut said = String::new();
    for (thread, first) in games {
        said = resign_in(&discord, thread, &player(first - FIRST_PLAYER)).await;
    }
    assert!(said.contains("season 2 is over"), "{said}");
    assert!(said.contains("Division 1 · up: nobody · down: "), "{said}");

    let standings = grouped(&player(3), "lyngk", "standings", vec![text("name", EVENT)]);
    let shown = discord.ask(&standings).await;
    assert!(
        shown.content().contains("season 2 (over)"),
        "{}",
        shown.content()
    );
    assert_eq!(shown.files.len(), 2, "an image per division");
    for file in &shown.files {
        assert!(file.bytes.starts_with(b"\x89PNG"), "{}", file.filename);
    }
    let described = shown.message["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|a| {
            a["description"]
                .as_str()
                .is_some_and(|d| d.contains("division"))
        })
        .count();
    assert_eq!(described, 2, "alt text on each image: {}", shown.message);
}
