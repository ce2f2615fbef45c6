//! Event rounds paired by a game's end or a deadline: the front opens their games'
//! threads under the event's channel (against the loopback stand-in of `league`),
//! attaches each game and posts its opening, once.

use std::sync::Arc;

use lyngk_bot::discord::api::Api;
use lyngk_bot::discord::{backend::Backend, event_threads::open_waiting};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, Request};
use lyngk_bot::service::GameService;

use super::league::{http, start_stand_in, CHANNEL, GUILD};
use crate::standin::{Failure, Rest};

const EVENT: &str = "Cup";

fn ask(service: &GameService, place: Place, id: u64, command: Command) -> Reply {
    let reply = service
        .handle(Request {
            place,
            actor: Actor {
                id,
                name: format!("user{id}"),
            },
            command,
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
        .unwrap();
    assert!(!reply.ephemeral, "{}", reply.text());
    reply
}

/// A service whose event's round 1 was played (its threads opened by hand, both games
/// resigned): round 2's two games wait for their threads. The folder holds the database.
fn round_two_waiting() -> (tempfile::TempDir, Arc<GameService>) {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(GameService::open(dir.path().join("lyngk.db")).unwrap());
    let event = Place {
        guild: Some(GUILD),
        channel: CHANNEL,
    };
    let options = EventOptions {
        rounds: Some(2),
        ..EventOptions::default()
    };
    let create = Command::EventCreate {
        name: EVENT.into(),
        options,
    };
    ask(&service, event, 1, create);
    for id in 11..=14 {
        ask(
            &service,
            event,
            id,
            Command::EventJoin { name: EVENT.into() },
        );
    }
    let start = ask(
        &service,
        event,
        1,
        Command::EventStart { name: EVENT.into() },
    );
    // Round 1 as a front opened it; both games resigned by their first player.
    for (index, thread) in start.threads.iter().enumerate() {
        let channel = 900 + index as u64;
        service.attach_thread(thread.game_id, channel).unwrap();
        let place = Place {
            guild: Some(GUILD),
            channel,
        };
        ask(
            &service,
            place,
            thread.reply.ping[0],
            Command::Resign { confirmed: true },
        );
    }
    (dir, service)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_rounds_threads_open_under_the_events_channel_once() {
    let (_dir, service) = round_two_waiting();
    let (base, seen) = start_stand_in();
    let backend = Backend::new(Arc::clone(&service));
    open_waiting(&http(&base), &backend).await;
    let requests = seen.lock().unwrap().clone();
    let created: Vec<_> = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/threads")))
        .collect();
    assert_eq!(created.len(), 2, "{requests:#?}");
    let posted = requests
        .iter()
        .filter(|r| r.path.ends_with("/messages"))
        .count();
    assert_eq!(posted, 2, "each thread gets its opening");
    let live = service.live_places().unwrap();
    assert_eq!(
        live.len(),
        2,
        "both games moved into their threads: {live:?}"
    );
    assert!(live.iter().all(|p| p.channel > CHANNEL), "{live:?}");
    open_waiting(&http(&base), &backend).await;
    assert_eq!(seen.lock().unwrap().len(), requests.len(), "opened once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_made_while_the_connection_was_cut_is_used_not_made_again() {
    let (_dir, service) = round_two_waiting();
    let discord = Rest::start();
    let api = Api::new("test-token", Some(&discord.base));
    let backend = Backend::new(Arc::clone(&service));
    // Discord makes the first game's thread, but the connection is cut before the bot
    // hears of it: it cannot tell that the thread exists, and gives the game back.
    let threads = format!("/channels/{CHANNEL}/threads");
    discord.fail("POST", &threads, 1, Failure::CutAfterHandling);
    open_waiting(&api, &backend).await;
    let in_threads = |service: &GameService| {
        let places = service.live_places().unwrap();
        let world = discord.world();
        let threads = places.iter().filter(|p| {
            world
                .channel_facts(p.channel)
                .is_some_and(|c| c.kind.is_thread())
        });
        threads.count()
    };
    assert_eq!(in_threads(&service), 1, "the other game got its thread");
    // The next try finds the thread already made and plays there.
    open_waiting(&api, &backend).await;
    let made: Vec<u64> = discord
        .seen()
        .iter()
        .filter(|s| s.method == "POST" && s.path == format!("/api/v10{threads}") && s.ok())
        .map(|s| {
            s.answer.as_ref().unwrap()["id"]
                .as_str()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    let mut live: Vec<u64> = service
        .live_places()
        .unwrap()
        .iter()
        .map(|p| p.channel)
        .collect();
    live.sort();
    assert_eq!(in_threads(&service), 2, "both games in their threads");
    assert_eq!(made.len(), 2, "one thread per game, none twice: {made:?}");
    let mut made_sorted = made.clone();
    made_sorted.sort();
    assert_eq!(
        live, made_sorted,
        "each game plays in the thread made for it"
    );
    for thread in made {
        let opening = discord.world().channel_facts(thread).unwrap().last_message;
        assert!(opening.is_some(), "thread {thread} has its opening message");
    }
}
