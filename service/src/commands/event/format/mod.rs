//! One interface for every event format: each format is a type in its own module that
//! implements [`Format`], and the service picks it once, by the event's typed format
//! ([`of`]). A format says which options of `event create` it takes (refusing the
//! others in its own words), how it is created, who may enter it once it runs, how it
//! starts, what one of its games ending does, how a player withdraws, how a round
//! closes at its deadline, and how it shows its standings, pairings, report and list
//! line.
//!
//! A new format (say double elimination) is: a variant of `EventFormat` (with its
//! name, parse and `ALL`) and its choice in `command_spec::event::FORMATS`; a module
//! here with a type implementing [`Format`], and its arm in [`of`]; its texts in every
//! locale (`cmd-choice-…`, `refusal-<format>-takes-no-option`, its announcement); its
//! own storage and migration if it keeps rules of its own. An option only it takes is
//! an `EventOption` (and a `given` line): every other format refuses it unasked.

mod divisions;
pub(super) mod interface;
mod knockout;
mod ladder;
pub(super) mod played_as;
mod round_robin;
mod swiss;

pub(super) use interface::{Format, Plan};

use super::super::super::api::{EventOptions, Reply};
use super::super::super::refusal::Refusal;
use super::super::super::{Failure, Handled};
use lyngk_domain::event::{
    self as model, EntryLimits, EventFormat, EventOption, EventRefusal, EventSettings,
    DEFAULT_DAYS_PER_MOVE, DEFAULT_ROUNDS, DEFAULT_ROUND_DAYS,
};
use lyngk_i18n::Msg;
use lyngk_rules::Variant;
use lyngk_store::events::{self, EventRow, EventState};
use rusqlite::Connection;

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
