//! The database the pages show, made by the service as the Discord and terminal fronts
//! make it: a public server with a running game, a finished game and a started event,
//! and a second server whose pages are unlisted, then off.

use lyngk_rules::{Game, Variant};
use lyngk_service::api::{Actor, Command, EventOptions, Place, Reply, Request, WebVisibility};
use lyngk_service::GameService;
use lyngk_store::web::web_setting;
use std::path::PathBuf;

/// The name the escaping check looks for, shown as typed.
pub const SCRIPT_NAME: &str = "<script>alert(1)</script>";
pub const EVENT_NAME: &str = "Autumn Swiss";
/// The events of the other formats, by format, with their names.
pub const FORMATS: [(&str, &str); 4] = [
    ("round_robin", "Winter league"),
    ("knockout", "Spring cup"),
    ("ladder", "Club ladder"),
    ("divisions", "Summer divisions"),
];

const PUBLIC_GUILD: u64 = 10;
const HIDDEN_GUILD: u64 = 11;
/// The running game's channel on the public server.
const RUNNING: Place = Place {
    guild: Some(PUBLIC_GUILD),
    channel: 20,
};
const FINISHED: Place = Place {
    guild: Some(PUBLIC_GUILD),
    channel: 21,
};
const HIDDEN: Place = Place {
    guild: Some(HIDDEN_GUILD),
    channel: 30,
};

/// Where the events of the other formats are made.
const EVENTS: Place = Place {
    guild: Some(PUBLIC_GUILD),
    channel: 41,
};

/// The `index`th entrant of an event of another format: the scripted name first, a
/// long name without spaces second.
fn entrant(index: usize) -> Actor {
    match index {
        0 => scripted(),
        1 => person(3001, "Maximiliane-Alexandra-von-Hohenzollern-Sigmaringen"),
        index => person(3000 + index as u64, &format!("player{index}")),
    }
}

pub enum Which {
    Running,
    Finished,
}

pub struct World {
    pub dir: tempfile::TempDir,
    pub service: GameService,
    /// The unlisted server's page address, `/s/<token>`.
    pub hidden_server_path: String,
}

fn person(id: u64, name: &str) -> Actor {
    Actor {
        id,
        name: name.into(),
    }
}

pub fn scripted() -> Actor {
    person(1001, SCRIPT_NAME)
}

fn bob() -> Actor {
    person(1002, "bob")
}

fn admin() -> Actor {
    person(1003, "carol")
}

impl World {
    pub fn new() -> World {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let service = GameService::open(dir.path().join("lyngk.db")).expect("a database");
        let world = World {
            dir,
            service,
            hidden_server_path: String::new(),
        };
        world.set_web(PUBLIC_GUILD, WebVisibility::Public);
        world.start_game(RUNNING);
        for _ in 0..3 {
            world.play_a_turn();
        }
        world.start_game(FINISHED);
        world.play_in(FINISHED, 2);
        let resigned = world.ask(FINISHED, &scripted(), Command::Resign { confirmed: true });
        assert!(resigned.refusal.is_none(), "{:?}", resigned.refusal);
        world.make_every_format();
        world.make_event();

        world.start_game(HIDDEN);
        world.set_web(HIDDEN_GUILD, WebVisibility::Unlisted);
        let conn = rusqlite::Connection::open(world.db_path()).expect("the database");
        let token = web_setting(&conn, HIDDEN_GUILD)
            .expect("the web setting")
            .address
            .expect("an unlisted server has an address");
        World {
            hidden_server_path: format!("/s/{token}"),
            ..world
        }
    }

    pub fn db_path(&self) -> PathBuf {
        self.dir.path().join("lyngk.db")
    }

    fn ask(&self, place: Place, actor: &Actor, command: Command) -> Reply {
        self.ask_as(place, actor, command, false)
    }

    fn ask_as(&self, place: Place, actor: &Actor, command: Command, admin: bool) -> Reply {
        self.service
            .handle(Request {
                place,
                actor: actor.clone(),
                command,
                interaction: None,
                actor_is_admin: admin,
                locale: lyngk_i18n::Locale::En,
                server_locale: None,
            })
            .expect("no internal fault")
    }

