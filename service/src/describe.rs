//! Words for positions, outcomes and scores, shared by the commands.

use super::table::Table;
use lyngk_i18n::Msg;
use lyngk_render::Ending;
use lyngk_rules::{Colour, Criterion, Outcome, Player, Position, Tiebreak, Variant};

/// "alice wins on points (2 to 1)", with names instead of player numbers.
pub(crate) fn outcome(outcome: &Outcome, names: &[String; 2]) -> Msg {
    let name = |p: Player| names[p.index()].as_str();
    match outcome {
        Outcome::SixStack { winner } => Msg::new("game-wins-six-stack").text("name", name(*winner)),
        Outcome::Compared(tiebreak) => match tiebreak.decided_by {
            None => Msg::new("game-draw"),
            Some((criterion, winner)) => {
                let [one, two] = tiebreak.scores.map(|s| criterion.value(&s));
                let (lead, other) = if winner == Player::One {
                    (one, two)
                } else {
                    (two, one)
                };
                Msg::new("game-wins-on")
                    .text("name", name(winner))
                    .msg("criterion", criterion_msg(criterion))
                    .number("lead", lead)
                    .number("other", other)
            }
        },
    }
}

/// "points", "stacks of 4".
fn criterion_msg(criterion: Criterion) -> Msg {
    match criterion {
        Criterion::Points => Msg::new("game-criterion-points"),
        Criterion::Stacks(height) => Msg::new("game-criterion-stacks").number("height", height),
    }
}

/// "standard" or "six".
pub(crate) fn variant(variant: Variant) -> Msg {
    match variant {
        Variant::Standard => Msg::new("game-variant-standard"),
        Variant::Six => Msg::new("game-variant-six"),
    }
}

/// How a finished game ended, in words. The stored result is an English record
/// (kept for the history file and the league queries); the words are rebuilt from the
/// game and that record's kind.
pub(crate) fn result(table: &Table) -> Option<Msg> {
    let record = table.row.result.as_deref()?;
    if let Some(ended) = table.game.outcome() {
        return Some(outcome(&ended, &table.names()));
    }
    let name = |player: Player| table.person(player).name.clone();
    Some(match ending(table) {
        Some(Ending::Aborted) => Msg::new("game-aborted"),
        Some(Ending::OnTime { winner }) => Msg::new("game-wins-on-time").text("name", name(winner)),
        Some(Ending::Resigned { winner }) => Msg::new("game-resigned")
            .text("loser", name(!winner))
            .text("name", name(winner)),
        // A record from a version that ended games differently: shown as it was.
        None => Msg::new("game-result-as-recorded").text("record", record),
    })
}

/// How a finished game ended when its position is not over, read from the stored
/// record's kind: "aborted", "… wins on time", "… resigned; … wins".
pub(crate) fn ending(table: &Table) -> Option<Ending> {
    let record = table.row.result.as_deref()?;
    if table.game.outcome().is_some() {
        return None;
    }
    if record == "aborted" {
        return Some(Ending::Aborted);
    }
    let winner = table.row.winner.and_then(|id| table.player_of(id))?;
    if record.ends_with(" wins on time") {
        Some(Ending::OnTime { winner })
    } else if record.contains(" resigned; ") {
        Some(Ending::Resigned { winner })
    } else {
        None
    }
}

/// The tiebreak counts line by line (RULES 8.3 / 9.4), for the final message.
pub(crate) fn breakdown(position: &Position, names: &[String; 2]) -> Vec<Msg> {
    let tiebreak = Tiebreak::of(position);
    Criterion::order(tiebreak.variant)
        .iter()
        .map(|&criterion| {
            let [one, two] = tiebreak.scores.map(|s| criterion.value(&s));
            Msg::new("game-breakdown")
                .msg("criterion", criterion_msg(criterion))
                .text("one", &names[0])
                .number("a", one)
                .text("two", &names[1])
                .number("b", two)
        })
        .collect()
}

/// One player's part of the caption: name, seat, claimed colours, points.
fn player_line(table: &Table, player: Player) -> Msg {
    let position = table.game.position();
    let claims = match position.claims(player).iter().collect::<Vec<Colour>>()[..] {
        [] => Msg::new("game-no-colours"),
        [one] => Msg::new("game-one-colour").colour("colour", one),
        [one, two, ..] => Msg::new("game-two-colours")
            .colour("first", one)
            .colour("second", two),
    };
    let line = match position.variant() {
        Variant::Standard => Msg::new("game-player-points")
            .number("points", position.points(player))
            .text("name", &table.person(player).name),
        Variant::Six => Msg::new("game-player").text("name", &table.person(player).name),
    };
    line.number("seat", player.number()).msg("claims", claims)
}

/// A caption for the board: the players, the turn, who moves or how it ended.
pub(crate) fn caption_lines(table: &Table) -> Vec<Msg> {
    let position = table.game.position();
    let title = Msg::new("game-caption")
        .number("game", table.row.id)
        .msg("one", player_line(table, Player::One))
        .msg("two", player_line(table, Player::Two))
        .msg("variant", variant(position.variant()))
        .number("turn", table.turn_number());
    let state = match (result(table), table.game.pending_claim()) {
        (Some(result), _) => Msg::new("game-over").msg("result", result),
        (None, None) => Msg::new("game-to-move").text("name", &table.to_move().name),
        (None, Some(colour)) => Msg::new("game-to-move-after-claim")
            .text("name", &table.to_move().name)
            .colour("colour", colour),
    };
    vec![title, state]
}
