//! Components V2, selects, buttons, modals, component and modal interactions, the
//! callbacks that update a message, and the application's emojis: what Discord
//! accepts is accepted, each thing it refuses is refused with its 400 / 50035 (or its
//! own code), as the bot would see it.

use std::time::Duration;

use lyngk_standin::events::{self, User};
use lyngk_standin::world::{Answer, Call, World};
use lyngk_standin::{APP_ID, IS_COMPONENTS_V2};
use serde_json::{json, Value};

const CHANNEL: u64 = 5;

fn ask(
    world: &mut World,
    method: &str,
    path: &str,
    payload: Value,
    files: &[usize],
) -> (u16, Value) {
    let parts: Vec<&str> = path.split('/').collect();
    let call = Call {
        method,
        parts: &parts,
        payload: &payload,
        file_sizes: files,
    };
    let (status, _, body): Answer = world.answer(&call);
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

fn post(world: &mut World, body: Value, files: &[usize]) -> (u16, Value) {
    ask(
        world,
        "POST",
        &format!("channels/{CHANNEL}/messages"),
        body,
        files,
    )
}

/// Refused as Discord refuses a body: 400, code 50035, the field named.
fn refused(answer: (u16, Value)) -> String {
    assert_eq!(answer.0, 400, "{}", answer.1);
    assert_eq!(answer.1["code"], 50035, "{}", answer.1);
    let errors = answer.1["errors"].as_object().expect("errors by field");
    errors.keys().next().unwrap().clone()
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 1, "label": "Move", "custom_id": id})
}

fn row(components: Vec<Value>) -> Value {
    json!({"type": 1, "components": components})
}

fn select(id: &str, options: usize) -> Value {
    let options: Vec<Value> = (0..options)
        .map(|i| json!({"label": format!("c{i}"), "value": format!("v{i}")}))
        .collect();
    json!({"type": 3, "custom_id": id, "options": options})
}

/// A turn panel as the bot lays it out.
fn panel() -> Value {
    json!({
        "flags": IS_COMPONENTS_V2,
        "attachments": [{"id": "0", "filename": "board.png", "description": "The board"}],
        "components": [
            {"type": 17, "accent_color": 0x2b_2d31, "components": [
                {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "The board"}]},
                {"type": 10, "content": "Alice played c3-d4"},
                {"type": 14, "divider": true, "spacing": 1},
                {"type": 9, "components": [{"type": 10, "content": "Clocks"}], "accessory": button("h")},
            ]},
            row(vec![button("a"), button("b")]),
            row(vec![select("s", 3)]),
        ],
    })
}

fn with(mut body: Value, edit: impl FnOnce(&mut Value)) -> Value {
    edit(&mut body);
    body
}

#[test]
fn a_v2_panel_is_accepted_and_shown_with_its_flag() {
    let mut world = World::default();
    let (status, message) = post(&mut world, panel(), &[100]);
    assert_eq!(status, 200, "{message}");
    assert_eq!(
        message["flags"].as_u64().unwrap() & IS_COMPONENTS_V2,
        IS_COMPONENTS_V2
    );
    assert_eq!(message["components"][0]["type"], 17);
}

#[test]
fn a_v2_message_carries_no_content_or_embeds() {
    let mut world = World::default();
    let content = with(panel(), |b| b["content"] = json!("hi"));
    assert_eq!(refused(post(&mut world, content, &[100])), "content");
    let embeds = with(panel(), |b| b["embeds"] = json!([{"title": "t"}]));
    assert_eq!(refused(post(&mut world, embeds, &[100])), "embeds");
}

#[test]
fn at_most_forty_components_counting_nested_ones() {
    let mut world = World::default();
    let texts = |n: usize| -> Value {
        let inner: Vec<Value> = (0..n)
            .map(|i| json!({"type": 10, "content": format!("t{i}")}))
            .collect();
        json!({"flags": IS_COMPONENTS_V2, "components": [{"type": 17, "components": inner}]})
    };
    // The container counts: 1 + 39 = 40.
    assert_eq!(post(&mut world, texts(39), &[]).0, 200);
    assert!(refused(post(&mut world, texts(40), &[])).starts_with("components"));
}

