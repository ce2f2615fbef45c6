//! The request bodies the bot sends, checked field by field against Discord's limits.
//!
//! A hand-written table derived from Discord's OpenAPI document (discord/discord-api-spec,
//! `specs/openapi.json`) and its documentation, for exactly the routes and fields the bot
//! uses: the allowed fields of each body, their types and their limits. Anything else is
//! refused with 400 / 50035 Invalid Form Body, as Discord refuses it.

use lyngk_discord_limits as max;
use serde_json::Value;

use crate::invalid::{array, present, text};
pub use crate::invalid::{Checked, Invalid};

/// Largest upload per file (the interaction payloads' `attachment_size_limit`, 10 MiB).
pub const MAX_FILE_BYTES: usize = max::FILE_BYTES;
/// At most 10 files per message.
pub const MAX_FILES: usize = max::FILES;

/// Fields a message body may carry, per route family (the spec's request schemas).
const MESSAGE_CREATE: &[&str] = &[
    "content",
    "nonce",
    "tts",
    "embeds",
    "allowed_mentions",
    "message_reference",
    "components",
    "sticker_ids",
    "attachments",
    "flags",
    "enforce_nonce",
    "poll",
];
const WEBHOOK_EXECUTE: &[&str] = &[
    "content",
    "tts",
    "embeds",
    "allowed_mentions",
    "components",
    "attachments",
    "flags",
    "poll",
];
const MESSAGE_EDIT: &[&str] = &[
    "content",
    "embeds",
    "flags",
    "allowed_mentions",
    "components",
    "attachments",
];
const CALLBACK_MESSAGE: &[&str] = &[
    "content",
    "tts",
    "embeds",
    "allowed_mentions",
    "flags",
    "components",
    "attachments",
    "poll",
];
/// Message flags an app may set: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS,
/// IS_COMPONENTS_V2.
const SETTABLE_FLAGS: u64 = 4 | 64 | 4096 | crate::components::IS_COMPONENTS_V2;

pub fn flags(body: &Value) -> u64 {
    body.get("flags").and_then(Value::as_u64).unwrap_or(0)
}

/// An interaction callback (`POST /interactions/{id}/{token}/callback`) for an
/// interaction of type `interaction` (2 command, 3 component, 4 autocomplete, 5 modal
/// submit).
pub fn callback(interaction: u64, body: &Value, files: &[usize]) -> Checked {
    callback_on(interaction, body, files, &Target::default())
}

/// The message a callback of type 7 (UPDATE_MESSAGE) edits: whether it is a V2 message,
/// the names of its files, and whether there is one (a modal submitted from a command
/// has none).
#[derive(Clone, Debug, Default)]
pub struct Target {
    pub exists: bool,
    pub v2: bool,
    pub files: Vec<String>,
}

/// [`callback`], knowing the message a component interaction sits on.
pub fn callback_on(interaction: u64, body: &Value, files: &[usize], target: &Target) -> Checked {
    fields(body, &["type", "data"], "")?;
    let kind = body["type"]
        .as_u64()
        .ok_or_else(|| Invalid::new("type", "an integer callback type is required"))?;
    let allowed: &[u64] = match interaction {
        2 => &[4, 5, 9],
        3 => &[4, 5, 6, 7, 9],
        4 => &[8],
        // A modal cannot answer a modal; 6 and 7 need the message it came from.
        5 if target.exists => &[4, 5, 6, 7],
        5 => &[4, 5],
        _ => &[],
    };
    if !allowed.contains(&kind) {
        return Err(Invalid::new(
            "type",
            "this callback type is not valid for this interaction",
        ));
    }
    let data = &body["data"];
    match kind {
        4 => {
            object(data, "data")?;
            fields(data, CALLBACK_MESSAGE, "data.")?;
            message_fields(data, files, true, "data.", &Was::NEW)
        }
        7 => {
            object(data, "data")?;
            fields(data, CALLBACK_MESSAGE, "data.")?;
            let was = Was {
                v2: target.v2,
                files: &target.files,
            };
            message_fields(data, files, false, "data.", &was)
        }
        9 => {
            object(data, "data")?;
            crate::components::modal(data)
        }
        5 | 6 => {
            if !data.is_null() {
                object(data, "data")?;
                fields(data, &["flags"], "data.")?;
                settable_flags(data, "data.")?;
            }
            Ok(())
        }
        8 => autocomplete(data),
        _ => Ok(()),
    }
}

