//! Divisions and seasons through the service on a real SQLite file: players split by
//! rating, a Swiss in each division, the season's end moving the top up and the
//! bottom down, the pause and the next season opened by the background job on the
//! test clock (once, however often the job runs), leaving and joining in the pause,
//! standings per division as text and images, and the refusals.

use crate::common::events::option_not_taken;
use crate::common::events::{
    create_event, join_event, open_threads, pass, rate, seat_ids, start_event, DAY,
};
use crate::common::*;
use lyngk_bot::correspondence::divisions::DivisionsRefusal;
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
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
pub(super) fn play_season_upside_down(h: &Harness, mut threads: Vec<ThreadToOpen>) -> String {
    let mut said = String::new();
    while !threads.is_empty() {
        let places: Vec<Place> = open_threads(h, &threads, THREAD_BASE);
        threads.clear();
        for place in places {
            let ids = seat_ids(h, place);
            let stronger = player(index_of(ids[0]).min(index_of(ids[1])));
            let r = h.ask_in(place, &stronger, Command::Resign { confirmed: true }, None);
            assert!(!r.ephemeral, "{}", r.text());
            said.push_str(&r.text());
            said.push('\n');
            threads.extend(r.threads);
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
    assert!(r.text().contains("divisions event"), "{}", r.text());
    joined(&h, 8);
    let r = start(&h);
    assert!(!r.ephemeral, "{}", r.text());
    assert!(
        r.text().contains("season 1: 8 players in 2 divisions"),
        "{}",
        r.text()
    );
    assert!(r.text().contains("Club League · S1 · D2"), "{}", r.text());
    assert_eq!(r.threads.len(), 4, "two games in each division");
    assert_eq!(members(&h, 1), vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
    // The list shows the divisions event, not each division's.
    let list = h.ask(&bob(), Command::EventList).text();
    assert!(
        list.contains("**Club League** (divisions): running, season 1, 8 players"),
        "{list}"
    );
    assert!(!list.contains("S1 · D1"), "{list}");
    let pairings = h.ask(
        &bob(),
        Command::EventPairings {
            name: EVENT.into(),
            round: None,
        },
    );
    assert_eq!(
        pairings.text().matches(" vs ").count(),
        4,
        "{}",
        pairings.text()
    );

    let said = play_season_upside_down(&h, r.threads);
    // A division of 4 plays 3 rounds; each finishes on its own, the season after both.
    assert_eq!(
        said.matches("is over. Congratulations").count(),
        2,
        "{said}"
    );
    assert!(said.contains("season 1 is over"), "{said}");
    assert!(
        said.contains("Division 1 · up: nobody · down: d1"),
        "{said}"
    );
    assert!(
        said.contains("Division 2 · up: d8 · down: nobody"),
        "{said}"
    );
    assert!(
        said.contains("Season 2 of **Club League** opens by itself"),
        "{said}"
    );

    // Standings per division, as text and as images with alt text.
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    let text = shown.text();
    assert!(text.contains("season 1 (over)"), "{text}");
    assert!(text.contains("Club League · S1 · D1"), "{text}");
    assert_eq!(shown.files.len(), 2, "one image per division");
    for file in &shown.files {
        assert!(file.bytes.starts_with(b"\x89PNG"), "{}", file.filename);
        let alt = file.description.as_deref().unwrap();
        assert!(alt.contains("division"), "{alt}");
    }

    // The pause: nothing opens a second early, then the job opens season 2 once.
    let early = pass(&h, i64::from(PAUSE_DAYS) * DAY - 1);
    assert!(!posted(&early).contains("season 2"), "{}", posted(&early));
    assert_eq!(season_count(&h), 1);
    let opened = pass(&h, 1);
    assert!(
        posted(&opened).contains("season 2: 8 players in 2 divisions"),
        "{}",
        posted(&opened)
    );
    let again = pass(&h, 0);
    assert!(
        !posted(&again).contains("season 2"),
        "a repeated job opens nothing"
    );
    assert_eq!(season_count(&h), 2);
    // d1 went down, d8 up; the relegated lead the lower division, the promoted trail.
    assert_eq!(members(&h, 2), vec![vec![3, 2, 1, 7], vec![0, 6, 5, 4]]);

    let threads = waiting_threads(&h);
    assert_eq!(threads.len(), 4);
    let said = play_season_upside_down(&h, threads);
    assert!(said.contains("season 2 is over"), "{said}");
    // Again the lowest index (d2 above, d1 below) finishes last and the highest first.
    assert!(
        said.contains("Division 1 · up: nobody · down: d2"),
        "{said}"
    );
    assert!(
        said.contains("Division 2 · up: d7 · down: nobody"),
        "{said}"
    );
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
    assert!(
        r9.text().contains("bottom division in season 2"),
        "{}",
        r9.text()
    );
    play_season_upside_down(&h, r.threads);

    // In the pause: d3 leaves; a second newcomer joins; d1 leaves and comes back.
    let left = leave(&h, &player(2));
    assert!(
        left.text().contains("not in the next season"),
        "{}",
        left.text()
    );
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
    let shown = h
        .ask(&bob(), Command::EventStandings { name: EVENT.into() })
        .text();
    assert!(!shown.contains("down: d1"), "{shown}");
    assert!(shown.contains("Division 2 · up: d8"), "{shown}");
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
    let text = left.text();
    assert!(text.contains("not in the next season"), "{text}");
    assert!(
        text.contains("withdrew from the event **Club League · S1 · D2**"),
        "{text}"
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
    assert!(
        export.text().contains("Club League · S1 · D1"),
        "{}",
        export.text()
    );
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
    assert!(
        !resigned.text().contains("season 1 is over"),
        "{}",
        resigned.text()
    );
    let posted_at_deadline = posted(&pass(&h, 7 * DAY));
    assert!(
        posted_at_deadline.contains("a draw"),
        "{posted_at_deadline}"
    );
    assert!(
        posted_at_deadline.contains("season 1 is over"),
        "{posted_at_deadline}"
    );
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
    let said = posted(&pass(&h, i64::from(PAUSE_DAYS) * DAY));
    assert!(
        said.contains("Club League** ends: only 1 player is left"),
        "{said}"
    );
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
    assert_eq!(shown.text().matches("standings after round 0").count(), 10);
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
    assert!(r.text().contains("in 2 divisions"), "{}", r.text());
    let said = play_season_upside_down(&h, r.threads);
    assert!(
        said.contains("Nobody moves between divisions this season."),
        "{said}"
    );
    assert!(!said.contains("only one division"), "{said}");
}

#[test]
fn a_single_division_season_says_there_is_only_one() {
    let h = Harness::new(300);
    create(&h, divisions(4, 1));
    joined(&h, 4);
    let r = start(&h);
    let said = play_season_upside_down(&h, r.threads);
    assert!(
        said.contains("Nobody moves: there is only one division."),
        "{said}"
    );
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
