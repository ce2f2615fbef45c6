//! `lyngk play`: the game service in a terminal. Each input line is a command as a
//! player would type it in Discord, optionally prefixed with the acting player's name:
//! `alice: /lyngk move c3 d4 claim:red`. Replies are printed, images written to a folder.
//!
//! Channels: lines act in channel 1 until `/lyngk channel <id>` switches; a line
//! starting with `#<id> ` acts in channel `<id>` once. A league start opens each game
//! in a "thread" numbered `1000 + game id`, printed with its opening message.
//! Everyone is a server admin here (it is your own terminal).

use crate::service::api::{Actor, Attachment, Command, Place, ReminderMode, Reply, Request};
use crate::service::GameService;
use lyngk_rules::Variant;
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// The channel lines act in until `/lyngk channel` switches.
const FIRST_CHANNEL: u64 = 1;
/// League threads are channels `THREAD_BASE + game id`: unique, and short to type.
const THREAD_BASE: u64 = 1000;

/// A parsed input line: who, and what (or nothing for blank and comment lines).
#[derive(Debug, PartialEq, Eq)]
pub struct Line {
    pub actor: Option<String>,
    pub command: Command,
}

/// Why a line is not a command.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("unknown command '{0}': try help")]
    UnknownCommand(String),
    #[error("{command} needs {what}")]
    Missing {
        command: &'static str,
        what: &'static str,
    },
    #[error("unknown variant '{0}': standard or six")]
    Variant(String),
    #[error("days per move must be a whole number, not '{0}'")]
    Days(String),
    #[error("unexpected '{0}'")]
    Unexpected(String),
    #[error("a channel is a number, like channel 1001, not '{0}'")]
    Channel(String),
    #[error("{what} must be a whole number, not '{given}'")]
    Number { what: &'static str, given: String },
    #[error("reminders are channel, digest or off, not '{0}'")]
    Reminders(String),
    #[error("auto_timeout is true or false, not '{0}'")]
    Flag(String),
}

/// Where a line acts: a channel switch, or a line (once in another channel with a
/// `#<id>` prefix).
#[derive(Debug, PartialEq, Eq)]
pub enum Routing<'a> {
    Switch(u64),
    Line { channel: Option<u64>, rest: &'a str },
}

fn parse_channel(text: &str) -> Result<u64, LineError> {
    text.trim_start_matches('#')
        .parse()
        .map_err(|_| LineError::Channel(text.to_string()))
}

/// Reads the terminal-only channel parts of a line. `# comment` (a space or no digit
/// after `#`) stays a comment.
pub fn route(line: &str) -> Result<Routing<'_>, LineError> {
    let line = line.trim();
    let mut channel = None;
    let mut rest = line;
    if let Some(after) = line.strip_prefix('#') {
        if after.starts_with(|c: char| c.is_ascii_digit()) {
            let (id, tail) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
            channel = Some(parse_channel(id)?);
            rest = tail.trim();
        }
    }
    let (_, command) = split_actor(rest);
    let mut words = command.split_whitespace();
    let mut first = words.next();
    if first.is_some_and(is_command_name) {
        first = words.next();
    }
    if first.is_some_and(|w| w.trim_start_matches('/').eq_ignore_ascii_case("channel")) {
        let id = words.next().ok_or(LineError::Missing {
            command: "channel",
            what: "a channel number, like channel 1001",
        })?;
        return Ok(Routing::Switch(parse_channel(id)?));
    }
    Ok(Routing::Line { channel, rest })
}

/// A stable fake user id for a name (FNV-1a of the lower-cased name), so a reopened
/// database recognises the same players. Kept below 2^53 to look like a snowflake.
pub fn user_id(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.to_lowercase().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    (hash >> 11).max(1)
}

/// `/lyngk` or `/lyngk-admin` (the server managers' commands, as on Discord): the
/// subcommand follows.
fn is_command_name(word: &str) -> bool {
    word.eq_ignore_ascii_case("/lyngk") || word.eq_ignore_ascii_case("/lyngk-admin")
}

