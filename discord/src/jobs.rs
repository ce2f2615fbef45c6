//! The background job: sleeps until the next reminder, digest, automatic timeout or
//! round deadline, asks the service what is due, and sends it; opens the threads of
//! event rounds paired meanwhile; ends the games whose thread stayed closed past the
//! grace period ([`lost`]).
//!
//! The service marks what it returns as done before returning it, so this loop may
//! crash or restart at any point without sending anything twice; a message whose
//! send fails is logged and not retried (a reminder at most once, never twice).
//!
//! Several processes may share the database (shard ranges): only the holder of the job
//! lease delivers. It renews the lease every [`RENEW`]; the others try again as often,
//! and one of them takes over within [`LEASE`] of the holder's end (at once after a
//! clean shutdown, which releases it).

use std::sync::Arc;
use std::time::Duration;

use lyngk_metrics::{self as metrics, JobRound};
use tokio::sync::watch;

use super::ai_pool::AiPool;
use super::api::Api;
use super::backend::Backend;
use super::digests;
use super::event_threads::open_waiting;
use super::lost;
use super::outbox;
use super::posts::send;
use lyngk_service::api::Outbound;
use lyngk_service::{GameService, JobLease};

/// The longest sleep: settings changed meanwhile (a server turning on automatic
/// timeouts, a player choosing digests) are picked up within this time.
pub const MAX_SLEEP: Duration = Duration::from_secs(5 * 60);
/// The shortest sleep, so a fault that repeats cannot spin the loop.
const MIN_SLEEP: Duration = Duration::from_secs(1);
/// How long a taken job lease lasts: a crashed holder's jobs wait at most this long.
pub const LEASE: Duration = Duration::from_secs(30);
/// How often the holder renews the lease and the others look whether it is free.
pub const RENEW: Duration = Duration::from_secs(10);

/// Runs until `stop` turns true: deliver what is due while holding the job lease,
/// queue the AI's due turns on `ai` (the first round, at start-up, plays those that
/// fell due while the bot was away), sleep until the next due time (or the next
/// renewal), then release the lease (made by [`lease_for_this_process`]).
pub async fn run(
    http: Arc<Api>,
    service: Arc<GameService>,
    ai: Option<AiPool>,
    lease: JobLease,
    mut stop: watch::Receiver<bool>,
) {
    tracing::info!("background jobs run as {:?}", lease.holder);
    while !*stop.borrow() {
        // A round cut short by the stop loses at most the messages it had marked done.
        let round = tokio::select! {
            round = tick(&http, &service, &lease) => round,
            _ = stop.changed() => break,
        };
        let next = match round {
            Ok(next) => next,
            Err(error) => {
                tracing::error!("reminder job: {error:#}");
                metrics::global().job_round(JobRound::Failed);
                None
            }
        };
        lost::end_closed_threads(&http, &service, &lease).await;
        outbox::deliver_owed(&http, &Backend::new(Arc::clone(&service))).await;
        if let Some(ai) = &ai {
            ai.sweep(&lease.holder);
        }
        let pause = sleep_for(service.now(), next).min(RENEW);
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            _ = stop.changed() => break,
        }
    }
    let service = Arc::clone(&service);
    let released = tokio::task::spawn_blocking(move || {
        // Threads this process was opening: free for the next process at once, which
        // looks for any thread already made first.
        if let Err(error) = service.release_thread_claims() {
            tracing::warn!("could not give back the threads being opened: {error:#}");
        }
        // Answers this process could not deliver: any worker's at once.
        if let Err(error) = service.release_owed_answers() {
            tracing::warn!("could not give back the owed answers: {error:#}");
        }
        service.release_job_lease(&lease)
    });
    match released.await {
        Ok(Ok(())) => tracing::info!("background jobs stopped"),
        Ok(Err(error)) => tracing::warn!("could not release the job lease: {error:#}"),
        Err(error) => tracing::warn!("could not release the job lease: {error}"),
    }
}

/// The job lease this process's background job takes, renews and releases.
pub fn lease_for_this_process() -> JobLease {
    JobLease::for_this_process(LEASE.as_secs() as i64)
}

/// How long to sleep at `now` when the next thing falls due at `next`.
pub fn sleep_for(now: i64, next: Option<i64>) -> Duration {
    let until_next = next.map_or(MAX_SLEEP, |at| {
        Duration::from_secs(u64::try_from(at.saturating_sub(now)).unwrap_or(0))
    });
    until_next.clamp(MIN_SLEEP, MAX_SLEEP)
}

/// One round: take what is due from the service (off the async workers), send it,
/// and return when to wake next (`None`: nothing scheduled). While another process
/// holds the job lease this sends nothing and returns when to look again.
pub async fn tick(
    http: &Api,
    service: &Arc<GameService>,
    lease: &JobLease,
) -> anyhow::Result<Option<i64>> {
    let asked = Arc::clone(service);
    let lease = lease.clone();
    let round = tokio::task::spawn_blocking(move || {
        let service = asked;
        let Some(outbound) = service.deliver_due_leased(&lease, service.now())? else {
            return anyhow::Ok(None);
        };
        let next = service.next_wake()?;
        anyhow::Ok(Some((outbound, next)))
    })
    .await??;
    let Some((outbound, next)) = round else {
        metrics::global().job_round(JobRound::Watched);
        return Ok(Some(service.now() + RENEW.as_secs() as i64));
    };
    metrics::global().job_round(JobRound::Held);
    if !outbound.is_empty() {
        tracing::info!(
            "sending {} reminder(s), digest(s) and timeout(s)",
            outbound.len()
        );
    }
    for message in &outbound {
        if let Err(error) = send(http, message).await {
            tracing::warn!("could not send {message:?}: {error}");
            if let Outbound::Direct { user, .. } = message {
                if error.code() == digests::CANNOT_MESSAGE_USER {
                    digests::fall_back_to_channel(http, service, *user).await;
                }
            }
            lost::note_refusal(service, message, &error).await;
        }
    }
    // Rounds a deadline closed, and threads that failed earlier.
    open_waiting(http, &Backend::new(Arc::clone(service))).await;
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sleeps_until_the_next_due_time_within_bounds() {
        assert_eq!(sleep_for(100, Some(160)), Duration::from_secs(60));
        assert_eq!(sleep_for(100, Some(100_000)), MAX_SLEEP);
        assert_eq!(sleep_for(100, None), MAX_SLEEP);
        assert_eq!(
            sleep_for(100, Some(50)),
            MIN_SLEEP,
            "overdue: soon, not at once"
        );
    }
}
