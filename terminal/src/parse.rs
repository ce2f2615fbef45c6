//! Reading one typed line of `lyngk play`: where it acts, who acts, the command and
//! its options, read by the commands' declaration ([`command_spec`]) as on Discord,
//! with a few shorthands (`move c3 d4`, `claim red`, `league join Spring Cup`). Words
//! with spaces are written in double quotes (`"Ada L": claim red`, `rating "Ada L"`);
//! every option a command does not know is refused.

use lyngk_i18n::{lookup, Locale, Msg, Style};
use lyngk_rules::Colour;
use lyngk_service::api::{Actor, Command};
use lyngk_service::command_spec::{
    self, choice_id, command_id, ArgError, Args, Choice, Entry, Kind, Opt, Spec, Value,
};
use lyngk_service::joined_cells;
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
    /// `pick N`: the `N`th choice (from 1) of the move picker last shown to the
    /// actor in the channel (`pick` alone opens a picker: a `Line`).
    Pick {
        channel: Option<u64>,
        actor: Option<String>,
        number: usize,
    },
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
    /// `what` is the message id of what is missing (`terminal-needs-…`); `command` is
    /// the command as typed (`league standings`).
    Missing {
        command: String,
        what: &'static str,
    },
    /// A group typed without one of its `actions` (`league`).
    MissingAction {
        group: String,
        actions: Vec<&'static str>,
    },
    Variant(String),
    /// A value none of the option's declared choices has.
    NotAChoice {
        option: &'static str,
        given: String,
        choices: &'static [Choice],
    },
    Unexpected {
        command: String,
        word: String,
    },
    UnknownOption {
        command: String,
        option: String,
        known: Vec<&'static str>,
    },
    /// `claim:` without a value; `example` is one the option takes (`claim:red`).
    EmptyOption {
        option: String,
        example: String,
    },
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
    /// An option typed twice (`rounds:3 rounds:7`, or by two of its names).
    Repeated(String),
    /// A whole number outside the option's declared bounds.
    OutOfRange {
        option: &'static str,
        given: String,
        min: i64,
        max: i64,
    },
    /// `/lyngk` (or `/lyngk-admin`) with no command after it.
    Bare(String),
}

impl LineError {
    /// What to tell the player.
    pub fn message(&self) -> Msg {
        match self {
            LineError::UnknownCommand(command) => {
                Msg::new("terminal-unknown-command").text("command", command.as_str())
            }
            LineError::Missing { command, what } => Msg::new("terminal-missing")
                .text("command", command.as_str())
                .msg("what", Msg::new(*what).text("command", command.as_str())),
            LineError::MissingAction { group, actions } => Msg::new("terminal-missing")
                .text("command", group.as_str())
                .msg(
                    "what",
                    Msg::new("terminal-needs-action").text("actions", actions.join(", ")),
                ),
            LineError::Variant(given) => given_msg("terminal-unknown-variant", given),
            LineError::NotAChoice {
                option,
                given,
                choices,
            } => given_msg("terminal-not-a-choice", given)
                .text("option", *option)
                .alternatives("choices", choice_names(choices)),
            LineError::Unexpected { command, word } => Msg::new("terminal-unexpected")
                .text("word", word.as_str())
                .text("command", command.as_str()),
            LineError::UnknownOption {
                command,
                option,
                known,
            } => {
                let msg = match known.as_slice() {
                    [] => Msg::new("terminal-unknown-option-none"),
                    known => Msg::new("terminal-unknown-option").text("known", known.join(", ")),
                };
                msg.text("command", command.as_str())
                    .text("option", option.as_str())
            }
            LineError::EmptyOption { option, example } => Msg::new("terminal-empty-option")
                .text("option", option.as_str())
                .text("example", example.as_str()),
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
            LineError::Repeated(option) => {
                Msg::new("terminal-repeated-option").text("option", option.as_str())
            }
            LineError::OutOfRange {
                option,
                given,
                min,
                max,
            } => given_msg("terminal-out-of-range", given)
                .text("option", *option)
                .number("min", *min)
                .number("max", *max),
            LineError::Bare(command) => {
                Msg::new("terminal-bare-command").text("command", command.as_str())
            }
        }
    }
}

