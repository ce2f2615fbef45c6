//! The turn panel: a game's post after a turn as one Components V2 message (the board
//! in a media gallery with its alt text, the turn's text with its LYNGK path, clocks,
//! scores and whose turn it is), with the players' actions as buttons: Move, Answer in
//! advance, Moves of a stack, Board, Resign and History.
//!
//! Each button's custom id names its action and the game (`lyngk:panel:board:42`), so
//! a press on an old panel acts on the game it showed, never on a later one.
//! serenity 0.12 reads only the top-level action rows of a message, so the buttons sit
//! there (not inside the container): component interactions on a panel still parse.

use serde_json::{json, Value};

use lyngk_i18n::{Locale, Msg, Style};

/// Discord's flag for a message laid out with Components V2.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// Discord's limit on a custom id.
pub const CUSTOM_ID_LIMIT: usize = lyngk_discord_limits::CUSTOM_ID;
/// Every panel custom id starts so.
const PREFIX: &str = "lyngk:panel:";

/// What a panel button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Opens the guided move picker (the player to move).
    Move,
    /// Opens the modal to store an answer in advance (the waiting player).
    Premove,
    /// The movable stacks and their landings.
    Stack,
    Board,
    /// Asks the player to confirm their resignation.
    Resign,
    History,
}

impl Action {
    /// In the order shown: the player's actions first, then anyone's.
    pub const ALL: [Action; 6] = [
        Action::Move,
        Action::Premove,
        Action::Stack,
        Action::Board,
        Action::History,
        Action::Resign,
    ];

    /// The action's word in a custom id (never changed: old panels keep working).
    pub fn key(self) -> &'static str {
        match self {
            Action::Move => "move",
            Action::Premove => "premove",
            Action::Stack => "stack",
            Action::Board => "board",
            Action::Resign => "resign",
            Action::History => "history",
        }
    }

    fn label(self) -> Msg {
        Msg::new(match self {
            Action::Move => "panel-move",
            Action::Premove => "panel-premove",
            Action::Stack => "panel-stack",
            Action::Board => "panel-board",
            Action::Resign => "panel-resign",
            Action::History => "panel-history",
        })
    }

    /// Discord's button style: primary for the move, danger for resigning.
    fn style(self) -> u8 {
        match self {
            Action::Move => 1,
            Action::Resign => 4,
            _ => 2,
        }
    }
}

/// A press on a panel button: what to do, and in which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    pub action: Action,
    pub game: i64,
}

/// Why a custom id is not a panel button the bot can act on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PanelIdError {
    /// Some other button (a challenge's Accept, a picker's select).
    #[error("not a panel button")]
    NotAPanel,
    #[error("no panel action {0:?}")]
    UnknownAction(String),
    #[error("{0:?} is not a game number")]
    BadGame(String),
    #[error("a custom id of {0} characters (Discord allows 100)")]
    TooLong(usize),
}

/// The custom id of `action` in `game`; at most 100 characters for any game number.
pub fn custom_id(action: Action, game: i64) -> String {
    format!("{PREFIX}{}:{game}", action.key())
}

/// Reads a panel button's custom id.
pub fn parse(custom_id: &str) -> Result<Press, PanelIdError> {
    let length = custom_id.chars().count();
    let rest = custom_id
        .strip_prefix(PREFIX)
        .ok_or(PanelIdError::NotAPanel)?;
    if length > CUSTOM_ID_LIMIT {
        return Err(PanelIdError::TooLong(length));
    }
    let (key, game) = rest
        .split_once(':')
        .ok_or_else(|| PanelIdError::UnknownAction(rest.to_owned()))?;
    let action = Action::ALL
        .into_iter()
        .find(|a| a.key() == key)
        .ok_or_else(|| PanelIdError::UnknownAction(key.to_owned()))?;
    let game = game
        .parse()
        .ok()
        .filter(|&g: &i64| g > 0)
        .ok_or_else(|| PanelIdError::BadGame(game.to_owned()))?;
    Ok(Press { action, game })
}

