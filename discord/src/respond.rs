//! Service replies -> Discord messages. `outgoing` decides what a reply looks like;
//! the small converters turn it into the builder each Discord endpoint wants.

use serenity::all as serenity;
use serenity::{
    AutocompleteChoice, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed,
};

use serde_json::{json, Value};

use super::api::{attachment_list, Upload};
use super::panel;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::api::{Attachment, Button, ButtonStyle, Choice, Reply};

/// Discord's interaction callback types: how an interaction is answered first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Callback {
    /// A message answers the command (or the press).
    ChannelMessage = 4,
    /// "Thinking…" now, the message later.
    DeferredChannelMessage = 5,
    /// A button press acknowledged without any visible change yet.
    DeferredUpdateMessage = 6,
    /// The pressed button's message is edited.
    UpdateMessage = 7,
    /// Suggestions for the option being typed.
    AutocompleteResult = 8,
    /// A modal (a form) opens for the user.
    Modal = 9,
}

/// Discord's limit on message content, in characters.
pub const CONTENT_LIMIT: usize = lyngk_discord_limits::MESSAGE_CONTENT;
/// Discord's limits on buttons: 5 per row, 5 rows per message.
const BUTTONS_PER_ROW: usize = lyngk_discord_limits::BUTTONS_PER_ROW;
const MAX_ROWS: usize = lyngk_discord_limits::ACTION_ROWS;
const LABEL_LIMIT: usize = lyngk_discord_limits::BUTTON_LABEL;
const CUSTOM_ID_LIMIT: usize = lyngk_discord_limits::CUSTOM_ID;
/// Discord's longest link button address.
const LINK_LIMIT: usize = 512;
/// The board image's attachment name on Discord.
pub const BOARD_FILENAME: &str = "board.png";
/// Where a text too long for one message goes.
pub const OVERFLOW_FILENAME: &str = "reply.txt";

/// A reply laid out for Discord, before it is bound to one endpoint.
#[derive(Clone, Debug)]
pub struct Outgoing {
    pub content: String,
    /// Shows the board image inside the message (`attachment://board.png`).
    pub embed: Option<CreateEmbed>,
    /// The board image first, then the reply's other files, then any overflow text.
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    pub allowed_mentions: CreateAllowedMentions,
    pub ephemeral: bool,
    /// The language of the front's own words (the panel's buttons).
    pub locale: Locale,
    /// Laid out as this game's turn panel ([`super::panel`]).
    pub panel: Option<i64>,
}

/// Lays out a service reply as a Discord message.
pub fn outgoing(reply: &Reply) -> Outgoing {
    let (content, overflow) = fit_content(&reply.text_in(Style::Discord), reply.locale);
    let mut files = Vec::new();
    let embed = reply.image.as_ref().map(|image| {
        // One fixed name: the embed refers to it, and the service's own file names
        // (made for the terminal's image folder) need not be URL-safe.
        files.push(with_description(
            CreateAttachment::bytes(image.bytes.clone(), BOARD_FILENAME),
            image,
        ));
        CreateEmbed::new().image(format!("attachment://{BOARD_FILENAME}"))
    });
    files.extend(reply.files.iter().map(|file| {
        let attachment = CreateAttachment::bytes(file.bytes.clone(), file.filename.clone());
        with_description(attachment, file)
    }));
    if let Some(full_text) = overflow {
        files.push(CreateAttachment::bytes(
            full_text.into_bytes(),
            OVERFLOW_FILENAME,
        ));
    }
    let mut components = action_rows(&reply.buttons);
    if let Some(row) = page_link_row(reply) {
        components.truncate(MAX_ROWS - 1);
        components.push(row);
    }
    Outgoing {
        content,
        embed,
        files,
        components,
        allowed_mentions: allowed_mentions(reply),
        ephemeral: reply.ephemeral,
        locale: reply.locale,
        panel: reply.panel,
    }
}

