//! The bot's metrics for operators, in Prometheus's text format: turns, refusals,
//! interactions, Discord's REST requests and rate limits, the background job, the AI and
//! the web front. Every layer records here and this crate knows none of them: it takes
//! plain values (a front, a route class, a status), never a Discord or service type.
//!
//! Labels stay bounded: fronts, outcomes and causes are enums; route classes, refusal
//! kinds and web routes are the callers' templates (ids replaced), never a user, a
//! server or a token. docs/operations.md lists every family.
//!
//! One registry per process, in a [`OnceLock`] ([`global`]) rather than a handle passed
//! down: the places that record sit at the bottom of call trees built in many places (the
//! REST client, its rate-limit buckets, the AI's worker threads, the service seam, the
//! terminal, the web's middleware), a process exposes one `/metrics` as it has one log,
//! and threading a handle through each constructor would change every signature without
//! changing what is counted. Tests that need a clean slate build their own [`Metrics`];
//! tests of the global one read differences, since counters only grow.

use std::fmt;
use std::sync::OnceLock;
use std::time::Duration;

use prometheus_client::encoding::prometheus_text;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

/// The content type of [`Metrics::encode`]'s text (Prometheus's text format 0.0.4).
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

/// The process's metrics.
pub fn global() -> &'static Metrics {
    static GLOBAL: OnceLock<Metrics> = OnceLock::new();
    GLOBAL.get_or_init(Metrics::new)
}

/// Where a turn was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Front {
    Discord,
    Terminal,
    /// The AI's own turns (their time includes its search).
    Ai,
}

impl Front {
    pub fn as_str(self) -> &'static str {
        match self {
            Front::Discord => "discord",
            Front::Terminal => "terminal",
            Front::Ai => "ai",
        }
    }
}

/// How a Discord interaction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InteractionOutcome {
    /// Answered within Discord's 3 s by the initial response.
    Answered,
    /// Acknowledged first ("thinking…"), answered later.
    Deferred,
    /// The user got an apology or nothing: an internal fault, or Discord refused.
    Failed,
    /// A copy of an interaction already taken on; not answered again.
    Duplicate,
}

impl InteractionOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            InteractionOutcome::Answered => "answered",
            InteractionOutcome::Deferred => "deferred",
            InteractionOutcome::Failed => "failed",
            InteractionOutcome::Duplicate => "duplicate",
        }
    }
}

/// Why a Discord request waited before it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RateLimitWait {
    /// Its bucket, learned from earlier answers, had no request left until its reset.
    Bucket,
    /// Its route (or the global limit) was blocked by a 429 or an emptied bucket.
    Route,
    /// A 429's `retry_after`, before trying the same request again.
    Retry,
}

impl RateLimitWait {
    pub fn as_str(self) -> &'static str {
        match self {
            RateLimitWait::Bucket => "bucket",
            RateLimitWait::Route => "route",
            RateLimitWait::Retry => "retry",
        }
    }
}

/// What one round of the background job did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobRound {
    /// This process held the job lease and delivered what was due.
    Held,
    /// Another process holds the lease; this one only looked.
    Watched,
    /// The round failed (the database, a task); it is tried again at the next.
    Failed,
}

impl JobRound {
    pub fn as_str(self) -> &'static str {
        match self {
            JobRound::Held => "held",
            JobRound::Watched => "watched",
            JobRound::Failed => "failed",
        }
    }
}

