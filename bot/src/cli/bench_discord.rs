//! `lyngk bench --discord`: the real `serve` code, in this process, against the strict
//! Discord stand-in (REST + gateway on 127.0.0.1). Opens `games` games, then offers
//! moves at `rate` per second to games whose player is free to move, and measures each
//! turn from the gateway event to the initial response (ack) and to the message that
//! shows the new board (answer). Lost turns (no answer) and doubled turns (two stored,
//! or two initial responses) are counted, and the store is checked at the end.
//!
//! With faults ([`Faults`]: a rate of 5xx answers, of 429s with a `retry_after`, of
//! connections cut before or after the request was carried out, of duplicate
//! deliveries, of gateway drops that the bot resumes) every turn is classified: answered
//! (the board shown, by the interaction or late in the channel), stored but unanswered,
//! stored but answered as failed, answered but not stored, or refused honestly (not
//! stored, and the player told so). The run fails when any turn is lost, doubled or
//! misreported.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{ensure, Context};
use lyngk_rules::{Game, Turn, Variant};
use lyngk_standin::{events, Gateway, Rest, Seen};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tokio::sync::Mutex;

use super::random_play::{play_as_service, random_move};

#[path = "bench_presses.rs"]
mod presses;
use lyngk_bot::config::Config;
use lyngk_bot::service::GameService;

/// How long a turn may go unanswered before it counts as lost.
const LOST_AFTER: Duration = Duration::from_secs(60);
/// The first channel; game `n` is played in `FIRST_CHANNEL + n`.
const FIRST_CHANNEL: u64 = 1_280_000_000_000_000_000;

/// One game as the bench follows it.
struct FollowedGame {
    channel: u64,
    players: [events::User; 2],
    /// The rules' copy of the game, and the seat that moves first.
    game: Game,
    first_seat: usize,
    busy: bool,
    /// The game's newest panel (its Move button), for turns played by presses.
    panel: Option<u64>,
}

impl FollowedGame {
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
    /// Answered late, in the channel, after Discord did not take the interaction's answer.
    late: usize,
    stored_unanswered: usize,
    stored_answered_as_failed: usize,
    answered_not_stored: usize,
    /// Not stored, and the player was told that nothing changed: the truth.
    refused_honestly: usize,
    /// Turns played by presses (`--presses`).
    presses: presses::Presses,
}

/// Faults to inject, each a probability (0 to 1).
#[derive(Clone, Copy, Debug, Default)]
pub struct Faults {
    /// Per request on the routes that answer users: 500 Internal Server Error.
    pub server_error: f64,
    /// Per request: 429 with `retry_after` seconds.
    pub rate_limited: f64,
    pub retry_after: f64,
    /// Per request: the connection closes before the request is carried out.
    pub cut_before: f64,
    /// Per request: the request is carried out, then the connection closes unanswered.
    pub cut_after: f64,
    /// Per turn: Discord delivers the interaction twice.
    pub duplicate: f64,
    /// Per turn: the gateway connection drops just before the event (the bot resumes).
    pub gateway_drop: f64,
}

impl Faults {
    fn any(&self) -> bool {
        [
            self.server_error,
            self.rate_limited,
            self.cut_before,
            self.cut_after,
            self.duplicate,
            self.gateway_drop,
        ]
        .iter()
        .any(|rate| *rate > 0.0)
    }
}

pub struct DiscordBench {
    pub games: usize,
    pub turns: usize,
    /// The database file; a fresh one in a temporary folder when absent.
    pub db: Option<std::path::PathBuf>,
    pub rate: f64,
    pub seed: u64,
    pub faults: Faults,
    /// Each turn by the panel's Move button and the picker's selects, not `/lyngk move`.
    pub presses: bool,
}

pub fn bench(args: DiscordBench) -> anyhow::Result<()> {
    ensure!(
        args.games > 0 && args.rate > 0.0,
        "games and rate must be positive"
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    // The signal handlers are in place before anything is written, and the runtime (with
    // the bot's tasks that still use the database) is shut down before the folder goes,
    // so an interrupted bench leaves nothing behind.
    let outcome = runtime.block_on(async {
        let stopped = stopped()?;
        let folder = tempfile::tempdir()?;
        let db = args
            .db
            .clone()
            .unwrap_or_else(|| folder.path().join("bench.db"));
        let outcome = tokio::select! {
            biased;
            signal = stopped => {
                signal?;
                Err(anyhow::anyhow!("interrupted: the bench stopped early"))
            }
            outcome = run(args, db) => outcome,
        };
        anyhow::Ok((outcome, folder))
    });
    runtime.shutdown_timeout(Duration::from_secs(10));
    let (outcome, folder) = outcome?;
    folder.close()?;
    outcome
}

/// Ctrl-C, or SIGTERM on Unix; the handlers are installed when this is called.
fn stopped() -> anyhow::Result<impl std::future::Future<Output = anyhow::Result<()>>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut interrupt = signal(SignalKind::interrupt())?;
        let mut terminate = signal(SignalKind::terminate())?;
        Ok(async move {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
            Ok(())
        })
    }
    #[cfg(not(unix))]
    Ok(async { Ok(tokio::signal::ctrl_c().await?) })
}

