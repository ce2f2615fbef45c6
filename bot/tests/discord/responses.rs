//! The Discord messages built from service replies, checked through the JSON that
//! serenity sends (and the attachment bytes, which travel as multipart parts).

use lyngk_bot::discord::respond::{
    allowed_mentions, autocomplete_choices, outgoing, private_body, CONTENT_LIMIT,
    OVERFLOW_FILENAME,
};
use lyngk_bot::i18n::Msg;
use lyngk_bot::service::api::{Attachment, Button, ButtonStyle, Choice, Reply};
use serde_json::{json, Value};

use crate::discord::sent::{initial_response, public_deferral};

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n-not-really-a-board";
const BOB: u64 = 222_222_222_222_222_222;

/// A line of exactly this text: these tests are about how the front sends a text,
/// whatever it says.
fn as_given(text: impl Into<String>) -> Msg {
    Msg::new("as-given").text("text", text)
}

fn board_reply() -> Reply {
    Reply {
        lines: vec![as_given(format!("Ali played c3-d4. <@{BOB}>, your move."))],
        image: Some(Attachment {
            filename: "lyngk-game-7-turn-12.png".into(),
            bytes: PNG.to_vec(),
            description: None,
        }),
        files: vec![],
        ping: vec![BOB],
        ephemeral: false,
        buttons: vec![],
        threads: vec![],
        ..Reply::default()
    }
}

fn to_json(value: impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap()
}

#[tokio::test]
async fn board_reply_is_a_public_message_with_the_image_in_an_embed() {
    let body = initial_response(&board_reply()).await;
    assert_eq!(body["type"], 4);
    let data = &body["data"];
    assert_eq!(
        data["content"],
        format!("Ali played c3-d4. <@{BOB}>, your move.")
    );
    assert_eq!(data["flags"], 0, "public");
    assert_eq!(data["embeds"][0]["image"]["url"], "attachment://board.png");
    assert_eq!(data["attachments"].as_array().unwrap().len(), 1);
    assert_eq!(data["attachments"][0]["filename"], "board.png");
    assert!(data.get("components").is_none());
}

#[tokio::test]
async fn only_the_reply_pings_may_be_mentioned() {
    let expected = json!({
        "parse": [],
        "users": [BOB.to_string()],
        "roles": [],
        "replied_user": false
    });
    assert_eq!(to_json(allowed_mentions(&board_reply())), expected);
    let body = initial_response(&board_reply()).await;
    assert_eq!(body["data"]["allowed_mentions"], expected);

    let quiet = Reply {
        lines: vec![as_given("@everyone look")],
        ..Reply::default()
    };
    let body = initial_response(&quiet).await;
    assert_eq!(body["data"]["allowed_mentions"]["parse"], json!([]));
    assert_eq!(body["data"]["allowed_mentions"]["users"], json!([]));
}

#[test]
fn the_png_bytes_sent_are_the_replys() {
    let message = outgoing(&board_reply());
    assert_eq!(message.files.len(), 1);
    assert_eq!(message.files[0].filename, "board.png");
    assert_eq!(message.files[0].data, PNG);
}

#[tokio::test]
async fn user_errors_are_ephemeral() {
    let refusal = Reply {
        lines: vec![as_given("It is not your turn.")],
        ephemeral: true,
        ..Reply::default()
    };
    let body = initial_response(&refusal).await;
    assert_eq!(body["type"], 4);
    assert_eq!(body["data"]["flags"], 64);
    assert_eq!(body["data"]["content"], "It is not your turn.");
    assert_eq!(body["data"]["attachments"], json!([]));

    let late = to_json(outgoing(&refusal).followup());
    assert_eq!(late["flags"], 64);

    // A short private text (an inactive button, an error) is the same body as an
    // initial response's data or as a followup.
    let body = private_body("This button is no longer active.");
    assert_eq!(body["flags"], 64);
    assert_eq!(body["allowed_mentions"]["parse"], json!([]));
    assert_eq!(private_body("Sorry")["flags"], 64);
}

