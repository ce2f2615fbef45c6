//! Alt text: what a board or table image shows, in words a screen reader can speak
//! (Discord's attachment `description`, at most [`DESCRIPTION_LIMIT`] characters).

use crate::{panel, TableView, View};
use lyngk_rules::{Action, Cell, Colour, ColourSet, Piece, Player, Stack, Variant};

/// Discord's limit on an attachment's description, in characters.
pub const DESCRIPTION_LIMIT: usize = 1024;

/// The alt text of the board image of `view`: the turn and variant, each player's
/// claimed colours and points, whose turn it is (or the result), the last turn with
/// its LYNGK path, and every stack of height 3 or more, bottom to top. Stacks are left
/// out from the end (with a count) if the text would pass the limit.
pub fn describe(view: &View) -> String {
    let position = view.position;
    let mut text = format!(
        "LYNGK board, turn {}, {} game. ",
        view.turn_number,
        position.variant()
    );
    for player in Player::BOTH {
        text.push_str(&player_sentence(view, player));
    }
    match panel::outcome(view) {
        Some(outcome) => {
            text.push_str(&panel::result_line(&outcome, &view.players));
            text.push_str(". ");
        }
        None => {
            let name = panel::display_name(&view.players, position.to_move());
            text.push_str(&format!("{name} to move. "));
        }
    }
    let neutral = position.unclaimed();
    if !neutral.is_empty() {
        text.push_str(&format!("Neutral: {}. ", colour_list(neutral)));
    }
    if let Some(last) = last_turn_sentence(view) {
        text.push_str(&last);
    }
    let stacks: Vec<String> = Cell::ALL
        .into_iter()
        .filter(|&cell| position.stack(cell).height() >= 3)
        .map(|cell| stack_words(cell, position.stack(cell)))
        .collect();
    if stacks.is_empty() {
        text.push_str("No stack of 3 or more.");
    } else {
        text.push_str("Stacks of 3 or more, bottom to top: ");
        push_list_within_limit(&mut text, &stacks);
    }
    cut(text)
}

/// The alt text of a table image: its title, subtitle, and the rows as
/// "header value" pairs, rows left out from the end if the text would be too long.
pub fn describe_table(table: &TableView) -> String {
    let mut text = format!("Table: {}.", table.title);
    if let Some(subtitle) = table.subtitle {
        text.push_str(&format!(" {subtitle}."));
    }
    let rows: Vec<String> = table
        .rows
        .iter()
        .take(crate::MAX_ROWS)
        .map(|row| {
            table
                .columns
                .iter()
                .zip(row)
                .filter(|(_, cell)| !cell.is_empty())
                .map(|(column, cell)| format!("{} {cell}", column.header))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    if rows.is_empty() {
        text.push_str(" No rows.");
    } else {
        text.push(' ');
        push_list_within_limit(&mut text, &rows);
    }
    cut(text)
}

fn player_sentence(view: &View, player: Player) -> String {
    let position = view.position;
    let name = panel::display_name(&view.players, player);
    let claims = position.claims(player);
    let colours = if claims.is_empty() {
        "no colour yet".to_string()
    } else {
        colour_list(claims)
    };
    let mut sentence = format!("{name} (player {}): {colours}", player.number());
    if position.variant() == Variant::Standard {
        let points = position.points(player);
        let unit = if points == 1 { "point" } else { "points" };
        sentence.push_str(&format!("; {points} {unit}"));
        let scored = &view.scored[player.index()];
        if !scored.is_empty() {
            let stacks: Vec<String> = scored.iter().map(|s| pieces_words(*s)).collect();
            sentence.push_str(&format!(" (scored {})", stacks.join("; ")));
        }
    }
    sentence.push_str(". ");
    sentence
}

/// "Last turn: Ada claimed red and moved C3 to D4 via LYNGK D5, E6."
fn last_turn_sentence(view: &View) -> Option<String> {
    let turn = view.last_turn?;
    // The last turn was played by the player not to move now.
    let mover = !view.position.to_move();
    let name = panel::display_name(&view.players, mover);
    let mut sentence = format!("Last turn: {name} ");
    if let Some(colour) = turn.claim {
        sentence.push_str(&format!("claimed {colour} and "));
    }
    match turn.action {
        Action::Pass => sentence.push_str("passed"),
        Action::Move { from, to } => {
            sentence.push_str(&format!("moved {from} to {to}"));
            if let Some(path) = &view.last_path {
                if path.len() > 2 {
                    let via: Vec<String> = path[1..path.len() - 1]
                        .iter()
                        .map(Cell::to_string)
                        .collect();
                    sentence.push_str(&format!(" via LYNGK {}", via.join(", ")));
                }
            }
        }
    }
    sentence.push_str(". ");
    Some(sentence)
}

fn stack_words(cell: Cell, stack: Stack) -> String {
    format!("{cell} {}", pieces_words(stack))
}

fn pieces_words(stack: Stack) -> String {
    let names: Vec<&str> = stack.pieces().map(piece_name).collect();
    names.join("-")
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Colour(colour) => colour.name(),
        Piece::Joker => "joker",
    }
}

fn colour_list(colours: ColourSet) -> String {
    let names: Vec<&str> = colours.iter().map(Colour::name).collect();
    names.join(", ")
}

/// Appends `items` separated by "; " and ending with ".", leaving out the last ones
/// (saying how many) when the text would pass the limit.
fn push_list_within_limit(text: &mut String, items: &[String]) {
    for (index, item) in items.iter().enumerate() {
        let left_after = items.len() - index - 1;
        let ending = if left_after == 0 { "." } else { "; " };
        // Room for this item and, if more follow, a closing "and N more."
        let reserve = if left_after == 0 { 0 } else { 16 };
        let needed = text.chars().count() + item.chars().count() + ending.len() + reserve;
        if needed > DESCRIPTION_LIMIT {
            text.push_str(&format!("and {} more.", items.len() - index));
            return;
        }
        text.push_str(item);
        text.push_str(ending);
    }
}

/// At most the limit in characters (a very long name could still pass it).
fn cut(text: String) -> String {
    if text.chars().count() <= DESCRIPTION_LIMIT {
        return text;
    }
    let mut cut: String = text.chars().take(DESCRIPTION_LIMIT - 1).collect();
    cut.push('…');
    cut
}
