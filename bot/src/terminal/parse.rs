//! Reading one typed line of `lyngk play`: where it acts, who acts, the command and
//! its options. Words with spaces are written in double quotes (`"Ada L": claim red`,
//! `rating "Ada L"`); every option a command does not know is refused.

use crate::i18n::{Locale, Msg, Style};
use crate::service::api::{Actor, Command, ReminderMode, ServerLanguage};
use crate::service::joined_cells;
use lyngk_rules::{Colour, Variant};
use std::collections::BTreeMap;

/// What a line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    /// A blank line or a `# comment`.
    Nothing,
    /// `quit` or `exit`: end the session.
    Quit,
    /// `channel <id>`: later lines act in channel `<id>`.
    Switch(u64),
    /// A command, in another channel this once with a `#<id>` prefix.
    Line { channel: Option<u64>, line: Line },
}

/// A command and who typed it.
#[derive(Debug, PartialEq, Eq)]
pub struct Line {
    pub actor: Option<String>,
    pub command: Command,
    /// `challenge … thread:true`: open the game in a new channel of its own.
    pub new_thread: bool,
}

/// Why a line is not a command.
#[derive(Debug, PartialEq, Eq)]
pub enum LineError {
    UnknownCommand(String),
    /// `what` is the message id of what is missing (`terminal-needs-…`).
    Missing {
        command: &'static str,
        what: &'static str,
    },
    Variant(String),
    Unexpected {
        command: String,
        word: String,
    },
    UnknownOption {
        command: String,
        option: String,
        known: &'static [&'static str],
    },
    EmptyOption(String),
    Channel(String),
    /// The option `what` is not a whole number.
    Number {
        what: &'static str,
        given: String,
    },
    Reminders(String),
    Language(String),
    Flag {
        what: &'static str,
        given: String,
    },
    JoinedCells {
        word: String,
        from: String,
        to: String,
    },
    OpenQuote,
}

impl LineError {
    /// What to tell the player.
    pub fn message(&self) -> Msg {
        match self {
            LineError::UnknownCommand(command) => {
                Msg::new("terminal-unknown-command").text("command", command.as_str())
            }
            LineError::Missing { command, what } => Msg::new("terminal-missing")
                .text("command", *command)
                .msg("what", Msg::new(*what)),
            LineError::Variant(given) => given_msg("terminal-unknown-variant", given),
            LineError::Unexpected { command, word } => Msg::new("terminal-unexpected")
                .text("word", word.as_str())
                .text("command", command.as_str()),
            LineError::UnknownOption {
                command,
                option,
                known,
            } => {
                let msg = match known {
                    [] => Msg::new("terminal-unknown-option-none"),
                    known => Msg::new("terminal-unknown-option").text("known", known.join(", ")),
                };
                msg.text("command", command.as_str())
                    .text("option", option.as_str())
            }
            LineError::EmptyOption(option) => {
                Msg::new("terminal-empty-option").text("option", option.as_str())
            }
            LineError::Channel(given) => given_msg("terminal-not-a-channel", given),
            LineError::Number { what, given } => {
                given_msg("terminal-not-a-number", given).text("option", *what)
            }
            LineError::Reminders(given) => given_msg("terminal-not-reminders", given),
            LineError::Language(given) => given_msg("terminal-not-a-language", given),
            LineError::Flag { what, given } => {
                given_msg("terminal-not-a-flag", given).text("option", *what)
            }
            LineError::JoinedCells { word, from, to } => Msg::new("terminal-joined-cells")
                .text("word", word.as_str())
                .text("from", from.as_str())
                .text("to", to.as_str()),
            LineError::OpenQuote => Msg::new("terminal-open-quote"),
        }
    }
}

fn given_msg(id: &str, given: &str) -> Msg {
    Msg::new(id).text("given", given)
}

/// English, for logs and tests.
impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().format(Locale::En, Style::Plain))
    }
}

impl std::error::Error for LineError {}

/// One word of a line: plain, or `key:value` (the value may be quoted).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Word {
    Plain(String),
    Pair { key: String, value: String },
}