async fn run(args: DiscordBench, db: std::path::PathBuf) -> anyhow::Result<()> {
    let rest = Rest::start();
    rest.set_lean(true);
    let gateway = Gateway::start().await;
    rest.set_gateway_url(&gateway.url);
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
    if args.faults.any() {
        println!("faults: {:?}", args.faults);
    }
    let opened = Instant::now();
    let mut tables = Vec::new();
    for batch in (0..args.games as u64).collect::<Vec<_>>().chunks(25) {
        let opening = batch.iter().map(|&n| open(&rest, &gateway, n, &db));
        for table in futures_util::future::join_all(opening).await {
            tables.push(Mutex::new(table?));
        }
    }
    println!("opened {} games in {:.1?}", tables.len(), opened.elapsed());

    let faults = args.faults;
    rest.fail_at_random(
        lyngk_standin::chaos::Rates {
            server_error: faults.server_error,
            rate_limited: faults.rate_limited,
            retry_after: faults.retry_after,
            cut_before: faults.cut_before,
            cut_after: faults.cut_after,
        },
        args.seed,
    );
    let db_conn = Arc::new(std::sync::Mutex::new(rusqlite::Connection::open(&db)?));
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
        let (rest, gateway, tables, tally, db) = (
            rest.clone(),
            gateway.clone(),
            Arc::clone(&tables),
            Arc::clone(&tally),
            Arc::clone(&db_conn),
        );
        let delivery = Delivery {
            twice: rng.random_bool(faults.duplicate.clamp(0.0, 1.0)),
            drop_gateway: rng.random_bool(faults.gateway_drop.clamp(0.0, 1.0)),
            watch_channel: faults.any(),
        };
        let by_presses = args.presses;
        turns.push(tokio::spawn(async move {
            let turn_at = Turned {
                table: &tables[index],
                mover: &mover,
                turn,
                db: &db,
            };
            match by_presses {
                true => presses::play(&rest, &gateway, turn_at, &tally).await,
                false => play(&rest, &gateway, turn_at, delivery, &tally).await,
            }
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
    let wrong = tally.lost
        + tally.doubled
        + tally.stored_unanswered
        + tally.stored_answered_as_failed
        + tally.answered_not_stored
        + stored_wrong;
    ensure!(wrong == 0, "{wrong} turn(s) lost, doubled or misreported");
    Ok(())
}

/// Challenge and accept in game `n`'s channel; the game as the store holds it.
async fn open(
    rest: &Rest,
    gateway: &Gateway,
    n: u64,
    db: &std::path::Path,
) -> anyhow::Result<FollowedGame> {
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
    let panel = presses::panel_after(rest, &press.token);
    let conn = rusqlite::Connection::open(db)?;
    let (seed, variant, first_seat, challenger): (i64, String, i64, i64) = conn.query_row(
        "SELECT seed, variant, first_seat, challenger_id FROM games WHERE channel = ?1",
        [channel as i64],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    ensure!(challenger as u64 == a.id, "the challenger is seat 0");
    let variant = Variant::from_name(&variant).context("a variant")?;
    Ok(FollowedGame {
        channel,
        players: [a, b],
        game: Game::new(seed as u64, variant),
        first_seat: first_seat as usize,
        busy: false,
        panel,
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
    tables: &[Mutex<FollowedGame>],
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

/// How Discord delivers one turn's interaction.
#[derive(Clone, Copy)]
struct Delivery {
    twice: bool,
    drop_gateway: bool,
    /// Look for late answers in the channel too (only under faults: it reads the log).
    watch_channel: bool,
}

/// One turn to play: the game, its mover and move, and the store to check.
struct Turned<'a> {
    table: &'a Mutex<FollowedGame>,
    mover: &'a events::User,
    turn: Turn,
    db: &'a std::sync::Mutex<rusqlite::Connection>,
}

/// What the players were shown for one turn.
#[derive(Default)]
struct Shown {
    /// The new board (by the interaction, or late in the channel), and when.
    board: Option<Timing>,
    late: bool,
    /// The apology that says nothing was changed.
    failure: bool,
}

async fn play(
    rest: &Rest,
    gateway: &Gateway,
    turned: Turned<'_>,
    delivery: Delivery,
    tally: &std::sync::Mutex<Tally>,
) {
    let Turned {
        table,
        mover,
        turn,
        db,
    } = turned;
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
    let mut payload = command.payload.clone();
    rest.deliver(&mut payload);
    let sent = std::time::Instant::now();
    if delivery.drop_gateway {
        gateway.drop_connection();
    }
    gateway.dispatch("INTERACTION_CREATE", &payload);
    if delivery.twice {
        gateway.dispatch("INTERACTION_CREATE", &payload);
    }
    let needle = format!("played `{turn}`");
    let apology = lyngk_bot::discord::error::apology(lyngk_bot::i18n::Locale::En);
    let watch = delivery.watch_channel.then_some(channel);
    let look = |rest: &Rest| {
        let shown = shown(rest, &command.token, watch, &needle, &apology, sent);
        (shown.board.is_some() || shown.failure).then_some(shown)
    };
    let waited = tokio::time::timeout(
        LOST_AFTER,
        rest.wait_for(LOST_AFTER + Duration::from_secs(1), "an answer", look),
    )
    .await;
    let shown = waited.unwrap_or_default();
    let callbacks = rest
        .for_token(&command.token)
        .iter()
        .filter(|s| s.path.ends_with("/callback") && s.ok())
        .count();
    let mut table = table.lock().await;
    let before = table.game.turns().len();
    let stored_turns = stored(db, channel);
    let was_stored = stored_turns > before;
    if was_stored {
        table.apply(turn);
    }
    let mut tally = tally.lock().unwrap();
    if callbacks > 1 || stored_turns > table.game.turns().len() {
        tally.doubled += 1;
    }
    match (was_stored, shown.board, shown.failure) {
        (true, Some(timing), _) => {
            tally.late += usize::from(shown.late);
            tally.timings.push(timing);
        }
        (true, None, true) => tally.stored_answered_as_failed += 1,
        (true, None, false) => tally.stored_unanswered += 1,
        (false, Some(_), _) => tally.answered_not_stored += 1,
        (false, None, true) => tally.refused_honestly += 1,
        (false, None, false) => tally.lost += 1,
    }
    table.busy = false;
}

/// The turns stored in `channel`'s game.
fn stored(db: &std::sync::Mutex<rusqlite::Connection>, channel: u64) -> usize {
    let conn = db.lock().unwrap_or_else(|p| p.into_inner());
    conn.query_row(
        "SELECT COUNT(*) FROM turns JOIN games ON games.id = turns.game WHERE games.channel = ?1",
        [channel as i64],
        |r| r.get::<_, i64>(0),
    )
    .map_or(0, |n| n as usize)
}

/// What the interaction with `token` (and, when `channel` is given, a late message
/// there) has shown since `sent`.
fn shown(
    rest: &Rest,
    token: &str,
    channel: Option<u64>,
    needle: &str,
    apology: &str,
    sent: std::time::Instant,
) -> Shown {
    let mut shown = Shown::default();
    let requests = rest.answers(token);
    let ack = requests
        .iter()
        .find(|s| s.path.ends_with("/callback"))
        .map(|s| s.at.saturating_duration_since(sent));
    for request in &requests {
        let Some(payload) = &request.payload else {
            continue;
        };
        // A turn's panel shows its text in text displays (Components V2).
        let content = format!(
            "{}\n{}",
            lyngk_standin::components::shown_text(&payload["data"]),
            lyngk_standin::components::shown_text(payload)
        );
        if content.contains(apology) {
            shown.failure = true;
        }
        if content.contains(needle) && shown.board.is_none() {
            let answer = request.at.saturating_duration_since(sent);
            shown.board = Some(Timing {
                ack: ack.unwrap_or(answer),
                answer,
            });
        }
    }
    if let (None, Some(channel)) = (&shown.board, channel) {
        let path = format!("/api/v10/channels/{channel}/messages");
        let late = rest.seen().into_iter().find(|s| {
            s.ok()
                && s.at > sent
                && s.path == path
                && s.payload
                    .as_ref()
                    .is_some_and(|p| lyngk_standin::components::shown_text(p).contains(needle))
        });
        if let Some(late) = late {
            let answer = late.at.saturating_duration_since(sent);
            shown.board = Some(Timing {
                ack: ack.unwrap_or(answer),
                answer,
            });
            shown.late = true;
        }
    }
    shown
}

/// Games whose stored turns differ from what the bench played (a lost or doubled turn).
async fn check_store(
    db: &std::path::Path,
    tables: &[Mutex<FollowedGame>],
) -> anyhow::Result<usize> {
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
        "answered {played} ({} of them late, in the channel), stored but unanswered {}, \
         stored but answered as failed {}, answered but not stored {}, refused honestly {}",
        tally.late,
        tally.stored_unanswered,
        tally.stored_answered_as_failed,
        tally.answered_not_stored,
        tally.refused_honestly
    );
    println!(
        "lost {}, doubled {}, games stored wrong {stored_wrong}, offers with no free game {}",
        tally.lost, tally.doubled, tally.not_offered
    );
    let presses = &tally.presses;
    if !presses.taps.is_empty() {
        let mut taps = presses.taps.clone();
        taps.sort_unstable();
        println!(
            "presses: {} ({} per turn: median {}, worst {})",
            presses.steps.len(),
            taps.len(),
            taps[taps.len() / 2],
            taps[taps.len() - 1]
        );
        let mut steps = presses.steps.clone();
        let mut to_panel = presses.to_panel.clone();
        println!("press to the updated picker:      {}", summary(&mut steps));
        println!(
            "confirm to the new panel:         {}",
            summary(&mut to_panel)
        );
    }
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
