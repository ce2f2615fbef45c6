//! Recorded INTERACTION_CREATE payloads, deserialised into serenity's types, must
//! translate into the service requests they stand for.

use lyngk_bot::discord::error::UserError;
use lyngk_bot::discord::translate::{self, Suggest, SuggestQuery};
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{Actor, Command, HelpTopic, Place, ReminderMode, Request};
use lyngk_bot::service::GameService;
use lyngk_rules::Variant;
use serde_json::{json, Value};
use serenity::all as serenity;
use serenity::Interaction;

const GUILD: u64 = 1_250_000_000_000_000_000;
const CHANNEL: u64 = 1_260_000_000_000_000_000;
const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

fn fixture(name: &str) -> Value {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn command(payload: Value) -> serenity::CommandInteraction {
    match serde_json::from_value::<Interaction>(payload).expect("a valid interaction") {
        Interaction::Command(command) | Interaction::Autocomplete(command) => command,
        other => panic!("not a command interaction: {:?}", other.kind()),
    }
}

fn component(payload: Value) -> serenity::ComponentInteraction {
    match serde_json::from_value::<Interaction>(payload).expect("a valid interaction") {
        Interaction::Component(press) => press,
        other => panic!("not a component interaction: {:?}", other.kind()),
    }
}

fn place() -> Place {
    Place {
        guild: Some(GUILD),
        channel: CHANNEL,
    }
}

fn alice() -> Actor {
    Actor {
        id: ALICE,
        name: "Ali".into(),
    }
}

/// The subcommand's options in a payload, for tests that vary them.
fn sub_options(payload: &mut Value) -> &mut Value {
    &mut payload["data"]["options"][0]["options"]
}

#[test]
fn challenge_names_opponent_variant_and_days() {
    let request = translate::request_from(&command(fixture("interaction_challenge.json")));
    let expected = Request {
        place: place(),
        // The server nickname wins over the global name and the username.
        actor: alice(),
        command: Command::Challenge {
            weekends_off: None,
            opponent: Some(Actor {
                id: BOB,
                name: "Bobby".into(),
            }),
            // Index 1 of the registered choices is "six"; index 2 of the days is 3 days.
            variant: Variant::Six,
            days_per_move: Some(3),
            rated: true,
        },
        interaction: Some(1_309_912_345_678_901_234),
        // The member's permissions (2248473465835073) lack Manage Server.
        actor_is_admin: false,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: Some(lyngk_bot::i18n::Locale::En),
    };
    assert_eq!(request, Ok(expected));
}

#[test]
fn manage_server_or_administrator_makes_an_admin() {
    let manage_guild = 1u64 << 5;
    let administrator = 1u64 << 3;
    for (bits, admin) in [
        (manage_guild, true),
        (administrator, true),
        (1 << 11, false),
    ] {
        let mut payload = fixture("interaction_challenge.json");
        payload["member"]["permissions"] = json!(bits.to_string());
        let request = translate::request_from(&command(payload)).unwrap();
        assert_eq!(request.actor_is_admin, admin, "{bits}");
    }
}

#[test]
fn unrated_challenge_and_league_group_subcommands() {
    let mut payload = fixture("interaction_challenge.json");
    // An option the command does not have is refused, not ignored.
    *sub_options(&mut payload) = json!([{"name": "foo", "type": 4, "value": 1}]);
    assert_eq!(
        translate::request_from(&command(payload.clone())),
        Err(UserError::UnknownOption("foo".into()))
    );
    *sub_options(&mut payload) = json!([{"name": "rated", "type": 5, "value": false}]);
    let request = translate::request_from(&command(payload.clone())).unwrap();
    assert!(matches!(
        request.command,
        Command::Challenge { rated: false, .. }
    ));

    // Admins create and start seasons through `/lyngk-admin league`.
    payload["data"]["name"] = json!("lyngk-admin");
    payload["data"]["options"] = json!([{"name": "league", "type": 2, "options": [
        {"name": "create", "type": 1, "options": [
            {"name": "name", "type": 3, "value": " Spring Cup "},
            {"name": "variant", "type": 4, "value": 1},
            {"name": "days_per_move", "type": 4, "value": 4},
            {"name": "double_round", "type": 5, "value": true}
        ]}
    ]}]);
    let request = translate::request_from(&command(payload.clone())).unwrap();
    assert_eq!(
        request.command,
        Command::LeagueCreate {
            name: "Spring Cup".into(),
            variant: Variant::Six,
            days_per_move: Some(7),
            double_round: true,
        }
    );
    for (top, sub, expected) in [
        ("lyngk", "join", Command::LeagueJoin { name: "Cup".into() }),
        (
            "lyngk",
            "leave",
            Command::LeagueLeave { name: "Cup".into() },
        ),
        (
            "lyngk-admin",
            "start",
            Command::LeagueStart { name: "Cup".into() },
        ),
        (
            "lyngk",
            "standings",
            Command::LeagueStandings { name: "Cup".into() },
        ),
    ] {
        payload["data"]["name"] = json!(top);
        payload["data"]["options"] = json!([{"name": "league", "type": 2, "options": [
            {"name": sub, "type": 1, "options": [{"name": "name", "type": 3, "value": "Cup"}]}
        ]}]);
        let request = translate::request_from(&command(payload.clone())).unwrap();
        assert_eq!(request.command, expected);
    }
    payload["data"]["name"] = json!("lyngk");
    payload["data"]["options"] = json!([{"name": "leaderboard", "type": 1, "options": []}]);
    let request = translate::request_from(&command(payload.clone())).unwrap();
    assert_eq!(request.command, Command::Leaderboard);
    payload["data"]["options"] = json!([{"name": "rating", "type": 1, "options": [
        {"name": "user", "type": 6, "value": BOB.to_string()}
    ]}]);
    let request = translate::request_from(&command(payload)).unwrap();
    assert_eq!(
        request.command,
        Command::Rating {
            user: Some(Actor {
                id: BOB,
                name: "Bobby".into()
            })
        }
    );
}

#[test]
fn challenge_without_options_is_an_open_standard_game() {
    let mut payload = fixture("interaction_challenge.json");
    *sub_options(&mut payload) = json!([]);
    let request = translate::request_from(&command(payload)).unwrap();
    assert_eq!(
        request.command,
        Command::Challenge {
            weekends_off: None,
            opponent: None,
            variant: Variant::Standard,
            days_per_move: None,
            rated: true,
        }
    );
}

#[test]
fn opponent_without_nickname_goes_by_global_name() {
    let mut payload = fixture("interaction_challenge.json");
    payload["data"]["resolved"]["members"][BOB.to_string()]["nick"] = Value::Null;
    let request = translate::request_from(&command(payload)).unwrap();
    let Command::Challenge { opponent, .. } = request.command else {
        panic!("not a challenge")
    };
    assert_eq!(opponent.unwrap().name, "Bob");
}

#[test]
fn a_bot_cannot_be_challenged() {
    let mut payload = fixture("interaction_challenge.json");
    payload["data"]["resolved"]["users"][BOB.to_string()]["bot"] = json!(true);
    let request = translate::request_from(&command(payload));
    assert_eq!(request, Err(UserError::BotOpponent));
}

#[test]
fn an_unknown_choice_index_is_reported_as_outdated() {
    let mut payload = fixture("interaction_challenge.json");
    sub_options(&mut payload)[1]["value"] = json!(7);
    let request = translate::request_from(&command(payload));
    assert_eq!(request, Err(UserError::OutdatedCommand));
}

#[test]
fn thread_flag_is_read() {
    let mut payload = fixture("interaction_challenge.json");
    assert!(!translate::wants_thread(&command(payload.clone())));
    sub_options(&mut payload)
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "thread", "type": 5, "value": true}));
    assert!(translate::wants_thread(&command(payload.clone())));
    // No thread opens inside a thread.
    payload["channel"]["type"] = json!(11);
    let inside = lyngk_bot::discord::threads::opening_in(&command(payload));
    assert!(matches!(inside, Err(UserError::ThreadInThread)));
}

