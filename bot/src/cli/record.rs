//! `lyngk record`: the portable game record of docs/record.md. `export` prints a stored
//! game's record, `replay` reads one back through the rules (so does `lyngk play
//! --record`) and prints how the game ended; a bad record exits non-zero.

use anyhow::{bail, Context};
use lyngk_bot::service::GameService;
use lyngk_render::Ending;
use lyngk_rules::record::{read, GameResult, Replayed, Termination};
use lyngk_rules::{Game, Player};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct RecordArgs {
    #[command(subcommand)]
    command: RecordCommand,
}

#[derive(clap::Subcommand)]
enum RecordCommand {
    /// Print the record of a stored game (docs/record.md), as `/lyngk history` attaches it.
    Export {
        /// The bot's SQLite database.
        #[arg(long)]
        db: PathBuf,
        /// The game's number.
        #[arg(long)]
        game: i64,
    },
    /// Read a record back: replay every turn through the rules, check its result, and
    /// print how the game ended. Exits non-zero on a bad record.
    Replay {
        /// The record file (`-` for standard input).
        file: PathBuf,
    },
    /// How many presses a turn takes with the move picker in recorded games: from the
    /// panel's Move button to the confirm, both included; the median and the worst
    /// over every turn a player chose (forced passes left out).
    Taps {
        /// Record files (`-` for standard input).
        files: Vec<PathBuf>,
        /// Also this many games of the AI against itself (level 3, 2,000 playouts a
        /// turn, seeds 1, 2, …), each measured on its own and in the total.
        #[arg(long, default_value_t = 0)]
        ai_games: u64,
    },
}

pub fn record(args: RecordArgs) -> anyhow::Result<()> {
    match args.command {
        RecordCommand::Export { db, game } => export(&db, game),
        RecordCommand::Replay { file } => {
            let text = read_file(&file)?;
            replay_text(&text, &file.display().to_string())
        }
        RecordCommand::Taps { files, ai_games } => taps(&files, ai_games),
    }
}

fn taps(files: &[PathBuf], ai_games: u64) -> anyhow::Result<()> {
    if files.is_empty() && ai_games == 0 {
        bail!("give record files, or --ai-games N");
    }
    let mut all = Vec::new();
    let mut measured = 0;
    for file in files {
        let text = read_file(file)?;
        let source = file.display();
        let replayed =
            read(&text).with_context(|| format!("{source} is not a valid game record"))?;
        let Some(game) = &replayed.game else {
            bail!("{source} holds no game to replay");
        };
        let taps = presses_per_turn(game)
            .with_context(|| format!("{source}: a turn the picker does not offer"))?;
        println!("{source}: {}", taps_summary(&taps));
        all.extend(taps);
        measured += 1;
    }
    for seed in 1..=ai_games {
        let game = ai_self_play(seed);
        let taps = presses_per_turn(&game).context("a turn of the AI the picker does not offer")?;
        println!("AI game, seed {seed}: {}", taps_summary(&taps));
        all.extend(taps);
        measured += 1;
    }
    if measured > 1 {
        println!("all: {}", taps_summary(&all));
    }
    Ok(())
}

/// Each chosen turn's presses: the Move button, then the picker's own.
fn presses_per_turn(game: &Game) -> Option<Vec<usize>> {
    let in_picker = lyngk_bot::correspondence::picker::taps_per_turn(game)?;
    Some(in_picker.into_iter().map(|taps| taps + 1).collect())
}

/// A whole game of the AI against itself, from `seed`.
fn ai_self_play(seed: u64) -> Game {
    let mut game = Game::new(seed, lyngk_rules::Variant::Standard);
    let mut ai = lyngk_ai::Ai::new(lyngk_ai::Kind::Level(3), seed);
    let limits = lyngk_ai::Limits::nodes(2_000);
    while let Some(choice) = ai.choose(game.position(), &limits) {
        if game.play(choice.turn).is_err() {
            break;
        }
    }
    game
}

