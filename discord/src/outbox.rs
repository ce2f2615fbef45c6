//! The outbox's worker: posts, late and in their channel, the public answers the
//! service recorded with a change but no live attempt showed (the process stopped
//! between the commit and Discord, or Discord refused every attempt).
//!
//! Every process runs it on the background job's rhythm; the service hands each owed
//! answer to one worker at a time. The post carries the same enforced nonce as the live
//! attempts ([`late_nonce`]), so an answer posted by both within Discord's nonce memory
//! shows once.

use super::api::{Api, ApiError};
use super::backend::Backend;
use super::deliver::{late_answer, late_nonce};
use super::posts::post_once;
use super::respond::outgoing;
use lyngk_service::OwedAnswer;

/// Posts every answer owed now; each one Discord shows (or refuses for good) is marked
/// sent, the others wait for a later round.
pub async fn deliver_owed(api: &Api, service: &Backend) {
    let owed = match service.owed_answers().await {
        Ok(owed) => owed,
        Err(error) => return tracing::warn!("could not read the owed answers: {error:#}"),
    };
    for answer in owed {
        if post(api, &answer).await {
            if let Err(error) = service.answer_shown(answer.interaction).await {
                tracing::warn!("could not mark an owed answer sent: {error:#}");
            }
        }
    }
}

/// Posts one owed answer; true when it needs no further attempt.
async fn post(api: &Api, answer: &OwedAnswer) -> bool {
    let message = outgoing(&late_answer(&answer.reply));
    let nonce = late_nonce(answer.interaction);
    let channel = answer.channel;
    match post_once(api, channel, &nonce, message.channel_message(), Vec::new()).await {
        Ok(_) => {
            tracing::info!("an owed answer was posted in channel {channel}");
            true
        }
        Err(error) if gone_for_good(&error) => {
            tracing::warn!("an owed answer cannot be posted in channel {channel}: {error}");
            true
        }
        Err(error) => {
            tracing::warn!("could not post an owed answer in channel {channel} yet: {error}");
            false
        }
    }
}

/// Discord refused the post in a way a repeat cannot change (the channel is gone, the
/// bot may not post there): a client error other than a rate limit.
fn gone_for_good(error: &ApiError) -> bool {
    matches!(error, ApiError::Discord { status, .. } if (400..500).contains(status) && *status != 429)
}