#[test]
fn at_most_four_thousand_characters_of_text_in_all() {
    let mut world = World::default();
    let two = |each: usize| {
        json!({"flags": IS_COMPONENTS_V2, "components": [
            {"type": 10, "content": "x".repeat(each)}, {"type": 10, "content": "y".repeat(each)}
        ]})
    };
    assert_eq!(post(&mut world, two(2000), &[]).0, 200);
    assert_eq!(refused(post(&mut world, two(2001), &[])), "components");
    let one = json!({"flags": IS_COMPONENTS_V2, "components": [{"type": 10, "content": "x".repeat(4001)}]});
    assert_eq!(refused(post(&mut world, one, &[])), "components.0.content");
}

#[test]
fn attachments_are_shown_by_components_and_references_name_uploads() {
    let mut world = World::default();
    // Uploaded but shown by no component.
    let unshown = with(panel(), |b| {
        b["components"][0]["components"]
            .as_array_mut()
            .unwrap()
            .remove(0);
    });
    assert_eq!(refused(post(&mut world, unshown, &[100])), "attachments");
    // Shown but not uploaded.
    let missing = with(panel(), |b| b["attachments"] = json!([]));
    assert!(refused(post(&mut world, missing, &[])).ends_with("media"));
    // A file component shows an upload too.
    let file = json!({"flags": IS_COMPONENTS_V2,
        "attachments": [{"id": "0", "filename": "record.txt"}],
        "components": [{"type": 13, "file": {"url": "attachment://record.txt"}}]});
    assert_eq!(post(&mut world, file, &[10]).0, 200);
}

#[test]
fn v2_components_need_the_flag() {
    let mut world = World::default();
    let unflagged = with(panel(), |b| {
        b.as_object_mut().unwrap().remove("flags");
    });
    assert_eq!(refused(post(&mut world, unflagged, &[100])), "components.0");
    let flags = with(panel(), |b| b["flags"] = json!(IS_COMPONENTS_V2 | 2));
    assert_eq!(refused(post(&mut world, flags, &[100])), "flags");
}

#[test]
fn selects_keep_their_limits() {
    let mut world = World::default();
    let message =
        |select: Value| json!({"flags": IS_COMPONENTS_V2, "components": [row(vec![select])]});
    assert_eq!(post(&mut world, message(select("s", 25)), &[]).0, 200);
    assert_eq!(
        refused(post(&mut world, message(select("s", 26)), &[])),
        "components.0.components.0.options"
    );
    assert_eq!(
        refused(post(&mut world, message(select("s", 0)), &[])),
        "components.0.components.0.options"
    );
    let long_id = select(&"i".repeat(101), 2);
    assert_eq!(
        refused(post(&mut world, message(long_id), &[])),
        "components.0.components.0.custom_id"
    );
    let long_label = with(select("s", 2), |s| {
        s["options"][1]["label"] = json!("l".repeat(101))
    });
    assert_eq!(
        refused(post(&mut world, message(long_label), &[])),
        "components.0.components.0.options.1.label"
    );
    let long_value = with(select("s", 2), |s| {
        s["options"][0]["value"] = json!("v".repeat(101))
    });
    assert_eq!(
        refused(post(&mut world, message(long_value), &[])),
        "components.0.components.0.options.0.value"
    );
    let twice = with(select("s", 2), |s| s["options"][1]["value"] = json!("v0"));
    assert_eq!(
        refused(post(&mut world, message(twice), &[])),
        "components.0.components.0.options.1"
    );
    let too_many = with(select("s", 2), |s| s["max_values"] = json!(3));
    assert_eq!(
        refused(post(&mut world, message(too_many), &[])),
        "components.0.components.0"
    );
    let crowded =
        json!({"flags": IS_COMPONENTS_V2, "components": [row(vec![select("s", 2), button("b")])]});
    assert_eq!(refused(post(&mut world, crowded, &[])), "components.0");
}

