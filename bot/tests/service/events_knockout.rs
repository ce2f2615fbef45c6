//! Knockout events through the service on a real SQLite file: the bracket seeded by
//! rating with byes to the top seeds, matches of one game or best of N with the
//! seats alternating, a drawn match decided by one more game with the seats
//! swapped, withdrawals, the round deadline, the bracket as text and image, and the
//! refusals.

use crate::common::events::{create_event, join_event, open_threads, seat_ids, DAY};
use crate::common::said::{event_refused, mention, refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::event::EventRefusal;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, Place, Reply};
use std::sync::atomic::Ordering;

const THREAD_BASE: u64 = 80_000;
const EVENT: &str = "Spring Cup";
/// The first key whose first game, played with the first legal move each turn,
/// ends with every count level (a draw).
const DRAWING_SEED: u64 = 3;

fn player(index: usize) -> Actor {
    Actor {
        id: 4001 + index as u64,
        name: format!("k{}", index + 1),
    }
}

fn knockout(best_of: u32) -> EventOptions {
    EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Knockout),
        best_of: Some(best_of),
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

/// Gives `who` a rating on the test server before they join (fixed at entry).
fn rate(h: &Harness, who: &Actor, rating: f64) {
    h.db()
        .execute(
            "INSERT INTO ratings (guild_id, user_id, name, rating, deviation, volatility, updated_at) \
             VALUES (?1, ?2, ?3, ?4, 80.0, 0.06, 0)",
            rusqlite::params![PLACE.guild.unwrap() as i64, who.id as i64, who.name, rating],
        )
        .unwrap();
}

