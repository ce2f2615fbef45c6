//! Divisions whose seasons are round robins (`division_format:round_robin`): every
//! division a round robin event of its own, the moves read from its standings
//! (points, then Sonneborn-Berger), the next season opened as round robins again;
//! double round robins (`legs:double`); leaving by a division's name; and the
//! refusals of the options.

use super::events_divisions::{
    create, divisions, divisions_refusal, index_of, joined, leave, members, moves, player,
    season_count, season_replies, start, waiting_threads, EVENT, PAUSE_DAYS, THREAD_BASE,
};
use crate::common::events::{open_threads, option_not_taken, pass, seat_ids, DAY};
use crate::common::said::{self, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::divisions::{DivisionPlay, DivisionsRefusal};
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Command, EventOptions, Reply, ThreadToOpen};

fn round_robins(size: u32, movers: u32) -> EventOptions {
    EventOptions {
        division_format: Some(DivisionPlay::RoundRobin),
        ..divisions(size, movers)
    }
}

/// Who beats whom in the top division of season 1 (first beats second): d1 and d2
/// both score 2 and d3 and d4 both 1, and Sonneborn-Berger parts them: d1 (3) above
/// d2 (2), and d4, who beat d1, (2) above d3 (1), so d3 goes down, not d4.
const TOP_RESULTS: [(usize, usize); 6] = [(0, 1), (0, 2), (3, 0), (1, 2), (1, 3), (2, 3)];

/// The loser of a game between players `a` and `b`: by [`TOP_RESULTS`] in the top
/// four, else the stronger (lower index).
fn loser(a: usize, b: usize) -> usize {
    if a < 4 && b < 4 {
        return match TOP_RESULTS.contains(&(a, b)) {
            true => b,
            false => a,
        };
    }
    a.min(b)
}

/// Plays every game the threads open that is still going on (a withdrawal forfeits
/// one), and the rounds they lead to, each resigned by its [`loser`]. Returns every
/// reply.
fn play_season(h: &Harness, mut threads: Vec<ThreadToOpen>) -> Vec<Reply> {
    let mut said = Vec::new();
    while !threads.is_empty() {
        let places = open_threads(h, &threads, THREAD_BASE);
        threads.clear();
        for place in places {
            if !h.service.has_live_game(place).unwrap() {
                continue;
            }
            let ids = seat_ids(h, place).map(index_of);
            let resigning = player(loser(ids[0], ids[1]));
            let r = h.ask_in(place, &resigning, Command::Resign { confirmed: true }, None);
            assert!(!r.ephemeral, "{}", r.text());
            threads.extend(r.threads.clone());
            said.push(r);
        }
    }
    said
}

/// The formats of the events the divisions are played as.
fn division_formats(h: &Harness) -> Vec<String> {
    let db = h.db();
    let mut query = db
        .prepare("SELECT format FROM events WHERE name LIKE '% · S% · D%' ORDER BY id")
        .unwrap();
    let formats = query
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    formats
}