/// Splits a line into words at spaces outside double quotes. The first `:` of an
/// unquoted word makes it a pair, so `"Ada L":` names an actor with a space and
/// `name:"Spring Cup"` gives an option a value with one.
fn words(text: &str) -> Result<Vec<Word>, LineError> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut key: Option<String> = None;
    let (mut quoted, mut started) = (false, false);
    for c in text.chars() {
        match c {
            '"' => (quoted, started) = (!quoted, true),
            c if c.is_whitespace() && !quoted => {
                if started {
                    words.push(word(std::mem::take(&mut current), key.take()));
                }
                started = false;
            }
            ':' if !quoted && key.is_none() && !current.is_empty() => {
                key = Some(std::mem::take(&mut current));
            }
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err(LineError::OpenQuote);
    }
    if started {
        words.push(word(current, key));
    }
    Ok(words)
}

fn word(text: String, key: Option<String>) -> Word {
    match key {
        Some(key) => Word::Pair { key, value: text },
        None => Word::Plain(text),
    }
}

/// Parses one line of the terminal.
pub fn parse(line: &str) -> Result<Input, LineError> {
    let line = line.trim();
    let (channel, rest) = channel_prefix(line)?;
    if rest.is_empty() || (channel.is_none() && rest.starts_with('#')) {
        return Ok(Input::Nothing);
    }
    let mut words = words(rest)?.into_iter().peekable();
    let mut actor = None;
    match words.peek().cloned() {
        // `alice: …`, or `alice:/lyngk …` without the space.
        Some(Word::Pair { key, value }) if !key.starts_with('/') => {
            words.next();
            actor = Some(key);
            if !value.is_empty() {
                return command_line(channel, actor, Word::Plain(value), words.collect());
            }
        }
        _ => {}
    }
    let Some(first) = words.next() else {
        return Ok(Input::Nothing);
    };
    command_line(channel, actor, first, words.collect())
}

/// `#1002 …`: the channel this line acts in. `# comment` (no digit) is no channel.
fn channel_prefix(line: &str) -> Result<(Option<u64>, &str), LineError> {
    match line.strip_prefix('#') {
        Some(after) if after.starts_with(|c: char| c.is_ascii_digit()) => {
            let (id, rest) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
            Ok((Some(channel_number(id)?), rest.trim()))
        }
        _ => Ok((None, line)),
    }
}

fn channel_number(text: &str) -> Result<u64, LineError> {
    text.trim_start_matches('#')
        .parse()
        .map_err(|_| LineError::Channel(text.to_string()))
}

fn command_line(
    channel: Option<u64>,
    actor: Option<String>,
    first: Word,
    mut rest: Vec<Word>,
) -> Result<Input, LineError> {
    let mut name = plain(&first).to_lowercase();
    // `/lyngk-admin` holds the server managers' commands, as on Discord.
    if name == "/lyngk" || name == "/lyngk-admin" {
        if rest.is_empty() {
            return Ok(Input::Nothing);
        }
        name = plain(&rest.remove(0)).to_lowercase();
    }
    let name = name.trim_start_matches('/');
    let args = Args::new(name, rest)?;
    match name {
        "quit" | "exit" => {
            args.only(&[], 0)?;
            Ok(Input::Quit)
        }
        "channel" => {
            args.only(&[], 1)?;
            let id = args.positional.first().ok_or(LineError::Missing {
                command: "channel",
                what: "terminal-needs-channel",
            })?;
            Ok(Input::Switch(channel_number(id)?))
        }
        _ => {
            let new_thread = name == "challenge" && args.flag("thread")?.unwrap_or(false);
            let command = parse_command(name, &args)?;
            Ok(Input::Line {
                channel,
                line: Line {
                    actor,
                    command,
                    new_thread,
                },
            })
        }
    }
}

/// The text of a word as typed (a pair keeps its `:`).
fn plain(word: &Word) -> String {
    match word {
        Word::Plain(text) => text.clone(),
        Word::Pair { key, value } => format!("{key}:{value}"),
    }
}

/// A command's arguments: positional words and `key:value` options.
struct Args {
    command: String,
    positional: Vec<String>,
    options: BTreeMap<String, String>,
}

impl Args {
    fn new(command: &str, words: Vec<Word>) -> Result<Args, LineError> {
        let mut args = Args {
            command: command.to_string(),
            positional: Vec::new(),
            options: BTreeMap::new(),
        };
        for word in words {
            match word {
                Word::Plain(text) => args.positional.push(text),
                Word::Pair { key, value } if value.is_empty() => {
                    return Err(LineError::EmptyOption(key))
                }
                Word::Pair { key, value } => {
                    args.options.insert(key.to_lowercase(), value);
                }
            }
        }
        Ok(args)
    }

