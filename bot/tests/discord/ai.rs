//! The LYNGK AI on the Discord front: recorded `/lyngk challenge` payloads with a
//! `level` (or the bot as the opponent) and `/lyngk review` translate into their
//! commands, and the AI's pool plays due turns first in, first out, including those
//! a restart left due (the job loop's sweep).

use lyngk_bot::discord::ai_pool::{AiPool, Busy, Enqueued, PauseClock, PoolSettings};
use lyngk_bot::discord::backend::Backend;
use lyngk_bot::discord::error::UserError;
use lyngk_bot::discord::{game, translate};
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{Actor, Command, Place, Reply, Request};
use lyngk_bot::service::{GameService, JobLease, Options};
use lyngk_rules::{Setup, Variant};
use serde_json::{json, Value};
use serenity::all as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

use crate::common::said::{text, Said};
use crate::standin::{Rest, PATIENCE};

/// The application (and so the bot user) of the recorded payload.
const BOT: u64 = 1_300_000_000_000_000_001;
const BOB: &str = "222222222222222222";

fn payload(options: Value) -> Value {
    let path = format!(
        "{}/tests/fixtures/interaction_challenge.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut payload: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    payload["data"]["options"][0]["options"] = options;
    payload
}

fn request_of(payload: Value) -> Result<Request, UserError> {
    let serenity::Interaction::Command(command) = serde_json::from_value(payload).unwrap() else {
        panic!("a command interaction");
    };
    translate::request_from(&command)
}

fn translated(payload: Value) -> Result<Command, UserError> {
    request_of(payload).map(|request| request.command)
}

#[test]
fn a_level_challenges_the_ai_under_the_bots_own_user() {
    let options = json!([
        {"name": "level", "type": 4, "value": 3},
        {"name": "variant", "type": 4, "value": 1}
    ]);
    let expected = Command::ChallengeAi {
        level: 3,
        variant: Variant::Six,
        ai_user: BOT,
    };
    assert_eq!(translated(payload(options)), Ok(expected));
}

#[test]
fn naming_the_bot_as_the_opponent_challenges_the_ai_at_the_default_level() {
    let mut payload = payload(json!([{"name": "opponent", "type": 6, "value": BOT.to_string()}]));
    let bot = json!({"id": BOT.to_string(), "username": "LYNGK", "discriminator": "0",
                     "avatar": null, "bot": true, "public_flags": 0});
    payload["data"]["resolved"]["users"][BOT.to_string()] = bot;
    let expected = Command::ChallengeAi {
        level: 2,
        variant: Variant::Standard,
        ai_user: BOT,
    };
    assert_eq!(translated(payload), Ok(expected));
}

#[test]
fn a_level_with_a_person_as_opponent_is_refused() {
    let options = json!([
        {"name": "opponent", "type": 6, "value": BOB},
        {"name": "level", "type": 4, "value": 3}
    ]);
    match translated(payload(options)) {
        Err(UserError::Refused(reply)) => {
            assert!(reply.ephemeral, "{:?}", reply.ids());
            reply.said("ai-level-with-opponent");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_level_challenges_thread_is_named_for_the_game_against_the_ai_in_the_servers_language() {
    let options = json!([
        {"name": "level", "type": 4, "value": 4},
        {"name": "thread", "type": 5, "value": true}
    ]);
    let mut payload = payload(options);
    let request = |payload: &Value| request_of(payload.clone()).unwrap();
    assert_eq!(
        game::thread_name(&request(&payload)),
        "LYNGK: Ali vs the AI, level 4"
    );
    payload["guild_locale"] = json!("de");
    assert_eq!(
        game::thread_name(&request(&payload)),
        "LYNGK: Ali gegen die KI, Stufe 4"
    );
}

#[test]
fn review_takes_an_optional_game_number() {
    let mut payload = payload(json!([{"name": "game", "type": 4, "value": 7}]));
    payload["data"]["options"][0]["name"] = json!("review");
    assert_eq!(translated(payload), Ok(Command::Review { game: Some(7) }));
}

/// A service whose games all get `seed`.
fn service(dir: &tempfile::TempDir, seed: u64) -> Arc<GameService> {
    let options = Options {
        seeds: Box::new(move || seed),
        ..Options::default()
    };
    Arc::new(GameService::open_with(dir.path().join("lyngk.db"), options).unwrap())
}

/// A seed whose lot lets the AI (the challenged seat) move first.
fn ai_first_seed() -> u64 {
    (1..)
        .find(|&seed| Setup::from_seed(seed, Variant::Standard).first_seat == 1)
        .unwrap()
}

fn place(channel: u64) -> Place {
    Place {
        guild: Some(1),
        channel,
    }
}

/// alice challenges the AI at level 1 in `channel`; the AI is to move.
fn ai_game(service: &GameService, channel: u64) {
    let reply = service
        .handle(request(channel, "alice", challenge_level_1(), Locale::En))
        .unwrap();
    assert!(!reply.ephemeral, "{}", reply.text());
}

fn challenge_level_1() -> Command {
    Command::ChallengeAi {
        level: 1,
        variant: Variant::Standard,
        ai_user: BOT,
    }
}

/// `name` (user 1001 for alice, 1002 otherwise) asks `command` in `channel`.
fn request(channel: u64, name: &str, command: Command, locale: Locale) -> Request {
    Request {
        place: place(channel),
        actor: Actor {
            id: if name == "alice" { 1001 } else { 1002 },
            name: name.into(),
        },
        command,
        interaction: None,
        actor_is_admin: false,
        locale,
        server_locale: None,
    }
}

/// Takes the job lease for this process, as the restarted bot's job loop would.
fn holding_the_lease(service: &GameService) -> JobLease {
    let lease = JobLease::for_this_process(30);
    let round = service.deliver_due_leased(&lease, service.now()).unwrap();
    assert!(round.is_some(), "the lease is ours");
    lease
}

/// One searching thread, room for `capacity` turns and reviews, replies posted at once.
fn settings(capacity: usize) -> PoolSettings {
    PoolSettings {
        threads: 1,
        capacity,
        reply_pause: Duration::ZERO,
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap()
}

/// Keeps the pool's only thread busy until the returned sender sends (or drops).
fn hold_the_thread(pool: &AiPool) -> std::sync::mpsc::Sender<()> {
    let (release, gate) = std::sync::mpsc::channel::<()>();
    let (started, running) = std::sync::mpsc::channel();
    let held = pool.run(move || {
        started.send(()).unwrap();
        let _ = gate.recv();
    });
    drop(held.unwrap());
    running.recv().unwrap();
    release
}

fn next_post(posts: &mut mpsc::UnboundedReceiver<(u64, Reply)>) -> (u64, Reply) {
    posts.blocking_recv().expect("the pool posts the AI's turn")
}

#[test]
fn the_pool_plays_due_turns_in_the_order_asked_and_each_once() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    for channel in [11, 12, 13] {
        ai_game(&service, channel);
    }
    let (sender, mut posts) = mpsc::unbounded_channel();
    let pool = AiPool::with_poster(
        Arc::clone(&service),
        settings(4),
        sender,
        PauseClock::default(),
    );
    for channel in [12, 11, 13, 12] {
        assert_eq!(pool.turn(place(channel)), Enqueued::Queued);
    }
    let order: Vec<u64> = (0..3).map(|_| next_post(&mut posts).0).collect();
    assert_eq!(
        order,
        [12, 11, 13],
        "first in, first out; a place queued once"
    );
    for channel in [11, 12, 13] {
        let game = service.live_game(place(channel)).unwrap().unwrap();
        assert_eq!(game.turns().len(), 1, "channel {channel}: one AI turn");
    }
    // A task queued behind the turns runs on the pool too.
    let runtime = runtime();
    assert_eq!(runtime.block_on(pool.run(|| 6 * 7).unwrap()).unwrap(), 42);
    assert!(posts.try_recv().is_err(), "nothing was played twice");
    pool.stop();
}

#[test]
fn the_sweep_plays_turns_left_due_by_a_restart_in_the_lease_holder_only() {
    let dir = tempfile::tempdir().unwrap();
    ai_game(&service(&dir, ai_first_seed()), 21);
    // The bot restarts: a new service on the same file, a new pool.
    let service = service(&dir, 1);
    let lease = holding_the_lease(&service);
    let (sender, mut posts) = mpsc::unbounded_channel();
    let pool = AiPool::with_poster(
        Arc::clone(&service),
        settings(4),
        sender,
        PauseClock::default(),
    );
    let runtime = runtime();
    // Another process's sweep plays nothing (the task after it has run: so has it).
    pool.sweep("another process");
    runtime.block_on(pool.run(|| ()).unwrap()).unwrap();
    assert!(posts.try_recv().is_err(), "only the lease holder sweeps");
    assert_eq!(service.ai_turns_due().unwrap(), vec![place(21)]);
    pool.sweep(&lease.holder);
    let (channel, reply) = next_post(&mut posts);
    assert_eq!(channel, 21);
    assert!(
        reply.image.is_some(),
        "posted like a player's turn, with the board"
    );
    let played = reply.said_arg(&text("LYNGK AI (ai:1)"));
    assert!(played.id.starts_with("turn-played"), "{played:?}");
    assert!(service.ai_turns_due().unwrap().is_empty());
    pool.stop();
}

#[test]
fn the_ais_reply_waits_for_the_pause_while_its_thread_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    ai_game(&service, 41);
    let (sender, mut posts) = mpsc::unbounded_channel();
    let settings = PoolSettings {
        reply_pause: Duration::from_secs(600),
        ..settings(4)
    };
    let pool = AiPool::with_poster(
        Arc::clone(&service),
        settings,
        sender,
        PauseClock::default(),
    );
    assert_eq!(pool.turn(place(41)), Enqueued::Queued);
    // A task behind the turn on the only thread: the turn is played, the thread free.
    runtime().block_on(pool.run(|| ()).unwrap()).unwrap();
    let game = service.live_game(place(41)).unwrap().unwrap();
    assert_eq!(game.turns().len(), 1, "the AI has played");
    assert!(posts.try_recv().is_err(), "its reply waits for the pause");
    // Stopping posts what waits: no played turn goes unannounced.
    pool.stop();
    assert_eq!(next_post(&mut posts).0, 41);
    // A task asked for after the stop ends with an error instead of waiting forever.
    assert!(runtime().block_on(pool.run(|| ()).unwrap()).is_err());
}

#[test]
fn the_ais_reply_comes_no_sooner_than_the_pause_after_the_players_turn() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    ai_game(&service, 42);
    let (sender, mut posts) = mpsc::unbounded_channel();
    let pause = Duration::from_secs(2);
    let settings = PoolSettings {
        reply_pause: pause,
        ..settings(4)
    };
    let pool = AiPool::with_poster(Arc::clone(&service), settings, sender, PauseClock::manual());
    pool.turn(place(42));
    // A task behind the turn on the only thread: once it has run, the turn is played.
    runtime().block_on(pool.run(|| ()).unwrap()).unwrap();
    assert_eq!(
        service.live_game(place(42)).unwrap().unwrap().turns().len(),
        1
    );
    pool.advance_clock(pause - Duration::from_millis(1));
    assert!(
        posts.try_recv().is_err(),
        "a millisecond before the pause ends"
    );
    pool.advance_clock(Duration::from_millis(1));
    assert_eq!(next_post(&mut posts).0, 42, "posted when the pause ends");
    pool.stop();
}

#[test]
fn a_full_queue_leaves_turns_due_and_sweeps_queue_them_first_come_first_served() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    for channel in 31..=35 {
        ai_game(&service, channel);
    }
    let lease = holding_the_lease(&service);
    let (sender, mut posts) = mpsc::unbounded_channel();
    let pool = AiPool::with_poster(
        Arc::clone(&service),
        settings(2),
        sender,
        PauseClock::default(),
    );
    let release = hold_the_thread(&pool);
    let asked = [31, 32, 33, 34].map(|channel| pool.turn(place(channel)));
    use Enqueued::{Later, Queued};
    assert_eq!(asked, [Queued, Queued, Later, Later], "room for two");
    assert!(
        matches!(pool.run(|| ()), Err(Busy)),
        "a review finds no room"
    );
    release.send(()).unwrap();
    let played: Vec<u64> = (0..2).map(|_| next_post(&mut posts).0).collect();
    assert_eq!(played, [31, 32]);
    // Room again, but a turn asked for now waits behind the ones refused before.
    assert_eq!(pool.turn(place(35)), Later);
    let due = service.ai_turns_due().unwrap();
    assert_eq!(due, [33, 34, 35].map(place), "nothing was lost");
    // Each sweep queues as many as fit, longest waiting first.
    pool.sweep(&lease.holder);
    let played: Vec<u64> = (0..2).map(|_| next_post(&mut posts).0).collect();
    assert_eq!(played, [33, 34]);
    pool.sweep(&lease.holder);
    assert_eq!(next_post(&mut posts).0, 35);
    assert!(service.ai_turns_due().unwrap().is_empty());
    pool.stop();
}

#[test]
fn a_challenge_while_the_ai_is_saturated_starts_and_says_its_turn_comes_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    ai_game(&service, 51);
    let (sender, mut posts) = mpsc::unbounded_channel();
    let pool = AiPool::with_poster(
        Arc::clone(&service),
        settings(1),
        sender,
        PauseClock::default(),
    );
    let backend = Backend::new(Arc::clone(&service)).with_ai(pool.clone());
    let release = hold_the_thread(&pool);
    assert_eq!(
        pool.turn(place(51)),
        Enqueued::Queued,
        "the queue is full now"
    );
    let runtime = runtime();
    let reply = runtime
        .block_on(backend.handle(request(52, "bea", challenge_level_1(), Locale::En)))
        .unwrap();
    assert!(!reply.ephemeral, "the game starts: {}", reply.text());
    reply.said("ai-busy-later");
    let review = Command::Review { game: None };
    let reply = runtime
        .block_on(backend.handle(request(51, "bea", review, Locale::De)))
        .unwrap();
    assert!(reply.ephemeral, "{}", reply.text());
    reply.said("ai-busy-review");
    assert_eq!(reply.locale, Locale::De, "in the asker's language");
    assert_eq!(service.ai_turns_due().unwrap(), [51, 52].map(place));
    release.send(()).unwrap();
    assert_eq!(next_post(&mut posts).0, 51);
    pool.stop();
}

