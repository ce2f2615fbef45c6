//! A stand-in for Discord's HTTP API on 127.0.0.1: a small HTTP/1.1 server (one thread per
//! connection, keep-alive) that answers the routes the bot uses like Discord would (the
//! rules live in [`crate::world`]), records every request (multipart bodies split into
//! `payload_json` and files), and can be told to fail requests for a while (500, 429
//! with `retry-after`, or a connection cut after the request was carried out).

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::Notify;

use crate::world::{self, bot_user, error, ok, Answer, ChannelKind, World};
use crate::{Interaction, APP_ID};

/// One request as the stand-in saw it, and the status it answered.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub at: Instant,
    pub content_type: String,
    /// The JSON payload: the body, or the `payload_json` part of a multipart body.
    pub payload: Option<Value>,
    /// The file parts of a multipart body.
    pub files: Vec<Part>,
    /// The raw body; empty in lean mode (the load test) to spare memory.
    pub body: Vec<u8>,
    /// Discord's JSON answer (a message as shown, with its real flags), if any.
    pub answer: Option<Value>,
}

/// One file of a multipart body.
#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub filename: String,
    /// The bytes; in lean mode only the first [`LEAN_BYTES`], enough for the PNG header.
    pub bytes: Vec<u8>,
    pub len: usize,
}

/// What lean mode keeps of a file: the PNG signature and its IHDR chunk.
pub const LEAN_BYTES: usize = 64;

impl Seen {
    /// The JSON payload; panics when there is none (the test expected one).
    pub fn json(&self) -> &Value {
        self.payload
            .as_ref()
            .unwrap_or_else(|| panic!("no JSON in {} {}", self.method, self.path))
    }

    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The interaction token this request answers, if it is an interaction route.
    pub fn token(&self) -> Option<&str> {
        let rest = self.path.strip_prefix("/api/v10/")?;
        let mut parts = rest.split('/');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("interactions"), Some(_id), Some(token)) => Some(token),
            (Some("webhooks"), Some(_app), Some(token)) => Some(token.split('?').next()?),
            _ => None,
        }
    }
}

pub use crate::failure::Failure;

/// Requests whose method and path start with the given text fail, `remaining` times.
struct Fault {
    method: String,
    path_prefix: String,
    remaining: usize,
    failure: Failure,
}

#[derive(Default)]
struct State {
    seen: Mutex<Vec<Arc<Seen>>>,
    by_token: Mutex<HashMap<String, Vec<Arc<Seen>>>>,
    faults: Mutex<Vec<Fault>>,
    gateway_url: Mutex<String>,
    lean: AtomicBool,
    next_id: AtomicU64,
    changed: Notify,
    world: Mutex<World>,
    buckets: Mutex<crate::buckets::Buckets>,
    chaos: Mutex<Option<crate::chaos::Chaos>>,
}

/// The running REST stand-in; it lives as long as the test process.
#[derive(Clone)]
pub struct Rest {
    pub base: String,
    state: Arc<State>,
}

