//! `lyngk bench-web`: the web pages' figures. A Swiss of many players is played for a
//! few rounds through the real game service on a SQLite file (the next round left in
//! play), the server's pages are made public, and the real router serves them on
//! loopback. Then:
//! - **pages under load**: `--clients` clients each request a game page, then the
//!   event page, one request after another, `--requests` of each in all; the time
//!   inside the router (a layer around it, from request to response headers with the
//!   body built) and the client's round trip, p50 and p99;
//! - **live clients**: for each K of `--live`, K server-sent-event streams on one
//!   game's page, then `--turns` turns played through the service on the same file;
//!   for each turn, the time from its commit until each client has its `turn` event.
//!
//! Run it under `taskset -c 0` to hold the whole process (server, clients and the
//! service writing) to one core: tokio then starts one worker.

use super::simulate::server::{actor, organiser, player, Setting, SimulatedServer};
use anyhow::{bail, ensure, Context};
use axum::body::Bytes;
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::{connect::HttpConnector, Client};
use hyper_util::rt::TokioExecutor;
use lyngk_bot::service::api::{Command, EventOptions, Place, Reply, ThreadToOpen, WebVisibility};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

const EVENT: &str = "Web bench Swiss";

#[derive(clap::Args)]
pub struct BenchWebArgs {
    /// Players in the Swiss whose pages are measured.
    #[arg(long, default_value_t = 1000)]
    players: usize,
    /// Rounds played to the end before measuring; the next round is left in play.
    #[arg(long, default_value_t = 3)]
    rounds: u32,
    /// Clients requesting pages at once.
    #[arg(long, default_value_t = 8)]
    clients: usize,
    /// Requests of each page (game, event), spread over the clients.
    #[arg(long, default_value_t = 2000)]
    requests: usize,
    /// Live clients to try, one after another (comma-separated): K streams on a game page.
    #[arg(long, value_delimiter = ',', default_value = "10,100,1000")]
    live: Vec<usize>,
    /// Turns played for each K (on a game of its own).
    #[arg(long, default_value_t = 10)]
    turns: usize,
    /// How often the front checks the database for writes, in milliseconds (as served: 200).
    #[arg(long, default_value_t = 200)]
    poll_ms: u64,
    /// Seed of the pairings' results and of the random moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The Swiss in play, and its pages' addresses.
struct World {
    server: SimulatedServer,
    /// The round in play's games, each with its id, place and players.
    games: Vec<(i64, Place, [u64; 2])>,
    /// `/g/<server>-<n>` without the game number.
    game_prefix: String,
    event_page: String,
}

pub fn bench_web(args: BenchWebArgs) -> anyhow::Result<()> {
    ensure!(
        args.players >= 4 && args.clients > 0 && args.requests > 0,
        "at least 4 players, 1 client and 1 request"
    );
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let built = Instant::now();
    let world = build_world(&args, &mut rng)?;
    println!(
        "lyngk bench-web: a Swiss of {} players, {} rounds played and round {} in play \
         ({} games), built in {:.1} s; {cores} core(s) available, load average {}",
        args.players,
        args.rounds,
        args.rounds + 1,
        world.games.len(),
        built.elapsed().as_secs_f64(),
        load_average()
    );
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async move { measure(&args, &world, &mut rng).await })?;
    println!("load average after: {}", load_average());
    Ok(())
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".into())
}

/// The Swiss, played through the service: everyone joins, `rounds` rounds are played
/// to their end (a random side resigns), and the next round's games are opened.
fn build_world(args: &BenchWebArgs, rng: &mut ChaCha8Rng) -> anyhow::Result<World> {
    let server = SimulatedServer::open(args.seed, Setting::WEEKLY)?;
    let channel = SimulatedServer::channel();
    let settings = Command::ServerSettings {
        auto_timeout: None,
        language: None,
        weekends_off: None,
        web: Some(WebVisibility::Public),
    };
    server.request(channel, &organiser(), settings, true)?;
    let create = Command::EventCreate {
        name: EVENT.into(),
        options: EventOptions {
            rounds: Some(args.rounds + 1),
            ..EventOptions::default()
        },
    };
    server.request(channel, &organiser(), create, true)?;
    for index in 0..args.players {
        let join = Command::EventJoin { name: EVENT.into() };
        server.request(channel, &player(index), join, false)?;
    }
    let start = Command::EventStart { name: EVENT.into() };
    let mut threads = server.request(channel, &organiser(), start, true)?.threads;
    for _ in 0..args.rounds {
        let mut next = Vec::new();
        for thread in std::mem::take(&mut threads) {
            let (place, players) = server.open_thread(&thread)?;
            if !server.service.has_live_game(place)? {
                continue;
            }
            let loser = players[rng.random_range(0..2)];
            let resign = Command::Resign { confirmed: true };
            next.extend(server.request(place, &actor(loser), resign, false)?.threads);
        }
        threads = next;
    }
    ensure!(!threads.is_empty(), "no round left in play");
    let games = open_round(&server, &threads)?;
    let conn = rusqlite::Connection::open(server.db())?;
    let address = lyngk_store::web::public_servers(&conn)?
        .into_iter()
        .next()
        .context("the server is public")?
        .address;
    let event = lyngk_service::web_view::events_of_server(&conn, 1)?
        .into_iter()
        .next()
        .context("the event")?
        .id;
    Ok(World {
        server,
        games,
        game_prefix: format!("/g/{address}-"),
        event_page: format!("/e/{address}-{event}"),
    })
}

