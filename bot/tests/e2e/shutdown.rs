//! Ctrl-C and SIGTERM stop `lyngk serve` cleanly within seconds in every state: while
//! Discord cannot be reached at all, while the gateway connects and backs off, while the
//! command registration is retried, and once connected.

use std::net::TcpListener;
use std::time::{Duration, Instant};

use crate::standin::{Bot, Discord, Failure, PATIENCE};

/// What "within seconds" means: the stop closes the gateway (3 s at most), stops the
/// jobs (2 s at most) and waits for the transaction in flight (3 s at most).
const STOP_LIMIT: Duration = Duration::from_secs(10);

/// A bot whose Discord API address is one where nothing listens: every request is
/// refused.
fn bot_without_discord(discord: &Discord, env: &[(&str, &str)]) -> Bot {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let unreachable = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    let mut env = env.to_vec();
    env.push(("LYNGK_DISCORD_API", &unreachable));
    Bot::spawn(discord.dir.path(), &discord.rest, &env)
}

/// Waits until the bot's log shows `text` (the state the test wants to stop it in).
fn wait_for_log(bot: &Bot, text: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !bot.log_text().contains(text) {
        assert!(
            Instant::now() < deadline,
            "never logged {text:?}:\n{}",
            bot.log_text()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Signals the bot and asserts a clean exit (status 0, "stopped" logged) within
/// [`STOP_LIMIT`]; returns how long it took.
fn stop(bot: &mut Bot, signal: &str) -> Duration {
    let sent = Instant::now();
    bot.signal(signal);
    let status = bot.wait_exit(STOP_LIMIT).unwrap_or_else(|| {
        panic!(
            "still running {STOP_LIMIT:?} after SIG{signal}:\n{}",
            bot.log_text()
        )
    });
    let took = sent.elapsed();
    assert!(status.success(), "{status}:\n{}", bot.log_text());
    assert!(bot.log_text().contains("stopped"), "{}", bot.log_text());
    took
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_while_discord_is_unreachable_stops_at_once() {
    let discord = Discord::stand_ins().await;
    let mut bot = bot_without_discord(&discord, &[]);
    // Asking for the recommended shard count, again and again.
    wait_for_log(&bot, "retrying in");
    let took = stop(&mut bot, "TERM");
    println!("stopped {took:?} after SIGTERM");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_while_the_gateway_cannot_connect_stops_at_once() {
    let discord = Discord::stand_ins().await;
    // A given shard range skips the shard count; the gateway address the API gives is
    // one where nothing listens (in test mode the bot never tries Discord's own).
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let unreachable = format!("ws://{}", listener.local_addr().unwrap());
    drop(listener);
    discord.rest.set_gateway_url(&unreachable);
    let mut bot = Bot::spawn(
        discord.dir.path(),
        &discord.rest,
        &[("LYNGK_SHARDS", "0-0/1")],
    );
    wait_for_log(&bot, "running shards 0-0/1");
    // serenity's word for a shard that could not connect and will try again.
    wait_for_log(&bot, "Re-queueing start of shard 0");
    let took = stop(&mut bot, "INT");
    println!("stopped {took:?} after SIGINT");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_while_the_registration_is_retried_stops_at_once() {
    let mut discord = Discord::stand_ins().await;
    discord
        .rest
        .fail("PUT", "/applications/", 1000, Failure::ServerError);
    discord.start_bot_connected(&[]).await;
    let bot = discord.bot.as_mut().unwrap();
    wait_for_log(bot, "could not register the commands (");
    stop(bot, "TERM");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_once_connected_closes_the_gateway_and_releases_the_job_lease() {
    let mut discord = Discord::start().await;
    let bot = discord.bot.as_mut().unwrap();
    wait_for_log(bot, "background jobs run as");
    // The jobs loop takes the lease on its first round.
    let deadline = Instant::now() + PATIENCE;
    let leases = |discord: &Discord| -> i64 {
        discord
            .db()
            .query_row("SELECT COUNT(*) FROM job_leases", [], |r| r.get(0))
            .unwrap()
    };
    while leases(&discord) == 0 {
        assert!(Instant::now() < deadline, "the jobs never took the lease");
        std::thread::sleep(Duration::from_millis(50));
    }
    let bot = discord.bot.as_mut().unwrap();
    stop(bot, "TERM");
    assert!(
        bot.log_text().contains("background jobs stopped"),
        "{}",
        bot.log_text()
    );
    assert_eq!(leases(&discord), 0, "released for the next process");
}
