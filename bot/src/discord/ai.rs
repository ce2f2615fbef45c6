//! The LYNGK AI on Discord: `/lyngk challenge level:3` (or naming the bot itself as the
//! opponent) starts a game against it, and `/lyngk review` asks it about a finished
//! game. Its turns are played on [`super::ai_pool`].

use super::{run, Context, Error};

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
