//! Round robin events through the service on a real SQLite file: the schedule's
//! rounds opened one at a time, byes for an odd count, a round ended by its deadline,
//! withdrawals as walkovers or byes, a double round robin's swapped seats, the
//! standings (points, Sonneborn-Berger, stacks) as text and image, and the refusals,
//! which change nothing.

use crate::common::events::{
    create_event, join_event, open_threads, option_not_taken, pass_time, seat_ids, start_event, DAY,
};
use crate::common::said::{event_refused, mention, refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::event::EventRefusal;
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply, ThreadToOpen};
use lyngk_bot::service::Refusal;
use std::collections::{BTreeMap, BTreeSet};

const THREAD_BASE: u64 = 90_000;

const EVENT: &str = "All Play All";

fn player(index: usize) -> Actor {
    Actor {
        id: 5001 + index as u64,
        name: format!("r{}", index + 1),
    }
}

fn index_of(id: u64) -> usize {
    (id - 5001) as usize
}

fn round_robin() -> EventOptions {
    EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    }
}

fn create(h: &Harness, options: EventOptions) -> Reply {
    create_event(h, EVENT, options)
}

fn join(h: &Harness, who: &Actor) -> Reply {
    join_event(h, who, EVENT)
}

fn start(h: &Harness) -> Reply {
    start_event(h, EVENT)
}

