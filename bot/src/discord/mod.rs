//! The Discord front: slash commands and buttons translated to game-service requests,
//! and replies translated back. No game logic lives here.
//!
//! - [`translate`]: interactions -> requests (pure, tested with recorded payloads)
//! - [`respond`]: replies -> message builders (pure, tested through their JSON)
//! - [`deliver`]: answering within Discord's 3 s, deferring when the service is slow
//! - [`game`], [`play`], [`info`], [`league`], [`clock`]: the `/lyngk` subcommands;
//!   [`buttons`]: button presses
//! - [`jobs`]: the background job sending reminders, digests and timeouts
//! - [`lifecycle`]: `lyngk serve` from start (shards, registration) to a clean stop
//! - [`backend`]: the one seam to the synchronous service; [`error`]: the error handler

pub mod admin;
pub mod backend;
pub mod buttons;
pub mod clock;
pub mod deliver;
pub mod error;
pub mod game;
pub mod info;
pub mod jobs;
pub mod league;
pub mod lifecycle;
pub mod play;
pub mod respond;
pub mod translate;

use poise::serenity_prelude as serenity;

use crate::config::Config;
use backend::Backend;
use deliver::Target;

pub use lifecycle::serve;

/// What every command and event handler shares.
pub struct Data {
    pub service: Backend,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The commands as registered with Discord: `/lyngk` for everyone, `/lyngk-admin` for
/// server managers.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![lyngk(), admin::lyngk_admin()]
}

/// The body of the bulk-overwrite request that registers [`commands`] (what
/// `lyngk commands` prints).
pub fn registration() -> Vec<serenity::CreateCommand> {
    poise::builtins::create_application_commands(&commands())
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

pub(crate) fn framework_options() -> poise::FrameworkOptions<Data, Error> {
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

/// Global registration takes up to an hour to show; a dev guild's is instant. Either way
/// one bulk overwrite with [`registration`]. A transient API failure is retried like any
/// other call (see [`deliver::with_retries`]).
pub(crate) async fn register(
    ctx: &serenity::Context,
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    match dev_guild {
        Some(guild) => {
            deliver::with_retries("register the commands", || {
                guild.set_commands(ctx, registration())
            })
            .await?;
            tracing::info!("registered commands in guild {guild}");
        }
        None => {
            deliver::with_retries("register the commands", || {
                serenity::Command::set_global_commands(ctx, registration())
            })
            .await?;
            tracing::info!("registered commands globally");
        }
    }
    Ok(())
}
