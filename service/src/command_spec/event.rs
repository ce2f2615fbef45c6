//! Events: the members' `event` group (`join`, `leave`, `standings`, `pairings`,
//! `export`, `list`, and on a ladder `challenge` and `accept`) and the admins' one
//! (`create`, `start`, `withdraw`). `create` takes every format's settings: a
//! format refuses the ones that are not its own.

use super::play::{days_per_move, variant, DAYS_PER_MOVE, VARIANTS};
use super::{ArgError, Args, Build, Choice, Entry, Kind, Opt, Spec};
use crate::api::{Command, EventOptions};
use lyngk_domain::divisions::DivisionPlay;
use lyngk_domain::event::EventFormat;
use lyngk_domain::league::RoundRobin;
use lyngk_domain::round_robin::{parse_legs, Pace};

/// An event's name.
const EVENT: Opt = Opt::required(
    "name",
    Kind::Text {
        autocomplete: false,
    },
);

/// The formats an event may have.
pub const FORMATS: &[Choice] = &[
    Choice::new("swiss", "swiss"),
    Choice::new("knockout", "knockout"),
    Choice::new("ladder", "ladder"),
    Choice::new("divisions", "divisions"),
    Choice::new("round robin", "round_robin"),
];

/// How often a round robin's pairings meet: once, or twice with the seats swapped.
const LEGS: &[Choice] = &[
    Choice::new("single", "single"),
    Choice::new("double", "double"),
];

/// How a round robin's games open: a round at a time, or all at the start (a league).
const PACES: &[Choice] = &[
    Choice::new("round by round", "round_by_round"),
    Choice::new("all at once", "all_at_once"),
];

/// A command that names an event and nothing else.
const fn named(name: &'static str, build: fn(&Args) -> Result<Command, ArgError>) -> Entry {
    Entry::Command(Spec {
        name,
        options: &[EVENT],
        build: Build::From(build),
    })
}

/// What members do with an event.
pub const EVENT_GROUP: Entry = Entry::Group {
    name: "event",
    entries: &[
        named("join", |args| {
            Ok(Command::EventJoin {
                name: args.required_text("name")?,
            })
        }),
        named("leave", |args| {
            Ok(Command::EventLeave {
                name: args.required_text("name")?,
            })
        }),
        named("standings", |args| {
            Ok(Command::EventStandings {
                name: args.required_text("name")?,
            })
        }),
        Entry::Command(Spec {
            name: "pairings",
            options: &[
                EVENT,
                Opt::optional("round", Kind::Integer { min: 1, max: 30 }),
            ],
            build: Build::From(|args| {
                Ok(Command::EventPairings {
                    name: args.required_text("name")?,
                    round: args.number("round")?,
                })
            }),
        }),
        named("export", |args| {
            Ok(Command::EventExport {
                name: args.required_text("name")?,
            })
        }),
        Entry::bare("list", Command::EventList),
        Entry::Command(Spec {
            name: "challenge",
            options: &[EVENT, Opt::required("opponent", Kind::User)],
            build: Build::From(|args| {
                let (opponent, _) = args.user("opponent").ok_or(ArgError::Missing("opponent"))?;
                Ok(Command::LadderChallenge {
                    name: args.required_text("name")?,
                    opponent: opponent.clone(),
                })
            }),
        }),
        named("accept", |args| {
            Ok(Command::LadderAccept {
                name: args.required_text("name")?,
            })
        }),
    ],
};

/// What organisers do with an event.
pub const ADMIN_EVENT: Entry = Entry::Group {
    name: "event",
    entries: &[
        Entry::Command(Spec {
            name: "create",
            options: &[
                EVENT,
                Opt::optional("format", Kind::Choice(FORMATS)),
                Opt::optional("variant", Kind::Choice(VARIANTS)),
                Opt::optional("days_per_move", Kind::Choice(DAYS_PER_MOVE)),
                Opt::optional("rounds", Kind::Integer { min: 1, max: 30 }),
                Opt::optional("round_days", Kind::Integer { min: 0, max: 90 }),
                Opt::optional("rated", Kind::Flag),
                Opt::optional("late_entry", Kind::Flag),
                Opt::optional("forfeits", Kind::Flag),
                Opt::optional("max_players", Kind::Integer { min: 2, max: 1000 }),
                Opt::optional("min_rating", Kind::Integer { min: 0, max: 9999 }),
                Opt::optional("max_rating", Kind::Integer { min: 0, max: 9999 }),
                Opt::optional("max_time_losses", Kind::Integer { min: 0, max: 100 }),
                Opt::optional("best_of", Kind::Integer { min: 1, max: 7 }),
                Opt::optional("reach", Kind::Integer { min: 1, max: 20 }),
                Opt::optional("inactive_days", Kind::Integer { min: 1, max: 365 }),
                Opt::optional("division_size", Kind::Integer { min: 0, max: 100 }),
                Opt::optional("movers", Kind::Integer { min: 0, max: 50 }),
                Opt::optional("pause_days", Kind::Integer { min: 0, max: 90 }),
                Opt::optional("legs", Kind::Choice(LEGS)),
                Opt::optional("division_format", Kind::Choice(DIVISION_FORMATS)),
                Opt::optional("pace", Kind::Choice(PACES)),
            ],
            build: Build::From(create),
        }),
        named("start", |args| {
            Ok(Command::EventStart {
                name: args.required_text("name")?,
            })
        }),
        Entry::Command(Spec {
            name: "settings",
            options: &[
                EVENT,
                Opt::optional("vacation", Kind::Flag),
                Opt::optional("weekends", Kind::Flag),
            ],
            build: Build::From(|args| {
                Ok(Command::EventSettings {
                    name: args.required_text("name")?,
                    vacation_allowed: args.flag("vacation"),
                    weekends_off: args.flag("weekends"),
                })
            }),
        }),
        Entry::Command(Spec {
            name: "withdraw",
            options: &[EVENT, Opt::required("player", Kind::User)],
            build: Build::From(|args| {
                let (player, _) = args.user("player").ok_or(ArgError::Missing("player"))?;
                Ok(Command::EventWithdraw {
                    name: args.required_text("name")?,
                    player: player.clone(),
                })
            }),
        }),
    ],
};

