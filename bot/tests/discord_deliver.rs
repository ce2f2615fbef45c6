//! Answering in time, against a loopback stand-in for Discord's HTTP API (the same
//! `HttpBuilder::proxy` base URL that `LYNGK_DISCORD_API` configures).

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lyngk_bot::config::Config;
use lyngk_bot::discord::{
    self,
    deliver::{self, Target, QUICK_REPLY},
};
use lyngk_bot::service::api::{Attachment, Outbound, Reply};
use poise::serenity_prelude as serenity;
use serde_json::Value;

const APP: u64 = 1_300_000_000_000_000_001;
const INTERACTION: u64 = 1_309_912_345_678_901_234;
const TOKEN: &str = "interaction-token";
const DM_CHANNEL: u64 = 1_270_000_000_000_000_042;

/// One request as the stand-in saw it.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    path: String,
    body: String,
}

impl Seen {
    /// The JSON payload: the body itself, or the `payload_json` part of a multipart body.
    fn json(&self) -> Value {
        let text = match self.body.find("name=\"payload_json\"") {
            Some(at) => {
                let part = &self.body[at..];
                let start = part.find("\r\n\r\n").unwrap() + 4;
                let end = part[start..].find("\r\n--").unwrap() + start;
                &part[start..end]
            }
            None => &self.body,
        };
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

/// A tiny HTTP/1.1 server that records requests and answers like Discord would.
struct StandIn {
    base: String,
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl StandIn {
    fn start() -> StandIn {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let seen = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&seen);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let log = Arc::clone(&log);
                std::thread::spawn(move || serve_connection(stream, &log));
            }
        });
        StandIn { base, seen }
    }

    /// The bot's own HTTP client, configured the way `lyngk serve` does it.
    fn http(&self) -> serenity::Http {
        let vars = [
            ("DISCORD_TOKEN", "test-token"),
            ("LYNGK_DISCORD_API", self.base.as_str()),
        ];
        let config = Config::from_lookup(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
        .unwrap();
        let http = discord::http_client(&config);
        // Set from the gateway's READY in the live bot.
        http.set_application_id(serenity::ApplicationId::new(APP));
        http
    }

    fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

fn serve_connection(stream: TcpStream, log: &Mutex<Vec<Seen>>) {
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
        let (status, answer) = discord_answer(&method, &path);
        log.lock().unwrap().push(Seen {
            method,
            path,
            body: String::from_utf8_lossy(&body).into_owned(),
        });
        let head = format!(
            "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
            answer.len()
        );
        writer.write_all(head.as_bytes()).unwrap();
        writer.write_all(answer.as_bytes()).unwrap();
    }
}

/// Interaction callbacks and deletions answer 204; message endpoints return a message.
fn discord_answer(method: &str, path: &str) -> (&'static str, String) {
    if path.ends_with("/callback") || method == "DELETE" {
        return ("204 No Content", String::new());
    }
    if path.ends_with("/users/@me/channels") {
        let dm = serde_json::json!({
            "id": DM_CHANNEL.to_string(),
            "type": 1,
            "last_message_id": null,
            "recipients": [{"id": "42", "username": "alice", "discriminator": "0", "avatar": null}],
        });
        return ("200 OK", dm.to_string());
    }
    let payload = format!(
        "{}/tests/fixtures/interaction_button.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let fixture: Value = serde_json::from_str(&std::fs::read_to_string(payload).unwrap()).unwrap();
    ("200 OK", fixture["message"].to_string())
}

fn target() -> Target<'static> {
    Target {
        id: serenity::InteractionId::new(INTERACTION),
        token: TOKEN,
    }
}

fn reply(ephemeral: bool) -> Reply {
    Reply {
        text: "<@42>, your move.".into(),
        ping: vec![42],
        ephemeral,
        ..Reply::default()
    }
}

const CALLBACK: &str = "/api/v10/interactions/1309912345678901234/interaction-token/callback";
const ORIGINAL: &str = "/api/v10/webhooks/1300000000000000001/interaction-token/messages/@original";
const FOLLOWUP: &str = "/api/v10/webhooks/1300000000000000001/interaction-token";

#[tokio::test]
async fn a_quick_reply_is_the_first_response_and_stays_ephemeral() {
    let discord = StandIn::start();
    let responded = AtomicBool::new(false);
    let work = async { Ok(reply(true)) };
    deliver::answer(&discord.http(), target(), &responded, work)
        .await
        .unwrap();
    assert!(responded.load(Ordering::Acquire));
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        (seen[0].method.as_str(), seen[0].path.as_str()),
        ("POST", CALLBACK)
    );
    let body = seen[0].json();
    assert_eq!(body["type"], 4);
    assert_eq!(body["data"]["flags"], 64);
    assert_eq!(
        body["data"]["allowed_mentions"]["users"],
        serde_json::json!(["42"])
    );
}

#[tokio::test]
async fn a_slow_reply_is_deferred_then_edited_in() {
    let discord = StandIn::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Ok(reply(false))
    };
    deliver::answer(&discord.http(), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls: Vec<(&str, &str)> = seen
        .iter()
        .map(|s| (s.method.as_str(), s.path.as_str()))
        .collect();
    assert_eq!(calls, [("POST", CALLBACK), ("PATCH", ORIGINAL)]);
    assert_eq!(seen[0].json()["type"], 5);
    assert_eq!(seen[1].json()["content"], "<@42>, your move.");
    assert_eq!(
        seen[1].json()["allowed_mentions"]["users"],
        serde_json::json!(["42"])
    );
}

