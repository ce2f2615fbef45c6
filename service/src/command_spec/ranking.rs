//! Ratings and leagues: `rating`, `leaderboard`, `stats`, the members' `league` group
//! and the admins' one (`create`, `start`).

use super::play::{days_per_move, variant, DAYS_PER_MOVE, VARIANTS};
use super::{Build, Entry, Kind, Opt, Spec};
use crate::api::Command;

/// A league season's name.
const SEASON: Opt = Opt::required(
    "name",
    Kind::Text {
        autocomplete: false,
    },
);

pub const RATING: Entry = Entry::Command(Spec {
    name: "rating",
    options: &[Opt::optional("user", Kind::User)],
    build: Build::From(|args| {
        Ok(Command::Rating {
            user: args.user("user").map(|(actor, _)| actor.clone()),
        })
    }),
});

pub const LEADERBOARD: Entry = Entry::bare("leaderboard", Command::Leaderboard);
pub const STATS: Entry = Entry::bare("stats", Command::Stats);

/// What members do with a season.
pub const LEAGUE: Entry = Entry::Group {
    name: "league",
    entries: &[
        Entry::Command(Spec {
            name: "join",
            options: &[SEASON],
            build: Build::From(|args| {
                Ok(Command::LeagueJoin {
                    name: args.required_text("name")?,
                })
            }),
        }),
        Entry::Command(Spec {
            name: "leave",
            options: &[SEASON],
            build: Build::From(|args| {
                Ok(Command::LeagueLeave {
                    name: args.required_text("name")?,
                })
            }),
        }),
        Entry::Command(Spec {
            name: "standings",
            options: &[SEASON],
            build: Build::From(|args| {
                Ok(Command::LeagueStandings {
                    name: args.required_text("name")?,
                })
            }),
        }),
    ],
};

/// What server managers do with a season.
pub const ADMIN_LEAGUE: Entry = Entry::Group {
    name: "league",
    entries: &[
        Entry::Command(Spec {
            name: "create",
            options: &[
                SEASON,
                Opt::optional("variant", Kind::Choice(VARIANTS)),
                Opt::optional("days_per_move", Kind::Choice(DAYS_PER_MOVE)),
                Opt::optional("double_round", Kind::Flag),
            ],
            build: Build::From(|args| {
                Ok(Command::LeagueCreate {
                    name: args.required_text("name")?,
                    variant: variant(args)?,
                    days_per_move: days_per_move(args)?,
                    double_round: args.flag("double_round").unwrap_or(false),
                })
            }),
        }),
        Entry::Command(Spec {
            name: "start",
            options: &[SEASON],
            build: Build::From(|args| {
                Ok(Command::LeagueStart {
                    name: args.required_text("name")?,
                })
            }),
        }),
    ],
};
