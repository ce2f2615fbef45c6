//! Round robin events at correspondence pace: the schedule's rounds
//! ([`lyngk_domain::round_robin::pair_round`]) opened one at a time, a round's
//! games together in their own threads; the next round opens when the last game ends
//! or at the deadline (the Swiss path in [`super::rounds`] and [`super::deadline`]).
//!
//! A withdrawn player is never seated again: each game the schedule still gives them is
//! a walkover for the opponent when the event counts forfeits, else the opponent sits
//! out that round. Standings: points, then Sonneborn-Berger, then stacks removed.

mod all_at_once;
mod standings;

pub(super) use standings::show_pairings;
pub(super) use standings::trf_text;
pub(super) use standings::{cells as standings_cells, load as load_results};
pub(super) use standings::{shown as shown_standings, COLUMNS as STANDINGS_COLUMNS};

use super::super::super::api::{Actor, EventOptions, Reply};
use super::super::super::refusal::Refusal;
use super::super::super::{Applied, Failure, Handled};
use super::super::league::variant_name;
use super::rounds::{self, EventNews};
use anyhow::anyhow;
use lyngk_domain::league::RoundRobin;
use lyngk_domain::round_robin::{
    max_players, pair_round, players_for, rounds_for, Pace, RoundRobinRefusal,
};
use lyngk_i18n::{Locale, MomentStyle, Msg};
use lyngk_store::events::{self, EventPlayer, EventRow, EventState, NewEvent};
use lyngk_store::round_robins::{self, RoundRobinRules, Walkover};
use rusqlite::Connection;

/// A round robin's own rules, as `options` ask for them, checked.
pub(super) fn rules_of(options: &EventOptions) -> Result<RoundRobinRules, Refusal> {
    let legs = options.legs.unwrap_or(RoundRobin::Single);
    let pace = options.pace.unwrap_or_default();
    if let Some(best_of) = options.best_of.filter(|&b| b != 1) {
        return Err(RoundRobinRefusal::BestOf(best_of).into());
    }
    if let Some(rounds) = options.rounds {
        if players_for(rounds, legs).is_empty() {
            return Err(RoundRobinRefusal::ImpossibleRounds { rounds, legs }.into());
        }
    }
    let max = most_players(legs, pace);
    if let Some(given) = options.max_players.filter(|&m| m as usize > max) {
        return Err(RoundRobinRefusal::MaxPlayers { given, max, legs }.into());
    }
    Ok(RoundRobinRules {
        legs,
        rounds_named: options.rounds,
        pace,
    })
}

/// The most players a round robin takes: all the schedule holds when every game opens
/// at the start (its rounds are no event's rounds to limit), else as many as an
/// event's rounds allow.
pub(super) fn most_players(legs: RoundRobin, pace: Pace) -> usize {
    match pace {
        Pace::AllAtOnce => lyngk_domain::league::MAX_PLAYERS,
        Pace::RoundByRound => max_players(legs),
    }
}

/// The round-by-round settings that mean nothing when every game opens at once: a
/// round's days (no round has a deadline). `options` as given, before defaults.
pub(super) fn check_pace(options: &EventOptions) -> Result<(), Refusal> {
    match (options.pace, options.round_days) {
        (Some(Pace::AllAtOnce), Some(_)) => Err(RoundRobinRefusal::RoundDaysAllAtOnce.into()),
        _ => Ok(()),
    }
}

/// Stores a new round robin's settings; the public post that announces it.
pub(super) fn created(
    tx: &Connection,
    event: i64,
    rules: RoundRobinRules,
    actor: &Actor,
    new: &NewEvent,
) -> Handled<Applied> {
    round_robins::insert_rules(tx, event, rules)?;
    let s = &new.settings;
    if rules.pace == Pace::AllAtOnce {
        // Announced as leagues always were.
        let text = Msg::new("league-created")
            .text("actor", actor.name.as_str())
            .text("league", new.name.as_str())
            .msg("variant", variant_name(s.variant))
            .text("rounds", super::super::league::rounds(rules.legs))
            .msg(
                "clock",
                super::super::league::per_move(Some(s.days_per_move)),
            );
        return Ok(Applied::without_game(Reply::public(text)));
    }
    let text = Msg::new("event-created-round-robin")
        .text("actor", actor.name.as_str())
        .text("event", new.name.as_str())
        .msg("variant", variant_name(s.variant))
        .number("legs", rules.legs.legs())
        .number("days", s.days_per_move)
        .number("round-days", s.round_days)
        .text("rated", s.rated.to_string())
        .number("max", max_players(rules.legs));
    Ok(Applied::without_game(Reply::public(text)))
}

