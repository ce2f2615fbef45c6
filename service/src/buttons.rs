//! The buttons this service puts under replies. Each custom id carries the game it
//! acts on, so a button left on an old message cannot act on a newer game.

use super::api::{Button, ButtonStyle, Command};
use lyngk_i18n::{Locale, Msg, Style};

const ACCEPT: &str = "lyngk:accept";
const DECLINE: &str = "lyngk:decline";
const REMATCH: &str = "lyngk:rematch";
const RESIGN: &str = "lyngk:resign";
/// Carries the ladder challenge (not a game) it accepts.
const LADDER_ACCEPT: &str = "lyngk:ladder-accept";

fn id_for(action: &str, game: i64) -> String {
    format!("{action}:{game}")
}

/// A button labelled in English; [`localize`] relabels it in the reply's language.
fn button(action: &str, game: i64, style: ButtonStyle) -> Button {
    Button {
        custom_id: id_for(action, game),
        label: label(action, Locale::En),
        style,
    }
}

/// A button's label in `locale`, by what it does.
fn label(action: &str, locale: Locale) -> String {
    let msg = match action {
        ACCEPT | LADDER_ACCEPT => Msg::new("button-accept"),
        DECLINE => Msg::new("button-decline"),
        RESIGN => Msg::new("button-resign"),
        _ => Msg::new("button-rematch"),
    };
    msg.format(locale, Style::Plain)
}

/// Labels the buttons in `locale`, the language of the reply that carries them (only
/// known once the service has chosen the reply's audience).
pub(crate) fn localize(buttons: &mut [Button], locale: Locale) {
    for button in buttons {
        if let Some((action, _)) = button.custom_id.rsplit_once(':') {
            button.label = label(action, locale);
        }
    }
}

pub(crate) fn accept(game: i64) -> Button {
    button(ACCEPT, game, ButtonStyle::Success)
}

pub(crate) fn decline(game: i64) -> Button {
    button(DECLINE, game, ButtonStyle::Danger)
}

pub(crate) fn resign(game: i64) -> Button {
    button(RESIGN, game, ButtonStyle::Danger)
}

/// The Accept button under a ladder challenge, for the challenged player.
pub(crate) fn accept_ladder_challenge(challenge: i64) -> Button {
    button(LADDER_ACCEPT, challenge, ButtonStyle::Success)
}

pub(crate) fn rematch(game: i64) -> Button {
    button(REMATCH, game, ButtonStyle::Primary)
}

/// The command a custom id stands for. Ids without a game (`lyngk:accept`, from
/// versions before ids carried one) and unknown ids mean nothing any more.
pub(crate) fn command(custom_id: &str) -> Option<Command> {
    let (action, game) = custom_id.rsplit_once(':')?;
    let game: i64 = game.parse().ok()?;
    match action {
        ACCEPT => Some(Command::AcceptGame { game }),
        DECLINE => Some(Command::DeclineGame { game }),
        REMATCH => Some(Command::Rematch { game }),
        RESIGN => Some(Command::ResignGame { game }),
        LADDER_ACCEPT => Some(Command::LadderAcceptPressed { challenge: game }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_old_ids_mean_nothing() {
        for (button, expected) in [
            (accept(7), Command::AcceptGame { game: 7 }),
            (decline(8), Command::DeclineGame { game: 8 }),
            (rematch(9), Command::Rematch { game: 9 }),
            (resign(10), Command::ResignGame { game: 10 }),
            (
                accept_ladder_challenge(11),
                Command::LadderAcceptPressed { challenge: 11 },
            ),
        ] {
            assert_eq!(command(&button.custom_id), Some(expected));
        }
        assert_eq!(accept(12).custom_id, "lyngk:accept:12");
        for old in [
            "lyngk:accept",
            "lyngk:decline",
            "lyngk:accept:x",
            "other:accept:1",
        ] {
            assert_eq!(command(old), None, "{old}");
        }
    }

    #[test]
    fn labels_follow_the_replys_language() {
        let buttons = [accept(1), decline(1), rematch(1)];
        assert_eq!(buttons.map(|b| b.label), ["Accept", "Decline", "Rematch"]);
        let mut buttons = [accept(1), decline(1), rematch(1)];
        localize(&mut buttons, Locale::De);
        let labels = buttons.map(|b| b.label);
        assert_eq!(labels, ["Annehmen", "Ablehnen", "Revanche"]);
    }
}
