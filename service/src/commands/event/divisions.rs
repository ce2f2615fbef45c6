//! Divisions and seasons in the bot. A divisions event is permanent: its players are
//! split by rating into divisions (`lyngk_events::season`), and each season's
//! division is played as an event of its own (a Swiss or a round robin, as the
//! organiser chose, named `Spring · S1 · D2`), whose rounds, deadlines, withdrawals
//! and standings are that format's code.
//!
//! Rounds advance per division, not together: each division's next round is paired
//! when its own last game ends or at its own deadline, so a division whose games end
//! quickly does not wait for a slow one (its round deadline bounds every round
//! anyway). The season ends when every division has finished: places are recorded,
//! the moves announced, and after the pause the background job ([`season_jobs`])
//! opens the next season with last season's players moved up and down, less those
//! who left, plus newcomers in the bottom division.

mod board;
pub(super) mod page;
mod played;

use super::super::super::api::{Actor, Outbound, Reply, Subject};
use super::super::super::game_end::GameEndListener;
use super::super::super::refusal::Refusal;
use super::super::super::{Applied, Failure, Handled};
use super::super::league::variant_name;
use super::rounds::{self, EventNews};
use super::{deadline, join_again, not_playing};
use crate::Asked;
use anyhow::anyhow;
use lyngk_domain::clock::DAY;
use lyngk_domain::divisions::{division_event_name, DivisionPlay, DivisionRules, DivisionsRefusal};
use lyngk_domain::event::{pairing_rating, EntryLimits, EventFormat, EventSettings};
use lyngk_domain::league::RoundRobin;
use lyngk_domain::round_robin::rounds_for as round_robin_rounds;
use lyngk_events::season::{Divisions, Rated, SeasonError};
use lyngk_events::swiss::PlayerId;
use lyngk_i18n::{MomentStyle, Msg};
use lyngk_store::clock_rules;
use lyngk_store::events::{self, EventPlayer, EventRow, EventState, NewEvent};
use lyngk_store::round_robins::{self, RoundRobinRules};
use lyngk_store::seasons::{self, Season};
use lyngk_store::{locales, ratings};
use rusqlite::Connection;
use std::collections::{BTreeSet, HashMap};

pub(super) use board::{list_line, pairings, standings};

/// The options the shared settings check reads: a division's rounds and late entry
/// are the divisions' own (checked by [`rules_of`]).
pub(super) fn shared_options(options: &super::EventOptions) -> super::EventOptions {
    super::EventOptions {
        rounds: None,
        late_entry: None,
        best_of: None,
        ..options.clone()
    }
}

/// Stores a new divisions event's rules; the public post that announces it.
pub(super) fn created(
    tx: &Connection,
    event: i64,
    rules: DivisionRules,
    actor: &Actor,
    new: &NewEvent,
) -> Handled<Applied> {
    seasons::insert_rules(tx, event, rules)?;
    let text = Msg::new("divisions-created")
        .text("actor", actor.name.as_str())
        .text("event", new.name.as_str())
        .msg("variant", variant_name(new.settings.variant))
        .number("size", rules.division_size)
        .number("movers", rules.movers)
        .number("pause", rules.pause_days)
        .text("play", played_as_text(rules))
        .number("days", new.settings.days_per_move)
        .number("round-days", new.settings.round_days)
        .text("rated", new.settings.rated.to_string());
    Ok(Applied::without_game(Reply::public(text)))
}

/// What the divisions play, as the announcement's message selects it.
fn played_as_text(rules: DivisionRules) -> &'static str {
    match (rules.play, rules.legs) {
        (DivisionPlay::RoundRobin, RoundRobin::Double) => "round_robin_double",
        (play, _) => play.as_str(),
    }
}

pub(super) fn rules(conn: &Connection, event: &EventRow) -> anyhow::Result<DivisionRules> {
    seasons::rules(conn, event.id)?.ok_or_else(|| anyhow!("divisions {} have no rules", event.id))
}

/// A player's rating now, as pairing numbers use it (newcomers 1500).
fn rating_now(conn: &Connection, event: &EventRow, player: &EventPlayer) -> anyhow::Result<u16> {
    let stored = ratings::rating(conn, ratings::guild_key(Some(event.guild)), player.user)?;
    let row = stored.unwrap_or_else(|| ratings::RatingRow::newcomer(player.user, &player.name));
    Ok(pairing_rating(row.rating.rating))
}