/// Each player's place in division `division` of `season`, best first.
fn placed(h: &Harness, season: u32, division: u32) -> Vec<usize> {
    let db = h.db();
    let mut query = db
        .prepare(
            "SELECT user_id FROM season_members WHERE season = ?1 AND division = ?2 \
             ORDER BY place",
        )
        .unwrap();
    let users: Vec<i64> = query
        .query_map([season, division], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    users.into_iter().map(|u| index_of(u as u64)).collect()
}

#[test]
fn round_robin_divisions_move_players_by_points_then_sonneborn_berger() {
    let h = Harness::new(1100);
    let r = create(&h, round_robins(4, 1));
    r.said_with("divisions-created", &[("play", text("round_robin"))]);
    joined(&h, 8);
    let r = start(&h);
    assert!(!r.ephemeral, "{}", r.text());
    let opens = [("season", 1), ("players", 8), ("divisions", 2)].map(|(k, n)| (k, Arg::Number(n)));
    r.said_with("divisions-season-opens", &opens);
    // Four players meet in three rounds of two games.
    r.said_with(
        "event-round-opens",
        &[("round", Arg::Number(1)), ("rounds", Arg::Number(3))],
    );
    assert_eq!(r.threads.len(), 4, "two games in each division");
    assert_eq!(division_formats(&h), ["round_robin", "round_robin"]);

    let said = play_season(&h, r.threads);
    assert_first_season_placed(&h, &said);

    // The standings show the round robin's columns, and so do the images.
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    // The table is a code block laid out as text: its heading has the columns.
    let text = shown.text();
    assert!(text.contains("SB"), "{text}");
    assert!(!text.contains("BH"), "no Buchholz in a round robin: {text}");
    assert_eq!(shown.files.len(), 2, "one image per division");
    for file in &shown.files {
        let alt = file.description.as_deref().unwrap();
        // Alt text is wording on purpose: it describes the image in words.
        assert!(alt.contains("round robin"), "{alt}");
    }
    let pairings = h.ask(
        &bob(),
        Command::EventPairings {
            name: EVENT.into(),
            round: Some(2),
        },
    );
    assert_eq!(
        pairings.count("event-pairings-game"),
        4,
        "{:?}",
        pairings.ids()
    );

    // After the pause the job opens season 2, again of round robins.
    pass(&h, i64::from(PAUSE_DAYS) * DAY);
    assert_eq!(season_count(&h), 2);
    assert_eq!(members(&h, 2), vec![vec![0, 1, 3, 7], vec![2, 6, 5, 4]]);
    assert_eq!(division_formats(&h).len(), 4);
    assert!(division_formats(&h).iter().all(|f| f == "round_robin"));
    let threads = waiting_threads(&h);
    assert_eq!(threads.len(), 4);
    let said = season_replies(&h, threads);
    assert_second_season_moved(&said);
}

#[test]
fn leaving_by_a_divisions_name_leaves_the_divisions_event() {
    let h = Harness::new(1200);
    create(&h, round_robins(4, 1));
    joined(&h, 8);
    let r = start(&h);
    let division = format!("{EVENT} · S1 · D2");
    let left = h.ask(
        &player(5),
        Command::EventLeave {
            name: division.clone(),
        },
    );
    let text = left.text();
    assert!(!left.ephemeral, "{text}");
    left.said_with("divisions-left", &[("event", said::text(EVENT))]);
    left.said_with("event-withdrawn", &[("event", said::text(&division))]);
    // The organiser withdraws another by the division's name: the same.
    let withdrawn = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventWithdraw {
            name: division.clone(),
            player: player(6),
        },
    );
    withdrawn.said_with("divisions-left", &[("event", said::text(EVENT))]);
    let again = leave(&h, &player(5));
    assert!(again.ephemeral, "left already: {}", again.text());

    // Their games left in the division are walkovers; the season still ends.
    let said = play_season(&h, r.threads);
    said.said_with("round-robin-walkover-line", &[("loser", said::text("d6"))]);
    said.said_with("divisions-season-over", &[("season", Arg::Number(1))]);
    pass(&h, i64::from(PAUSE_DAYS) * DAY);
    let next: Vec<usize> = members(&h, 2).into_iter().flatten().collect();
    assert!(!next.contains(&5) && !next.contains(&6), "{next:?}");
    assert_eq!(next.len(), 6, "{next:?}");
}

#[test]
fn the_division_format_is_refused_where_it_cannot_apply() {
    let h = Harness::new(1300);
    let cases = [
        (
            round_robins(21, 1),
            DivisionsRefusal::RoundRobinTooBig { size: 21, max: 20 },
        ),
        (
            EventOptions {
                rounds: Some(3),
                ..round_robins(4, 1)
            },
            DivisionsRefusal::RoundsInRoundRobin {
                rounds: 3,
                legs: RoundRobin::Single,
            },
        ),
    ];
    for (options, refusal) in cases {
        let reply = create(&h, options);
        assert_eq!(divisions_refusal(&reply), refusal);
        let message = refusal.message();
        let args: Vec<(&str, Arg)> = message
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone()))
            .collect();
        reply.said_with(&message.id, &args);
    }
    // A Swiss refuses what its divisions would play, in its own words.
    let swiss = EventOptions {
        format: Some(EventFormat::Swiss),
        division_size: None,
        movers: None,
        pause_days: None,
        ..round_robins(4, 1)
    };
    assert_eq!(
        option_not_taken(&create(&h, swiss)),
        (EventFormat::Swiss, EventOption::DivisionFormat)
    );
    let count: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(count, 0, "nothing was created");
    // A round robin of the largest size is taken.
    assert!(!create(&h, round_robins(20, 2)).ephemeral);
}

