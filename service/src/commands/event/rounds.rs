//! An event's rounds: the Swiss rebuilt from the store, a round paired by FIDE's
//! Dutch system (`lyngk-events`) and opened, a round closed when its last game ends
//! or at its deadline, and the next one paired at once.

use super::super::super::api::{Reply, ThreadToOpen};
use super::super::super::table::Table;
use super::super::super::Failure;
use super::super::league::variant_name;
use super::super::scheduled::{self, ScheduledGame};
use super::loaded::{load, Loaded};
use anyhow::anyhow;
use lyngk_events::swiss::{self, PlayerId};
use lyngk_i18n::{MomentStyle, Msg};
use lyngk_rules::Player;
use lyngk_store::clock_rules;
use lyngk_store::events::{self, EventPairing, EventPlayer, EventRound, EventRow, EventState};
use lyngk_store::games::{self, Person};
use lyngk_store::{locales, ratings};
use rusqlite::Connection;
use std::collections::BTreeSet;

/// What an event says when a round opens or the event ends: lines for the public
/// post, the players it pings, and the new games' threads.
#[derive(Debug, Default)]
pub(crate) struct EventNews {
    pub lines: Vec<Msg>,
    pub ping: Vec<u64>,
    pub threads: Vec<ThreadToOpen>,
}

/// Pairs round `number` among the players still in and opens its games, or ends the
/// event when no round can be paired (fewer than two players left, or nobody left
/// who has not met).
pub(crate) fn open_round(
    conn: &Connection,
    event: &EventRow,
    number: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    let loaded = load(conn, event)?;
    let present: BTreeSet<PlayerId> = loaded
        .players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| PlayerId(p.entry))
        .collect();
    let pairing = match present.len() {
        0 | 1 => None,
        _ => swiss::pair_round(&loaded.swiss, &present).ok(),
    };
    let Some(pairing) = pairing else {
        return finish_event(conn, event, &loaded, now);
    };
    let round = insert_round(conn, event, number, now)?;
    let players = &loaded.players;
    for (slot, game) in pairing.games.iter().enumerate() {
        let (white, black) = (game.white.0, game.black.0);
        let id = create_game(
            conn,
            event,
            number,
            slot,
            [&players[white as usize], &players[black as usize]],
            now,
        )?;
        events::insert_pairing(conn, event.id, number, white, Some((black, id)))?;
    }
    if let Some(bye) = pairing.bye {
        events::insert_pairing(conn, event.id, number, bye.0, None)?;
    }
    round_news(conn, event, &round)
}

/// Stores round `number` as opened now, its deadline the event's round days away.
pub(super) fn insert_round(
    conn: &Connection,
    event: &EventRow,
    number: u32,
    now: i64,
) -> anyhow::Result<EventRound> {
    let round = EventRound {
        number,
        opened_at: now,
        deadline_at: event.settings.deadline(now),
        closed: false,
    };
    events::insert_round(conn, event.id, &round)?;
    Ok(round)
}

/// One game of the round, active at once in its placeholder channel.
pub(super) fn create_game(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    slot: usize,
    [white, black]: [&EventPlayer; 2],
    now: i64,
) -> Result<i64, Failure> {
    let person = |p: &EventPlayer| Person {
        id: p.user,
        name: p.name.clone(),
    };
    let game = ScheduledGame {
        guild: Some(event.guild).filter(|&g| g != 0),
        channel: events::placeholder_channel(event.id, round, slot),
        first: person(white),
        second: person(black),
        variant: event.settings.variant,
        days_per_move: Some(event.settings.days_per_move),
        rules: clock_rules::event_clock_rules(conn, event.id)?,
    };
    let seed = game_seed(event.seed_key, round, slot);
    let id = scheduled::create_game(conn, game, seed, now)?;
    if !event.settings.rated {
        ratings::mark_unrated(conn, id)?;
    }
    Ok(id)
}

