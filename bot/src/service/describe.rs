//! Words for positions, outcomes and scores, shared by the commands.

use super::table::Table;
use lyngk_rules::{Criterion, Outcome, Player, Position, Tiebreak};

/// "alice wins on points (2 to 1)", with names instead of player numbers.
pub(crate) fn outcome(outcome: &Outcome, names: &[String; 2]) -> String {
    let name = |p: Player| names[p.index()].as_str();
    match outcome {
        Outcome::SixStack { winner } => format!("{} wins with a 6-stack", name(*winner)),
        Outcome::Compared(tiebreak) => match tiebreak.decided_by {
            None => "a draw: every count is level".to_string(),
            Some((criterion, winner)) => {
                let [one, two] = tiebreak.scores.map(|s| criterion.value(&s));
                let (lead, other) = if winner == Player::One {
                    (one, two)
                } else {
                    (two, one)
                };
                format!("{} wins on {criterion} ({lead} to {other})", name(winner))
            }
        },
    }
}

/// The tiebreak counts line by line (RULES 8.3 / 9.4), for the final message.
pub(crate) fn breakdown(position: &Position, names: &[String; 2]) -> String {
    let tiebreak = Tiebreak::of(position);
    Criterion::order(tiebreak.variant)
        .iter()
        .map(|&criterion| {
            let [one, two] = tiebreak.scores.map(|s| criterion.value(&s));
            format!("{criterion}: {} {one}, {} {two}", names[0], names[1])
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One player's line: name, seat, claimed colours, points.
fn player_line(table: &Table, player: Player) -> String {
    let position = table.game.position();
    let claims: Vec<&str> = position.claims(player).iter().map(|c| c.name()).collect();
    let claims = if claims.is_empty() {
        "no colours yet".to_string()
    } else {
        claims.join(" + ")
    };
    let mut line = format!("{} ({player}, {claims}", table.person(player).name);
    if position.variant() == lyngk_rules::Variant::Standard {
        let points = usize::from(position.points(player));
        line.push_str(&format!(", {}", count(points, "point", "points")));
    }
    line.push(')');
    line
}

/// A caption for the board: the players, the turn, who moves or how it ended.
pub(crate) fn caption(table: &Table) -> String {
    let position = table.game.position();
    let mut text = format!(
        "**Game {}**: {} vs {} · {} · turn {}",
        table.row.id,
        player_line(table, Player::One),
        player_line(table, Player::Two),
        position.variant(),
        table.turn_number(),
    );
    match &table.row.result {
        Some(result) => text.push_str(&format!("\nGame over: {result}")),
        None => {
            text.push_str(&format!("\n{} to move.", table.to_move().name));
            if let Some(colour) = table.game.pending_claim() {
                text.push_str(&format!(
                    " They have claimed {colour} this turn and now move."
                ));
            }
        }
    }
    text
}

/// `<@id>`: a mention, pinged only when the reply lists the id in `ping`.
pub(crate) fn mention(id: u64) -> String {
    format!("<@{id}>")
}

/// "1 game", "2 games", "0 points": a count with its noun in the right number.
pub(crate) fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}
