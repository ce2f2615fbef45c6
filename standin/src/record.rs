//! The request record: with `LYNGK_STANDIN_RECORD` naming a file, every stand-in in the
//! process appends each request the bot sent as one JSON line
//! `{"method": …, "path": "/api/v10/…", "body": <JSON body or payload_json, or null>}`.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::Mutex;

use serde_json::{json, Value};

/// The environment variable naming the record file.
pub const RECORD_VAR: &str = "LYNGK_STANDIN_RECORD";

static FILE: Mutex<Option<File>> = Mutex::new(None);

/// Appends one request, if a record is asked for.
pub fn append(method: &str, path: &str, body: Option<&Value>) {
    let Some(name) = std::env::var_os(RECORD_VAR) else {
        return;
    };
    let path = path.split('?').next().unwrap_or_default();
    let mut line = json!({"method": method, "path": path, "body": body}).to_string();
    line.push('\n');
    let mut file = FILE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if file.is_none() {
        *file = OpenOptions::new().create(true).append(true).open(name).ok();
    }
    // One write per line: appends from several test processes do not interleave.
    if let Some(file) = file.as_mut() {
        let _ = file.write_all(line.as_bytes());
    }
}

/// Reads a record back: (method, path, body) per line.
pub fn read(text: &str) -> Vec<(String, String, Value)> {
    text.lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .map(|entry| {
            (
                entry["method"].as_str().unwrap_or_default().to_owned(),
                entry["path"].as_str().unwrap_or_default().to_owned(),
                entry["body"].clone(),
            )
        })
        .collect()
}
