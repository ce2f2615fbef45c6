//! The web front without a browser: the router called in-process on a real SQLite file
//! that the service wrote (a game played through it, an event), as `lyngk serve` or
//! `lyngk play` would have.

use axum::body::Body;
use axum::http::{header, Request as HttpRequest, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use lyngk_i18n::Locale;
use lyngk_rules::{Game, Player};
use lyngk_service::api::{Actor, Command, EventOptions, Place, Reply, Request, WebVisibility};
use lyngk_service::GameService;
use lyngk_web::{router, ReadOnly, WebOptions};
use std::path::PathBuf;
use std::time::Duration;
use tower::ServiceExt;

const PLACE: Place = Place {
    guild: Some(10),
    channel: 20,
};
const OTHER_SERVER: Place = Place {
    guild: Some(11),
    channel: 30,
};
const EVIL: &str = "<script>alert(1)</script>";

fn alice() -> Actor {
    Actor {
        id: 1001,
        name: "alice".into(),
    }
}

fn evil() -> Actor {
    Actor {
        id: 1002,
        name: EVIL.into(),
    }
}

struct Site {
    _dir: tempfile::TempDir,
    path: PathBuf,
    service: GameService,
}

impl Site {
    fn new() -> Site {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lyngk.db");
        let service = GameService::open(&path).unwrap();
        Site {
            _dir: dir,
            path,
            service,
        }
    }

    fn ask(&self, place: Place, actor: &Actor, command: Command) -> Reply {
        let reply = self
            .service
            .handle(Request {
                place,
                actor: actor.clone(),
                command,
                interaction: None,
                actor_is_admin: true,
                locale: Locale::En,
                server_locale: None,
            })
            .unwrap();
        assert_eq!(reply.refusal, None, "{:?}", reply.lines);
        reply
    }

    /// Sets the server's web visibility; the address its pages have now.
    fn publish(&self, place: Place, web: WebVisibility) -> Option<String> {
        let reply = self.ask(
            place,
            &alice(),
            Command::ServerSettings {
                auto_timeout: None,
                language: None,
                web: Some(web),
                weekends_off: None,
            },
        );
        let line = reply
            .lines
            .iter()
            .find(|line| line.id.starts_with("settings-server-web-"))
            .unwrap();
        line.args.iter().find_map(|(name, arg)| match arg {
            lyngk_i18n::Arg::Text(path) if name == "path" => {
                Some(path.trim_start_matches("/s/").to_owned())
            }
            _ => None,
        })
    }

    /// alice challenges the player with the script name, who accepts; the game's number.
    fn start_game(&self, place: Place) -> i64 {
        self.ask(
            place,
            &alice(),
            Command::Challenge {
                opponent: Some(evil()),
                variant: lyngk_rules::Variant::Standard,
                days_per_move: Some(3),
                rated: true,
                weekends_off: None,
            },
        );
        self.ask(place, &evil(), Command::Accept);
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        conn.query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
            .unwrap()
    }

    fn game(&self, place: Place) -> Game {
        self.service.live_game(place).unwrap().unwrap()
    }

    /// Plays one legal move in the game of `place` by whoever is to move.
    fn play(&self, place: Place) {
        let game = self.game(place);
        let turn = *game
            .position()
            .legal_turns()
            .iter()
            .find(|t| !t.is_pass())
            .unwrap();
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        let (challenger, first_seat): (i64, i64) = conn
            .query_row(
                "SELECT challenger_id, first_seat FROM games WHERE channel = ?1 AND status = 'active'",
                [place.channel as i64],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        // first_seat 0: the challenger sits first.
        let challenger_first = (first_seat == 0) == (challenger as u64 == alice().id);
        let mover = match (game.position().to_move(), challenger_first) {
            (Player::One, true) | (Player::Two, false) => alice(),
            _ => evil(),
        };
        let (from, to) = turn.cells().unwrap();
        self.ask(
            place,
            &mover,
            Command::Move {
                from: from.to_string(),
                to: to.to_string(),
                claim: turn.claim.map(|c| c.name().to_string()),
            },
        );
    }

    fn router(&self) -> Router {
        let mut options = WebOptions::new(&self.path);
        options.base_url = Some("https://lyngk.example/".into());
        options.poll_every = Duration::from_millis(20);
        router(options).unwrap()
    }
}

struct Page {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

async fn get(app: &Router, uri: &str) -> Page {
    let request = HttpRequest::builder().uri(uri).body(Body::empty()).unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Page {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

fn header_of<'a>(page: &'a Page, name: &str) -> Option<&'a str> {
    page.headers.get(name).and_then(|v| v.to_str().ok())
}

#[tokio::test]
async fn a_public_game_page_shows_the_board_players_history_and_record() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    site.play(PLACE);
    site.play(PLACE);
    let app = site.router();

    let front = get(&app, "/").await;
    assert_eq!(front.status, StatusCode::OK);
    assert!(front.body.contains(&format!("href=\"/s/{server}\"")));

    let listing = get(&app, &format!("/s/{server}")).await;
    assert_eq!(listing.status, StatusCode::OK);
    assert!(listing
        .body
        .contains(&format!("href=\"/g/{server}-{game}\"")));
    assert!(!listing.body.contains("noindex"));

    let page = get(&app, &format!("/g/{server}-{game}")).await;
    assert_eq!(page.status, StatusCode::OK);
    for part in [
        "id=\"board\"",
        "id=\"players\"",
        "id=\"history\"",
        "data-live=",
    ] {
        assert!(page.body.contains(part), "{part}");
    }
    assert!(
        page.body.contains("href=\"?ply=2\""),
        "each position is viewable"
    );
    assert!(page.body.contains(&format!(
        "<meta property=\"og:image\" content=\"https://lyngk.example/g/{server}-{game}/board.png\">"
    )));
    assert!(page
        .body
        .contains(&format!("data-live=\"/g/{server}-{game}/events?turns=")));

    let board = get(&app, &format!("/g/{server}-{game}/board.png?ply=1")).await;
    assert_eq!(board.status, StatusCode::OK);
    assert_eq!(header_of(&board, "content-type"), Some("image/png"));
    assert!(board.body.as_bytes().starts_with(b"\x89PNG") || board.body.starts_with("\u{FFFD}PNG"));

    let record = get(&app, &format!("/g/{server}-{game}/record.txt")).await;
    assert_eq!(record.status, StatusCode::OK);
    assert!(record.body.contains("[Player1 "), "{}", record.body);
    assert!(
        !record.body.contains(&alice().id.to_string()),
        "no Discord id"
    );
}

#[tokio::test]
async fn names_are_escaped_and_the_headers_are_strict() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    let app = site.router();
    for uri in [format!("/s/{server}"), format!("/g/{server}-{game}")] {
        let page = get(&app, &uri).await;
        assert_eq!(page.status, StatusCode::OK, "{uri}");
        assert!(!page.body.contains(EVIL), "{uri}: the name is escaped");
        assert!(
            page.body
                .contains("&#60;script&#62;alert(1)&#60;/script&#62;")
                || page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{uri}: {}",
            page.body
        );
        assert!(
            page.body.contains("class=\"player-name\" dir=\"auto\""),
            "{uri}"
        );
        let csp = header_of(&page, "content-security-policy").unwrap();
        assert!(csp.contains("default-src 'self'") && csp.contains("script-src 'self'"));
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(header_of(&page, "x-content-type-options"), Some("nosniff"));
        assert_eq!(header_of(&page, "referrer-policy"), Some("no-referrer"));
        assert!(!page.body.contains("<script>"), "{uri}: no inline script");
        assert!(
            !page.body.contains(&alice().id.to_string()),
            "{uri}: no Discord id"
        );
    }
}

#[tokio::test]
async fn an_unlisted_server_is_not_listed_and_not_indexed() {
    let site = Site::new();
    let token = site.publish(PLACE, WebVisibility::Unlisted).unwrap();
    let game = site.start_game(PLACE);
    let app = site.router();
    let front = get(&app, "/").await;
    assert!(!front.body.contains(&token));
    for uri in [format!("/s/{token}"), format!("/g/{token}-{game}")] {
        let page = get(&app, &uri).await;
        assert_eq!(page.status, StatusCode::OK, "{uri}");
        assert!(
            page.body
                .contains("<meta name=\"robots\" content=\"noindex\">"),
            "{uri}"
        );
        assert_eq!(header_of(&page, "x-robots-tag"), Some("noindex"), "{uri}");
    }
}

#[tokio::test]
async fn private_deleted_and_unknown_pages_are_one_404() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    // Another public server's game is not this server's.
    let other = site.publish(OTHER_SERVER, WebVisibility::Public).unwrap();
    site.ask(
        OTHER_SERVER,
        &alice(),
        Command::Challenge {
            opponent: Some(evil()),
            variant: lyngk_rules::Variant::Standard,
            days_per_move: None,
            rated: false,
            weekends_off: None,
        },
    );
    site.ask(OTHER_SERVER, &evil(), Command::Accept);
    let app = site.router();
    let missing = [
        format!("/g/{other}-{game}"),
        format!("/g/{server}-{}", game + 100),
        format!("/g/{server}-0"),
        format!("/e/{server}-1"),
        "/s/0123456789abcdef".to_string(),
        "/s/not-an-address".to_string(),
        "/nothing/here".to_string(),
        format!("/s/{}", PLACE.guild.unwrap()),
    ];
    for uri in &missing {
        let page = get(&app, uri).await;
        assert_eq!(page.status, StatusCode::NOT_FOUND, "{uri}");
        assert!(page.body.contains("id=\"not-found\""), "{uri}");
    }
    // Turned off: the same addresses are gone.
    site.publish(PLACE, WebVisibility::Off);
    for uri in [
        format!("/s/{server}"),
        format!("/g/{server}-{game}"),
        format!("/g/{server}-{game}/board.png"),
    ] {
        assert_eq!(get(&app, &uri).await.status, StatusCode::NOT_FOUND, "{uri}");
    }
    assert!(!get(&app, "/").await.body.contains(&server));
}

