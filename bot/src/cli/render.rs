//! `lyngk render`: a board image of any LPN position.

use anyhow::Context;
use clap::{Args, ValueEnum};
use lyngk_render::{render_lpn, LpnRequest, Theme};
use std::path::PathBuf;

#[derive(Args)]
pub struct RenderArgs {
    /// The position in LPN.
    lpn: String,
    /// Where to write the PNG.
    #[arg(short, long, default_value = "board.png")]
    output: PathBuf,
    /// The last turn, highlighted with an arrow (e.g. C3-D4).
    #[arg(long)]
    last: Option<String>,
    /// Show where the stack on this cell may land (e.g. C3).
    #[arg(long)]
    overlay: Option<String>,
    /// Light or dark background.
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    theme: ThemeArg,
    /// Names of player 1 and player 2.
    #[arg(long, num_args = 2, value_names = ["PLAYER1", "PLAYER2"])]
    players: Option<Vec<String>>,
}

#[derive(Clone, Copy, ValueEnum)]
enum ThemeArg {
    Light,
    Dark,
}

pub fn render(args: RenderArgs) -> anyhow::Result<()> {
    let players = args
        .players
        .unwrap_or_else(|| vec!["Player 1".into(), "Player 2".into()]);
    let request = LpnRequest {
        lpn: &args.lpn,
        last: args.last.as_deref(),
        overlay: args.overlay.as_deref(),
        players: [&players[0], &players[1]],
        theme: match args.theme {
            ThemeArg::Light => Theme::Light,
            ThemeArg::Dark => Theme::Dark,
        },
    };
    let png = render_lpn(&request)?;
    std::fs::write(&args.output, &png)
        .with_context(|| format!("writing {}", args.output.display()))?;
    println!("{} ({} KB)", args.output.display(), png.len() / 1024);
    Ok(())
}
