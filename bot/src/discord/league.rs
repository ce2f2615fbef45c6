//! Ratings and leagues: `rating`, `leaderboard`, `stats` and the `league` group, plus
//! `create` and `start`, which [`super::admin`] registers under `/lyngk-admin league`.
//! `league start` opens one thread per scheduled game; everything else is a plain
//! request.

use poise::serenity_prelude as serenity;
use serde_json::json;

use super::api::Api;
use super::backend::Backend;
use super::deliver::{self, Target};
use super::respond::outgoing;
use super::threads::{self, Opening};
use super::translate;
use super::{application, run, Context, Error};
use crate::i18n::{format_lines, Msg, Style};
use crate::service::api::Reply;

/// A player's rating on this server.
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let _validated_by_poise = user;
    run(ctx).await
}

/// The best rated players on this server.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Figures about the games played on this server.
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Round-robin league seasons (admins open and start them with `/lyngk-admin league`).
#[poise::command(
    slash_command,
    subcommand_required,
    subcommands("join", "leave", "standings")
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    // A subcommand group cannot be invoked itself.
    Ok(())
}

/// Open a new league season (server admins).
#[poise::command(slash_command)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The season's name, e.g. Spring 2025"] name: String,
    #[description = "standard, or six (stacks up to six high)"] variant: Option<i64>,
    #[description = "Days each player has for a move"] days_per_move: Option<i64>,
    #[description = "Each pair plays twice, first move swapped"] double_round: Option<bool>,
) -> Result<(), Error> {
    let _validated_by_poise = (name, variant, days_per_move, double_round);
    run(ctx).await
}

/// Join a league season before it starts.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The season's name"] name: String,
) -> Result<(), Error> {
    let _validated_by_poise = name;
    run(ctx).await
}

/// Leave a league season before it starts.
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The season's name"] name: String,
) -> Result<(), Error> {
    let _validated_by_poise = name;
    run(ctx).await
}

/// Schedule the season and open every game in its own thread (server admins).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The season's name"] name: String,
) -> Result<(), Error> {
    let _validated_by_poise = name;
    let app = application(ctx)?;
    let interaction = app.interaction;
    let request = translate::request_from(interaction)?;
    let opening = threads::opening_in(interaction)?;
    let api = &app.data.api;
    let target = Target::of_command(interaction);
    // Dozens of threads take many round trips: defer so the 3 s cannot lapse.
    deliver::defer(api, &target, app.has_sent_initial_response, false).await?;
    let reply = app.data.service.handle(request).await?;
    if reply.ephemeral || reply.threads.is_empty() {
        return deliver::answer_late(api, &target, &reply).await;
    }
    let parent = interaction.channel_id.get();
    let summary = open_threads(api, &app.data.service, parent, opening, &reply).await;
    let body = json!({"content": summary, "allowed_mentions": {"parse": []}});
    target.edit_original(api, body, Vec::new()).await?;
    Ok(())
}

/// Opens the reply's threads under `channel`: creates each, attaches its game, posts
/// the opening message. Returns the text for the channel: the reply with links to
/// the threads, and how to retry if some could not be opened.
pub async fn open_threads(
    api: &Api,
    service: &Backend,
    channel: u64,
    opening: Opening,
    reply: &Reply,
) -> String {
    let mut opened = Vec::new();
    let mut failed = 0;
    for thread in &reply.threads {
        match open_thread(api, service, channel, opening, thread).await {
            Ok(id) => opened.push(format!("<#{id}>")),
            Err(error) => {
                tracing::warn!(
                    "could not open the thread of game {}: {error:#}",
                    thread.game_id
                );
                service.thread_not_opened(thread.game_id);
                failed += 1;
            }
        }
    }
    let mut lines = reply.lines.clone();
    lines.push(Msg::new("discord-league-games").text("threads", opened.join(" ")));
    if failed > 0 {
        lines.push(Msg::new("discord-league-threads-failed").number("count", failed));
    }
    let text = format_lines(&lines, reply.locale, Style::Discord);
    text.chars().take(super::respond::CONTENT_LIMIT).collect()
}

async fn open_thread(
    api: &Api,
    service: &Backend,
    channel: u64,
    opening: Opening,
    thread: &crate::service::api::ThreadToOpen,
) -> anyhow::Result<u64> {
    let created = threads::open(api, channel, opening, &thread.name, &thread.name).await?;
    service.attach_thread(thread.game_id, created).await?;
    let message = outgoing(&thread.reply);
    threads::post(api, created, message.channel_message(), message.uploads()).await?;
    Ok(created)
}

/// A season's table: points, tiebreaks and games left.
#[poise::command(slash_command)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The season's name"] name: String,
) -> Result<(), Error> {
    let _validated_by_poise = name;
    run(ctx).await
}
