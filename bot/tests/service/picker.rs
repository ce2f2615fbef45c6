//! The move picker through the service on real SQLite files: a turn by presses with
//! a claim and with a LYNGK chain, the confirm pressed twice played once, only the
//! player to move served, stale pickers (the position changed, the game ended, 15
//! minutes passed) refused with a fresh one, garbled presses; the premove modal's
//! line; `/lyngk next` across channels and clocks.

use crate::common::said::Said;
use crate::common::*;
use lyngk_bot::service::api::{Actor, Command, Place, Reply};
use lyngk_bot::service::picker::{
    ClaimPick, PickChoice, PickerIdError, PickerRefusal, PickerState, PickerView, Picks,
    StaleReason, Step, MAX_ID_LEN, MAX_OPTIONS, PICKER_LIFETIME,
};
use lyngk_bot::service::Refusal;
use lyngk_rules::{Cell, Game, Position, Turn, Variant};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::sync::atomic::Ordering;

fn open() -> Command {
    Command::PickOpen { game: None }
}

fn picker_of(reply: &Reply) -> &PickerView {
    assert!(reply.ephemeral, "a picker is private");
    reply
        .picker
        .as_ref()
        .unwrap_or_else(|| panic!("a picker: {}", reply.text()))
}

fn picker_refusal(reply: &Reply) -> &PickerRefusal {
    match &reply.refusal {
        Some(Refusal::Picker(refusal)) => refusal,
        other => panic!("a picker's refusal, not {other:?}: {}", reply.text()),
    }
}

/// The option of `view` on the way to `turn`.
fn choice_towards(view: &PickerView, turn: Turn) -> PickChoice {
    let (from, to) = turn.cells().expect("a move");
    view.options
        .iter()
        .map(|option| option.choice)
        .find(|choice| match *choice {
            PickChoice::Column(column) => column.letter() == from.column_letter(),
            PickChoice::Stack(cell) => cell == from,
            PickChoice::Landing(cell) => cell == to,
            PickChoice::Claim(claim) => {
                claim == turn.claim.map_or(ClaimPick::Without, ClaimPick::Colour)
            }
        })
        .unwrap_or_else(|| panic!("{turn} is on offer at {:?}", view.step))
}

/// Opens a picker as `actor` and presses through its steps to `turn`'s confirm,
/// checking every step's menu and id; returns the confirm's state and the presses.
fn pick_to_confirm(h: &Harness, actor: &Actor, turn: Turn) -> (PickerState, usize) {
    let mut reply = h.ask(actor, open());
    let mut presses = 0;
    loop {
        let view = picker_of(&reply).clone();
        assert!(view.options.len() <= MAX_OPTIONS);
        assert!(view.id.encode().len() <= MAX_ID_LEN);
        if view.is_confirm() {
            assert_eq!(view.turn(), Some(turn), "the confirm shows the picked turn");
            return (view.id.state, presses);
        }
        let choice = choice_towards(&view, turn);
        reply = h.ask(
            actor,
            Command::Pick {
                state: view.id.state,
                choice,
            },
        );
        presses += 1;
    }
}

fn confirm(h: &Harness, actor: &Actor, state: PickerState, interaction: u64) -> Reply {
    h.ask_in(
        PLACE,
        actor,
        Command::PickConfirm { state },
        Some(interaction),
    )
}

/// A started game: (who moves now, who waits).
fn started(seed: u64) -> (Harness, Actor, Actor) {
    let h = Harness::new(seed);
    let (first, second) = h.start(Variant::Standard);
    let to_move = mover(&h.game(), &first, &second).clone();
    let waiting = if to_move == first { second } else { first };
    (h, to_move, waiting)
}

fn is_chain(position: &Position, turn: Turn) -> bool {
    position.effect(turn).is_ok_and(|effect| effect.is_chain())
}

#[test]
fn a_turn_by_picks_with_a_claim_is_played_as_the_typed_move_would_be() {
    let (h, to_move, _) = started(11);
    let game = h.game();
    let turn = *game
        .position()
        .legal_turns()
        .iter()
        .find(|turn| turn.claim.is_some())
        .expect("a claim is possible at the start");
    let (state, presses) = pick_to_confirm(&h, &to_move, turn);
    // An opening's 40 stacks: a column, a stack, a landing (unless alone), a claim.
    assert!((3..=4).contains(&presses), "{presses} presses");
    let before = h.turn_count();
    let reply = confirm(&h, &to_move, state, 501);
    assert_eq!(reply.refusal, None, "{}", reply.text());
    assert!(!reply.ephemeral, "the turn is announced to everyone");
    assert_eq!(reply.lines[0].id, "turn-played-claiming");
    assert_eq!(h.turn_count(), before + 1);
    assert_eq!(h.game().turns()[0], turn);
}

