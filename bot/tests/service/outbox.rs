//! The outbox: a public answer to an interaction is recorded with the change it
//! answers, in one transaction, and stays owed until the front says Discord showed it;
//! after its process stops, another process's worker gets it.

use std::sync::atomic::Ordering;

use crate::common::*;
use lyngk_bot::service::api::Command;
use lyngk_bot::service::{GameService, Options, OwedAnswer};
use lyngk_bot::store::outbox::PRESENCE_SECS;
use lyngk_rules::Variant;

/// A second service on the harness's database and clock, as the next process would be.
fn next_process(h: &Harness) -> GameService {
    let options = Options {
        time: h.time.clone(),
        seeds: Box::new(|| 7),
    };
    GameService::open_with(h.db_path(), options).unwrap()
}

/// The (turns, owed answers) stored.
fn turns_and_owed(h: &Harness) -> (i64, i64) {
    h.db()
        .query_row(
            "SELECT (SELECT COUNT(*) FROM turns), \
             (SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

fn interactions(owed: &[OwedAnswer]) -> Vec<u64> {
    owed.iter().map(|o| o.interaction).collect()
}

#[test]
fn a_stored_turn_and_its_owed_answer_commit_together() {
    let h = Harness::new(1);
    let (first, second) = h.start(Variant::Standard);
    let before = turns_and_owed(&h);

    // A refused move changes nothing: no turn, nothing owed.
    let refused = h.ask_in(
        PLACE,
        &second,
        move_command(some_move(&h.game())),
        Some(500),
    );
    assert!(refused.refusal.is_some());
    assert_eq!(turns_and_owed(&h), before);

    let turn = some_move(&h.game());
    let played = h.ask_in(PLACE, &first, move_command(turn), Some(501));
    assert!(!played.ephemeral && played.refusal.is_none());
    assert_eq!(turns_and_owed(&h), (before.0 + 1, before.1 + 1));
    assert!(h.service.answer_owed(501).unwrap());

    // The process stops before Discord shows it: while its presence lasts the next
    // process leaves the answer alone, then takes it, once, with the reply's text.
    let next = next_process(&h);
    assert!(
        next.owed_answers().unwrap().is_empty(),
        "its holder is present"
    );
    h.time.0.fetch_add(PRESENCE_SECS, Ordering::SeqCst);
    let owed = next.owed_answers().unwrap();
    assert_eq!(interactions(&owed), [501]);
    assert_eq!(owed[0].channel, PLACE.channel);
    assert_eq!(owed[0].reply.lines, played.lines);
    assert_eq!(owed[0].reply.ping, played.ping);
    assert!(
        next.owed_answers().unwrap().is_empty(),
        "taken: not handed out twice"
    );

    next.answer_shown(501).unwrap();
    assert!(!h.service.answer_owed(501).unwrap());
    h.time.0.fetch_add(3600, Ordering::SeqCst);
    assert!(
        next.owed_answers().unwrap().is_empty(),
        "shown: never again"
    );
}

#[test]
fn private_replies_and_requests_without_an_interaction_owe_nothing() {
    let h = Harness::new(1);
    let (first, second) = h.start(Variant::Standard);
    let settings = Command::Settings {
        digest_hour: None,
        reminders: None,
        clock: Default::default(),
    };
    let private = h.ask_in(PLACE, &second, settings, Some(600));
    assert!(private.ephemeral && private.refusal.is_none());
    let played = h.ask(&first, move_command(some_move(&h.game())));
    assert!(!played.ephemeral);
    let owed: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .unwrap();
    assert_eq!(owed, 0);
}

#[test]
fn a_worker_takes_an_answer_again_after_a_failed_post_and_a_clean_stop_frees_it_at_once() {
    let h = Harness::new(1);
    let (first, _) = h.start(Variant::Standard);
    h.ask_in(PLACE, &first, move_command(some_move(&h.game())), Some(700));

    // A clean stop: the next process takes it at once.
    h.service.release_owed_answers().unwrap();
    let next = next_process(&h);
    assert_eq!(interactions(&next.owed_answers().unwrap()), [700]);
    // Its post failed (not marked shown): offered again once the retry time passed.
    assert!(next.owed_answers().unwrap().is_empty());
    h.time
        .0
        .fetch_add(lyngk_bot::store::outbox::RETRY_SECS, Ordering::SeqCst);
    assert_eq!(interactions(&next.owed_answers().unwrap()), [700]);
}

#[test]
fn an_answer_whose_live_attempts_all_failed_is_a_workers_at_once() {
    let h = Harness::new(1);
    let (first, _) = h.start(Variant::Standard);
    h.ask_in(PLACE, &first, move_command(some_move(&h.game())), Some(800));
    assert!(
        h.service.owed_answers().unwrap().is_empty(),
        "its own, live"
    );
    h.service.answer_left_owed(800).unwrap();
    assert_eq!(interactions(&h.service.owed_answers().unwrap()), [800]);
}