fn open_round(
    server: &SimulatedServer,
    threads: &[ThreadToOpen],
) -> anyhow::Result<Vec<(i64, Place, [u64; 2])>> {
    threads
        .iter()
        .map(|thread| {
            let (place, players) = server.open_thread(thread)?;
            Ok((thread.game_id, place, players))
        })
        .collect()
}

/// Times spent inside the router, as its layer saw them.
type ServerTimes = Arc<Mutex<Vec<Duration>>>;

async fn measure(args: &BenchWebArgs, world: &World, rng: &mut ChaCha8Rng) -> anyhow::Result<()> {
    let server_times: ServerTimes = Arc::default();
    let base = start_front(args, world, server_times.clone()).await?;
    let client = http_client();
    // The game page measured has a history: 20 turns into the round's first game.
    let (id, place, players) = world.games[0];
    for _ in 0..20 {
        if !world.server.service.has_live_game(place)? {
            break;
        }
        play_turn(world, place, players, rng).await?;
    }
    let game_page = format!("{base}{}{id}", world.game_prefix);
    let event_page = format!("{base}{}", world.event_page);
    for (name, page) in [("game", &game_page), ("event", &event_page)] {
        let bytes = get(&client, page).await?.len();
        server_times.lock().expect("times").clear();
        let started = Instant::now();
        let round_trips = load(&client, page, args.clients, args.requests).await?;
        let wall = started.elapsed();
        let inside = std::mem::take(&mut *server_times.lock().expect("times"));
        println!(
            "{name} page ({bytes} bytes), {} requests by {} clients at once in {:.2} s \
             ({:.0} requests/s): in the router p50 {}, p99 {}; round trip p50 {}, p99 {}",
            args.requests,
            args.clients,
            wall.as_secs_f64(),
            args.requests as f64 / wall.as_secs_f64(),
            ms(percentile(inside.clone(), 0.5)),
            ms(percentile(inside, 0.99)),
            ms(percentile(round_trips.clone(), 0.5)),
            ms(percentile(round_trips, 0.99)),
        );
    }
    for (index, &clients) in args.live.iter().enumerate() {
        let game = *world.games.get(index + 1).context("a game for each K")?;
        let page = format!("{base}{}{}", world.game_prefix, game.0);
        live(world, &page, game, clients, args.turns, rng).await?;
    }
    Ok(())
}

/// Serves the real router on a loopback port, each request timed by a layer around
/// it; returns `http://address`.
async fn start_front(
    args: &BenchWebArgs,
    world: &World,
    times: ServerTimes,
) -> anyhow::Result<String> {
    let mut options = lyngk_web::WebOptions::new(world.server.db());
    options.poll_every = Duration::from_millis(args.poll_ms);
    // Every client comes from 127.0.0.1: the per-address limit would refuse the load.
    options.requests_per_minute = u32::MAX;
    let timed = move |request: axum::extract::Request, next: axum::middleware::Next| {
        let times = times.clone();
        async move {
            let started = Instant::now();
            let response = next.run(request).await;
            times.lock().expect("times").push(started.elapsed());
            response
        }
    };
    let router = lyngk_web::router(options)?.layer(axum::middleware::from_fn(timed));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    tokio::spawn(async move {
        let app = router.into_make_service_with_connect_info::<std::net::SocketAddr>();
        if let Err(error) = axum::serve(listener, app).await {
            eprintln!("the web front stopped: {error}");
        }
    });
    Ok(format!("http://{address}"))
}

type HttpClient = Client<HttpConnector, Empty<Bytes>>;

fn http_client() -> HttpClient {
    Client::builder(TokioExecutor::new()).build_http()
}

async fn get(client: &HttpClient, url: &str) -> anyhow::Result<Bytes> {
    let response = client.get(url.parse()?).await?;
    ensure!(
        response.status().is_success(),
        "{url}: {}",
        response.status()
    );
    Ok(response.into_body().collect().await?.to_bytes())
}

