//! Component and modal interactions as Discord makes them: a press on a button, a
//! choice in a string select, a submitted modal. Each is built from what the bot
//! really sent (the stored message, the modal it opened), and only what a Discord
//! client lets a user do is allowed: a test that presses a button no message has, or
//! chooses a value a select does not offer, fails at once.

use serde_json::{json, Value};

use super::{Call, World};
use crate::components::{self, kind};
use crate::limits::{self, Invalid, Target};

/// What a user did, ready to be wrapped as an INTERACTION_CREATE payload.
#[derive(Clone, Debug)]
pub struct Acted {
    /// 3 (message component) or 5 (modal submit).
    pub kind: u64,
    pub channel: u64,
    pub data: Value,
    /// The message the component sits on, as Discord shows it.
    pub message: Option<Value>,
}

/// The names of the files a message body lists in `attachments`.
pub(super) fn file_names(body: &Value) -> Vec<String> {
    body.get("attachments")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|a| a["filename"].as_str().map(str::to_owned))
        .collect()
}

impl World {
    /// The message an UPDATE_MESSAGE answer to this interaction would edit.
    pub(super) fn target_of(&self, state: &super::InteractionState) -> Target {
        match state.component_message.and_then(|m| self.messages.get(&m)) {
            Some(message) => Target {
                exists: true,
                v2: message.v2,
                files: message.files.clone(),
            },
            None => Target::default(),
        }
    }

    /// An edit of the stored message `id`, checked against what it already is.
    pub(super) fn check_edit(&self, id: u64, call: &Call) -> Result<(), Invalid> {
        let (v2, files) = self
            .messages
            .get(&id)
            .map_or((false, Vec::new()), |m| (m.v2, m.files.clone()));
        limits::message_edit(call.payload, call.file_sizes, v2, &files)
    }

    /// A press on the button `custom_id` of message `id`.
    pub fn press(&self, id: u64, custom_id: &str) -> Result<Acted, String> {
        let (message, component) = self.component_of(id, custom_id)?;
        if component["type"].as_u64() != Some(kind::BUTTON) {
            return Err(format!("{custom_id} is not a button"));
        }
        if component["disabled"] == true {
            return Err(format!("the button {custom_id} is disabled"));
        }
        Ok(Acted {
            kind: 3,
            channel: message.channel,
            data: json!({"custom_id": custom_id, "component_type": kind::BUTTON}),
            message: Some(self.message_json(id)),
        })
    }

    /// A choice of `values` in the string select `custom_id` of message `id`.
    pub fn choose(&self, id: u64, custom_id: &str, values: &[&str]) -> Result<Acted, String> {
        let (message, select) = self.component_of(id, custom_id)?;
        if select["type"].as_u64() != Some(kind::STRING_SELECT) {
            return Err(format!("{custom_id} is not a string select"));
        }
        let offered: Vec<&str> = select["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str())
            .collect();
        if let Some(unknown) = values.iter().find(|v| !offered.contains(v)) {
            return Err(format!(
                "{custom_id} offers no {unknown} (only {offered:?})"
            ));
        }
        let min = select["min_values"].as_u64().unwrap_or(1) as usize;
        let max = select["max_values"].as_u64().unwrap_or(1) as usize;
        if !(min..=max).contains(&values.len()) {
            return Err(format!("{custom_id} takes {min} to {max} values"));
        }
        Ok(Acted {
            kind: 3,
            channel: message.channel,
            data: json!({
                "custom_id": custom_id,
                "component_type": kind::STRING_SELECT,
                "values": values,
            }),
            message: Some(self.message_json(id)),
        })
    }

    /// The modal that the interaction `token` opened, submitted with `values` (input
    /// custom id, text); inputs not named are left as prefilled.
    pub fn submit(&self, token: &str, values: &[(&str, &str)]) -> Result<Acted, String> {
        let state = self.interactions.get(token).ok_or("no such interaction")?;
        let modal = state
            .modal
            .as_ref()
            .ok_or("this interaction opened no modal")?;
        let mut answered = Vec::new();
        let mut used = 0;
        for component in modal["components"].as_array().into_iter().flatten() {
            let (input, labelled) = match component["type"].as_u64() {
                Some(kind::ACTION_ROW) => (&component["components"][0], false),
                Some(kind::LABEL) => (&component["component"], true),
                _ => continue,
            };
            let id = input["custom_id"].as_str().unwrap_or_default();
            let given = values.iter().find(|(name, _)| *name == id).map(|(_, v)| *v);
            used += usize::from(given.is_some());
            let value = given.or(input["value"].as_str()).unwrap_or_default();
            check_input(input, value)?;
            let inner = json!({"type": kind::TEXT_INPUT, "custom_id": id, "value": value});
            answered.push(match labelled {
                true => json!({"type": kind::LABEL, "component": inner}),
                false => json!({"type": kind::ACTION_ROW, "components": [inner]}),
            });
        }
        if used != values.len() {
            return Err("a value for an input the modal does not have".to_owned());
        }
        let message = state
            .component_message
            .filter(|m| self.messages.contains_key(m));
        Ok(Acted {
            kind: 5,
            channel: state.channel,
            data: json!({"custom_id": modal["custom_id"], "components": answered}),
            message: message.map(|m| self.message_json(m)),
        })
    }

    /// The stored message `id` and its component `custom_id`.
    fn component_of(&self, id: u64, custom_id: &str) -> Result<(&super::Message, Value), String> {
        let message = self.messages.get(&id).ok_or("no such message")?;
        let found = components::all(&message.body["components"])
            .into_iter()
            .find(|c| c["custom_id"].as_str() == Some(custom_id))
            .cloned()
            .ok_or_else(|| format!("message {id} has no component {custom_id}"))?;
        Ok((message, found))
    }
}

/// What a Discord client lets a user submit: required inputs filled, lengths kept.
fn check_input(input: &Value, value: &str) -> Result<(), String> {
    let length = value.chars().count() as u64;
    let required = input["required"].as_bool().unwrap_or(true);
    let min = input["min_length"].as_u64().unwrap_or(0);
    let max = input["max_length"].as_u64().unwrap_or(4000);
    if required && length == 0 {
        return Err("a required input is empty".to_owned());
    }
    if length > 0 && !(min..=max).contains(&length) {
        return Err(format!("an input takes {min} to {max} characters"));
    }
    Ok(())
}
