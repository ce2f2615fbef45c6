//! Starting, playing and ending a game: `challenge`, `accept`, `decline`, `move`,
//! `claim`, `premove`, `resign`.

use super::{ArgError, Args, Build, Choice, Entry, Kind, Opt, Spec};
use crate::api::Command;
use lyngk_rules::Variant;

/// The level of a challenge that names the AI without a `level`.
pub const DEFAULT_LEVEL: u8 = 2;

/// The variants, by the name [`Variant::from_name`] reads.
pub const VARIANTS: &[Choice] = &[
    Choice::new("standard", "standard"),
    Choice::new("six", "six"),
];

/// The time each player has for a turn, in days.
pub const DAYS_PER_MOVE: &[Choice] = &[
    Choice::new("1 day", "1"),
    Choice::new("2 days", "2"),
    Choice::new("3 days", "3"),
    Choice::new("5 days", "5"),
    Choice::new("7 days", "7"),
    Choice::new("14 days", "14"),
];

const CELL: Kind = Kind::Text { autocomplete: true };

pub const CHALLENGE: Entry = Entry::Command(Spec {
    name: "challenge",
    options: &[
        Opt::optional("opponent", Kind::User),
        Opt::optional("variant", Kind::Choice(VARIANTS)),
        Opt::optional("days_per_move", Kind::Choice(DAYS_PER_MOVE)),
        Opt::optional("thread", Kind::Flag),
        Opt::optional("rated", Kind::Flag),
        Opt::optional("level", Kind::Integer { min: 1, max: 5 }),
        Opt::optional("weekends", Kind::Flag),
    ],
    build: Build::From(challenge),
});

pub const ACCEPT: Entry = Entry::bare("accept", Command::Accept);
pub const DECLINE: Entry = Entry::bare("decline", Command::Decline);
/// Without `confirm:true` the player is asked first, with a button.
pub const RESIGN: Entry = Entry::Command(Spec {
    name: "resign",
    options: &[Opt::optional("confirm", Kind::Flag)],
    build: Build::From(|args| {
        Ok(Command::Resign {
            confirmed: args.flag("confirm").unwrap_or(false),
        })
    }),
});

pub const MOVE: Entry = Entry::Command(Spec {
    name: "move",
    options: &[
        Opt::required("from", CELL),
        Opt::required("to", CELL),
        Opt::optional("claim", CELL),
    ],
    build: Build::From(|args| {
        Ok(Command::Move {
            from: args.required_text("from")?,
            to: args.required_text("to")?,
            claim: args.text("claim").map(str::to_owned),
        })
    }),
});

/// `/lyngk premove turns:"G6-G5 H1-H2" [clear]`: conditional moves.
pub const PREMOVE: Entry = Entry::Command(Spec {
    name: "premove",
    options: &[
        Opt::optional("turns", Kind::Text { autocomplete: true }),
        Opt::optional("clear", Kind::Flag),
    ],
    build: Build::From(|args| {
        Ok(Command::Premove {
            line: args.text("turns").map(str::to_owned),
            clear: args.flag("clear").unwrap_or(false),
        })
    }),
});

pub const CLAIM: Entry = Entry::Command(Spec {
    name: "claim",
    options: &[Opt::required("colour", CELL)],
    build: Build::From(|args| {
        Ok(Command::Claim {
            colour: args.required_text("colour")?,
        })
    }),
});

/// A challenge of a person, an open seat, or the AI: a `level`, or the AI's own user
/// as the opponent (on Discord: the bot itself). A level with a person is refused.
fn challenge(args: &Args) -> Result<Command, ArgError> {
    let variant = variant(args)?;
    let opponent = args.user("opponent");
    let names_ai = opponent.is_some_and(|(actor, _)| actor.id == args.ai_user);
    let level = args.integer("level");
    if let (Some(_), Some((person, _))) = (level, opponent) {
        if !names_ai {
            return Err(ArgError::LevelWithOpponent(person.name.clone()));
        }
    }
    if level.is_some() || names_ai {
        return Ok(Command::ChallengeAi {
            level: level.map_or(DEFAULT_LEVEL, |l| u8::try_from(l).unwrap_or(u8::MAX)),
            variant,
            ai_user: args.ai_user,
        });
    }
    if opponent.is_some_and(|(_, bot)| bot) {
        return Err(ArgError::BotOpponent);
    }
    Ok(Command::Challenge {
        weekends_off: args.flag("weekends"),
        opponent: opponent.map(|(actor, _)| actor.clone()),
        variant,
        days_per_move: days_per_move(args)?,
        rated: args.flag("rated").unwrap_or(true),
    })
}

/// The `variant` option; standard when not given.
pub(super) fn variant(args: &Args) -> Result<Variant, ArgError> {
    match args.text("variant") {
        None => Ok(Variant::Standard),
        Some(name) => Variant::from_name(name).ok_or_else(|| ArgError::Variant(name.to_owned())),
    }
}

/// The `days_per_move` option (the service checks the number).
pub(super) fn days_per_move(args: &Args) -> Result<Option<u32>, ArgError> {
    args.text("days_per_move")
        .map(|days| {
            days.parse().map_err(|_| ArgError::NotANumber {
                option: "days_per_move",
                given: days.to_owned(),
            })
        })
        .transpose()
}
