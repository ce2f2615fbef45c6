//! A harness that runs the real `lyngk serve` binary against the strict Discord stand-in
//! (the `lyngk-standin` crate: REST API + gateway, 127.0.0.1 only). Test support code.
#![allow(dead_code, unused_imports)]

pub use lyngk_standin::{events, gateway, permission, rest, world, ChannelKind};

pub mod event_setup;
mod moderation;

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lyngk_rules::{Game, Player, Turn, Variant};
use rusqlite::Connection;
use serde_json::Value;

pub use lyngk_standin::{
    Failure, Gateway, Interaction, Part, Rest, Seen, APP_ID, AUTOCOMPLETE_RESULT, BOT_ID, CHANNEL,
    CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, DM_CHANNEL, EPHEMERAL, GUILD,
    UPDATE_MESSAGE,
};

/// How long a test waits for anything the bot should do at once.
pub const PATIENCE: Duration = Duration::from_secs(15);

/// The `lyngk serve` process.
pub struct Bot {
    child: Child,
    pub log: PathBuf,
}

impl Bot {
    /// Starts `lyngk serve` with its database and log in `dir`, pointed at `rest`.
    pub fn spawn(dir: &Path, rest: &Rest, env: &[(&str, &str)]) -> Bot {
        let log = unique(dir.join("serve"));
        let stderr = File::create(&log).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_lyngk"));
        command
            .arg("serve")
            // An empty folder: no .env to pick settings from.
            .current_dir(dir)
            .env("DISCORD_TOKEN", "fake-token")
            .env("LYNGK_DB", dir.join("lyngk.db"))
            .env("LYNGK_DISCORD_API", &rest.base)
            .env(
                "RUST_LOG",
                "warn,lyngk=info,lyngk_bot=info,serenity::gateway=info",
            )
            .env_remove("LYNGK_DEV_GUILD")
            .stdin(Stdio::null())
            // tracing writes to stdout.
            .stdout(stderr.try_clone().unwrap())
            .stderr(stderr);
        for (name, value) in env {
            command.env(name, value);
        }
        Bot {
            child: command.spawn().unwrap(),
            log,
        }
    }

