//! Correspondence play: `win-on-time`, `abort`, `vacation`, `settings`,
//! `server-settings` and `mygames`. As elsewhere, the options are declared for
//! Discord and the request is read from the raw interaction by [`super::translate`].

use super::{run, Context, Error};

/// Take the win: your opponent's time has run out.
#[poise::command(slash_command, rename = "win-on-time")]
pub async fn win_on_time(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Abort (unrated) a game whose first player did not move in time.
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Pause all your clocks for some days (30 days in any year).
#[poise::command(slash_command)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "How many days, starting now"]
    #[min = 1]
    #[max = 30]
    days: u32,
) -> Result<(), Error> {
    let _validated_by_poise = days;
    run(ctx).await
}

/// How you are reminded of your turns: channel pings, a daily digest by DM, or none.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "channel pings, a daily digest by direct message, or off"] reminders: Option<
        i64,
    >,
    #[description = "The digest's hour, UTC (0 to 23)"]
    #[min = 0]
    #[max = 23]
    digest_hour: Option<u8>,
) -> Result<(), Error> {
    let _validated_by_poise = (reminders, digest_hour);
    run(ctx).await
}

/// This server's LYNGK settings (changing them needs Manage Server).
#[poise::command(slash_command, rename = "server-settings")]
pub async fn server_settings(
    ctx: Context<'_>,
    #[description = "End games automatically when a player's time runs out"] auto_timeout: Option<
        bool,
    >,
    #[description = "The language of the bot's posts here (auto: the server's Discord language)"]
    language: Option<i64>,
) -> Result<(), Error> {
    let _validated_by_poise = (auto_timeout, language);
    run(ctx).await
}

/// Your games on this server: whose turn, and the time left.
#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}
