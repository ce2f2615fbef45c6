//! `league start` on Discord: a real service schedules the season, and the front
//! opens a thread per game against a loopback stand-in for Discord's HTTP API,
//! attaches each game to its thread and posts the opening message there.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use lyngk_bot::discord::{api::Api, backend::Backend, league::open_threads, threads::Opening};
use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::GameService;

use crate::common::said::Said;
use crate::common::write_league_0016_database;
use lyngk_rules::Variant;
use serde_json::{json, Value};

pub(super) const GUILD: u64 = 1_250_000_000_000_000_000;
pub(super) const CHANNEL: u64 = 1_260_000_000_000_000_000;
/// Threads the stand-in creates get ids from here on.
const FIRST_THREAD: u64 = 1_270_000_000_000_000_000;

/// One request as the stand-in saw it.
#[derive(Clone, Debug)]
pub(super) struct Seen {
    pub(super) method: String,
    pub(super) path: String,
    body: String,
}

impl Seen {
    /// The JSON payload: the body, or the `payload_json` part of a multipart body.
    fn json(&self) -> Value {
        let text = match self.body.find("name=\"payload_json\"") {
            Some(at) => {
                let part = &self.body[at..];
                let start = part.find("\r\n\r\n").unwrap() + 4;
                let end = part[start..].find("\r\n--").unwrap() + start;
                part[start..end].to_string()
            }
            None => self.body.clone(),
        };
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

/// Answers thread creation with a new thread channel and message posts with a
/// message, recording every request.
pub(super) fn start_stand_in() -> (String, Arc<Mutex<Vec<Seen>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&seen);
    let next_thread = Arc::new(AtomicU64::new(FIRST_THREAD));
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (log, next_thread) = (Arc::clone(&log), Arc::clone(&next_thread));
            std::thread::spawn(move || serve(stream, &log, &next_thread));
        }
    });
    (base, seen)
}

fn serve(stream: TcpStream, log: &Mutex<Vec<Seen>>, next_thread: &AtomicU64) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
            return;
        }
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_owned();
        let path = parts.next().unwrap_or_default().to_owned();
        let mut length = 0;
        loop {
            let mut header = String::new();
            reader.read_line(&mut header).unwrap();
            if header.trim().is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().unwrap();
                }
            }
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
        let answer = if path.ends_with("/threads") {
            thread_json(next_thread.fetch_add(1, Ordering::SeqCst))
        } else {
            message_json(&path)
        };
        log.lock().unwrap().push(Seen {
            method,
            path,
            body: String::from_utf8_lossy(&body).into_owned(),
        });
        let head = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
            answer.len()
        );
        writer.write_all(head.as_bytes()).unwrap();
        writer.write_all(answer.as_bytes()).unwrap();
    }
}

fn thread_json(id: u64) -> String {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD.to_string(),
        "parent_id": CHANNEL.to_string(),
        "name": "LYNGK league",
        "owner_id": "1300000000000000001",
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2024-11-22T15:00:00.000000+00:00",
            "locked": false
        },
        "message_count": 0,
        "member_count": 1,
        "rate_limit_per_user": 0,
        "flags": 0
    })
    .to_string()
}

