//! Why a command was refused: the user's mistake, answered privately, nothing changed.

use lyngk_ai::MAX_LEVEL;
use lyngk_domain::clock::VacationError;
use lyngk_domain::event::{
    EventFormat, EventOption, EventRefusal, SettingsError, StartError, MAX_BEST_OF, MAX_PLAYERS,
    MAX_ROUNDS, MAX_ROUND_DAYS,
};
use lyngk_domain::ladder::LadderRefusal;
use lyngk_domain::premove::{LineError, MAX_PLIES};
use lyngk_domain::reminders::{AbortError, DigestError, WinOnTimeError};
use lyngk_domain::round_robin::RoundRobinRefusal;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::{Cell, CellError, Colour, PlayError};

/// Why a command about the AI was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiRefusal {
    /// A level outside 1 to 5.
    BadLevel { given: i64 },
    /// A review asked for a game still being played.
    ReviewLiveGame { game: i64 },
    /// A review asked in a channel without a finished game.
    NothingToReview,
}

impl AiRefusal {
    pub fn message(&self) -> Msg {
        match self {
            AiRefusal::BadLevel { given } => Msg::new("ai-bad-level")
                .number("given", *given)
                .number("max", MAX_LEVEL),
            AiRefusal::ReviewLiveGame { game } => {
                Msg::new("review-live-game").number("game", *game)
            }
            AiRefusal::NothingToReview => Msg::new("review-nothing"),
        }
    }
}

impl From<AiRefusal> for super::Failure {
    fn from(refusal: AiRefusal) -> Self {
        Refusal::Ai(refusal).into()
    }
}

/// The command that asked for a game by its number, for the refusal's hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    Replay,
    Review,
}

/// One of the asker's games (or challenges) in another channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElsewhereGame {
    pub game: i64,
    pub channel: u64,
    pub started: bool,
}

impl ElsewhereGame {
    fn message(&self) -> Msg {
        let id = match self.started {
            true => "refusal-your-game-in",
            false => "refusal-your-challenge-in",
        };
        Msg::new(id)
            .number("game", self.game)
            .channel("channel", self.channel)
    }
}

/// A refused command. Each variant has its own message ([`Refusal::message`]) that says
/// what was wrong and, where it helps, what to do; `Display` is that message in English,
/// for logs.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    NoGame,
    /// No game here, but the asker plays (or challenged) in these channels of the server.
    NoGameHere(Vec<ElsewhereGame>),
    NotStarted,
    NoChallenge,
    ChannelBusy(LiveGame),
    SelfChallenge,
    OwnChallenge,
    /// The name of the player the challenge is for.
    NotChallenged(String),
    /// The name of the player who made the open challenge.
    NotYourChallenge(String),
    AlreadyStarted,
    /// The game's title, "alice vs bob".
    NotAPlayer(String),
    /// The name of the player to move.
    NotYourTurn(String),
    /// How the game ended.
    GameOver(Msg),
    PositionChanged,
    BadCell {
        which: &'static str,
        error: CellError,
    },
    JoinedCells {
        text: String,
        from: Cell,
        to: Cell,
    },
    BadColour(String),
    /// A claim of the jokers, which no one can claim (RULES 5.1).
    JokerClaim,
    Illegal(PlayError),
    OwnColour(Colour),
    ColourTakenBy {
        colour: Colour,
        name: String,
    },
    /// The move is legal with one of `claims` first.
    NeedsClaim {
        error: PlayError,
        from: Cell,
        to: Cell,
        claims: Vec<Colour>,
    },
    EmptyCell(Cell),
    NoGameToRematch(i64),
    CannotMoveFrom(String),
    BadDaysPerMove {
        given: u32,
    },
    AlreadyDone(Vec<Msg>),
    /// A command about the LYNGK AI (a level, a review).
    Ai(AiRefusal),
    InactiveButton,
    /// Something only a server admin may do.
    NotAdmin(AdminAction),
    BadLeagueName {
        given: String,
        max: usize,
    },
    LeagueExists(String),
    NoLeague(String),
    LeagueStarted(String),
    AlreadyJoined(String),
    NotJoined(String),
    LeagueFull {
        name: String,
        max: usize,
    },
    LeagueTooSmall {
        name: String,
        players: usize,
    },
    LeagueRunning(String),
    ThreadsBeingOpened(String),
    LeagueFinished(String),
    NotFinished,
    NoSuchGame {
        game: i64,
        lookup: Lookup,
    },
    /// The game asked for by number is in another channel of this server.
    GameElsewhere {
        game: i64,
        channel: u64,
    },
    ReplayLiveGame(String),
    ReplayTooLarge(String),
    WinOnTime(WinOnTimeError),
    Abort(AbortError),
    Vacation(VacationError),
    Digest(DigestError),
    /// A time zone or sleeping window `settings` cannot store.
    ClockSetting(ClockSettingRefusal),
    NotInServer,
    /// A line of `/lyngk premove` that cannot be stored.
    Premove(LineError),
    /// An event command that cannot be done.
    Event(EventRefusal),
    /// A ladder command that cannot be done.
    Ladder(LadderRefusal),
    /// A round robin command that cannot be done.
    RoundRobin(RoundRobinRefusal),
    /// A divisions command that cannot be done.
    Divisions(lyngk_domain::divisions::DivisionsRefusal),
    /// A press on the move picker that cannot be answered.
    Picker(super::picker::PickerRefusal),
}

