//! The request record against Discord's OpenAPI document.
//!
//! `cargo test -p lyngk-standin --test record_matches_openapi -- --ignored` with
//! `LYNGK_STANDIN_RECORD` naming a record (written by `LYNGK_STANDIN_RECORD=… cargo test`)
//! and `LYNGK_OPENAPI` naming discord-api-spec's `specs/openapi.json`.

use lyngk_standin::openapi::{check_record, Spec};
use serde_json::json;

#[test]
#[ignore = "needs a record and Discord's OpenAPI document on disk"]
fn every_recorded_request_matches_the_openapi_document() {
    let record = std::env::var("LYNGK_STANDIN_RECORD").expect("LYNGK_STANDIN_RECORD");
    let spec = std::env::var("LYNGK_OPENAPI").expect("LYNGK_OPENAPI");
    let document = serde_json::from_str(&std::fs::read_to_string(spec).unwrap()).unwrap();
    let text = std::fs::read_to_string(record).unwrap();
    let (checked, mismatches) = check_record(&Spec::new(document), &text);
    for mismatch in &mismatches {
        println!(
            "{} {}: {}",
            mismatch.method, mismatch.path, mismatch.problem
        );
    }
    println!(
        "{checked} requests checked, {} mismatches",
        mismatches.len()
    );
    assert!(checked > 0, "an empty record");
    assert!(mismatches.is_empty());
}

/// A document in the spec's style: a `$ref`, a union, limits.
fn small_spec() -> Spec {
    Spec::new(json!({
        "paths": {
            "/channels/{channel_id}/messages": {"post": {"requestBody": {"content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/Message"}}
            }}}},
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original": {"patch": {}},
            "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": {"get": {}}
        },
        "components": {"schemas": {"Message": {
            "type": "object",
            "properties": {
                "content": {"type": ["string", "null"], "maxLength": 5},
                "flags": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "null"}]},
                "users": {"type": "array", "maxItems": 1, "items": {"type": "string", "format": "snowflake"}},
                "names": {"type": ["object", "null"], "maxProperties": 1,
                          "additionalProperties": {"type": "string", "maxLength": 3}}
            },
            "required": ["content"]
        }}}
    }))
}

#[test]
fn the_checker_finds_what_breaks_the_schema() {
    let spec = small_spec();
    let post = |body| spec.check("POST", "/api/v10/channels/1/messages", &body);
    assert!(post(json!({"content": "hi", "flags": 64, "users": ["12"]})).is_ok());
    assert!(post(json!({"content": "too long"})).is_err(), "maxLength");
    assert!(post(json!({"flags": 1})).is_err(), "required");
    assert!(post(json!({"content": "a", "flags": -1})).is_err(), "union");
    assert!(
        post(json!({"content": "a", "users": ["x"]})).is_err(),
        "snowflake"
    );
    assert!(
        post(json!({"content": "a", "users": ["1", "2"]})).is_err(),
        "maxItems"
    );
    assert!(
        post(json!({"content": "a", "tts": true})).is_err(),
        "unknown field"
    );
    assert!(post(json!({"content": "a", "names": {"de": "abc"}})).is_ok());
    assert!(
        post(json!({"content": "a", "names": {"de": "abcd"}})).is_err(),
        "a map's values"
    );
    assert!(
        post(json!({"content": "a", "names": {"de": "a", "fr": "b"}})).is_err(),
        "maxProperties"
    );
    assert!(spec
        .check("PATCH", "/webhooks/1/t/messages/@original", &json!(null))
        .is_ok());
    assert!(spec
        .check("DELETE", "/channels/1/messages", &json!(null))
        .is_err());
    assert!(spec.check("GET", "/nowhere", &json!(null)).is_err());
}
