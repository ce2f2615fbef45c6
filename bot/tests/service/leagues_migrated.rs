//! A server in the middle of a season when leagues became round robin events: a
//! database written by the bot before that change (`fixtures/league_0016`, at schema
//! 16, see its README) is opened, which migrates it, and the season goes on through the
//! league commands with its games, threads, standings and results as they were.

use crate::common::said::{refused_with, text, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Place, Reply};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

/// Threads get channel ids far from `PLACE`'s (as when the fixture was written).
const THREAD_BASE: u64 = 50_000;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/league_0016")
        .join(name)
}

/// The service on a copy of the fixture's database, which opening migrates.
fn migrated(first_seed: u64) -> Harness {
    let before = tempfile::NamedTempFile::new().unwrap();
    write_league_0016_database(before.path());
    Harness::with_database(first_seed, before.path())
}

fn player(index: usize) -> Actor {
    Actor {
        id: 2001 + index as u64,
        name: format!("p{}", index + 1),
    }
}

fn by_id(id: i64) -> Actor {
    player((id - 2001) as usize)
}

/// A league game as the league tables stored it, or an event pairing as migrated:
/// (game, round, first/white, second/black, thread open, stacks removed).
type Scheduled = (i64, u32, u32, u32, bool, Option<u32>, Option<u32>);

/// An event as stored: name, format, state, and a round robin's pace and legs.
type Stored = (String, String, String, Option<String>, Option<i64>);

/// The league's games before the migration, read from the fixture at schema 16.
fn league_games_before(league: &str) -> Vec<Scheduled> {
    let before = tempfile::NamedTempFile::new().unwrap();
    write_league_0016_database(before.path());
    let db = Connection::open_with_flags(before.path(), OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let version: i64 = db
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        version, 16,
        "the fixture is a database before leagues moved"
    );
    scheduled(
        &db,
        "SELECT g.game, g.round, g.first, g.second, g.thread_open, g.removed_first, \
         g.removed_second FROM league_games g JOIN leagues l ON l.id = g.league \
         WHERE l.name = ?1 ORDER BY g.round, g.game",
        league,
    )
}

fn pairings_after(h: &Harness, event: &str) -> Vec<Scheduled> {
    scheduled(
        &h.db(),
        "SELECT p.game, p.round, p.white, p.black, p.thread_open, p.removed_white, \
         p.removed_black FROM event_pairings p JOIN events e ON e.id = p.event \
         WHERE e.name = ?1 ORDER BY p.round, p.rowid",
        event,
    )
}

/// The rows `sql` selects for `name`, as scheduled games.
fn scheduled(db: &Connection, sql: &str, name: &str) -> Vec<Scheduled> {
    let mut query = db.prepare(sql).unwrap();
    let rows = query
        .query_map([name], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })
        .unwrap();
    rows.collect::<Result<_, _>>().unwrap()
}

fn standings(h: &Harness, name: &str) -> Reply {
    h.ask(&carol(), Command::LeagueStandings { name: name.into() })
}

fn thread(game: i64) -> Place {
    Place {
        guild: PLACE.guild,
        channel: THREAD_BASE + game as u64,
    }
}

