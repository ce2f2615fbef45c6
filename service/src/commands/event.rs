//! Events of every format: create, join, leave or withdraw, start, standings,
//! pairings, export, list. Each command finds the event and hands it to its format
//! ([`format::of`], the one place the service turns a typed format into its code);
//! what every format shares (entry checks, the roster, the list) stays here. Every
//! change is one transaction; rounds are paired in [`rounds`] (a knockout's in
//! [`knockout`]), also when a game's end or a deadline closes a round.

mod clock_rules;
mod deadline;
mod divisions;
mod format;
mod knockout;
mod ladder;
pub(crate) mod league_commands;
mod loaded;
mod round_robin;
mod rounds;
mod standings;
mod web;

pub(crate) use clock_rules::{settings, ClockRuleChanges};
pub(crate) use ladder::{
    accept as ladder_accept, accept_pressed as ladder_accept_pressed,
    challenge as ladder_challenge, game_finished as ladder_game_finished,
};
pub(crate) use rounds::EventNews;

use super::super::api::{Actor, Attachment, EventOptions, Outbound, Reply, Subject, ThreadToOpen};
use super::super::game_end::{GameEndListener, GameEnded};
use super::super::refusal::{echo, AdminAction, Refusal};
use super::super::{Applied, Failure, GameService, Handled};
use super::scheduled::{release_threads, take_threads};
use crate::Asked;
use lyngk_domain::event::{self as model, EventFormat, EventRefusal};
use lyngk_domain::league::{checked_name, MAX_NAME};
use lyngk_i18n::{Locale, MomentStyle, Msg};
use lyngk_store::events::{self, EventRow, EventState, NewEvent};
use lyngk_store::ratings::{self, guild_key};
use lyngk_store::{clocks, games, locales};
use rusqlite::Connection;
use std::collections::HashMap;

/// Adds a season's end to the news of the game that ended it. The season's end shows
/// every division's table, so the table the finished division's own end shows is left
/// out (it would be printed twice); its "is over" line stays.
fn with_season_end(news: &mut EventNews, season_end: Vec<Msg>) {
    if season_end.is_empty() {
        return;
    }
    if let Some(over) = news.lines.iter().position(|line| line.id == "event-over") {
        news.lines.truncate(over + 1);
    }
    news.lines.extend(season_end);
}

/// A game of an event ended (in the transaction that ended it): the round goes on
/// as its format says. Returns what to announce.
pub(crate) fn game_finished(conn: &Connection, ended: &GameEnded) -> anyhow::Result<EventNews> {
    let Some((event_id, round)) = events::event_of_game(conn, ended.game)? else {
        return Ok(EventNews::default());
    };
    events::set_removed(conn, ended.game, ended.removed)?;
    let event = events::event_by_id(conn, event_id)?
        .ok_or_else(|| anyhow::anyhow!("game {} names a missing event", ended.game))?;
    let mut news = format::of(event.settings.format)
        .game_finished(conn, &event, round, ended.at)
        .map_err(rounds::into_anyhow)?;
    // A season's division is an event of its own format.
    with_season_end(
        &mut news,
        divisions::season_may_end(conn, ended.game, ended.at)?,
    );
    Ok(news)
}

/// Every event's background work at `now`, in the job's transaction: rounds past
/// their deadline closed, then each format's own (a ladder's expired challenges,
/// divisions' seasons).
pub(crate) fn jobs(
    conn: &Connection,
    listener: &dyn GameEndListener,
    now: i64,
) -> anyhow::Result<Vec<Outbound>> {
    let past = deadline::close_rounds_past_deadline(conn, listener, now)?;
    let mut outbound = past.outbound;
    for (event, round) in past.played_out {
        let news = format::of(event.settings.format)
            .close_round(conn, &event, round, now)
            .map_err(deadline::internal)?;
        let mut reply = news_reply(news);
        reply.locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
        reply.subject = Some(Subject::Event(event.id));
        outbound.push(Outbound::Channel {
            channel: event.channel,
            reply,
        });
    }
    for event_format in EventFormat::ALL {
        outbound.extend(format::of(event_format).background(conn, now)?);
    }
    Ok(outbound)
}

