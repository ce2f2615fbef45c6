//! Message components and modals, checked as Discord documents them (the component
//! reference and the OpenAPI document's `*ForMessageRequest` / `*ForModalRequest`
//! schemas): the legacy layout (action rows of buttons or one select) and Components
//! V2 (a message flagged `IS_COMPONENTS_V2`: containers, text displays, media
//! galleries, sections, separators, files; no `content` or `embeds`; 40 components in
//! all counting nested ones; 4,000 characters of text; every uploaded file shown by a
//! component through `attachment://name`, and every such reference uploaded).

use std::collections::HashSet;

use lyngk_discord_limits as max;
use serde_json::Value;

use crate::invalid::{array, present, text, Checked, Invalid};

/// The message flag that turns on the V2 layout (1 << 15).
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// At most 40 components in a V2 message or a modal, nested ones included.
pub const MAX_COMPONENTS: usize = max::COMPONENTS_V2;
/// At most 4,000 characters across a V2 message's text displays.
pub const MAX_TEXT: usize = max::COMPONENTS_V2_TEXT;
/// Selects: 25 options; custom ids, labels, values and descriptions of 100.
pub const MAX_OPTIONS: usize = max::SELECT_OPTIONS;
pub const MAX_CUSTOM_ID: usize = max::CUSTOM_ID;
/// A modal's title and a text input's label.
pub const MAX_MODAL_TITLE: usize = max::MODAL_TITLE;
/// A modal holds at most 5 top-level components.
pub const MAX_MODAL_ROWS: usize = max::MODAL_COMPONENTS;

/// Component types (Discord's numbers).
pub mod kind {
    pub const ACTION_ROW: u64 = 1;
    pub const BUTTON: u64 = 2;
    pub const STRING_SELECT: u64 = 3;
    pub const TEXT_INPUT: u64 = 4;
    pub const SECTION: u64 = 9;
    pub const TEXT_DISPLAY: u64 = 10;
    pub const THUMBNAIL: u64 = 11;
    pub const MEDIA_GALLERY: u64 = 12;
    pub const FILE: u64 = 13;
    pub const SEPARATOR: u64 = 14;
    pub const CONTAINER: u64 = 17;
    pub const LABEL: u64 = 18;
}

/// What a walk through one message's or modal's components has seen so far.
struct Walk<'a> {
    custom_ids: HashSet<String>,
    count: usize,
    text: usize,
    /// The uploaded files' names (by the body's `attachments` list).
    uploaded: &'a [String],
    /// The names of files the edited message already has (an edit may show them).
    existing: &'a [String],
    referenced: HashSet<String>,
}

impl<'a> Walk<'a> {
    fn new(uploaded: &'a [String], existing: &'a [String]) -> Walk<'a> {
        Walk {
            custom_ids: HashSet::new(),
            count: 0,
            text: 0,
            uploaded,
            existing,
            referenced: HashSet::new(),
        }
    }

    fn counted(&mut self, at: &str) -> Checked {
        self.count += 1;
        if self.count > MAX_COMPONENTS {
            return Err(Invalid::new(at, "at most 40 components in all"));
        }
        Ok(())
    }

    fn custom_id(&mut self, component: &Value, at: &str) -> Checked {
        let id = &component["custom_id"];
        text(id, &format!("{at}.custom_id"), 1, MAX_CUSTOM_ID)?;
        if !self
            .custom_ids
            .insert(id.as_str().unwrap_or_default().to_owned())
        {
            return Err(Invalid::new(at, "custom ids must be unique in a message"));
        }
        Ok(())
    }

    /// A media URL: `attachment://name` of an uploaded file, or a web address.
    fn media(&mut self, media: &Value, at: &str, attachment_only: bool) -> Checked {
        let url = &media["url"];
        text(url, &format!("{at}.url"), 1, 2048)?;
        let url = url.as_str().unwrap_or_default();
        match url.strip_prefix("attachment://") {
            Some(name) if self.uploaded.iter().chain(self.existing).any(|f| f == name) => {
                self.referenced.insert(name.to_owned());
                Ok(())
            }
            Some(_) => Err(Invalid::new(at, "no uploaded file has this name")),
            None if attachment_only => Err(Invalid::new(at, "a file component shows an upload")),
            None if url.starts_with("https://") || url.starts_with("http://") => Ok(()),
            None => Err(Invalid::new(at, "not a URL")),
        }
    }
}