fn autocomplete(data: &Value) -> Checked {
    object(data, "data")?;
    fields(data, &["choices"], "data.")?;
    let choices = array(&data["choices"], "data.choices")?;
    if choices.len() > max::CHOICES {
        return Err(Invalid::new("data.choices", "at most 25 choices"));
    }
    for (i, choice) in choices.iter().enumerate() {
        let at = format!("data.choices.{i}");
        fields(choice, &["name", "name_localizations", "value"], &at)?;
        text(&choice["name"], &format!("{at}.name"), 1, max::CHOICE_NAME)?;
        match &choice["value"] {
            Value::String(_) => {
                text(
                    &choice["value"],
                    &format!("{at}.value"),
                    0,
                    max::CHOICE_VALUE,
                )?;
            }
            Value::Number(_) => {}
            _ => return Err(Invalid::new(&at, "a choice needs a string or number value")),
        }
    }
    Ok(())
}

/// A message body: `creating` for a new message (which needs something to show).
pub fn message(body: &Value, files: &[usize], creating: bool) -> Checked {
    object(body, "")?;
    let allowed = if creating {
        MESSAGE_CREATE
    } else {
        MESSAGE_EDIT
    };
    fields(body, allowed, "")?;
    message_fields(body, files, creating, "", &Was::NEW)
}

/// An edit of a message that exists: a V2 message stays one (its flag cannot be
/// removed, and `content` or `embeds` cannot be added); its files may be shown.
pub fn message_edit(body: &Value, files: &[usize], was_v2: bool, kept: &[String]) -> Checked {
    object(body, "")?;
    fields(body, MESSAGE_EDIT, "")?;
    let was = Was {
        v2: was_v2,
        files: kept,
    };
    message_fields(body, files, false, "", &was)
}

/// What an edited message was before the edit.
struct Was<'a> {
    v2: bool,
    files: &'a [String],
}

impl Was<'_> {
    const NEW: Was<'static> = Was {
        v2: false,
        files: &[],
    };
}

/// The names of the uploaded files, by the body's `attachments` list (`files[n]`).
pub fn uploaded_names(body: &Value, files: &[usize]) -> Vec<String> {
    let listed = body.get("attachments").and_then(Value::as_array);
    listed
        .into_iter()
        .flatten()
        .filter(|a| {
            let id = a["id"]
                .as_u64()
                .or_else(|| a["id"].as_str().and_then(|s| s.parse().ok()));
            id.is_some_and(|id| (id as usize) < files.len())
        })
        .filter_map(|a| a["filename"].as_str().map(str::to_owned))
        .collect()
}

/// A followup (`POST /webhooks/{app}/{token}`): webhook fields only.
pub fn followup(body: &Value, files: &[usize]) -> Checked {
    object(body, "")?;
    fields(body, WEBHOOK_EXECUTE, "")?;
    message_fields(body, files, true, "", &Was::NEW)
}

fn message_fields(body: &Value, files: &[usize], creating: bool, at: &str, was: &Was) -> Checked {
    settable_flags(body, at)?;
    let v2_flag = crate::components::IS_COMPONENTS_V2;
    if was.v2 && present(body, "flags").is_some() && flags(body) & v2_flag == 0 {
        return Err(Invalid::new(
            &format!("{at}flags"),
            "IS_COMPONENTS_V2 cannot be removed from a message",
        ));
    }
    let v2 = was.v2 || flags(body) & v2_flag != 0;
    if let Some(content) = present(body, "content").filter(|_| !v2) {
        text(content, &format!("{at}content"), 0, max::MESSAGE_CONTENT)?;
    }
    if let Some(nonce) = present(body, "nonce").filter(|n| !n.is_i64() && !n.is_u64()) {
        // An integer, or a string of at most 25 characters.
        text(nonce, &format!("{at}nonce"), 0, max::NONCE)?;
    }
    if let Some(embeds) = present(body, "embeds") {
        self::embeds(embeds, &format!("{at}embeds"))?;
    }
    let uploaded = uploaded_names(body, files);
    crate::components::message(body, &uploaded, was.files, v2, creating, at)?;
    if let Some(mentions) = present(body, "allowed_mentions") {
        allowed_mentions(mentions, &format!("{at}allowed_mentions"))?;
    }
    attachments(body, files, at)?;
    let shows_something = ["content", "embeds", "components", "sticker_ids", "poll"]
        .iter()
        .any(|f| present(body, f).is_some_and(|v| !is_empty(v)))
        || !files.is_empty();
    if creating && !shows_something {
        return Err(Invalid::new(at, "a message cannot be empty"));
    }
    Ok(())
}

