//! Correspondence time and settings: `win-on-time`, `abort`, `vacation`, `settings`,
//! `mygames`, and the admins' `server-settings`.

use super::{ArgError, Args, Build, Choice, Entry, Kind, Opt, Spec};
use crate::api::{ClockOptions, Command, ReminderMode, ServerLanguage, WebVisibility};

/// How a player is reminded of their turns.
pub const REMINDERS: &[Choice] = &[
    Choice::new("channel", "channel"),
    Choice::new("digest", "digest"),
    Choice::new("off", "off"),
];

/// Whether the server's games and events have pages on the web front.
pub const WEB: &[Choice] = &[
    Choice::new("public", "public"),
    Choice::new("unlisted", "unlisted"),
    Choice::new("off", "off"),
];

/// The server's language: Discord's choice, or one of the bot's, each named in itself.
pub const LANGUAGES: &[Choice] = &[
    Choice::new("auto", "auto"),
    Choice::new("English", "en"),
    Choice::new("Deutsch", "de"),
    Choice::new("Français", "fr"),
    Choice::new("Italiano", "it"),
    Choice::new("Nederlands", "nl"),
    Choice::new("Español", "es"),
    Choice::new("Polski", "pl"),
    Choice::new("Magyar", "hu"),
];

pub const WIN_ON_TIME: Entry = Entry::bare("win-on-time", Command::WinOnTime);
pub const ABORT: Entry = Entry::bare("abort", Command::Abort);
pub const MYGAMES: Entry = Entry::bare("mygames", Command::MyGames);

/// The actor's game where their time is shortest, across the server.
pub const NEXT: Entry = Entry::bare("next", Command::NextGame);

pub const VACATION: Entry = Entry::Command(Spec {
    name: "vacation",
    options: &[Opt::required("days", Kind::Integer { min: 1, max: 30 })],
    build: Build::From(|args| {
        Ok(Command::Vacation {
            days: args.number("days")?.ok_or(ArgError::Missing("days"))?,
        })
    }),
});

pub const SETTINGS: Entry = Entry::Command(Spec {
    name: "settings",
    options: &[
        Opt::optional("reminders", Kind::Choice(REMINDERS)),
        Opt::optional("digest_hour", Kind::Integer { min: 0, max: 23 }),
        Opt::optional("timezone", Kind::Text { autocomplete: true }),
        Opt::optional(
            "sleep",
            Kind::Text {
                autocomplete: false,
            },
        ),
        Opt::optional("weekends", Kind::Flag),
        Opt::optional("auto_vacation", Kind::Flag),
    ],
    build: Build::From(|args| {
        Ok(Command::Settings {
            digest_hour: args.number("digest_hour")?,
            reminders: args.text("reminders").map(reminder_mode).transpose()?,
            clock: ClockOptions {
                time_zone: args.text("timezone").map(str::to_owned),
                sleep: args.text("sleep").map(str::to_owned),
                weekends_off: args.flag("weekends"),
                auto_vacation: args.flag("auto_vacation"),
            },
        })
    }),
});

pub const SERVER_SETTINGS: Entry = Entry::Command(Spec {
    name: "server-settings",
    options: &[
        Opt::optional("auto_timeout", Kind::Flag),
        Opt::optional("language", Kind::Choice(LANGUAGES)),
        Opt::optional("web", Kind::Choice(WEB)),
        Opt::optional("weekends", Kind::Flag),
    ],
    build: Build::From(server_settings),
});

fn server_settings(args: &Args) -> Result<Command, ArgError> {
    Ok(Command::ServerSettings {
        weekends_off: args.flag("weekends"),
        auto_timeout: args.flag("auto_timeout"),
        language: args.text("language").map(language).transpose()?,
        web: args.text("web").map(web_visibility).transpose()?,
    })
}

fn web_visibility(text: &str) -> Result<WebVisibility, ArgError> {
    WebVisibility::parse(&text.to_lowercase()).ok_or_else(|| ArgError::NotAChoice {
        option: "web",
        given: text.to_owned(),
        choices: WEB,
    })
}

fn reminder_mode(text: &str) -> Result<ReminderMode, ArgError> {
    match text.to_lowercase().as_str() {
        "channel" => Ok(ReminderMode::Channel),
        "digest" => Ok(ReminderMode::Digest),
        "off" => Ok(ReminderMode::Off),
        _ => Err(ArgError::Reminders(text.to_owned())),
    }
}

/// `auto` or a language code (`de`, `fr`, ...).
fn language(text: &str) -> Result<ServerLanguage, ArgError> {
    match text.to_lowercase().as_str() {
        "auto" => Ok(ServerLanguage::Auto),
        code => code
            .parse()
            .map(ServerLanguage::Fixed)
            .map_err(|_| ArgError::Language(text.to_owned())),
    }
}
