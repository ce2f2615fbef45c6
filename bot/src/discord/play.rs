//! Taking turns: `move` and `claim`, with autocomplete from the service.

use poise::serenity_prelude as serenity;

use super::respond::autocomplete_choices;
use super::translate;
use super::{run, Context, Error};

/// Move a stack: from one cell to another, optionally claiming a colour first.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "The stack to move (e.g. c3)"]
    #[autocomplete = "suggest"]
    from: String,
    #[description = "Where it lands (e.g. d4)"]
    #[autocomplete = "suggest"]
    to: String,
    #[description = "Claim this colour before moving"]
    #[autocomplete = "suggest"]
    claim: Option<String>,
) -> Result<(), Error> {
    let _validated_by_poise = (from, to, claim);
    run(ctx).await
}

/// Claim a colour (then make your move).
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Context<'_>,
    #[description = "The colour to claim"]
    #[autocomplete = "suggest"]
    colour: String,
) -> Result<(), Error> {
    let _validated_by_poise = colour;
    run(ctx).await
}

/// Autocomplete for every option that has it: the focused option (read from the
/// interaction) decides whether origins, landings or colours are suggested.
pub async fn suggest(ctx: Context<'_>, _partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let poise::Context::Application(app) = ctx else {
        return Vec::new();
    };
    let Some(query) = translate::suggest_query(app.interaction) else {
        return Vec::new();
    };
    autocomplete_choices(&app.data.service.suggest(query).await)
}