/// The `components` of a message body; `v2`: the message carries `IS_COMPONENTS_V2`.
/// `uploaded`: the names of the files uploaded with it; `existing`: those an edited
/// message already has.
pub fn message(
    body: &Value,
    uploaded: &[String],
    existing: &[String],
    v2: bool,
    creating: bool,
    at: &str,
) -> Checked {
    let components = body.get("components").filter(|c| !c.is_null());
    if !v2 {
        return match components {
            Some(rows) => legacy(rows, &format!("{at}components")),
            None => Ok(()),
        };
    }
    for field in ["content", "embeds", "sticker_ids", "poll"] {
        if body.get(field).is_some_and(|v| !v.is_null()) {
            return Err(Invalid::new(
                &format!("{at}{field}"),
                "a message with IS_COMPONENTS_V2 cannot carry this field",
            ));
        }
    }
    let here = format!("{at}components");
    let Some(components) = components else {
        // An edit that leaves the components as they are.
        return match existing.is_empty() && uploaded.is_empty() && creating {
            true => Err(Invalid::new(&here, "a V2 message needs components")),
            false => Ok(()),
        };
    };
    let list = array(components, &here)?;
    if list.is_empty() {
        return Err(Invalid::new(&here, "a V2 message needs components"));
    }
    let mut walk = Walk::new(uploaded, existing);
    for (i, component) in list.iter().enumerate() {
        top_level(component, &mut walk, &format!("{here}.{i}"))?;
    }
    if walk.text > MAX_TEXT {
        return Err(Invalid::new(
            &here,
            "text displays hold at most 4000 characters in all",
        ));
    }
    if let Some(unshown) = uploaded.iter().find(|f| !walk.referenced.contains(*f)) {
        return Err(Invalid::new(
            &format!("{at}attachments"),
            &format!("the uploaded file {unshown} is shown by no component"),
        ));
    }
    Ok(())
}

/// Without the V2 flag: up to 5 action rows, each of up to 5 buttons or one select.
fn legacy(rows: &Value, at: &str) -> Checked {
    let rows = array(rows, at)?;
    if rows.len() > 5 {
        return Err(Invalid::new(at, "at most 5 action rows"));
    }
    let mut walk = Walk::new(&[], &[]);
    for (r, row) in rows.iter().enumerate() {
        let here = format!("{at}.{r}");
        if row["type"].as_u64() != Some(kind::ACTION_ROW) {
            return Err(Invalid::new(
                &here,
                "without IS_COMPONENTS_V2 a top-level component must be an action row",
            ));
        }
        action_row(row, &mut walk, &here)?;
    }
    Ok(())
}

fn top_level(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    match component["type"].as_u64() {
        Some(kind::CONTAINER) => container(component, walk, at),
        _ => in_container(component, walk, at),
    }
}

fn container(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(
        component,
        &["type", "id", "accent_color", "components", "spoiler"],
        at,
    )?;
    if let Some(colour) = present(component, "accent_color") {
        if colour.as_u64().is_none_or(|c| c > 0xFF_FFFF) {
            return Err(Invalid::new(at, "accent_color is an RGB integer"));
        }
    }
    let here = format!("{at}.components");
    let children = array(&component["components"], &here)?;
    if children.is_empty() {
        return Err(Invalid::new(
            &here,
            "a container holds at least one component",
        ));
    }
    for (i, child) in children.iter().enumerate() {
        in_container(child, walk, &format!("{here}.{i}"))?;
    }
    Ok(())
}

/// What may stand at the top level or inside a container.
fn in_container(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    match component["type"].as_u64() {
        Some(kind::ACTION_ROW) => action_row(component, walk, at),
        Some(kind::TEXT_DISPLAY) => text_display(component, walk, at),
        Some(kind::SECTION) => section(component, walk, at),
        Some(kind::MEDIA_GALLERY) => media_gallery(component, walk, at),
        Some(kind::FILE) => file(component, walk, at),
        Some(kind::SEPARATOR) => separator(component, walk, at),
        _ => Err(Invalid::new(at, "not a component that may stand here")),
    }
}

