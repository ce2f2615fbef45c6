//! Swiss events through the service on a real SQLite file: creating, joining,
//! leaving and withdrawing, starting (round 1 paired by FIDE's Dutch system), the next
//! round paired when the last game ends or at the deadline, standings, pairings, the
//! TRF export, and every refusal.

use crate::common::events::{create_event, join_event, open_threads, seat_ids, start_event, DAY};
use crate::common::said::{event_refused, mention, refused, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::event::EventRefusal;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, Place, Reply};
use lyngk_bot::service::Refusal;
use lyngk_events::swiss::{PlayerId, RoundEntry, SwissEvent};
use lyngk_events::trf::read_trf;
use std::sync::atomic::Ordering;

/// Threads get channel ids far from `PLACE`'s.
const THREAD_BASE: u64 = 70_000;
const EVENT: &str = "Autumn Swiss";

fn player(index: usize) -> Actor {
    Actor {
        id: 3001 + index as u64,
        name: format!("q{}", index + 1),
    }
}

fn options(rounds: u32) -> EventOptions {
    EventOptions {
        days_per_move: Some(7),
        rounds: Some(rounds),
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

fn refusal(reply: &Reply) -> &Refusal {
    assert!(reply.ephemeral, "{}", reply.text());
    reply.refusal.as_ref().expect("a refusal")
}

fn event_refusal(reply: &Reply) -> String {
    match refusal(reply) {
        Refusal::Event(refusal) => format!("{refusal:?}"),
        other => panic!("not an event refusal: {other:?}"),
    }
}

/// An event of `players` players, started, its first round's threads open.
fn started(h: &Harness, players: usize, options: EventOptions) -> (Reply, Vec<Place>) {
    assert!(!create(h, options).ephemeral);
    for index in 0..players {
        let r = join(h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let r = start(h);
    assert!(!r.ephemeral, "{}", r.text());
    let places = open_threads(h, &r.threads, THREAD_BASE);
    (r, places)
}

/// The two players of the game in `place`, player 1 first.
fn players_in(h: &Harness, place: Place) -> [Actor; 2] {
    seat_ids(h, place).map(|id| player((id - 3001) as usize))
}

/// `who` resigns the game in `place`.
fn resign(h: &Harness, place: Place, who: &Actor) -> Reply {
    let r = h.ask_in(place, who, Command::Resign { confirmed: true }, None);
    assert!(!r.ephemeral, "{}", r.text());
    r
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

fn deliver(h: &Harness) -> Vec<Outbound> {
    let now = h.time.0.load(Ordering::SeqCst);
    h.service.deliver_due(now).unwrap()
}

/// The event as exported, read back by `lyngk-events`.
fn exported(h: &Harness) -> SwissEvent {
    let r = h.ask(&carol(), Command::EventExport { name: EVENT.into() });
    let file = r.files.first().expect("a TRF attachment");
    assert!(file.filename.ends_with(".trf"), "{}", file.filename);
    read_trf(std::str::from_utf8(&file.bytes).unwrap()).expect("a readable TRF")
}

#[test]
fn only_admins_create_and_settings_are_checked() {
    let h = Harness::new(1);
    let r = h.ask(
        &bob(),
        Command::EventCreate {
            name: EVENT.into(),
            options: options(3),
        },
    );
    assert!(matches!(refusal(&r), Refusal::NotAdmin(_)));
    let past = EventOptions {
        round_days: Some(0),
        ..options(3)
    };
    create(&h, past).said("refusal-event-deadline-in-past");
    let short = EventOptions {
        days_per_move: Some(14),
        ..options(3)
    };
    refused(&create(&h, short), "refusal-event-round-shorter-than-move");
    let range = EventOptions {
        min_rating: Some(1600),
        max_rating: Some(1400),
        ..options(3)
    };
    refused(&create(&h, range), "refusal-event-rating-range");
    let bad_name = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: "a`b".into(),
            options: options(3),
        },
    );
    assert!(matches!(
        event_refused(&bad_name),
        EventRefusal::BadName { .. }
    ));
    let r = create(&h, options(3));
    assert!(!r.ephemeral);
    r.said_with("event-created", &[("event", text("Autumn Swiss"))]);
    let again = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: "autumn swiss".into(),
            options: options(3),
        },
    );
    assert!(matches!(event_refused(&again), EventRefusal::Exists { .. }));
}

#[test]
fn joining_and_leaving_before_the_start() {
    let h = Harness::new(1);
    let unknown = h.ask(
        &bob(),
        Command::EventJoin {
            name: "Nope".into(),
        },
    );
    assert!(matches!(
        event_refused(&unknown),
        EventRefusal::Unknown { .. }
    ));
    let limited = EventOptions {
        max_players: Some(2),
        ..options(1)
    };
    create(&h, limited);
    join(&h, &player(0)).said_with("league-roster", &[("count", Arg::Number(1))]);
    assert!(matches!(
        event_refused(&join(&h, &player(0))),
        EventRefusal::AlreadyJoined { .. }
    ));
    join(&h, &player(1));
    assert!(matches!(
        event_refused(&join(&h, &player(2))),
        EventRefusal::Full { .. }
    ));
    let left = h.ask(&player(1), Command::EventLeave { name: EVENT.into() });
    left.said("event-left");
    let again = h.ask(&player(1), Command::EventLeave { name: EVENT.into() });
    assert!(matches!(
        event_refused(&again),
        EventRefusal::NotPlaying { .. }
    ));
    assert!(!join(&h, &player(2)).ephemeral, "a place was free again");
}

/// A minimum alone is no range up to a made-up maximum: "1600 and up".
#[test]
fn a_minimum_rating_alone_is_refused_without_a_maximum() {
    let h = Harness::new(1);
    create(
        &h,
        EventOptions {
            min_rating: Some(1600),
            ..options(1)
        },
    );
    let r = join(&h, &player(0));
    assert_eq!(
        event_refusal(&r),
        format!("RatingOutside {{ name: {EVENT:?}, rating: 1500, min: 1600, max: None }}")
    );
    let said = refusal(&r).message();
    assert_eq!(said.id, "refusal-event-rating-minimum");
}

#[test]
fn a_rating_range_keeps_others_out() {
    let h = Harness::new(1);
    let strong = EventOptions {
        min_rating: Some(1600),
        ..options(1)
    };
    create(&h, strong);
    let r = join(&h, &player(0));
    assert!(matches!(
        event_refused(&r),
        EventRefusal::RatingOutside { .. }
    ));
    // Newcomers count as 1500.
    r.said_with("refusal-event-rating-minimum", &[("rating", text("1500"))]);
}

/// `loser` runs out of time in a one-day game against `winner` (two turns each
/// first, so the game is not aborted instead).
pub(crate) fn lose_on_time(h: &Harness, loser: &Actor, winner: &Actor) {
    let place = Place {
        guild: PLACE.guild,
        channel: 555,
    };
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(winner.clone()),
        variant: lyngk_rules::Variant::Standard,
        days_per_move: Some(1),
        rated: true,
    };
    assert!(!h.ask_in(place, loser, challenge, None).ephemeral);
    assert!(!h.ask_in(place, winner, Command::Accept, None).ephemeral);
    for _ in 0..2 {
        let game = h.service.live_game(place).unwrap().unwrap();
        let who = mover(&game, loser, winner).clone();
        assert!(
            !h.ask_in(place, &who, move_command(some_move(&game)), None)
                .ephemeral
        );
    }
    let game = h.service.live_game(place).unwrap().unwrap();
    if mover(&game, loser, winner) == winner {
        let who = winner.clone();
        assert!(
            !h.ask_in(place, &who, move_command(some_move(&game)), None)
                .ephemeral
        );
    }
    advance(h, 3 * DAY);
    let r = h.ask_in(place, winner, Command::WinOnTime, None);
    r.said("clock-ran-out");
}