impl From<lyngk_domain::divisions::DivisionsRefusal> for Refusal {
    fn from(refusal: lyngk_domain::divisions::DivisionsRefusal) -> Refusal {
        Refusal::Divisions(refusal)
    }
}

impl From<EventRefusal> for Refusal {
    fn from(refusal: EventRefusal) -> Refusal {
        Refusal::Event(refusal)
    }
}

impl From<LadderRefusal> for Refusal {
    fn from(refusal: LadderRefusal) -> Refusal {
        Refusal::Ladder(refusal)
    }
}

impl From<ClockSettingRefusal> for Refusal {
    fn from(refusal: ClockSettingRefusal) -> Refusal {
        Refusal::ClockSetting(refusal)
    }
}

impl From<RoundRobinRefusal> for Refusal {
    fn from(refusal: RoundRobinRefusal) -> Refusal {
        Refusal::RoundRobin(refusal)
    }
}

/// The game or challenge that keeps a channel busy.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveGame {
    /// A game being played: the two names.
    Playing(String, String),
    /// A challenge to someone: challenger, opponent.
    Challenge(String, String),
    /// An open challenge: the challenger.
    Open(String),
    /// Another command created one a moment ago.
    JustCreated,
}

impl Refusal {
    /// What to tell the user.
    pub fn message(&self) -> Msg {
        use Refusal::*;
        match self {
            NoGame => Msg::new("refusal-no-game"),
            NotStarted => Msg::new("refusal-not-started"),
            NoChallenge => Msg::new("refusal-no-challenge"),
            ChannelBusy(live) => Msg::new("refusal-channel-busy").msg("game", live.message()),
            SelfChallenge => Msg::new("refusal-self-challenge"),
            OwnChallenge => Msg::new("refusal-own-challenge"),
            NotChallenged(name) => Msg::new("refusal-not-challenged").text("name", name),
            NotYourChallenge(name) => Msg::new("refusal-not-your-challenge").text("name", name),
            AlreadyStarted => Msg::new("refusal-already-started"),
            NotAPlayer(title) => Msg::new("refusal-not-a-player").text("game", title),
            NotYourTurn(name) => Msg::new("refusal-not-your-turn").text("name", name),
            GameOver(result) => Msg::new("refusal-game-over").msg("result", result.clone()),
            PositionChanged => Msg::new("refusal-position-changed"),
            BadCell { which, error } => {
                Msg::new(cell_role(which)).msg("error", cell_error_msg(error))
            }
            JoinedCells { text, from, to } => Msg::new("refusal-joined-cells")
                .text("text", text)
                .cell("from", *from)
                .cell("to", *to),
            BadColour(text) => Msg::new("refusal-bad-colour").text("text", text),
            JokerClaim => Msg::new("refusal-joker-claim"),
            Illegal(error) => {
                Msg::new("refusal-illegal").msg("error", play_error_msg(error, Mover::Reader))
            }
            OwnColour(colour) => Msg::new("refusal-own-colour").colour("colour", *colour),
            ColourTakenBy { colour, name } => Msg::new("refusal-colour-taken")
                .colour("colour", *colour)
                .text("name", name),
            NeedsClaim {
                error,
                from,
                to,
                claims,
            } => Msg::new("refusal-needs-claim")
                .msg("error", play_error_msg(error, Mover::Reader))
                .alternatives("hint", claim_commands(*from, *to, claims)),
            EmptyCell(cell) => Msg::new("refusal-empty-cell").cell("cell", *cell),
            NoGameToRematch(game) => Msg::new("refusal-no-game-to-rematch").number("game", *game),
            CannotMoveFrom(cell) => Msg::new("refusal-cannot-move-from").text("cell", cell),
            BadDaysPerMove { given } => {
                Msg::new("refusal-bad-days-per-move").number("given", *given)
            }
            AlreadyDone(_) => Msg::new("refusal-already-done"),
            Ai(refusal) => refusal.message(),
            InactiveButton => Msg::new("refusal-inactive-button"),
            NotAdmin(action) => Msg::new(action.refusal_id()),
            BadLeagueName { given, max } => Msg::new("refusal-bad-league-name")
                .text("given", given)
                .number("max", *max),
            LeagueExists(name) => Msg::new("refusal-league-exists").text("name", name),
            NoLeague(name) => Msg::new("refusal-no-league").text("name", name),
            LeagueStarted(name) => Msg::new("refusal-league-started").text("name", name),
            AlreadyJoined(name) => Msg::new("refusal-already-joined").text("name", name),
            NotJoined(name) => Msg::new("refusal-not-joined").text("name", name),
            LeagueFull { name, max } => Msg::new("refusal-league-full")
                .text("name", name)
                .number("max", *max),
            LeagueTooSmall { name, players } => Msg::new("refusal-league-too-small")
                .text("name", name)
                .number("players", *players),
            LeagueRunning(name) => Msg::new("refusal-league-running").text("name", name),
            ThreadsBeingOpened(name) => Msg::new("refusal-threads-being-opened").text("name", name),
            LeagueFinished(name) => Msg::new("refusal-league-finished").text("name", name),
            NotFinished => Msg::new("refusal-not-finished"),
            NoSuchGame { game, lookup } => {
                let id = match lookup {
                    Lookup::Replay => "refusal-no-such-game",
                    Lookup::Review => "refusal-no-such-game-to-review",
                };
                Msg::new(id).number("game", *game)
            }
            GameElsewhere { game, channel } => Msg::new("refusal-game-elsewhere")
                .number("game", *game)
                .channel("channel", *channel),
            NoGameHere(games) => {
                let games = games.iter().map(ElsewhereGame::message).collect();
                Msg::new("refusal-no-game-here").facts("games", games)
            }
            ReplayLiveGame(title) => Msg::new("refusal-replay-live-game").text("game", title),
            ReplayTooLarge(why) => Msg::new("refusal-replay-too-large").text("why", why),
            WinOnTime(error) => Msg::new("refusal-win-on-time").msg("why", win_on_time_msg(error)),
            Abort(error) => Msg::new("refusal-abort").msg("why", abort_msg(error)),
            Vacation(error) => Msg::new("refusal-vacation").msg("why", vacation_msg(error)),
            Digest(DigestError::InvalidHour(hour)) => {
                Msg::new("refusal-digest-hour").number("hour", *hour)
            }
            ClockSetting(refusal) => refusal.message(),
            NotInServer => Msg::new("refusal-not-in-server"),
            Premove(error) => premove_msg(error),
            Event(refusal) => event_msg(refusal),
            Ladder(refusal) => refusal.message(),
            RoundRobin(refusal) => refusal.message(),
            Divisions(refusal) => refusal.message(),
            Picker(refusal) => refusal.message(),
        }
    }
}

