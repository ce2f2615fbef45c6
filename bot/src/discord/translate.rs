//! Discord interactions -> service requests. Pure functions over serenity's model types,
//! so recorded interaction payloads can test exactly what the live bot does.
//!
//! The poise commands declare the options (for registration and Discord-side
//! validation), but their bodies build the request here from the raw interaction.

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ChannelType, CommandData, CommandDataOption, CommandDataOptionValue,
    CommandDataResolved, CommandInteraction, ComponentInteraction, GuildId, Member, User,
};

use super::error::UserError;
use crate::i18n::Locale;
use crate::service::api::{Actor, Command, Place, ReminderMode, Request, ServerLanguage};
use lyngk_rules::Variant;

/// The `variant` option: poise registers these as integer choices (value = index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "standard"]
    Standard,
    #[name = "six"]
    Six,
}

impl VariantChoice {
    pub fn variant(self) -> Variant {
        match self {
            VariantChoice::Standard => Variant::Standard,
            VariantChoice::Six => Variant::Six,
        }
    }
}

/// The `days_per_move` option: the time each player has for a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DaysChoice {
    #[name = "1 day"]
    One,
    #[name = "2 days"]
    Two,
    #[name = "3 days"]
    Three,
    #[name = "5 days"]
    Five,
    #[name = "7 days"]
    Seven,
    #[name = "14 days"]
    Fourteen,
}

impl DaysChoice {
    pub fn days(self) -> u32 {
        match self {
            DaysChoice::One => 1,
            DaysChoice::Two => 2,
            DaysChoice::Three => 3,
            DaysChoice::Five => 5,
            DaysChoice::Seven => 7,
            DaysChoice::Fourteen => 14,
        }
    }
}

/// The `reminders` option of `/lyngk settings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ReminderChoice {
    #[name = "channel"]
    Channel,
    #[name = "digest"]
    Digest,
    #[name = "off"]
    Off,
}

impl ReminderChoice {
    pub fn mode(self) -> ReminderMode {
        match self {
            ReminderChoice::Channel => ReminderMode::Channel,
            ReminderChoice::Digest => ReminderMode::Digest,
            ReminderChoice::Off => ReminderMode::Off,
        }
    }
}

/// The `language` option of `/lyngk server-settings`: Discord's choice or one of the
/// bot's languages, each named in itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "auto"]
    Auto,
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Italiano"]
    It,
    #[name = "Nederlands"]
    Nl,
    #[name = "Español"]
    Es,
    #[name = "Polski"]
    Pl,
    #[name = "Magyar"]
    Hu,
}

impl LanguageChoice {
    pub fn language(self) -> ServerLanguage {
        let locale = match self {
            LanguageChoice::Auto => return ServerLanguage::Auto,
            LanguageChoice::En => Locale::En,
            LanguageChoice::De => Locale::De,
            LanguageChoice::Fr => Locale::Fr,
            LanguageChoice::It => Locale::It,
            LanguageChoice::Nl => Locale::Nl,
            LanguageChoice::Es => Locale::Es,
            LanguageChoice::Pl => Locale::Pl,
            LanguageChoice::Hu => Locale::Hu,
        };
        ServerLanguage::Fixed(locale)
    }
}

/// What an autocomplete interaction asks for, read from its focused option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Suggest {
    Origins { partial: String },
    Landings { from: String, partial: String },
    Claims { partial: String },
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

