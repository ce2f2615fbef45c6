//! Answering an interaction in time. Discord wants a first response within 3 s.
//!
//! The choice: the service gets [`QUICK_REPLY`] to answer. Most commands take a few
//! milliseconds, so the reply is sent directly as the first response and an ephemeral
//! reply (every user error) stays private. When the service is slower, the interaction
//! is deferred publicly ("thinking…") and the reply replaces it; a late ephemeral reply
//! cannot turn the public placeholder private, so the placeholder is deleted and the
//! reply is sent as an ephemeral follow-up instead.
//!
//! Discord's API sometimes fails for a moment (5xx, or 429 when rate limited; serenity
//! retries neither on interaction routes). Every call here is retried a few times with
//! short pauses, so a hiccup does not swallow the answer to a move that was already stored.

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;
use serenity::{
    CreateInteractionResponse, CreateInteractionResponseFollowup, EditInteractionResponse, Http,
    InteractionId, Message,
};

use super::respond::{deferred, outgoing, response_for};
use crate::service::api::Reply;

/// How long the service may take before we defer: 3 s minus the time the event
/// spent reaching us and the time our response takes to reach Discord.
pub const QUICK_REPLY: Duration = Duration::from_millis(1500);

/// The pauses before each retry of a call that failed transiently: 1.4 s in all, so a
/// quick first response still fits Discord's 3 s when the API recovers.
pub const RETRY_PAUSES: [Duration; 3] = [
    Duration::from_millis(200),
    Duration::from_millis(400),
    Duration::from_millis(800),
];

/// Runs `work` (a service call) and answers the interaction with its reply, directly
/// when it is quick, else deferred and then edited. `responded` records that the
/// interaction has a first response, so a later error message becomes a follow-up.
pub async fn answer(
    http: &Http,
    target: Target<'_>,
    responded: &AtomicBool,
    work: impl Future<Output = anyhow::Result<Reply>>,
) -> anyhow::Result<Reply> {
    let mut work = std::pin::pin!(work);
    if let Ok(quick) = tokio::time::timeout(QUICK_REPLY, &mut work).await {
        let reply = quick?;
        target.respond(http, response_for(&reply)).await?;
        responded.store(true, Ordering::Release);
        return Ok(reply);
    }
    defer(http, target, responded).await?;
    match work.await {
        Ok(reply) => {
            answer_late(http, target, &reply).await?;
            Ok(reply)
        }
        Err(error) => {
            // Leave no "thinking…" behind; the error handler sends the apology.
            if let Err(e) = target.delete_original(http).await {
                tracing::warn!("could not remove the deferred response: {e}");
            }
            Err(error)
        }
    }
}

/// Acknowledges the interaction publicly ("thinking…") to answer it later.
pub async fn defer(http: &Http, target: Target<'_>, responded: &AtomicBool) -> anyhow::Result<()> {
    target.respond(http, deferred()).await?;
    responded.store(true, Ordering::Release);
    Ok(())
}

/// Delivers a reply to an interaction that was already deferred publicly.
pub async fn answer_late(http: &Http, target: Target<'_>, reply: &Reply) -> anyhow::Result<()> {
    if reply.ephemeral {
        target.delete_original(http).await?;
        target.followup(http, outgoing(reply).followup()).await?;
    } else {
        target.edit(http, outgoing(reply).edit()).await?;
    }
    Ok(())
}

/// One interaction to answer: its id and its token (valid for 15 minutes).
#[derive(Clone, Copy, Debug)]
pub struct Target<'a> {
    pub id: InteractionId,
    pub token: &'a str,
}

impl<'a> Target<'a> {
    pub fn of_command(interaction: &'a serenity::CommandInteraction) -> Self {
        Target {
            id: interaction.id,
            token: &interaction.token,
        }
    }

    pub fn of_component(interaction: &'a serenity::ComponentInteraction) -> Self {
        Target {
            id: interaction.id,
            token: &interaction.token,
        }
    }

    /// The first (and only) response.
    pub async fn respond(
        self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        with_retries("respond", || {
            response.clone().execute(http, (self.id, self.token))
        })
        .await
    }

    /// Replaces the original (deferred) response.
    pub async fn edit(
        self,
        http: &Http,
        edit: EditInteractionResponse,
    ) -> serenity::Result<Message> {
        with_retries("edit the response", || {
            edit.clone().execute(http, self.token)
        })
        .await
    }

    pub async fn followup(
        self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        with_retries("follow up", || {
            followup.clone().execute(http, (None, self.token))
        })
        .await
    }

    pub async fn delete_original(self, http: &Http) -> serenity::Result<()> {
        with_retries("delete the response", || {
            http.delete_original_interaction_response(self.token)
        })
        .await
    }
}

/// Runs `call`, again after each of [`RETRY_PAUSES`] while it fails transiently.
pub async fn with_retries<T, F, Fut>(what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut pauses = RETRY_PAUSES.iter();
    loop {
        let outcome = call().await;
        match (&outcome, pauses.next()) {
            (Err(error), Some(&pause)) if is_transient(error) => {
                tracing::warn!("could not {what} ({error}); retrying in {pause:?}");
                tokio::time::sleep(pause).await;
            }
            _ => return outcome,
        }
    }
}

/// A failure worth retrying: Discord overloaded (5xx), rate limiting (429), or the
/// request not getting through at all.
pub fn is_transient(error: &serenity::Error) -> bool {
    use serenity::HttpError;
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status.as_u16() == 429 || status.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}
