//! What errors say: a user's mistake in their language, an internal fault as a short
//! apology (the details go to the log). [`super::deliver::report`] sends it.

use std::fmt;

use serenity::all::Permissions;

use super::Error;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::api::Reply;

/// Something the user can fix; shown to them in their language.
#[derive(Debug, PartialEq)]
pub enum UserError {
    BotOpponent,
    MissingOption(&'static str),
    ThreadInThread,
    NoThread,
    /// An option this version of the command does not have: nothing is ignored.
    UnknownOption(String),
    /// Discord sent a shape this version does not know: its command list is stale.
    OutdatedCommand,
    /// The service refused; its reply says why.
    Refused(Box<Reply>),
    /// The bot lacks these permissions in the channel.
    MissingPermissions(Permissions),
    /// No game threads in this kind of channel: the message id naming it.
    NoThreadsHere(&'static str),
    /// Digests were chosen, but Discord refuses direct messages to the user.
    DirectMessagesClosed,
    /// The forum requires a tag on each post and has none the bot may apply.
    ForumNeedsTag,
    /// A private thread the bot may not join: it could not post there.
    PrivateThread,
}

/// An error the user is told about in their words as theirs to fix: the interaction
/// was answered (with a refusal), nothing failed.
pub fn is_users_mistake(error: &Error) -> bool {
    error.is::<UserError>()
}

impl UserError {
    /// What to tell the user, in `locale` (a refusal keeps its reply's own).
    pub fn text(&self, locale: Locale) -> String {
        let msg = match self {
            UserError::Refused(reply) => return reply.text_in(Style::Discord),
            UserError::BotOpponent => Msg::new("discord-bot-opponent"),
            UserError::MissingOption(option) => {
                Msg::new("discord-missing-option").text("option", *option)
            }
            UserError::ThreadInThread => Msg::new("discord-thread-in-thread"),
            UserError::NoThread => Msg::new("discord-no-thread"),
            UserError::UnknownOption(option) => {
                Msg::new("discord-unknown-option").text("option", option.as_str())
            }
            UserError::OutdatedCommand => Msg::new("discord-outdated-command"),
            UserError::MissingPermissions(missing) => Msg::new("discord-missing-permissions")
                .text("permissions", permission_names(*missing, locale)),
            UserError::NoThreadsHere(place) => {
                Msg::new("discord-no-threads-here").msg("place", Msg::new(*place))
            }
            UserError::DirectMessagesClosed => Msg::new("discord-digest-dms-closed"),
            UserError::ForumNeedsTag => Msg::new("discord-forum-needs-tag"),
            UserError::PrivateThread => Msg::new("place-private-thread"),
        };
        msg.format(locale, Style::Discord)
    }
}

/// English, for the log.
impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Locale::En))
    }
}

impl std::error::Error for UserError {}

/// The permissions as Discord's settings name them in `locale`, in bold.
fn permission_names(permissions: Permissions, locale: Locale) -> String {
    const NAMED: [(Permissions, &str); 6] = [
        (Permissions::VIEW_CHANNEL, "discord-permission-view-channel"),
        (
            Permissions::SEND_MESSAGES,
            "discord-permission-send-messages",
        ),
        (Permissions::EMBED_LINKS, "discord-permission-embed-links"),
        (Permissions::ATTACH_FILES, "discord-permission-attach-files"),
        (
            Permissions::CREATE_PUBLIC_THREADS,
            "discord-permission-create-public-threads",
        ),
        (
            Permissions::SEND_MESSAGES_IN_THREADS,
            "discord-permission-send-messages-in-threads",
        ),
    ];
    let mut names: Vec<String> = NAMED
        .iter()
        .filter(|(permission, _)| permissions.contains(*permission))
        .map(|(_, id)| Msg::new(*id).format(locale, Style::Discord))
        .collect();
    // Any other permission (none is asked for today) by serenity's English name.
    let others = NAMED
        .iter()
        .fold(permissions, |rest, (permission, _)| rest - *permission);
    names.extend(others.get_permission_names().into_iter().map(str::to_owned));
    names
        .iter()
        .map(|name| format!("**{name}**"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An error the user was already told about (after a deferral); only logged.
#[derive(Debug, thiserror::Error)]
#[error("{0:#} (reported to the user)")]
pub struct Reported(pub Error);

/// The same interaction delivered a second time: it gets no second answer.
#[derive(Debug, thiserror::Error)]
#[error("interaction {0} was already delivered")]
pub struct Duplicate(pub u64);

/// Said when something broke on our side; the details go to the log, not the chat.
pub fn apology(locale: Locale) -> String {
    Msg::new("discord-apology").format(locale, Style::Discord)
}

/// The text to show for `error` in `locale`; internal faults are logged here.
pub fn user_message(error: &Error, locale: Locale) -> String {
    match error.downcast_ref::<UserError>() {
        Some(user_error) => user_error.text(locale),
        None => {
            tracing::error!("internal error: {error:#}");
            apology(locale)
        }
    }
}
