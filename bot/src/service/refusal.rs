//! Why a command was refused: the user's mistake, answered privately, nothing changed.

use crate::correspondence::clock::VacationError;
use crate::correspondence::reminders::{AbortError, ClaimError, DigestError};
use crate::i18n::{format_lines, Locale, Msg, Style};
use lyngk_rules::{Cell, CellError, Colour, PlayError};

/// A refused command. Each message says what was wrong and, where it helps, what to do.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Refusal {
    #[error("There is no game in this channel. Start one with `/lyngk challenge`.")]
    NoGame,
    #[error("The game has not started: the challenge is still waiting for an answer.")]
    NotStarted,
    #[error("There is no challenge waiting in this channel.")]
    NoChallenge,
    #[error("This channel already has a game ({0}). Finish it first, or start yours in a thread.")]
    ChannelBusy(String),
    #[error("You cannot challenge yourself.")]
    SelfChallenge,
    #[error("You cannot accept your own challenge: wait for someone to take the seat.")]
    OwnChallenge,
    #[error("This challenge is for {0}: only they can answer it.")]
    NotChallenged(String),
    #[error("Only {0}, who made this open challenge, can withdraw it.")]
    NotYourChallenge(String),
    #[error("A game is already being played in this channel.")]
    AlreadyStarted,
    #[error("You are not playing in this game ({0}).")]
    NotAPlayer(String),
    #[error("It is not your turn: {0} moves now.")]
    NotYourTurn(String),
    #[error("This game is over: {0}")]
    GameOver(String),
    #[error("The game changed while your command was handled: look at the board and try again.")]
    PositionChanged,
    #[error("The {which} cell: {error}")]
    BadCell {
        which: &'static str,
        error: CellError,
    },
    #[error("'{text}' looks like two cells typed together: give the origin and the landing apart, like `/lyngk move {from} {to}`.")]
    JoinedCells { text: String, from: Cell, to: Cell },
    #[error("'{0}' is not a colour you can claim: use I, B, R, G or K (ivory, blue, red, green, black).")]
    BadColour(String),
    #[error("That is not allowed: {0}. See `/lyngk moves` for your legal moves.")]
    Illegal(PlayError),
    #[error(
        "You have claimed {0} already: it is yours. Move a stack topped by {0} with `/lyngk move`."
    )]
    OwnColour(Colour),
    #[error("That is not allowed: {colour} is already claimed by {name}. See `/lyngk moves` for your legal moves.")]
    ColourTakenBy { colour: Colour, name: String },
    #[error("That is not allowed without a claim: {error}. With a claim first it is: {hint}.")]
    NeedsClaim { error: PlayError, hint: String },
    #[error("There is no stack on {0}: `/lyngk moves` lists the stacks you can move.")]
    EmptyCell(Cell),
    #[error("There is no finished game {0} in this channel to rematch.")]
    NoGameToRematch(i64),
    #[error("The stack on {0} cannot move this turn.")]
    CannotMoveFrom(String),
    #[error("Days per move must be 1, 2, 3, 5, 7 or 14 (or none for no clock), not {given}.")]
    BadDaysPerMove { given: u32 },
    #[error("Already done (this request was received twice): {}", format_lines(.0, Locale::En, Style::Discord))]
    AlreadyDone(Vec<Msg>),
    #[error("{}", .0.message().format(Locale::En, Style::Discord))]
    Ai(super::AiRefusal),
    #[error("This button is no longer active.")]
    InactiveButton,
    #[error("Only a server admin (Manage Server permission) can {0}.")]
    NotAdmin(&'static str),
    #[error("A league name has 1 to {max} characters, letters, digits, spaces, `-` or `_`: '{given}' is not one.")]
    BadLeagueName { given: String, max: usize },
    #[error("This server already has a league called {0}: choose another name.")]
    LeagueExists(String),
    #[error("There is no league called '{0}' on this server.")]
    NoLeague(String),
    #[error("The league {0} has already started: players can no longer join or leave.")]
    LeagueStarted(String),
    #[error("You have already joined the league {0}.")]
    AlreadyJoined(String),
    #[error("You are not in the league {0}.")]
    NotJoined(String),
    #[error("The league {name} is full ({max} players).")]
    LeagueFull { name: String, max: usize },
    #[error("The league {name} needs at least 2 players to start; it has {players}.")]
    LeagueTooSmall { name: String, players: usize },
    #[error("The league {0} is already running: see `/lyngk league standings`.")]
    LeagueRunning(String),
    #[error("The threads of the league {0} are being opened right now; if some cannot be opened, run `/lyngk league start` again afterwards.")]
    ThreadsBeingOpened(String),
    #[error("The league {0} is over: see `/lyngk league standings`.")]
    LeagueFinished(String),
    #[error("A rematch is for finished games: this one is still going on.")]
    NotFinished,
    #[error("There is no started game {0} in this channel: `/lyngk replay` without a number replays the latest one.")]
    NoSuchGame(i64),
    #[error("A game in progress can be replayed only by its players ({0}); anyone can replay it once it is over.")]
    ReplayLiveGame(String),
    #[error("This game's replay does not fit in an upload: {0}")]
    ReplayTooLarge(String),
    #[error("You cannot take the win on time: {0}.")]
    WinOnTime(ClaimError),
    #[error("This game cannot be aborted: {0}.")]
    Abort(AbortError),
    #[error("No vacation booked: {0}.")]
    Vacation(VacationError),
    #[error("Settings unchanged: {0}.")]
    Digest(DigestError),
    #[error("Server settings belong to a server: use this command in one.")]
    NotInServer,
}

impl Refusal {
    /// What to tell the user.
    pub fn message(&self) -> Msg {
        if let Refusal::Ai(refusal) = self {
            return refusal.message();
        }
        Msg::from(self.to_string())
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
