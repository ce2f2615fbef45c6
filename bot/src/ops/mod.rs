//! For operators: `/healthz` (is this process fit to serve, and if not, why) and
//! `/metrics` (Prometheus's text format, from [`lyngk_metrics`]). [`router`] serves both;
//! `lyngk serve` runs it on its own listener when `LYNGK_OPS_LISTEN` is set (so it can
//! stay internal), and the web front can mount it beside its pages. docs/operations.md
//! describes every metric and reason.

pub mod health;

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use lyngk_metrics::Metrics;

use crate::discord::status::FrontProbe;
use crate::service::GameService;
use health::{Health, Observed};

/// The database as the health check asks it: one cheap query, and the clock the
/// lease's expiry is on. The game service answers it; a front with a store of its own
/// (a read-only one) can answer it too.
pub trait DatabaseProbe: Send + Sync + 'static {
    /// Who holds the job lease and until when (unix seconds), expired or not.
    fn job_lease(&self) -> anyhow::Result<Option<(String, i64)>>;
    /// Now, in unix seconds, on the clock the lease is written with.
    fn now(&self) -> i64;
}

impl DatabaseProbe for GameService {
    fn job_lease(&self) -> anyhow::Result<Option<(String, i64)>> {
        self.job_lease_holder()
    }

    fn now(&self) -> i64 {
        GameService::now(self)
    }
}

/// What the endpoints look at.
#[derive(Clone)]
pub struct OpsState {
    database: Arc<dyn DatabaseProbe>,
    /// The Discord front, where this process runs one.
    front: Option<Arc<dyn FrontProbe>>,
    metrics: &'static Metrics,
}

impl OpsState {
    /// `lyngk serve`: the database, the front's gateway and its background job.
    pub fn serving(database: Arc<dyn DatabaseProbe>, front: Arc<dyn FrontProbe>) -> OpsState {
        OpsState {
            database,
            front: Some(front),
            metrics: lyngk_metrics::global(),
        }
    }

    /// A process without a Discord front (`lyngk web` alone): the database only.
    pub fn web_only(database: Arc<dyn DatabaseProbe>) -> OpsState {
        OpsState {
            database,
            front: None,
            metrics: lyngk_metrics::global(),
        }
    }

    /// The same, showing `metrics` instead of the process's own.
    pub fn showing(self, metrics: &'static Metrics) -> OpsState {
        OpsState { metrics, ..self }
    }

    /// Looks at the database (one read of the job lease, off the async workers), the
    /// gateway and the job.
    pub async fn observe(&self) -> Observed {
        let database = Arc::clone(&self.database);
        let read = tokio::task::spawn_blocking(move || {
            let lease = database.job_lease().map_err(|e| format!("{e:#}"));
            (lease, database.now())
        })
        .await;
        let (lease, now) = read.unwrap_or_else(|error| (Err(error.to_string()), 0));
        let (gateway, jobs) = match &self.front {
            Some(front) => (Some(front.gateway().await), Some(front.job_holder())),
            None => (None, None),
        };
        Observed {
            lease,
            now,
            gateway,
            jobs,
        }
    }
}

/// `GET /healthz` and `GET /metrics`.
pub fn router(state: OpsState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .with_state(state)
}

/// 200 with the judgement as JSON, or 503 with the same body naming every reason.
async fn healthz(State(state): State<OpsState>) -> Response {
    let health = Health::judge(&state.observe().await);
    let status = match health.is_ok() {
        true => StatusCode::OK,
        false => StatusCode::SERVICE_UNAVAILABLE,
    };
    (status, [(header::CACHE_CONTROL, "no-store")], Json(health)).into_response()
}

async fn metrics(State(state): State<OpsState>) -> Response {
    let headers = [
        (header::CONTENT_TYPE, lyngk_metrics::CONTENT_TYPE),
        (header::CACHE_CONTROL, "no-store"),
    ];
    (headers, state.metrics.encode()).into_response()
}

/// Serves [`router`] on `listener` until the runtime stops.
pub async fn serve(listener: tokio::net::TcpListener, state: OpsState) -> std::io::Result<()> {
    axum::serve(listener, router(state)).await
}

/// A middleware that counts every web request by its route template and status, for
/// the web front: `router.layer(axum::middleware::from_fn(ops::count_web_requests))`.
/// Requests no route matched count as `unmatched`, so addresses never become labels.
pub async fn count_web_requests(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_owned(), |path| path.as_str().to_owned());
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    lyngk_metrics::global().web_request(&route, status, started.elapsed());
    response
}