fn settable_flags(body: &Value, at: &str) -> Checked {
    match present(body, "flags") {
        None => Ok(()),
        Some(Value::Number(n)) if n.as_u64().is_some_and(|f| f & !SETTABLE_FLAGS == 0) => Ok(()),
        Some(_) => Err(Invalid::new(
            &format!("{at}flags"),
            "flags an app may not set",
        )),
    }
}

fn embeds(embeds: &Value, at: &str) -> Checked {
    let embeds = array(embeds, at)?;
    if embeds.len() > max::EMBEDS {
        return Err(Invalid::new(at, "at most 10 embeds"));
    }
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        let here = format!("{at}.{i}");
        object(embed, &here)?;
        for (field, limit) in [
            ("title", max::EMBED_TITLE),
            ("description", max::EMBED_DESCRIPTION),
        ] {
            if let Some(value) = present(embed, field) {
                total += text(value, &format!("{here}.{field}"), 0, limit)?;
            }
        }
        if let Some(url) = embed["image"].get("url") {
            text(url, &format!("{here}.image.url"), 1, 2048)?;
        }
        if let Some(footer) = embed["footer"].get("text") {
            total += text(footer, &format!("{here}.footer.text"), 0, max::EMBED_FOOTER)?;
        }
        if let Some(fields) = present(embed, "fields") {
            let fields = array(fields, &format!("{here}.fields"))?;
            if fields.len() > max::EMBED_FIELDS {
                return Err(Invalid::new(&here, "at most 25 fields"));
            }
            for field in fields {
                total += text(
                    &field["name"],
                    &format!("{here}.fields.name"),
                    1,
                    max::EMBED_TITLE,
                )?;
                total += text(
                    &field["value"],
                    &format!("{here}.fields.value"),
                    1,
                    max::EMBED_FIELD_VALUE,
                )?;
            }
        }
    }
    if total > max::EMBED_TOTAL {
        return Err(Invalid::new(
            at,
            "embeds hold at most 6000 characters in all",
        ));
    }
    Ok(())
}

fn allowed_mentions(mentions: &Value, at: &str) -> Checked {
    object(mentions, at)?;
    fields(
        mentions,
        &["parse", "roles", "users", "replied_user"],
        &format!("{at}."),
    )?;
    let parse = match present(mentions, "parse") {
        Some(parse) => array(parse, &format!("{at}.parse"))?.clone(),
        None => Vec::new(),
    };
    for kind in &parse {
        if !matches!(kind.as_str(), Some("roles" | "users" | "everyone")) {
            return Err(Invalid::new(at, "parse takes roles, users, everyone"));
        }
    }
    for list in ["users", "roles"] {
        if let Some(ids) = present(mentions, list) {
            let ids = array(ids, &format!("{at}.{list}"))?;
            if ids.len() > max::ALLOWED_MENTION_IDS || !ids.iter().all(is_snowflake) {
                return Err(Invalid::new(
                    &format!("{at}.{list}"),
                    "up to 100 snowflakes",
                ));
            }
            if !ids.is_empty() && parse.iter().any(|p| p == list) {
                return Err(Invalid::new(
                    at,
                    "a list and its parse entry exclude each other",
                ));
            }
        }
    }
    Ok(())
}

