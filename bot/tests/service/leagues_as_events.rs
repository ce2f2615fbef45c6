//! A round robin event whose games all open at once (`event create
//! format:round-robin pace:all-at-once`), which is what a league is: every game opened
//! at the start in its own thread, no round deadline, a withdrawn player's games all
//! forfeited, the league's table, the end with the last game, and the refusals of the
//! pace setting, which change nothing.

use crate::common::events::{
    create_event, join_event, open_threads, option_not_taken, pass_time, start_event, DAY,
};
use crate::common::said::{arg, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
use lyngk_bot::correspondence::round_robin::Pace;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply};
use std::collections::BTreeSet;

const THREAD_BASE: u64 = 70_000;

const EVENT: &str = "Autumn";

fn player(index: usize) -> Actor {
    Actor {
        id: 6001 + index as u64,
        name: format!("a{}", index + 1),
    }
}

fn all_at_once() -> EventOptions {
    EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
        days_per_move: Some(2),
        pace: Some(Pace::AllAtOnce),
        ..EventOptions::default()
    }
}

/// An all-at-once round robin of `players` players, started by its organiser, every
/// thread opened: the start's reply and the games' places.
fn started(h: &Harness, players: usize) -> (Reply, Vec<Place>) {
    let r = create_event(h, EVENT, all_at_once());
    assert!(!r.ephemeral, "{}", r.text());
    // Announced as a league.
    r.said_with("league-created", &[("league", text("Autumn"))]);
    for index in 0..players {
        let r = join_event(h, &player(index), EVENT);
        assert!(!r.ephemeral, "{}", r.text());
    }
    let start = start_event(h, EVENT);
    assert!(!start.ephemeral, "{}", start.text());
    let places = open_threads(h, &start.threads, THREAD_BASE);
    (start, places)
}

fn count(h: &Harness, sql: &str) -> i64 {
    h.db().query_row(sql, [], |r| r.get(0)).unwrap()
}

fn standings(h: &Harness) -> Reply {
    h.ask(&carol(), Command::EventStandings { name: EVENT.into() })
}

/// The player of `place`'s game with `id`.
fn seat(place: Place, h: &Harness, first: bool) -> Actor {
    let [one, two] = crate::common::events::seat_ids(h, place);
    let id = if first { one } else { two };
    player((id - 6001) as usize)
}

#[test]
fn every_game_opens_at_the_start_in_its_own_thread_with_no_round_deadline() {
    let h = Harness::new(11);
    let (start, places) = started(&h, 5);
    // 5 players: 10 games in 5 rounds (each sits out once), all at once.
    assert_eq!(start.threads.len(), 10);
    let counts = [("players", 5), ("games", 10), ("rounds", 5)];
    start.said_with("league-starts", &counts.map(|(k, n)| (k, Arg::Number(n))));
    let mut pairs = BTreeSet::new();
    for thread in &start.threads {
        assert!(
            thread.name.starts_with("LYNGK league Autumn · round "),
            "{}",
            thread.name
        );
        assert!(thread.reply.image.is_some(), "the opening board");
        let [first, second] = [thread.reply.ping[0], thread.reply.ping[1]];
        let order = thread.reply.said("league-move-order");
        assert!(
            matches!(arg(order, "first"), Arg::Player { id, .. } if *id == first),
            "{order:?}"
        );
        pairs.insert((first.min(second), first.max(second)));
    }
    assert_eq!(pairs.len(), 10, "every pair meets once");
    for place in &places {
        let game = h.service.live_game(*place).unwrap().expect("a live game");
        assert!(game.turns().is_empty());
    }
    assert_eq!(count(&h, "SELECT COUNT(*) FROM event_rounds"), 5);
    // No round has a deadline: a month on, nothing was decided by one, and the next
    // wake-up of the background job is not a round's.
    let sent = pass_time(&h, 30 * DAY);
    for by_a_deadline in [
        "event-deadline-draw",
        "event-knockout-deadline-decides",
        "event-round-opens",
        "event-round-deadline",
    ] {
        sent.not_said(by_a_deadline);
    }
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM games WHERE status = 'active'"),
        10
    );
    assert_eq!(
        count(
            &h,
            "SELECT COUNT(*) FROM event_rounds WHERE closed_at IS NULL"
        ),
        5
    );
    let wake = h.service.next_wake().unwrap();
    assert!(
        wake.is_none_or(|at| at < 1_800_000_000),
        "no far-off sentinel as a wake-up: {wake:?}"
    );
    // A second start hands out nothing.
    let again = start_event(&h, EVENT);
    assert!(
        again.ephemeral && again.threads.is_empty(),
        "{}",
        again.text()
    );
}

#[test]
fn the_last_game_ends_the_event_with_the_leagues_table() {
    let h = Harness::new(12);
    let (start, places) = started(&h, 3);
    assert_eq!(places.len(), 3);
    let before = standings(&h);
    assert!(
        before
            .text()
            .starts_with("**LYNGK league Autumn · standings**"),
        "{}",
        before.text()
    );
    assert!(before.image.is_some());
    // Each game's player 1 resigns.
    let mut last = Reply::default();
    for (number, place) in places.iter().enumerate() {
        let first = seat(*place, &h, true);
        last = h.ask_in(*place, &first, Command::Resign { confirmed: true }, None);
        assert!(!last.ephemeral, "{}", last.text());
        assert!(last.buttons.is_empty(), "no rematch in an event's thread");
        let over = last.says("results-season-over");
        assert_eq!(over, number == 2, "{:?}", last.ids());
    }
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM events WHERE state = 'finished'"),
        1
    );
    // Each won once and lost once: 2 points each, every game played, none left.
    let table = standings(&h).text();
    for index in 0..3 {
        let name = player(index).name;
        let row = table
            .lines()
            .find(|l| l.contains(&format!(" {name} ")))
            .unwrap_or_else(|| panic!("{name} in {table}"));
        let columns: Vec<&str> = row.split_whitespace().collect();
        // #  Player  P  W  D  L  Pts  Stk  Left
        assert_eq!(columns[2..], ["2", "1", "0", "1", "2", "0", "0"], "{table}");
    }
    assert!(table.ends_with("The season is over."), "{table}");
    assert!(last
        .text()
        .contains(&table.replace("\nThe season is over.", "")));
    let _ = start;
}

