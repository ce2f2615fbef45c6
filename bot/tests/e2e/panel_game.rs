//! A whole game played only by taps: the challenge's Accept button, then each turn by
//! the panel's Move button and the picker's selects (no typed move), both players,
//! with a claim, a LYNGK move, an answer in advance typed in the panel's modal, a
//! second device's press on a picker whose turn was played, and a press on a picker
//! left open when the game ended. Every request the bot sent is checked by the strict
//! stand-in (Components V2, selects, modals, callbacks) as it arrives.

use std::sync::Arc;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lyngk_bot::correspondence::picker::PickChoice;
use lyngk_bot::i18n::{Locale, Style};
use lyngk_bot::service::picker::{PickerRefusal, StaleReason};
use lyngk_rules::{Game, Turn};

use crate::e2e::channel_game::{expected_after, ChannelGame};
use crate::standin::events::{Interaction, User};
use crate::standin::{Discord, Seen, CHANNEL, EPHEMERAL, PATIENCE};

/// A game has at most 43 moves plus passes.
const MAX_TURNS: usize = 100;
const MODAL: u64 = 9;

/// Sends `interaction` and waits for its initial response (any callback type).
async fn tap(discord: &Discord, interaction: &Interaction) -> u64 {
    discord.send(interaction);
    let token = interaction.token.clone();
    let callback = discord
        .rest
        .wait_for(PATIENCE, "the initial response", |rest| {
            rest.for_token(&token)
                .into_iter()
                .find(|s| s.path.ends_with("/callback") && s.ok())
        })
        .await;
    callback.json()["type"].as_u64().unwrap()
}

/// The follow-up message sent with `token` (a played turn's panel).
async fn followup(discord: &Discord, token: &str) -> Arc<Seen> {
    discord
        .rest
        .wait_for(PATIENCE, "the follow-up", |rest| {
            rest.for_token(token)
                .into_iter()
                .find(|s| s.method == "POST" && s.path.contains("/webhooks/") && s.ok())
        })
        .await
}

/// The newest public V2 message in the channel: the game's panel.
fn latest_panel(discord: &Discord) -> (u64, serde_json::Value) {
    latest_panel_in(discord, CHANNEL)
}

/// The newest public V2 message in `channel`.
fn latest_panel_in(discord: &Discord, channel: u64) -> (u64, serde_json::Value) {
    let panel = discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.ok())
        .filter_map(|s| s.answer.clone())
        .filter(|a| a["channel_id"].as_str().and_then(|c| c.parse().ok()) == Some(channel))
        .rfind(|a| {
            let flags = a["flags"].as_u64().unwrap_or(0);
            flags & lyngk_standin::IS_COMPONENTS_V2 != 0 && flags & EPHEMERAL == 0
        })
        .expect("a panel in the channel");
    let id = panel["id"].as_str().unwrap().parse().unwrap();
    let body = discord.rest.world().message(id).unwrap().body.clone();
    (id, body)
}

/// The panel's button for `action` (`move`, `premove`, …).
fn panel_button(panel: &serde_json::Value, action: &str) -> String {
    lyngk_standin::components::all(&panel["components"])
        .into_iter()
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| id.starts_with(&format!("lyngk:panel:{action}:")))
        .unwrap_or_else(|| panic!("no {action} button on {panel}"))
        .to_owned()
}

/// The picker's control in message `id`: its select or its confirm button.
fn picker_control(discord: &Discord, id: u64) -> Option<serde_json::Value> {
    let body = discord.rest.world().message(id)?.body.clone();
    lyngk_standin::components::all(&body["components"])
        .into_iter()
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|c| c.starts_with("lp:"))
        })
        .cloned()
}

/// Opens a picker from the panel: its private message's id.
async fn open_picker(discord: &Discord, user: &User) -> u64 {
    open_picker_in(discord, CHANNEL, user).await
}

/// Opens a picker from the panel in `channel`.
async fn open_picker_in(discord: &Discord, channel: u64, user: &User) -> u64 {
    let (panel, body) = latest_panel_in(discord, channel);
    let press = discord
        .rest
        .press(user, panel, &panel_button(&body, "move"));
    assert_eq!(tap(discord, &press).await, 4, "a new private message");
    let picker = discord.rest.world().original_of(&press.token).unwrap();
    assert_eq!(discord.rest.world().is_ephemeral(picker), Some(true));
    picker
}

