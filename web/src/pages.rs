//! The pages: a server's games, events and leaderboard, a game, an event, their files,
//! and the 404 for anything private, deleted or unknown.

use super::event_page::{self, Part};
use super::App;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::web_view::{self, GameSummary};
use lyngk_store::locales::server_locale;
use lyngk_store::web::{public_servers, server_at, WebServer, WebVisibility};
use serde::Deserialize;
use std::sync::Arc;

/// Games listed on a server's page.
const GAMES_LISTED: usize = 200;
/// Players on a server's leaderboard.
const LEADERBOARD: usize = 20;

/// The page's words, in the server's language.
pub(crate) struct Words(Locale);

impl Words {
    pub fn t(&self, id: &str) -> String {
        Msg::new(id).format(self.0, Style::Plain)
    }

    pub fn msg(&self, msg: &Msg) -> String {
        msg.format(self.0, Style::Plain)
    }

    /// The server's name as the bot learnt it, else its label by address.
    pub fn server_name(&self, server: &WebServer) -> String {
        match &server.name {
            Some(name) => name.clone(),
            None => self.msg(&Msg::new("web-server-name").text("address", short(&server.address))),
        }
    }
}

/// The first digits of an address: enough to tell servers apart on the front page.
fn short(address: &str) -> String {
    address.chars().take(8).collect()
}

/// What `<head>` says.
pub(crate) struct Head {
    lang: &'static str,
    title: String,
    noindex: bool,
    description: Option<String>,
    image: Option<String>,
    /// The page's event stream, when it updates live.
    live: Option<String>,
}

impl Head {
    fn new(locale: Locale, title: String) -> Head {
        Head {
            lang: locale.code(),
            title,
            noindex: false,
            description: None,
            image: None,
            live: None,
        }
    }
}

#[derive(Template)]
#[template(path = "front.html")]
struct FrontPage {
    head: Head,
    w: Words,
    servers: Vec<WebServer>,
}

#[derive(Template)]
#[template(path = "server.html")]
struct ServerPage {
    head: Head,
    w: Words,
    live: Vec<GameLine>,
    finished: Vec<GameLine>,
    events: Vec<(String, String)>,
    leaderboard: Vec<(String, i64, u32)>,
}

struct GameLine {
    href: String,
    names: [String; 2],
    status: Option<String>,
    clock: Option<String>,
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    head: Head,
    w: Words,
    board_src: String,
    board_alt: String,
    ply_caption: String,
    players: Vec<(String, Option<i64>)>,
    status: Option<String>,
    clock: Option<String>,
    /// Each turn: the ply after it, its notation, whether the board shows it.
    turns: Vec<(usize, String, bool)>,
    record_href: String,
    replay_href: String,
}

#[derive(Template)]
#[template(path = "event.html")]
struct EventPage {
    head: Head,
    w: Words,
    parts: Vec<event_page::Part>,
    report_href: Option<String>,
}

#[derive(Template)]
#[template(path = "not_found.html")]
struct NotFoundPage {
    head: Head,
    w: Words,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64)
}

/// A rendered page, marked not to be indexed when its server is unlisted.
fn page(template: &impl Template, noindex: bool) -> Response {
    match template.render() {
        Ok(html) => html_page(html, noindex),
        Err(error) => failed(error.into()),
    }
}

/// Unlisted pages are marked not to be indexed.
fn unlisted(server: &WebServer) -> bool {
    server.visibility == WebVisibility::Unlisted
}

fn html_page(html: String, noindex: bool) -> Response {
    let mut response = Html(html).into_response();
    if noindex {
        response
            .headers_mut()
            .insert("x-robots-tag", HeaderValue::from_static("noindex"));
    }
    response
}

/// What a handler answers: its response, or why there is none.
pub(crate) type Answer = Result<Response, NoPage>;

/// Why a page is not shown; a handler ends with it by `?`.
pub(crate) enum NoPage {
    /// Private, deleted or unknown: the same answer for each.
    NotFound,
    /// A failure of ours: logged, and a plain 500 for the visitor.
    Failed(anyhow::Error),
}

impl From<anyhow::Error> for NoPage {
    fn from(error: anyhow::Error) -> Self {
        NoPage::Failed(error)
    }
}