/// The first season: the players still entered split by their ratings now.
pub(super) fn start(tx: &Connection, event: &mut EventRow, now: i64) -> Handled<EventNews> {
    let rules = rules(tx, event)?;
    let roster = events::players(tx, event.id)?;
    let present: Vec<&EventPlayer> = roster.iter().filter(|p| !p.withdrawn).collect();
    if present.len() < 2 {
        return Err(Refusal::from(DivisionsRefusal::TooFewPlayers {
            name: event.name.clone(),
            players: present.len(),
        })
        .into());
    }
    let mut rated = Vec::new();
    for player in present {
        rated.push(Rated {
            player: PlayerId(player.entry),
            rating: rating_now(tx, event, player)?,
        });
    }
    let divisions = Divisions::by_rating(&rated, rules.season())
        .map_err(|error| anyhow!("forming the divisions of {}: {error}", event.id))?;
    if !events::set_state(tx, event, EventState::Running, now)? {
        return Err(Refusal::PositionChanged.into());
    }
    event.state = EventState::Running;
    event.version += 1;
    open_season(tx, event, rules, 1, &divisions, now)
}

/// Opens season `number` with `divisions` (players named by their entry in the
/// divisions event): each division's event created and its first round paired.
/// Opening a season that exists already does nothing (a repeated job).
fn open_season(
    conn: &Connection,
    event: &EventRow,
    rules: DivisionRules,
    number: u32,
    divisions: &Divisions,
    now: i64,
) -> Result<EventNews, Failure> {
    if !seasons::insert_season(conn, event.id, number, now)? {
        return Ok(EventNews::default());
    }
    let roster = events::players(conn, event.id)?;
    let players = divisions.divisions().iter().map(Vec::len).sum::<usize>();
    let mut news = EventNews::default();
    news.lines.push(
        Msg::new("divisions-season-opens")
            .text("event", event.name.as_str())
            .number("season", number)
            .number("divisions", divisions.divisions().len())
            .number("players", players),
    );
    for (index, division) in divisions.divisions().iter().enumerate() {
        let mut members = Vec::new();
        for (seat, id) in division.iter().enumerate() {
            let player = roster
                .iter()
                .find(|p| p.entry == id.0)
                .ok_or_else(|| anyhow!("divisions {} lost entry {}", event.id, id.0))?;
            seasons::insert_member(
                conn,
                event.id,
                number,
                player.user,
                index as u32,
                seat as u32,
            )?;
            members.push(player);
        }
        let opened = open_division(conn, event, rules, number, index, &members, now)?;
        news.lines.extend(opened.lines);
        news.ping.extend(opened.ping);
        news.threads.extend(opened.threads);
    }
    Ok(news)
}

/// The one place a division's play is chosen: the division is created as an event
/// of its own format and started, its later rounds following that format's code: a
/// Swiss of [`DivisionRules::rounds_for`] rounds, or a round robin of the rules' legs
/// whose rounds its players make.
fn open_division(
    conn: &Connection,
    event: &EventRow,
    rules: DivisionRules,
    season: u32,
    division: usize,
    players: &[&EventPlayer],
    now: i64,
) -> Result<EventNews, Failure> {
    let (format, rounds) = match rules.play {
        DivisionPlay::Swiss => (EventFormat::Swiss, rules.rounds_for(players.len())),
        DivisionPlay::RoundRobin => (
            EventFormat::RoundRobin,
            round_robin_rounds(players.len(), rules.legs),
        ),
    };
    let settings = EventSettings {
        format,
        rounds,
        // The season's players are fixed: newcomers wait for the next one.
        late_entry: false,
        limits: EntryLimits::default(),
        best_of: 1,
        ..event.settings
    };
    let new = NewEvent {
        guild: event.guild,
        channel: event.channel,
        name: division_event_name(&event.name, season, division),
        settings,
        organiser: event.organiser,
        seed_key: division_key(event.seed_key, season, division),
    };
    let id = events::insert_event(conn, &new, now)?;
    // Its games are the event's: the same vacation and weekend rules, every season.
    let clock = clock_rules::event_clock_rules(conn, event.id)?;
    clock_rules::set_event_clock_rules(conn, id, clock)?;
    seasons::insert_division(conn, event.id, season, division as u32, id)?;
    if rules.play == DivisionPlay::RoundRobin {
        let rules = RoundRobinRules {
            legs: rules.legs,
            rounds_named: None,
            // A division's rounds open one at a time, each with its deadline.
            pace: Default::default(),
        };
        round_robins::insert_rules(conn, id, rules)?;
    }
    for player in players {
        let rating = rating_now(conn, event, player)?;
        events::add_player(conn, id, player.user, &player.name, rating, now)?;
    }
    let mut played_as =
        events::event_by_id(conn, id)?.ok_or_else(|| anyhow!("division event {id} vanished"))?;
    if !events::set_state(conn, &played_as, EventState::Running, now)? {
        return Err(anyhow!("division event {id} changed while it was created").into());
    }
    played_as.state = EventState::Running;
    played_as.version += 1;
    super::format::played_as::division_played_as(format)?.open_first_round(conn, &played_as, now)
}

