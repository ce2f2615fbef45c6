//! `lyngk web`: the read-only web pages of a database, alone; `lyngk serve` serves the
//! same pages beside the Discord bot when `LYNGK_WEB_LISTEN` is set.

use anyhow::Context as _;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct WebArgs {
    /// The database to show (never written; `lyngk serve` or `lyngk play` make it).
    #[arg(long, env = "LYNGK_DB")]
    db: PathBuf,
    /// The address to listen on, e.g. 127.0.0.1:8080.
    #[arg(long, env = "LYNGK_WEB_LISTEN")]
    listen: String,
    /// The address the pages are reached at from outside (`https://lyngk.example`), for
    /// the absolute image links Open Graph needs.
    #[arg(long, env = "LYNGK_WEB_BASE_URL")]
    base_url: Option<String>,
}

pub fn web(args: WebArgs) -> anyhow::Result<()> {
    super::init_logging();
    let mut options = lyngk_web::WebOptions::new(args.db);
    options.base_url = args.base_url;
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async {
        let listener = listen(&args.listen).await?;
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        lyngk_web::serve(options, listener, stop).await
    })
}

/// Binds `address`, saying which one when it cannot, and logs the address bound (a
/// port 0 becomes a free port).
pub async fn listen(address: &str) -> anyhow::Result<tokio::net::TcpListener> {
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .with_context(|| format!("listening on {address} for the web pages"))?;
    tracing::info!("web pages on http://{}/", listener.local_addr()?);
    Ok(listener)
}

/// The web pages beside `lyngk serve`, when `LYNGK_WEB_LISTEN` names an address: started
/// on the current runtime, stopped with it.
pub async fn spawn_beside_serve(db: PathBuf) -> anyhow::Result<()> {
    let Ok(address) = std::env::var("LYNGK_WEB_LISTEN") else {
        return Ok(());
    };
    let mut options = lyngk_web::WebOptions::new(db);
    options.base_url = std::env::var("LYNGK_WEB_BASE_URL").ok();
    let listener = listen(&address).await?;
    tokio::spawn(async move {
        if let Err(error) = lyngk_web::serve(options, listener, std::future::pending()).await {
            tracing::error!(error = format!("{error:#}"), "the web pages stopped");
        }
    });
    Ok(())
}
