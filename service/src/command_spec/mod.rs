//! Every command declared once, with no transport in sight: its place in the command
//! tree, its options (type, choices, limits, whether required), who may use it, and the
//! one builder that turns its arguments into the service's [`Command`].
//!
//! Both fronts derive what they need from [`TREE`]: Discord its registration body and
//! the reading of an interaction's options (`discord::register`, `discord::translate`),
//! the terminal its reading of `name:value` words (`terminal::parse`). The names and
//! descriptions shown to users are Fluent messages named after the path:
//! `cmd-lyngk-move` (the name), `.description`, `.<option>` and
//! `.<option>-description`; a choice's name is `cmd-choice-…` (see [`choice_id`]).
//!
//! The files hold one theme each: [`play`] (starting, playing and ending a game),
//! [`look`] (board, moves, records, rules, help), [`ranking`] (ratings and leagues),
//! [`event`] (Swiss events) and [`clock`] (correspondence time and settings).

pub mod clock;
pub mod event;
pub mod look;
pub mod play;
pub mod ranking;

use std::collections::BTreeMap;

use crate::api::{Actor, Command};

/// The top-level commands: `/lyngk` for everyone, `/lyngk-admin` for server managers.
pub const TREE: &[TopLevel] = &[
    TopLevel {
        name: "lyngk",
        admin: false,
        entries: &[
            play::CHALLENGE,
            play::ACCEPT,
            play::DECLINE,
            play::MOVE,
            play::CLAIM,
            play::PREMOVE,
            look::BOARD,
            look::MOVES,
            look::HISTORY,
            look::REPLAY,
            play::RESIGN,
            look::RULES,
            look::HELP,
            ranking::RATING,
            ranking::LEADERBOARD,
            ranking::STATS,
            ranking::LEAGUE,
            event::EVENT_GROUP,
            clock::WIN_ON_TIME,
            clock::ABORT,
            clock::VACATION,
            clock::SETTINGS,
            clock::MYGAMES,
            clock::NEXT,
            look::REVIEW,
        ],
    },
    TopLevel {
        name: "lyngk-admin",
        admin: true,
        entries: &[
            ranking::ADMIN_LEAGUE,
            event::ADMIN_EVENT,
            clock::SERVER_SETTINGS,
        ],
    },
];

/// A command users type at the top (`/lyngk`), holding subcommands and groups.
pub struct TopLevel {
    pub name: &'static str,
    /// Only for members who may manage the server (Discord hides it from the others;
    /// the service checks again).
    pub admin: bool,
    pub entries: &'static [Entry],
}

/// A subcommand, or a group of them (`/lyngk league join`).
pub enum Entry {
    Command(Spec),
    Group {
        name: &'static str,
        entries: &'static [Entry],
    },
}

impl Entry {
    /// A command without options that always means `command`.
    pub const fn bare(name: &'static str, command: Command) -> Entry {
        Entry::Command(Spec {
            name,
            options: &[],
            build: Build::Always(command),
        })
    }

    pub fn name(&self) -> &'static str {
        match self {
            Entry::Command(spec) => spec.name,
            Entry::Group { name, .. } => name,
        }
    }
}

/// One command that does something.
pub struct Spec {
    pub name: &'static str,
    pub options: &'static [Opt],
    /// The command its arguments stand for.
    pub build: Build,
}

/// How a command is made of its arguments.
pub enum Build {
    /// A command without options.
    Always(Command),
    /// The one builder both fronts share.
    From(fn(&Args) -> Result<Command, ArgError>),
}

impl Spec {
    /// The command `args` stand for.
    pub fn command(&self, args: &Args) -> Result<Command, ArgError> {
        match &self.build {
            Build::Always(command) => Ok(command.clone()),
            Build::From(build) => build(args),
        }
    }

    /// The declared option `name`.
    pub fn option(&self, name: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// One option of a command.
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

impl Opt {
    pub const fn required(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: true,
        }
    }

    pub const fn optional(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: false,
        }
    }
}

/// What an option holds.
pub enum Kind {
    /// Free text; `autocomplete`: the service suggests values as the user types.
    Text {
        autocomplete: bool,
    },
    /// A whole number within `min..=max`.
    Integer {
        min: i64,
        max: i64,
    },
    Flag,
    /// A member of the server.
    User,
    /// One of a few values; the builder reads the chosen one's key.
    Choice(&'static [Choice]),
}

/// One value of a choice option: its English name (shown, and the root of its Fluent
/// id) and the key the builder reads (what the terminal types).
#[derive(Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: &'static str,
    pub key: &'static str,
}

impl Choice {
    pub const fn new(name: &'static str, key: &'static str) -> Choice {
        Choice { name, key }
    }
}

/// The Fluent id of a command (or group) under `parent`: `cmd-lyngk-move`.
pub fn command_id(parent: &str, name: &str) -> String {
    format!("{parent}-{name}")
}

/// The Fluent id of a choice: `cmd-choice-` and its English name in lower case, with a
/// `-` for every run of other characters (Fluent ids are ASCII: "Français" gives
/// `cmd-choice-fran-ais`).
pub fn choice_id(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("cmd-choice-{}", words.join("-"))
}

