//! What a server does to the places of its games, and what becomes of the games:
//!
//! - a deleted channel or thread ends its game as aborted (unrated; a league counts it
//!   played with no points for either player, as for any aborted game) and withdraws a
//!   challenge waiting there;
//! - a thread a moderator closed or locked is remembered; if it stays closed for
//!   [`CLOSED_GRACE`], its game ends the same way;
//! - a server that removed the bot has its games suspended (no reminders, timeouts,
//!   digests, AI turns, nor `mygames` lines); when the bot is back their clocks move on
//!   by the time away, so each player keeps the time they had;
//! - a post the bot could not make in a game's channel (permissions taken away) is
//!   recorded and told to the players at their next command in that game.
//!
//! Each change is one transaction.

use super::api::{Place, Reply};
use super::game_end::{end_game, Ending, GameEndListener, HowEnded};
use super::table::Table;
use super::{Failure, GameService, JobLease};
use lyngk_i18n::Msg;
use lyngk_rules::Player;
use lyngk_store::games::{self, GameRow, Status};
use lyngk_store::lease as leases;
use lyngk_store::places::{self as store, ClosedThread, LossCause};
use lyngk_store::{ai, locales, web};
use rusqlite::{Connection, Transaction, TransactionBehavior};

/// Discord's longest server name.
pub const SERVER_NAME_LIMIT: usize = 100;

/// How long a game's thread may stay closed by a moderator (archived before Discord's
/// inactivity archive was due, or locked) before the game ends as if the thread had
/// been deleted: three days, time for a moderator to reopen it or for the players to
/// ask them to.
pub const CLOSED_GRACE: i64 = 3 * 24 * 60 * 60;

/// Discord's codes for a post the bot may not make: it cannot see the channel any
/// more, or lacks a permission there.
pub const MISSING_ACCESS: u64 = 50001;
pub const MISSING_PERMISSIONS: u64 = 50013;

/// How a moderator left a game's thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Closing {
    pub locked: bool,
    /// The channel the thread belongs to.
    pub parent: Option<u64>,
}

/// A game the server took away, and what its players are told.
#[derive(Clone, Debug, PartialEq)]
pub struct LostGame {
    pub game: i64,
    pub place: Place,
    /// The human players (the AI is never told or pinged).
    pub players: Vec<u64>,
    /// The notice, in the server's language, pinging the players.
    pub reply: Reply,
    /// Where to tell them, when the service knows (a closed thread's channel).
    pub tell_in: Option<u64>,
}

impl GameService {
    /// The channel or thread `place` was deleted: its game ends as aborted, a challenge
    /// waiting there is withdrawn. The notice for the players, when a game ended.
    pub fn place_deleted(&self, place: Place) -> anyhow::Result<Option<LostGame>> {
        self.in_transaction(|tx, now| {
            let Some(row) = games::live_game(tx, place.guild, place.channel)? else {
                return Ok(None);
            };
            end_lost(tx, row, LossCause::Deleted, self.listeners, now)
        })
    }

    /// A moderator closed (archived) or locked the thread `place`: if a live game is
    /// there, the closing is remembered from now (the service's clock: Discord's may
    /// differ), and the game ends once the thread has stayed closed for
    /// [`CLOSED_GRACE`]. True when a live game is there.
    pub fn thread_closed(&self, place: Place, closing: Closing) -> anyhow::Result<bool> {
        self.in_transaction(|tx, now| {
            let Some(row) = games::live_game(tx, place.guild, place.channel)? else {
                return Ok(false);
            };
            let closed = ClosedThread {
                game: row.id,
                since: now,
                locked: closing.locked,
                parent: closing.parent,
            };
            store::close_thread(tx, &closed)?;
            Ok(true)
        })
    }

    /// The thread `place` is open again: its game goes on as before. True when it
    /// had been recorded closed.
    pub fn thread_reopened(&self, place: Place) -> anyhow::Result<bool> {
        // Every thread update of the server comes here: read first, write only when a
        // closing is recorded.
        if self.thread_closing(place)?.is_none() {
            return Ok(false);
        }
        self.in_transaction(
            |tx, _| match games::live_game(tx, place.guild, place.channel)? {
                Some(row) => store::reopen_thread(tx, row.id),
                None => Ok(false),
            },
        )
    }

