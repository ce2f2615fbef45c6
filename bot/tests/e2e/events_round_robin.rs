//! A round robin end to end: three players, three rounds, one sitting out each round.
//! Round 1 was opened eight days ago (on the bot's database, by a service whose clock
//! is that far behind), so the real bot's background job finds its deadline past: it
//! draws the game by the clocks and opens round 2's thread on the stand-in with one
//! post naming the pairing and pinging the players, the one sitting out included.
//! Rounds 2 and 3 are resigned through `/lyngk resign` in their threads; the last
//! ends the event, whose standings come as an image. A second round robin, twice
//! over, is created with the command's format and legs choices.

use lyngk_bot::service::api::EventOptions;

use crate::standin::event_setup::{
    by_admin, eight_days_ago, event_started, grouped, resign_round, wait_for_round,
};
use crate::standin::events::{integer, text, User};
use crate::standin::{Discord, PATIENCE};

const EVENT: &str = "Round Table";
const FIRST_PLAYER: u64 = 1_300_000_000_000_000_000;
/// Where round 1's game was opened (by a front long gone).
const OLD_THREADS: u64 = 1_301_000_000_000_000_000;
/// The choices' indices in the declaration: formats swiss, knockout, ladder,
/// divisions, round robin; legs single, double.
const ROUND_ROBIN: i64 = 4;
const DOUBLE: i64 = 1;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
}

fn player_of(id: u64) -> User {
    player(id - FIRST_PLAYER)
}

/// The round robin created, joined and started eight days ago; round 1's thread
/// opened.
fn round_robin_started_long_ago(discord: &Discord) {
    let options = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    let players: Vec<User> = (0..3).map(player).collect();
    let service = eight_days_ago(discord);
    let start = event_started(&service, EVENT, options, &players, OLD_THREADS);
    assert!(start.text().contains("round 1 of 3"), "{}", start.text());
    assert_eq!(start.threads.len(), 1, "three players: one game and a bye");
}

/// Every message the bot posted on its own (the job's posts go to the channel of the
/// game whose end closed the round): its text and the users it pings.
fn posts(discord: &Discord) -> Vec<(String, Vec<String>)> {
    discord
        .rest
        .seen()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .filter_map(|r| r.payload.clone())
        .map(|payload| {
            let content = payload["content"].as_str().unwrap_or_default().to_owned();
            let pinged = payload["allowed_mentions"]["users"]
                .as_array()
                .map(|users| {
                    users
                        .iter()
                        .filter_map(|u| u.as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default();
            (content, pinged)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_round_robin_runs_a_round_at_a_time_one_ended_by_its_deadline() {
    let mut discord = Discord::stand_ins().await;
    round_robin_started_long_ago(&discord);
    discord.start_bot(&[]).await;

    // Round 1's deadline passed a day ago: its game is drawn (a week left on each
    // clock) and round 2's thread opens under the event's channel.
    let round_two = wait_for_round(&discord, 2).await;
    assert_eq!(round_two.len(), 1);
    let (opening, pinged) = discord
        .rest
        .wait_for(PATIENCE, "round 2's post", |_| {
            posts(&discord)
                .into_iter()
                .find(|(content, _)| content.contains("round 2 of 3: the games are open"))
        })
        .await;
    assert!(opening.contains("sits out this round"), "{opening}");
    assert_eq!(
        pinged.len(),
        3,
        "both players and the one sitting out: {opening}"
    );

    let said = resign_round(&discord, &round_two, player_of).await;
    assert!(said.contains("round 3 of 3"), "{said}");
    let round_three = wait_for_round(&discord, 3).await;
    let said = resign_round(&discord, &round_three, player_of).await;
    assert!(said.contains("is over"), "{said}");

    let db = discord.db();
    let state: String = db
        .query_row("SELECT state FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, "finished");
    let drawn: i64 = db
        .query_row(
            "SELECT COUNT(*) FROM event_pairings p JOIN games g ON g.id = p.game \
             WHERE p.round = 1 AND g.result = 'drawn at the round deadline'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(drawn, 1, "round 1 ended by its deadline");
    let met: i64 = db
        .query_row(
            "SELECT COUNT(DISTINCT MIN(white, black) || '-' || MAX(white, black)) \
             FROM event_pairings WHERE black IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(met, 3, "every pair met once");

    let standings = grouped(&player(2), "lyngk", "standings", vec![text("name", EVENT)]);
    let shown = discord.ask(&standings).await;
    assert!(
        shown.content().contains("standings after round 3 of 3"),
        "{}",
        shown.content()
    );
    assert!(shown.board().width() > 0, "the standings image");

    let create = by_admin(grouped(
        &player(0),
        "lyngk-admin",
        "create",
        vec![
            text("name", "Twice Round"),
            integer("format", ROUND_ROBIN),
            integer("legs", DOUBLE),
        ],
    ));
    let created = discord.ask(&create).await;
    assert!(
        created
            .content()
            .contains("opened the round robin **Twice Round**"),
        "{}",
        created.content()
    );
    assert!(
        created.content().contains("every pairing twice"),
        "{}",
        created.content()
    );
}
