//! Service replies -> Discord messages. `outgoing` decides what a reply looks like;
//! the small converters turn it into the builder each Discord endpoint wants.

use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse,
};

use crate::service::api::{Attachment, Button, ButtonStyle, Choice, Reply};

/// Discord's limit on message content, in characters.
pub const CONTENT_LIMIT: usize = 2000;
/// Discord's limits on buttons: 5 per row, 5 rows per message.
const BUTTONS_PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
const LABEL_LIMIT: usize = 80;
const CUSTOM_ID_LIMIT: usize = 100;
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
}

/// Lays out a service reply as a Discord message.
pub fn outgoing(reply: &Reply) -> Outgoing {
    let (content, overflow) = fit_content(&reply.text);
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
    Outgoing {
        content,
        embed,
        files,
        components: action_rows(&reply.buttons),
        allowed_mentions: allowed_mentions(reply),
        ephemeral: reply.ephemeral,
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

/// The immediate answer (`CHANNEL_MESSAGE_WITH_SOURCE`) to an interaction.
pub fn response_for(reply: &Reply) -> CreateInteractionResponse {
    outgoing(reply).response()
}

/// Discord's limit on an autocomplete choice's name and value.
const CHOICE_LIMIT: usize = 100;
/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

/// Autocomplete choices within Discord's limits (25 choices, 100 characters each).
pub fn autocomplete_choices(choices: &[Choice]) -> Vec<AutocompleteChoice> {
    choices
        .iter()
        .take(MAX_CHOICES)
        .map(|choice| AutocompleteChoice::new(clip(&choice.name), clip(&choice.value)))
        .collect()
}

/// The answer to an autocomplete interaction.
pub fn autocomplete_response(choices: &[Choice]) -> CreateInteractionResponse {
    let choices = autocomplete_choices(choices);
    CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new().set_choices(choices))
}

fn clip(text: &str) -> String {
    text.chars().take(CHOICE_LIMIT).collect()
}

/// The "thinking…" answer (`DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE`), public.
pub fn deferred() -> CreateInteractionResponse {
    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
}

/// A short private answer, such as an error, as the first response.
pub fn ephemeral_response(text: &str) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new()),
    )
}

/// A short private answer after the first response.
pub fn ephemeral_followup(text: &str) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new())
}

impl Outgoing {
    pub fn response(self) -> CreateInteractionResponse {
        CreateInteractionResponse::Message(self.message())
    }

    pub fn message(self) -> CreateInteractionResponseMessage {
        let mut message = CreateInteractionResponseMessage::new()
            .content(self.content)
            .allowed_mentions(self.allowed_mentions)
            .ephemeral(self.ephemeral)
            .add_files(self.files);
        if let Some(embed) = self.embed {
            message = message.embed(embed);
        }
        if !self.components.is_empty() {
            message = message.components(self.components);
        }
        message
    }

    /// Replaces a deferred public response; an edit cannot make it ephemeral.
    pub fn edit(self) -> EditInteractionResponse {
        let mut edit = EditInteractionResponse::new()
            .content(self.content)
            .allowed_mentions(self.allowed_mentions)
            .components(self.components);
        for file in self.files {
            edit = edit.new_attachment(file);
        }
        if let Some(embed) = self.embed {
            edit = edit.embed(embed);
        }
        edit
    }

    pub fn followup(self) -> CreateInteractionResponseFollowup {
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(self.content)
            .allowed_mentions(self.allowed_mentions)
            .ephemeral(self.ephemeral)
            .add_files(self.files);
        if let Some(embed) = self.embed {
            followup = followup.embed(embed);
        }
        if !self.components.is_empty() {
            followup = followup.components(self.components);
        }
        followup
    }

    /// A plain channel message (a game opened in a new thread); never ephemeral.
    pub fn channel_message(self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .content(self.content)
            .allowed_mentions(self.allowed_mentions)
            .add_files(self.files);
        if let Some(embed) = self.embed {
            message = message.embed(embed);
        }
        if !self.components.is_empty() {
            message = message.components(self.components);
        }
        message
    }
}

/// Splits text that is too long for one message: a cut at a line break with a note,
/// and the full text to attach as a file.
fn fit_content(text: &str) -> (String, Option<String>) {
    if text.chars().count() <= CONTENT_LIMIT {
        let shown = if text.trim().is_empty() {
            "\u{200b}"
        } else {
            text
        };
        return (shown.to_owned(), None);
    }
    let note = format!("\n… (the full text is attached as {OVERFLOW_FILENAME})");
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
