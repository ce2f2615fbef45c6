//! Choosing daily digests sends a first direct message; when Discord refuses it
//! (403 / 50007) the choice is refused, clearly and in the player's language.

use crate::standin::events::{self, User};
use crate::standin::{Discord, CHANNEL, DM_CHANNEL};

fn reminders(db: &rusqlite::Connection, user: u64) -> Option<String> {
    db.query_row(
        "SELECT reminders FROM user_settings WHERE user_id = ?1",
        [user as i64],
        |r| r.get(0),
    )
    .ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn choosing_digests_with_closed_direct_messages_is_refused() {
    let discord = Discord::start().await;
    let ada = User::new(4101, "Ada");
    discord.rest.world().close_direct_messages(ada.id);
    let choose = |user: &User| {
        events::command(
            user,
            CHANNEL,
            "settings",
            vec![events::integer("reminders", 1)],
        )
    };
    let refused = discord.ask(&choose(&ada)).await;
    assert!(refused.ephemeral());
    assert!(
        refused
            .content()
            .starts_with("I cannot send you direct messages"),
        "{}",
        refused.content()
    );
    assert_ne!(reminders(&discord.db(), ada.id).as_deref(), Some("digest"));

    // In German, for a player whose client speaks German.
    let mut german = choose(&ada);
    german.payload["locale"] = "de".into();
    let refused = discord.ask(&german).await;
    assert!(
        refused
            .content()
            .starts_with("Ich kann dir keine Direktnachrichten"),
        "{}",
        refused.content()
    );

    // Open DMs: a first DM arrives and the choice stands.
    discord.rest.world().open_direct_messages(ada.id);
    let accepted = discord.ask(&choose(&ada)).await;
    assert!(accepted.content().contains("UTC"), "{}", accepted.content());
    assert_eq!(reminders(&discord.db(), ada.id).as_deref(), Some("digest"));
    let dm = format!("/api/v10/channels/{DM_CHANNEL}/messages");
    let first = discord
        .rest
        .seen()
        .into_iter()
        .find(|s| s.path == dm && s.ok());
    let first = first.expect("a first direct message");
    let text = first.json()["content"].as_str().unwrap().to_owned();
    assert!(text.contains("daily LYNGK digest will come here"), "{text}");
}