#[test]
fn move_carries_trimmed_cells_and_claim() {
    let request = translate::request_from(&command(fixture("interaction_move.json"))).unwrap();
    assert_eq!(request.place, place());
    assert_eq!(request.actor, alice());
    assert_eq!(request.interaction, Some(1_309_912_345_678_905_555));
    assert_eq!(
        request.command,
        Command::Move {
            from: "c3".into(),
            to: "D4".into(),
            claim: Some("red".into())
        }
    );
}

#[test]
fn move_without_destination_is_a_missing_option() {
    let mut payload = fixture("interaction_move.json");
    sub_options(&mut payload).as_array_mut().unwrap().remove(1);
    let request = translate::request_from(&command(payload));
    assert_eq!(request, Err(UserError::MissingOption("to")));
}

#[test]
fn every_subcommand_without_options_translates() {
    let cases = [
        ("accept", Command::Accept),
        ("decline", Command::Decline),
        ("board", Command::Board),
        ("history", Command::History),
        ("resign", Command::Resign { confirmed: false }),
        ("rules", Command::Rules),
        (
            "help",
            Command::Help {
                topic: HelpTopic::Playing,
            },
        ),
        (
            "moves",
            Command::Moves {
                from: None,
                image: false,
            },
        ),
    ];
    for (name, expected) in cases {
        let mut payload = fixture("interaction_move.json");
        payload["data"]["options"] = json!([{"name": name, "type": 1, "options": []}]);
        let request = translate::request_from(&command(payload)).unwrap();
        assert_eq!(request.command, expected, "/lyngk {name}");
    }
}