fn action_row(row: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(row, &["type", "id", "components"], at)?;
    let here = format!("{at}.components");
    let children = array(&row["components"], &here)?;
    if children.is_empty() || children.len() > 5 {
        return Err(Invalid::new(at, "an action row holds 1 to 5 components"));
    }
    let selects = children
        .iter()
        .filter(|c| c["type"].as_u64() == Some(kind::STRING_SELECT))
        .count();
    if selects > 0 && children.len() > 1 {
        return Err(Invalid::new(at, "a select fills its action row alone"));
    }
    for (i, child) in children.iter().enumerate() {
        let there = format!("{here}.{i}");
        match child["type"].as_u64() {
            Some(kind::BUTTON) => button(child, walk, &there)?,
            Some(kind::STRING_SELECT) => string_select(child, walk, &there)?,
            _ => {
                return Err(Invalid::new(
                    &there,
                    "an action row holds buttons or a select",
                ))
            }
        }
    }
    Ok(())
}

fn button(button: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(
        button,
        &[
            "type",
            "id",
            "style",
            "label",
            "emoji",
            "custom_id",
            "url",
            "disabled",
            "sku_id",
        ],
        at,
    )?;
    let style = button["style"].as_u64().unwrap_or(0);
    if !(1..=6).contains(&style) {
        return Err(Invalid::new(at, "unknown button style"));
    }
    if let Some(label) = present(button, "label") {
        text(label, &format!("{at}.label"), 0, 80)?;
    }
    if let Some(emoji) = present(button, "emoji") {
        self::emoji(emoji, &format!("{at}.emoji"))?;
    }
    match style {
        5 => {
            text(&button["url"], &format!("{at}.url"), 1, 512)?;
            no_field(button, "custom_id", at)?;
        }
        6 => {
            if present(button, "sku_id").is_none() {
                return Err(Invalid::new(at, "a premium button needs a sku_id"));
            }
        }
        _ => {
            walk.custom_id(button, at)?;
            no_field(button, "url", at)?;
        }
    }
    let shown = ["label", "emoji"]
        .iter()
        .any(|f| present(button, f).is_some_and(|v| v.as_str() != Some("")));
    if style != 6 && !shown {
        return Err(Invalid::new(at, "a button needs a label or an emoji"));
    }
    Ok(())
}

fn emoji(emoji: &Value, at: &str) -> Checked {
    fields(emoji, &["id", "name", "animated"], at)?;
    text(&emoji["name"], &format!("{at}.name"), 1, 32)?;
    if let Some(id) = present(emoji, "id") {
        if !id
            .as_str()
            .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(Invalid::new(at, "an emoji id is a snowflake"));
        }
    }
    Ok(())
}

/// A string select (type 3), in a message or a modal's label.
fn string_select(select: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(
        select,
        &[
            "type",
            "id",
            "custom_id",
            "placeholder",
            "min_values",
            "max_values",
            "disabled",
            "required",
            "options",
        ],
        at,
    )?;
    walk.custom_id(select, at)?;
    if let Some(placeholder) = present(select, "placeholder") {
        text(placeholder, &format!("{at}.placeholder"), 0, 150)?;
    }
    let here = format!("{at}.options");
    let options = array(&select["options"], &here)?;
    if options.is_empty() || options.len() > MAX_OPTIONS {
        return Err(Invalid::new(&here, "a select offers 1 to 25 options"));
    }
    let min = bounded(select, "min_values", 0, 25, 1, at)?;
    let max = bounded(select, "max_values", 1, 25, 1, at)?;
    if min > max || max > options.len() as u64 {
        return Err(Invalid::new(
            at,
            "min_values ≤ max_values ≤ the number of options",
        ));
    }
    let mut values = HashSet::new();
    for (i, option) in options.iter().enumerate() {
        let there = format!("{here}.{i}");
        fields(
            option,
            &["label", "value", "description", "emoji", "default"],
            &there,
        )?;
        text(&option["label"], &format!("{there}.label"), 1, 100)?;
        text(&option["value"], &format!("{there}.value"), 1, 100)?;
        if let Some(description) = present(option, "description") {
            text(description, &format!("{there}.description"), 0, 100)?;
        }
        if let Some(emoji) = present(option, "emoji") {
            self::emoji(emoji, &format!("{there}.emoji"))?;
        }
        if !values.insert(option["value"].as_str().unwrap_or_default()) {
            return Err(Invalid::new(&there, "option values must be unique"));
        }
    }
    Ok(())
}

fn text_display(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(component, &["type", "id", "content"], at)?;
    walk.text += text(&component["content"], &format!("{at}.content"), 1, MAX_TEXT)?;
    Ok(())
}