    /// Refuses options other than `known` and more than `max` positional words.
    fn only(&self, known: &'static [&'static str], max: usize) -> Result<(), LineError> {
        if let Some(option) = self.options.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(LineError::UnknownOption {
                command: self.command.clone(),
                option: option.clone(),
                known,
            });
        }
        match self.positional.get(max) {
            Some(word) => Err(LineError::Unexpected {
                command: self.command.clone(),
                word: word.clone(),
            }),
            None => Ok(()),
        }
    }

    /// The first of `names` given as an option.
    fn option(&self, names: &[&str]) -> Option<&str> {
        names
            .iter()
            .find_map(|name| self.options.get(*name))
            .map(String::as_str)
    }

    /// The `index`th positional word, or else the option `name`.
    fn value(&self, index: usize, name: &str) -> Option<&str> {
        self.positional
            .get(index)
            .map(String::as_str)
            .or(self.option(&[name]))
    }

    fn flag(&self, name: &'static str) -> Result<Option<bool>, LineError> {
        self.option(&[name])
            .map(|text| flag(name, text))
            .transpose()
    }
}

fn flag(what: &'static str, text: &str) -> Result<bool, LineError> {
    match text.to_lowercase().as_str() {
        "true" | "yes" => Ok(true),
        "false" | "no" => Ok(false),
        _ => Err(LineError::Flag {
            what,
            given: text.to_string(),
        }),
    }
}

fn number<T: std::str::FromStr>(what: &'static str, text: &str) -> Result<T, LineError> {
    text.parse().map_err(|_| LineError::Number {
        what,
        given: text.to_string(),
    })
}

fn person(name: &str) -> Actor {
    let name = name.trim_start_matches('@');
    Actor {
        id: super::user_id(name),
        name: name.to_string(),
    }
}

/// Commands without arguments.
fn bare(name: &str) -> Option<Command> {
    Some(match name {
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "board" => Command::Board,
        "history" => Command::History,
        "resign" => Command::Resign,
        "rules" => Command::Rules,
        "help" => Command::Help,
        "leaderboard" => Command::Leaderboard,
        "stats" => Command::Stats,
        "win-on-time" => Command::WinOnTime,
        "abort" => Command::Abort,
        "mygames" => Command::MyGames,
        _ => return None,
    })
}

fn parse_command(name: &str, args: &Args) -> Result<Command, LineError> {
    if let Some(command) = bare(name) {
        args.only(&[], 0)?;
        return Ok(command);
    }
    let missing = |command, what| LineError::Missing { command, what };
    let command = match name {
        "challenge" => return parse_challenge(args),
        "move" => return parse_move(args),
        "league" => return parse_league(args),
        "claim" => {
            args.only(&["colour", "color"], 1)?;
            let colour = args.value(0, "colour").or(args.option(&["color"]));
            Command::Claim {
                colour: colour
                    .ok_or(missing("claim", "terminal-needs-colour"))?
                    .to_string(),
            }
        }
        "rating" => {
            args.only(&["user"], 1)?;
            Command::Rating {
                user: args.value(0, "user").map(person),
            }
        }
        "replay" => Command::Replay {
            game: game_number(args)?,
            max_bytes: None,
        },
        "review" => Command::Review {
            game: game_number(args)?,
        },
        "rematch" => {
            args.only(&["game"], 1)?;
            let game = args
                .value(0, "game")
                .ok_or(missing("rematch", "terminal-needs-game"))?;
            Command::Rematch {
                game: number("game", game.trim_start_matches('#'))?,
            }
        }
        "vacation" => {
            args.only(&["days"], 1)?;
            let days = args
                .value(0, "days")
                .ok_or(missing("vacation", "terminal-needs-days"))?;
            Command::Vacation {
                days: number("days", days)?,
            }
        }
        "settings" => {
            args.only(&["digest_hour", "reminders"], 0)?;
            Command::Settings {
                digest_hour: args
                    .option(&["digest_hour"])
                    .map(|h| number("digest_hour", h))
                    .transpose()?,
                reminders: args.option(&["reminders"]).map(reminder_mode).transpose()?,
            }
        }
        "server-settings" => {
            args.only(&["auto_timeout", "language"], 0)?;
            Command::ServerSettings {
                auto_timeout: args.flag("auto_timeout")?,
                language: args.option(&["language"]).map(language).transpose()?,
            }
        }
        "moves" => {
            args.only(&["from", "image"], 2)?;
            let is_image = |w: &&String| w.eq_ignore_ascii_case("image");
            let from = args.positional.iter().find(|w| !is_image(w));
            Command::Moves {
                from: from
                    .map(String::as_str)
                    .or(args.option(&["from"]))
                    .map(str::to_string),
                image: args.positional.iter().any(|w| is_image(&w))
                    || args.flag("image")?.unwrap_or(false),
            }
        }
        other => return Err(LineError::UnknownCommand(other.to_string())),
    };
    Ok(command)
}

