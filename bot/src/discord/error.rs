//! The one place errors become messages: user mistakes get a friendly ephemeral
//! answer, internal faults are logged and the user gets a short apology.

use poise::serenity_prelude as serenity;
use serenity::Http;

use super::deliver::Target;
use super::respond::{ephemeral_followup, ephemeral_response};
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
}

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

/// Tells the user about `error` on an interaction answered outside poise (buttons).
pub async fn report(http: &Http, target: Target<'_>, responded: bool, error: &Error) {
    let text = user_message(error);
    let sent = if responded {
        target
            .followup(http, ephemeral_followup(&text))
            .await
            .map(drop)
    } else {
        target.respond(http, ephemeral_response(&text)).await
    };
    if let Err(send_error) = sent {
        tracing::warn!("could not tell the user about an error: {send_error}");
    }
}

/// poise's `on_error`: every framework and command error ends here.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let (ctx, text) = match error {
        E::Command { error, ctx, .. } => (ctx, user_message(&error)),
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
    // poise answers with a follow-up when the command already responded or deferred.
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("could not send an error message: {e}");
    }
}
