//! Event rounds paired by a game's end or a deadline: the front opens their games'
//! threads under the event's channel (against the loopback stand-in of `league`),
//! attaches each game and posts its opening, once.

use std::sync::Arc;

use lyngk_bot::discord::{backend::Backend, event_threads::open_waiting};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, Request};
use lyngk_bot::service::GameService;

use super::league::{http, start_stand_in, CHANNEL, GUILD};

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_rounds_threads_open_under_the_events_channel_once() {
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
