//! What moderators and server owners do around the games, against the strict
//! stand-in: deleted channels and threads, the bot removed from the server and added
//! back, threads closed or locked by a moderator, threads the bot did not make
//! (private ones included), and permissions taken away mid-game.

use std::time::Duration;

use crate::e2e::channel_game::{move_command, ChannelGame};
use crate::standin::events::{self, integer, User};
use crate::standin::{
    permission, thread_challenge, ChannelKind, Discord, Seen, CHANNEL, DM_CHANNEL, GUILD, PATIENCE,
};
use lyngk_bot::service::places::CLOSED_GRACE;

fn players(n: u64) -> (User, User) {
    (
        User::new(7000 + 2 * n, &format!("Ann{n}")),
        User::new(7001 + 2 * n, &format!("Ben{n}")),
    )
}

/// A game of players `n` in its own thread of `parent`, one turn played.
async fn game_in_a_thread(discord: &Discord, n: u64, parent: u64) -> (u64, ChannelGame) {
    let (ann, ben) = players(n);
    let challenge = thread_challenge(&ann, parent, &ben);
    discord.ask(&challenge).await;
    let thread = discord.latest_game_channel(&ann).expect("a game");
    let mut table = ChannelGame::new(thread, ann, ben);
    table.open_in_place(discord).await;
    table.play_turns(discord, 1).await;
    (thread, table)
}

/// How the latest game in `channel` stands: status and result.
fn outcome(discord: &Discord, channel: u64) -> (String, Option<String>) {
    discord
        .db()
        .query_row(
            "SELECT status, result FROM games WHERE channel = ?1 ORDER BY id DESC",
            [channel as i64],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

fn count(discord: &Discord, sql: &str) -> i64 {
    discord.db().query_row(sql, [], |r| r.get(0)).unwrap()
}

/// Waits until `sql` counts `expected` rows.
async fn wait_for_count(discord: &Discord, sql: &str, expected: i64) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while count(discord, sql) != expected {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{sql} never counted {expected}:\n{}",
            discord.log()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The messages the bot posted in `channel` whose text contains `text`.
fn posts_in(discord: &Discord, channel: u64, text: &str) -> Vec<std::sync::Arc<Seen>> {
    let path = format!("/api/v10/channels/{channel}/messages");
    discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.method == "POST" && s.path == path && s.ok())
        .filter(|s| s.json()["content"].as_str().unwrap_or("").contains(text))
        .collect()
}

async fn wait_for_posts(discord: &Discord, channel: u64, text: &str, expected: usize) {
    wait_longer_for_posts(discord, channel, text, expected, PATIENCE).await;
}

async fn wait_longer_for_posts(
    discord: &Discord,
    channel: u64,
    text: &str,
    expected: usize,
    limit: Duration,
) {
    let what = format!("{expected} post(s) with {text:?} in {channel}");
    discord
        .rest
        .wait_for(limit, &what, |_| {
            (posts_in(discord, channel, text).len() >= expected).then_some(())
        })
        .await;
}

fn mentioned(post: &Seen) -> Vec<u64> {
    let users = post.json()["allowed_mentions"]["users"].as_array().cloned();
    let mut ids: Vec<u64> = users
        .unwrap_or_default()
        .iter()
        .map(|u| u.as_str().unwrap().parse().unwrap())
        .collect();
    ids.sort_unstable();
    ids
}

// A deleted game thread: the game ends as aborted (unrated) and both players are told
// in the thread's channel, which they can see.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_game_thread_ends_its_game_and_tells_the_players_in_its_channel() {
    let discord = Discord::start().await;
    let parent = CHANNEL + 300;
    let (thread, table) = game_in_a_thread(&discord, 0, parent).await;
    discord.delete_channel(thread);
    wait_for_posts(&discord, parent, "was deleted", 1).await;
    let post = &posts_in(&discord, parent, "was deleted")[0];
    let mut both = vec![table.challenger.id, table.opponent.id];
    both.sort_unstable();
    assert_eq!(mentioned(post), both, "both players are pinged");
    assert_eq!(
        outcome(&discord, thread),
        ("finished".into(), Some("aborted".into()))
    );
    assert_eq!(count(&discord, "SELECT COUNT(*) FROM rating_changes"), 0);
    // Discord delivers nothing from the deleted thread, and the bot makes nothing there.
    let board = events::command(&table.challenger, thread, "board", Vec::new());
    assert!(!discord.rest.deliver(&mut board.payload.clone()));
    let gone = format!("/api/v10/channels/{thread}");
    let after_delete = discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.path.starts_with(&gone) && s.ok() && s.method != "GET")
        .filter(|s| {
            s.json()["content"]
                .as_str()
                .is_some_and(|c| c.contains("deleted"))
        })
        .count();
    assert_eq!(after_delete, 0, "nothing posted in the deleted thread");
}

