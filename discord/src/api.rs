//! Discord's REST API as the bot uses it: one client with one retry policy, the same in
//! production and in the tests (`LYNGK_DISCORD_API` only changes the base address).
//!
//! Why not serenity's client: its rate limiter drops the proxy address (so tests had to
//! turn it off and never ran the production path), sleeps `retry-after` past any deadline,
//! and its errors lose the `retry-after` a 429 carries. Here every call:
//! - honours `retry-after` of a 429 (the body's exact seconds, else the header) and waits
//!   out a route whose `x-ratelimit-remaining` reached 0;
//! - retries 5xx a few times with short pauses;
//! - never runs past its deadline (Discord's 3 s for an initial response);
//! - never repeats a request that creates something once it may have reached Discord (a
//!   transport error after sending), so nothing is posted twice. An initial response is
//!   the exception: Discord refuses a second one (40060), which then means the first got
//!   through.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use lyngk_metrics::{self as metrics, RateLimitWait};
use reqwest::header::HeaderMap;
use reqwest::Method;
use serde_json::{json, Value};

/// Pauses before retrying a server error.
pub const SERVER_ERROR_PAUSES: [Duration; 3] = [
    Duration::from_millis(200),
    Duration::from_millis(400),
    Duration::from_millis(800),
];
/// At most this many rate-limited retries of one call.
const MAX_RATE_LIMITED: usize = 5;
/// A request that gets no answer in this time counts as a transport error.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// A file to upload with a message.
#[derive(Clone, Debug)]
pub struct Upload {
    pub filename: String,
    /// Alt text a screen reader speaks (Discord's attachment `description`).
    pub description: Option<String>,
    pub bytes: Vec<u8>,
}

/// Why a call failed in the end.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("Discord answered {status} (code {code}): {message}")]
    Discord {
        status: u16,
        code: u64,
        message: String,
    },
    #[error("the request did not get through: {0}")]
    Transport(String),
    /// The connection failed after the request was sent: Discord may have carried it
    /// out. Sending it again could post twice.
    #[error("no answer after the request was sent (it may have been carried out): {0}")]
    Uncertain(String),
    #[error("no time left before the deadline to retry: {0}")]
    Deadline(Box<ApiError>),
}

impl ApiError {
    /// Discord's JSON error code (0 when there is none).
    pub fn code(&self) -> u64 {
        match self {
            ApiError::Discord { code, .. } => *code,
            ApiError::Deadline(inner) => inner.code(),
            ApiError::Transport(_) | ApiError::Uncertain(_) => 0,
        }
    }

    /// Whether sending the same request again may carry it out a second time.
    pub fn may_have_gone_through(&self) -> bool {
        match self {
            ApiError::Uncertain(_) => true,
            ApiError::Deadline(inner) => inner.may_have_gone_through(),
            _ => false,
        }
    }
}

/// One request.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: Method,
    /// After `/api/v10`, e.g. `/channels/1/messages`.
    pub path: String,
    pub body: Option<Value>,
    pub files: Vec<Upload>,
    /// Repeating it cannot create anything twice.
    pub repeatable: bool,
}

impl Call {
    pub fn new(method: Method, path: String, body: Option<Value>) -> Call {
        // GET, PUT, PATCH and DELETE set a state; POST creates.
        let repeatable = method != Method::POST;
        Call {
            method,
            path,
            body,
            files: Vec::new(),
            repeatable,
        }
    }

    pub fn with_files(mut self, files: Vec<Upload>) -> Call {
        self.files = files;
        self
    }

    fn is_initial_response(&self) -> bool {
        self.path.ends_with("/callback")
    }

    /// The major parameter (a channel, a webhook and its token): Discord counts a
    /// bucket per value.
    fn major(&self) -> String {
        let parts: Vec<&str> = self.path.split('/').collect();
        parts.get(1..3).map(|p| p.join("/")).unwrap_or_default()
    }

    /// The rate-limit bucket key: the route up to its major parameter.
    fn route(&self) -> String {
        let parts: Vec<&str> = self.path.split('/').take(5).collect();
        format!("{} {}", self.method, parts.join("/"))
    }
}

/// How one attempt went wrong, and whether to try again.
enum Attempt {
    Done(Value),
    Wait(Duration, ApiError),
    Fail(ApiError),
}

/// The bot's Discord REST client.
pub struct Api {
    client: reqwest::Client,
    /// `https://discord.com`, or the stand-in's address.
    base: String,
    authorization: String,
    /// Routes told to wait (remaining 0, or a 429) until the given time.
    blocked: Mutex<HashMap<String, Instant>>,
    /// The buckets Discord named, and their counts.
    buckets: super::buckets::Buckets,
}

