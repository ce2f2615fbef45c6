//! The one place errors become messages: user mistakes get a friendly ephemeral
//! answer, internal faults are logged and the user gets a short apology.

use std::sync::atomic::Ordering;

use super::api::Api;
use super::deliver::Target;
use super::respond::private_body;
use super::{Data, Error};

/// Something the user can fix; shown to them as is.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum UserError {
    #[error(
        "Bots can't play LYNGK. Challenge a person, or leave `opponent` empty for an open seat."
    )]
    BotOpponent,
    #[error("The `{0}` option is missing.")]
    MissingOption(&'static str),
    #[error("This is already a thread: use `/lyngk challenge` here without `thread`.")]
    ThreadInThread,
    #[error("I could not open a thread here. I need the Create Public Threads permission in this channel.")]
    NoThread,
    /// An option this version of the command does not have: nothing is ignored.
    #[error("This command has no `{0}` option, so nothing was done. Discord may still be updating the bot's commands; try again in a minute.")]
    UnknownOption(String),
    /// Discord sent a shape this version does not know: its command list is stale.
    #[error("This command is out of date. Discord may still be updating the bot's commands; try again in a minute.")]
    OutdatedCommand,
    /// The service refused; its text says why.
    #[error("{0}")]
    Refused(String),
    #[error("I can't play here: I'm missing {0} in this channel. A server admin can grant it in the channel's permissions.")]
    MissingPermissions(String),
    #[error("Games can't have their own thread here ({0}): use `/lyngk challenge` without `thread`, or run it in a text or forum channel.")]
    NoThreadsHere(&'static str),
}

/// An error the user was already told about (after a deferral); only logged.
#[derive(Debug, thiserror::Error)]
#[error("{0:#} (reported to the user)")]
pub struct Reported(pub Error);

/// The same interaction delivered a second time: it gets no second answer.
#[derive(Debug, thiserror::Error)]
#[error("interaction {0} was already delivered")]
pub struct Duplicate(pub u64);

/// Said when something broke on our side; the details go to the log, not the chat.
pub const APOLOGY: &str =
    "Sorry, something went wrong on the bot's side. Nothing was changed; please try again.";

/// The text to show for `error`; internal faults are logged here.
pub fn user_message(error: &Error) -> String {
    match error.downcast_ref::<UserError>() {
        Some(user_error) => user_error.to_string(),
        None => {
            tracing::error!("internal error: {error:#}");
            APOLOGY.to_owned()
        }
    }
}

/// Tells the user about `error` privately: as the initial response, or as an ephemeral
/// followup once the interaction has one (never after a public deferral, whose note
/// [`super::deliver`] writes itself).
pub async fn report(api: &Api, target: &Target, responded: bool, error: &Error) {
    if error.is::<Reported>() || error.is::<Duplicate>() {
        return tracing::info!("{error:#}");
    }
    tell(api, target, responded, &user_message(error)).await;
}

/// Shows `text` to the interaction's user only.
async fn tell(api: &Api, target: &Target, responded: bool, text: &str) {
    let body = private_body(text);
    let sent = if responded {
        target.followup(api, body, Vec::new()).await.map(drop)
    } else {
        target.respond(api, 4, Some(body), Vec::new()).await
    };
    if let Err(send_error) = sent {
        tracing::warn!("could not tell the user about an error: {send_error}");
    }
}

/// poise's `on_error`: every framework and command error ends here.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let (ctx, text) = match error {
        E::Command { error, .. } if error.is::<Reported>() => {
            return tracing::info!("{error:#}");
        }
        E::Command { error, ctx, .. } => (ctx, user_message(&error)),
        E::CommandCheckFailed {
            error: Some(error), ..
        } if error.is::<Duplicate>() => return tracing::info!("{error:#}"),
        E::ArgumentParse {
            error, input, ctx, ..
        } => {
            let shown = input.map(|i| format!(" `{i}`")).unwrap_or_default();
            (ctx, format!("I could not read the option{shown}: {error}"))
        }
        E::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!("command structure mismatch: {description}");
            (ctx.into(), UserError::OutdatedCommand.to_string())
        }
        E::CommandPanic { payload, ctx, .. } => {
            tracing::error!("command panicked: {}", payload.as_deref().unwrap_or("?"));
            (ctx, APOLOGY.to_owned())
        }
        E::Setup { error, .. } => return tracing::error!("setup failed: {error:#}"),
        E::EventHandler { error, .. } => return tracing::error!("event handler: {error:#}"),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}");
            }
            return;
        }
    };
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let target = Target::of_command(app.interaction);
    let responded = app.has_sent_initial_response.load(Ordering::Acquire);
    tell(&app.data.api, &target, responded, &text).await;
}
