//! The web pages served by the binaries: `lyngk web` on a database `lyngk play` wrote,
//! and `lyngk serve` with `LYNGK_WEB_LISTEN` beside the bot, fetched over HTTP.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Instant;

use lyngk_bot::store::web::public_servers;
use lyngk_rules::{Game, Player, Turn};
use serde_json::json;

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::{self, integer, User};
use crate::standin::{Discord, CHANNEL, PATIENCE};

/// What the log line of either binary says the pages are on.
const SERVED_ON: &str = "web pages on http://";

/// The address in a log line that says where the pages are served.
fn address_in(line: &str) -> Option<String> {
    let (_, rest) = line.split_once(SERVED_ON)?;
    Some(format!("http://{}", rest.split('/').next()?))
}

/// The public server's address and its newest game's number, read from the database.
fn published(db: &rusqlite::Connection) -> (String, i64) {
    let servers = public_servers(db).unwrap();
    assert_eq!(servers.len(), 1, "one public server");
    let game = db
        .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
        .unwrap();
    (servers[0].address.clone(), game)
}

/// Status and body of a GET.
async fn fetch(url: &str) -> (u16, String) {
    let response = reqwest::get(url).await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

/// Fetches the front page, the server's page and the game's page the way a visitor
/// follows them, checking that each links the next and the game shows `turns` turns.
async fn the_pages_show_the_game(base: &str, server: &str, game: i64, turns: usize) {
    let (status, front) = fetch(&format!("{base}/")).await;
    assert_eq!(status, 200, "{front}");
    assert!(front.contains(&format!("href=\"/s/{server}\"")), "{front}");

    let (status, listing) = fetch(&format!("{base}/s/{server}")).await;
    assert_eq!(status, 200, "{listing}");
    let game_page = format!("/g/{server}-{game}");
    assert!(
        listing.contains(&format!("href=\"{game_page}\"")),
        "{listing}"
    );

    let (status, page) = fetch(&format!("{base}{game_page}")).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("id=\"board\""), "{page}");
    // A link per position after each turn, and none past the last.
    assert!(page.contains(&format!("href=\"?ply={turns}\"")), "{page}");
    assert!(
        !page.contains(&format!("href=\"?ply={}\"", turns + 1)),
        "{page}"
    );

    let board = reqwest::get(format!("{base}{game_page}/board.png?ply=1"))
        .await
        .unwrap();
    assert_eq!(board.status(), 200);
    assert_eq!(board.headers()["content-type"], "image/png");
    let (status, _) = fetch(&format!("{base}/g/{server}-{}", game + 1)).await;
    assert_eq!(status, 404);
}

/// `lyngk play` on `db` with `script` typed; returns what it printed.
fn play(db: &Path, script: &str) -> String {
    let images = db.parent().unwrap().join("images");
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["play", "--seed", "7", "--db"])
        .arg(db)
        .arg("--images")
        .arg(images)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{printed}");
    printed
}

/// `count` moves of the game as typed by its players, the challenger `alice` sitting
/// first when `alice_first`; plays them on `game` as the service does (forced passes
/// follow a move). Returns the lines and the turns they make.
fn typed_turns(game: &mut Game, alice_first: bool, count: usize) -> (String, usize) {
    let mut script = String::new();
    for _ in 0..count {
        let mover = match (game.position().to_move(), alice_first) {
            (Player::One, true) | (Player::Two, false) => "alice",
            _ => "bob",
        };
        let turn = *game
            .position()
            .legal_turns()
            .iter()
            .find(|t| !t.is_pass())
            .unwrap();
        let (from, to) = turn.cells().unwrap();
        let claim = turn
            .claim
            .map(|c| format!(" claim:{}", c.name()))
            .unwrap_or_default();
        script.push_str(&format!("{mover}: move {from} {to}{claim}\n"));
        let passes = game.position().effect(turn).unwrap().forced_passes.len();
        game.play(turn).unwrap();
        for _ in 0..passes {
            game.play(Turn::PASS).unwrap();
        }
    }
    (script, game.turns().len())
}

/// Reads the log on `stderr` until it says where the pages are; keeps reading it after
/// (so the pipe never fills).
fn served_on(stderr: std::process::ChildStderr) -> String {
    let (lines, said) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let deadline = Instant::now() + PATIENCE;
    let mut log = String::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match said.recv_timeout(left) {
            Ok(line) => match address_in(&line) {
                Some(address) => return address,
                None => log.push_str(&line),
            },
            Err(_) => panic!("no address for the web pages logged:\n{log}"),
        }
    }
}

/// A child process killed when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_web_serves_the_game_lyngk_play_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let started = play(
        &db,
        "admin: server-settings web:public\nalice: challenge bob\nbob: accept\n",
    );
    // The seats, and the game as the service stored it, decide who types each move.
    let service = lyngk_bot::service::GameService::open(&db).unwrap();
    let place = lyngk_bot::service::api::Place {
        guild: Some(1),
        channel: 1,
    };
    let mut game = service.live_game(place).unwrap().expect("a game began");
    drop(service);
    let conn = rusqlite::Connection::open(&db).unwrap();
    let first_seat: i64 = conn
        .query_row("SELECT first_seat FROM games", [], |r| r.get(0))
        .unwrap();
    let (moves, turns) = typed_turns(&mut game, first_seat == 0, 4);
    let printed = play(&db, &moves);
    let (server, game_id) = published(&conn);
    let stored: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM turns WHERE game = ?1",
            [game_id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        stored as usize, turns,
        "every move taken:\n{started}\n{printed}"
    );

    let mut web = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["web", "--listen", "127.0.0.1:0", "--db"])
        .arg(&db)
        .env_remove("RUST_LOG")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = web.stderr.take().unwrap();
    let web = Running(web);
    let base = tokio::task::spawn_blocking(move || served_on(stderr))
        .await
        .unwrap();
    the_pages_show_the_game(&base, &server, game_id, turns).await;
    drop(web);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_serve_serves_the_pages_when_told_where() {
    let discord = Discord::start_with(&[("LYNGK_WEB_LISTEN", "127.0.0.1:0")]).await;
    let base = served_by(&discord).await;
    let admin = User::new(4201, "Admin");
    let mut publish = events::command(
        &admin,
        CHANNEL,
        "server-settings",
        // A choice is sent as its index, as poise registers it: 0 is public.
        vec![integer("web", 0)],
    );
    publish.payload["data"]["name"] = json!("lyngk-admin");
    let with_manage_server = 2_248_473_465_835_073u64 | (1 << 5);
    publish.payload["member"]["permissions"] = json!(with_manage_server.to_string());
    discord.ask(&publish).await;

    let mut table = ChannelGame::new(CHANNEL, User::new(4202, "Ada"), User::new(4203, "Bo"));
    table.open(&discord).await;
    table.play_turns(&discord, 3).await;
    let (server, game) = published(&discord.db());
    let turns: i64 = discord
        .db()
        .query_row("SELECT COUNT(*) FROM turns WHERE game = ?1", [game], |r| {
            r.get(0)
        })
        .unwrap();
    the_pages_show_the_game(&base, &server, game, turns as usize).await;
}

/// Where `serve` logged it serves the pages.
async fn served_by(discord: &Discord) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let log = discord.log();
        if let Some(address) = log.lines().find_map(address_in) {
            return address;
        }
        assert!(Instant::now() < deadline, "no web address logged:\n{log}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}
