//! `lyngk render --replay RECORD -o game.gif` on the record `/lyngk history` attaches,
//! from a game played through the service on a real SQLite file. The binary's output
//! is text by nature: read as such.

use crate::common::*;
use lyngk_bot::service::api::Command;
use lyngk_rules::Variant;
use std::process::Command as Process;

#[test]
fn a_history_record_replays_as_an_animated_gif() {
    let harness = Harness::new(9);
    let (first, second) = harness.start(Variant::Standard);
    for _ in 0..6 {
        let game = harness.game();
        let reply = harness.ask(
            mover(&game, &first, &second),
            move_command(some_move(&game)),
        );
        assert!(!reply.ephemeral, "{}", reply.text());
    }
    let history = harness.ask(&first, Command::History);
    let record = history.files.first().expect("the record is attached");
    let dir = tempfile::tempdir().unwrap();
    let record_path = dir.path().join(&record.filename);
    std::fs::write(&record_path, &record.bytes).unwrap();
    let gif_path = dir.path().join("game.gif");
    let output = Process::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["render", "--replay"])
        .arg(&record_path)
        .arg("-o")
        .arg(&gif_path)
        .output()
        .expect("lyngk runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout} {}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Title, start, turns 1..5, the final position: 8 pictures.
    assert!(stdout.contains("8 frames"), "{stdout}");
    assert!(stdout.contains("alt text: LYNGK board, turn 7"), "{stdout}");
    let gif = std::fs::read(&gif_path).unwrap();
    assert_eq!(&gif[..6], b"GIF89a");

    // A record that is not one fails with a message and writes nothing.
    std::fs::write(&record_path, "hello").unwrap();
    let bad = dir.path().join("bad.gif");
    let output = Process::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["render", "--replay"])
        .arg(&record_path)
        .arg("-o")
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a /lyngk history record"));
    assert!(!bad.exists());
}