/// Plays random turns by typed moves until the player to move has a LYNGK move.
fn until_a_chain(h: &Harness, a: &Actor, b: &Actor, seed: u64) -> (Actor, Turn) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..200 {
        let game: Game = h.game();
        let position = *game.position();
        let turns: Vec<Turn> = position
            .legal_turns()
            .into_iter()
            .filter(|t| !t.is_pass())
            .collect();
        let actor = mover(&game, a, b).clone();
        if let Some(&chain) = turns.iter().find(|&&t| is_chain(&position, t)) {
            return (actor, chain);
        }
        // Claiming early makes LYNGK points.
        let claims: Vec<Turn> = turns
            .iter()
            .copied()
            .filter(|t| t.claim.is_some())
            .collect();
        let pool = if claims.is_empty() { &turns } else { &claims };
        let turn = pool[rng.random_range(0..pool.len())];
        let reply = h.ask(&actor, move_command(turn));
        assert_eq!(reply.refusal, None, "{}", reply.text());
    }
    panic!("no LYNGK move in 200 turns");
}

#[test]
fn a_lyngk_chain_is_offered_as_such_and_played_by_picks() {
    let h = Harness::new(5);
    let (first, second) = h.start(Variant::Standard);
    let (actor, chain) = until_a_chain(&h, &first, &second, 5);
    let (from, to) = chain.cells().unwrap();
    // The landing step names the chain's cells.
    let mut reply = h.ask(&actor, open());
    loop {
        let view = picker_of(&reply).clone();
        if let Step::Landing { options, .. } = &view.step {
            let landing = options.iter().find(|o| o.to == to).expect("the landing");
            assert!(landing.is_chain(), "{landing:?}");
            assert_eq!(landing.path.first(), Some(&from));
            let shown = view
                .options
                .iter()
                .find(|o| o.choice == PickChoice::Landing(to))
                .unwrap();
            shown.label.said("picker-lyngk-move");
            break;
        }
        assert!(!view.is_confirm(), "a landing step before the confirm");
        let choice = choice_towards(&view, chain);
        reply = h.ask(
            &actor,
            Command::Pick {
                state: view.id.state,
                choice,
            },
        );
    }
    let (state, _) = pick_to_confirm(&h, &actor, chain);
    let reply = confirm(&h, &actor, state, 777);
    assert_eq!(reply.refusal, None, "{}", reply.text());
    assert!(reply.lines[0].id.ends_with("chain"), "{:?}", reply.lines[0]);
}

#[test]
fn the_confirm_pressed_twice_plays_once() {
    let (h, to_move, _) = started(12);
    let turn = some_move(&h.game());
    let (state, _) = pick_to_confirm(&h, &to_move, turn);
    let first = confirm(&h, &to_move, state, 900);
    assert_eq!(first.refusal, None, "{}", first.text());
    let count = h.turn_count();
    // The same interaction redelivered: the first answer again.
    let again = confirm(&h, &to_move, state, 900);
    assert!(
        matches!(again.refusal, Some(Refusal::AlreadyDone(_))),
        "{:?}",
        again.refusal
    );
    // A second device's press: already played, and no picker while the other moves.
    let other = confirm(&h, &to_move, state, 901);
    assert_eq!(
        picker_refusal(&other),
        &PickerRefusal::AlreadyPlayed { turn }
    );
    assert_eq!(other.picker, None);
    assert_eq!(h.turn_count(), count);
}

#[test]
fn only_the_player_to_move_gets_a_picker() {
    let (h, to_move, waiting) = started(13);
    let reply = h.ask(&carol(), open());
    assert!(
        matches!(reply.refusal, Some(Refusal::NotAPlayer(_))),
        "{:?}",
        reply.refusal
    );
    let reply = h.ask(&waiting, open());
    assert!(
        matches!(reply.refusal, Some(Refusal::NotYourTurn(_))),
        "{:?}",
        reply.refusal
    );
    // Someone else pressing the player's picker changes nothing.
    let turn = some_move(&h.game());
    let (state, _) = pick_to_confirm(&h, &to_move, turn);
    let before = h.snapshot();
    let reply = confirm(&h, &carol(), state, 1);
    assert!(
        matches!(reply.refusal, Some(Refusal::NotAPlayer(_))),
        "{:?}",
        reply.refusal
    );
    let reply = confirm(&h, &waiting, state, 2);
    assert!(
        matches!(reply.refusal, Some(Refusal::NotYourTurn(_))),
        "{:?}",
        reply.refusal
    );
    assert_eq!(h.snapshot(), before);
}

