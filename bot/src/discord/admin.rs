//! `/lyngk-admin`: the commands only server managers may use, in a top-level command of
//! their own so that Discord hides them from everyone else (`default_member_permissions`
//! = Manage Server). The service checks the permission again for every request, so a
//! server that hands the command to other roles still cannot bypass it.

use super::{correspondence, league, Context, Error};

/// LYNGK server administration (Manage Server).
#[poise::command(
    slash_command,
    rename = "lyngk-admin",
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommand_required,
    subcommands("admin_league", "correspondence::server_settings")
)]
pub async fn lyngk_admin(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord cannot invoke a command group itself, only its subcommands.
    Ok(())
}

/// Open and start league seasons.
#[poise::command(
    slash_command,
    rename = "league",
    subcommand_required,
    subcommands("league::create", "league::start")
)]
pub async fn admin_league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
