//! Divisions: seasons of divisions by rating, each a Swiss or a round robin of its own
//! (`super::super::divisions`); newcomers join the last division at any time.

use super::super::super::super::api::{Actor, EventOptions, Outbound, Reply, ThreadToOpen};
use super::super::super::super::event_view::EventBody;
use super::super::super::super::game_end::GameEndListener;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Applied, Handled};
use super::super::divisions;
use super::super::rounds::EventNews;
use super::played_as::division_played_as;
use super::{Format, Plan};
use crate::Asked;
use lyngk_domain::divisions::{DivisionRules, DivisionsRefusal};
use lyngk_domain::event::{EventFormat, EventOption};
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{EventRow, EventState};
use rusqlite::Connection;

pub(super) struct Divisions;

impl Format for Divisions {
    fn format(&self) -> EventFormat {
        EventFormat::Divisions
    }

    /// Rounds and legs: each division's; best of: one game only.
    fn options(&self) -> &'static [EventOption] {
        use EventOption::*;
        &[
            Rounds,
            RoundDays,
            Forfeits,
            BestOf,
            DivisionSize,
            Movers,
            PauseDays,
            Legs,
            DivisionFormat,
        ]
    }

    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal> {
        if let Some(best_of) = options.best_of.filter(|&b| b != 1) {
            return Err(DivisionsRefusal::BestOf(best_of).into());
        }
        let rules = DivisionRules::of(
            options.division_size,
            options.movers,
            options.pause_days,
            options.rounds,
            options.division_format,
            options.legs,
        )?;
        Ok(Plan {
            settings: super::settings_of(self, &divisions::shared_options(options))?,
            store: Box::new(move |tx, id, actor, new| {
                divisions::created(tx, id, rules, actor, new)
            }),
        })
    }

    /// Once a season runs, a newcomer joins its last division.
    fn join(
        &self,
        tx: &Connection,
        request: &Asked,
        event: &EventRow,
        now: i64,
    ) -> Handled<Applied> {
        match event.state {
            EventState::Running => divisions::join_later(tx, request, event, now),
            _ => super::super::join_event(tx, request, event, now),
        }
    }

    /// Once a season runs, a player leaves the divisions as a whole.
    fn withdraw(
        &self,
        tx: &Connection,
        event: &EventRow,
        player: &Actor,
        listener: &dyn GameEndListener,
        now: i64,
    ) -> Handled<Applied> {
        divisions::leave(tx, event, player, listener, now)
    }

    /// Those of the running season's divisions.
    fn threads_to_reopen(
        &self,
        conn: &Connection,
        event: &EventRow,
    ) -> anyhow::Result<Vec<ThreadToOpen>> {
        divisions::threads_to_open(conn, event)
    }

    fn start(&self, tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
        divisions::start(tx, event, now)
    }

    /// Rounds are opened in each division's own event.
    fn open_first_round(
        &self,
        _conn: &Connection,
        event: &EventRow,
        _now: i64,
    ) -> Handled<EventNews> {
        Err(super::no_rounds(event))
    }

    /// Rounds are closed in each division's own event.
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
        locale: Locale,
    ) -> anyhow::Result<EventBody> {
        divisions::page::page(conn, event, |division| {
            division_played_as(division.settings.format)?.page(conn, division, locale)
        })
    }

    fn standings(
        &self,
        conn: &Connection,
        event: &EventRow,
        _caller: u64,
        locale: Locale,
    ) -> Handled<Reply> {
        if let Some(reply) = super::not_started(conn, event)? {
            return Ok(reply);
        }
        divisions::standings(conn, event, locale)
    }

    fn pairings(&self, conn: &Connection, event: EventRow, round: Option<u32>) -> Handled<Reply> {
        divisions::pairings(conn, &event, round)
    }

    fn report(&self, conn: &Connection, event: &EventRow) -> Handled<String> {
        Err(divisions::no_report(conn, event))
    }

    /// A season whose divisions have all ended closes; the next opens after its pause.
    fn background(&self, conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
        divisions::season_jobs(conn, now)
    }

    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
        divisions::list_line(conn, event)
    }
}
