//! `lyngk bench --discord`: the real `serve` code, in this process, against the strict
//! Discord stand-in (REST + gateway on 127.0.0.1). Opens `games` games, then offers
//! moves at `rate` per second to games whose player is free to move, and measures each
//! turn from the gateway event to the initial response (ack) and to the message that
//! shows the new board (answer). Lost turns (no answer) and doubled turns (two stored,
//! or two initial responses) are counted, and the store is checked at the end.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{ensure, Context};
use lyngk_rules::{Game, Turn, Variant};
use lyngk_standin::{events, Gateway, Rest, Seen};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tokio::sync::Mutex;

use super::random_play::{play_as_service, random_move};
use lyngk_bot::config::Config;
use lyngk_bot::service::GameService;

/// How long a turn may go unanswered before it counts as lost.
const LOST_AFTER: Duration = Duration::from_secs(60);
/// The first channel; game `n` is played in `FIRST_CHANNEL + n`.
const FIRST_CHANNEL: u64 = 1_280_000_000_000_000_000;

/// One game as the bench follows it.
struct Table {
    channel: u64,
    players: [events::User; 2],
    /// The rules' copy of the game, and the seat that moves first.
    game: Game,
    first_seat: usize,
    busy: bool,
}

impl Table {
    /// Who moves now, and a random legal move; `None` when the game is over.
    fn next_move(&self, rng: &mut ChaCha8Rng) -> Option<(events::User, Turn)> {
        let (seat, turn) = random_move(&self.game, self.first_seat, rng)?;
        Some((self.players[seat].clone(), turn))
    }

    fn apply(&mut self, turn: Turn) {
        play_as_service(&mut self.game, turn).expect("a legal turn");
    }
}

/// What one turn measured.
struct Timing {
    ack: Duration,
    answer: Duration,
}

#[derive(Default)]
struct Tally {
    timings: Vec<Timing>,
    lost: usize,
    doubled: usize,
    not_offered: usize,
}

pub struct DiscordBench {
    pub games: usize,
    pub turns: usize,
    pub rate: f64,
    pub seed: u64,
}

