//! Shared helpers: a service on a real SQLite file in a temporary folder, people, and
//! direct reads of the database to check what was (not) stored.
#![allow(dead_code)]

pub mod events;
pub mod said;

use lyngk_bot::service::api::{Actor, Command, Place, Reply, Request};
use lyngk_bot::service::{GameService, Options, TimeSource};
use lyngk_rules::{Game, Turn, Variant};
use rusqlite::Connection;
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;

pub const PLACE: Place = Place {
    guild: Some(10),
    channel: 20,
};

pub fn alice() -> Actor {
    Actor {
        id: 1001,
        name: "alice".into(),
    }
}

pub fn bob() -> Actor {
    Actor {
        id: 1002,
        name: "bob".into(),
    }
}

pub fn carol() -> Actor {
    Actor {
        id: 1003,
        name: "carol".into(),
    }
}

/// A time source the test moves by hand.
pub struct TestTime(pub AtomicI64);

impl TimeSource for TestTime {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub struct Harness {
    pub dir: tempfile::TempDir,
    pub service: GameService,
    pub time: Arc<TestTime>,
    seed: Arc<AtomicU64>,
}

/// The database of `fixtures/league_0016` written to `file`: the schema of migration
/// 16 (before leagues became events), then the rows the bot of that version stored.
pub fn write_league_0016_database(file: &std::path::Path) {
    lyngk_bot::store::create_at_version(file, 16).unwrap();
    let rows = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/league_0016/rows.sql"
    );
    let db = Connection::open(file).unwrap();
    db.execute_batch(&std::fs::read_to_string(rows).unwrap())
        .unwrap();
}

impl Harness {
    /// A fresh database; games get seeds `first_seed`, `first_seed + 1`, …
    pub fn new(first_seed: u64) -> Harness {
        Harness::in_dir(tempfile::tempdir().unwrap(), first_seed)
    }