/// A division's secret seed key, drawn from the event's (games stay unpredictable).
fn division_key(key: u64, season: u32, division: usize) -> u64 {
    let mut z =
        key ^ (u64::from(season) << 32 | division as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A game ended (in its transaction): if it finished the last division of a
/// season, the season ends here. Returns what to announce.
pub(super) fn season_may_end(conn: &Connection, game: i64, now: i64) -> anyhow::Result<Vec<Msg>> {
    let Some((played_as, _)) = events::event_of_game(conn, game)? else {
        return Ok(Vec::new());
    };
    let Some((event, number, _)) = seasons::division_of_event(conn, played_as)? else {
        return Ok(Vec::new());
    };
    let season = seasons::latest_season(conn, event)?.filter(|s| s.number == number);
    match season {
        Some(season) if season.ended_at.is_none() => end_season(conn, &season, now),
        _ => Ok(Vec::new()),
    }
}

/// A season's divisions as the events they are played as, top first.
pub(super) fn division_events(
    conn: &Connection,
    event: i64,
    season: u32,
) -> anyhow::Result<Vec<EventRow>> {
    seasons::divisions(conn, event, season)?
        .into_iter()
        .map(|id| {
            events::event_by_id(conn, id)?.ok_or_else(|| anyhow!("division event {id} vanished"))
        })
        .collect()
}

/// Ends `season` if every division has finished: each player's place recorded, the
/// standings and moves announced, the next opening set. Nothing while a division
/// plays on, or once ended.
fn end_season(conn: &Connection, season: &Season, now: i64) -> anyhow::Result<Vec<Msg>> {
    let event = events::event_by_id(conn, season.event)?
        .ok_or_else(|| anyhow!("season of a missing event {}", season.event))?;
    let played_as = division_events(conn, event.id, season.number)?;
    if played_as.iter().any(|d| d.state != EventState::Finished) {
        return Ok(Vec::new());
    }
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let mut tables = Vec::new();
    for division in &played_as {
        let table = played::standings(conn, division, locale)?;
        for (place, &user) in table.order.iter().enumerate() {
            seasons::set_place(conn, event.id, season.number, user, place as u32 + 1)?;
        }
        tables.push(table.lines);
    }
    let rules = rules(conn, &event)?;
    let next_opens_at = now + i64::from(rules.pause_days) * DAY;
    if !seasons::end_season(conn, event.id, season.number, now, next_opens_at)? {
        return Ok(Vec::new());
    }
    let mut lines = vec![Msg::new("divisions-season-over")
        .text("event", event.name.as_str())
        .number("season", season.number)];
    lines.extend(tables.into_iter().flatten());
    lines.extend(board::move_lines(conn, &event, season.number)?);
    lines.push(
        Msg::new("divisions-next-season")
            .text("event", event.name.as_str())
            .number("season", season.number + 1)
            .moment("opens", next_opens_at, MomentStyle::DateTime),
    );
    Ok(lines)
}

/// A season as it ended: its divisions (players by their entry in the event) and
/// each division's final order.
pub(super) struct Ended {
    pub divisions: Divisions,
    pub standings: Vec<Vec<PlayerId>>,
}

/// Reads an ended season back: the divisions it was formed with and the places.
pub(super) fn ended(conn: &Connection, event: &EventRow, season: u32) -> anyhow::Result<Ended> {
    let rules = rules(conn, event)?;
    let roster = events::players(conn, event.id)?;
    let entry: HashMap<u64, u32> = roster.iter().map(|p| (p.user, p.entry)).collect();
    let members = seasons::members(conn, event.id, season)?;
    let count = members.iter().map(|m| m.division + 1).max().unwrap_or(0) as usize;
    let mut formed = vec![Vec::new(); count];
    let mut placed = vec![Vec::new(); count];
    for member in &members {
        let id = entry
            .get(&member.user)
            .map(|&entry| PlayerId(entry))
            .ok_or_else(|| anyhow!("season {season} of {} names a stranger", event.id))?;
        formed[member.division as usize].push(id);
        placed[member.division as usize].push((member.place.unwrap_or(u32::MAX), id));
    }
    let standings = placed
        .into_iter()
        .map(|mut division| {
            division.sort();
            division.into_iter().map(|(_, id)| id).collect()
        })
        .collect();
    let divisions = Divisions::from_divisions(formed, rules.season())
        .map_err(|error| anyhow!("season {season} of {}: {error}", event.id))?;
    Ok(Ended {
        divisions,
        standings,
    })
}

/// The next season after `season`, whose pause is over: last season's players
/// moved, less those who left, plus newcomers at the bottom. With fewer than two
/// players left the event ends instead.
fn open_next(conn: &Connection, season: &Season, now: i64) -> Result<EventNews, Failure> {
    let event = events::event_by_id(conn, season.event)?
        .ok_or_else(|| anyhow!("season of a missing event {}", season.event))?;
    let rules = rules(conn, &event)?;
    let last = ended(conn, &event, season.number)?;
    let roster = events::players(conn, event.id)?;
    let leavers: BTreeSet<PlayerId> = roster
        .iter()
        .filter(|p| p.withdrawn)
        .map(|p| PlayerId(p.entry))
        .collect();
    let mut newcomers = Vec::new();
    for player in roster.iter().filter(|p| !p.withdrawn) {
        if last.divisions.division_of(PlayerId(player.entry)).is_none() {
            newcomers.push(Rated {
                player: PlayerId(player.entry),
                rating: rating_now(conn, &event, player)?,
            });
        }
    }
    match last
        .divisions
        .next_season(&last.standings, &leavers, &newcomers)
    {
        Ok(next) => open_season(conn, &event, rules, season.number + 1, &next, now),
        Err(SeasonError::TooFewPlayers(players)) => {
            if !events::set_state(conn, &event, EventState::Finished, now)? {
                return Err(anyhow!("divisions {} changed inside the job", event.id).into());
            }
            let text = Msg::new("divisions-too-few-to-go-on")
                .text("event", event.name.as_str())
                .number("players", players);
            Ok(EventNews {
                lines: vec![text],
                ..EventNews::default()
            })
        }
        Err(error) => Err(anyhow!("next season of {}: {error}", event.id).into()),
    }
}

/// The background job's part: seasons whose divisions have all finished are ended
/// (when the last game did not end them already), and seasons whose pause is over
/// are followed by the next, posted in the event's channel. Idempotent: a season
/// opens once, however often the job runs.
pub(crate) fn season_jobs(conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
    let mut outbound = Vec::new();
    for season in seasons::seasons_running(conn)? {
        let lines = end_season(conn, &season, now)?;
        if !lines.is_empty() {
            outbound.push(post(conn, season.event, lines, Vec::new())?);
        }
    }
    for season in seasons::seasons_to_follow(conn, now)? {
        let news = open_next(conn, &season, now).map_err(|failure| match failure {
            Failure::Internal(error) => error,
            Failure::Refused(refusal) => anyhow!("unexpected refusal opening a season: {refusal}"),
        })?;
        // The games' threads wait for a front (`threads_waiting`), as a deadline's do.
        outbound.push(post(conn, season.event, news.lines, news.ping)?);
    }
    Ok(outbound)
}

fn post(
    conn: &Connection,
    event: i64,
    lines: Vec<Msg>,
    ping: Vec<u64>,
) -> anyhow::Result<Outbound> {
    let event = events::event_by_id(conn, event)?
        .ok_or_else(|| anyhow!("post for a missing event {event}"))?;
    Ok(Outbound::Channel {
        channel: event.channel,
        reply: Reply {
            lines,
            ping,
            locale: locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?,
            subject: Some(Subject::Event(event.id)),
            ..Reply::default()
        },
    })
}

/// Joins a divisions event that has started: into the bottom division from the
/// next season (again, after leaving).
pub(super) fn join_later(
    tx: &Connection,
    request: &Asked,
    event: &EventRow,
    now: i64,
) -> Handled<Applied> {
    let actor = &request.actor;
    join_again(tx, request, event, now)?;
    let latest = seasons::latest_season(tx, event.id)?.map_or(0, |s| s.number);
    let text = Msg::new("divisions-joined-next-season")
        .text("player", actor.name.as_str())
        .text("event", event.name.as_str())
        .number("season", latest + 1);
    Ok(Applied::without_game(Reply::public(text)))
}

/// `player` leaves a divisions event that has started (or the organiser withdraws
/// them): not in the next season; during a season they are also withdrawn from
/// their division, as from any event of its format.
pub(super) fn leave(
    tx: &Connection,
    event: &EventRow,
    player: &Actor,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    let roster = events::players(tx, event.id)?;
    if !roster.iter().any(|p| p.user == player.id && !p.withdrawn) {
        return Err(not_playing(event, player));
    }
    events::withdraw_player(tx, event.id, player.id, now)?;
    let left = Msg::new("divisions-left")
        .text("player", player.name.as_str())
        .text("event", event.name.as_str());
    let Some(division) = running_division_of(tx, event, player.id)? else {
        return Ok(Applied::without_game(Reply::public(left)));
    };
    let mut applied = deadline::withdraw(tx, &division, player, listener, now)?;
    applied.reply.lines.insert(0, left);
    Ok(applied)
}

/// The division event `user` is still playing in this season, if any.
fn running_division_of(
    conn: &Connection,
    event: &EventRow,
    user: u64,
) -> anyhow::Result<Option<EventRow>> {
    let Some(season) = seasons::latest_season(conn, event.id)?.filter(|s| s.ended_at.is_none())
    else {
        return Ok(None);
    };
    let members = seasons::members(conn, event.id, season.number)?;
    let Some(member) = members.iter().find(|m| m.user == user) else {
        return Ok(None);
    };
    let played_as = division_events(conn, event.id, season.number)?;
    let division = played_as.into_iter().nth(member.division as usize);
    let still_in = |d: &EventRow| -> anyhow::Result<bool> {
        Ok(d.state == EventState::Running
            && events::players(conn, d.id)?
                .iter()
                .any(|p| p.user == user && !p.withdrawn))
    };
    match division {
        Some(d) if still_in(&d)? => Ok(Some(d)),
        _ => Ok(None),
    }
}

/// The games of the running season's divisions still waiting for a thread (a front
/// failed to open them), for the organiser's `start` run again.
pub(super) fn threads_to_open(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<Vec<super::super::super::api::ThreadToOpen>> {
    let mut waiting = Vec::new();
    let Some(season) = seasons::latest_season(conn, event.id)? else {
        return Ok(waiting);
    };
    for division in division_events(conn, event.id, season.number)? {
        if division.state == EventState::Running {
            let pairings = events::pairings(conn, division.id)?;
            waiting.extend(rounds::threads_to_open(conn, &division, &pairings)?);
        }
    }
    Ok(waiting)
}

/// The divisions event `event` is a season's division of, if it is one: leaving or
/// withdrawing by a division's name acts on it, so the player also leaves the seasons
/// to come.
pub(super) fn parent_of(conn: &Connection, event: &EventRow) -> anyhow::Result<Option<EventRow>> {
    let Some((parent, _, _)) = seasons::division_of_event(conn, event.id)? else {
        return Ok(None);
    };
    let row = events::event_by_id(conn, parent)?
        .ok_or_else(|| anyhow!("division {} of a missing event {parent}", event.id))?;
    Ok(Some(row))
}

/// Whether `event` is a season's division (listed under its divisions event).
pub(super) fn is_division(conn: &Connection, event: i64) -> anyhow::Result<bool> {
    Ok(seasons::division_of_event(conn, event)?.is_some())
}

/// `/lyngk event export` of a divisions event: each division has its report.
pub(super) fn no_report(conn: &Connection, event: &EventRow) -> Failure {
    let season = seasons::latest_season(conn, event.id)
        .ok()
        .flatten()
        .map_or(1, |s| s.number);
    Refusal::from(DivisionsRefusal::ReportPerDivision {
        name: event.name.clone(),
        example: division_event_name(&event.name, season, 0),
    })
    .into()
}
