//! Shared set-up of the end-to-end event tests: an event prepared on the bot's
//! database by a service whose clock is days behind (so the real bot's background
//! job finds things overdue at its first round), slash commands in the event's
//! group, and games resigned in their threads.

use std::sync::Arc;

use lyngk_bot::service::api::{Actor, Command, Place, Reply, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use serde_json::{json, Value};

use crate::standin::events::{self, Interaction, User};
use crate::standin::{Discord, CHANNEL, GUILD};

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

/// The service on the bot's database, its clock `days` behind.
pub fn service_days_ago(discord: &Discord, days: i64) -> GameService {
    let options = Options {
        time: Arc::new(DaysAgo(days)),
        ..Options::default()
    };
    GameService::open_with(discord.dir.path().join("lyngk.db"), options).unwrap()
}

/// `user`'s `command` in `place`, as someone who manages the server; must not be
/// refused.
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

/// The event's channel.
pub fn channel() -> Place {
    Place {
        guild: Some(GUILD),
        channel: CHANNEL,
    }
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
