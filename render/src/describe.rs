//! Alt text: what a board or table image shows, in words a screen reader can speak
//! (Discord's attachment `description`, at most [`DESCRIPTION_LIMIT`] characters).

use crate::{panel, TableView, View, Words};
use lyngk_rules::{Action, Cell, ColourSet, Piece, Player, Stack, Variant};

/// Discord's limit on an attachment's description, in characters.
pub const DESCRIPTION_LIMIT: usize = lyngk_discord_limits::ALT_TEXT;

/// The alt text of the board image of `view`, in `view.words`: the turn and variant,
/// each player's claimed colours and points, whose turn it is (or the result), the
/// last turn with its LYNGK path, and every stack of height 3 or more, bottom to top.
/// Stacks are left out from the end (with a count) if the text would pass the limit.
pub fn describe(view: &View) -> String {
    let position = view.position;
    let words = view.words;
    let mut text = sentence(words.alt_board(view.turn_number, position.variant()));
    for player in Player::BOTH {
        text.push_str(&sentence(player_sentence(view, player)));
    }
    let turn_or_result = match panel::result_text(view) {
        Some(result) => result,
        None => {
            let name = panel::display_name(view, position.to_move());
            words.alt_to_move(&name)
        }
    };
    text.push_str(&sentence(turn_or_result));
    let neutral = position.unclaimed();
    if !neutral.is_empty() {
        let colours = colour_list(words, neutral);
        text.push_str(&sentence(words.alt_neutral(&colours)));
    }
    if let Some(last) = last_turn_sentence(view) {
        text.push_str(&sentence(last));
    }
    let stacks: Vec<String> = Cell::ALL
        .into_iter()
        .filter(|&cell| position.stack(cell).height() >= 3)
        .map(|cell| format!("{cell} {}", pieces_words(words, position.stack(cell))))
        .collect();
    if stacks.is_empty() {
        text.push_str(&words.alt_no_tall_stacks());
        text.push('.');
    } else {
        text.push_str(&words.alt_tall_stacks());
        text.push(' ');
        push_list_within_limit(&mut text, &stacks, words);
    }
    cut(text)
}

/// The alt text of a table image in `words`: its title, subtitle, and the rows as
/// "header value" pairs, rows left out from the end if the text would be too long.
/// (The table image itself draws only the caller's text.)
pub fn describe_table(table: &TableView, words: &dyn Words) -> String {
    let mut text = words.alt_table(table.title);
    text.push('.');
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
    text.push(' ');
    if rows.is_empty() {
        text.push_str(&words.alt_no_rows());
        text.push('.');
    } else {
        push_list_within_limit(&mut text, &rows, words);
    }
    cut(text)
}

/// A sentence of the alt text: its words, a full stop, a space before the next one.
fn sentence(words: String) -> String {
    format!("{words}. ")
}

fn player_sentence(view: &View, player: Player) -> String {
    let position = view.position;
    let words = view.words;
    let name = panel::display_name(view, player);
    let claims = position.claims(player);
    let colours = if claims.is_empty() {
        words.no_colour_yet()
    } else {
        colour_list(words, claims)
    };
    let standard = position.variant() == Variant::Standard;
    let points = standard.then(|| u32::from(position.points(player)));
    let scored = &view.scored[player.index()];
    let scored = (standard && !scored.is_empty()).then(|| {
        let stacks: Vec<String> = scored.iter().map(|s| pieces_words(words, *s)).collect();
        stacks.join(&words.item_separator())
    });
    words.alt_player(&name, player, &colours, points, scored.as_deref())
}

/// "Last turn: Ada claimed red and moved C3 to D4 via LYNGK D5, E6" in the view's words.
fn last_turn_sentence(view: &View) -> Option<String> {
    let turn = view.last_turn?;
    let mover = view.last_mover.unwrap_or(!view.position.to_move());
    let name = panel::display_name(view, mover);
    Some(match turn.action {
        Action::Pass => view.words.alt_last_pass(&name, turn.claim),
        Action::Move { from, to } => {
            let points = panel::lyngk_points(view);
            view.words
                .alt_last_move(&name, turn.claim, from, to, points.as_deref())
        }
    })
}

/// A stack's pieces bottom to top: "ivory-red-joker".
fn pieces_words(words: &dyn Words, stack: Stack) -> String {
    let names: Vec<String> = stack
        .pieces()
        .map(|piece| match piece {
            Piece::Colour(colour) => words.colour(colour),
            Piece::Joker => words.joker(),
        })
        .collect();
    names.join("-")
}

fn colour_list(words: &dyn Words, colours: ColourSet) -> String {
    let names: Vec<String> = colours.iter().map(|c| words.colour(c)).collect();
    words.list(&names)
}

/// Appends `items` separated by the locale's "; " and ending with ".", leaving out the last ones
/// (saying how many) when the text would pass the limit.
fn push_list_within_limit(text: &mut String, items: &[String], words: &dyn Words) {
    // Room for the longest closing "and N more." a cut can need (at least the 16
    // characters kept for it before the words were translatable).
    let closing = (words.and_more(items.len()).chars().count() + 1).max(16);
    let separator = words.item_separator();
    for (index, item) in items.iter().enumerate() {
        let left_after = items.len() - index - 1;
        let ending = if left_after == 0 {
            "."
        } else {
            separator.as_str()
        };
        let reserve = if left_after == 0 { 0 } else { closing };
        let needed = text.chars().count() + item.chars().count() + ending.chars().count() + reserve;
        if needed > DESCRIPTION_LIMIT {
            text.push_str(&words.and_more(items.len() - index));
            text.push('.');
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
