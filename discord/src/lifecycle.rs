//! `lyngk serve` from start to stop: build the client, choose the shards, run the
//! gateway and the background jobs, and stop cleanly at Ctrl-C or SIGTERM in every
//! state, including while Discord cannot be reached (serenity's own shutdown waits for
//! shards that are still connecting, so every step here is raced with the signal).

use std::future::{Future, IntoFuture};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serenity::all as serenity;
use tokio::sync::watch;

use super::ai_pool::{AiPool, PoolSettings};
use super::api::Api;
use super::backend::Backend;
use super::status::FrontStatus;
use super::{
    buttons, dispatch, http_client, invite_url, jobs, keep_open, moderation, once, register, Data,
};
use crate::config::{Config, ShardRange};
use lyngk_service::GameService;

/// How long the gateway gets to close its connections after a stop.
const CLOSE_GATEWAY: Duration = Duration::from_secs(3);
/// How long the background jobs get to finish their round and release the lease.
const STOP_JOBS: Duration = Duration::from_secs(2);
/// The longest pause between two questions for the recommended shard count.
const MAX_BACKOFF: Duration = Duration::from_secs(60);

/// Runs the bot until Ctrl-C or SIGTERM (or until the gateway gives up).
pub async fn serve(config: Config, service: Arc<GameService>) -> anyhow::Result<()> {
    serve_reporting(config, service, FrontStatus::default()).await
}

/// [`serve`], telling `status` how the gateway and the background job are doing.
pub async fn serve_reporting(
    config: Config,
    service: Arc<GameService>,
    status: FrontStatus,
) -> anyhow::Result<()> {
    let stop = stop_on_signal()?;
    let outcome = run(config, service, status, &stop).await;
    tracing::info!("stopped");
    outcome
}

/// Start-up, the gateway and the jobs; returns at once when a stop comes first.
async fn run(
    config: Config,
    service: Arc<GameService>,
    status: FrontStatus,
    stop: &watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let registers = config.shards.is_none_or(|shards| shards.has_shard_zero());
    let api = Arc::new(Api::new(&config.token, config.api_base.as_deref()));
    let settings = PoolSettings {
        reply_pause: config.ai_pause,
        ..PoolSettings::default()
    };
    let ai = AiPool::start(Arc::clone(&service), Arc::clone(&api), settings);
    let handler = Handler {
        data: Data {
            service: Backend::new(Arc::clone(&service)).with_ai(ai.clone()),
            api: Arc::clone(&api),
            seen: once::Seen::default(),
        },
        registers,
        dev_guild: config.dev_guild.map(serenity::GuildId::new),
        ready: AtomicBool::new(false),
    };
    // Slash commands and buttons arrive as interactions, which need no privileged intent.
    let intents = serenity::GatewayIntents::GUILDS;
    let builder = serenity::ClientBuilder::new_with_http(http_client(&config), intents)
        .event_handler(handler);
    let Some(client) = until(stop, builder.into_future()).await else {
        return Ok(());
    };
    let mut client = client?;
    if config.api_base.is_some() {
        // serenity falls back to Discord's own gateway when its first question fails;
        // with another API address nothing may ever go to Discord's hosts.
        let Some(url) = until(stop, gateway_url(&api)).await else {
            return Ok(());
        };
        *client.ws_url.lock().await = url;
    }
    let shards = match config.shards {
        Some(shards) => shards,
        None => match until(stop, recommended_shards(&client.http)).await {
            Some(shards) => shards?,
            None => return Ok(()),
        },
    };
    tracing::info!("running shards {shards}");

    // Reminders, digests and automatic timeouts, in whichever process holds the lease.
    let (stop_jobs, jobs_stopped) = watch::channel(false);
    let jobs = start_jobs(api, service, ai.clone(), status.clone(), jobs_stopped);
    let shard_manager = Arc::clone(&client.shard_manager);
    status.watch_shards(Arc::clone(&shard_manager), shards.last - shards.first + 1);
    // serenity takes the range's end as the last shard to run, not one past it.
    let gateway = client.start_shard_range(shards.first..shards.last, shards.total);
    let ended = until(stop, gateway).await;

    if tokio::time::timeout(CLOSE_GATEWAY, shard_manager.shutdown_all())
        .await
        .is_err()
    {
        tracing::warn!("the gateway did not close within {CLOSE_GATEWAY:?}");
    }
    let _ = stop_jobs.send(true);
    if tokio::time::timeout(STOP_JOBS, jobs).await.is_err() {
        tracing::warn!("the background jobs did not stop within {STOP_JOBS:?}");
    }
    ai.stop();
    match ended {
        Some(result) => Ok(result?),
        None => Ok(()),
    }
}

