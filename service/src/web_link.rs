//! Links from the bot's posts to their pages on the web front: a turn panel and a new
//! game's opening post link the game's page, a public reply to an event command the
//! event's page; only when the server publishes its pages (public or unlisted) and the
//! operator gave the pages' outside address (`LYNGK_WEB_BASE_URL`).

use super::api::{Command, Reply, Request};
use super::GameService;
use lyngk_store::events;
use lyngk_store::ratings::guild_key;
use lyngk_store::web::web_setting;
use rusqlite::Connection;

impl GameService {
    /// Posts link their pages from now on: `base` is the address the web pages are
    /// reached at from outside (`https://lyngk.example`); `None`: no links.
    pub fn with_web_base_url(mut self, base: Option<String>) -> GameService {
        self.web_base = base
            .map(|base| base.trim().trim_end_matches('/').to_owned())
            .filter(|base| !base.is_empty());
        self
    }

    /// Sets the page of `reply` (and of the games' opening posts it carries), if it has
    /// one the server publishes.
    pub(crate) fn link_pages(&self, request: &Request, reply: &mut Reply) -> anyhow::Result<()> {
        let (Some(base), Some(guild)) = (&self.web_base, request.place.guild) else {
            return Ok(());
        };
        self.store.with_conn(|conn| {
            let Some(server) = web_setting(conn, guild)?.address else {
                return Ok(());
            };
            let game_page = |game: i64| format!("{base}/g/{server}-{game}");
            for thread in &mut reply.threads {
                thread.reply.page = Some(game_page(thread.game_id));
            }
            if reply.ephemeral {
                return Ok(());
            }
            reply.page = match reply.panel {
                Some(game) => Some(game_page(game)),
                None => {
                    event_shown(conn, request)?.map(|event| format!("{base}/e/{server}-{event}"))
                }
            };
            Ok(())
        })
    }
}

/// The event an event command names, if it exists.
fn event_shown(conn: &Connection, request: &Request) -> anyhow::Result<Option<i64>> {
    let name = match &request.command {
        Command::EventCreate { name, .. }
        | Command::EventJoin { name }
        | Command::EventLeave { name }
        | Command::EventStart { name }
        | Command::EventStandings { name }
        | Command::EventPairings { name, .. } => name,
        _ => return Ok(None),
    };
    let guild = guild_key(request.place.guild);
    Ok(events::event_by_name(conn, guild, name)?.map(|event| event.id))
}