/// Splits `alice: /lyngk move c3 d4` into the name and the rest. A name is one word
/// before the first `:` (so `claim:red` in the arguments is not taken for one).
fn split_actor(line: &str) -> (Option<&str>, &str) {
    if let Some((name, rest)) = line.split_once(':') {
        let name = name.trim();
        if !name.is_empty() && !name.starts_with('/') && !name.contains(char::is_whitespace) {
            return (Some(name), rest.trim());
        }
    }
    (None, line.trim())
}

/// Parses one line; `Ok(None)` for blank lines and `#` comments.
pub fn parse_line(line: &str) -> Result<Option<Line>, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (actor, rest) = split_actor(line);
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    if words.first().copied().is_some_and(is_command_name) {
        words.remove(0);
    }
    let Some((&name, args)) = words.split_first() else {
        return Ok(None);
    };
    let command = parse_command(name.trim_start_matches('/'), args)?;
    Ok(Some(Line {
        actor: actor.map(str::to_string),
        command,
    }))
}

/// Splits arguments into positional ones and `key:value` options.
fn split_options<'a>(args: &[&'a str]) -> (Vec<&'a str>, BTreeMap<String, &'a str>) {
    let mut positional = Vec::new();
    let mut options = BTreeMap::new();
    for arg in args {
        match arg.split_once(':') {
            Some((key, value)) if !key.is_empty() && !value.is_empty() => {
                options.insert(key.to_lowercase(), value);
            }
            _ => positional.push(*arg),
        }
    }
    (positional, options)
}

fn parse_command(name: &str, args: &[&str]) -> Result<Command, LineError> {
    let (positional, options) = split_options(args);
    let unexpected = |extra: &[&str]| match extra.first() {
        Some(word) => Err(LineError::Unexpected(word.to_string())),
        None => Ok(()),
    };
    let command = match name.to_lowercase().as_str() {
        "challenge" => return parse_challenge(&positional, &options),
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "board" => Command::Board,
        "history" => Command::History,
        "resign" => Command::Resign,
        "rules" => Command::Rules,
        "help" => Command::Help,
        "claim" => {
            let colour = positional
                .first()
                .copied()
                .or(options.get("colour").copied());
            let colour = colour.ok_or(LineError::Missing {
                command: "claim",
                what: "a colour, like claim red",
            })?;
            unexpected(positional.get(1..).unwrap_or(&[]))?;
            Command::Claim {
                colour: colour.to_string(),
            }
        }
        "move" => return parse_move(&positional, &options),
        "rating" => Command::Rating {
            user: positional.first().map(|name| {
                let name = name.trim_start_matches('@');
                Actor {
                    id: user_id(name),
                    name: name.to_string(),
                }
            }),
        },
        "leaderboard" => Command::Leaderboard,
        "stats" => Command::Stats,
        "league" => return parse_league(&positional, &options),
        "rematch" => {
            let game = positional.first().ok_or(LineError::Missing {
                command: "rematch",
                what: "the finished game's number, like rematch 12",
            })?;
            Command::Rematch {
                game: game
                    .trim_start_matches('#')
                    .parse()
                    .map_err(|_| LineError::Unexpected(game.to_string()))?,
            }
        }
        "win-on-time" => Command::WinOnTime,
        "abort" => Command::Abort,
        "mygames" => Command::MyGames,
        "vacation" => {
            let days = positional
                .first()
                .or(options.get("days"))
                .ok_or(LineError::Missing {
                    command: "vacation",
                    what: "a number of days, like vacation 3",
                })?;
            Command::Vacation {
                days: number("days", days)?,
            }
        }
        "settings" => Command::Settings {
            digest_hour: options
                .get("digest_hour")
                .map(|h| number("digest_hour", h))
                .transpose()?,
            reminders: options
                .get("reminders")
                .map(|m| reminder_mode(m))
                .transpose()?,
        },
        "server-settings" => Command::ServerSettings {
            auto_timeout: options
                .get("auto_timeout")
                .map(|flag| flag.parse().map_err(|_| LineError::Flag(flag.to_string())))
                .transpose()?,
        },
        "moves" => {
            let image = positional.iter().any(|w| w.eq_ignore_ascii_case("image"))
                || options
                    .get("image")
                    .is_some_and(|v| v.eq_ignore_ascii_case("true"));
            let from = positional.iter().find(|w| !w.eq_ignore_ascii_case("image"));
            Command::Moves {
                from: from.or(options.get("from")).map(|s| s.to_string()),
                image,
            }
        }
        other => return Err(LineError::UnknownCommand(other.to_string())),
    };
    Ok(command)
}