/// The choices by their names, as Discord shows them in the reader's language.
/// The choices as typed at the terminal (English words, as its help shows them; the
/// localized names are taken too).
fn choice_names(choices: &[Choice]) -> Vec<Msg> {
    choices
        .iter()
        .map(|c| Msg::new("terminal-typed-choice").msg("choice", Msg::new(choice_id(c.name))))
        .collect()
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
        // `#-5` or `#+5` is meant as a channel too, and refused as none.
        Some(after)
            if after
                .trim_start_matches(['-', '+'])
                .starts_with(|c: char| c.is_ascii_digit()) =>
        {
            let (id, rest) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
            Ok((Some(channel_number(id)?), rest.trim()))
        }
        _ => Ok((None, line)),
    }
}

/// A channel number: a Discord id, which fits a signed 64-bit integer (the database
/// stores it as one; larger numbers would wrap onto the terminal's placeholders).
fn channel_number(text: &str) -> Result<u64, LineError> {
    text.trim_start_matches('#')
        .parse::<i64>()
        .ok()
        .and_then(|id| u64::try_from(id).ok())
        .ok_or_else(|| LineError::Channel(text.to_string()))
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
            return Err(LineError::Bare(name));
        }
        name = plain(&rest.remove(0)).to_lowercase();
    }
    let name = name.trim_start_matches('/');
    let words = Words::new(name, rest)?;
    let command = match name {
        "quit" | "exit" => {
            words.only(&[], 0)?;
            return Ok(Input::Quit);
        }
        "channel" => {
            words.only(&[], 1)?;
            let id = words.positional.first().ok_or(LineError::Missing {
                command: "channel".into(),
                what: "terminal-needs-channel",
            })?;
            return Ok(Input::Switch(channel_number(id)?));
        }
        // The move picker's presses, numbered.
        "pick" => {
            words.only(&[], 1)?;
            match words.positional.first() {
                Some(number_text) => {
                    return Ok(Input::Pick {
                        channel,
                        actor,
                        number: number("pick", number_text)?,
                    })
                }
                None => Command::PickOpen { game: None },
            }
        }
        // Discord's Rematch button, typed.
        "rematch" => {
            words.only(&["game"], 1)?;
            let game = words.positional.first().or(words.options.get("game"));
            let game = game.ok_or(LineError::Missing {
                command: "rematch".into(),
                what: "terminal-needs-game",
            })?;
            Command::Rematch {
                game: number("game", game)?,
            }
        }
        _ => return declared_command(channel, actor, name, words),
    };
    Ok(Input::Line {
        channel,
        line: Line {
            actor,
            command,
            new_thread: false,
        },
    })
}

/// A command of the declaration ([`command_spec::TREE`]), typed as on Discord:
/// `name:value` options (with the terminal's shorthands), read by their declared type
/// and built by the command's one builder.
fn declared_command(
    channel: Option<u64>,
    actor: Option<String>,
    name: &str,
    mut words: Words,
) -> Result<Input, LineError> {
    let found = find_command(name, &mut words)?;
    let spec = found.spec;
    words.command = found.label.clone();
    english_options(&found, &mut words)?;
    refuse_unknown(spec, &words)?;
    refuse_empty(spec, &words)?;
    if spec.name == "move" {
        move_cells(&mut words)?;
    } else {
        shorthand(spec, &mut words)?;
    }
    let args = read(spec, &words)?;
    let new_thread = spec.name == "challenge" && args.flag("thread") == Some(true);
    let command = spec
        .command(&args)
        .map_err(|error| line_error(error, &found.label))?;
    Ok(Input::Line {
        channel,
        line: Line {
            actor,
            command,
            new_thread,
        },
    })
}

/// A declared command found from what was typed.
struct Found {
    spec: &'static Spec,
    /// Its Fluent id (`cmd-lyngk-league-join`), which names it in every language.
    id: String,
    /// How messages name it: `move`, `league join`.
    label: String,
}

