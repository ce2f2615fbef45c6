//! Button presses: the service says what a custom id means and answers it like a typed
//! command.

use std::sync::atomic::{AtomicBool, Ordering};

use lyngk_metrics::InteractionOutcome;
use serenity::all::ComponentInteraction;

use super::deliver::{self, report, Target};
use super::error::{is_users_mistake, Duplicate};
use super::event_threads;
use super::panel::{self, PanelIdError};
use super::respond::{private_body, Callback};
use super::{panel_press, picker};
use super::{translate, Data, Error};
use lyngk_i18n::{Locale, Msg, Style};

/// The answer to a button the service no longer knows (an old bot version's).
pub fn inactive_button(locale: Locale) -> String {
    Msg::new("discord-inactive-button").format(locale, Style::Discord)
}

/// Answers one press; errors are reported to the presser, never propagated.
pub async fn on_button(data: &Data, press: &ComponentInteraction) {
    let target = Target::of_component(press);
    let responded = AtomicBool::new(false);
    if !data.seen.first_time(press.id.get()) {
        lyngk_metrics::global().interaction(InteractionOutcome::Duplicate);
        return tracing::info!("{}", Duplicate(press.id.get()));
    }
    let custom_id = press.data.custom_id.as_str();
    let panel_press = panel::parse(custom_id);
    let outcome = if let Ok(pressed) = panel_press {
        panel_press::on_press(data, press, &target, &responded, pressed).await
    } else if picker::is_picker_id(custom_id) {
        picker::on_press(data, press, &target, &responded).await
    } else if custom_id == picker::NEXT_GAME {
        picker::next_game(data, press, &target, &responded).await
    } else {
        if let Err(
            PanelIdError::UnknownAction(_) | PanelIdError::BadGame(_) | PanelIdError::TooLong(_),
        ) = &panel_press
        {
            tracing::info!("a panel button the bot does not know: {custom_id}");
        }
        match data.service.button_command(custom_id) {
            None => target
                .respond(
                    &data.api,
                    Callback::ChannelMessage,
                    Some(private_body(&inactive_button(target.locale))),
                    Vec::new(),
                )
                .await
                .map_err(Error::from),
            Some(command) => {
                let request = translate::request_from_component(press, command);
                let work = data.service.handle(request);
                let reply = deliver::answer_press(&data.api, &target, &responded, work).await;
                if reply.as_ref().is_ok_and(|reply| !reply.threads.is_empty()) {
                    // An accepted ladder challenge: its game gets its thread now, not
                    // at the background job's next round.
                    event_threads::open_waiting(&data.api, &data.service).await;
                }
                reply.map(drop)
            }
        }
    };
    let failed = outcome
        .as_ref()
        .is_err_and(|error| !is_users_mistake(error));
    if let Err(error) = outcome {
        let responded = responded.load(Ordering::Acquire);
        report(&data.api, &target, responded, &error).await;
    }
    deliver::finish(&data.service, &target, failed).await;
}