    /// A copy of the database `file` (migrated as the bot would at start-up).
    pub fn with_database(first_seed: u64, file: &std::path::Path) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        std::fs::copy(file, dir.path().join("lyngk.db")).unwrap();
        Harness::in_dir(dir, first_seed)
    }

    /// The service on `dir`'s `lyngk.db` (created if missing).
    fn in_dir(dir: tempfile::TempDir, first_seed: u64) -> Harness {
        let time = Arc::new(TestTime(AtomicI64::new(1_700_000_000)));
        let seed = Arc::new(AtomicU64::new(first_seed));
        let service = open(&dir.path().join("lyngk.db"), &time, &seed);
        Harness {
            dir,
            service,
            time,
            seed,
        }
    }

    /// The same service, answering turns without the board's picture.
    pub fn without_board_pictures(mut self) -> Harness {
        self.service = self.service.without_board_pictures();
        self
    }

    /// Moves the service's clock `seconds` on.
    pub fn advance(&self, seconds: i64) {
        self.time.0.fetch_add(seconds, Ordering::SeqCst);
    }

    /// What the background job delivers at the service's time now.
    pub fn deliver(&self) -> Vec<lyngk_bot::service::api::Outbound> {
        let now = self.time.0.load(Ordering::SeqCst);
        self.service.deliver_due(now).unwrap()
    }

    pub fn db_path(&self) -> PathBuf {
        self.dir.path().join("lyngk.db")
    }

    /// Closes the service and opens it again on the same file, as after a restart.
    pub fn reopen(&mut self) {
        self.service = open(&self.db_path(), &self.time, &self.seed);
    }

    /// Opens the service again with the web pages' outside address `base`: its posts
    /// link their pages from now on.
    pub fn link_pages_at(&mut self, base: &str) {
        let service = open(&self.db_path(), &self.time, &self.seed);
        self.service = service.with_web_base_url(Some(base.to_owned()));
    }

    pub fn ask(&self, actor: &Actor, command: Command) -> Reply {
        self.ask_in(PLACE, actor, command, None)
    }

    pub fn ask_in(
        &self,
        place: Place,
        actor: &Actor,
        command: Command,
        interaction: Option<u64>,
    ) -> Reply {
        self.ask_request(Request {
            place,
            actor: actor.clone(),
            command,
            interaction,
            actor_is_admin: false,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
    }

    /// Like [`Harness::ask`] from someone the front found to manage the server.
    pub fn ask_as_admin(&self, actor: &Actor, command: Command) -> Reply {
        self.ask_request(Request {
            place: PLACE,
            actor: actor.clone(),
            command,
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
    }

    pub fn ask_request(&self, request: Request) -> Reply {
        self.service.handle(request).expect("no internal fault")
    }

    /// A request by someone with the Manage Server permission, in `place`.
    pub fn ask_admin(&self, place: Place, actor: &Actor, command: Command) -> Reply {
        self.ask_request(Request {
            place,
            actor: actor.clone(),
            command,
            interaction: None,
            actor_is_admin: true,
            locale: lyngk_bot::i18n::Locale::En,
            server_locale: None,
        })
    }

    /// alice challenges bob, bob accepts: returns (player 1, player 2).
    pub fn start(&self, variant: Variant) -> (Actor, Actor) {
        let r = self.ask(&alice(), challenge(Some(bob()), variant));
        assert!(!r.ephemeral, "{}", r.text());
        let r = self.ask(&bob(), Command::Accept);
        assert!(!r.ephemeral, "{}", r.text());
        let first = if r.ping == [alice().id] {
            alice()
        } else {
            bob()
        };
        let second = if first == alice() { bob() } else { alice() };
        assert_eq!(r.ping, vec![first.id], "accept pings only who moves first");
        (first, second)
    }

    pub fn game(&self) -> Game {
        self.service.live_game(PLACE).unwrap().expect("a live game")
    }

    pub fn db(&self) -> Connection {
        Connection::open(self.db_path()).unwrap()
    }

    pub fn turn_count(&self) -> i64 {
        self.db()
            .query_row("SELECT COUNT(*) FROM turns", [], |r| r.get(0))
            .unwrap()
    }

    /// Everything a refused command must leave unchanged.
    pub fn snapshot(&self) -> (i64, i64, Option<String>, String) {
        self.db()
            .query_row(
                "SELECT (SELECT COUNT(*) FROM turns), COALESCE(SUM(version), 0), \
                 GROUP_CONCAT(pending_claim), GROUP_CONCAT(status) FROM games",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap()
    }
}

fn open(path: &std::path::Path, time: &Arc<TestTime>, seed: &Arc<AtomicU64>) -> GameService {
    let seed = seed.clone();
    let options = Options {
        time: time.clone(),
        seeds: Box::new(move || seed.fetch_add(1, Ordering::SeqCst)),
    };
    GameService::open_with(path, options).unwrap()
}

pub fn challenge(opponent: Option<Actor>, variant: Variant) -> Command {
    Command::Challenge {
        weekends_off: None,
        opponent,
        variant,
        days_per_move: None,
        rated: true,
    }
}

/// The move command for a turn, its claim given as a colour name.
pub fn move_command(turn: Turn) -> Command {
    let (from, to) = turn.cells().expect("a move, not a pass");
    Command::Move {
        from: from.to_string(),
        to: to.to_string(),
        claim: turn.claim.map(|c| c.name().to_string()),
    }
}

/// The first legal turn that is a move (passes are the service's job).
pub fn some_move(game: &Game) -> Turn {
    *game
        .position()
        .legal_turns()
        .iter()
        .find(|t| !t.is_pass())
        .expect("a move exists")
}

/// `turn` (a move) as a player types it in the terminal: `move c3 d4 claim:red`.
pub fn typed_move(turn: Turn) -> String {
    let (from, to) = turn.cells().expect("a move, not a pass");
    let claim = turn
        .claim
        .map(|c| format!(" claim:{}", c.name()))
        .unwrap_or_default();
    format!("move {from} {to}{claim}")
}

/// Who is to move in `game`, given the seats.
pub fn mover<'a>(game: &Game, first: &'a Actor, second: &'a Actor) -> &'a Actor {
    match game.position().to_move() {
        lyngk_rules::Player::One => first,
        lyngk_rules::Player::Two => second,
    }
}

/// Every recorded round of an event must be the pairing `lyngk-events` gives from
/// the rounds before it (FIDE's Dutch system), for the players it placed.
pub fn assert_dutch_pairings(event: &lyngk_events::swiss::SwissEvent) {
    use lyngk_events::swiss::{pair_round, Colour, PlayerId, RoundEntry};
    use std::collections::BTreeSet;
    for round in 1..=event.completed_rounds() {
        let before = event.before_round(round);
        let index = round as usize - 1;
        let players = (0..event.entrants().len() as u32).map(PlayerId);
        let present: BTreeSet<PlayerId> = players
            .filter(|&p| event.history(p)[index].was_paired())
            .collect();
        let expected = pair_round(&before, &present).expect("a pairing");
        let mut games = BTreeSet::new();
        let mut bye = None;
        for player in &present {
            match event.history(*player)[index] {
                RoundEntry::Played {
                    opponent,
                    colour: Colour::White,
                    ..
                }
                | RoundEntry::Forfeit {
                    opponent,
                    colour: Colour::White,
                    ..
                } => {
                    games.insert((*player, opponent));
                }
                RoundEntry::PairingAllocatedBye => bye = Some(*player),
                _ => {}
            }
        }
        let wanted: BTreeSet<_> = expected.games.iter().map(|g| (g.white, g.black)).collect();
        assert_eq!((games, bye), (wanted, expected.bye), "round {round}");
    }
}

/// A terminal on the database `db` (created if new) writing its files to `images`;
/// its games get seeds `seed`, `seed + 1`, … as with `lyngk play --seed`.
pub fn seeded_terminal(
    db: &std::path::Path,
    images: &std::path::Path,
    seed: u64,
) -> lyngk_bot::terminal::Terminal {
    let next = AtomicU64::new(seed);
    let options = Options {
        seeds: Box::new(move || next.fetch_add(1, Ordering::SeqCst)),
        ..Options::default()
    };
    let service = GameService::open_with(db, options).unwrap();
    lyngk_bot::terminal::Terminal::new(service, images).unwrap()
}