impl Rest {
    pub fn start() -> Rest {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let state = Arc::new(State {
            next_id: AtomicU64::new(1_330_000_000_000_000_000),
            ..State::default()
        });
        let shared = Arc::clone(&state);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let state = Arc::clone(&shared);
                std::thread::spawn(move || serve_connection(stream, &state));
            }
        });
        Rest { base, state }
    }

    /// What `GET /gateway` answers: the gateway stand-in's address.
    pub fn set_gateway_url(&self, url: &str) {
        *self.state.gateway_url.lock().unwrap() = url.to_owned();
    }

    /// Keep only the start of files and no raw bodies (thousands of board images).
    pub fn set_lean(&self, lean: bool) {
        self.state.lean.store(lean, Ordering::Relaxed);
    }

    /// The next `times` requests of `method` on a path starting with `path_prefix`
    /// (after `/api/v10`) fail with `failure`.
    pub fn fail(&self, method: &str, path_prefix: &str, times: usize, failure: Failure) {
        self.state.faults.lock().unwrap().push(Fault {
            method: method.to_owned(),
            path_prefix: format!("/api/v10{path_prefix}"),
            remaining: times,
            failure,
        });
    }

    /// From now on `method` on paths starting with `path_prefix` (after `/api/v10`)
    /// allows `limit` requests per `window` for each major parameter (a channel, a
    /// webhook), answering 429 past it ([`crate::buckets`]).
    pub fn limit(&self, method: &str, path_prefix: &str, limit: u32, window: Duration) {
        self.state
            .buckets
            .lock()
            .unwrap()
            .add(crate::buckets::Limit {
                method: method.to_owned(),
                path_prefix: format!("/api/v10{path_prefix}"),
                limit,
                window,
            });
    }

    fn count(&self, request: &Request) -> crate::buckets::Counted {
        let mut buckets = self.state.buckets.lock().unwrap();
        buckets.count(&request.method, &request.path)
    }

    /// Stops every planned failure.
    pub fn heal(&self) {
        self.state.faults.lock().unwrap().clear();
    }

    /// Discord's memory and rules, for a test to look at or change.
    pub fn world(&self) -> std::sync::MutexGuard<'_, World> {
        self.state.world.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Discord delivers an interaction: the payload gets the channel's real type and the
    /// bot's permissions there, and the token's clock starts. False when Discord would
    /// not deliver it (a command in an archived thread).
    pub fn deliver(&self, payload: &mut Value) -> bool {
        self.world().deliver(payload).is_some()
    }

    /// `user` presses the button `custom_id` of the bot's message `message` (panics if
    /// no such button is there to press: a Discord client would not show it).
    pub fn press(&self, user: &crate::events::User, message: u64, custom_id: &str) -> Interaction {
        let acted = self.world().press(message, custom_id);
        crate::events::acted(
            user,
            acted.unwrap_or_else(|why| panic!("cannot press: {why}")),
        )
    }

    /// `user` chooses `values` in the select `custom_id` of the bot's message `message`.
    pub fn choose(
        &self,
        user: &crate::events::User,
        message: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let acted = self.world().choose(message, custom_id, values);
        crate::events::acted(
            user,
            acted.unwrap_or_else(|why| panic!("cannot choose: {why}")),
        )
    }

    /// `user` submits the modal the interaction `token` opened, typing `values` (input
    /// custom id, text).
    pub fn submit(
        &self,
        user: &crate::events::User,
        token: &str,
        values: &[(&str, &str)],
    ) -> Interaction {
        let acted = self.world().submit(token, values);
        crate::events::acted(
            user,
            acted.unwrap_or_else(|why| panic!("cannot submit: {why}")),
        )
    }

    /// Makes `channel` a channel of type `kind`.
    pub fn set_channel(&self, channel: u64, kind: ChannelKind) {
        self.world().set_kind(channel, kind);
    }

    /// Takes `permissions` (bits) from the bot in `channel`.
    pub fn deny(&self, channel: u64, permissions: u64) {
        self.world().channel(channel).denied |= permissions;
    }

    /// Moves Discord's clock forward (tokens expire, idle threads archive).
    pub fn advance(&self, by: Duration) {
        self.world().offset += by;
    }
    pub fn seen(&self) -> Vec<Arc<Seen>> {
        self.state.seen.lock().unwrap().clone()
    }

    /// The requests that answer the interaction with this token, in order.
    pub fn for_token(&self, token: &str) -> Vec<Arc<Seen>> {
        self.state
            .by_token
            .lock()
            .unwrap()
            .get(token)
            .cloned()
            .unwrap_or_default()
    }

    /// Waits until `check` finds what it looks for in the log, or fails after `limit`.
    pub async fn wait_for<T>(
        &self,
        limit: Duration,
        what: &str,
        mut check: impl FnMut(&Rest) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let changed = self.state.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if let Some(found) = check(self) {
                return found;
            }
            // Notify can miss a wake-up between threads; a short poll bounds that.
            let step = tokio::time::Instant::now() + Duration::from_millis(50);
            if tokio::time::Instant::now() >= deadline {
                panic!("timed out after {limit:?} waiting for {what}");
            }
            let _ = tokio::time::timeout_at(step.min(deadline), changed).await;
        }
    }

    fn record(&self, seen: Seen) {
        let seen = Arc::new(seen);
        if let Some(token) = seen.token() {
            self.state
                .by_token
                .lock()
                .unwrap()
                .entry(token.to_owned())
                .or_default()
                .push(Arc::clone(&seen));
        }
        self.state.seen.lock().unwrap().push(seen);
        self.state.changed.notify_waiters();
    }

    fn planned_failure(&self, method: &str, path: &str) -> Option<Failure> {
        let mut faults = self.state.faults.lock().unwrap();
        let found = faults
            .iter_mut()
            .find(|f| f.remaining > 0 && f.method == method && path.starts_with(&f.path_prefix));
        let Some(fault) = found else {
            drop(faults);
            return self.random_failure(path);
        };
        fault.remaining -= 1;
        Some(fault.failure)
    }

    fn random_failure(&self, path: &str) -> Option<Failure> {
        let path = path.strip_prefix("/api/v10")?;
        self.state.chaos.lock().unwrap().as_mut()?.draw(path)
    }

    /// From now on requests on the routes that answer users fail at random at `rates`
    /// ([`crate::chaos`]), on top of the planned failures.
    pub fn fail_at_random(&self, rates: crate::chaos::Rates, seed: u64) {
        *self.state.chaos.lock().unwrap() = Some(crate::chaos::Chaos::new(rates, seed));
    }

    fn new_id(&self) -> u64 {
        self.state.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// The requests of `token` that succeeded and carried a message, in order.
    pub fn answers(&self, token: &str) -> Vec<Arc<Seen>> {
        self.for_token(token)
            .into_iter()
            .filter(|s| s.ok())
            .collect()
    }
}