/// The game's players: (player 1, player 2).
fn seats(h: &Harness, game: i64) -> (Actor, Actor) {
    let (first, second): (i64, i64) = h
        .db()
        .query_row(
            "SELECT challenger_id, opponent_id FROM games WHERE id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    (by_id(first), by_id(second))
}

/// Plays the first legal move until the game ends; returns the final reply.
fn play_out(h: &Harness, game: i64) -> Reply {
    let place = thread(game);
    let (first, second) = seats(h, game);
    loop {
        let live = h.service.live_game(place).unwrap().expect("a live game");
        let who = mover(&live, &first, &second).clone();
        let r = h.ask_in(place, &who, move_command(some_move(&live)), None);
        assert!(!r.ephemeral, "{}", r.text());
        if r.says("turn-game-over") {
            return r;
        }
    }
}

#[test]
fn a_league_in_the_middle_of_its_season_goes_on_as_an_event() {
    let spring_before = league_games_before("Spring");
    let old_before = league_games_before("Old");
    let h = migrated(900);

    // The league tables are gone; every league is a round robin opening all at once.
    let leagues: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'league%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(leagues, 0);
    let events: Vec<Stored> = {
        let db = h.db();
        let mut query = db
            .prepare(
                "SELECT e.name, e.format, e.state, r.pace, r.legs FROM events e \
                 LEFT JOIN round_robins r ON r.event = e.id ORDER BY e.id",
            )
            .unwrap();
        let rows = query
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    let round_robin = |name: &str, state: &str, legs: i64| {
        (
            name.to_string(),
            "round_robin".to_string(),
            state.to_string(),
            Some("all_at_once".to_string()),
            Some(legs),
        )
    };
    assert_eq!(
        events,
        [
            // The event kept its name; the league of the same name was renamed.
            ("Spring".into(), "swiss".into(), "open".into(), None, None),
            round_robin("Spring league", "running", 1),
            round_robin("Old", "finished", 2),
            round_robin("Cup", "open", 1),
        ]
    );

    // The same games, seats, threads and stacks, in the same order.
    assert_eq!(spring_before.len(), 6);
    assert_eq!(pairings_after(&h, "Spring league"), spring_before);
    assert_eq!(pairings_after(&h, "Old"), old_before);

    // The standings the league showed, under its new name; the league commands find
    // it by its old one. The game whose thread was deleted counts as played, no points.
    let shown = standings(&h, "Spring");
    let before = std::fs::read_to_string(fixture("spring-standings.txt")).unwrap();
    let renamed = before.replace("league Spring ·", "league Spring league ·");
    assert_eq!(shown.text(), renamed);
    assert!(shown.image.is_some(), "with the table as an image");
    let old = std::fs::read_to_string(fixture("old-standings.txt")).unwrap();
    assert_eq!(standings(&h, "Old").text(), old);
    // The event of that name is still the Swiss.
    let swiss = h.ask(
        &carol(),
        Command::EventStandings {
            name: "Spring".into(),
        },
    );
    swiss.said_with("event-not-started-yet", &[("event", text("Spring"))]);

    // The game whose thread the front had not opened is handed out by a start, once.
    let waiting: Vec<i64> = spring_before.iter().filter(|g| !g.4).map(|g| g.0).collect();
    assert_eq!(waiting.len(), 1);
    let start = h.ask_admin(
        PLACE,
        &alice(),
        Command::LeagueStart {
            name: "Spring".into(),
        },
    );
    let handed: Vec<i64> = start.threads.iter().map(|t| t.game_id).collect();
    assert_eq!(handed, waiting, "{}", start.text());
    assert!(
        start.threads[0]
            .name
            .starts_with("LYNGK league Spring league · round 3 · "),
        "{}",
        start.threads[0].name
    );
    h.service
        .attach_thread(waiting[0], thread(waiting[0]).channel)
        .unwrap();
    let again = h.ask_admin(
        PLACE,
        &alice(),
        Command::LeagueStart {
            name: "Spring".into(),
        },
    );
    refused_with(
        &again,
        "refusal-league-running",
        &[("name", text("Spring league"))],
    );

    // The games still running are played to the end, which ends the season.
    let running: Vec<i64> = {
        let db = h.db();
        let mut query = db
            .prepare("SELECT id FROM games WHERE status = 'active' ORDER BY id")
            .unwrap();
        let rows = query.query_map([], |r| r.get(0)).unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    assert_eq!(running.len(), 3, "{running:?}");
    for (number, &game) in running.iter().enumerate() {
        let last = play_out(&h, game);
        let over = last.says("results-season-over");
        assert_eq!(over, number == 2, "{:?}", last.ids());
        // Still rated.
        last.said("results-ratings");
    }
    // The table is a code block laid out as text, its last line the season's state.
    let table = standings(&h, "Spring league").text();
    assert!(table.ends_with("The season is over."), "{table}");
    for index in 0..4 {
        let name = player(index).name;
        let row = table
            .lines()
            .find(|l| l.contains(&format!(" {name} ")))
            .unwrap_or_else(|| panic!("{name} in {table}"));
        let columns: Vec<&str> = row.split_whitespace().collect();
        // #  Player  P  W  D  L  Pts  Stk  Left: three games each, none left.
        assert_eq!((columns[2], columns[8]), ("3", "0"), "{table}");
    }
    let rounds_open: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM event_rounds WHERE closed_at IS NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(rounds_open, 0, "every round closed with its last game");
}

#[test]
fn an_open_league_takes_players_and_starts_after_the_migration() {
    let h = migrated(901);
    let r = h.ask(&player(2), Command::LeagueJoin { name: "cup".into() });
    r.said_with(
        "league-joined",
        &[("player", text("p3")), ("league", text("Cup"))],
    );
    r.said_with(
        "league-roster",
        &[("count", Arg::Number(3)), ("names", text("p1, p2, p3"))],
    );
    let start = h.ask_admin(PLACE, &alice(), Command::LeagueStart { name: "Cup".into() });
    let counts = [("players", 3), ("games", 3), ("rounds", 3)];
    start.said_with("league-starts", &counts.map(|(k, n)| (k, Arg::Number(n))));
    assert_eq!(start.threads.len(), 3);
    // A player's rating at the migration was kept as their entry rating.
    let ratings: Vec<i64> = {
        let db = h.db();
        let mut query = db
            .prepare(
                "SELECT p.rating FROM event_players p JOIN events e ON e.id = p.event \
                 WHERE e.name = 'Cup' ORDER BY p.entry",
            )
            .unwrap();
        let rows = query.query_map([], |r| r.get(0)).unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    assert_eq!(ratings, [1662, 1338, 1662]);
}