fn number<T: std::str::FromStr>(what: &'static str, text: &str) -> Result<T, LineError> {
    text.parse().map_err(|_| LineError::Number {
        what,
        given: text.to_string(),
    })
}

fn reminder_mode(text: &str) -> Result<ReminderMode, LineError> {
    match text.to_lowercase().as_str() {
        "channel" => Ok(ReminderMode::Channel),
        "digest" => Ok(ReminderMode::Digest),
        "off" => Ok(ReminderMode::Off),
        _ => Err(LineError::Reminders(text.to_string())),
    }
}

/// `challenge [bob] [six] [variant:six] [days:3]`; no name is an open seat.
fn parse_challenge(
    positional: &[&str],
    options: &BTreeMap<String, &str>,
) -> Result<Command, LineError> {
    let mut variant = Variant::Standard;
    let mut opponent = None;
    for word in positional {
        match Variant::from_name(word) {
            Some(v) => variant = v,
            None if opponent.is_none() => opponent = Some(word.trim_start_matches('@')),
            None => return Err(LineError::Unexpected(word.to_string())),
        }
    }
    if let Some(name) = options.get("variant") {
        variant = Variant::from_name(name).ok_or_else(|| LineError::Variant(name.to_string()))?;
    }
    let days_per_move = options
        .get("days")
        .or(options.get("days_per_move"))
        .map(|d| d.parse().map_err(|_| LineError::Days(d.to_string())))
        .transpose()?;
    Ok(Command::Challenge {
        opponent: opponent.map(|name| Actor {
            id: user_id(name),
            name: name.to_string(),
        }),
        variant,
        days_per_move,
        rated: !options
            .get("rated")
            .is_some_and(|r| r.eq_ignore_ascii_case("false") || r.eq_ignore_ascii_case("no")),
    })
}

/// `league create Spring Cup [variant:six] [days:3] [double_round:true]`, and
/// `league join|leave|start|standings Spring Cup`: the name is the remaining words.
fn parse_league(
    positional: &[&str],
    options: &BTreeMap<String, &str>,
) -> Result<Command, LineError> {
    let missing = |what| LineError::Missing {
        command: "league",
        what,
    };
    let (&action, words) = positional
        .split_first()
        .ok_or(missing("create, join, leave, start or standings"))?;
    let name = words.join(" ");
    if name.is_empty() {
        return Err(missing("a league name, like league join Spring"));
    }
    let command = match action.to_lowercase().as_str() {
        "create" => {
            let variant = match options.get("variant") {
                Some(v) => {
                    Variant::from_name(v).ok_or_else(|| LineError::Variant(v.to_string()))?
                }
                None => Variant::Standard,
            };
            let days_per_move = options
                .get("days")
                .or(options.get("days_per_move"))
                .map(|d| d.parse().map_err(|_| LineError::Days(d.to_string())))
                .transpose()?;
            let double_round = options
                .get("double_round")
                .or(options.get("double"))
                .is_some_and(|v| v.eq_ignore_ascii_case("true") || v.eq_ignore_ascii_case("yes"));
            Command::LeagueCreate {
                name,
                variant,
                days_per_move,
                double_round,
            }
        }
        "join" => Command::LeagueJoin { name },
        "leave" => Command::LeagueLeave { name },
        "start" => Command::LeagueStart { name },
        "standings" => Command::LeagueStandings { name },
        other => return Err(LineError::UnknownCommand(format!("league {other}"))),
    };
    Ok(command)
}

