//! The guided move picker and "next game" as the service offers them to fronts: a
//! turn played in a few presses, with no state kept between presses (the picker's
//! state travels in its ids, [`PickerId`]).
//!
//! The requests (`Command` in the service's `api`):
//! - `PickOpen { game }`: the Move button. The player to move gets a private
//!   [`PickerView`] (in `Reply::picker`); anyone else a refusal (`NotAPlayer`,
//!   `NotYourTurn`), as for `/lyngk move`.
//! - `Pick { state, choice }`: a step's select answered; the reply holds the next step.
//! - `PickConfirm { state }`: the confirm button. The turn is played by the same
//!   code and in the same transaction as `/lyngk move`, so a press repeated with the
//!   same interaction id gets `Refusal::AlreadyDone`, and a press from another
//!   device after the turn gets [`PickerRefusal::AlreadyPlayed`].
//! - `PickPress { id, value }`: either of the two above as a front received it (a
//!   component's `custom_id` and the select's chosen value), read by the service so a
//!   garbled or forged id gets [`PickerRefusal::Garbled`] in the user's language.
//! - `PremoveEntry { line }`: the "answer in advance" modal's text, by the rules of
//!   `/lyngk premove line:` (its refusals are `Refusal::Premove`).
//! - `NextGame`: the actor's game on this server where their own time is shortest;
//!   the reply's `next_game` says where it is (`NextGame` in the service's `api`), or is `None`.
//!
//! A picker is **stale** ([`PickerRefusal::Stale`]) when its game ended or is no
//! longer the place's game, when the position changed since it opened, or after
//! [`PICKER_LIFETIME`] seconds (Discord's interaction tokens last 15 minutes), by the
//! service's clock. A stale picker's reply carries a fresh picker when the actor is
//! still to move.

pub use lyngk_domain::picker::{
    ClaimPick, Column, ColumnOption, Confirmation, LandingOption, PickChoice, PickError, Picks,
    StackOption, Step, StepKind, MAX_OPTIONS,
};
pub use lyngk_domain::picker_id::{PickerAction, PickerId, PickerIdError, PickerState, MAX_ID_LEN};
use lyngk_i18n::Msg;
use lyngk_rules::Turn;

/// How long a picker stays valid after it opened, in seconds.
pub const PICKER_LIFETIME: i64 = 15 * 60;

/// One step of a picker, as a front shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PickerView {
    /// The game the picker plays in.
    pub game: i64,
    /// The step due, typed, with its options (or, for the confirm, the turn and what
    /// it does: `Confirmation::effect`'s position after the turn is for the image).
    pub step: Step,
    /// What the step asks (the confirm: the turn and what it does).
    pub prompt: Msg,
    /// The step's options in order (at most [`MAX_OPTIONS`]; none at the confirm).
    pub options: Vec<PickerOption>,
    /// The id of the step's select (`PickerAction::Choose`), or at the confirm the
    /// confirm button's (`PickerAction::Confirm`). At most [`MAX_ID_LEN`] characters.
    pub id: PickerId,
    /// The confirm button's label, at the confirm.
    pub confirm_label: Option<Msg>,
}

impl PickerView {
    /// Whether this is the last step (a confirm button, no select).
    pub fn is_confirm(&self) -> bool {
        matches!(self.step, Step::Confirm(_))
    }

    /// The turn to be confirmed, at the confirm.
    pub fn turn(&self) -> Option<Turn> {
        match &self.step {
            Step::Confirm(confirmation) => Some(confirmation.turn),
            _ => None,
        }
    }
}

/// One option of a step.
#[derive(Clone, Debug, PartialEq)]
pub struct PickerOption {
    pub choice: PickChoice,
    /// The select option's value: `choice` encoded (at most 100 characters).
    pub value: String,
    pub label: Msg,
}

/// Why a picker's press was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickerRefusal {
    /// The picker is out of date; `Reply::picker` holds a fresh one when the actor
    /// is still to move.
    Stale(StaleReason),
    /// The actor already played this turn (from another device or an earlier press):
    /// `turn` is what was played.
    AlreadyPlayed { turn: Turn },
    /// The press's id or value is not one the service made.
    Garbled(PickerIdError),
    /// A choice that is not among the step's options (a forged value).
    NotOffered,
}

/// Why a picker is out of date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StaleReason {
    /// A turn was played (or a colour claimed) since it opened.
    PositionChanged,
    /// Its game is over, or is no longer this place's game.
    GameOver,
    /// It opened more than [`PICKER_LIFETIME`] seconds ago.
    Expired,
}

impl PickerRefusal {
    pub fn message(&self) -> Msg {
        match self {
            PickerRefusal::Stale(StaleReason::PositionChanged) => {
                Msg::new("refusal-picker-position-changed")
            }
            PickerRefusal::Stale(StaleReason::GameOver) => Msg::new("refusal-picker-game-over"),
            PickerRefusal::Stale(StaleReason::Expired) => {
                Msg::new("refusal-picker-expired").number("minutes", PICKER_LIFETIME / 60)
            }
            PickerRefusal::AlreadyPlayed { turn } => {
                Msg::new("refusal-picker-already-played").text("turn", turn.to_string())
            }
            PickerRefusal::Garbled(_) => Msg::new("refusal-picker-garbled"),
            PickerRefusal::NotOffered => Msg::new("refusal-picker-not-offered"),
        }
    }
}
