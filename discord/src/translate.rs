//! Discord interactions -> service requests, read by the commands' declaration
//! ([`lyngk_service::command_spec`]): the invoked path picks the command, each option is
//! read by its declared type, and the command's one builder makes the request. Pure
//! functions over serenity's model types, so recorded interaction payloads test exactly
//! what the live bot does.

use serenity::all::{
    ChannelId, CommandData, CommandDataOption, CommandDataOptionValue, CommandDataResolved,
    CommandInteraction, ComponentInteraction, GuildId, Member, User, UserId,
};

use super::error::UserError;
use lyngk_i18n::{Locale, Msg};
use lyngk_service::api::{Actor, Command, Place, Reply, Request};
use lyngk_service::command_spec::{self, ArgError, Args, Kind, Spec, Value};

/// What an autocomplete interaction asks for, read from its focused option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Suggest {
    Origins {
        partial: String,
    },
    Landings {
        from: String,
        partial: String,
    },
    Claims {
        partial: String,
    },
    /// The next turn of a premove line.
    Premove {
        typed: String,
    },
    /// A time zone for `settings timezone:`, with the Discord locale to guess one from.
    TimeZone {
        partial: String,
        discord_locale: String,
    },
}

/// An autocomplete question: who asks, where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuggestQuery {
    pub place: Place,
    pub user: u64,
    /// The language of the person typing: choice names are in it.
    pub locale: Locale,
    pub suggest: Suggest,
}

/// The request a command interaction stands for.
pub fn request_from(interaction: &CommandInteraction) -> Result<Request, UserError> {
    let (spec, options) = invoked(&interaction.data)?;
    // The AI plays under the bot's own user (a bot's user id is its application's id).
    let ai_user = interaction.application_id.get();
    let args = read_args(spec, options, &interaction.data.resolved, ai_user)?;
    let mut command = spec
        .command(&args)
        .map_err(|error| user_error(error, user_locale(&interaction.locale)))?;
    if let Command::Replay { max_bytes, .. } = &mut command {
        // The upload limit where the answer goes (0: not sent, Discord's default then).
        *max_bytes = usize::try_from(interaction.attachment_size_limit)
            .ok()
            .filter(|&limit| limit > 0);
    }
    Ok(Request {
        place: place_of(interaction.guild_id, interaction.channel_id),
        actor: actor_of(&interaction.user, interaction.member.as_deref()),
        command,
        interaction: Some(interaction.id.get()),
        actor_is_admin: is_admin(interaction.member.as_deref()),
        locale: user_locale(&interaction.locale),
        server_locale: server_locale(interaction.guild_locale.as_deref()),
    })
}

/// The declared command an interaction invokes (`/lyngk league join`), with the
/// options given to it.
pub fn invoked(data: &CommandData) -> Result<(&'static Spec, &[CommandDataOption]), UserError> {
    let (path, options) = path_and_options(data);
    match command_spec::find(&path) {
        Some((_, spec)) => Ok((spec, options)),
        None => Err(UserError::OutdatedCommand),
    }
}

/// The command's path as Discord sends it, from the top-level command to the
/// subcommand (`["lyngk-admin", "event", "start"]`).
pub fn command_path(data: &CommandData) -> Vec<&str> {
    path_and_options(data).0
}

fn path_and_options(data: &CommandData) -> (Vec<&str>, &[CommandDataOption]) {
    let mut path = vec![data.name.as_str()];
    let mut options = data.options.as_slice();
    while let Some(CommandDataOption { name, value, .. }) = options.first() {
        match value {
            CommandDataOptionValue::SubCommandGroup(inner)
            | CommandDataOptionValue::SubCommand(inner) => {
                path.push(name.as_str());
                options = inner.as_slice();
            }
            _ => break,
        }
    }
    (path, options)
}

/// Each option by its declared type; an option the command does not declare is
/// refused rather than ignored, a value of another shape means a stale command list.
fn read_args(
    spec: &Spec,
    options: &[CommandDataOption],
    resolved: &CommandDataResolved,
    ai_user: u64,
) -> Result<Args, UserError> {
    let mut args = Args::new(ai_user);
    for given in options {
        let declared = spec
            .option(&given.name)
            .ok_or_else(|| UserError::UnknownOption(given.name.clone()))?;
        let value = &given.value;
        let read = match &declared.kind {
            Kind::Text { .. } => value.as_str().map(|t| Value::Text(t.to_owned())),
            Kind::Integer { .. } => value.as_i64().map(Value::Integer),
            Kind::Flag => value.as_bool().map(Value::Flag),
            Kind::User => match value.as_user_id() {
                Some(id) => Some(resolved_user(id, resolved)?),
                None => None,
            },
            // Registered with the choice's index as its value.
            Kind::Choice(choices) => value
                .as_i64()
                .and_then(|index| usize::try_from(index).ok())
                .and_then(|index| choices.get(index))
                .map(|choice| Value::Text(choice.key.to_owned())),
        };
        args.insert(declared.name, read.ok_or(UserError::OutdatedCommand)?);
    }
    Ok(args)
}