#[test]
fn a_limit_on_games_lost_on_time_keeps_out_who_lost_too_many() {
    let h = Harness::new(1);
    lose_on_time(&h, &player(0), &player(1));
    let careful = EventOptions {
        max_time_losses: Some(50),
        ..options(1)
    };
    create(&h, careful);
    let entrants = || -> i64 {
        h.db()
            .query_row("SELECT COUNT(*) FROM event_players", [], |r| r.get(0))
            .unwrap()
    };
    let r = join(&h, &player(0));
    assert!(
        matches!(event_refused(&r), EventRefusal::TooManyTimeLosses { .. }),
        "{r:?}"
    );
    let numbers = [("max", 50), ("lost", 1), ("played", 1), ("share", 100)];
    r.said_with(
        "refusal-event-time-losses",
        &numbers.map(|(name, n)| (name, Arg::Number(n))),
    );
    assert_eq!(entrants(), 0, "a refusal changes nothing");
    assert!(
        !join(&h, &player(1)).ephemeral,
        "the winner lost none on time"
    );
    assert!(!join(&h, &player(2)).ephemeral, "a newcomer has lost none");
    let r = create(
        &h,
        EventOptions {
            max_time_losses: Some(101),
            ..options(1)
        },
    );
    refused(&r, "refusal-event-time-loss-share");
}