/// `attachments` entries must name the uploaded `files[n]` parts, within size limits.
fn attachments(body: &Value, files: &[usize], at: &str) -> Checked {
    if files.len() > MAX_FILES {
        return Err(Invalid::new(at, "at most 10 files"));
    }
    if files.iter().any(|&size| size > MAX_FILE_BYTES) {
        return Err(Invalid::new(at, "a file is larger than the upload limit"));
    }
    let listed = match present(body, "attachments") {
        Some(list) => array(list, &format!("{at}attachments"))?.clone(),
        None => Vec::new(),
    };
    for (i, attachment) in listed.iter().enumerate() {
        let here = format!("{at}attachments.{i}");
        fields(
            attachment,
            &["id", "filename", "description", "title"],
            &here,
        )?;
        if let Some(alt) = present(attachment, "description") {
            text(alt, &format!("{here}.description"), 0, max::ALT_TEXT)?;
        }
        let id = attachment["id"]
            .as_u64()
            .or_else(|| attachment["id"].as_str().and_then(|s| s.parse().ok()));
        match id {
            Some(id) if (id as usize) < files.len() => {
                text(
                    &attachment["filename"],
                    &format!("{here}.filename"),
                    1,
                    1024,
                )?;
            }
            // An existing attachment kept on an edit carries its snowflake.
            Some(id) if id > 1 << 32 => {}
            _ => return Err(Invalid::new(&here, "no uploaded file matches this id")),
        }
    }
    Ok(())
}

/// `POST /channels/{id}/threads`: with or without a first message (forum/media).
pub fn thread(body: &Value, files: &[usize]) -> Checked {
    object(body, "")?;
    fields(
        body,
        &[
            "name",
            "auto_archive_duration",
            "rate_limit_per_user",
            "type",
            "invitable",
            "message",
            "applied_tags",
        ],
        "",
    )?;
    text(&body["name"], "name", 1, max::THREAD_NAME)?;
    if let Some(minutes) = present(body, "auto_archive_duration") {
        archive_duration(minutes)?;
    }
    if let Some(kind) = present(body, "type") {
        if !matches!(kind.as_u64(), Some(10..=12)) {
            return Err(Invalid::new("type", "a thread type (10, 11 or 12)"));
        }
    }
    if let Some(message) = present(body, "message") {
        object(message, "message")?;
        fields(message, MESSAGE_CREATE, "message.")?;
        message_fields(message, files, true, "message.", &Was::NEW)?;
    }
    Ok(())
}

/// `PATCH /channels/{id}` on a thread: the fields the bot changes.
pub fn channel_edit(body: &Value) -> Checked {
    object(body, "")?;
    fields(
        body,
        &["name", "archived", "auto_archive_duration", "locked"],
        "",
    )?;
    if let Some(archived) = present(body, "archived") {
        if !archived.is_boolean() {
            return Err(Invalid::new("archived", "a boolean"));
        }
    }
    if let Some(minutes) = present(body, "auto_archive_duration") {
        archive_duration(minutes)?;
    }
    Ok(())
}

fn archive_duration(minutes: &Value) -> Checked {
    match minutes.as_u64() {
        Some(60 | 1440 | 4320 | 10_080) => Ok(()),
        _ => Err(Invalid::new(
            "auto_archive_duration",
            "one of 60, 1440, 4320, 10080",
        )),
    }
}

/// `PUT /applications/{id}/commands` (and the guild variant): the command list.
pub fn commands(body: &Value) -> Checked {
    let commands = array(body, "")?;
    if commands.len() > max::COMMANDS {
        return Err(Invalid::new("", "at most 100 commands"));
    }
    for (i, command) in commands.iter().enumerate() {
        let at = format!("{i}");
        command_name(&command["name"], &format!("{at}.name"))?;
        text(
            &command["description"],
            &format!("{at}.description"),
            1,
            max::COMMAND_DESCRIPTION,
        )?;
        localizations(command, &at)?;
        options(&command["options"], &format!("{at}.options"))?;
        if let Some(permissions) = present(command, "default_member_permissions") {
            // The OpenAPI request schema says integer, the prose docs a string of digits.
            let bits = permissions
                .as_u64()
                .or_else(|| permissions.as_str().and_then(|p| p.parse::<u64>().ok()));
            if bits.is_none() {
                return Err(Invalid::new(
                    &at,
                    "default_member_permissions is a permission bit set",
                ));
            }
        }
        if command_characters(command) > max::COMMAND_TOTAL {
            return Err(Invalid::new(&at, "a command holds at most 8000 characters"));
        }
    }
    Ok(())
}

/// What Discord counts against a command's 8000 characters: every name, description
/// and choice value; of a localized field, only its longest text (the default or a
/// localization).
pub fn command_characters(value: &Value) -> usize {
    match value {
        Value::Object(map) => map
            .iter()
            .map(|(key, field)| match (key.as_str(), field) {
                ("name" | "description", Value::String(_)) => longest_text(map, key),
                ("value", Value::String(s)) => s.chars().count(),
                ("name_localizations" | "description_localizations", _) => 0,
                (_, nested) => command_characters(nested),
            })
            .sum(),
        Value::Array(items) => items.iter().map(command_characters).sum(),
        _ => 0,
    }
}

