//! The web pages in a real browser: Debian's Chromium, headless, driven by WebDriver.
//! The service makes a database, the web front serves it on 127.0.0.1, and the browser
//! follows the links from the list of servers to a game and an event, at a phone's
//! width and a desktop's, with no console error; it watches a turn arrive live, checks
//! that a hostile name is only text, and that hidden pages are 404 pages.
//!
//! Skipped (with a message) when Chromium is not installed, unless
//! `LYNGK_BROWSER_TESTS=required` (CI), which makes a missing browser a failure.
//! Screenshots of every page at both widths go to `target/browser-shots/`.

mod chromium;
mod world;

use chromium::Browser;
use fantoccini::Locator;
use futures_util::FutureExt;
use serde_json::Value;
use std::time::{Duration, Instant};
use world::{World, EVENT_NAME, FORMATS, SCRIPT_NAME};

const PHONE: u32 = 400;
const DESKTOP: u32 = 1280;
/// How long a page may take to show what it should (a poll, not a sleep).
const DEADLINE: Duration = Duration::from_secs(15);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_in_chromium() {
    if !chromium::available() {
        return;
    }
    let world = World::new();
    let site = Site::start(&world).await;
    let browser = Browser::start().await;
    // Chromium is closed whatever happens, then a failure is reported.
    let outcome = std::panic::AssertUnwindSafe(every_check(&browser, &site, &world))
        .catch_unwind()
        .await;
    browser.close().await;
    site.stop().await;
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

async fn every_check(browser: &Browser, site: &Site, world: &World) {
    let pages = follow_the_links(browser, site, world).await;
    for width in [PHONE, DESKTOP] {
        browser.set_width(width).await;
        for (kind, url) in pages.all() {
            browser.open(url).await;
            check_the_page(browser, kind, width).await;
        }
    }
    a_hostile_name_is_text(browser, &pages).await;
    an_older_position_is_shown(browser, &pages).await;
    a_turn_arrives_live(browser, &pages, world).await;
    hidden_pages_are_not_found(browser, site, world).await;
}

/// Every page the checks visit, found by following links from the list of servers.
struct Pages {
    front: String,
    server: String,
    game: String,
    finished: String,
    event: String,
    /// The event of each other format, by its format.
    formats: Vec<(&'static str, String)>,
    unknown: String,
}

impl Pages {
    fn all(&self) -> Vec<(&'static str, &str)> {
        let mut all = vec![
            ("front", self.front.as_str()),
            ("server", self.server.as_str()),
            ("game", self.game.as_str()),
            ("finished-game", self.finished.as_str()),
            ("event", self.event.as_str()),
            ("not-found", self.unknown.as_str()),
        ];
        all.extend(self.formats.iter().map(|(kind, url)| (*kind, url.as_str())));
        all
    }
}

async fn follow_the_links(browser: &Browser, site: &Site, world: &World) -> Pages {
    browser.set_width(DESKTOP).await;
    let front = site.url("/");
    browser.open(&front).await;
    let server = browser.click("a[href^='/s/']").await;
    assert!(browser.has("#leaderboard, h1").await);
    let running = world.game_id(world::Which::Running);
    let game = browser
        .click(&format!("a[href^='/g/'][href$='-{running}']"))
        .await;
    browser.open(&server).await;
    let finished_id = world.game_id(world::Which::Finished);
    let finished = browser
        .click(&format!("a[href^='/g/'][href$='-{finished_id}']"))
        .await;
    browser.open(&server).await;
    let event = browser.click("a[href^='/e/']").await;
    assert_eq!(browser.text("h1").await, EVENT_NAME);
    let mut formats = Vec::new();
    for (format, name) in FORMATS {
        browser.open(&server).await;
        let link = format!("//a[starts-with(@href, '/e/')][text()='{name}']");
        formats.push((format, browser.click_xpath(&link).await));
        assert_eq!(browser.text("h1").await, name);
    }
    Pages {
        front,
        server,
        game,
        finished,
        event,
        formats,
        unknown: site.url("/g/0123456789abcdef-1"),
    }
}

/// What every page must be at `width`: no console error, nothing wider than the
/// window, its board image (if any) loaded; then its screenshot.
async fn check_the_page(browser: &Browser, kind: &str, width: u32) {
    let sizes = browser
        .script("return [document.documentElement.scrollWidth, window.innerWidth];")
        .await;
    assert_eq!(sizes[1], Value::from(width), "{kind}: the window's width");
    assert!(
        sizes[0].as_u64() <= sizes[1].as_u64(),
        "{kind} at {width} px: the page is wider than the window ({sizes})"
    );
    if browser.has("#board img").await {
        wait_for_the_board(browser, kind).await;
    }
    let errors = browser.console_errors().await;
    let errors: Vec<&String> = errors
        .iter()
        .filter(|message| !(kind == "not-found" && is_the_404_itself(message)))
        .collect();
    assert!(
        errors.is_empty(),
        "{kind} at {width} px: console errors {errors:?}"
    );
    browser.screenshot(&format!("{kind}-{width}")).await;
}

/// Chromium reports a document's own 404 status in the console; a 404 page has it.
fn is_the_404_itself(message: &str) -> bool {
    message.contains("status of 404")
}

async fn wait_for_the_board(browser: &Browser, kind: &str) {
    let loaded = "const board = document.querySelector('#board img'); \
                  return board.complete && board.naturalWidth > 0;";
    browser
        .poll(&format!("{kind}: the board image loads"), || async {
            browser.script(loaded).await == Value::Bool(true)
        })
        .await;
}

/// The player named `<script>alert(1)</script>` is shown as typed, runs nothing.
async fn a_hostile_name_is_text(browser: &Browser, pages: &Pages) {
    for page in [&pages.server, &pages.game, &pages.event] {
        browser.open(page).await;
        let names = browser
            .script(
                "return Array.from(document.querySelectorAll('.player-name, #event-body'))\
                 .map(e => e.textContent);",
            )
            .await;
        let names: Vec<String> = serde_json::from_value(names).expect("texts");
        assert!(
            names.iter().any(|name| name.contains(SCRIPT_NAME)),
            "{page}: the name shown as typed, in {names:?}"
        );
        if page == &pages.game {
            assert!(names.iter().any(|name| name == SCRIPT_NAME), "{names:?}");
        }
        let scripts = browser
            .script("return document.querySelectorAll('main script').length;")
            .await;
        assert_eq!(
            scripts,
            Value::from(0),
            "{page}: no script element in the page"
        );
        assert!(
            browser.client.get_alert_text().await.is_err(),
            "{page}: an alert opened"
        );
    }
}

/// The history's first turn shows the board after it.
async fn an_older_position_is_shown(browser: &Browser, pages: &Pages) {
    browser.open(&pages.game).await;
    let url = browser.click("#history a[href='?ply=1']").await;
    assert!(url.ends_with("?ply=1"), "{url}");
    let board = browser
        .script("return document.querySelector('#board img').getAttribute('src');")
        .await;
    assert!(
        board.as_str().is_some_and(|src| src.ends_with("?ply=1")),
        "{board}"
    );
    wait_for_the_board(browser, "game at ply 1").await;
}

/// With the game page open, a turn played through the service on the same database
/// file appears on the page without a reload.
async fn a_turn_arrives_live(browser: &Browser, pages: &Pages, world: &World) {
    browser.open(&pages.game).await;
    let shown = "return document.querySelectorAll('#history ol.turns li').length;";
    let before = world.turns_played();
    // One entry per turn and one for the start.
    assert_eq!(browser.script(shown).await, Value::from(before + 1));
    // A mark on this document: gone if the page were loaded again.
    browser
        .script("window.stillTheSamePage = true; return null;")
        .await;
    let played_at = Instant::now();
    world.play_a_turn();

    browser
        .poll("the new turn shows on the open page", || async {
            browser.script(shown).await.as_u64() == Some(before as u64 + 2)
        })
        .await;
    println!(
        "the turn showed on the open page after {} ms",
        played_at.elapsed().as_millis()
    );
    let same = browser
        .script("return window.stillTheSamePage === true;")
        .await;
    assert_eq!(same, Value::Bool(true), "updated in place, not reloaded");
    wait_for_the_board(browser, "the game after the live turn").await;
    let errors = browser.console_errors().await;
    assert!(errors.is_empty(), "live update: console errors {errors:?}");
}

/// An unlisted server's page exists at its token, marked not to be indexed, and is
/// not listed; once its pages are off, the same address is a 404 page.
async fn hidden_pages_are_not_found(browser: &Browser, site: &Site, world: &World) {
    browser.open(&site.url("/")).await;
    let listed = browser
        .script("return document.querySelectorAll('a[href^=\"/s/\"]').length;")
        .await;
    assert_eq!(listed, Value::from(1), "only the public server is listed");
    let hidden = site.url(&world.hidden_server_path);
    browser.open(&hidden).await;
    assert_eq!(browser.status().await, 200, "the unlisted server's page");
    assert!(browser.has("meta[name='robots'][content='noindex']").await);
    world.hide_the_unlisted_server();
    browser.open(&hidden).await;
    assert_eq!(browser.status().await, 404, "a server whose pages are off");
    assert!(browser.has("#not-found").await);
    browser.console().await;
}

/// The web front on 127.0.0.1, in this process, on the world's database.
struct Site {
    base: String,
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl Site {
    async fn start(world: &World) -> Site {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let base = format!("http://{}", listener.local_addr().expect("its address"));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let options = lyngk_web::WebOptions::new(world.db_path());
        let task = tokio::spawn(lyngk_web::serve(options, listener, async {
            stopped.await.ok();
        }));
        Site { base, stop, task }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    async fn stop(self) {
        self.stop.send(()).ok();
        self.task
            .await
            .expect("the server task")
            .expect("the server ends cleanly");
    }
}

/// Helpers on the browser that read as the checks say.
impl Browser {
    /// Clicks the first element matching `css` (a link) and waits for the page it
    /// leads to; returns that page's address.
    async fn click(&self, css: &str) -> String {
        self.click_on(Locator::Css(css), css).await
    }

    /// Like [`Browser::click`], the link found by an XPath (a link by its text).
    async fn click_xpath(&self, xpath: &str) -> String {
        self.click_on(Locator::XPath(xpath), xpath).await
    }

    async fn click_on(&self, locator: Locator<'_>, what: &str) -> String {
        let before = self.client.current_url().await.expect("an address");
        self.client
            .find(locator)
            .await
            .unwrap_or_else(|error| panic!("{what}: {error}"))
            .click()
            .await
            .expect("a click");
        self.poll(&format!("{what} leads to another page"), || async {
            self.client.current_url().await.expect("an address") != before
        })
        .await;
        self.client
            .current_url()
            .await
            .expect("an address")
            .to_string()
    }

    async fn has(&self, css: &str) -> bool {
        self.client.find(Locator::Css(css)).await.is_ok()
    }

    async fn text(&self, css: &str) -> String {
        let element = self.client.find(Locator::Css(css)).await.expect(css);
        element.text().await.expect("its text")
    }

    /// The HTTP status of the page shown (Navigation Timing).
    async fn status(&self) -> u64 {
        self.script("return performance.getEntriesByType('navigation')[0].responseStatus;")
            .await
            .as_u64()
            .expect("a status")
    }

    /// Waits until `ready` holds, checking every 50 ms, failing after [`DEADLINE`].
    async fn poll<F, Ready>(&self, what: &str, ready: F)
    where
        F: Fn() -> Ready,
        Ready: std::future::Future<Output = bool>,
    {
        let deadline = Instant::now() + DEADLINE;
        while !ready().await {
            assert!(Instant::now() < deadline, "{what}: not within {DEADLINE:?}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
