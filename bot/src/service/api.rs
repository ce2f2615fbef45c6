//! The game service's typed requests and replies: the contract between the
//! transport-free service and its fronts (Discord, the terminal). No Discord types.
//!
//! The service (`GameService`, synchronous, backed by SQLite) offers:
//! - `handle(&self, Request) -> anyhow::Result<Reply>`: every command; user errors come
//!   back as an ephemeral `Reply`, only internal faults as `Err`.
//! - `suggest_origins / suggest_landings / suggest_claims`: autocomplete `Choice`s.
//! - `button_command(custom_id) -> Option<Command>`: what a pressed button means.
//!
//! A front that offers "open the game in a thread" creates the thread itself and sends
//! the `Challenge` with `place.channel` set to the thread.

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
    Resign,
    Rules,
    Help,
}

/// A request: who, where, what. `interaction` is the front's unique id of the event
/// (Discord's interaction id) so a redelivered event is applied once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub place: Place,
    pub actor: Actor,
    pub command: Command,
    pub interaction: Option<u64>,
}

/// A file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub bytes: Vec<u8>,
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

/// What the front shows. `ping` lists the only users that may be mentioned; the
/// text mentions them as `<@id>`. `ephemeral` replies are seen by the actor alone
/// (every user error is ephemeral and changed nothing).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// The board image (PNG), if any.
    pub image: Option<Attachment>,
    /// Other files, such as a game record as text.
    pub files: Vec<Attachment>,
    pub ping: Vec<u64>,
    pub ephemeral: bool,
    pub buttons: Vec<Button>,
}

/// One autocomplete suggestion (Discord shows at most 25).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}