/// The requests the stand-in saw in `channel` (method and route after the channel).
fn calls_in(discord: &Rest, channel: u64) -> Vec<(String, String)> {
    let prefix = format!("/api/v10/channels/{channel}/");
    discord
        .seen()
        .iter()
        .filter_map(|seen| {
            let route = seen.path.strip_prefix(&prefix)?;
            assert!(seen.ok(), "{} {}: {}", seen.method, seen.path, seen.status);
            Some((seen.method.clone(), route.to_owned()))
        })
        .collect()
}

fn typing_then_post() -> Vec<(String, String)> {
    ["typing", "messages"]
        .map(|route| ("POST".to_owned(), route.to_owned()))
        .to_vec()
}

#[test]
fn the_bot_types_in_the_games_channel_while_the_ai_thinks_and_stops_with_its_post() {
    let discord = Rest::start();
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir, ai_first_seed());
    ai_game(&service, 61);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let api = Arc::new(crate::discord::deliver::http(&discord));
    let pool = runtime.block_on(async { AiPool::start(Arc::clone(&service), api, settings(4)) });
    assert_eq!(pool.turn(place(61)), Enqueued::Queued);
    runtime.block_on(discord.wait_for(PATIENCE, "the AI's post", |rest| {
        (calls_in(rest, 61).len() >= 2).then_some(())
    }));
    assert_eq!(
        calls_in(&discord, 61),
        typing_then_post(),
        "typing first, then the AI's turn"
    );
    runtime.block_on(discord.wait_for(PATIENCE, "the typing to end", |_| {
        pool.typing_in().is_empty().then_some(())
    }));
    // Asked again where no turn is due (the player is to move): no typing at all. The
    // task after it on the only thread has run, so the ask has been answered.
    assert_eq!(pool.turn(place(61)), Enqueued::Queued);
    runtime.block_on(pool.run(|| ()).unwrap()).unwrap();
    assert!(pool.typing_in().is_empty());
    assert_eq!(calls_in(&discord, 61), typing_then_post());
    pool.stop();
}