#[test]
fn starting_needs_the_organiser_and_enough_players() {
    let h = Harness::new(1);
    create(&h, options(3));
    join(&h, &player(0));
    let r = start(&h);
    r.said_with(
        "refusal-event-too-few-players",
        &[("players", Arg::Number(1))],
    );
    join(&h, &player(1));
    join(&h, &player(2));
    refused(&start(&h), "refusal-event-too-many-rounds");
    join(&h, &player(3));
    let not_organiser = h.ask_admin(PLACE, &bob(), Command::EventStart { name: EVENT.into() });
    assert!(matches!(
        event_refused(&not_organiser),
        EventRefusal::NotOrganiser { .. }
    ));
    let pairings = h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    );
    assert!(matches!(
        event_refused(&pairings),
        EventRefusal::NotStarted { .. }
    ));
    assert!(!start(&h).ephemeral);
    let twice = start(&h);
    assert!(twice.refusal.is_some(), "{}", twice.text());
}

#[test]
fn round_one_pairs_by_the_dutch_system_with_a_bye_and_one_post_that_pings_everyone() {
    let h = Harness::new(1);
    let (r, places) = started(&h, 5, options(3));
    assert_eq!(r.threads.len(), 2);
    assert_eq!(places.len(), 2);
    let mut pinged = r.ping.clone();
    pinged.sort();
    assert_eq!(pinged, (0..5).map(|i| player(i).id).collect::<Vec<_>>());
    r.said_with(
        "event-round-opens",
        &[("round", Arg::Number(1)), ("rounds", Arg::Number(3))],
    );
    // All rated 1500: pairing numbers by name, q1..q5; the top half meets the
    // bottom half (1-3, 4-2, colours alternating) and the last gets the bye.
    let line = |white: usize, black: usize| {
        [
            ("white", mention(&player(white))),
            ("black", mention(&player(black))),
        ]
    };
    r.said_with("event-pairing-line", &line(0, 2));
    r.said_with("event-pairing-line", &line(3, 1));
    r.said_with("event-bye-line", &[("player", mention(&player(4)))]);
    for thread in &r.threads {
        // A thread's name is plain text on Discord, with no message of its own.
        assert!(thread.name.contains("round 1"), "{}", thread.name);
        assert_eq!(thread.reply.ping.len(), 2);
    }
    let pairings = h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    );
    pairings.said_with("event-pairings-game", &[("result", text("running"))]);
    let none = h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: Some(2),
        },
    );
    assert!(matches!(
        event_refused(&none),
        EventRefusal::NoSuchRound { .. }
    ));
}

