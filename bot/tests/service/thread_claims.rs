//! Opening an event's game threads is claimed once across processes (two services on
//! one database here): a start racing another hands out no thread twice, and a claim
//! records that Discord was asked, so the next claimant after a stop looks for the
//! thread that was made.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Barrier};

use crate::common::events::{create_event, join_event, start_event};
use crate::common::*;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Reply, Request};
use lyngk_bot::service::{GameService, Options, Refusal, ThreadIntent};
use lyngk_bot::store::thread_claims::CLAIM_SECONDS;

const EVENT: &str = "Race Cup";

/// A second service on the harness's database and clock, as another process would be.
fn second_service(h: &Harness) -> GameService {
    let options = Options {
        time: h.time.clone(),
        seeds: Box::new(|| 99),
    };
    GameService::open_with(h.db_path(), options).unwrap()
}

/// An event of four players, ready to start.
fn ready_event(h: &Harness) {
    let options = EventOptions {
        rounds: Some(2),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    assert!(!create_event(h, EVENT, options).ephemeral);
    for index in 0..4 {
        let player = Actor {
            id: 5001 + index,
            name: format!("r{index}"),
        };
        assert!(!join_event(h, &player, EVENT).ephemeral);
    }
}

fn start_request() -> Request {
    Request {
        place: PLACE,
        actor: alice(),
        command: Command::EventStart { name: EVENT.into() },
        interaction: None,
        actor_is_admin: true,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: None,
    }
}

fn game_ids(reply: &Reply) -> Vec<i64> {
    reply.threads.iter().map(|t| t.game_id).collect()
}

#[test]
fn two_processes_starting_one_event_at_once_hand_out_each_thread_once() {
    let h = Harness::new(31);
    ready_event(&h);
    let other = Arc::new(second_service(&h));
    let barrier = Arc::new(Barrier::new(2));
    let racer = {
        let (other, barrier) = (Arc::clone(&other), Arc::clone(&barrier));
        std::thread::spawn(move || {
            barrier.wait();
            other.handle(start_request()).expect("no internal fault")
        })
    };
    barrier.wait();
    let here = h.ask_request(start_request());
    let there = racer.join().unwrap();
    let (mut handed, mut refused) = (Vec::new(), Vec::new());
    for reply in [&here, &there] {
        if reply.threads.is_empty() {
            refused.push(reply.refusal.clone());
        }
        handed.extend(game_ids(reply));
    }
    assert_eq!(
        handed.len(),
        2,
        "each of round 1's two games once: {handed:?}"
    );
    assert_ne!(handed[0], handed[1]);
    assert_eq!(
        refused,
        [Some(Refusal::ThreadsBeingOpened(EVENT.into()))],
        "the later start is told the threads are being opened"
    );
    // The one front that got them attaches each without a fault.
    for (index, game) in handed.iter().enumerate() {
        let service = if here.threads.is_empty() {
            &*other
        } else {
            &h.service
        };
        service.attach_thread(*game, 80_000 + index as u64).unwrap();
    }
}

#[test]
fn a_claim_held_by_a_stopped_process_lapses_and_remembers_that_discord_was_asked() {
    let h = Harness::new(32);
    ready_event(&h);
    let start = start_event(&h, EVENT);
    let [asked, not_asked] = [game_ids(&start)[0], game_ids(&start)[1]];
    assert_eq!(
        h.service.ask_for_thread(asked).unwrap(),
        ThreadIntent::First
    );
    assert_eq!(
        h.service.ask_for_thread(asked).unwrap(),
        ThreadIntent::Repeated
    );

    // The process stops; another one is not handed the games while the claims hold.
    let other = second_service(&h);
    let early = other.handle(start_request()).unwrap();
    assert_eq!(
        early.refusal,
        Some(Refusal::ThreadsBeingOpened(EVENT.into()))
    );
    assert_eq!(other.ask_for_thread(asked).unwrap(), ThreadIntent::NotHeld);

    h.time.0.fetch_add(CLAIM_SECONDS, Ordering::SeqCst);
    let late = other.handle(start_request()).unwrap();
    let mut retaken = game_ids(&late);
    retaken.sort();
    assert_eq!(retaken, [asked.min(not_asked), asked.max(not_asked)]);
    assert_eq!(other.ask_for_thread(asked).unwrap(), ThreadIntent::Repeated);
    assert_eq!(
        other.ask_for_thread(not_asked).unwrap(),
        ThreadIntent::First
    );
    // The stopped process's claim is gone: it can no longer open the thread.
    assert_eq!(
        h.service.ask_for_thread(asked).unwrap(),
        ThreadIntent::NotHeld
    );
}

#[test]
fn a_clean_stop_gives_the_threads_being_opened_to_the_next_process_at_once() {
    let h = Harness::new(33);
    ready_event(&h);
    let start = start_event(&h, EVENT);
    let asked = game_ids(&start)[0];
    assert_eq!(
        h.service.ask_for_thread(asked).unwrap(),
        ThreadIntent::First
    );
    h.service.release_thread_claims().unwrap();
    let next = second_service(&h);
    let again = next.handle(start_request()).unwrap();
    assert_eq!(game_ids(&again).len(), 2, "{:?}", again.refusal);
    assert_eq!(next.ask_for_thread(asked).unwrap(), ThreadIntent::Repeated);
}
