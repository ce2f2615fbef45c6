//! Realistic INTERACTION_CREATE payloads (the shapes of the recorded fixtures), built per
//! user, channel and command.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::{json, Value};

use crate::{APP_ID, GUILD};

/// A Discord user as the tests play them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
}

impl User {
    pub fn new(id: u64, name: &str) -> User {
        User {
            id,
            name: name.to_owned(),
        }
    }

    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name.to_lowercase(),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": null,
            "public_flags": 0,
        })
    }

    fn member(&self) -> Value {
        json!({
            "user": self.json(),
            "avatar": null,
            "nick": null,
            "roles": [],
            "joined_at": "2023-11-20T09:30:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "pending": false,
            "flags": 0,
            "permissions": "2248473465835073",
            "communication_disabled_until": null,
        })
    }
}

/// The `/lyngk` command's id, as the registration answered it.
const COMMAND_ID: u64 = 1_301_111_111_111_111_111;
const PERMISSIONS: &str = "2248473465835073";

static NEXT_INTERACTION: AtomicU64 = AtomicU64::new(1_309_000_000_000_000_000);

/// An interaction to deliver: its id, token and payload.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub payload: Value,
}

/// A string option.
pub fn text(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// A user option (its user goes in `resolved`).
pub fn user_option(name: &str, user: &User) -> Value {
    json!({"name": name, "type": 6, "value": user.id.to_string()})
}

/// An integer option (poise's choices are indices).
pub fn integer(name: &str, value: i64) -> Value {
    json!({"name": name, "type": 4, "value": value})
}

/// A boolean option.
pub fn boolean(name: &str, value: bool) -> Value {
    json!({"name": name, "type": 5, "value": value})
}

/// A string option being typed, for autocomplete.
pub fn focused(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value, "focused": true})
}

/// `/lyngk <subcommand> <options>` typed by `user` in `channel`.
pub fn command(user: &User, channel: u64, subcommand: &str, options: Vec<Value>) -> Interaction {
    command_of_type(2, user, channel, subcommand, options, &[])
}

/// `/lyngk challenge opponent:<opponent>`.
pub fn challenge(user: &User, channel: u64, opponent: &User) -> Interaction {
    challenge_with(user, channel, opponent, Vec::new())
}

/// `/lyngk challenge opponent:<opponent>` with more options.
pub fn challenge_with(
    user: &User,
    channel: u64,
    opponent: &User,
    mut options: Vec<Value>,
) -> Interaction {
    options.insert(0, user_option("opponent", opponent));
    command_of_type(
        2,
        user,
        channel,
        "challenge",
        options,
        std::slice::from_ref(opponent),
    )
}

/// The autocomplete request while `user` types a `/lyngk <subcommand>` option.
pub fn autocomplete(
    user: &User,
    channel: u64,
    subcommand: &str,
    options: Vec<Value>,
) -> Interaction {
    command_of_type(4, user, channel, subcommand, options, &[])
}

fn command_of_type(
    kind: u8,
    user: &User,
    channel: u64,
    subcommand: &str,
    options: Vec<Value>,
    mentioned: &[User],
) -> Interaction {
    let mut data = json!({
        "id": COMMAND_ID.to_string(),
        "name": "lyngk",
        "type": 1,
        "guild_id": GUILD.to_string(),
        "options": [{"name": subcommand, "type": 1, "options": options}],
    });
    if !mentioned.is_empty() {
        let users: serde_json::Map<String, Value> = mentioned
            .iter()
            .map(|u| (u.id.to_string(), u.json()))
            .collect();
        data["resolved"] = json!({ "users": users });
    }
    interaction(kind, user, channel, data, None)
}

/// `user` presses the button `custom_id` under the bot's message `message_id`.
pub fn button(user: &User, channel: u64, custom_id: &str, message_id: u64) -> Interaction {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    let message = json!({
        "id": message_id.to_string(),
        "channel_id": channel.to_string(),
        "author": crate::world::bot_user(),
        "content": "A challenge",
        "timestamp": "2024-11-20T10:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": "lyngk:accept"},
            {"type": 2, "style": 4, "label": "Decline", "custom_id": "lyngk:decline"}
        ]}],
        "pinned": false,
        "type": 20,
        "flags": 0,
        "application_id": APP_ID.to_string(),
        "webhook_id": APP_ID.to_string(),
    });
    interaction(3, user, channel, data, Some(message))
}

/// A press, a choice or a modal submit made by `user` (built by the stand-in from
/// what the bot really sent, [`crate::world::World::press`] and its siblings).
pub fn acted(user: &User, acted: crate::world::Acted) -> Interaction {
    interaction(
        acted.kind as u8,
        user,
        acted.channel,
        acted.data,
        acted.message,
    )
}

fn interaction(
    kind: u8,
    user: &User,
    channel: u64,
    data: Value,
    message: Option<Value>,
) -> Interaction {
    let id = NEXT_INTERACTION.fetch_add(1, Ordering::Relaxed);
    let token = format!("standin-token-{id}");
    let mut payload = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": {
            "id": channel.to_string(),
            "name": format!("games-{channel}"),
            "type": 0,
            "guild_id": GUILD.to_string(),
            "permissions": PERMISSIONS,
        },
        "member": user.member(),
        "token": token,
        "version": 1,
        "app_permissions": PERMISSIONS,
        "locale": "en-GB",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760,
    });
    if let Some(message) = message {
        payload["message"] = message;
    }
    Interaction { id, token, payload }
}