/// A game's seed drawn from the event's secret key (SplitMix64 of key, round, slot).
fn game_seed(key: u64, round: u32, slot: usize) -> u64 {
    let mut z = key
        .wrapping_add(u64::from(round).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add((slot as u64 + 1).wrapping_mul(0xBF58_476D_1CE4_E5B9));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The public post of a round just opened (pairings, bye, deadline) and the
/// threads of its games.
fn round_news(
    conn: &Connection,
    event: &EventRow,
    round: &EventRound,
) -> Result<EventNews, Failure> {
    let players = events::players(conn, event.id)?;
    let pairings: Vec<EventPairing> = events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| p.round == round.number)
        .collect();
    let mut news = EventNews::default();
    news.lines.push(
        Msg::new("event-round-opens")
            .text("event", event.name.as_str())
            .number("round", round.number)
            .number("rounds", event.settings.rounds)
            .moment("deadline", round.deadline_at, MomentStyle::DateTime),
    );
    for pairing in &pairings {
        let white = &players[pairing.white as usize];
        match pairing.black {
            Some(black) => {
                let black = &players[black as usize];
                news.lines.push(
                    Msg::new("event-pairing-line")
                        .player("white", white.user, white.name.as_str())
                        .player("black", black.user, black.name.as_str()),
                );
                news.ping.extend([white.user, black.user]);
            }
            None => {
                news.lines.push(Msg::new("event-bye-line").player(
                    "player",
                    white.user,
                    white.name.as_str(),
                ));
                news.ping.push(white.user);
            }
        }
    }
    news.threads = threads_to_open(conn, event, &pairings)?;
    Ok(news)
}

/// The round's games still waiting for a thread, with their opening messages.
pub(crate) fn threads_to_open(
    conn: &Connection,
    event: &EventRow,
    pairings: &[EventPairing],
) -> anyhow::Result<Vec<ThreadToOpen>> {
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    // A round robin with every game at once is a league, and its threads say so.
    let league = lyngk_store::round_robins::all_at_once(conn, event.id)?;
    let mut threads = Vec::new();
    // Finished games need no thread any more (a round a deadline closed at once).
    for pairing in pairings.iter().filter(|p| !p.thread_open && !p.finished) {
        let Some(game) = pairing.game else { continue };
        let row =
            games::game_by_id(conn, game)?.ok_or_else(|| anyhow!("event game {game} vanished"))?;
        let table = Table::from_row(conn, row)?;
        if league {
            let (name, reply) =
                super::super::league::thread(locale, &event.name, pairing.round, &table);
            threads.push(ThreadToOpen {
                name,
                game_id: game,
                reply,
            });
            continue;
        }
        let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
        let name = Msg::new("event-thread-name")
            .text("event", event.name.as_str())
            .number("round", pairing.round)
            .text("first", first.name.as_str())
            .text("second", second.name.as_str())
            .format(locale, lyngk_i18n::Style::Plain);
        let mut reply = opening_reply(event, pairing.round, &table);
        reply.locale = locale;
        threads.push(ThreadToOpen {
            name: lyngk_domain::text_table::shorten(&name, 100),
            game_id: game,
            reply,
        });
    }
    Ok(threads)
}

fn opening_reply(event: &EventRow, round: u32, table: &Table) -> Reply {
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let opening = Msg::new("event-opening")
        .text("event", event.name.as_str())
        .number("round", round)
        .number("game", table.row.id)
        .text("first", first.name.as_str())
        .text("second", second.name.as_str())
        .msg("variant", variant_name(table.row.variant))
        .number("days", event.settings.days_per_move);
    let order = Msg::new("league-move-order")
        .player("first", first.id, first.name.as_str())
        .player("second", second.id, second.name.as_str());
    Reply {
        lines: vec![opening, order],
        ping: vec![first.id, second.id],
        ..Reply::default()
    }
}

/// Round `round` of the running event closes through `close` once none of its games
/// is going on: what a game's end does in a format played round by round.
pub(super) fn close_when_played(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    close: impl FnOnce() -> Result<EventNews, Failure>,
) -> Result<EventNews, Failure> {
    if event.state != EventState::Running || events::games_running(conn, event.id, round)? > 0 {
        return Ok(EventNews::default());
    }
    close()
}

/// Records the round and goes on: the next round, or the end of the event.
pub(crate) fn close_round(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    events::close_round(conn, event.id, round, now)?;
    if round >= event.settings.rounds {
        let loaded = load(conn, event)?;
        return finish_event(conn, event, &loaded, now);
    }
    open_round(conn, event, round + 1, now)
}

/// Ends the event and announces the winner with the final standings.
fn finish_event(
    conn: &Connection,
    event: &EventRow,
    loaded: &Loaded,
    now: i64,
) -> Result<EventNews, Failure> {
    if !events::set_state(conn, event, EventState::Finished, now)? {
        return Err(anyhow!("event {} changed inside a write transaction", event.id).into());
    }
    let rows = super::standings::rows(loaded);
    let winner = rows
        .first()
        .and_then(|row| loaded.players.get(row.player.index()))
        .map_or("?", |p| p.name.as_str());
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let mut lines = vec![Msg::new("event-over")
        .text("event", event.name.as_str())
        .text("winner", winner)];
    lines.extend(super::standings::lines(event, loaded, &rows, locale));
    Ok(EventNews {
        lines,
        ..EventNews::default()
    })
}

/// A fault in a game's end or a job: a refusal there is unexpected.
pub(super) fn into_anyhow(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Internal(error) => error,
        Failure::Refused(refusal) => anyhow!("unexpected refusal while closing a round: {refusal}"),
    }
}
