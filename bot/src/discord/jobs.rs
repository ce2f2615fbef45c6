//! The background job: sleeps until the next reminder, digest or automatic timeout,
//! asks the service what is due, and sends it.
//!
//! The service marks what it returns as done before returning it, so this loop may
//! crash or restart at any point without sending anything twice; a message whose
//! send fails is logged and not retried (a reminder at most once, never twice).

use std::sync::Arc;
use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use super::api::{Api, ApiError, Call};
use super::respond::outgoing;
use super::threads;
use crate::service::api::Outbound;
use crate::service::GameService;

/// The longest sleep: settings changed meanwhile (a server turning on automatic
/// timeouts, a player choosing digests) are picked up within this time.
pub const MAX_SLEEP: Duration = Duration::from_secs(5 * 60);
/// The shortest sleep, so a fault that repeats cannot spin the loop.
const MIN_SLEEP: Duration = Duration::from_secs(1);

/// Runs forever: deliver what is due, sleep until the next due time.
pub async fn run(http: Arc<Api>, service: Arc<GameService>) {
    loop {
        let next = match tick(&http, &service).await {
            Ok(next) => next,
            Err(error) => {
                tracing::error!("reminder job: {error:#}");
                None
            }
        };
        let now = service.now();
        tokio::time::sleep(sleep_for(now, next)).await;
    }
}

/// How long to sleep at `now` when the next thing falls due at `next`.
pub fn sleep_for(now: i64, next: Option<i64>) -> Duration {
    let until_next = next.map_or(MAX_SLEEP, |at| {
        Duration::from_secs(u64::try_from(at.saturating_sub(now)).unwrap_or(0))
    });
    until_next.clamp(MIN_SLEEP, MAX_SLEEP)
}

/// One round: take what is due from the service (off the async workers), send it,
/// and return when to wake next.
pub async fn tick(http: &Api, service: &Arc<GameService>) -> anyhow::Result<Option<i64>> {
    let service = Arc::clone(service);
    let (outbound, next) = tokio::task::spawn_blocking(move || {
        let outbound = service.deliver_due(service.now())?;
        let next = service.next_wake()?;
        anyhow::Ok((outbound, next))
    })
    .await??;
    if !outbound.is_empty() {
        tracing::info!(
            "sending {} reminder(s), digest(s) and timeout(s)",
            outbound.len()
        );
    }
    for message in &outbound {
        if let Err(error) = send(http, message).await {
            tracing::warn!("could not send {message:?}: {error}");
        }
    }
    Ok(next)
}

/// Sends one message: in a channel mentioning only its `ping` users, or by DM
/// mentioning nobody. A message in an archived game thread opens it again.
pub async fn send(api: &Api, message: &Outbound) -> Result<(), ApiError> {
    match message {
        Outbound::Channel { channel, reply } => {
            let message = outgoing(reply);
            threads::post(api, *channel, message.channel_message(), message.uploads()).await?;
        }
        Outbound::Direct { user, text } => {
            let open = json!({"recipient_id": user.to_string()});
            let call = Call::new(Method::POST, "/users/@me/channels".to_owned(), Some(open));
            // Opening a DM returns the existing one: safe to repeat.
            let call = Call {
                repeatable: true,
                ..call
            };
            let dm = api.send("open a DM", &call, None).await?;
            let dm: u64 = dm["id"]
                .as_str()
                .and_then(|id| id.parse().ok())
                .unwrap_or(0);
            let body = json!({"content": text, "allowed_mentions": {"parse": [], "users": []}});
            threads::post(api, dm, body, Vec::new()).await?;
        }
    }
    Ok(())
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
