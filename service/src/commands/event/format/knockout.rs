//! A knockout: a bracket seeded by rating, drawn at the start
//! (`super::super::knockout`); its rounds follow from its players.

use super::super::super::super::api::{Actor, EventOptions, Reply};
use super::super::super::super::event_view::EventBody;
use super::super::super::super::game_end::GameEndListener;
use super::super::super::super::refusal::Refusal;
use super::super::super::super::{Applied, Failure, Handled};
use super::super::super::league::variant_name;
use super::super::knockout;
use super::super::rounds::EventNews;
use super::super::web;
use super::{Format, Plan};
use lyngk_domain::event::{EventFormat, EventOption, EventRefusal, SettingsError};
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventRow, EventState};
use rusqlite::Connection;

pub(super) struct Knockout;

impl Format for Knockout {
    fn format(&self) -> EventFormat {
        EventFormat::Knockout
    }

    /// A withdrawn player's match is always conceded, so `forfeits` is not its own.
    fn options(&self) -> &'static [EventOption] {
        &[EventOption::RoundDays, EventOption::BestOf]
    }

    fn refuse(&self, option: EventOption) -> Refusal {
        let error = match option {
            EventOption::Rounds => SettingsError::RoundsInKnockout,
            EventOption::LateEntry => SettingsError::LateEntryInKnockout,
            option => return super::not_taken(self.format(), option),
        };
        EventRefusal::Settings(error).into()
    }

    fn plan(&self, options: &EventOptions) -> Result<Plan, Refusal> {
        let settings = super::settings_of(self, options)?;
        Ok(Plan::announced(settings, |actor, new| {
            let s = &new.settings;
            Msg::new("event-created-knockout")
                .text("actor", actor.name.as_str())
                .text("event", new.name.as_str())
                .msg("variant", variant_name(s.variant))
                .number("best-of", s.best_of)
                .number("days", s.days_per_move)
                .number("round-days", s.round_days)
                .text("rated", s.rated.to_string())
        }))
    }

    /// The bracket is drawn at the start: nobody enters later.
    fn check_late_entry(&self, _conn: &Connection, event: &EventRow) -> Result<(), Failure> {
        Err(Refusal::from(EventRefusal::KnockoutStarted(event.name.clone())).into())
    }

    fn start(&self, tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
        super::check_players(tx, event, None)?;
        super::set_running(tx, event, now)?;
        self.open_first_round(tx, event, now)
    }

    /// The bracket is drawn and its rounds follow from it.
    fn open_first_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        now: i64,
    ) -> Handled<EventNews> {
        let mut event = event.clone();
        knockout::start(conn, &mut event, now)
    }

    /// A withdrawn player's match is conceded, and their game going on forfeited.
    fn withdraw(
        &self,
        tx: &Connection,
        event: &EventRow,
        player: &Actor,
        listener: &dyn GameEndListener,
        now: i64,
    ) -> Handled<Applied> {
        knockout::withdraw(tx, event, player, listener, now)
    }

    /// A match goes on game by game; the round closes once every match is decided
    /// (or its deadline passed) and its last game ended.
    fn game_finished(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        match event.state {
            EventState::Running => knockout::game_finished(conn, event, round, now),
            _ => Ok(EventNews::default()),
        }
    }

    fn close_round(
        &self,
        conn: &Connection,
        event: &EventRow,
        round: u32,
        now: i64,
    ) -> Handled<EventNews> {
        knockout::close_round(conn, event, round, now)
    }

    fn page(
        &self,
        conn: &Connection,
        event: &EventRow,
        locale: Locale,
    ) -> anyhow::Result<EventBody> {
        web::knockout(conn, event, locale)
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
        Ok(knockout::standings_reply(conn, event, locale)?)
    }

    fn pairings(&self, conn: &Connection, event: EventRow, round: Option<u32>) -> Handled<Reply> {
        knockout::show_matches(conn, event, round)
    }

    /// A FIDE tournament report describes a Swiss, not a bracket.
    fn report(&self, _conn: &Connection, event: &EventRow) -> Handled<String> {
        Err(Refusal::from(EventRefusal::KnockoutHasNoReport(event.name.clone())).into())
    }

    /// Until the start its rounds follow from the players so far.
    fn list_line(&self, conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
        let rounds = match event.state {
            EventState::Open => {
                let players = events::players(conn, event.id)?.len();
                players.max(2).next_power_of_two().trailing_zeros()
            }
            _ => event.settings.rounds,
        };
        super::rounds_line(conn, event, rounds)
    }
}
