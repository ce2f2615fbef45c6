//! The interface every event format implements, apart from the dispatch ([`super::of`])
//! that names each format: code a format calls may use the interface without reaching
//! back to every other format through the dispatch.

use super::super::super::super::api::{Actor, EventOptions, Outbound, Reply, ThreadToOpen};
use super::super::super::super::game_end::GameEndListener;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Applied, Failure, Handled};
use super::super::rounds::EventNews;
use crate::event_view::EventBody;
use crate::Asked;
use lyngk_domain::event::EventSettings;
use lyngk_domain::event::{EventFormat, EventOption, EventRefusal};
use lyngk_domain::text_table::TextColumn;
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow, EventState, NewEvent};
use rusqlite::Connection;

/// What an event format does; each format one type. `tx` is the transaction of the
/// change asked for; `conn` a connection for reading (or the job's transaction).
pub(in super::super) trait Format: Sync {
    fn format(&self) -> EventFormat;

    /// The options of [`EventOption`] this format takes; it refuses the others.
    fn options(&self) -> &'static [EventOption];

    /// How this format refuses `option`, one it does not take: by default its own
    /// message naming the option.
    fn refuse(&self, option: EventOption) -> Refusal {
        super::not_taken(self.format(), option)
    }

    /// The settings and the format's own rules `options` ask for, checked; nothing is
    /// stored until [`Plan::store`] runs in the creating transaction.
    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal>;

    /// The asker enters the event (or is refused).
    fn join(
        &self,
        tx: &Connection,
        request: &Asked,
        event: &EventRow,
        now: i64,
    ) -> Handled<Applied> {
        super::super::join_event(tx, request, event, now)
    }

    /// Whether a player may still enter the running event: by default when its
    /// settings allow late entries.
    fn check_late_entry(&self, _conn: &Connection, event: &EventRow) -> Result<(), Failure> {
        match event.settings.late_entry {
            true => Ok(()),
            false => Err(Refusal::from(EventRefusal::LateEntryClosed(event.name.clone())).into()),
        }
    }

    /// `player` leaves the event, or withdraws once it runs.
    fn leave(
        &self,
        tx: &Connection,
        event: &EventRow,
        player: &Actor,
        listener: &dyn GameEndListener,
        now: i64,
    ) -> Handled<Applied> {
        match event.state {
            EventState::Open => super::super::leave_before_start(tx, event, player),
            EventState::Running => self.withdraw(tx, event, player, listener, now),
            EventState::Finished => {
                Err(Refusal::from(EventRefusal::Finished(event.name.clone())).into())
            }
        }
    }

    /// `player` withdraws from the running event: never paired again, and by default
    /// their unfinished games lost by forfeit when the event says so.
    fn withdraw(
        &self,
        tx: &Connection,
        event: &EventRow,
        player: &Actor,
        listener: &dyn GameEndListener,
        now: i64,
    ) -> Handled<Applied> {
        super::super::deadline::withdraw(tx, event, player, listener, now)
    }

    /// The games of the running event whose thread no front opened: by default those
    /// of its current round.
    fn threads_to_reopen(
        &self,
        conn: &Connection,
        event: &EventRow,
    ) -> anyhow::Result<Vec<ThreadToOpen>> {
        let pairings = events::pairings(conn, event.id)?;
        super::super::rounds::threads_to_open(conn, event, &pairings)
    }

    /// Starts the open event: its first round (or season) opens.
    fn start(&self, tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews>;

    /// Opens round 1 of the event just marked running (its checks passed): also a
    /// season's division, played as an event of this format.
    fn open_first_round(&self, conn: &Connection, event: &EventRow, now: i64)
        -> Handled<EventNews>;

    /// Closes round `round`, all of whose games have ended (at its deadline), and goes
    /// on as the format says.
    fn close_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews>;

    /// One of the event's games, of round `round`, ended (in the transaction that ended
    /// it; its stacks removed are stored): by default the round closes once none of its
    /// games is going on.
    fn game_finished(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        super::super::rounds::close_when_played(conn, event, round, || {
            self.close_round(conn, event, round, now)
        })
    }

    /// The standings shown to `caller`, in `locale`'s headings.
    fn standings(
        &self,
        conn: &Connection,
        event: &EventRow,
        caller: u64,
        locale: Locale,
    ) -> Handled<Reply>;

    /// The standings as a table in `locale`'s headings, for the formats a season's
    /// division may be played as (which rank its players by it); `None` for the others.
    fn standings_table(
        &self,
        _conn: &Connection,
        _event: &EventRow,
        _locale: Locale,
    ) -> anyhow::Result<Option<StandingsTable>> {
        Ok(None)
    }

    /// The event's web page as typed data, numbers in `locale`'s format.
    fn page(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<EventBody>;

    /// A round's pairings; the latest round when none is named.
    fn pairings(&self, conn: &Connection, event: EventRow, round: Option<u32>) -> Handled<Reply>;

    /// The event as a FIDE tournament report, or why it has none.
    fn report(&self, conn: &Connection, event: &EventRow) -> Handled<String>;

    /// The format's own background work at `now`, in the job's transaction, over all
    /// its events: by default none (a round's deadline is every round's, closed by
    /// `deadline`).
    fn background(&self, _conn: &Connection, _now: i64) -> anyhow::Result<Vec<Outbound>> {
        Ok(Vec::new())
    }

    /// The event's line in the server's list.
    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg>;
}

/// An event's standings after its closed rounds, as a table.
pub(in super::super) struct StandingsTable {
    /// The title and the table, as the format's own standings show them.
    pub lines: Vec<Msg>,
    pub columns: &'static [TextColumn],
    pub cells: Vec<Vec<String>>,
    /// Users, best first.
    pub order: Vec<u64>,
}

/// Stores a format's own rules for the event just inserted (its id) in the creating
/// transaction; the public post that announces it.
pub(in super::super) type StoreRules =
    Box<dyn FnOnce(&Connection, i64, &Actor, &NewEvent) -> Handled<Applied>>;

/// A new event as its format planned it.
pub(in super::super) struct Plan {
    pub settings: EventSettings,
    pub store: StoreRules,
}

impl Plan {
    /// A plan whose format keeps no rules of its own: the announcement only.
    pub(super) fn announced(
        settings: EventSettings,
        announce: fn(&Actor, &NewEvent) -> Msg,
    ) -> Plan {
        Plan {
            settings,
            store: Box::new(move |_, _, actor, new| {
                Ok(Applied::without_game(Reply::public(announce(actor, new))))
            }),
        }
    }
}