/// Whether the round robin takes another player: not once started (the schedule is
/// drawn), not beyond the most its rounds allow. The checks every event makes follow.
pub(super) fn check_entry(conn: &Connection, event: &EventRow) -> Result<(), Failure> {
    match event.state {
        EventState::Running => {
            return Err(Refusal::from(RoundRobinRefusal::Started(event.name.clone())).into())
        }
        // Refused as any event that is over.
        EventState::Finished => return Ok(()),
        EventState::Open => {}
    }
    let rules = round_robins::rules(conn, event.id)?;
    let (legs, max) = (rules.legs, most_players(rules.legs, rules.pace));
    if events::players(conn, event.id)?.len() >= max {
        return Err(Refusal::from(RoundRobinRefusal::Full {
            name: event.name.clone(),
            max,
            legs,
        })
        .into());
    }
    Ok(())
}

/// The rounds `players` make, checked against the rounds named at the creation and
/// stored (until the start the event holds a placeholder).
pub(super) fn fix_rounds(conn: &Connection, event: &mut EventRow, players: usize) -> Handled<()> {
    let rules = round_robins::rules(conn, event.id)?;
    let needed = rounds_for(players, rules.legs);
    if let Some(rounds) = rules.rounds_named.filter(|&r| r != needed) {
        return Err(Refusal::from(RoundRobinRefusal::RoundsDisagree {
            name: event.name.clone(),
            rounds,
            players,
            needed,
            legs: rules.legs,
        })
        .into());
    }
    events::set_rounds(conn, event.id, needed)?;
    event.settings.rounds = needed;
    Ok(())
}

/// The rounds an event shows in the list: before the start, what the players so far
/// would make.
pub(super) fn listed_rounds(
    conn: &Connection,
    event: &EventRow,
    players: usize,
) -> anyhow::Result<u32> {
    match event.state {
        EventState::Open => {
            let legs = round_robins::rules(conn, event.id)?.legs;
            Ok(rounds_for(players.max(2), legs))
        }
        _ => Ok(event.settings.rounds),
    }
}

/// Opens round `number` of the schedule: its games, and for a withdrawn player's
/// games a walkover or a bye. A round left with no game to play is closed at once and
/// the next one opened; the event ends after its last round, or when fewer than two
/// players are left.
pub(super) fn open_round(
    conn: &Connection,
    event: &EventRow,
    number: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    if number == 1 && round_robins::all_at_once(conn, event.id)? {
        return all_at_once::open_all(conn, event, now);
    }
    let mut news = EventNews::default();
    for number in number..=event.settings.rounds {
        let players = events::players(conn, event.id)?;
        if players.iter().filter(|p| !p.withdrawn).count() < 2 {
            break;
        }
        let opened = open_one_round(conn, event, &players, number, now)?;
        news.lines.extend(opened.lines);
        news.ping.extend(opened.ping);
        if !opened.threads.is_empty() {
            news.threads = opened.threads;
            return Ok(news);
        }
        events::close_round(conn, event.id, number, now)?;
    }
    let finished = standings::finish(conn, event, now)?;
    news.lines.extend(finished.lines);
    Ok(news)
}

