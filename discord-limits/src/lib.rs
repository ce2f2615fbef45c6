//! Discord's limits on what an app sends, written once: the bot keeps under them and the
//! stand-in (`lyngk-standin`) refuses what goes over them, so both read the same numbers.
//!
//! From Discord's documentation and its OpenAPI document (discord/discord-api-spec).
//! Lengths count characters (Unicode scalar values), as Discord does. No dependencies:
//! every crate may use it, the stand-in included.

/// Characters of a message's `content`.
pub const MESSAGE_CONTENT: usize = 2000;
/// Characters of text in all the text displays of a Components V2 message.
pub const COMPONENTS_V2_TEXT: usize = 4000;
/// Components in a Components V2 message, nested ones included.
pub const COMPONENTS_V2: usize = 40;

/// Choices of a command option, or in an autocomplete answer.
pub const CHOICES: usize = 25;
/// Characters of a choice's name (and of each of its localized names).
pub const CHOICE_NAME: usize = 100;
/// Characters of a string choice's value.
pub const CHOICE_VALUE: usize = 100;
/// Options of a command or subcommand.
pub const OPTIONS: usize = 25;
/// Options of a string select menu.
pub const SELECT_OPTIONS: usize = 25;
/// Application commands of one kind an app may register.
pub const COMMANDS: usize = 100;
/// Characters of a command's or option's name.
pub const COMMAND_NAME: usize = 32;
/// Characters of a command's or option's description.
pub const COMMAND_DESCRIPTION: usize = 100;
/// Characters of a command in all: names, descriptions, choices and their localizations.
pub const COMMAND_TOTAL: usize = 8000;

/// Action rows of a message with (legacy) components.
pub const ACTION_ROWS: usize = 5;
/// Buttons in one action row.
pub const BUTTONS_PER_ROW: usize = 5;
/// Characters of a button's label.
pub const BUTTON_LABEL: usize = 80;
/// Characters of a component's `custom_id`.
pub const CUSTOM_ID: usize = 100;

/// Characters of a thread's (or a channel's) name.
pub const THREAD_NAME: usize = 100;
/// Characters of an attachment's description, its alt text.
pub const ALT_TEXT: usize = 1024;
/// Tags applied to one forum post.
pub const FORUM_APPLIED_TAGS: usize = 5;

/// Embeds in one message.
pub const EMBEDS: usize = 10;
/// Characters of an embed's title (and of a field's name).
pub const EMBED_TITLE: usize = 256;
/// Characters of an embed's description.
pub const EMBED_DESCRIPTION: usize = 4096;
/// Fields of one embed.
pub const EMBED_FIELDS: usize = 25;
/// Characters of an embed field's value.
pub const EMBED_FIELD_VALUE: usize = 1024;
/// Characters of an embed's footer text.
pub const EMBED_FOOTER: usize = 2048;
/// Characters in all the embeds of one message.
pub const EMBED_TOTAL: usize = 6000;

/// Files attached to one message.
pub const FILES: usize = 10;
/// Bytes of one uploaded file (the interaction payloads' `attachment_size_limit`).
pub const FILE_BYTES: usize = 10 * 1024 * 1024;
/// Characters of a message's string nonce.
pub const NONCE: usize = 25;
/// Ids in an `allowed_mentions` list of users or roles.
pub const ALLOWED_MENTION_IDS: usize = 100;

/// A modal's title and a text input's (or label's) label.
pub const MODAL_TITLE: usize = 45;
/// A modal's top-level components.
pub const MODAL_COMPONENTS: usize = 5;
