//! What a board image shows, and the one place that turns it (or a table) into a PNG.

use super::api::Attachment;
use lyngk_render::{
    describe, describe_table, render, render_table, scored_stacks, English, TableView, Theme, View,
};
use lyngk_rules::{Cell, Game, Outcome, Position, Stack, Turn};

/// Everything the renderer's `View` needs, owned so it outlives the transaction.
#[derive(Clone, Debug)]
pub(crate) struct Picture {
    pub position: Position,
    pub players: [String; 2],
    pub last_turn: Option<Turn>,
    pub last_path: Option<Vec<Cell>>,
    pub overlay_from: Option<Cell>,
    pub turn_number: usize,
    pub outcome: Option<Outcome>,
    pub notes: Vec<String>,
    /// Each player's scored stacks, replayed from the game.
    pub scored: [Vec<Stack>; 2],
    /// Names the attachment, e.g. `lyngk-game-12-turn-31.png`.
    pub file_stem: String,
}

/// The renderer's view of `picture`.
fn view_of(picture: &Picture) -> View<'_> {
    let [one, two] = &picture.players;
    View {
        position: &picture.position,
        players: [one.as_str(), two.as_str()],
        last_turn: picture.last_turn,
        last_path: picture.last_path.clone(),
        overlay_from: picture.overlay_from,
        turn_number: picture.turn_number,
        outcome: picture.outcome,
        notes: picture.notes.clone(),
        scored: picture.scored.clone(),
        words: &English,
    }
}

/// The alt text of `picture`'s board.
pub(crate) fn describe_picture(picture: &Picture) -> String {
    describe(&view_of(picture))
}

/// The board image for `picture`: the one place that calls the renderer.
pub(crate) fn render_png(picture: &Picture) -> Option<Attachment> {
    let view = view_of(picture);
    Some(Attachment {
        filename: format!("{}.png", picture.file_stem),
        bytes: render(&view, Theme::Light),
        description: Some(describe(&view)),
    })
}

/// A table image (standings, leaderboard), named `{file_stem}.png`. The Discord front
/// shows it in the embed like a board.
pub(crate) fn table_png(table: &TableView, file_stem: &str) -> Attachment {
    Attachment {
        filename: format!("{file_stem}.png"),
        bytes: render_table(table, Theme::Light),
        description: Some(describe_table(table, &English)),
    }
}

/// The game's last move (automatic passes skipped) with the cells it went through,
/// LYNGK points included, as the rules find them: the image after a turn and
/// `/lyngk board` draw the same arrow.
pub(crate) fn last_move(game: &Game) -> Option<(Turn, Vec<Cell>)> {
    let (ply, &turn) = game
        .turns()
        .iter()
        .enumerate()
        .rev()
        .find(|(_, turn)| !turn.is_pass())?;
    let before = game.position_before(ply)?;
    Some((turn, lyngk_render::chain_path(&before, turn)?))
}

impl Picture {
    /// The current board of `table`, its last move highlighted.
    pub fn of(table: &super::table::Table) -> Picture {
        let turns = table.game.turns().len();
        let (last_turn, last_path) = match last_move(&table.game) {
            Some((turn, path)) => (Some(turn), Some(path)),
            None => (None, None),
        };
        Picture {
            position: *table.game.position(),
            players: table.names(),
            last_turn,
            last_path,
            overlay_from: None,
            turn_number: table.turn_number(),
            outcome: table.game.outcome(),
            notes: Vec::new(),
            scored: scored_stacks(&table.game),
            file_stem: format!("lyngk-game-{}-turn-{turns}", table.row.id),
        }
    }
}
