//! Shards and the job lease across processes: two `lyngk serve` processes on one
//! database, each running half of the shards. Only the process with shard 0 registers
//! the commands, and the background jobs run in exactly one of them.

use std::sync::Arc;
use std::time::{Duration, Instant};

use lyngk_bot::discord::jobs::RENEW;
use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use lyngk_rules::Variant;
use rusqlite::OptionalExtension;

use crate::standin::{Bot, Discord, Seen, GUILD, PATIENCE};

/// Games whose players ran out of half their time long ago: one reminder each is due.
const GAMES: u64 = 6;
const FIRST_CHANNEL: u64 = 1_261_000_000_000_000_000;

/// A time source two days behind the real time.
struct TwoDaysAgo;

impl TimeSource for TwoDaysAgo {
    fn now(&self) -> i64 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap();
        now.as_secs() as i64 - 2 * 86_400
    }
}

fn person(id: u64, name: &str) -> Actor {
    Actor {
        id,
        name: name.into(),
    }
}

/// Timed games (one day per move) started two days ago, on the bot's database.
fn overdue_games(discord: &Discord) {
    let options = Options {
        time: Arc::new(TwoDaysAgo),
        ..Options::default()
    };
    let service = GameService::open_with(discord.dir.path().join("lyngk.db"), options).unwrap();
    let ask = |channel: u64, actor: Actor, command: Command| {
        let request = Request {
            place: Place {
                guild: Some(GUILD),
                channel,
            },
            actor,
            command,
            interaction: None,
            actor_is_admin: false,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        };
        let reply = service.handle(request).unwrap();
        assert!(!reply.ephemeral, "{}", reply.text());
    };
    for game in 0..GAMES {
        let channel = FIRST_CHANNEL + game;
        let (alice, bob) = (person(10 + game, "alice"), person(100 + game, "bob"));
        let challenge = Command::Challenge {
            weekends_off: None,
            opponent: Some(bob.clone()),
            variant: Variant::Standard,
            days_per_move: Some(1),
            rated: true,
        };
        ask(channel, alice, challenge);
        ask(channel, bob, Command::Accept);
    }
}

fn reminders(discord: &Discord) -> Vec<Arc<Seen>> {
    discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.method == "POST" && s.path.ends_with("/messages") && s.ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards_and_deliver_each_reminder_once() {
    let discord = Discord::stand_ins().await;
    overdue_games(&discord);
    let mut bots = [
        Bot::spawn(
            discord.dir.path(),
            &discord.rest,
            &[("LYNGK_SHARDS", "0-0/2")],
        ),
        Bot::spawn(
            discord.dir.path(),
            &discord.rest,
            &[("LYNGK_SHARDS", "1-1/2")],
        ),
    ];

    // Each process identifies its own shard of two.
    let deadline = Instant::now() + PATIENCE;
    while discord.gateway.identifies().len() < 2 {
        assert!(Instant::now() < deadline, "{}", bots[1].log_text());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut shards: Vec<String> = discord
        .gateway
        .identifies()
        .iter()
        .map(|identify| identify["shard"].to_string())
        .collect();
    shards.sort();
    assert_eq!(shards, ["[0,2]", "[1,2]"]);

    // Every overdue game gets its reminder, from one process, once.
    discord
        .rest
        .wait_for(PATIENCE, "the reminders", |_| {
            (reminders(&discord).len() >= GAMES as usize).then_some(())
        })
        .await;
    let holder = lease_holder(&discord).expect("a process holds the job lease");
    let logs: Vec<String> = bots.iter().map(Bot::log_text).collect();
    let holding: Vec<usize> = (0..bots.len())
        .filter(|&i| logs[i].contains(&holder))
        .collect();
    assert_eq!(
        holding.len(),
        1,
        "the lease names one of the processes: {holder}"
    );
    let (holding, other) = (holding[0], 1 - holding[0]);

    // The holder stops cleanly and gives the lease up; the other process takes it on its
    // next look (within jobs::RENEW) and runs a delivery round of its own, which finds
    // every reminder already sent.
    stop(&mut bots[holding]);
    let deadline = Instant::now() + RENEW + PATIENCE;
    let taken_over = loop {
        match lease_holder(&discord) {
            Some(new) if new != holder => break new,
            _ => assert!(Instant::now() < deadline, "{}", bots[other].log_text()),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    stop(&mut bots[other]);
    let log = bots[other].log_text();
    assert!(log.contains(&taken_over), "{taken_over} is not {log}");
    assert!(!log.contains("reminder(s)"), "nothing left to send:\n{log}");
    let sent = reminders(&discord);
    let mut channels: Vec<&str> = sent.iter().map(|s| s.path.as_str()).collect();
    channels.sort();
    channels.dedup();
    assert_eq!(
        sent.len(),
        GAMES as usize,
        "each reminder once: {channels:?}"
    );
    assert_eq!(channels.len(), GAMES as usize);

    // Only the process with shard 0 registered the commands.
    assert_eq!(discord.registrations().len(), 1);
}

/// Who holds the job lease now, if anyone.
fn lease_holder(discord: &Discord) -> Option<String> {
    let db = discord.db();
    db.query_row("SELECT holder FROM job_leases", [], |r| r.get(0))
        .optional()
        .unwrap()
}

/// SIGTERM, and a clean exit within seconds.
fn stop(bot: &mut Bot) {
    bot.signal("TERM");
    let status = bot.wait_exit(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{}", bot.log_text());
}