/// `clients` tasks requesting `page` one request after another, `requests` in all:
/// each request's round trip.
async fn load(
    client: &HttpClient,
    page: &str,
    clients: usize,
    requests: usize,
) -> anyhow::Result<Vec<Duration>> {
    let tasks: Vec<_> = (0..clients)
        .map(|index| {
            let client = client.clone();
            let page = page.to_owned();
            let share = requests / clients + usize::from(index < requests % clients);
            tokio::spawn(async move {
                let mut times = Vec::with_capacity(share);
                for _ in 0..share {
                    let started = Instant::now();
                    get(&client, &page).await?;
                    times.push(started.elapsed());
                }
                anyhow::Ok(times)
            })
        })
        .collect();
    let mut all = Vec::with_capacity(requests);
    for task in tasks {
        all.extend(task.await??);
    }
    Ok(all)
}

/// A random turn in the game at `place`, on the blocking pool (the service is
/// synchronous); returns when it is committed.
async fn play_turn(
    world: &World,
    place: Place,
    players: [u64; 2],
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<Reply> {
    let seed = rng.random();
    tokio::task::block_in_place(|| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        world
            .server
            .play_random_turn(place, players, &mut rng)?
            .context("the game is live")
    })
}

/// `clients` event streams on `page`; `turns` turns played in its game, each waited for
/// until every client has heard of it.
async fn live(
    world: &World,
    page: &str,
    (_, place, players): (i64, Place, [u64; 2]),
    clients: usize,
    turns: usize,
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<()> {
    let client = http_client();
    let (heard, mut hearings) = mpsc::unbounded_channel::<Instant>();
    let (connected, mut connections) = mpsc::unbounded_channel::<()>();
    let streams: Vec<_> = (0..clients)
        .map(|_| {
            let url = format!("{page}/events");
            tokio::spawn(listen(
                client.clone(),
                url,
                connected.clone(),
                heard.clone(),
            ))
        })
        .collect();
    let deadline = Duration::from_secs(60);
    for _ in 0..clients {
        tokio::time::timeout(deadline, connections.recv())
            .await
            .context("the streams did not connect in time")?
            .context("a stream failed to connect")?;
    }
    let mut delivery = Vec::with_capacity(clients * turns);
    let mut slowest = Vec::with_capacity(turns);
    let mut played = 0;
    for _ in 0..turns {
        play_turn(world, place, players, rng).await?;
        let committed = Instant::now();
        played += 1;
        let mut last = Duration::ZERO;
        for _ in 0..clients {
            let at = tokio::time::timeout(deadline, hearings.recv())
                .await
                .context("a client did not hear of a turn within a minute")?
                .context("a stream ended")?;
            let took = at.saturating_duration_since(committed);
            last = last.max(took);
            delivery.push(took);
        }
        slowest.push(last);
        if !world.server.service.has_live_game(place)? {
            break;
        }
    }
    for stream in streams {
        stream.abort();
    }
    println!(
        "{clients} live clients, {played} turns: delivery p50 {}, p99 {}, max {}; the last \
         client of a turn p50 {}",
        ms(percentile(delivery.clone(), 0.5)),
        ms(percentile(delivery.clone(), 0.99)),
        ms(percentile(delivery, 1.0)),
        ms(percentile(slowest, 0.5)),
    );
    Ok(())
}

/// One client's event stream: says when it is connected, then sends the instant of each
/// `turn` event it reads.
async fn listen(
    client: HttpClient,
    url: String,
    connected: mpsc::UnboundedSender<()>,
    heard: mpsc::UnboundedSender<Instant>,
) -> anyhow::Result<()> {
    let response = client.get(url.parse()?).await?;
    if !response.status().is_success() {
        bail!("{url}: {}", response.status());
    }
    let _ = connected.send(());
    let mut body = response.into_body();
    let mut carried = String::new();
    while let Some(frame) = body.frame().await {
        let Ok(data) = frame?.into_data() else {
            continue;
        };
        carried.push_str(&String::from_utf8_lossy(&data));
        // Events end with a blank line; a frame may in principle split one.
        while let Some(end) = carried.find("\n\n") {
            if carried[..end].contains("event: turn") {
                let _ = heard.send(Instant::now());
            }
            carried.drain(..end + 2);
        }
    }
    Ok(())
}

fn percentile(mut times: Vec<Duration>, p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort_unstable();
    let index = ((times.len() as f64 - 1.0) * p).round() as usize;
    times[index.min(times.len() - 1)]
}

fn ms(time: Duration) -> String {
    format!("{:.2} ms", time.as_secs_f64() * 1000.0)
}
