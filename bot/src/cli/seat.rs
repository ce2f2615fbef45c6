//! The players of `lyngk match`: the built-in AI in process, or any LEP engine run as
//! a child process, and the faults that lose a game.

use lyngk_ai::{Ai, Kind, Limits};
use lyngk_rules::{PlayError, Position, Turn};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// A player as `--a`/`--b` name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spec {
    BuiltIn(Kind),
    /// An external LEP engine: the program and its arguments.
    Command(Vec<String>),
}

impl std::str::FromStr for Spec {
    type Err = String;

    fn from_str(text: &str) -> Result<Spec, String> {
        if let Some(command) = text.strip_prefix("cmd:") {
            let words: Vec<String> = command.split_whitespace().map(String::from).collect();
            if words.is_empty() {
                return Err("cmd: needs a program, e.g. cmd:./my-engine --fast".into());
            }
            return Ok(Spec::Command(words));
        }
        text.parse::<Kind>()
            .map(Spec::BuiltIn)
            .map_err(|e| format!("{e}, or cmd:PROGRAM ARGS"))
    }
}

impl std::fmt::Display for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spec::BuiltIn(kind) => write!(f, "{kind}"),
            Spec::Command(words) => write!(f, "cmd:{}", words.join(" ")),
        }
    }
}

/// Why a player lost a game by fault (LEP: faults).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    #[error("illegal turn {turn}: {error}")]
    Illegal { turn: String, error: String },
    #[error("answered after {0} ms")]
    Late(u128),
    #[error("the engine crashed or exited: {0}")]
    Crash(String),
    #[error("output that is not LEP: '{0}'")]
    Garbage(String),
}

/// Extra time an answer may take beyond its movetime (LEP: faults).
pub const GRACE: Duration = Duration::from_millis(200);

/// One side of a match.
pub trait Seat {
    /// A new game starts; `seed` makes the player's choices repeatable.
    fn new_game(&mut self, seed: u64) -> Result<(), Fault>;
    /// The player's turn in `position`, which has a turn other than a pass.
    fn choose(&mut self, position: &Position, movetime: Duration) -> Result<Turn, Fault>;
}

/// The player of `spec` using `threads` search threads; an external engine starts
/// with the first game, so that a failure to start loses that game.
pub fn open(spec: &Spec, threads: usize) -> Box<dyn Seat + Send> {
    match spec {
        Spec::BuiltIn(kind) => Box::new(InProcess {
            ai: Ai::new(*kind, 0),
            threads,
        }),
        Spec::Command(words) => Box::new(External {
            words: words.clone(),
            threads,
            process: None,
        }),
    }
}

struct InProcess {
    ai: Ai,
    threads: usize,
}

impl Seat for InProcess {
    fn new_game(&mut self, seed: u64) -> Result<(), Fault> {
        self.ai.new_game(seed);
        Ok(())
    }

    fn choose(&mut self, position: &Position, movetime: Duration) -> Result<Turn, Fault> {
        let limits = Limits {
            threads: self.threads,
            ..Limits::movetime(movetime)
        };
        self.ai
            .choose(position, &limits)
            .map(|choice| choice.turn)
            .ok_or_else(|| Fault::Crash("no turn in a position that has one".into()))
    }
}

/// What the reader thread passes on from the engine's standard output.
enum Line {
    Text(String),
    Closed,
}

/// An external engine; restarted after a fault, since its state is then unknown.
struct External {
    words: Vec<String>,
    threads: usize,
    process: Option<(Child, ChildStdin, Receiver<Line>)>,
}

/// How long an engine may take to start and to answer `isready`.
const HANDSHAKE: Duration = Duration::from_secs(10);

