//! The league commands (`/lyngk league join|leave|standings`, `/lyngk-admin league
//! create|start`) kept for the servers that play leagues: a league is a round robin
//! event whose games all open at the start, so each command is the event one, with the
//! league's own words and rules: any server admin starts a league (not only its
//! organiser), players join and leave only before the start, and a name finds the
//! league also when it was renamed `<name> league` because an event had its name.

use super::super::super::api::{EventOptions, Reply};
use super::super::super::picture::{self, Picture};
use super::super::super::refusal::{echo, AdminAction, Refusal};
use super::super::super::table::Table;
use super::super::super::{Applied, Failure, GameService, Handled};
use super::super::scheduled::{release_threads, take_threads};
use super::rounds::EventNews;
use crate::Asked;
use anyhow::anyhow;
use lyngk_domain::clock::DaysPerMove;
use lyngk_domain::event::{EventFormat, EventRefusal, StartError};
use lyngk_domain::league::{checked_name, RoundRobin, MAX_NAME};
use lyngk_domain::round_robin::Pace;
use lyngk_i18n::{Locale, Msg};
use lyngk_rules::Variant;
use lyngk_store::events::{self, EventRow, EventState};
use lyngk_store::games;
use lyngk_store::ratings::guild_key;
use lyngk_store::round_robins;
use rusqlite::Connection;

/// What `league create` asks for.
pub(crate) struct Season<'a> {
    pub name: &'a str,
    pub variant: Variant,
    /// `None`: the events' default clock.
    pub days_per_move: Option<u32>,
    pub double_round: bool,
}

fn check_admin(request: &Asked, action: AdminAction) -> Result<(), Refusal> {
    match request.actor_is_admin {
        true => Ok(()),
        false => Err(Refusal::NotAdmin(action)),
    }
}

/// `event create format:round-robin pace:all-at-once` with the league's settings.
pub(crate) fn create(service: &GameService, request: &Asked, season: &Season) -> Handled<Reply> {
    check_admin(request, AdminAction::CreateLeague)?;
    if checked_name(season.name).is_none() {
        return Err(Refusal::BadLeagueName {
            given: echo(season.name.trim(), MAX_NAME),
            max: MAX_NAME,
        }
        .into());
    }
    if let Some(given) = season
        .days_per_move
        .filter(|&d| DaysPerMove::new(d).is_err())
    {
        return Err(Refusal::BadDaysPerMove { given }.into());
    }
    let options = EventOptions {
        format: Some(EventFormat::RoundRobin),
        variant: Some(season.variant),
        days_per_move: season.days_per_move,
        legs: Some(match season.double_round {
            true => RoundRobin::Double,
            false => RoundRobin::Single,
        }),
        pace: Some(Pace::AllAtOnce),
        ..EventOptions::default()
    };
    super::create(service, request, season.name, &options).map_err(|failure| match failure {
        Failure::Refused(Refusal::Event(EventRefusal::Exists(name))) => {
            Refusal::LeagueExists(name).into()
        }
        other => other,
    })
}

/// The round robin `name` on the request's server, or `<name> league` (a league
/// renamed when it became an event), or why there is none.
fn find(conn: &Connection, request: &Asked, name: &str) -> Result<EventRow, Failure> {
    let guild = guild_key(request.place.guild);
    let name = name.trim();
    for candidate in [name.to_owned(), format!("{name} league")] {
        let found = events::event_by_name(conn, guild, &candidate)?;
        if let Some(event) = found.filter(|e| e.settings.format == EventFormat::RoundRobin) {
            return Ok(event);
        }
    }
    Err(Refusal::NoLeague(echo(name, MAX_NAME)).into())
}

/// Refuses changes to the player list once the schedule is drawn.
fn check_open(event: &EventRow) -> Result<(), Refusal> {
    match event.state {
        EventState::Open => Ok(()),
        _ => Err(Refusal::LeagueStarted(event.name.clone())),
    }
}

/// The public answer to a join or a leave: who, which league, and who is in it now.
fn roster_changed(
    conn: &Connection,
    message: &str,
    player: &str,
    event: &EventRow,
) -> Handled<Applied> {
    let text = Msg::new(message)
        .text("player", player)
        .text("league", event.name.as_str())
        .msg("roster", super::roster(conn, event)?);
    Ok(Applied::without_game(Reply::public(text)))
}