/// A withdrawn player's games are all lost by forfeit at once (the event's default),
/// not only one round's.
#[test]
fn a_withdrawal_forfeits_every_game_left() {
    let h = Harness::new(13);
    let (_, places) = started(&h, 4);
    let quitter = player(0);
    let r = h.ask(&quitter, Command::EventLeave { name: EVENT.into() });
    assert!(!r.ephemeral, "{}", r.text());
    assert_eq!(
        r.count("event-forfeit"),
        3,
        "three games forfeited: {:?}",
        r.ids()
    );
    // The table is a code block laid out as text: a1's row read by its columns.
    let table = standings(&h).text();
    let row = table
        .lines()
        .find(|l| l.contains(" a1 "))
        .unwrap_or_else(|| panic!("a1 in {table}"));
    let columns: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(columns[2..], ["3", "0", "0", "3", "0", "0", "0"], "{table}");
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM games WHERE status = 'active'"),
        3,
        "the games among the others go on"
    );
    assert_eq!(places.len(), 6);
}

#[test]
fn the_pace_is_refused_where_it_means_nothing_and_nothing_changes() {
    let h = Harness::new(14);
    let swiss = EventOptions {
        pace: Some(Pace::AllAtOnce),
        ..EventOptions::default()
    };
    let r = create_event(&h, "Nope", swiss);
    assert_eq!(
        option_not_taken(&r),
        (EventFormat::Swiss, EventOption::Pace)
    );
    let with_round_days = EventOptions {
        round_days: Some(10),
        ..all_at_once()
    };
    let r = create_event(&h, "Nope", with_round_days);
    assert!(r.ephemeral, "{}", r.text());
    r.said("round-robin-refusal-round-days-all-at-once");
    assert_eq!(count(&h, "SELECT COUNT(*) FROM events"), 0);
    // Round by round stays the default, a round's deadline and all.
    let r = create_event(
        &h,
        "Slow",
        EventOptions {
            format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
            ..EventOptions::default()
        },
    );
    r.said("event-created-round-robin");
    assert_eq!(
        count(
            &h,
            "SELECT COUNT(*) FROM round_robins WHERE pace = 'round_by_round'"
        ),
        1
    );
}

/// The league commands reach an event created as one, and the other way round.
#[test]
fn league_and_event_commands_reach_the_same_event() {
    let h = Harness::new(15);
    create_event(&h, EVENT, all_at_once());
    let r = h.ask(&player(0), Command::LeagueJoin { name: EVENT.into() });
    r.said_with("league-joined", &[("league", text("Autumn"))]);
    let r = join_event(&h, &player(1), EVENT);
    r.said_with(
        "league-roster",
        &[("count", Arg::Number(2)), ("names", text("a1, a2"))],
    );
    let r = h.ask_admin(PLACE, &bob(), Command::LeagueStart { name: EVENT.into() });
    assert!(
        !r.ephemeral && r.threads.len() == 1,
        "any admin starts a league: {}",
        r.text()
    );
    let r = h.ask(
        &carol(),
        Command::LeagueStandings {
            name: "autumn".into(),
        },
    );
    assert_eq!(r.lines[0].id, "league-standings-title", "{:?}", r.ids());
    r.said_with("league-standings-title", &[("league", text("Autumn"))]);
}

/// All at once, a round robin holds the 20 players a league always held, twice over
/// too (its rounds are not an event's rounds, which stop a round robin at 16).
#[test]
fn a_double_league_holds_twenty_players() {
    let h = Harness::new(16);
    let double = EventOptions {
        legs: Some(lyngk_bot::correspondence::league::RoundRobin::Double),
        ..all_at_once()
    };
    let r = create_event(&h, EVENT, double);
    r.said_with("league-created", &[("rounds", text("double"))]);
    for index in 0..20 {
        let r = join_event(&h, &player(index), EVENT);
        assert!(!r.ephemeral, "{}", r.text());
    }
    let r = h.ask(&player(20), Command::LeagueJoin { name: EVENT.into() });
    // The 21st is refused.
    refused_with(
        &r,
        "refusal-league-full",
        &[("name", text(EVENT)), ("max", Arg::Number(20))],
    );
    assert_eq!(count(&h, "SELECT COUNT(*) FROM event_players"), 20);
}

#[test]
fn the_event_list_counts_a_leagues_games_played_not_its_rounds() {
    let h = Harness::new(12);
    let (_, places) = started(&h, 4);
    let list = || h.ask(&carol(), Command::EventList);
    let line = |played: i64| {
        let numbers = [("players", 4), ("played", played), ("games", 6)];
        numbers.map(|(name, n)| (name, Arg::Number(n)))
    };
    list().said_with("event-list-league-line", &line(0));
    let r = h.ask_in(
        places[0],
        &seat(places[0], &h, true),
        Command::Resign { confirmed: true },
        None,
    );
    assert!(!r.ephemeral, "{}", r.text());
    list().said_with("event-list-league-line", &line(1));
}