fn open_one_round(
    conn: &Connection,
    event: &EventRow,
    players: &[EventPlayer],
    number: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    let legs = round_robins::rules(conn, event.id)?.legs;
    let round = pair_round(players, legs, number)
        .ok_or_else(|| anyhow!("event {} has no round {number}", event.id))?;
    let opened = rounds::insert_round(conn, event, number, now)?;
    let mut news = EventNews::default();
    let mut seated = Vec::new();
    for (slot, [white, black]) in round.games.iter().enumerate() {
        let line = match (white.withdrawn, black.withdrawn) {
            (false, false) => {
                let game = rounds::create_game(conn, event, number, slot, [white, black], now)?;
                events::insert_pairing(
                    conn,
                    event.id,
                    number,
                    white.entry,
                    Some((black.entry, game)),
                )?;
                news.ping.extend([white.user, black.user]);
                seated.push(game);
                Msg::new("event-pairing-line")
                    .player("white", white.user, white.name.as_str())
                    .player("black", black.user, black.name.as_str())
            }
            (true, true) => continue,
            (false, true) => {
                news.ping.push(white.user);
                left_alone(conn, event, number, [white, black], black, white)?
            }
            (true, false) => {
                news.ping.push(black.user);
                left_alone(conn, event, number, [white, black], white, black)?
            }
        };
        news.lines.push(line);
    }
    if let Some(bye) = round.bye.filter(|p| !p.withdrawn) {
        events::insert_pairing(conn, event.id, number, bye.entry, None)?;
        news.ping.push(bye.user);
        news.lines.push(Msg::new("round-robin-bye-line").player(
            "player",
            bye.user,
            bye.name.as_str(),
        ));
    }
    let title = match seated.is_empty() {
        true => Msg::new("round-robin-round-without-games"),
        false => Msg::new("event-round-opens"),
    };
    news.lines.insert(
        0,
        title
            .text("event", event.name.as_str())
            .number("round", number)
            .number("rounds", event.settings.rounds)
            .moment("deadline", opened.deadline_at, MomentStyle::DateTime),
    );
    let pairings: Vec<_> = events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| p.round == number)
        .collect();
    news.threads = rounds::threads_to_open(conn, event, &pairings)?;
    Ok(news)
}

/// A scheduled game whose `withdrawn` player has left: a walkover for `present` when
/// the event counts forfeits, else a bye. The line that says so.
fn left_alone(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    [white, black]: [&EventPlayer; 2],
    withdrawn: &EventPlayer,
    present: &EventPlayer,
) -> anyhow::Result<Msg> {
    if event.settings.forfeit_on_withdrawal {
        let walkover = Walkover {
            round,
            white: white.entry,
            black: black.entry,
            forfeited_by: withdrawn.entry,
        };
        round_robins::insert_walkover(conn, event.id, walkover)?;
        return Ok(Msg::new("round-robin-walkover-line")
            .player("winner", present.user, present.name.as_str())
            .text("loser", withdrawn.name.as_str()));
    }
    events::insert_pairing(conn, event.id, round, present.entry, None)?;
    Ok(Msg::new("round-robin-withdrawn-bye-line")
        .player("player", present.user, present.name.as_str())
        .text("opponent", withdrawn.name.as_str()))
}

/// A game of the round robin ended (in the transaction that ended it): when it was
/// the round's last, the round closes and the next opens; a league playing every game
/// at once ends with its last game.
pub(super) fn game_finished(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    if round_robins::all_at_once(conn, event.id)? {
        return Ok(all_at_once::game_finished(conn, event, round, now)?);
    }
    rounds::close_when_played(conn, event, round, || close_round(conn, event, round, now))
}

/// Records the round and goes on: the next round, or the end of the event.
pub(super) fn close_round(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    events::close_round(conn, event.id, round, now)?;
    open_round(conn, event, round + 1, now)
}

/// The standings as text and as an image (with its alt text), `caller`'s row
/// highlighted in the image: a league's table when every game opened at once.
pub(super) fn standings_reply(
    conn: &Connection,
    event: &EventRow,
    caller: u64,
    locale: Locale,
) -> anyhow::Result<Reply> {
    match round_robins::all_at_once(conn, event.id)? {
        true => all_at_once::standings_reply(conn, event, caller, locale),
        false => standings::standings_reply(conn, event, caller, locale),
    }
}