impl Api {
    pub fn new(token: &str, base: Option<&str>) -> Api {
        let client = reqwest::Client::builder()
            .timeout(REQUEST_TIMEOUT)
            .user_agent("DiscordBot (https://github.com/lyngk, 0.1)")
            .build()
            .expect("a TLS backend");
        let token = token.trim();
        let token = token.strip_prefix("Bot ").unwrap_or(token);
        Api {
            client,
            base: base
                .unwrap_or("https://discord.com")
                .trim_end_matches('/')
                .to_owned(),
            authorization: format!("Bot {token}"),
            blocked: Mutex::new(HashMap::new()),
            buckets: Default::default(),
        }
    }

    /// Sends `call`, retrying as the module explains, giving up at `deadline`.
    pub async fn send(
        &self,
        what: &str,
        call: &Call,
        deadline: Option<Instant>,
    ) -> Result<Value, ApiError> {
        let mut server_pauses = SERVER_ERROR_PAUSES.iter();
        let mut rate_limited = 0;
        let mut attempts = 0;
        loop {
            self.wait_for_route(call, deadline).await?;
            let place = self
                .buckets
                .take_slot(&call.route(), deadline)
                .await
                .map_err(|_| rate_limited_past())?;
            attempts += 1;
            let attempt = self.attempt(call).await;
            drop(place);
            let (pause, error, limited) = match attempt {
                Attempt::Done(value) => return Ok(value),
                // Our first attempt reached Discord after all: it was acknowledged.
                Attempt::Fail(error)
                    if error.code() == 40060 && attempts > 1 && call.is_initial_response() =>
                {
                    tracing::info!("{what}: an earlier attempt got through");
                    return Ok(Value::Null);
                }
                Attempt::Fail(error) => return Err(error),
                Attempt::Wait(pause, error) if pause.is_zero() => match server_pauses.next() {
                    Some(&pause) => (pause, error, false),
                    None => return Err(error),
                },
                Attempt::Wait(pause, error) => {
                    rate_limited += 1;
                    if rate_limited > MAX_RATE_LIMITED {
                        return Err(error);
                    }
                    (pause, error, true)
                }
            };
            if deadline.is_some_and(|d| Instant::now() + pause >= d) {
                return Err(ApiError::Deadline(Box::new(error)));
            }
            tracing::warn!("could not {what} ({error}); retrying in {pause:?}");
            if limited {
                metrics::global().rate_limit_wait(RateLimitWait::Retry, pause);
            }
            tokio::time::sleep(pause).await;
        }
    }

    /// One request, timed and its failures counted ([`lyngk_metrics`]).
    async fn attempt(&self, call: &Call) -> Attempt {
        let started = Instant::now();
        let attempt = self.attempt_uncounted(call).await;
        let metrics = metrics::global();
        metrics.discord_request(&route_class(&call.method, &call.path), started.elapsed());
        match &attempt {
            Attempt::Done(_) => {}
            Attempt::Wait(_, error) | Attempt::Fail(error) => match error {
                ApiError::Discord { status, code, .. } => metrics.discord_error(*status, *code),
                _ => metrics.discord_transport_error(),
            },
        }
        attempt
    }

    async fn attempt_uncounted(&self, call: &Call) -> Attempt {
        let url = format!("{}/api/v10{}", self.base, call.path);
        let mut request = self
            .client
            .request(call.method.clone(), url)
            .header("authorization", &self.authorization);
        request = match (&call.body, call.files.is_empty()) {
            (Some(body), true) => request
                .header("content-type", "application/json")
                .body(body.to_string()),
            (body, false) => request.multipart(multipart(body.as_ref(), &call.files)),
            (None, true) => request,
        };
        let response = match request.send().await {
            Ok(response) => response,
            Err(error) => {
                // Not even connected: nothing reached Discord, so trying again is safe.
                return if call.repeatable || call.is_initial_response() || error.is_connect() {
                    Attempt::Wait(Duration::ZERO, ApiError::Transport(error.to_string()))
                } else {
                    Attempt::Fail(ApiError::Uncertain(error.to_string()))
                };
            }
        };
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        self.note_limits(call, &headers);
        self.buckets.learn(&call.route(), &call.major(), &headers);
        let text = response.text().await.unwrap_or_default();
        let body: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        if (200..300).contains(&status) {
            return Attempt::Done(body);
        }
        let error = ApiError::Discord {
            status,
            code: body["code"].as_u64().unwrap_or(0),
            message: body["message"].as_str().unwrap_or(&text).to_owned(),
        };
        match status {
            429 => {
                let pause = retry_after(&headers, &body);
                if headers.contains_key("x-ratelimit-global") || body["global"] == true {
                    self.block("global".to_owned(), pause);
                }
                self.block(call.route(), pause);
                // A zero pause would read as a server error; a rate limit always waits.
                Attempt::Wait(pause.max(Duration::from_millis(1)), error)
            }
            500..=599 => Attempt::Wait(Duration::ZERO, error),
            _ => Attempt::Fail(error),
        }
    }

    /// Remembers a route whose bucket is empty until its reset.
    fn note_limits(&self, call: &Call, headers: &HeaderMap) {
        let remaining = header_f64(headers, "x-ratelimit-remaining");
        let reset_after = header_f64(headers, "x-ratelimit-reset-after");
        if let (Some(remaining), Some(reset_after)) = (remaining, reset_after) {
            if remaining < 1.0 {
                self.block(call.route(), Duration::from_secs_f64(reset_after.max(0.0)));
            }
        }
    }