/// The command typed as `name` (a group's name takes its subcommand from the next
/// word: `league join`). Both top-level commands are searched, as the terminal has one
/// prompt; names are taken in English or in any of the bot's languages, as Discord
/// shows them to each player (`annehmen` is `accept`).
fn find_command(name: &str, words: &mut Words) -> Result<Found, LineError> {
    let action = words.positional.first().map(|w| w.to_lowercase());
    let mut group_named: Option<(&str, Vec<&'static str>)> = None;
    for top in command_spec::TREE {
        let top_id = command_id("cmd", top.name);
        for entry in top.entries {
            let id = command_id(&top_id, entry.name());
            if !is_named(&id, entry.name(), name) {
                continue;
            }
            match entry {
                Entry::Command(spec) => {
                    let label = spec.name.to_owned();
                    return Ok(Found { spec, id, label });
                }
                Entry::Group {
                    name: group,
                    entries,
                } => {
                    let inner = entries.iter().find_map(|entry| match entry {
                        Entry::Command(spec) => {
                            let inner_id = command_id(&id, spec.name);
                            let named = action
                                .as_deref()
                                .is_some_and(|typed| is_named(&inner_id, spec.name, typed));
                            named.then_some((spec, inner_id))
                        }
                        Entry::Group { .. } => None,
                    });
                    if let Some((spec, id)) = inner {
                        words.positional.remove(0);
                        let label = format!("{group} {}", spec.name);
                        return Ok(Found { spec, id, label });
                    }
                    let actions = &mut group_named.get_or_insert((group, Vec::new())).1;
                    actions.extend(entries.iter().map(Entry::name));
                }
            }
        }
    }
    match (group_named, action) {
        (Some((group, actions)), None) => Err(LineError::MissingAction {
            group: group.to_owned(),
            actions,
        }),
        (Some((group, _)), Some(action)) => {
            Err(LineError::UnknownCommand(format!("{group} {action}")))
        }
        (None, _) => Err(LineError::UnknownCommand(name.to_owned())),
    }
}

/// Whether `typed` names the command (or option) `english` whose Fluent message (or
/// attribute) is `id`: in English, or as Discord shows it in one of the bot's languages.
fn is_named(id: &str, english: &str, typed: &str) -> bool {
    is_named_in(id, None, english, typed)
}

fn is_named_in(id: &str, attribute: Option<&str>, english: &str, typed: &str) -> bool {
    english == typed
        || Locale::ALL.iter().any(|&locale| {
            lookup(locale, id, attribute).is_some_and(|name| name.to_lowercase() == typed)
        })
}

/// Options typed with their name in one of the bot's languages (`farbe:rot`) get
/// their English name, which the rest of the reading knows.
fn english_options(found: &Found, words: &mut Words) -> Result<(), LineError> {
    let typed: Vec<String> = words.options.keys().cloned().collect();
    for key in typed {
        if declared(found.spec, &key).is_some() {
            continue;
        }
        let option = found
            .spec
            .options
            .iter()
            .find(|o| is_named_in(&found.id, Some(o.name), o.name, &key));
        if let Some(option) = option {
            let value = words.options.remove(&key).unwrap_or_default();
            if words.options.contains_key(option.name) {
                return Err(LineError::Repeated(option.name.to_owned()));
            }
            words.options.insert(option.name.to_owned(), value);
        }
    }
    Ok(())
}

/// `claim:` typed without a value is refused with a value the option takes.
fn refuse_empty(spec: &Spec, words: &Words) -> Result<(), LineError> {
    match words.options.iter().find(|(_, value)| value.is_empty()) {
        Some((key, _)) => Err(LineError::EmptyOption {
            option: key.clone(),
            example: format!("{key}:{}", example(declared(spec, key))),
        }),
        None => Ok(()),
    }
}

/// A value `option` takes, for hints.
fn example(option: Option<&Opt>) -> String {
    let Some(option) = option else {
        return "…".into();
    };
    match (&option.kind, option.name) {
        (Kind::Choice(choices), _) => choices.first().map_or("…", |c| c.key).into(),
        (Kind::Integer { min, max }, _) => (*min).max(1).min(*max).to_string(),
        (Kind::Flag, _) => "true".into(),
        (Kind::User, _) => "@bob".into(),
        (Kind::Text { .. }, "claim" | "colour") => "red".into(),
        (Kind::Text { .. }, "from") => "c3".into(),
        (Kind::Text { .. }, "to") => "d4".into(),
        (Kind::Text { .. }, "turns") => "\"G6-G5 H1-H2\"".into(),
        (Kind::Text { .. }, _) => "Spring".into(),
    }
}

/// The terminal's other names for some options.
fn alias(key: &str) -> Option<&'static str> {
    Some(match key {
        "days" => "days_per_move",
        "color" => "colour",
        "double" => "double_round",
        "ai" => "level",
        _ => return None,
    })
}