/// Starts the background job under this process's lease; `status` knows its holder
/// while it runs.
fn start_jobs(
    api: Arc<Api>,
    service: Arc<GameService>,
    ai: AiPool,
    status: FrontStatus,
    stop: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    let lease = jobs::lease_for_this_process();
    status.set_job_holder(Some(&lease.holder));
    tokio::spawn(async move {
        jobs::run(api, service, Some(ai), lease, stop).await;
        status.set_job_holder(None);
    })
}

/// The gateway's events for the bot: interactions to the handlers, archived game
/// threads reopened, deleted channels and the bot's removal from a server followed
/// ([`moderation`]), and on the first READY the registration (only in the process that
/// runs shard 0, so many processes register once).
struct Handler {
    data: Data,
    registers: bool,
    dev_guild: Option<serenity::GuildId>,
    /// The first READY has been handled (each shard sends one).
    ready: AtomicBool,
}

#[serenity::async_trait]
impl serenity::EventHandler for Handler {
    async fn ready(&self, _ctx: serenity::Context, ready: serenity::Ready) {
        let present = ready.guilds.iter().map(|g| g.id.get()).collect();
        let (shard, shards) = ready.shard.map_or((0, 1), |s| (s.id.0, s.total));
        moderation::on_ready(&self.data, present, shard, shards).await;
        if self.ready.swap(true, Ordering::AcqRel) {
            return;
        }
        let api = &self.data.api;
        // The picker's coloured pieces: the application's emojis, made if missing.
        let (emoji_api, app_id) = (Arc::clone(api), ready.application.id.get());
        tokio::spawn(async move { super::emojis::register(&emoji_api, app_id).await });
        if self.registers {
            // In a task of its own: a rate limit on the registration may last minutes,
            // and neither the interactions nor the sweep below wait for it.
            let (api, app_id, dev_guild) =
                (Arc::clone(api), ready.application.id.get(), self.dev_guild);
            tokio::spawn(async move {
                if let Err(error) = register(&api, app_id, dev_guild).await {
                    tracing::error!(
                        "could not register the commands ({error}); the ones registered \
                         before stay in place"
                    );
                }
            });
        }
        tracing::info!(
            "connected as {} to {} guilds",
            ready.user.name,
            ready.guilds.len()
        );
        tracing::info!("invite link: {}", invite_url(ready.application.id.get()));
        if self.registers {
            // One process sweeps: the one that registers (shard 0).
            let (api, backend) = (Arc::clone(api), self.data.service.clone());
            tokio::spawn(async move {
                keep_open::reopen_archived_game_threads(&api, &backend).await;
            });
        }
    }

    async fn interaction_create(
        &self,
        _ctx: serenity::Context,
        interaction: serenity::Interaction,
    ) {
        match interaction {
            serenity::Interaction::Command(command) => {
                dispatch::on_command(&self.data, &command).await;
            }
            serenity::Interaction::Autocomplete(command) => {
                dispatch::on_autocomplete(&self.data, &command).await;
            }
            serenity::Interaction::Component(press) => buttons::on_button(&self.data, &press).await,
            serenity::Interaction::Modal(submitted) => {
                super::panel_press::on_modal(&self.data, &submitted).await;
            }
            _ => {}
        }
    }

    async fn thread_update(
        &self,
        _ctx: serenity::Context,
        _old: Option<serenity::GuildChannel>,
        new: serenity::GuildChannel,
    ) {
        keep_open::on_update(&self.data, &new).await;
    }

    async fn channel_delete(
        &self,
        _ctx: serenity::Context,
        channel: serenity::GuildChannel,
        _messages: Option<Vec<serenity::Message>>,
    ) {
        let (guild, id) = (channel.guild_id.get(), channel.id.get());
        moderation::on_channel_deleted(&self.data, guild, id, channel.kind).await;
    }

    async fn thread_delete(
        &self,
        _ctx: serenity::Context,
        thread: serenity::PartialGuildChannel,
        _full: Option<serenity::GuildChannel>,
    ) {
        let (guild, id) = (thread.guild_id.get(), thread.id.get());
        let parent = Some(thread.parent_id.get());
        moderation::on_thread_deleted(&self.data, guild, id, parent).await;
    }

