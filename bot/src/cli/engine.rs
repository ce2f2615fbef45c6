//! `lyngk engine`: the AI over LEP, the line protocol of docs/engine-protocol.md.

use clap::Args;
use lyngk_ai::{Ai, Choice, Kind, Limits, MAX_LEVEL};
use lyngk_rules::{Position, Turn};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct EngineArgs {
    /// Strength, 1 (gentle) to 5 (strongest).
    #[arg(long, default_value_t = MAX_LEVEL, value_parser = clap::value_parser!(u8).range(1..=MAX_LEVEL as i64))]
    level: u8,
    /// Play as another kind instead: random, greedy, uct or ai:N.
    #[arg(long)]
    player: Option<Kind>,
}

/// Writes one protocol line to standard output at once.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// A search running on its own thread, with the flag that ends it early.
struct Running {
    handle: JoinHandle<()>,
    stop: Arc<AtomicBool>,
}

struct Engine {
    ai: Arc<Mutex<Ai>>,
    seed: u64,
    threads: usize,
    position: Option<Position>,
    running: Option<Running>,
    /// `go` commands so far: the number of the latest search.
    gos: usize,
    /// Shared with the reader of the input, so that `stop` and `quit` end a search
    /// even while a command before them waits for it.
    stops: Arc<Mutex<Stops>>,
}

/// Which searches `stop` and `quit` end. Searches are numbered by their `go` line in
/// the input, from 1; a `stop` ends every search started by a line before it.
#[derive(Default)]
struct Stops {
    /// Searches up to this number are to stop.
    up_to: usize,
    /// The search going on: its number and flag.
    current: Option<(usize, Arc<AtomicBool>)>,
}

impl Stops {
    /// Ends the searches of the first `gos` go lines, the one going on included.
    fn stop_up_to(&mut self, gos: usize) {
        self.up_to = self.up_to.max(gos);
        if let Some((number, flag)) = &self.current {
            if *number <= self.up_to {
                flag.store(true, Ordering::Relaxed);
            }
        }
    }

    /// Registers search `number` and its flag, set at once if a `stop` came already.
    fn start(&mut self, number: usize, flag: Arc<AtomicBool>) {
        if number <= self.up_to {
            flag.store(true, Ordering::Relaxed);
        }
        self.current = Some((number, flag));
    }
}

/// The longest `go movetime` taken, in milliseconds: a day.
const MAX_MOVETIME_MS: u64 = 24 * 3600 * 1000;

pub fn engine(args: EngineArgs) -> anyhow::Result<()> {
    let kind = args.player.unwrap_or(Kind::Level(args.level));
    let mut engine = Engine {
        ai: Arc::new(Mutex::new(Ai::new(kind, 0))),
        seed: 0,
        threads: 1,
        position: None,
        running: None,
        gos: 0,
        stops: Arc::default(),
    };
    // Lines are read on their own thread so that `stop` and `quit` reach a search.
    let (lines, commands) = mpsc::channel::<Option<String>>();
    let stops = engine.stops.clone();
    std::thread::spawn(move || read_lines(&lines, &stops));
    for line in commands {
        let Some(line) = line else {
            say("error the line is not UTF-8 text");
            continue;
        };
        if !engine.handle(line.trim()) {
            break;
        }
    }
    std::process::exit(0);
}

/// Sends each input line (`None` for one that is not UTF-8) until the input ends. A
/// `stop` or `quit` also ends the searches of the lines before it at once, as a
/// command between may be waiting for them.
fn read_lines(lines: &mpsc::Sender<Option<String>>, stops: &Mutex<Stops>) {
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    let mut gos = 0;
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8(bytes.clone()).ok();
        match line.as_deref().map(command_word) {
            Some("go") => gos += 1,
            Some("stop" | "quit") => stops.lock().expect("stops").stop_up_to(gos),
            _ => {}
        }
        if lines.send(line).is_err() {
            break;
        }
    }
}

/// The first word of a line: its command.
fn command_word(line: &str) -> &str {
    let line = line.trim();
    line.split_once(' ').map_or(line, |(command, _)| command)
}