/// `replay 12`, `review game:#12`: the game's number, if given.
fn game_number(args: &Args) -> Result<Option<i64>, LineError> {
    args.only(&["game"], 1)?;
    args.value(0, "game")
        .map(|text| number("the game", text.trim_start_matches('#')))
        .transpose()
}

fn reminder_mode(text: &str) -> Result<ReminderMode, LineError> {
    match text.to_lowercase().as_str() {
        "channel" => Ok(ReminderMode::Channel),
        "digest" => Ok(ReminderMode::Digest),
        "off" => Ok(ReminderMode::Off),
        _ => Err(LineError::Reminders(text.to_string())),
    }
}

/// `auto` or a language code (`de`, `fr`, ...).
fn language(text: &str) -> Result<ServerLanguage, LineError> {
    match text.trim().to_lowercase().as_str() {
        "auto" => Ok(ServerLanguage::Auto),
        code => code
            .parse()
            .map(ServerLanguage::Fixed)
            .map_err(|_| LineError::Language(text.to_string())),
    }
}

fn variant(text: &str) -> Result<Variant, LineError> {
    Variant::from_name(text).ok_or_else(|| LineError::Variant(text.to_string()))
}

fn days_per_move(args: &Args) -> Result<Option<u32>, LineError> {
    args.option(&["days", "days_per_move"])
        .map(|d| number("days_per_move", d))
        .transpose()
}

/// `challenge [bob] [six] [variant:six] [days:3] [rated:false] [thread:true]`; no
/// name is an open seat.
fn parse_challenge(args: &Args) -> Result<Command, LineError> {
    args.only(
        &[
            "opponent",
            "variant",
            "days",
            "days_per_move",
            "rated",
            "thread",
            "ai",
            "level",
        ],
        2,
    )?;
    let mut chosen = Variant::Standard;
    let mut opponent = args.option(&["opponent"]);
    for word in &args.positional {
        match Variant::from_name(word) {
            Some(v) => chosen = v,
            None if opponent.is_none() => opponent = Some(word),
            None => {
                return Err(LineError::Unexpected {
                    command: "challenge".into(),
                    word: word.clone(),
                })
            }
        }
    }
    if let Some(name) = args.option(&["variant"]) {
        chosen = variant(name)?;
    }
    if let Some(level) = args.option(&["ai", "level"]) {
        return super::ai::challenge(level, chosen, opponent);
    }
    Ok(Command::Challenge {
        opponent: opponent.map(person),
        variant: chosen,
        days_per_move: days_per_move(args)?,
        rated: args.flag("rated")?.unwrap_or(true),
    })
}

/// `league create Spring Cup [variant:six] [days:3] [double_round:true]`, and
/// `league join|leave|start|standings Spring Cup`: the name is the remaining words
/// (or `name:"Spring Cup"`).
fn parse_league(args: &Args) -> Result<Command, LineError> {
    let missing = |what| LineError::Missing {
        command: "league",
        what,
    };
    let (action, words) = args
        .positional
        .split_first()
        .ok_or(missing("terminal-needs-league-action"))?;
    let action = action.to_lowercase();
    let known: &'static [&'static str] = match action.as_str() {
        "create" => &[
            "name",
            "variant",
            "days",
            "days_per_move",
            "double_round",
            "double",
        ],
        _ => &["name"],
    };
    args.only(known, usize::MAX)?;
    let name = match args.option(&["name"]) {
        Some(name) => name.to_string(),
        None => words.join(" "),
    };
    if name.is_empty() {
        return Err(missing("terminal-needs-league-name"));
    }
    let command = match action.as_str() {
        "create" => Command::LeagueCreate {
            name,
            variant: args
                .option(&["variant"])
                .map_or(Ok(Variant::Standard), variant)?,
            days_per_move: days_per_move(args)?,
            double_round: args
                .option(&["double_round", "double"])
                .map(|v| flag("double_round", v))
                .transpose()?
                .unwrap_or(false),
        },
        "join" => Command::LeagueJoin { name },
        "leave" => Command::LeagueLeave { name },
        "start" => Command::LeagueStart { name },
        "standings" => Command::LeagueStandings { name },
        other => return Err(LineError::UnknownCommand(format!("league {other}"))),
    };
    Ok(command)
}

