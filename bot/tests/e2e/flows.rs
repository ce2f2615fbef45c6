//! The flows Discord is strict about, each against the strict stand-in: private
//! answers after a deferral, thread creation per channel type, game threads kept open,
//! the bot's own permissions, buttons removed through the interaction. Duplicate
//! deliveries are tested in `faults`; that the deferred answer is not deleted, and
//! retries, in `tests/discord/deliver.rs`.

use std::time::Duration;

use lyngk_bot::discord::deliver::private_note;
use lyngk_bot::i18n::Locale;

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::{self, User};
use crate::standin::{
    permission, snapshot, thread_challenge, ChannelKind, Discord, Response, CHANNEL,
    DEFERRED_MESSAGE, PATIENCE, UPDATE_MESSAGE,
};

fn players(n: u64) -> (User, User) {
    (
        User::new(5000 + 2 * n, &format!("Ann{n}")),
        User::new(5001 + 2 * n, &format!("Ben{n}")),
    )
}

fn assert_private(response: &Response, expected: &str) {
    assert!(response.ephemeral(), "public: {}", response.content());
    assert!(
        response.content().contains(expected),
        "expected {expected:?} in {:?}",
        response.content()
    );
}

// Defect 2: an answer that comes after a public deferral stays private (Discord never
// turns a public message private) and the refused move changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_after_a_public_deferral_stays_private() {
    let discord = Discord::start().await;
    let (ann, ben) = players(0);
    let mut table = ChannelGame::new(CHANNEL + 40, ann, ben);
    table.open(&discord).await;
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let waiting = if mover == table.challenger {
        table.opponent.clone()
    } else {
        table.challenger.clone()
    };
    let out_of_turn = table.move_of(&waiting, turn);
    let before = snapshot(&discord.db());

    // A busy database makes the service slower than the quick-reply window.
    let db = discord.db();
    db.execute_batch("BEGIN IMMEDIATE").unwrap();
    let sent = discord.send(&out_of_turn);
    discord
        .rest
        .wait_for(PATIENCE, "the deferral", |rest| {
            let calls = rest.for_token(&out_of_turn.token);
            calls
                .iter()
                .any(|s| s.path.ends_with("/callback"))
                .then_some(())
        })
        .await;
    db.execute_batch("COMMIT").unwrap();

    let answer = discord.response(&out_of_turn, sent).await;
    assert_eq!(answer.kind, DEFERRED_MESSAGE, "the service was slow");
    assert_private(&answer, "not your turn");
    let original = discord
        .rest
        .world()
        .original_of(&out_of_turn.token)
        .unwrap();
    let world = discord.rest.world();
    let placeholder = world.message(original).unwrap();
    assert_eq!(placeholder.body["content"], private_note(Locale::En));
    assert!(!placeholder.ephemeral);
    drop(world);
    assert_eq!(snapshot(&discord.db()), before, "nothing stored");
}

// Defect 2: when the challenge cannot be posted in its new thread, the challenge is
// withdrawn, the thread goes, and the challenger is told privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_whose_challenge_cannot_be_posted_leaves_nothing_behind() {
    let discord = Discord::start().await;
    let (ann, ben) = players(1);
    let parent = CHANNEL + 41;
    // Messages in new threads (ids from the stand-in's counter) fail for good.
    discord.rest.fail(
        "POST",
        "/channels/133",
        1000,
        crate::standin::Failure::ServerError,
    );
    let answer = discord.ask(&thread_challenge(&ann, parent, &ben)).await;
    discord.rest.heal();
    assert!(answer.ephemeral(), "{}", answer.content());
    let thread = discord
        .latest_game_channel(&ann)
        .expect("the challenge was made, then withdrawn");
    let status: String = discord
        .db()
        .query_row(
            "SELECT status FROM games WHERE channel = ?1",
            [thread as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_ne!(status, "open", "no live challenge in an empty thread");
    let facts = discord.rest.world().channel_facts(thread).unwrap();
    assert!(facts.archived, "the unused thread is out of sight");
}

// Defect 4: forum posts start with a message, announcement channels get announcement
// threads, and where no thread can be made the user is told why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_threads_follow_the_channel_type() {
    let discord = Discord::start().await;
    let cases = [
        (ChannelKind::Forum, CHANNEL + 50),
        (ChannelKind::Media, CHANNEL + 51),
        (ChannelKind::Announcement, CHANNEL + 52),
        (ChannelKind::Text, CHANNEL + 53),
    ];
    for (n, (kind, channel)) in cases.into_iter().enumerate() {
        discord.rest.set_channel(channel, kind);
        let (ann, ben) = players(10 + n as u64);
        let pointer = discord.ask(&thread_challenge(&ann, channel, &ben)).await;
        let thread = discord
            .latest_game_channel(&ann)
            .expect("a game in a thread");
        assert!(
            pointer.content().contains(&format!("<#{thread}>")),
            "{kind:?}: {}",
            pointer.content()
        );
        let facts = discord.rest.world().channel_facts(thread).unwrap();
        assert_eq!(facts.parent, Some(channel));
        let expected = match kind {
            ChannelKind::Announcement => ChannelKind::AnnouncementThread,
            _ => ChannelKind::PublicThread,
        };
        assert_eq!(facts.kind, expected, "{kind:?}");
        // The game is played in the thread.
        let mut table = ChannelGame::new(thread, ann, ben);
        table.open_in_place(&discord).await;
        table.play_turns(&discord, 1).await;
    }

    let refusals = [
        (ChannelKind::Voice, CHANNEL + 54, "voice channel"),
        (ChannelKind::PublicThread, CHANNEL + 55, "already a thread"),
    ];
    for (n, (kind, channel, expected)) in refusals.into_iter().enumerate() {
        discord.rest.set_channel(channel, kind);
        let (ann, ben) = players(20 + n as u64);
        let answer = discord.ask(&thread_challenge(&ann, channel, &ben)).await;
        assert_private(&answer, expected);
        assert_eq!(
            discord.latest_game_channel(&ann),
            None,
            "{kind:?}: nothing stored"
        );
    }
}

