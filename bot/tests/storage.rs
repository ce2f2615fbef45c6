//! Storage defects of issue 11, through the service on real SQLite files: games are
//! found per server.

mod common;

use common::*;
use lyngk_bot::service::api::{Actor, Command, Place, Reply};
use lyngk_rules::Variant;

fn dave() -> Actor {
    Actor {
        id: 1004,
        name: "dave".into(),
    }
}

/// The live game's players in `place`, from the board caption.
fn board_text(h: &Harness, place: Place) -> Reply {
    h.ask_in(place, &carol(), Command::Board, None)
}

/// Issue 11 item 16: two servers whose channels share an id (a collision, or the
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
    assert!(!r.ephemeral, "{}", r.text);
    let r = h.ask_in(there, &carol(), challenge(Some(dave()), Variant::Six), None);
    assert!(
        !r.ephemeral,
        "the other server's channel is free: {}",
        r.text
    );
    let r = h.ask_in(there, &bob(), Command::Accept, None);
    assert!(r.ephemeral, "bob was not challenged there: {}", r.text);
    for (place, actor) in [(here, bob()), (there, dave())] {
        let r = h.ask_in(place, &actor, Command::Accept, None);
        assert!(!r.ephemeral, "{}", r.text);
    }

    let [mine, theirs] = [here, there].map(|p| h.service.live_game(p).unwrap().unwrap());
    assert_eq!(mine.variant(), Variant::Standard);
    assert_eq!(theirs.variant(), Variant::Six);
    let board = board_text(&h, here).text;
    assert!(
        board.contains("alice") && !board.contains("carol"),
        "{board}"
    );
    let board = board_text(&h, there).text;
    assert!(
        board.contains("carol") && !board.contains("alice"),
        "{board}"
    );

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
    assert!(r.ephemeral, "not a player there: {}", r.text);

    // Outside any server, channel 777 has no game.
    assert!(h.service.live_game(direct).unwrap().is_none());
    assert!(board_text(&h, direct).ephemeral);
}
