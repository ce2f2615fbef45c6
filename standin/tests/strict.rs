//! The stand-in refuses what Discord refuses, in Discord's error shape.

use std::time::Duration;

use lyngk_standin::world::{Answer, Call, World};
use serde_json::{json, Value};

const TOKEN: &str = "token-1";

fn delivered() -> World {
    let mut world = World::default();
    let mut payload =
        json!({"id": "11", "token": TOKEN, "type": 2, "channel_id": "5", "channel": {}});
    world.deliver(&mut payload).unwrap();
    world
}

fn ask(world: &mut World, method: &str, path: &str, payload: Value) -> (u16, Value) {
    let parts: Vec<&str> = path.split('/').collect();
    let call = Call {
        method,
        parts: &parts,
        payload: &payload,
        file_sizes: &[],
    };
    let (status, _, body): Answer = world.answer(&call);
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

fn callback(world: &mut World, body: Value) -> (u16, Value) {
    ask(
        world,
        "POST",
        &format!("interactions/11/{TOKEN}/callback"),
        body,
    )
}

const APP: u64 = lyngk_standin::APP_ID;

#[test]
fn one_initial_response_only() {
    let mut world = delivered();
    let message = json!({"type": 4, "data": {"content": "hi"}});
    assert_eq!(callback(&mut world, message.clone()).0, 204);
    let (status, body) = callback(&mut world, message);
    assert_eq!((status, body["code"].as_u64()), (400, Some(40060)));
    assert!(body["message"].is_string());
}

#[test]
fn the_initial_response_must_come_within_three_seconds() {
    let mut world = delivered();
    world.offset += Duration::from_millis(3100);
    let (status, body) = callback(&mut world, json!({"type": 5}));
    assert_eq!((status, body["code"].as_u64()), (404, Some(10062)));
}

#[test]
fn the_token_lasts_fifteen_minutes_and_unknown_messages_are_refused() {
    let mut world = delivered();
    let original = format!("webhooks/{APP}/{TOKEN}/messages/@original");
    let (status, body) = ask(&mut world, "PATCH", &original, json!({"content": "x"}));
    assert_eq!(
        (status, body["code"].as_u64()),
        (404, Some(10015)),
        "no response yet"
    );
    callback(&mut world, json!({"type": 5}));
    assert_eq!(
        ask(&mut world, "PATCH", &original, json!({"content": "x"})).0,
        200
    );
    let other = format!("webhooks/{APP}/{TOKEN}/messages/999");
    assert_eq!(
        ask(&mut world, "PATCH", &other, json!({"content": "x"})).1["code"],
        10008
    );
    world.offset += Duration::from_secs(15 * 60 + 1);
    let (status, body) = ask(
        &mut world,
        "POST",
        &format!("webhooks/{APP}/{TOKEN}"),
        json!({"content": "late"}),
    );
    assert_eq!((status, body["code"].as_u64()), (401, Some(50027)));
}

#[test]
fn the_first_followup_after_a_deferral_keeps_its_visibility() {
    let mut world = delivered();
    callback(&mut world, json!({"type": 5}));
    let followup = format!("webhooks/{APP}/{TOKEN}");
    let (_, shown) = ask(
        &mut world,
        "POST",
        &followup,
        json!({"content": "secret", "flags": 64}),
    );
    assert_eq!(shown["flags"], 0, "it edited the public placeholder");
    let (_, second) = ask(
        &mut world,
        "POST",
        &followup,
        json!({"content": "secret", "flags": 64}),
    );
    assert_eq!(second["flags"], 64);
    assert_ne!(second["id"], shown["id"]);
}

#[test]
fn bodies_over_discords_limits_are_invalid_form_bodies() {
    let mut world = delivered();
    let long = "x".repeat(2001);
    let (status, body) = callback(&mut world, json!({"type": 4, "data": {"content": long}}));
    assert_eq!((status, body["code"].as_u64()), (400, Some(50035)));
    assert_eq!(
        callback(&mut world, json!({"type": 4, "data": {"content": "ok"}})).0,
        204
    );
}

#[test]
fn channels_refuse_by_type_permission_and_archive() {
    let mut world = World::default();
    world.set_kind(7, lyngk_standin::ChannelKind::Forum);
    let thread = json!({"name": "game", "type": 11});
    assert_eq!(
        ask(&mut world, "POST", "channels/7/threads", thread.clone()).1["code"],
        50035
    );
    let post = json!({"name": "game", "message": {"content": "first"}});
    let (status, created) = ask(&mut world, "POST", "channels/7/threads", post);
    assert_eq!(status, 200);
    assert!(created["message"]["id"].is_string());
    world.set_kind(8, lyngk_standin::ChannelKind::Voice);
    assert_eq!(
        ask(&mut world, "POST", "channels/8/threads", thread).1["code"],
        50024
    );
    world.channel(9).denied = lyngk_standin::permission::SEND_MESSAGES;
    assert_eq!(
        ask(
            &mut world,
            "POST",
            "channels/9/messages",
            json!({"content": "x"})
        )
        .1["code"],
        50013
    );
    world.channel(10).denied = lyngk_standin::permission::VIEW_CHANNEL;
    assert_eq!(
        ask(
            &mut world,
            "POST",
            "channels/10/messages",
            json!({"content": "x"})
        )
        .1["code"],
        50001
    );

    let id: u64 = created["id"].as_str().unwrap().parse().unwrap();
    let (_, message) = ask(
        &mut world,
        "POST",
        &format!("channels/{id}/messages"),
        json!({"content": "m"}),
    );
    world.offset += Duration::from_secs(7 * 24 * 3600 + 60);
    assert_eq!(world.archive_idle_threads(), [id]);
    let edit = format!("channels/{id}/messages/{}", message["id"].as_str().unwrap());
    assert_eq!(
        ask(&mut world, "PATCH", &edit, json!({"content": "e"})).1["code"],
        50083
    );
    world.channel(id).locked = true;
    assert_eq!(
        ask(
            &mut world,
            "POST",
            &format!("channels/{id}/messages"),
            json!({"content": "m"})
        )
        .1["code"],
        160005
    );
    world.channel(id).locked = false;
    assert_eq!(
        ask(
            &mut world,
            "POST",
            &format!("channels/{id}/messages"),
            json!({"content": "m"})
        )
        .0,
        200
    );
    assert!(
        !world.channel_facts(id).unwrap().archived,
        "a message unarchives"
    );
}

#[test]
fn typing_needs_the_message_permissions_and_an_open_thread() {
    use lyngk_standin::{permission, ChannelKind};
    let mut world = World::default();
    assert_eq!(
        ask(&mut world, "POST", "channels/5/typing", Value::Null).0,
        204
    );
    world.channel(6).denied |= permission::SEND_MESSAGES;
    let (status, body) = ask(&mut world, "POST", "channels/6/typing", Value::Null);
    assert_eq!((status, body["code"].as_u64()), (403, Some(50013)));
    world.set_kind(7, ChannelKind::PublicThread);
    world.channel(7).archived = true;
    let (status, body) = ask(&mut world, "POST", "channels/7/typing", Value::Null);
    assert_eq!((status, body["code"].as_u64()), (400, Some(50083)));
    assert!(
        world.channel_facts(7).unwrap().archived,
        "typing does not open an archived thread"
    );
}