impl External {
    fn spawn(&mut self) -> Result<(), Fault> {
        let mut child = Command::new(&self.words[0])
            .args(&self.words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| Fault::Crash(format!("cannot start {}: {e}", self.words[0])))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(Line::Text(line)).is_err() {
                    return;
                }
            }
            let _ = sender.send(Line::Closed);
        });
        self.process = Some((child, stdin, lines));
        self.send("lep")?;
        self.expect_line(Instant::now() + HANDSHAKE, |line| {
            (line == "lepok")
                .then_some(())
                .ok_or(line.starts_with("id "))
        })
        .map_err(|fault| silent_as_crash(fault, "lep"))?;
        self.send(&format!("setoption threads {}", self.threads))?;
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), Fault> {
        let (_, stdin, _) = self.process.as_mut().expect("a running engine");
        writeln!(stdin, "{line}")
            .and_then(|_| stdin.flush())
            .map_err(|e| Fault::Crash(format!("writing to the engine: {e}")))
    }

    /// Reads lines until `accept` takes one (`Ok`), skips it (`Err(true)`) or calls it
    /// garbage (`Err(false)`), or until `deadline`.
    fn expect_line<T>(
        &mut self,
        deadline: Instant,
        accept: impl Fn(&str) -> Result<T, bool>,
    ) -> Result<T, Fault> {
        let (_, _, lines) = self.process.as_mut().expect("a running engine");
        loop {
            let wait = deadline.saturating_duration_since(Instant::now());
            match lines.recv_timeout(wait) {
                Ok(Line::Text(line)) => match accept(line.trim()) {
                    Ok(value) => return Ok(value),
                    Err(true) => continue,
                    Err(false) => return Err(Fault::Garbage(shorten(&line))),
                },
                Ok(Line::Closed) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(Fault::Crash("its output ended".into()))
                }
                Err(RecvTimeoutError::Timeout) => return Err(Fault::Late(0)),
            }
        }
    }

    fn kill(&mut self) {
        if let Some((mut child, _, _)) = self.process.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    fn ask(&mut self, position: &Position, movetime: Duration) -> Result<Turn, Fault> {
        let started = Instant::now();
        self.send(&format!("position {position}"))?;
        self.send(&format!("go movetime {}", movetime.as_millis()))?;
        let answer = self.expect_line(started + movetime + GRACE, |line| {
            if let Some(turn) = line.strip_prefix("bestturn ") {
                Ok(turn.trim().to_string())
            } else {
                Err(line.starts_with("info") || line.is_empty())
            }
        });
        let text = match answer {
            Err(Fault::Late(_)) => return Err(Fault::Late(started.elapsed().as_millis())),
            other => other?,
        };
        text.parse::<Turn>().map_err(|e| Fault::Illegal {
            turn: shorten(&text),
            error: e.to_string(),
        })
    }
}

impl Seat for External {
    fn new_game(&mut self, seed: u64) -> Result<(), Fault> {
        if self.process.is_none() {
            self.spawn()?;
        }
        let result = self.send(&format!("setoption seed {seed}")).and_then(|_| {
            self.send("newgame")?;
            self.send("isready")?;
            self.expect_line(Instant::now() + HANDSHAKE, |line| {
                (line == "readyok")
                    .then_some(())
                    .ok_or(line.starts_with("error"))
            })
            .map_err(|fault| silent_as_crash(fault, "isready"))
        });
        if result.is_err() {
            self.kill();
        }
        result
    }

    fn choose(&mut self, position: &Position, movetime: Duration) -> Result<Turn, Fault> {
        let result = self.ask(position, movetime);
        if result.is_err() {
            self.kill();
        }
        result
    }
}

impl Drop for External {
    fn drop(&mut self) {
        if self.process.is_some() {
            let _ = self.send("quit");
            if let Some((mut child, _, _)) = self.process.take() {
                let deadline = Instant::now() + Duration::from_secs(1);
                while Instant::now() < deadline {
                    if let Ok(Some(_)) = child.try_wait() {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

/// Checks a player's turn against the rules: a fault if illegal.
pub fn check(position: &Position, turn: Turn) -> Result<Position, Fault> {
    position
        .play(turn)
        .map_err(|error: PlayError| Fault::Illegal {
            turn: turn.to_string(),
            error: error.to_string(),
        })
}

/// No answer to a handshake command within [`HANDSHAKE`] counts as a crash.
fn silent_as_crash(fault: Fault, command: &str) -> Fault {
    match fault {
        Fault::Late(_) => Fault::Crash(format!("no answer to '{command}' within {HANDSHAKE:?}")),
        other => other,
    }
}

fn shorten(text: &str) -> String {
    text.chars().take(60).collect()
}
