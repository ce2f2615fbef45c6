//! Events (Swiss, knockout and ladder): create, join, leave or withdraw, start, standings,
//! pairings, export, list. Every change is one transaction; rounds are paired in
//! [`rounds`] (a knockout's in [`knockout`]), also when a game's end or a deadline
//! closes a round.

mod deadline;
mod divisions;
mod knockout;
mod ladder;
pub(in crate::service) mod league_commands;
mod loaded;
mod round_robin;
mod rounds;
mod standings;

pub(in crate::service) use deadline::close_rounds_past_deadline;
pub(in crate::service) use divisions::season_jobs;
pub(in crate::service) use ladder::{
    accept as ladder_accept, accept_pressed as ladder_accept_pressed,
    challenge as ladder_challenge, expire_and_drop as ladder_jobs,
    game_finished as ladder_game_finished,
};
pub(in crate::service) use rounds::EventNews;

use super::super::api::{Actor, Attachment, EventOptions, Reply, ThreadToOpen};
use super::super::refusal::{echo, AdminAction, Refusal};
use super::super::table::Table;
use super::super::{Applied, Failure, GameService, Handled};
use super::league::variant_name;
use super::scheduled::{release_threads, take_threads};
use crate::correspondence::event::{
    self as model, EntryLimits, EventFormat, EventRefusal, EventSettings, SettingsError,
    DEFAULT_DAYS_PER_MOVE, DEFAULT_ROUNDS, DEFAULT_ROUND_DAYS,
};
use crate::correspondence::ladder::LadderRefusal;
use crate::correspondence::league::{checked_name, MAX_NAME};
use crate::i18n::{Locale, Msg};
use crate::service::Asked;
use crate::store::events::{self, EventRow, EventState, NewEvent};
use crate::store::ratings::{self, guild_key};
use crate::store::{clocks, games, round_robins};
use lyngk_events::trf::{write_trf, TrfHeader};
use lyngk_rules::Variant;
use rusqlite::Connection;
use std::collections::HashMap;

/// A game of an event ended (in the transaction that ended it): the round goes on
/// as its format says. Returns what to announce.
pub(in crate::service) fn game_finished(
    conn: &Connection,
    table: &Table,
    now: i64,
) -> anyhow::Result<EventNews> {
    let mut news = rounds::game_finished(conn, table, now)?;
    if let Some(mut news) = round_robin::game_finished(conn, table, now)? {
        // A season's division may be a round robin.
        news.lines
            .extend(divisions::season_may_end(conn, table.row.id, now)?);
        return Ok(news);
    }
    news.lines
        .extend(divisions::season_may_end(conn, table.row.id, now)?);
    match knockout::running_of_game(conn, table.row.id)? {
        Some((event, round)) => match knockout::game_finished(conn, &event, round, now) {
            Ok(news) => Ok(news),
            Err(Failure::Internal(error)) => Err(error),
            Err(Failure::Refused(refusal)) => Err(anyhow::anyhow!(
                "unexpected refusal after a knockout game: {refusal}"
            )),
        },
        None => Ok(news),
    }
}

/// A trimmed name of letters, digits, spaces, `-` and `_`.
fn check_name(name: &str) -> Result<String, EventRefusal> {
    match checked_name(name) {
        Some(name) => Ok(name.to_string()),
        None => Err(EventRefusal::BadName {
            given: echo(name.trim(), MAX_NAME),
            max: MAX_NAME,
        }),
    }
}