    async fn guild_delete(
        &self,
        _ctx: serenity::Context,
        incomplete: serenity::UnavailableGuild,
        _full: Option<serenity::Guild>,
    ) {
        let guild = incomplete.id.get();
        moderation::on_guild_deleted(&self.data, guild, incomplete.unavailable).await;
    }

    async fn guild_create(
        &self,
        _ctx: serenity::Context,
        guild: serenity::Guild,
        _is_new: Option<bool>,
    ) {
        moderation::on_guild_available(&self.data, guild.id.get()).await;
        moderation::on_server_named(&self.data, guild.id.get(), guild.name).await;
    }

    async fn guild_update(
        &self,
        _ctx: serenity::Context,
        _old: Option<serenity::Guild>,
        guild: serenity::PartialGuild,
    ) {
        moderation::on_server_named(&self.data, guild.id.get(), guild.name).await;
    }
}

/// Every shard of Discord's recommended count (`GET /gateway/bot`), asked again with
/// growing pauses while Discord cannot be reached; a refused token ends the wait.
async fn recommended_shards(http: &serenity::Http) -> anyhow::Result<ShardRange> {
    let mut pause = Duration::from_secs(1);
    loop {
        match http.get_bot_gateway().await {
            Ok(gateway) => return Ok(ShardRange::all(gateway.shards)),
            Err(error) if is_transient(&error) => {
                tracing::warn!(
                    "could not ask Discord for the recommended shard count ({error}); \
                     retrying in {pause:?}"
                );
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(MAX_BACKOFF);
            }
            Err(error) => {
                return Err(anyhow::Error::new(error)
                    .context("asking Discord for the recommended shard count"))
            }
        }
    }
}

/// The gateway's address as the configured API gives it (`GET /gateway`), asked again
/// with growing pauses until it answers.
async fn gateway_url(api: &Api) -> String {
    let mut pause = Duration::from_secs(1);
    loop {
        let call = super::api::Call::new(reqwest::Method::GET, "/gateway".to_owned(), None);
        match api.send("ask for the gateway's address", &call, None).await {
            Ok(answer) => match answer["url"].as_str() {
                Some(url) => return url.to_owned(),
                None => tracing::warn!("no gateway address in {answer}"),
            },
            Err(error) => tracing::warn!("could not ask for the gateway's address ({error})"),
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(MAX_BACKOFF);
    }
}

/// A failure worth asking again: rate limited, a server error, or no connection.
fn is_transient(error: &serenity::Error) -> bool {
    use serenity::HttpError;
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status.as_u16() == 429 || status.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Runs `work` until it ends (`Some`) or a stop is asked for (`None`).
async fn until<T>(stop: &watch::Receiver<bool>, work: impl Future<Output = T>) -> Option<T> {
    let mut stop = stop.clone();
    tokio::select! {
        biased;
        _ = stop.wait_for(|stopped| *stopped) => None,
        output = work => Some(output),
    }
}

/// Turns true at the first Ctrl-C or SIGTERM; a second one exits at once. The handlers
/// are in place when this returns, so no signal in between is missed.
fn stop_on_signal() -> anyhow::Result<watch::Receiver<bool>> {
    let (stop, stopped) = watch::channel(false);
    let mut signals = Signals::install()?;
    tokio::spawn(async move {
        signals.next().await;
        tracing::info!("shutting down (a second Ctrl-C or SIGTERM exits at once)");
        let _ = stop.send(true);
        signals.next().await;
        tracing::warn!("second signal: exiting without a clean shutdown");
        std::process::exit(1);
    });
    Ok(stopped)
}

/// SIGTERM and SIGINT (Ctrl-C).
#[cfg(unix)]
struct Signals {
    terminate: tokio::signal::unix::Signal,
    interrupt: tokio::signal::unix::Signal,
}

#[cfg(unix)]
impl Signals {
    fn install() -> std::io::Result<Signals> {
        use tokio::signal::unix::{signal, SignalKind};
        Ok(Signals {
            terminate: signal(SignalKind::terminate())?,
            interrupt: signal(SignalKind::interrupt())?,
        })
    }

    async fn next(&mut self) {
        tokio::select! {
            _ = self.terminate.recv() => {}
            _ = self.interrupt.recv() => {}
        }
    }
}

/// Ctrl-C, where there are no Unix signals.
#[cfg(not(unix))]
struct Signals;

#[cfg(not(unix))]
impl Signals {
    fn install() -> std::io::Result<Signals> {
        Ok(Signals)
    }

    async fn next(&mut self) {
        let _ = tokio::signal::ctrl_c().await;
    }
}
