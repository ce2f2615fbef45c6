//! `lyngk bench-reminders`: many timed games stored, the bot "down" for two days so
//! every game has overdue reminders, then a restart and one delivery round. Reports
//! the time taken and the peak memory of the delivery.
//!
//! The games are stored with the store's own queries in one transaction by default
//! (what an accepted timed game writes: the started row, its clock, the first turn's
//! reminders); `--through-service` challenges and accepts each one through the
//! service instead, which renders a board per accept and so is much slower.

use anyhow::{ensure, Context};
use lyngk_bot::correspondence::clock::TimeControl;
use lyngk_bot::correspondence::reminders;
use lyngk_bot::service::api::{Actor, Command, Outbound, Place, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use lyngk_bot::store::games::{self, NewChallenge, Person, Status};
use lyngk_bot::store::{clocks, Store};
use lyngk_rules::{Setup, Variant};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

const HOUR: i64 = 3600;
/// The fake "now" of the setup; any fixed instant does.
const START: i64 = 1_700_000_000;

#[derive(clap::Args)]
pub struct BenchRemindersArgs {
    /// Timed games (1 day per move) stored before the restart, each in its own channel.
    #[arg(long, default_value_t = 10_000)]
    games: usize,
    /// Worker threads creating the games.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The database file; a fresh one in a temporary folder when absent.
    #[arg(long)]
    db: Option<PathBuf>,
    /// Create the games with challenge and accept commands (renders each board).
    #[arg(long)]
    through_service: bool,
}

/// The benchmark's time source, moved by hand: two days of downtime take no time.
struct ManualTime(AtomicI64);

impl TimeSource for ManualTime {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

fn open(db: &Path, clock: &Arc<ManualTime>) -> anyhow::Result<GameService> {
    let seeds = Arc::new(AtomicU64::new(1));
    let options = Options {
        time: clock.clone(),
        seeds: Box::new(move || seeds.fetch_add(1, Ordering::Relaxed)),
    };
    GameService::open_with(db, options)
}

pub fn bench_reminders(args: BenchRemindersArgs) -> anyhow::Result<()> {
    ensure!(
        args.games > 0 && args.threads > 0,
        "games and threads must be positive"
    );
    let temp = tempfile::tempdir()?;
    let db = args.db.unwrap_or_else(|| temp.path().join("reminders.db"));
    let clock = Arc::new(ManualTime(AtomicI64::new(START)));
    println!(
        "lyngk bench-reminders: {} timed games, database {}",
        args.games,
        db.display()
    );

    let setup = Instant::now();
    let service = open(&db, &clock)?;
    if args.through_service {
        create_games(&service, args.games, args.threads)?;
    } else {
        store_games(&db, args.games)?;
    }
    drop(service);
    let how = if args.through_service {
        "challenged and accepted through the service"
    } else {
        "stored"
    };
    println!(
        "setup: {} timed games {how} in {:.1} s (peak memory so far {})",
        args.games,
        setup.elapsed().as_secs_f64(),
        peak_memory()
    );

    // Down for 46 hours: both reminders of every game (at 24h and 43.2h) are overdue.
    clock.0.store(START + 46 * HOUR, Ordering::SeqCst);
    let peak_reset = reset_peak_memory();
    let restart = Instant::now();
    let service = open(&db, &clock)?;
    let opened = restart.elapsed();
    let outbound = service.deliver_due(clock.now())?;
    let delivered = restart.elapsed();
    let peak = peak_memory();

    let channels = outbound
        .iter()
        .filter(|o| matches!(o, Outbound::Channel { .. }))
        .count();
    ensure!(
        channels == args.games,
        "expected one reminder per game, got {channels}"
    );
    let again = service.deliver_due(clock.now())?;
    ensure!(again.is_empty(), "{} reminders were due twice", again.len());
    println!(
        "restart: database opened in {:.1} ms; {} reminders (one per game, the latest) chosen, marked done and built in {:.1} ms in total",
        opened.as_secs_f64() * 1e3,
        outbound.len(),
        delivered.as_secs_f64() * 1e3
    );
    println!(
        "peak memory (VmHWM) of the restart and delivery: {peak}{}",
        if peak_reset {
            ""
        } else {
            " (could not reset the mark: includes the setup)"
        }
    );
    println!("a second round right after found nothing due: exactly once");
    Ok(())
}

/// Stores `games` started timed games directly, as accepting them would.
fn store_games(db: &Path, games: usize) -> anyhow::Result<()> {
    let store = Store::open(db)?;
    store.with_conn(|conn| -> anyhow::Result<()> {
        let tx = conn.transaction()?;
        for channel in 1..=games as u64 {
            store_game(&tx, channel)?;
        }
        tx.commit()?;
        Ok(())
    })
}

fn store_game(conn: &rusqlite::Connection, channel: u64) -> anyhow::Result<()> {
    let [challenger, opponent] = [0, 1].map(|seat| Person {
        id: channel * 2 + seat,
        name: format!("player-{channel}-{seat}"),
    });
    let new = NewChallenge {
        guild: Some(1),
        channel,
        challenger,
        opponent: Some(opponent),
        variant: Variant::Standard,
        days_per_move: Some(1),
    };
    let id = games::insert_challenge(conn, &new, START)?;
    let mut row = games::game_by_id(conn, id)?.context("the game just stored")?;
    row.seed = Some(channel);
    row.first_seat = Some(Setup::from_seed(channel, row.variant).first_seat);
    row.status = Status::Active;
    ensure!(games::save_game(conn, &row, START)?, "game {id} changed");
    let control = TimeControl::from_days_per_move(row.days_per_move)?;
    let clock = control.start(START).context("a timed game has a clock")?;
    clocks::save_game_clock(conn, id, &clock)?;
    clocks::schedule_reminders(conn, id, 0, &reminders::due_reminders(&clock))
}

/// Challenges and accepts `games` timed games, spread over `threads` workers.
fn create_games(service: &GameService, games: usize, threads: usize) -> anyhow::Result<()> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|worker| {
                scope.spawn(move || -> anyhow::Result<()> {
                    for channel in (1..=games as u64).filter(|c| *c as usize % threads == worker) {
                        create_game(service, channel)?;
                    }
                    Ok(())
                })
            })
            .collect();
        workers
            .into_iter()
            .try_for_each(|w| w.join().expect("worker panicked"))
    })
}

fn create_game(service: &GameService, channel: u64) -> anyhow::Result<()> {
    let place = Place {
        guild: Some(1),
        channel,
    };
    let [challenger, opponent] = [0, 1].map(|seat| Actor {
        id: channel * 2 + seat,
        name: format!("player-{channel}-{seat}"),
    });
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: true,
    };
    for (actor, command) in [(challenger, challenge), (opponent, Command::Accept)] {
        let reply = service.handle(Request {
            place,
            actor,
            command,
            interaction: None,
            actor_is_admin: false,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })?;
        ensure!(!reply.ephemeral, "setup refused: {}", reply.text());
    }
    Ok(())
}

/// The process's peak resident memory (VmHWM), as /proc/self/status shows it.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmHWM:"))
                .map(|value| value.trim().to_string())
        })
        .unwrap_or_else(|| "unknown (no /proc/self/status)".to_string())
}

/// Resets the peak to the current resident size (Linux: "5" to clear_refs), so the
/// next reading measures the delivery, not the setup. Whether it worked.
fn reset_peak_memory() -> bool {
    std::fs::write("/proc/self/clear_refs", "5")
        .context("resetting VmHWM")
        .is_ok()
}