/// A knockout of `players` players, started; returns the start's reply.
fn started(h: &Harness, players: usize, options: EventOptions) -> Reply {
    assert!(!create(h, options).ephemeral);
    for index in 0..players {
        let r = join(h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let r = h.ask_admin(PLACE, &alice(), Command::EventStart { name: EVENT.into() });
    assert!(!r.ephemeral, "{}", r.text());
    r
}

/// The seats of the game in `place`: first seat first.
fn seats(h: &Harness, place: Place) -> [Actor; 2] {
    seat_ids(h, place).map(|id| player((id - 4001) as usize))
}

fn resign(h: &Harness, place: Place, who: &Actor) -> Reply {
    let r = h.ask_in(place, who, Command::Resign { confirmed: true }, None);
    assert!(!r.ephemeral, "{}", r.text());
    r
}

fn pairings_reply(h: &Harness) -> Reply {
    h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    )
}

/// The arguments "round `round` of `rounds`".
fn round_of(round: i64, rounds: i64) -> [(&'static str, Arg); 2] {
    [
        ("round", Arg::Number(round)),
        ("rounds", Arg::Number(rounds)),
    ]
}

/// A match of the bracket whose game `game` is being played.
fn playing(higher: &str, lower: &str, score: &str, game: i64) -> [(&'static str, Arg); 5] {
    [
        ("higher", text(higher)),
        ("lower", text(lower)),
        ("score", text(score)),
        ("state", text("playing")),
        ("game", Arg::Number(game)),
    ]
}

/// The only thread a reply opens.
fn only_thread(h: &Harness, reply: &Reply) -> Place {
    assert_eq!(reply.threads.len(), 1, "{}", reply.text());
    open_threads(h, &reply.threads, THREAD_BASE)[0]
}

#[test]
fn seeds_follow_the_ratings_with_byes_to_the_top_seeds_in_one_post_pinging_everyone() {
    let h = Harness::new(1);
    // Seeds: k4 1700, k2 1600, k3 1500 (a newcomer), k5 1450, k1 1400.
    for (index, rating) in [(0, 1400.0), (1, 1600.0), (3, 1700.0), (4, 1450.0)] {
        rate(&h, &player(index), rating);
    }
    let r = started(&h, 5, knockout(1));
    r.said_with("event-knockout-round-opens", &round_of(1, 3));
    for top in [3, 1, 2] {
        r.said_with(
            "event-knockout-bye-line",
            &[("player", mention(&player(top)))],
        );
    }
    // Seed 4 meets seed 5, the higher seed in the first seat.
    let (k5, k1) = (player(4), player(0));
    r.said_with(
        "event-pairing-line",
        &[("white", mention(&k5)), ("black", mention(&k1))],
    );
    let mut pinged = r.ping.clone();
    pinged.sort();
    assert_eq!(pinged, (0..5).map(|i| player(i).id).collect::<Vec<_>>());
    let place = only_thread(&h, &r);
    assert_eq!(seats(&h, place), [k5.clone(), k1.clone()]);

    // k1 resigns: round 2 pairs seed 1 with seed 4 (k5) and seed 2 with seed 3.
    let r = resign(&h, place, &k1);
    r.said_with("event-knockout-round-opens", &round_of(2, 3));
    assert_eq!(r.threads.len(), 2, "{}", r.text());
    let places = open_threads(&h, &r.threads, THREAD_BASE);
    assert_eq!(seats(&h, places[0]), [player(3), k5]);
    assert_eq!(seats(&h, places[1]), [player(1), player(2)]);
    let shown = pairings_reply(&h);
    shown.said_with("event-pairings-title", &[("round", Arg::Number(2))]);
    shown.said_with("event-knockout-match", &playing("1. k4", "4. k5", "0–0", 1));
}

#[test]
fn best_of_three_alternates_the_seats_and_stops_once_decided() {
    let h = Harness::new(1);
    let r = started(&h, 2, knockout(3));
    r.said_with("event-knockout-round-opens", &[("best-of", Arg::Number(3))]);
    let (k1, k2) = (player(0), player(1));
    let first = only_thread(&h, &r);
    assert_eq!(seats(&h, first), [k1.clone(), k2.clone()], "seed 1 starts");
    let r = resign(&h, first, &k2);
    let game_two = [("score", text("1–0")), ("number", Arg::Number(2))];
    r.said_with("event-knockout-next-game", &game_two);
    let second = only_thread(&h, &r);
    assert_eq!(
        seats(&h, second),
        [k2.clone(), k1.clone()],
        "seats alternate"
    );
    pairings_reply(&h).said_with("event-knockout-match", &playing("1. k1", "2. k2", "1–0", 2));
    let r = resign(&h, second, &k2);
    assert!(r.threads.is_empty(), "2–0: no third game");
    r.said_with("event-over", &[("winner", text("k1"))]);
    let games: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM event_pairings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 2);
}

/// Plays the game in `place` to its end, each side taking the first legal move.
fn play_out(h: &Harness, place: Place) -> Reply {
    let [first, second] = seats(h, place);
    let mut last = None;
    while let Some(game) = h.service.live_game(place).unwrap() {
        let who = mover(&game, &first, &second).clone();
        let r = h.ask_in(place, &who, move_command(some_move(&game)), None);
        assert!(r.refusal.is_none(), "{}", r.text());
        last = Some(r);
    }
    last.expect("a move was played")
}

#[test]
fn a_drawn_match_is_decided_by_one_more_game_with_the_seats_swapped() {
    let h = Harness::new(DRAWING_SEED);
    let r = started(&h, 2, knockout(1));
    let (k1, k2) = (player(0), player(1));
    let first = only_thread(&h, &r);
    let r = play_out(&h, first);
    let winner: Option<i64> = h
        .db()
        .query_row(
            "SELECT winner_id FROM games WHERE channel = ?1",
            [first.channel as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(winner, None, "the first game was drawn: {}", r.text());
    let game_two = [("score", text("½–½")), ("number", Arg::Number(2))];
    r.said_with("event-knockout-tiebreak-game", &game_two);
    let decider = only_thread(&h, &r);
    assert_eq!(seats(&h, decider), [k2.clone(), k1.clone()]);
    let r = resign(&h, decider, &k1);
    r.said_with("event-over", &[("winner", text("k2"))]);
}

#[test]
fn a_withdrawal_gives_the_match_to_the_opponent_whatever_the_score() {
    let h = Harness::new(1);
    let r = started(&h, 4, knockout(3));
    let places = open_threads(&h, &r.threads, THREAD_BASE);
    // Seeds by name: k1 v k4 and k2 v k3.
    let [k1, k4] = seats(&h, places[0]);
    assert_eq!((k1.name.as_str(), k4.name.as_str()), ("k1", "k4"));
    let r = resign(&h, places[0], &k4);
    let game_two = only_thread(&h, &r);
    let r = h.ask(&k1, Command::EventLeave { name: EVENT.into() });
    r.said("event-forfeit");
    assert!(
        h.service.live_game(game_two).unwrap().is_none(),
        "the game ended"
    );
    let walkover = [
        ("higher", text("1. k1 (-)")),
        ("lower", text("4. k4")),
        ("score", text("w/o")),
        ("state", text("decided")),
        ("winner", text("k4")),
    ];
    pairings_reply(&h).said_with("event-knockout-match", &walkover);
    let [k2, k3] = seats(&h, places[1]);
    let r = resign(&h, places[1], &k3);
    let next = only_thread(&h, &r);
    let r = resign(&h, next, &k3);
    r.said_with("event-knockout-round-opens", &round_of(2, 2));
    let final_game = only_thread(&h, &r);
    assert_eq!(seats(&h, final_game), [k2, k4]);
}

#[test]
fn a_deadline_decides_the_running_game_and_gives_the_match_to_the_player_ahead() {
    let h = Harness::new(1);
    let r = started(&h, 2, knockout(3));
    let k1 = player(0);
    let first = only_thread(&h, &r);
    let r = resign(&h, first, &k1);
    let second = only_thread(&h, &r);
    // Both move once in game 2; at the deadline neither clock has run out: a draw,
    // and k2 leads 1½–½.
    for _ in 0..2 {
        let game = h.service.live_game(second).unwrap().unwrap();
        let [one, two] = seats(&h, second);
        let who = mover(&game, &one, &two).clone();
        h.ask_in(second, &who, move_command(some_move(&game)), None);
    }
    h.time.0.fetch_add(7 * DAY, Ordering::SeqCst);
    let now = h.time.0.load(Ordering::SeqCst);
    let all: Vec<Reply> = h
        .service
        .deliver_due(now)
        .unwrap()
        .into_iter()
        .map(|o| match o {
            Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply,
        })
        .collect();
    all.said("event-deadline-draw");
    let decided = [
        ("winner", text("k2")),
        ("loser", text("k1")),
        ("score", text("1½–½")),
    ];
    all.said_with("event-knockout-deadline-decides", &decided);
    all.said_with("event-over", &[("winner", text("k2"))]);
    assert!(
        h.service.deliver_due(now).unwrap().is_empty(),
        "acted on once"
    );
}

#[test]
fn best_of_is_refused_for_a_swiss_and_a_started_knockout_takes_nobody() {
    let h = Harness::new(1);
    let swiss = EventOptions {
        best_of: Some(3),
        ..EventOptions::default()
    };
    let r = create(&h, swiss);
    refused(&r, "refusal-event-best-of-in-swiss");
    r.said("refusal-event-best-of-in-swiss");
    let even = create(&h, knockout(4));
    refused_with(&even, "refusal-event-best-of", &[("given", Arg::Number(4))]);
    let rounds = EventOptions {
        rounds: Some(3),
        ..knockout(1)
    };
    let r = create(&h, rounds);
    refused(&r, "refusal-event-rounds-in-knockout");
    r.said("refusal-event-rounds-in-knockout");
    let late = EventOptions {
        late_entry: Some(true),
        ..knockout(1)
    };
    refused(&create(&h, late), "refusal-event-late-entry-in-knockout");
    started(&h, 3, knockout(1));
    let r = join(&h, &player(3));
    assert!(matches!(
        event_refused(&r),
        EventRefusal::KnockoutStarted { .. }
    ));
    r.said("refusal-event-knockout-started");
}

#[test]
fn a_knockout_ends_with_its_winner_and_shows_its_bracket_as_text_and_image() {
    let h = Harness::new(1);
    assert!(!create(&h, knockout(1)).ephemeral);
    for index in 0..3 {
        join(&h, &player(index));
    }
    let list = h.ask(&carol(), Command::EventList);
    let line = [
        ("players", Arg::Number(3)),
        ("round", Arg::Number(0)),
        ("rounds", Arg::Number(2)),
    ];
    list.said_with("event-list-line", &line);
    let r = h.ask_admin(PLACE, &alice(), Command::EventStart { name: EVENT.into() });
    // k1 has the bye; k2 v k3, then the final.
    let semi = only_thread(&h, &r);
    let r = resign(&h, semi, &player(2));
    r.said_with("event-knockout-round-opens", &round_of(2, 2));
    let final_game = only_thread(&h, &r);
    assert_eq!(seats(&h, final_game), [player(0), player(1)]);
    let standings = h.ask(&carol(), Command::EventStandings { name: EVENT.into() });
    standings.said_with("event-bracket-title", &round_of(2, 2));
    let r = resign(&h, final_game, &player(0));
    r.said_with(
        "event-over",
        &[("event", text("Spring Cup")), ("winner", text("k2"))],
    );
    let standings = h.ask(&carol(), Command::EventStandings { name: EVENT.into() });
    standings.said("event-bracket-title");
    // A cell of the rendered bracket table, which has no message of its own.
    let shown = standings.text();
    assert!(shown.contains("2. k2"), "{shown}");
    standings.said("event-is-over");
    let image = standings.image.expect("a bracket image");
    assert_eq!(&image.bytes[1..4], b"PNG");
    let alt = image.description.expect("alt text");
    assert!(alt.contains("Final: 1. k1 0–1 2. k2"), "{alt}");
    assert!(alt.ends_with("Winner: k2."), "{alt}");
    let list = h.ask(&carol(), Command::EventList);
    list.said_with(
        "event-list-line",
        &[("format", text("knockout")), ("state", text("finished"))],
    );
    let export = h.ask(&carol(), Command::EventExport { name: EVENT.into() });
    assert!(matches!(
        event_refused(&export),
        EventRefusal::KnockoutHasNoReport { .. }
    ));
    export.said("refusal-event-knockout-has-no-report");
    assert!(matches!(
        event_refused(&join(&h, &player(5))),
        EventRefusal::Finished { .. }
    ));
}