/// The longest of `field` and its `<field>_localizations`, in characters.
fn longest_text(map: &serde_json::Map<String, Value>, field: &str) -> usize {
    let default = map.get(field).and_then(Value::as_str).into_iter();
    let localized = map
        .get(&format!("{field}_localizations"))
        .and_then(Value::as_object)
        .into_iter()
        .flat_map(|l| l.values().filter_map(Value::as_str));
    default
        .chain(localized)
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
}

/// A command's or option's localizations: each name a valid name, each description
/// 1 to 100 characters.
fn localizations(node: &Value, at: &str) -> Checked {
    for (code, name) in localized(node, "name_localizations", at)? {
        command_name(name, &format!("{at}.name_localizations.{code}"))?;
    }
    for (code, description) in localized(node, "description_localizations", at)? {
        let here = format!("{at}.description_localizations.{code}");
        text(description, &here, 1, max::COMMAND_DESCRIPTION)?;
    }
    Ok(())
}

/// A choice's localized names: free text of 1 to 100 characters, like its name.
fn choice_localizations(choice: &Value, at: &str) -> Checked {
    for (code, name) in localized(choice, "name_localizations", at)? {
        text(
            name,
            &format!("{at}.name_localizations.{code}"),
            1,
            max::CHOICE_NAME,
        )?;
    }
    Ok(())
}

/// The entries of a localization map (none if absent).
fn localized<'a>(
    node: &'a Value,
    field: &str,
    at: &str,
) -> Result<Vec<(&'a String, &'a Value)>, Invalid> {
    match present(node, field) {
        None => Ok(Vec::new()),
        Some(Value::Object(map)) => Ok(map.iter().collect()),
        Some(_) => Err(Invalid::new(
            &format!("{at}.{field}"),
            "a map of locale codes to texts",
        )),
    }
}

fn options(list: &Value, at: &str) -> Checked {
    if list.is_null() {
        return Ok(());
    }
    let list = array(list, at)?;
    if list.len() > max::OPTIONS {
        return Err(Invalid::new(at, "at most 25 options"));
    }
    for (i, option) in list.iter().enumerate() {
        let here = format!("{at}.{i}");
        command_name(&option["name"], &format!("{here}.name"))?;
        text(
            &option["description"],
            &format!("{here}.description"),
            1,
            max::COMMAND_DESCRIPTION,
        )?;
        localizations(option, &here)?;
        if !matches!(option["type"].as_u64(), Some(1..=11)) {
            return Err(Invalid::new(&here, "an option type from 1 to 11"));
        }
        if let Some(choices) = present(option, "choices") {
            let choices = array(choices, &format!("{here}.choices"))?;
            if choices.len() > max::CHOICES {
                return Err(Invalid::new(&here, "at most 25 choices"));
            }
            for (j, choice) in choices.iter().enumerate() {
                choice_localizations(choice, &format!("{here}.choices.{j}"))?;
            }
        }
        options(&option["options"], &format!("{here}.options"))?;
    }
    Ok(())
}

fn command_name(name: &Value, at: &str) -> Checked {
    text(name, at, 1, max::COMMAND_NAME)?;
    let name = name.as_str().unwrap_or_default();
    let fits = name
        .chars()
        .all(|c| c == '-' || c == '_' || c.is_alphanumeric() && !c.is_uppercase());
    if !fits {
        return Err(Invalid::new(at, "lower-case letters, digits, - and _"));
    }
    Ok(())
}

fn is_empty(value: &Value) -> bool {
    match value {
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => false,
    }
}

fn is_snowflake(value: &Value) -> bool {
    value
        .as_str()
        .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
}

fn object(value: &Value, at: &str) -> Checked {
    if value.is_object() {
        Ok(())
    } else {
        Err(Invalid::new(at, "an object is required"))
    }
}

