//! `lyngk match`: two players over N games (N/2 start positions, each played twice
//! with the seats swapped), faults scored as losses, then the score and an Elo
//! difference with its 95% interval.

use super::rules::parse_variant;
use super::seat::{self, Fault, Seat, Spec, GRACE};
use anyhow::ensure;
use clap::Args;
use lyngk_ai::elo;
use lyngk_rules::{Outcome, Player, Position, Setup, Turn, Variant};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct MatchArgs {
    /// Player A: ai:1 … ai:5, uct, greedy, random, or cmd:PROGRAM ARGS (an LEP engine).
    #[arg(long)]
    a: Spec,
    /// Player B, named like A.
    #[arg(long)]
    b: Spec,
    /// Games to play, even.
    #[arg(long, default_value_t = 2)]
    games: u32,
    /// Thinking time per move of A (and of B unless --movetime-ms-b).
    #[arg(long)]
    movetime_ms: u64,
    /// Thinking time per move of B.
    #[arg(long)]
    movetime_ms_b: Option<u64>,
    /// Start position i uses seed S + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    parallel: usize,
    /// Search threads of each player; threads × parallel may not exceed the cores.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// standard or six.
    #[arg(long, default_value = "standard", value_parser = parse_variant)]
    variant: Variant,
}

/// Side A or B of the match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    A,
    B,
}

/// One finished game.
struct Played {
    index: u32,
    /// A's points: 1 win, 0.5 draw, 0 loss.
    a_points: f64,
    line: String,
    fault: bool,
}

pub fn run(args: MatchArgs) -> anyhow::Result<()> {
    ensure!(
        args.games >= 2 && args.games.is_multiple_of(2),
        "--games must be even and at least 2"
    );
    ensure!(
        args.parallel >= 1 && args.threads >= 1,
        "--parallel and --threads must be at least 1"
    );
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    ensure!(
        args.threads * args.parallel <= cores,
        "--threads {} × --parallel {} exceeds the {cores} cores: time comparisons would be unfair",
        args.threads,
        args.parallel
    );
    let movetimes = [
        Duration::from_millis(args.movetime_ms),
        Duration::from_millis(args.movetime_ms_b.unwrap_or(args.movetime_ms)),
    ];
    let next = AtomicU32::new(0);
    let played = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.parallel {
            scope.spawn(|| {
                let mut seats = [&args.a, &args.b].map(|spec| seat::open(spec, args.threads));
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= args.games {
                        break;
                    }
                    let game = play_game(&args, index, &mut seats, movetimes);
                    println!("{}", game.line);
                    played.lock().expect("results").push(game);
                }
            });
        }
    });
    let mut played = played.into_inner().expect("results");
    played.sort_by_key(|g| g.index);
    summarize(&args, &played, movetimes);
    Ok(())
}

/// Plays game `index`: start position `index / 2`, A moving first in even games.
fn play_game(
    args: &MatchArgs,
    index: u32,
    seats: &mut [Box<dyn Seat + Send>; 2],
    movetimes: [Duration; 2],
) -> Played {
    let seed = args.seed.wrapping_add(u64::from(index / 2));
    let a_first = index.is_multiple_of(2);
    let side_of = |player: Player| match (player, a_first) {
        (Player::One, true) | (Player::Two, false) => Side::A,
        _ => Side::B,
    };
    let names = [&args.a, &args.b];
    let start = Setup::from_seed(seed, args.variant).position;
    let result = play_out(start, seed, side_of, seats, movetimes);
    let header = format!(
        "game {}/{}: seed {seed}, {} first vs {}:",
        index + 1,
        args.games,
        names[side_of(Player::One) as usize],
        names[side_of(Player::Two) as usize]
    );
    let (a_points, text, fault) = match result {
        Ending::Over { outcome, turns } => {
            let a_points = match outcome.winner().map(side_of) {
                Some(Side::A) => 1.0,
                Some(Side::B) => 0.0,
                None => 0.5,
            };
            (a_points, format!("{outcome}, {turns} turns"), false)
        }
        Ending::Fault { side, fault, turns } => {
            let loser = names[side as usize];
            let a_points = if side == Side::A { 0.0 } else { 1.0 };
            let text = format!("{loser} loses by fault after {turns} turns: {fault}");
            (a_points, text, true)
        }
    };
    Played {
        index,
        a_points,
        line: format!("{header} {text} (A scores {a_points})"),
        fault,
    }
}

enum Ending {
    Over {
        outcome: Outcome,
        turns: usize,
    },
    Fault {
        side: Side,
        fault: Fault,
        turns: usize,
    },
}

/// Plays from `start` to the end; forced passes are the controller's.
fn play_out(
    start: Position,
    seed: u64,
    side_of: impl Fn(Player) -> Side,
    seats: &mut [Box<dyn Seat + Send>; 2],
    movetimes: [Duration; 2],
) -> Ending {
    for (i, seat) in seats.iter_mut().enumerate() {
        let side = if i == 0 { Side::A } else { Side::B };
        if let Err(fault) = seat.new_game(seed.wrapping_mul(2).wrapping_add(i as u64)) {
            return Ending::Fault {
                side,
                fault,
                turns: 0,
            };
        }
    }
    let mut position = start;
    let mut turns = 0;
    loop {
        let legal = position.legal_turns();
        if legal.is_empty() {
            let outcome = Outcome::of(&position).expect("no turn means the game is over");
            return Ending::Over { outcome, turns };
        }
        let next = if legal == [Turn::PASS] {
            Ok(position.play_unchecked(Turn::PASS))
        } else {
            let side = side_of(position.to_move());
            ask(
                seats[side as usize].as_mut(),
                &position,
                movetimes[side as usize],
            )
        };
        match next {
            Ok(after) => position = after,
            Err(fault) => {
                let side = side_of(position.to_move());
                return Ending::Fault { side, fault, turns };
            }
        }
        turns += 1;
    }
}

/// One answer, on time and legal.
fn ask(seat: &mut dyn Seat, position: &Position, movetime: Duration) -> Result<Position, Fault> {
    let started = Instant::now();
    let turn = seat.choose(position, movetime)?;
    let elapsed = started.elapsed();
    if elapsed > movetime + GRACE {
        return Err(Fault::Late(elapsed.as_millis()));
    }
    seat::check(position, turn)
}

fn summarize(args: &MatchArgs, played: &[Played], movetimes: [Duration; 2]) {
    let count = |points: f64| played.iter().filter(|g| g.a_points == points).count() as u32;
    let (wins, draws, losses) = (count(1.0), count(0.5), count(0.0));
    let faults: Vec<&Played> = played.iter().filter(|g| g.fault).collect();
    println!(
        "A: {} ({} ms), B: {} ({} ms), {} games, {}, threads {}, parallel {}",
        args.a,
        movetimes[0].as_millis(),
        args.b,
        movetimes[1].as_millis(),
        args.games,
        args.variant,
        args.threads,
        args.parallel
    );
    println!("A won {wins}, drew {draws}, lost {losses}");
    println!("faults: {}", faults.len());
    for game in faults {
        println!("  {}", game.line);
    }
    let score: f64 = played.iter().map(|g| g.a_points).sum();
    println!("score: {score} / {}", args.games);
    let estimate = elo::estimate(wins, draws, losses);
    println!(
        "elo: {:+.0} (95% interval {:+.0} to {:+.0})",
        estimate.elo, estimate.low, estimate.high
    );
}