#[test]
fn moves_takes_an_origin_and_the_image_flag() {
    let mut payload = fixture("interaction_move.json");
    payload["data"]["options"] = json!([{"name": "moves", "type": 1, "options": [
        {"name": "from", "type": 3, "value": "e5"},
        {"name": "image", "type": 5, "value": true}
    ]}]);
    let request = translate::request_from(&command(payload)).unwrap();
    assert_eq!(
        request.command,
        Command::Moves {
            from: Some("e5".into()),
            image: true
        }
    );
}

#[test]
fn an_unknown_subcommand_is_reported_as_outdated() {
    let mut payload = fixture("interaction_move.json");
    payload["data"]["options"] = json!([{"name": "teleport", "type": 1, "options": []}]);
    let request = translate::request_from(&command(payload));
    assert_eq!(request, Err(UserError::OutdatedCommand));
}

#[test]
fn autocomplete_on_landing_uses_the_typed_origin() {
    let query = translate::suggest_query(&command(fixture("interaction_autocomplete_to.json")));
    let expected = SuggestQuery {
        place: place(),
        user: ALICE,
        locale: Locale::En,
        suggest: Suggest::Landings {
            from: "c3".into(),
            partial: "d".into(),
        },
    };
    assert_eq!(query, Some(expected));
}

#[test]
fn autocomplete_on_origin_and_claim() {
    let mut payload = fixture("interaction_autocomplete_to.json");
    *sub_options(&mut payload) =
        json!([{"name": "from", "type": 3, "value": "c", "focused": true}]);
    let query = translate::suggest_query(&command(payload.clone())).unwrap();
    assert_eq!(
        query.suggest,
        Suggest::Origins {
            partial: "c".into()
        }
    );

    payload["data"]["options"] = json!([{"name": "claim", "type": 1, "options": [
        {"name": "colour", "type": 3, "value": "", "focused": true}
    ]}]);
    let query = translate::suggest_query(&command(payload)).unwrap();
    assert_eq!(query.suggest, Suggest::Claims { partial: "".into() });
}

