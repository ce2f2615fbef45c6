//! Tags on forum posts. A forum (or media channel) may require a tag on every post
//! (its REQUIRE_TAG flag, "Require people to select tags when posting"); Discord then
//! refuses a post without `applied_tags` (40067). A game's post carries the forum's
//! tag named "LYNGK" whenever there is one, else, when a tag is required, the forum's
//! first tag the bot may apply (moderated tags need Manage Threads, which the bot does
//! not ask for). With none to apply the post goes without, and Discord's 40067 becomes
//! a refusal that names the setting.

use reqwest::Method;
use serde_json::Value;

use super::api::{Api, ApiError, Call};

/// Discord's "A tag is required to create a forum post in this channel".
pub const TAG_REQUIRED: u64 = 40067;
/// The channel flag that makes a tag required on every post.
const REQUIRE_TAG: u64 = 1 << 4;
/// The tag a server can make for the bot's posts.
const OWN_TAG: &str = "LYNGK";

/// The tags to apply to a new post in forum `parent` (none, or one).
pub async fn for_post(api: &Api, parent: u64) -> Result<Vec<String>, ApiError> {
    let call = Call::new(Method::GET, format!("/channels/{parent}"), None);
    let forum = api.send("read the forum's tags", &call, None).await?;
    Ok(choose(&forum).into_iter().collect())
}

/// The tag for a post in `forum` (a channel object), if it should carry one.
pub fn choose(forum: &Value) -> Option<String> {
    let required = forum["flags"].as_u64().unwrap_or(0) & REQUIRE_TAG != 0;
    let usable: Vec<&Value> = forum["available_tags"]
        .as_array()
        .map(|tags| tags.iter().filter(|t| t["moderated"] != true).collect())
        .unwrap_or_default();
    let own = usable.iter().find(|t| {
        t["name"]
            .as_str()
            .is_some_and(|n| n.eq_ignore_ascii_case(OWN_TAG))
    });
    let tag = own.or(required.then(|| usable.first()).flatten())?;
    tag["id"].as_str().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn forum(flags: u64, tags: &[(&str, bool)]) -> Value {
        let tags: Vec<Value> = tags
            .iter()
            .enumerate()
            .map(|(n, (name, moderated))| json!({"id": n.to_string(), "name": name, "moderated": moderated}))
            .collect();
        json!({"flags": flags, "available_tags": tags})
    }

    #[test]
    fn the_lyngk_tag_first_then_the_first_usable_when_required() {
        let tags = [("Chat", false), ("lyngk", false)];
        assert_eq!(choose(&forum(0, &tags)).as_deref(), Some("1"));
        assert_eq!(choose(&forum(16, &tags)).as_deref(), Some("1"));
        let others = [("Mods", true), ("Chat", false)];
        assert_eq!(choose(&forum(16, &others)).as_deref(), Some("1"));
        assert_eq!(choose(&forum(0, &others)), None, "not required: none");
        assert_eq!(choose(&forum(16, &[("Mods", true)])), None);
    }
}
