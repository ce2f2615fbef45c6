//! `lyngk bench`: drives the game service directly with many games in parallel against
//! a database on disk, images rendered, and reports the time per turn. Its games are
//! in a server (guild) of their own, so that only they are counted when other
//! processes play on the same database.

use super::random_play::{play_as_service, random_move};
use anyhow::{ensure, Context};
use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::{GameService, Options};
use lyngk_rules::{Game, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Games played at the same time, each in its own channel.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Turns (moves sent) in total, spread evenly over the games.
    #[arg(long, default_value_t = 20_000)]
    turns: usize,
    /// Worker threads calling the service (more threads than cores only adds queueing
    /// to each turn's latency). Not with `--discord`, where the bot's own runtime serves.
    #[arg(long, default_value_t = 2)]
    #[cfg_attr(feature = "standin", arg(conflicts_with = "discord"))]
    threads: usize,
    /// The database file; a fresh one in a temporary folder when absent.
    #[arg(long)]
    db: Option<PathBuf>,
    /// Seed of the games' setups and of the random moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Drive the real `serve` code over loopback against the Discord stand-in (REST and
    /// gateway) instead of calling the service directly.
    #[cfg(feature = "standin")]
    #[arg(long)]
    discord: bool,
    /// With `--discord`: moves offered per second.
    #[cfg(feature = "standin")]
    #[arg(long, default_value_t = 50.0)]
    rate: f64,
    /// With `--discord`: play each turn by presses (the panel's Move button, the
    /// picker's selects, its confirm) instead of `/lyngk move`.
    #[cfg(feature = "standin")]
    #[arg(long, requires = "discord")]
    presses: bool,
    // With `--discord`: faults to inject.
    #[cfg(feature = "standin")]
    #[command(flatten)]
    faults: FaultArgs,
}

/// `lyngk bench --discord`'s fault options.
#[cfg(feature = "standin")]
#[derive(clap::Args, Debug, Clone)]
pub struct FaultArgs {
    /// With `--discord`: the share of requests answered 500 (0 to 1).
    #[arg(long, default_value_t = 0.0)]
    pub fault_5xx: f64,
    /// With `--discord`: the share of requests answered 429 with `--retry-after`.
    #[arg(long, default_value_t = 0.0)]
    pub fault_429: f64,
    /// With `--discord`: the `retry_after` of those 429s, in seconds.
    #[arg(long, default_value_t = 1.0)]
    pub retry_after: f64,
    /// With `--discord`: the share of connections cut before the request is carried out.
    #[arg(long, default_value_t = 0.0)]
    pub fault_cut_before: f64,
    /// With `--discord`: the share of connections cut after the request was carried out.
    #[arg(long, default_value_t = 0.0)]
    pub fault_cut_after: f64,
    /// With `--discord`: the share of turns whose interaction Discord delivers twice.
    #[arg(long, default_value_t = 0.0)]
    pub fault_duplicate: f64,
    /// With `--discord`: the share of turns just before which the gateway drops (the
    /// bot resumes).
    #[arg(long, default_value_t = 0.0)]
    pub fault_gateway_drop: f64,
}

#[cfg(feature = "standin")]
impl Default for FaultArgs {
    fn default() -> FaultArgs {
        FaultArgs {
            fault_5xx: 0.0,
            fault_429: 0.0,
            retry_after: 1.0,
            fault_cut_before: 0.0,
            fault_cut_after: 0.0,
            fault_duplicate: 0.0,
            fault_gateway_drop: 0.0,
        }
    }
}

/// One game slot: a channel where games are played one after another.
struct Slot {
    place: Place,
    players: [Actor; 2],
    /// The rules' copy of the game, kept in step with the service's to pick moves.
    game: Game,
    turns_left: usize,
}

/// What a worker measured.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    /// Turn rows the service must have stored (moves and automatic passes).
    rows_expected: usize,
    games_started: usize,
    refused: usize,
}

pub fn bench(args: BenchArgs) -> anyhow::Result<()> {
    #[cfg(feature = "standin")]
    if args.discord {
        return super::bench_discord::bench(super::bench_discord::DiscordBench {
            games: args.games,
            turns: args.turns,
            db: args.db,
            rate: args.rate,
            seed: args.seed,
            presses: args.presses,
            faults: super::bench_discord::Faults {
                server_error: args.faults.fault_5xx,
                rate_limited: args.faults.fault_429,
                retry_after: args.faults.retry_after,
                cut_before: args.faults.fault_cut_before,
                cut_after: args.faults.fault_cut_after,
                duplicate: args.faults.fault_duplicate,
                gateway_drop: args.faults.fault_gateway_drop,
            },
        });
    }
    ensure!(
        args.games > 0 && args.threads > 0,
        "games and threads must be positive"
    );
    let temp = tempfile::tempdir()?;
    let db = args.db.unwrap_or_else(|| temp.path().join("bench.db"));
    let next_seed = Arc::new(AtomicU64::new(args.seed));
    let options = Options {
        seeds: Box::new(move || next_seed.fetch_add(1, Ordering::Relaxed)),
        ..Options::default()
    };
    let service = GameService::open_with(&db, options)?;
    // Below 2^62: stored as a positive integer, like a real snowflake.
    let guild = rand::random::<u64>() >> 2;
    let per_game = args.turns.div_ceil(args.games);
    println!(
        "lyngk bench: {} games, {} turns ({per_game} per game), {} threads, database {}",
        args.games,
        per_game * args.games,
        args.threads,
        db.display()
    );
    let started = Instant::now();
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..args.threads)
            .map(|worker| {
                let service = &service;
                let channels: Vec<u64> = (0..args.games as u64)
                    .filter(|c| *c as usize % args.threads == worker)
                    .map(|c| c + 1)
                    .collect();
                let seed = args.seed ^ (worker as u64) << 32;
                scope.spawn(move || run_worker(service, guild, &channels, per_game, seed))
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("worker panicked"))
            .collect::<anyhow::Result<_>>()
    })?;
    let wall = started.elapsed();
    report(&db, guild, tallies, wall)
}