    fn set_web(&self, guild: u64, web: WebVisibility) {
        let place = Place {
            guild: Some(guild),
            channel: 1,
        };
        let settings = Command::ServerSettings {
            auto_timeout: None,
            language: None,
            web: Some(web),
            weekends_off: None,
        };
        let reply = self.ask_as(place, &admin(), settings, true);
        assert!(reply.refusal.is_none(), "{:?}", reply.refusal);
    }

    /// Turns the unlisted server's pages off.
    pub fn hide_the_unlisted_server(&self) {
        self.set_web(HIDDEN_GUILD, WebVisibility::Off);
    }

    /// The scripted player challenges bob, who accepts.
    fn start_game(&self, place: Place) {
        let challenge = Command::Challenge {
            opponent: Some(bob()),
            variant: Variant::Standard,
            days_per_move: Some(3),
            rated: true,
            weekends_off: None,
        };
        let asked = self.ask(place, &scripted(), challenge);
        assert!(asked.refusal.is_none(), "{:?}", asked.refusal);
        let accepted = self.ask(place, &bob(), Command::Accept);
        assert!(accepted.refusal.is_none(), "{:?}", accepted.refusal);
    }

    /// The id of the running or the finished game of the public server.
    pub fn game_id(&self, which: Which) -> i64 {
        let place = match which {
            Which::Running => RUNNING,
            Which::Finished => FINISHED,
        };
        let conn = rusqlite::Connection::open(self.db_path()).expect("the database");
        conn.query_row(
            "SELECT id FROM games WHERE channel = ?1",
            [place.channel as i64],
            |row| row.get(0),
        )
        .expect("the game's id")
    }

    /// The number of turns of the running game.
    pub fn turns_played(&self) -> usize {
        self.live_game(RUNNING).turns().len()
    }

    fn live_game(&self, place: Place) -> Game {
        self.service
            .live_game(place)
            .expect("the database")
            .expect("a running game")
    }

    /// One more turn in the running game, by whoever is to move.
    pub fn play_a_turn(&self) {
        self.play_in(RUNNING, 1);
    }

    fn play_in(&self, place: Place, turns: usize) {
        for _ in 0..turns {
            let game = self.live_game(place);
            let turn = *game
                .position()
                .legal_turns()
                .iter()
                .find(|turn| !turn.is_pass())
                .expect("a move exists");
            let (from, to) = turn.cells().expect("a move");
            let command = Command::Move {
                from: from.to_string(),
                to: to.to_string(),
                claim: turn.claim.map(|colour| colour.name().to_string()),
            };
            // Whoever is to move: the other player is refused and nothing changes.
            let by_scripted = self.ask(place, &scripted(), command.clone());
            let reply = if by_scripted.refusal.is_some() {
                self.ask(place, &bob(), command)
            } else {
                by_scripted
            };
            assert!(reply.refusal.is_none(), "{:?}", reply.refusal);
        }
    }

    /// An event of every other format (made before the Swiss, so the Swiss is the
    /// server's newest event), each with a result or a challenge to show; a long
    /// name without spaces among the players, to wrap at a phone's width.
    fn make_every_format(&self) {
        use lyngk_domain::divisions::DivisionPlay;
        use lyngk_domain::event::EventFormat;
        let formats = [
            (EventFormat::RoundRobin, 4, EventOptions::default()),
            (EventFormat::Knockout, 8, EventOptions::default()),
            (EventFormat::Ladder, 4, EventOptions::default()),
            (
                EventFormat::Divisions,
                8,
                EventOptions {
                    division_size: Some(4),
                    movers: Some(1),
                    division_format: Some(DivisionPlay::RoundRobin),
                    ..EventOptions::default()
                },
            ),
        ];
        for (format, players, options) in formats {
            let name = FORMATS
                .iter()
                .find(|(f, _)| *f == format.as_str())
                .map(|(_, name)| *name)
                .expect("a name for each format");
            let options = EventOptions {
                format: Some(format),
                ..options
            };
            let id = self.event_of(name, options, players);
            self.resign_event_games(id);
        }
        let ladder = Command::LadderChallenge {
            name: "Club ladder".into(),
            opponent: entrant(2),
        };
        let challenged = self.ask(EVENTS, &entrant(3), ladder);
        assert!(challenged.refusal.is_none(), "{:?}", challenged.refusal);
    }