#[test]
fn a_picker_is_stale_once_the_opponent_moved_and_a_fresh_one_is_offered() {
    let (h, to_move, waiting) = started(14);
    let (state, _) = pick_to_confirm(&h, &to_move, some_move(&h.game()));
    // Played by typing elsewhere, then the opponent answers.
    let r = h.ask(&to_move, move_command(some_move(&h.game())));
    assert_eq!(r.refusal, None);
    let r = h.ask(&waiting, move_command(some_move(&h.game())));
    assert_eq!(r.refusal, None);
    let before = h.snapshot();
    let reply = confirm(&h, &to_move, state, 3);
    assert_eq!(
        picker_refusal(&reply),
        &PickerRefusal::Stale(StaleReason::PositionChanged)
    );
    assert_eq!(h.snapshot(), before);
    let fresh = picker_of(&reply);
    assert_eq!(fresh.id.state.ply, 2);
    assert_eq!(fresh.id.state.picks, Picks::default());
    // A step of the old picker is stale too.
    let reply = h.ask(
        &to_move,
        Command::Pick {
            state: PickerState {
                picks: Default::default(),
                ..state
            },
            choice: PickChoice::Stack(Cell::from_index(0).unwrap()),
        },
    );
    assert_eq!(
        picker_refusal(&reply),
        &PickerRefusal::Stale(StaleReason::PositionChanged)
    );
}

#[test]
fn a_picker_is_stale_once_its_game_ended() {
    let (h, to_move, waiting) = started(15);
    let (state, _) = pick_to_confirm(&h, &to_move, some_move(&h.game()));
    let r = h.ask(&waiting, Command::Resign { confirmed: true });
    assert_eq!(r.refusal, None, "{}", r.text());
    let before = h.snapshot();
    let reply = confirm(&h, &to_move, state, 4);
    assert_eq!(
        picker_refusal(&reply),
        &PickerRefusal::Stale(StaleReason::GameOver)
    );
    assert_eq!(reply.picker, None, "no fresh picker for a finished game");
    assert_eq!(h.snapshot(), before);
}

#[test]
fn a_picker_is_stale_after_fifteen_minutes_by_the_services_clock() {
    let (h, to_move, _) = started(16);
    let turn = some_move(&h.game());
    let (state, _) = pick_to_confirm(&h, &to_move, turn);
    h.time.0.fetch_add(PICKER_LIFETIME, Ordering::SeqCst);
    // Exactly fifteen minutes: still good for a step.
    let reply = h.ask(&to_move, open());
    assert!(reply.picker.is_some());
    h.time.0.fetch_add(1, Ordering::SeqCst);
    let before = h.snapshot();
    let reply = confirm(&h, &to_move, state, 5);
    assert_eq!(
        picker_refusal(&reply),
        &PickerRefusal::Stale(StaleReason::Expired)
    );
    assert_eq!(h.snapshot(), before);
    let fresh = picker_of(&reply);
    assert_eq!(fresh.id.state.issued, h.time.0.load(Ordering::SeqCst));
    // The fresh picker plays.
    let (state, _) = pick_to_confirm(&h, &to_move, turn);
    assert_eq!(confirm(&h, &to_move, state, 6).refusal, None);
}

#[test]
fn garbled_and_forged_presses_are_refused_by_kind() {
    let (h, to_move, _) = started(17);
    let before = h.snapshot();
    let reply = h.ask(
        &to_move,
        Command::PickPress {
            id: "lp:c:1:x:0:------".into(),
            value: None,
        },
    );
    assert_eq!(
        picker_refusal(&reply),
        &PickerRefusal::Garbled(PickerIdError::Ply)
    );
    // A choice the step does not offer: an occupied cell as a landing, at a column step.
    let view = picker_of(&h.ask(&to_move, open())).clone();
    let reply = h.ask(
        &to_move,
        Command::PickPress {
            id: view.id.encode(),
            value: Some("l:C3".into()),
        },
    );
    assert_eq!(picker_refusal(&reply), &PickerRefusal::NotOffered);
    // A well-formed press reads as the typed step.
    let reply = h.ask(
        &to_move,
        Command::PickPress {
            id: view.id.encode(),
            value: Some(view.options[0].value.clone()),
        },
    );
    assert_eq!(reply.refusal, None, "{}", reply.text());
    assert_eq!(h.snapshot(), before);
}