/// Walks the picker in message `picker` to `turn`; returns the taps (selects and the
/// confirm) and the confirm's token.
async fn pick(discord: &Discord, user: &User, picker: u64, turn: Turn) -> (usize, String) {
    for taps in 1.. {
        let control = picker_control(discord, picker).expect("a picker step");
        let id = control["custom_id"].as_str().unwrap().to_owned();
        if control["type"] == 2 {
            let confirm = discord.rest.press(user, picker, &id);
            assert_eq!(tap(discord, &confirm).await, 7, "the picker updated");
            return (taps, confirm.token);
        }
        let offered: Vec<&str> = control["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap())
            .collect();
        assert!(offered.len() <= 25, "{offered:?}");
        let value = offered
            .iter()
            .find(|value| PickChoice::decode(value).is_ok_and(|c| c.leads_to(turn)))
            .unwrap_or_else(|| panic!("{turn}: no step to it in {offered:?}"));
        let choice = discord.rest.choose(user, picker, &id, &[value]);
        assert_eq!(tap(discord, &choice).await, 7, "the next step in place");
    }
    unreachable!()
}

/// Plays `turn` for `user` by taps; returns the taps (Move, the steps, the confirm).
async fn play(discord: &Discord, user: &User, turn: Turn) -> usize {
    play_in(discord, CHANNEL, user, turn).await
}

/// Plays `turn` by taps on the panel in `channel`.
async fn play_in(discord: &Discord, channel: u64, user: &User, turn: Turn) -> usize {
    let picker = open_picker_in(discord, channel, user).await;
    let (steps, confirm) = pick(discord, user, picker, turn).await;
    let panel = followup(discord, &confirm).await;
    assert_eq!(
        panel.answer.as_ref().unwrap()["flags"].as_u64().unwrap() & EPHEMERAL,
        0
    );
    let picker_now = discord.rest.world().message(picker).unwrap().body.clone();
    let offers_next = lyngk_standin::components::all(&picker_now["components"])
        .into_iter()
        .any(|c| c["custom_id"] == lyngk_bot::discord::picker::NEXT_GAME);
    assert!(offers_next, "the played picker offers the next game");
    1 + steps
}

/// "Next game" on the picker of a turn just played: the player's other games; here
/// none waits for them.
async fn next_game(discord: &Discord, user: &User) {
    let picker = discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.ok() && s.path.ends_with("/callback") && s.json()["type"] == 4)
        .filter_map(|s| discord.rest.world().original_of(s.token()?))
        .rfind(|m| discord.rest.world().is_ephemeral(*m) == Some(true))
        .expect("a picker");
    let press = discord
        .rest
        .press(user, picker, lyngk_bot::discord::picker::NEXT_GAME);
    let answer = discord.ask(&press).await;
    assert!(answer.ephemeral());
    let none = lyngk_bot::i18n::Msg::new("next-game-none").format(Locale::En, Style::Discord);
    assert_eq!(answer.content(), none);
}

/// A tap on the picker in message `picker`, whatever its step shows (its first
/// option, or its confirm button).
async fn late_tap(discord: &Discord, user: &User, picker: u64) -> u64 {
    let control = picker_control(discord, picker).expect("a picker step");
    let id = control["custom_id"].as_str().unwrap().to_owned();
    let late = match control["options"][0]["value"].as_str() {
        Some(value) => discord.rest.choose(user, picker, &id, &[value]),
        None => discord.rest.press(user, picker, &id),
    };
    tap(discord, &late).await
}

/// The turn to play: a LYNGK move or a claim while none was played, else any.
fn choose(game: &Game, rng: &mut ChaCha8Rng, chain_seen: bool, claim_seen: bool) -> Turn {
    let legal = game.position().legal_turns();
    let is_chain =
        |t: &Turn| lyngk_render::chain_path(game.position(), *t).is_some_and(|p| p.len() > 2);
    if !chain_seen {
        if let Some(chain) = legal.iter().find(|t| is_chain(t)) {
            return *chain;
        }
    }
    if !claim_seen {
        if let Some(claim) = legal.iter().find(|t| t.claim.is_some()) {
            return *claim;
        }
    }
    *legal.choose(rng).unwrap()
}