/// The settings `options` ask for, defaults filled in, checked.
fn settings_of(options: &EventOptions) -> Result<EventSettings, EventRefusal> {
    let format = match options.format.as_deref() {
        None => EventFormat::Swiss,
        Some(name) => EventFormat::parse(name).unwrap_or(EventFormat::Swiss),
    };
    let swiss = format == EventFormat::Swiss;
    // A round robin's rounds are checked against its players (`round_robin::rules_of`).
    let rounds_named = swiss || format == EventFormat::RoundRobin;
    if !rounds_named && options.rounds.is_some() {
        return Err(EventRefusal::Settings(SettingsError::RoundsInKnockout));
    }
    if !swiss && options.late_entry == Some(true) {
        return Err(EventRefusal::Settings(SettingsError::LateEntryInKnockout));
    }
    let settings = EventSettings {
        format,
        variant: options.variant.unwrap_or(Variant::Standard),
        days_per_move: options.days_per_move.unwrap_or(DEFAULT_DAYS_PER_MOVE),
        rated: options.rated.unwrap_or(true),
        rounds: options.rounds.unwrap_or(DEFAULT_ROUNDS),
        round_days: options.round_days.unwrap_or(DEFAULT_ROUND_DAYS),
        // A knockout's bracket is drawn at the start.
        late_entry: swiss && options.late_entry.unwrap_or(true),
        forfeit_on_withdrawal: options.forfeit_on_withdrawal.unwrap_or(true),
        limits: EntryLimits {
            max_players: options.max_players,
            min_rating: options.min_rating,
            max_rating: options.max_rating,
            max_time_losses: options.max_time_losses,
        },
        best_of: options.best_of.unwrap_or(1),
    };
    settings.validated().map_err(EventRefusal::Settings)
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

pub(in crate::service) fn create(
    service: &GameService,
    request: &Asked,
    name: &str,
    options: &EventOptions,
) -> Handled<Reply> {
    if !request.actor_is_admin {
        return Err(Refusal::NotAdmin(AdminAction::CreateEvent).into());
    }
    let name = check_name(name)?;
    round_robin::check_pace(options)?;
    let format = options.format.as_deref().and_then(EventFormat::parse);
    let round_robin_rules = round_robin::rules_of(format.unwrap_or(EventFormat::Swiss), options)?;
    let divided = options.format.as_deref() == Some(EventFormat::Divisions.as_str());
    let settings = match divided {
        true => settings_of(&divisions::shared_options(options))?,
        false => settings_of(options)?,
    };
    let ladder_rules = ladder::rules_of(settings.format, options.reach, options.inactive_days)?;
    let division_rules = divisions::rules_of(settings.format, options)?;
    let new = NewEvent {
        guild: guild_key(request.place.guild),
        channel: request.place.channel,
        name,
        settings,
        organiser: request.actor.id,
        seed_key: (service.seeds)(),
    };
    service.change(request, |tx, now| {
        let id = events::insert_event(tx, &new, now).map_err(|error| {
            if games::is_unique_violation(&error) {
                Failure::from(Refusal::from(EventRefusal::Exists(new.name.clone())))
            } else {
                Failure::from(error)
            }
        })?;
        if let Some(rules) = ladder_rules {
            return ladder::created(tx, id, rules, &request.actor, &new);
        }
        if let Some(rules) = round_robin_rules {
            return round_robin::created(tx, id, rules, &request.actor, &new);
        }
        if let Some(rules) = division_rules {
            return divisions::created(tx, id, rules, &request.actor, &new);
        }
        Ok(Applied::without_game(Reply::public(created_message(
            &request.actor,
            &new,
        ))))
    })
}

fn created_message(actor: &Actor, new: &NewEvent) -> Msg {
    let s = &new.settings;
    if s.format == EventFormat::Knockout {
        return Msg::new("event-created-knockout")
            .text("actor", actor.name.as_str())
            .text("event", new.name.as_str())
            .msg("variant", variant_name(s.variant))
            .number("best-of", s.best_of)
            .number("days", s.days_per_move)
            .number("round-days", s.round_days)
            .text("rated", s.rated.to_string());
    }
    Msg::new("event-created")
        .text("actor", actor.name.as_str())
        .text("event", new.name.as_str())
        .msg("variant", variant_name(s.variant))
        .number("rounds", s.rounds)
        .number("days", s.days_per_move)
        .number("round-days", s.round_days)
        .text("rated", s.rated.to_string())
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

pub(in crate::service) fn join(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find(tx, request, name)?;
        if event.settings.format == EventFormat::Ladder {
            return ladder::join(tx, request, &event, now);
        }
        if event.settings.format == EventFormat::RoundRobin {
            round_robin::check_entry(tx, &event)?;
        }
        if event.settings.format == EventFormat::Divisions && event.state == EventState::Running {
            return divisions::join_later(tx, request, &event, now);
        }
        enter(tx, request, &event, now, |name| {
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
            .msg("roster", roster(tx, &event)?);
        Ok(Applied::without_game(Reply::public(text)))
    })
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

/// Whether the event takes players now: not over, not started unless late entries
/// are allowed, not full.
fn check_entry(conn: &Connection, event: &EventRow) -> Result<(), Failure> {
    match event.state {
        EventState::Finished => {
            return Err(Refusal::from(EventRefusal::Finished(event.name.clone())).into())
        }
        EventState::Running if event.settings.format == EventFormat::Knockout => {
            return Err(Refusal::from(EventRefusal::KnockoutStarted(event.name.clone())).into())
        }
        EventState::Running if !event.settings.late_entry => {
            return Err(Refusal::from(EventRefusal::LateEntryClosed(event.name.clone())).into())
        }
        _ => {}
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
pub(in crate::service) fn leave(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find_leaving(tx, request, name)?;
        let actor = request.actor.clone();
        if event.settings.format == EventFormat::Ladder {
            return ladder::leave(tx, &event, &actor, now);
        }
        if event.settings.format == EventFormat::Divisions && event.state == EventState::Running {
            return divisions::leave(tx, &event, &actor, now);
        }
        match event.state {
            EventState::Open => {
                if !events::remove_player(tx, event.id, actor.id)? {
                    return Err(not_playing(&event, &actor));
                }
                let text = Msg::new("event-left")
                    .text("player", actor.name.as_str())
                    .text("event", event.name.as_str())
                    .msg("roster", roster(tx, &event)?);
                Ok(Applied::without_game(Reply::public(text)))
            }
            EventState::Running => deadline::withdraw(tx, &event, &actor, now),
            EventState::Finished => Err(Refusal::from(EventRefusal::Finished(event.name)).into()),
        }
    })
}

fn not_playing(event: &EventRow, player: &Actor) -> Failure {
    Refusal::from(EventRefusal::NotPlaying {
        name: event.name.clone(),
        player: player.name.clone(),
    })
    .into()
}

/// The organiser withdraws a player (before the start: removes them).
pub(in crate::service) fn withdraw(
    service: &GameService,
    request: &Asked,
    name: &str,
    player: &Actor,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find_leaving(tx, request, name)?;
        check_organiser(request, &event)?;
        if event.settings.format == EventFormat::Ladder {
            return ladder::leave(tx, &event, player, now);
        }
        if event.settings.format == EventFormat::Divisions && event.state == EventState::Running {
            return divisions::leave(tx, &event, player, now);
        }
        match event.state {
            EventState::Open => {
                if !events::remove_player(tx, event.id, player.id)? {
                    return Err(not_playing(&event, player));
                }
                let text = Msg::new("event-left")
                    .text("player", player.name.as_str())
                    .text("event", event.name.as_str())
                    .msg("roster", roster(tx, &event)?);
                Ok(Applied::without_game(Reply::public(text)))
            }
            EventState::Running => deadline::withdraw(tx, &event, player, now),
            EventState::Finished => Err(Refusal::from(EventRefusal::Finished(event.name)).into()),
        }
    })
}

/// Pairs round 1 and opens its games. Run again while the event is running, it hands
/// out the threads of the current round that were not opened (the front failed).
pub(in crate::service) fn start(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    let mut handed_out = Vec::new();
    let mut league = false;
    let reply = service.change(request, |tx, now| {
        let mut event = find(tx, request, name)?;
        check_organiser(request, &event)?;
        league = crate::store::round_robins::all_at_once(tx, event.id)?;
        if event.settings.format == EventFormat::Ladder {
            return Err(Refusal::from(LadderRefusal::NoStart(event.name)).into());
        }
        let news = match event.state {
            EventState::Open => {
                let news = start_event(tx, &mut event, now)?;
                // Taken while this transaction holds the write lock.
                let threads = take_threads(service, news.threads);
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

fn start_event(tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
    let format = event.settings.format;
    if format == EventFormat::Divisions {
        return divisions::start(tx, event, now);
    }
    let players = events::players(tx, event.id)?.len();
    model::check_start(format, players, event.settings.rounds).map_err(|error| {
        Refusal::from(EventRefusal::CannotStart {
            name: event.name.clone(),
            error,
        })
    })?;
    if format == EventFormat::RoundRobin {
        round_robin::fix_rounds(tx, event, players)?;
    }
    if !events::set_state(tx, event, EventState::Running, now)? {
        return Err(Refusal::PositionChanged.into());
    }
    event.state = EventState::Running;
    event.version += 1;
    match format {
        EventFormat::Knockout => knockout::start(tx, event, now),
        EventFormat::RoundRobin => round_robin::open_round(tx, event, 1, now),
        _ => rounds::open_round(tx, event, 1, now),
    }
}

/// The current round's games whose threads are not open and no front is opening.
fn reopen_threads(service: &GameService, tx: &Connection, event: &EventRow) -> Handled<EventNews> {
    let pairings = events::pairings(tx, event.id)?;
    let mut waiting = rounds::threads_to_open(tx, event, &pairings)?;
    waiting.extend(divisions::threads_to_open(tx, event)?);
    if waiting.is_empty() {
        return Err(Refusal::from(EventRefusal::AlreadyStarted(event.name.clone())).into());
    }
    let threads = take_threads(service, waiting);
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
pub(in crate::service) fn threads_waiting(
    service: &GameService,
) -> anyhow::Result<Vec<(u64, ThreadToOpen)>> {
    let waiting = service.store.with_conn(|conn| {
        let mut waiting = Vec::new();
        for event in events::running_events(conn)? {
            let pairings = events::pairings(conn, event.id)?;
            for thread in rounds::threads_to_open(conn, &event, &pairings)? {
                waiting.push((event.channel, thread));
            }
        }
        waiting.extend(ladder::threads_waiting(conn)?);
        anyhow::Ok(waiting)
    })?;
    let parents: HashMap<i64, u64> = waiting.iter().map(|(c, t)| (t.game_id, *c)).collect();
    let threads = take_threads(service, waiting.into_iter().map(|(_, t)| t).collect());
    Ok(threads
        .into_iter()
        .map(|thread| (parents[&thread.game_id], thread))
        .collect())
}

/// The public post of a round's opening (or the end of the event).
pub(in crate::service) fn news_reply(news: EventNews) -> Reply {
    Reply {
        lines: news.lines,
        ping: news.ping,
        threads: news.threads,
        ..Reply::default()
    }
}

/// `locale`: the language of the post, for the table's headings.
pub(in crate::service) fn show_standings(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        if event.settings.format == EventFormat::Ladder {
            return ladder::standings(conn, &event, locale);
        }
        if event.state == EventState::Open {
            let text = Msg::new("event-not-started-yet")
                .text("event", event.name.as_str())
                .msg("roster", roster(conn, &event)?);
            return Ok(Reply::public(text));
        }
        if event.settings.format == EventFormat::Knockout {
            return Ok(knockout::standings_reply(conn, &event, locale)?);
        }
        if event.settings.format == EventFormat::RoundRobin {
            let caller = request.actor.id;
            return Ok(round_robin::standings_reply(conn, &event, caller, locale)?);
        }
        if event.settings.format == EventFormat::Divisions {
            return divisions::standings(conn, &event, locale);
        }
        let loaded = loaded::load(conn, &event)?;
        let rows = standings::rows(&loaded);
        let mut lines = standings::lines(&event, &loaded, &rows, locale);
        if event.state == EventState::Finished {
            lines.push(Msg::new("event-is-over"));
        }
        Ok(Reply {
            lines,
            ..Reply::default()
        })
    })
}

/// A round's pairings; the latest round when none is named.
pub(in crate::service) fn show_pairings(
    service: &GameService,
    request: &Asked,
    name: &str,
    round: Option<u32>,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        if event.settings.format == EventFormat::Ladder {
            return Err(Refusal::from(LadderRefusal::NoRounds(event.name)).into());
        }
        if event.settings.format == EventFormat::Knockout {
            return knockout::show_matches(conn, event, round);
        }
        if event.settings.format == EventFormat::RoundRobin {
            return round_robin::show_pairings(conn, event, round);
        }
        if event.settings.format == EventFormat::Divisions {
            return divisions::pairings(conn, &event, round);
        }
        let loaded = loaded::load(conn, &event)?;
        let latest = loaded.rounds.last().map(|r| r.number);
        let round = standings::round_shown(&event.name, latest, round).map_err(Refusal::from)?;
        Ok(Reply {
            lines: standings::pairing_lines(&event, &loaded, round),
            ..Reply::default()
        })
    })
}

/// The event as a FIDE tournament report: the closed rounds, players placed by the
/// standings.
pub(in crate::service) fn export(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let event = find(conn, request, name)?;
        if event.settings.format == EventFormat::Ladder {
            return Err(Refusal::from(LadderRefusal::NoRounds(event.name)).into());
        }
        if event.settings.format == EventFormat::Knockout {
            return Err(Refusal::from(EventRefusal::KnockoutHasNoReport(event.name)).into());
        }
        if event.settings.format == EventFormat::Divisions {
            return Err(divisions::no_report(conn, &event));
        }
        if event.state == EventState::Open {
            return Err(Refusal::from(EventRefusal::NotStarted(event.name)).into());
        }
        let text = trf_text(conn, &event)?;
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

/// The report's text.
pub(crate) fn trf_text(conn: &Connection, event: &EventRow) -> anyhow::Result<String> {
    if event.settings.format == EventFormat::RoundRobin {
        return round_robin::trf_text(conn, event);
    }
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

/// A running league's line: its games all open at once, so rounds say nothing and
/// the games played say how far it is.
fn league_list_line(conn: &Connection, event: &EventRow, players: usize) -> anyhow::Result<Msg> {
    let (played, games) = events::games_ended(conn, event.id)?;
    Ok(Msg::new("event-list-league-line")
        .text("event", event.name.as_str())
        .number("players", players)
        .number("played", played)
        .number("games", games))
}

/// The server's events, newest first.
pub(in crate::service) fn list(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let guild = guild_key(request.place.guild);
        let found = events::events_of_guild(conn, guild)?;
        if found.is_empty() {
            return Ok(Reply::private(Msg::new("event-list-empty")));
        }
        let mut lines = vec![Msg::new("event-list-title")];
        for event in &found {
            if event.settings.format == EventFormat::Ladder {
                lines.push(ladder::list_line(conn, event)?);
                continue;
            }
            // A season's divisions are shown by their divisions event.
            if divisions::is_division(conn, event.id)? {
                continue;
            }
            if event.settings.format == EventFormat::Divisions {
                lines.push(divisions::list_line(conn, event)?);
                continue;
            }
            let players = events::players(conn, event.id)?;
            if event.state == EventState::Running && round_robins::all_at_once(conn, event.id)? {
                let entered = players.iter().filter(|p| !p.withdrawn).count();
                lines.push(league_list_line(conn, event, entered)?);
                continue;
            }
            let round = events::rounds(conn, event.id)?.len();
            let rounds = match (event.settings.format, event.state) {
                // Until the start a knockout's rounds follow from the players so far.
                (EventFormat::Knockout, EventState::Open) => {
                    players.len().max(2).next_power_of_two().trailing_zeros()
                }
                (EventFormat::RoundRobin, _) => {
                    round_robin::listed_rounds(conn, event, players.len())?
                }
                _ => event.settings.rounds,
            };
            lines.push(
                Msg::new("event-list-line")
                    .text("event", event.name.as_str())
                    .text("format", event.settings.format.as_str())
                    .text("state", event.state.as_str())
                    .number("players", players.iter().filter(|p| !p.withdrawn).count())
                    .number("round", round)
                    .number("rounds", rounds),
            );
        }
        Ok(Reply {
            lines,
            ephemeral: true,
            ..Reply::default()
        })
    })
}