type Labels<const N: usize> = [(&'static str, String); N];
type Counters<const N: usize> = Family<Labels<N>, Counter>;
type Histograms<const N: usize> = Family<Labels<N>, Histogram, fn() -> Histogram>;

/// Every family, registered once in its registry.
pub struct Metrics {
    registry: Registry,
    turns: Counters<1>,
    turn_seconds: Histograms<1>,
    refusals: Counters<1>,
    interactions: Counters<1>,
    discord_requests: Histograms<1>,
    discord_errors: Counters<2>,
    rate_limit_waits: Counters<1>,
    rate_limit_wait_seconds: Family<Labels<1>, Counter<f64>>,
    job_rounds: Counters<1>,
    ai_queue: Gauge,
    web_requests: Counters<2>,
    web_request_seconds: Histograms<1>,
}

/// Service and AI times: 1 ms to about 16 s.
fn service_seconds() -> Histogram {
    Histogram::new(exponential_buckets(0.001, 2.0, 15))
}

/// Network round trips: 5 ms to about 20 s (a request's own timeout is 10 s).
fn network_seconds() -> Histogram {
    Histogram::new(exponential_buckets(0.005, 2.0, 13))
}

/// Web pages and feeds: 0.5 ms to about 4 s.
fn page_seconds() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 14))
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// A fresh registry with every family at zero.
    pub fn new() -> Metrics {
        let mut metrics = Metrics {
            registry: Registry::default(),
            turns: Family::default(),
            turn_seconds: Family::new_with_constructor(service_seconds),
            refusals: Family::default(),
            interactions: Family::default(),
            discord_requests: Family::new_with_constructor(network_seconds),
            discord_errors: Family::default(),
            rate_limit_waits: Family::default(),
            rate_limit_wait_seconds: Family::default(),
            job_rounds: Family::default(),
            ai_queue: Gauge::default(),
            web_requests: Family::default(),
            web_request_seconds: Family::new_with_constructor(page_seconds),
        };
        metrics.register();
        metrics
    }

    fn register(&mut self) {
        let r = &mut self.registry;
        r.register(
            "lyngk_turns",
            "Turns played, by the front they came from",
            self.turns.clone(),
        );
        r.register(
            "lyngk_turn_duration_seconds",
            "Time the game service took to play a turn (storing it and drawing the board), by front",
            self.turn_seconds.clone(),
        );
        r.register(
            "lyngk_refusals",
            "Commands refused (nothing changed), by the refusal's message id",
            self.refusals.clone(),
        );
        r.register(
            "lyngk_discord_interactions",
            "Discord interactions, by how they ended",
            self.interactions.clone(),
        );
        r.register(
            "lyngk_discord_request_duration_seconds",
            "Time of each Discord REST request (one attempt), by route class",
            self.discord_requests.clone(),
        );
        r.register(
            "lyngk_discord_errors",
            "Discord REST answers that were not a success, by HTTP status and Discord's JSON error code (status \"transport\": no answer)",
            self.discord_errors.clone(),
        );
        r.register(
            "lyngk_discord_rate_limit_waits",
            "Discord requests held back by a rate limit, by cause",
            self.rate_limit_waits.clone(),
        );
        r.register(
            "lyngk_discord_rate_limit_wait_seconds",
            "Seconds Discord requests spent held back by rate limits, by cause",
            self.rate_limit_wait_seconds.clone(),
        );
        r.register(
            "lyngk_job_rounds",
            "Rounds of the background job (reminders, digests, timeouts, deadlines), by what the round did",
            self.job_rounds.clone(),
        );
        r.register(
            "lyngk_ai_queue_length",
            "The AI's turns and reviews waiting for a worker",
            self.ai_queue.clone(),
        );
        r.register(
            "lyngk_web_requests",
            "Web requests, by route template and HTTP status",
            self.web_requests.clone(),
        );
        r.register(
            "lyngk_web_request_duration_seconds",
            "Time to answer a web request, by route template",
            self.web_request_seconds.clone(),
        );
    }

    /// A turn played through `front`; `service_time` is the service's part of it.
    pub fn turn_played(&self, front: Front, service_time: Duration) {
        let labels = [("front", front.as_str().to_owned())];
        self.turns.get_or_create(&labels).inc();
        self.turn_seconds
            .get_or_create(&labels)
            .observe(service_time.as_secs_f64());
    }

    /// A command refused; `kind` is the refusal's message id (bounded by the catalog).
    pub fn refused(&self, kind: &str) {
        self.refusals
            .get_or_create(&[("kind", kind.to_owned())])
            .inc();
    }

    pub fn interaction(&self, outcome: InteractionOutcome) {
        self.interactions
            .get_or_create(&[("outcome", outcome.as_str().to_owned())])
            .inc();
    }

    /// One attempt of a Discord REST request; `route` is its class (method and path with
    /// ids and tokens replaced).
    pub fn discord_request(&self, route: &str, elapsed: Duration) {
        self.discord_requests
            .get_or_create(&[("route", route.to_owned())])
            .observe(elapsed.as_secs_f64());
    }

    /// Discord answered `status` with JSON error `code` (0: none).
    pub fn discord_error(&self, status: u16, code: u64) {
        let labels = [("status", status.to_string()), ("code", code.to_string())];
        self.discord_errors.get_or_create(&labels).inc();
    }

    /// A Discord request got no answer (refused connection, timeout, cut).
    pub fn discord_transport_error(&self) {
        let labels = [("status", "transport".to_owned()), ("code", "0".to_owned())];
        self.discord_errors.get_or_create(&labels).inc();
    }

    /// A request waited `waited` for a rate limit.
    pub fn rate_limit_wait(&self, cause: RateLimitWait, waited: Duration) {
        let labels = [("cause", cause.as_str().to_owned())];
        self.rate_limit_waits.get_or_create(&labels).inc();
        self.rate_limit_wait_seconds
            .get_or_create(&labels)
            .inc_by(waited.as_secs_f64());
    }

    pub fn job_round(&self, round: JobRound) {
        self.job_rounds
            .get_or_create(&[("result", round.as_str().to_owned())])
            .inc();
    }

    /// The AI's queue now holds `length` jobs.
    pub fn ai_queue_length(&self, length: usize) {
        self.ai_queue.set(i64::try_from(length).unwrap_or(i64::MAX));
    }

    /// A web request to `route` (the router's template, e.g. `/game/{id}`, or
    /// `unmatched`) answered `status` in `elapsed`.
    pub fn web_request(&self, route: &str, status: u16, elapsed: Duration) {
        let labels = [("route", route.to_owned()), ("status", status.to_string())];
        self.web_requests.get_or_create(&labels).inc();
        self.web_request_seconds
            .get_or_create(&[("route", route.to_owned())])
            .observe(elapsed.as_secs_f64());
    }

    /// Every family in Prometheus's text format ([`CONTENT_TYPE`]).
    pub fn encode(&self) -> String {
        let mut text = String::new();
        prometheus_text::encode(&mut text, &self.registry)
            .expect("writing to a String cannot fail");
        text
    }
}