#[tokio::test]
async fn buttons_become_an_action_row_with_their_custom_ids() {
    let challenge = Reply {
        lines: vec![as_given(format!("<@{BOB}>, Ali challenges you."))],
        ping: vec![BOB],
        buttons: vec![
            Button {
                custom_id: "lyngk:accept".into(),
                label: "Accept".into(),
                style: ButtonStyle::Success,
            },
            Button {
                custom_id: "lyngk:decline".into(),
                label: "Decline".into(),
                style: ButtonStyle::Danger,
            },
        ],
        ..Reply::default()
    };
    let body = initial_response(&challenge).await;
    let row = &body["data"]["components"][0];
    assert_eq!(row["type"], 1);
    let buttons = row["components"].as_array().unwrap();
    let ids: Vec<&str> = buttons
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["lyngk:accept", "lyngk:decline"]);
    assert_eq!(buttons[0]["type"], 2);
    assert_eq!(buttons[0]["label"], "Accept");
    assert_eq!(buttons[0]["style"], 3, "success is green");
    assert_eq!(buttons[1]["style"], 4, "danger is red");
}

#[tokio::test]
async fn more_than_five_buttons_wrap_into_rows() {
    let buttons = (0..7)
        .map(|i| Button {
            custom_id: format!("b{i}"),
            label: format!("{i}"),
            style: ButtonStyle::Secondary,
        })
        .collect();
    let reply = Reply {
        lines: vec![as_given("pick")],
        buttons,
        ..Reply::default()
    };
    let body = initial_response(&reply).await;
    let rows = body["data"]["components"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["components"].as_array().unwrap().len(), 5);
    assert_eq!(rows[1]["components"].as_array().unwrap().len(), 2);
}

#[test]
fn long_text_is_cut_at_a_line_and_attached_whole() {
    let text: String = (1..=300).map(|n| format!("{n}. c3-d4 e5-f6\n")).collect();
    assert!(text.chars().count() > CONTENT_LIMIT);
    let reply = Reply {
        lines: vec![as_given(text.clone())],
        files: vec![Attachment {
            filename: "game.txt".into(),
            bytes: b"record".to_vec(),
            description: None,
        }],
        ..Reply::default()
    };
    let message = outgoing(&reply);
    assert!(message.content.chars().count() <= CONTENT_LIMIT);
    assert!(message.content.starts_with("1. c3-d4 e5-f6\n"));
    assert!(message
        .content
        .ends_with(&format!("attached as {OVERFLOW_FILENAME})")));
    // Cut after a whole line: the line before the note is complete.
    let kept = message.content.lines().rev().nth(1).unwrap();
    assert!(kept.ends_with("e5-f6"), "{kept:?}");
    let names: Vec<&str> = message.files.iter().map(|f| f.filename.as_str()).collect();
    assert_eq!(names, ["game.txt", OVERFLOW_FILENAME]);
    assert_eq!(message.files[1].data, text.as_bytes());
}

#[test]
fn a_deferred_edit_carries_content_embed_and_new_attachment() {
    let body = to_json(outgoing(&board_reply()).edit());
    assert_eq!(
        body["content"],
        format!("Ali played c3-d4. <@{BOB}>, your move.")
    );
    assert_eq!(body["embeds"][0]["image"]["url"], "attachment://board.png");
    assert_eq!(body["attachments"][0]["filename"], "board.png");
    assert_eq!(body["allowed_mentions"]["users"], json!([BOB.to_string()]));
}

#[test]
fn a_game_in_a_thread_is_a_plain_channel_message() {
    let body = to_json(outgoing(&board_reply()).channel_message());
    assert_eq!(body["embeds"][0]["image"]["url"], "attachment://board.png");
    assert_eq!(body["allowed_mentions"]["users"], json!([BOB.to_string()]));
    assert!(body.get("flags").is_none());
}

#[tokio::test]
async fn defer_is_a_public_type_5() {
    let body = public_deferral().await;
    assert_eq!(body["type"], 5);
    assert!(body["data"].get("flags").is_none(), "not ephemeral");
}

#[test]
fn autocomplete_keeps_25_choices_of_at_most_100_characters() {
    let choices: Vec<Choice> = (0..40)
        .map(|i| Choice {
            name: format!("c{i} {}", "x".repeat(150)),
            value: format!("c{i}"),
        })
        .collect();
    // What the bot returns to poise, which answers with type 8 (checked end to end in
    // e2e::full_game).
    let body = to_json(autocomplete_choices(&choices));
    let sent = body.as_array().unwrap();
    assert_eq!(sent.len(), 25);
    assert_eq!(sent[0]["value"], "c0");
    assert_eq!(sent[24]["value"], "c24");
    assert!(sent
        .iter()
        .all(|c| c["name"].as_str().unwrap().chars().count() == 100));
}