/// `move c3 d4 [claim:red]`, `move from:c3 to:d4`, also `move c3-d4` and
/// `move r:c3-d4` (a claim letter or name before the cells).
fn parse_move(args: &Args) -> Result<Command, LineError> {
    let mut claim = args.option(&["claim"]).map(str::to_string);
    let mut words: Vec<&str> = args.option(&["from"]).into_iter().collect();
    words.extend(args.positional.iter().map(String::as_str));
    words.extend(args.option(&["to"]));
    let mut known: Vec<&str> = vec!["claim", "from", "to"];
    // `r:c3-d4`: a pair whose key is a colour, with the cells as its value.
    if let Some((key, value)) = args
        .options
        .iter()
        .find(|(key, _)| Colour::from_name(key).is_some() && !known.contains(&key.as_str()))
    {
        claim = Some(key.clone());
        words.insert(0, value);
        known.push(key);
    }
    if let Some(option) = args.options.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(LineError::UnknownOption {
            command: "move".into(),
            option: option.clone(),
            known: &["claim", "from", "to"],
        });
    }
    let cells: Vec<&str> = words
        .iter()
        .flat_map(|w| w.split('-'))
        .filter(|w| !w.is_empty())
        .collect();
    let missing = |what| LineError::Missing {
        command: "move",
        what,
    };
    match cells[..] {
        [] => Err(missing("terminal-needs-cells")),
        [joined] => match joined_cells(joined) {
            Some((from, to)) => Err(LineError::JoinedCells {
                word: joined.to_string(),
                from: from.to_string(),
                to: to.to_string(),
            }),
            None => Err(missing("terminal-needs-landing")),
        },
        [from, to] => Ok(Command::Move {
            from: from.to_string(),
            to: to.to_string(),
            claim,
        }),
        [_, _, extra, ..] => Err(LineError::Unexpected {
            command: "move".into(),
            word: extra.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    fn line(text: &str) -> Line {
        match parse(text) {
            Ok(Input::Line { line, .. }) => line,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn command(text: &str) -> Command {
        line(text).command
    }

    fn moved(from: &str, to: &str, claim: Option<&str>) -> Command {
        Command::Move {
            from: from.into(),
            to: to.into(),
            claim: claim.map(str::to_string),
        }
    }

    #[test]
    fn parses_script_lines() {
        let parsed = line("alice: /lyngk move c3 d4 claim:red");
        assert_eq!(parsed.actor.as_deref(), Some("alice"));
        assert_eq!(parsed.command, moved("c3", "d4", Some("red")));
        let parsed = line("/lyngk move r:c3-d4");
        assert_eq!(parsed.actor, None);
        assert_eq!(parsed.command, moved("c3", "d4", Some("r")));
        match command("bob: challenge @carol six days:3") {
            Command::Challenge {
                opponent: Some(o),
                variant,
                days_per_move,
                rated: true,
            } => assert_eq!(
                (o.name.as_str(), variant, days_per_move),
                ("carol", Variant::Six, Some(3))
            ),
            other => panic!("{other:?}"),
        }
        assert_eq!(parse("# a comment"), Ok(Input::Nothing));
        assert_eq!(parse("   "), Ok(Input::Nothing));
        assert!(matches!(
            parse("alice: dance"),
            Err(LineError::UnknownCommand(_))
        ));
        assert!(matches!(parse("move c3"), Err(LineError::Missing { .. })));
    }

    #[test]
    fn channels_switch_or_prefix_one_line() {
        assert_eq!(parse("/lyngk channel 1001"), Ok(Input::Switch(1001)));
        assert_eq!(parse("alice: channel #7"), Ok(Input::Switch(7)));
        match parse("#1002 bob: /lyngk resign") {
            Ok(Input::Line {
                channel: Some(1002),
                line,
            }) => assert_eq!(line.command, Command::Resign),
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse("channel x1"), Err(LineError::Channel(_))));
        assert!(matches!(parse("channel"), Err(LineError::Missing { .. })));
    }

    #[test]
    fn parses_league_rating_and_rematch_lines() {
        assert_eq!(
            command("admin: league create Spring Cup variant:six days:3 double_round:true"),
            Command::LeagueCreate {
                name: "Spring Cup".into(),
                variant: Variant::Six,
                days_per_move: Some(3),
                double_round: true
            }
        );
        assert_eq!(
            command("bob: /lyngk league standings Spring Cup"),
            Command::LeagueStandings {
                name: "Spring Cup".into()
            }
        );
        assert!(matches!(
            parse("league start"),
            Err(LineError::Missing { .. })
        ));
        assert!(
            matches!(command("rating @bob"), Command::Rating { user: Some(a) } if a.name == "bob")
        );
        assert_eq!(command("rematch 12"), Command::Rematch { game: 12 });
        assert!(matches!(
            command("challenge bob rated:false"),
            Command::Challenge { rated: false, .. }
        ));
    }

    #[test]
    fn parses_correspondence_commands() {
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
                auto_timeout: Some(true),
                language: None,
            }
        );
        assert_eq!(
            command("server-settings language:de"),
            Command::ServerSettings {
                auto_timeout: None,
                language: Some(ServerLanguage::Fixed(Locale::De)),
            }
        );
        assert_eq!(
            command("server-settings language:auto"),
            Command::ServerSettings {
                auto_timeout: None,
                language: Some(ServerLanguage::Auto),
            }
        );
        assert!(matches!(
            parse("server-settings language:xx"),
            Err(LineError::Language(_))
        ));
        assert!(matches!(
            parse("vacation soon"),
            Err(LineError::Number { .. })
        ));
        assert!(matches!(
            parse("settings reminders:pigeon"),
            Err(LineError::Reminders(_))
        ));
        assert!(matches!(parse("vacation"), Err(LineError::Missing { .. })));
    }

    /// Nothing typed is silently dropped.
    #[test]
    fn unknown_options_and_extra_words_are_refused() {
        let error = parse("alice: move c3 d4 foo:1").unwrap_err();
        assert_eq!(
            error.to_string(),
            "move has no option 'foo:' (it takes claim, from, to)"
        );
        assert_eq!(
            parse("board foo:1").unwrap_err().to_string(),
            "board has no option 'foo:' (it takes none)"
        );
        assert_eq!(
            parse("resign now").unwrap_err().to_string(),
            "unexpected 'now' after resign: try help"
        );
        assert!(matches!(
            parse("move c3 d4 e5"),
            Err(LineError::Unexpected { .. })
        ));
        assert!(matches!(
            parse("challenge bob days:3 colour:red"),
            Err(LineError::UnknownOption { .. })
        ));
        assert!(matches!(
            parse("league join Cup variant:six"),
            Err(LineError::UnknownOption { .. })
        ));
        assert!(matches!(
            parse("challenge bob rated:maybe"),
            Err(LineError::Flag { .. })
        ));
        assert!(matches!(
            parse("claim red days:"),
            Err(LineError::EmptyOption(_))
        ));
    }

    /// Discord's option names, joined cells, quoted names,
    /// threads and quitting.
    #[test]
    fn discord_option_names_quotes_threads_and_quit() {
        assert_eq!(command("move from:c3 to:d4"), moved("c3", "d4", None));
        assert_eq!(
            command("move from:c3 to:d4 claim:red"),
            moved("c3", "d4", Some("red"))
        );
        assert_eq!(
            parse("move c3d4").unwrap_err().to_string(),
            "'c3d4' is two cells: put a space between them, like move C3 D4"
        );
        let parsed = line("\"Ada L\": challenge \"Kris B\"");
        assert_eq!(parsed.actor.as_deref(), Some("Ada L"));
        assert!(
            matches!(parsed.command, Command::Challenge { opponent: Some(o), .. } if o.name == "Kris B")
        );
        assert!(
            matches!(command("rating \"Kris B\""), Command::Rating { user: Some(a) } if a.name == "Kris B")
        );
        assert_eq!(
            command("league join name:\"Spring Cup\""),
            Command::LeagueJoin {
                name: "Spring Cup".into()
            }
        );
        assert_eq!(parse("claim \"red"), Err(LineError::OpenQuote));
        assert!(line("challenge bob thread:true").new_thread);
        assert!(!line("challenge bob").new_thread);
        assert_eq!(parse("quit"), Ok(Input::Quit));
        assert_eq!(parse("alice: /lyngk exit"), Ok(Input::Quit));
    }

    #[test]
    fn user_ids_are_stable_and_case_blind() {
        use super::super::user_id;
        assert_eq!(user_id("Alice"), user_id("alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        assert!(user_id("alice") < 1 << 53);
    }
}