/// A trimmed name of letters, digits, spaces, `-` and `_`.
fn check_name(name: &str) -> Result<String, EventRefusal> {
    match checked_name(name) {
        Some(name) => Ok(name),
        None => Err(EventRefusal::BadName {
            given: echo(name.trim(), MAX_NAME),
            max: MAX_NAME,
        }),
    }
}

/// The event `name` on the request's server, or why there is none.
fn find(conn: &Connection, request: &Asked, name: &str) -> Result<EventRow, Failure> {
    events::event_by_name(conn, guild_key(request.place.guild), name.trim())?
        .ok_or_else(|| Refusal::from(EventRefusal::Unknown(echo(name, MAX_NAME))).into())
}

/// The event a player leaves (or is withdrawn from) by `name`: a season's division
/// stands for its divisions event, which the player leaves as a whole.
fn find_leaving(conn: &Connection, request: &Asked, name: &str) -> Result<EventRow, Failure> {
    let event = find(conn, request, name)?;
    Ok(divisions::parent_of(conn, &event)?.unwrap_or(event))
}

fn check_organiser(request: &Asked, event: &EventRow) -> Result<(), Refusal> {
    match request.actor.id == event.organiser {
        true => Ok(()),
        false => Err(EventRefusal::NotOrganiser(event.name.clone()).into()),
    }
}

pub(crate) fn create(
    service: &GameService,
    request: &Asked,
    name: &str,
    options: &EventOptions,
) -> Handled<Reply> {
    if !request.actor_is_admin {
        return Err(Refusal::NotAdmin(AdminAction::CreateEvent).into());
    }
    let name = check_name(name)?;
    let format = format::of(options.format.unwrap_or(EventFormat::Swiss));
    format::check_options(format, options)?;
    let plan = format.plan(options)?;
    let new = NewEvent {
        guild: guild_key(request.place.guild),
        channel: request.place.channel,
        name,
        settings: plan.settings,
        organiser: request.actor.id,
        seed_key: (service.seeds)(),
    };
    service.change(request, |tx, now| {
        // The same name in another case or Unicode form is the same name (the index's
        // NOCASE folds ASCII only).
        if events::event_by_name(tx, new.guild, &new.name)?.is_some() {
            return Err(Refusal::from(EventRefusal::Exists(new.name.clone())).into());
        }
        let id = events::insert_event(tx, &new, now).map_err(|error| {
            if games::is_unique_violation(&error) {
                Failure::from(Refusal::from(EventRefusal::Exists(new.name.clone())))
            } else {
                Failure::from(error)
            }
        })?;
        (plan.store)(tx, id, &request.actor, &new)
    })
}

/// "3 players: alice, bob, carol" (withdrawn players left out).
fn roster(conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
    let players = events::players(conn, event.id)?;
    let names: Vec<&str> = players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| p.name.as_str())
        .collect();
    Ok(Msg::new("league-roster")
        .number("count", names.len())
        .text("names", names.join(", ")))
}

pub(crate) fn join(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find(tx, request, name)?;
        format::of(event.settings.format).join(tx, request, &event, now)
    })
}

/// Enters the asker into an event whose format keeps no roster of its own.
fn join_event(tx: &Connection, request: &Asked, event: &EventRow, now: i64) -> Handled<Applied> {
    enter(tx, request, event, now, |name| {
        EventRefusal::AlreadyJoined(name).into()
    })?;
    let actor = &request.actor;
    let id = match event.state {
        EventState::Open => "event-joined",
        _ => "event-joined-late",
    };
    let text = Msg::new(id)
        .text("player", actor.name.as_str())
        .text("event", event.name.as_str())
        .msg("roster", roster(tx, event)?);
    Ok(Applied::without_game(Reply::public(text)))
}

/// Enters the asker into `event` once its format's own checks have passed: the
/// entry checks, then the player stored at their rating. `joined_twice` is the
/// refusal for a player already in (a league words it as a league).
pub(super) fn enter(
    tx: &Connection,
    request: &Asked,
    event: &EventRow,
    now: i64,
    joined_twice: fn(String) -> Refusal,
) -> Result<(), Failure> {
    check_not_withdrawn(tx, request, event)?;
    check_entry(tx, event)?;
    let rating = player_rating(tx, request)?;
    check_rating(event, rating)?;
    check_time_losses(tx, request, event)?;
    let actor = &request.actor;
    events::add_player(tx, event.id, actor.id, &actor.name, rating, now).map_err(|error| {
        if games::is_unique_violation(&error) {
            Failure::from(joined_twice(event.name.clone()))
        } else {
            Failure::from(error)
        }
    })?;
    Ok(())
}