/// Board, History, Moves of a stack and Resign: each answers the presser alone, in
/// the same words as the typed command, and leaves the panel as it is.
async fn panel_buttons_answer_privately(discord: &Discord, user: &User) {
    let (panel, body) = latest_panel(discord);
    for action in ["board", "history", "stack", "resign"] {
        let press = discord
            .rest
            .press(user, panel, &panel_button(&body, action));
        let answer = discord.ask(&press).await;
        assert!(answer.ephemeral(), "{action}: {}", answer.content());
        assert!(!answer.is_panel(), "{action}: a private answer is no panel");
        match action {
            "board" => assert!(answer.board().width() > 0),
            "resign" => assert!(
                answer
                    .buttons()
                    .iter()
                    .any(|b| b.starts_with("lyngk:resign:")),
                "resigning asks for a confirmation"
            ),
            _ => {}
        }
    }
    // Discord delivers a press twice (a resumed session): it is answered once.
    let press = discord
        .rest
        .press(user, panel, &panel_button(&body, "board"));
    discord.send(&press);
    let answer = discord.ask(&press).await;
    assert!(answer.ephemeral());
    let again = discord
        .rest
        .press(user, panel, &panel_button(&body, "history"));
    discord.ask(&again).await;
    let answers = discord
        .rest
        .for_token(&press.token)
        .iter()
        .filter(|s| s.path.ends_with("/callback"))
        .count();
    assert_eq!(answers, 1, "one answer to a press delivered twice");
    let unchanged = discord.rest.world().message(panel).unwrap().body.clone();
    assert_eq!(unchanged, body, "the panel stays as it is");
}

