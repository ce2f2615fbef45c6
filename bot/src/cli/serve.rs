//! `lyngk serve`: runs the Discord bot until Ctrl-C or SIGTERM.

use std::io::IsTerminal as _;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;

use lyngk_bot::config::Config;
use lyngk_bot::discord;
use lyngk_bot::service::GameService;

/// Everything else comes from the environment (or `.env`); see the README.
#[derive(Args, Debug, Default)]
pub struct ServeArgs {
    /// Take an existing empty (0-byte) database file as a new database. Without it such a
    /// file is refused: it is how a failed copy or a full disk looks.
    #[arg(long)]
    new_database: bool,
}

pub fn serve(args: ServeArgs) -> anyhow::Result<()> {
    init_logging();
    let config = Config::from_env()?;
    tracing::info!(?config, "starting");
    if !args.new_database {
        lyngk_bot::store::refuse_empty(&config.db_path)?;
    }
    // Its refusals name the file and the cause.
    let service = GameService::open(&config.db_path)?;
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    let db = config.db_path.clone();
    let outcome = runtime.block_on(async {
        super::web::spawn_beside_serve(db).await?;
        discord::serve(config, Arc::new(service)).await
    });
    // A transaction in flight runs on the blocking pool: let it commit, but do not wait
    // for tasks still talking to an unreachable Discord.
    runtime.shutdown_timeout(FINISH_IN_FLIGHT);
    outcome
}

/// How long a stop waits for work in flight once the gateway and jobs are stopped.
const FINISH_IN_FLIGHT: Duration = Duration::from_secs(3);

/// Logs to stderr, filtered by `RUST_LOG` (default: info for this crate, warn for others).
pub(super) fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,lyngk=info,lyngk_bot=info"));
    // Colours only on a terminal: a service manager's log file gets plain text.
    let colours = std::io::stderr().is_terminal();
    // A second init (tests, embedding) is harmless: keep the first subscriber.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(colours)
        .try_init();
}
