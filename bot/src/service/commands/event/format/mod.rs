//! One interface for every event format: each format is a type in its own module that
//! implements [`Format`], and the service picks it once, by the event's typed format
//! ([`of`]). A format says which options of `event create` it takes (refusing the
//! others in its own words), how it is created, who may enter it once it runs, how it
//! starts, how a round closes at its deadline, and how it shows its standings, pairings,
//! report and list line.
//!
//! A game's end still reaches the formats through `event::game_finished`, which tries
//! each kind of event the game may belong to, and a withdrawal in a knockout concedes
//! its match in `deadline::withdraw`.
//!
//! A new format (say double elimination) is: a variant of `EventFormat` (with its
//! name, parse and `ALL`) and its choice in `command_spec::event::FORMATS`; a module
//! here with a type implementing [`Format`], and its arm in [`of`]; its texts in every
//! locale (`cmd-choice-…`, `refusal-<format>-takes-no-option`, its announcement); its
//! own storage and migration if it keeps rules of its own. An option only it takes is
//! an `EventOption` (and a `given` line): every other format refuses it unasked.

mod divisions;
mod knockout;
mod ladder;
mod round_robin;
mod swiss;

use super::super::super::api::{Actor, EventOptions, Outbound, Reply, ThreadToOpen};
use super::super::super::refusal::Refusal;
use super::super::super::game_end::GameEndListener;
use super::super::super::{Applied, Failure, Handled};
use super::rounds::EventNews;
use crate::correspondence::event::{
    self as model, EntryLimits, EventFormat, EventOption, EventRefusal, EventSettings,
    DEFAULT_DAYS_PER_MOVE, DEFAULT_ROUNDS, DEFAULT_ROUND_DAYS,
};
use crate::i18n::{Locale, Msg};
use crate::service::Asked;
use crate::store::events::{self, EventRow, EventState, NewEvent};
use lyngk_rules::Variant;
use rusqlite::Connection;

/// What an event format does; each format one type. `tx` is the transaction of the
/// change asked for; `conn` a connection for reading (or the job's transaction).
pub(super) trait Format: Sync {
    fn format(&self) -> EventFormat;

    /// The options of [`EventOption`] this format takes; it refuses the others.
    fn options(&self) -> &'static [EventOption];

    /// How this format refuses `option`, one it does not take: by default its own
    /// message naming the option.
    fn refuse(&self, option: EventOption) -> Refusal {
        not_taken(self.format(), option)
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
        super::join_event(tx, request, event, now)
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
        super::leave_event(tx, event, player, listener, now)
    }

