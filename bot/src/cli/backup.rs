//! `lyngk backup FILE`: a consistent copy of the database, safe while `serve` runs.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use anyhow::Context as _;
use tokio::signal::unix::SignalKind;

use clap::Args;

use lyngk_bot::config::DEFAULT_DB_PATH;
use lyngk_bot::store::backup::backup_noting;

#[derive(Args, Debug)]
pub struct BackupArgs {
    /// Where to write the copy: a new file or an earlier copy (replaced whole, never
    /// left half written); anything else that exists there is refused.
    file: PathBuf,
    /// The database to copy.
    #[arg(long, env = "LYNGK_DB", default_value = DEFAULT_DB_PATH)]
    db: PathBuf,
}

pub fn backup(args: BackupArgs) -> anyhow::Result<()> {
    let started = Instant::now();
    let report = copy_unless_stopped(args.db.clone(), args.file.clone())?;
    println!(
        "backed up {} to {}: {} games, {} turns, {} KB, integrity ok ({} ms)",
        args.db.display(),
        args.file.display(),
        report.games,
        report.turns,
        report.bytes.div_ceil(1024),
        started.elapsed().as_millis()
    );
    Ok(())
}

/// Runs the copy on a blocking thread while waiting for Ctrl-C or SIGTERM: a stop removes
/// the temporary copy (as large as the database) and exits with the signal's status.
fn copy_unless_stopped(
    db: PathBuf,
    file: PathBuf,
) -> anyhow::Result<lyngk_bot::store::backup::BackupReport> {
    let partial: Arc<Mutex<Option<PathBuf>>> = Arc::default();
    let noted = Arc::clone(&partial);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async move {
        // Both handlers are in place before the copy starts (and makes its temporary
        // file): `ctrl_c()` would only listen once first polled, after the spawn.
        let mut terminate = tokio::signal::unix::signal(SignalKind::terminate())?;
        let mut interrupt = tokio::signal::unix::signal(SignalKind::interrupt())?;
        let copy = tokio::task::spawn_blocking(move || {
            backup_noting(&db, &file, |path| {
                *noted.lock().unwrap_or_else(|e| e.into_inner()) = Some(path.to_path_buf());
            })
        });
        let signal = tokio::select! {
            copied = copy => return copied?,
            _ = interrupt.recv() => libc_signal::INTERRUPT,
            _ = terminate.recv() => libc_signal::TERMINATE,
        };
        let left = partial.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(path) = left {
            let _ = std::fs::remove_file(&path);
        }
        eprintln!("backup stopped by a signal: no copy written, its temporary file removed");
        std::process::exit(128 + signal);
    })
}

/// The signal numbers, for the conventional exit status 128 + n.
mod libc_signal {
    pub const INTERRUPT: i32 = 2;
    pub const TERMINATE: i32 = 15;
}
