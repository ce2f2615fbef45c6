//! Gateway events poise does not dispatch: button presses (the service says what a
//! custom id means and answers it like a typed command), and thread updates (a live
//! game's thread that Discord archived is opened again, see [`super::threads`]).

use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, FullEvent, Interaction};

use super::deliver::{self, Target};
use super::error::{self, Duplicate};
use super::respond::private_body;
use super::{threads, translate, Data, Error};
use crate::i18n::{Locale, Msg, Style};

/// The answer to a button the service no longer knows (an old bot version's).
pub fn inactive_button(locale: Locale) -> String {
    Msg::new("discord-inactive-button").format(locale, Style::Discord)
}

/// poise's event handler: picks out button presses and thread updates.
pub async fn on_event(
    _ctx: &serenity::Context,
    event: &FullEvent,
    data: &Data,
) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(press),
        } => on_button(data, press).await,
        FullEvent::ThreadUpdate { new, .. } => threads::on_update(data, new).await,
        _ => {}
    }
    Ok(())
}

/// Answers one press; errors are reported to the presser, never propagated.
pub async fn on_button(data: &Data, press: &ComponentInteraction) {
    let target = Target::of_component(press);
    let responded = AtomicBool::new(false);
    let outcome = if !data.seen.first_time(press.id.get()) {
        Err(Duplicate(press.id.get()).into())
    } else {
        match data.service.button_command(&press.data.custom_id) {
            None => target
                .respond(
                    &data.api,
                    4,
                    Some(private_body(&inactive_button(target.locale))),
                    Vec::new(),
                )
                .await
                .map_err(Error::from),
            Some(command) => {
                let request = translate::request_from_component(press, command);
                let work = data.service.handle(request);
                deliver::answer_press(&data.api, &target, &responded, work)
                    .await
                    .map(drop)
            }
        }
    };
    if let Err(error) = outcome {
        let responded = responded.load(Ordering::Acquire);
        error::report(&data.api, &target, responded, &error).await;
    }
}
