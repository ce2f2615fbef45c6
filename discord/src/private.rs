//! Answers for the presser alone: a panel's Board, History, Moves of a stack and
//! Resign, the answer-in-advance modal and "Next game" ask the service as the typed
//! commands do, and only the person who pressed sees the answer.

use std::sync::atomic::AtomicBool;

use super::deliver::{self, Target};
use super::{Data, Error};
use lyngk_service::api::Request;

/// Asks the service and answers only the presser, in their language.
pub async fn answer_privately(
    data: &Data,
    target: &Target,
    responded: &AtomicBool,
    request: Request,
) -> Result<(), Error> {
    let work = async {
        let mut reply = data.service.handle(request).await?;
        reply.ephemeral = true;
        reply.locale = target.locale;
        // A private copy of a turn post is no panel: its buttons stay on the public one.
        reply.panel = None;
        Ok(reply)
    };
    deliver::answer(&data.api, target, responded, work)
        .await
        .map(drop)
}
