//! A round robin: everyone meets everyone on the circle method's schedule, a round at
//! a time or (a league) every game at once (`super::super::round_robin`).

use super::super::super::super::api::{EventOptions, Reply};
use super::super::super::super::event_view::EventBody;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Applied, Handled};
use super::super::round_robin;
use super::super::rounds::EventNews;
use super::super::web;
use super::interface::StandingsTable;
use super::{Format, Plan};
use crate::Asked;
use lyngk_domain::event::{EventFormat, EventOption};
use lyngk_domain::round_robin::RoundRobinRefusal;
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow, EventState};
use lyngk_store::round_robins;
use rusqlite::Connection;

pub(super) struct RoundRobinFormat;

impl Format for RoundRobinFormat {
    fn format(&self) -> EventFormat {
        EventFormat::RoundRobin
    }

    /// Rounds: checked against its players; best of: one game only.
    fn options(&self) -> &'static [EventOption] {
        use EventOption::*;
        &[Rounds, RoundDays, Forfeits, BestOf, Legs, Pace]
    }

    fn refuse(&self, option: EventOption) -> Refusal {
        match option {
            // The schedule is drawn at the start.
            EventOption::LateEntry => RoundRobinRefusal::LateEntry.into(),
            option => super::not_taken(self.format(), option),
        }
    }

    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal> {
        round_robin::check_pace(options)?;
        let rules = round_robin::rules_of(options)?;
        Ok(Plan {
            settings: super::settings_of(self, options)?,
            store: Box::new(move |tx, id, actor, new| {
                round_robin::created(tx, id, rules, actor, new)
            }),
        })
    }

    /// Not beyond the most its schedule holds.
    fn join(
        &self,
        tx: &Connection,
        request: &Asked,
        event: &EventRow,
        now: i64,
    ) -> Handled<Applied> {
        round_robin::check_entry(tx, event)?;
        super::super::join_event(tx, request, event, now)
    }

    fn start(&self, tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
        let players = super::check_players(tx, event, None)?;
        round_robin::fix_rounds(tx, event, players)?;
        super::set_running(tx, event, now)?;
        self.open_first_round(tx, event, now)
    }

    fn open_first_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        now: i64,
    ) -> Handled<EventNews> {
        round_robin::open_round(conn, event, 1, now)
    }

    fn game_finished(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        round_robin::game_finished(conn, event, round, now)
    }

    fn close_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        round_robin::close_round(conn, event, round, now)
    }

    /// By points, then Sonneborn-Berger, then stacks removed.
    fn standings_table(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<Option<StandingsTable>> {
        let shown = round_robin::shown_standings(conn, event, locale)?;
        Ok(Some(StandingsTable {
            lines: shown.lines,
            columns: &round_robin::STANDINGS_COLUMNS,
            cells: shown.cells,
            order: shown.order,
        }))
    }

    fn page(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<EventBody> {
        web::round_robin(conn, event, locale)
    }

    fn standings(
        &self,
        conn: &Connection,
        event: &EventRow,
        caller: u64,
        locale: Locale,
    ) -> Handled<Reply> {
        if let Some(reply) = super::not_started(conn, event)? {
            return Ok(reply);
        }
        Ok(round_robin::standings_reply(conn, event, caller, locale)?)
    }

    fn pairings(&self, conn: &Connection, event: EventRow, round: Option<u32>) -> Handled<Reply> {
        round_robin::show_pairings(conn, event, round)
    }

    fn report(&self, conn: &Connection, event: &EventRow) -> Handled<String> {
        super::check_report_started(event)?;
        Ok(round_robin::trf_text(conn, event)?)
    }

    /// A running league's games all open at once, so rounds say nothing and the games
    /// played say how far it is.
    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
        let players = events::players(conn, event.id)?;
        let entered = players.iter().filter(|p| !p.withdrawn).count();
        if event.state == EventState::Running && round_robins::all_at_once(conn, event.id)? {
            let (played, games) = events::games_ended(conn, event.id)?;
            return Ok(Msg::new("event-list-league-line")
                .text("event", event.name.as_str())
                .number("players", entered)
                .number("played", played)
                .number("games", games));
        }
        let rounds = round_robin::listed_rounds(conn, event, players.len())?;
        super::rounds_line(conn, event, rounds)
    }
}
