//! Faults: the gateway connection drops, the REST API fails or rate-limits, the process
//! is killed, an event arrives twice. The game state must stay exactly right.

use std::time::{Duration, Instant};

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::{self, User};
use crate::standin::{snapshot, Discord, Failure, Seen, CHANNEL, PATIENCE};

fn channel_game() -> ChannelGame {
    ChannelGame::new(CHANNEL, User::new(4001, "Alice"), User::new(4002, "Bob"))
}

fn callbacks(discord: &Discord, token: &str) -> Vec<std::sync::Arc<Seen>> {
    discord
        .rest
        .for_token(token)
        .into_iter()
        .filter(|s| s.path.ends_with("/callback"))
        .collect()
}

/// Waits until the bot has logged `text` at least `count` times.
async fn wait_for_log(discord: &Discord, text: &str, count: usize) {
    let deadline = Instant::now() + PATIENCE;
    while discord.log().matches(text).count() < count {
        assert!(
            Instant::now() < deadline,
            "{text:?} not logged {count} times:\n{}",
            discord.log()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until the bot has dropped `count` repeated deliveries of interaction `id`.
async fn wait_for_repeats(discord: &Discord, id: u64, count: usize) {
    let text = format!("interaction {id} was already delivered");
    wait_for_log(discord, &text, count).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_connection_is_resumed_without_losing_or_doubling_a_turn() {
    let discord = Discord::start().await;
    let mut table = channel_game();
    table.open(&discord).await;
    table.play_turns(&discord, 3).await;

    // The connection drops; a move made meanwhile waits at Discord for the resume.
    discord.gateway.drop_connection();
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let missed = table.move_of(&mover, turn);
    let sent = discord.send(&missed);
    let reply = discord.response(&missed, sent).await;
    assert!(!reply.ephemeral(), "{}", reply.content());
    table.assert_stored_after(&discord, &stored, turn);
    assert_eq!(
        discord.gateway.identifies().len(),
        1,
        "resumed, not a new session"
    );
    let resumes = discord.gateway.resumes();
    assert_eq!(resumes.len(), 1);
    assert_eq!(resumes[0]["session_id"], "standin-session-1");
    println!("resumed after the drop in {:?}", reply.latency);

    // It drops again right after an event went out: the bot saw it or gets it replayed,
    // and answers it exactly once.
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let racing = table.move_of(&mover, turn);
    let sent = discord.send(&racing);
    discord.gateway.drop_connection();
    discord.response(&racing, sent).await;
    table.assert_stored_after(&discord, &stored, turn);
    discord.gateway.wait_connected(PATIENCE).await;
    assert_eq!(discord.gateway.resumes().len(), 2);
    // A copy sent after the resume comes after any copy the resume replayed; once the
    // bot has dropped it as a repeat, it has seen every copy.
    discord.send(&racing);
    wait_for_repeats(&discord, racing.id, 1).await;
    assert_eq!(callbacks(&discord, &racing.token).len(), 1);

    table.play_turns(&discord, 3).await;
    let heartbeat = async {
        while discord.gateway.heartbeats() == 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    };
    let limit = Duration::from_millis(3 * crate::standin::gateway::HEARTBEAT_MS);
    tokio::time::timeout(limit, heartbeat)
        .await
        .expect("the resumed connection heartbeats");
    assert_eq!(
        discord.gateway.resumes().len(),
        2,
        "acknowledged: no reconnect"
    );
}

// Discord refuses a second initial response (400, 40060), so a
// redelivered interaction must get exactly one, whether the copies arrive together or
// the second comes after the answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_interaction_delivered_twice_gets_one_initial_response() {
    let discord = Discord::start().await;
    let mut table = channel_game();
    table.open(&discord).await;
    table.play_turns(&discord, 2).await;

    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let twice = table.move_of(&mover, turn);
    let sent = discord.send(&twice);
    discord.send(&twice);
    let reply = discord.response(&twice, sent).await;
    assert!(!reply.ephemeral(), "{}", reply.content());
    assert!(reply.content().contains(&format!("played `{turn}`")));
    // Late copy, after the answer: with the second of the pair, two repeats dropped.
    discord.send(&twice);
    wait_for_repeats(&discord, twice.id, 2).await;
    let answers = callbacks(&discord, &twice.token);
    let statuses: Vec<u16> = answers.iter().map(|s| s.status).collect();
    assert_eq!(statuses, [204], "one initial response, accepted");
    table.assert_stored_after(&discord, &stored, turn);
    let applied: i64 = discord
        .db()
        .query_row(
            "SELECT COUNT(*) FROM processed_interactions WHERE interaction_id = ?1",
            [twice.id as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(applied, 1);

    // A button press delivered twice: one update of its message, one reply.
    let (cleo, dan) = (User::new(4003, "Cleo"), User::new(4004, "Dan"));
    let challenge = discord
        .ask(&events::challenge(&cleo, CHANNEL + 1, &dan))
        .await;
    let accept_id = crate::e2e::channel_game::accept_button(&challenge);
    let press = events::button(&dan, CHANNEL + 1, &accept_id, challenge.message_id);
    let sent = discord.send(&press);
    discord.send(&press);
    let accepted = discord.response(&press, sent).await;
    assert!(!accepted.ephemeral(), "{}", accepted.content());
    wait_for_repeats(&discord, press.id, 1).await;
    let answers = discord
        .rest
        .wait_for(PATIENCE, "the update and the reply", |rest| {
            let answers = rest.for_token(&press.token);
            (answers.len() >= 2).then_some(answers)
        })
        .await;
    let calls: Vec<(&str, u16)> = answers
        .iter()
        .map(|s| (s.method.as_str(), s.status))
        .collect();
    assert_eq!(
        calls,
        [("POST", 204), ("POST", 200)],
        "one update, one reply"
    );
    table.play_turns(&discord, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_between_turns_then_restart_on_the_same_database() {
    let mut discord = Discord::start().await;
    let mut table = channel_game();
    table.open(&discord).await;
    table.play_turns(&discord, 4).await;
    let before = table.stored(&discord);
    let rows = snapshot(&discord.db());

    discord.kill_bot();
    let check: String = discord
        .db()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    assert_eq!(
        snapshot(&discord.db()),
        rows,
        "everything committed survived"
    );

    discord.start_bot(&[]).await;
    assert_eq!(
        discord.gateway.identifies().len(),
        2,
        "a new process, a new session"
    );
    assert_eq!(table.stored(&discord).turns, before.turns);
    let board = discord
        .ask(&crate::standin::events::command(
            &table.challenger,
            CHANNEL,
            "board",
            vec![],
        ))
        .await;
    assert!(!board.ephemeral());
    board.board();

    // Killed with a move in flight, held before its commit (the test holds the
    // database): nothing of it is stored, and the player simply moves again.
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let db = discord.db();
    db.execute_batch("BEGIN IMMEDIATE").unwrap();
    let in_flight = table.move_of(&mover, turn);
    discord.send(&in_flight);
    // The deferral shows that the bot has the move and waits for the database.
    discord
        .rest
        .wait_for(PATIENCE, "the deferral", |rest| {
            let calls = rest.for_token(&in_flight.token);
            calls
                .iter()
                .any(|s| s.path.ends_with("/callback"))
                .then_some(())
        })
        .await;
    discord.kill_bot();
    db.execute_batch("ROLLBACK").unwrap();
    discord.start_bot(&[]).await;
    assert_eq!(
        table.stored(&discord).turns,
        stored.turns,
        "not applied at all"
    );
    table.play_turn(&discord).await;

    // Killed just after a move's commit, before or while it is answered: the move is
    // stored whole, once, and the game goes on from it.
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    discord.send(&table.move_of(&mover, turn));
    let deadline = Instant::now() + PATIENCE;
    while table.stored(&discord).turns.len() == stored.turns.len() {
        assert!(Instant::now() < deadline, "{}", discord.log());
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    discord.kill_bot();
    discord.start_bot(&[]).await;
    table.assert_stored_after(&discord, &stored, turn);
    table.play_turns(&discord, 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_errors_and_rate_limits_for_a_while_keep_the_game_right() {
    let discord = Discord::start().await;
    let mut table = channel_game();
    table.open(&discord).await;
    table.play_turns(&discord, 2).await;

    for failure in [
        Failure::ServerError,
        Failure::RateLimited { retry_after: 0.2 },
    ] {
        // Two failures in a row: the answer still arrives, the turn is stored once.
        discord.rest.fail("POST", "/interactions/", 2, failure);
        let stored = table.stored(&discord);
        let (mover, turn) = table.next_turn(&stored);
        let asked = table.move_of(&mover, turn);
        let reply = discord.ask(&asked).await;
        assert!(!reply.ephemeral(), "{failure:?}: {}", reply.content());
        table.assert_stored_after(&discord, &stored, turn);
        let attempts = callbacks(&discord, &asked.token);
        assert_eq!(attempts.len(), 3, "{failure:?}: two failures, then success");
        println!("{failure:?} twice: answered after {:?}", reply.latency);
    }

    // A long outage: the bot gives up after a few attempts; the turn stays stored once.
    discord
        .rest
        .fail("POST", "/interactions/", 1000, Failure::ServerError);
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let lost = table.move_of(&mover, turn);
    discord.send(&lost);
    // The turn stands, and the player learns it: the answer goes to the channel as a
    // message of its own, never "nothing was changed".
    let posts = format!("/api/v10/channels/{CHANNEL}/messages");
    let late = discord
        .rest
        .wait_for(PATIENCE, "the late answer in the channel", |rest| {
            rest.seen().into_iter().find(|s| s.path == posts && s.ok())
        })
        .await;
    // The turn's panel, its text in a text display.
    let content = lyngk_standin::components::shown_text(late.json());
    assert!(content.contains(&format!("played `{turn}`")), "{content}");
    assert!(content.contains("comes late"), "{content}");
    assert!(!discord
        .log()
        .contains("could not tell the user about an error"));
    let tried = callbacks(&discord, &lost.token).len();
    assert!(tried <= 10, "bounded retries: {tried}");
    discord.rest.heal();
    table.assert_stored_after(&discord, &stored, turn);
    println!("a long outage: {tried} attempts, then the bot gave up");

    // Once Discord is back the game goes on from the right position.
    table.play_turns(&discord, 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_command_registration_at_start_up_neither_stops_nor_hangs_the_bot() {
    // A short hiccup: the registration is retried and succeeds.
    let mut discord = Discord::stand_ins().await;
    discord
        .rest
        .fail("PUT", "/applications/", 2, Failure::ServerError);
    discord.start_bot(&[]).await;
    let puts: Vec<u16> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.method == "PUT")
        .map(|s| s.status)
        .collect();
    assert_eq!(puts, [500, 500, 200]);
    let mut table = channel_game();
    table.open(&discord).await;
    table.play_turn(&discord).await;

    // A long outage: the commands registered before stay at Discord, and the bot still
    // answers them.
    discord.kill_bot();
    discord
        .rest
        .fail("PUT", "/applications/", 1000, Failure::ServerError);
    discord.start_bot_connected(&[]).await;
    table.play_turn(&discord).await;
    assert_eq!(
        discord.registrations().len(),
        1,
        "only the first start registered"
    );
    assert!(discord.bot.as_mut().unwrap().is_running());
}