/// The command at `path` (`["lyngk", "league", "join"]`), with its top-level command.
pub fn find(path: &[&str]) -> Option<(&'static TopLevel, &'static Spec)> {
    let (top, rest) = path.split_first()?;
    let top = TREE.iter().find(|t| t.name == *top)?;
    let mut entries = top.entries;
    let mut rest = rest;
    loop {
        let (name, after) = rest.split_first()?;
        match entries.iter().find(|e| e.name() == *name)? {
            Entry::Command(spec) if after.is_empty() => return Some((top, spec)),
            Entry::Command(_) => return None,
            Entry::Group { entries: inner, .. } => (entries, rest) = (inner, after),
        }
    }
}

/// Every command with its path, depth first in declaration order.
pub fn all() -> Vec<(Vec<&'static str>, &'static Spec)> {
    fn walk(
        path: &[&'static str],
        entries: &'static [Entry],
        out: &mut Vec<(Vec<&'static str>, &'static Spec)>,
    ) {
        for entry in entries {
            let mut here = path.to_vec();
            here.push(entry.name());
            match entry {
                Entry::Command(spec) => out.push((here, spec)),
                Entry::Group { entries, .. } => walk(&here, entries, out),
            }
        }
    }
    let mut out = Vec::new();
    for top in TREE {
        walk(&[top.name], top.entries, &mut out);
    }
    out
}

/// A value given for an option, typed by its declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text as typed, and a choice's key.
    Text(String),
    Integer(i64),
    Flag(bool),
    /// A person; `bot`: a bot account (which cannot play).
    User {
        actor: Actor,
        bot: bool,
    },
}

/// The arguments of one command, read by a front from what the user gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args {
    values: BTreeMap<&'static str, Value>,
    /// The user id the AI plays under on this front.
    pub ai_user: u64,
}

impl Args {
    pub fn new(ai_user: u64) -> Args {
        Args {
            values: BTreeMap::new(),
            ai_user,
        }
    }

    pub fn insert(&mut self, name: &'static str, value: Value) {
        self.values.insert(name, value);
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.get(name)
    }

    /// A text (or a choice's key), trimmed; blank counts as absent.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.values.get(name)? {
            Value::Text(text) => Some(text.trim()).filter(|t| !t.is_empty()),
            _ => None,
        }
    }

    pub fn required_text(&self, name: &'static str) -> Result<String, ArgError> {
        self.text(name)
            .map(str::to_owned)
            .ok_or(ArgError::Missing(name))
    }

    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.values.get(name)? {
            Value::Integer(number) => Some(*number),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.values.get(name)? {
            Value::Flag(flag) => Some(*flag),
            _ => None,
        }
    }

    /// The person named, and whether it is a bot account.
    pub fn user(&self, name: &str) -> Option<(&Actor, bool)> {
        match self.values.get(name)? {
            Value::User { actor, bot } => Some((actor, *bot)),
            _ => None,
        }
    }

    /// A whole number that must fit `T` (a number of days, an hour).
    pub fn number<T: TryFrom<i64>>(&self, name: &'static str) -> Result<Option<T>, ArgError> {
        self.integer(name)
            .map(|n| {
                T::try_from(n).map_err(|_| ArgError::NotANumber {
                    option: name,
                    given: n.to_string(),
                })
            })
            .transpose()
    }
}

/// Why arguments do not make a command; each front says it in its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// A required option was not given.
    Missing(&'static str),
    /// An option this command does not have: nothing given is ignored.
    Unknown(String),
    NotANumber {
        option: &'static str,
        given: String,
    },
    NotAFlag {
        option: &'static str,
        given: String,
    },
    Variant(String),
    /// A value that is none of the option's choices.
    NotAChoice {
        option: &'static str,
        given: String,
        choices: &'static [Choice],
    },
    Reminders(String),
    Language(String),
    /// A bot named as the opponent (other than the AI's own user).
    BotOpponent,
    /// An AI level and a person as the opponent.
    LevelWithOpponent(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choice_ids_are_fluent_ids() {
        assert_eq!(choice_id("14 days"), "cmd-choice-14-days");
        assert_eq!(choice_id("standard"), "cmd-choice-standard");
        assert_eq!(choice_id("Français"), "cmd-choice-fran-ais");
    }

    #[test]
    fn paths_find_their_commands_and_groups_hold_none() {
        assert_eq!(find(&["lyngk", "move"]).unwrap().1.name, "move");
        let (top, join) = find(&["lyngk", "league", "join"]).unwrap();
        assert_eq!((top.admin, join.name), (false, "join"));
        let (top, _) = find(&["lyngk-admin", "league", "create"]).unwrap();
        assert!(top.admin);
        assert!(find(&["lyngk", "league"]).is_none());
        assert!(find(&["lyngk", "move", "c3"]).is_none());
        assert!(find(&["lyngk", "dance"]).is_none());
    }

    /// Discord allows 25 options per command and 25 subcommands or groups per level.
    #[test]
    fn every_level_has_room_within_discords_limits() {
        fn check(entries: &[Entry]) {
            assert!(entries.len() <= 25);
            for entry in entries {
                match entry {
                    Entry::Command(spec) => assert!(spec.options.len() <= 25, "{}", spec.name),
                    Entry::Group { entries, .. } => check(entries),
                }
            }
        }
        TREE.iter().for_each(|top| check(top.entries));
    }
}