// A deleted game channel: its game, and the game of a thread that went with it, end;
// with no channel left to post in, each player is told by direct message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_game_channel_ends_its_games_and_tells_the_players_by_direct_message() {
    let discord = Discord::start().await;
    let channel = CHANNEL + 301;
    let (ann, ben) = players(1);
    let mut table = ChannelGame::new(channel, ann.clone(), ben.clone());
    table.open(&discord).await;
    table.play_turns(&discord, 1).await;
    let (thread, _) = game_in_a_thread(&discord, 2, channel).await;

    discord.delete_channel(channel);
    wait_for_posts(&discord, DM_CHANNEL, "was deleted", 4).await;
    let opened: Vec<String> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.path == "/api/v10/users/@me/channels" && s.ok())
        .map(|s| s.json()["recipient_id"].as_str().unwrap().to_owned())
        .collect();
    for player in [&ann, &ben] {
        assert!(opened.contains(&player.id.to_string()), "{opened:?}");
    }
    for place in [channel, thread] {
        assert_eq!(
            outcome(&discord, place),
            ("finished".into(), Some("aborted".into()))
        );
    }
    let get = discord.rest.seen();
    let read = get
        .iter()
        .find(|s| s.method == "GET" && s.path == format!("/api/v10/channels/{thread}"))
        .expect("the thread was looked up");
    assert_eq!(read.status, 404, "Discord no longer knows it");
}

// The bot kicked from the server: its games there are suspended (no reminders,
// timeouts or digests; checked in the service tests) until it is added back, and then
// go on where they were.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_removes_the_bot_has_its_games_suspended_until_it_is_back() {
    let discord = Discord::start().await;
    let channel = CHANNEL + 302;
    let (ann, ben) = players(3);
    let mut table = ChannelGame::new(channel, ann, ben);
    table.open(&discord).await;
    let suspended = "SELECT COUNT(*) FROM suspended_guilds";

    // An outage is not a removal.
    discord.outage_of(GUILD);
    discord.remove_bot_from(GUILD);
    wait_for_count(&discord, suspended, 1).await;
    let since: i64 = discord
        .db()
        .query_row("SELECT since FROM suspended_guilds", [], |r| r.get(0))
        .unwrap();
    assert!(since > 0);
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let mut blocked = move_command(&mover, channel, turn).payload;
    assert!(
        !discord.rest.deliver(&mut blocked),
        "Discord delivers nothing from a server the bot left"
    );
    let id = channel.to_string();
    let post = crate::standin::world::Call {
        method: "POST",
        parts: &["channels", id.as_str(), "messages"],
        payload: &serde_json::json!({"content": "hello"}),
        file_sizes: &[],
    };
    let (status, _, _) = discord.rest.world().answer(&post);
    assert_eq!(status, 403, "the server's channels are out of reach");

    discord.add_bot_to(GUILD);
    wait_for_count(&discord, suspended, 0).await;
    assert_eq!(table.stored(&discord).status, "active");
    table.play_turns(&discord, 2).await;
}

// The bot kicked while it was down: no GUILD_DELETE reached it, and READY no longer
// lists the server; its games are suspended at the connection, and resume when it is
// added back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_removed_the_bot_while_it_was_down_has_its_games_suspended() {
    let mut discord = Discord::start().await;
    let channel = CHANNEL + 307;
    let (ann, ben) = players(7);
    let mut table = ChannelGame::new(channel, ann, ben);
    table.open(&discord).await;
    let suspended = "SELECT COUNT(*) FROM suspended_guilds";
    discord.kill_bot();
    discord.remove_bot_while_away(GUILD);
    discord.start_bot(&[]).await;
    wait_for_count(&discord, suspended, 1).await;
    discord.add_bot_to(GUILD);
    wait_for_count(&discord, suspended, 0).await;
    table.play_turns(&discord, 1).await;
}

// A moderator closes a live game's thread: it stays closed (the bot no longer undoes
// it) and is recorded; opened again, it is no longer counted as closed; left closed
// past the grace period, the game ends. Discord's own inactivity archive is still
// undone (flows.rs).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_a_moderator_closes_or_locks_stays_closed() {
    let discord = Discord::start().await;
    let parent = CHANNEL + 303;
    let (thread, mut table) = game_in_a_thread(&discord, 4, parent).await;
    let closed = "SELECT COUNT(*) FROM closed_threads";
    let reopenings = |discord: &Discord| {
        let path = format!("/api/v10/channels/{thread}");
        discord
            .rest
            .seen()
            .iter()
            .filter(|s| s.method == "PATCH" && s.path == path)
            .count()
    };

    discord.moderate_thread(thread, true, false);
    wait_for_count(&discord, closed, 1).await;
    assert_eq!(reopenings(&discord), 0, "the bot leaves it closed");
    assert!(discord.rest.world().channel_facts(thread).unwrap().archived);

    discord.moderate_thread(thread, false, false);
    wait_for_count(&discord, closed, 0).await;
    table.play_turns(&discord, 1).await;

    discord.moderate_thread(thread, true, true);
    wait_for_count(
        &discord,
        "SELECT COUNT(*) FROM closed_threads WHERE locked = 1",
        1,
    )
    .await;
    assert_eq!(reopenings(&discord), 0);
    assert_eq!(
        table.stored(&discord).status,
        "active",
        "ended only after the grace period"
    );

    // The grace period passes (the bot's clock cannot be moved: the closing is dated
    // back instead); the background job ends the game and tells the players in the
    // thread's channel.
    discord
        .db()
        .execute(
            "UPDATE closed_threads SET since = since - ?1",
            [CLOSED_GRACE],
        )
        .unwrap();
    // The job looks at least every RENEW.
    let limit = lyngk_bot::discord::jobs::RENEW + PATIENCE;
    wait_longer_for_posts(&discord, parent, "closed for 3 days", 1, limit).await;
    assert_eq!(
        outcome(&discord, thread),
        ("finished".into(), Some("aborted".into()))
    );
    assert_eq!(reopenings(&discord), 0, "still closed");
}