/// The declared option a typed `key:` names.
fn declared(spec: &Spec, key: &str) -> Option<&'static Opt> {
    spec.option(key)
        .or_else(|| alias(key).and_then(|name| spec.option(name)))
}

/// Every option typed must be one the command has (`move` also takes a colour as a
/// key: `r:c3-d4`).
fn refuse_unknown(spec: &Spec, words: &Words) -> Result<(), LineError> {
    let colour_key = |key: &str| spec.name == "move" && Colour::from_name(key).is_some();
    match words
        .options
        .keys()
        .find(|key| declared(spec, key).is_none() && !colour_key(key))
    {
        Some(option) => {
            let mut known: Vec<&'static str> = spec.options.iter().map(|o| o.name).collect();
            known.sort_unstable();
            Err(LineError::UnknownOption {
                command: words.command.clone(),
                option: option.clone(),
                known,
            })
        }
        None => Ok(()),
    }
}

/// Words without a `name:` stand for options: `claim red`, `rating bob`, `vacation 3`,
/// `replay 12`, `league join Spring Cup` (the remaining words are the name), `moves c3
/// image`, `challenge bob six`. A word no option takes is refused.
fn shorthand(spec: &Spec, words: &mut Words) -> Result<(), LineError> {
    let positional = std::mem::take(&mut words.positional);
    if positional.is_empty() {
        return Ok(());
    }
    if spec.option("name").is_some() {
        return words.give("name", positional.join(" "));
    }
    if spec.name == "premove" {
        return premove_words(words, positional);
    }
    for word in positional {
        let option = match spec.name {
            "claim" => "colour",
            "rating" => "user",
            "replay" | "review" => "game",
            "help" => "topic",
            "vacation" => "days",
            "moves" if word.eq_ignore_ascii_case("image") => "image",
            "moves" => "from",
            // A variant by its name in any language (`challenge bob sei`), as `variant:`.
            "challenge" if chosen_key(command_spec::play::VARIANTS, &word).is_some() => "variant",
            "challenge" => "opponent",
            _ => "",
        };
        let value = if option == "image" {
            "true".into()
        } else {
            word
        };
        words.give(option, value)?;
    }
    Ok(())
}

/// `premove G6-G5 H1-H2` (a turn with a claim in quotes: `premove "G6-G5 R:C3-D4"`),
/// `premove clear`: the words are the line's turns, `clear` the flag.
fn premove_words(words: &mut Words, positional: Vec<String>) -> Result<(), LineError> {
    let (clear, turns): (Vec<String>, Vec<String>) = positional
        .into_iter()
        .partition(|word| word.eq_ignore_ascii_case("clear"));
    if !clear.is_empty() {
        words.give("clear", "true".into())?;
    }
    if !turns.is_empty() {
        words.give("turns", turns.join(" "))?;
    }
    Ok(())
}

/// `move c3 d4 [claim:red]`, `move from:c3 to:d4`, also `move c3-d4` and `move r:c3-d4`
/// (a claim letter or name before the cells): the cells become `from:` and `to:`.
fn move_cells(words: &mut Words) -> Result<(), LineError> {
    let mut typed: Vec<String> = words.options.remove("from").into_iter().collect();
    typed.append(&mut words.positional);
    typed.extend(words.options.remove("to"));
    let colour_key = words
        .options
        .keys()
        .find(|key| Colour::from_name(key).is_some() && key.as_str() != "claim")
        .cloned();
    if let Some(colour) = colour_key {
        if let Some(cells) = words.options.remove(&colour) {
            typed.insert(0, cells);
        }
        words.options.insert("claim".into(), colour);
    }
    let cells: Vec<&str> = typed
        .iter()
        .flat_map(|w| w.split('-'))
        .filter(|w| !w.is_empty())
        .collect();
    let missing = |what| LineError::Missing {
        command: "move".into(),
        what,
    };
    let (from, to) = match cells[..] {
        [] => return Err(missing("terminal-needs-cells")),
        [joined] => {
            return Err(match joined_cells(joined) {
                Some((from, to)) => LineError::JoinedCells {
                    word: joined.to_string(),
                    from: from.to_string(),
                    to: to.to_string(),
                },
                None => missing("terminal-needs-landing"),
            })
        }
        [from, to] => (from.to_owned(), to.to_owned()),
        [_, _, extra, ..] => {
            return Err(LineError::Unexpected {
                command: "move".into(),
                word: extra.to_string(),
            })
        }
    };
    words.options.insert("from".into(), from);
    words.options.insert("to".into(), to);
    Ok(())
}