fn refusal_text(refusal: PickerRefusal) -> String {
    refusal.message().format(Locale::En, Style::Discord)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_buttons_and_selects_only() {
    let discord = Discord::start().await;
    let table = ChannelGame::new(CHANNEL, User::new(3401, "Alice"), User::new(3402, "Bob"));
    let (_challenge, accept) = table.open(&discord).await;
    assert!(accept.is_panel(), "the game opens with its panel");
    assert!(
        accept.board().width() > 0,
        "the board in the panel's media gallery"
    );
    panel_buttons_answer_privately(&discord, &table.challenger).await;
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    let (mut chain_seen, mut claim_seen, mut premoved) = (false, false, false);
    let mut taps = Vec::new();
    let mut second_device_tried = false;
    for _ in 0..MAX_TURNS {
        let stored = table.stored(&discord);
        let Some(game) = stored.game.clone() else {
            break;
        };
        if game.outcome().is_some() {
            break;
        }
        let mover = table.user(stored.to_move()).clone();
        let turn = choose(&game, &mut rng, chain_seen, claim_seen);
        let after = expected_after(&game, turn);
        if !premoved && game.turns().len() >= 4 && after.outcome().is_none() {
            // The waiting player answers in advance through the panel's modal.
            let waiting = table
                .user(stored.person(!game.position().to_move()))
                .clone();
            let answer = *after.position().legal_turns().choose(&mut rng).unwrap();
            let (panel, body) = latest_panel(&discord);
            let press = discord
                .rest
                .press(&waiting, panel, &panel_button(&body, "premove"));
            assert_eq!(tap(&discord, &press).await, MODAL);
            let line = format!("{turn} {answer}");
            let submit = discord
                .rest
                .submit(&waiting, &press.token, &[("line", &line)]);
            let stored_reply = discord.ask(&submit).await;
            assert!(stored_reply.ephemeral());
            let lines: i64 = discord
                .db()
                .query_row("SELECT COUNT(*) FROM premoves", [], |r| r.get(0))
                .unwrap();
            assert_eq!(lines, 1, "{}", stored_reply.content());
            taps.push(play(&discord, &mover, turn).await);
            let now = table.stored(&discord).game.unwrap();
            let expected = expected_after(&after, answer);
            assert_eq!(
                now.turns(),
                expected.turns(),
                "the answer was played at once"
            );
            premoved = true;
            continue;
        }
        if !second_device_tried && game.turns().len() >= 2 {
            // Two pickers open (two devices); the turn played on one, the other is out
            // of date and says so in place.
            let other = open_picker(&discord, &mover).await;
            taps.push(play(&discord, &mover, turn).await);
            assert_eq!(late_tap(&discord, &mover, other).await, 7);
            let shown = discord.rest.world().message(other).unwrap().body.clone();
            let played = table.stored(&discord).game.unwrap().turns()[game.turns().len()];
            assert_eq!(
                shown["content"].as_str().unwrap(),
                refusal_text(PickerRefusal::AlreadyPlayed { turn: played })
            );
            assert!(picker_control(&discord, other).is_none(), "no select left");
            second_device_tried = true;
        } else if after.outcome().is_some() {
            // The last turn: a picker left open meanwhile is stale once the game ends.
            let left_open = open_picker(&discord, &mover).await;
            taps.push(play(&discord, &mover, turn).await);
            assert_eq!(late_tap(&discord, &mover, left_open).await, 7);
            let shown = discord
                .rest
                .world()
                .message(left_open)
                .unwrap()
                .body
                .clone();
            assert_eq!(
                shown["content"].as_str().unwrap(),
                refusal_text(PickerRefusal::Stale(StaleReason::GameOver))
            );
        } else {
            taps.push(play(&discord, &mover, turn).await);
            if taps.len() == 1 {
                next_game(&discord, &mover).await;
            }
        }
        chain_seen |= lyngk_render::chain_path(game.position(), turn).is_some_and(|p| p.len() > 2);
        claim_seen |= turn.claim.is_some();
        let now = table.stored(&discord).game.unwrap();
        assert_eq!(now.turns(), after.turns(), "the picked turn was played");
    }
    let stored = table.stored(&discord);
    assert!(stored.game.unwrap().outcome().is_some(), "the game ended");
    assert!(chain_seen && claim_seen && premoved && second_device_tried);
    taps.sort_unstable();
    let median = taps[taps.len() / 2];
    println!(
        "taps per turn over {} turns: median {median}, worst {}",
        taps.len(),
        taps.last().unwrap()
    );
    let refused: Vec<_> = discord
        .rest
        .seen()
        .into_iter()
        .filter(|s| s.status == 400)
        .collect();
    assert!(
        refused.is_empty(),
        "the stand-in refused {:?}",
        refused
            .iter()
            .map(|s| (&s.path, &s.answer))
            .collect::<Vec<_>>()
    );
}

/// The stack step of a picker the player to move opens (choosing the first column
/// when the picker narrows by column first): its options.
async fn stack_options(discord: &Discord, table: &ChannelGame) -> Vec<serde_json::Value> {
    let stored = table.stored(discord);
    let mover = table.user(stored.to_move()).clone();
    let picker = open_picker(discord, &mover).await;
    let mut control = picker_control(discord, picker).expect("a step");
    if control["options"][0]["value"]
        .as_str()
        .is_some_and(|v| v.starts_with("c:"))
    {
        let id = control["custom_id"].as_str().unwrap().to_owned();
        // The column with the most stacks (one with a single stack goes straight on
        // to its landings): "Column C (4 stacks)".
        let stacks = |o: &serde_json::Value| -> u32 {
            let label = o["label"].as_str().unwrap();
            let digits: String = label.chars().filter(char::is_ascii_digit).collect();
            digits.parse().unwrap_or(0)
        };
        let options = control["options"].as_array().unwrap();
        let fullest = options.iter().max_by_key(|o| stacks(o)).unwrap();
        let column = fullest["value"].as_str().unwrap().to_owned();
        let choice = discord.rest.choose(&mover, picker, &id, &[&column]);
        assert_eq!(tap(discord, &choice).await, 7);
        control = picker_control(discord, picker).expect("the stack step");
    }
    control["options"].as_array().unwrap().clone()
}

/// Each option names the colour's letter, whatever the emoji beside it.
fn names_its_letter(option: &serde_json::Value, colour: lyngk_rules::Colour) {
    let label = option["label"].as_str().unwrap();
    assert!(label.contains(&format!("({})", colour.letter())), "{label}");
}

fn colour_named(name: &str) -> lyngk_rules::Colour {
    lyngk_rules::Colour::ALL
        .into_iter()
        .find(|c| name == format!("lyngk_{c:?}").to_lowercase())
        .unwrap_or_else(|| panic!("no colour {name}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pickers_pieces_are_the_applications_own_emojis() {
    let discord = Discord::start().await;
    discord
        .rest
        .wait_for(PATIENCE, "the piece emojis", |rest| {
            (rest.world().emoji_names().len() == 5).then_some(())
        })
        .await;
    let table = ChannelGame::new(CHANNEL, User::new(3411, "Alice"), User::new(3412, "Bob"));
    table.open(&discord).await;
    let options = stack_options(&discord, &table).await;
    for option in &options {
        let emoji = &option["emoji"];
        assert!(
            emoji["id"].as_str().is_some(),
            "an application emoji: {option}"
        );
        names_its_letter(option, colour_named(emoji["name"].as_str().unwrap()));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pieces_fall_back_to_unicode_when_no_emoji_can_be_made() {
    let mut discord = Discord::stand_ins().await;
    // The application is full: Discord refuses every new emoji (30008).
    let path = format!("applications/{}/emojis", crate::standin::APP_ID);
    let parts: Vec<&str> = path.split('/').collect();
    for n in 0..2000 {
        let body = serde_json::json!({"name": format!("other_{n}"), "image": "data:image/png;base64,iVBORw0KGgo="});
        let call = lyngk_standin::world::Call {
            method: "POST",
            parts: &parts,
            payload: &body,
            file_sizes: &[],
        };
        assert_eq!(discord.rest.world().answer(&call).0, 201);
    }
    discord.start_bot(&[]).await;
    discord
        .rest
        .wait_for(PATIENCE, "five refused emojis", |rest| {
            let refused = rest
                .seen()
                .iter()
                .filter(|s| s.method == "POST" && s.path.ends_with("/emojis") && s.status == 400)
                .count();
            (refused == 5).then_some(())
        })
        .await;
    let table = ChannelGame::new(CHANNEL, User::new(3421, "Alice"), User::new(3422, "Bob"));
    table.open(&discord).await;
    for option in stack_options(&discord, &table).await {
        let emoji = &option["emoji"];
        assert!(emoji["id"].is_null(), "{option}");
        let unicode = ["⚪", "🔵", "🔴", "🟢", "⚫"];
        let at = unicode
            .iter()
            .position(|u| emoji["name"] == *u)
            .unwrap_or_else(|| panic!("a Unicode piece: {option}"));
        names_its_letter(&option, lyngk_rules::Colour::ALL[at]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn threads_and_forum_posts_get_the_same_panel() {
    let discord = Discord::start().await;
    let cases = [
        (crate::standin::ChannelKind::Text, CHANNEL + 61),
        (crate::standin::ChannelKind::Forum, CHANNEL + 62),
    ];
    for (n, (kind, parent)) in cases.into_iter().enumerate() {
        discord.rest.set_channel(parent, kind);
        let (ann, ben) = (
            User::new(3431 + 2 * n as u64, "Ann"),
            User::new(3432 + 2 * n as u64, "Ben"),
        );
        let challenge = crate::standin::thread_challenge(&ann, parent, &ben);
        discord.ask(&challenge).await;
        let thread = discord.latest_game_channel(&ann).expect("a game thread");
        let facts = discord.rest.world().channel_facts(thread).unwrap();
        assert!(facts.kind.is_thread(), "{kind:?}");
        let table = ChannelGame::new(thread, ann, ben);
        let accept = table.open_in_place(&discord).await;
        assert!(accept.is_panel(), "{kind:?}: the game opens with its panel");
        let stored = table.stored(&discord);
        let game = stored.game.clone().unwrap();
        let mover = table.user(stored.to_move()).clone();
        let turn = game.position().legal_turns()[0];
        play_in(&discord, thread, &mover, turn).await;
        let now = table.stored(&discord).game.unwrap();
        assert_eq!(now.turns(), expected_after(&game, turn).turns(), "{kind:?}");
    }
}

/// The panel's link button, if it has one: its address.
fn page_link(panel: &serde_json::Value) -> Option<String> {
    lyngk_standin::components::all(&panel["components"])
        .into_iter()
        .find(|c| c["type"] == 2 && c["style"] == 5)
        .map(|button| button["url"].as_str().expect("a link's address").to_owned())
}

// With the pages' outside address given (`LYNGK_WEB_BASE_URL`), a published server's
// game panel carries a link button to the game's page (the strict stand-in checks the
// button as Discord would); none once the server's pages are off.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_published_servers_game_panel_links_the_games_page() {
    let base = "https://lyngk.example";
    let discord = Discord::start_with(&[("LYNGK_WEB_BASE_URL", base)]).await;
    let slug = "00c0ffee00c0ffee";
    let publish = |web: &str| {
        discord
            .db()
            .execute(
                "INSERT INTO guild_settings (guild, web, web_slug) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (guild) DO UPDATE SET web = ?2, web_slug = ?3",
                rusqlite::params![crate::standin::GUILD as i64, web, slug],
            )
            .unwrap();
    };
    let panel_of_a_new_game = |channel: u64| {
        let discord = &discord;
        async move {
            let table = ChannelGame::new(channel, User::new(3501, "Ann"), User::new(3502, "Ben"));
            let (_, accept) = table.open(discord).await;
            assert!(accept.is_panel(), "the game opens with its panel");
            let game: i64 = discord
                .db()
                .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
                .unwrap();
            (game, latest_panel_in(discord, channel).1)
        }
    };
    publish("public");
    let (game, panel) = panel_of_a_new_game(CHANNEL + 901).await;
    assert_eq!(
        page_link(&panel),
        Some(format!("{base}/g/{slug}-{game}")),
        "{panel}"
    );

    publish("off");
    let (_, panel) = panel_of_a_new_game(CHANNEL + 902).await;
    assert_eq!(page_link(&panel), None, "{panel}");
}