#[test]
fn buttons_keep_their_rules() {
    let mut world = World::default();
    let message =
        |buttons: Vec<Value>| json!({"flags": IS_COMPONENTS_V2, "components": [row(buttons)]});
    let bare = json!({"type": 2, "style": 1, "custom_id": "x"});
    assert_eq!(
        refused(post(&mut world, message(vec![bare]), &[])),
        "components.0.components.0"
    );
    let link_with_id =
        json!({"type": 2, "style": 5, "label": "l", "url": "https://x.org", "custom_id": "x"});
    assert_eq!(
        refused(post(&mut world, message(vec![link_with_id]), &[])),
        "components.0.components.0.custom_id"
    );
    let twice = message(vec![button("same"), button("same")]);
    assert_eq!(
        refused(post(&mut world, twice, &[])),
        "components.0.components.1"
    );
    let six = message((0..6).map(|i| button(&format!("b{i}"))).collect());
    assert_eq!(refused(post(&mut world, six, &[])), "components.0");
    let emoji = json!({"type": 2, "style": 2, "custom_id": "e", "emoji": {"id": "123", "name": "red_piece"}});
    assert_eq!(post(&mut world, message(vec![emoji]), &[]).0, 200);
}

/// A delivered interaction of `user` on the stored message, and its token.
fn deliver(world: &mut World, interaction: events::Interaction) -> events::Interaction {
    let mut interaction = interaction;
    world.deliver(&mut interaction.payload).unwrap();
    interaction
}

fn callback(world: &mut World, interaction: &events::Interaction, body: Value) -> (u16, Value) {
    let path = format!(
        "interactions/{}/{}/callback",
        interaction.id, interaction.token
    );
    ask(world, "POST", &path, body, &[])
}

fn posted_panel(world: &mut World) -> u64 {
    let (_, message) = post(world, panel(), &[100]);
    message["id"].as_str().unwrap().parse().unwrap()
}

fn alice() -> User {
    User::new(2001, "Alice")
}

#[test]
fn a_press_is_answered_by_updating_its_message() {
    let mut world = World::default();
    let message = posted_panel(&mut world);
    let press = world.press(message, "a").unwrap();
    assert_eq!(press.kind, 3);
    let press = deliver(&mut world, events::acted(&alice(), press));
    // UPDATE_MESSAGE edits the message the button sits on, and keeps it a V2 message.
    let update = json!({"type": 7, "data": {"components": [{"type": 10, "content": "Played"}]}});
    assert_eq!(callback(&mut world, &press, update).0, 204);
    let stored = world.message(message).unwrap();
    assert_eq!(stored.body["components"][0]["content"], "Played");
    assert!(stored.v2);
    // Not a second time.
    let again = json!({"type": 6});
    assert_eq!(callback(&mut world, &press, again).1["code"], 40060);
}

#[test]
fn an_update_of_a_v2_message_cannot_add_content_or_drop_the_flag() {
    let mut world = World::default();
    let message = posted_panel(&mut world);
    let press = {
        let acted = world.press(message, "b").unwrap();
        deliver(&mut world, events::acted(&alice(), acted))
    };
    let content = json!({"type": 7, "data": {"content": "hi"}});
    assert_eq!(
        refused(callback(&mut world, &press, content)),
        "data.content"
    );
    let unflagged =
        json!({"type": 7, "data": {"flags": 0, "components": [{"type": 10, "content": "x"}]}});
    assert_eq!(
        refused(callback(&mut world, &press, unflagged)),
        "data.flags"
    );
}

