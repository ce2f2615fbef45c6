//! A whole game between two users, from the challenge to the final result, driven through
//! the gateway stand-in: every answer checked as Discord would show it.

use std::collections::BTreeSet;

use lyngk_rules::{Game, Turn};

use crate::e2e::channel_game::{expected_after, notations, ChannelGame};
use crate::standin::events::{self, focused, text, User};
use crate::standin::{Discord, Response, AUTOCOMPLETE_RESULT, CHANNEL};

/// A game has at most 43 moves (each one merges two stacks) plus passes.
const MAX_TURNS: usize = 100;

fn values(response: &Response) -> BTreeSet<String> {
    let choices = response.choices();
    assert!(choices.len() <= 25, "Discord shows at most 25 choices");
    for choice in &choices {
        let name = choice["name"].as_str().unwrap();
        assert!((1..=100).contains(&name.chars().count()), "{name}");
    }
    choices
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_owned())
        .collect()
}

/// Asks for the autocomplete of `move from` and `move to` as the mover types, and checks
/// the answers: in time (the stand-in refuses an answer after Discord's 3 s with 404,
/// 10062, and `ask` takes only an accepted one), within Discord's limits, exactly the
/// legal cells.
async fn check_autocomplete(discord: &Discord, mover: &User, game: &Game, turn: Turn) {
    let (from, to) = turn.cells().unwrap();
    let moves: Vec<Turn> = game
        .position()
        .legal_turns()
        .into_iter()
        .filter(|t| !t.is_pass())
        .collect();
    let origins: BTreeSet<String> = moves
        .iter()
        .map(|t| t.cells().unwrap().0.to_string())
        .collect();
    let asked = events::autocomplete(mover, CHANNEL, "move", vec![focused("from", "")]);
    let answer = discord.ask(&asked).await;
    assert_eq!(answer.kind, AUTOCOMPLETE_RESULT);
    let offered = values(&answer);
    if origins.len() <= 25 {
        assert_eq!(offered, origins);
    } else {
        assert!(offered.is_subset(&origins));
    }

    let landings: BTreeSet<String> = moves
        .iter()
        .filter_map(|t| t.cells())
        .filter(|(f, _)| *f == from)
        .map(|(_, t)| t.to_string())
        .collect();
    let options = vec![text("from", &from.to_string()), focused("to", "")];
    let answer = discord
        .ask(&events::autocomplete(mover, CHANNEL, "move", options))
        .await;
    let offered = values(&answer);
    assert!(offered.contains(&to.to_string()) || landings.len() > 25);
    assert!(offered.is_subset(&landings), "{offered:?} vs {landings:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_from_challenge_to_result() {
    let discord = Discord::start().await;
    let mut table = ChannelGame::new(CHANNEL, User::new(2001, "Alice"), User::new(2002, "Bob"));
    let (_challenge, accept) = table.open(&discord).await;
    let stored = table.stored(&discord);
    assert_eq!(stored.status, "active");
    assert_eq!(
        accept.pinged(),
        [stored.to_move()],
        "accept pings who moves first"
    );
    let mut board = accept.board();
    assert!(board.width() >= 200 && board.height() >= 200);

    let mut moves = 0;
    loop {
        let stored = table.stored(&discord);
        if stored.status == "finished" {
            break;
        }
        assert!(moves < MAX_TURNS, "the game never ends");
        let game = stored.game.clone().unwrap();
        let (mover, turn) = table.next_turn(&stored);
        check_autocomplete(&discord, &mover, &game, turn).await;

        let reply = discord.ask(&table.move_of(&mover, turn)).await;
        moves += 1;
        assert!(!reply.ephemeral(), "{}", reply.content());
        assert!(
            reply.content().contains(&format!("played `{turn}`")),
            "{}",
            reply.content()
        );

        let after = table.stored(&discord);
        let expected = expected_after(&game, turn);
        assert_eq!(
            after.turns,
            notations(&expected),
            "exactly this turn (+ forced passes) stored"
        );
        if after.status == "finished" {
            let mut both = reply.pinged();
            both.sort_unstable();
            assert_eq!(both, [2001, 2002], "the result pings both players");
            assert!(reply.content().contains("Game over"), "{}", reply.content());
        } else {
            assert_eq!(
                reply.pinged(),
                [after.to_move()],
                "only the next player is pinged"
            );
            assert!(reply.content().contains(&format!("<@{}>", after.to_move())));
        }
        let next_board = reply.board();
        assert_eq!(next_board.width(), board.width());
        assert_ne!(next_board, board, "the board shows the new position");
        board = next_board;
    }
    assert!(moves >= 10, "a real game: {moves} moves");

    // The record agrees with what was played, and the game stays over.
    let stored = table.stored(&discord);
    let history = discord
        .ask(&events::command(
            &table.challenger,
            CHANNEL,
            "history",
            vec![],
        ))
        .await;
    assert!(!history.ephemeral());
    let record = history
        .files
        .iter()
        .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
        .collect::<String>()
        + history.content();
    for notation in &stored.turns {
        assert!(
            record.contains(notation.as_str()),
            "{notation} missing from {record}"
        );
    }
    // The last move played again (a final pass is no move to send).
    let mover = table.challenger.clone();
    let turn = *stored
        .game
        .as_ref()
        .unwrap()
        .turns()
        .iter()
        .rev()
        .find(|t| !t.is_pass())
        .expect("moves were played");
    let late = discord.ask(&table.move_of(&mover, turn)).await;
    assert!(late.ephemeral(), "{}", late.content());
    assert_eq!(table.stored(&discord).turns, stored.turns);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_in_its_own_thread_is_played_there() {
    let discord = Discord::start().await;
    let alice = User::new(2101, "Alice");
    let bob = User::new(2102, "Bob");
    let asked =
        events::challenge_with(&alice, CHANNEL, &bob, vec![events::boolean("thread", true)]);
    let pointer = discord.ask(&asked).await;
    assert_eq!(
        pointer.kind,
        crate::standin::DEFERRED_MESSAGE,
        "a thread takes a round trip"
    );
    let thread: u64 = discord
        .db()
        .query_row(
            "SELECT channel FROM games WHERE challenger_id = ?1",
            [alice.id as i64],
            |r| r.get::<_, i64>(0),
        )
        .unwrap() as u64;
    assert_ne!(thread, CHANNEL);
    assert!(
        pointer.content().contains(&format!("<#{thread}>")),
        "{}",
        pointer.content()
    );
    assert!(pointer.pinged().is_empty(), "the pointer pings nobody");

    let seen = discord.rest.seen();
    let created = seen
        .iter()
        .find(|s| s.method == "POST" && s.path == format!("/api/v10/channels/{CHANNEL}/threads"))
        .expect("a thread was created");
    assert_eq!(created.json()["name"], "LYNGK: Alice vs Bob");
    assert_eq!(created.json()["type"], 11, "a public thread");
    let posted = seen
        .iter()
        .find(|s| s.method == "POST" && s.path == format!("/api/v10/channels/{thread}/messages"))
        .expect("the challenge was posted in the thread");
    assert_eq!(
        posted.json()["allowed_mentions"]["users"],
        serde_json::json!([bob.id.to_string()])
    );

    // The game lives in the thread: accept and play there.
    let mut table = ChannelGame::new(thread, alice, bob);
    let accept = table.open_in_place(&discord).await;
    accept.board();
    table.play_turns(&discord, 2).await;
    assert!(table.stored(&discord).turns.len() >= 2);
}
