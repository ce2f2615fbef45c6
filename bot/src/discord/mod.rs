//! The Discord front: slash commands and buttons translated to game-service requests,
//! and replies translated back. No game logic lives here.
//!
//! - [`translate`]: interactions -> requests (pure, tested with recorded payloads)
//! - [`respond`]: replies -> message builders (pure, tested through their JSON)
//! - [`deliver`]: answering within Discord's 3 s, deferring when the service is slow;
//!   [`api`]: the REST client with its retry policy; [`once`]: one answer per interaction
//! - [`threads`]: game threads per channel type, kept open while the game is live
//! - [`game`], [`play`], [`info`], [`league`], [`clock`]: the `/lyngk` subcommands;
//!   [`buttons`]: button presses
//! - [`jobs`]: the background job sending reminders, digests and timeouts
//! - [`backend`]: the one seam to the synchronous service; [`error`]: the error handler

pub mod api;
pub mod backend;
pub mod buttons;
pub mod clock;
pub mod deliver;
pub mod error;
pub mod game;
pub mod info;
pub mod jobs;
pub mod league;
pub mod once;
pub mod play;
pub mod respond;
pub mod threads;
pub mod translate;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::config::Config;
use crate::service::GameService;
use api::Api;
use backend::Backend;
use deliver::Target;

/// What every command and event handler shares.
pub struct Data {
    pub service: Backend,
    pub api: Arc<Api>,
    /// Interactions already taken on, so a redelivered one gets no second answer.
    pub seen: once::Seen,
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

/// Starts the bot and runs it until Ctrl-C or SIGTERM.
pub async fn serve(config: Config, service: Arc<GameService>) -> anyhow::Result<()> {
    let dev_guild = config.dev_guild.map(serenity::GuildId::new);
    let api = Arc::new(Api::new(&config.token, config.api_base.as_deref()));
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |_ctx, ready, framework| {
            Box::pin(async move {
                // Without Data the framework would wait for it forever, answering nothing;
                // the commands of the last successful registration stay at Discord.
                let app_id = ready.application.id.get();
                let commands = &framework.options().commands;
                if let Err(error) = register(&api, app_id, commands, dev_guild).await {
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
                tokio::spawn(jobs::run(Arc::clone(&api), Arc::clone(&service)));
                Ok(Data {
                    service: Backend::new(service),
                    api,
                    seen: once::Seen::default(),
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

/// Marks an invocation whose interaction passed the once-only check.
struct Admitted;

fn framework_options() -> poise::FrameworkOptions<Data, Error> {
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

/// The body of the bulk overwrite: the commands with only the fields Discord's schema
/// gives each option type (serenity sends every field of every type, and `nsfw`).
pub fn registration_body(
    commands: &[poise::Command<Data, Error>],
) -> Result<serde_json::Value, Error> {
    let mut list = serde_json::to_value(poise::builtins::create_application_commands(commands))?;
    for command in list.as_array_mut().into_iter().flatten() {
        if let Some(fields) = command.as_object_mut() {
            fields.remove("nsfw");
            fields.retain(|_, value| !value.is_null());
        }
        let options = command.get_mut("options").and_then(|o| o.as_array_mut());
        for option in options.into_iter().flatten() {
            fit_option(option);
        }
    }
    Ok(list)
}

/// Keeps the fields the schema names for this option's type (application command
/// option types: 1 subcommand, 2 group, 3 string, 4 integer, 7 channel, 10 number).
fn fit_option(option: &mut serde_json::Value) {
    const COMMON: [&str; 6] = [
        "type",
        "name",
        "name_localizations",
        "description",
        "description_localizations",
        "required",
    ];
    let extra: &[&str] = match option["type"].as_u64() {
        Some(1 | 2) => &["options"],
        Some(3) => &["autocomplete", "min_length", "max_length", "choices"],
        Some(4 | 10) => &["autocomplete", "choices", "min_value", "max_value"],
        Some(7) => &["channel_types"],
        _ => &[],
    };
    let integer = option["type"].as_u64() == Some(4);
    if let Some(fields) = option.as_object_mut() {
        fields.retain(|key, value| {
            !value.is_null() && (COMMON.contains(&key.as_str()) || extra.contains(&key.as_str()))
        });
        // serenity sends an integer option's bounds as floats (30.0).
        for bound in ["min_value", "max_value"] {
            if let Some(value) = fields.get_mut(bound).filter(|_| integer) {
                if let Some(whole) = value.as_f64().map(|v| v as i64) {
                    *value = whole.into();
                }
            }
        }
    }
    // `get_mut`: indexing a missing key would add it as null.
    let nested = option.get_mut("options").and_then(|o| o.as_array_mut());
    for nested in nested.into_iter().flatten() {
        fit_option(nested);
    }
}

/// Global registration takes up to an hour to show; a dev guild's is instant. One bulk
/// overwrite (PUT) of the whole list, retried like any other call.
async fn register(
    api: &Api,
    application: u64,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    let list = registration_body(commands)?;
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
