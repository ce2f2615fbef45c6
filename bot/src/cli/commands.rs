//! `lyngk commands`: the slash commands exactly as start-up registers them.

use clap::Args;

#[derive(Args, Debug)]
pub struct CommandsArgs {}

/// Prints the body of the bulk-overwrite request (`PUT .../commands`) as pretty JSON.
pub fn commands(_args: CommandsArgs) -> anyhow::Result<()> {
    let body = serde_json::to_string_pretty(&lyngk_bot::discord::registration())?;
    println!("{body}");
    Ok(())
}
