//! `lyngk serve`: runs the Discord bot until Ctrl-C or SIGTERM.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;

use lyngk_bot::config::Config;
use lyngk_bot::discord::{self, status::FrontStatus};
use lyngk_bot::ops::{self, OpsState};
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
    // Its refusals name the file and the cause. Posts link their web pages when the
    // pages' outside address is known.
    let base_url = std::env::var("LYNGK_WEB_BASE_URL").ok();
    let service = Arc::new(GameService::open(&config.db_path)?.with_web_base_url(base_url));
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    let db = config.db_path.clone();
    let outcome = runtime.block_on(async {
        super::web::spawn_beside_serve(db).await?;
        let status = FrontStatus::default();
        if let Some(address) = config.ops_listen {
            let state = OpsState::serving(service.clone(), Arc::new(status.clone()));
            serve_ops(address, state).await?;
        }
        discord::serve_reporting(config, service, status).await
    });
    // A transaction in flight runs on the blocking pool: let it commit, but do not wait
    // for tasks still talking to an unreachable Discord.
    runtime.shutdown_timeout(FINISH_IN_FLIGHT);
    outcome
}

/// Starts `/healthz` and `/metrics` on `address` (its own listener, so operators can
/// keep it internal); they are served until the process stops.
async fn serve_ops(address: SocketAddr, state: OpsState) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .with_context(|| format!("listening on LYNGK_OPS_LISTEN={address}"))?;
    let bound = listener.local_addr()?;
    tracing::info!("operators' endpoints on http://{bound}/healthz and http://{bound}/metrics");
    tokio::spawn(async move {
        if let Err(error) = ops::serve(listener, state).await {
            tracing::error!("the operators' endpoints stopped: {error}");
        }
    });
    Ok(())
}

/// How long a stop waits for work in flight once the gateway and jobs are stopped.
const FINISH_IN_FLIGHT: Duration = Duration::from_secs(3);
