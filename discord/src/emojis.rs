//! The coloured pieces shown beside the picker's options. The application's own
//! emojis (`lyngk_ivory`, …) are used when [`register`] found or made them at start;
//! otherwise, or when Discord refused, Unicode circles stand in. Every option's text
//! names the colour and its letter too, so neither is needed to read it.

use std::sync::OnceLock;

use reqwest::Method;
use serde_json::{json, Value};

use super::api::{Api, Call};
use lyngk_rules::Colour;

/// The emoji ids the application has, by colour (set once, at start).
static REGISTERED: OnceLock<[Option<u64>; 5]> = OnceLock::new();

const COLOURS: [Colour; 5] = [
    Colour::Ivory,
    Colour::Blue,
    Colour::Red,
    Colour::Green,
    Colour::Black,
];

/// The emoji's name at Discord (2 to 32 letters, digits or underscores).
fn name(colour: Colour) -> String {
    format!("lyngk_{colour:?}").to_lowercase()
}

/// The Unicode stand-in for a piece of `colour`.
fn unicode(colour: Colour) -> &'static str {
    match colour {
        Colour::Ivory => "⚪",
        Colour::Blue => "🔵",
        Colour::Red => "🔴",
        Colour::Green => "🟢",
        Colour::Black => "⚫",
    }
}

/// The emoji of a select option or a button for a piece of `colour`.
pub fn piece_emoji(colour: Colour) -> Value {
    let id = REGISTERED.get().and_then(|ids| ids[colour as usize]);
    match id {
        Some(id) => json!({"id": id.to_string(), "name": name(colour)}),
        None => json!({"name": unicode(colour)}),
    }
}

/// Finds the application's piece emojis, creating those it lacks; on any failure the
/// Unicode circles are used. Runs once per process.
pub async fn register(api: &Api, application: u64) {
    let path = format!("/applications/{application}/emojis");
    let listed = api
        .send(
            "list the emojis",
            &Call::new(Method::GET, path.clone(), None),
            None,
        )
        .await;
    let mut ids = [None; 5];
    match listed {
        Ok(list) => {
            for emoji in list["items"].as_array().into_iter().flatten() {
                let id = emoji["id"].as_str().and_then(|id| id.parse().ok());
                if let Some(colour) = COLOURS.iter().find(|c| emoji["name"] == name(**c)) {
                    ids[*colour as usize] = id;
                }
            }
        }
        Err(error) => {
            tracing::warn!("could not list the application's emojis ({error}); using Unicode");
            let _ = REGISTERED.set(ids);
            return;
        }
    }
    let missing: Vec<Colour> = COLOURS
        .into_iter()
        .filter(|c| ids[*c as usize].is_none())
        .collect();
    for colour in missing {
        let body = json!({"name": name(colour), "image": image_uri(colour)});
        let call = Call::new(Method::POST, path.clone(), Some(body));
        match api.send("create an emoji", &call, None).await {
            Ok(made) => ids[colour as usize] = made["id"].as_str().and_then(|id| id.parse().ok()),
            Err(error) => tracing::warn!("could not create the {colour:?} emoji ({error})"),
        }
    }
    let _ = REGISTERED.set(ids);
}

/// A piece of `colour` as a PNG data URI: a disc in the board's colour for it, with a
/// dark rim (so ivory shows on light themes), on a transparent-looking grey.
fn image_uri(colour: Colour) -> String {
    const SIZE: u32 = 64;
    let fill = lyngk_render::piece_rgb(lyngk_rules::Piece::Colour(colour));
    let centre = (SIZE as f32 - 1.0) / 2.0;
    let mut rgb = Vec::with_capacity((SIZE * SIZE * 3) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let distance = (x as f32 - centre).hypot(y as f32 - centre);
            let pixel = match distance {
                d if d <= 27.0 => fill,
                d if d <= 31.0 => [40, 40, 40],
                _ => [128, 128, 128],
            };
            rgb.extend_from_slice(&pixel);
        }
    }
    let png = lyngk_render::encode_rgb(SIZE, SIZE, &rgb, lyngk_render::Encoding::DEFAULT);
    format!("data:image/png;base64,{}", base64(&png))
}

/// Standard base64 with padding (the data URI's encoding).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_standard() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn names_fit_discords_rules() {
        for colour in COLOURS {
            let name = name(colour);
            assert!((2..=32).contains(&name.len()));
            assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        }
    }
}
