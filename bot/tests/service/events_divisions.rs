//! Divisions and seasons through the service on a real SQLite file: players split by
//! rating, a Swiss in each division, the season's end moving the top up and the
//! bottom down, the pause and the next season opened by the background job on the
//! test clock (once, however often the job runs), leaving and joining in the pause,
//! standings per division as text and images, and the refusals.

use crate::common::events::option_not_taken;
use crate::common::events::{
    create_event, join_event, open_threads, pass, rate, seat_ids, start_event, DAY,
};
use crate::common::said::{text, Said};
use crate::common::*;
use lyngk_bot::correspondence::divisions::DivisionsRefusal;
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
use lyngk_bot::i18n::{Arg, Msg};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, Place, Reply, ThreadToOpen};
use lyngk_bot::service::Refusal;

pub(super) const THREAD_BASE: u64 = 90_000;
pub(super) const EVENT: &str = "Club League";
pub(super) const PAUSE_DAYS: u32 = 3;

pub(super) fn player(index: usize) -> Actor {
    Actor {
        id: 5001 + index as u64,
        name: format!("d{}", index + 1),
    }
}

pub(super) fn index_of(id: u64) -> usize {
    (id - 5001) as usize
}

pub(super) fn divisions(size: u32, movers: u32) -> EventOptions {
    EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Divisions),
        division_size: Some(size),
        movers: Some(movers),
        pause_days: Some(PAUSE_DAYS),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    }
}

pub(super) fn create(h: &Harness, options: EventOptions) -> Reply {
    create_event(h, EVENT, options)
}

pub(super) fn join(h: &Harness, who: &Actor) -> Reply {
    join_event(h, who, EVENT)
}

pub(super) fn leave(h: &Harness, who: &Actor) -> Reply {
    h.ask(who, Command::EventLeave { name: EVENT.into() })
}

pub(super) fn start(h: &Harness) -> Reply {
    start_event(h, EVENT)
}

pub(super) fn divisions_refusal(reply: &Reply) -> DivisionsRefusal {
    assert!(reply.ephemeral, "{}", reply.text());
    match reply.refusal.as_ref().expect("a refusal") {
        Refusal::Divisions(refusal) => refusal.clone(),
        other => panic!("not a divisions refusal: {other:?}"),
    }
}

