//! Button presses (component interactions), which poise does not dispatch: the
//! service says what a custom id means and answers it like a typed command.

use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, EditMessage, FullEvent, Http, Interaction};

use super::deliver::{self, Target};
use super::respond::ephemeral_response;
use super::{error, translate, Data, Error};

/// The answer to a button the service no longer knows (an old bot version's).
pub const INACTIVE_BUTTON: &str = "This button is no longer active.";

/// poise's event handler: picks out button presses.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &FullEvent,
    data: &Data,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        on_button(&ctx.http, data, press).await;
    }
    Ok(())
}

/// Answers one press; errors are reported to the presser, never propagated.
pub async fn on_button(http: &Http, data: &Data, press: &ComponentInteraction) {
    let target = Target::of_component(press);
    let responded = AtomicBool::new(false);
    let outcome = match data.service.button_command(&press.data.custom_id) {
        None => target
            .respond(http, ephemeral_response(INACTIVE_BUTTON))
            .await
            .map_err(Error::from),
        Some(command) => {
            let request = translate::request_from_component(press, command);
            match deliver::answer(http, target, &responded, data.service.handle(request)).await {
                Ok(reply) if !reply.ephemeral => {
                    retire_buttons(http, press).await;
                    Ok(())
                }
                Ok(_refused) => Ok(()),
                Err(error) => Err(error),
            }
        }
    };
    if let Err(error) = outcome {
        error::report(http, target, responded.load(Ordering::Acquire), &error).await;
    }
}

/// A press the service accepted settles the message's question (accept or decline),
/// so its buttons go; a refused press (an outsider's) leaves them for the players.
async fn retire_buttons(http: &Http, press: &ComponentInteraction) {
    let message = &press.message;
    let edit = EditMessage::new().components(Vec::new());
    if let Err(error) = message
        .channel_id
        .edit_message(http, message.id, edit)
        .await
    {
        tracing::warn!(
            "could not remove the buttons of message {}: {error}",
            message.id
        );
    }
}
