//! Who a message mentions and whom it notified. Discord notifies the users a message
//! mentions when the message is created, never when it is edited (an edit updates the
//! `mentions` list but rings no one), and a deferred response's first followup edits the
//! "thinking…" message, so it rings no one either.

use serde_json::{json, Value};

use super::World;

/// The users `body`'s content mentions (`<@id>`, `<@!id>`) that its `allowed_mentions`
/// lets through: without `allowed_mentions` every user mention counts; with it, only
/// those `parse` allows (`"users"`) or its `users` list names.
pub fn mentioned(body: &Value) -> Vec<u64> {
    let content = crate::components::shown_text(body);
    let in_content = user_mentions(&content);
    let Some(allowed) = body.get("allowed_mentions").filter(|a| a.is_object()) else {
        return in_content;
    };
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|kinds| kinds.iter().any(|k| k == "users"));
    if parse_users {
        return in_content;
    }
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .map(|ids| {
            ids.iter()
                .filter_map(|id| id.as_str()?.parse().ok())
                .collect()
        })
        .unwrap_or_default();
    in_content
        .into_iter()
        .filter(|id| listed.contains(id))
        .collect()
}

/// Every `<@id>` or `<@!id>` in `content`, once each, in order.
fn user_mentions(content: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut rest = content;
    while let Some(at) = rest.find("<@") {
        rest = &rest[at + 2..];
        let digits = rest.strip_prefix('!').unwrap_or(rest);
        let end = digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        if digits[end..].starts_with('>') {
            if let Ok(id) = digits[..end].parse::<u64>() {
                if !found.contains(&id) {
                    found.push(id);
                }
            }
        }
    }
    found
}

/// A user object as a message's `mentions` lists it.
pub fn mention_json(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "username": format!("user-{id}"),
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
    })
}

impl World {
    /// The messages whose creation notified `user`, in the order they were made.
    pub fn notifications_of(&self, user: u64) -> Vec<u64> {
        let mut ids: Vec<u64> = self
            .messages
            .values()
            .filter(|m| m.notified.contains(&user))
            .map(|m| m.id)
            .collect();
        ids.sort_unstable();
        ids
    }

    /// Whether `user` was ever notified in `channel`.
    pub fn was_notified_in(&self, user: u64, channel: u64) -> bool {
        self.messages
            .values()
            .any(|m| m.channel == channel && m.notified.contains(&user))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_allowed_user_mentions_count() {
        let body =
            json!({"content": "<@1> and <@!2>, <@&3> <@4", "allowed_mentions": {"users": ["2"]}});
        assert_eq!(mentioned(&body), [2]);
        let none = json!({"content": "<@1>", "allowed_mentions": {"parse": []}});
        assert!(mentioned(&none).is_empty());
        let default = json!({"content": "<@1> <@1>"});
        assert_eq!(mentioned(&default), [1]);
    }
}