/// A round robin of `players` players with `options`, started: the start's reply.
fn started(h: &Harness, players: usize, options: EventOptions) -> Reply {
    let r = create(h, options);
    assert!(!r.ephemeral, "{}", r.text());
    for index in 0..players {
        let r = join(h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let r = start(h);
    assert!(!r.ephemeral, "{}", r.text());
    r
}

/// The refusal a reply carries, by its name.
fn refusal(reply: &Reply) -> String {
    assert!(reply.ephemeral, "{}", reply.text());
    match reply.refusal.as_ref().expect("a refusal") {
        Refusal::RoundRobin(refusal) => format!("{refusal:?}"),
        Refusal::Event(refusal) => format!("{refusal:?}"),
        other => panic!("not an event refusal: {other:?}"),
    }
}

fn standings(h: &Harness) -> Reply {
    h.ask(&carol(), Command::EventStandings { name: EVENT.into() })
}

/// The games of a round just opened: place and seats (first seat first).
fn games(h: &Harness, threads: &[ThreadToOpen]) -> Vec<(Place, [u64; 2])> {
    open_threads(h, threads, THREAD_BASE)
        .into_iter()
        .map(|place| (place, seat_ids(h, place)))
        .collect()
}

/// Every game of the round resigned by its second seat (the first seat wins); the
/// reply of the last, which opens the next round or ends the event.
fn first_seats_win(h: &Harness, round: &[(Place, [u64; 2])]) -> Reply {
    let mut last = None;
    for &(place, [_, second]) in round {
        let r = h.ask_in(
            place,
            &player(index_of(second)),
            Command::Resign { confirmed: true },
            None,
        );
        assert!(!r.ephemeral, "{}", r.text());
        last = Some(r);
    }
    last.expect("a round with games")
}

/// Both players of each game move once, so neither clock runs out by the deadline.
fn move_once_each(h: &Harness, round: &[(Place, [u64; 2])]) {
    for &(place, [first, second]) in round {
        for _ in 0..2 {
            let game = h.service.live_game(place).unwrap().unwrap();
            let (one, two) = (player(index_of(first)), player(index_of(second)));
            let who = mover(&game, &one, &two).clone();
            let r = h.ask_in(place, &who, move_command(some_move(&game)), None);
            assert!(!r.ephemeral, "{}", r.text());
        }
    }
}

/// Rows of a table's text: the player's name and the cells after it.
fn table_row(text: &str, name: &str) -> Vec<String> {
    let line = text
        .lines()
        .find(|line| line.split_whitespace().nth(1) == Some(name))
        .unwrap_or_else(|| panic!("no row for {name} in {text}"));
    line.split_whitespace().map(str::to_owned).collect()
}

/// What the tables of a round robin hold, to check a refusal changed nothing.
fn stored(h: &Harness) -> Vec<i64> {
    let db = h.db();
    [
        "SELECT COUNT(*) FROM events",
        "SELECT COUNT(*) FROM event_players",
        "SELECT COUNT(*) FROM event_rounds",
        "SELECT COUNT(*) FROM event_pairings",
        "SELECT COUNT(*) FROM round_robins",
        "SELECT COUNT(*) FROM games",
        "SELECT COALESCE(SUM(version), 0) FROM events",
    ]
    .iter()
    .map(|sql| db.query_row(sql, [], |r| r.get(0)).unwrap())
    .collect()
}

/// A round's opening as the players see it: the post's text, who it pings, and the
/// threads it hands out.
struct Opening {
    post: Vec<Reply>,
    ping: BTreeSet<u64>,
    threads: Vec<ThreadToOpen>,
}

impl Opening {
    fn of(replies: &[Reply]) -> Opening {
        Opening {
            post: replies.to_vec(),
            ping: replies
                .iter()
                .flat_map(|r| r.ping.iter().copied())
                .collect(),
            threads: replies.iter().flat_map(|r| r.threads.clone()).collect(),
        }
    }

    /// Who sits out, from the post.
    fn bye(&self) -> Option<usize> {
        (0..20).find(|&i| {
            let bye = mention(&player(i));
            (self.post.messages().iter())
                .any(|m| m.id == "round-robin-bye-line" && m.get("player") == Some(&bye))
        })
    }
}

#[test]
fn five_players_meet_each_other_once_a_round_at_a_time_with_a_bye_each_and_a_deadline() {
    let h = Harness::new(1);
    let mut opening = Opening::of(&[started(&h, 5, round_robin())]);
    let names = ["r1", "r2", "r3", "r4", "r5"];
    let everyone: BTreeSet<u64> = (0..5).map(|i| player(i).id).collect();
    let mut met = BTreeSet::new();
    let mut sat_out = BTreeMap::new();
    for round in 1..=5 {
        let post = &opening.post;
        let of_five = [
            ("round", Arg::Number(round.into())),
            ("rounds", Arg::Number(5)),
        ];
        post.said_with("event-round-opens", &of_five);
        // One post names the pairings and pings every player, the bye included.
        assert!(opening.ping.is_superset(&everyone), "{:?}", post.ids());
        *sat_out.entry(opening.bye().expect("a bye")).or_insert(0) += 1;
        let round_games = games(&h, &opening.threads);
        // The schedule's round, seats as it gives them (first seat = White).
        let scheduled = lyngk_bot::correspondence::round_robin::pair_round(
            &names,
            lyngk_bot::correspondence::league::RoundRobin::Single,
            round,
        )
        .unwrap();
        let seated: Vec<[&str; 2]> = round_games
            .iter()
            .map(|(_, seats)| seats.map(|id| names[index_of(id)]))
            .collect();
        assert_eq!(seated, scheduled.games, "round {round}");
        for (_, [a, b]) in &round_games {
            assert!(met.insert((*a.min(b), *a.max(b))), "a pair met twice");
        }
        opening = if round == 3 {
            // The round's deadline decides what is still running: time left on both
            // clocks, so draws; the background job opens the next round.
            move_once_each(&h, &round_games);
            let sent = pass_time(&h, 7 * DAY);
            let mut opening = Opening::of(&sent);
            assert_eq!(
                opening.post.count("event-deadline-draw"),
                2,
                "{:?}",
                opening.post.ids()
            );
            // Threads the job's posts did not hand out wait for a front.
            let waiting = h.service.event_threads_waiting().unwrap();
            opening.threads.extend(waiting.into_iter().map(|(_, t)| t));
            opening.threads.sort_by_key(|t| t.game_id);
            opening.threads.dedup_by_key(|t| t.game_id);
            opening
        } else {
            Opening::of(&[first_seats_win(&h, &round_games)])
        };
    }
    assert_eq!(met.len(), 10, "every pair met");
    assert!(sat_out.values().all(|&n| n == 1), "{sat_out:?}");
    opening
        .post
        .said_with("event-over", &[("event", text("All Play All"))]);
    let shown = standings(&h);
    let table = shown.text();
    let after = [("round", Arg::Number(5)), ("rounds", Arg::Number(5))];
    shown.said_with("event-standings-title", &after);
    shown.said("event-is-over");
    let image = shown.image.expect("a standings image");
    assert_eq!(&image.bytes[1..4], b"PNG");
    let alt = image.description.expect("alt text");
    // Alt text is wording on purpose: it reads the table out in words.
    assert!(alt.contains("Final standings"), "{alt}");
    for name in names {
        assert!(alt.contains(name), "{alt}");
        table_row(&table, name);
    }
    // Points, then Sonneborn-Berger: the table is sorted by both; byes score nothing.
    let ranked: Vec<(f64, f64)> = table
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split_whitespace().collect();
            (cells.len() == 5 && cells[0].parse::<u32>().is_ok())
                .then(|| (cells[2].parse().unwrap(), cells[3].parse().unwrap()))
        })
        .collect();
    assert_eq!(ranked.len(), 5, "{table}");
    let total: f64 = ranked.iter().map(|r| r.0).sum();
    assert_eq!(total, 10.0, "one point a game: {table}");
    assert!(
        ranked
            .windows(2)
            .all(|w| w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 >= w[1].1)),
        "{table}"
    );
    let list = h.ask(&carol(), Command::EventList);
    let over = [("format", text("round_robin")), ("state", text("finished"))];
    list.said_with("event-list-line", &over);
    let finished = join(&h, &player(5));
    assert!(matches!(
        event_refused(&finished),
        EventRefusal::Finished { .. }
    ));
}

