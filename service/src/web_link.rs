//! Links from the bot's posts to their pages on the web front: a turn panel and a new
//! game's opening post link the game's page, a public reply to an event command the
//! event's page, and so do the posts of the background jobs (a game ended on time or at
//! its round's deadline, a reminder, a round or a season opened, a ladder's news); only
//! when the server publishes its pages (public or unlisted) and the operator gave the
//! pages' outside address (`LYNGK_WEB_BASE_URL`).

use super::api::{Command, Outbound, Reply, Request, Subject};
use super::GameService;
use lyngk_store::ratings::guild_key;
use lyngk_store::web::web_setting;
use lyngk_store::{events, games};
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
            link_threads(reply, base, &server);
            if reply.ephemeral {
                return Ok(());
            }
            let subject = match reply.panel {
                Some(game) => Some(Subject::Game(game)),
                None => event_shown(conn, request)?.map(Subject::Event),
            };
            reply.page = subject.map(|subject| address(base, &server, subject));
            Ok(())
        })
    }
}

impl GameService {
    /// Sets the page of each post of the background jobs (and of the games' opening
    /// posts they carry) whose server publishes its pages.
    pub(crate) fn link_posts(&self, outbound: &mut [Outbound]) -> anyhow::Result<()> {
        let Some(base) = &self.web_base else {
            return Ok(());
        };
        self.store.with_conn(|conn| {
            for post in outbound {
                let Outbound::Channel { reply, .. } = post else {
                    continue;
                };
                // A post's games are all on its subject's server: looked up once.
                let first_game = reply.threads.first().map(|t| Subject::Game(t.game_id));
                let Some(subject) = reply.subject.or(first_game) else {
                    continue;
                };
                let Some(server) = published_address(conn, subject)? else {
                    continue;
                };
                reply.page = reply.subject.map(|subject| address(base, &server, subject));
                link_threads(reply, base, &server);
            }
            Ok(())
        })
    }
}

/// The address of the pages of `subject`'s server, if it publishes them.
fn published_address(conn: &Connection, subject: Subject) -> anyhow::Result<Option<String>> {
    let guild = match subject {
        Subject::Game(game) => games::game_by_id(conn, game)?.and_then(|g| g.guild),
        Subject::Event(event) => events::event_by_id(conn, event)?
            .map(|e| e.guild)
            .filter(|&guild| guild != 0),
    };
    match guild {
        Some(guild) => Ok(web_setting(conn, guild)?.address),
        None => Ok(None),
    }
}

/// Each game opened in a thread by `reply` links its page on `server`.
fn link_threads(reply: &mut Reply, base: &str, server: &str) {
    for thread in &mut reply.threads {
        thread.reply.page = Some(address(base, server, Subject::Game(thread.game_id)));
    }
}

/// The page of `subject` on the server whose pages live at `server`.
fn address(base: &str, server: &str, subject: Subject) -> String {
    match subject {
        Subject::Game(game) => format!("{base}/g/{server}-{game}"),
        Subject::Event(event) => format!("{base}/e/{server}-{event}"),
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
