//! `lyngk serve`: runs the Discord bot until Ctrl-C or SIGTERM.

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
    super::init_logging();
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