impl Refusal {
    /// The reply's lines: the message, then for a request received twice the first
    /// answer again.
    pub fn lines(&self) -> Vec<Msg> {
        let mut lines = vec![self.message()];
        if let Refusal::AlreadyDone(earlier) = self {
            lines.extend(earlier.iter().cloned());
        }
        lines
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().format(Locale::En, Style::Plain))
    }
}

impl std::error::Error for Refusal {}

impl LiveGame {
    fn message(&self) -> Msg {
        match self {
            LiveGame::Playing(one, two) => Msg::new("refusal-busy-playing")
                .text("one", one)
                .text("two", two),
            LiveGame::Challenge(challenger, opponent) => Msg::new("refusal-busy-challenge")
                .text("challenger", challenger)
                .text("opponent", opponent),
            LiveGame::Open(challenger) => {
                Msg::new("refusal-busy-open").text("challenger", challenger)
            }
            LiveGame::JustCreated => Msg::new("refusal-busy-just-created"),
        }
    }
}

/// Why an event command was refused.
fn event_msg(refusal: &EventRefusal) -> Msg {
    use EventRefusal::*;
    match refusal {
        BadName { given, max } => Msg::new("refusal-event-bad-name")
            .text("given", given)
            .number("max", *max),
        Exists(name) => Msg::new("refusal-event-exists").text("name", name),
        Unknown(name) => Msg::new("refusal-event-unknown").text("name", name),
        NotOrganiser(name) => Msg::new("refusal-event-not-organiser").text("name", name),
        Settings(error) => settings_msg(error),
        CannotStart { name, error } => start_msg(name, error),
        AlreadyStarted(name) => Msg::new("refusal-event-already-started").text("name", name),
        LateEntryClosed(name) => Msg::new("refusal-event-late-entry-closed").text("name", name),
        KnockoutStarted(name) => Msg::new("refusal-event-knockout-started").text("name", name),
        KnockoutHasNoReport(name) => {
            Msg::new("refusal-event-knockout-has-no-report").text("name", name)
        }
        Finished(name) => Msg::new("refusal-event-finished").text("name", name),
        NotStarted(name) => Msg::new("refusal-event-not-started").text("name", name),
        Full { name, max } => Msg::new("refusal-event-full")
            .text("name", name)
            .number("max", *max),
        RatingOutside {
            name,
            rating,
            min,
            max,
        } => match max {
            Some(max) => Msg::new("refusal-event-rating-outside").text("max", max.to_string()),
            // A minimum alone: no maximum is made up.
            None => Msg::new("refusal-event-rating-minimum"),
        }
        .text("name", name)
        .text("rating", rating.to_string())
        .text("min", min.to_string()),
        TooManyTimeLosses { name, max, record } => Msg::new("refusal-event-time-losses")
            .text("name", name)
            .number("max", *max)
            .number("lost", record.lost_on_time)
            .number("played", record.played)
            .number("share", record.percent()),
        AlreadyJoined(name) => Msg::new("refusal-event-already-joined").text("name", name),
        NotPlaying { name, player } => Msg::new("refusal-event-not-playing")
            .text("name", name)
            .text("player", player),
        NoSuchRound { name, round } => Msg::new("refusal-event-no-such-round")
            .text("name", name)
            .number("round", *round),
        OptionNotTaken { format, option } => option_not_taken(*format, *option),
        LastRound(name) => Msg::new("refusal-event-last-round").text("name", name),
        Withdrawn { name, player } => Msg::new("refusal-event-withdrawn")
            .text("name", name)
            .text("player", player),
    }
}