/// `move c3 d4 [claim:red]`, also `move c3-d4` and `move r:c3-d4`.
fn parse_move(positional: &[&str], options: &BTreeMap<String, &str>) -> Result<Command, LineError> {
    let mut claim = options.get("claim").map(|c| c.to_string());
    let mut cells: Vec<String> = Vec::new();
    for word in positional {
        cells.extend(
            word.split('-')
                .filter(|w| !w.is_empty())
                .map(str::to_string),
        );
    }
    // `r:c3-d4` arrives as the option r=c3 (plus d4): a claim letter and the origin.
    for (key, value) in options {
        if key != "claim" && cells.is_empty() {
            claim = Some(key.clone());
            cells.extend(
                value
                    .split('-')
                    .filter(|w| !w.is_empty())
                    .map(str::to_string),
            );
        }
    }
    let missing = |what| LineError::Missing {
        command: "move",
        what,
    };
    let mut cells = cells.into_iter();
    let from = cells.next().ok_or(missing("two cells, like move c3 d4"))?;
    let to = cells
        .next()
        .ok_or(missing("a landing cell, like move c3 d4"))?;
    if let Some(extra) = cells.next() {
        return Err(LineError::Unexpected(extra));
    }
    Ok(Command::Move { from, to, claim })
}

/// Runs lines against a service, writing replies and files to `images`.
pub struct Terminal {
    service: GameService,
    images: PathBuf,
    names: BTreeMap<u64, String>,
    last_actor: String,
    /// The channel lines act in (`/lyngk channel <id>` switches).
    channel: u64,
    next_interaction: u64,
    files_written: usize,
    /// Replies that refused something (ephemeral errors) and lines that did not parse.
    pub refusals: usize,
}

impl Terminal {
    pub fn new(service: GameService, images: &Path) -> anyhow::Result<Terminal> {
        std::fs::create_dir_all(images)?;
        Ok(Terminal {
            service,
            images: images.to_path_buf(),
            names: BTreeMap::new(),
            last_actor: "player".to_string(),
            channel: FIRST_CHANNEL,
            next_interaction: 1,
            files_written: 0,
            refusals: 0,
        })
    }

    pub fn service(&self) -> &GameService {
        &self.service
    }

    fn actor(&mut self, name: Option<String>) -> Actor {
        if let Some(name) = name {
            self.last_actor = name;
        }
        let id = user_id(&self.last_actor);
        self.names.insert(id, self.last_actor.clone());
        Actor {
            id,
            name: self.last_actor.clone(),
        }
    }

    /// Handles one line and writes what the bot answers to `out`.
    pub fn run_line(&mut self, line: &str, out: &mut impl Write) -> anyhow::Result<()> {
        let (channel, line) = match route(line) {
            Ok(Routing::Switch(channel)) => {
                self.channel = channel;
                writeln!(out, "  (now in channel #{channel})")?;
                return Ok(());
            }
            Ok(Routing::Line { channel, rest }) => (channel.unwrap_or(self.channel), rest),
            Err(error) => {
                self.refusals += 1;
                writeln!(out, "  ! {error}")?;
                return Ok(());
            }
        };
        let parsed = match parse_line(line) {
            Ok(Some(parsed)) => parsed,
            Ok(None) => return Ok(()),
            Err(error) => {
                self.refusals += 1;
                writeln!(out, "  ! {error}")?;
                return Ok(());
            }
        };
        let actor = self.actor(parsed.actor);
        if let Command::Challenge {
            opponent: Some(opponent),
            ..
        } = &parsed.command
        {
            self.names.insert(opponent.id, opponent.name.clone());
        }
        let interaction = Some(self.next_interaction);
        self.next_interaction += 1;
        let reply = self.service.handle(Request {
            place: Place {
                guild: None,
                channel,
            },
            actor,
            command: parsed.command,
            interaction,
            // The terminal's user runs the whole (local) table.
            actor_is_admin: true,
        })?;
        self.print_reply(&reply, out)?;
        self.open_threads(&reply, out)
    }

