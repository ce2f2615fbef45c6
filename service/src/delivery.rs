//! What the background job delivers: reminders, daily digests, games
//! ended automatically on time and event rounds ended by their deadline.
//!
//! Exactly once: [`GameService::deliver_due`] marks everything it returns as done in
//! the same transaction that chose it, before the front sends anything. A crash
//! after the commit loses those messages rather than repeating them.

use super::api::{Outbound, ReminderMode, Reply, Subject};
use super::clocks::{self, person_at};
use super::commands::correspondence::end_on_time;
use super::commands::event;
use super::commands::player_time::{next_digest_at, spend_auto_vacation};
use super::game_end::GameEndListener;
use super::table::Table;
use super::{Failure, GameService};
use lyngk_domain::reminders::{self, DigestEntry, ReminderKey, ReminderKind};
use lyngk_i18n::Msg;
use lyngk_store::clocks as store;
use lyngk_store::games::{self, Status};
use lyngk_store::lease as leases;
use lyngk_store::locales;
use lyngk_store::settings;
use rusqlite::{Connection, TransactionBehavior};

/// One process's claim to run the background jobs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobLease {
    /// Who holds it: unique per process (and per service instance in tests).
    pub holder: String,
    /// How long a taken or renewed lease lasts; the holder renews well before.
    pub seconds: i64,
}

impl JobLease {
    /// A lease for this process: its pid and a random tag (pids repeat across hosts
    /// and restarts).
    pub fn for_this_process(seconds: i64) -> JobLease {
        JobLease {
            holder: format!("pid {} #{:08x}", std::process::id(), rand::random::<u32>()),
            seconds,
        }
    }
}

impl GameService {
    /// The current time from the service's [`TimeSource`](super::TimeSource): the job asks it for `now` so
    /// tests can move time.
    pub fn now(&self) -> i64 {
        self.time.now()
    }

    /// Everything due at `now`, already marked done: games ended on time in servers
    /// that ask for it, reminder pings (after downtime only the latest per game) and
    /// daily digests. The front sends them; nothing is ever returned twice.
    pub fn deliver_due(&self, now: i64) -> anyhow::Result<Vec<Outbound>> {
        Ok(self.deliver(None, now)?.unwrap_or_default())
    }

    /// Like [`GameService::deliver_due`], for the holder of the job lease only: takes or
    /// renews the lease in the same transaction, so of several processes sharing the
    /// database exactly one runs the jobs. `None`: another process holds the lease.
    pub fn deliver_due_leased(
        &self,
        lease: &JobLease,
        now: i64,
    ) -> anyhow::Result<Option<Vec<Outbound>>> {
        self.deliver(Some(lease), now)
    }

    fn deliver(&self, lease: Option<&JobLease>, now: i64) -> anyhow::Result<Option<Vec<Outbound>>> {
        let mut outbound = self.store.with_conn(|conn| -> anyhow::Result<_> {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            if let Some(lease) = lease {
                let expires_at = now + lease.seconds;
                if !leases::take(&tx, leases::JOBS, &lease.holder, now, expires_at)? {
                    return Ok(None);
                }
            }
            let mut outbound = auto_timeouts(&tx, self.listeners, now)?;
            outbound.extend(event::jobs(&tx, self.listeners, now)?);
            outbound.extend(channel_reminders(&tx, now)?);
            outbound.extend(digests(&tx, now)?);
            tx.commit()?;
            Ok(Some(outbound))
        })?;
        if let Some(posts) = &mut outbound {
            self.link_posts(posts)?;
        }
        Ok(outbound)
    }

    /// Gives the job lease up (a clean shutdown) so another process takes over at once.
    pub fn release_job_lease(&self, lease: &JobLease) -> anyhow::Result<()> {
        self.store.with_conn(|conn| {
            leases::release(conn, leases::JOBS, &lease.holder)?;
            Ok(())
        })
    }

    /// Who holds the job lease and until when (unix seconds), expired or not.
    pub fn job_lease_holder(&self) -> anyhow::Result<Option<(String, i64)>> {
        self.store
            .with_conn(|conn| Ok(leases::holder(conn, leases::JOBS)?))
    }

