//! A knockout end to end: five players on the strict stand-in. The organiser creates
//! it with `/lyngk-admin event create format:knockout`, the players join with
//! `/lyngk event join`, the start opens seed 4 against seed 5 in a thread (seeds 1 to
//! 3 have byes), and every game is resigned in its thread by its first player: the
//! last game of each round opens the next round's threads, the final ends the event
//! with its winner, and `/lyngk event standings` shows the bracket as an image.

use serde_json::{json, Value};

use crate::standin::events::{self, integer, text, Interaction, User};
use crate::standin::{Discord, CHANNEL, PATIENCE};

const EVENT: &str = "Summer Cup";
const FIRST_PLAYER: u64 = 1_290_000_000_000_000_000;
/// The format choice's index in the declaration: swiss, knockout.
const KNOCKOUT: i64 = 1;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
}

/// `/<command> <group> <subcommand> <options>` typed by `user` in the event's channel.
fn grouped(user: &User, command: &str, sub: &str, options: Vec<Value>) -> Interaction {
    let mut interaction = events::command(user, CHANNEL, sub, Vec::new());
    interaction.payload["data"]["name"] = json!(command);
    interaction.payload["data"]["options"] = json!([{
        "name": "event", "type": 2,
        "options": [{"name": sub, "type": 1, "options": options}],
    }]);
    interaction
}

/// The same, by a member with Manage Server.
fn by_admin(mut interaction: Interaction) -> Interaction {
    let with_manage_server = 2_248_473_465_835_073u64 | (1 << 5);
    interaction.payload["member"]["permissions"] = json!(with_manage_server.to_string());
    interaction
}

/// The games of `round` still going on once `count` have open threads: (thread,
/// first player's id).
fn open_games(discord: &Discord, round: u32, count: usize) -> Option<Vec<(u64, u64)>> {
    let db = discord.db();
    let mut query = db
        .prepare(
            "SELECT g.channel, g.challenger_id FROM event_pairings p \
             JOIN games g ON g.id = p.game \
             WHERE p.round = ?1 AND p.thread_open = 1 AND g.status != 'finished'",
        )
        .unwrap();
    let rows: Vec<(u64, u64)> = query
        .query_map([round], |r| {
            Ok((r.get::<_, i64>(0)? as u64, r.get::<_, i64>(1)? as u64))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    (rows.len() == count).then_some(rows)
}

async fn wait_for_games(discord: &Discord, round: u32, count: usize) -> Vec<(u64, u64)> {
    discord
        .rest
        .wait_for(
            PATIENCE,
            &format!("round {round}'s {count} threads"),
            |_| open_games(discord, round, count),
        )
        .await
}

/// Every game given resigned by its first player in its thread; returns the last
/// answer's text.
async fn resign_all(discord: &Discord, games: &[(u64, u64)]) -> String {
    let mut last = String::new();
    for &(thread, first) in games {
        let user = player(first - FIRST_PLAYER);
        let resign = events::command(
            &user,
            thread,
            "resign",
            vec![events::boolean("confirm", true)],
        );
        let answer = discord.ask(&resign).await;
        assert!(!answer.ephemeral(), "{}", answer.content());
        last = answer.content().to_owned();
    }
    last
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_knockout_runs_from_its_bracket_to_its_winner() {
    let mut discord = Discord::stand_ins().await;
    discord.start_bot(&[]).await;
    let organiser = player(0);
    let create = by_admin(grouped(
        &organiser,
        "lyngk-admin",
        "create",
        vec![
            text("name", EVENT),
            integer("format", KNOCKOUT),
            integer("round_days", 7),
        ],
    ));
    let created = discord.ask(&create).await;
    assert!(
        created.content().contains("knockout event"),
        "{}",
        created.content()
    );
    for index in 0..5 {
        let join = grouped(&player(index), "lyngk", "join", vec![text("name", EVENT)]);
        let joined = discord.ask(&join).await;
        assert!(!joined.ephemeral(), "{}", joined.content());
    }
    let start = by_admin(grouped(
        &organiser,
        "lyngk-admin",
        "start",
        vec![text("name", EVENT)],
    ));
    let started = discord.ask(&start).await;
    let said = started.content();
    assert!(said.contains("knockout round 1 of 3"), "{said}");
    assert_eq!(started.pinged().len(), 5, "{said}");

    // Seed 4 (Player4) meets seed 5; Player4 resigns.
    let round_one = wait_for_games(&discord, 1, 1).await;
    assert_eq!(round_one[0].1, player(3).id);
    let said = resign_all(&discord, &round_one).await;
    assert!(said.contains("knockout round 2 of 3"), "{said}");
    // 1 v 5 and 2 v 3: the higher seeds resign.
    let round_two = wait_for_games(&discord, 2, 2).await;
    let said = resign_all(&discord, &round_two).await;
    assert!(said.contains("knockout round 3 of 3"), "{said}");
    let final_game = wait_for_games(&discord, 3, 1).await;
    assert_eq!(final_game[0].1, player(2).id, "seed 3 has the first seat");
    let said = resign_all(&discord, &final_game).await;
    assert!(said.contains("Congratulations, **Player5**"), "{said}");

    let state: String = discord
        .db()
        .query_row("SELECT state FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, "finished");
    let standings = grouped(&player(4), "lyngk", "standings", vec![text("name", EVENT)]);
    let shown = discord.ask(&standings).await;
    assert!(
        shown.content().contains("knockout bracket"),
        "{}",
        shown.content()
    );
    let image = shown.board();
    assert!(image.width() > 600, "three rounds side by side");
}
