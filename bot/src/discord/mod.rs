//! The Discord front: slash commands and buttons translated to game-service requests,
//! and replies translated back. No game logic lives here.
//!
//! - [`translate`]: interactions -> requests (pure, tested with recorded payloads)
//! - [`respond`]: replies -> message builders (pure, tested through their JSON)
//! - [`deliver`]: answering within Discord's 3 s, deferring when the service is slow
//! - [`game`], [`play`], [`info`], [`league`], [`clock`]: the `/lyngk` subcommands;
//!   [`buttons`]: button presses
//! - [`jobs`]: the background job sending reminders, digests and timeouts
//! - [`backend`]: the one seam to the synchronous service; [`error`]: the error handler

pub mod backend;
pub mod buttons;
pub mod clock;
pub mod deliver;
pub mod error;
pub mod game;
pub mod info;
pub mod jobs;
pub mod league;
pub mod play;
pub mod respond;
pub mod translate;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::config::Config;
use crate::service::GameService;
use backend::Backend;
use deliver::Target;

/// What every command and event handler shares.
pub struct Data {
    pub service: Backend,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The `/lyngk` command group, as registered with Discord.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![lyngk()]
}

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
        "clock::win_on_time",
        "clock::abort",
        "clock::vacation",
        "clock::settings",
        "clock::server_settings",
        "clock::mygames"
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
        ctx.http(),
        Target::of_command(app.interaction),
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

/// Starts the bot and runs it until Ctrl-C or SIGTERM.
pub async fn serve(config: Config, service: Arc<GameService>) -> anyhow::Result<()> {
    let dev_guild = config.dev_guild.map(serenity::GuildId::new);
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // Without Data the framework would wait for it forever, answering nothing;
                // the commands of the last successful registration stay at Discord.
                if let Err(error) = register(ctx, &framework.options().commands, dev_guild).await {
                    tracing::error!(
                        "could not register the commands ({error}); the ones registered \
                         before stay in place"
                    );
                }
                tracing::info!(
                    "connected as {} to {} guilds",
                    ready.user.name,
                    ready.guilds.len()
                );
                tracing::info!("invite link: {}", invite_url(ready.application.id.get()));
                // Reminders, digests and automatic timeouts, sent from the same process.
                tokio::spawn(jobs::run(Arc::clone(&ctx.http), Arc::clone(&service)));
                Ok(Data {
                    service: Backend::new(service),
                })
            })
        })
        .build();

    // Slash commands and buttons arrive as interactions, which need no privileged intent.
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http_client(&config), intents)
        .framework(framework)
        .await?;

    let shard_manager = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shard_manager.shutdown_all().await;
    });
    client.start().await?;
    tracing::info!("stopped");
    Ok(())
}

fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(error::on_error(error)),
        event_handler: |ctx, event, _framework, data| Box::pin(buttons::on_event(ctx, event, data)),
        // Messages poise sends itself (errors) never ping anyone.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

/// The HTTP client, pointed at `LYNGK_DISCORD_API` when it is set.
pub fn http_client(config: &Config) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(&config.token)
        .default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(base) = &config.api_base {
        tracing::info!("sending Discord API calls to {base}");
        // serenity 0.12 sends rate-limited requests straight to discord.com, ignoring
        // the proxy; the stand-in (or a rate-limiting proxy) must take that role.
        builder = builder.proxy(base.clone()).ratelimiter_disabled(true);
    }
    builder.build()
}

/// Global registration takes up to an hour to show; a dev guild's is instant. A
/// transient API failure is retried like any other call (see [`deliver::with_retries`]).
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    match dev_guild {
        Some(guild) => {
            deliver::with_retries("register the commands", || {
                poise::builtins::register_in_guild(ctx, commands, guild)
            })
            .await?;
            tracing::info!("registered commands in guild {guild}");
        }
        None => {
            deliver::with_retries("register the commands", || {
                poise::builtins::register_globally(ctx, commands)
            })
            .await?;
            tracing::info!("registered commands globally");
        }
    }
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!("cannot listen for Ctrl-C: {e}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut sigterm) => drop(sigterm.recv().await),
            Err(e) => {
                tracing::error!("cannot listen for SIGTERM: {e}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}
