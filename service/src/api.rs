//! The game service's typed requests and replies: the contract between the
//! transport-free service and its fronts (Discord, the terminal). No Discord types.
//!
//! The service (`GameService`, synchronous, backed by SQLite) offers:
//! - `handle(&self, Request) -> anyhow::Result<Reply>`: every command; user errors come
//!   back as an ephemeral `Reply`, only internal faults as `Err`.
//! - `suggest_origins / suggest_landings / suggest_claims`: autocomplete `Choice`s.
//! - `button_command(custom_id) -> Option<Command>`: what a pressed button means.
//! - `attach_thread(game_id, channel)`: a league game's thread has been opened.
//!
//! A front that offers "open the game in a thread" creates the thread itself and sends
//! the `Challenge` with `place.channel` set to the thread.

use lyngk_i18n::{format_lines, Locale, Msg, Style};
use lyngk_rules::Variant;

/// Who acts: a Discord user id (snowflake) and the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub id: u64,
    pub name: String,
}

/// Where: the guild (server), if any, and the channel or thread holding the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: Option<u64>,
    pub channel: u64,
}

/// One player command, as typed. Cells and colours arrive as the user's raw text so the
/// service can answer bad input with a specific message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Propose a game in this channel; `opponent: None` is an open seat.
    Challenge {
        opponent: Option<Actor>,
        variant: Variant,
        days_per_move: Option<u32>,
        /// False for a friendly game that leaves ratings alone.
        rated: bool,
        /// Both clocks stop on weekends; `None`: the event's or the server's default.
        weekends_off: Option<bool>,
    },
    Accept,
    Decline,
    Claim {
        colour: String,
    },
    Move {
        from: String,
        to: String,
        claim: Option<String>,
    },
    Board,
    Moves {
        from: Option<String>,
        /// Answer with the landing overlay image too.
        image: bool,
    },
    History,
    /// The animated GIF of a game of this channel; `None`: the latest started one.
    Replay {
        game: Option<i64>,
        /// The largest file the answer may carry (Discord's `attachment_size_limit` of
        /// the interaction, which depends on the server's boost level); `None`: 10 MiB.
        max_bytes: Option<usize>,
    },
    /// Resign the game of this channel; unless `confirmed`, the player is asked first
    /// (a button that sends [`Command::ResignGame`]).
    Resign {
        confirmed: bool,
    },
    /// The confirmation button: resign `game`, if it is still this channel's game.
    ResignGame {
        game: i64,
    },
    Rules,
    /// The commands of one topic, with their options.
    Help {
        topic: HelpTopic,
    },
    /// A player's rating on this server; `None`: the actor's own.
    Rating {
        user: Option<Actor>,
    },
    Leaderboard,
    Stats,
    /// Admins only: a new season, open for players to join.
    LeagueCreate {
        name: String,
        variant: Variant,
        days_per_move: Option<u32>,
        /// Each pair meets twice, first move swapped.
        double_round: bool,
    },
    LeagueJoin {
        name: String,
    },
    LeagueLeave {
        name: String,
    },
    /// Admins only: schedules the round-robin; the reply lists threads to open.
    LeagueStart {
        name: String,
    },
    LeagueStandings {
        name: String,
    },
    /// Admins only: a new event, open for players to join.
    EventCreate {
        name: String,
        options: EventOptions,
    },
    EventJoin {
        name: String,
    },
    /// Before the start: leave; once started: withdraw (never paired again).
    EventLeave {
        name: String,
    },
    /// The organiser: pairs round 1; the reply lists the threads to open.
    EventStart {
        name: String,
    },
    /// The organiser sets the event's clock rules before the start; without either,
    /// anyone sees them.
    EventSettings {
        name: String,
        /// Whether vacation, booked or automatic, pauses its games.
        vacation_allowed: Option<bool>,
        /// Whether its games' clocks stop on weekends (unset: the server's default).
        weekends_off: Option<bool>,
    },
    /// The organiser withdraws `player`.
    EventWithdraw {
        name: String,
        player: Actor,
    },
    EventStandings {
        name: String,
    },
    /// A round's pairings; `None`: the latest round.
    EventPairings {
        name: String,
        round: Option<u32>,
    },
    /// The event as a FIDE tournament report (TRF) file.
    EventExport {
        name: String,
    },
    /// The server's events.
    EventList,
    /// The Accept button of the challenge `game` (an older challenge's is refused).
    AcceptGame {
        game: i64,
    },
    /// The Decline button of the challenge `game`.
    DeclineGame {
        game: i64,
    },
    /// The Rematch button of the finished game `game`: a new challenge, seats swapped.
    Rematch {
        game: i64,
    },
    /// The actor's conditional moves in this channel's game: delete them all first
    /// (`clear`), store a line of turns answered in advance, or (neither) list them.
    Premove {
        line: Option<String>,
        clear: bool,
    },
    /// The waiting player takes the win: the opponent's time ran out.
    WinOnTime,
    /// Void a game whose first player never moved in time (unrated).
    Abort,
    /// Pause all of the actor's clocks for this many days, from now.
    Vacation {
        days: u32,
    },
    /// The actor's reminder settings; nothing given shows them.
    Settings {
        /// The digest's hour, UTC (0 to 23).
        digest_hour: Option<u8>,
        reminders: Option<ReminderMode>,
        /// Zone, sleeping hours, weekends and automatic vacation, checked by the service.
        clock: ClockOptions,
    },
    /// The server's settings; changing them needs `Request::actor_is_admin`.
    ServerSettings {
        auto_timeout: Option<bool>,
        language: Option<ServerLanguage>,
        /// The default for games that choose no weekends off themselves.
        weekends_off: Option<bool>,
        /// Whether the server's games and events have pages on the web front.
        web: Option<WebVisibility>,
    },
    /// The actor's games in this server: whose turn, time left.
    MyGames,
    /// A game against the LYNGK AI at `level` (1 to 5), which accepts at once and is
    /// unrated on the server. `ai_user` is the user id the AI plays under on this
    /// front (the bot's own user on Discord).
    ChallengeAi {
        level: u8,
        variant: Variant,
        ai_user: u64,
    },
    /// The AI's review of a finished game of this channel; `None`: the latest.
    Review {
        game: Option<i64>,
    },
    /// On the ladder `name`, challenge `opponent`, a few places above.
    LadderChallenge {
        name: String,
        opponent: Actor,
    },
    /// On the ladder `name`, accept the challenge put to the actor: the game opens.
    LadderAccept {
        name: String,
    },
    /// The Accept button under the ladder challenge `challenge`: only its challenged
    /// player may press it, while it waits for an answer.
    LadderAcceptPressed {
        challenge: i64,
    },
    /// The Move button: the move picker for this place's game, for the player to
    /// move (`game`: only if it is still the place's game). See [`super::picker`].
    PickOpen {
        game: Option<i64>,
    },
    /// A picker's step answered with `choice`.
    Pick {
        state: PickerState,
        choice: PickChoice,
    },
    /// A picker's confirm button: play the picked turn, as `Move` would.
    PickConfirm {
        state: PickerState,
    },
    /// A picker's press as the front received it: the component's custom id and, for
    /// a select, its chosen value (the service reads them: a garbled id is refused).
    PickPress {
        id: String,
        value: Option<String>,
    },
    /// The "answer in advance" modal's line, stored by the rules of `Premove`.
    PremoveEntry {
        line: String,
    },
    /// The actor's game on this server where their time is shortest.
    NextGame,
}