/// The organiser's choice, as in a Swiss: with forfeits, a withdrawn player's running
/// game is lost at once and each game the schedule still gives them is a walkover
/// for the opponent; without, the running game is played out and the opponent sits
/// those rounds out.
#[test]
fn a_withdrawn_players_remaining_games_are_walkovers_or_byes_as_the_organiser_chose() {
    for forfeits in [true, false] {
        let h = Harness::new(1);
        let options = EventOptions {
            forfeit_on_withdrawal: Some(forfeits),
            ..round_robin()
        };
        let r = started(&h, 4, options);
        let round_games = games(&h, &r.threads);
        // r4 leaves in round 1.
        let r4 = player(3);
        let left = h.ask(&r4, Command::EventLeave { name: EVENT.into() });
        left.said_with("event-withdrawn", &[("player", text("r4"))]);
        let r4_game = round_games
            .iter()
            .find(|(_, seats)| seats.contains(&r4.id))
            .unwrap()
            .0;
        if forfeits {
            left.said("event-forfeit");
            assert!(h.service.live_game(r4_game).unwrap().is_none());
        } else {
            assert!(h.service.live_game(r4_game).unwrap().is_some());
            let r = h.ask_in(r4_game, &r4, Command::Resign { confirmed: true }, None);
            assert!(!r.ephemeral, "{}", r.text());
        }
        let others: Vec<_> = round_games
            .iter()
            .filter(|(place, _)| *place != r4_game)
            .copied()
            .collect();
        let mut reply = first_seats_win(&h, &others);
        for round in 2..=3 {
            let text = reply.text();
            let opens = [("round", Arg::Number(round)), ("rounds", Arg::Number(3))];
            reply.said_with("event-round-opens", &opens);
            match forfeits {
                true => reply.said_with(
                    "round-robin-walkover-line",
                    &[("loser", crate::common::said::text("r4"))],
                ),
                false => {
                    let opponent = [("opponent", crate::common::said::text("r4"))];
                    reply.said_with("round-robin-withdrawn-bye-line", &opponent)
                }
            };
            let round_games = games(&h, &reply.threads);
            assert_eq!(round_games.len(), 1, "{text}");
            assert!(round_games.iter().all(|(_, s)| !s.contains(&r4.id)));
            reply = first_seats_win(&h, &round_games);
        }
        reply.said("event-over");
        let table = standings(&h).text();
        // The table is a code block laid out as text: a withdrawn player's mark.
        assert!(table.contains("r4 (-)"), "{table}");
        let points: f64 = (0..3)
            .map(|i| {
                table_row(&table, &format!("r{}", i + 1))[2]
                    .parse::<f64>()
                    .unwrap()
            })
            .sum();
        // Three games among r1-r3, and r4's three: played or forfeited (a point each)
        // or, without forfeits, the two later ones not played (no points).
        let r4_games = match forfeits {
            true => 3.0,
            false => 1.0,
        };
        assert_eq!(points, 3.0 + r4_games, "{table}");
        let pairings = h
            .ask(
                &carol(),
                Command::EventPairings {
                    name: EVENT.into(),
                    round: Some(2),
                },
            )
            .text();
        let shown = match forfeits {
            true => "by forfeit",
            false => ": bye",
        };
        assert!(pairings.contains(shown), "{pairings}");
    }
}

/// RULES of the schedule: in a double round robin every pairing is played twice, the
/// seats swapped in the second leg.
#[test]
fn a_double_round_robin_plays_every_pairing_twice_with_the_seats_swapped() {
    let h = Harness::new(1);
    let options = EventOptions {
        legs: Some(RoundRobin::Double),
        ..round_robin()
    };
    let mut reply = started(&h, 3, options);
    let mut seatings = Vec::new();
    for round in 1..=6 {
        let of_six = [("round", Arg::Number(round)), ("rounds", Arg::Number(6))];
        reply.said_with("event-round-opens", &of_six);
        let round_games = games(&h, &reply.threads);
        assert_eq!(round_games.len(), 1);
        seatings.push(round_games[0].1);
        reply = first_seats_win(&h, &round_games);
    }
    reply.said("event-over");
    let (first_leg, second_leg) = seatings.split_at(3);
    let swapped: Vec<[u64; 2]> = first_leg.iter().map(|&[a, b]| [b, a]).collect();
    assert_eq!(second_leg, swapped.as_slice());
    // First seats won every game: each player won the game they opened.
    let table = standings(&h).text();
    for index in 0..3 {
        assert_eq!(
            table_row(&table, &format!("r{}", index + 1))[2],
            "2.0",
            "{table}"
        );
    }
}

