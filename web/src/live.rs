//! Live pages: one thread per process watches SQLite's `PRAGMA data_version` (which
//! changes when another connection, in this process or another, commits) and
//! broadcasts each change; a page's event stream turns the changes that concern it
//! into a `turn` (game) or `change` (event) event, on which `live.js` reloads the page's
//! live parts. The streams of one game share one read of it per database version.

use super::db::ReadOnly;
use super::pages::{visible_event, visible_game, Answer};
use super::per_version::PerVersion;
use super::App;
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::IntoResponse;
use futures_util::stream::{self, Stream};
use rusqlite::Connection;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast;

/// The database's changes, as a broadcast each page's stream subscribes to.
#[derive(Clone)]
pub struct Live {
    changes: Arc<broadcast::Sender<i64>>,
    /// A connection of its own whose `PRAGMA data_version` moves with every commit
    /// of any other connection: the watch's, and what kept pages are checked against.
    watch: Arc<Mutex<Connection>>,
    /// Each watched game's key, read once per version for all its streams.
    games: Arc<PerVersion<Key>>,
}

impl Live {
    /// Starts the thread that polls the database every `every`; it ends when the
    /// last `Live` is dropped.
    pub fn watch(db: &ReadOnly, every: Duration) -> anyhow::Result<Live> {
        let (sender, _) = broadcast::channel(16);
        let live = Live {
            changes: Arc::new(sender),
            watch: Arc::new(Mutex::new(db.connect()?)),
            games: Arc::default(),
        };
        let watched = Arc::downgrade(&live.changes);
        let watch = live.watch.clone();
        std::thread::Builder::new()
            .name("lyngk-web-watch".into())
            .spawn(move || {
                if let Err(error) = poll(&watch, every, &watched) {
                    tracing::error!(%error, "the web front stopped watching the database");
                }
            })
            .expect("a thread for the database watch");
        Ok(live)
    }

    pub fn subscribe(&self) -> broadcast::Receiver<i64> {
        self.changes.subscribe()
    }

    /// The database's version now (it moves with every commit): take it before
    /// reading what is kept by it.
    pub(crate) fn version(&self) -> anyhow::Result<i64> {
        data_version(&self.watch)
    }
}

fn data_version(watch: &Mutex<Connection>) -> anyhow::Result<i64> {
    let conn = watch
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    Ok(conn.query_row("PRAGMA data_version", [], |r| r.get(0))?)
}

fn poll(
    watch: &Mutex<Connection>,
    every: Duration,
    watched: &std::sync::Weak<broadcast::Sender<i64>>,
) -> anyhow::Result<()> {
    let mut seen = data_version(watch)?;
    loop {
        std::thread::sleep(every);
        let Some(changes) = watched.upgrade() else {
            return Ok(());
        };
        let now = data_version(watch)?;
        if now != seen {
            seen = now;
            // No subscriber is no error: nobody is watching a page.
            let _ = changes.send(now);
        }
    }
}

/// What a page's stream compares between two database changes.
type Key = Option<(usize, bool)>;

/// What a game page showed when it was made: its stream compares with that, not
/// with the game when the stream connects, so a turn in between is not missed.
#[derive(serde::Deserialize)]
pub(crate) struct Shown {
    turns: Option<usize>,
}

/// `turn` events for a game page: sent when a turn lands or the game ends.
pub(crate) async fn game_events(
    State(app): State<Arc<App>>,
    Path(address): Path<String>,
    Query(shown): Query<Shown>,
) -> Answer {
    let (_, game) = visible_game(&app, &address).await?;
    let key_of = move |app: Arc<App>| async move {
        let db = app.db.clone();
        let Ok(version) = app.live.version() else {
            return read_key(db, game).await;
        };
        let read = || async move { Ok::<_, Infallible>(read_key(db, game).await) };
        let Ok(key) = app.live.games.get(game, version, read).await;
        key
    };
    let now = key_of(app.clone()).await;
    let first = match shown.turns {
        Some(turns) => Some((turns, false)),
        None => now,
    };
    Ok(stream_of(app, first, "turn", key_of).into_response())
}

/// What a game page's stream compares: its turns and whether it is over.
async fn read_key(db: ReadOnly, game: i64) -> Key {
    db.read(move |conn| {
        let summary = lyngk_service::web_view::game_summary(conn, game, 0)?;
        Ok(summary.map(|s| (s.turns.len(), s.finished)))
    })
    .await
    .ok()
    .flatten()
}

/// `change` events for an event page: sent on every write to the database (standings
/// depend on many rows; a reload of its parts is cheap).
pub(crate) async fn event_events(
    State(app): State<Arc<App>>,
    Path(address): Path<String>,
) -> Answer {
    visible_event(&app, &address).await?;
    let mut count = 0usize;
    let key_of = move |_: Arc<App>| {
        count += 1;
        let key = Some((count, false));
        async move { key }
    };
    Ok(stream_of(app, Some((1, false)), "change", key_of).into_response())
}

fn stream_of<F, Fut>(
    app: Arc<App>,
    first: Key,
    name: &'static str,
    key_of: F,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>>
where
    F: FnMut(Arc<App>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Key> + Send,
{
    let changes = app.live.subscribe();
    // The first look needs no change: the page may already be behind.
    let events = stream::unfold(
        (changes, first, key_of, app, true),
        move |(mut changes, mut last, mut key_of, app, mut first_look)| async move {
            loop {
                if !first_look {
                    match changes.recv().await {
                        Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                        Err(broadcast::error::RecvError::Closed) => return None,
                    }
                }
                first_look = false;
                let key = key_of(app.clone()).await;
                if key != last {
                    last = key;
                    let event = Event::default().event(name).data("changed");
                    return Some((Ok(event), (changes, last, key_of, app, false)));
                }
            }
        },
    );
    Sse::new(events).keep_alive(KeepAlive::default())
}