#[test]
fn the_last_game_of_a_round_pairs_the_next_round() {
    let h = Harness::new(1);
    let (_, places) = started(&h, 4, options(3));
    let [first, _] = players_in(&h, places[0]);
    let r = resign(&h, places[0], &first);
    assert!(
        r.threads.is_empty(),
        "one game of the round is still going on"
    );
    let [_, second] = players_in(&h, places[1]);
    let r = resign(&h, places[1], &second);
    assert_eq!(r.threads.len(), 2, "round 2 opens: {}", r.text());
    r.said_with(
        "event-round-opens",
        &[("round", Arg::Number(2)), ("rounds", Arg::Number(3))],
    );
    let standings = h.ask(&carol(), Command::EventStandings { name: EVENT.into() });
    let after = [("round", Arg::Number(1)), ("rounds", Arg::Number(3))];
    standings.said_with("event-standings-title", &after);
    // A heading of the rendered table, which has no message of its own.
    assert!(standings.text().contains("BH-1"), "{}", standings.text());
    assert_dutch_pairings(&exported(&h));
}

#[test]
fn a_late_entry_is_paired_from_the_next_round_and_can_be_refused() {
    let h = Harness::new(1);
    let (_, places) = started(&h, 4, options(3));
    let late = join(&h, &player(4));
    late.said("event-joined-late");
    for place in &places {
        let [first, _] = players_in(&h, *place);
        resign(&h, *place, &first);
    }
    let round_two = h.ask(
        &carol(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    );
    round_two.said_arg(&text("q5"));
    let event = exported(&h);
    assert_eq!(event.history(PlayerId(4))[0], RoundEntry::Absent);

    let closed = Harness::new(1);
    let no_late = EventOptions {
        late_entry: Some(false),
        ..options(3)
    };
    started(&closed, 4, no_late);
    assert!(matches!(
        event_refused(&join(&closed, &player(4))),
        EventRefusal::LateEntryClosed { .. }
    ));
}

#[test]
fn a_withdrawal_forfeits_the_game_left_and_is_never_paired_again() {
    let h = Harness::new(1);
    let (_, places) = started(&h, 4, options(3));
    let [quitter, opponent] = players_in(&h, places[0]);
    let not_organiser = h.ask_admin(
        PLACE,
        &bob(),
        Command::EventWithdraw {
            name: EVENT.into(),
            player: quitter.clone(),
        },
    );
    assert!(matches!(
        event_refused(&not_organiser),
        EventRefusal::NotOrganiser { .. }
    ));
    let r = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventWithdraw {
            name: EVENT.into(),
            player: quitter.clone(),
        },
    );
    r.said("event-forfeit");
    assert!(r.ping.contains(&opponent.id));
    assert!(
        h.service.live_game(places[0]).unwrap().is_none(),
        "the game ended"
    );
    let again = h.ask(&quitter, Command::EventLeave { name: EVENT.into() });
    assert!(matches!(
        event_refused(&again),
        EventRefusal::NotPlaying { .. }
    ));
    let [first, _] = players_in(&h, places[1]);
    let next = resign(&h, places[1], &first);
    assert_eq!(
        next.threads.len(),
        1,
        "three players left: one game and a bye"
    );
    assert!(!next.ping.contains(&quitter.id), "{}", next.text());
    let event = exported(&h);
    let entry = PlayerId((quitter.id - 3001) as u32);
    assert!(matches!(
        event.history(entry)[0],
        RoundEntry::Forfeit { won: false, .. }
    ));
}

#[test]
fn without_forfeits_a_withdrawn_players_game_is_played_out() {
    let h = Harness::new(1);
    let keep = EventOptions {
        forfeit_on_withdrawal: Some(false),
        ..options(3)
    };
    let (_, places) = started(&h, 4, keep);
    let [quitter, _] = players_in(&h, places[0]);
    let r = h.ask(&quitter, Command::EventLeave { name: EVENT.into() });
    r.said("event-withdrawn");
    assert!(
        h.service.live_game(places[0]).unwrap().is_some(),
        "still going on"
    );
}

