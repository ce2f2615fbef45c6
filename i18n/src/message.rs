//! What to say, not how: a Fluent message id with typed arguments. The service builds
//! these; each front formats them in a locale and its own markup.

use lyngk_rules::{Cell, Colour};
use serde::{Deserialize, Serialize};

/// One message: its id in `i18n/locales/<locale>/*.ftl` and its arguments.
///
/// ```
/// use lyngk_i18n::{Locale, Msg, Style};
/// let msg = Msg::new("game-count").number("count", 2);
/// assert_eq!(msg.format(Locale::En, Style::Plain), "2 games");
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Msg {
    pub id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// The markup of the front that shows the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// Discord: `<@id>` mentions, `<#id>` channel links, `<t:…>` moments that each
    /// reader's client shows in their own time zone and language.
    Discord,
    /// A terminal: names, channel numbers and dates written out (UTC).
    Plain,
    /// A terminal read by one player: as [`Style::Plain`], dates in their time zone.
    PlainIn(chrono_tz::Tz),
}

impl Style {
    /// The markup alone: [`Style::PlainIn`] writes text as [`Style::Plain`] does.
    pub fn markup(self) -> Style {
        match self {
            Style::PlainIn(_) => Style::Plain,
            other => other,
        }
    }
}

/// How a moment in time is shown: Discord's `<t:…>` styles, which each reader's client
/// localizes; the terminal writes a date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MomentStyle {
    /// "in 2 days", "3 hours ago".
    Relative,
    /// Date and time, "23 November 2026 18:00".
    DateTime,
}

/// A typed argument: the front decides how it looks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arg {
    /// A count or ordinal; selects plural forms.
    Number(i64),
    /// A number with `digits` decimals, in the locale's format (ratings).
    Decimal { value: f64, digits: u8 },
    /// Text shown as it is: a name, a league's name, notation, a user's input.
    Text(String),
    /// One of the five colours, in the locale's word.
    Colour(Colour),
    /// A cell such as `C3`.
    Cell(Cell),
    /// A person: a mention on Discord (pings only those the reply lists), the name in
    /// the terminal.
    Player { id: u64, name: String },
    /// A channel or thread: a link on Discord.
    Channel(u64),
    /// A moment, Unix seconds.
    Moment { unix: i64, style: MomentStyle },
    /// A length of time in seconds, as days, hours and minutes in words.
    Duration(i64),
    /// Another message, formatted in the same locale (a reason inside a refusal).
    Msg(Box<Msg>),
    /// Several messages joined by the locale's list pattern ("A, B or C").
    Alternatives(Vec<Msg>),
    /// Several facts shown side by side, separated by " · ".
    Facts(Vec<Msg>),
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<String>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds the argument `$name`.
    pub fn arg(mut self, name: &str, value: Arg) -> Msg {
        self.args.push((name.to_string(), value));
        self
    }

    pub fn number(self, name: &str, value: impl TryInto<i64>) -> Msg {
        let value = value.try_into().unwrap_or(i64::MAX);
        self.arg(name, Arg::Number(value))
    }

    pub fn decimal(self, name: &str, value: f64, digits: u8) -> Msg {
        self.arg(name, Arg::Decimal { value, digits })
    }

    /// A rating, rounded and written without grouping in every language (1280, as the
    /// leaderboard and chess write ratings; never German "1.280").
    pub fn rating(self, name: &str, value: f64) -> Msg {
        self.text(name, format!("{value:.0}"))
    }

    pub fn text(self, name: &str, value: impl Into<String>) -> Msg {
        self.arg(name, Arg::Text(value.into()))
    }

    pub fn colour(self, name: &str, value: Colour) -> Msg {
        self.arg(name, Arg::Colour(value))
    }

    pub fn cell(self, name: &str, value: Cell) -> Msg {
        self.arg(name, Arg::Cell(value))
    }

    pub fn player(self, name: &str, id: u64, shown: impl Into<String>) -> Msg {
        self.arg(
            name,
            Arg::Player {
                id,
                name: shown.into(),
            },
        )
    }

    pub fn channel(self, name: &str, id: u64) -> Msg {
        self.arg(name, Arg::Channel(id))
    }

    pub fn moment(self, name: &str, unix: i64, style: MomentStyle) -> Msg {
        self.arg(name, Arg::Moment { unix, style })
    }

    pub fn duration(self, name: &str, seconds: i64) -> Msg {
        self.arg(name, Arg::Duration(seconds))
    }

    pub fn msg(self, name: &str, value: Msg) -> Msg {
        self.arg(name, Arg::Msg(Box::new(value)))
    }

    pub fn alternatives(self, name: &str, values: Vec<Msg>) -> Msg {
        self.arg(name, Arg::Alternatives(values))
    }

    pub fn facts(self, name: &str, values: Vec<Msg>) -> Msg {
        self.arg(name, Arg::Facts(values))
    }

    /// The argument `$name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args
            .iter()
            .find(|(given, _)| given == name)
            .map(|(_, value)| value)
    }
}