fn section(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(component, &["type", "id", "components", "accessory"], at)?;
    let here = format!("{at}.components");
    let texts = array(&component["components"], &here)?;
    if texts.is_empty() || texts.len() > 3 {
        return Err(Invalid::new(&here, "a section holds 1 to 3 text displays"));
    }
    for (i, child) in texts.iter().enumerate() {
        if child["type"].as_u64() != Some(kind::TEXT_DISPLAY) {
            return Err(Invalid::new(
                &format!("{here}.{i}"),
                "a section holds text displays",
            ));
        }
        text_display(child, walk, &format!("{here}.{i}"))?;
    }
    let accessory = &component["accessory"];
    let there = format!("{at}.accessory");
    match accessory["type"].as_u64() {
        Some(kind::BUTTON) => button(accessory, walk, &there),
        Some(kind::THUMBNAIL) => {
            walk.counted(&there)?;
            fields(
                accessory,
                &["type", "id", "media", "description", "spoiler"],
                &there,
            )?;
            if let Some(description) = present(accessory, "description") {
                text(description, &format!("{there}.description"), 1, 1024)?;
            }
            walk.media(&accessory["media"], &format!("{there}.media"), false)
        }
        _ => Err(Invalid::new(
            &there,
            "a section's accessory is a button or a thumbnail",
        )),
    }
}

fn media_gallery(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(component, &["type", "id", "items"], at)?;
    let here = format!("{at}.items");
    let items = array(&component["items"], &here)?;
    if items.is_empty() || items.len() > 10 {
        return Err(Invalid::new(&here, "a media gallery holds 1 to 10 items"));
    }
    for (i, item) in items.iter().enumerate() {
        let there = format!("{here}.{i}");
        fields(item, &["media", "description", "spoiler"], &there)?;
        if let Some(description) = present(item, "description") {
            text(description, &format!("{there}.description"), 1, 1024)?;
        }
        walk.media(&item["media"], &format!("{there}.media"), false)?;
    }
    Ok(())
}

fn file(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(component, &["type", "id", "file", "spoiler"], at)?;
    walk.media(&component["file"], &format!("{at}.file"), true)
}

fn separator(component: &Value, walk: &mut Walk, at: &str) -> Checked {
    walk.counted(at)?;
    fields(component, &["type", "id", "divider", "spacing"], at)?;
    if let Some(spacing) = present(component, "spacing") {
        if !matches!(spacing.as_u64(), Some(1 | 2)) {
            return Err(Invalid::new(at, "spacing is 1 (small) or 2 (large)"));
        }
    }
    Ok(())
}

/// The data of a MODAL callback (type 9): a custom id, a title of at most 45
/// characters, and 1 to 5 components: labels holding a text input or a string select,
/// text displays, or (the older form) action rows of one text input.
pub fn modal(data: &Value) -> Checked {
    fields(data, &["custom_id", "title", "components"], "data.")?;
    text(&data["custom_id"], "data.custom_id", 1, MAX_CUSTOM_ID)?;
    text(&data["title"], "data.title", 1, MAX_MODAL_TITLE)?;
    let components = array(&data["components"], "data.components")?;
    if components.is_empty() || components.len() > MAX_MODAL_ROWS {
        return Err(Invalid::new(
            "data.components",
            "a modal holds 1 to 5 components",
        ));
    }
    let mut walk = Walk::new(&[], &[]);
    for (i, component) in components.iter().enumerate() {
        let at = format!("data.components.{i}");
        match component["type"].as_u64() {
            Some(kind::ACTION_ROW) => {
                walk.counted(&at)?;
                fields(component, &["type", "id", "components"], &at)?;
                let inputs = array(&component["components"], &format!("{at}.components"))?;
                let [input] = inputs.as_slice() else {
                    return Err(Invalid::new(
                        &at,
                        "a modal's action row holds one text input",
                    ));
                };
                text_input(input, &mut walk, &format!("{at}.components.0"), true)?;
            }
            Some(kind::LABEL) => {
                walk.counted(&at)?;
                fields(
                    component,
                    &["type", "id", "label", "description", "component"],
                    &at,
                )?;
                text(
                    &component["label"],
                    &format!("{at}.label"),
                    1,
                    MAX_MODAL_TITLE,
                )?;
                if let Some(description) = present(component, "description") {
                    text(description, &format!("{at}.description"), 1, 100)?;
                }
                let inner = &component["component"];
                let there = format!("{at}.component");
                match inner["type"].as_u64() {
                    Some(kind::TEXT_INPUT) => text_input(inner, &mut walk, &there, false)?,
                    Some(kind::STRING_SELECT) => string_select(inner, &mut walk, &there)?,
                    _ => return Err(Invalid::new(&there, "a label holds an input")),
                }
            }
            Some(kind::TEXT_DISPLAY) => text_display(component, &mut walk, &at)?,
            _ => return Err(Invalid::new(&at, "not a component a modal takes")),
        }
    }
    Ok(())
}

