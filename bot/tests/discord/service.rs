//! Recorded payloads through the real game service (SQLite in a temporary directory)
//! and back out as Discord responses: the whole translation path the live bot takes,
//! minus the network.

use std::sync::Arc;

use lyngk_bot::discord::backend::Backend;
use lyngk_bot::discord::respond::outgoing;

use crate::discord::sent::initial_response;
use lyngk_bot::discord::translate;
use lyngk_bot::service::api::{Command, Place};
use lyngk_bot::service::GameService;
use serde_json::{json, Value};
use serenity::all as serenity;
use serenity::Interaction;

const CHANNEL: u64 = 1_260_000_000_000_000_000;
const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;

fn fixture(name: &str) -> Value {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn interaction(payload: Value) -> Interaction {
    serde_json::from_value(payload).unwrap()
}

fn backend() -> (tempfile::TempDir, Backend) {
    let dir = tempfile::tempdir().unwrap();
    let service = GameService::open(dir.path().join("lyngk.db")).unwrap();
    (dir, Backend::new(Arc::new(service)))
}

/// The fixture's button press, made by another user, on the Accept button of game 1
/// (the first game of a fresh database).
fn press_by(user: u64, name: &str) -> serenity::ComponentInteraction {
    let mut payload = fixture("interaction_button.json");
    payload["data"]["custom_id"] = json!("lyngk:accept:1");
    payload["member"]["user"]["id"] = json!(user.to_string());
    payload["member"]["user"]["global_name"] = json!(name);
    interaction(payload).message_component().unwrap()
}

async fn challenge(backend: &Backend) -> Value {
    let command = interaction(fixture("interaction_challenge.json"))
        .command()
        .unwrap();
    let request = translate::request_from(&command).unwrap();
    let reply = backend.handle(request).await.unwrap();
    initial_response(&reply).await
}

#[tokio::test]
async fn a_challenge_pings_only_the_opponent_and_offers_the_buttons() {
    let (_dir, backend) = backend();
    let body = challenge(&backend).await;
    assert_eq!(body["type"], 4);
    assert_eq!(body["data"]["flags"], 0, "a challenge is public");
    assert_eq!(body["data"]["allowed_mentions"]["parse"], json!([]));
    assert_eq!(
        body["data"]["allowed_mentions"]["users"],
        json!([BOB.to_string()])
    );
    let content = body["data"]["content"].as_str().unwrap();
    assert!(content.contains(&format!("<@{BOB}>")), "{content}");
    let ids: Vec<&str> = body["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|button| button["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["lyngk:accept:1", "lyngk:decline:1"]);
}

#[tokio::test]
async fn the_opponent_accepts_with_the_button_and_outsiders_are_refused() {
    let (_dir, backend) = backend();
    challenge(&backend).await;

    let outsider = press_by(CAROL, "Carol");
    let command = backend.button_command(&outsider.data.custom_id).unwrap();
    assert_eq!(command, Command::AcceptGame { game: 1 });
    let refused = backend
        .handle(translate::request_from_component(&outsider, command))
        .await
        .unwrap();
    let body = initial_response(&refused).await;
    assert_eq!(
        body["data"]["flags"], 64,
        "an outsider's press is answered privately"
    );

    let bob = press_by(BOB, "Bob");
    let command = backend.button_command(&bob.data.custom_id).unwrap();
    let request = translate::request_from_component(&bob, command);
    let started = backend.handle(request).await.unwrap();
    assert!(!started.ephemeral, "{started:?}");
    assert_eq!(started.ping.len(), 1, "exactly the first player is pinged");
    assert!([ALICE, BOB].contains(&started.ping[0]));
    let body = initial_response(&started).await;
    assert_eq!(
        body["data"]["allowed_mentions"]["users"],
        json!([started.ping[0].to_string()])
    );

    // The opening board travels as board.png (whatever the service calls the file),
    // shown in the game's panel: a media gallery with the image's alt text.
    let image = started.image.as_ref().expect("the first board is drawn");
    assert!(image.bytes.starts_with(b"\x89PNG"));
    let gallery = &body["data"]["components"][0]["components"][0];
    assert_eq!(gallery["type"], 12, "{body}");
    assert_eq!(
        gallery["items"][0]["media"]["url"],
        "attachment://board.png"
    );
    assert_eq!(
        gallery["items"][0]["description"].as_str(),
        image.description.as_deref()
    );
    assert_eq!(body["data"]["attachments"][0]["filename"], "board.png");
    let sent = outgoing(&started);
    assert_eq!(sent.files[0].filename, "board.png");
    assert_eq!(sent.files[0].data, image.bytes);
}

#[tokio::test]
async fn autocomplete_suggests_legal_landings_to_the_player_to_move() {
    let (_dir, backend) = backend();
    challenge(&backend).await;
    let bob = press_by(BOB, "Bob");
    let started = backend
        .handle(translate::request_from_component(&bob, Command::Accept))
        .await
        .unwrap();
    let mover = started.ping[0];

    // The player to move types `to` after choosing a legal origin.
    let origins = backend_origins(&backend, mover).await;
    assert!(!origins.is_empty() && origins.len() <= 25);
    let mut payload = fixture("interaction_autocomplete_to.json");
    payload["member"]["user"]["id"] = json!(mover.to_string());
    payload["data"]["options"][0]["options"] = json!([
        {"name": "from", "type": 3, "value": origins[0]},
        {"name": "to", "type": 3, "value": "", "focused": true}
    ]);
    let query = translate::suggest_query(&interaction(payload.clone()).autocomplete().unwrap());
    let landings = backend.suggest(query.unwrap()).await;
    assert!(!landings.is_empty(), "a suggested origin has landings");
    assert!(landings.len() <= 25);

    // The other player gets no suggestions.
    let other = if mover == ALICE { BOB } else { ALICE };
    payload["member"]["user"]["id"] = json!(other.to_string());
    let query = translate::suggest_query(&interaction(payload).autocomplete().unwrap());
    assert!(backend.suggest(query.unwrap()).await.is_empty());
}

async fn backend_origins(backend: &Backend, user: u64) -> Vec<String> {
    let mut payload = fixture("interaction_autocomplete_to.json");
    payload["member"]["user"]["id"] = json!(user.to_string());
    payload["data"]["options"][0]["options"] =
        json!([{"name": "from", "type": 3, "value": "", "focused": true}]);
    let command = interaction(payload).autocomplete().unwrap();
    let query = translate::suggest_query(&command).unwrap();
    assert_eq!(
        query.place,
        Place {
            guild: Some(1_250_000_000_000_000_000),
            channel: CHANNEL
        }
    );
    let choices = backend.suggest(query).await;
    choices.into_iter().map(|choice| choice.value).collect()
}

#[test]
fn unknown_buttons_mean_nothing() {
    let (_dir, backend) = backend();
    assert_eq!(backend.button_command("lyngk:rematch:v0"), None);
    assert_eq!(backend.button_command(""), None);
}