/// "32 turns, taps per turn: median 4, worst 5, mean 4.19 (3: 5, 4: 16, 5: 11)".
fn taps_summary(taps: &[usize]) -> String {
    let mut sorted = taps.to_vec();
    sorted.sort_unstable();
    let Some(&worst) = sorted.last() else {
        return "no turns".to_string();
    };
    let median = sorted[sorted.len() / 2];
    let mean = sorted.iter().sum::<usize>() as f64 / sorted.len() as f64;
    let mut counts = std::collections::BTreeMap::new();
    for &t in &sorted {
        *counts.entry(t).or_insert(0) += 1;
    }
    let counts: Vec<String> = counts.iter().map(|(t, n)| format!("{t}: {n}")).collect();
    format!(
        "{} turns, taps per turn: median {median}, worst {worst}, mean {mean:.2} ({})",
        sorted.len(),
        counts.join(", ")
    )
}

fn export(db: &Path, game: i64) -> anyhow::Result<()> {
    // Opening creates a missing file: a mistyped path must not become a new database.
    if !db.is_file() {
        bail!("no database at {}", db.display());
    }
    let service = GameService::open(db)?;
    let Some(record) = service.game_record(game)? else {
        bail!("{} holds no started game {game}", db.display());
    };
    print!("{record}");
    Ok(())
}

/// A file's text, or standard input's for `-`.
pub fn read_file(file: &Path) -> anyhow::Result<String> {
    if file == Path::new("-") {
        return std::io::read_to_string(std::io::stdin()).context("reading standard input");
    }
    std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))
}

/// Replays a record's text and prints the game's end; `source` names it in errors.
pub fn replay_text(text: &str, source: &str) -> anyhow::Result<()> {
    let replayed = read(text).with_context(|| format!("{source} is not a valid game record"))?;
    print_replayed(&replayed);
    Ok(())
}

/// What a replayed record holds: players, start, turns, final position and result.
fn print_replayed(replayed: &Replayed) {
    let record = &replayed.record;
    let tag = |name: &str| record.tag(name).unwrap_or("?").to_string();
    println!("{}: {} vs {}", tag("Event"), tag("Player1"), tag("Player2"));
    let start = match record.tag("Seed") {
        Some(seed) => format!("seed {seed}"),
        None => "start from the LPN tag".to_string(),
    };
    println!(
        "{} game, {start}, {} turns replayed",
        replayed.start.variant(),
        record.turns.len()
    );
    println!("final position: {}", replayed.position);
    let how = match (&replayed.outcome, replayed.termination) {
        (Some(outcome), _) => outcome.to_string(),
        (None, Termination::Normal | Termination::Unterminated) => "the game goes on".into(),
        (None, termination) => termination.to_string(),
    };
    println!("result: {} ({how})", record.result);
}

/// A record read back for a picture: the game, the seats' names, and how it ended when
/// the position does not show it.
pub struct Loaded {
    pub game: Game,
    pub names: [String; 2],
    pub ending: Option<Ending>,
}

/// Reads a record whose game can be drawn again: it needs a `Seed` tag.
pub fn load(text: &str) -> anyhow::Result<Loaded> {
    let replayed = read(text).context("not a valid game record")?;
    let Some(game) = replayed.game.clone() else {
        bail!("the record has no Seed tag: its game cannot be drawn again");
    };
    let names = Player::BOTH.map(|player| {
        let tag = format!("Player{}", player.number());
        replayed
            .record
            .tag(&tag)
            .filter(|name| *name != "?")
            .map_or_else(|| format!("Player {}", player.number()), str::to_string)
    });
    Ok(Loaded {
        ending: ending(&replayed),
        game,
        names,
    })
}

/// The ending a picture shows when the rules did not end the game.
fn ending(replayed: &Replayed) -> Option<Ending> {
    if replayed.outcome.is_some() {
        return None;
    }
    let winner = match replayed.record.result {
        GameResult::PlayerOneWins => Some(Player::One),
        GameResult::PlayerTwoWins => Some(Player::Two),
        GameResult::Draw | GameResult::Unfinished => None,
    };
    match (replayed.termination, winner) {
        (Termination::Resignation, Some(winner)) => Some(Ending::Resigned { winner }),
        (Termination::TimeForfeit, Some(winner)) => Some(Ending::OnTime { winner }),
        (Termination::TimeForfeit | Termination::Abandoned, None) => Some(Ending::Aborted),
        _ => None,
    }
}