impl fmt::Debug for Metrics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Metrics { .. }")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of the sample line that starts with `series ` (name and labels).
    fn sample(text: &str, series: &str) -> Option<f64> {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
            .map(|value| value.parse().expect("a number"))
    }

    #[test]
    fn each_record_shows_in_its_family_with_its_labels() {
        let metrics = Metrics::new();
        metrics.turn_played(Front::Discord, Duration::from_millis(3));
        metrics.turn_played(Front::Discord, Duration::from_millis(5));
        metrics.refused("refusal-not-your-turn");
        metrics.interaction(InteractionOutcome::Deferred);
        metrics.discord_request("POST /channels/{id}/messages", Duration::from_millis(40));
        metrics.discord_error(429, 0);
        metrics.discord_transport_error();
        metrics.rate_limit_wait(RateLimitWait::Retry, Duration::from_millis(1500));
        metrics.job_round(JobRound::Watched);
        metrics.ai_queue_length(3);
        metrics.turn_played(Front::Ai, Duration::from_millis(200));
        metrics.web_request("/game/{id}", 200, Duration::from_millis(2));
        let text = metrics.encode();
        let expected = [
            ("lyngk_turns_total{front=\"discord\"}", 2.0),
            (
                "lyngk_turn_duration_seconds_count{front=\"discord\"}",
                2.0,
            ),
            (
                "lyngk_refusals_total{kind=\"refusal-not-your-turn\"}",
                1.0,
            ),
            (
                "lyngk_discord_interactions_total{outcome=\"deferred\"}",
                1.0,
            ),
            (
                "lyngk_discord_request_duration_seconds_count{route=\"POST /channels/{id}/messages\"}",
                1.0,
            ),
            (
                "lyngk_discord_errors_total{status=\"429\",code=\"0\"}",
                1.0,
            ),
            (
                "lyngk_discord_errors_total{status=\"transport\",code=\"0\"}",
                1.0,
            ),
            (
                "lyngk_discord_rate_limit_waits_total{cause=\"retry\"}",
                1.0,
            ),
            (
                "lyngk_discord_rate_limit_wait_seconds_total{cause=\"retry\"}",
                1.5,
            ),
            ("lyngk_job_rounds_total{result=\"watched\"}", 1.0),
            ("lyngk_ai_queue_length", 3.0),
            ("lyngk_turns_total{front=\"ai\"}", 1.0),
            (
                "lyngk_web_requests_total{route=\"/game/{id}\",status=\"200\"}",
                1.0,
            ),
            (
                "lyngk_web_request_duration_seconds_count{route=\"/game/{id}\"}",
                1.0,
            ),
        ];
        for (series, value) in expected {
            assert_eq!(sample(&text, series), Some(value), "{series} in\n{text}");
        }
        assert_eq!(
            sample(
                &text,
                "lyngk_turn_duration_seconds_bucket{front=\"discord\",le=\"0.004\"}"
            ),
            Some(1.0),
            "3 ms falls in the 4 ms bucket, 5 ms does not:\n{text}"
        );
    }

    #[test]
    fn the_global_registry_is_one_for_the_process() {
        let series = "lyngk_turns_total{front=\"terminal\"}";
        let before = sample(&global().encode(), series).unwrap_or(0.0);
        global().turn_played(Front::Terminal, Duration::from_millis(1));
        let after = sample(&global().encode(), series);
        assert!(after >= Some(before + 1.0), "{after:?} after {before}");
    }
}