#[tokio::test]
async fn a_slow_refusal_replaces_the_public_placeholder_with_a_private_followup() {
    let discord = StandIn::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Ok(reply(true))
    };
    deliver::answer(&discord.http(), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    let calls: Vec<(&str, &str)> = seen
        .iter()
        .map(|s| (s.method.as_str(), s.path.as_str()))
        .collect();
    assert_eq!(
        calls,
        [("POST", CALLBACK), ("DELETE", ORIGINAL), ("POST", FOLLOWUP)]
    );
    assert_eq!(seen[2].json()["flags"], 64);
}

#[tokio::test]
async fn a_slow_failure_leaves_no_placeholder_and_reports_the_error() {
    let discord = StandIn::start();
    let responded = AtomicBool::new(false);
    let work = async {
        tokio::time::sleep(QUICK_REPLY + Duration::from_millis(300)).await;
        Err(anyhow::anyhow!("database is locked"))
    };
    let outcome = deliver::answer(&discord.http(), target(), &responded, work).await;
    assert!(outcome.is_err());
    assert!(
        responded.load(Ordering::Acquire),
        "the error message must be a follow-up"
    );
    let calls: Vec<(String, String)> = discord
        .seen()
        .into_iter()
        .map(|s| (s.method, s.path))
        .collect();
    assert_eq!(
        calls,
        [
            ("POST".into(), CALLBACK.into()),
            ("DELETE".into(), ORIGINAL.into())
        ]
    );
}

#[tokio::test]
async fn the_board_image_travels_as_a_multipart_file_named_in_the_payload() {
    let discord = StandIn::start();
    let responded = AtomicBool::new(false);
    let board = Reply {
        image: Some(Attachment {
            filename: "board.png".into(),
            bytes: b"PNG-BYTES-OF-THE-BOARD".to_vec(),
        }),
        ..reply(false)
    };
    let work = async { Ok(board) };
    deliver::answer(&discord.http(), target(), &responded, work)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1);
    let body = &seen[0].body;
    assert!(body.contains("filename=\"board.png\""), "{body}");
    assert!(body.contains("PNG-BYTES-OF-THE-BOARD"), "{body}");
    let payload = seen[0].json();
    assert_eq!(payload["type"], 4);
    assert_eq!(payload["data"]["attachments"][0]["filename"], "board.png");
    assert_eq!(
        payload["data"]["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
}

#[tokio::test]
async fn a_reminder_goes_to_its_channel_and_pings_only_its_player() {
    let discord = StandIn::start();
    let message = Outbound::Channel {
        channel: 77,
        reply: reply(false),
    };
    discord::jobs::send(&discord.http(), &message)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        (seen[0].method.as_str(), seen[0].path.as_str()),
        ("POST", "/api/v10/channels/77/messages")
    );
    let body = seen[0].json();
    assert_eq!(body["content"], "<@42>, your move.");
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!(["42"]));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
}

#[tokio::test]
async fn a_digest_is_a_direct_message_that_mentions_nobody() {
    let discord = StandIn::start();
    let message = Outbound::Direct {
        user: 42,
        text: "It is your turn in 1 LYNGK game:\n• <#77> vs bob (1d 0h left)".into(),
    };
    discord::jobs::send(&discord.http(), &message)
        .await
        .unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0].path, "/api/v10/users/@me/channels");
    assert_eq!(seen[0].json()["recipient_id"], "42");
    assert_eq!(
        seen[1].path,
        format!("/api/v10/channels/{DM_CHANNEL}/messages")
    );
    let body = seen[1].json();
    assert!(body["content"].as_str().unwrap().contains("<#77> vs bob"));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([]));
}

#[tokio::test]
async fn the_job_sends_a_due_reminder_once() {
    use common::{alice, bob, TestClock, PLACE};
    use lyngk_bot::service::api::{Actor, Command, Request};
    use lyngk_bot::service::{GameService, Options};
    use std::sync::atomic::AtomicI64;

    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(TestClock(AtomicI64::new(1_700_000_000)));
    let options = Options {
        clock: clock.clone(),
        seeds: Box::new(|| 5),
    };
    let service = Arc::new(GameService::open_with(dir.path().join("db"), options).unwrap());
    let ask = |actor: Actor, command: Command| {
        let request = Request {
            place: PLACE,
            actor,
            command,
            interaction: None,
            actor_is_admin: false,
        };
        assert!(!service.handle(request).unwrap().ephemeral);
    };
    ask(
        alice(),
        Command::Challenge {
            opponent: Some(bob()),
            variant: lyngk_rules::Variant::Standard,
            days_per_move: Some(1),
            rated: true,
        },
    );
    ask(bob(), Command::Accept);
    let discord = StandIn::start();
    let http = discord.http();
    let next = discord::jobs::tick(&http, &service).await.unwrap();
    assert_eq!(
        next,
        Some(1_700_000_000 + 86_400),
        "wakes for the half reminder"
    );
    assert!(discord.seen().is_empty());
    clock.0.store(1_700_000_000 + 86_400, Ordering::SeqCst);
    discord::jobs::tick(&http, &service).await.unwrap();
    discord::jobs::tick(&http, &service).await.unwrap();
    let seen = discord.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(
        seen[0].path,
        format!("/api/v10/channels/{}/messages", PLACE.channel)
    );
    assert!(seen[0].json()["content"]
        .as_str()
        .unwrap()
        .contains("your turn"));
}