    /// The games of the running event whose thread no front opened: by default those
    /// of its current round.
    fn threads_to_reopen(
        &self,
        conn: &Connection,
        event: &EventRow,
    ) -> anyhow::Result<Vec<ThreadToOpen>> {
        let pairings = events::pairings(conn, event.id)?;
        super::rounds::threads_to_open(conn, event, &pairings)
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

    /// The standings shown to `caller`, in `locale`'s headings.
    fn standings(
        &self,
        conn: &Connection,
        event: &EventRow,
        caller: u64,
        locale: Locale,
    ) -> Handled<Reply>;

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

/// Stores a format's own rules for the event just inserted (its id) in the creating
/// transaction; the public post that announces it.
pub(super) type StoreRules =
    Box<dyn FnOnce(&Connection, i64, &Actor, &NewEvent) -> Handled<Applied>>;

/// A new event as its format planned it.
pub(super) struct Plan {
    pub settings: EventSettings,
    pub store: StoreRules,
}

impl Plan {
    /// A plan whose format keeps no rules of its own: the announcement only.
    fn announced(settings: EventSettings, announce: fn(&Actor, &NewEvent) -> Msg) -> Plan {
        Plan {
            settings,
            store: Box::new(move |_, _, actor, new| {
                Ok(Applied::without_game(Reply::public(announce(actor, new))))
            }),
        }
    }
}

/// The format `format`: the one place the service turns a typed format into its code.
pub(super) fn of(format: EventFormat) -> &'static dyn Format {
    match format {
        EventFormat::Swiss => &swiss::Swiss,
        EventFormat::Knockout => &knockout::Knockout,
        EventFormat::Ladder => &ladder::Ladder,
        EventFormat::Divisions => &divisions::Divisions,
        EventFormat::RoundRobin => &round_robin::RoundRobinFormat,
    }
}

/// `format`'s own message refusing `option`.
fn not_taken(format: EventFormat, option: EventOption) -> Refusal {
    EventRefusal::OptionNotTaken { format, option }.into()
}

/// The options given that not every format takes, in the declaration's order.
fn given(options: &EventOptions) -> Vec<EventOption> {
    let given = [
        (EventOption::Rounds, options.rounds.is_some()),
        (EventOption::RoundDays, options.round_days.is_some()),
        (EventOption::LateEntry, options.late_entry.is_some()),
        (
            EventOption::Forfeits,
            options.forfeit_on_withdrawal.is_some(),
        ),
        (EventOption::BestOf, options.best_of.is_some()),
        (EventOption::Reach, options.reach.is_some()),
        (EventOption::InactiveDays, options.inactive_days.is_some()),
        (EventOption::DivisionSize, options.division_size.is_some()),
        (EventOption::Movers, options.movers.is_some()),
        (EventOption::PauseDays, options.pause_days.is_some()),
        (EventOption::Legs, options.legs.is_some()),
        (
            EventOption::DivisionFormat,
            options.division_format.is_some(),
        ),
        (EventOption::Pace, options.pace.is_some()),
    ];
    given
        .into_iter()
        .filter_map(|(option, given)| given.then_some(option))
        .collect()
}

/// The format's refusal of the first option given that it does not take.
pub(super) fn check_options(format: &dyn Format, options: &EventOptions) -> Result<(), Refusal> {
    match given(options)
        .into_iter()
        .find(|option| !format.options().contains(option))
    {
        Some(option) => Err(format.refuse(option)),
        None => Ok(()),
    }
}

/// The settings every format keeps, from `options` (defaults for what is not given),
/// checked. Late entries are allowed by default where the format takes them.
fn settings_of(format: &dyn Format, options: &EventOptions) -> Result<EventSettings, Refusal> {
    let takes_late_entry = format.options().contains(&EventOption::LateEntry);
    let settings = EventSettings {
        format: format.format(),
        variant: options.variant.unwrap_or(Variant::Standard),
        days_per_move: options.days_per_move.unwrap_or(DEFAULT_DAYS_PER_MOVE),
        rated: options.rated.unwrap_or(true),
        rounds: options.rounds.unwrap_or(DEFAULT_ROUNDS),
        round_days: options.round_days.unwrap_or(DEFAULT_ROUND_DAYS),
        late_entry: takes_late_entry && options.late_entry.unwrap_or(true),
        forfeit_on_withdrawal: options.forfeit_on_withdrawal.unwrap_or(true),
        limits: EntryLimits {
            max_players: options.max_players,
            min_rating: options.min_rating,
            max_rating: options.max_rating,
            max_time_losses: options.max_time_losses,
        },
        best_of: options.best_of.unwrap_or(1),
    };
    settings
        .validated()
        .map_err(|error| EventRefusal::Settings(error).into())
}

/// Refused unless `players` may start the event with `rounds` named rounds (`None`:
/// its rounds follow from its players).
fn check_players(conn: &Connection, event: &EventRow, rounds: Option<u32>) -> Handled<usize> {
    let players = events::players(conn, event.id)?.len();
    model::check_start(players, rounds).map_err(|error| {
        Refusal::from(EventRefusal::CannotStart {
            name: event.name.clone(),
            error,
        })
    })?;
    Ok(players)
}

/// Marks the event running.
fn set_running(tx: &Connection, event: &mut EventRow, now: i64) -> Handled<()> {
    if !events::set_state(tx, event, EventState::Running, now)? {
        return Err(Refusal::PositionChanged.into());
    }
    event.state = EventState::Running;
    event.version += 1;
    Ok(())
}

/// Before the start, the standings are the players so far.
fn not_started(conn: &Connection, event: &EventRow) -> anyhow::Result<Option<Reply>> {
    if event.state != EventState::Open {
        return Ok(None);
    }
    let text = Msg::new("event-not-started-yet")
        .text("event", event.name.as_str())
        .msg("roster", super::roster(conn, event)?);
    Ok(Some(Reply::public(text)))
}

/// A report describes played rounds: refused before the start.
fn check_report_started(event: &EventRow) -> Result<(), Refusal> {
    match event.state {
        EventState::Open => Err(EventRefusal::NotStarted(event.name.clone()).into()),
        _ => Ok(()),
    }
}

/// A list line of a format played in rounds: `round` of `rounds`.
fn rounds_line(conn: &Connection, event: &EventRow, rounds: u32) -> anyhow::Result<Msg> {
    let players = events::players(conn, event.id)?;
    let round = events::rounds(conn, event.id)?.len();
    Ok(Msg::new("event-list-line")
        .text("event", event.name.as_str())
        .text("format", event.settings.format.as_str())
        .text("state", event.state.as_str())
        .number("players", players.iter().filter(|p| !p.withdrawn).count())
        .number("round", round)
        .number("rounds", rounds))
}

/// A job found a round to close where the format has none: a fault, not a refusal.
fn no_rounds(event: &EventRow) -> Failure {
    Failure::Internal(anyhow::anyhow!(
        "{} event {} has no rounds of its own to close",
        event.settings.format.as_str(),
        event.id
    ))
}