#[test]
fn a_deferred_update_then_edits_the_pressed_message_within_fifteen_minutes() {
    let mut world = World::default();
    let message = posted_panel(&mut world);
    let press = {
        let acted = world.press(message, "a").unwrap();
        deliver(&mut world, events::acted(&alice(), acted))
    };
    assert_eq!(callback(&mut world, &press, json!({"type": 6})).0, 204);
    let original = format!("webhooks/{APP_ID}/{}/messages/@original", press.token);
    let edit = json!({"components": [{"type": 10, "content": "Later"}]});
    let (status, edited) = ask(&mut world, "PATCH", &original, edit.clone(), &[]);
    assert_eq!(
        (status, edited["id"].as_str()),
        (200, Some(message.to_string().as_str()))
    );
    // The edit of a V2 message cannot bring content.
    let content = json!({"content": "x"});
    assert_eq!(
        refused(ask(&mut world, "PATCH", &original, content, &[])),
        "content"
    );
    world.offset += Duration::from_secs(15 * 60 + 1);
    let (status, body) = ask(&mut world, "PATCH", &original, edit, &[]);
    assert_eq!((status, body["code"].as_u64()), (401, Some(50027)));
    let followup = format!("webhooks/{APP_ID}/{}", press.token);
    let (status, body) = ask(
        &mut world,
        "POST",
        &followup,
        json!({"content": "late", "flags": 64}),
        &[],
    );
    assert_eq!((status, body["code"].as_u64()), (401, Some(50027)));
}

#[test]
fn a_choice_is_one_of_the_offered_values() {
    let mut world = World::default();
    let message = posted_panel(&mut world);
    let chosen = world.choose(message, "s", &["v1"]).unwrap();
    assert_eq!(
        (chosen.kind, chosen.data["values"][0].as_str()),
        (3, Some("v1"))
    );
    assert!(world.choose(message, "s", &["v9"]).is_err(), "not offered");
    assert!(
        world.choose(message, "s", &["v0", "v1"]).is_err(),
        "one value"
    );
    assert!(world.choose(message, "a", &["v0"]).is_err(), "a button");
    assert!(world.press(message, "nothing").is_err());
}

fn modal(title: &str, input: Value) -> Value {
    json!({"type": 9, "data": {"custom_id": "m", "title": title, "components": [input]}})
}

fn text_row(label: &str) -> Value {
    row(vec![
        json!({"type": 4, "custom_id": "line", "style": 1, "label": label, "max_length": 200}),
    ])
}

#[test]
fn modals_keep_their_limits_and_come_back_submitted() {
    let mut world = World::default();
    let message = posted_panel(&mut world);
    let press = {
        let acted = world.press(message, "b").unwrap();
        deliver(&mut world, events::acted(&alice(), acted))
    };
    assert_eq!(
        refused(callback(
            &mut world,
            &press,
            modal(&"t".repeat(46), text_row("Line"))
        )),
        "data.title"
    );
    assert_eq!(
        refused(callback(
            &mut world,
            &press,
            modal("Title", text_row(&"l".repeat(46)))
        )),
        "data.components.0.components.0.label"
    );
    let two_inputs = row(vec![
        json!({"type": 4, "custom_id": "a", "style": 1, "label": "A"}),
        json!({"type": 4, "custom_id": "b", "style": 1, "label": "B"}),
    ]);
    assert_eq!(
        refused(callback(&mut world, &press, modal("Title", two_inputs))),
        "data.components.0"
    );
    let labelled = json!({"type": 18, "label": "Line", "component": {"type": 4, "custom_id": "line", "style": 1, "label": "twice"}});
    assert_eq!(
        refused(callback(&mut world, &press, modal("Title", labelled))),
        "data.components.0.component"
    );
    let long_value = row(vec![
        json!({"type": 4, "custom_id": "v", "style": 1, "label": "V", "value": "x".repeat(4001)}),
    ]);
    assert!(
        refused(callback(&mut world, &press, modal("Title", long_value)))
            .starts_with("data.components.0.components.0")
    );
    // A valid one opens, and its submission is a modal submit on the same message.
    assert_eq!(
        callback(&mut world, &press, modal("Title", text_row("Line"))).0,
        204
    );
    let submitted = world
        .submit(&press.token, &[("line", "c3-d4 e5-f6")])
        .unwrap();
    assert_eq!(submitted.kind, 5);
    assert_eq!(
        submitted.data["components"][0]["components"][0]["value"],
        "c3-d4 e5-f6"
    );
    assert!(
        world.submit(&press.token, &[("other", "x")]).is_err(),
        "no such input"
    );
    assert!(
        world.submit(&press.token, &[("line", "")]).is_err(),
        "required"
    );
    let submit = deliver(&mut world, events::acted(&alice(), submitted));
    // A modal cannot answer a modal; updating the message it came from can.
    assert!(refused(callback(
        &mut world,
        &submit,
        modal("Again", text_row("Line"))
    ))
    .starts_with("type"));
    let update = json!({"type": 7, "data": {"components": [{"type": 10, "content": "Stored"}]}});
    assert_eq!(callback(&mut world, &submit, update).0, 204);
    assert_eq!(
        world.message(message).unwrap().body["components"][0]["content"],
        "Stored"
    );
}