/// The custom id of the answer-in-advance modal of `game`.
pub fn premove_modal_id(game: i64) -> String {
    format!("{MODAL_PREFIX}{game}")
}

const MODAL_PREFIX: &str = "lyngk:premove-line:";

/// The game of an answer-in-advance modal's custom id.
pub fn parse_premove_modal(custom_id: &str) -> Result<i64, PanelIdError> {
    let game = custom_id
        .strip_prefix(MODAL_PREFIX)
        .ok_or(PanelIdError::NotAPanel)?;
    game.parse()
        .ok()
        .filter(|&g: &i64| g > 0)
        .ok_or_else(|| PanelIdError::BadGame(game.to_owned()))
}

/// The board image of a panel: its attachment's name and alt text.
pub struct Board<'a> {
    pub filename: &'a str,
    pub alt: Option<&'a str>,
}

/// The components of `game`'s panel: a container with the board (its alt text kept)
/// and the text, any other file shown as a file, then the action buttons and the
/// reply's own rows below.
pub fn components(
    game: i64,
    locale: Locale,
    text: &str,
    board: Option<Board>,
    other_files: &[&str],
    extra_rows: Vec<Value>,
) -> Vec<Value> {
    let mut inside = Vec::new();
    if let Some(board) = board {
        let mut item = json!({"media": {"url": format!("attachment://{}", board.filename)}});
        if let Some(alt) = board.alt {
            item["description"] = json!(alt);
        }
        inside.push(json!({"type": 12, "items": [item]}));
    }
    inside.push(json!({"type": 10, "content": text}));
    let mut components = vec![json!({"type": 17, "components": inside})];
    for file in other_files {
        components.push(json!({"type": 13, "file": {"url": format!("attachment://{file}")}}));
    }
    components.extend(action_rows(game, locale));
    components.extend(extra_rows);
    components
}

/// The six buttons in two rows of three, labelled in `locale`.
fn action_rows(game: i64, locale: Locale) -> Vec<Value> {
    Action::ALL
        .chunks(3)
        .map(|row| {
            let buttons: Vec<Value> = row
                .iter()
                .map(|&action| {
                    json!({
                        "type": 2,
                        "style": action.style(),
                        "label": action.label().format(locale, Style::Plain),
                        "custom_id": custom_id(action, game),
                    })
                })
                .collect();
            json!({"type": 1, "components": buttons})
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_fit_discords_limit() {
        for action in Action::ALL {
            for game in [1, 42, i64::MAX] {
                let id = custom_id(action, game);
                assert!(id.chars().count() <= CUSTOM_ID_LIMIT, "{id}");
                assert_eq!(parse(&id), Ok(Press { action, game }));
            }
        }
    }

    #[test]
    fn other_ids_are_refused_precisely() {
        assert_eq!(parse("lyngk:accept:3"), Err(PanelIdError::NotAPanel));
        assert_eq!(
            parse("lyngk:panel:dance:3"),
            Err(PanelIdError::UnknownAction("dance".into()))
        );
        assert_eq!(
            parse("lyngk:panel:board"),
            Err(PanelIdError::UnknownAction("board".into()))
        );
        assert_eq!(
            parse("lyngk:panel:board:x"),
            Err(PanelIdError::BadGame("x".into()))
        );
        assert_eq!(
            parse("lyngk:panel:board:-1"),
            Err(PanelIdError::BadGame("-1".into()))
        );
        let long = format!("lyngk:panel:board:{}", "1".repeat(90));
        assert_eq!(parse(&long), Err(PanelIdError::TooLong(108)));
    }

    #[test]
    fn every_label_exists_in_every_locale() {
        for locale in Locale::ALL {
            for action in Action::ALL {
                let label = action.label().format(locale, Style::Plain);
                assert!((1..=80).contains(&label.chars().count()), "{label}");
                assert!(!label.contains("panel-"), "{locale:?} lacks {label}");
            }
        }
    }
}