#[tokio::test]
async fn an_event_page_shows_standings_pairings_and_its_report() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    site.ask(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: "Club cup".into(),
            options: EventOptions {
                rounds: Some(3),
                ..EventOptions::default()
            },
        },
    );
    let players = [
        alice(),
        evil(),
        Actor {
            id: 1003,
            name: "carol".into(),
        },
        Actor {
            id: 1004,
            name: "dave".into(),
        },
    ];
    for player in &players {
        site.ask(
            PLACE,
            player,
            Command::EventJoin {
                name: "Club cup".into(),
            },
        );
    }
    site.ask(
        PLACE,
        &alice(),
        Command::EventStart {
            name: "Club cup".into(),
        },
    );
    let app = site.router();
    let listing = get(&app, &format!("/s/{server}")).await;
    let event: i64 = rusqlite::Connection::open(&site.path)
        .unwrap()
        .query_row("SELECT id FROM events", [], |r| r.get(0))
        .unwrap();
    assert!(
        listing
            .body
            .contains(&format!("href=\"/e/{server}-{event}\"")),
        "{}",
        listing.body
    );
    let page = get(&app, &format!("/e/{server}-{event}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body.contains("<section class=\"standings\">")
            && page.body.contains("<section class=\"pairings\">")
    );
    assert!(
        page.body.contains("carol") && page.body.contains("dave"),
        "{}",
        page.body
    );
    assert!(!page.body.contains(EVIL));
    assert!(page
        .body
        .contains(&format!("href=\"/e/{server}-{event}/report.trf\"")));
    let report = get(&app, &format!("/e/{server}-{event}/report.trf")).await;
    assert_eq!(report.status, StatusCode::OK);
    assert!(
        report.body.contains("012 "),
        "a TRF names its event: {}",
        report.body
    );
}