/// A format's own refusal of an option it does not take: one message per format,
/// naming the option as Discord shows it in the reader's language.
fn option_not_taken(format: EventFormat, option: EventOption) -> Msg {
    let id = format!(
        "refusal-{}-takes-no-option",
        format.as_str().replace('_', "-")
    );
    let name = format!("event-option-{}", option.name().replace('_', "-"));
    Msg::new(id).msg("option", Msg::new(name))
}

fn settings_msg(error: &SettingsError) -> Msg {
    match *error {
        SettingsError::DaysPerMove(days) => {
            Msg::new("refusal-bad-days-per-move").number("given", days)
        }
        SettingsError::Rounds(rounds) => Msg::new("refusal-event-rounds")
            .number("given", rounds)
            .number("max", MAX_ROUNDS),
        SettingsError::DeadlineInPast => Msg::new("refusal-event-deadline-in-past"),
        SettingsError::RoundShorterThanMove {
            round_days,
            days_per_move,
        } => Msg::new("refusal-event-round-shorter-than-move")
            .number("round", round_days)
            .number("move", days_per_move),
        SettingsError::RoundTooLong(days) => Msg::new("refusal-event-round-too-long")
            .number("given", days)
            .number("max", MAX_ROUND_DAYS),
        SettingsError::MaxPlayers(given) => Msg::new("refusal-event-max-players")
            .number("given", given)
            .number("max", MAX_PLAYERS),
        SettingsError::RatingRange { min, max } => Msg::new("refusal-event-rating-range")
            .text("min", min.to_string())
            .text("max", max.to_string()),
        SettingsError::TimeLossShare(share) => {
            Msg::new("refusal-event-time-loss-share").number("given", share)
        }
        SettingsError::BestOf(given) => Msg::new("refusal-event-best-of")
            .number("given", given)
            .number("max", MAX_BEST_OF),
        SettingsError::BestOfInSwiss(given) => {
            Msg::new("refusal-event-best-of-in-swiss").number("given", given)
        }
        SettingsError::RoundsInKnockout => Msg::new("refusal-event-rounds-in-knockout"),
        SettingsError::LateEntryInKnockout => Msg::new("refusal-event-late-entry-in-knockout"),
    }
}

