//! Starting and ending games: `challenge`, `accept`, `decline`, `resign`.
//!
//! The options each command declares are for Discord (registration, validation);
//! the request is read from the raw interaction by [`super::translate`], so the
//! payload tests cover exactly what runs here.

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelType, CreateThread, EditInteractionResponse};

use super::deliver::{self, Target};
use super::error::UserError;
use super::respond::outgoing;
use super::translate::{self, DaysChoice, VariantChoice};
use super::{application, run, Context, Error};
use crate::service::api::{Command, Request};

/// Discord's limit on a channel (thread) name.
const THREAD_NAME_LIMIT: usize = 100;

/// Propose a game in this channel (or in a new thread).
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play; leave empty for an open seat"] opponent: Option<serenity::User>,
    #[description = "standard, or six (stacks up to six high)"] variant: Option<VariantChoice>,
    #[description = "Days each player has for a move"] days_per_move: Option<DaysChoice>,
    #[description = "Open the game in its own public thread"] thread: Option<bool>,
    #[description = "Count the result for ratings (default: yes)"] rated: Option<bool>,
) -> Result<(), Error> {
    let _validated_by_poise = (opponent, variant, days_per_move, rated);
    if thread == Some(true) {
        challenge_in_thread(ctx).await
    } else {
        run(ctx).await
    }
}

/// Accept the challenge in this channel.
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Decline (or withdraw) the challenge in this channel.
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Resign the game in this channel.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx).await
}

/// Opens a public thread and proposes the game there; the channel gets a pointer.
async fn challenge_in_thread(ctx: Context<'_>) -> Result<(), Error> {
    let app = application(ctx)?;
    let interaction = app.interaction;
    // Refuse bad input (a bot opponent, a thread inside a thread) before creating anything.
    let mut request = translate::request_from(interaction)?;
    if translate::in_thread(interaction) {
        return Err(UserError::ThreadInThread.into());
    }
    let http = ctx.http();
    let target = Target::of_command(interaction);
    // Creating the thread is a round trip to Discord: defer so the 3 s cannot lapse.
    deliver::defer(http, target, app.has_sent_initial_response).await?;

    let new_thread = CreateThread::new(thread_name(&request))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let thread = match interaction.channel_id.create_thread(http, new_thread).await {
        Ok(thread) => thread,
        Err(error) => {
            tracing::warn!("could not create a thread: {error}");
            drop(target.delete_original(http).await);
            return Err(UserError::NoThread.into());
        }
    };
    request.place.channel = thread.id.get();
    let reply = app.data.service.handle(request).await?;
    if reply.ephemeral {
        // Refused: an empty thread would only confuse. Deleting needs Manage Threads,
        // which the bot may lack; then the thread simply stays empty.
        if let Err(error) = thread.id.delete(http).await {
            tracing::info!("could not delete the unused thread {}: {error}", thread.id);
        }
        return deliver::answer_late(http, target, &reply).await;
    }
    thread
        .id
        .send_message(http, outgoing(&reply).channel_message())
        .await?;
    let pointer = format!("The game is on in <#{}>.", thread.id);
    target
        .edit(http, EditInteractionResponse::new().content(pointer))
        .await?;
    Ok(())
}

/// "LYNGK: Alice vs Bob", or "LYNGK: Alice (open seat)".
pub fn thread_name(request: &Request) -> String {
    let name = match &request.command {
        Command::Challenge {
            opponent: Some(opponent),
            ..
        } => format!("LYNGK: {} vs {}", request.actor.name, opponent.name),
        _ => format!("LYNGK: {} (open seat)", request.actor.name),
    };
    name.chars().take(THREAD_NAME_LIMIT).collect()
}