#[test]
fn the_deadline_decides_running_games_by_their_clocks_and_opens_the_next_round() {
    let h = Harness::new(1);
    let (_, places) = started(&h, 4, options(2));
    // Game 1: both move once; at the deadline neither clock has run out (14 days
    // banked, 7 used): a draw. Game 2: nobody moves; player 1 is never flagged
    // before the deadline either, and never moved: void.
    for _ in 0..2 {
        let game = h.service.live_game(places[0]).unwrap().unwrap();
        let [first, second] = players_in(&h, places[0]);
        let who = mover(&game, &first, &second).clone();
        h.ask_in(places[0], &who, move_command(some_move(&game)), None);
    }
    advance(&h, 7 * DAY - 60);
    assert!(deliver(&h).is_empty(), "not yet");
    advance(&h, 60);
    let sent = deliver(&h);
    let replies: Vec<Reply> = sent
        .iter()
        .map(|o| match o {
            Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply.clone(),
        })
        .collect();
    replies.said("event-deadline-draw");
    replies.said_with(
        "event-round-opens",
        &[("round", Arg::Number(2)), ("rounds", Arg::Number(2))],
    );
    let threads: usize = sent
        .iter()
        .map(|o| match o {
            Outbound::Channel { reply, .. } => reply.threads.len(),
            Outbound::Direct { .. } => 0,
        })
        .sum();
    assert_eq!(threads, 2);
    assert!(deliver(&h).is_empty(), "a deadline is acted on once");
    assert_dutch_pairings(&exported(&h));
}

#[test]
fn a_whole_event_ends_with_its_winner_and_refuses_entries_after() {
    let h = Harness::new(1);
    let (mut reply, mut places) = started(&h, 4, options(2));
    for _ in 0..2 {
        for place in &places {
            let [_, second] = players_in(&h, *place);
            reply = resign(&h, *place, &second);
        }
        places = open_threads(&h, &reply.threads, THREAD_BASE);
    }
    reply.said("event-over");
    let standings = h.ask(&carol(), Command::EventStandings { name: EVENT.into() });
    standings.said_with(
        "event-standings-title",
        &[("round", Arg::Number(2)), ("rounds", Arg::Number(2))],
    );
    standings.said("event-is-over");
    assert!(matches!(
        event_refused(&join(&h, &player(9))),
        EventRefusal::Finished { .. }
    ));
    let list = h.ask(&carol(), Command::EventList);
    list.said_with(
        "event-list-line",
        &[("format", text("swiss")), ("state", text("finished"))],
    );
    let event = exported(&h);
    assert_eq!(event.completed_rounds(), 2);
    assert_dutch_pairings(&event);
}

#[test]
fn an_unrated_event_leaves_ratings_alone() {
    let h = Harness::new(1);
    let friendly = EventOptions {
        rated: Some(false),
        ..options(1)
    };
    let (_, places) = started(&h, 2, friendly);
    let [first, _] = players_in(&h, places[0]);
    let r = resign(&h, places[0], &first);
    r.not_said("results-ratings");
    let changes: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM rating_changes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(changes, 0);
}

/// A plain Swiss shows its standings as an image too, like the other formats: the
/// table's rows, every player named in its alt text.
#[test]
fn a_swiss_shows_its_standings_as_an_image() {
    let h = Harness::new(1);
    let (_, places) = started(&h, 4, options(3));
    for place in &places[..2] {
        let [first, _] = players_in(&h, *place);
        resign(&h, *place, &first);
    }
    let shown = h.ask(&player(0), Command::EventStandings { name: EVENT.into() });
    let image = shown.image.expect("a standings image");
    assert!(
        image.filename.ends_with("-standings.png"),
        "{}",
        image.filename
    );
    let png = image::load_from_memory(&image.bytes)
        .expect("a PNG")
        .to_rgb8();
    assert_eq!(
        png.dimensions(),
        (800, lyngk_render::table_height(4, true)),
        "a title, a subtitle and four rows"
    );
    let alt = image.description.expect("alt text");
    for index in 0..4 {
        assert!(alt.contains(&player(index).name), "{alt}");
    }
}

