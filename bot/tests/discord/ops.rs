//! The operators' endpoints in-process: `/healthz` says 200 or 503 with each reason,
//! `/metrics` is Prometheus text with every family.

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::future::BoxFuture;
use lyngk_bot::discord::status::{FrontProbe, GatewayState};
use lyngk_bot::ops::health::Reason;
use lyngk_bot::ops::{router, OpsState};
use lyngk_bot::service::{GameService, JobLease};
use lyngk_metrics::{Front, InteractionOutcome, JobRound, Metrics, RateLimitWait};
use serde_json::Value;
use tower::ServiceExt as _;

const OURS: &str = "pid 10 #0000000a";
const OTHER: &str = "pid 20 #00000014";

/// A front in a given state: what the health check reads of it.
struct FrontIn {
    gateway: GatewayState,
    job_holder: Option<&'static str>,
}

impl FrontProbe for FrontIn {
    fn gateway(&self) -> BoxFuture<'_, GatewayState> {
        Box::pin(async move { self.gateway })
    }

    fn job_holder(&self) -> Option<String> {
        self.job_holder.map(str::to_owned)
    }
}

const CONNECTED: GatewayState = GatewayState::Shards {
    connected: 1,
    expected: 1,
};

struct Setup {
    dir: tempfile::TempDir,
    service: Arc<GameService>,
}

fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(GameService::open(dir.path().join("lyngk.db")).unwrap());
    Setup { dir, service }
}

impl Setup {
    /// `holder`'s background job takes the lease, as a round of it does.
    fn lease_taken_by(&self, holder: &str) {
        let lease = JobLease {
            holder: holder.to_owned(),
            seconds: 30,
        };
        let taken = self.service.deliver_due_leased(&lease, self.service.now());
        assert!(taken.unwrap().is_some(), "{holder} takes the free lease");
    }

    fn serving(&self, gateway: GatewayState, job_holder: Option<&'static str>) -> OpsState {
        let front = FrontIn {
            gateway,
            job_holder,
        };
        OpsState::serving(self.service.clone(), Arc::new(front))
    }
}

async fn get(state: OpsState, path: &str) -> (StatusCode, String, String) {
    let request = Request::get(path).body(Body::empty()).unwrap();
    let response = router(state).oneshot(request).await.unwrap();
    let status = response.status();
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap();
    (
        status,
        content_type,
        String::from_utf8(bytes.to_vec()).unwrap(),
    )
}

/// `/healthz`'s status and its typed reasons.
async fn health(state: OpsState) -> (StatusCode, Vec<Reason>, Value) {
    let (status, content_type, body) = get(state, "/healthz").await;
    assert_eq!(content_type, "application/json");
    let body: Value = serde_json::from_str(&body).unwrap();
    let reasons = serde_json::from_value(body["reasons"].clone()).unwrap();
    (status, reasons, body)
}

#[tokio::test]
async fn connected_and_holding_the_lease_is_200() {
    let setup = setup();
    setup.lease_taken_by(OURS);
    let (status, reasons, body) = health(setup.serving(CONNECTED, Some(OURS))).await;
    assert_eq!((status, reasons), (StatusCode::OK, vec![]), "{body}");
    assert_eq!(body["jobs"], "held");
    assert_eq!(body["gateway"]["connected"], 1);
}

#[tokio::test]
async fn watching_another_processs_lease_is_200() {
    let setup = setup();
    setup.lease_taken_by(OTHER);
    let (status, reasons, body) = health(setup.serving(CONNECTED, Some(OURS))).await;
    assert_eq!((status, reasons), (StatusCode::OK, vec![]), "{body}");
    assert_eq!(body["jobs"]["watched"]["holder"], OTHER);
}

#[tokio::test]
async fn a_cut_gateway_is_503_naming_the_shards() {
    let setup = setup();
    setup.lease_taken_by(OURS);
    let cut = GatewayState::Shards {
        connected: 0,
        expected: 1,
    };
    let (status, reasons, _) = health(setup.serving(cut, Some(OURS))).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        reasons,
        [Reason::GatewayDisconnected {
            connected: 0,
            expected: 1
        }]
    );
}

#[tokio::test]
async fn a_gateway_not_started_is_503() {
    let setup = setup();
    setup.lease_taken_by(OURS);
    let state = setup.serving(GatewayState::NotStarted, Some(OURS));
    let (status, reasons, _) = health(state).await;
    assert_eq!(
        (status, reasons),
        (
            StatusCode::SERVICE_UNAVAILABLE,
            vec![Reason::GatewayNotStarted]
        )
    );
}

#[tokio::test]
async fn a_background_job_that_does_not_run_is_503() {
    let setup = setup();
    setup.lease_taken_by(OTHER);
    let (status, reasons, _) = health(setup.serving(CONNECTED, None)).await;
    assert_eq!(
        (status, reasons),
        (
            StatusCode::SERVICE_UNAVAILABLE,
            vec![Reason::JobsNotRunning]
        )
    );
}