    /// When something next falls due (a reminder, an automatic timeout, a digest),
    /// as known now; `None` when nothing is scheduled.
    pub fn next_wake(&self) -> anyhow::Result<Option<i64>> {
        self.store.with_conn(|conn| {
            let candidates = [
                store::next_reminder_due(conn)?,
                store::next_auto_timeout(conn)?,
                settings::next_digest_due(conn)?,
                lyngk_store::events::next_deadline(conn)?,
                lyngk_store::ladders::next_due(conn)?,
                lyngk_store::seasons::next_opening(conn)?,
            ];
            Ok(candidates.into_iter().flatten().min())
        })
    }
}

/// Ends the games whose time ran out in servers that end them automatically.
fn auto_timeouts(
    conn: &Connection,
    listener: &dyn GameEndListener,
    now: i64,
) -> anyhow::Result<Vec<Outbound>> {
    let mut outbound = Vec::new();
    for id in store::auto_timeout_candidates(conn, now)? {
        let Some(row) = games::game_by_id(conn, id)? else {
            continue;
        };
        // A player who chose automatic vacation spends whole days of it instead.
        if let Some(spent) = spend_auto_vacation(conn, &row, now).map_err(internal)? {
            let mut reply = spent.announcement(row.id);
            reply.locale = locales::server_locale(conn, row.guild)?;
            reply.subject = Some(Subject::Game(row.id));
            outbound.push(Outbound::Channel {
                channel: row.channel,
                reply,
            });
            continue;
        }
        let mut table = Table::from_row(conn, row)?;
        let clock = clocks::load(conn, &table.row)?;
        // The stored flag time may predate a vacation that moved it: check again.
        let Some(clock) = clock.filter(|c| c.is_flagged(now)) else {
            continue;
        };
        let winner = !clock.to_move;
        let mut reply = end_on_time(conn, &mut table, winner, listener, now)
            .map_err(internal)?
            .reply;
        reply.locale = locales::server_locale(conn, table.row.guild)?;
        reply.subject = Some(Subject::Game(table.row.id));
        outbound.push(Outbound::Channel {
            channel: table.row.channel,
            reply,
        });
    }
    Ok(outbound)
}

/// Within the job there is no user to refuse: a refusal here is a fault.
fn internal(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Internal(error) => error,
        Failure::Refused(refusal) => anyhow::anyhow!("unexpected refusal in the job: {refusal}"),
    }
}

/// Plans the due reminders, marks them done, and pings the players who want pings.
fn channel_reminders(conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
    let due = store::due_reminders(conn, now)?;
    if due.is_empty() {
        return Ok(Vec::new());
    }
    let plan = reminders::plan_delivery(&due, now);
    store::mark_reminders_done(conn, &plan.send)?;
    store::mark_reminders_done(conn, &plan.skip)?;
    let mut outbound = Vec::new();
    for key in &plan.send {
        outbound.extend(reminder_message(conn, *key, now)?);
    }
    Ok(outbound)
}

/// The ping for one reminder, unless the game is over or its player chose digests
/// or no reminders.
fn reminder_message(
    conn: &Connection,
    key: ReminderKey,
    now: i64,
) -> anyhow::Result<Option<Outbound>> {
    let Some(row) = games::game_by_id(conn, key.game as i64)? else {
        return Ok(None);
    };
    if row.status != Status::Active {
        return Ok(None);
    }
    let Some(clock) = clocks::load(conn, &row)? else {
        return Ok(None);
    };
    let (Some(player), Some(opponent)) = (
        person_at(&row, clock.to_move),
        person_at(&row, !clock.to_move),
    ) else {
        return Ok(None);
    };
    if settings::user_settings(conn, player.id)?.reminders != ReminderMode::Channel {
        return Ok(None);
    }
    let id = match key.kind {
        ReminderKind::Half => "clock-reminder-half",
        ReminderKind::Final => "clock-reminder-final",
    };
    let text = Msg::new(id)
        .player("player", player.id, player.name.as_str())
        .number("game", row.id)
        .text("opponent", opponent.name.as_str())
        .duration("left", clock.remaining(clock.to_move, now).max(0));
    Ok(Some(Outbound::Channel {
        channel: row.channel,
        reply: Reply {
            lines: vec![text],
            ping: vec![player.id],
            // A post in the channel: the server's language, like any public post.
            locale: locales::server_locale(conn, row.guild)?,
            subject: Some(Subject::Game(row.id)),
            ..Reply::default()
        },
    }))
}