/// The request a `/lyngk <subcommand>` interaction stands for.
pub fn request_from(interaction: &CommandInteraction) -> Result<Request, UserError> {
    let mut command = match league_subcommand(&interaction.data) {
        Some((name, options)) => league_command_from(name, options)?,
        None => {
            let (name, options) = subcommand(&interaction.data)?;
            match super::ai::challenge(name, options, interaction)? {
                Some(against_ai) => against_ai,
                None => command_from(name, options, &interaction.data.resolved)?,
            }
        }
    };
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

/// Whether the member may manage the server. Discord puts the member's permissions
/// in the channel into every guild interaction; Administrator implies them all.
pub fn is_admin(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Whether a `/lyngk challenge` asks for its own thread (`thread:true`).
pub fn wants_thread(interaction: &CommandInteraction) -> bool {
    match subcommand(&interaction.data) {
        Ok(("challenge", options)) => bool_option(options, "thread").unwrap_or(false),
        _ => false,
    }
}

/// Whether the interaction comes from inside a thread (where no thread can be opened).
pub fn in_thread(interaction: &CommandInteraction) -> bool {
    interaction.channel.as_ref().is_some_and(|channel| {
        matches!(
            channel.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
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
    let (name, options) = subcommand(&interaction.data).ok()?;
    let focused = interaction.data.autocomplete()?;
    let partial = focused.value.trim().to_owned();
    let suggest = match (name, focused.name) {
        ("move" | "moves", "from") => Suggest::Origins { partial },
        ("move", "to") => Suggest::Landings {
            // The origin typed so far; empty when the user filled `to` first.
            from: string_option(options, "from").unwrap_or_default(),
            partial,
        },
        ("move", "claim") | ("claim", "colour") => Suggest::Claims { partial },
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

/// The `/lyngk` subcommand's name and options.
fn subcommand(data: &CommandData) -> Result<(&str, &[CommandDataOption]), UserError> {
    match data.options.first() {
        Some(CommandDataOption {
            name,
            value: CommandDataOptionValue::SubCommand(options),
            ..
        }) => Ok((name.as_str(), options.as_slice())),
        _ => Err(UserError::OutdatedCommand),
    }
}

/// The options each `/lyngk` subcommand declares (see the poise commands); any other
/// is refused rather than ignored.
fn known_options(name: &str) -> &'static [&'static str] {
    match name {
        "challenge" => &[
            "opponent",
            "variant",
            "days_per_move",
            "thread",
            "rated",
            "level",
        ],
        "move" => &["from", "to", "claim"],
        "claim" => &["colour"],
        "moves" => &["from", "image"],
        "rating" => &["user"],
        "replay" | "review" => &["game"],
        "vacation" => &["days"],
        "settings" => &["reminders", "digest_hour"],
        "server-settings" => &["auto_timeout", "language"],
        "create" => &["name", "variant", "days_per_move", "double_round"],
        "join" | "leave" | "start" | "standings" => &["name"],
        _ => &[],
    }
}

fn refuse_unknown_options(name: &str, options: &[CommandDataOption]) -> Result<(), UserError> {
    let known = known_options(name);
    match options.iter().find(|o| !known.contains(&o.name.as_str())) {
        Some(unknown) => Err(UserError::UnknownOption(unknown.name.clone())),
        None => Ok(()),
    }
}

fn command_from(
    name: &str,
    options: &[CommandDataOption],
    resolved: &CommandDataResolved,
) -> Result<Command, UserError> {
    refuse_unknown_options(name, options)?;
    let command = match name {
        "challenge" => challenge_from(options, resolved)?,
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "move" => Command::Move {
            from: required_string(options, "from")?,
            to: required_string(options, "to")?,
            claim: string_option(options, "claim"),
        },
        "claim" => Command::Claim {
            colour: required_string(options, "colour")?,
        },
        "board" => Command::Board,
        "moves" => Command::Moves {
            from: string_option(options, "from"),
            image: bool_option(options, "image").unwrap_or(false),
        },
        "history" => Command::History,
        "replay" => Command::Replay {
            game: int_option(options, "game"),
            max_bytes: None,
        },
        "resign" => Command::Resign,
        "rules" => Command::Rules,
        "help" => Command::Help,
        "rating" => Command::Rating {
            user: match option(options, "user").and_then(CommandDataOptionValue::as_user_id) {
                Some(id) => Some(resolved_actor(id, resolved)?),
                None => None,
            },
        },
        "leaderboard" => Command::Leaderboard,
        "stats" => Command::Stats,
        "win-on-time" => Command::WinOnTime,
        "abort" => Command::Abort,
        "vacation" => Command::Vacation {
            days: int_option(options, "days")
                .and_then(|d| u32::try_from(d).ok())
                .ok_or(UserError::MissingOption("days"))?,
        },
        "settings" => Command::Settings {
            digest_hour: int_option(options, "digest_hour").and_then(|h| u8::try_from(h).ok()),
            reminders: choice_option::<ReminderChoice>(options, "reminders")?
                .map(ReminderChoice::mode),
        },
        "server-settings" => Command::ServerSettings {
            auto_timeout: bool_option(options, "auto_timeout"),
            language: choice_option::<LanguageChoice>(options, "language")?
                .map(LanguageChoice::language),
        },
        "mygames" => Command::MyGames,
        "review" => Command::Review {
            game: int_option(options, "game"),
        },
        _ => return Err(UserError::OutdatedCommand),
    };
    Ok(command)
}

/// `/lyngk league <subcommand>`: the group's subcommand and its options.
fn league_subcommand(data: &CommandData) -> Option<(&str, &[CommandDataOption])> {
    match data.options.first() {
        Some(CommandDataOption {
            name,
            value: CommandDataOptionValue::SubCommandGroup(inner),
            ..
        }) if name == "league" => match inner.first() {
            Some(CommandDataOption {
                name,
                value: CommandDataOptionValue::SubCommand(options),
                ..
            }) => Some((name.as_str(), options.as_slice())),
            _ => None,
        },
        _ => None,
    }
}

fn league_command_from(name: &str, options: &[CommandDataOption]) -> Result<Command, UserError> {
    refuse_unknown_options(name, options)?;
    let league = || required_string(options, "name");
    let command = match name {
        "create" => Command::LeagueCreate {
            name: league()?,
            variant: choice_option::<VariantChoice>(options, "variant")?
                .map_or(Variant::Standard, VariantChoice::variant),
            days_per_move: choice_option::<DaysChoice>(options, "days_per_move")?
                .map(DaysChoice::days),
            double_round: bool_option(options, "double_round").unwrap_or(false),
        },
        "join" => Command::LeagueJoin { name: league()? },
        "leave" => Command::LeagueLeave { name: league()? },
        "start" => Command::LeagueStart { name: league()? },
        "standings" => Command::LeagueStandings { name: league()? },
        _ => return Err(UserError::OutdatedCommand),
    };
    Ok(command)
}

fn challenge_from(
    options: &[CommandDataOption],
    resolved: &CommandDataResolved,
) -> Result<Command, UserError> {
    let opponent = match option(options, "opponent").and_then(CommandDataOptionValue::as_user_id) {
        Some(id) => Some(opponent_from(id, resolved)?),
        None => None,
    };
    let variant = choice_option::<VariantChoice>(options, "variant")?
        .map_or(Variant::Standard, VariantChoice::variant);
    let days_per_move =
        choice_option::<DaysChoice>(options, "days_per_move")?.map(DaysChoice::days);
    Ok(Command::Challenge {
        opponent,
        variant,
        days_per_move,
        rated: bool_option(options, "rated").unwrap_or(true),
    })
}

/// The challenged user, from the interaction's resolved data; bots cannot play.
fn opponent_from(id: serenity::UserId, resolved: &CommandDataResolved) -> Result<Actor, UserError> {
    let user = resolved.users.get(&id).ok_or(UserError::OutdatedCommand)?;
    if user.bot {
        return Err(UserError::BotOpponent);
    }
    resolved_actor(id, resolved)
}

/// A user named in an option, as the guild shows them (server nickname first).
fn resolved_actor(
    id: serenity::UserId,
    resolved: &CommandDataResolved,
) -> Result<Actor, UserError> {
    let user = resolved.users.get(&id).ok_or(UserError::OutdatedCommand)?;
    let nick = resolved.members.get(&id).and_then(|m| m.nick.as_deref());
    Ok(Actor {
        id: id.get(),
        name: nick.unwrap_or_else(|| user.display_name()).to_owned(),
    })
}

/// The value of the option `name`, if the user gave it.
pub(super) fn option<'a>(
    options: &'a [CommandDataOption],
    name: &str,
) -> Option<&'a CommandDataOptionValue> {
    options.iter().find(|o| o.name == name).map(|o| &o.value)
}

/// A text option, trimmed; blank counts as absent.
fn string_option(options: &[CommandDataOption], name: &str) -> Option<String> {
    let text = option(options, name)?.as_str()?.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn required_string(options: &[CommandDataOption], name: &'static str) -> Result<String, UserError> {
    string_option(options, name).ok_or(UserError::MissingOption(name))
}

fn int_option(options: &[CommandDataOption], name: &str) -> Option<i64> {
    option(options, name)?.as_i64()
}

fn bool_option(options: &[CommandDataOption], name: &str) -> Option<bool> {
    option(options, name)?.as_bool()
}

/// An integer choice option, decoded through poise's index-valued choices.
fn choice_option<T: poise::ChoiceParameter>(
    options: &[CommandDataOption],
    name: &str,
) -> Result<Option<T>, UserError> {
    let Some(index) = option(options, name).and_then(CommandDataOptionValue::as_i64) else {
        return Ok(None);
    };
    usize::try_from(index)
        .ok()
        .and_then(T::from_index)
        .map(Some)
        .ok_or(UserError::OutdatedCommand)
}

#[cfg(test)]
mod tests {
    use super::known_options;

    /// Every option a registered `/lyngk` subcommand declares is known here, so no
    /// real option is ever refused as unknown.
    #[test]
    fn known_options_cover_the_registered_commands() {
        fn check(command: &poise::Command<super::super::Data, super::super::Error>) {
            for sub in &command.subcommands {
                if sub.subcommands.is_empty() {
                    let mut declared: Vec<&str> =
                        sub.parameters.iter().map(|p| p.name.as_str()).collect();
                    let mut known = known_options(&sub.name).to_vec();
                    declared.sort_unstable();
                    known.sort_unstable();
                    assert_eq!(declared, known, "/lyngk … {}", sub.name);
                }
                check(sub);
            }
        }
        for command in super::super::commands() {
            check(&command);
        }
    }
}