/// Only the named fields may appear.
fn fields(body: &Value, allowed: &[&str], at: &str) -> Checked {
    let Some(map) = body.as_object() else {
        return Ok(());
    };
    match map.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(unknown) => Err(Invalid::new(
            &format!("{at}{unknown}"),
            "not a field of this request",
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn message_limits_are_enforced() {
        let long = "x".repeat(2001);
        assert!(message(&json!({"content": "hi"}), &[], true).is_ok());
        assert_eq!(
            message(&json!({"content": long}), &[], true)
                .unwrap_err()
                .field,
            "content"
        );
        assert!(
            message(&json!({"content": ""}), &[], true).is_err(),
            "empty"
        );
        let six_rows: Vec<Value> = (0..6)
            .map(|i| json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": format!("b{i}")}]}))
            .collect();
        assert!(message(&json!({"content": "a", "components": six_rows}), &[], true).is_err());
        let long_id = "i".repeat(101);
        let row =
            json!([{"type": 1, "components": [{"type": 2, "style": 1, "custom_id": long_id}]}]);
        assert!(message(&json!({"content": "a", "components": row}), &[], true).is_err());
        assert!(message(&json!({"content": "a", "bogus": 1}), &[], true).is_err());
        let attached = json!({"content": "a", "attachments": [{"id": 0, "filename": "board.png"}]});
        assert!(message(&attached, &[10], true).is_ok());
        assert!(message(&attached, &[], true).is_err(), "no such file");
        assert!(message(&attached, &[MAX_FILE_BYTES + 1], true).is_err());
    }

    #[test]
    fn callbacks_fit_their_interaction() {
        let choices: Vec<Value> = (0..26)
            .map(|i| json!({"name": format!("c{i}"), "value": "v"}))
            .collect();
        let too_many = json!({"type": 8, "data": {"choices": choices}});
        assert!(callback(4, &too_many, &[]).is_err());
        assert!(callback(2, &json!({"type": 7, "data": {}}), &[]).is_err());
        assert!(callback(3, &json!({"type": 7, "data": {"components": []}}), &[]).is_ok());
        assert!(callback(2, &json!({"type": 5, "data": {"flags": 64}}), &[]).is_ok());
        assert!(callback(2, &json!({"type": 5, "data": {"flags": 2}}), &[]).is_err());
    }

    #[test]
    fn threads_and_commands_are_checked() {
        assert!(thread(
            &json!({"name": "n", "type": 11, "auto_archive_duration": 10080}),
            &[]
        )
        .is_ok());
        assert!(thread(&json!({"name": "n".repeat(101), "type": 11}), &[]).is_err());
        assert!(thread(&json!({"name": "n", "auto_archive_duration": 20160}), &[]).is_err());
        let command = json!([{"name": "lyngk", "description": "d", "options": []}]);
        assert!(commands(&command).is_ok());
        assert!(commands(&json!([{"name": "Lyngk", "description": "d"}])).is_err());
        let named = |name: &str| json!([{"name": "lyngk", "description": "d", "name_localizations": {"de": name}}]);
        assert!(commands(&named("zug")).is_ok());
        assert!(commands(&named("Zug")).is_err(), "lower case");
        assert!(commands(&named("ein zug")).is_err(), "no spaces");
    }

    /// Of a localized field Discord counts only the longest text.
    #[test]
    fn the_budget_counts_each_fields_longest_localization() {
        let command = json!({
            "name": "lyngk",
            "name_localizations": {"de": "lyngk", "fr": "lyngkfr"},
            "description": "d".repeat(10),
            "description_localizations": {"de": "d".repeat(90), "fr": "d".repeat(50)},
            "options": [{"name": "a", "description": "b", "choices": [
                {"name": "x", "name_localizations": {"de": "xyz"}, "value": "v"}
            ]}]
        });
        assert_eq!(command_characters(&command), 7 + 90 + 1 + 1 + 3 + 1);
        let big = json!([{
            "name": "lyngk",
            "description": "d",
            "description_localizations": {"de": "d".repeat(100)},
            "options": (0..25).map(|i| json!({
                "name": format!("o{i}"), "description": "d", "type": 1,
                "description_localizations": {"de": "d".repeat(100), "fr": "d".repeat(100)},
                "options": (0..3).map(|j| json!({"name": format!("p{j}"), "description": "d".repeat(100), "type": 3})).collect::<Vec<_>>()
            })).collect::<Vec<_>>()
        }]);
        // 25 × (2 + 100 + 3 × 102) = 10,200: over, though no text is over its limit.
        let refused = commands(&big).unwrap_err();
        assert_eq!(refused.reason, "a command holds at most 8000 characters");
    }
}
