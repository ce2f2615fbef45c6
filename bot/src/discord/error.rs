//! The one place errors become messages: user mistakes get a friendly ephemeral
//! answer, internal faults are logged and the user gets a short apology.

use std::fmt;
use std::sync::atomic::Ordering;

use poise::serenity_prelude::Permissions;

use super::api::Api;
use super::deliver::Target;
use super::respond::private_body;
use super::translate::user_locale;
use super::{Data, Error};
use crate::i18n::{Locale, Msg, Style};
use crate::service::api::Reply;

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

/// What to tell a user whose option value poise could not convert: the value and
/// what the option expects, in the user's words; the dependency's own (English)
/// error text goes to the log only.
pub fn unreadable(input: Option<&str>, error: &(dyn std::error::Error + 'static)) -> Msg {
    use poise::serenity_prelude as serenity;
    let Some(input) = input else {
        return Msg::new("discord-unreadable-options");
    };
    let expected = if error.is::<std::num::ParseIntError>() {
        "discord-expected-number"
    } else if error.is::<std::num::ParseFloatError>() {
        "discord-expected-decimal"
    } else if error.is::<std::str::ParseBoolError>() || error.is::<poise::InvalidBool>() {
        "discord-expected-yes-no"
    } else if error.is::<serenity::UserParseError>() || error.is::<serenity::MemberParseError>() {
        "discord-expected-user"
    } else if error.is::<serenity::ChannelParseError>()
        || error.is::<serenity::GuildChannelParseError>()
    {
        "discord-expected-channel"
    } else if error.is::<poise::InvalidChoice>() {
        "discord-expected-choice"
    } else {
        "discord-expected-other"
    };
    Msg::new("discord-unreadable-option")
        .text("input", input)
        .msg("expected", Msg::new(expected))
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

/// Tells the user about `error` privately: as the initial response, or as an ephemeral
/// followup once the interaction has one (never after a public deferral, whose note
/// [`super::deliver`] writes itself).
pub async fn report(api: &Api, target: &Target, responded: bool, error: &Error) {
    if error.is::<Reported>() || error.is::<Duplicate>() {
        return tracing::info!("{error:#}");
    }
    tell(api, target, responded, &user_message(error, target.locale)).await;
}

/// Shows `text` to the interaction's user only.
async fn tell(api: &Api, target: &Target, responded: bool, text: &str) {
    let body = private_body(text);
    let sent = if responded {
        target.followup(api, body, Vec::new()).await.map(drop)
    } else {
        target.respond(api, 4, Some(body), Vec::new()).await
    };
    if let Err(send_error) = sent {
        tracing::warn!("could not tell the user about an error: {send_error}");
    }
}

/// poise's `on_error`: every framework and command error ends here.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let (ctx, text) = match error {
        E::Command { error, .. } if error.is::<Reported>() => {
            return tracing::info!("{error:#}");
        }
        E::Command { error, ctx, .. } => (ctx, user_message(&error, locale_of(ctx))),
        E::CommandCheckFailed {
            error: Some(error), ..
        } if error.is::<Duplicate>() => return tracing::info!("{error:#}"),
        E::ArgumentParse {
            error, input, ctx, ..
        } => {
            tracing::info!(?input, "unreadable option: {error}");
            let msg = unreadable(input.as_deref(), &*error);
            (ctx, msg.format(locale_of(ctx), Style::Discord))
        }
        E::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!("command structure mismatch: {description}");
            let ctx = ctx.into();
            (ctx, UserError::OutdatedCommand.text(locale_of(ctx)))
        }
        E::CommandPanic { payload, ctx, .. } => {
            tracing::error!("command panicked: {}", payload.as_deref().unwrap_or("?"));
            (ctx, apology(locale_of(ctx)))
        }
        E::Setup { error, .. } => return tracing::error!("setup failed: {error:#}"),
        E::EventHandler { error, .. } => return tracing::error!("event handler: {error:#}"),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}");
            }
            return;
        }
    };
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let target = Target::of_command(app.interaction);
    let responded = app.has_sent_initial_response.load(Ordering::Acquire);
    tell(&app.data.api, &target, responded, &text).await;
}

/// The language of the person who invoked the command.
fn locale_of(ctx: poise::Context<'_, Data, Error>) -> Locale {
    match ctx {
        poise::Context::Application(app) => user_locale(&app.interaction.locale),
        poise::Context::Prefix(_) => Locale::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(input: Option<&str>, error: &(dyn std::error::Error + 'static), l: Locale) -> String {
        unreadable(input, error).format(l, Style::Discord)
    }

    /// The dependency's English never reaches the user; the value and what was
    /// expected are said in the user's language.
    #[test]
    fn an_unreadable_option_is_explained_in_the_users_language() {
        let not_a_number = "x".parse::<i64>().unwrap_err();
        let german = said(Some("x"), &not_a_number, Locale::De);
        assert_eq!(
            german,
            "Ich konnte `x` nicht lesen: hier wird eine ganze Zahl erwartet."
        );
        assert!(!german.contains(&not_a_number.to_string()), "{german}");
        let choice = poise::InvalidChoice::default();
        let polish = said(Some("seven"), &choice, Locale::Pl);
        assert!(polish.contains("żadna z podanych opcji"), "{polish}");
        let other = std::io::Error::other("some English from a dependency");
        let french = said(None, &other, Locale::Fr);
        assert!(
            french.starts_with("Je n'ai pas pu lire les options"),
            "{french}"
        );
        assert!(!french.contains("English"), "{french}");
        let unknown = said(Some("abc"), &other, Locale::En);
        assert_eq!(
            unknown,
            "I could not read `abc`: this option does not take that value."
        );
    }
}
