//! Ratings and leagues: `rating`, `leaderboard`, `stats` and the `league` group.
//! `league start` opens one thread per scheduled game; everything else is a plain
//! request.

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateThread, EditInteractionResponse, Http,
};

use super::backend::Backend;
use super::deliver::{self, Target};
use super::respond::outgoing;
use super::translate::{self, DaysChoice, VariantChoice};
use super::{application, run, Context, Error};
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

/// Round-robin league seasons.
#[poise::command(
    slash_command,
    subcommand_required,
    subcommands("create", "join", "leave", "start", "standings")
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
    #[description = "standard, or six (stacks up to six high)"] variant: Option<VariantChoice>,
    #[description = "Days each player has for a move"] days_per_move: Option<DaysChoice>,
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
    let http = ctx.http();
    let target = Target::of_command(interaction);
    // Dozens of threads take many round trips: defer so the 3 s cannot lapse.
    deliver::defer(http, target, app.has_sent_initial_response).await?;
    let reply = app.data.service.handle(request).await?;
    if reply.ephemeral || reply.threads.is_empty() {
        return deliver::answer_late(http, target, &reply).await;
    }
    let summary = open_threads(http, &app.data.service, interaction.channel_id, &reply).await;
    target
        .edit(http, EditInteractionResponse::new().content(summary))
        .await?;
    Ok(())
}

/// Opens the reply's threads under `channel`: creates each, attaches its game, posts
/// the opening message. Returns the text for the channel: the reply with links to
/// the threads, and how to retry if some could not be opened.
pub async fn open_threads(
    http: &Http,
    service: &Backend,
    channel: ChannelId,
    reply: &Reply,
) -> String {
    let mut opened = Vec::new();
    let mut failed = 0;
    for thread in &reply.threads {
        match open_thread(http, service, channel, thread).await {
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
    let mut text = format!("{}\nGames: {}", reply.text, opened.join(" "));
    if failed > 0 {
        text.push_str(&format!(
            "\n{failed} thread(s) could not be opened (I need Create Public Threads here): run `/lyngk league start` again to retry them."
        ));
    }
    text.chars().take(super::respond::CONTENT_LIMIT).collect()
}

async fn open_thread(
    http: &Http,
    service: &Backend,
    channel: ChannelId,
    thread: &crate::service::api::ThreadToOpen,
) -> anyhow::Result<ChannelId> {
    let new_thread = CreateThread::new(thread.name.clone())
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let created = channel.create_thread(http, new_thread).await?;
    service
        .attach_thread(thread.game_id, created.id.get())
        .await?;
    created
        .id
        .send_message(http, outgoing(&thread.reply).channel_message())
        .await?;
    Ok(created.id)
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
