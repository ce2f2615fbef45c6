//! `lyngk render`: a board image of any LPN position, or with `--replay` the animated
//! GIF of a game from its `/lyngk history` record.

use anyhow::{bail, Context};
use clap::{Args, ValueEnum};
use lyngk_bot::i18n::{LocalWords, Locale};
use lyngk_render::{
    describe, render_lpn, render_replay, shown_turn, Ending, LpnRequest, ReplayRequest, Theme,
    View, DEFAULT_BYTE_BUDGET,
};
use lyngk_rules::{Colour, Game, Player, Turn, Variant};
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct RenderArgs {
    /// The position in LPN.
    #[arg(required_unless_present = "replay")]
    lpn: Option<String>,
    /// Replay a whole game as an animated GIF, from its record (docs/record.md, as
    /// `/lyngk history` attaches it and `lyngk record export` prints it).
    #[arg(long, value_name = "RECORD", conflicts_with_all = ["lpn", "last", "overlay"])]
    replay: Option<PathBuf>,
    /// The largest GIF to write, in bytes (frames are scaled down to fit).
    #[arg(long, default_value_t = DEFAULT_BYTE_BUDGET)]
    max_bytes: usize,
    /// Where to write the PNG (or the GIF with --replay).
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
    /// The turn number shown on a position (an LPN does not record it).
    #[arg(long, default_value_t = 1, conflicts_with = "replay")]
    turn: usize,
    /// The language of the words in the image and its alt text: en, de, fr, it, nl,
    /// es, pl or hu.
    #[arg(long, default_value = "en")]
    locale: Locale,
}

#[derive(Clone, Copy, ValueEnum)]
enum ThemeArg {
    Light,
    Dark,
}

pub fn render(args: RenderArgs) -> anyhow::Result<()> {
    let theme = match args.theme {
        ThemeArg::Light => Theme::Light,
        ThemeArg::Dark => Theme::Dark,
    };
    if let Some(record) = &args.replay {
        return replay(record, &args, theme);
    }
    let players = args
        .players
        .unwrap_or_else(|| vec!["Player 1".into(), "Player 2".into()]);
    let request = LpnRequest {
        lpn: args.lpn.as_deref().unwrap_or_default(),
        last: args.last.as_deref(),
        overlay: args.overlay.as_deref(),
        players: [&players[0], &players[1]],
        theme,
        turn: Some(args.turn),
    };
    let png = render_lpn(&request)?;
    std::fs::write(&args.output, &png)
        .with_context(|| format!("writing {}", args.output.display()))?;
    println!("{} ({} KB)", args.output.display(), png.len() / 1024);
    Ok(())
}

/// `lyngk render --replay RECORD -o game.gif`.
fn replay(record: &Path, args: &RenderArgs, theme: Theme) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(record).with_context(|| format!("reading {}", record.display()))?;
    // The record of docs/record.md, or the script form older `/lyngk history` replies
    // attached.
    let Record {
        game,
        names,
        ending,
    } = match super::record::looks_like_record(text.as_bytes()) {
        true => {
            let loaded = super::record::load(&text)?;
            Record {
                game: loaded.game,
                names: loaded.names,
                ending: loaded.ending,
            }
        }
        false => parse_record(&text)?,
    };
    let names = match &args.players {
        Some(given) => [given[0].clone(), given[1].clone()],
        None => names,
    };
    let players = [names[0].as_str(), names[1].as_str()];
    let words = LocalWords(args.locale);
    let gif = render_replay(&ReplayRequest {
        game: &game,
        players,
        theme,
        byte_budget: args.max_bytes,
        words: &words,
        ending,
    })?;
    std::fs::write(&args.output, &gif.bytes)
        .with_context(|| format!("writing {}", args.output.display()))?;
    println!(
        "{} ({} KB, {} frames, {}x{})",
        args.output.display(),
        gif.bytes.len() / 1024,
        gif.frames,
        gif.width,
        gif.height
    );
    let scored = lyngk_render::scored_stacks(&game);
    let turns = game.turns().len();
    let last_turn = game.turns().last().copied();
    let last_path = last_turn.and_then(|turn| {
        let before = game.position_before(turns - 1)?;
        lyngk_render::chain_path(&before, turn)
    });
    let view = View {
        turn_number: shown_turn(turns, game.outcome().is_some()),
        last_turn,
        last_path,
        outcome: game.outcome(),
        ending,
        scored,
        words: &words,
        ..View::new(game.position(), players)
    };
    println!("alt text: {}", describe(&view));
    Ok(())
}

/// A game read back from its record.
pub struct Record {
    pub game: Game,
    /// Player 1's and player 2's names.
    pub names: [String; 2],
    /// How it ended when the position does not show it (resigned, on time, aborted).
    pub ending: Option<Ending>,
}

/// The game, player names and ending in the script older `/lyngk history` replies
/// attached: its `# variant:`,
/// `# seed:`, `# player N:`, `# result:`, numbered `#   N. TURN` and
/// `# pending claim:` lines.
pub fn parse_record(text: &str) -> anyhow::Result<Record> {
    let mut variant = None;
    let mut seed = None;
    let mut result = None;
    let mut names = ["Player 1".to_string(), "Player 2".to_string()];
    let mut turns = Vec::new();
    let mut pending = None;
    for line in text.lines() {
        let Some(comment) = line.strip_prefix('#') else {
            continue;
        };
        let comment = comment.trim();
        if let Some(value) = comment.strip_prefix("variant:") {
            variant = Variant::from_name(value.trim());
        } else if let Some(value) = comment.strip_prefix("seed:") {
            seed = value.trim().parse::<u64>().ok();
        } else if let Some(value) = comment.strip_prefix("player 1:") {
            names[0] = value.trim().to_string();
        } else if let Some(value) = comment.strip_prefix("player 2:") {
            names[1] = value.trim().to_string();
        } else if let Some(value) = comment.strip_prefix("result:") {
            result = Some(value.trim().to_string());
        } else if let Some(value) = comment.strip_prefix("pending claim:") {
            pending = Colour::from_name(value.trim());
        } else if let Some((number, turn)) = comment.split_once(". ") {
            if number.parse::<usize>().is_ok() {
                let turn: Turn = turn
                    .trim()
                    .parse()
                    .with_context(|| format!("turn {number} of the record"))?;
                turns.push(turn);
            }
        }
    }
    let (Some(variant), Some(seed)) = (variant, seed) else {
        bail!("not a /lyngk history record: it needs '# variant:' and '# seed:' lines");
    };
    let game = Game::replay(seed, variant, &turns, pending)?;
    let ending = match game.outcome() {
        Some(_) => None,
        None => result.and_then(|record| ending_of(&record, &names)),
    };
    Ok(Record {
        game,
        names,
        ending,
    })
}

/// The ending a stored result record names ("aborted", "bob wins on time", "alice
/// resigned; bob wins"), its winner found among `names`.
fn ending_of(record: &str, names: &[String; 2]) -> Option<Ending> {
    if record == "aborted" {
        return Some(Ending::Aborted);
    }
    let seat = |name: &str| Player::BOTH.into_iter().find(|p| names[p.index()] == name);
    if let Some(winner) = record.strip_suffix(" wins on time") {
        return seat(winner).map(|winner| Ending::OnTime { winner });
    }
    let (_, winner) = record.split_once(" resigned; ")?;
    let winner = winner.strip_suffix(" wins")?;
    seat(winner).map(|winner| Ending::Resigned { winner })
}