/// The options typed, each read by its declared type.
fn read(spec: &Spec, words: &Words) -> Result<Args, LineError> {
    let mut args = Args::new(super::ai::ai_user());
    for (key, text) in &words.options {
        let Some(option) = declared(spec, key) else {
            continue; // refused before, unless a shorthand took it
        };
        // Two names of one option (`days:` and `days_per_move:`, English and localized).
        if args.get(option.name).is_some() {
            return Err(LineError::Repeated(option.name.to_owned()));
        }
        let value = match option.kind {
            Kind::Text { .. } => Value::Text(text.clone()),
            // A value no choice has goes to the builder, which refuses it in its words.
            Kind::Choice(choices) => Value::Text(chosen_key(choices, text).unwrap_or(text).into()),
            Kind::Integer { min, max } => Value::Integer(within(
                option.name,
                number(option.name, text)?,
                min,
                max,
                text,
            )?),
            Kind::Flag => Value::Flag(flag(option.name, text)?),
            Kind::User => Value::User {
                actor: person(text),
                bot: false,
            },
        };
        args.insert(option.name, value);
    }
    Ok(args)
}

/// The key of the choice typed as its key, its English name or its name in one of the
/// bot's languages as Discord shows it (`variante:sei`, `format:échelle`), in any case.
/// Keys come first, so no translation can shadow a key.
fn chosen_key(choices: &'static [Choice], typed: &str) -> Option<&'static str> {
    let typed = typed.trim().to_lowercase();
    let named_in = |choice: &Choice, locale: Locale| {
        lookup(locale, &choice_id(choice.name), None).is_some_and(|n| n.to_lowercase() == typed)
    };
    let found = choices
        .iter()
        .find(|c| c.key.to_lowercase() == typed)
        .or_else(|| choices.iter().find(|c| c.name.to_lowercase() == typed))
        .or_else(|| {
            choices
                .iter()
                .find(|c| Locale::ALL.iter().any(|&locale| named_in(c, locale)))
        });
    found.map(|c| c.key)
}

/// What the player is told when the arguments make no command.
fn line_error(error: ArgError, command: &str) -> LineError {
    match error {
        ArgError::Missing(option) => LineError::Missing {
            command: command.to_owned(),
            what: needs(option),
        },
        ArgError::Unknown(option) => LineError::UnknownOption {
            command: command.to_owned(),
            option,
            known: Vec::new(),
        },
        ArgError::NotANumber { option, given } => LineError::Number {
            what: option,
            given,
        },
        ArgError::NotAFlag { option, given } => LineError::Flag {
            what: option,
            given,
        },
        ArgError::Variant(given) => LineError::Variant(given),
        ArgError::NotAChoice {
            option,
            given,
            choices,
        } => LineError::NotAChoice {
            option,
            given,
            choices,
        },
        ArgError::Reminders(given) => LineError::Reminders(given),
        ArgError::Language(given) => LineError::Language(given),
        // A bot is never named at the terminal; the AI is `ai:`.
        ArgError::BotOpponent => LineError::UnknownCommand(command.to_owned()),
        ArgError::LevelWithOpponent(name) => LineError::Unexpected {
            command: "challenge ai".into(),
            word: name,
        },
    }
}

/// The message id of what a missing option (or a group's subcommand) is.
fn needs(option: &str) -> &'static str {
    match option {
        "name" => "terminal-needs-name",
        "colour" => "terminal-needs-colour",
        "days" => "terminal-needs-days",
        "game" => "terminal-needs-game",
        "from" | "to" => "terminal-needs-cells",
        _ => "terminal-needs-value",
    }
}

/// The text of a word as typed (a pair keeps its `:`).
fn plain(word: &Word) -> String {
    match word {
        Word::Plain(text) => text.clone(),
        Word::Pair { key, value } => format!("{key}:{value}"),
    }
}