fn start_msg(name: &str, error: &StartError) -> Msg {
    match *error {
        StartError::TooFewPlayers(players) => Msg::new("refusal-event-too-few-players")
            .text("name", name)
            .number("players", players),
        StartError::TooManyRounds { rounds, players } => Msg::new("refusal-event-too-many-rounds")
            .text("name", name)
            .number("rounds", rounds)
            .number("players", players),
    }
}

/// Why a premove line was refused, naming the ply where it was.
fn premove_msg(error: &LineError) -> Msg {
    match error {
        LineError::Empty => Msg::new("refusal-premove-empty"),
        LineError::TooLong { written } => Msg::new("refusal-premove-too-long")
            .number("given", *written)
            .number("max", MAX_PLIES),
        LineError::YourTurn => Msg::new("refusal-premove-your-turn"),
        LineError::Unreadable { ply, text, .. } => Msg::new("refusal-premove-unreadable")
            .number("ply", *ply)
            .text("text", text),
        LineError::Illegal {
            ply,
            turn,
            error,
            by_opponent,
        } => {
            let mover = match by_opponent {
                true => Mover::Opponent,
                false => Mover::Reader,
            };
            Msg::new("refusal-premove-illegal")
                .number("ply", *ply)
                .text("turn", turn.to_string())
                .msg("error", play_error_msg(error, mover))
        }
        LineError::NoAnswer => Msg::new("refusal-premove-no-answer"),
    }
}