#[test]
fn refusals_are_specific_and_change_nothing() {
    let h = Harness::new(1);
    let refused_create = |options: EventOptions, expected: &str, says: (&str, &[(&str, Arg)])| {
        let before = stored(&h);
        let r = create(&h, options);
        assert!(refusal(&r).contains(expected), "{}", r.text());
        refused_with(&r, says.0, says.1);
        assert_eq!(stored(&h), before);
    };
    refused_create(
        EventOptions {
            rounds: Some(4),
            ..round_robin()
        },
        "ImpossibleRounds",
        (
            "round-robin-refusal-rounds",
            &[("given", Arg::Number(4)), ("legs", text("single"))],
        ),
    );
    let swiss_with_legs = EventOptions {
        legs: Some(RoundRobin::Double),
        ..EventOptions::default()
    };
    let r = create(&h, swiss_with_legs);
    assert_eq!(
        option_not_taken(&r),
        (EventFormat::Swiss, EventOption::Legs)
    );
    refused_create(
        EventOptions {
            late_entry: Some(true),
            ..round_robin()
        },
        "LateEntry",
        ("round-robin-refusal-late-entry", &[]),
    );
    refused_create(
        EventOptions {
            best_of: Some(3),
            ..round_robin()
        },
        "BestOf",
        ("round-robin-refusal-best-of", &[("given", Arg::Number(3))]),
    );
    refused_create(
        EventOptions {
            legs: Some(RoundRobin::Double),
            max_players: Some(17),
            ..round_robin()
        },
        "MaxPlayers",
        (
            "round-robin-refusal-max-players",
            &[("max", Arg::Number(16)), ("legs", text("double"))],
        ),
    );
    // Five rounds named: 5 or 6 players. Four cannot start.
    let r = create(
        &h,
        EventOptions {
            rounds: Some(5),
            ..round_robin()
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    for index in 0..4 {
        join(&h, &player(index));
    }
    let list = h.ask(&carol(), Command::EventList);
    list.said_with(
        "event-list-line",
        &[("round", Arg::Number(0)), ("rounds", Arg::Number(3))],
    );
    let before = stored(&h);
    let r = start(&h);
    refused(&r, "round-robin-refusal-rounds-disagree");
    let disagree = [
        ("rounds", Arg::Number(5)),
        ("players", Arg::Number(4)),
        ("needed", Arg::Number(3)),
        ("fitting", text("5, 6")),
    ];
    r.said_with("round-robin-refusal-rounds-disagree", &disagree);
    assert_eq!(stored(&h), before);
    join(&h, &player(4));
    let r = start(&h);
    r.said_with(
        "event-round-opens",
        &[("round", Arg::Number(1)), ("rounds", Arg::Number(5))],
    );
    let before = stored(&h);
    let late = join(&h, &player(5));
    refused(&late, "round-robin-refusal-started");
    late.said("round-robin-refusal-started");
    // A round robin has its report (`events_round_robin_trf`); reading it changes nothing.
    let export = h.ask(&carol(), Command::EventExport { name: EVENT.into() });
    assert!(!export.ephemeral, "{}", export.text());
    assert_eq!(export.files.len(), 1);
    let beyond = h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: Some(2),
        },
    );
    assert!(matches!(
        event_refused(&beyond),
        EventRefusal::NoSuchRound { .. }
    ));
    assert_eq!(stored(&h), before);
}

/// A full round robin takes nobody more: 20 players once, 16 twice.
#[test]
fn a_round_robin_is_full_at_the_most_its_rounds_allow() {
    let h = Harness::new(1);
    let options = EventOptions {
        legs: Some(RoundRobin::Double),
        ..round_robin()
    };
    assert!(!create(&h, options).ephemeral);
    for index in 0..16 {
        let r = join(&h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let before = stored(&h);
    let r = join(&h, &player(16));
    refused(&r, "round-robin-refusal-full");
    r.said_with("round-robin-refusal-full", &[("max", Arg::Number(16))]);
    assert_eq!(stored(&h), before);
}
