//! Per-route rate-limit buckets, as Discord documents them: each answer names its
//! bucket (`x-ratelimit-bucket`) and says how many requests are left in it
//! (`x-ratelimit-limit`, `-remaining`, `-reset-after`); a request past the limit gets
//! 429 with `retry_after`. Routes a test limits with [`crate::Rest::limit`] are counted
//! per bucket and major parameter; the others keep a generous bucket that never runs
//! out.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::world::Answer;

/// A limited bucket: `limit` requests per `window`, for paths starting with a prefix.
#[derive(Debug, Clone)]
pub struct Limit {
    pub method: String,
    pub path_prefix: String,
    pub limit: u32,
    pub window: Duration,
}

/// The counts of the limited buckets.
#[derive(Debug, Default)]
pub struct Buckets {
    limits: Vec<Limit>,
    /// (limit index, major parameter) -> (window start, requests in it)
    used: HashMap<(usize, String), (Instant, u32)>,
}

/// Headers to send with an answer, and the answer that replaces Discord's when the
/// bucket is empty.
pub struct Counted {
    pub headers: Vec<(&'static str, String)>,
    pub refused: Option<Answer>,
}

impl Buckets {
    pub fn add(&mut self, limit: Limit) {
        self.limits.push(limit);
    }

    /// Counts one request of `method` on `path` (with `/api/v10`).
    pub fn count(&mut self, method: &str, path: &str) -> Counted {
        let route = route_of(path);
        let found = self
            .limits
            .iter()
            .position(|l| l.method == method && path.starts_with(&l.path_prefix));
        let Some(index) = found else {
            return Counted {
                headers: headers(&route, 50, 49, Duration::from_secs(1)),
                refused: None,
            };
        };
        let limit = self.limits[index].clone();
        let now = Instant::now();
        let (start, used) = self.used.entry((index, major_of(path))).or_insert((now, 0));
        if now.duration_since(*start) >= limit.window {
            *start = now;
            *used = 0;
        }
        let reset_after = limit.window.saturating_sub(now.duration_since(*start));
        let bucket = format!("limited-{index}");
        if *used >= limit.limit {
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": reset_after.as_secs_f64(),
                "global": false,
            });
            let mut headers = headers(&bucket, limit.limit, 0, reset_after);
            headers.push(("retry-after", reset_after.as_secs_f64().ceil().to_string()));
            headers.push(("x-ratelimit-scope", "user".to_owned()));
            return Counted {
                headers: Vec::new(),
                refused: Some((429, headers, body.to_string().into_bytes())),
            };
        }
        *used += 1;
        Counted {
            headers: headers(&bucket, limit.limit, limit.limit - *used, reset_after),
            refused: None,
        }
    }
}

fn headers(
    bucket: &str,
    limit: u32,
    remaining: u32,
    reset_after: Duration,
) -> Vec<(&'static str, String)> {
    vec![
        ("x-ratelimit-limit", limit.to_string()),
        ("x-ratelimit-remaining", remaining.to_string()),
        (
            "x-ratelimit-reset-after",
            format!("{:.3}", reset_after.as_secs_f64()),
        ),
        ("x-ratelimit-bucket", format!("{:x}", fnv(bucket))),
    ]
}

/// The route without its ids' values, which names the generous buckets.
fn route_of(path: &str) -> String {
    path.split('/')
        .take(5)
        .map(|p| if p.len() > 40 { "token" } else { p })
        .collect()
}

/// The major parameter (a channel, a webhook and its token): limits count per value.
fn major_of(path: &str) -> String {
    let parts: Vec<&str> = path.split('/').collect();
    parts.get(3..5).map(|p| p.join("/")).unwrap_or_default()
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}
