//! Presses on a turn panel's buttons and the answer-in-advance modal, turned into the
//! same service requests as the typed commands (`/lyngk board`, `history`, `moves`,
//! `resign`, `premove`) and answered privately to the presser: the panel stays as it
//! is for both players. Each interaction is taken on once ([`super::once`]); the
//! service applies a request with an interaction id at most once.

use std::sync::atomic::AtomicBool;

use serde_json::json;
use serenity::all::{ActionRowComponent, ComponentInteraction, ModalInteraction};

use super::deliver::{self, report, Target};
use super::error::Duplicate;
use super::panel::{self, Action, Press};
use super::private::answer_privately;
use super::respond::Callback;
use super::translate::{actor_of, is_admin, place_of, server_locale, user_locale};
use super::{translate, Data, Error};
use lyngk_i18n::{Msg, Style};
use lyngk_service::api::{Command, Request};

/// The modal's one text input.
const LINE_INPUT: &str = "line";
/// The longest line a player may type (a premove line is a few turns).
const LINE_LIMIT: u64 = 400;

/// Answers a press on a panel button.
pub async fn on_press(
    data: &Data,
    press: &ComponentInteraction,
    target: &Target,
    responded: &AtomicBool,
    pressed: Press,
) -> Result<(), Error> {
    let command = match pressed.action {
        Action::Premove => return open_premove_modal(data, target, pressed.game).await,
        Action::Move => {
            return super::picker::open(data, press, target, responded, pressed.game).await
        }
        Action::Board => Command::Board,
        Action::History => Command::History,
        Action::Stack => Command::Moves {
            from: None,
            image: true,
        },
        Action::Resign => Command::Resign { confirmed: false },
    };
    let request = translate::request_from_component(press, command);
    answer_privately(data, target, responded, request).await
}

/// The modal in which the waiting player types their answers in advance (the same
/// line as `/lyngk premove turns:`). A row with one text input: serenity 0.12 reads a
/// submitted modal's action rows only.
async fn open_premove_modal(data: &Data, target: &Target, game: i64) -> Result<(), Error> {
    let text = |id: &str| Msg::new(id).format(target.locale, Style::Plain);
    let modal = json!({
        "custom_id": panel::premove_modal_id(game),
        "title": text("panel-premove-title"),
        "components": [{"type": 1, "components": [{
            "type": 4,
            "custom_id": LINE_INPUT,
            "style": 1,
            "label": text("panel-premove-label"),
            "placeholder": text("panel-premove-placeholder"),
            "required": true,
            "max_length": LINE_LIMIT,
        }]}],
    });
    target
        .respond(&data.api, Callback::Modal, Some(modal), Vec::new())
        .await?;
    Ok(())
}

/// A submitted modal: the answer-in-advance line becomes a premove request.
pub async fn on_modal(data: &Data, submitted: &ModalInteraction) {
    let id = submitted.id.get();
    if !data.seen.first_time(id) {
        lyngk_metrics::global().interaction(lyngk_metrics::InteractionOutcome::Duplicate);
        return tracing::info!("{}", Duplicate(id));
    }
    let target = Target::new(id, &submitted.token, submitted.application_id.get())
        .speaking(&submitted.locale, submitted.guild_locale.as_deref())
        .in_channel(submitted.channel_id.get());
    let responded = AtomicBool::new(false);
    let outcome = match panel::parse_premove_modal(&submitted.data.custom_id) {
        Ok(_game) => {
            let command = Command::PremoveEntry {
                line: typed_line(submitted),
            };
            answer_privately(data, &target, &responded, request_of(submitted, command)).await
        }
        Err(error) => {
            tracing::info!("a modal the bot does not know: {error}");
            let text = Msg::new("discord-inactive-button").format(target.locale, Style::Discord);
            let body = super::respond::private_body(&text);
            target
                .respond(&data.api, Callback::ChannelMessage, Some(body), Vec::new())
                .await
                .map_err(Error::from)
        }
    };
    let failed = outcome
        .as_ref()
        .is_err_and(|error| !super::error::is_users_mistake(error));
    if let Err(error) = outcome {
        let responded = responded.load(std::sync::atomic::Ordering::Acquire);
        report(&data.api, &target, responded, &error).await;
    }
    deliver::finish(&data.service, &target, failed).await;
}

/// The text of the modal's line input.
fn typed_line(submitted: &ModalInteraction) -> String {
    submitted
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|component| match component {
            ActionRowComponent::InputText(input) if input.custom_id == LINE_INPUT => {
                input.value.clone()
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The request a submitted modal stands for.
fn request_of(submitted: &ModalInteraction, command: Command) -> Request {
    Request {
        place: place_of(submitted.guild_id, submitted.channel_id),
        actor: actor_of(&submitted.user, submitted.member.as_ref()),
        command,
        interaction: Some(submitted.id.get()),
        actor_is_admin: is_admin(submitted.member.as_ref()),
        locale: user_locale(&submitted.locale),
        server_locale: server_locale(submitted.guild_locale.as_deref()),
    }
}
