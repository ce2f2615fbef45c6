//! Forums that require a tag on every post (REQUIRE_TAG; Discord refuses a post without
//! `applied_tags` with 40067): a game's post carries the forum's "LYNGK" tag, else its
//! first tag, or the refusal names the setting that blocks it.

use crate::e2e::channel_game::ChannelGame;
use crate::standin::events::User;
use crate::standin::{thread_challenge, ChannelKind, Discord, CHANNEL};

/// The tags the bot applied to its posts in `forum`, post by post.
fn applied_tags(discord: &Discord, forum: u64) -> Vec<Vec<String>> {
    let path = format!("/api/v10/channels/{forum}/threads");
    discord
        .rest
        .seen()
        .iter()
        .filter(|s| s.path == path && s.ok())
        .map(|s| {
            let tags = s.json()["applied_tags"].as_array().cloned();
            tags.unwrap_or_default()
                .iter()
                .map(|t| t.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_in_a_forum_that_requires_tags_carry_one_or_the_refusal_names_the_setting() {
    let discord = Discord::start().await;
    let (lyngk_forum, other_forum, bare_forum) = (CHANNEL + 70, CHANNEL + 71, CHANNEL + 72);
    for forum in [lyngk_forum, other_forum, bare_forum] {
        discord.rest.set_channel(forum, ChannelKind::Forum);
    }
    let with_own = discord
        .rest
        .world()
        .set_forum_tags(lyngk_forum, true, &["Chat", "LYNGK"]);
    let others = discord
        .rest
        .world()
        .set_forum_tags(other_forum, true, &["Games", "Chat"]);
    discord.rest.world().set_forum_tags(bare_forum, true, &[]);

    for (n, (forum, tag)) in [(lyngk_forum, with_own[1]), (other_forum, others[0])]
        .into_iter()
        .enumerate()
    {
        let ann = User::new(5200 + 2 * n as u64, "Ann");
        let ben = User::new(5201 + 2 * n as u64, "Ben");
        discord.ask(&thread_challenge(&ann, forum, &ben)).await;
        let thread = discord
            .latest_game_channel(&ann)
            .expect("a game in a forum post");
        assert_eq!(applied_tags(&discord, forum), [vec![tag.to_string()]]);
        let mut table = ChannelGame::new(thread, ann, ben);
        table.open_in_place(&discord).await;
        table.play_turns(&discord, 1).await;
    }

    let (cas, dee) = (User::new(5210, "Cas"), User::new(5211, "Dee"));
    let refused = discord.ask(&thread_challenge(&cas, bare_forum, &dee)).await;
    assert!(refused.ephemeral());
    assert!(
        refused
            .content()
            .contains("Require people to select tags when posting"),
        "{}",
        refused.content()
    );
    assert_eq!(discord.latest_game_channel(&cas), None, "nothing stored");
}
