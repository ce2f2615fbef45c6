//! Strict headers on every answer, a request size limit and a per-address rate limit.

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderName, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;

/// Only this site's own files: no inline script or style, no third-party anything, no
/// framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; font-src 'self'; \
     object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The pages only answer GET: a body this size is no page request.
const MAX_BODY: usize = 4 * 1024;

pub(crate) fn layers(routes: Router, per_minute: u32) -> Router {
    let limiter = Arc::new(RateLimit::new(per_minute));
    let fixed = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value))
    };
    routes
        .layer(middleware::from_fn_with_state(limiter, rate_limited))
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(fixed(
            header::CONTENT_SECURITY_POLICY,
            CONTENT_SECURITY_POLICY,
        ))
        .layer(fixed(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(fixed(header::REFERRER_POLICY, "no-referrer"))
        .layer(fixed(header::X_FRAME_OPTIONS, "DENY"))
}

/// Requests per client address in the current minute. A fixed window is enough to
/// keep one client from taking the front; tower-http has no per-address limit.
struct RateLimit {
    per_minute: u32,
    windows: Mutex<(Instant, HashMap<IpAddr, u32>)>,
}

impl RateLimit {
    fn new(per_minute: u32) -> RateLimit {
        RateLimit {
            per_minute,
            windows: Mutex::new((Instant::now(), HashMap::new())),
        }
    }

    /// Counts a request of `client`; false when it is over the limit.
    fn allow(&self, client: IpAddr) -> bool {
        let mut guard = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        let (started, counts) = &mut *guard;
        if started.elapsed() >= Duration::from_secs(60) {
            *started = Instant::now();
            counts.clear();
        }
        let count = counts.entry(client).or_insert(0);
        *count += 1;
        *count <= self.per_minute
    }
}

async fn rate_limited(
    State(limit): State<Arc<RateLimit>>,
    request: Request,
    next: Next,
) -> Response {
    // Requests made in-process (tests) have no peer address: they share one.
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
    if !limit.allow(client) {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, "60")],
            "",
        )
            .into_response();
    }
    next.run(request).await
}
