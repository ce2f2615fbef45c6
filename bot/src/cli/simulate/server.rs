//! The server every `lyngk event simulate` format runs on: the real [`GameService`]
//! (the code Discord calls) on a fresh SQLite file in a temporary folder, its clock
//! moved by the simulation, and requests made as in one channel of one server.

use crate::cli::random_play::random_move;
use anyhow::{bail, Context};
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{Actor, Command, Outbound, Place, Reply, Request, ThreadToOpen};
use lyngk_bot::service::{GameService, Options, TimeSource};
use lyngk_rules::Turn;
use rand::Rng;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;

pub const GUILD: u64 = 1;
const CHANNEL: u64 = 10;
/// Game threads get channel `THREAD_BASE + game id`.
const THREAD_BASE: u64 = 1_000_000;
pub const DAY: i64 = 86_400;
/// 1 January 2026, 00:00 UTC.
const START: i64 = 1_767_225_600;

struct SimulatedTime(AtomicI64);

impl TimeSource for SimulatedTime {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// What an organiser tries in a simulation besides the format: the language the bot
/// speaks, and the pace (a round's days, a move's days).
#[derive(Clone, Copy, Debug)]
pub struct Setting {
    pub locale: Locale,
    /// Days a round lasts before its deadline (formats paired round by round).
    pub round_days: u32,
    /// Days each player has for a move.
    pub days_per_move: u32,
}

impl Setting {
    /// The pace each simulator used before it could be chosen: a week a round and a
    /// week a move, in English.
    pub const WEEKLY: Setting = Setting {
        locale: Locale::En,
        round_days: 7,
        days_per_move: 7,
    };

    /// A round's length in seconds.
    pub fn round(&self) -> i64 {
        i64::from(self.round_days) * DAY
    }
}

pub struct SimulatedServer {
    pub service: GameService,
    pub setting: Setting,
    time: Arc<SimulatedTime>,
    db: PathBuf,
    /// Holds the database's folder until the simulation ends.
    _folder: tempfile::TempDir,
}

impl SimulatedServer {
    /// A new server whose games' seeds count up from `seed`, speaking and pacing its
    /// events as `setting` says.
    pub fn open(seed: u64, setting: Setting) -> anyhow::Result<SimulatedServer> {
        let folder = tempfile::tempdir()?;
        let db = folder.path().join("event.db");
        let time = Arc::new(SimulatedTime(AtomicI64::new(START)));
        let seeds = Arc::new(AtomicU64::new(seed));
        let options = Options {
            time: time.clone(),
            seeds: Box::new(move || seeds.fetch_add(1, Ordering::Relaxed)),
        };
        Ok(SimulatedServer {
            // Nobody sees a simulation's boards.
            service: GameService::open_with(&db, options)?.without_board_pictures(),
            setting,
            time,
            db,
            _folder: folder,
        })
    }

    pub fn db(&self) -> &Path {
        &self.db
    }

    /// A connection to the server's database, to read its typed state.
    pub fn read(&self) -> anyhow::Result<rusqlite::Connection> {
        Ok(rusqlite::Connection::open(&self.db)?)
    }

    /// The server's channel, where events are created and posted.
    pub fn channel() -> Place {
        Place {
            guild: Some(GUILD),
            channel: CHANNEL,
        }
    }

    /// Moves the clock on by `seconds` and runs the background job: what it posts.
    pub fn pass(&self, seconds: i64) -> anyhow::Result<Vec<Reply>> {
        self.time.0.fetch_add(seconds, Ordering::SeqCst);
        let posted = self.service.deliver_due(self.time.now())?;
        Ok(posted
            .into_iter()
            .filter_map(|message| match message {
                Outbound::Channel { reply, .. } => Some(reply),
                _ => None,
            })
            .collect())
    }

    /// Opens `thread` as a front does: the game's place and its players, first seat
    /// first.
    pub fn open_thread(&self, thread: &ThreadToOpen) -> anyhow::Result<(Place, [u64; 2])> {
        let channel = THREAD_BASE + thread.game_id as u64;
        self.service.attach_thread(thread.game_id, channel)?;
        let players: [u64; 2] = thread
            .reply
            .ping
            .as_slice()
            .try_into()
            .context("an opening pings both players")?;
        let place = Place {
            guild: Some(GUILD),
            channel,
        };
        Ok((place, players))
    }

    /// A random legal turn in the game live at `place`, made by whichever of `players`
    /// (first seat first) is to move; `None` when no game is live there.
    pub fn play_random_turn(
        &self,
        place: Place,
        players: [u64; 2],
        rng: &mut impl Rng,
    ) -> anyhow::Result<Option<Reply>> {
        let Some(game) = self.service.live_game(place)? else {
            return Ok(None);
        };
        let Some((seat, turn)) = random_move(&game, 0, rng) else {
            bail!("a live game without a move");
        };
        self.play_turn(place, players[seat], turn).map(Some)
    }

    /// `player`'s `turn` (a move, with its claim if any) in the game at `place`.
    pub fn play_turn(&self, place: Place, player: u64, turn: Turn) -> anyhow::Result<Reply> {
        let (from, to) = turn.cells().context("a move")?;
        let command = Command::Move {
            from: from.to_string(),
            to: to.to_string(),
            claim: turn.claim.map(|c| c.name().to_string()),
        };
        self.request(place, &actor(player), command, false)
    }

    /// `actor`'s `command` in `place`, in the setting's language; a refusal is an error, since a
    /// simulation only asks what the rules allow.
    pub fn request(
        &self,
        place: Place,
        actor: &Actor,
        command: Command,
        admin: bool,
    ) -> anyhow::Result<Reply> {
        let reply = self.service.handle(Request {
            place,
            actor: actor.clone(),
            command,
            interaction: None,
            actor_is_admin: admin,
            locale: self.setting.locale,
            server_locale: Some(self.setting.locale),
        })?;
        if let Some(refusal) = &reply.refusal {
            bail!("the service refused: {refusal}");
        }
        Ok(reply)
    }
}

/// Who withdraws among `players` (still in, in order), each with `chance`; two always
/// stay, so that the event can go on. `players` keeps the others.
pub fn draw_withdrawals<T: Copy>(rng: &mut impl Rng, players: &mut Vec<T>, chance: f64) -> Vec<T> {
    let mut remaining = players.len();
    let mut leaving = Vec::new();
    players.retain(|&player| {
        let leaves = remaining > 2 && rng.random_bool(chance);
        if leaves {
            remaining -= 1;
            leaving.push(player);
        }
        !leaves
    });
    leaving
}

pub fn organiser() -> Actor {
    Actor {
        id: 1,
        name: "organiser".into(),
    }
}

/// The player entered `index`-th (from 0).
pub fn player(index: usize) -> Actor {
    actor(1000 + index as u64)
}

/// The player with the id `id`.
pub fn actor(id: u64) -> Actor {
    Actor {
        id,
        name: format!("player{:04}", id - 999),
    }
}
