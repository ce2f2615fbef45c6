//! `/lyngk replay [game]` through the service on a real SQLite file: a finished game
//! for anyone, a live game only for its players and privately, unknown numbers refused.

use crate::common::said::{refused_with, text, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::Command;
use lyngk_rules::Variant;

fn gif_of(reply: &lyngk_bot::service::api::Reply) -> &lyngk_bot::service::api::Attachment {
    let file = reply.files.first().expect("the replay is attached");
    assert!(file.filename.ends_with("-replay.gif"), "{}", file.filename);
    assert_eq!(&file.bytes[..6], b"GIF89a");
    file
}

#[test]
fn a_live_game_replays_only_for_its_players_and_privately() {
    let h = Harness::new(3);
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..3 {
        let game = h.game();
        h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
    }
    let refused = h.ask(
        &carol(),
        Command::Replay {
            game: None,
            max_bytes: None,
        },
    );
    assert!(
        refused.ephemeral && refused.files.is_empty(),
        "{}",
        refused.text()
    );
    refused_with(
        &refused,
        "refusal-replay-live-game",
        &[("game", text(&format!("{} vs {}", first.name, second.name)))],
    );

    let reply = h.ask(
        &second,
        Command::Replay {
            game: None,
            max_bytes: None,
        },
    );
    assert!(
        reply.ephemeral,
        "a live game's replay is private: {}",
        reply.text()
    );
    let gif = gif_of(&reply);
    let description = gif.description.as_deref().expect("alt text");
    assert!(
        description.starts_with("Animated replay of game"),
        "{description}"
    );
    // Alt text is wording on purpose: it describes the animation in words.
    assert!(description.contains("3 turns"), "{description}");
}

#[test]
fn a_finished_game_replays_for_anyone_in_public_by_number() {
    let h = Harness::new(4);
    let (first, second) = h.start(Variant::Standard);
    let game = h.game();
    h.ask(
        mover(&game, &first, &second),
        move_command(some_move(&game)),
    );
    let resigned = h.ask(&first, Command::Resign { confirmed: true });
    assert!(!resigned.ephemeral, "{}", resigned.text());
    let id: i64 = h
        .db()
        .query_row("SELECT max(id) FROM games", [], |r| r.get(0))
        .unwrap();

    let reply = h.ask(
        &carol(),
        Command::Replay {
            game: Some(id),
            max_bytes: None,
        },
    );
    assert!(!reply.ephemeral, "{}", reply.text());
    reply.said_with("info-replay-finished", &[("game", Arg::Number(id))]);
    gif_of(&reply);

    let unknown = h.ask(
        &carol(),
        Command::Replay {
            game: Some(id + 100),
            max_bytes: None,
        },
    );
    assert!(
        unknown.ephemeral && unknown.files.is_empty(),
        "{}",
        unknown.text()
    );
    refused_with(
        &unknown,
        "refusal-no-such-game",
        &[("game", Arg::Number(id + 100))],
    );

    // Asked for in another channel of the server, the game is pointed to.
    let elsewhere = lyngk_bot::service::api::Place {
        channel: PLACE.channel + 3,
        ..PLACE
    };
    let replay = Command::Replay {
        game: Some(id),
        max_bytes: None,
    };
    let pointed = h.ask_in(elsewhere, &carol(), replay, None);
    assert!(pointed.ephemeral && pointed.files.is_empty());
    let channel = Arg::Channel(PLACE.channel);
    refused_with(
        &pointed,
        "refusal-game-elsewhere",
        &[("game", Arg::Number(id)), ("channel", channel)],
    );
}

/// The replay fits the upload limit of where it is posted (Discord's
/// `attachment_size_limit`), scaling down when the default size would not fit.
#[test]
fn a_replay_fits_the_upload_limit_it_is_given() {
    let h = Harness::new(6);
    let (first, second) = h.start(Variant::Standard);
    for _ in 0..6 {
        let game = h.game();
        h.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
    }
    let full = h.ask(
        &first,
        Command::Replay {
            game: None,
            max_bytes: None,
        },
    );
    let full_size = gif_of(&full).bytes.len();
    let limit = full_size * 2 / 3;
    let fitted = h.ask(
        &first,
        Command::Replay {
            game: None,
            max_bytes: Some(limit),
        },
    );
    let fitted_size = gif_of(&fitted).bytes.len();
    assert!(
        fitted_size <= limit,
        "{fitted_size} bytes for a limit of {limit} (unlimited: {full_size})"
    );
}