/// An event game voided by the abort rule does not invite its players to start a new
/// game (the event pairs them), and a win on time that voids it says why.
#[test]
fn an_aborted_event_game_points_to_the_event_not_to_a_new_game() {
    let h = Harness::new(91);
    let (_, places) = started(&h, 2, options(1));
    let [_, second] = players_in(&h, places[0]);
    // The first player never moves; once their time is out (two weeks banked), the
    // second asks for the win, before the round's deadline job has run.
    advance(&h, 15 * DAY);
    let r = h.ask_in(places[0], &second, Command::WinOnTime, None);
    assert!(!r.ephemeral, "{}", r.text());
    let aborted = r
        .lines
        .iter()
        .find(|m| m.id == "clock-aborted")
        .unwrap_or_else(|| panic!("{}", r.text()));
    let arg = |name: &str| match aborted.get(name) {
        Some(lyngk_bot::i18n::Arg::Text(value)) => value.clone(),
        other => panic!("{name}: {other:?}"),
    };
    // The event's word, not "first and second may start a new one".
    assert_eq!(arg("series"), "event");
    assert_eq!(arg("cause"), "time");
}

/// The open round's deadline is shown beside its pairings, in the standings and in the
/// event list, not only in the post that opened the round; a finished round's pairings
/// and a finished event show none.
#[test]
fn the_open_rounds_deadline_is_shown_in_pairings_standings_and_the_list() {
    let h = Harness::new(92);
    started(&h, 4, options(3));
    let deadline_round = |reply: &Reply| {
        let line = reply
            .lines
            .iter()
            .find(|m| m.id == "event-round-deadline")?;
        match line.get("round") {
            Some(lyngk_bot::i18n::Arg::Number(round)) => Some(*round),
            other => panic!("round: {other:?}"),
        }
    };
    let ask = |command: Command| h.ask(&player(0), command);
    let pairings = ask(Command::EventPairings {
        name: EVENT.into(),
        round: None,
    });
    assert_eq!(deadline_round(&pairings), Some(1), "{}", pairings.text());
    let standings = ask(Command::EventStandings { name: EVENT.into() });
    assert_eq!(deadline_round(&standings), Some(1), "{}", standings.text());
    let list = ask(Command::EventList);
    assert_eq!(deadline_round(&list), Some(1), "{}", list.text());
    let other_round = ask(Command::EventPairings {
        name: EVENT.into(),
        round: Some(2),
    });
    assert_eq!(deadline_round(&other_round), None, "{}", other_round.text());
}

/// The last player to leave an open event leaves an empty roster, said as such in every
/// language (not "0 players: " with nothing after it).
#[test]
fn an_empty_roster_says_there_are_no_players_yet() {
    use lyngk_bot::i18n::{Arg, Locale, Style};
    let h = Harness::new(93);
    assert!(!create(&h, options(3)).ephemeral);
    assert!(!join(&h, &player(0)).ephemeral);
    let left = h.ask(&player(0), Command::EventLeave { name: EVENT.into() });
    let line = &left.lines[0];
    assert_eq!(line.id, "event-left", "{}", left.text());
    let Some(Arg::Msg(roster)) = line.get("roster") else {
        panic!("no roster: {line:?}");
    };
    assert!(
        matches!(roster.get("count"), Some(Arg::Number(0))),
        "{roster:?}"
    );
    for locale in Locale::ALL {
        let text = roster.format(locale, Style::Plain);
        assert!(
            !text.contains('0') && !text.trim_end().ends_with(':'),
            "{locale}: {text}"
        );
    }
}
