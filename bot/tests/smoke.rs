use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::GameService;
use lyngk_rules::Variant;

#[test]
fn challenge_accept_move() {
    let dir = tempfile::tempdir().unwrap();
    let service = GameService::open(dir.path().join("db.sqlite")).unwrap();
    let place = Place {
        guild: None,
        channel: 1,
    };
    let alice = Actor {
        id: 1,
        name: "alice".into(),
    };
    let bob = Actor {
        id: 2,
        name: "bob".into(),
    };
    let ask = |actor: &Actor, command: Command| {
        service
            .handle(Request {
                place,
                actor: actor.clone(),
                command,
                interaction: None,
            })
            .unwrap()
    };
    let r = ask(
        &alice,
        Command::Challenge {
            opponent: Some(bob.clone()),
            variant: Variant::Standard,
            days_per_move: None,
        },
    );
    println!("{r:?}");
    let r = ask(&bob, Command::Accept);
    println!("{r:?}");
    let game = service.live_game(place).unwrap().unwrap();
    let turn = game.position().legal_turns()[0];
    let (from, to) = turn.cells().unwrap();
    let mover = if r.ping == [1] { &alice } else { &bob };
    let r = ask(
        mover,
        Command::Move {
            from: from.to_string(),
            to: to.to_string(),
            claim: turn.claim.map(|c| c.name().to_string()),
        },
    );
    println!("{r:?}");
    assert!(!r.ephemeral);
    println!(
        "{:?}",
        ask(
            mover,
            Command::Moves {
                from: None,
                image: false
            }
        )
    );
    println!("{:?}", ask(mover, Command::History));
    println!(
        "{:?}",
        service.suggest_origins(place, if mover.id == 1 { 2 } else { 1 }, "")
    );
}