pub use super::picker::{PickChoice, PickerState, PickerView};

use super::Refusal;
pub use lyngk_store::settings::ReminderMode;
pub use lyngk_store::web::WebVisibility;

/// The clock settings `settings` was given, as typed; what is left out stays as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockOptions {
    /// An IANA zone name (`Europe/Berlin`).
    pub time_zone: Option<String>,
    /// `HH:MM-HH:MM`, or `off`.
    pub sleep: Option<String>,
    pub weekends_off: Option<bool>,
    pub auto_vacation: Option<bool>,
}

impl ClockOptions {
    pub fn is_empty(&self) -> bool {
        *self == ClockOptions::default()
    }
}

/// What `event create` was given; what is left out takes the event's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventOptions {
    /// `None`: Swiss.
    pub format: Option<lyngk_domain::event::EventFormat>,
    pub variant: Option<Variant>,
    pub days_per_move: Option<u32>,
    pub rated: Option<bool>,
    pub rounds: Option<u32>,
    pub round_days: Option<u32>,
    pub late_entry: Option<bool>,
    pub forfeit_on_withdrawal: Option<bool>,
    pub max_players: Option<u32>,
    pub min_rating: Option<u16>,
    pub max_rating: Option<u16>,
    /// The largest share of games lost on time a player may have, in percent.
    pub max_time_losses: Option<u8>,
    /// A knockout match's games: `None`, one.
    pub best_of: Option<u32>,
    /// A ladder's reach: how many places up a challenge may go.
    pub reach: Option<u32>,
    /// A ladder's days without activity before a player drops to the bottom.
    pub inactive_days: Option<u32>,
    /// A round robin's legs: every pairing once or twice (`None`: once).
    pub legs: Option<lyngk_domain::league::RoundRobin>,
    /// Divisions: players a division holds at most.
    pub division_size: Option<u32>,
    /// Divisions: players moving up and down at a season's end.
    pub movers: Option<u32>,
    /// Divisions: days between a season's end and the next one's opening.
    pub pause_days: Option<u32>,
    /// Divisions: what each division plays (`None`: a Swiss).
    pub division_format: Option<lyngk_domain::divisions::DivisionPlay>,
    /// A round robin's pace: a round at a time (`None`) or every game at the start.
    pub pace: Option<lyngk_domain::round_robin::Pace>,
}

/// The language of a server's public posts: one the bot speaks, or `Auto`, the
/// server's preferred locale as Discord tells it (English when it is none of them).
/// A part of the help: each fits one Discord message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HelpTopic {
    /// Starting, playing and looking at games.
    #[default]
    Playing,
    Ranking,
    Clocks,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerLanguage {
    Auto,
    Fixed(Locale),
}

