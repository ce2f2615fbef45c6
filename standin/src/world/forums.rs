//! Forum and media channels' tags. A forum with the REQUIRE_TAG flag (1 << 4) refuses a
//! post without `applied_tags` (400 / 40067 "A tag is required to create a forum post
//! in this channel"); a post names at most 5 tags, each one of the forum's
//! `available_tags`. `GET /channels/{id}` shows the flags and the tags.

use serde_json::{json, Value};

use super::{error, invalid, Answer, World};
use crate::limits::Invalid;

/// The channel flag that makes a tag required on every post.
pub const REQUIRE_TAG: u64 = 1 << 4;

/// A forum's tag rules.
#[derive(Debug, Clone, Default)]
pub struct Forum {
    pub require_tag: bool,
    /// (id, name, moderated)
    pub tags: Vec<(u64, String, bool)>,
}

impl World {
    /// Gives forum `channel` the tags `names` (none moderated) and whether a post must
    /// carry one; returns the tags' ids in order.
    pub fn set_forum_tags(&mut self, channel: u64, require_tag: bool, names: &[&str]) -> Vec<u64> {
        let tags: Vec<(u64, String, bool)> = names
            .iter()
            .map(|name| (self.new_id(), (*name).to_owned(), false))
            .collect();
        let ids = tags.iter().map(|t| t.0).collect();
        self.forums.insert(channel, Forum { require_tag, tags });
        ids
    }

    /// A channel's JSON with its forum flags and tags.
    pub(super) fn with_forum_rules(&self, mut channel: Value) -> Value {
        let id = channel["id"].as_str().and_then(|id| id.parse().ok());
        if let Some(forum) = id.and_then(|id: u64| self.forums.get(&id)) {
            channel["flags"] = json!(if forum.require_tag { REQUIRE_TAG } else { 0 });
            channel["available_tags"] = forum
                .tags
                .iter()
                .map(|(id, name, moderated)| {
                    json!({"id": id.to_string(), "name": name, "moderated": moderated,
                           "emoji_id": null, "emoji_name": null})
                })
                .collect();
        }
        channel
    }

    /// Refuses a post in forum `parent` whose `applied_tags` break its rules.
    pub(super) fn check_applied_tags(&self, parent: u64, payload: &Value) -> Result<(), Answer> {
        let forum = self.forums.get(&parent).cloned().unwrap_or_default();
        let applied: Vec<u64> = payload["applied_tags"]
            .as_array()
            .map(|ids| {
                ids.iter()
                    .filter_map(|id| id.as_str()?.parse().ok())
                    .collect()
            })
            .unwrap_or_default();
        if applied.len() > lyngk_discord_limits::FORUM_APPLIED_TAGS {
            return Err(invalid(Invalid::new("applied_tags", "at most 5 tags")));
        }
        if applied
            .iter()
            .any(|id| !forum.tags.iter().any(|tag| tag.0 == *id))
        {
            return Err(invalid(Invalid::new("applied_tags", "an unknown tag")));
        }
        if forum.require_tag && applied.is_empty() {
            return Err(error(
                400,
                40067,
                "A tag is required to create a forum post in this channel",
            ));
        }
        Ok(())
    }
}
