//! The ladder as text (a code block of places, each with its open challenge) and as
//! an image with alt text (`lyngk_render::render_ladder`), the same rows in both.

use super::super::super::super::api::Attachment;
use super::Loaded;
use crate::event_view::{LadderChallenge, LadderView as LadderPage};
use lyngk_domain::text_table::{code_block, shorten, TextColumn};
use lyngk_events::swiss::PlayerId;
use lyngk_i18n::{LocalWords, Locale, Msg, Style};
use lyngk_render::{
    render_ladder, LadderView, Rung, RungChallenge, Theme, Words, DESCRIPTION_LIMIT,
};

/// The text table's columns.
const COLUMNS: [TextColumn; 3] = [
    TextColumn::right("tables-rank", 3),
    TextColumn::left("tables-player", 16).after(2),
    TextColumn::left("ladder-column-challenge", 30).after(2),
];

/// One place of the ladder: the player's name and what they are in, in `locale`.
fn rows(loaded: &Loaded, locale: Locale) -> Vec<(String, String)> {
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    loaded
        .ladder
        .positions()
        .iter()
        .map(|player| {
            let entry = player.0;
            let note = loaded
                .open
                .iter()
                .find(|c| c.challenger == entry || c.defender == entry)
                .map(|c| {
                    let (id, other) = match (c.challenger == entry, c.game.is_some()) {
                        (true, false) => ("ladder-note-challenges", c.defender),
                        (false, false) => ("ladder-note-challenged-by", c.challenger),
                        (true, true) => ("ladder-note-playing", c.defender),
                        (false, true) => ("ladder-note-playing", c.challenger),
                    };
                    say(Msg::new(id)
                        .text("player", loaded.name(other))
                        .number("place", loaded.rank(other)))
                })
                .unwrap_or_default();
            (loaded.name(entry), note)
        })
        .collect()
}

/// The places top first and the challenges in play (those of players still on it),
/// as the web page shows them.
pub(super) fn web_view(loaded: &Loaded) -> LadderPage {
    let placed = |entry: u32| loaded.ladder.rank(PlayerId(entry)).is_some();
    LadderPage {
        places: loaded
            .ladder
            .positions()
            .iter()
            .map(|player| loaded.name(player.0))
            .collect(),
        reach: loaded.ladder.settings().reach,
        challenges: loaded
            .open
            .iter()
            .filter(|c| placed(c.challenger) && placed(c.defender))
            .map(|c| LadderChallenge {
                challenger: loaded.name(c.challenger),
                challenger_place: loaded.rank(c.challenger),
                defender: loaded.name(c.defender),
                defender_place: loaded.rank(c.defender),
                game: c.game,
            })
            .collect(),
    }
}

fn title(loaded: &Loaded) -> Msg {
    let rules = loaded.ladder.settings();
    Msg::new("ladder-standings-title")
        .text("event", loaded.event.name.as_str())
        .number("players", loaded.ladder.positions().len())
        .number("reach", rules.reach)
}

/// The title and the table in a code block; an empty ladder says so.
pub(super) fn lines(loaded: &Loaded, locale: Locale) -> Vec<Msg> {
    if loaded.ladder.positions().is_empty() {
        return vec![Msg::new("ladder-empty").text("event", loaded.event.name.as_str())];
    }
    let cells: Vec<Vec<String>> = rows(loaded, locale)
        .into_iter()
        .enumerate()
        .map(|(index, (name, note))| vec![(index + 1).to_string(), name, note])
        .collect();
    vec![title(loaded), code_block(&COLUMNS, &cells, locale)]
}

/// The ladder's image with its alt text; none for an empty ladder.
pub(super) fn image(loaded: &Loaded, locale: Locale) -> anyhow::Result<Option<Attachment>> {
    let rows = rows(loaded, locale);
    if rows.is_empty() {
        return Ok(None);
    }
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    let title = say(Msg::new("ladder-image-title").text("event", loaded.event.name.as_str()));
    let rank_of = |entry: u32| loaded.rank(entry).saturating_sub(1);
    let challenges = loaded
        .open
        .iter()
        .filter(|c| {
            loaded
                .ladder
                .rank(lyngk_events::swiss::PlayerId(c.challenger))
                .is_some()
        })
        .map(|c| RungChallenge {
            from: rank_of(c.challenger),
            to: rank_of(c.defender),
            accepted: c.game.is_some(),
        })
        .collect();
    let view = LadderView {
        title: &title,
        rungs: rows
            .iter()
            .map(|(name, note)| Rung {
                name: name.clone(),
                note: note.clone(),
            })
            .collect(),
        challenges,
    };
    let places: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(index, (name, note))| {
            let id = match note.is_empty() {
                true => "ladder-image-place",
                false => "ladder-image-place-note",
            };
            say(Msg::new(id)
                .number("place", index + 1)
                .text("player", name.as_str())
                .text("note", note.as_str()))
        })
        .collect();
    let description = say(Msg::new("ladder-image-alt")
        .text("title", title.as_str())
        .text("places", places.join(&LocalWords(locale).item_separator())));
    Ok(Some(Attachment {
        filename: format!("lyngk-ladder-{}.png", loaded.event.id),
        bytes: render_ladder(&view, Theme::Light),
        description: Some(shorten(&description, DESCRIPTION_LIMIT)),
    }))
}
