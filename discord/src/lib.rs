//! The Discord front: slash commands and buttons translated to game-service requests,
//! and replies translated back. No game logic lives here. Each file imports only from
//! the layers listed before its own (docs/architecture.md):
//!
//! 1. Reading interactions: [`translate`] (interactions -> requests, by the commands'
//!    declaration in [`lyngk_service::command_spec`]), [`once`] (one answer per interaction),
//!    [`error`] (what errors say), [`register`] (the registration body).
//! 2. Talking to Discord: [`api`] (the REST client and its retry policy), [`buckets`]
//!    (rate-limit buckets learned from the headers), [`panel`] (a turn post as a
//!    Components V2 panel, its buttons' typed ids), [`emojis`] (the coloured pieces as
//!    the application's emojis, or Unicode), [`respond`]
//!    (replies -> messages; callback types), [`deliver`] (answering within Discord's
//!    3 s, deferring when the service is slow), [`posts`], [`forum_tags`], [`threads`], [`lost`] (games
//!    a server took away told to their players; refused posts recorded).
//! 3. Background workers: [`typing`] (the AI's replies posted, the bot shown typing
//!    meanwhile), [`ai_pool`] (the AI's turns), [`jobs`] (reminders, digests,
//!    timeouts), [`digests`] (closed DMs).
//! 4. The service seam: [`backend`].
//! 5. Command handlers: [`dispatch`] (every command and autocomplete), [`game`] (a
//!    challenge in its own thread), [`league`] (a season's start), [`buttons`],
//!    [`private`] (answers for the presser alone), [`panel_press`] (a panel's buttons and
//!    the answer-in-advance modal), [`picker`] (the move picker's selects),
//!    [`keep_open`] (live games' threads opened again, unless a moderator closed them),
//!    [`moderation`] (deleted channels and threads, the bot removed and added back).
//! 6. Start-up: [`lifecycle`] (`lyngk serve` from start to a clean stop), [`status`]
//!    (its shards and job lease as operators' health check sees them).

pub mod ai_pool;
pub mod api;
pub mod backend;
pub mod buckets;
pub mod buttons;
pub mod config;
pub mod deliver;
pub mod digests;
pub mod dispatch;
pub mod emojis;
pub mod error;
pub mod event_threads;
pub mod forum_tags;
pub mod game;
pub mod jobs;
pub mod keep_open;
pub mod league;
pub mod lifecycle;
pub mod lost;
pub mod moderation;
pub mod once;
pub mod outbox;
pub mod panel;
pub mod panel_press;
pub mod picker;
pub mod posts;
pub mod private;
pub mod register;
pub mod respond;
pub mod status;
pub mod threads;
pub mod translate;
pub mod typing;

use serenity::all as serenity;

use std::sync::Arc;

use crate::config::Config;
use api::Api;
use backend::Backend;

pub use lifecycle::{serve, serve_reporting};

/// What every command and event handler shares.
pub struct Data {
    pub service: Backend,
    pub api: Arc<Api>,
    /// Interactions already taken on, so a redelivered one gets no second answer.
    pub seen: once::Seen,
}

pub type Error = anyhow::Error;

pub use register::registration;

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