#[test]
fn a_premove_typed_in_the_modal_is_stored_and_a_bad_line_refused() {
    let (h, to_move, waiting) = started(18);
    let game = h.game();
    let theirs = some_move(&game);
    let after = game.position().play(theirs).unwrap();
    let mine = *after.legal_turns().iter().find(|t| !t.is_pass()).unwrap();
    let line = format!("{theirs} {mine}");
    let reply = h.ask(&waiting, Command::PremoveEntry { line });
    assert_eq!(reply.refusal, None, "{}", reply.text());
    assert_eq!(reply.lines[0].id, "premove-stored");
    let before = h.snapshot();
    let reply = h.ask(
        &waiting,
        Command::PremoveEntry {
            line: "zz9 q".into(),
        },
    );
    assert!(
        matches!(reply.refusal, Some(Refusal::Premove(_))),
        "{:?}",
        reply.refusal
    );
    assert_eq!(h.snapshot(), before);
    // The opponent's matching move is answered at once, as with `/lyngk premove`.
    let reply = h.ask(&to_move, move_command(theirs));
    assert!(
        reply.lines.iter().any(|m| m.id == "premove-played"),
        "{}",
        reply.text()
    );
}

fn place(channel: u64) -> Place {
    Place {
        guild: PLACE.guild,
        channel,
    }
}

/// `a` challenges `b` in `channel` with `days` per move; returns who moves first.
fn timed_game(h: &Harness, channel: u64, a: &Actor, b: &Actor, days: Option<u32>) -> Actor {
    let challenge = Command::Challenge {
        opponent: Some(b.clone()),
        variant: Variant::Standard,
        days_per_move: days,
        rated: true,
        weekends_off: None,
    };
    let r = h.ask_in(place(channel), a, challenge, None);
    assert_eq!(r.refusal, None, "{}", r.text());
    let r = h.ask_in(place(channel), b, Command::Accept, None);
    assert_eq!(r.refusal, None, "{}", r.text());
    if r.ping == [a.id] {
        a.clone()
    } else {
        b.clone()
    }
}

/// Makes `actor` the player to wait in `channel` by playing a move for them.
fn let_move(h: &Harness, channel: u64, actor: &Actor) {
    let game = h.service.live_game(place(channel)).unwrap().unwrap();
    let r = h.ask_in(place(channel), actor, move_command(some_move(&game)), None);
    assert_eq!(r.refusal, None, "{}", r.text());
}

#[test]
fn next_is_the_game_where_the_actors_time_is_shortest() {
    let h = Harness::new(30);
    let (alice, bob, carol) = (alice(), bob(), carol());
    // Alice is to move in channels 10 (5 days), 11 (2 days) and 12 (no clock), and
    // waits in channel 13 (1 day): her shortest time is channel 11's.
    for (channel, days) in [(10, Some(5)), (11, Some(2)), (12, None)] {
        let first = timed_game(&h, channel, &alice, &bob, days);
        if first != alice {
            let_move(&h, channel, &bob);
        }
    }
    let first = timed_game(&h, 13, &alice, &carol, Some(1));
    if first == alice {
        let_move(&h, 13, &alice);
    }
    h.time.0.fetch_add(3600, Ordering::SeqCst);
    let reply = h.ask_in(place(99), &alice, Command::NextGame, None);
    assert_eq!(reply.refusal, None);
    let next = reply.next_game.clone().expect("a game waits");
    assert_eq!(next.place, place(11));
    assert_eq!(next.waiting, 3);
    assert!(
        next.time_left.is_some(),
        "a clocked game comes before one without"
    );
    assert_eq!(reply.lines[0].id, "next-game");
    // Carol's one game waits for her.
    let reply = h.ask_in(place(99), &carol, Command::NextGame, None);
    assert_eq!(reply.next_game.as_ref().map(|n| n.place), Some(place(13)));
    // Someone without games hears there is none.
    let dave = Actor {
        id: 404,
        name: "dave".into(),
    };
    let reply = h.ask_in(place(99), &dave, Command::NextGame, None);
    assert_eq!(reply.next_game, None);
    assert_eq!(reply.lines[0].id, "next-game-none");
}