    /// A league start: each game goes to channel `THREAD_BASE + game id`.
    fn open_threads(&mut self, reply: &Reply, out: &mut impl Write) -> anyhow::Result<()> {
        for thread in &reply.threads {
            let channel = THREAD_BASE + thread.game_id as u64;
            self.service.attach_thread(thread.game_id, channel)?;
            writeln!(out, "  thread #{channel} \"{}\":", thread.name)?;
            self.print_reply(&thread.reply, out)?;
        }
        Ok(())
    }

    /// Runs every line of `input` (a script or an interactive session).
    pub fn run(
        &mut self,
        input: impl BufRead,
        out: &mut impl Write,
        prompt: bool,
    ) -> anyhow::Result<()> {
        if prompt {
            write!(out, "{}> ", self.last_actor)?;
            out.flush()?;
        }
        for line in input.lines() {
            let line = line?;
            if !prompt && !line.trim().is_empty() {
                writeln!(out, "{line}")?;
            }
            self.run_line(&line, out)?;
            if prompt {
                write!(out, "{}> ", self.last_actor)?;
                out.flush()?;
            }
        }
        Ok(())
    }

    /// `<@id>` mentions become `@name` in the terminal.
    fn readable(&self, text: &str) -> String {
        let mut text = text.to_string();
        for (id, name) in &self.names {
            text = text.replace(&format!("<@{id}>"), &format!("@{name}"));
        }
        text
    }

    fn print_reply(&mut self, reply: &Reply, out: &mut impl Write) -> anyhow::Result<()> {
        let audience = if reply.ephemeral {
            self.refusals += usize::from(is_refusal(reply));
            format!("(only {})", self.last_actor)
        } else {
            "(everyone)".to_string()
        };
        writeln!(out, "  bot {audience}:")?;
        for line in self.readable(&reply.text).lines() {
            writeln!(out, "    {line}")?;
        }
        if !reply.ping.is_empty() {
            let pinged: Vec<String> = reply
                .ping
                .iter()
                .map(|id| format!("@{}", self.names.get(id).map_or("?", String::as_str)))
                .collect();
            writeln!(out, "  ping: {}", pinged.join(" "))?;
        }
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| format!("[{}]", b.label))
                .collect();
            let typed: Vec<String> = reply
                .buttons
                .iter()
                .filter_map(|b| GameService::button_command(&b.custom_id))
                .map(|command| match command {
                    Command::AcceptGame { .. } => "accept".to_string(),
                    Command::DeclineGame { .. } => "decline".to_string(),
                    Command::Rematch { game } => format!("rematch {game}"),
                    other => format!("{other:?}"),
                })
                .collect();
            writeln!(
                out,
                "  buttons: {} (type {})",
                labels.join(" "),
                typed.join(" / ")
            )?;
        }
        for file in reply.image.iter().chain(&reply.files) {
            let path = self.write_file(file)?;
            writeln!(out, "  file: {}", path.display())?;
        }
        Ok(())
    }

    fn write_file(&mut self, file: &Attachment) -> anyhow::Result<PathBuf> {
        self.files_written += 1;
        let path = self
            .images
            .join(format!("{:04}-{}", self.files_written, file.filename));
        std::fs::write(&path, &file.bytes)?;
        Ok(path)
    }
}

