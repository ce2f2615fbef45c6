//! A Swiss: FIDE's Dutch system, paired round by round from the standings
//! (`super::super::rounds`); late entries are paired from the next round on.

use super::super::super::super::api::{EventOptions, Reply};
use super::super::super::super::event_view::EventBody;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Failure, Handled};
use super::super::super::league::variant_name;
use super::super::rounds::{self, EventNews};
use super::super::web;
use super::super::{loaded, standings};
use super::interface::StandingsTable;
use super::{Format, Plan};
use lyngk_domain::event::{EventFormat, EventOption, EventRefusal};
use lyngk_events::trf::{write_trf, TrfHeader};
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow, EventState};
use rusqlite::Connection;

pub(super) struct Swiss;

impl Format for Swiss {
    fn format(&self) -> EventFormat {
        EventFormat::Swiss
    }

    /// Best of: one game only, as the settings check says in its words.
    fn options(&self) -> &'static [EventOption] {
        use EventOption::*;
        &[Rounds, RoundDays, LateEntry, Forfeits, BestOf]
    }

    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal> {
        let settings = super::settings_of(self, options)?;
        Ok(Plan::announced(settings, |actor, new| {
            let s = &new.settings;
            Msg::new("event-created")
                .text("actor", actor.name.as_str())
                .text("event", new.name.as_str())
                .msg("variant", variant_name(s.variant))
                .number("rounds", s.rounds)
                .number("days", s.days_per_move)
                .number("round-days", s.round_days)
                .text("rated", s.rated.to_string())
        }))
    }

    /// Late entries are paired from the next round on: none once the last round is
    /// paired, as no round would come for them.
    fn check_late_entry(&self, conn: &Connection, event: &EventRow) -> Result<(), Failure> {
        if !event.settings.late_entry {
            return Err(Refusal::from(EventRefusal::LateEntryClosed(event.name.clone())).into());
        }
        let paired = events::rounds(conn, event.id)?.len();
        if paired >= event.settings.rounds as usize {
            return Err(Refusal::from(EventRefusal::LastRound(event.name.clone())).into());
        }
        Ok(())
    }

    fn start(&self, tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
        super::check_players(tx, event, Some(event.settings.rounds))?;
        super::set_running(tx, event, now)?;
        self.open_first_round(tx, event, now)
    }

    fn open_first_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        now: i64,
    ) -> Handled<EventNews> {
        rounds::open_round(conn, event, 1, now)
    }

    fn close_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        rounds::close_round(conn, event, round, now)
    }

    /// By score, then FIDE's tiebreaks.
    fn standings_table(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<Option<StandingsTable>> {
        let loaded = loaded::load(conn, event)?;
        let rows = standings::rows(&loaded);
        let order = rows
            .iter()
            .map(|row| loaded.players[row.player.index()].user)
            .collect();
        Ok(Some(StandingsTable {
            lines: standings::lines(event, &loaded, &rows, locale),
            columns: &standings::COLUMNS,
            cells: standings::cells(&loaded, &rows, locale),
            order,
        }))
    }

    fn page(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<EventBody> {
        web::swiss(conn, event, locale)
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
        let loaded = loaded::load(conn, event)?;
        let rows = standings::rows(&loaded);
        let mut lines = standings::lines(event, &loaded, &rows, locale);
        if event.state == EventState::Finished {
            lines.push(Msg::new("event-is-over"));
        }
        let image = standings::image(event, &loaded, &rows, caller, locale);
        Ok(Reply {
            lines,
            image: Some(image),
            ..Reply::default()
        })
    }

    fn pairings(&self, conn: &Connection, event: EventRow, round: Option<u32>) -> Handled<Reply> {
        let loaded = loaded::load(conn, &event)?;
        let latest = loaded.rounds.last().map(|r| r.number);
        let round = standings::round_shown(&event.name, latest, round).map_err(Refusal::from)?;
        Ok(Reply {
            lines: standings::pairing_lines(&event, &loaded, round),
            ..Reply::default()
        })
    }

    /// The closed rounds, players placed by the standings.
    fn report(&self, conn: &Connection, event: &EventRow) -> Handled<String> {
        super::check_report_started(event)?;
        let loaded = loaded::load(conn, event)?;
        let rows = standings::rows(&loaded);
        let header = TrfHeader {
            name: event.name.clone(),
            ..TrfHeader::default()
        };
        Ok(write_trf(
            &loaded.swiss,
            &header,
            Some(&standings::ranks(&rows)),
        ))
    }

    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
        super::rounds_line(conn, event, event.settings.rounds)
    }
}