impl Engine {
    /// Answers one command; `false` on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        if command == "go" {
            self.gos += 1;
        }
        match command {
            "" => {}
            "quit" => return false,
            "stop" => self.finish(true),
            "isready" => {
                self.finish(false);
                say("readyok");
            }
            "lep" => {
                let kind = self.ai.lock().expect("ai").kind();
                say(&format!(
                    "id name lyngk-ai {} {kind}",
                    env!("CARGO_PKG_VERSION")
                ));
                say("id author the LYNGK bot team");
                say("lepok");
            }
            "setoption" => {
                self.finish(false);
                self.set_option(rest);
            }
            "newgame" => {
                self.finish(false);
                self.position = None;
                self.ai.lock().expect("ai").new_game(self.seed);
            }
            "position" => {
                self.finish(false);
                match rest.parse::<Position>() {
                    Ok(position) => self.position = Some(position),
                    // None is left: a `go` after it must not answer for the one before.
                    Err(error) => {
                        self.position = None;
                        say(&format!("error {error}"));
                    }
                }
            }
            "go" => {
                self.finish(false);
                self.go(rest);
            }
            _ => say("error unknown command"),
        }
        true
    }

    fn set_option(&mut self, text: &str) {
        let mut words = text.split_whitespace();
        let (name, value) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
        let number = value.parse::<u64>();
        match (name.to_ascii_lowercase().as_str(), number) {
            ("threads", Ok(n)) if n >= 1 => self.threads = n as usize,
            ("seed", Ok(n)) => self.seed = n,
            ("level", Ok(n)) if (1..=u64::from(MAX_LEVEL)).contains(&n) => {
                *self.ai.lock().expect("ai") = Ai::new(Kind::Level(n as u8), self.seed);
            }
            ("threads" | "seed" | "level", _) => {
                say(&format!("error bad value '{value}' for {name}"))
            }
            _ => say(&format!("error unknown option {name}")),
        }
    }

    /// Starts a search for `go movetime <ms>` or `go nodes <n>`.
    fn go(&mut self, text: &str) {
        let Some(position) = self.position else {
            return say("error no position");
        };
        let limits = match parse_go(text) {
            Ok(limits) => limits,
            Err(error) => return say(&format!("error {error}")),
        };
        let stop = Arc::new(AtomicBool::new(false));
        self.stops
            .lock()
            .expect("stops")
            .start(self.gos, stop.clone());
        let limits = Limits {
            threads: self.threads,
            stop: Some(stop.clone()),
            ..limits
        };
        let ai = self.ai.clone();
        let handle = std::thread::spawn(move || {
            let started = Instant::now();
            let choice = ai.lock().expect("ai").choose(&position, &limits);
            announce(choice, started.elapsed());
        });
        self.running = Some(Running { handle, stop });
    }

    /// Waits for a running search to answer, ending it first when `stop`.
    fn finish(&mut self, stop: bool) {
        if let Some(running) = self.running.take() {
            if stop {
                running.stop.store(true, Ordering::Relaxed);
            }
            let _ = running.handle.join();
        }
    }
}

fn parse_go(text: &str) -> Result<Limits, String> {
    let mut words = text.split_whitespace();
    let (what, amount) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let amount: u64 = amount
        .parse()
        .map_err(|_| format!("go needs a number after '{what}'"))?;
    match what {
        "movetime" if amount > MAX_MOVETIME_MS => {
            Err(format!("movetime is at most {MAX_MOVETIME_MS} ms (a day)"))
        }
        "movetime" => Ok(Limits::movetime(Duration::from_millis(amount))),
        "nodes" => Ok(Limits::nodes(amount.max(1))),
        _ => Err("go takes movetime <ms> or nodes <n>".to_string()),
    }
}

fn announce(choice: Option<Choice>, elapsed: Duration) {
    let Some(choice) = choice else {
        // The game is over: no turn exists, so the only honest answer is a pass.
        return say(&format!("bestturn {}", Turn::PASS));
    };
    let nps = (choice.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64;
    let mut info = format!("info nodes {} nps {nps}", choice.nodes);
    if let Some(winrate) = choice.winrate {
        info.push_str(&format!(" winrate {winrate:.3}"));
    }
    say(&info);
    say(&format!("bestturn {}", choice.turn));
}