    /// SIGKILL: no shutdown code runs.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends a signal by name (`TERM`, `INT`), as a service manager or Ctrl-C would.
    pub fn signal(&self, name: &str) {
        let sent = Command::new("kill")
            .args(["-s", name, &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -s {name}");
    }

    /// Waits up to `limit` for the process to exit; its status, or `None` if it runs on.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

fn unique(path: PathBuf) -> PathBuf {
    let mut n = 0;
    loop {
        let candidate = path.with_extension(format!("{n}.log"));
        if !candidate.exists() {
            return candidate;
        }
        n += 1;
    }
}

/// What the bot finally showed for one interaction.
#[derive(Debug, Clone)]
pub struct Response {
    /// The interaction response type of the first answer (4, 5 or 8).
    pub kind: u64,
    /// The message as shown: the response's data, the edit of a deferred one, or the
    /// follow-up that replaced it.
    pub message: Value,
    pub files: Vec<Part>,
    /// From the dispatch on the gateway to the request that carried the message.
    pub latency: Duration,
    /// From the dispatch to the first response (Discord's 3 s deadline).
    pub first_latency: Duration,
    /// The message's id at Discord (buttons are pressed on it).
    pub message_id: u64,
}

impl Response {
    /// The text shown: the content, or a V2 panel's text displays.
    pub fn content(&self) -> &str {
        if !self.is_panel() {
            return self.message["content"].as_str().unwrap_or_default();
        }
        self.message["components"][0]["components"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|c| c["type"] == 10)
            .and_then(|c| c["content"].as_str())
            .unwrap_or_default()
    }

    /// Laid out as a turn panel (Components V2).
    pub fn is_panel(&self) -> bool {
        self.message["flags"].as_u64().unwrap_or(0) & lyngk_standin::IS_COMPONENTS_V2 != 0
    }

    pub fn ephemeral(&self) -> bool {
        self.message["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
    }

    /// The users the message may ping; nobody else (no @everyone, roles or replies).
    pub fn pinged(&self) -> Vec<u64> {
        let mentions = &self.message["allowed_mentions"];
        assert_eq!(
            mentions["parse"].as_array().map_or(0, Vec::len),
            0,
            "no mention parsing: {mentions}"
        );
        assert!(
            mentions["roles"].as_array().is_none_or(Vec::is_empty),
            "{mentions}"
        );
        mentions["users"]
            .as_array()
            .map(|users| {
                users
                    .iter()
                    .map(|u| u.as_str().unwrap().parse().unwrap())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The board image, decoded; panics unless it is a valid PNG named as the embed says.
    pub fn board(&self) -> image::RgbaImage {
        let file = self.board_file();
        let decoded = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
            .unwrap_or_else(|e| panic!("the board is not a valid PNG: {e}"));
        decoded.to_rgba8()
    }

    /// The board attachment, as the embed refers to it.
    pub fn board_file(&self) -> &Part {
        let gallery = lyngk_standin::components::all(&self.message["components"])
            .into_iter()
            .find(|c| c["type"] == 12)
            .map(|g| g["items"][0]["media"]["url"].clone());
        let url = self.message["embeds"][0]["image"]["url"]
            .as_str()
            .or_else(|| gallery.as_ref().and_then(Value::as_str))
            .unwrap_or_else(|| panic!("no board embed in {}", self.message));
        let name = url.strip_prefix("attachment://").unwrap();
        let file = self
            .files
            .iter()
            .find(|f| f.filename == name)
            .unwrap_or_else(|| panic!("no file {name}: {:?}", self.files));
        assert!(
            file.bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{name} is not a PNG"
        );
        file
    }

    pub fn choices(&self) -> Vec<Value> {
        self.message["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// The buttons' custom ids.
    pub fn buttons(&self) -> Vec<String> {
        lyngk_standin::components::all(&self.message["components"])
            .into_iter()
            .filter(|c| c["type"] == 2)
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .collect()
    }
}

/// The final answer to an interaction among the requests made with its token, if any:
/// the initial message; after a deferral, the message that replaced "thinking…" (or the
/// private follow-up its public note points to); after a button update, the follow-up.
pub fn final_answer(requests: &[Arc<Seen>], sent: Instant) -> Option<Response> {
    let ok: Vec<&Arc<Seen>> = requests.iter().filter(|s| s.ok()).collect();
    let callback = ok.iter().find(|s| s.path.ends_with("/callback"))?;
    let kind = callback.json()["type"].as_u64()?;
    let is_edit = |s: &&&Arc<Seen>| s.method == "PATCH" && s.path.ends_with("/messages/@original");
    let is_followup =
        |s: &&&Arc<Seen>| s.method == "POST" && s.path.starts_with("/api/v10/webhooks/");
    let shown: &Arc<Seen> = match kind {
        DEFERRED_MESSAGE => {
            let first = *ok.iter().find(|s| is_edit(s) || is_followup(s))?;
            let note = lyngk_bot::discord::deliver::private_note(lyngk_bot::i18n::Locale::En);
            if first.json()["content"].as_str() == Some(note.as_str()) {
                *ok.iter().filter(is_followup).find(|s| s.at > first.at)?
            } else {
                first
            }
        }
        DEFERRED_UPDATE | UPDATE_MESSAGE => *ok.iter().find(is_followup)?,
        _ => callback,
    };
    let mut message = if std::ptr::eq(shown, *callback) {
        shown.json()["data"].clone()
    } else {
        shown.json().clone()
    };
    // Discord decides what is private: a deferral's visibility sticks to its message.
    if let Some(flags) = shown.answer.as_ref().and_then(|a| a["flags"].as_u64()) {
        message["flags"] = flags.into();
    }
    let message_id = shown
        .answer
        .as_ref()
        .and_then(|a| a["id"].as_str()?.parse().ok())
        .unwrap_or(0);
    Some(Response {
        kind,
        message,
        message_id,
        files: shown.files.clone(),
        latency: shown.at.saturating_duration_since(sent),
        first_latency: callback.at.saturating_duration_since(sent),
    })
}

/// Scenarios share the machine; the load scenario runs alone so that it does not skew
/// the others' timing checks (autocomplete within Discord's 3 s).
static MACHINE: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// A scenario's share of the machine, held while its Discord lives.
enum Slot {
    Shared(tokio::sync::RwLockReadGuard<'static, ()>),
    Alone(tokio::sync::RwLockWriteGuard<'static, ()>),
}

/// The stand-in Discord, its gateway, and the bot under test with its folder.
pub struct Discord {
    pub rest: Rest,
    pub gateway: Gateway,
    pub dir: tempfile::TempDir,
    pub bot: Option<Bot>,
    _slot: Slot,
}

impl Discord {
    /// The stand-ins and a connected bot that has registered its commands.
    pub async fn start() -> Discord {
        Discord::start_with(&[]).await
    }

    pub async fn start_with(env: &[(&str, &str)]) -> Discord {
        let mut discord = Discord::stand_ins().await;
        discord.start_bot(env).await;
        discord
    }

    /// Like [`Discord::start`], with no other scenario running meanwhile.
    pub async fn start_alone() -> Discord {
        let slot = Slot::Alone(MACHINE.write().await);
        let mut discord = Discord::stand_ins_in(slot).await;
        discord.start_bot(&[]).await;
        discord
    }

    /// The stand-ins alone, before any bot runs.
    pub async fn stand_ins() -> Discord {
        Discord::stand_ins_in(Slot::Shared(MACHINE.read().await)).await
    }

    async fn stand_ins_in(slot: Slot) -> Discord {
        let rest = Rest::start();
        let gateway = Gateway::start().await;
        rest.set_gateway_url(&gateway.url);
        Discord {
            rest,
            gateway,
            dir: tempfile::tempdir().unwrap(),
            bot: None,
            _slot: slot,
        }
    }

    /// (Re)starts the bot on the same database and waits until it is ready: identified
    /// on the gateway and its commands registered.
    pub async fn start_bot(&mut self, env: &[(&str, &str)]) {
        let registered = self.registrations().len();
        self.start_bot_connected(env).await;
        self.rest
            .wait_for(PATIENCE, "the command registration", |rest| {
                let puts = registrations_in(&rest.seen());
                (puts.len() > registered).then_some(())
            })
            .await;
    }

    /// (Re)starts the bot and waits until it has identified on the gateway.
    pub async fn start_bot_connected(&mut self, env: &[(&str, &str)]) {
        let identified = self.gateway.identifies().len();
        let bot = Bot::spawn(self.dir.path(), &self.rest, env);
        self.bot = Some(bot);
        let gateway = self.gateway.clone();
        let ready = async {
            while gateway.identifies().len() == identified || !gateway.is_connected() {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        };
        if tokio::time::timeout(PATIENCE, ready).await.is_err() {
            panic!("the bot did not identify:\n{}", self.log());
        }
    }

    /// SIGKILL the bot (no graceful shutdown).
    pub fn kill_bot(&mut self) {
        if let Some(mut bot) = self.bot.take() {
            bot.kill();
        }
    }

    /// Lets the presence and the job lease of every process the database knows lapse
    /// now, as they do by themselves some 30 seconds after a SIGKILL (the service tests
    /// cover that wait on a test clock): what a killed bot held (its claims, its owed
    /// answers, the background jobs) is the next one's at once.
    pub fn lapse_leases(&self) {
        let db = self.db();
        db.execute("UPDATE presence SET expires_at = unixepoch() - 1", [])
            .unwrap();
        db.execute("UPDATE job_leases SET expires_at = unixepoch() - 1", [])
            .unwrap();
    }

    pub fn log(&self) -> String {
        self.bot.as_ref().map(Bot::log_text).unwrap_or_default()
    }

    /// The successful `PUT .../commands` requests so far.
    pub fn registrations(&self) -> Vec<Arc<Seen>> {
        registrations_in(&self.rest.seen())
    }

    pub fn db(&self) -> Connection {
        Connection::open(self.dir.path().join("lyngk.db")).unwrap()
    }

    /// Delivers an interaction through the gateway as Discord would (with the channel's
    /// type and the bot's permissions there); returns when it was sent.
    pub fn send(&self, interaction: &Interaction) -> Instant {
        let at = Instant::now();
        let mut payload = interaction.payload.clone();
        assert!(
            self.rest.deliver(&mut payload),
            "Discord does not deliver commands from an archived thread"
        );
        self.gateway.dispatch("INTERACTION_CREATE", &payload);
        at
    }

    /// Archives the game threads Discord would have archived by now and tells the bot
    /// (THREAD_UPDATE), as after days without activity.
    pub fn archive_idle_threads(&self) -> Vec<u64> {
        let archived = self.rest.world().archive_idle_threads();
        let updates = std::mem::take(&mut self.rest.world().thread_updates);
        for thread in &updates {
            self.gateway.dispatch("THREAD_UPDATE", thread);
        }
        archived
    }

    /// Waits for the bot's final answer to `interaction`, sent at `sent`.
    pub async fn response(&self, interaction: &Interaction, sent: Instant) -> Response {
        self.response_within(interaction, sent, PATIENCE).await
    }

    /// Like [`Discord::response`], waiting up to `limit` (a deferred answer may take
    /// long under load: its token is valid for 15 minutes).
    pub async fn response_within(
        &self,
        interaction: &Interaction,
        sent: Instant,
        limit: Duration,
    ) -> Response {
        let what = format!("the answer to interaction {}", interaction.id);
        let rest = self.rest.clone();
        // The outer timeout fires first, to show the bot's log.
        let waited = tokio::time::timeout(
            limit,
            rest.wait_for(limit + Duration::from_secs(1), &what, |rest| {
                final_answer(&rest.for_token(&interaction.token), sent)
            }),
        )
        .await;
        let mut response = waited.unwrap_or_else(|_| panic!("{what} never came:\n{}", self.log()));
        if response.message_id == 0 {
            let original = self.rest.world().original_of(&interaction.token);
            response.message_id = original.unwrap_or(0);
        }
        response
    }

    /// Sends an interaction and waits for its answer.
    pub async fn ask(&self, interaction: &Interaction) -> Response {
        let sent = self.send(interaction);
        self.response(interaction, sent).await
    }

    /// The game in `channel` as stored: row facts and the replayed game.
    pub fn stored_game(&self, channel: u64) -> Option<StoredGame> {
        stored_game(&self.db(), channel)
    }

    /// The channel (or thread) of `challenger`'s latest game, as the bot stored it.
    pub fn latest_game_channel(&self, challenger: &events::User) -> Option<u64> {
        self.db()
            .query_row(
                "SELECT channel FROM games WHERE challenger_id = ?1 ORDER BY id DESC",
                [challenger.id as i64],
                |r| r.get::<_, i64>(0),
            )
            .ok()
            .map(|c| c as u64)
    }
}

/// `/lyngk challenge` from `from` to `to` in `channel`, asking for a thread.
pub fn thread_challenge(
    from: &events::User,
    channel: u64,
    to: &events::User,
) -> events::Interaction {
    events::challenge_with(from, channel, to, vec![events::boolean("thread", true)])
}

fn registrations_in(seen: &[Arc<Seen>]) -> Vec<Arc<Seen>> {
    seen.iter()
        .filter(|s| s.method == "PUT" && s.path.ends_with("/commands") && s.ok())
        .cloned()
        .collect()
}

/// A game as the database holds it.
#[derive(Debug, Clone)]
pub struct StoredGame {
    pub id: i64,
    pub status: String,
    pub challenger: u64,
    pub opponent: Option<u64>,
    pub first_seat: Option<i64>,
    pub turns: Vec<String>,
    pub game: Option<Game>,
}

impl StoredGame {
    /// The user who plays `player`.
    pub fn person(&self, player: Player) -> u64 {
        let seat = (self.first_seat.unwrap_or(0) as usize + player.index()) % 2;
        if seat == 0 {
            self.challenger
        } else {
            self.opponent.expect("a seated opponent")
        }
    }

    /// Who is to move now.
    pub fn to_move(&self) -> u64 {
        self.person(self.game.as_ref().unwrap().position().to_move())
    }
}

/// The latest game in `channel`, replayed from its seed and turns.
pub fn stored_game(db: &Connection, channel: u64) -> Option<StoredGame> {
    let row = db
        .query_row(
            "SELECT id, status, challenger_id, opponent_id, first_seat, seed, variant, pending_claim \
             FROM games WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [channel as i64],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, Option<i64>>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, String>(6)?,
                    r.get::<_, Option<String>>(7)?,
                ))
            },
        )
        .ok()?;
    let (id, status, challenger, opponent, first_seat, seed, variant, pending) = row;
    let mut statement = db
        .prepare("SELECT notation FROM turns WHERE game = ?1 ORDER BY ply")
        .unwrap();
    let turns: Vec<String> = statement
        .query_map([id], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let game = seed.map(|seed| {
        let parsed: Vec<Turn> = turns.iter().map(|t| t.parse().unwrap()).collect();
        let pending = pending.map(|c| lyngk_rules::Colour::from_name(&c).unwrap());
        let variant = Variant::from_name(&variant).unwrap();
        Game::replay(seed as u64, variant, &parsed, pending).unwrap()
    });
    Some(StoredGame {
        id,
        status,
        challenger: challenger as u64,
        opponent: opponent.map(|o| o as u64),
        first_seat,
        turns,
        game,
    })
}

/// Everything a refused command must leave unchanged: turns, versions, claims, statuses,
/// processed interactions.
pub fn snapshot(db: &Connection) -> (i64, i64, Option<String>, Option<String>, i64) {
    db.query_row(
        "SELECT (SELECT COUNT(*) FROM turns), COALESCE(SUM(version), 0), \
         GROUP_CONCAT(pending_claim), GROUP_CONCAT(status), \
         (SELECT COUNT(*) FROM processed_interactions) FROM games",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
    )
    .unwrap()
}

/// The p-th percentile (0..=100) of `samples`.
pub fn percentile(samples: &mut [Duration], p: usize) -> Duration {
    if samples.is_empty() {
        return Duration::ZERO;
    }
    samples.sort();
    let rank = (samples.len() * p).div_ceil(100).max(1) - 1;
    samples[rank.min(samples.len() - 1)]
}