/// A game of players `n` in its own thread of `channel`, one turn played (so the
/// thread has gone idle since); returns the thread and the table.
async fn game_in_a_thread(discord: &Discord, n: u64, channel: u64) -> (u64, ChannelGame) {
    let (ann, ben) = players(n);
    discord.ask(&thread_challenge(&ann, channel, &ben)).await;
    let thread = discord.latest_game_channel(&ann).unwrap();
    let mut table = ChannelGame::new(thread, ann, ben);
    table.open_in_place(discord).await;
    table.play_turns(discord, 1).await;
    (thread, table)
}

/// Waits until Discord shows `thread` open again.
async fn wait_until_reopened(discord: &Discord, thread: u64) {
    discord
        .rest
        .wait_for(crate::standin::PATIENCE, "the thread reopened", |rest| {
            let facts = rest.world().channel_facts(thread)?;
            (!facts.archived).then_some(())
        })
        .await;
}

/// More than the week-long auto-archive time of a game thread.
const EIGHT_DAYS: Duration = Duration::from_secs(8 * 24 * 3600);

// Defect 5: Discord archives a thread after a week without activity, and nobody can use
// commands there; the bot opens a live game's thread again at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_thread_that_discord_archives_is_opened_again() {
    let discord = Discord::start().await;
    let (thread, mut table) = game_in_a_thread(&discord, 30, CHANNEL + 60).await;
    discord.rest.advance(EIGHT_DAYS);
    assert_eq!(discord.archive_idle_threads(), [thread]);
    wait_until_reopened(&discord, thread).await;
    table.play_turns(&discord, 1).await;
}

// Defect 5, while the bot was away: Discord archived a live game's thread and no
// THREAD_UPDATE reached anyone; the bot opens it again when it starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_thread_archived_while_the_bot_was_down_is_opened_at_start() {
    let mut discord = Discord::start().await;
    let (thread, mut table) = game_in_a_thread(&discord, 35, CHANNEL + 65).await;
    discord.kill_bot();
    discord.rest.advance(EIGHT_DAYS);
    {
        let mut world = discord.rest.world();
        assert_eq!(world.archive_idle_threads(), [thread]);
        world.thread_updates.clear();
    }
    discord.start_bot(&[]).await;
    wait_until_reopened(&discord, thread).await;
    table.play_turns(&discord, 1).await;
}

// The bot checks its own permissions before a game starts and names what is missing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_where_the_bot_cannot_post_names_the_missing_permissions() {
    let discord = Discord::start().await;
    let (ann, ben) = players(40);
    let channel = CHANNEL + 70;
    discord
        .rest
        .deny(channel, permission::ATTACH_FILES | permission::EMBED_LINKS);
    let before = snapshot(&discord.db());
    let answer = discord.ask(&events::challenge(&ann, channel, &ben)).await;
    assert_private(&answer, "Attach Files");
    assert_private(&answer, "Embed Links");
    assert_eq!(snapshot(&discord.db()), before);

    let thread_channel = CHANNEL + 71;
    discord
        .rest
        .deny(thread_channel, permission::CREATE_PUBLIC_THREADS);
    let answer = discord
        .ask(&thread_challenge(&ann, thread_channel, &ben))
        .await;
    assert_private(&answer, "Create Public Threads");
    assert_eq!(snapshot(&discord.db()), before);
}

// Defect 7: an accepted challenge loses its buttons through the interaction's own
// update (type 7), which needs no channel permission; no channel message is edited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepting_removes_the_buttons_through_the_interaction() {
    let discord = Discord::start().await;
    let (ann, ben) = players(50);
    let table = ChannelGame::new(CHANNEL + 80, ann, ben);
    let (challenge, accept) = table.open(&discord).await;
    assert_eq!(accept.kind, UPDATE_MESSAGE);
    accept.board();
    let world = discord.rest.world();
    let message = world.message(challenge.message_id).unwrap();
    assert_eq!(message.body["components"], serde_json::json!([]));
    drop(world);
    let edits = discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.method == "PATCH" && s.path.starts_with("/api/v10/channels/"))
        .count();
    assert_eq!(edits, 0);
}
