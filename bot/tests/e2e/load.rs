//! Load: many games at once through the gateway stand-in. Every turn must be answered and
//! stored exactly once; throughput and latency (event sent -> answer received) are
//! measured and printed, not asserted.

use std::time::{Duration, Instant};

use lyngk_rules::Game;

use crate::e2e::channel_game::{expected_after, notations, ChannelGame};
use crate::standin::events::User;
use crate::standin::{percentile, Discord, CHANNEL};

/// How long one answer may take under load (deferred answers included).
const LOAD_PATIENCE: Duration = Duration::from_secs(120);

/// Plays `games` games side by side, `turns` moves in all (each game stops at its share
/// or at its end). Returns the moves played.
async fn run_load(games: usize, turns: usize) -> usize {
    let discord = Discord::start_alone().await;
    discord.rest.set_lean(true);
    let share = turns.div_ceil(games);
    let tables: Vec<ChannelGame> = (0..games as u64)
        .map(|n| {
            let a = User::new(10_000 + 2 * n, &format!("P{n}a"));
            let b = User::new(10_001 + 2 * n, &format!("P{n}b"));
            ChannelGame::new(CHANNEL + 1000 + n, a, b)
        })
        .collect();

    let start = Instant::now();
    let opened = futures_util::future::join_all(tables.iter().map(|t| t.open(&discord))).await;
    let open_time = start.elapsed();
    assert_eq!(opened.len(), games);

    let start = Instant::now();
    let played = futures_util::future::join_all(
        tables
            .into_iter()
            .map(|table| play_share(&discord, table, share)),
    )
    .await;
    let elapsed = start.elapsed();

    let both: Vec<(Duration, Duration)> = played.iter().flat_map(|(_, l)| l.clone()).collect();
    let moves = both.len();
    let mut firsts: Vec<Duration> = both.iter().map(|l| l.0).collect();
    let mut latencies: Vec<Duration> = both.iter().map(|l| l.1).collect();
    let deferred = both.iter().filter(|(first, last)| first != last).count();
    // No turn lost, none doubled: the store holds exactly what each game played.
    let db = discord.db();
    for (table, game) in played.iter().map(|(g, _)| g) {
        let stored = crate::standin::stored_game(&db, table.channel).unwrap();
        assert_eq!(stored.turns, notations(game), "game in {}", table.channel);
    }
    let errors: Vec<_> = discord
        .rest
        .seen()
        .iter()
        .filter(|s| !s.ok())
        .map(|s| format!("{} {} {}", s.status, s.method, s.path))
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(!discord.log().contains(" ERROR "), "{}", discord.log());

    let rate = moves as f64 / elapsed.as_secs_f64();
    let p50 = percentile(&mut latencies, 50);
    let p99 = percentile(&mut latencies, 99);
    let max = percentile(&mut latencies, 100);
    let first_p99 = percentile(&mut firsts, 99);
    println!(
        "load: {games} games opened in {open_time:.2?}; {moves} turns in {elapsed:.2?} = \
         {rate:.0} turns/s; event -> answer p50 {p50:.0?}, p99 {p99:.0?}, max {max:.0?}; \
         event -> first response p99 {first_p99:.0?}; {deferred} deferred"
    );
    moves
}

/// Plays up to `share` moves of one game, tracking it locally; returns the game as
/// played and each move's latency.
async fn play_share(
    discord: &Discord,
    mut table: ChannelGame,
    share: usize,
) -> ((ChannelGame, Game), Vec<(Duration, Duration)>) {
    let stored = table.stored(discord);
    let mut game = stored.game.clone().unwrap();
    let mut latencies = Vec::new();
    while latencies.len() < share && game.outcome().is_none() {
        let mut now = stored.clone();
        now.game = Some(game.clone());
        let (mover, turn) = table.next_turn(&now);
        let asked = table.move_of(&mover, turn);
        let sent = discord.send(&asked);
        let reply = discord.response_within(&asked, sent, LOAD_PATIENCE).await;
        assert!(!reply.ephemeral(), "{}", reply.content());
        reply.board_file();
        game = expected_after(&game, turn);
        let next = if game.outcome().is_some() {
            vec![]
        } else {
            now.game = Some(game.clone());
            vec![now.to_move()]
        };
        if !next.is_empty() {
            assert_eq!(reply.pinged(), next);
        }
        latencies.push((reply.first_latency, reply.latency));
    }
    ((table, game), latencies)
}

/// Always on: a smaller load that fits CI's time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_at_once_lose_no_turn() {
    let moves = run_load(40, 400).await;
    assert!(moves >= 380, "{moves}");
}

/// The full load: 200 games, 5,000 turns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "about 3 minutes on 2 cores; run with --ignored"]
async fn two_hundred_games_five_thousand_turns() {
    let moves = run_load(200, 5000).await;
    assert!(moves >= 4800, "{moves}");
}
