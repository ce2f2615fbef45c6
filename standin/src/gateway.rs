//! A stand-in for Discord's gateway on 127.0.0.1: Hello, Identify -> READY, heartbeats
//! and acks, Resume -> replay of the missed dispatches and RESUMED. The test pushes
//! dispatches (INTERACTION_CREATE) with increasing sequence numbers and can drop the
//! connection at any time.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use crate::{APP_ID, GUILD};

/// Real Discord asks for about 41 s; a short interval makes the tests exercise heartbeats.
pub const HEARTBEAT_MS: u64 = 1000;

/// What the connection task is told to do.
enum Out {
    Text(String),
    /// Close the TCP connection without a closing handshake, like a network fault.
    Drop,
}

/// The session: every dispatch sent in it, for replay on Resume.
#[derive(Default)]
struct Session {
    id: String,
    seq: u64,
    sent: Vec<(u64, String)>,
    /// The live connection, once identified or resumed.
    live: Option<mpsc::UnboundedSender<Out>>,
}

#[derive(Default)]
struct State {
    url: String,
    session: Mutex<Session>,
    connections: AtomicUsize,
    identifies: Mutex<Vec<Value>>,
    resumes: Mutex<Vec<Value>>,
    heartbeats: AtomicUsize,
    /// New connections are closed at once (Discord unreachable), until allowed again.
    refusing: AtomicBool,
    /// The servers READY lists, when a test changed them (else the one test guild).
    guilds: Mutex<Option<Vec<u64>>>,
}

/// The running gateway stand-in.
#[derive(Clone)]
pub struct Gateway {
    pub url: String,
    state: Arc<State>,
}

impl Gateway {
    pub async fn start() -> Gateway {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let state = Arc::new(State {
            url: url.clone(),
            ..State::default()
        });
        let shared = Arc::clone(&state);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                if shared.refusing.load(Ordering::SeqCst) {
                    drop(stream);
                    continue;
                }
                shared.connections.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(serve(stream, Arc::clone(&shared)));
            }
        });
        Gateway { url, state }
    }

    /// Sends a dispatch (op 0) now, or keeps it for the replay after a resume when the
    /// bot is not connected. Returns its sequence number.
    pub fn dispatch(&self, event: &str, data: &Value) -> u64 {
        let mut session = self.state.session.lock().unwrap();
        session.seq += 1;
        let seq = session.seq;
        let text = json!({"op": 0, "s": seq, "t": event, "d": data}).to_string();
        session.sent.push((seq, text.clone()));
        if let Some(live) = &session.live {
            if live.send(Out::Text(text)).is_err() {
                session.live = None;
            }
        }
        seq
    }

    /// Cuts the live connection abruptly (no close frame), as a network fault would.
    pub fn drop_connection(&self) {
        let mut session = self.state.session.lock().unwrap();
        if let Some(live) = session.live.take() {
            let _ = live.send(Out::Drop);
        }
    }

    /// While `refuse` is true every new connection is closed before its handshake, as
    /// when Discord cannot be reached; the live one (if any) is left alone.
    pub fn refuse_connections(&self, refuse: bool) {
        self.state.refusing.store(refuse, Ordering::SeqCst);
    }

    /// The servers the next READY lists (the bot was removed from the others).
    pub fn set_guilds(&self, guilds: Vec<u64>) {
        *self.state.guilds.lock().unwrap() = Some(guilds);
    }

    pub fn is_connected(&self) -> bool {
        self.state.session.lock().unwrap().live.is_some()
    }

    pub fn identifies(&self) -> Vec<Value> {
        self.state.identifies.lock().unwrap().clone()
    }

    pub fn resumes(&self) -> Vec<Value> {
        self.state.resumes.lock().unwrap().clone()
    }

    pub fn heartbeats(&self) -> usize {
        self.state.heartbeats.load(Ordering::SeqCst)
    }

    pub fn connections(&self) -> usize {
        self.state.connections.load(Ordering::SeqCst)
    }

    /// Waits until a bot is connected (identified or resumed), bounded by `limit`.
    pub async fn wait_connected(&self, limit: Duration) {
        let polled = async {
            while !self.is_connected() {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        };
        tokio::time::timeout(limit, polled)
            .await
            .unwrap_or_else(|_| panic!("no bot connected to the gateway within {limit:?}"));
    }
}

async fn serve(stream: TcpStream, state: Arc<State>) {
    let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = socket.split();
    let (to_bot, mut outbox) = mpsc::unbounded_channel::<Out>();
    let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_MS}});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = outbox.recv() => match out {
                Some(Out::Text(text)) => {
                    if sink.send(Message::Text(text)).await.is_err() {
                        return;
                    }
                }
                // Dropping both halves closes the socket without a close frame.
                Some(Out::Drop) | None => return,
            },
            incoming = source.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else {
                    return;
                };
                answer(&state, &payload, &to_bot);
            }
        }
    }
}

/// Answers one message from the bot by queueing the replies on its connection.
fn answer(state: &State, payload: &Value, to_bot: &mpsc::UnboundedSender<Out>) {
    let send = |value: Value| {
        let _ = to_bot.send(Out::Text(value.to_string()));
    };
    match payload["op"].as_u64() {
        Some(1) => {
            state.heartbeats.fetch_add(1, Ordering::SeqCst);
            send(json!({"op": 11, "s": null, "t": null, "d": null}));
        }
        Some(2) => {
            state.identifies.lock().unwrap().push(payload["d"].clone());
            let mut session = state.session.lock().unwrap();
            let number = state.identifies.lock().unwrap().len();
            *session = Session {
                id: format!("standin-session-{number}"),
                live: Some(to_bot.clone()),
                ..Session::default()
            };
            session.seq = 1;
            let guilds = state.guilds.lock().unwrap().clone().unwrap_or(vec![GUILD]);
            let data = ready(&session.id, &state.url, &guilds);
            let ready = json!({"op": 0, "s": 1, "t": "READY", "d": data});
            send(ready);
        }
        Some(6) => {
            state.resumes.lock().unwrap().push(payload["d"].clone());
            let mut session = state.session.lock().unwrap();
            let known = payload["d"]["session_id"].as_str() == Some(session.id.as_str());
            if !known {
                // Not resumable: the bot must identify again.
                send(json!({"op": 9, "s": null, "t": null, "d": false}));
                return;
            }
            let from = payload["d"]["seq"].as_u64().unwrap_or(0);
            for (seq, text) in &session.sent {
                if *seq > from {
                    let _ = to_bot.send(Out::Text(text.clone()));
                }
            }
            session.seq += 1;
            let resumed = json!({"op": 0, "s": session.seq, "t": "RESUMED", "d": {}});
            send(resumed);
            session.live = Some(to_bot.clone());
        }
        _ => {}
    }
}

fn ready(session_id: &str, url: &str, guilds: &[u64]) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": crate::world::bot_user(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": url,
        "shard": [0, 1],
        "application": {"id": APP_ID.to_string(), "flags": 8_953_856},
        "private_channels": [],
        "relationships": [],
        "_trace": ["[\"standin-gateway\",{\"micros\":0}]"]
    })
}