/// The daily digests due now, each listing the games where its player is to move;
/// the next one is scheduled a day later, whether or not this one had games.
fn digests(conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
    let mut outbound = Vec::new();
    for (user, mut settings) in settings::digests_due(conn, now)? {
        settings.next_digest_at = Some(next_digest_at(&settings, now)?);
        settings::save_user_settings(conn, user, &settings)?;
        let entries = digest_entries(conn, user, now)?;
        let locale = locales::user_locale(conn, user)?;
        if let Some(lines) = reminders::digest_message(&entries, locale) {
            outbound.push(Outbound::Direct {
                user,
                reply: Reply {
                    lines,
                    locale,
                    ephemeral: true,
                    ..Reply::default()
                },
            });
        }
    }
    Ok(outbound)
}

/// Every active game, in any server, where `user` is to move.
fn digest_entries(conn: &Connection, user: u64, now: i64) -> anyhow::Result<Vec<DigestEntry>> {
    let mut entries = Vec::new();
    for id in store::all_active_games_of(conn, user)? {
        let Some(row) = games::game_by_id(conn, id)? else {
            continue;
        };
        let table = Table::from_row(conn, row)?;
        if !table.is_to_move(user) {
            continue;
        }
        let player = table.game.position().to_move();
        let clock = clocks::load(conn, &table.row)?;
        entries.push(DigestEntry {
            channel_id: table.row.channel,
            opponent: table.person(!player).name.clone(),
            time_left: clock.map(|c| c.remaining(player, now)),
        });
    }
    Ok(entries)
}

impl GameService {
    /// A digest could not reach `user` by direct message (their DMs are closed to the
    /// bot): they go back to channel reminders, and each game where they are to move
    /// pings them in its channel now, the first saying why. Said once: from now on they
    /// get ordinary channel reminders.
    pub fn digest_undeliverable(&self, user: u64) -> anyhow::Result<Vec<Outbound>> {
        let now = self.now();
        self.store.with_conn(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let mut settings = settings::user_settings(&tx, user)?;
            if settings.reminders != ReminderMode::Digest {
                return Ok(Vec::new());
            }
            settings.reminders = ReminderMode::Channel;
            settings.next_digest_at = None;
            settings::save_user_settings(&tx, user, &settings)?;
            let mut outbound = Vec::new();
            for id in store::all_active_games_of(&tx, user)? {
                let Some(row) = games::game_by_id(&tx, id)? else {
                    continue;
                };
                let Some(mut ping) = turn_ping(&tx, row, user, now)? else {
                    continue;
                };
                if outbound.is_empty() {
                    let why = Msg::new("clock-digest-dms-closed");
                    ping.reply.lines.push(why);
                }
                outbound.push(Outbound::Channel {
                    channel: ping.channel,
                    reply: ping.reply,
                });
            }
            tx.commit()?;
            Ok(outbound)
        })
    }
}

/// A channel ping for a player to move, and its channel.
struct TurnPing {
    channel: u64,
    reply: Reply,
}

/// The ping for `user` in the game of `row`, if it is their turn there.
fn turn_ping(
    conn: &Connection,
    row: games::GameRow,
    user: u64,
    now: i64,
) -> anyhow::Result<Option<TurnPing>> {
    let table = Table::from_row(conn, row)?;
    if !table.is_to_move(user) {
        return Ok(None);
    }
    let player = table.game.position().to_move();
    let (me, opponent) = (table.person(player), table.person(!player));
    let text = match clocks::load(conn, &table.row)? {
        Some(clock) => {
            Msg::new("clock-reminder-half").duration("left", clock.remaining(player, now).max(0))
        }
        None => Msg::new("clock-your-turn-untimed"),
    };
    let text = text
        .player("player", me.id, me.name.as_str())
        .number("game", table.row.id)
        .text("opponent", opponent.name.as_str());
    Ok(Some(TurnPing {
        channel: table.row.channel,
        reply: Reply {
            lines: vec![text],
            ping: vec![user],
            locale: locales::server_locale(conn, table.row.guild)?,
            ..Reply::default()
        },
    }))
}