impl IntoResponse for NoPage {
    fn into_response(self) -> Response {
        match self {
            NoPage::NotFound => not_found_page(),
            NoPage::Failed(error) => failed(error),
        }
    }
}

/// What a read found, or the page is not found.
pub(crate) trait Found<T> {
    fn found(self) -> Result<T, NoPage>;
}

impl<T> Found<T> for Option<T> {
    fn found(self) -> Result<T, NoPage> {
        self.ok_or(NoPage::NotFound)
    }
}

fn failed(error: anyhow::Error) -> Response {
    tracing::error!(error = format!("{error:#}"), "a web page failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
}

/// The one answer for anything private, deleted or unknown: nothing tells them apart,
/// not even the language (the visitor's, not the server's).
fn not_found_page() -> Response {
    let locale = super::visitor::locale();
    let w = Words(locale);
    let mut head = Head::new(locale, w.t("web-not-found"));
    head.noindex = true;
    let mut response = page(&NotFoundPage { head, w }, true);
    *response.status_mut() = StatusCode::NOT_FOUND;
    super::visitor::vary(response)
}

/// Any address no route knows.
pub(crate) async fn not_found() -> Response {
    not_found_page()
}

pub(crate) async fn front(State(app): State<Arc<App>>) -> Answer {
    let servers = app.db.read(public_servers).await?;
    let locale = super::visitor::locale();
    let w = Words(locale);
    let head = Head::new(locale, w.t("web-servers"));
    Ok(super::visitor::vary(page(
        &FrontPage { head, w, servers },
        false,
    )))
}

/// `<server>-<number>`, the address of a game or event.
fn split(address: &str) -> Option<(&str, i64)> {
    let (server, number) = address.rsplit_once('-')?;
    let number = number.parse().ok().filter(|&n: &i64| n > 0)?;
    Some((server, number))
}

fn is_address(text: &str) -> bool {
    !text.is_empty() && text.len() <= 64 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

async fn visible_server(app: &App, address: &str) -> Option<WebServer> {
    if !is_address(address) {
        return None;
    }
    let address = address.to_owned();
    app.db
        .read(move |conn| server_at(conn, &address))
        .await
        .ok()
        .flatten()
}

/// The server and number of `address`, `<server>-<number>`, if the server's pages are
/// visible and `belongs` says the numbered thing is one of the server's (given the
/// number and the server's guild).
async fn visible_part(
    app: &App,
    address: &str,
    belongs: impl FnOnce(&rusqlite::Connection, i64, u64) -> anyhow::Result<bool> + Send + 'static,
) -> Result<(WebServer, i64), NoPage> {
    let (server, number) = split(address).found()?;
    let server = visible_server(app, server).await.found()?;
    let guild = server.guild;
    let read = app.db.read(move |conn| belongs(conn, number, guild));
    match read.await {
        Ok(true) => Ok((server, number)),
        Ok(false) | Err(_) => Err(NoPage::NotFound),
    }
}

/// The server and game number of a game address, if the game is one of the server's
/// started games and the server's pages are visible.
pub(crate) async fn visible_game(app: &App, address: &str) -> Result<(WebServer, i64), NoPage> {
    visible_part(app, address, |conn, game, guild| {
        let summary = web_view::game_summary(conn, game, 0)?;
        Ok(summary.is_some_and(|s| s.guild == Some(guild)))
    })
    .await
}

/// The server and event number of an event address, as [`visible_game`].
pub(crate) async fn visible_event(app: &App, address: &str) -> Result<(WebServer, i64), NoPage> {
    visible_part(app, address, |conn, event, guild| {
        Ok(lyngk_store::events::event_by_id(conn, event)?.is_some_and(|e| e.guild == guild))
    })
    .await
}

fn game_line(w: &Words, server: &str, game: &GameSummary) -> GameLine {
    let status = match (&game.to_move, &game.result) {
        (_, Some(result)) => Some(w.msg(result)),
        (Some(name), None) => Some(w.msg(&Msg::new("web-to-move").text("name", name.as_str()))),
        (None, None) => None,
    };
    GameLine {
        href: format!("/g/{server}-{}", game.id),
        names: game.names.clone(),
        status,
        clock: clock_words(w, &game.clock),
    }
}

pub(crate) async fn server(State(app): State<Arc<App>>, Path(address): Path<String>) -> Answer {
    let server = visible_server(&app, &address).await.found()?;
    let guild = server.guild;
    let read = in_its_language(&app, &server, move |conn, _| {
        let games = web_view::games_of_server(conn, guild, now(), GAMES_LISTED)?;
        let events = web_view::events_of_server(conn, guild)?;
        let board = web_view::leaderboard(conn, guild, LEADERBOARD)?;
        Ok((games, events, board))
    });
    let (locale, (games, events, board)) = read.await?;
    let w = Words(locale);
    let (live, finished): (Vec<_>, Vec<_>) = games.iter().partition(|game| !game.finished);
    let noindex = unlisted(&server);
    let mut head = Head::new(locale, w.server_name(&server));
    head.noindex = noindex;
    let page_of = ServerPage {
        live: live
            .iter()
            .map(|g| game_line(&w, &server.address, g))
            .collect(),
        finished: finished
            .iter()
            .map(|g| game_line(&w, &server.address, g))
            .collect(),
        events: events
            .iter()
            .map(|e| (format!("/e/{}-{}", server.address, e.id), e.name.clone()))
            .collect(),
        leaderboard: board
            .iter()
            .map(|row| {
                (
                    row.name.clone(),
                    row.rating.rating.round() as i64,
                    row.games,
                )
            })
            .collect(),
        head,
        w,
    };
    Ok(page(&page_of, noindex))
}

#[derive(Deserialize)]
pub(crate) struct Ply {
    ply: Option<usize>,
}

/// Reads what a server's page shows, with the language its pages are in.
pub(crate) async fn in_its_language<T: Send + 'static>(
    app: &App,
    server: &WebServer,
    read: impl FnOnce(&rusqlite::Connection, Locale) -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<(Locale, T)> {
    let guild = server.guild;
    app.db
        .read(move |conn| {
            let locale = server_locale(conn, Some(guild))?;
            Ok((locale, read(conn, locale)?))
        })
        .await
}

/// An absolute address when the base URL is known (Open Graph wants one).
fn absolute(app: &App, path: &str) -> String {
    match &app.base_url {
        Some(base) => format!("{base}{path}"),
        None => path.to_owned(),
    }
}

pub(crate) async fn game(
    State(app): State<Arc<App>>,
    Path(address): Path<String>,
    Query(shown): Query<Ply>,
) -> Answer {
    let (server, id) = visible_game(&app, &address).await?;
    let read = in_its_language(&app, &server, move |conn, _| {
        web_view::game_summary(conn, id, now())
    });
    let (locale, game) = read.await?;
    let game = game.found()?;
    let w = Words(locale);
    let all = game.turns.len();
    let ply = shown.ply.map_or(all, |ply| ply.min(all));
    let board_path = format!("/g/{address}/board.png?ply={ply}");
    let title = w.msg(
        &Msg::new("web-game-title")
            .text("first", game.names[0].as_str())
            .text("second", game.names[1].as_str()),
    );
    let status = match (&game.result, &game.to_move) {
        (Some(result), _) => Some(w.msg(result)),
        (None, Some(name)) => Some(w.msg(&Msg::new("web-to-move").text("name", name.as_str()))),
        (None, None) => None,
    };
    let noindex = unlisted(&server);
    let mut head = Head::new(locale, title.clone());
    head.noindex = noindex;
    head.description = Some(match &status {
        Some(status) => format!("{title} · {status}"),
        None => title.clone(),
    });
    head.image = Some(absolute(&app, &format!("/g/{address}/board.png")));
    // The page says how many turns it shows, so a turn landing before its stream
    // connects is still announced.
    head.live = (!game.finished).then(|| format!("/g/{address}/events?turns={all}"));
    let page_of = GamePage {
        board_alt: w.msg(&Msg::new("web-board-alt").number("ply", ply)),
        board_src: board_path,
        ply_caption: w.msg(&Msg::new("web-ply").number("ply", ply).number("plies", all)),
        players: game.names.iter().cloned().zip(game.ratings).collect(),
        status,
        clock: clock_words(&w, &game.clock),
        turns: game
            .turns
            .iter()
            .enumerate()
            .map(|(index, turn)| (index + 1, turn.clone(), index + 1 == ply))
            .collect(),
        record_href: format!("/g/{address}/record.txt"),
        replay_href: format!("/g/{address}/replay.gif"),
        head,
        w,
    };
    Ok(page(&page_of, noindex))
}

pub(crate) async fn board(
    State(app): State<Arc<App>>,
    Path(address): Path<String>,
    Query(shown): Query<Ply>,
) -> Answer {
    let (server, id) = visible_game(&app, &address).await?;
    let read = in_its_language(&app, &server, move |conn, locale| {
        web_view::board_png(conn, id, shown.ply, locale)
    });
    let (png, _) = read.await?.1.found()?;
    Ok(file(png, "image/png", None, server.visibility))
}

pub(crate) fn file(
    bytes: Vec<u8>,
    kind: &'static str,
    name: Option<String>,
    visibility: WebVisibility,
) -> Response {
    let mut response = (StatusCode::OK, [(header::CONTENT_TYPE, kind)], bytes).into_response();
    let headers = response.headers_mut();
    if let Some(value) = name
        .and_then(|name| HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")).ok())
    {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    if visibility == WebVisibility::Unlisted {
        headers.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    }
    response
}

/// A text file to download as `name`, of `server`'s visibility.
fn text_file(text: String, name: String, server: &WebServer) -> Response {
    let kind = "text/plain; charset=utf-8";
    file(text.into_bytes(), kind, Some(name), server.visibility)
}

pub(crate) async fn record(State(app): State<Arc<App>>, Path(address): Path<String>) -> Answer {
    let (server, id) = visible_game(&app, &address).await?;
    let read = app.db.read(move |conn| web_view::record_text(conn, id));
    let text = read.await?.found()?;
    Ok(text_file(text, format!("lyngk-game-{id}.txt"), &server))
}

pub(crate) async fn event(State(app): State<Arc<App>>, Path(address): Path<String>) -> Answer {
    let (server, id) = visible_event(&app, &address).await?;
    let noindex = unlisted(&server);
    // An event of a thousand players takes long to build: built once per change to the
    // database, for every visitor until the next.
    let version = app.live.version()?;
    let build = || event_html(&app, server, &address, id);
    let html = app.event_pages.get(id, version, build).await?.found()?;
    Ok(html_page(html.to_string(), noindex))
}

/// The page of event `id` of `server`, reached at `address`; `None` when it is gone.
async fn event_html(
    app: &App,
    server: WebServer,
    address: &str,
    id: i64,
) -> anyhow::Result<Option<Arc<str>>> {
    let noindex = unlisted(&server);
    let read = in_its_language(app, &server, move |conn, locale| {
        web_view::event_summary(conn, id, locale)
    });
    let (locale, Some(event)) = read.await? else {
        return Ok(None);
    };
    let w = Words(locale);
    let mut head = Head::new(locale, event.event.name.clone());
    head.noindex = noindex;
    head.live = Some(format!("/e/{address}/events"));
    let game_href = |game: i64| format!("/g/{}-{game}", server.address);
    let page_of = EventPage {
        parts: event_page::parts(locale, &event.body, &game_href),
        report_href: event
            .report
            .as_ref()
            .map(|_| format!("/e/{address}/report.trf")),
        head,
        w,
    };
    Ok(Some(page_of.render()?.into()))
}

pub(crate) async fn report(State(app): State<Arc<App>>, Path(address): Path<String>) -> Answer {
    let (server, id) = visible_event(&app, &address).await?;
    let read = app.db.read(move |conn| web_view::event_report(conn, id));
    let text = read.await?.found()?;
    Ok(text_file(text, format!("lyngk-event-{id}.trf"), &server))
}

pub(crate) async fn style() -> Response {
    let css = include_str!("../static/style.css");
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], css).into_response()
}

/// The site's icon: the board's hexagon with the pieces' colours.
pub(crate) async fn icon() -> Response {
    let svg = include_str!("../static/favicon.svg");
    ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
}

pub(crate) async fn script() -> Response {
    let js = include_str!("../static/live.js");
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        js,
    )
        .into_response()
}

/// A running game's clock notes in one line, or none for an untimed or finished game.
fn clock_words(w: &Words, notes: &[Msg]) -> Option<String> {
    let words: Vec<String> = notes.iter().map(|note| w.msg(note)).collect();
    (!words.is_empty()).then(|| words.join(" · "))
}