fn run_worker(
    service: &GameService,
    guild: u64,
    channels: &[u64],
    per_game: usize,
    seed: u64,
) -> anyhow::Result<Tally> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tally = Tally::default();
    let mut slots = Vec::with_capacity(channels.len());
    for &channel in channels {
        let place = Place {
            guild: Some(guild),
            channel,
        };
        slots.push(start_game(service, place, per_game, &mut tally)?);
    }
    // Round robin, so every game is in progress at once as in a busy server.
    while slots.iter().any(|s| s.turns_left > 0) {
        for slot in slots.iter_mut().filter(|s| s.turns_left > 0) {
            play_one_turn(service, slot, &mut rng, &mut tally)?;
            if slot.game.outcome().is_some() && slot.turns_left > 0 {
                *slot = start_game(service, slot.place, slot.turns_left, &mut tally)?;
            }
        }
    }
    Ok(tally)
}

fn request(place: Place, actor: &Actor, command: Command) -> Request {
    Request {
        place,
        actor: actor.clone(),
        command,
        interaction: None,
        actor_is_admin: false,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: None,
    }
}

/// Challenge and accept in `place` (not timed: the benchmark measures turns).
fn start_game(
    service: &GameService,
    place: Place,
    turns_left: usize,
    tally: &mut Tally,
) -> anyhow::Result<Slot> {
    let channel = place.channel;
    let players = [0, 1].map(|seat| Actor {
        id: channel * 2 + seat,
        name: format!("player-{channel}-{seat}"),
    });
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(players[1].clone()),
        variant: Variant::Standard,
        days_per_move: None,
        rated: true,
    };
    for (actor, command) in [(&players[0], challenge), (&players[1], Command::Accept)] {
        let reply = service.handle(request(place, actor, command))?;
        ensure!(!reply.ephemeral, "setup refused: {}", reply.text());
    }
    let game = service
        .live_game(place)?
        .context("the accepted game is live")?;
    tally.games_started += 1;
    Ok(Slot {
        place,
        players,
        game,
        turns_left,
    })
}

fn play_one_turn(
    service: &GameService,
    slot: &mut Slot,
    rng: &mut impl Rng,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    let (seat, turn) = random_move(&slot.game, slot.game.first_seat(), rng)
        .context("a game in progress without a move")?;
    let (from, to) = turn.cells().expect("a move");
    let command = Command::Move {
        from: from.to_string(),
        to: to.to_string(),
        claim: turn.claim.map(|c| c.name().to_string()),
    };
    let started = Instant::now();
    let reply = service.handle(request(slot.place, &slot.players[seat], command))?;
    tally.latencies.push(started.elapsed());
    if reply.ephemeral {
        tally.refused += 1;
        return Ok(());
    }
    ensure!(
        reply.image.is_some(),
        "a turn's reply carries the board image"
    );
    tally.rows_expected += play_as_service(&mut slot.game, turn)?;
    slot.turns_left -= 1;
    Ok(())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// Prints the figures and checks that the bench's own games (those of `guild`) stored
/// every turn once.
fn report(
    db: &std::path::Path,
    guild: u64,
    tallies: Vec<Tally>,
    wall: Duration,
) -> anyhow::Result<()> {
    let mut latencies: Vec<Duration> = tallies.iter().flat_map(|t| t.latencies.clone()).collect();
    latencies.sort();
    let expected: usize = tallies.iter().map(|t| t.rows_expected).sum();
    let games: usize = tallies.iter().map(|t| t.games_started).sum();
    let refused: usize = tallies.iter().map(|t| t.refused).sum();
    let conn = rusqlite::Connection::open(db)?;
    let guild = guild as i64;
    let rows: i64 = conn.query_row(
        "SELECT COUNT(*) FROM turns WHERE game IN (SELECT id FROM games WHERE guild = ?1)",
        [guild],
        |r| r.get(0),
    )?;
    let gapped: i64 = conn.query_row(
        "SELECT COUNT(*) FROM (SELECT game FROM turns \
         WHERE game IN (SELECT id FROM games WHERE guild = ?1) \
         GROUP BY game HAVING MAX(ply) + 1 != COUNT(*))",
        [guild],
        |r| r.get(0),
    )?;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (median, p99) = (percentile(&latencies, 0.5), percentile(&latencies, 0.99));
    println!(
        "{} turns in {:.1} s ({:.0} turns/s), {games} games started",
        latencies.len(),
        wall.as_secs_f64(),
        latencies.len() as f64 / wall.as_secs_f64()
    );
    println!(
        "per turn: median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(median),
        ms(percentile(&latencies, 0.9)),
        ms(p99),
        ms(*latencies.last().unwrap_or(&Duration::ZERO)),
    );
    println!(
        "turn rows: {rows} stored, {expected} expected; games with a gap: {gapped}; refused turns: {refused}"
    );
    let verdict = |ok: bool| if ok { "ok" } else { "MISSED" };
    println!(
        "targets: median < 15 ms {}, p99 < 40 ms {}, no lost or duplicated turns {}",
        verdict(ms(median) < 15.0),
        verdict(ms(p99) < 40.0),
        verdict(rows as usize == expected && gapped == 0 && refused == 0)
    );
    ensure!(
        rows as usize == expected && gapped == 0 && refused == 0,
        "turns were lost, duplicated or refused"
    );
    Ok(())
}