#[tokio::test]
async fn a_lease_nobody_holds_is_503() {
    let setup = setup();
    let (status, reasons, _) = health(setup.serving(CONNECTED, Some(OURS))).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        reasons,
        [Reason::JobLeaseLapsed {
            holder: None,
            expired_for: None
        }]
    );
}

#[tokio::test]
async fn a_database_that_does_not_answer_is_503() {
    let setup = setup();
    setup.lease_taken_by(OURS);
    // Another program broke the file: the cheap query fails.
    let db = rusqlite::Connection::open(setup.dir.path().join("lyngk.db")).unwrap();
    db.execute_batch("DROP TABLE job_leases").unwrap();
    let (status, reasons, body) = health(setup.serving(CONNECTED, Some(OURS))).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        matches!(reasons.as_slice(), [Reason::DatabaseUnreachable { .. }]),
        "{body}"
    );
    assert_eq!(body["database"], "unreachable");
}

#[tokio::test]
async fn the_web_front_alone_is_healthy_with_its_database() {
    let setup = setup();
    let state = OpsState::web_only(setup.service.clone());
    let (status, reasons, body) = health(state).await;
    assert_eq!((status, reasons), (StatusCode::OK, vec![]), "{body}");
    assert_eq!(body["gateway"], Value::Null);
    assert_eq!(body["jobs"], "not-applicable");
}

/// Every family the operators' guide lists.
const FAMILIES: [&str; 12] = [
    "lyngk_turns_total",
    "lyngk_turn_duration_seconds",
    "lyngk_refusals_total",
    "lyngk_discord_interactions_total",
    "lyngk_discord_request_duration_seconds",
    "lyngk_discord_errors_total",
    "lyngk_discord_rate_limit_waits_total",
    "lyngk_discord_rate_limit_wait_seconds_total",
    "lyngk_job_rounds_total",
    "lyngk_ai_queue_length",
    "lyngk_web_requests_total",
    "lyngk_web_request_duration_seconds",
];

/// Checks one sample line, `name{label="value",...} value`; returns its name.
fn sample_name(line: &str) -> &str {
    let (series, value) = line.rsplit_once(' ').expect("a value after the series");
    value
        .parse::<f64>()
        .unwrap_or_else(|_| panic!("not a number in {line:?}"));
    let (name, labels) = match series.split_once('{') {
        Some((name, labels)) => (name, Some(labels)),
        None => (series, None),
    };
    assert!(
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
            && !name.starts_with(|c: char| c.is_ascii_digit()),
        "bad metric name in {line:?}"
    );
    if let Some(labels) = labels {
        let labels = labels.strip_suffix('}').expect("labels end with }");
        for pair in split_labels(labels) {
            let (key, value) = pair.split_once('=').expect("label=value");
            assert!(
                key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "{line:?}"
            );
            assert!(
                value.len() >= 2 && value.starts_with('"') && value.ends_with('"'),
                "{line:?}"
            );
        }
    }
    name
}