/// The message for a bad cell, by which one it was.
fn cell_role(which: &str) -> &'static str {
    match which {
        "origin" => "refusal-bad-origin",
        "landing" => "refusal-bad-landing",
        _ => "refusal-bad-cell",
    }
}

/// What only a server admin (Manage Server) may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdminAction {
    CreateLeague,
    StartLeague,
    CreateEvent,
    ChangeServerSettings,
}

impl AdminAction {
    /// The refusal's message when someone else tries it.
    fn refusal_id(self) -> &'static str {
        match self {
            AdminAction::CreateLeague => "refusal-admin-create-league",
            AdminAction::StartLeague => "refusal-admin-start-league",
            AdminAction::CreateEvent => "refusal-admin-create-event",
            AdminAction::ChangeServerSettings => "refusal-admin-server-settings",
        }
    }
}

/// "`/lyngk move c3 d4 claim:red`" for each colour: the command stays English, as
/// Discord accepts it in every language.
fn claim_commands(from: Cell, to: Cell, claims: &[Colour]) -> Vec<Msg> {
    claims
        .iter()
        .map(|colour| {
            Msg::new("refusal-claim-command")
                .cell("from", from)
                .cell("to", to)
                .text("claim", colour.name())
        })
        .collect()
}

/// A mistyped cell, in words.
pub fn cell_error_msg(error: &CellError) -> Msg {
    match error {
        CellError::Malformed(text) => Msg::new("cell-error-malformed").text("text", text),
        CellError::NoSuchRow { column, row, rows } => Msg::new("cell-error-no-such-row")
            .text("column", column.to_string())
            .number("row", *row)
            .number("rows", *rows),
    }
}

/// Who moves in the turn a rules error is about, as the reader sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// The reader's own turn.
    Reader,
    /// The opponent's turn, written by the reader in a line of conditional moves.
    Opponent,
}

impl Mover {
    fn key(self) -> &'static str {
        match self {
            Mover::Reader => "you",
            Mover::Opponent => "opponent",
        }
    }
}

/// A rules error, in words (lyngk-rules' own texts are English only), for a turn of
/// `mover`'s.
pub fn play_error_msg(error: &PlayError, mover: Mover) -> Msg {
    play_error_words(error).text("mover", mover.key())
}

fn play_error_words(error: &PlayError) -> Msg {
    use PlayError::*;
    match *error {
        GameOver => Msg::new("play-error-game-over"),
        NoStack(cell) => Msg::new("play-error-no-stack").cell("cell", cell),
        JokerCannotMove(cell) => Msg::new("play-error-joker").cell("cell", cell),
        OpponentsStack { cell, colour } => Msg::new("play-error-opponents-stack")
            .cell("cell", cell)
            .colour("colour", colour),
        SameCell(cell) => Msg::new("play-error-same-cell").cell("cell", cell),
        EmptyLanding(cell) => Msg::new("play-error-empty-landing").cell("cell", cell),
        Blocked { from, to, blocker } => Msg::new("play-error-blocked")
            .cell("from", from)
            .cell("to", to)
            .cell("blocker", blocker),
        NotReachable { from, to } => Msg::new("play-error-not-reachable")
            .cell("from", from)
            .cell("to", to),
        NoChainReaches { from, to } => Msg::new("play-error-no-chain")
            .cell("from", from)
            .cell("to", to),
        LyngkPoint { cell, colour } => Msg::new("play-error-lyngk-point")
            .cell("cell", cell)
            .colour("colour", colour),
        RepeatedColour { cell, colour } => Msg::new("play-error-repeated-colour")
            .cell("cell", cell)
            .colour("colour", colour),
        TooHigh { height, max } => Msg::new("play-error-too-high")
            .number("height", height)
            .number("max", max),
        NeutralTooLow {
            cell,
            moving,
            target,
        } => Msg::new("play-error-neutral-too-low")
            .cell("cell", cell)
            .number("moving", moving)
            .number("target", target),
        ColourTaken { colour, by } => Msg::new("play-error-colour-taken")
            .colour("colour", colour)
            .number("player", by.number()),
        NoClaimsLeft => Msg::new("play-error-no-claims-left"),
        AlreadyClaimedThisTurn(colour) => {
            Msg::new("play-error-claimed-this-turn").colour("colour", colour)
        }
        ClaimWithPass => Msg::new("play-error-claim-with-pass"),
        PassWithMoves => Msg::new("play-error-pass-with-moves"),
        ClaimLeavesNoMove(colour) => {
            Msg::new("play-error-claim-leaves-no-move").colour("colour", colour)
        }
    }
}

