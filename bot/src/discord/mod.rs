//! The Discord front: slash commands and buttons translated to game-service requests,
//! and replies translated back. No game logic lives here.
//!
//! - [`translate`]: interactions -> requests (pure, tested with recorded payloads)
//! - [`respond`]: replies -> message builders (pure, tested through their JSON)
//! - [`deliver`]: answering within Discord's 3 s, deferring when the service is slow;
//!   [`api`]: the REST client with its retry policy; [`once`]: one answer per interaction
//! - [`threads`]: game threads per channel type, kept open while the game is live
//! - [`game`], [`play`], [`info`], [`league`], [`correspondence`]: the `/lyngk` subcommands;
//!   [`buttons`]: button presses
//! - [`jobs`]: the background job sending reminders, digests and timeouts
//! - [`lifecycle`]: `lyngk serve` from start (shards, registration) to a clean stop
//! - [`register`]: the commands as registered, named and described in every language
//! - [`backend`]: the one seam to the synchronous service; [`error`]: the error handler

pub mod admin;
pub mod ai;
pub mod ai_pool;
pub mod api;
pub mod backend;
pub mod buttons;
pub mod correspondence;
pub mod deliver;
pub mod error;
pub mod game;
pub mod info;
pub mod jobs;
pub mod league;
pub mod lifecycle;
pub mod once;
pub mod play;
pub mod register;
pub mod respond;
pub mod threads;
pub mod translate;

use poise::serenity_prelude as serenity;

use std::sync::Arc;

use crate::config::Config;
use api::Api;
use backend::Backend;
use deliver::Target;

pub use lifecycle::serve;

/// What every command and event handler shares.
pub struct Data {
    pub service: Backend,
    pub api: Arc<Api>,
    /// Interactions already taken on, so a redelivered one gets no second answer.
    pub seen: once::Seen,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The commands poise dispatches: `/lyngk` for everyone, `/lyngk-admin` for server
/// managers.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![lyngk(), admin::lyngk_admin()]
}

pub use register::registration;

/// Play LYNGK, the abstract stacking game by Kris Burm.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands(
        "game::challenge",
        "game::accept",
        "game::decline",
        "play::move_",
        "play::claim",
        "info::board",
        "info::moves",
        "info::history",
        "info::replay",
        "game::resign",
        "info::rules",
        "info::help",
        "league::rating",
        "league::leaderboard",
        "league::stats",
        "league::league",
        "correspondence::win_on_time",
        "correspondence::abort",
        "correspondence::vacation",
        "correspondence::settings",
        "correspondence::mygames",
        "ai::review"
    )
)]
pub async fn lyngk(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord cannot invoke a command group itself, only its subcommands.
    Ok(())
}

/// What the bot needs in a channel: post replies with the board image, offer games in
/// their own public threads and post there.
pub const PERMISSIONS: serenity::Permissions = serenity::Permissions::VIEW_CHANNEL
    .union(serenity::Permissions::SEND_MESSAGES)
    .union(serenity::Permissions::EMBED_LINKS)
    .union(serenity::Permissions::ATTACH_FILES)
    .union(serenity::Permissions::USE_APPLICATION_COMMANDS)
    .union(serenity::Permissions::CREATE_PUBLIC_THREADS)
    .union(serenity::Permissions::SEND_MESSAGES_IN_THREADS);

/// The link that adds the bot to a server with its commands and permissions.
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}\
         &scope=bot+applications.commands&permissions={}",
        PERMISSIONS.bits()
    )
}

/// The body every plain subcommand shares: translate the interaction, ask the service,
/// answer with its reply.
async fn run(ctx: Context<'_>) -> Result<(), Error> {
    let app = application(ctx)?;
    let request = translate::request_from(app.interaction)?;
    deliver::answer(
        &app.data.api,
        &Target::of_command(app.interaction),
        app.has_sent_initial_response,
        app.data.service.handle(request),
    )
    .await?;
    Ok(())
}

/// The slash-command side of a context; these commands are registered as slash only.
fn application(ctx: Context<'_>) -> Result<poise::ApplicationContext<'_, Data, Error>, Error> {
    match ctx {
        poise::Context::Application(app) => Ok(app),
        poise::Context::Prefix(_) => Err(anyhow::anyhow!("prefix invocation of a slash command")),
    }
}

/// Marks an invocation whose interaction passed the once-only check.
struct Admitted;

pub(crate) fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(error::on_error(error)),
        event_handler: |ctx, event, _framework, data| Box::pin(buttons::on_event(ctx, event, data)),
        // Runs before any command answers: a redelivered interaction stops here. poise
        // runs it once per command of the chain (`/lyngk`, then its subcommand), so the
        // invocation remembers that it was let in.
        command_check: Some(|ctx| {
            Box::pin(async move {
                let id = ctx.id();
                if ctx.invocation_data::<Admitted>().await.is_some() {
                    return Ok(true);
                }
                if !ctx.data().seen.first_time(id) {
                    return Err(error::Duplicate(id).into());
                }
                ctx.set_invocation_data(Admitted).await;
                Ok(true)
            })
        }),
        // Messages poise sends itself (errors) never ping anyone.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

/// serenity's HTTP client (gateway start-up and autocomplete answers), pointed at
/// `LYNGK_DISCORD_API` when it is set. Its rate limiter stays off in production too:
/// it would ignore that address, so the tests could not run the production path; the
/// calls that matter go through [`api::Api`], which honours rate limits itself.
pub fn http_client(config: &Config) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(&config.token)
        .default_allowed_mentions(serenity::CreateAllowedMentions::new())
        .ratelimiter_disabled(true);
    if let Some(base) = &config.api_base {
        tracing::info!("sending Discord API calls to {base}");
        builder = builder.proxy(base.clone());
    }
    builder.build()
}

/// Global registration takes up to an hour to show; a dev guild's is instant. One bulk
/// overwrite (PUT) of the whole list, retried like any other call.
pub(crate) async fn register(
    api: &Api,
    application: u64,
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    let list = registration();
    let path = match dev_guild {
        Some(guild) => format!("/applications/{application}/guilds/{guild}/commands"),
        None => format!("/applications/{application}/commands"),
    };
    let call = api::Call::new(reqwest::Method::PUT, path, Some(list));
    api.send("register the commands", &call, None).await?;
    match dev_guild {
        Some(guild) => tracing::info!("registered commands in guild {guild}"),
        None => tracing::info!("registered commands globally"),
    }
    Ok(())
}