/// A builder's refusal, as the Discord user is told it; the values Discord checks
/// itself (numbers, choices) cannot be wrong unless the command list is stale.
fn user_error(error: ArgError, locale: Locale) -> UserError {
    match error {
        ArgError::Missing(option) => UserError::MissingOption(option),
        ArgError::Unknown(option) => UserError::UnknownOption(option),
        ArgError::BotOpponent => UserError::BotOpponent,
        ArgError::LevelWithOpponent(_) => {
            let mut reply = Reply::private(Msg::new("ai-level-with-opponent"));
            reply.locale = locale;
            UserError::Refused(Box::new(reply))
        }
        ArgError::NotANumber { .. }
        | ArgError::NotAFlag { .. }
        | ArgError::Variant(_)
        | ArgError::NotAChoice { .. }
        | ArgError::Reminders(_)
        | ArgError::Language(_) => UserError::OutdatedCommand,
    }
}

/// Whether the member may manage the server. Discord puts the member's permissions
/// in the channel into every guild interaction; Administrator implies them all.
pub fn is_admin(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Whether a `/lyngk challenge` asks for its own thread (`thread:true`).
pub fn wants_thread(interaction: &CommandInteraction) -> bool {
    match invoked(&interaction.data) {
        Ok((spec, options)) if spec.name == "challenge" => options
            .iter()
            .any(|o| o.name == "thread" && o.value.as_bool() == Some(true)),
        _ => false,
    }
}

/// The request a pressed button stands for, once the service has told what its
/// custom id means.
pub fn request_from_component(interaction: &ComponentInteraction, command: Command) -> Request {
    Request {
        place: place_of(interaction.guild_id, interaction.channel_id),
        actor: actor_of(&interaction.user, interaction.member.as_ref()),
        command,
        interaction: Some(interaction.id.get()),
        actor_is_admin: is_admin(interaction.member.as_ref()),
        locale: user_locale(&interaction.locale),
        server_locale: server_locale(interaction.guild_locale.as_deref()),
    }
}

/// The language of the person acting: their Discord client's, English for the
/// languages the bot does not speak.
pub fn user_locale(discord_locale: &str) -> Locale {
    Locale::from_discord(discord_locale).unwrap_or_default()
}

/// The server's preferred language (`guild_locale`), if the bot speaks it.
pub fn server_locale(guild_locale: Option<&str>) -> Option<Locale> {
    guild_locale.and_then(Locale::from_discord)
}

/// What an autocomplete interaction asks for; `None` for options without suggestions.
pub fn suggest_query(interaction: &CommandInteraction) -> Option<SuggestQuery> {
    let (spec, options) = invoked(&interaction.data).ok()?;
    let focused = interaction.data.autocomplete()?;
    let partial = focused.value.trim().to_owned();
    let suggest = match (spec.name, focused.name) {
        ("move" | "moves", "from") => Suggest::Origins { partial },
        ("move", "to") => Suggest::Landings {
            // The origin typed so far; empty when the user filled `to` first.
            from: options
                .iter()
                .find(|o| o.name == "from")
                .and_then(|o| o.value.as_str())
                .map_or_else(String::new, |from| from.trim().to_owned()),
            partial,
        },
        ("move", "claim") | ("claim", "colour") => Suggest::Claims { partial },
        // The whole line typed so far: a trailing space asks for the next turn.
        ("premove", "turns") => Suggest::Premove {
            typed: focused.value.trim_start().to_owned(),
        },
        ("settings", "timezone") => Suggest::TimeZone {
            partial,
            discord_locale: interaction.locale.clone(),
        },
        _ => return None,
    };
    Some(SuggestQuery {
        place: place_of(interaction.guild_id, interaction.channel_id),
        user: interaction.user.id.get(),
        locale: user_locale(&interaction.locale),
        suggest,
    })
}

/// Where an interaction happened; a thread is a channel of its own.
pub fn place_of(guild: Option<GuildId>, channel: ChannelId) -> Place {
    Place {
        guild: guild.map(GuildId::get),
        channel: channel.get(),
    }
}

/// Who acted, named as the guild shows them (server nickname first).
pub fn actor_of(user: &User, member: Option<&Member>) -> Actor {
    let name = member.map_or_else(|| user.display_name(), Member::display_name);
    Actor {
        id: user.id.get(),
        name: name.to_owned(),
    }
}

/// A user named in an option, as the guild shows them (server nickname first).
fn resolved_user(id: UserId, resolved: &CommandDataResolved) -> Result<Value, UserError> {
    let user = resolved.users.get(&id).ok_or(UserError::OutdatedCommand)?;
    let nick = resolved.members.get(&id).and_then(|m| m.nick.as_deref());
    let actor = Actor {
        id: id.get(),
        name: nick.unwrap_or_else(|| user.display_name()).to_owned(),
    };
    Ok(Value::User {
        actor,
        bot: user.bot,
    })
}