/// A player withdrawn from a running event stays out of it: told so, not that they
/// are in it already.
fn check_not_withdrawn(tx: &Connection, request: &Asked, event: &EventRow) -> Result<(), Failure> {
    let players = events::players(tx, event.id)?;
    match players.iter().find(|p| p.user == request.actor.id) {
        Some(player) if player.withdrawn => Err(Refusal::from(EventRefusal::Withdrawn {
            name: event.name.clone(),
            player: player.name.clone(),
        })
        .into()),
        _ => Ok(()),
    }
}

/// Whether the event takes players now: not over, not started unless its format
/// takes late entries, not full.
fn check_entry(conn: &Connection, event: &EventRow) -> Result<(), Failure> {
    match event.state {
        EventState::Finished => {
            return Err(Refusal::from(EventRefusal::Finished(event.name.clone())).into())
        }
        EventState::Running => format::of(event.settings.format).check_late_entry(conn, event)?,
        EventState::Open => {}
    }
    let limits = event.settings.limits;
    let entered = events::players(conn, event.id)?.len();
    match (limits.is_full(entered), limits.max_players) {
        (true, Some(max)) => Err(Refusal::from(EventRefusal::Full {
            name: event.name.clone(),
            max,
        })
        .into()),
        _ => Ok(()),
    }
}

/// The actor's rating on this server as pairing numbers use it (newcomers 1500).
/// Puts the actor on an event that keeps its players from one season or challenge to
/// the next (a ladder, divisions): back in if they had left, else after the last.
/// Refused when they are on it, it is full, or their rating or time losses are out of
/// its limits.
fn join_again(tx: &Connection, request: &Asked, event: &EventRow, now: i64) -> Handled<()> {
    let roster = events::players(tx, event.id)?;
    let present = roster.iter().filter(|p| !p.withdrawn);
    if present.clone().any(|p| p.user == request.actor.id) {
        return Err(Refusal::from(EventRefusal::AlreadyJoined(event.name.clone())).into());
    }
    let limits = event.settings.limits;
    if let (true, Some(max)) = (limits.is_full(present.count()), limits.max_players) {
        let name = event.name.clone();
        return Err(Refusal::from(EventRefusal::Full { name, max }).into());
    }
    let rating = player_rating(tx, request)?;
    check_rating(event, rating)?;
    check_time_losses(tx, request, event)?;
    let actor = &request.actor;
    if !events::rejoin(tx, event.id, actor.id, &actor.name, now)? {
        events::add_player(tx, event.id, actor.id, &actor.name, rating, now)?;
    }
    Ok(())
}

fn player_rating(conn: &Connection, request: &Asked) -> anyhow::Result<u16> {
    let stored = ratings::rating(conn, guild_key(request.place.guild), request.actor.id)?;
    let row = stored
        .unwrap_or_else(|| ratings::RatingRow::newcomer(request.actor.id, &request.actor.name));
    Ok(model::pairing_rating(row.rating.rating))
}

fn check_rating(event: &EventRow, rating: u16) -> Result<(), Refusal> {
    let limits = event.settings.limits;
    if limits.admits_rating(rating) {
        return Ok(());
    }
    Err(EventRefusal::RatingOutside {
        name: event.name.clone(),
        rating,
        min: limits.min_rating.unwrap_or(0),
        max: limits.max_rating,
    }
    .into())
}

/// Whether the actor's share of games lost on time on this server is within the
/// event's limit.
fn check_time_losses(conn: &Connection, request: &Asked, event: &EventRow) -> Result<(), Failure> {
    let Some(max) = event.settings.limits.max_time_losses else {
        return Ok(());
    };
    let record = clocks::time_losses(conn, request.place.guild, request.actor.id)?;
    if event.settings.limits.admits_time_losses(record) {
        return Ok(());
    }
    Err(Refusal::from(EventRefusal::TooManyTimeLosses {
        name: event.name.clone(),
        max,
        record,
    })
    .into())
}