#[test]
fn a_modal_submitted_from_a_command_cannot_update_a_message() {
    let mut world = World::default();
    let command = deliver(
        &mut world,
        events::command(&alice(), CHANNEL, "premove", vec![]),
    );
    assert_eq!(
        callback(&mut world, &command, modal("Title", text_row("Line"))).0,
        204
    );
    let submit = {
        let acted = world.submit(&command.token, &[("line", "a")]).unwrap();
        deliver(&mut world, events::acted(&alice(), acted))
    };
    assert!(refused(callback(&mut world, &submit, json!({"type": 6}))).starts_with("type"));
    assert_eq!(
        callback(
            &mut world,
            &submit,
            json!({"type": 4, "data": {"content": "ok", "flags": 64}})
        )
        .0,
        204
    );
}

const PIXEL: &str = "data:image/png;base64,iVBORw0KGgo=";

#[test]
fn application_emojis_are_listed_and_created_within_discords_rules() {
    let mut world = World::default();
    let path = format!("applications/{APP_ID}/emojis");
    let (status, list) = ask(&mut world, "GET", &path, Value::Null, &[]);
    assert_eq!(
        (status, list["items"].as_array().map(Vec::len)),
        (200, Some(0))
    );
    let (status, made) = ask(
        &mut world,
        "POST",
        &path,
        json!({"name": "lyngk_red", "image": PIXEL}),
        &[],
    );
    assert_eq!((status, made["name"].as_str()), (201, Some("lyngk_red")));
    assert_eq!(
        refused(ask(
            &mut world,
            "POST",
            &path,
            json!({"name": "lyngk_red", "image": PIXEL}),
            &[]
        )),
        "name"
    );
    assert_eq!(
        refused(ask(
            &mut world,
            "POST",
            &path,
            json!({"name": "r", "image": PIXEL}),
            &[]
        )),
        "name"
    );
    assert_eq!(
        refused(ask(
            &mut world,
            "POST",
            &path,
            json!({"name": "red-piece", "image": PIXEL}),
            &[]
        )),
        "name"
    );
    assert_eq!(
        refused(ask(
            &mut world,
            "POST",
            &path,
            json!({"name": "blue", "image": "not an image"}),
            &[]
        )),
        "image"
    );
    let other = ask(
        &mut world,
        "GET",
        "applications/42/emojis",
        Value::Null,
        &[],
    );
    assert_eq!((other.0, other.1["code"].as_u64()), (403, Some(50001)));
    for i in 1..2000 {
        let body = json!({"name": format!("e{i}"), "image": PIXEL});
        assert_eq!(ask(&mut world, "POST", &path, body, &[]).0, 201);
    }
    let (status, full) = ask(
        &mut world,
        "POST",
        &path,
        json!({"name": "one_more", "image": PIXEL}),
        &[],
    );
    assert_eq!((status, full["code"].as_u64()), (400, Some(30008)));
    let (_, list) = ask(&mut world, "GET", &path, Value::Null, &[]);
    assert_eq!(list["items"].as_array().unwrap().len(), 2000);
}