    /// Creates and starts (but a ladder) an event of `players` entrants; its id.
    fn event_of(&self, name: &str, options: EventOptions, players: usize) -> i64 {
        let ladder = options.format == Some(lyngk_domain::event::EventFormat::Ladder);
        let create = Command::EventCreate {
            name: name.into(),
            options,
        };
        let created = self.ask_as(EVENTS, &admin(), create, true);
        assert!(created.refusal.is_none(), "{:?}", created.refusal);
        for index in 0..players {
            let joined = self.ask(
                EVENTS,
                &entrant(index),
                Command::EventJoin { name: name.into() },
            );
            assert!(joined.refusal.is_none(), "{name}: {:?}", joined.refusal);
        }
        if !ladder {
            let start = Command::EventStart { name: name.into() };
            let started = self.ask_as(EVENTS, &admin(), start, true);
            assert!(started.refusal.is_none(), "{name}: {:?}", started.refusal);
        }
        let conn = rusqlite::Connection::open(self.db_path()).expect("the database");
        conn.query_row("SELECT id FROM events WHERE name = ?1", [name], |row| {
            row.get(0)
        })
        .expect("the event's id")
    }

    /// The event's running games (a divisions event's too) end: each first-named
    /// player resigns.
    fn resign_event_games(&self, event: i64) {
        let conn = rusqlite::Connection::open(self.db_path()).expect("the database");
        let mut running = conn
            .prepare(
                "SELECT g.channel, g.challenger_id, g.challenger_name FROM games g \
                 JOIN event_pairings p ON p.game = g.id JOIN events e ON e.id = p.event \
                 WHERE g.status = 'active' AND (e.id = ?1 OR e.name LIKE ?2)",
            )
            .expect("a query");
        let name: String = conn
            .query_row("SELECT name FROM events WHERE id = ?1", [event], |r| {
                r.get(0)
            })
            .expect("the event");
        let games: Vec<(i64, i64, String)> = running
            .query_map(rusqlite::params![event, format!("{name} · %")], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .expect("the games")
            .collect::<Result<_, _>>()
            .expect("the games");
        for (channel, id, name) in games {
            let place = Place {
                guild: Some(PUBLIC_GUILD),
                channel: channel as u64,
            };
            let resigned = self.ask(
                place,
                &person(id as u64, &name),
                Command::Resign { confirmed: true },
            );
            assert!(resigned.refusal.is_none(), "{:?}", resigned.refusal);
        }
    }

    /// A Swiss event of four players (the scripted name among them), round 1 paired.
    fn make_event(&self) {
        let place = Place {
            guild: Some(PUBLIC_GUILD),
            channel: 40,
        };
        let create = Command::EventCreate {
            name: EVENT_NAME.into(),
            options: EventOptions {
                rounds: Some(3),
                ..EventOptions::default()
            },
        };
        let created = self.ask_as(place, &admin(), create, true);
        assert!(created.refusal.is_none(), "{:?}", created.refusal);
        let players = [
            scripted(),
            bob(),
            person(1004, "Dörte"),
            person(1005, "שרה"),
        ];
        for player in &players {
            let join = Command::EventJoin {
                name: EVENT_NAME.into(),
            };
            let joined = self.ask(place, player, join);
            assert!(joined.refusal.is_none(), "{:?}", joined.refusal);
        }
        let start = Command::EventStart {
            name: EVENT_NAME.into(),
        };
        let started = self.ask_as(place, &admin(), start, true);
        assert!(started.refusal.is_none(), "{:?}", started.refusal);
    }
}
