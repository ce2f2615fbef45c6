//! `lyngk engine` driven over LEP as a child process, as a match harness or GUI would.

use lyngk_rules::{Position, Turn};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

const START: &str = "K/I,I,K,W/B,I,I,B,B,G,W/G,I,W,K,R,R/B,B,R,G,B,G,R/R,R,I,K,G,B/R,G,R,K,G,B,K/K,G,I,K/I 1 -/- 0/0 standard";

/// Long enough for any answer of a test build; a hang fails instead of blocking.
const PATIENCE: Duration = Duration::from_secs(60);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("lyngk engine starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = sender.send(line);
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("engine reads");
        self.stdin.flush().expect("flush");
    }

    fn line(&self) -> String {
        self.lines.recv_timeout(PATIENCE).expect("an answer")
    }

    /// Reads `info` lines up to `bestturn`; returns the turn.
    fn best_turn(&self) -> Turn {
        loop {
            let line = self.line();
            if let Some(turn) = line.strip_prefix("bestturn ") {
                return turn.parse().expect("a turn in notation");
            }
            assert!(
                line.starts_with("info "),
                "only info before bestturn: {line}"
            );
        }
    }

    fn think(&mut self, lpn: &str, go: &str) -> Turn {
        self.send(&format!("position {lpn}"));
        self.send(go);
        self.best_turn()
    }
}

#[test]
fn the_handshake_names_the_engine_and_ends_with_lepok() {
    let mut engine = Engine::start(&["--level", "3"]);
    engine.send("lep");
    let name = engine.line();
    assert!(
        name.starts_with("id name lyngk-ai") && name.contains("ai:3"),
        "{name}"
    );
    assert!(engine.line().starts_with("id author"));
    assert_eq!(engine.line(), "lepok");
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
}

#[test]
fn go_nodes_answers_a_legal_turn_the_same_for_the_same_seed() {
    let mut engine = Engine::start(&["--level", "4"]);
    engine.send("setoption threads 1");
    engine.send("setoption seed 9");
    engine.send("newgame");
    let first = engine.think(START, "go nodes 300");
    let start: Position = START.parse().unwrap();
    assert!(start.play(first).is_ok(), "{first} is legal");
    engine.send("newgame");
    assert_eq!(
        engine.think(START, "go nodes 300"),
        first,
        "same seed, same turn"
    );
    let after = start.play(first).unwrap();
    let reply = engine.think(&after.to_string(), "go movetime 100");
    assert!(after.play(reply).is_ok(), "{reply} is legal");
}

#[test]
fn mistakes_get_errors_and_the_engine_carries_on() {
    let mut engine = Engine::start(&[]);
    engine.send("frobnicate");
    assert_eq!(engine.line(), "error unknown command");
    engine.send("setoption hash 64");
    assert_eq!(engine.line(), "error unknown option hash");
    engine.send("go nodes 10");
    assert_eq!(engine.line(), "error no position");
    engine.send("position K/I 1 -/- 0/0 standard");
    assert!(engine.line().starts_with("error "));
    engine.send("position ");
    assert!(engine.line().starts_with("error "));
    engine.send(&format!("position {START}"));
    engine.send("go sideways 5");
    assert!(engine.line().starts_with("error "));
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
}

#[test]
fn stop_ends_a_long_search_with_a_turn_and_quit_exits() {
    let mut engine = Engine::start(&["--level", "5"]);
    engine.send(&format!("position {START}"));
    engine.send("go movetime 600000");
    // The engine reads its lines in order: the search is running when `stop` arrives,
    // and a search always does a few iterations before it looks at the flag.
    engine.send("stop");
    let turn = engine.best_turn();
    assert!(START.parse::<Position>().unwrap().play(turn).is_ok());
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
    engine.send("go movetime 600000");
    engine.send("quit");
    let status = engine
        .child
        .wait()
        .expect("the engine exits while thinking");
    assert!(status.success());
}

/// Waits for the engine to exit, failing (and killing it) after [`PATIENCE`].
fn exits_within_patience(engine: &mut Engine) -> std::process::ExitStatus {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        if let Some(status) = engine.child.try_wait().expect("wait") {
            return status;
        }
        if std::time::Instant::now() > deadline {
            let _ = engine.child.kill();
            panic!("the engine did not exit");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_failed_position_leaves_none_in_force() {
    let mut engine = Engine::start(&[]);
    engine.send(&format!("position {START}"));
    engine.send("position K/I 1 -/- 0/0 standard");
    assert!(engine.line().starts_with("error "));
    engine.send("go nodes 10");
    assert_eq!(engine.line(), "error no position");
}

#[test]
fn a_movetime_beyond_a_day_is_refused() {
    let mut engine = Engine::start(&[]);
    engine.send(&format!("position {START}"));
    engine.send("go movetime 18446744073709551615");
    let line = engine.line();
    assert!(line.starts_with("error movetime is at most"), "{line}");
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
}

/// `isready` waits for the search; a `quit` sent after it still ends the search,
/// and the engine answers in order and exits.
#[test]
fn quit_after_a_waiting_command_ends_the_search_and_exits() {
    let mut engine = Engine::start(&["--level", "5"]);
    engine.send(&format!("position {START}"));
    engine.send("go movetime 600000");
    engine.send("isready");
    engine.send("quit");
    let turn = engine.best_turn();
    assert!(START.parse::<Position>().unwrap().play(turn).is_ok());
    assert_eq!(engine.line(), "readyok");
    assert!(exits_within_patience(&mut engine).success());
}

#[test]
fn a_line_that_is_not_utf8_gets_an_error_and_the_engine_goes_on() {
    let mut engine = Engine::start(&[]);
    engine.stdin.write_all(b"position \xff\xfe\n").unwrap();
    engine.stdin.flush().unwrap();
    assert_eq!(engine.line(), "error the line is not UTF-8 text");
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
}
