//! A stored turn is answered even when `lyngk serve` is killed between storing it and
//! Discord showing the answer: the answer waits in the database's outbox, and the
//! restarted process posts it, late, in the channel, exactly once.

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::User;
use crate::standin::{Discord, Failure, CHANNEL, PATIENCE};

/// The messages in `CHANNEL` whose body says `needle`.
fn posted(discord: &Discord, needle: &str) -> Vec<u64> {
    let world = discord.rest.world();
    world
        .messages_in(CHANNEL)
        .into_iter()
        .filter(|m| m.body.to_string().contains(needle))
        .map(|m| m.id)
        .collect()
}

fn owed(discord: &Discord, interaction: u64) -> Option<bool> {
    discord
        .db()
        .query_row(
            "SELECT sent_at IS NULL FROM outbox WHERE interaction = ?1",
            [interaction as i64],
            |r| r.get(0),
        )
        .ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_stored_before_a_sigkill_is_answered_once_after_the_restart() {
    let mut discord = Discord::start().await;
    let mut table = ChannelGame::new(CHANNEL, User::new(4101, "Alice"), User::new(4102, "Bob"));
    table.open(&discord).await;
    table.play_turns(&discord, 2).await;

    // Discord fails the answer and every late post in the channel: the turn is stored,
    // the process keeps trying, and is killed meanwhile.
    discord
        .rest
        .fail("POST", "/interactions/", 1000, Failure::ServerError);
    let messages = format!("/channels/{CHANNEL}/messages");
    discord
        .rest
        .fail("POST", &messages, 1000, Failure::ServerError);
    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let played = table.move_of(&mover, turn);
    discord.send(&played);
    let failed_post = format!("/api/v10{messages}");
    discord
        .rest
        .wait_for(PATIENCE, "a failed late post", |rest| {
            rest.seen()
                .iter()
                .any(|s| s.path == failed_post && s.status == 500)
                .then_some(())
        })
        .await;
    table.assert_stored_after(&discord, &stored, turn);
    assert_eq!(
        owed(&discord, played.id),
        Some(true),
        "stored with its answer owed"
    );
    discord.kill_bot();
    discord.lapse_leases();

    discord.rest.heal();
    discord.start_bot(&[]).await;
    let needle = format!("played `{turn}`");
    let rest = discord.rest.clone();
    rest.wait_for(PATIENCE, "the owed answer marked sent", |_| {
        (owed(&discord, played.id) == Some(false)).then_some(())
    })
    .await;
    assert_eq!(
        posted(&discord, &needle).len(),
        1,
        "shown once, in the channel"
    );
    let late_nonce = format!("late-{}", played.id);
    let posts = rest
        .seen()
        .into_iter()
        .filter(|s| s.path == failed_post && s.ok())
        .filter(|s| s.json()["nonce"] == late_nonce.as_str())
        .count();
    assert!(posts >= 1, "posted with the late answer's nonce");
    table.assert_stored_after(&discord, &stored, turn);
    // The game goes on.
    table.play_turns(&discord, 1).await;
}