/// A command's words: positional ones and `key:value` options.
struct Words {
    command: String,
    positional: Vec<String>,
    options: BTreeMap<String, String>,
}

impl Words {
    fn new(command: &str, words: Vec<Word>) -> Result<Words, LineError> {
        let mut args = Words {
            command: command.to_string(),
            positional: Vec::new(),
            options: BTreeMap::new(),
        };
        for word in words {
            match word {
                Word::Plain(text) => args.positional.push(text),
                Word::Pair { key, value } => {
                    let key = key.to_lowercase();
                    if args.options.contains_key(&key) {
                        return Err(LineError::Repeated(key));
                    }
                    args.options.insert(key, value);
                }
            }
        }
        Ok(args)
    }

    /// Refuses options other than `known` and more than `max` positional words.
    fn only(&self, known: &[&'static str], max: usize) -> Result<(), LineError> {
        if let Some(option) = self.options.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(LineError::UnknownOption {
                command: self.command.clone(),
                option: option.clone(),
                known: known.to_vec(),
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

    /// A positional word as the option `option`; refused when that option is given
    /// already (or there is none).
    fn give(&mut self, option: &str, word: String) -> Result<(), LineError> {
        let taken = self
            .options
            .keys()
            .any(|key| key == option || alias(key) == Some(option));
        if option.is_empty() || taken {
            return Err(LineError::Unexpected {
                command: self.command.clone(),
                word,
            });
        }
        self.options.insert(option.to_owned(), word);
        Ok(())
    }
}

/// `number` when the declaration's bounds hold it (as Discord's client enforces them).
fn within(
    option: &'static str,
    number: i64,
    min: i64,
    max: i64,
    text: &str,
) -> Result<i64, LineError> {
    if (min..=max).contains(&number) {
        return Ok(number);
    }
    Err(LineError::OutOfRange {
        option,
        given: text.to_string(),
        min,
        max,
    })
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

/// A whole number; a game's may be written `#12`.
fn number<T: std::str::FromStr>(what: &'static str, text: &str) -> Result<T, LineError> {
    text.trim_start_matches('#')
        .parse()
        .map_err(|_| LineError::Number {
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

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_domain::divisions::DivisionPlay;
    use lyngk_domain::event::EventFormat;
    use lyngk_i18n::Locale;
    use lyngk_rules::Variant;
    use lyngk_service::api::{ReminderMode, ServerLanguage};

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
                weekends_off: None,
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
            }) => assert_eq!(line.command, Command::Resign { confirmed: false }),
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
                reminders: Some(ReminderMode::Digest),
                clock: Default::default(),
            }
        );
        assert_eq!(
            command("server-settings auto_timeout:true"),
            Command::ServerSettings {
                weekends_off: None,
                auto_timeout: Some(true),
                language: None,
                web: None,
            }
        );
        assert_eq!(
            command("server-settings language:de"),
            Command::ServerSettings {
                weekends_off: None,
                auto_timeout: None,
                language: Some(ServerLanguage::Fixed(Locale::De)),
                web: None,
            }
        );
        assert_eq!(
            command("server-settings language:auto"),
            Command::ServerSettings {
                weekends_off: None,
                auto_timeout: None,
                language: Some(ServerLanguage::Auto),
                web: None,
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
            Err(LineError::UnknownOption { .. })
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
        assert_eq!(
            parse("alice: pick 3"),
            Ok(Input::Pick {
                channel: None,
                actor: Some("alice".into()),
                number: 3,
            })
        );
        assert!(matches!(
            parse("pick"),
            Ok(Input::Line {
                line: Line {
                    command: Command::PickOpen { game: None },
                    ..
                },
                ..
            })
        ));
        assert!(matches!(parse("pick x"), Err(LineError::Number { .. })));
        assert_eq!(parse("alice: /lyngk exit"), Ok(Input::Quit));
    }

    /// The AI is challenged with a level (`ai:` or `level:`, as on Discord) or by
    /// naming it; a level with a person as the opponent is refused.
    #[test]
    fn the_ai_is_challenged_by_level_or_by_name() {
        let ai_user = super::super::ai::ai_user();
        assert_eq!(
            command("challenge ai:3 six"),
            Command::ChallengeAi {
                level: 3,
                variant: Variant::Six,
                ai_user
            }
        );
        assert_eq!(
            command("challenge \"LYNGK AI\""),
            Command::ChallengeAi {
                level: command_spec::play::DEFAULT_LEVEL,
                variant: Variant::Standard,
                ai_user
            }
        );
        assert_eq!(
            parse("challenge bob level:2").unwrap_err().to_string(),
            "unexpected 'bob' after challenge ai: try help"
        );
        assert_eq!(
            parse("challenge ai:x").unwrap_err().to_string(),
            "level must be a whole number, not 'x'"
        );
    }

    /// Options are refused by the declaration's list, and a group needs its subcommand.
    #[test]
    fn options_and_subcommands_come_from_the_declaration() {
        assert_eq!(
            parse("vacation days:3 colour:red").unwrap_err().to_string(),
            "vacation has no option 'colour:' (it takes days)"
        );
        assert_eq!(
            parse("league").unwrap_err().to_string(),
            "league needs one of join, leave, standings, create, start"
        );
        assert!(matches!(
            parse("league dance Cup"),
            Err(LineError::UnknownCommand(name)) if name == "league dance"
        ));
        assert_eq!(
            command("moves c3 image"),
            Command::Moves {
                from: Some("c3".into()),
                image: true
            }
        );
        assert!(matches!(
            parse("claim red colour:blue"),
            Err(LineError::Unexpected { .. })
        ));
    }

    #[test]
    fn user_ids_are_stable_and_case_blind() {
        use super::super::user_id;
        assert_eq!(user_id("Alice"), user_id("alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        assert!(user_id("alice") < 1 << 53);
    }

    fn refusal(text: &str) -> String {
        match parse(text) {
            Err(error) => error.to_string(),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn an_empty_option_is_answered_with_a_value_it_takes() {
        let cases = [
            ("move h1 g3 claim:", "claim:red"),
            ("challenge bob variant:", "variant:standard"),
            ("challenge bob rated:", "rated:true"),
            ("vacation days:", "days:1"),
            ("rating user:", "user:@bob"),
        ];
        for (typed, example) in cases {
            let said = refusal(typed);
            assert!(
                said.ends_with(&format!("like {example}")),
                "{typed}: {said}"
            );
        }
    }

    #[test]
    fn a_value_none_of_the_choices_has_is_refused_with_the_choices() {
        assert_eq!(
            refusal("help dance"),
            "`topic` is `playing`, `ranking` or `clocks`, not 'dance'"
        );
        let topic = lyngk_service::api::HelpTopic::Clocks;
        assert_eq!(command("help clocks"), Command::Help { topic });
    }

    #[test]
    fn a_missing_name_is_hinted_with_the_command_typed() {
        assert_eq!(
            refusal("league standings"),
            "league standings needs a name, like league standings Spring"
        );
    }

    #[test]
    fn commands_and_options_are_taken_in_every_language_discord_shows() {
        assert_eq!(command("annehmen"), Command::Accept);
        assert_eq!(command("bob: /lyngk akceptuj"), command("accept"));
        assert_eq!(
            command("wählen farbe:schwarz"),
            command("claim colour:schwarz")
        );
        assert_eq!(
            command("liga tabelle Spring"),
            Command::LeagueStandings {
                name: "Spring".into()
            }
        );
        assert_eq!(command("ziehen von:c3 nach:d4"), moved("c3", "d4", None));
    }

    #[test]
    fn no_name_in_any_language_stands_for_two_commands() {
        for top in command_spec::TREE {
            let top_id = command_id("cmd", top.name);
            let names = |locale: Locale| -> Vec<(String, &str)> {
                top.entries
                    .iter()
                    .map(|e| {
                        let id = command_id(&top_id, e.name());
                        (lookup(locale, &id, None).unwrap_or_default(), e.name())
                    })
                    .collect()
            };
            let english: Vec<&str> = top.entries.iter().map(Entry::name).collect();
            for locale in Locale::ALL {
                for (local, meant) in names(locale) {
                    let other = english.iter().find(|e| **e == local && **e != meant);
                    assert!(
                        other.is_none(),
                        "{locale:?}: '{local}' is {meant} and {other:?}"
                    );
                    for other_locale in Locale::ALL {
                        let clash = names(other_locale)
                            .into_iter()
                            .find(|(name, other)| *name == local && *other != meant);
                        assert!(clash.is_none(), "{locale:?} {local} {meant}: {clash:?}");
                    }
                }
            }
        }
    }

    fn created_format(text: &str) -> Option<EventFormat> {
        match command(text) {
            Command::EventCreate { options, .. } => options.format,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Choices are read by their key, their English name or their name in any of the
    /// bot's languages, as Discord shows them.
    #[test]
    fn choices_are_taken_by_their_names_in_every_language() {
        for line in ["challenge bob variante:sei", "challenge bob sechs"] {
            match command(line) {
                Command::Challenge { variant, .. } => assert_eq!(variant, Variant::Six, "{line}"),
                other => panic!("{line}: {other:?}"),
            }
        }
        let topic = lyngk_service::api::HelpTopic::Clocks;
        assert_eq!(command("help argomento:orologi"), Command::Help { topic });
        assert_eq!(
            command("settings promemoria:riepilogo"),
            Command::Settings {
                digest_hour: None,
                reminders: Some(ReminderMode::Digest),
                clock: Default::default(),
            }
        );
        match command("event create Cup format:divisions division_format:\"toutes rondes\"") {
            Command::EventCreate { options, .. } => {
                assert_eq!(options.division_format, Some(DivisionPlay::RoundRobin))
            }
            other => panic!("{other:?}"),
        }
        let cases = [
            ("format:échelle", EventFormat::Ladder),
            ("format:Ladder", EventFormat::Ladder),
            ("format:\"round robin\"", EventFormat::RoundRobin),
            ("format:round_robin", EventFormat::RoundRobin),
            ("format:Rundenturnier", EventFormat::RoundRobin),
            ("format:\"élimination directe\"", EventFormat::Knockout),
            ("format:svizzero", EventFormat::Swiss),
        ];
        for (typed, format) in cases {
            let line = format!("admin: event create Cup {typed}");
            assert_eq!(created_format(&line), Some(format), "{typed}");
        }
        assert_eq!(created_format("event create Cup"), None);
    }

    /// A format no choice names is refused with the formats as they are typed (the
    /// choices' names, each a code span), never taken for a Swiss.
    #[test]
    fn an_unknown_format_is_refused_with_the_formats_as_typed() {
        for typed in ["ladderr", "swis", "échelles", "robin"] {
            let error = parse(&format!("event create Cup format:{typed}")).unwrap_err();
            assert_eq!(
                error,
                LineError::NotAChoice {
                    option: "format",
                    given: typed.into(),
                    choices: command_spec::event::FORMATS,
                }
            );
            let message = error.message();
            assert_eq!(message.id, "terminal-not-a-choice");
            let listed = match message.get("choices") {
                Some(lyngk_i18n::Arg::Alternatives(listed)) => listed.clone(),
                other => panic!("{other:?}"),
            };
            assert!(listed.iter().all(|m| m.id == "terminal-typed-choice"));
            let ids: Vec<&str> = listed
                .iter()
                .filter_map(|m| match m.get("choice") {
                    Some(lyngk_i18n::Arg::Msg(choice)) => Some(choice.id.as_str()),
                    _ => None,
                })
                .collect();
            assert_eq!(
                ids,
                [
                    "cmd-choice-swiss",
                    "cmd-choice-knockout",
                    "cmd-choice-ladder",
                    "cmd-choice-divisions",
                    "cmd-choice-round-robin"
                ]
            );
        }
    }

    /// A name typed for a choice stands for one choice only, in every language.
    #[test]
    fn no_choice_name_in_any_language_stands_for_two_choices() {
        for (path, spec) in command_spec::all() {
            for option in spec.options {
                let Kind::Choice(choices) = option.kind else {
                    continue;
                };
                for choice in choices {
                    let mut names = vec![choice.key.to_lowercase(), choice.name.to_lowercase()];
                    for locale in Locale::ALL {
                        names.extend(lookup(locale, &choice_id(choice.name), None));
                    }
                    for name in names {
                        assert_eq!(
                            chosen_key(choices, &name),
                            Some(choice.key),
                            "{path:?} {}: '{name}'",
                            option.name
                        );
                    }
                }
            }
        }
    }
}
