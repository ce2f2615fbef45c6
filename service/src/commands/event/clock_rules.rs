//! `event settings`: the clock rules an organiser sets for an event's games (whether
//! vacation applies, whether clocks stop on weekends). They are part of what players
//! join, so they change only before the start: once games are paired, changing them
//! would change the clocks of games under way and the rounds' deadlines.

use super::{check_organiser, find};
use crate::api::Reply;
use crate::refusal::Refusal;
use crate::{Applied, Asked, GameService, Handled};
use lyngk_domain::event::EventRefusal;
use lyngk_i18n::Msg;
use lyngk_store::clock_rules::{self, EventClockRules};
use lyngk_store::events::{EventRow, EventState};
use rusqlite::Connection;

/// What the organiser asked to change; `None` leaves a rule as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ClockRuleChanges {
    pub(crate) vacation_allowed: Option<bool>,
    pub(crate) weekends_off: Option<bool>,
}

/// Changes an event's clock rules (its organiser, before the start) and shows them;
/// without changes, shows them at any time.
pub(crate) fn settings(
    service: &GameService,
    request: &Asked,
    name: &str,
    changes: ClockRuleChanges,
) -> Handled<Reply> {
    service.change(request, |tx, _now| {
        let event = find(tx, request, name)?;
        let mut rules = clock_rules::event_clock_rules(tx, event.id)?;
        if changes != ClockRuleChanges::default() {
            check_organiser(request, &event)?;
            if event.state != EventState::Open {
                return Err(Refusal::from(EventRefusal::AlreadyStarted(event.name)).into());
            }
            rules.vacation_allowed = changes.vacation_allowed.unwrap_or(rules.vacation_allowed);
            rules.weekends_off = changes.weekends_off.or(rules.weekends_off);
            clock_rules::set_event_clock_rules(tx, event.id, rules)?;
        }
        Ok(Applied::without_game(Reply {
            lines: rule_lines(tx, &event, rules)?,
            ..Reply::default()
        }))
    })
}

/// The event's rules as its players read them: the weekends the server's default
/// gives when the event chose nothing.
fn rule_lines(
    conn: &Connection,
    event: &EventRow,
    rules: EventClockRules,
) -> anyhow::Result<Vec<Msg>> {
    let vacation = match rules.vacation_allowed {
        true => "event-clock-vacation-allowed",
        false => "event-clock-vacation-forbidden",
    };
    let weekends_off = match rules.weekends_off {
        Some(off) => off,
        None => clock_rules::server_weekends_off(conn, Some(event.guild))?,
    };
    let weekends = match weekends_off {
        true => "event-clock-weekends-off",
        false => "event-clock-weekends-on",
    };
    Ok(vec![
        Msg::new(vacation).text("event", event.name.as_str()),
        Msg::new(weekends).text("event", event.name.as_str()),
    ])
}
