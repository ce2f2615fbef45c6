//! The posts the background jobs make link their page on the web front, as the
//! interactive replies do: a reminder and a game ended on time link the game's page, a
//! ladder's expired challenge the ladder's page; none without the pages' outside
//! address, and none once the server turns its pages off.

use crate::common::events::{create_event, join_event};
use crate::common::*;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, WebVisibility};
use lyngk_bot::store::web::web_setting;
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const DAY: i64 = 86_400;
const BASE: &str = "https://lyngk.example";

fn server_settings(h: &Harness, auto_timeout: Option<bool>, web: Option<WebVisibility>) {
    let reply = h.ask_as_admin(
        &carol(),
        Command::ServerSettings {
            auto_timeout,
            language: None,
            web,
            weekends_off: None,
        },
    );
    assert_eq!(reply.refusal, None);
}

/// The server's address on the web front now.
fn server_address(h: &Harness) -> String {
    web_setting(&h.db(), PLACE.guild.unwrap())
        .unwrap()
        .address
        .expect("the server publishes its pages")
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

/// The page of each channel post the job makes now, in order.
fn posted_pages(h: &Harness) -> Vec<Option<String>> {
    let now = h.time.0.load(Ordering::SeqCst);
    let sent = h.service.deliver_due(now).unwrap();
    assert!(!sent.is_empty(), "the job posts something");
    sent.into_iter()
        .filter_map(|post| match post {
            Outbound::Channel { reply, .. } => Some(reply.page),
            Outbound::Direct { .. } => None,
        })
        .collect()
}

/// alice challenges bob with a day per move and he accepts: the game's number.
fn timed_game(h: &Harness) -> i64 {
    let challenge = Command::Challenge {
        opponent: Some(bob()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: true,
        weekends_off: None,
    };
    assert_eq!(h.ask(&alice(), challenge).refusal, None);
    assert_eq!(h.ask(&bob(), Command::Accept).refusal, None);
    h.db()
        .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn a_reminder_and_a_game_ended_on_time_link_the_games_page() {
    let mut h = Harness::new(3);
    server_settings(&h, Some(true), Some(WebVisibility::Public));
    let game = timed_game(&h);
    // Half the 48-hour bank: the reminder, unlinked while no outside address is known.
    advance(&h, DAY);
    assert_eq!(posted_pages(&h), [None]);

    h.link_pages_at(BASE);
    let page = format!("{BASE}/g/{}-{game}", server_address(&h));
    // Near the end: the final reminder.
    advance(&h, DAY - DAY / 5);
    assert_eq!(posted_pages(&h), [Some(page.clone())]);
    // The time runs out: the game ends on time.
    advance(&h, DAY / 5);
    assert_eq!(posted_pages(&h), [Some(page)]);
}

#[test]
fn a_ladders_expired_challenge_links_the_ladders_page_while_the_server_publishes_it() {
    let mut h = Harness::new(5);
    server_settings(&h, None, Some(WebVisibility::Unlisted));
    h.link_pages_at(BASE);
    let options = EventOptions {
        format: Some(EventFormat::Ladder),
        days_per_move: Some(3),
        ..EventOptions::default()
    };
    assert_eq!(create_event(&h, "Ladder", options).refusal, None);
    let players: Vec<Actor> = (0..4)
        .map(|i| Actor {
            id: 7001 + i,
            name: format!("l{i}"),
        })
        .collect();
    for player in &players {
        assert_eq!(join_event(&h, player, "Ladder").refusal, None);
    }
    let event: i64 = h
        .db()
        .query_row("SELECT id FROM events", [], |r| r.get(0))
        .unwrap();
    let challenge = |challenger: &Actor, defender: &Actor| {
        let command = Command::LadderChallenge {
            name: "Ladder".into(),
            opponent: defender.clone(),
        };
        assert_eq!(h.ask(challenger, command).refusal, None);
    };

    challenge(&players[3], &players[0]);
    advance(&h, 3 * DAY);
    let page = format!("{BASE}/e/{}-{event}", server_address(&h));
    assert_eq!(posted_pages(&h), [Some(page)], "the unlisted address");

    server_settings(&h, None, Some(WebVisibility::Off));
    challenge(&players[2], &players[1]);
    advance(&h, 3 * DAY);
    assert_eq!(posted_pages(&h), [None], "pages off, no link");
}
