//! Values read once per thing and database version, shared by every request that asks
//! for them at that version: K viewers of a game cost one read per turn, and a large
//! event's page is built once per change to the database, not once per request.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use tokio::sync::OnceCell;

/// The newest value read of each thing (a game, an event), by its id. Only values of
/// the newest version asked for are kept: a write makes every older one useless, so
/// memory holds what was read since the last write, not every page ever served.
pub(crate) struct PerVersion<V> {
    entries: Mutex<Entries<V>>,
}

struct Entries<V> {
    /// The newest database version asked for.
    newest: i64,
    by_id: HashMap<i64, Arc<ValueAt<V>>>,
}

/// A value at a database version, read by the first request that asks.
struct ValueAt<V> {
    version: i64,
    value: OnceCell<V>,
}

impl<V> Default for PerVersion<V> {
    fn default() -> Self {
        PerVersion {
            entries: Mutex::new(Entries {
                newest: i64::MIN,
                by_id: HashMap::new(),
            }),
        }
    }
}

impl<V: Clone> PerVersion<V> {
    /// The value of `id` at database `version` (or at a newer one already read), from
    /// `read` when nobody has read it at that version yet. Concurrent requests wait for
    /// the one read; a failed read is not kept, so the next request tries again.
    ///
    /// Callers take `version` before they read the database, so a value kept under a
    /// version is never older than that version.
    pub(crate) async fn get<E, F, Fut>(&self, id: i64, version: i64, read: F) -> Result<V, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<V, E>>,
    {
        let shared = {
            let mut entries = self
                .entries
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if version > entries.newest {
                entries.newest = version;
                entries.by_id.retain(|_, kept| kept.version >= version);
            }
            let entry = entries
                .by_id
                .entry(id)
                .or_insert_with(|| ValueAt::new(version));
            if entry.version < version {
                *entry = ValueAt::new(version);
            }
            entry.clone()
        };
        shared.value.get_or_try_init(read).await.cloned()
    }
}

impl<V> ValueAt<V> {
    fn new(version: i64) -> Arc<ValueAt<V>> {
        Arc::new(ValueAt {
            version,
            value: OnceCell::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::PerVersion;
    use std::convert::Infallible;
    use std::sync::atomic::{AtomicUsize, Ordering};

    type Key = Option<(usize, bool)>;

    /// Many requests for one thing read it once per database version.
    #[tokio::test]
    async fn many_requests_share_one_read_per_version() {
        let values = PerVersion::<Key>::default();
        let reads = AtomicUsize::new(0);
        let read = |key: Key| {
            let reads = &reads;
            move || async move {
                reads.fetch_add(1, Ordering::SeqCst);
                tokio::task::yield_now().await;
                Ok::<_, Infallible>(key)
            }
        };
        for (version, turns) in [(1, 4), (2, 5), (3, 6)] {
            let asks = (0..100).map(|_| values.get(7, version, read(Some((turns, false)))));
            let seen = futures_util::future::join_all(asks).await;
            assert!(seen.iter().all(|key| *key == Ok(Some((turns, false)))));
        }
        assert_eq!(reads.load(Ordering::SeqCst), 3, "one read per version");
        // A request still at an older version gets the newer value, with no read.
        assert_eq!(values.get(7, 2, read(None)).await, Ok(Some((6, false))));
        assert_eq!(reads.load(Ordering::SeqCst), 3);
        // Another thing is read on its own.
        assert_eq!(
            values.get(8, 3, read(Some((1, true)))).await,
            Ok(Some((1, true)))
        );
        assert_eq!(reads.load(Ordering::SeqCst), 4);
    }

    /// A newer version drops what older ones kept: only what was read since the last
    /// write stays in memory.
    #[tokio::test]
    async fn a_newer_version_forgets_the_older_values() {
        let values = PerVersion::<u32>::default();
        for id in 0..10 {
            let _: Result<u32, Infallible> = values.get(id, 1, || async { Ok(1) }).await;
        }
        let _: Result<u32, Infallible> = values.get(0, 2, || async { Ok(2) }).await;
        let kept = values.entries.lock().unwrap().by_id.len();
        assert_eq!(kept, 1, "only the value read at version 2");
    }

    /// A failed read is not kept: the next request reads again.
    #[tokio::test]
    async fn a_failed_read_is_tried_again() {
        let values = PerVersion::<u32>::default();
        let failed: Result<u32, &str> = values.get(1, 1, || async { Err("busy") }).await;
        assert_eq!(failed, Err("busy"));
        let read: Result<u32, &str> = values.get(1, 1, || async { Ok(5) }).await;
        assert_eq!(read, Ok(5));
    }
}