fn win_on_time_msg(error: &WinOnTimeError) -> Msg {
    match error {
        WinOnTimeError::NoClock => Msg::new("refusal-win-on-time-no-clock"),
        WinOnTimeError::OwnTurn => Msg::new("refusal-win-on-time-own-turn"),
        WinOnTimeError::TimeLeft { remaining } => {
            Msg::new("refusal-win-on-time-time-left").duration("left", *remaining)
        }
    }
}

fn abort_msg(error: &AbortError) -> Msg {
    match error {
        AbortError::NoClock => Msg::new("refusal-abort-no-clock"),
        AbortError::Started => Msg::new("refusal-abort-started"),
        AbortError::TimeLeft { remaining } => {
            Msg::new("refusal-abort-time-left").duration("left", *remaining)
        }
    }
}

fn vacation_msg(error: &VacationError) -> Msg {
    match error {
        VacationError::Empty => Msg::new("refusal-vacation-empty"),
        VacationError::Overlaps => Msg::new("refusal-vacation-overlaps"),
        VacationError::ExceedsAllowance {
            allowance_days,
            used_days,
            requested_days,
        } => Msg::new("refusal-vacation-allowance")
            .number("allowance", *allowance_days)
            .number("used", *used_days)
            .number("requested", *requested_days),
    }
}

/// At most `limit` characters of user text, for echoing it back safely.
pub(crate) fn echo(text: &str, limit: usize) -> String {
    let trimmed = text.trim();
    let mut short: String = trimmed.chars().take(limit).collect();
    if short.len() < trimmed.len() {
        short.push('…');
    }
    // Backticks and mention syntax in an echo could format or ping; neutralise them.
    short.replace('`', "'").replace('@', "@\u{200b}")
}

/// A clock setting that cannot be stored; nothing changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockSettingRefusal {
    /// Not an IANA zone name.
    UnknownZone(String),
    /// A sleeping window that is not `HH:MM-HH:MM`.
    SleepMalformed,
    /// A sleeping window that starts and ends at the same time.
    SleepEmpty,
    /// A sleeping window over ten hours, as typed.
    SleepTooLong(String),
}

