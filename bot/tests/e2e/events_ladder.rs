//! A ladder end to end. Four players joined four days ago, when the fourth challenged
//! the second (on the bot's database, by a service whose clock is that far behind);
//! the challenge had three days to be accepted, so the real bot's background job finds
//! it run out, gives the place to the challenger and says so in the ladder's channel.
//! Then, through Discord: the last player challenges the one now second, who accepts
//! with the challenge's Accept button (the game opens in a thread under the ladder's
//! channel) and resigns in that thread; the challenger takes the place. The standings come as text and an image.

use lyngk_bot::service::api::{Actor, Command, EventOptions};
use serde_json::{json, Value};

use crate::standin::event_setup::{ask_as, service_days_ago};
use crate::standin::events::{self, Interaction, User};
use crate::standin::{Discord, CHANNEL, PATIENCE};

const LADDER: &str = "Club Ladder";
/// Well under the background job's period.
const SOON: std::time::Duration =
    std::time::Duration::from_secs(lyngk_bot::discord::jobs::RENEW.as_secs() / 2);
const FIRST_PLAYER: u64 = 1_290_000_000_000_000_000;

fn player(index: u64) -> User {
    User::new(FIRST_PLAYER + index, &format!("Climber{}", index + 1))
}

/// The ladder created and joined four days ago, the fourth player challenging the
/// second (three days to accept).
fn ladder_with_a_stale_challenge(discord: &Discord) {
    let service = service_days_ago(discord, 4);
    let ask = |user: &User, command: Command| ask_as(&service, user, command);
    let options = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Ladder),
        days_per_move: Some(3),
        ..EventOptions::default()
    };
    ask(
        &player(0),
        Command::EventCreate {
            name: LADDER.into(),
            options,
        },
    );
    for index in 0..4 {
        ask(
            &player(index),
            Command::EventJoin {
                name: LADDER.into(),
            },
        );
    }
    let second = player(1);
    ask(
        &player(3),
        Command::LadderChallenge {
            name: LADDER.into(),
            opponent: Actor {
                id: second.id,
                name: second.name.clone(),
            },
        },
    );
}

/// `/lyngk event <action> name:<ladder> …` typed by `user` in the ladder's channel.
fn ladder_command(
    user: &User,
    action: &str,
    mut options: Vec<Value>,
    mentioned: &[User],
) -> Interaction {
    options.insert(0, events::text("name", LADDER));
    let mut interaction = events::command(user, CHANNEL, "event", Vec::new());
    let data = &mut interaction.payload["data"];
    data["options"] = json!([{
        "name": "event",
        "type": 2,
        "options": [{"name": action, "type": 1, "options": options}],
    }]);
    if !mentioned.is_empty() {
        let users: serde_json::Map<String, Value> = mentioned
            .iter()
            .map(|u| {
                let user = json!({
                    "id": u.id.to_string(),
                    "username": u.name.to_lowercase(),
                    "global_name": u.name,
                    "discriminator": "0",
                    "avatar": null,
                    "public_flags": 0,
                });
                (u.id.to_string(), user)
            })
            .collect();
        data["resolved"] = json!({ "users": users });
    }
    interaction
}

/// The ladder's players top first, by their place in the database.
fn order(discord: &Discord) -> Vec<u64> {
    let db = discord.db();
    let mut query = db
        .prepare(
            "SELECT p.user_id FROM ladder_ranks l JOIN event_players p \
             ON p.event = l.event AND p.entry = l.entry ORDER BY l.rank",
        )
        .unwrap();
    let users = query.query_map([], |r| r.get::<_, i64>(0)).unwrap();
    users.map(|u| u.unwrap() as u64).collect()
}

fn ids(indices: &[u64]) -> Vec<u64> {
    indices.iter().map(|&i| player(i).id).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ladder_settles_a_stale_challenge_and_a_won_game_moves_the_winner_up() {
    let mut discord = Discord::stand_ins().await;
    ladder_with_a_stale_challenge(&discord);
    discord.start_bot(&[]).await;

    // The job gives the run-out challenge to the challenger, in the ladder's channel.
    let expired = discord
        .rest
        .wait_for(PATIENCE, "the expired challenge's post", |rest| {
            rest.seen().iter().find_map(|r| {
                let body = String::from_utf8_lossy(&r.body);
                let posted = r.method == "POST"
                    && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
                    && body.contains("did not accept in time");
                posted.then(|| body.into_owned())
            })
        })
        .await;
    assert!(expired.contains("takes place 2"), "{expired}");
    assert_eq!(order(&discord), ids(&[0, 3, 1, 2]));

    // The last player challenges the one now second, two places up.
    let (last, second) = (player(2), player(3));
    let answer = discord
        .ask(&ladder_command(
            &last,
            "challenge",
            vec![events::user_option("opponent", &second)],
            std::slice::from_ref(&second),
        ))
        .await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    assert!(
        answer.content().contains("challenges"),
        "{}",
        answer.content()
    );
    assert!(
        answer.pinged().contains(&second.id),
        "the challenged player is pinged"
    );

    // Too far up and busy are refused privately.
    let refused = discord
        .ask(&ladder_command(
            &player(1),
            "challenge",
            vec![events::user_option("opponent", &second)],
            std::slice::from_ref(&second),
        ))
        .await;
    assert!(refused.ephemeral(), "{}", refused.content());
    assert!(
        refused.content().contains("already in a challenge"),
        "{}",
        refused.content()
    );

    // The challenged player accepts with the challenge's button; pressed by anyone
    // else it is refused privately and stays.
    let accept_id = answer
        .buttons()
        .into_iter()
        .find(|id| id.starts_with("lyngk:ladder-accept:"))
        .expect("an Accept button under the challenge");
    let press = |who: &User| events::button(who, CHANNEL, &accept_id, answer.message_id);
    let outsider = discord.ask(&press(&last)).await;
    assert!(outsider.ephemeral(), "{}", outsider.content());
    assert!(
        outsider.content().contains("only they can accept it"),
        "{}",
        outsider.content()
    );
    let accepted = discord.ask(&press(&second)).await;
    assert!(!accepted.ephemeral(), "{}", accepted.content());
    assert!(
        accepted.content().contains("opens in its own thread"),
        "{}",
        accepted.content()
    );
    let thread: u64 = discord
        .rest
        // At once, not at the background job's next round (jobs::RENEW later).
        .wait_for(SOON, "the challenge game's thread", |_| {
            discord
                .db()
                .query_row(
                    "SELECT g.channel FROM ladder_challenges c JOIN games g ON g.id = c.game \
                     WHERE c.thread_open = 1",
                    [],
                    |r| r.get::<_, i64>(0),
                )
                .ok()
                .map(|channel| channel as u64)
        })
        .await;
    let created = discord
        .rest
        .seen()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/threads")))
        .count();
    assert_eq!(created, 1, "{}", discord.log());

    let resigned = discord
        .ask(&events::command(
            &second,
            thread,
            "resign",
            vec![events::boolean("confirm", true)],
        ))
        .await;
    assert!(
        resigned.content().contains("takes place 2"),
        "{}",
        resigned.content()
    );
    assert_eq!(order(&discord), ids(&[0, 2, 3, 1]));

    let standings = discord
        .ask(&ladder_command(&player(0), "standings", Vec::new(), &[]))
        .await;
    assert!(
        standings.content().contains("LYNGK ladder Club Ladder"),
        "{}",
        standings.content()
    );
    let image = standings.board_file();
    assert!(image.filename.ends_with(".png"), "{}", image.filename);
}