/// `count` players rated from 2000 down in steps of 50 join; player 0 is the
/// strongest.
pub(super) fn joined(h: &Harness, count: usize) {
    for index in 0..count {
        rate(h, &player(index), 2000.0 - 50.0 * index as f64);
        let r = join(h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
}

/// Each season's players by division (top first), in seeding order.
pub(super) fn members(h: &Harness, season: u32) -> Vec<Vec<usize>> {
    let db = h.db();
    let mut query = db
        .prepare(
            "SELECT division, user_id FROM season_members WHERE season = ?1 \
             ORDER BY division, seat",
        )
        .unwrap();
    let rows: Vec<(usize, i64)> = query
        .query_map([season], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut divisions: Vec<Vec<usize>> = Vec::new();
    for (division, user) in rows {
        if divisions.len() <= division {
            divisions.push(Vec::new());
        }
        divisions[division].push(index_of(user as u64));
    }
    divisions
}

/// Plays every game the threads open, and the rounds they lead to, each game
/// resigned by its stronger player (the lower index), so every division finishes
/// in reverse seeding order. Returns every reply's text.
pub(super) fn play_season_upside_down(h: &Harness, threads: Vec<ThreadToOpen>) -> String {
    let replies = season_replies(h, threads);
    let texts: Vec<String> = replies.iter().map(|r| format!("{}\n", r.text())).collect();
    texts.concat()
}

/// Like [`play_season_upside_down`]: the replies to the resignations.
pub(super) fn season_replies(h: &Harness, mut threads: Vec<ThreadToOpen>) -> Vec<Reply> {
    let mut said = Vec::new();
    while !threads.is_empty() {
        let places: Vec<Place> = open_threads(h, &threads, THREAD_BASE);
        threads.clear();
        for place in places {
            let ids = seat_ids(h, place);
            let stronger = player(index_of(ids[0]).min(index_of(ids[1])));
            let r = h.ask_in(place, &stronger, Command::Resign { confirmed: true }, None);
            assert!(!r.ephemeral, "{}", r.text());
            threads.extend(r.threads.clone());
            said.push(r);
        }
    }
    said
}

pub(super) fn season_count(h: &Harness) -> i64 {
    h.db()
        .query_row("SELECT COUNT(*) FROM seasons", [], |r| r.get(0))
        .unwrap()
}

fn posted(outbound: &[Outbound]) -> String {
    outbound
        .iter()
        .filter_map(|o| match o {
            Outbound::Channel { reply, .. } => Some(reply.text()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The replies posted in channels.
fn posted_replies(outbound: &[Outbound]) -> Vec<Reply> {
    outbound
        .iter()
        .filter_map(|o| match o {
            Outbound::Channel { reply, .. } => Some(reply.clone()),
            _ => None,
        })
        .collect()
}

/// A season's opening: "season `season`: `players` players in `divisions` divisions".
fn season_opens(season: i64, players: i64, divisions: i64) -> [(&'static str, Arg); 3] {
    let number = Arg::Number;
    [
        ("season", number(season)),
        ("players", number(players)),
        ("divisions", number(divisions)),
    ]
}

/// A division's moves: its number, who goes up and who down (`None`: nobody).
pub(super) fn moves(
    division: i64,
    up: Option<&str>,
    down: Option<&str>,
) -> [(&'static str, Arg); 3] {
    let names = |who: Option<&str>| match who {
        Some(name) => text(name),
        None => Arg::Msg(Box::new(Msg::new("divisions-nobody"))),
    };
    [
        ("division", Arg::Number(division)),
        ("up", names(up)),
        ("down", names(down)),
    ]
}

/// The threads the background opening left for a front.
pub(super) fn waiting_threads(h: &Harness) -> Vec<ThreadToOpen> {
    h.service
        .event_threads_waiting()
        .unwrap()
        .into_iter()
        .map(|(_, thread)| thread)
        .collect()
}

#[test]
fn two_seasons_move_the_top_up_and_the_bottom_down_and_open_by_themselves() {
    let h = Harness::new(300);
    let r = create(&h, divisions(4, 1));
    r.said("divisions-created");
    joined(&h, 8);
    let r = start(&h);
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("divisions-season-opens", &season_opens(1, 8, 2));
    r.said_arg(&text("Club League · S1 · D2"));
    assert_eq!(r.threads.len(), 4, "two games in each division");
    assert_eq!(members(&h, 1), vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
    // The list shows the divisions event, not each division's.
    let list = h.ask(&bob(), Command::EventList);
    let line = [
        ("event", text("Club League")),
        ("state", text("running")),
        ("season", Arg::Number(1)),
        ("players", Arg::Number(8)),
    ];
    list.said_with("divisions-list-line", &line);
    list.not_said("event-list-line");
    let pairings = h.ask(
        &bob(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    );
    assert_eq!(
        pairings.count("event-pairings-game"),
        4,
        "{:?}",
        pairings.ids()
    );

    let said = season_replies(&h, r.threads);
    // A division of 4 plays 3 rounds; each finishes on its own, the season after both.
    assert_eq!(said.count("event-over"), 2, "{:?}", said.ids());
    said.said_with("divisions-season-over", &[("season", Arg::Number(1))]);
    said.said_with("divisions-moves", &moves(1, None, Some("d1")));
    said.said_with("divisions-moves", &moves(2, Some("d8"), None));
    let next = [("season", Arg::Number(2)), ("event", text("Club League"))];
    said.said_with("divisions-next-season", &next);

    // Standings per division, as text and as images with alt text.
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    let over = [("season", Arg::Number(1)), ("over", text("true"))];
    shown.said_with("divisions-standings-title", &over);
    shown.said_arg(&text("Club League · S1 · D1"));
    assert_eq!(shown.files.len(), 2, "one image per division");
    for file in &shown.files {
        assert!(file.bytes.starts_with(b"\x89PNG"), "{}", file.filename);
        // Alt text is wording on purpose: it describes the image in words.
        let alt = file.description.as_deref().unwrap();
        assert!(alt.contains("division"), "{alt}");
    }

    // The pause: nothing opens a second early, then the job opens season 2 once.
    let early = pass(&h, i64::from(PAUSE_DAYS) * DAY - 1);
    posted_replies(&early).not_said("divisions-season-opens");
    assert_eq!(season_count(&h), 1);
    let opened = pass(&h, 1);
    posted_replies(&opened).said_with("divisions-season-opens", &season_opens(2, 8, 2));
    let again = pass(&h, 0);
    // A repeated job opens nothing.
    posted_replies(&again).not_said("divisions-season-opens");
    assert_eq!(season_count(&h), 2);
    // d1 went down, d8 up; the relegated lead the lower division, the promoted trail.
    assert_eq!(members(&h, 2), vec![vec![3, 2, 1, 7], vec![0, 6, 5, 4]]);

    let threads = waiting_threads(&h);
    assert_eq!(threads.len(), 4);
    let said = season_replies(&h, threads);
    said.said_with("divisions-season-over", &[("season", Arg::Number(2))]);
    // Again the lowest index (d2 above, d1 below) finishes last and the highest first.
    said.said_with("divisions-moves", &moves(1, None, Some("d2")));
    said.said_with("divisions-moves", &moves(2, Some("d7"), None));
}

#[test]
fn leaving_and_joining_in_the_pause_shape_the_next_season() {
    let h = Harness::new(400);
    create(&h, divisions(4, 1));
    joined(&h, 8);
    let r = start(&h);
    // A newcomer during the season waits for the next one.
    rate(&h, &player(8), 2500.0);
    let r9 = join(&h, &player(8));
    r9.said_with(
        "divisions-joined-next-season",
        &[("season", Arg::Number(2))],
    );
    play_season_upside_down(&h, r.threads);

    // In the pause: d3 leaves; a second newcomer joins; d1 leaves and comes back.
    let left = leave(&h, &player(2));
    left.said("divisions-left");
    let again = leave(&h, &player(2));
    assert!(
        again.ephemeral,
        "leaving twice is refused: {}",
        again.text()
    );
    rate(&h, &player(9), 1000.0);
    assert!(!join(&h, &player(9)).ephemeral);
    assert!(!leave(&h, &player(0)).ephemeral);
    // d1, last of division 1, has left: the moves no longer name them.
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    shown.not_said_with("divisions-moves", &[("down", text("d1"))]);
    shown.said_with(
        "divisions-moves",
        &[("division", Arg::Number(2)), ("up", text("d8"))],
    );
    assert!(!join(&h, &player(0)).ephemeral, "a leaver may come back");
    let twice = join(&h, &player(0));
    assert!(twice.ephemeral, "{}", twice.text());

    pass(&h, i64::from(PAUSE_DAYS) * DAY);
    let next = members(&h, 2);
    let all: Vec<usize> = next.iter().flatten().copied().collect();
    assert!(!all.contains(&2), "d3 left: {next:?}");
    assert_eq!(all.len(), 9, "{next:?}");
    // Newcomers start at the bottom, strongest first, whatever their rating.
    let bottom = next.last().unwrap();
    assert_eq!(&bottom[bottom.len() - 2..], &[8, 9], "{next:?}");
    assert_eq!(next.len(), 3, "9 players in divisions of 4: {next:?}");
}

#[test]
fn a_player_who_leaves_during_a_season_is_withdrawn_from_the_division() {
    let h = Harness::new(500);
    create(&h, divisions(4, 1));
    joined(&h, 8);
    start(&h);
    let left = leave(&h, &player(5));
    left.said("divisions-left");
    left.said_with(
        "event-withdrawn",
        &[("event", text("Club League · S1 · D2"))],
    );
    let withdrawn: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM event_players WHERE user_id = ?1 AND withdrawn_at IS NOT NULL",
            [player(5).id as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(withdrawn, 2, "in the divisions event and in its division");
}

#[test]
fn refusals_are_specific_and_change_nothing() {
    let h = Harness::new(600);
    let cases = [
        (
            EventOptions {
                division_size: Some(1),
                ..divisions(4, 1)
            },
            DivisionsRefusal::DivisionSize(1),
        ),
        (
            divisions(4, 3),
            DivisionsRefusal::TooManyMovers { movers: 3, size: 4 },
        ),
        (
            EventOptions {
                pause_days: Some(91),
                ..divisions(4, 1)
            },
            DivisionsRefusal::PauseDays(91),
        ),
        (
            EventOptions {
                rounds: Some(4),
                ..divisions(4, 1)
            },
            DivisionsRefusal::Rounds { rounds: 4, size: 4 },
        ),
    ];
    for (options, refusal) in cases {
        assert_eq!(divisions_refusal(&create(&h, options)), refusal);
    }
    // A Swiss refuses the divisions' settings in its own words.
    let swiss = EventOptions {
        format: Some(EventFormat::Swiss),
        ..divisions(4, 1)
    };
    assert_eq!(
        option_not_taken(&create(&h, swiss)),
        (EventFormat::Swiss, EventOption::DivisionSize)
    );
    let count: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(count, 0, "nothing was created");

    assert!(!create(&h, divisions(4, 1)).ephemeral);
    joined(&h, 1);
    assert_eq!(
        divisions_refusal(&start(&h)),
        DivisionsRefusal::TooFewPlayers {
            name: EVENT.into(),
            players: 1
        }
    );
    assert_eq!(season_count(&h), 0, "nothing started");
    joined_from(&h, 1, 3);
    start(&h);
    let export = h.ask(&bob(), Command::EventExport { name: EVENT.into() });
    assert!(
        matches!(
            divisions_refusal(&export),
            DivisionsRefusal::ReportPerDivision { .. }
        ),
        "{}",
        export.text()
    );
    export.said_arg(&text("Club League · S1 · D1"));
}

/// Players `from` to `to` (exclusive) join, rated as [`joined`] rates them.
fn joined_from(h: &Harness, from: usize, to: usize) {
    for index in from..to {
        rate(h, &player(index), 2000.0 - 50.0 * index as f64);
        assert!(!join(h, &player(index)).ephemeral);
    }
}

#[test]
fn a_season_whose_last_game_reaches_its_deadline_ends_in_the_job() {
    let h = Harness::new(700);
    create(&h, divisions(2, 1));
    joined(&h, 4);
    let r = start(&h);
    // Two divisions of two: one game each, one round. One is resigned, the other
    // left to the round's deadline with time on both clocks: a draw.
    let places = open_threads(&h, &r.threads, THREAD_BASE);
    let ids = seat_ids(&h, places[0]);
    let resigned = h.ask_in(
        places[0],
        &player(index_of(ids[0])),
        Command::Resign { confirmed: true },
        None,
    );
    resigned.not_said("divisions-season-over");
    let posted_at_deadline = posted_replies(&pass(&h, 7 * DAY));
    posted_at_deadline.said("event-deadline-draw");
    posted_at_deadline.said_with("divisions-season-over", &[("season", Arg::Number(1))]);
    assert_eq!(season_count(&h), 1, "the next opens after the pause");
}

#[test]
fn with_fewer_than_two_players_left_the_event_ends_instead_of_a_season() {
    let h = Harness::new(800);
    create(&h, divisions(2, 1));
    joined(&h, 2);
    let r = start(&h);
    play_season_upside_down(&h, r.threads);
    assert!(!leave(&h, &player(1)).ephemeral);
    let said = posted_replies(&pass(&h, i64::from(PAUSE_DAYS) * DAY));
    let ends = [("event", text("Club League")), ("players", Arg::Number(1))];
    said.said_with("divisions-too-few-to-go-on", &ends);
    assert_eq!(season_count(&h), 1);
    let late = join(&h, &player(1));
    assert!(late.ephemeral, "the event is over: {}", late.text());
    assert!(posted(&pass(&h, DAY)).is_empty(), "nothing more happens");
}

#[test]
fn standings_carry_an_image_per_division_up_to_nine() {
    let h = Harness::new(900);
    create(&h, divisions(2, 1));
    joined(&h, 20);
    start(&h);
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    let titles = shown.messages();
    let before_play =
        |m: &&&Msg| m.id == "event-standings-title" && m.get("round") == Some(&Arg::Number(0));
    assert_eq!(
        titles.iter().filter(before_play).count(),
        10,
        "{:?}",
        shown.ids()
    );
    assert_eq!(shown.files.len(), 9, "Discord takes ten files a message");
}

#[test]
fn starting_again_hands_out_the_division_threads_a_front_did_not_open() {
    let mut h = Harness::new(1000);
    create(&h, divisions(4, 1));
    joined(&h, 8);
    let first = start(&h);
    let opened = open_threads(&h, &first.threads[..1], THREAD_BASE);
    assert_eq!(opened.len(), 1);
    // The front died before opening the other three; after a restart (and once the
    // dead process's claims on them lapsed) the organiser starts again and gets them.
    h.reopen();
    let lapse = lyngk_bot::store::thread_claims::CLAIM_SECONDS;
    h.time
        .0
        .fetch_add(lapse, std::sync::atomic::Ordering::SeqCst);
    let again = start(&h);
    assert!(!again.ephemeral, "{}", again.text());
    let mut expected: Vec<i64> = first.threads[1..].iter().map(|t| t.game_id).collect();
    let mut handed: Vec<i64> = again.threads.iter().map(|t| t.game_id).collect();
    expected.sort();
    handed.sort();
    assert_eq!(handed, expected);
    assert_eq!(season_count(&h), 1, "no second season");
}

#[test]
fn a_season_without_movers_says_nobody_moves_between_its_divisions() {
    let h = Harness::new(300);
    create(&h, divisions(4, 0));
    joined(&h, 8);
    let r = start(&h);
    r.said_with("divisions-season-opens", &[("divisions", Arg::Number(2))]);
    let said = season_replies(&h, r.threads);
    said.said_with("divisions-no-moves", &[("divisions", Arg::Number(2))]);
    said.not_said_with("divisions-no-moves", &[("divisions", Arg::Number(1))]);
}

#[test]
fn a_single_division_season_says_there_is_only_one() {
    let h = Harness::new(300);
    create(&h, divisions(4, 1));
    joined(&h, 4);
    let r = start(&h);
    let said = season_replies(&h, r.threads);
    said.said_with("divisions-no-moves", &[("divisions", Arg::Number(1))]);
}

/// What the margin of row `row` of a division's standings image shows: the promotion
/// mark, the relegation mark, or nothing.
fn zone_mark(png: &[u8], row: usize) -> Option<&'static str> {
    let image = image::load_from_memory(png).expect("a PNG").to_rgb8();
    let (x, y) = lyngk_render::zone_mark_centre(row, true);
    let [r, g, b] = image.get_pixel(x as u32, y as u32).0;
    let (r, g, b) = (i32::from(r), i32::from(g), i32::from(b));
    match () {
        _ if g > r + 40 && g > b + 40 => Some("up"),
        _ if r > g + 60 && r > b + 60 => Some("down"),
        _ => None,
    }
}

/// Before any game nobody leads or moves: no row is marked. Once games are played,
/// each division's image marks who moves up (all but the top division) and who moves
/// down (all but the bottom one).
#[test]
fn division_images_mark_who_moves_up_and_down_once_games_are_played() {
    let h = Harness::new(950);
    create(&h, divisions(4, 1));
    joined(&h, 8);
    let r = start(&h);
    let marks = |h: &Harness| -> Vec<Vec<Option<&'static str>>> {
        let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
        assert_eq!(shown.files.len(), 2, "{}", shown.text());
        let rows = 0..4;
        let marks = |file: &lyngk_bot::service::api::Attachment| {
            rows.clone()
                .map(|row| zone_mark(&file.bytes, row))
                .collect()
        };
        shown.files.iter().map(marks).collect()
    };
    assert_eq!(marks(&h), vec![vec![None; 4]; 2], "no game played yet");
    play_season_upside_down(&h, r.threads);
    assert_eq!(
        marks(&h),
        vec![
            vec![None, None, None, Some("down")],
            vec![Some("up"), None, None, None],
        ]
    );
}

/// The post that ends a season shows each division's table once: the division whose
/// last game ended the season does not add its own table before the season's.
#[test]
fn the_season_end_shows_each_divisions_table_once() {
    let h = Harness::new(301);
    create(&h, divisions(4, 1));
    joined(&h, 8);
    let mut threads = start(&h).threads;
    let mut season_end = None;
    while !threads.is_empty() {
        let places: Vec<Place> = open_threads(&h, &threads, THREAD_BASE);
        threads.clear();
        for place in places {
            let ids = seat_ids(&h, place);
            let stronger = player(index_of(ids[0]).min(index_of(ids[1])));
            let r = h.ask_in(place, &stronger, Command::Resign { confirmed: true }, None);
            threads.extend(r.threads.iter().cloned());
            if r.lines
                .iter()
                .any(|line| line.id == "divisions-season-over")
            {
                season_end = Some(r);
            }
        }
    }
    let season_end = season_end.expect("a reply ended the season");
    let tables = season_end
        .lines
        .iter()
        .filter(|line| line.id == "event-standings-title")
        .count();
    assert_eq!(tables, 2, "{}", season_end.text());
}
