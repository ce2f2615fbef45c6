//! Live pages: one thread per process watches SQLite's `PRAGMA data_version` (which
//! changes when another connection, in this process or another, commits) and
//! broadcasts each change; a page's event stream turns the changes that concern it
//! into a `turn` (game) or `change` (event) event, on which `live.js` reloads the page's
//! live parts. The streams of one game share one read of it per database version.

use super::db::ReadOnly;
use super::pages::{visible_event, visible_game};
use super::App;
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{broadcast, OnceCell};

/// The database's changes, as a broadcast each page's stream subscribes to.
#[derive(Clone)]
pub struct Live {
    changes: Arc<broadcast::Sender<i64>>,
    /// The database version last seen by the watch.
    version: Arc<AtomicI64>,
    games: Arc<SharedKeys>,
}

impl Live {
    /// Starts the thread that polls the database every `every`; it ends when the
    /// last `Live` is dropped.
    pub fn watch(db: ReadOnly, every: Duration) -> Live {
        let (sender, _) = broadcast::channel(16);
        let changes = Arc::new(sender);
        let watched = Arc::downgrade(&changes);
        let version = Arc::new(AtomicI64::new(0));
        let seen = version.clone();
        std::thread::Builder::new()
            .name("lyngk-web-watch".into())
            .spawn(move || {
                if let Err(error) = poll(&db, every, &watched, &seen) {
                    tracing::error!(%error, "the web front stopped watching the database");
                }
            })
            .expect("a thread for the database watch");
        Live {
            changes,
            version,
            games: Arc::default(),
        }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<i64> {
        self.changes.subscribe()
    }
}

fn poll(
    db: &ReadOnly,
    every: Duration,
    watched: &std::sync::Weak<broadcast::Sender<i64>>,
    latest: &AtomicI64,
) -> anyhow::Result<()> {
    let conn = db.connect()?;
    let version =
        || -> anyhow::Result<i64> { Ok(conn.query_row("PRAGMA data_version", [], |r| r.get(0))?) };
    let mut seen = version()?;
    latest.store(seen, Ordering::Release);
    loop {
        std::thread::sleep(every);
        let Some(changes) = watched.upgrade() else {
            return Ok(());
        };
        let now = version()?;
        if now != seen {
            seen = now;
            latest.store(now, Ordering::Release);
            // No subscriber is no error: nobody is watching a page.
            let _ = changes.send(now);
        }
    }
}

/// What a page's stream compares between two database changes.
type Key = Option<(usize, bool)>;

/// Each game's key at the newest database version asked for, read once however many
/// streams watch the game: with K viewers a turn costs one read, not K.
#[derive(Default)]
struct SharedKeys {
    games: Mutex<HashMap<i64, Arc<KeyAt>>>,
}

/// A key at a database version, read by the first stream that asks.
type KeyAt = (i64, OnceCell<Key>);

impl SharedKeys {
    /// `game`'s key at database `version` (or a newer one already read), from `read`
    /// when no stream has read it at that version yet.
    async fn key<F, Fut>(&self, game: i64, version: i64, read: F) -> Key
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Key>,
    {
        let shared = {
            let mut games = self
                .games
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let entry = games
                .entry(game)
                .or_insert_with(|| Arc::new((version, OnceCell::new())));
            if entry.0 < version {
                *entry = Arc::new((version, OnceCell::new()));
            }
            entry.clone()
        };
        *shared.1.get_or_init(read).await
    }
}

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
) -> Response {
    let Some((_, game)) = visible_game(&app, &address).await else {
        return super::pages::not_found().await.into_response();
    };
    let key_of = move |app: Arc<App>| async move {
        let version = app.live.version.load(Ordering::Acquire);
        let db = app.db.clone();
        app.live
            .games
            .key(game, version, || read_key(db, game))
            .await
    };
    let now = key_of(app.clone()).await;
    let first = match shown.turns {
        Some(turns) => Some((turns, false)),
        None => now,
    };
    stream_of(app, first, "turn", key_of).into_response()
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
) -> Response {
    if visible_event(&app, &address).await.is_none() {
        return super::pages::not_found().await.into_response();
    }
    let mut count = 0usize;
    let key_of = move |_: Arc<App>| {
        count += 1;
        let key = Some((count, false));
        async move { key }
    };
    stream_of(app, Some((1, false)), "change", key_of).into_response()
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

#[cfg(test)]
mod tests {
    use super::{Key, SharedKeys};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The streams of one game read it once per database version, however many.
    #[tokio::test]
    async fn many_streams_of_a_game_share_one_read_per_version() {
        let keys = SharedKeys::default();
        let reads = AtomicUsize::new(0);
        let read = |key: Key| {
            let reads = &reads;
            move || async move {
                reads.fetch_add(1, Ordering::SeqCst);
                tokio::task::yield_now().await;
                key
            }
        };
        for (version, turns) in [(1, 4), (2, 5), (3, 6)] {
            let asks = (0..100).map(|_| keys.key(7, version, read(Some((turns, false)))));
            let seen = futures_util::future::join_all(asks).await;
            assert!(seen.iter().all(|&key| key == Some((turns, false))));
        }
        assert_eq!(reads.load(Ordering::SeqCst), 3, "one read per version");
        // A stream still at an older version gets the newer key, with no read.
        assert_eq!(keys.key(7, 2, read(None)).await, Some((6, false)));
        assert_eq!(reads.load(Ordering::SeqCst), 3);
        // Another game is read on its own.
        assert_eq!(keys.key(8, 3, read(Some((1, true)))).await, Some((1, true)));
        assert_eq!(reads.load(Ordering::SeqCst), 4);
    }
}
