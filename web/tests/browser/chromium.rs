//! Debian's Chromium, headless, driven through chromedriver (WebDriver) with fantoccini:
//! one browser for the whole test binary, its console read after every page.

use fantoccini::wd::{Capabilities, WebDriverCompatibleCommand};
use fantoccini::{Client, ClientBuilder};
use serde_json::{json, Value};
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// `required` in CI: a missing browser fails the tests instead of skipping them.
const REQUIRED_VARIABLE: &str = "LYNGK_BROWSER_TESTS";

/// A running headless Chromium and its driver; both end when this is dropped.
pub struct Browser {
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

/// Whether the tests can run: `None` (with the reason printed) when the browser is absent
/// and not required; a panic when it is absent and required.
pub fn available() -> bool {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|path| !std::path::Path::new(path).exists())
        .collect();
    if missing.is_empty() {
        return true;
    }
    let required = std::env::var(REQUIRED_VARIABLE).is_ok_and(|value| value == "required");
    assert!(
        !required,
        "{REQUIRED_VARIABLE}=required but {missing:?} is missing (apt-get install chromium chromium-driver)"
    );
    println!(
        "SKIPPED: the browser tests need {missing:?} (apt-get install chromium \
         chromium-driver); set {REQUIRED_VARIABLE}=required to fail instead"
    );
    false
}

impl Browser {
    pub async fn start() -> Browser {
        let (driver, port) = start_driver().await;
        let profile = tempfile::tempdir().expect("a profile folder");
        let arguments = [
            "--headless".to_owned(),
            // The tests run as root in CI, where Chromium's sandbox cannot start.
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-quic".to_owned(),
            "--no-first-run".to_owned(),
            // No request leaves the machine but the ones the pages make.
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--hide-scrollbars".to_owned(),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        let capabilities: Capabilities = serde_json::from_value(json!({
            "browserName": "chrome",
            "goog:chromeOptions": { "binary": CHROMIUM, "args": arguments },
            "goog:loggingPrefs": { "browser": "ALL" },
        }))
        .expect("capabilities are an object");
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("chromedriver starts a Chromium session");
        Browser {
            client,
            driver,
            _profile: profile,
        }
    }

    /// Makes the page area `width` CSS pixels wide (headless Chromium has no window
    /// decorations, so the window's size is the viewport's).
    pub async fn set_width(&self, width: u32) {
        self.client
            .set_window_size(width, 900)
            .await
            .expect("the window resizes");
    }

    /// Loads `url` and waits until its document is complete.
    pub async fn open(&self, url: &str) {
        self.client.goto(url).await.expect("the page loads");
    }

    pub async fn script(&self, script: &str) -> Value {
        self.client
            .execute(script, Vec::new())
            .await
            .unwrap_or_else(|error| panic!("{script}: {error}"))
    }

    /// The console entries logged since the last call (chromedriver empties its buffer
    /// on every read).
    pub async fn console(&self) -> Vec<ConsoleEntry> {
        let entries = self
            .client
            .issue_cmd(ReadLog)
            .await
            .expect("chromedriver returns the browser's log");
        serde_json::from_value(entries).expect("log entries")
    }

    /// The console's errors since the last read (messages, for the failure's text).
    pub async fn console_errors(&self) -> Vec<String> {
        self.console()
            .await
            .into_iter()
            .filter(|entry| entry.level == "SEVERE")
            .map(|entry| entry.message)
            .collect()
    }

    pub async fn screenshot(&self, name: &str) {
        let png = self.client.screenshot().await.expect("a screenshot");
        let folder =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/browser-shots");
        std::fs::create_dir_all(&folder).expect("the screenshots folder");
        std::fs::write(folder.join(format!("{name}.png")), png).expect("a screenshot written");
    }

    /// Ends the session (Chromium quits); the driver ends on drop.
    pub async fn close(self) {
        let Browser {
            client,
            mut driver,
            _profile,
        } = self;
        client.close().await.expect("the session ends");
        driver.kill().await.ok();
    }
}

#[derive(Debug, serde::Deserialize)]
pub struct ConsoleEntry {
    pub level: String,
    pub message: String,
}

/// chromedriver's own command for the browser's console log (not in W3C WebDriver).
#[derive(Debug)]
struct ReadLog;

impl WebDriverCompatibleCommand for ReadLog {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        let session = session_id.expect("a session");
        base_url.join(&format!("session/{session}/se/log"))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({"type": "browser"}).to_string()),
        )
    }
}

/// Starts chromedriver on a port it picks, read from its first line of output.
async fn start_driver() -> (Child, u16) {
    let mut driver = Command::new(CHROMEDRIVER)
        .args(["--port=0", "--allowed-ips=127.0.0.1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("chromedriver starts");
    let mut lines = BufReader::new(driver.stdout.take().expect("its output")).lines();
    let port = tokio::time::timeout(Duration::from_secs(20), async {
        while let Some(line) = lines.next_line().await.expect("chromedriver's output") {
            if let Some(rest) = line.split("started successfully on port ").nth(1) {
                return rest.trim_end_matches('.').trim().parse::<u16>().ok();
            }
        }
        None
    })
    .await
    .ok()
    .flatten()
    .expect("chromedriver says its port");
    // Keep reading its output so a full pipe never blocks it.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    (driver, port)
}
