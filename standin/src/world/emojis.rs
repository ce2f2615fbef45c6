//! The application's own emojis (`/applications/{id}/emojis`): listed and created as
//! Discord documents them: a name of 2 to 32 letters, digits or underscores, unique
//! in the application; an image as a data URI of at most 256 KiB; at most 2,000 per
//! application.

use serde_json::{json, Value};

use super::{error, invalid, ok, Answer, Call, World};
use crate::limits::Invalid;
use crate::APP_ID;

/// At most this many emojis per application.
pub const MAX_EMOJIS: usize = 2000;
/// The largest emoji image.
const MAX_IMAGE_BYTES: usize = 256 * 1024;

#[derive(Clone, Debug)]
pub(super) struct Emoji {
    id: u64,
    name: String,
}

impl Emoji {
    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "name": self.name,
            "roles": [],
            "require_colons": true,
            "managed": false,
            "animated": false,
            "available": true,
            "user": super::bot_user(),
        })
    }
}

impl World {
    pub(super) fn list_emojis(&self, app: &str) -> Answer {
        if app != APP_ID.to_string() {
            return error(403, 50001, "Missing Access");
        }
        ok(json!({"items": self.emojis.iter().map(Emoji::json).collect::<Vec<_>>()}))
    }

    pub(super) fn create_emoji(&mut self, app: &str, call: &Call) -> Answer {
        if app != APP_ID.to_string() {
            return error(403, 50001, "Missing Access");
        }
        if let Err(problem) = emoji_body(call.payload) {
            return invalid(problem);
        }
        let name = call.payload["name"].as_str().unwrap_or_default().to_owned();
        if self.emojis.iter().any(|e| e.name == name) {
            return invalid(Invalid::new("name", "APPLICATION_EMOJI_NAME_ALREADY_TAKEN"));
        }
        if self.emojis.len() >= MAX_EMOJIS {
            return error(400, 30008, "Maximum number of emojis reached (2000)");
        }
        let emoji = Emoji {
            id: self.new_id(),
            name,
        };
        let answer = emoji.json();
        self.emojis.push(emoji);
        (201, Vec::new(), answer.to_string().into_bytes())
    }

    /// The application's emojis by name (for tests).
    pub fn emoji_names(&self) -> Vec<String> {
        self.emojis.iter().map(|e| e.name.clone()).collect()
    }
}

fn emoji_body(body: &Value) -> Result<(), Invalid> {
    let Some(map) = body.as_object() else {
        return Err(Invalid::new("", "an object is required"));
    };
    if let Some(unknown) = map
        .keys()
        .find(|k| !["name", "image"].contains(&k.as_str()))
    {
        return Err(Invalid::new(unknown, "not a field of this request"));
    }
    let name = body["name"].as_str().unwrap_or_default();
    let fits = (2..=32).contains(&name.chars().count())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !fits {
        return Err(Invalid::new(
            "name",
            "2 to 32 letters, digits or underscores",
        ));
    }
    let image = body["image"].as_str().unwrap_or_default();
    let Some(data) = [
        "data:image/png;base64,",
        "data:image/jpeg;base64,",
        "data:image/gif;base64,",
        "data:image/webp;base64,",
    ]
    .iter()
    .find_map(|prefix| image.strip_prefix(prefix)) else {
        return Err(Invalid::new(
            "image",
            "a data URI of a PNG, JPEG, GIF or WebP image",
        ));
    };
    let valid_base64 = data.len() % 4 == 0
        && data
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'=');
    if !valid_base64 || data.is_empty() {
        return Err(Invalid::new("image", "the image is not valid base64"));
    }
    if data.len() / 4 * 3 > MAX_IMAGE_BYTES {
        return Err(Invalid::new("image", "an emoji image is at most 256 KiB"));
    }
    Ok(())
}