struct Request {
    method: String,
    path: String,
    content_type: String,
    body: Vec<u8>,
}

fn serve_connection(stream: TcpStream, state: &Arc<State>) {
    let rest = Rest {
        base: String::new(),
        state: Arc::clone(state),
    };
    let Ok(read_half) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(read_half);
    let mut writer = stream;
    while let Some(request) = read_request(&mut reader) {
        let planned = rest.planned_failure(&request.method, &request.path);
        if planned == Some(Failure::CutBeforeHandling) {
            rest.record(seen(&rest, &request, 0, b""));
            return;
        }
        let counted = rest.count(&request);
        let (status, headers, answer) = match (planned, counted.refused) {
            (_, Some(refused)) => refused,
            (Some(Failure::CutAfterHandling) | None, None) => discord_answer(&rest, &request),
            (Some(failure), None) => failure_answer(failure),
        };
        rest.record(seen(&rest, &request, status, &answer));
        if planned == Some(Failure::CutAfterHandling) {
            return;
        }
        let mut head = format!(
            "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n",
            reason(status),
            answer.len()
        );
        for (name, value) in headers.iter().chain(&counted.headers) {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        if writer.write_all(head.as_bytes()).is_err() || writer.write_all(&answer).is_err() {
            return;
        }
    }
}

/// Reads one request; `None` at the end of the connection or on garbage.
fn read_request(reader: &mut impl BufRead) -> Option<Request> {
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).ok()? == 0 {
        return None;
    }
    let mut parts = request_line.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut length = 0;
    let mut chunked = false;
    let mut content_type = String::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        if header.trim().is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            length = value.parse().ok()?;
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            chunked = value.eq_ignore_ascii_case("chunked");
        } else if name.eq_ignore_ascii_case("content-type") {
            content_type = value.to_owned();
        }
    }
    let body = if chunked {
        read_chunked(reader)?
    } else {
        let mut body = vec![0; length];
        reader.read_exact(&mut body).ok()?;
        body
    };
    Some(Request {
        method,
        path,
        content_type,
        body,
    })
}

fn read_chunked(reader: &mut impl BufRead) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size_line = String::new();
        reader.read_line(&mut size_line).ok()?;
        let size = usize::from_str_radix(size_line.trim().split(';').next()?, 16).ok()?;
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk).ok()?;
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(&chunk[..size]);
    }
}

fn parse_body(request: &Request) -> (Option<Value>, Vec<Part>) {
    match boundary(&request.content_type) {
        Some(boundary) => split_multipart(&request.body, &boundary),
        None => (serde_json::from_slice(&request.body).ok(), Vec::new()),
    }
}

fn seen(rest: &Rest, request: &Request, status: u16, answer: &[u8]) -> Seen {
    let lean = rest.state.lean.load(Ordering::Relaxed);
    let (payload, mut files) = parse_body(request);
    crate::record::append(&request.method, &request.path, payload.as_ref());
    if lean {
        for file in &mut files {
            file.bytes.truncate(LEAN_BYTES);
        }
    }
    Seen {
        method: request.method.clone(),
        path: request.path.clone(),
        status,
        at: Instant::now(),
        content_type: request.content_type.clone(),
        payload,
        files,
        body: if lean {
            Vec::new()
        } else {
            request.body.clone()
        },
        answer: serde_json::from_slice(answer).ok(),
    }
}

fn boundary(content_type: &str) -> Option<String> {
    if !content_type.starts_with("multipart/form-data") {
        return None;
    }
    let at = content_type.find("boundary=")? + "boundary=".len();
    Some(content_type[at..].trim_matches('"').to_owned())
}