/// The attachment with the service's alt text, if it has one.
fn with_description(attachment: CreateAttachment, file: &Attachment) -> CreateAttachment {
    match &file.description {
        Some(text) => attachment.description(text.clone()),
        None => attachment,
    }
}

/// Mentions may ping exactly the reply's `ping` users: no @everyone, no roles, and no
/// implicit ping of a replied-to user.
pub fn allowed_mentions(reply: &Reply) -> CreateAllowedMentions {
    let users = reply.ping.iter().copied().map(serenity::UserId::new);
    CreateAllowedMentions::new()
        .users(users)
        .replied_user(false)
}

/// Discord's limit on an autocomplete choice's name and value.
const CHOICE_LIMIT: usize = lyngk_discord_limits::CHOICE_NAME;
/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = lyngk_discord_limits::CHOICES;

/// Autocomplete choices within Discord's limits (25 choices, 100 characters each).
pub fn autocomplete_choices(choices: &[Choice]) -> Vec<AutocompleteChoice> {
    choices
        .iter()
        .take(MAX_CHOICES)
        .map(|choice| AutocompleteChoice::new(clip(&choice.name), clip(&choice.value)))
        .collect()
}

fn clip(text: &str) -> String {
    text.chars().take(CHOICE_LIMIT).collect()
}

impl Outgoing {
    /// The message fields every new message shares: text, image, buttons, who may be
    /// pinged, and the uploaded files' `attachments` list.
    fn message_body(&self) -> Value {
        let mut body = json!({
            "content": self.content,
            "allowed_mentions": to_json(&self.allowed_mentions),
            "attachments": attachment_list(&self.uploads()),
        });
        if let Some(embed) = &self.embed {
            body["embeds"] = json!([to_json(embed)]);
        }
        if !self.components.is_empty() {
            body["components"] = to_json(&self.components);
        }
        body
    }

    /// An interaction message (response or followup): public or ephemeral.
    pub fn followup(&self) -> Value {
        if let Some(game) = self.panel {
            return self.panel_body(game, self.ephemeral);
        }
        let mut body = self.message_body();
        body["flags"] = json!(if self.ephemeral { EPHEMERAL_FLAG } else { 0 });
        body
    }

    /// The edit that replaces a message whole: text, image and buttons (none left
    /// from a "thinking…" placeholder or an old answer).
    pub fn edit(&self) -> Value {
        if let Some(game) = self.panel {
            // A placeholder's text and embeds go: a V2 message carries neither.
            let mut body = self.panel_body(game, false);
            body["flags"] = json!(super::panel::IS_COMPONENTS_V2);
            body["content"] = Value::Null;
            body["embeds"] = Value::Null;
            return body;
        }
        let mut body = self.message_body();
        body["embeds"] = json!(self.embed.iter().map(to_json).collect::<Vec<_>>());
        body["components"] = to_json(&self.components);
        body
    }

    /// A plain channel message (a game opened in a new thread, a reminder): never
    /// ephemeral, so no flags.
    pub fn channel_message(&self) -> Value {
        match self.panel {
            Some(game) => self.panel_body(game, false),
            None => self.message_body(),
        }
    }

    /// The message as `game`'s turn panel ([`panel`]): Components V2, so the text
    /// goes in a text display and the board in a media gallery.
    fn panel_body(&self, game: i64, ephemeral: bool) -> Value {
        let mut files = self.files.iter();
        let board = match self.embed {
            Some(_) => files.next().map(|file| panel::Board {
                filename: &file.filename,
                alt: file.description.as_deref(),
            }),
            None => None,
        };
        let others: Vec<&str> = files.map(|file| file.filename.as_str()).collect();
        let rows = self.components.iter().map(to_json).collect();
        let components = panel::components(game, self.locale, &self.content, board, &others, rows);
        let mut flags = panel::IS_COMPONENTS_V2;
        if ephemeral {
            flags |= EPHEMERAL_FLAG;
        }
        json!({
            "flags": flags,
            "components": components,
            "allowed_mentions": to_json(&self.allowed_mentions),
            "attachments": attachment_list(&self.uploads()),
        })
    }

