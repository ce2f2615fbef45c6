//! League seasons through the service on a real SQLite file: who may create and
//! start them, joining and leaving, the schedule with a thread per game, standings,
//! and a whole six-player season played with legal moves to its end. A league is
//! stored as a round robin event whose games all open at the start.

use crate::common::said::{arg, mention, refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::correspondence::league::{self, FinishedGame, GameOutcome, RoundRobin};
use lyngk_bot::correspondence::rating::{self, PlayerResult, Rating};
use lyngk_bot::i18n::Arg;
use lyngk_bot::i18n::{Locale, Style};
use lyngk_bot::service::api::{Actor, Command, Place, Reply, ThreadToOpen};
use lyngk_rules::Variant;
use std::collections::{BTreeMap, BTreeSet};

/// Threads get channel ids far from `PLACE`'s.
const THREAD_BASE: u64 = 50_000;

fn player(index: usize) -> Actor {
    Actor {
        id: 2001 + index as u64,
        name: format!("p{}", index + 1),
    }
}

fn create(name: &str, double_round: bool) -> Command {
    Command::LeagueCreate {
        name: name.into(),
        variant: Variant::Standard,
        days_per_move: Some(3),
        double_round,
    }
}

fn join(name: &str) -> Command {
    Command::LeagueJoin { name: name.into() }
}

fn thread_place(thread: &ThreadToOpen) -> Place {
    Place {
        guild: PLACE.guild,
        channel: THREAD_BASE + thread.game_id as u64,
    }
}

/// Creates a season of `players`, starts it, and opens every thread as a front would.
fn started_season(h: &Harness, name: &str, players: usize, double_round: bool) -> Reply {
    let r = h.ask_admin(PLACE, &alice(), create(name, double_round));
    assert!(!r.ephemeral, "{}", r.text());
    for index in 0..players {
        let r = h.ask(&player(index), join(name));
        assert!(!r.ephemeral, "{}", r.text());
    }
    let start = h.ask_admin(PLACE, &alice(), Command::LeagueStart { name: name.into() });
    assert!(!start.ephemeral, "{}", start.text());
    for thread in &start.threads {
        h.service
            .attach_thread(thread.game_id, thread_place(thread).channel)
            .unwrap();
    }
    start
}

fn standings(h: &Harness, name: &str) -> String {
    h.ask(&carol(), Command::LeagueStandings { name: name.into() })
        .text()
}

/// The standings image of a started league: a PNG 800 px wide, as tall as a table of
/// `players` rows with a subtitle.
fn assert_standings_image(h: &Harness, name: &str, players: usize) {
    let reply = h.ask(&carol(), Command::LeagueStandings { name: name.into() });
    let image = reply.image.expect("standings come with an image");
    assert!(
        image.filename.ends_with("-standings.png"),
        "{}",
        image.filename
    );
    let decoded = image::load_from_memory(&image.bytes).expect("a PNG");
    assert_eq!(decoded.width(), 800);
    assert_eq!(decoded.height(), lyngk_render::table_height(players, true));
}

#[test]
fn only_admins_create_and_start_leagues() {
    let h = Harness::new(1);
    let r = h.ask(&alice(), create("Spring", false));
    assert!(r.ephemeral, "{}", r.text());
    assert_eq!(
        r.text(),
        "Only a server admin (Manage Server permission) can create a league."
    );
    let leagues: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(leagues, 0);

    assert!(
        !h.ask_admin(PLACE, &alice(), create("Spring", false))
            .ephemeral
    );
    h.ask(&player(0), join("Spring"));
    h.ask(&player(1), join("Spring"));
    let r = h.ask(
        &player(0),
        Command::LeagueStart {
            name: "Spring".into(),
        },
    );
    refused(&r, "refusal-admin-start-league");
    let (games, state): (i64, String) = h
        .db()
        .query_row(
            "SELECT (SELECT COUNT(*) FROM games), (SELECT state FROM events)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(
        (games, state.as_str()),
        (0, "open"),
        "nothing was scheduled"
    );
}

#[test]
fn names_and_options_are_checked() {
    let h = Harness::new(1);
    for bad in ["", "a`b", &"x".repeat(33), "<@123>"] {
        let r = h.ask_admin(PLACE, &alice(), create(bad, false));
        refused(&r, "refusal-bad-league-name");
    }
    let r = h.ask_admin(
        PLACE,
        &alice(),
        Command::LeagueCreate {
            name: "Fast".into(),
            variant: Variant::Six,
            days_per_move: Some(0),
            double_round: false,
        },
    );
    refused_with(
        &r,
        "refusal-bad-days-per-move",
        &[("given", Arg::Number(0))],
    );
    let r = h.ask_admin(PLACE, &alice(), create("Spring Cup", true));
    r.said_with(
        "league-created",
        &[("league", text("Spring Cup")), ("rounds", text("double"))],
    );
    r.said_with("league-per-move", &[("days", Arg::Number(3))]);
    let r = h.ask_admin(PLACE, &alice(), create("spring cup", false));
    refused(&r, "refusal-league-exists");
    // Another server may use the name.
    let elsewhere = Place {
        guild: Some(77),
        channel: 5,
    };
    assert!(
        !h.ask_admin(elsewhere, &alice(), create("Spring Cup", false))
            .ephemeral
    );
}

#[test]
fn joining_and_leaving_only_before_the_start() {
    let h = Harness::new(1);
    h.ask_admin(PLACE, &alice(), create("Cup", false));
    let r = h.ask(&bob(), join("nothing"));
    refused_with(&r, "refusal-no-league", &[("name", text("nothing"))]);
    let r = h.ask(&bob(), join("cup"));
    let joined = [("player", text("bob")), ("league", text("Cup"))];
    r.said_with("league-joined", &joined);
    r.said_with(
        "league-roster",
        &[("count", Arg::Number(1)), ("names", text("bob"))],
    );
    let r = h.ask(&bob(), join("Cup"));
    refused(&r, "refusal-already-joined");
    let r = h.ask(&carol(), Command::LeagueLeave { name: "Cup".into() });
    refused(&r, "refusal-not-joined");
    h.ask(&carol(), join("Cup"));
    let r = h.ask(&bob(), Command::LeagueLeave { name: "Cup".into() });
    r.said_with(
        "league-roster",
        &[("count", Arg::Number(1)), ("names", text("carol"))],
    );
    let r = h.ask_admin(PLACE, &alice(), Command::LeagueStart { name: "Cup".into() });
    refused(&r, "refusal-league-too-small");
    h.ask(&bob(), join("Cup"));
    let not_started = h.ask(&carol(), Command::LeagueStandings { name: "Cup".into() });
    not_started.said_with("league-not-started", &[("league", text("Cup"))]);
    not_started.said_with(
        "league-roster",
        &[("count", Arg::Number(2)), ("names", text("carol, bob"))],
    );
    let open = h.ask(&carol(), Command::LeagueStandings { name: "Cup".into() });
    assert!(open.image.is_none(), "no table before the start");
    let start = h.ask_admin(PLACE, &alice(), Command::LeagueStart { name: "Cup".into() });
    assert_eq!(start.threads.len(), 1);
    for command in [join("Cup"), Command::LeagueLeave { name: "Cup".into() }] {
        let r = h.ask(&bob(), command);
        refused(&r, "refusal-league-started");
    }
}

#[test]
fn start_opens_every_pairing_in_its_own_thread() {
    let h = Harness::new(100);
    for players in 2..=6 {
        for double_round in [false, true] {
            let name = format!("L{players}{}", if double_round { "d" } else { "s" });
            let start = started_season(&h, &name, players, double_round);
            let pairs = players * (players - 1) / 2;
            let expected = if double_round { 2 * pairs } else { pairs };
            assert_eq!(start.threads.len(), expected, "{name}: {}", start.text());
            let mut meetings: BTreeMap<(u64, u64), usize> = BTreeMap::new();
            let mut ordered = BTreeSet::new();
            for (number, thread) in start.threads.iter().enumerate() {
                assert!(thread
                    .name
                    .starts_with(&format!("LYNGK league {name} · round ")));
                let reply = &thread.reply;
                assert_eq!(reply.ping.len(), 2, "both players are pinged");
                let [first, second] = [reply.ping[0], reply.ping[1]];
                assert_ne!(first, second);
                let order = reply.said("league-move-order");
                assert!(
                    matches!(arg(order, "first"), Arg::Player { id, .. } if *id == first),
                    "{order:?}"
                );
                assert!(reply.image.is_some(), "the opening board");
                *meetings
                    .entry((first.min(second), first.max(second)))
                    .or_default() += 1;
                ordered.insert((first, second));
                // The game is active in its thread, first player to move (its board,
                // a picture each, asked of the first game only).
                let game = h.service.live_game(thread_place(thread)).unwrap().unwrap();
                assert!(game.turns().is_empty());
                if number == 0 {
                    let r = h.ask_in(thread_place(thread), &player(0), Command::Board, None);
                    r.said_with("game-caption", &[("turn", Arg::Number(1))]);
                }
            }
            assert_eq!(meetings.len(), pairs, "{name}: every pair meets");
            let legs = if double_round { 2 } else { 1 };
            assert!(meetings.values().all(|&m| m == legs), "{name}");
            if double_round {
                assert_eq!(
                    ordered.len(),
                    2 * pairs,
                    "{name}: each moves first once per pair"
                );
            }
            // The table is a code block laid out as text: its heading has the column.
            let text = standings(&h, &name);
            assert!(text.contains("Left"), "{text}");
        }
    }
    // Started twice: nothing left to open.
    let r = h.ask_admin(PLACE, &alice(), Command::LeagueStart { name: "L2s".into() });
    refused_with(&r, "refusal-league-running", &[("name", text("L2s"))]);
}

#[test]
fn a_front_that_failed_half_way_gets_the_missing_threads_again() {
    let h = Harness::new(7);
    h.ask_admin(PLACE, &alice(), create("Retry", false));
    for index in 0..3 {
        h.ask(&player(index), join("Retry"));
    }
    let start = h.ask_admin(
        PLACE,
        &alice(),
        Command::LeagueStart {
            name: "Retry".into(),
        },
    );
    assert_eq!(start.threads.len(), 3);
    h.service
        .attach_thread(start.threads[0].game_id, 9001)
        .unwrap();
    assert!(
        h.service
            .attach_thread(start.threads[0].game_id, 9002)
            .is_err(),
        "attached once"
    );
    // The front could not open the other two and says so.
    for thread in &start.threads[1..] {
        h.service.thread_not_opened(thread.game_id);
    }
    let again = h.ask_admin(
        PLACE,
        &alice(),
        Command::LeagueStart {
            name: "Retry".into(),
        },
    );
    let missing: Vec<i64> = again.threads.iter().map(|t| t.game_id).collect();
    assert_eq!(
        missing,
        [start.threads[1].game_id, start.threads[2].game_id]
    );
    let games: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 3, "no game twice");
}