/// The `format` chosen, if any: a typed format, never a string the service guesses at.
fn format(args: &Args) -> Result<Option<EventFormat>, ArgError> {
    let Some(given) = args.text("format") else {
        return Ok(None);
    };
    match EventFormat::parse(given) {
        Some(format) => Ok(Some(format)),
        None => Err(ArgError::NotAChoice {
            option: "format",
            given: given.to_owned(),
            choices: FORMATS,
        }),
    }
}

/// The `legs` chosen, if any.
fn legs(args: &Args) -> Result<Option<RoundRobin>, ArgError> {
    let Some(given) = args.text("legs") else {
        return Ok(None);
    };
    match parse_legs(given) {
        Some(legs) => Ok(Some(legs)),
        None => Err(ArgError::NotAChoice {
            option: "legs",
            given: given.to_owned(),
            choices: LEGS,
        }),
    }
}

/// The `pace` chosen, if any.
fn pace(args: &Args) -> Result<Option<Pace>, ArgError> {
    let Some(given) = args.text("pace") else {
        return Ok(None);
    };
    match Pace::parse(given) {
        Some(pace) => Ok(Some(pace)),
        None => Err(ArgError::NotAChoice {
            option: "pace",
            given: given.to_owned(),
            choices: PACES,
        }),
    }
}

fn create(args: &Args) -> Result<Command, ArgError> {
    let options = EventOptions {
        format: format(args)?,
        variant: args.text("variant").map(|_| variant(args)).transpose()?,
        days_per_move: days_per_move(args)?,
        rated: args.flag("rated"),
        rounds: args.number("rounds")?,
        round_days: args.number("round_days")?,
        late_entry: args.flag("late_entry"),
        forfeit_on_withdrawal: args.flag("forfeits"),
        max_players: args.number("max_players")?,
        min_rating: args.number("min_rating")?,
        max_rating: args.number("max_rating")?,
        max_time_losses: args.number("max_time_losses")?,
        best_of: args.number("best_of")?,
        reach: args.number("reach")?,
        inactive_days: args.number("inactive_days")?,
        division_size: args.number("division_size")?,
        movers: args.number("movers")?,
        pause_days: args.number("pause_days")?,
        legs: legs(args)?,
        division_format: division_format(args)?,
        pace: pace(args)?,
    };
    Ok(Command::EventCreate {
        name: args.required_text("name")?,
        options,
    })
}

/// What each division of a divisions event plays.
const DIVISION_FORMATS: &[Choice] = &[
    Choice::new("swiss", "swiss"),
    Choice::new("round robin", "round_robin"),
];

/// The `division_format` chosen, if any.
fn division_format(args: &Args) -> Result<Option<DivisionPlay>, ArgError> {
    let Some(given) = args.text("division_format") else {
        return Ok(None);
    };
    match DivisionPlay::parse(given) {
        Some(play) => Ok(Some(play)),
        None => Err(ArgError::NotAChoice {
            option: "division_format",
            given: given.to_owned(),
            choices: DIVISION_FORMATS,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The declaration and the type hold the same formats: every choice is a format,
    /// every format a choice.
    #[test]
    fn every_format_is_a_choice_and_every_choice_a_format() {
        let chosen: Vec<EventFormat> = FORMATS
            .iter()
            .map(|c| EventFormat::parse(c.key).expect(c.key))
            .collect();
        assert_eq!(chosen.len(), EventFormat::ALL.len());
        assert!(EventFormat::ALL.iter().all(|f| chosen.contains(f)));
    }
}