/// `a="x",b="y,z"` into its pairs (commas inside quotes stay).
fn split_labels(labels: &str) -> Vec<&str> {
    let (mut pairs, mut start, mut quoted, mut escaped) = (Vec::new(), 0, false, false);
    for (at, c) in labels.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => quoted = !quoted,
            ',' if !quoted => {
                pairs.push(&labels[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    pairs.push(&labels[start..]);
    pairs
}

#[tokio::test]
async fn metrics_are_prometheus_text_with_every_family() {
    let setup = setup();
    let metrics: &'static Metrics = Box::leak(Box::new(Metrics::new()));
    metrics.turn_played(Front::Discord, std::time::Duration::from_millis(4));
    metrics.refused("refusal-not-your-turn");
    metrics.interaction(InteractionOutcome::Answered);
    metrics.discord_request(
        "POST /channels/{id}/messages",
        std::time::Duration::from_millis(30),
    );
    metrics.discord_error(404, 10008);
    metrics.rate_limit_wait(RateLimitWait::Bucket, std::time::Duration::from_millis(250));
    metrics.job_round(JobRound::Held);
    metrics.ai_queue_length(2);
    metrics.web_request("/game/{id}", 200, std::time::Duration::from_millis(3));
    let state = OpsState::web_only(setup.service.clone()).showing(metrics);
    let (status, content_type, text) = get(state, "/metrics").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(content_type, "text/plain; version=0.0.4; charset=utf-8");
    let mut names = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        names.push(sample_name(line).to_owned());
    }
    for family in FAMILIES {
        assert!(
            text.contains(&format!("# TYPE {family} ")),
            "{family} has no TYPE line:\n{text}"
        );
        assert!(
            names.iter().any(|name| name.starts_with(family)),
            "{family} has no sample:\n{text}"
        );
    }
}

/// The sum of the samples of `series_prefix` (a name and the start of its labels) in
/// the process's metrics.
fn global_sum(series_prefix: &str) -> f64 {
    lyngk_metrics::global()
        .encode()
        .lines()
        .filter(|line| line.starts_with(series_prefix))
        .map(|line| line.rsplit_once(' ').unwrap().1.parse::<f64>().unwrap())
        .sum()
}

/// The REST client records into the process's metrics: each attempt's time by route
/// class, a 429 as an error, its `retry_after` as a wait; a burst held by its bucket.
/// Other tests of this binary record too, so each family must grow by at least this.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rest_client_records_requests_errors_and_rate_limit_waits() {
    use crate::discord::deliver::{http, reply, target_in};
    use crate::standin::{Failure, Rest};
    use lyngk_bot::discord::deliver;

    let callbacks = "lyngk_discord_request_duration_seconds_count\
                     {route=\"POST /interactions/{id}/{token}/callback\"}";
    let refused = "lyngk_discord_errors_total{status=\"429\"";
    let retries = "lyngk_discord_rate_limit_waits_total{cause=\"retry\"}";
    let retry_seconds = "lyngk_discord_rate_limit_wait_seconds_total{cause=\"retry\"}";
    let buckets = "lyngk_discord_rate_limit_waits_total{cause=\"bucket\"}";
    let before = [callbacks, refused, retries, retry_seconds, buckets].map(global_sum);

    let discord = Rest::start();
    let retry_after = 0.3;
    discord.fail(
        "POST",
        "/interactions/",
        1,
        Failure::RateLimited { retry_after },
    );
    let responded = std::sync::atomic::AtomicBool::new(false);
    let work = async { Ok(reply(false)) };
    deliver::answer(&http(&discord), &target_in(&discord), &responded, work)
        .await
        .unwrap();

    // Two requests per 300 ms on one channel: the burst's last two wait for the reset.
    discord.limit(
        "POST",
        "/channels/79/messages",
        2,
        std::time::Duration::from_millis(300),
    );
    let api = http(&discord);
    let burst = (0..4).map(|n| {
        let body = serde_json::json!({"content": format!("message {n}")});
        lyngk_bot::discord::posts::post(&api, 79, body, Vec::new())
    });
    for sent in futures_util::future::join_all(burst).await {
        sent.unwrap();
    }

    let after = [callbacks, refused, retries, retry_seconds, buckets].map(global_sum);
    assert!(
        after[0] >= before[0] + 2.0,
        "the 429 and the retry: {after:?}"
    );
    assert!(
        after[1] >= before[1] + 1.0,
        "the 429 is an error: {after:?}"
    );
    assert!(
        after[2] >= before[2] + 1.0,
        "one wait for retry_after: {after:?}"
    );
    assert!(
        after[3] >= before[3] + retry_after,
        "its seconds: {after:?}"
    );
    assert!(
        after[4] >= before[4] + 1.0,
        "the burst waited for its bucket: {after:?}"
    );
}

/// The service seam counts a refusal by its message id and a played turn by its front.
#[test]
fn the_service_seam_counts_refusals_by_kind() {
    use lyngk_bot::i18n::Locale;
    use lyngk_bot::service::api::{Actor, Command, Place, Request};

    let setup = setup();
    let series = "lyngk_refusals_total{kind=\"refusal-no-game\"}";
    let before = global_sum(series);
    let request = Request {
        place: Place {
            guild: Some(1),
            channel: 2,
        },
        actor: Actor {
            id: 3,
            name: "Ada".to_owned(),
        },
        command: Command::Board,
        interaction: Some(4),
        actor_is_admin: false,
        locale: Locale::En,
        server_locale: None,
    };
    let reply = setup.service.handle_from(Front::Terminal, request).unwrap();
    assert_eq!(reply.refusal, Some(lyngk_bot::service::Refusal::NoGame));
    assert!(global_sum(series) >= before + 1.0);
}

/// The web front's middleware counts requests by route template, never by address.
#[tokio::test]
async fn web_requests_count_by_route_template_and_status() {
    use axum::routing::get;

    let pages = axum::Router::new()
        .route("/ops-test/game/{id}", get(|| async { "a game" }))
        .layer(axum::middleware::from_fn(
            lyngk_bot::ops::count_web_requests,
        ));
    let game = "lyngk_web_requests_total{route=\"/ops-test/game/{id}\",status=\"200\"}";
    let unknown = "lyngk_web_requests_total{route=\"unmatched\",status=\"404\"}";
    let before = [game, unknown].map(global_sum);
    for path in [
        "/ops-test/game/7",
        "/ops-test/game/8",
        "/ops-test/nothing/9",
    ] {
        let request = Request::get(path).body(Body::empty()).unwrap();
        pages.clone().oneshot(request).await.unwrap();
    }
    let after = [game, unknown].map(global_sum);
    assert!(after[0] >= before[0] + 2.0, "{after:?}");
    assert!(after[1] >= before[1] + 1.0, "{after:?}");
    let text = lyngk_metrics::global().encode();
    assert!(!text.contains("/ops-test/game/7"), "an address is no label");
}

#[tokio::test]
async fn the_discord_fronts_status_is_not_started_until_it_runs() {
    let status = lyngk_bot::discord::status::FrontStatus::default();
    assert_eq!(status.gateway().await, GatewayState::NotStarted);
    assert_eq!(status.job_holder(), None);
}
