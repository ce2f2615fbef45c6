//! The move picker on Discord: the Move button opens a private (ephemeral) message
//! with one string select per step (column when there are many stacks, stack,
//! landing, claim) and at the end a confirm button; each choice replaces that message
//! with the next step (UPDATE_MESSAGE). The confirm plays the turn through the same
//! service path as `/lyngk move`: the private picker then says so and offers "Next
//! game", and the turn's panel is posted in the channel. A stale picker (the position
//! changed, the game ended, 15 minutes passed) says why and shows a fresh one.
//!
//! Options carry a coloured piece (an application emoji when one is registered, else
//! Unicode, [`super::emojis`]) beside their text, which always names the colour and its
//! letter, so the picker reads without telling colours apart.

use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::{json, Value};
use serenity::all::{ComponentInteraction, ComponentInteractionDataKind};

use super::deliver::Target;
use super::emojis::piece_emoji;
use super::private::answer_privately;
use super::respond::{outgoing, private_body, Callback, EPHEMERAL_FLAG};
use super::{translate, Data, Error};
use lyngk_domain::picker::{ClaimPick, PickChoice, Step};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::api::{Command, PickerView, Reply};
use lyngk_service::picker::PickerRefusal;
use lyngk_service::Refusal;

/// The "Next game" button under a played turn's picker.
pub const NEXT_GAME: &str = "lyngk:next-game";

/// Whether a custom id is one of the picker's (a step's select or its confirm).
pub fn is_picker_id(custom_id: &str) -> bool {
    custom_id.starts_with("lp:")
}

/// The Move button: the first step, privately, for the player to move.
pub async fn open(
    data: &Data,
    press: &ComponentInteraction,
    target: &Target,
    responded: &AtomicBool,
    game: i64,
) -> Result<(), Error> {
    let request = translate::request_from_component(press, Command::PickOpen { game: Some(game) });
    let reply = data.service.handle(request).await?;
    match &reply.picker {
        Some(view) => {
            let body = picker_body(&reply, view, target.locale);
            let mut body = body;
            body["flags"] = json!(EPHEMERAL_FLAG);
            target
                .respond(&data.api, Callback::ChannelMessage, Some(body), Vec::new())
                .await?;
            responded.store(true, Ordering::Release);
            Ok(())
        }
        None => send_private(data, target, responded, &reply).await,
    }
}

/// A press on a picker's select or confirm button.
pub async fn on_press(
    data: &Data,
    press: &ComponentInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    let value = match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    let command = Command::PickPress {
        id: press.data.custom_id.clone(),
        value,
    };
    let request = translate::request_from_component(press, command);
    let reply = data.service.handle(request).await?;
    if let Some(view) = &reply.picker {
        // The next step, or a fresh picker after a stale one: in place of this one.
        let body = picker_body(&reply, view, target.locale);
        target
            .respond(&data.api, Callback::UpdateMessage, Some(body), Vec::new())
            .await?;
        responded.store(true, Ordering::Release);
        return Ok(());
    }
    if let Some(Refusal::Picker(_)) = &reply.refusal {
        // Out of date or already played: the picker says so in place, without its
        // select (the Move button opens a fresh one).
        let body = json!({
            "content": reply.text_in(Style::Discord),
            "components": [],
            "allowed_mentions": {"parse": []},
        });
        target
            .respond(&data.api, Callback::UpdateMessage, Some(body), Vec::new())
            .await?;
        responded.store(true, Ordering::Release);
        return Ok(());
    }
    if reply.refusal.is_some() || reply.ephemeral {
        return send_private(data, target, responded, &reply).await;
    }
    // The turn is played: the picker says so and offers the next game; the turn's
    // panel goes to the channel.
    let played = json!({
        "content": reply.text_in(Style::Discord).lines().next().unwrap_or("\u{200b}"),
        "components": [{"type": 1, "components": [next_game_button(target.locale)]}],
    });
    target
        .respond(&data.api, Callback::UpdateMessage, Some(played), Vec::new())
        .await?;
    responded.store(true, Ordering::Release);
    let message = outgoing(&reply);
    target
        .followup(&data.api, message.followup(), message.uploads())
        .await?;
    Ok(())
}

/// The "Next game" button: where the presser's most urgent game on this server is.
pub async fn next_game(
    data: &Data,
    press: &ComponentInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    let request = translate::request_from_component(press, Command::NextGame);
    answer_privately(data, target, responded, request).await
}

fn next_game_button(locale: Locale) -> Value {
    json!({
        "type": 2,
        "style": 1,
        "label": Msg::new("panel-next-game").format(locale, Style::Plain),
        "custom_id": NEXT_GAME,
    })
}

async fn send_private(
    data: &Data,
    target: &Target,
    responded: &AtomicBool,
    reply: &Reply,
) -> Result<(), Error> {
    let text = reply.text_in(Style::Discord);
    target
        .respond(
            &data.api,
            Callback::ChannelMessage,
            Some(private_body(&text)),
            Vec::new(),
        )
        .await?;
    responded.store(true, Ordering::Release);
    Ok(())
}

/// One step as a message: the reply's lines (a stale picker's reason first) and the
/// step's prompt, then its select or its confirm button.
fn picker_body(reply: &Reply, view: &PickerView, locale: Locale) -> Value {
    let mut text: Vec<String> = match &reply.refusal {
        Some(Refusal::Picker(PickerRefusal::Stale(_))) => vec![reply.text_in(Style::Discord)],
        _ => Vec::new(),
    };
    text.push(view.prompt.format(locale, Style::Discord));
    let control = match &view.confirm_label {
        Some(label) if view.is_confirm() => json!({
            "type": 2,
            "style": 3,
            "label": clip(&label.format(locale, Style::Plain), 80),
            "custom_id": view.id.encode(),
        }),
        _ => json!({
            "type": 3,
            "custom_id": view.id.encode(),
            "options": view.options.iter().map(|option| {
                let mut shown = json!({
                    "label": clip(&option.label.format(locale, Style::Plain), 100),
                    "value": option.value,
                });
                if let Some(emoji) = option_emoji(&view.step, option.choice) {
                    shown["emoji"] = emoji;
                }
                shown
            }).collect::<Vec<_>>(),
        }),
    };
    json!({
        "content": text.join("\n"),
        "components": [{"type": 1, "components": [control]}],
        "allowed_mentions": {"parse": []},
    })
}

/// The coloured piece beside a stack (its top) or a claim (its colour).
fn option_emoji(step: &Step, choice: PickChoice) -> Option<Value> {
    match (step, choice) {
        (Step::Stack(stacks), PickChoice::Stack(cell)) => stacks
            .iter()
            .find(|s| s.cell == cell)
            .map(|s| piece_emoji(s.top)),
        (Step::Claim { .. }, PickChoice::Claim(ClaimPick::Colour(colour))) => {
            Some(piece_emoji(colour))
        }
        _ => None,
    }
}

fn clip(text: &str, limit: usize) -> String {
    text.chars().take(limit).collect()
}