/// `event join`, before the start only.
pub(crate) fn join(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find(tx, request, name)?;
        check_open(&event)?;
        let rules = round_robins::rules(tx, event.id)?;
        let max = super::round_robin::most_players(rules.legs, rules.pace);
        if events::players(tx, event.id)?.len() >= max {
            return Err(Refusal::LeagueFull {
                name: event.name,
                max,
            }
            .into());
        }
        super::enter(tx, request, &event, now, Refusal::AlreadyJoined)?;
        roster_changed(tx, "league-joined", &request.actor.name, &event)
    })
}

/// `event leave`, before the start only (a started league has no withdrawals).
pub(crate) fn leave(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    service.change(request, |tx, _now| {
        let event = find(tx, request, name)?;
        check_open(&event)?;
        if !events::remove_player(tx, event.id, request.actor.id)? {
            return Err(Refusal::NotJoined(event.name).into());
        }
        roster_changed(tx, "league-left", &request.actor.name, &event)
    })
}

/// `event start` by any server admin: every game opens, each with its opening board.
/// A running league whose threads were not all opened (the front failed half way)
/// answers with the missing ones again, so `start` can simply be repeated; games
/// whose thread a front is opening right now are never handed out twice.
pub(crate) fn start(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    check_admin(request, AdminAction::StartLeague)?;
    let mut handed_out = Vec::new();
    let reply = service.change(request, |tx, now| {
        let mut event = find(tx, request, name)?;
        let news = match event.state {
            EventState::Open => {
                let news = super::format::of(event.settings.format)
                    .start(tx, &mut event, now)
                    .map_err(too_small)?;
                // Taken while this transaction holds the write lock.
                let threads = take_threads(service, tx, news.threads)?;
                EventNews { threads, ..news }
            }
            EventState::Running => reopen(service, tx, &event)?,
            EventState::Finished => return Err(Refusal::LeagueFinished(event.name).into()),
        };
        handed_out.extend(news.threads.iter().map(|t| t.game_id));
        Ok(Applied::without_game(super::news_reply(news)))
    });
    if reply.is_err() {
        release_threads(service, &handed_out);
    }
    let mut reply = reply?;
    show_boards(service, &mut reply, locale)?;
    Ok(reply)
}

/// Each game's opening board in its thread's first post, as a league's threads always
/// had (drawn once the transaction is over).
pub(crate) fn show_boards(service: &GameService, reply: &mut Reply, locale: Locale) -> Handled<()> {
    service.store.with_conn(|conn| {
        for thread in &mut reply.threads {
            thread.reply.image = Some(board_image(conn, thread.game_id, locale)?);
        }
        Ok(())
    })
}

/// A league of fewer than two players is refused in the league's words.
fn too_small(failure: Failure) -> Failure {
    match failure {
        Failure::Refused(Refusal::Event(EventRefusal::CannotStart {
            name,
            error: StartError::TooFewPlayers(players),
        })) => Refusal::LeagueTooSmall { name, players }.into(),
        other => other,
    }
}

/// The running league's threads not opened yet, or why there are none.
fn reopen(service: &GameService, tx: &Connection, event: &EventRow) -> Handled<EventNews> {
    let mut news = super::reopen_threads(service, tx, event).map_err(|failure| match failure {
        Failure::Refused(Refusal::Event(EventRefusal::AlreadyStarted(name))) => {
            Refusal::LeagueRunning(name).into()
        }
        other => other,
    })?;
    news.lines = vec![Msg::new("league-reopening").text("league", event.name.as_str())];
    Ok(news)
}

fn board_image(
    conn: &Connection,
    game: i64,
    locale: Locale,
) -> anyhow::Result<super::super::super::api::Attachment> {
    let row = games::game_by_id(conn, game)?.ok_or_else(|| anyhow!("game {game} vanished"))?;
    let table = Table::from_row(conn, row)?;
    Ok(picture::render_png(&Picture::of(&table), locale))
}

/// The league's table; before the start, who has joined.
pub(crate) fn standings(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        if event.state == EventState::Open {
            let text = Msg::new("league-not-started")
                .text("league", event.name.as_str())
                .msg("roster", super::roster(conn, &event)?);
            return Ok(Reply::public(text));
        }
        let caller = request.actor.id;
        Ok(super::round_robin::standings_reply(
            conn, &event, caller, locale,
        )?)
    })
}