/// A text input; in an action row it carries its own label (1 to 45 characters), in a
/// label component it has none.
fn text_input(input: &Value, walk: &mut Walk, at: &str, labelled_itself: bool) -> Checked {
    if input["type"].as_u64() != Some(kind::TEXT_INPUT) {
        return Err(Invalid::new(at, "a text input is required here"));
    }
    walk.counted(at)?;
    fields(
        input,
        &[
            "type",
            "id",
            "custom_id",
            "style",
            "label",
            "value",
            "placeholder",
            "required",
            "min_length",
            "max_length",
        ],
        at,
    )?;
    walk.custom_id(input, at)?;
    if !matches!(input["style"].as_u64(), Some(1 | 2)) {
        return Err(Invalid::new(at, "style is 1 (short) or 2 (paragraph)"));
    }
    match (labelled_itself, present(input, "label")) {
        (true, Some(label)) => {
            text(label, &format!("{at}.label"), 1, MAX_MODAL_TITLE)?;
        }
        (true, None) => return Err(Invalid::new(at, "a text input in a row needs a label")),
        (false, Some(_)) => return Err(Invalid::new(at, "the label component names the input")),
        (false, None) => {}
    }
    if let Some(placeholder) = present(input, "placeholder") {
        text(placeholder, &format!("{at}.placeholder"), 0, 100)?;
    }
    let min = bounded(input, "min_length", 0, 4000, 0, at)?;
    let max = bounded(input, "max_length", 1, 4000, 4000, at)?;
    if min > max {
        return Err(Invalid::new(at, "min_length ≤ max_length"));
    }
    if let Some(value) = present(input, "value") {
        let length = text(value, &format!("{at}.value"), 0, 4000)? as u64;
        if length > max {
            return Err(Invalid::new(
                at,
                "the prefilled value is longer than max_length",
            ));
        }
    }
    Ok(())
}

/// An optional integer field within `min..=max`, else `default`.
fn bounded(
    component: &Value,
    field: &str,
    min: u64,
    max: u64,
    default: u64,
    at: &str,
) -> Result<u64, Invalid> {
    match present(component, field) {
        None => Ok(default),
        Some(value) => match value.as_u64() {
            Some(n) if (min..=max).contains(&n) => Ok(n),
            _ => Err(Invalid::new(
                &format!("{at}.{field}"),
                &format!("an integer from {min} to {max}"),
            )),
        },
    }
}

/// The text a message shows: its `content`, and in a V2 message its text displays
/// (mentions in them notify as in `content`).
pub fn shown_text(body: &Value) -> String {
    let mut text = body["content"].as_str().unwrap_or_default().to_owned();
    for component in all(&body["components"]) {
        if component["type"].as_u64() == Some(kind::TEXT_DISPLAY) {
            text.push('\n');
            text.push_str(component["content"].as_str().unwrap_or_default());
        }
    }
    text
}

/// Every component in `components` (nested ones too), depth first.
pub fn all(components: &Value) -> Vec<&Value> {
    let mut found = Vec::new();
    let mut stack: Vec<&Value> = components
        .as_array()
        .map(|a| a.iter().rev().collect())
        .unwrap_or_default();
    while let Some(component) = stack.pop() {
        found.push(component);
        for nested in ["components", "items"] {
            if let Some(children) = component[nested].as_array() {
                stack.extend(children.iter().rev());
            }
        }
        for single in ["accessory", "component"] {
            if component[single].is_object() {
                stack.push(&component[single]);
            }
        }
    }
    found
}

fn no_field(component: &Value, field: &str, at: &str) -> Checked {
    match present(component, field) {
        Some(_) => Err(Invalid::new(
            &format!("{at}.{field}"),
            "not allowed with this style",
        )),
        None => Ok(()),
    }
}

fn fields(body: &Value, allowed: &[&str], at: &str) -> Checked {
    let Some(map) = body.as_object() else {
        return Err(Invalid::new(at, "an object is required"));
    };
    match map.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(unknown) => Err(Invalid::new(
            &format!("{at}.{unknown}"),
            "not a field of this component",
        )),
        None => Ok(()),
    }
}