#[test]
fn a_round_robin_divisions_last_game_decided_at_its_deadline_ends_the_season() {
    let h = Harness::new(1400);
    create(&h, round_robins(3, 1));
    joined(&h, 6);
    let r = start(&h);
    // Two divisions of three: a game and a bye in each round, three rounds.
    assert_eq!(r.threads.len(), 2, "{}", r.text());
    let mut said = play_season(&h, r.threads[..1].to_vec());
    said.not_said("divisions-season-over");
    // The other division's games are left to their deadlines, round after round:
    // drawn by the clock rules (nobody's time ran out), the next round paired.
    for round in 1..=3 {
        let posted = posted_replies(&pass(&h, 7 * DAY));
        assert_eq!(
            posted.count("event-deadline-draw"),
            1,
            "round {round}: {:?}",
            posted.ids()
        );
        said.extend(posted);
    }
    said.said_with("divisions-season-over", &[("season", Arg::Number(1))]);
    assert_eq!(season_count(&h), 1, "the next opens after the pause");
    assert_eq!(placed(&h, 1, 1).len(), 3, "every place recorded");
}

fn posted_replies(outbound: &[lyngk_bot::service::api::Outbound]) -> Vec<Reply> {
    outbound
        .iter()
        .map(|o| match o {
            lyngk_bot::service::api::Outbound::Channel { reply, .. }
            | lyngk_bot::service::api::Outbound::Direct { reply, .. } => reply.clone(),
        })
        .collect()
}

fn double_round_robins(size: u32, movers: u32) -> EventOptions {
    EventOptions {
        legs: Some(RoundRobin::Double),
        ..round_robins(size, movers)
    }
}

/// The legs stored for each division's round robin, in the order they were opened.
fn division_legs(h: &Harness) -> Vec<u32> {
    let db = h.db();
    let mut query = db
        .prepare(
            "SELECT r.legs FROM round_robins r JOIN events e ON e.id = r.event \
             WHERE e.name LIKE '% · S% · D%' ORDER BY e.id",
        )
        .unwrap();
    let legs = query
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    legs
}