/// Ephemeral replies that are help texts or move lists are not refusals.
fn is_refusal(reply: &Reply) -> bool {
    const INFORMATIVE: [&str; 7] = [
        "**LYNGK",
        "Legal moves",
        "Moves from",
        "**Game",
        "**Your",
        "**Vacation",
        "**Server",
    ];
    !INFORMATIVE
        .iter()
        .any(|start| reply.text.starts_with(start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_script_lines() {
        let line = parse_line("alice: /lyngk move c3 d4 claim:red")
            .unwrap()
            .unwrap();
        assert_eq!(line.actor.as_deref(), Some("alice"));
        assert_eq!(
            line.command,
            Command::Move {
                from: "c3".into(),
                to: "d4".into(),
                claim: Some("red".into())
            }
        );
        let line = parse_line("/lyngk move r:c3-d4").unwrap().unwrap();
        assert_eq!(line.actor, None);
        assert_eq!(
            line.command,
            Command::Move {
                from: "c3".into(),
                to: "d4".into(),
                claim: Some("r".into())
            }
        );
        let line = parse_line("bob: challenge @carol six days:3")
            .unwrap()
            .unwrap();
        match line.command {
            Command::Challenge {
                opponent: Some(o),
                variant,
                days_per_move,
                rated: true,
            } => {
                assert_eq!(
                    (o.name.as_str(), variant, days_per_move),
                    ("carol", Variant::Six, Some(3))
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(parse_line("# a comment").unwrap(), None);
        assert_eq!(parse_line("   ").unwrap(), None);
        assert!(matches!(
            parse_line("alice: dance"),
            Err(LineError::UnknownCommand(_))
        ));
        assert!(matches!(
            parse_line("move c3"),
            Err(LineError::Missing { .. })
        ));
    }

    #[test]
    fn channels_switch_or_prefix_one_line() {
        assert_eq!(route("/lyngk channel 1001"), Ok(Routing::Switch(1001)));
        assert_eq!(route("alice: channel #7"), Ok(Routing::Switch(7)));
        assert_eq!(
            route("#1002 bob: /lyngk resign"),
            Ok(Routing::Line {
                channel: Some(1002),
                rest: "bob: /lyngk resign"
            })
        );
        assert_eq!(
            route("# a comment"),
            Ok(Routing::Line {
                channel: None,
                rest: "# a comment"
            })
        );
        assert!(matches!(route("channel x1"), Err(LineError::Channel(_))));
        assert!(matches!(route("channel"), Err(LineError::Missing { .. })));
    }

    #[test]
    fn parses_league_rating_and_rematch_lines() {
        let line =
            parse_line("admin: league create Spring Cup variant:six days:3 double_round:true")
                .unwrap()
                .unwrap();
        assert_eq!(
            line.command,
            Command::LeagueCreate {
                name: "Spring Cup".into(),
                variant: Variant::Six,
                days_per_move: Some(3),
                double_round: true
            }
        );
        let line = parse_line("bob: /lyngk league standings Spring Cup")
            .unwrap()
            .unwrap();
        assert_eq!(
            line.command,
            Command::LeagueStandings {
                name: "Spring Cup".into()
            }
        );
        assert!(matches!(
            parse_line("league start"),
            Err(LineError::Missing { .. })
        ));
        let line = parse_line("rating @bob").unwrap().unwrap();
        assert!(matches!(line.command, Command::Rating { user: Some(a) } if a.name == "bob"));
        let line = parse_line("rematch 12").unwrap().unwrap();
        assert_eq!(line.command, Command::Rematch { game: 12 });
        let line = parse_line("challenge bob rated:false").unwrap().unwrap();
        assert!(matches!(
            line.command,
            Command::Challenge { rated: false, .. }
        ));
    }

    #[test]
    fn parses_correspondence_commands() {
        let command = |line: &str| parse_line(line).unwrap().unwrap().command;
        assert_eq!(command("alice: win-on-time"), Command::WinOnTime);
        assert_eq!(command("abort"), Command::Abort);
        assert_eq!(command("/lyngk mygames"), Command::MyGames);
        assert_eq!(command("vacation 3"), Command::Vacation { days: 3 });
        assert_eq!(command("vacation days:5"), Command::Vacation { days: 5 });
        assert_eq!(
            command("settings reminders:digest digest_hour:9"),
            Command::Settings {
                digest_hour: Some(9),
                reminders: Some(ReminderMode::Digest)
            }
        );
        assert_eq!(
            command("server-settings auto_timeout:true"),
            Command::ServerSettings {
                auto_timeout: Some(true)
            }
        );
        assert!(matches!(
            parse_line("vacation soon"),
            Err(LineError::Number { .. })
        ));
        assert!(matches!(
            parse_line("settings reminders:pigeon"),
            Err(LineError::Reminders(_))
        ));
        assert!(matches!(
            parse_line("vacation"),
            Err(LineError::Missing { .. })
        ));
    }

    #[test]
    fn user_ids_are_stable_and_case_blind() {
        assert_eq!(user_id("Alice"), user_id("alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        assert!(user_id("alice") < 1 << 53);
    }
}