#[tokio::test]
async fn a_turn_written_by_another_connection_arrives_as_a_server_sent_event() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    let app = site.router();
    let request = HttpRequest::builder()
        .uri(format!("/g/{server}-{game}/events"))
        .body(Body::empty())
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers().get(header::CONTENT_TYPE).unwrap(),
        "text/event-stream"
    );
    // The service writes through its own connection, as `lyngk serve` would.
    site.play(PLACE);
    let received = first_event(response.into_body()).await;
    assert!(received.contains("event: turn"), "{received}");
}

/// A turn landing between the page's making and its stream's connection is announced
/// as soon as the stream connects: the page says how many turns it shows.
#[tokio::test]
async fn a_page_behind_the_game_hears_of_it_when_its_stream_connects() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    let app = site.router();
    let page = get(&app, &format!("/g/{server}-{game}")).await;
    let live = page
        .body
        .split("data-live=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the page's stream")
        .to_owned();
    site.play(PLACE);
    let request = HttpRequest::builder()
        .uri(live)
        .body(Body::empty())
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let received = first_event(response.into_body()).await;
    assert!(received.contains("event: turn"), "{received}");
}

/// The stream's text up to its first event, waited for with a deadline.
async fn first_event(mut body: Body) -> String {
    tokio::time::timeout(Duration::from_secs(10), async {
        let mut seen = String::new();
        while let Some(frame) = body.frame().await {
            if let Ok(data) = frame.unwrap().into_data() {
                seen.push_str(&String::from_utf8_lossy(&data));
                if seen.contains("event: ") {
                    return seen;
                }
            }
        }
        seen
    })
    .await
    .expect("an event within the deadline")
}

#[test]
fn the_front_cannot_write_the_database() {
    let site = Site::new();
    site.start_game(PLACE);
    let db = ReadOnly::open(&site.path).unwrap();
    let conn = db.connect().unwrap();
    let refused = conn.execute("DELETE FROM games", []);
    assert!(refused.is_err(), "a read-only connection refuses writes");
    let left: i64 = conn
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 1);
}

