//! The posts the background jobs make link their page on the web front, as the
//! interactive replies do: a reminder and a game ended on time link the game's page, a
//! round opened at its deadline each new game's, a ladder's
//! expired challenge the ladder's page; none without the pages' outside address, and
//! none once the server turns its pages off.

use crate::common::events::{create_event, join_event, open_threads, start_event};
use crate::common::*;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::service::api::{
    Actor, Command, EventOptions, Outbound, Reply, Subject, WebVisibility,
};
use lyngk_bot::store::web::web_setting;
use lyngk_rules::Variant;

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

/// The channel posts the job makes now.
fn job_posts(h: &Harness) -> Vec<Reply> {
    let sent = h.deliver();
    assert!(!sent.is_empty(), "the job posts something");
    sent.into_iter()
        .filter_map(|post| match post {
            Outbound::Channel { reply, .. } => Some(reply),
            Outbound::Direct { .. } => None,
        })
        .collect()
}

/// The page of each channel post the job makes now, in order.
fn posted_pages(h: &Harness) -> Vec<Option<String>> {
    job_posts(h).into_iter().map(|reply| reply.page).collect()
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
    h.advance(DAY);
    assert_eq!(posted_pages(&h), [None]);

    h.link_pages_at(BASE);
    let page = format!("{BASE}/g/{}-{game}", server_address(&h));
    // Near the end: the final reminder.
    h.advance(DAY - DAY / 5);
    assert_eq!(posted_pages(&h), [Some(page.clone())]);
    // The time runs out: the game ends on time.
    h.advance(DAY / 5);
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
    h.advance(3 * DAY);
    let page = format!("{BASE}/e/{}-{event}", server_address(&h));
    assert_eq!(posted_pages(&h), [Some(page)], "the unlisted address");

    server_settings(&h, None, Some(WebVisibility::Off));
    challenge(&players[2], &players[1]);
    h.advance(3 * DAY);
    assert_eq!(posted_pages(&h), [None], "pages off, no link");
}

/// A Swiss of four whose first round runs to its deadline: the job decides its games
/// and opens round 2; each post links its game's page and each new game its own, at
/// the server's address; with no outside address, or pages off, nothing links.
#[test]
fn a_round_opened_at_its_deadline_links_its_games_pages() {
    let cases = [
        (WebVisibility::Public, Some(BASE)),
        (WebVisibility::Unlisted, Some(BASE)),
        (WebVisibility::Public, None),
        (WebVisibility::Off, Some(BASE)),
    ];
    for (web, base) in cases {
        let mut h = Harness::new(1);
        if let Some(base) = base {
            h.link_pages_at(base);
        }
        server_settings(&h, None, Some(web));
        let options = EventOptions {
            rounds: Some(2),
            round_days: Some(7),
            days_per_move: Some(7),
            ..EventOptions::default()
        };
        assert_eq!(create_event(&h, "Deadline", options).refusal, None);
        for id in 0..4 {
            let player = Actor {
                id: 7101 + id,
                name: format!("d{id}"),
            };
            assert_eq!(join_event(&h, &player, "Deadline").refusal, None);
        }
        let start = start_event(&h, "Deadline");
        open_threads(&h, &start.threads, 90_000);
        h.advance(7 * 86_400 + 60);

        let posts = job_posts(&h);
        let threads: Vec<_> = posts.iter().flat_map(|post| &post.threads).collect();
        assert_eq!(threads.len(), 2, "round 2's games, {web:?}");
        let server = web_setting(&h.db(), PLACE.guild.unwrap()).unwrap().address;
        let page = |path: String| match (base, &server) {
            (Some(_), Some(server)) => Some(format!("{BASE}/{path}").replace("{server}", server)),
            _ => None,
        };
        for thread in threads {
            let expected = page(format!("g/{{server}}-{}", thread.game_id));
            assert_eq!(thread.reply.page, expected, "{web:?} with base {base:?}");
        }
        // The round's last game ends at the deadline and its post carries the round's
        // news: it links that game's page.
        for post in &posts {
            let game = match post.subject {
                Some(Subject::Game(game)) => game,
                other => panic!("a game's post, not {other:?}"),
            };
            assert_eq!(post.page, page(format!("g/{{server}}-{game}")), "{web:?}");
        }
    }
}
