//! Rules-engine subcommands: `moves`, `perft`, `selfplay`.

use anyhow::Context;
use clap::Args;
use lyngk_rules::{play_random_game, Outcome, Player, Position, Turn, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufWriter, Write};
use std::time::Instant;

#[derive(Args)]
pub struct MovesArgs {
    /// One LPN position; without it, positions are read from stdin, one per line.
    lpn: Option<String>,
}

#[derive(Args)]
pub struct PerftArgs {
    /// The position in LPN.
    lpn: String,
    /// How many turns deep to count.
    depth: u32,
}

#[derive(Args)]
pub struct SelfplayArgs {
    /// How many games to play.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// standard or six.
    #[arg(long, default_value = "standard", value_parser = parse_variant)]
    variant: Variant,
}

pub(super) fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::from_name(text).ok_or_else(|| format!("'{text}' is not a variant: standard or six"))
}

/// One output line: the legal turns separated by spaces, or `error: …`.
fn moves_line(lpn: &str, turns: &mut Vec<Turn>, line: &mut String) {
    use std::fmt::Write as _;
    line.clear();
    match lpn.parse::<Position>() {
        Ok(position) => {
            position.legal_turns_into(turns);
            for (i, turn) in turns.iter().enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                let _ = write!(line, "{turn}");
            }
        }
        Err(error) => {
            let _ = write!(line, "error: {error}");
        }
    }
}

pub fn moves(args: MovesArgs) -> anyhow::Result<()> {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (mut turns, mut line) = (Vec::new(), String::new());
    if let Some(lpn) = args.lpn {
        moves_line(&lpn, &mut turns, &mut line);
        writeln!(out, "{line}")?;
        return Ok(out.flush()?);
    }
    for input in std::io::stdin().lock().lines() {
        moves_line(
            &input.context("reading standard input")?,
            &mut turns,
            &mut line,
        );
        writeln!(out, "{line}")?;
    }
    Ok(out.flush()?)
}

pub fn perft(args: PerftArgs) -> anyhow::Result<()> {
    let position: Position = args.lpn.parse()?;
    println!("{}", lyngk_rules::perft(&position, args.depth));
    Ok(())
}

pub fn selfplay(args: SelfplayArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.games > 0, "--games must be at least 1");
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (mut turns, mut passes) = (0usize, 0usize);
    let mut results = [0u64; 4]; // player 1, player 2, draw, six-stack win
    let started = Instant::now();
    for i in 0..args.games {
        let game = play_random_game(args.seed.wrapping_add(i), args.variant, &mut rng);
        turns += game.turns;
        passes += game.passes;
        match game.outcome {
            Outcome::SixStack { .. } => results[3] += 1,
            other => match other.winner() {
                Some(Player::One) => results[0] += 1,
                Some(Player::Two) => results[1] += 1,
                None => results[2] += 1,
            },
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let games = args.games as f64;
    println!(
        "games: {} ({} variant) in {:.3} s",
        args.games, args.variant, seconds
    );
    println!("games/s: {:.0}", games / seconds);
    println!(
        "average length: {:.1} turns ({:.2} passes)",
        turns as f64 / games,
        passes as f64 / games
    );
    println!(
        "endings: player 1 won {}, player 2 won {}, draws {}, six-stack wins {}",
        results[0], results[1], results[2], results[3]
    );
    Ok(())
}