/// A message posted in the channel named by `/api/v10/channels/<id>/messages`.
fn message_json(path: &str) -> String {
    let fixture = format!(
        "{}/tests/fixtures/interaction_button.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut message: Value =
        serde_json::from_str::<Value>(&std::fs::read_to_string(fixture).unwrap()).unwrap()
            ["message"]
            .clone();
    if let Some(channel) = path.split('/').nth(4) {
        message["channel_id"] = json!(channel);
    }
    message.to_string()
}

pub(super) fn http(base: &str) -> Api {
    Api::new("test-token", Some(base))
}

fn ask(service: &GameService, id: u64, command: Command, admin: bool) -> String {
    let reply = service
        .handle(Request {
            place: Place {
                guild: Some(GUILD),
                channel: CHANNEL,
            },
            actor: Actor {
                id,
                name: format!("user{id}"),
            },
            command,
            interaction: None,
            actor_is_admin: admin,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
        .unwrap();
    assert!(!reply.ephemeral, "{}", reply.text());
    reply.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn league_start_opens_a_thread_per_game_and_posts_each_opening() {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(GameService::open(dir.path().join("lyngk.db")).unwrap());
    let create = Command::LeagueCreate {
        name: "Cup".into(),
        variant: Variant::Standard,
        days_per_move: None,
        double_round: false,
    };
    ask(&service, 1, create, true);
    for id in 11..=13 {
        ask(
            &service,
            id,
            Command::LeagueJoin { name: "Cup".into() },
            false,
        );
    }
    let backend = Backend::new(Arc::clone(&service));
    let start = backend
        .handle(Request {
            place: Place {
                guild: Some(GUILD),
                channel: CHANNEL,
            },
            actor: Actor {
                id: 1,
                name: "admin".into(),
            },
            command: Command::LeagueStart { name: "Cup".into() },
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
        .await
        .unwrap();
    assert_eq!(start.threads.len(), 3);

    let (base, seen) = start_stand_in();
    let summary = open_threads(&http(&base), &backend, CHANNEL, Opening::Thread(11), &start).await;
    let threads: Vec<u64> = (0..3).map(|i| FIRST_THREAD + i).collect();
    for thread in &threads {
        assert!(summary.contains(&format!("<#{thread}>")), "{summary}");
    }
    // `open_threads` answers the admin with a text for Discord: only that is visible.
    assert!(!summary.contains("could not be opened"), "{summary}");

    let seen = seen.lock().unwrap().clone();
    let calls: Vec<(&str, String)> = seen
        .iter()
        .map(|s| (s.method.as_str(), s.path.clone()))
        .collect();
    let mut expected = Vec::new();
    for thread in &threads {
        expected.push(("POST", format!("/api/v10/channels/{CHANNEL}/threads")));
        expected.push(("POST", format!("/api/v10/channels/{thread}/messages")));
    }
    assert_eq!(calls, expected);
    for (index, to_open) in start.threads.iter().enumerate() {
        let create = seen[2 * index].json();
        assert_eq!(create["name"], to_open.name.as_str());
        assert_eq!(create["type"], 11, "a public thread");
        let post = &seen[2 * index + 1];
        // The multipart payload: what this test is about.
        assert!(
            post.body.contains("filename=\"board.png\""),
            "the opening board"
        );
        let payload = post.json();
        let pinged: Vec<String> = to_open.reply.ping.iter().map(u64::to_string).collect();
        assert_eq!(payload["allowed_mentions"]["users"], json!(pinged));
        assert_eq!(payload["content"], to_open.reply.text().as_str());
        // The game now lives in its thread.
        let place = Place {
            guild: Some(GUILD),
            channel: threads[index],
        };
        assert!(service.live_game(place).unwrap().is_some());
    }
}

/// A server in the middle of a season when leagues became events (the database of
/// `fixtures/league_0016`, migrated at opening): `league start` on Discord hands out the
/// game whose thread the front had failed to open, and the front opens it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_migrated_league_start_opens_the_thread_that_was_missing() {
    let dir = tempfile::tempdir().unwrap();
    write_league_0016_database(&dir.path().join("lyngk.db"));
    let service = Arc::new(GameService::open(dir.path().join("lyngk.db")).unwrap());
    // Where the fixture's league was created.
    let place = Place {
        guild: Some(10),
        channel: 20,
    };
    let backend = Backend::new(Arc::clone(&service));
    let start = backend
        .handle(Request {
            place,
            actor: Actor {
                id: 1,
                name: "admin".into(),
            },
            command: Command::LeagueStart {
                name: "Spring".into(),
            },
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
        .await
        .unwrap();
    start.said("league-reopening");
    assert_eq!(start.threads.len(), 1, "{}", start.text());
    let (base, seen) = start_stand_in();
    let summary = open_threads(&http(&base), &backend, 20, Opening::Thread(11), &start).await;
    assert!(summary.contains(&format!("<#{FIRST_THREAD}>")), "{summary}");
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen[0].path, "/api/v10/channels/20/threads");
    assert!(
        seen[0].json()["name"]
            .as_str()
            .unwrap()
            .starts_with("LYNGK league Spring league · round 3 · "),
        "{}",
        seen[0].json()
    );
    let thread = Place {
        guild: Some(10),
        channel: FIRST_THREAD,
    };
    assert!(service.live_game(thread).unwrap().is_some());
}