    /// The recorded closing of the live game's thread in `place`, if there is one.
    pub fn thread_closing(&self, place: Place) -> anyhow::Result<Option<Closing>> {
        self.store.with_conn(|conn| {
            let Some(row) = games::live_game(conn, place.guild, place.channel)? else {
                return Ok(None);
            };
            Ok(store::closed_thread(conn, row.id)?.map(|closed| Closing {
                locked: closed.locked,
                parent: closed.parent,
            }))
        })
    }

    /// Ends the games whose thread has stayed closed for [`CLOSED_GRACE`] at `now`, as
    /// aborted, if `lease` holds the job lease (`None` otherwise): the notices for
    /// their players, to tell in the thread's channel.
    pub fn end_closed_threads(
        &self,
        lease: &JobLease,
        now: i64,
    ) -> anyhow::Result<Option<Vec<LostGame>>> {
        self.in_transaction(|tx, _| {
            if !leases::take(tx, leases::JOBS, &lease.holder, now, now + lease.seconds)? {
                return Ok(None);
            }
            let mut lost = Vec::new();
            for id in store::closed_before(tx, now - CLOSED_GRACE)? {
                let parent = store::closed_thread(tx, id)?.and_then(|c| c.parent);
                let Some(row) = games::game_by_id(tx, id)? else {
                    continue;
                };
                if let Some(game) = end_lost(tx, row, LossCause::Closed, self.listeners, now)? {
                    lost.push(LostGame {
                        tell_in: parent,
                        ..game
                    });
                }
            }
            Ok(Some(lost))
        })
    }

    /// When the next closed thread's grace period ends, if a closed thread is known.
    pub fn next_closed_thread_due(&self) -> anyhow::Result<Option<i64>> {
        self.store
            .with_conn(|conn| Ok(store::earliest_closing(conn)?.map(|since| since + CLOSED_GRACE)))
    }

    /// The bot was removed from `guild`: its games are suspended from now. False when
    /// they already were.
    pub fn guild_removed(&self, guild: u64) -> anyhow::Result<bool> {
        self.in_transaction(|tx, now| store::suspend_guild(tx, guild, now))
    }

    /// `guild` is called `name` (Discord says so at every connection and on a rename;
    /// the terminal names its one server): kept for the web pages' headings, cut to
    /// [`SERVER_NAME_LIMIT`] characters. Whether it changed; a blank name is ignored.
    pub fn server_named(&self, guild: u64, name: &str) -> anyhow::Result<bool> {
        let name: String = name.trim().chars().take(SERVER_NAME_LIMIT).collect();
        if name.is_empty() {
            return Ok(false);
        }
        // Every server is announced at every connection: read first, write a change.
        let known = self.store.with_conn(|conn| web::server_name(conn, guild))?;
        if known.as_deref() == Some(name.as_str()) {
            return Ok(false);
        }
        self.in_transaction(|tx, now| web::set_server_name(tx, guild, &name, now))
    }

    /// The bot is in `guild` (again): suspended games resume with their clocks moved on
    /// by the time away. How many games with a clock resumed (`None`: none were
    /// suspended).
    pub fn guild_available(&self, guild: u64) -> anyhow::Result<Option<usize>> {
        // Every server is announced at every connection: read first.
        let suspended = self
            .store
            .with_conn(|conn| store::suspended_since(conn, guild))?;
        if suspended.is_none() {
            return Ok(None);
        }
        self.in_transaction(|tx, now| {
            let Some(since) = store::suspended_since(tx, guild)? else {
                return Ok(None);
            };
            let resumed = super::clocks::resume_after_suspension(tx, guild, since, now)?;
            store::resume_guild(tx, guild, (now - since).max(0))?;
            Ok(Some(resumed))
        })
    }

    /// At a connection Discord lists the servers the bot is in for `shard` of
    /// `shards` (READY): those of this shard with live games that are missing removed
    /// the bot while it was away, and their games are suspended as at a removal. The
    /// servers newly suspended.
    pub fn guilds_present(
        &self,
        present: &[u64],
        shard: u32,
        shards: u32,
    ) -> anyhow::Result<Vec<u64>> {
        // Discord's rule: a server belongs to shard (id >> 22) % shards.
        let ours = |guild: u64| (guild >> 22) % u64::from(shards.max(1)) == u64::from(shard);
        let known = self
            .store
            .with_conn(|conn| store::guilds_with_live_games(conn))?;
        let missing: Vec<u64> = known
            .into_iter()
            .filter(|g| ours(*g) && !present.contains(g))
            .collect();
        if missing.is_empty() {
            return Ok(missing);
        }
        self.in_transaction(|tx, now| {
            let mut suspended = Vec::new();
            for guild in missing {
                if store::suspend_guild(tx, guild, now)? {
                    suspended.push(guild);
                }
            }
            Ok(suspended)
        })
    }