#[test]
fn button_press_acts_for_the_presser_in_the_channel() {
    let press = component(fixture("interaction_button.json"));
    // A button from before ids carried the game: it means nothing any more.
    assert_eq!(press.data.custom_id, "lyngk:accept");
    assert_eq!(GameService::button_command(&press.data.custom_id), None);
    let command = GameService::button_command("lyngk:accept:12").unwrap();
    assert_eq!(command, Command::AcceptGame { game: 12 });
    let request = translate::request_from_component(&press, command);
    let expected = Request {
        place: place(),
        // No nickname: the global display name.
        actor: Actor {
            id: BOB,
            name: "Bob".into(),
        },
        command: Command::AcceptGame { game: 12 },
        interaction: Some(1_309_912_345_678_907_777),
        actor_is_admin: false,
        locale: lyngk_bot::i18n::Locale::En,
        server_locale: Some(lyngk_bot::i18n::Locale::En),
    };
    assert_eq!(request, expected);
}

/// The challenge payload turned into `/lyngk <name>` with `options`.
fn subcommand_payload(name: &str, options: Value) -> Value {
    let mut payload = fixture("interaction_challenge.json");
    if name == "server-settings" {
        // Registered under the admins' command (see registration.rs).
        payload["data"]["name"] = json!("lyngk-admin");
    }
    payload["data"]["options"][0]["name"] = json!(name);
    *sub_options(&mut payload) = options;
    payload
}

#[test]
fn clock_subcommands_translate_with_their_options() {
    let cases = [
        ("win-on-time", json!([]), Command::WinOnTime),
        ("abort", json!([]), Command::Abort),
        ("mygames", json!([]), Command::MyGames),
        (
            "vacation",
            json!([{"name": "days", "type": 4, "value": 3}]),
            Command::Vacation { days: 3 },
        ),
        (
            "settings",
            json!([{"name": "reminders", "type": 4, "value": 1},
                   {"name": "digest_hour", "type": 4, "value": 7}]),
            Command::Settings {
                digest_hour: Some(7),
                reminders: Some(ReminderMode::Digest),
                clock: Default::default(),
            },
        ),
        (
            "server-settings",
            json!([{"name": "auto_timeout", "type": 5, "value": true}]),
            Command::ServerSettings {
                weekends_off: None,
                auto_timeout: Some(true),
                language: None,
                web: None,
            },
        ),
    ];
    for (name, options, expected) in cases {
        let request = translate::request_from(&command(subcommand_payload(name, options))).unwrap();
        assert_eq!(request.command, expected, "{name}");
        assert!(
            !request.actor_is_admin,
            "the recorded member lacks Manage Server"
        );
    }
}

#[test]
fn manage_server_in_the_members_permissions_makes_an_admin() {
    let mut payload = subcommand_payload("server-settings", json!([]));
    let manage_guild = 1u64 << 5;
    payload["member"]["permissions"] = json!((2_248_473_465_835_073u64 | manage_guild).to_string());
    let request = translate::request_from(&command(payload)).unwrap();
    assert!(request.actor_is_admin);
}

/// `/lyngk replay` carries the upload limit of the channel it answers in (Discord's
/// `attachment_size_limit`, larger in boosted servers), so the GIF is made to fit it.
#[test]
fn replay_carries_the_interactions_upload_limit() {
    let mut payload = fixture("interaction_challenge.json");
    payload["data"]["options"][0]["name"] = json!("replay");
    *sub_options(&mut payload) = json!([{"name": "game", "type": 4, "value": 7}]);
    payload["attachment_size_limit"] = json!(52_428_800);
    let request = translate::request_from(&command(payload)).unwrap();
    assert_eq!(
        request.command,
        Command::Replay {
            game: Some(7),
            max_bytes: Some(52_428_800),
        }
    );
}
