//! What the Discord front tells operators about itself: how many of its gateway shards
//! are connected, and which job-lease holder its background job runs as. `lyngk serve`
//! hands one [`FrontStatus`] to the front and reads it for `/healthz`.
//!
//! The shards are read from serenity's shard manager when asked (its runners' stages),
//! not followed from stage events: those are dispatched as separate tasks and can
//! arrive out of order.

use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;
use serenity::all::{ConnectionStage, ShardManager};

/// The gateway as the front sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayState {
    /// The front has not chosen its shards yet (start-up).
    NotStarted,
    /// `connected` of the `expected` shards are connected (not resuming or connecting).
    Shards { connected: u32, expected: u32 },
}

/// What a health check asks a front.
pub trait FrontProbe: Send + Sync {
    /// The gateway's connections now.
    fn gateway(&self) -> BoxFuture<'_, GatewayState>;
    /// The job lease holder this process's background job runs as; `None` when the
    /// job is not running.
    fn job_holder(&self) -> Option<String>;
}

/// The Discord front's own [`FrontProbe`]; cheap to clone.
#[derive(Clone, Default)]
pub struct FrontStatus {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    shards: Mutex<Option<(Arc<ShardManager>, u32)>>,
    job_holder: Mutex<Option<String>>,
}

impl FrontStatus {
    /// The front runs `expected` shards through `manager` from now on.
    pub(super) fn watch_shards(&self, manager: Arc<ShardManager>, expected: u32) {
        *lock(&self.inner.shards) = Some((manager, expected));
    }

    /// The background job runs as `holder` (`None`: it stopped).
    pub(super) fn set_job_holder(&self, holder: Option<&str>) {
        *lock(&self.inner.job_holder) = holder.map(str::to_owned);
    }
}

impl FrontProbe for FrontStatus {
    fn gateway(&self) -> BoxFuture<'_, GatewayState> {
        let shards = lock(&self.inner.shards).clone();
        Box::pin(async move {
            let Some((manager, expected)) = shards else {
                return GatewayState::NotStarted;
            };
            let runners = manager.runners.lock().await;
            let connected = runners
                .values()
                .filter(|runner| runner.stage == ConnectionStage::Connected)
                .count();
            GatewayState::Shards {
                connected: u32::try_from(connected).unwrap_or(u32::MAX),
                expected,
            }
        })
    }

    fn job_holder(&self) -> Option<String> {
        lock(&self.inner.job_holder).clone()
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
