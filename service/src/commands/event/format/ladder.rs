//! A ladder: a standing order climbed by challenges (`super::super::ladder`), with
//! neither rounds nor a start; players join and leave at any time.

use super::super::super::super::api::{Actor, EventOptions, Outbound, Reply};
use super::super::super::super::event_view::EventBody;
use super::super::super::super::game_end::GameEndListener;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Applied, Handled};
use super::super::ladder;
use super::super::rounds::EventNews;
use super::super::web;
use super::{Format, Plan};
use crate::Asked;
use lyngk_domain::event::{EventFormat, EventOption};
use lyngk_domain::ladder::{LadderRefusal, LadderRules};
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::EventRow;
use rusqlite::Connection;

pub(super) struct Ladder;

impl Format for Ladder {
    fn format(&self) -> EventFormat {
        EventFormat::Ladder
    }

    fn options(&self) -> &'static [EventOption] {
        &[EventOption::Reach, EventOption::InactiveDays]
    }

    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal> {
        let rules = LadderRules::of(options.reach, options.inactive_days)?;
        Ok(Plan {
            settings: super::settings_of(self, options)?,
            store: Box::new(move |tx, id, actor, new| ladder::created(tx, id, rules, actor, new)),
        })
    }

    /// At the bottom (again, after leaving).
    fn join(
        &self,
        tx: &Connection,
        request: &Asked,
        event: &EventRow,
        now: i64,
    ) -> Handled<Applied> {
        ladder::join(tx, request, event, now)
    }

    fn leave(
        &self,
        tx: &Connection,
        event: &EventRow,
        player: &Actor,
        _listener: &dyn GameEndListener,
        now: i64,
    ) -> Handled<Applied> {
        ladder::leave(tx, event, player, now)
    }

    /// A ladder runs from its creation.
    fn start(&self, _tx: &Connection, event: &mut EventRow, _now: i64) -> Handled<EventNews> {
        Err(Refusal::from(LadderRefusal::NoStart(event.name.clone())).into())
    }

    fn open_first_round(
        &self,
        _conn: &Connection,
        event: &EventRow,
        _now: i64,
    ) -> Handled<EventNews> {
        Err(super::no_rounds(event))
    }

    fn close_round(
        &self,
        _conn: &Connection,
        event: &EventRow,
        _round: u32,
        _now: i64,
    ) -> Handled<EventNews> {
        Err(super::no_rounds(event))
    }

    fn page(
        &self,
        conn: &Connection,
        event: &EventRow,
        _locale: Locale,
    ) -> anyhow::Result<EventBody> {
        web::ladder(conn, event)
    }

    fn standings(
        &self,
        conn: &Connection,
        event: &EventRow,
        _caller: u64,
        locale: Locale,
    ) -> Handled<Reply> {
        ladder::standings(conn, event, locale)
    }

    fn pairings(&self, _conn: &Connection, event: EventRow, _round: Option<u32>) -> Handled<Reply> {
        Err(Refusal::from(LadderRefusal::NoRounds(event.name)).into())
    }

    fn report(&self, _conn: &Connection, event: &EventRow) -> Handled<String> {
        Err(Refusal::from(LadderRefusal::NoRounds(event.name.clone())).into())
    }

    /// Challenges past their deadline expire; inactive players drop to the bottom.
    fn background(&self, conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
        ladder::expire_and_drop(conn, now)
    }

    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
        ladder::list_line(conn, event)
    }
}