/// The game page links its replay; the GIF is cached by the game's turns: the same
/// turns answer 304 to the browser's copy, a new turn makes a new one.
#[tokio::test]
async fn the_replay_gif_is_linked_and_cached_by_the_turns() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    site.play(PLACE);
    let app = site.router();
    let page = get(&app, &format!("/g/{server}-{game}")).await;
    let href = format!("/g/{server}-{game}/replay.gif");
    assert!(
        page.body.contains(&format!("href=\"{href}\"")),
        "{}",
        page.body
    );

    let gif = get(&app, &href).await;
    assert_eq!(gif.status, StatusCode::OK);
    assert_eq!(header_of(&gif, "content-type"), Some("image/gif"));
    assert!(gif.body.starts_with("GIF89a"), "a GIF");
    let tag = header_of(&gif, "etag").expect("an entity tag").to_owned();

    let again = get_with(&app, &href, header::IF_NONE_MATCH, &tag).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());

    site.play(PLACE);
    let after = get_with(&app, &href, header::IF_NONE_MATCH, &tag).await;
    assert_eq!(after.status, StatusCode::OK, "a new turn, a new replay");
    assert_ne!(header_of(&after, "etag"), Some(tag.as_str()));
    assert_ne!(after.body, gif.body);

    site.publish(PLACE, WebVisibility::Off);
    assert_eq!(get(&app, &href).await.status, StatusCode::NOT_FOUND);
}

async fn get_with(app: &Router, uri: &str, name: header::HeaderName, value: &str) -> Page {
    let request = HttpRequest::builder()
        .uri(uri)
        .header(name, value)
        .body(Body::empty())
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Page {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// A GET with the browser's `Accept-Language`.
async fn get_in(app: &Router, uri: &str, languages: &str) -> Page {
    get_with(app, uri, header::ACCEPT_LANGUAGE, languages).await
}

/// The catalog's text of `id` in `locale`, as the page's HTML escapes it.
fn in_html(id: &str, locale: Locale) -> String {
    lyngk_i18n::Msg::new(id)
        .format(locale, lyngk_i18n::Style::Plain)
        .replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

#[tokio::test]
async fn the_front_page_and_the_404_speak_the_visitors_language() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    // The server speaks German: its missing pages must not say so.
    site.ask(
        PLACE,
        &alice(),
        Command::ServerSettings {
            auto_timeout: None,
            language: Some(lyngk_service::api::ServerLanguage::Fixed(Locale::De)),
            weekends_off: None,
            web: None,
        },
    );
    let app = site.router();
    for locale in Locale::ALL {
        let languages = format!("{}-XX, ja;q=0.5", locale.code());
        let front = get_in(&app, "/", &languages).await;
        assert_eq!(front.status, StatusCode::OK);
        assert!(front.body.contains(&format!("<html lang=\"{locale}\">")));
        assert!(
            front.body.contains(&in_html("web-servers", locale)),
            "{locale}"
        );
        assert_eq!(header_of(&front, "vary"), Some("accept-language"));

        let missing = get_in(&app, &format!("/g/{server}-999"), &languages).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        assert!(missing.body.contains(&format!("<html lang=\"{locale}\">")));
        assert!(
            missing
                .body
                .contains(&in_html("web-not-found-text", locale)),
            "{locale}: {}",
            missing.body
        );
    }
    // A language the bot does not speak, after one it does, and none at all.
    let page = get_in(&app, "/nothing", "pt-BR, pt;q=0.9, pl;q=0.8").await;
    assert!(page.body.contains("<html lang=\"pl\">"));
    for languages in ["ja", ""] {
        let page = get_in(&app, "/", languages).await;
        assert!(page.body.contains("<html lang=\"en\">"), "{languages:?}");
    }
    assert!(get(&app, "/nothing")
        .await
        .body
        .contains("<html lang=\"en\">"));
}

#[tokio::test]
async fn every_page_links_the_icon_which_is_served() {
    let site = Site::new();
    site.publish(PLACE, WebVisibility::Public).unwrap();
    let app = site.router();
    let front = get(&app, "/").await;
    assert!(front
        .body
        .contains("<link rel=\"icon\" href=\"/favicon.svg\""));
    for uri in ["/favicon.svg", "/favicon.ico"] {
        let icon = get(&app, uri).await;
        assert_eq!(icon.status, StatusCode::OK, "{uri}");
        assert_eq!(header_of(&icon, "content-type"), Some("image/svg+xml"));
        assert!(icon.body.starts_with("<svg "), "{uri}");
    }
}

#[path = "pages/event_formats.rs"]
mod event_formats;

#[path = "pages/server_names.rs"]
mod server_names;
