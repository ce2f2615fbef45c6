//! The buttons this service puts under replies. Each custom id carries the game it
//! acts on, so a button left on an old message cannot act on a newer game.

use super::api::{Button, ButtonStyle, Command};

const ACCEPT: &str = "lyngk:accept";
const DECLINE: &str = "lyngk:decline";
const REMATCH: &str = "lyngk:rematch";

fn id_for(action: &str, game: i64) -> String {
    format!("{action}:{game}")
}

pub(crate) fn accept(game: i64) -> Button {
    Button {
        custom_id: id_for(ACCEPT, game),
        label: "Accept".to_string(),
        style: ButtonStyle::Success,
    }
}

pub(crate) fn decline(game: i64) -> Button {
    Button {
        custom_id: id_for(DECLINE, game),
        label: "Decline".to_string(),
        style: ButtonStyle::Danger,
    }
}

pub(crate) fn rematch(game: i64) -> Button {
    Button {
        custom_id: id_for(REMATCH, game),
        label: "Rematch".to_string(),
        style: ButtonStyle::Primary,
    }
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
}
