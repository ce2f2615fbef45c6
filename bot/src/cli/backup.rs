//! `lyngk backup FILE`: a consistent copy of the database, safe while `serve` runs.

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use lyngk_bot::config::DEFAULT_DB_PATH;
use lyngk_bot::store::backup::backup as copy_database;

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
    let report = copy_database(&args.db, &args.file)?;
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