/// A second start while the first one's threads are being opened
/// (double click, two admins) hands out no thread twice; each is attached once.
#[test]
fn a_second_start_while_threads_open_hands_out_none_twice() {
    let h = Harness::new(7);
    h.ask_admin(PLACE, &alice(), create("Twice", false));
    for index in 0..3 {
        h.ask(&player(index), join("Twice"));
    }
    let start_command = || Command::LeagueStart {
        name: "Twice".into(),
    };
    let first = h.ask_admin(PLACE, &alice(), start_command());
    assert_eq!(first.threads.len(), 3);
    let second = h.ask_admin(PLACE, &alice(), start_command());
    assert!(second.threads.is_empty(), "{:?}", second.threads);
    refused_with(
        &second,
        "refusal-threads-being-opened",
        &[("name", text("Twice"))],
    );

    // The first front opens two threads; the third fails and is handed out again once.
    let [one, two, three] = [0, 1, 2].map(|i| first.threads[i].game_id);
    h.service.attach_thread(one, 9101).unwrap();
    h.service.attach_thread(two, 9102).unwrap();
    h.service.thread_not_opened(three);
    let retry = h.ask_admin(PLACE, &alice(), start_command());
    let retried: Vec<i64> = retry.threads.iter().map(|t| t.game_id).collect();
    assert_eq!(retried, [three]);
    let meanwhile = h.ask_admin(PLACE, &alice(), start_command());
    assert!(meanwhile.threads.is_empty() && meanwhile.ephemeral);
    h.service.attach_thread(three, 9103).unwrap();
    assert!(
        h.service.attach_thread(three, 9104).is_err(),
        "attached once"
    );

    let last = h.ask_admin(PLACE, &alice(), start_command());
    assert!(last.threads.is_empty());
    refused_with(&last, "refusal-league-running", &[("name", text("Twice"))]);
    let channels: Vec<i64> = {
        let db = h.db();
        let mut query = db.prepare("SELECT channel FROM games ORDER BY id").unwrap();
        let rows = query.query_map([], |r| r.get(0)).unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    assert_eq!(channels, [9101, 9102, 9103]);
}

/// The players of a thread's game: (player 1, player 2).
fn seats(thread: &ThreadToOpen) -> (Actor, Actor) {
    let find = |id: u64| (0..6).map(player).find(|p| p.id == id).unwrap();
    (find(thread.reply.ping[0]), find(thread.reply.ping[1]))
}

/// Plays the first legal move until the game ends; returns the final reply.
fn play_out(h: &Harness, thread: &ThreadToOpen) -> Reply {
    let place = thread_place(thread);
    let (first, second) = seats(thread);
    loop {
        let game = h.service.live_game(place).unwrap().expect("a live game");
        let who = mover(&game, &first, &second).clone();
        let r = h.ask_in(place, &who, move_command(some_move(&game)), None);
        assert!(!r.ephemeral, "{}", r.text());
        if r.says("turn-game-over") {
            return r;
        }
    }
}

#[test]
fn standings_follow_results_with_removed_stacks_and_games_left() {
    let h = Harness::new(31);
    let start = started_season(&h, "Trio", 3, false);
    // Player 2 of the first game resigns; the others are still going on.
    let (first, second) = seats(&start.threads[0]);
    let r = h.ask_in(
        thread_place(&start.threads[0]),
        &second,
        Command::Resign { confirmed: true },
        None,
    );
    assert!(r.buttons.is_empty(), "no rematch in a league thread");
    // League games are rated.
    r.said("results-ratings");
    let text = standings(&h, "Trio");
    assert!(
        text.starts_with("**LYNGK league Trio · standings**\n```\n"),
        "{text}"
    );
    let row = |name: &str| {
        text.lines()
            .find(|l| l.contains(&format!(" {name} ")))
            .unwrap_or_else(|| panic!("{name} in {text}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row(&first.name), format!("1 {} 1 1 0 0 2 0 1", first.name));
    assert_eq!(
        row(&second.name),
        format!("2 {} 1 0 0 1 0 0 1", second.name)
    );
    assert_standings_image(&h, "Trio", 3);
}

#[test]
fn a_six_player_season_is_played_to_its_end_with_standings_and_ratings() {
    let h = Harness::new(2024);
    let start = started_season(&h, "Grand Prix", 6, false);
    assert_eq!(start.threads.len(), 15);
    start.said_with(
        "league-starts",
        &[
            ("players", Arg::Number(6)),
            ("games", Arg::Number(15)),
            ("rounds", Arg::Number(5)),
        ],
    );
    let index = |id: u64| (id - 2001) as usize;
    let mut ratings = [Rating::default(); 6];
    let mut results = Vec::new();
    let mut last = Reply::default();
    for (number, thread) in start.threads.iter().enumerate() {
        let (first, second) = seats(thread);
        // A third played to the end (each turn is a board picture: the costly part of
        // this test); the others end by a resignation, of either seat.
        let resigning = match number % 3 {
            0 => None,
            1 => Some(&first),
            _ => Some(&second),
        };
        last = match resigning {
            Some(who) => h.ask_in(
                thread_place(thread),
                who,
                Command::Resign { confirmed: true },
                None,
            ),
            None => play_out(&h, thread),
        };
        let (winner, removed): (Option<i64>, [u32; 2]) = h
            .db()
            .query_row(
                "SELECT g.winner_id, p.removed_white, p.removed_black FROM games g \
                 JOIN event_pairings p ON p.game = g.id WHERE g.id = ?1",
                [thread.game_id],
                |r| Ok((r.get(0)?, [r.get(1)?, r.get(2)?])),
            )
            .unwrap();
        let (outcome, rated) = match winner {
            Some(id) if id as u64 == first.id => (GameOutcome::FirstWon, PlayerResult::Win),
            Some(_) => (GameOutcome::SecondWon, PlayerResult::Loss),
            None => (GameOutcome::Draw, PlayerResult::Draw),
        };
        let (a, b) = (index(first.id), index(second.id));
        results.push(FinishedGame {
            first: a,
            second: b,
            outcome,
            removed_stacks: removed,
        });
        (ratings[a], ratings[b]) = rating::update(ratings[a], ratings[b], rated);
        if number < 14 {
            last.not_said("results-season-over");
        }
    }
    last.said_with("results-season-over", &[("league", text("Grand Prix"))]);

    let (state,): (String,) = h
        .db()
        .query_row("SELECT state FROM events", [], |r| Ok((r.get(0)?,)))
        .unwrap();
    assert_eq!(state, "finished");
    // The standings the service shows are those of every stored result.
    let table = league::standings(6, RoundRobin::Single, &results).unwrap();
    assert!(league::season_complete(&table));
    let names: Vec<String> = (0..6).map(|i| player(i).name).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let expected = lyngk_bot::i18n::format_lines(
        &league::standings_message(Locale::En, "Grand Prix", &names, &table),
        Locale::En,
        Style::Discord,
    );
    assert_eq!(
        standings(&h, "Grand Prix"),
        format!("{expected}\nThe season is over.")
    );
    assert_standings_image(&h, "Grand Prix", 6);
    assert!(last.text().ends_with(&expected), "{}", last.text());
    let total: u32 = table.iter().map(|s| s.points).sum();
    assert_eq!(total, 30, "15 decided games, or draws worth as much");

    // Ratings: the same Glicko-2 updates, game by game, in finishing order.
    for (i, expected) in ratings.iter().enumerate() {
        let (r, d): (f64, f64) = h
            .db()
            .query_row(
                "SELECT rating, deviation FROM ratings WHERE user_id = ?1",
                [player(i).id as i64],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .unwrap();
        assert!(
            (r - expected.rating).abs() < 1e-9,
            "p{}: {r} vs {expected:?}",
            i + 1
        );
        assert!((d - expected.deviation).abs() < 1e-9);
    }
    let r = h.ask(&player(0), join("Grand Prix"));
    refused_with(
        &r,
        "refusal-league-started",
        &[("name", text("Grand Prix"))],
    );
}

/// A league game lost on time counts in the standings and the ratings, and can end
/// the season.
#[test]
fn a_league_game_won_on_time_counts_and_ends_the_season() {
    use std::sync::atomic::Ordering;
    let h = Harness::new(31);
    let start = started_season(&h, "Blitz", 2, false);
    assert_eq!(start.threads.len(), 1);
    let thread = thread_place(&start.threads[0]);
    let (first, second): (i64, i64) = h
        .db()
        .query_row(
            "SELECT challenger_id, opponent_id FROM games WHERE id = ?1",
            [start.threads[0].game_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let [first, second] = [first, second].map(|id| player((id - 2001) as usize));
    // Both make their first move (a no-show is aborted: see the next test).
    for _ in 0..2 {
        let game = h.service.live_game(thread).unwrap().unwrap();
        let who = mover(&game, &first, &second).clone();
        let r = h.ask_in(thread, &who, move_command(some_move(&game)), None);
        assert!(!r.ephemeral, "{}", r.text());
    }
    // 3 days per move bank up to 6 days: player 1 does not move again and runs out.
    h.time.0.fetch_add(6 * 86_400 + 60, Ordering::SeqCst);
    let early = h.ask_in(thread, &first, Command::WinOnTime, None);
    assert!(
        early.ephemeral,
        "the player to move cannot claim: {}",
        early.text()
    );
    let won = h.ask_in(thread, &second, Command::WinOnTime, None);
    assert!(!won.ephemeral, "{}", won.text());
    won.said_with(
        "clock-ran-out",
        &[("loser", text(&first.name)), ("winner", mention(&second))],
    );
    won.said_with("results-season-over", &[("league", text("Blitz"))]);
    let table = standings(&h, "Blitz");
    let winner_line = table
        .lines()
        .find(|l| l.contains(&second.name))
        .expect("the winner is listed");
    assert!(winner_line.trim_start().starts_with('1'), "{table}");
    let wins: i64 = h
        .db()
        .query_row(
            "SELECT wins FROM ratings WHERE user_id = ?1",
            [second.id as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(wins, 1);
}

/// A league game whose player 1 never moved is aborted on time: played, no points for
/// either, no rating change, and the season still ends.
#[test]
fn an_aborted_league_game_scores_nothing_and_still_ends_the_season() {
    use std::sync::atomic::Ordering;
    let h = Harness::new(33);
    let start = started_season(&h, "Blitz", 2, false);
    let thread = thread_place(&start.threads[0]);
    let (_first, second) = seats(&start.threads[0]);
    h.time.0.fetch_add(6 * 86_400 + 60, Ordering::SeqCst);
    let ended = h.ask_in(thread, &second, Command::WinOnTime, None);
    ended.said_with("clock-aborted", &[("cause", text("time"))]);
    ended.said_with("results-season-over", &[("league", text("Blitz"))]);
    let table = standings(&h, "Blitz");
    for index in 0..2 {
        let line = table
            .lines()
            .find(|l| l.contains(&player(index).name))
            .expect("both players are listed");
        let columns: Vec<&str> = line.split_whitespace().collect();
        // #  Player  P  W  D  L  Pts  Stk  Left
        assert_eq!(columns[2..], ["1", "0", "0", "0", "0", "0", "0"], "{table}");
    }
    let rated: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rated, 0);
}

/// A league game whose thread a moderator deleted is aborted like a no-show: played,
/// no points for either, unrated, and the season still ends; the players are told.
#[test]
fn a_league_game_whose_thread_was_deleted_scores_nothing_and_still_ends_the_season() {
    let h = Harness::new(34);
    let start = started_season(&h, "Rapid", 2, false);
    let thread = thread_place(&start.threads[0]);
    let (first, second) = seats(&start.threads[0]);
    let game = h.service.live_game(thread).unwrap().expect("a live game");
    let turn = some_move(&game);
    let r = h.ask_in(thread, &first, move_command(turn), None);
    assert!(!r.ephemeral, "{}", r.text());
    let lost = h
        .service
        .place_deleted(thread)
        .unwrap()
        .expect("the game ended");
    lost.reply.said_with(
        "place-deleted-game-aborted",
        &[("first", mention(&first)), ("second", mention(&second))],
    );
    lost.reply
        .said_with("results-season-over", &[("league", text("Rapid"))]);
    assert_eq!(lost.reply.ping.len(), 2, "{:?} {:?}", first, second);
    let table = standings(&h, "Rapid");
    for index in 0..2 {
        let line = table
            .lines()
            .find(|l| l.contains(&player(index).name))
            .expect("both players are listed");
        let columns: Vec<&str> = line.split_whitespace().collect();
        // #  Player  P  W  D  L  Pts  Stk  Left
        assert_eq!(columns[2..], ["1", "0", "0", "0", "0", "0", "0"], "{table}");
    }
    let rated: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rated, 0);
}

/// The server's list of events names its leagues too (round robins), with their state.
#[test]
fn the_event_list_names_the_leagues() {
    let h = Harness::new(1);
    let empty = h.ask(&alice(), Command::EventList);
    empty.said("event-list-empty");
    h.ask_as_admin(&alice(), create("Cup", false));
    h.ask(&player(0), join("Cup"));
    h.ask(&player(1), join("Cup"));
    let list = h.ask(&alice(), Command::EventList);
    assert!(list.ephemeral);
    list.said_with(
        "event-list-line",
        &[
            ("event", text("Cup")),
            ("format", text("round_robin")),
            ("state", text("open")),
            ("players", Arg::Number(2)),
        ],
    );
}
