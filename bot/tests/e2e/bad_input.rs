//! Bad input through the gateway: each answer is a specific private (ephemeral) message
//! that pings nobody, and nothing is stored.

use crate::e2e::channel_game::{accept_button, ChannelGame};
use crate::standin::events::{self, integer, text, User};
use crate::standin::{snapshot, Discord, Response, CHANNEL};

const QUIET_CHANNEL: u64 = CHANNEL + 7;
const CHALLENGE_CHANNEL: u64 = CHANNEL + 8;

fn carol() -> User {
    User::new(3003, "Carol")
}

/// A refusal: private, pings nobody, and says `expected`.
fn assert_refused(response: &Response, expected: &str) {
    assert!(response.ephemeral(), "public: {}", response.content());
    assert!(response.pinged().is_empty(), "{}", response.content());
    assert!(
        response.content().contains(expected),
        "expected {expected:?} in {:?}",
        response.content()
    );
    assert!(response.files.is_empty(), "no board for a refusal");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_specific_private_errors_and_changes_nothing() {
    let discord = Discord::start().await;
    let mut table = ChannelGame::new(CHANNEL, User::new(3001, "Alice"), User::new(3002, "Bob"));
    table.open(&discord).await;
    // A pending challenge elsewhere, for the outsider's button press.
    let pending = ChannelGame::new(
        CHALLENGE_CHANNEL,
        table.challenger.clone(),
        table.opponent.clone(),
    );
    let pending_challenge = discord
        .ask(&events::challenge(
            &pending.challenger,
            CHALLENGE_CHANNEL,
            &pending.opponent,
        ))
        .await;

    let stored = table.stored(&discord);
    let (mover, turn) = table.next_turn(&stored);
    let waiting = table
        .user(if mover == table.challenger {
            table.opponent.id
        } else {
            table.challenger.id
        })
        .clone();
    let (from, _to) = turn.cells().unwrap();
    let before = snapshot(&discord.db());
    let requests_before = discord.rest.seen().len();

    let carol_moves = discord.ask(&table.move_of(&carol(), turn)).await;
    assert_refused(&carol_moves, "You are not playing in this game");

    let out_of_turn = discord.ask(&table.move_of(&waiting, turn)).await;
    assert_refused(
        &out_of_turn,
        &format!("It is not your turn: {} moves now", mover.name),
    );

    let onto_itself = events::command(
        &mover,
        CHANNEL,
        "move",
        vec![
            text("from", &from.to_string()),
            text("to", &from.to_string()),
        ],
    );
    assert_refused(&discord.ask(&onto_itself).await, "That is not allowed");

    let garbage_cell = events::command(
        &mover,
        CHANNEL,
        "move",
        vec![text("from", "zz9"), text("to", "@everyone")],
    );
    assert_refused(&discord.ask(&garbage_cell).await, "The origin cell");

    let garbage_colour = events::command(
        &mover,
        CHANNEL,
        "move",
        vec![
            text("from", &from.to_string()),
            text("to", "a1"),
            text("claim", "purple <@&1>"),
        ],
    );
    assert_refused(
        &discord.ask(&garbage_colour).await,
        "is not a colour you can claim",
    );

    let blank = events::command(
        &mover,
        CHANNEL,
        "move",
        vec![text("from", "   "), text("to", "a1")],
    );
    assert_refused(&discord.ask(&blank).await, "The `from` option is missing");

    let no_such_variant = events::command(
        &carol(),
        QUIET_CHANNEL,
        "challenge",
        vec![integer("variant", 9)],
    );
    assert_refused(&discord.ask(&no_such_variant).await, "");

    let no_game = events::command(
        &carol(),
        QUIET_CHANNEL,
        "move",
        vec![text("from", "c3"), text("to", "d4")],
    );
    assert_refused(
        &discord.ask(&no_game).await,
        "There is no game in this channel",
    );

    let board_nowhere = events::command(&carol(), QUIET_CHANNEL, "board", vec![]);
    assert_refused(
        &discord.ask(&board_nowhere).await,
        "There is no game in this channel",
    );

    let outsider_press = events::button(
        &carol(),
        CHALLENGE_CHANNEL,
        &accept_button(&pending_challenge),
        pending_challenge.message_id,
    );
    assert_refused(
        &discord.ask(&outsider_press).await,
        "This challenge is for Bob",
    );

    let stale_button = events::button(
        &carol(),
        CHALLENGE_CHANNEL,
        "lyngk:rematch-v0",
        pending_challenge.message_id,
    );
    assert_refused(&discord.ask(&stale_button).await, "no longer active");

    // Nothing stored, and the challenge's buttons stay for the players.
    assert_eq!(snapshot(&discord.db()), before);
    let edits: Vec<String> = discord.rest.seen()[requests_before..]
        .iter()
        .filter(|s| {
            s.path
                .starts_with(&format!("/api/v10/channels/{CHALLENGE_CHANNEL}"))
        })
        .map(|s| format!("{} {}", s.method, s.path))
        .collect();
    assert!(edits.is_empty(), "{edits:?}");

    // The game goes on as if nothing happened.
    let reply = discord.ask(&table.move_of(&mover, turn)).await;
    assert!(!reply.ephemeral(), "{}", reply.content());
    assert_eq!(table.stored(&discord).turns.len(), stored.turns.len() + 1);
}
