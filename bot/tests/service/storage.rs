//! Storage through the service on real SQLite files: old
//! processed interactions are pruned, games are found per server.

use crate::common::said::{refused, text, Said};
use crate::common::*;
use lyngk_bot::service::api::{Actor, Command, Place, Reply};
use lyngk_bot::service::Refusal;
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const DAY: i64 = 24 * 60 * 60;

fn settings() -> Command {
    Command::Settings {
        digest_hour: None,
        reminders: None,
        clock: Default::default(),
    }
}

fn remembered(h: &Harness) -> Vec<i64> {
    let db = h.db();
    let mut query = db
        .prepare("SELECT interaction_id FROM processed_interactions ORDER BY interaction_id")
        .unwrap();
    let ids = query.query_map([], |r| r.get(0)).unwrap();
    ids.collect::<Result<_, _>>().unwrap()
}

/// Interactions older than a day are forgotten at start-up and
/// while the service runs; younger ones still answer a redelivery "Already done".
#[test]
fn processed_interactions_older_than_a_day_are_pruned() {
    let mut h = Harness::new(1);
    for id in 1..=3 {
        let r = h.ask_in(PLACE, &alice(), settings(), Some(id));
        assert!(
            !matches!(r.refusal, Some(Refusal::AlreadyDone(_))),
            "{:?}",
            r.ids()
        );
    }
    h.time.0.fetch_add(DAY - 60, Ordering::SeqCst);
    h.ask_in(PLACE, &alice(), settings(), Some(4));
    h.reopen();
    assert_eq!(remembered(&h), [1, 2, 3, 4], "all younger than a day");

    h.time.0.fetch_add(120, Ordering::SeqCst);
    h.reopen();
    assert_eq!(remembered(&h), [4], "1 to 3 are over a day old at start-up");
    let again = h.ask_in(PLACE, &alice(), settings(), Some(4));
    refused(&again, "refusal-already-done");
    assert!(
        matches!(again.refusal, Some(Refusal::AlreadyDone(_))),
        "{again:?}"
    );

    // While running: a day later, a few hundred new commands prune the old ones.
    h.time.0.fetch_add(DAY, Ordering::SeqCst);
    for id in 1000..1300 {
        h.ask_in(PLACE, &alice(), settings(), Some(id));
    }
    let kept = remembered(&h);
    assert!(!kept.contains(&4), "4 is over a day old");
    assert!(kept.contains(&1299) && kept.len() <= 300, "{}", kept.len());
}

fn dave() -> Actor {
    Actor {
        id: 1004,
        name: "dave".into(),
    }
}

/// The board in `place`, as a bystander asks for it.
fn board_text(h: &Harness, place: Place) -> Reply {
    h.ask_in(place, &carol(), Command::Board, None)
}

/// Two servers whose channels share an id (a collision, or the
/// terminal's numbered channels beside a server's) hold a game each, and every
/// command acts on its own server's game only.
#[test]
fn two_servers_with_the_same_channel_id_each_see_their_own_game() {
    let h = Harness::new(3);
    let here = Place {
        guild: Some(10),
        channel: 777,
    };
    let there = Place {
        guild: Some(11),
        channel: 777,
    };
    let direct = Place {
        guild: None,
        channel: 777,
    };
    let r = h.ask_in(
        here,
        &alice(),
        challenge(Some(bob()), Variant::Standard),
        None,
    );
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask_in(there, &carol(), challenge(Some(dave()), Variant::Six), None);
    assert!(
        !r.ephemeral,
        "the other server's channel is free: {}",
        r.text()
    );
    let r = h.ask_in(there, &bob(), Command::Accept, None);
    assert!(r.ephemeral, "bob was not challenged there: {}", r.text());
    for (place, actor) in [(here, bob()), (there, dave())] {
        let r = h.ask_in(place, &actor, Command::Accept, None);
        assert!(!r.ephemeral, "{}", r.text());
    }

    let [mine, theirs] = [here, there].map(|p| h.service.live_game(p).unwrap().unwrap());
    assert_eq!(mine.variant(), Variant::Standard);
    assert_eq!(theirs.variant(), Variant::Six);
    // Each board names the players of its own server's game only.
    for (place, players, others) in [(here, "alice", "carol"), (there, "carol", "alice")] {
        let board = board_text(&h, place);
        board.said_arg(&text(players));
        let named = |m: &&lyngk_bot::i18n::Msg| m.args.iter().any(|(_, a)| *a == text(others));
        assert!(!board.messages().iter().any(named), "{:?}", board.ids());
    }

    // A move in one server leaves the other's game alone.
    let turn = some_move(&mine);
    let mover = [alice(), bob()]
        .into_iter()
        .find(|p| !h.ask_in(here, p, move_command(turn), None).ephemeral)
        .expect("one of them moves");
    assert_eq!(h.service.live_game(here).unwrap().unwrap().turns().len(), 1);
    assert!(h
        .service
        .live_game(there)
        .unwrap()
        .unwrap()
        .turns()
        .is_empty());
    let r = h.ask_in(there, &mover, move_command(turn), None);
    assert!(r.ephemeral, "not a player there: {}", r.text());

    // Outside any server, channel 777 has no game.
    assert!(h.service.live_game(direct).unwrap().is_none());
    assert!(board_text(&h, direct).ephemeral);
}
