//! Games a server took away, told to their players, and posts Discord refused for
//! lack of access or permissions, recorded for the game there (the service tells its
//! players at their next command).

use std::sync::Arc;

use super::api::{Api, ApiError};
use super::posts::send;
use lyngk_service::api::{Outbound, Reply};
use lyngk_service::places::{LostGame, MISSING_ACCESS, MISSING_PERMISSIONS};
use lyngk_service::{GameService, JobLease};

/// Tells the players of a game that ended because its place was lost: in `channel`
/// (the deleted or closed thread's channel, which they can see) when there is one and
/// the post goes through, else each by direct message.
pub async fn tell(api: &Api, lost: &LostGame, channel: Option<u64>) {
    if let Some(channel) = channel {
        let post = Outbound::Channel {
            channel,
            reply: lost.reply.clone(),
        };
        match send(api, &post).await {
            Ok(()) => return,
            Err(error) => tracing::info!(
                "could not tell game {}'s end in {channel} ({error}); by direct message instead",
                lost.game
            ),
        }
    }
    for &user in &lost.players {
        let reply = Reply {
            ephemeral: true,
            ..lost.reply.clone()
        };
        if let Err(error) = send(api, &Outbound::Direct { user, reply }).await {
            tracing::warn!(
                "could not tell {user} that game {} ended: {error}",
                lost.game
            );
        }
    }
}

/// Ends the games whose thread a moderator kept closed past the grace period, when
/// this process holds the job lease, and tells their players.
pub async fn end_closed_threads(api: &Api, service: &Arc<GameService>, lease: &JobLease) {
    let (asked, lease) = (Arc::clone(service), lease.clone());
    let ended = tokio::task::spawn_blocking(move || {
        // A read first: most rounds find no closed thread due, and take no write lock.
        let now = asked.now();
        match asked.next_closed_thread_due()? {
            Some(due) if due <= now => asked.end_closed_threads(&lease, now),
            _ => Ok(None),
        }
    })
    .await
    .map_err(anyhow::Error::from)
    .and_then(|ended| ended);
    match ended {
        Ok(Some(ended)) => {
            for lost in &ended {
                tracing::info!("game {} ended: its thread stayed closed", lost.game);
                tell(api, lost, lost.tell_in).await;
            }
        }
        Ok(None) => {}
        Err(error) => tracing::error!("ending the games of closed threads: {error:#}"),
    }
}

/// Records a post in a game's channel that Discord refused for lack of access or
/// permissions; the players hear of it at their next command there.
pub async fn note_refusal(service: &Arc<GameService>, message: &Outbound, error: &ApiError) {
    let Outbound::Channel { channel, .. } = message else {
        return;
    };
    let code = error.code();
    if code != MISSING_ACCESS && code != MISSING_PERMISSIONS {
        return;
    }
    let (service, channel) = (Arc::clone(service), *channel);
    let noted = tokio::task::spawn_blocking(move || service.post_refused(channel, code)).await;
    match noted {
        Ok(Ok(true)) => tracing::info!("noted for the players: a post in {channel} was refused"),
        Ok(Ok(false)) => {}
        Ok(Err(error)) => tracing::error!("recording a refused post: {error:#}"),
        Err(error) => tracing::error!("recording a refused post: {error}"),
    }
}
