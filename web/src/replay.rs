//! A game's animated replay, `/g/<game>/replay.gif`: made as `/lyngk replay` makes it,
//! kept in memory for the game's turn count (and whether it ended), and revalidated by
//! browsers with an entity tag of the same, so a replay is drawn once per turn.

use super::pages::{self, in_its_language, visible_game, Answer, Found};
use super::App;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use lyngk_i18n::Locale;
use lyngk_service::web_view;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Replays kept at once; past this the cache starts again empty (a replay is a few
/// hundred kilobytes at most).
const KEPT: usize = 64;

/// What a replay was made of: the same key, the same GIF.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Key {
    turns: usize,
    finished: bool,
    locale: Locale,
}

impl Key {
    fn entity_tag(&self, game: i64) -> String {
        let ended = if self.finished { "end" } else { "on" };
        format!("\"{game}-{}-{ended}-{}\"", self.turns, self.locale.code())
    }
}

/// A replay as drawn, shared by every answer that sends it.
type Gif = Arc<Vec<u8>>;

/// The replays made so far, by game.
#[derive(Default)]
pub(crate) struct Replays {
    kept: Mutex<HashMap<i64, (Key, Gif)>>,
}

impl Replays {
    fn get(&self, game: i64, key: Key) -> Option<Gif> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.get(&game)
            .filter(|(made_of, _)| *made_of == key)
            .map(|(_, gif)| gif.clone())
    }

    fn keep(&self, game: i64, key: Key, gif: Gif) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() >= KEPT && !kept.contains_key(&game) {
            kept.clear();
        }
        kept.insert(game, (key, gif));
    }
}

pub(crate) async fn replay_gif(
    State(app): State<Arc<App>>,
    Path(address): Path<String>,
    asked: HeaderMap,
) -> Answer {
    let (server, id) = visible_game(&app, &address).await?;
    let read = in_its_language(&app, &server, move |conn, _| web_view::replay_key(conn, id));
    let (locale, key) = read.await?;
    let (turns, finished) = key.found()?;
    let key = Key {
        turns,
        finished,
        locale,
    };
    let tag = key.entity_tag(id);
    let seen = asked
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.split(',').any(|one| one.trim() == tag));
    if seen {
        return Ok(with_tag(StatusCode::NOT_MODIFIED.into_response(), &tag));
    }
    let gif = match app.replays.get(id, key) {
        Some(gif) => gif,
        None => made(&app, id, key).await?.found()?,
    };
    let file = pages::file(
        gif.as_ref().clone(),
        "image/gif",
        Some(format!("lyngk-game-{id}-replay.gif")),
        server.visibility,
    );
    Ok(with_tag(file, &tag))
}

/// Draws the replay and keeps it under the key it was drawn for (a turn landing
/// meanwhile keys it by the new count, so it is never served for the old one).
async fn made(app: &App, id: i64, key: Key) -> anyhow::Result<Option<Gif>> {
    let locale = key.locale;
    let Some(replay) = app
        .db
        .read(move |conn| web_view::replay_gif(conn, id, locale))
        .await?
    else {
        return Ok(None);
    };
    let drawn = Key {
        turns: replay.turns,
        finished: replay.finished,
        locale,
    };
    let gif = Arc::new(replay.gif);
    app.replays.keep(id, drawn, gif.clone());
    Ok(Some(gif))
}

fn with_tag(mut response: Response, tag: &str) -> Response {
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(tag) {
        headers.insert(header::ETAG, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