/// Before the start the player leaves; once started they withdraw.
pub(crate) fn leave(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find_leaving(tx, request, name)?;
        format::of(event.settings.format).leave(tx, &event, &request.actor, service.listeners, now)
    })
}

/// `player` leaves the event before its start.
fn leave_before_start(tx: &Connection, event: &EventRow, player: &Actor) -> Handled<Applied> {
    if !events::remove_player(tx, event.id, player.id)? {
        return Err(not_playing(event, player));
    }
    let text = Msg::new("event-left")
        .text("player", player.name.as_str())
        .text("event", event.name.as_str())
        .msg("roster", roster(tx, event)?);
    Ok(Applied::without_game(Reply::public(text)))
}

fn not_playing(event: &EventRow, player: &Actor) -> Failure {
    Refusal::from(EventRefusal::NotPlaying {
        name: event.name.clone(),
        player: player.name.clone(),
    })
    .into()
}

/// The organiser withdraws a player (before the start: removes them).
pub(crate) fn withdraw(
    service: &GameService,
    request: &Asked,
    name: &str,
    player: &Actor,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find_leaving(tx, request, name)?;
        check_organiser(request, &event)?;
        format::of(event.settings.format).leave(tx, &event, player, service.listeners, now)
    })
}

/// Pairs round 1 and opens its games. Run again while the event is running, it hands
/// out the threads of the current round that were not opened (the front failed).
pub(crate) fn start(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    let mut handed_out = Vec::new();
    let mut league = false;
    let reply = service.change(request, |tx, now| {
        let mut event = find(tx, request, name)?;
        check_organiser(request, &event)?;
        league = lyngk_store::round_robins::all_at_once(tx, event.id)?;
        let news = match event.state {
            EventState::Open => {
                let format = format::of(event.settings.format);
                let news = format.start(tx, &mut event, now)?;
                // Taken while this transaction holds the write lock.
                let threads = take_threads(service, tx, news.threads)?;
                rounds::EventNews { threads, ..news }
            }
            EventState::Running => reopen_threads(service, tx, &event)?,
            EventState::Finished => {
                return Err(Refusal::from(EventRefusal::Finished(event.name)).into())
            }
        };
        handed_out.extend(news.threads.iter().map(|t| t.game_id));
        Ok(Applied::without_game(news_reply(news)))
    });
    if reply.is_err() {
        release_threads(service, &handed_out);
    }
    let mut reply = reply?;
    if league {
        league_commands::show_boards(service, &mut reply, request.locales.public)?;
    }
    Ok(reply)
}

/// The current round's games whose threads are not open and no front is opening.
fn reopen_threads(service: &GameService, tx: &Connection, event: &EventRow) -> Handled<EventNews> {
    let waiting = format::of(event.settings.format).threads_to_reopen(tx, event)?;
    if waiting.is_empty() {
        return Err(Refusal::from(EventRefusal::AlreadyStarted(event.name.clone())).into());
    }
    let threads = take_threads(service, tx, waiting)?;
    if threads.is_empty() {
        return Err(Refusal::ThreadsBeingOpened(event.name.clone()).into());
    }
    Ok(EventNews {
        lines: vec![Msg::new("event-reopening").text("event", event.name.as_str())],
        threads,
        ..EventNews::default()
    })
}

/// Every running event's games whose thread no front has opened or is opening, with
/// the event's channel to open them in; now marked as being opened. Rounds paired by
/// a game's end or a deadline wait here for a front.
pub(crate) fn threads_waiting(service: &GameService) -> anyhow::Result<Vec<(u64, ThreadToOpen)>> {
    service.store.with_conn(|conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let mut waiting = Vec::new();
        for event in events::running_events(&tx)? {
            let pairings = events::pairings(&tx, event.id)?;
            for thread in rounds::threads_to_open(&tx, &event, &pairings)? {
                waiting.push((event.channel, thread));
            }
        }
        waiting.extend(ladder::threads_waiting(&tx)?);
        let parents: HashMap<i64, u64> = waiting.iter().map(|(c, t)| (t.game_id, *c)).collect();
        let threads = take_threads(service, &tx, waiting.into_iter().map(|(_, t)| t).collect())?;
        tx.commit()?;
        Ok(threads
            .into_iter()
            .map(|thread| (parents[&thread.game_id], thread))
            .collect())
    })
}