pub fn bench(args: DiscordBench) -> anyhow::Result<()> {
    ensure!(
        args.games > 0 && args.rate > 0.0,
        "games and rate must be positive"
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(run(args))
}

async fn run(args: DiscordBench) -> anyhow::Result<()> {
    let rest = Rest::start();
    rest.set_lean(true);
    let gateway = Gateway::start().await;
    rest.set_gateway_url(&gateway.url);
    let folder = tempfile::tempdir()?;
    let db = folder.path().join("bench.db");
    let base = rest.base.clone();
    let db_text = db.display().to_string();
    let config = Config::from_lookup(|name| match name {
        "DISCORD_TOKEN" => Some("bench-token".to_owned()),
        "LYNGK_DB" => Some(db_text.clone()),
        "LYNGK_DISCORD_API" => Some(base.clone()),
        _ => None,
    })?;
    let service = Arc::new(GameService::open(&db)?);
    tokio::spawn(lyngk_bot::discord::serve(config, service));
    rest.wait_for(Duration::from_secs(30), "the bot's start-up", |rest| {
        let registered = rest.seen().iter().any(|s| s.method == "PUT" && s.ok());
        (registered && gateway.is_connected()).then_some(())
    })
    .await;

    println!(
        "lyngk bench --discord: {} games, {} turns offered at {}/s",
        args.games, args.turns, args.rate
    );
    let opened = Instant::now();
    let mut tables = Vec::new();
    for batch in (0..args.games as u64).collect::<Vec<_>>().chunks(25) {
        let opening = batch.iter().map(|&n| open(&rest, &gateway, n, &db));
        for table in futures_util::future::join_all(opening).await {
            tables.push(Mutex::new(table?));
        }
    }
    println!("opened {} games in {:.1?}", tables.len(), opened.elapsed());

    let requests_before = rest.seen().len();
    let tables = Arc::new(tables);
    let tally = Arc::new(std::sync::Mutex::new(Tally::default()));
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let started = Instant::now();
    let period = Duration::from_secs_f64(1.0 / args.rate);
    let mut ticker = tokio::time::interval(period);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let mut turns = Vec::new();
    let mut next = 0;
    for _ in 0..args.turns {
        ticker.tick().await;
        // The next free game in turn order; a busy or finished one is skipped.
        let Some((index, mover, turn)) = pick(&tables, &mut next, &mut rng).await else {
            tally.lock().unwrap().not_offered += 1;
            continue;
        };
        let (rest, gateway, tables, tally) = (
            rest.clone(),
            gateway.clone(),
            Arc::clone(&tables),
            Arc::clone(&tally),
        );
        turns.push(tokio::spawn(async move {
            play(&rest, &gateway, &tables[index], &mover, turn, &tally).await;
        }));
    }
    for turn in turns {
        turn.await?;
    }
    let elapsed = started.elapsed();
    let requests = rest.seen().len() - requests_before;
    let tally = std::mem::take(&mut *tally.lock().unwrap());
    let stored_wrong = check_store(&db, &tables).await?;
    report(&tally, elapsed, requests, stored_wrong);
    Ok(())
}

/// Challenge and accept in game `n`'s channel; the game as the store holds it.
async fn open(
    rest: &Rest,
    gateway: &Gateway,
    n: u64,
    db: &std::path::Path,
) -> anyhow::Result<Table> {
    let channel = FIRST_CHANNEL + n;
    let a = events::User::new(2_000_000 + 2 * n, &format!("A{n}"));
    let b = events::User::new(2_000_001 + 2 * n, &format!("B{n}"));
    let challenge = events::challenge(&a, channel, &b);
    let (answer, _) = ask(rest, gateway, &challenge)
        .await
        .context("no challenge answer")?;
    let accept_id = answer["components"][0]["components"]
        .as_array()
        .and_then(|buttons| {
            buttons
                .iter()
                .filter_map(|b| b["custom_id"].as_str())
                .find(|id| id.starts_with("lyngk:accept"))
        })
        .context("no Accept button")?
        .to_owned();
    let message = rest
        .world()
        .original_of(&challenge.token)
        .context("no challenge message")?;
    let press = events::button(&b, channel, &accept_id, message);
    ask(rest, gateway, &press)
        .await
        .context("no accept answer")?;
    let conn = rusqlite::Connection::open(db)?;
    let (seed, variant, first_seat, challenger): (i64, String, i64, i64) = conn.query_row(
        "SELECT seed, variant, first_seat, challenger_id FROM games WHERE channel = ?1",
        [channel as i64],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    ensure!(challenger as u64 == a.id, "the challenger is seat 0");
    let variant = Variant::from_name(&variant).context("a variant")?;
    Ok(Table {
        channel,
        players: [a, b],
        game: Game::new(seed as u64, variant),
        first_seat: first_seat as usize,
        busy: false,
    })
}

/// Sends an interaction and waits for the message that answers it: its JSON and the
/// (ack, answer) times.
async fn ask(
    rest: &Rest,
    gateway: &Gateway,
    interaction: &events::Interaction,
) -> Option<(Value, Timing)> {
    let mut payload = interaction.payload.clone();
    rest.deliver(&mut payload);
    let sent = std::time::Instant::now();
    gateway.dispatch("INTERACTION_CREATE", &payload);
    let token = interaction.token.clone();
    let waited = tokio::time::timeout(
        LOST_AFTER,
        rest.wait_for(LOST_AFTER + Duration::from_secs(1), "an answer", |rest| {
            answered(&rest.answers(&token), sent)
        }),
    )
    .await;
    waited.ok()
}

/// The answer among a token's successful requests: the initial message, the edit of a
/// deferral, or the followup after a button update.
fn answered(requests: &[Arc<Seen>], sent: std::time::Instant) -> Option<(Value, Timing)> {
    let callback = requests.iter().find(|s| s.path.ends_with("/callback"))?;
    let kind = callback.payload.as_ref()?["type"].as_u64()?;
    let shown = match kind {
        4 => callback,
        _ => requests.iter().find(|s| !s.path.ends_with("/callback"))?,
    };
    let message = if kind == 4 {
        shown.payload.as_ref()?["data"].clone()
    } else {
        shown.payload.clone()?
    };
    let timing = Timing {
        ack: callback.at.saturating_duration_since(sent),
        answer: shown.at.saturating_duration_since(sent),
    };
    Some((message, timing))
}

async fn pick(
    tables: &[Mutex<Table>],
    next: &mut usize,
    rng: &mut ChaCha8Rng,
) -> Option<(usize, events::User, Turn)> {
    for _ in 0..tables.len() {
        let index = *next % tables.len();
        *next += 1;
        let mut table = tables[index].lock().await;
        if table.busy {
            continue;
        }
        if let Some((mover, turn)) = table.next_move(rng) {
            table.busy = true;
            return Some((index, mover, turn));
        }
    }
    None
}

async fn play(
    rest: &Rest,
    gateway: &Gateway,
    table: &Mutex<Table>,
    mover: &events::User,
    turn: Turn,
    tally: &std::sync::Mutex<Tally>,
) {
    let channel = table.lock().await.channel;
    let (from, to) = turn.cells().expect("a move");
    let mut options = vec![
        events::text("from", &from.to_string()),
        events::text("to", &to.to_string()),
    ];
    if let Some(colour) = turn.claim {
        options.push(events::text("claim", colour.name()));
    }
    let command = events::command(mover, channel, "move", options);
    let outcome = ask(rest, gateway, &command).await;
    let callbacks = rest
        .for_token(&command.token)
        .iter()
        .filter(|s| s.path.ends_with("/callback"))
        .count();
    let mut table = table.lock().await;
    let mut tally = tally.lock().unwrap();
    if callbacks > 1 {
        tally.doubled += 1;
    }
    match outcome {
        Some((_, timing)) => {
            table.apply(turn);
            tally.timings.push(timing);
        }
        None => tally.lost += 1,
    }
    table.busy = false;
}

/// Games whose stored turns differ from what the bench played (a lost or doubled turn).
async fn check_store(db: &std::path::Path, tables: &[Mutex<Table>]) -> anyhow::Result<usize> {
    let conn = rusqlite::Connection::open(db)?;
    let mut wrong = 0;
    for table in tables {
        let table = table.lock().await;
        let stored: i64 = conn.query_row(
            "SELECT COUNT(*) FROM turns JOIN games ON games.id = turns.game WHERE games.channel = ?1",
            [table.channel as i64],
            |r| r.get(0),
        )?;
        if stored as usize != table.game.turns().len() {
            wrong += 1;
        }
    }
    Ok(wrong)
}

fn report(tally: &Tally, elapsed: Duration, requests: usize, stored_wrong: usize) {
    let played = tally.timings.len();
    let mut acks: Vec<Duration> = tally.timings.iter().map(|t| t.ack).collect();
    let mut answers: Vec<Duration> = tally.timings.iter().map(|t| t.answer).collect();
    println!(
        "{played} turns in {elapsed:.1?}: {:.1} turns/s, {:.2} requests per turn",
        played as f64 / elapsed.as_secs_f64(),
        requests as f64 / played.max(1) as f64
    );
    println!("ack (event to initial response):  {}", summary(&mut acks));
    println!(
        "answer (event to the new board):  {}",
        summary(&mut answers)
    );
    println!(
        "lost {}, doubled {}, games stored wrong {stored_wrong}, offers with no free game {}",
        tally.lost, tally.doubled, tally.not_offered
    );
}

fn summary(samples: &mut [Duration]) -> String {
    samples.sort();
    let at = |p: usize| {
        if samples.is_empty() {
            return Duration::ZERO;
        }
        samples[(samples.len() * p / 100).min(samples.len() - 1)]
    };
    format!(
        "p50 {:.1?}, p99 {:.1?}, max {:.1?}",
        at(50),
        at(99),
        samples.last().copied().unwrap_or_default()
    )
}
