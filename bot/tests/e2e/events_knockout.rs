//! A knockout end to end: five players on the strict stand-in, matches best of 3. The
//! organiser creates it with `/lyngk-admin event create format:knockout best_of:3`,
//! the players join with `/lyngk event join`, the start opens seed 4 against seed 5 in
//! a thread (seeds 1 to 3 have byes), and every game is resigned in its thread by its
//! first player. The seats alternate, so each match goes to three games and the lower
//! seed wins it; each game's end opens the match's next game in a new thread, the last
//! game of a round opens the next round, the final ends the event with its winner, and
//! `/lyngk event standings` shows the bracket as an image.

use crate::standin::event_setup::{by_admin, grouped};
use crate::standin::events::{self, integer, text, User};
use crate::standin::{Discord, PATIENCE};

const EVENT: &str = "Summer Cup";
const FIRST_PLAYER: u64 = 1_290_000_000_000_000_000;
/// The format choice's index in the declaration: swiss, knockout.
const KNOCKOUT: i64 = 1;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Player{}", index + 1))
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

/// Plays round `round`'s `matches` matches, three games each, every game resigned by
/// its first player; the last answer must contain `then`. Returns the first seats of
/// the first match's games.
async fn play_round(discord: &Discord, round: u32, matches: usize, then: &str) -> Vec<u64> {
    let mut firsts = Vec::new();
    for number in 1..=3 {
        let mut games = wait_for_games(discord, round, matches).await;
        games.sort();
        firsts.push(games[0].1);
        let said = resign_all(discord, &games).await;
        let expected = match number {
            3 => then.to_string(),
            _ => format!("game {} opens in its own thread", number + 1),
        };
        assert!(said.contains(&expected), "{said}");
    }
    firsts
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
            integer("best_of", 3),
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

    // Seed 4 (Player4) meets seed 5: Player4 has the first seat in games 1 and 3.
    let firsts = play_round(&discord, 1, 1, "knockout round 2 of 3").await;
    assert_eq!(firsts, vec![player(3).id, player(4).id, player(3).id]);
    // 1 v 5 and 2 v 3, then the final, 3 v 5.
    play_round(&discord, 2, 2, "knockout round 3 of 3").await;
    let firsts = play_round(&discord, 3, 1, "Congratulations, **Player5**").await;
    assert_eq!(firsts[0], player(2).id, "seed 3 has the first seat");

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