/// The public post of a round's opening (or the end of the event).
pub(crate) fn news_reply(news: EventNews) -> Reply {
    Reply {
        lines: news.lines,
        ping: news.ping,
        threads: news.threads,
        ..Reply::default()
    }
}

/// `locale`: the language of the post, for the table's headings.
pub(crate) fn show_standings(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        let caller = request.actor.id;
        let deadline = open_round_deadline(conn, &event)?;
        let mut reply =
            format::of(event.settings.format).standings(conn, &event, caller, locale)?;
        reply.lines.extend(deadline.map(|(_, line)| line));
        Ok(reply)
    })
}

/// A round's pairings; the latest round when none is named.
pub(crate) fn show_pairings(
    service: &GameService,
    request: &Asked,
    name: &str,
    round: Option<u32>,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        let deadline = open_round_deadline(conn, &event)?;
        let mut reply = format::of(event.settings.format).pairings(conn, event, round)?;
        // The latest round is shown when none is named: the open one, if any.
        if let Some((_, line)) = deadline.filter(|(open, _)| round.is_none_or(|r| r == *open)) {
            reply.lines.push(line);
        }
        Ok(reply)
    })
}

/// The open round of a running event that has a deadline, and the line saying when
/// it is: shown beside its pairings, the standings and the event's list line, not only
/// in the post that opened the round.
fn open_round_deadline(conn: &Connection, event: &EventRow) -> anyhow::Result<Option<(u32, Msg)>> {
    if event.state != EventState::Running {
        return Ok(None);
    }
    let open = events::rounds(conn, event.id)?
        .into_iter()
        .filter(|round| !round.closed && round.deadline_at != events::NO_DEADLINE)
        .max_by_key(|round| round.number);
    Ok(open.map(|round| {
        let line = Msg::new("event-round-deadline")
            .number("round", round.number)
            .moment("deadline", round.deadline_at, MomentStyle::DateTime);
        (round.number, line)
    }))
}

/// The event as a FIDE tournament report: the closed rounds, players placed by the
/// standings.
pub(crate) fn export(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        let text = format::of(event.settings.format).report(conn, &event)?;
        let file = Attachment {
            filename: format!("lyngk-event-{}.trf", event.id),
            bytes: text.into_bytes(),
            description: None,
        };
        Ok(Reply {
            lines: vec![Msg::new("event-exported").text("event", event.name.as_str())],
            files: vec![file],
            ..Reply::default()
        })
    })
}

/// The server's events, newest first.
pub(crate) fn list(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let guild = guild_key(request.place.guild);
        let found = events::events_of_guild(conn, guild)?;
        if found.is_empty() {
            return Ok(Reply::private(Msg::new("event-list-empty")));
        }
        let mut lines = vec![Msg::new("event-list-title")];
        for event in &found {
            // A season's divisions are shown by their divisions event.
            if divisions::is_division(conn, event.id)? {
                continue;
            }
            lines.push(format::of(event.settings.format).list_line(conn, event)?);
            if let Some((_, deadline)) = open_round_deadline(conn, event)? {
                lines.push(deadline);
            }
        }
        Ok(Reply {
            lines,
            ephemeral: true,
            ..Reply::default()
        })
    })
}

/// An event as the web front shows it: its typed view and its report (none when the
/// format has none or the event has not started).
pub(crate) struct WebParts {
    pub body: crate::event_view::EventBody,
    pub report: Option<String>,
}

pub(crate) fn web_parts(conn: &Connection, event: &EventRow, locale: Locale) -> Handled<WebParts> {
    Ok(WebParts {
        body: format::of(event.settings.format).page(conn, event, locale)?,
        report: web_report(conn, event)?,
    })
}

/// The event's tournament report, if its format has one and it has started.
pub(crate) fn web_report(conn: &Connection, event: &EventRow) -> Handled<Option<String>> {
    match format::of(event.settings.format).report(conn, event) {
        Ok(text) => Ok(Some(text)),
        Err(Failure::Refused(_)) => Ok(None),
        Err(failure) => Err(failure),
    }
}
