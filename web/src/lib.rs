//! The read-only web front: a page per public (or unlisted) server, game and event, on
//! the same service as Discord and the terminal. It opens the database read-only, so it
//! cannot change a game; a background task watches the file for writes by any process
//! and tells open pages through server-sent events.
//!
//! Addresses: `/s/<server>`, `/g/<server>-<game>`, `/e/<server>-<event>`, where
//! `<server>` is the server's random address (never its Discord id), so a page of a
//! server that turned its pages off, or of another server, is a 404.

mod db;
mod event_page;
mod live;
mod pages;
mod per_version;
mod replay;
mod safety;
mod visitor;

pub use db::ReadOnly;
pub use live::Live;

use axum::routing::get;
use axum::Router;
use std::sync::Arc;
use std::time::Duration;

/// How the front is set up: the database, and the address it is reached at from the
/// outside (for Open Graph's absolute image addresses; `None`: relative addresses).
#[derive(Clone, Debug)]
pub struct WebOptions {
    pub db: std::path::PathBuf,
    pub base_url: Option<String>,
    /// How often the database is checked for writes by other processes.
    pub poll_every: Duration,
    /// Requests one client address may make per minute.
    pub requests_per_minute: u32,
}

impl WebOptions {
    pub fn new(db: impl Into<std::path::PathBuf>) -> WebOptions {
        WebOptions {
            db: db.into(),
            base_url: None,
            poll_every: Duration::from_millis(200),
            requests_per_minute: 600,
        }
    }
}

/// What every handler shares.
pub(crate) struct App {
    pub db: ReadOnly,
    pub base_url: Option<String>,
    pub live: Live,
    pub replays: replay::Replays,
    /// Each event's page, built once per database version.
    pub event_pages: per_version::PerVersion<Option<Arc<str>>>,
}

/// The router of every page, with the security headers and limits. Spawns the task that
/// watches the database, so it must be called inside a tokio runtime.
pub fn router(options: WebOptions) -> anyhow::Result<Router> {
    let db = ReadOnly::open(&options.db)?;
    let live = Live::watch(&db, options.poll_every)?;
    let app = Arc::new(App {
        db,
        base_url: options
            .base_url
            .map(|url| url.trim_end_matches('/').to_owned()),
        live,
        replays: replay::Replays::default(),
        event_pages: Default::default(),
    });
    let routes = Router::new()
        .route("/", get(pages::front))
        .route("/s/{server}", get(pages::server))
        .route("/g/{game}", get(pages::game))
        .route("/g/{game}/board.png", get(pages::board))
        .route("/g/{game}/record.txt", get(pages::record))
        .route("/g/{game}/replay.gif", get(replay::replay_gif))
        .route("/g/{game}/events", get(live::game_events))
        .route("/e/{event}", get(pages::event))
        .route("/e/{event}/report.trf", get(pages::report))
        .route("/e/{event}/events", get(live::event_events))
        .route("/static/style.css", get(pages::style))
        .route("/static/live.js", get(pages::script))
        .route("/favicon.ico", get(pages::icon))
        .route("/favicon.svg", get(pages::icon))
        .fallback(pages::not_found)
        .layer(axum::middleware::from_fn(visitor::remember))
        .with_state(app);
    Ok(safety::layers(routes, options.requests_per_minute))
}

/// Serves the pages on `listener` until `shutdown` completes.
pub async fn serve(
    options: WebOptions,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let app = router(options)?;
    tracing::info!(address = %listener.local_addr()?, "web pages served");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    Ok(())
}