/// Whether a text starts as a record does: a tag pair (after blanks and a BOM).
pub fn looks_like_record(start: &[u8]) -> bool {
    let start = start.strip_prefix("\u{feff}".as_bytes()).unwrap_or(start);
    start
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'[')
}

/// The `lyngk play` commands that play a record's game again in the terminal, and the
/// seed its game is drawn from. Refused for a record without a `Seed` tag (the terminal
/// draws boards from seeds) and for a game against the AI (the AI would think anew and
/// nobody may type its turns): those are replayed through the rules instead.
pub fn terminal_script(replayed: &Replayed) -> Result<(String, u64), NotScriptable> {
    let record = &replayed.record;
    let (Some(game), Some(seed)) = (&replayed.game, record.tag("Seed")) else {
        return Err(NotScriptable::NoSeed);
    };
    if Player::BOTH
        .iter()
        .any(|p| record.tag(&format!("Player{}Type", p.number())) == Some("program"))
    {
        return Err(NotScriptable::AgainstTheAi);
    }
    let names = Player::BOTH.map(|player| {
        let name = record
            .tag(&format!("Player{}", player.number()))
            .unwrap_or("");
        script_safe(name, player)
    });
    let name = |player: Player| names[player.index()].as_str();
    // A challenge seats players by the seed's lot: the challenger is whoever the lot
    // puts first, so the record's seats are kept.
    let lot = lyngk_rules::Setup::from_seed(game.seed(), game.variant()).first_seat;
    let (challenger, opponent) = match lot {
        0 => (Player::One, Player::Two),
        _ => (Player::Two, Player::One),
    };
    let days = record
        .tag("TimeControl")
        .and_then(|tc| tc.strip_prefix("1/"))
        .and_then(|seconds| seconds.parse::<u64>().ok())
        .filter(|seconds| *seconds > 0 && seconds % 86_400 == 0)
        .map(|seconds| format!(" days_per_move:{}", seconds / 86_400))
        .unwrap_or_default();
    let mut script = format!(
        "{}: /lyngk challenge {} variant:{} rated:false{days}\n{}: /lyngk accept\n",
        name(challenger),
        name(opponent),
        game.variant(),
        name(opponent),
    );
    let mut position = replayed.start;
    for turn in &record.turns {
        // Passes are the service's to play.
        if let Some((from, to)) = turn.cells() {
            let claim = turn
                .claim
                .map(|c| format!(" claim:{}", c.name()))
                .unwrap_or_default();
            let who = name(position.to_move());
            script.push_str(&format!("{who}: /lyngk move {from} {to}{claim}\n"));
        }
        position = position.play_unchecked(*turn);
    }
    if replayed.outcome.is_none() && replayed.termination == Termination::Resignation {
        let loser = match record.result {
            GameResult::PlayerOneWins => Player::Two,
            _ => Player::One,
        };
        script.push_str(&format!("{}: /lyngk resign confirm:true\n", name(loser)));
    }
    let seed = seed.parse().map_err(|_| NotScriptable::NoSeed)?;
    Ok((script, seed))
}

/// Why a record's game cannot be played again in the terminal.
#[derive(Debug, PartialEq, Eq)]
pub enum NotScriptable {
    NoSeed,
    AgainstTheAi,
}

/// A name the terminal's lines can carry: letters, digits and `-`, other characters as
/// `_`; `playerN` when nothing is left.
fn script_safe(name: &str, player: Player) -> String {
    let safe: String = name
        .chars()
        .map(|c| match c.is_alphanumeric() || c == '-' {
            true => c,
            false => '_',
        })
        .collect();
    match safe.trim_matches('_').is_empty() {
        true => format!("player{}", player.number()),
        false => safe,
    }
}
