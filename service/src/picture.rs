//! What a board image shows, and the one place that turns it (or a table) into a PNG.

use super::api::Attachment;
use lyngk_i18n::{LocalWords, Locale, Msg, Style};
use lyngk_render::{
    describe, describe_table, render, render_bracket, render_table, scored_stacks, BracketView,
    Ending, TableView, Theme, View,
};
use lyngk_rules::{Cell, Game, Outcome, Player, Position, Stack, Turn};

/// Everything the renderer's `View` needs, owned so it outlives the transaction.
#[derive(Clone, Debug)]
pub(crate) struct Picture {
    pub position: Position,
    pub players: [String; 2],
    pub last_turn: Option<Turn>,
    /// Who played `last_turn` (forced passes may have come after it).
    pub last_mover: Option<Player>,
    pub last_path: Option<Vec<Cell>>,
    pub overlay_from: Option<Cell>,
    pub turn_number: usize,
    pub outcome: Option<Outcome>,
    /// How a game ended that the position does not show over (resigned, on time).
    pub ending: Option<Ending>,
    /// Lines under the header (the clock, how the game ended), in the image's language.
    pub notes: Vec<Msg>,
    /// Each player's scored stacks, replayed from the game.
    pub scored: [Vec<Stack>; 2],
    /// Names the attachment, e.g. `lyngk-game-12-turn-31.png`.
    pub file_stem: String,
}

/// The renderer's view of `picture`, its words in `words`' language.
fn view_of<'a>(picture: &'a Picture, words: &'a LocalWords) -> View<'a> {
    let [one, two] = &picture.players;
    let notes = picture
        .notes
        .iter()
        .map(|note| note.format(words.0, Style::Plain));
    View {
        position: &picture.position,
        players: [one.as_str(), two.as_str()],
        last_turn: picture.last_turn,
        last_mover: picture.last_mover,
        last_path: picture.last_path.clone(),
        overlay_from: picture.overlay_from,
        turn_number: picture.turn_number,
        outcome: picture.outcome,
        ending: picture.ending,
        notes: notes.collect(),
        scored: picture.scored.clone(),
        words,
    }
}

/// The alt text of `picture`'s board, in `locale`.
pub(crate) fn describe_picture(picture: &Picture, locale: Locale) -> String {
    describe(&view_of(picture, &LocalWords(locale)))
}

/// The board image for `picture` with its words and alt text in `locale` (the
/// language of the post it goes with): the one place that calls the renderer.
pub(crate) fn render_png(picture: &Picture, locale: Locale) -> Attachment {
    let words = LocalWords(locale);
    let view = view_of(picture, &words);
    Attachment {
        filename: format!("{}.png", picture.file_stem),
        bytes: render(&view, Theme::Light),
        description: Some(describe(&view)),
    }
}

/// A table image (standings, leaderboard), named `{file_stem}.png`. The Discord front
/// shows it in the embed like a board.
/// Its alt text is in `locale`, like the titles and headings the caller gave.
pub(crate) fn table_png(table: &TableView, file_stem: &str, locale: Locale) -> Attachment {
    Attachment {
        filename: format!("{file_stem}.png"),
        bytes: render_table(table, Theme::Light),
        description: Some(describe_table(table, &LocalWords(locale))),
    }
}

/// A knockout's bracket image, named `{file_stem}.png`, with its alt text (written
/// by the caller in the language of the post).
pub(crate) fn bracket_png(view: &BracketView, file_stem: &str, alt: String) -> Attachment {
    Attachment {
        filename: format!("{file_stem}.png"),
        bytes: render_bracket(view, Theme::Light),
        description: Some(alt),
    }
}

/// The game's last move (automatic passes skipped) with the cells it went through,
/// LYNGK points included, as the rules find them: the image after a turn and
/// `/lyngk board` draw the same arrow.
pub(crate) fn last_move(game: &Game) -> Option<LastMove> {
    let (ply, &turn) = game
        .turns()
        .iter()
        .enumerate()
        .rev()
        .find(|(_, turn)| !turn.is_pass())?;
    let before = game.position_before(ply)?;
    Some(LastMove {
        turn,
        mover: before.to_move(),
        path: lyngk_render::chain_path(&before, turn)?,
    })
}

/// A game's last move, who played it and the cells it went through.
pub(crate) struct LastMove {
    pub turn: Turn,
    pub mover: Player,
    pub path: Vec<Cell>,
}

impl Picture {
    /// The current board of `table`, its last move highlighted.
    pub fn of(table: &super::table::Table) -> Picture {
        let last = last_move(&table.game);
        let last_turn = last.as_ref().map(|m| m.turn);
        let last_mover = last.as_ref().map(|m| m.mover);
        let last_path = last.map(|m| m.path);
        Picture {
            position: *table.game.position(),
            players: table.names(),
            last_turn,
            last_mover,
            last_path,
            overlay_from: None,
            turn_number: table.turn_number(),
            outcome: table.game.outcome(),
            ending: super::describe::ending(table),
            notes: Vec::new(),
            scored: scored_stacks(&table.game),
            file_stem: format!("lyngk-game-{}-turn-{}", table.row.id, table.turn_number()),
        }
    }
}
