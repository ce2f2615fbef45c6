//! Looking at the game: `board`, `moves`, `history`, `replay`, `rules`, `help`.

use super::play::suggest;
use super::{run, Context, Error};

/// Show the current board.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// List the legal moves, or those of one stack.
#[poise::command(slash_command)]
pub async fn moves(
    ctx: Context<'_>,
    #[description = "Only the moves of this stack (e.g. c3)"]
    #[autocomplete = "suggest"]
    from: Option<String>,
    #[description = "Also draw them on the board"] image: Option<bool>,
) -> Result<(), Error> {
    let _validated_by_poise = (from, image);
    run(ctx).await
}

/// The game's turns in notation, with its seed (also as a file).
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Watch a game back as an animated image (a game in progress: its players only).
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (default: this channel's latest game)"]
    #[min = 1]
    #[max = 1_000_000_000]
    game: Option<i64>,
) -> Result<(), Error> {
    let _validated_by_poise = game;
    run(ctx).await
}

/// A short summary of the rules of LYNGK.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}