// A game in a thread someone else made: the bot joins it first. A private thread it
// may not join (not a member, no Manage Threads) is refused with what to do.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_joins_a_thread_it_did_not_make_before_a_game_there() {
    let discord = Discord::start().await;
    let (ann, ben) = players(5);
    let public = discord.thread_by_user(CHANNEL + 304, ChannelKind::PublicThread);
    assert!(!discord.rest.world().bot_is_member(public));
    let table = ChannelGame::new(public, ann.clone(), ben.clone());
    table.open(&discord).await;
    assert!(discord.rest.world().bot_is_member(public));
    let join = format!("/api/v10/channels/{public}/thread-members/@me");
    assert!(discord
        .rest
        .seen()
        .iter()
        .any(|s| s.method == "PUT" && s.path == join && s.status == 204));

    let private = discord.thread_by_user(CHANNEL + 305, ChannelKind::PrivateThread);
    let answer = discord.ask(&events::challenge(&ann, private, &ben)).await;
    assert!(answer.ephemeral(), "{}", answer.content());
    assert!(
        answer.content().contains("cannot join this private thread")
            && answer.content().contains("Manage Threads"),
        "{}",
        answer.content()
    );
    assert!(discord.stored_game(private).is_none(), "no game there");
}

// Permissions taken away mid-game: the AI's turn cannot be posted (403/50013); the
// player hears of it at their next command in the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_refused_for_lost_permissions_is_told_at_the_next_command() {
    let discord = Discord::start_with(&[("LYNGK_AI_PAUSE_MS", "0")]).await;
    let channel = CHANNEL + 306;
    let (ann, _) = players(6);
    let challenge = events::command(&ann, channel, "challenge", vec![integer("level", 1)]);
    let answer = discord.ask(&challenge).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    // Wait until it is ann's turn (the AI may move first).
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let stored = loop {
        let stored = discord.stored_game(channel).expect("a game");
        if stored.to_move() == ann.id {
            break stored;
        }
        assert!(tokio::time::Instant::now() < deadline, "the AI never moved");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    // The AI's turns so far are posted before the permission goes.
    let posted = format!("/api/v10/channels/{channel}/messages");
    let ai_turns = stored.turns.len();
    discord
        .rest
        .wait_for(PATIENCE, "the AI's first turn posted", |rest| {
            let posts = rest
                .seen()
                .iter()
                .filter(|s| s.path == posted && s.ok())
                .count();
            (posts >= ai_turns).then_some(())
        })
        .await;
    discord.rest.deny(channel, permission::SEND_MESSAGES);
    let game = stored.game.as_ref().unwrap();
    let turn = *game
        .position()
        .legal_turns()
        .iter()
        .find(|t| !t.is_pass())
        .unwrap();
    let reply = discord.ask(&move_command(&ann, channel, turn)).await;
    assert!(!reply.ephemeral(), "{}", reply.content());
    let refused = format!("/api/v10/channels/{channel}/messages");
    discord
        .rest
        .wait_for(PATIENCE, "the AI's refused post", |rest| {
            rest.seen()
                .iter()
                .any(|s| s.path == refused && s.status == 403)
                .then_some(())
        })
        .await;
    wait_for_count(&discord, "SELECT COUNT(*) FROM lost_permissions", 1).await;
    let board = discord
        .ask(&events::command(&ann, channel, "board", Vec::new()))
        .await;
    assert!(
        board.content().contains("a permission was taken from me"),
        "{}",
        board.content()
    );
    let again = discord
        .ask(&events::command(&ann, channel, "board", Vec::new()))
        .await;
    assert!(!again.content().contains("permission"), "told once");
}

// The server's name as Discord says it, at GUILD_CREATE and on a rename (GUILD_UPDATE),
// is kept for its web pages' headings, as typed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_name_is_kept_from_guild_create_and_guild_update() {
    let discord = Discord::start().await;
    let named = |name: &str| {
        format!("SELECT COUNT(*) FROM server_names WHERE guild = {GUILD} AND name = '{name}'")
    };
    assert_eq!(count(&discord, "SELECT COUNT(*) FROM server_names"), 0);
    discord.add_bot_to(GUILD);
    wait_for_count(&discord, &named("LYNGK players"), 1).await;
    discord.rename_server(GUILD, "Club <b>LYNGK</b> שחמט");
    wait_for_count(&discord, &named("Club <b>LYNGK</b> שחמט"), 1).await;
    assert_eq!(count(&discord, "SELECT COUNT(*) FROM server_names"), 1);
}