/// Splits a multipart/form-data body into its `payload_json` and its files.
pub fn split_multipart(body: &[u8], boundary: &str) -> (Option<Value>, Vec<Part>) {
    let delimiter = format!("--{boundary}");
    let mut payload = None;
    let mut files = Vec::new();
    for section in split_on(body, delimiter.as_bytes()).into_iter().skip(1) {
        // The closing delimiter is followed by "--".
        if section.starts_with(b"--") {
            break;
        }
        let Some(head_end) = find(section, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&section[..head_end]);
        let mut content = &section[head_end + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let name = disposition_field(&head, "name").unwrap_or_default();
        match disposition_field(&head, "filename") {
            Some(filename) => files.push(Part {
                name,
                filename,
                bytes: content.to_vec(),
                len: content.len(),
            }),
            None if name == "payload_json" => payload = serde_json::from_slice(content).ok(),
            None => {}
        }
    }
    (payload, files)
}

fn disposition_field(head: &str, field: &str) -> Option<String> {
    let pattern = format!("{field}=\"");
    let at = head
        .match_indices(&pattern)
        // "name=" also matches inside "filename="; take the standalone one.
        .find(|(i, _)| *i == 0 || !head.as_bytes()[i - 1].is_ascii_alphabetic())?
        .0
        + pattern.len();
    let end = head[at..].find('"')? + at;
    Some(head[at..end].to_owned())
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_on<'a>(mut bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    while let Some(at) = find(bytes, delimiter) {
        pieces.push(&bytes[..at]);
        bytes = &bytes[at + delimiter.len()..];
    }
    pieces.push(bytes);
    pieces
}

fn failure_answer(failure: Failure) -> Answer {
    match failure {
        Failure::ServerError | Failure::CutAfterHandling | Failure::CutBeforeHandling => {
            error(500, 0, "500: Internal Server Error")
        }
        Failure::RateLimited { retry_after } => {
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": false,
            });
            let headers = vec![
                // The header is whole seconds, rounded up; the body is exact.
                ("retry-after", format!("{}", retry_after.ceil() as u64)),
                ("x-ratelimit-scope", "user".to_owned()),
            ];
            (429, headers, body.to_string().into_bytes())
        }
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        _ => "Internal Server Error",
    }
}

/// Discord's answer to each route the bot uses; 404 for anything else.
fn discord_answer(rest: &Rest, request: &Request) -> Answer {
    let path = request.path.split('?').next().unwrap_or_default();
    let Some(route) = path.strip_prefix("/api/v10/") else {
        return error(404, 0, "404: Not Found");
    };
    let parts: Vec<&str> = route.split('/').collect();
    let (payload, files) = parse_body(request);
    let payload = payload.unwrap_or(Value::Null);
    match (request.method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"] | ["gateway", "bot"]) => ok(json!({
            "url": *rest.state.gateway_url.lock().unwrap(),
            "shards": 1,
            "session_start_limit": {
                "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1
            }
        })),
        ("GET", ["users", "@me"]) => ok(bot_user()),
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = payload["recipient_id"]
                .as_str()
                .and_then(|id| id.parse().ok());
            let channel = rest.world().direct_channel_of(recipient.unwrap_or(0));
            ok(direct_channel(&payload, channel))
        }
        ("GET", ["oauth2", "applications", "@me"]) => ok(application()),
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            if let Err(problem) = crate::limits::commands(&payload) {
                return error(400, 50035, &format!("Invalid Form Body: {problem:?}"));
            }
            let guild = parts.get(3).copied();
            ok(registered(rest, &payload, guild))
        }
        _ => {
            let sizes: Vec<usize> = files.iter().map(|f| f.len).collect();
            let call = world::Call {
                method: &request.method,
                parts: &parts,
                payload: &payload,
                file_sizes: &sizes,
            };
            rest.world().answer(&call)
        }
    }
}

/// The DM channel Discord opens (or reuses) with the recipient, for digests.
fn direct_channel(payload: &Value, channel: u64) -> Value {
    json!({
        "id": channel.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [{
            "id": payload["recipient_id"].clone(),
            "username": "player",
            "discriminator": "0",
            "avatar": null
        }],
    })
}

fn application() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "LYNGK",
        "icon": null,
        "description": "Play LYNGK by correspondence",
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0f0e0d0c0b0a09080706050403020100",
        "owner": {
            "id": "1000000000000000001", "username": "owner", "discriminator": "0",
            "global_name": "Owner", "avatar": null, "public_flags": 0
        },
        "team": null,
        "flags": 8_953_856,
        "bot": bot_user(),
    })
}

/// Discord echoes the registered commands with ids and versions.
fn registered(rest: &Rest, body: &Value, guild: Option<&str>) -> Value {
    let commands = body.as_array().cloned().unwrap_or_default();
    let answered: Vec<Value> = commands
        .into_iter()
        .map(|mut command| {
            let id = rest.new_id().to_string();
            command["id"] = json!(id);
            command["application_id"] = json!(APP_ID.to_string());
            command["version"] = json!(id);
            command["type"] = command.get("type").cloned().unwrap_or(json!(1));
            // Discord answers with the bit set as a string, however it was sent.
            command["default_member_permissions"] = match &command["default_member_permissions"] {
                Value::Number(bits) => json!(bits.to_string()),
                other => other.clone(),
            };
            if let Some(guild) = guild {
                command["guild_id"] = json!(guild);
            }
            command
        })
        .collect();
    Value::Array(answered)
}