impl ClockSettingRefusal {
    pub fn message(&self) -> Msg {
        match self {
            Self::UnknownZone(zone) => Msg::new("refusal-time-zone").text("zone", zone),
            Self::SleepMalformed => Msg::new("refusal-sleep-malformed"),
            Self::SleepEmpty => Msg::new("refusal-sleep-empty"),
            Self::SleepTooLong(window) => Msg::new("refusal-sleep-too-long").text("window", window),
        }
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_rules_error_in_the_opponents_turn_of_a_line_speaks_of_the_opponent() {
        let error = PlayError::OpponentsStack {
            cell: "C3".parse().unwrap(),
            colour: Colour::Red,
        };
        let mine = play_error_msg(&error, Mover::Reader);
        let theirs = play_error_msg(&error, Mover::Opponent);
        assert_eq!(mine.id, theirs.id);
        let english = |msg: &Msg| msg.format(Locale::En, Style::Plain);
        assert!(
            english(&mine).ends_with("your opponent's colour"),
            "{}",
            english(&mine)
        );
        assert!(
            english(&theirs).ends_with("which your opponent may not move"),
            "{}",
            english(&theirs)
        );
    }

    use super::*;
    use lyngk_rules::Player;

    /// Every message the code builds here fills all its placeholders, in every
    /// language: a wrong argument name would show as `{$name}`.
    fn assert_complete(msg: &Msg) {
        for locale in Locale::ALL {
            let text = msg.format(locale, Style::Plain);
            assert!(
                !text.contains('{') && text != msg.id,
                "{locale} {}: {text}",
                msg.id
            );
        }
    }

    #[test]
    fn every_rules_error_and_refusal_is_said_in_full() {
        let [a, b, c]: [Cell; 3] = ["C3", "D4", "E5"].map(|t| t.parse().unwrap());
        let red = Colour::Red;
        let errors = [
            PlayError::GameOver,
            PlayError::NoStack(a),
            PlayError::JokerCannotMove(a),
            PlayError::OpponentsStack {
                cell: a,
                colour: red,
            },
            PlayError::SameCell(a),
            PlayError::EmptyLanding(a),
            PlayError::Blocked {
                from: a,
                to: b,
                blocker: c,
            },
            PlayError::NotReachable { from: a, to: b },
            PlayError::NoChainReaches { from: a, to: b },
            PlayError::LyngkPoint {
                cell: a,
                colour: red,
            },
            PlayError::RepeatedColour {
                cell: a,
                colour: red,
            },
            PlayError::TooHigh { height: 6, max: 5 },
            PlayError::NeutralTooLow {
                cell: a,
                moving: 2,
                target: 3,
            },
            PlayError::ColourTaken {
                colour: red,
                by: Player::Two,
            },
            PlayError::NoClaimsLeft,
            PlayError::AlreadyClaimedThisTurn(red),
            PlayError::ClaimWithPass,
            PlayError::PassWithMoves,
            PlayError::ClaimLeavesNoMove(red),
        ];
        for error in errors {
            assert_complete(&play_error_msg(&error, Mover::Opponent));
            assert_complete(&Refusal::Illegal(error).message());
        }
        let refusals = [
            Refusal::ChannelBusy(LiveGame::Challenge("ann".into(), "bo".into())),
            Refusal::BadCell {
                which: "landing",
                error: "Z9".parse::<Cell>().unwrap_err(),
            },
            Refusal::JoinedCells {
                text: "c3d4".into(),
                from: a,
                to: b,
            },
            Refusal::NeedsClaim {
                error: PlayError::NoChainReaches { from: a, to: b },
                from: a,
                to: b,
                claims: vec![red, Colour::Blue],
            },
            Refusal::NotAdmin(AdminAction::StartLeague),
            Refusal::LeagueTooSmall {
                name: "spring".into(),
                players: 1,
            },
            Refusal::WinOnTime(WinOnTimeError::TimeLeft { remaining: 3_700 }),
            Refusal::Abort(AbortError::TimeLeft { remaining: 90_000 }),
            Refusal::Vacation(VacationError::ExceedsAllowance {
                allowance_days: 30,
                used_days: 25,
                requested_days: 7,
            }),
            Refusal::Digest(DigestError::InvalidHour(25)),
            Refusal::ClockSetting(ClockSettingRefusal::UnknownZone("Mars/Olympus".into())),
            Refusal::ClockSetting(ClockSettingRefusal::SleepMalformed),
            Refusal::ClockSetting(ClockSettingRefusal::SleepEmpty),
            Refusal::ClockSetting(ClockSettingRefusal::SleepTooLong("20:00-08:00".into())),
        ];
        for refusal in &refusals {
            assert_complete(&refusal.message());
        }
        let english = refusals[3].message().format(Locale::En, Style::Discord);
        assert!(
            english.ends_with("claim:red` or `/lyngk move C3 D4 claim:blue`."),
            "{english}"
        );
    }
}
