//! What the events' end-to-end tests share: an event set up days ago on the bot's
//! database (by a service whose clock is that far behind, so the real bot's job finds
//! its round's deadline past), the event commands typed on the stand-in, and a
//! round's games found and resigned in their threads.

use std::sync::Arc;

use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use rusqlite::Connection;
use serde_json::{json, Value};

use super::events::{self, Interaction, User};
use super::{Discord, Rest, CHANNEL, GUILD, PATIENCE};

/// A clock `0` days behind the real one.
pub struct DaysAgo(pub i64);

impl TimeSource for DaysAgo {
    fn now(&self) -> i64 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap();
        now.as_secs() as i64 - self.0 * 86_400
    }
}

/// The game service on the bot's database, its clock `days` behind.
pub fn service_days_ago(discord: &Discord, days: i64) -> GameService {
    let options = Options {
        time: Arc::new(DaysAgo(days)),
        ..Options::default()
    };
    GameService::open_with(discord.dir.path().join("lyngk.db"), options).unwrap()
}

/// The game service on the bot's database, its clock eight days behind.
pub fn eight_days_ago(discord: &Discord) -> GameService {
    service_days_ago(discord, 8)
}

/// The event's channel.
pub fn channel() -> Place {
    Place {
        guild: Some(GUILD),
        channel: CHANNEL,
    }
}

/// `user`'s `command` in `place`, as a server manager; must not be refused.
pub fn ask_in(service: &GameService, place: Place, user: &User, command: Command) -> Reply {
    let request = Request {
        place,
        actor: Actor {
            id: user.id,
            name: user.name.clone(),
        },
        command,
        interaction: None,
        actor_is_admin: true,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: None,
    };
    let reply = service.handle(request).unwrap();
    assert!(!reply.ephemeral, "{}", reply.text());
    reply
}

/// `user`'s `command` in the event's channel, as a server manager; must not be refused.
pub fn ask_as(service: &GameService, user: &User, command: Command) -> Reply {
    ask_in(service, channel(), user, command)
}

/// `/lyngk resign confirm:true` by `user` in `thread`; the answer's text.
pub async fn resign_in(discord: &Discord, thread: u64, user: &User) -> String {
    let resign = events::command(
        user,
        thread,
        "resign",
        vec![events::boolean("confirm", true)],
    );
    let answer = discord.ask(&resign).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    answer.content().to_owned()
}

/// Round `round`'s games once all have threads with their opening messages posted
/// (a thread is recorded before its opening is sent): (thread, first player's id).
pub fn round_threads(rest: &Rest, db: &Connection, round: u32) -> Option<Vec<(u64, u64)>> {
    let mut query = db
        .prepare(
            "SELECT g.channel, g.challenger_id, p.thread_open FROM event_pairings p \
             JOIN games g ON g.id = p.game WHERE p.round = ?1",
        )
        .unwrap();
    let rows: Vec<(i64, i64, bool)> = query
        .query_map([round], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let world = rest.world();
    let all_open = !rows.is_empty()
        && rows
            .iter()
            .all(|r| r.2 && !world.messages_in(r.0 as u64).is_empty());
    all_open.then(|| rows.iter().map(|r| (r.0 as u64, r.1 as u64)).collect())
}

pub async fn wait_for_round(discord: &Discord, round: u32) -> Vec<(u64, u64)> {
    discord
        .rest
        .wait_for(PATIENCE, &format!("round {round}'s threads"), |rest| {
            round_threads(rest, &discord.db(), round)
        })
        .await
}

/// Every game given resigned by its first player (`player` gives the user of an id)
/// in its thread; returns the last answer's text.
pub async fn resign_round(
    discord: &Discord,
    games: &[(u64, u64)],
    player: impl Fn(u64) -> User,
) -> String {
    let mut last = String::new();
    for &(thread, first) in games {
        last = resign_in(discord, thread, &player(first)).await;
    }
    last
}

/// `/<command> event <sub> <options>` typed by `user` in the event's channel.
pub fn grouped(user: &User, command: &str, sub: &str, options: Vec<Value>) -> Interaction {
    let mut interaction = events::command(user, CHANNEL, sub, Vec::new());
    interaction.payload["data"]["name"] = json!(command);
    interaction.payload["data"]["options"] = json!([{
        "name": "event", "type": 2,
        "options": [{"name": sub, "type": 1, "options": options}],
    }]);
    interaction
}

/// The same, by a member with Manage Server.
pub fn by_admin(mut interaction: Interaction) -> Interaction {
    let with_manage_server = 2_248_473_465_835_073u64 | (1 << 5);
    interaction.payload["member"]["permissions"] = json!(with_manage_server.to_string());
    interaction
}

/// The event `name` created with `options` by the first of `players`, joined by all of
/// them and started, on `service`; the start's threads opened in channels counting up
/// from `threads` (by a front long gone). The start's reply.
pub fn event_started(
    service: &GameService,
    name: &str,
    options: EventOptions,
    players: &[User],
    threads: u64,
) -> Reply {
    let organiser = &players[0];
    let create = Command::EventCreate {
        name: name.into(),
        options,
    };
    ask_as(service, organiser, create);
    for player in players {
        ask_as(service, player, Command::EventJoin { name: name.into() });
    }
    let start = ask_as(
        service,
        organiser,
        Command::EventStart { name: name.into() },
    );
    for (index, thread) in start.threads.iter().enumerate() {
        service
            .attach_thread(thread.game_id, threads + index as u64)
            .unwrap();
    }
    start
}