/// A request: who, where, what. `interaction` is the front's unique id of the event
/// (Discord's interaction id) so a redelivered event is applied once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub place: Place,
    pub actor: Actor,
    pub command: Command,
    pub interaction: Option<u64>,
    /// The actor may manage the server (Discord's Manage Server permission, checked by
    /// the front); needed to create and start leagues.
    pub actor_is_admin: bool,
    /// The actor's language (Discord's interaction `locale`): private replies use it.
    pub locale: Locale,
    /// The server's preferred language as the front knows it (Discord's
    /// `guild_locale`); public posts use the server's own setting, then this.
    pub server_locale: Option<Locale>,
}

/// A file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub bytes: Vec<u8>,
    /// Alt text for screen readers (Discord's attachment `description`, at most
    /// 1,024 characters); every board and table image has one.
    pub description: Option<String>,
}

/// A button under a reply; `custom_id` comes back as a request when pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// What the front shows. `ping` lists the only users that may be mentioned (the
/// players among the messages' arguments). `ephemeral` replies are seen by the actor
/// alone (every user error is ephemeral and changed nothing).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reply {
    /// What to say, one message per line; the front formats them in `locale`.
    pub lines: Vec<Msg>,
    /// The language chosen by the service: the actor's for a private reply, the
    /// server's for a public post.
    pub locale: Locale,
    /// Why the command was refused, if it was (then `ephemeral` and nothing changed).
    pub refusal: Option<Refusal>,
    /// The board image (PNG), if any.
    pub image: Option<Attachment>,
    /// Other files, such as a game record as text.
    pub files: Vec<Attachment>,
    pub ping: Vec<u64>,
    pub ephemeral: bool,
    pub buttons: Vec<Button>,
    /// The live game this reply shows after a turn: a front may lay it out as the
    /// game's panel, with the players' actions on it (Discord's turn panel).
    pub panel: Option<i64>,
    /// Games to open each in a new thread (a league start). The front creates each
    /// thread, calls `GameService::attach_thread(game_id, thread)`, then posts `reply`
    /// in it.
    pub threads: Vec<ThreadToOpen>,
    /// A step of the move picker, private to the player to move (see
    /// [`super::picker`]).
    pub picker: Option<PickerView>,
    /// The answer to `NextGame`: where the actor's most urgent game is; `None`: none.
    pub next_game: Option<NextGame>,
    /// The address of this post's page on the web front (a game's or an event's), when
    /// the server publishes its pages and their outside address is configured: a front
    /// links it (Discord: a link button).
    pub page: Option<String>,
    /// What a post the background jobs made is about: the service turns it into
    /// `page` when the server publishes its pages.
    pub subject: Option<Subject>,
}

/// A game or an event, the subject of a post with a page on the web front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    Game(i64),
    Event(i64),
}

/// One game waiting for its thread.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreadToOpen {
    /// The thread's name (at most 100 characters).
    pub name: String,
    pub game_id: i64,
    /// The game's opening message, pinging both players.
    pub reply: Reply,
}

impl Reply {
    /// A reply of one message that everyone in the channel sees.
    pub fn public(msg: impl Into<Msg>) -> Reply {
        Reply {
            lines: vec![msg.into()],
            ..Reply::default()
        }
    }

    /// A reply of one message that only the actor sees (settings, lists).
    pub fn private(msg: impl Into<Msg>) -> Reply {
        Reply {
            ephemeral: true,
            ..Reply::public(msg)
        }
    }

    /// The private answer to a refused command.
    pub fn refused(refusal: Refusal) -> Reply {
        Reply {
            lines: refusal.lines(),
            refusal: Some(refusal),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// Adds a line.
    pub fn say(&mut self, msg: impl Into<Msg>) {
        self.lines.push(msg.into());
    }

    /// The whole text in the reply's locale, with `style`'s markup.
    pub fn text_in(&self, style: Style) -> String {
        format_lines(&self.lines, self.locale, style)
    }

    /// The whole text in the reply's locale with Discord markup (logs, tests).
    pub fn text(&self) -> String {
        self.text_in(Style::Discord)
    }
}

/// One autocomplete suggestion (Discord shows at most 25).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// A message the service wants sent without a command asking for it (reminders,
/// digests, games ended on time), from [`crate::GameService::deliver_due`].
#[derive(Clone, Debug, PartialEq)]
pub enum Outbound {
    /// A message in a game's channel; `reply.ping` lists the only users to mention.
    Channel { channel: u64, reply: Reply },
    /// A direct message to a user (daily digests), in `reply.locale`; it mentions
    /// nobody.
    Direct { user: u64, reply: Reply },
}

/// Where the actor's most urgent game is, from `NextGame`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextGame {
    pub game: i64,
    /// The server and the channel, thread or forum post holding the game: a front
    /// links to it (on Discord, `https://discord.com/channels/<guild>/<channel>`).
    pub place: Place,
    /// The actor's time left there, in seconds; `None` for a game without a clock.
    pub time_left: Option<i64>,
    /// How many games wait for the actor's turn on this server, this one included.
    pub waiting: usize,
}
