//! The LYNGK AI on Discord: `/lyngk challenge level:3` (or naming the bot itself as the
//! opponent) starts a game against it, and `/lyngk review` asks it about a finished
//! game. Its turns are played on [`super::ai_pool`].

use poise::serenity_prelude as serenity;
use serenity::{CommandDataOption, CommandDataOptionValue, CommandInteraction};

use super::error::UserError;
use super::translate::{option, user_locale, VariantChoice};
use super::{run, Context, Error};
use crate::i18n::Msg;
use crate::service::api::{Command, Reply};
use lyngk_rules::Variant;

/// The level of a challenge that names the bot without a `level`.
pub const DEFAULT_LEVEL: u8 = 2;

/// The AI's review of a finished game: its chances chart and the costliest turns.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Game number (default: this channel's latest game)"]
    #[min = 1]
    #[max = 1_000_000_000]
    game: Option<i64>,
) -> Result<(), Error> {
    let _validated_by_poise = game;
    run(ctx).await
}

/// A `/lyngk challenge` against the AI, if this is one: a `level`, or the bot itself
/// as the opponent. The AI plays under the bot's own user (a bot's user id is its
/// application's id), so its mentions show the bot.
pub fn challenge(
    name: &str,
    options: &[CommandDataOption],
    interaction: &CommandInteraction,
) -> Result<Option<Command>, UserError> {
    if name != "challenge" {
        return Ok(None);
    }
    let bot = interaction.application_id.get();
    let opponent = option(options, "opponent").and_then(CommandDataOptionValue::as_user_id);
    let names_bot = opponent.is_some_and(|id| id.get() == bot);
    let level = option(options, "level").and_then(CommandDataOptionValue::as_i64);
    let level = match (level, opponent) {
        (None, _) if !names_bot => return Ok(None),
        (Some(_), Some(_)) if !names_bot => {
            let mut reply = Reply::private(Msg::new("ai-level-with-opponent"));
            reply.locale = user_locale(&interaction.locale);
            return Err(UserError::Refused(Box::new(reply)));
        }
        (level, _) => level.map_or(DEFAULT_LEVEL, |l| u8::try_from(l).unwrap_or(u8::MAX)),
    };
    let variant = option(options, "variant")
        .and_then(CommandDataOptionValue::as_i64)
        .and_then(|index| usize::try_from(index).ok())
        .and_then(<VariantChoice as poise::ChoiceParameter>::from_index)
        .map_or(Variant::Standard, VariantChoice::variant);
    Ok(Some(Command::ChallengeAi {
        level,
        variant,
        ai_user: bot,
    }))
}