    fn block(&self, route: String, pause: Duration) {
        let until = Instant::now() + pause;
        let mut blocked = self.blocked.lock().unwrap_or_else(|p| p.into_inner());
        let entry = blocked.entry(route).or_insert(until);
        *entry = (*entry).max(until);
    }

    /// Waits until the route (and the global limit) may be used, unless that would pass
    /// the deadline.
    async fn wait_for_route(&self, call: &Call, deadline: Option<Instant>) -> Result<(), ApiError> {
        let until = {
            let blocked = self.blocked.lock().unwrap_or_else(|p| p.into_inner());
            let route = blocked.get(&call.route()).copied();
            route.max(blocked.get("global").copied())
        };
        let Some(until) = until.filter(|u| *u > Instant::now()) else {
            return Ok(());
        };
        if deadline.is_some_and(|d| until >= d) {
            return Err(rate_limited_past());
        }
        let waited = until.saturating_duration_since(Instant::now());
        metrics::global().rate_limit_wait(RateLimitWait::Route, waited);
        tokio::time::sleep_until(until.into()).await;
        Ok(())
    }
}

/// A request's route as operators see it: the method and the path with every id, token
/// and emoji replaced (`POST /interactions/{id}/{token}/callback`), so the metrics'
/// labels stay few whatever the traffic.
pub fn route_class(method: &Method, path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    let mut class = Vec::new();
    for segment in path.split('/').filter(|s| !s.is_empty()) {
        let previous = class.len().checked_sub(2).map(|at| class[at]);
        let replaced = if segment.bytes().all(|b| b.is_ascii_digit()) {
            "{id}"
        } else if matches!(previous, Some("interactions" | "webhooks")) {
            "{token}"
        } else if class.last() == Some(&"reactions") {
            "{emoji}"
        } else {
            segment
        };
        class.push(replaced);
    }
    format!("{method} /{}", class.join("/"))
}

/// The error of a call whose route is rate limited until after its deadline.
fn rate_limited_past() -> ApiError {
    ApiError::Deadline(Box::new(ApiError::Discord {
        status: 429,
        code: 0,
        message: "rate limited until after the deadline".to_owned(),
    }))
}

/// A multipart body: `payload_json` and the files as `files[n]` (the body's
/// `attachments` list names them, see [`attachment_list`]).
fn multipart(body: Option<&Value>, files: &[Upload]) -> reqwest::multipart::Form {
    let payload = body.cloned().unwrap_or_else(|| json!({}));
    let mut form = reqwest::multipart::Form::new();
    for (n, file) in files.iter().enumerate() {
        let part =
            reqwest::multipart::Part::bytes(file.bytes.clone()).file_name(file.filename.clone());
        form = form.part(format!("files[{n}]"), part);
    }
    form.text("payload_json", payload.to_string())
}

/// The `attachments` list that matches uploaded `files[n]` parts.
pub fn attachment_list(files: &[Upload]) -> Value {
    files
        .iter()
        .enumerate()
        .map(|(n, file)| {
            let mut entry = json!({"id": n.to_string(), "filename": file.filename});
            if let Some(description) = &file.description {
                entry["description"] = json!(description);
            }
            entry
        })
        .collect()
}

/// How long a 429 asks to wait: the body's `retry_after` (seconds, fractional), else the
/// `retry-after` header (whole seconds).
fn retry_after(headers: &HeaderMap, body: &Value) -> Duration {
    let seconds = body["retry_after"]
        .as_f64()
        .or_else(|| header_f64(headers, "retry-after"))
        .unwrap_or(1.0);
    Duration::from_secs_f64(seconds.clamp(0.0, 3600.0))
}

fn header_f64(headers: &HeaderMap, name: &str) -> Option<f64> {
    headers.get(name)?.to_str().ok()?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn route_classes_name_no_id_token_or_emoji() {
        let cases = [
            (
                Method::POST,
                "/channels/123/messages",
                "POST /channels/{id}/messages",
            ),
            (
                Method::POST,
                "/interactions/99/aW50ZXJhY3Rpb24/callback",
                "POST /interactions/{id}/{token}/callback",
            ),
            (
                Method::PATCH,
                "/webhooks/7/tok-en_1/messages/@original",
                "PATCH /webhooks/{id}/{token}/messages/@original",
            ),
            (
                Method::POST,
                "/webhooks/7/tok/messages?wait=true",
                "POST /webhooks/{id}/{token}/messages",
            ),
            (
                Method::PUT,
                "/channels/1/messages/2/reactions/%F0%9F%8E%89/@me",
                "PUT /channels/{id}/messages/{id}/reactions/{emoji}/@me",
            ),
            (Method::GET, "/gateway", "GET /gateway"),
        ];
        for (method, path, class) in cases {
            assert_eq!(route_class(&method, path), class, "{path}");
        }
    }
}