    /// The files to upload with the body, in `attachments` order.
    pub fn uploads(&self) -> Vec<Upload> {
        self.files
            .iter()
            .map(|file| Upload {
                filename: file.filename.clone(),
                description: file.description.clone(),
                bytes: file.data.clone(),
            })
            .collect()
    }
}

/// Discord's EPHEMERAL message flag.
pub const EPHEMERAL_FLAG: u64 = 1 << 6;

/// A builder's JSON without its unset (null) fields, which Discord's schema leaves out.
fn to_json(value: &impl serde::Serialize) -> Value {
    let mut json = serde_json::to_value(value).expect("builders serialize to JSON");
    drop_nulls(&mut json);
    json
}

fn drop_nulls(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.retain(|_, field| !field.is_null());
            map.values_mut().for_each(drop_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_nulls),
        _ => {}
    }
}

/// A short text no one else sees, as a message body.
pub fn private_body(text: &str) -> Value {
    json!({
        "content": text,
        "flags": EPHEMERAL_FLAG,
        "allowed_mentions": {"parse": []},
    })
}

/// Splits text that is too long for one message: a cut at a line break with a note,
/// and the full text to attach as a file.
fn fit_content(text: &str, locale: Locale) -> (String, Option<String>) {
    if text.chars().count() <= CONTENT_LIMIT {
        let shown = if text.trim().is_empty() {
            "\u{200b}"
        } else {
            text
        };
        return (shown.to_owned(), None);
    }
    let note = Msg::new("discord-overflow").text("file", OVERFLOW_FILENAME);
    let note = format!("\n{}", note.format(locale, Style::Discord));
    let budget = CONTENT_LIMIT - note.chars().count();
    let cut = text
        .char_indices()
        .nth(budget)
        .map_or(text.len(), |(i, _)| i);
    let head = &text[..cut];
    // Prefer ending on a whole line so a board row or a turn is never split.
    let head = head.rfind('\n').map_or(head, |line_end| &head[..line_end]);
    (format!("{head}{note}"), Some(text.to_owned()))
}

fn action_rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    let usable: Vec<CreateButton> = buttons
        .iter()
        .filter(|button| {
            let fits = button.custom_id.chars().count() <= CUSTOM_ID_LIMIT;
            if !fits {
                tracing::warn!(
                    "dropping a button whose custom id is too long: {}",
                    button.custom_id
                );
            }
            fits
        })
        .map(discord_button)
        .collect();
    usable
        .chunks(BUTTONS_PER_ROW)
        .take(MAX_ROWS)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

/// A link button to the post's page on the web front, when it has one (Discord takes
/// an http(s) address of at most 512 characters).
fn page_link_row(reply: &Reply) -> Option<CreateActionRow> {
    let url = reply.page.as_ref()?;
    let usable = url.chars().count() <= LINK_LIMIT
        && (url.starts_with("https://") || url.starts_with("http://"));
    if !usable {
        tracing::warn!("dropping a page link Discord would refuse: {url}");
        return None;
    }
    let label = Msg::new("panel-web-page").format(reply.locale, Style::Plain);
    let button = CreateButton::new_link(url.clone()).label(label);
    Some(CreateActionRow::Buttons(vec![button]))
}

fn discord_button(button: &Button) -> CreateButton {
    let label: String = button.label.chars().take(LABEL_LIMIT).collect();
    CreateButton::new(button.custom_id.clone())
        .label(label)
        .style(match button.style {
            ButtonStyle::Primary => serenity::ButtonStyle::Primary,
            ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
            ButtonStyle::Success => serenity::ButtonStyle::Success,
            ButtonStyle::Danger => serenity::ButtonStyle::Danger,
        })
}