/// Every game of `season`'s divisions as (division event, first seat, second seat),
/// by the players' entries in their division.
fn games_played(h: &Harness, season: u32) -> Vec<(i64, u32, u32)> {
    let db = h.db();
    let mut query = db
        .prepare(
            "SELECT p.event, p.white, p.black FROM event_pairings p \
             JOIN events e ON e.id = p.event \
             WHERE e.name LIKE ?1 AND p.black IS NOT NULL AND p.game IS NOT NULL",
        )
        .unwrap();
    let games = query
        .query_map([format!("% · S{season} · D%")], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    games
}

/// In every division each pair met twice, once in each seat.
fn assert_every_pair_met_twice_seats_swapped(h: &Harness, season: u32, divisions: usize) {
    let games = games_played(h, season);
    let events: std::collections::BTreeSet<i64> = games.iter().map(|g| g.0).collect();
    assert_eq!(events.len(), divisions, "{games:?}");
    for event in events {
        let seated: Vec<(u32, u32)> = games
            .iter()
            .filter(|g| g.0 == event)
            .map(|g| (g.1, g.2))
            .collect();
        // Four players: six pairs, each in both seats.
        assert_eq!(seated.len(), 12, "{seated:?}");
        for &(first, second) in &seated {
            let count = |pair| seated.iter().filter(|&&s| s == pair).count();
            assert_eq!(count((first, second)), 1, "{seated:?}");
            assert_eq!(count((second, first)), 1, "seats swapped: {seated:?}");
        }
    }
}

/// `legs:double` with round robin divisions: every division plays a double round
/// robin (each pair twice, the seats swapped), its places by points then
/// Sonneborn-Berger as a single one's, the moves made at the season's end, and the
/// next season is a double round robin again.
#[test]
fn double_round_robin_divisions_meet_twice_and_move_players() {
    let h = Harness::new(1500);
    let r = create(&h, double_round_robins(4, 1));
    r.said_with("divisions-created", &[("play", text("round_robin_double"))]);
    let stored: u32 = h
        .db()
        .query_row("SELECT legs FROM division_rules", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored, 2);
    joined(&h, 8);
    let r = start(&h);
    assert!(!r.ephemeral, "{}", r.text());
    // Four players twice over: six rounds of two games.
    r.said_with(
        "event-round-opens",
        &[("round", Arg::Number(1)), ("rounds", Arg::Number(6))],
    );
    assert_eq!(r.threads.len(), 4, "two games in each division");
    assert_eq!(division_legs(&h), [2, 2]);

    // The same winner in both legs of each pairing: twice the points of a single
    // round robin, in the same order.
    let said = play_season(&h, r.threads);
    assert_every_pair_met_twice_seats_swapped(&h, 1, 2);
    assert_first_season_placed(&h, &said);
    let shown = h.ask(&bob(), Command::EventStandings { name: EVENT.into() });
    let after = [("round", Arg::Number(6)), ("rounds", Arg::Number(6))];
    shown.said_with("event-standings-title", &after);

    pass(&h, i64::from(PAUSE_DAYS) * DAY);
    assert_eq!(season_count(&h), 2);
    assert_eq!(members(&h, 2), vec![vec![0, 1, 3, 7], vec![2, 6, 5, 4]]);
    assert_eq!(division_legs(&h), [2, 2, 2, 2]);
    let said = season_replies(&h, waiting_threads(&h));
    assert_every_pair_met_twice_seats_swapped(&h, 2, 2);
    assert_second_season_moved(&said);
}

/// `legs` with divisions: refused for Swiss divisions (named or by default), and a
/// double round robin division is refused above 16 players (32 rounds would be
/// more than an event has) or with `rounds`; nothing is stored.
#[test]
fn legs_are_refused_for_swiss_divisions_and_checked_for_double_round_robins() {
    let h = Harness::new(1600);
    let swiss = |legs| EventOptions {
        legs: Some(legs),
        ..divisions(4, 1)
    };
    let cases = [
        (swiss(RoundRobin::Double), DivisionsRefusal::LegsInSwiss),
        (swiss(RoundRobin::Single), DivisionsRefusal::LegsInSwiss),
        (
            EventOptions {
                division_format: Some(DivisionPlay::Swiss),
                ..swiss(RoundRobin::Double)
            },
            DivisionsRefusal::LegsInSwiss,
        ),
        (
            double_round_robins(17, 1),
            DivisionsRefusal::RoundRobinTooBig { size: 17, max: 16 },
        ),
        (
            EventOptions {
                rounds: Some(6),
                ..double_round_robins(4, 1)
            },
            DivisionsRefusal::RoundsInRoundRobin {
                rounds: 6,
                legs: RoundRobin::Double,
            },
        ),
    ];
    for (options, refusal) in cases {
        let reply = create(&h, options);
        assert_eq!(divisions_refusal(&reply), refusal);
    }
    let r = create(&h, swiss(RoundRobin::Double));
    assert_eq!(divisions_refusal(&r), DivisionsRefusal::LegsInSwiss);
    r.said("divisions-refusal-legs-in-swiss");
    let r = create(
        &h,
        EventOptions {
            rounds: Some(6),
            ..double_round_robins(4, 1)
        },
    );
    said::refused_with(
        &r,
        "divisions-refusal-rounds-in-round-robin",
        &[("given", Arg::Number(6)), ("legs", Arg::Number(2))],
    );
    // The pace stays a round robin event's own; legs stay refused for other formats.
    let paced = EventOptions {
        pace: Some(lyngk_bot::correspondence::round_robin::Pace::AllAtOnce),
        round_days: None,
        ..double_round_robins(4, 1)
    };
    let knockout = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Knockout),
        legs: Some(RoundRobin::Double),
        ..EventOptions::default()
    };
    let cases = [
        (paced, (EventFormat::Divisions, EventOption::Pace)),
        (knockout, (EventFormat::Knockout, EventOption::Legs)),
    ];
    for (options, refused) in cases {
        assert_eq!(option_not_taken(&create(&h, options)), refused);
    }
    let count: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(count, 0, "nothing was created");
    // A double round robin of the largest size is taken.
    assert!(!create(&h, double_round_robins(16, 2)).ephemeral);
}

/// Season 1's places, and who moves up and down after it.
fn assert_first_season_placed(h: &Harness, said: &[Reply]) {
    said.said_with("divisions-season-over", &[("season", Arg::Number(1))]);
    // RULES: a division's places are its round robin's: points, then Sonneborn-Berger.
    assert_eq!(placed(h, 1, 0), [0, 1, 3, 2]);
    assert_eq!(placed(h, 1, 1), [7, 6, 5, 4]);
    said.said_with("divisions-moves", &moves(1, None, Some("d3")));
    said.said_with("divisions-moves", &moves(2, Some("d8"), None));
}

/// What the end of season 2 of the upside-down play said: nobody moves up from
/// division 1 nor down from division 2, and the two swap d1 and d7.
fn assert_second_season_moved(said: &[Reply]) {
    said.said_with("divisions-season-over", &[("season", Arg::Number(2))]);
    said.said_with("divisions-moves", &moves(1, None, Some("d1")));
    said.said_with("divisions-moves", &moves(2, Some("d7"), None));
}
