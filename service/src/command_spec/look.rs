//! Looking at a game and at the bot: `board`, `moves`, `history`, `replay`, `rules`,
//! `help` and the AI's `review`.

use super::{ArgError, Build, Choice, Entry, Kind, Opt, Spec};
use crate::api::{Command, HelpTopic};

/// A game's number, as the bot shows it.
const GAME: Opt = Opt::optional(
    "game",
    Kind::Integer {
        min: 1,
        max: 1_000_000_000,
    },
);

pub const BOARD: Entry = Entry::bare("board", Command::Board);
pub const HISTORY: Entry = Entry::bare("history", Command::History);
pub const RULES: Entry = Entry::bare("rules", Command::Rules);
/// The parts of the help, each one message long.
pub const HELP_TOPICS: &[Choice] = &[
    Choice::new("playing", "playing"),
    Choice::new("ranking", "ranking"),
    Choice::new("clocks", "clocks"),
];

pub const HELP: Entry = Entry::Command(Spec {
    name: "help",
    options: &[Opt::optional("topic", Kind::Choice(HELP_TOPICS))],
    build: Build::From(|args| {
        let topic = match args.text("topic") {
            None | Some("playing") => HelpTopic::Playing,
            Some("ranking") => HelpTopic::Ranking,
            Some("clocks") => HelpTopic::Clocks,
            Some(other) => {
                return Err(ArgError::NotAChoice {
                    option: "topic",
                    given: other.to_owned(),
                    choices: HELP_TOPICS,
                })
            }
        };
        Ok(Command::Help { topic })
    }),
});

pub const MOVES: Entry = Entry::Command(Spec {
    name: "moves",
    options: &[
        Opt::optional("from", Kind::Text { autocomplete: true }),
        Opt::optional("image", Kind::Flag),
    ],
    build: Build::From(|args| {
        Ok(Command::Moves {
            from: args.text("from").map(str::to_owned),
            image: args.flag("image").unwrap_or(false),
        })
    }),
});

pub const REPLAY: Entry = Entry::Command(Spec {
    name: "replay",
    options: &[GAME],
    // The front sets the upload limit where it knows one.
    build: Build::From(|args| {
        Ok(Command::Replay {
            game: args.integer("game"),
            max_bytes: None,
        })
    }),
});

pub const REVIEW: Entry = Entry::Command(Spec {
    name: "review",
    options: &[GAME],
    build: Build::From(|args| {
        Ok(Command::Review {
            game: args.integer("game"),
        })
    }),
});