    /// A post in `channel` failed with Discord's `code` (Missing Access or Missing
    /// Permissions): recorded for the live game there, if any, to tell its players at
    /// their next command. True when a game was there.
    pub fn post_refused(&self, channel: u64, code: u64) -> anyhow::Result<bool> {
        if code != MISSING_ACCESS && code != MISSING_PERMISSIONS {
            return Ok(false);
        }
        self.in_transaction(|tx, now| {
            let Some(game) = store::live_game_in_channel(tx, channel)? else {
                return Ok(false);
            };
            store::record_lost_permission(tx, game, code, now)?;
            Ok(true)
        })
    }

    /// Adds the note of a refused post to `reply` when `user` plays the live game in
    /// `place` and one is recorded; the note is given once.
    pub(super) fn add_refused_post_note(
        &self,
        place: Place,
        user: u64,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        // Read first: nearly every command finds nothing, and a read takes no write lock.
        let pending = self.store.with_conn(|conn| {
            let Some(row) = games::live_game(conn, place.guild, place.channel)? else {
                return Ok(None);
            };
            let plays =
                row.challenger.id == user || row.opponent.as_ref().map(|o| o.id) == Some(user);
            if !plays || !store::has_lost_permission(conn, row.id)? {
                return Ok(None);
            }
            anyhow::Ok(Some(row.id))
        })?;
        let Some(game) = pending else {
            return Ok(());
        };
        let code = self.in_transaction(|tx, _| store::take_lost_permission(tx, game))?;
        if let Some(code) = code {
            reply.lines.push(refused_post_note(code));
        }
        Ok(())
    }

    /// Runs `change` as one `BEGIN IMMEDIATE` transaction at the service's time.
    fn in_transaction<T>(
        &self,
        change: impl FnOnce(&Transaction, i64) -> anyhow::Result<T>,
    ) -> anyhow::Result<T> {
        self.store.with_conn(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = change(&tx, self.time.now())?;
            tx.commit()?;
            Ok(value)
        })
    }
}

/// What the players read about a post the bot could not make in their game's channel.
fn refused_post_note(code: u64) -> Msg {
    match code {
        MISSING_ACCESS => Msg::new("place-post-refused-access"),
        _ => Msg::new("place-post-refused-permissions"),
    }
}

/// Ends a live game whose place is lost: a challenge is withdrawn quietly (nobody has
/// played), a started game is aborted and its players are told.
fn end_lost(
    conn: &Connection,
    mut row: GameRow,
    cause: LossCause,
    listener: &dyn GameEndListener,
    now: i64,
) -> anyhow::Result<Option<LostGame>> {
    if row.status == Status::Open {
        row.status = Status::Declined;
        if !games::save_game(conn, &row, now)? {
            anyhow::bail!("game {} changed while its place was lost", row.id);
        }
        return Ok(None);
    }
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    let mut table = Table::from_row(conn, row)?;
    store::record_loss(conn, table.row.id, cause, now)?;
    let ending = Ending {
        how: HowEnded::PlaceLost,
        winner: None,
        record: "aborted".to_string(),
    };
    let finish = match end_game(conn, &mut table, ending, listener, now) {
        Ok(finish) => finish,
        Err(Failure::Internal(error)) => return Err(error),
        Err(Failure::Refused(_)) => {
            anyhow::bail!("game {} changed while its place was lost", table.row.id)
        }
    };
    let ai_user = ai::ai_seat(conn, table.row.id)?.map(|seat| seat.user);
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let id = match cause {
        LossCause::Deleted => "place-deleted-game-aborted",
        LossCause::Closed => "place-closed-game-aborted",
    };
    let mut lines = vec![Msg::new(id)
        .number("game", table.row.id)
        .player("first", first.id, first.name.as_str())
        .player("second", second.id, second.name.as_str())
        .number("days", CLOSED_GRACE / (24 * 60 * 60))];
    finish.add_to(&mut lines);
    let players: Vec<u64> = [first.id, second.id]
        .into_iter()
        .filter(|id| Some(*id) != ai_user)
        .collect();
    let reply = Reply {
        lines,
        ping: players.clone(),
        locale: locales::server_locale(conn, place.guild)?,
        ..Reply::default()
    };
    Ok(Some(LostGame {
        game: table.row.id,
        place,
        players,
        reply,
        tell_in: None,
    }))
}
