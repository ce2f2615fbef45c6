//! Board, moves, history: reading a game, never changing it.

use super::super::api::{Attachment, Place, Reply};
use super::super::clocks;
use super::super::describe;
use super::super::picture::{self, Picture};
use super::super::refusal::{Lookup, Refusal};
use super::super::suggest::{self, Rated};
use super::super::table::Table;
use super::super::{GameService, Handled};
use super::{active_table, parse_cell};
use crate::Asked;
use lyngk_i18n::{LocalWords, Locale, Msg, Style};
use lyngk_render::{chain_path, render_replay, ReplayRequest, Theme, DESCRIPTION_LIMIT};
use lyngk_rules::{Cell, Colour};
use lyngk_store::games::Status;
use std::collections::{BTreeMap, BTreeSet};

/// Discord refuses messages over 2,000 characters; leave room for the front.
const MAX_TEXT: usize = 1900;
/// The turns shown by `/lyngk history`, leaving room for the heading and result.
const MAX_TURNS_TEXT: usize = 1500;

/// `locale`: the language of the server's posts.
pub(crate) fn board(service: &GameService, place: Place, locale: Locale) -> Handled<Reply> {
    let now = service.time.now();
    let (table, picture, clock) = service.store.with_conn(|conn| {
        let table = Table::latest(conn, place)?;
        let picture = clocks::picture(conn, &table, now)?;
        let clock = clocks::notes(conn, &table, now)?;
        Ok::<_, super::super::Failure>((table, picture, clock))
    })?;
    let mut picture = picture;
    picture.notes.extend(describe::result(&table));
    let mut lines = describe::caption_lines(&table);
    lines.extend(clock);
    Ok(Reply {
        lines,
        image: Some(picture::render_png(&picture, locale)),
        ..Reply::default()
    })
}

pub(crate) fn moves(
    service: &GameService,
    request: &Asked,
    from: Option<&str>,
    image: bool,
) -> Handled<Reply> {
    let from = from
        .filter(|text| !text.trim().is_empty())
        .map(|text| parse_cell("origin", text))
        .transpose()?;
    let (table, order) = service.store.with_conn(|conn| {
        let table = active_table(conn, request.place)?;
        let order = super::ai::list_order(conn, &table)?;
        Ok::<_, super::super::Failure>((table, order))
    })?;
    let position = table.game.position();
    let rated = suggest::rated_turns(position, order);
    let mover = table.to_move().name.as_str();
    let mut lines = match from {
        None => vec![Msg::new("info-moves-all").text("player", mover)],
        Some(cell) => vec![Msg::new("info-moves-from")
            .cell("from", cell)
            .text("player", mover)],
    };
    match from {
        None => lines.extend(list_by_origin(&rated)),
        Some(cell) => {
            let here: Vec<&Rated> = rated.iter().filter(|r| r.from == cell).collect();
            if position.stack(cell).is_empty() {
                return Err(Refusal::EmptyCell(cell).into());
            }
            if here.is_empty() {
                return Err(Refusal::CannotMoveFrom(cell.to_string()).into());
            }
            lines.extend(list_landings(&here));
        }
    }
    let image = match (image, from) {
        (true, Some(cell)) => {
            let mut picture = Picture::of(&table);
            picture.overlay_from = Some(cell);
            picture.file_stem.push_str(&format!("-moves-{cell}"));
            Some(picture::render_png(&picture, request.locale))
        }
        _ => None,
    };
    Ok(Reply {
        // Private: the actor reads it in their language.
        lines: fit(lines, request.locale),
        image,
        ephemeral: true,
        ..Reply::default()
    })
}

/// One line per landing, in the list's order: what the move does, and for a landing reached
/// only with a claim, which colours would do ("with a claim of red or green").
fn list_landings(here: &[&Rated]) -> Vec<Msg> {
    let mut shown = BTreeSet::new();
    let mut lines = Vec::new();
    for best in here {
        if !shown.insert(best.to) {
            continue;
        }
        let same: Vec<&&Rated> = here.iter().filter(|r| r.to == best.to).collect();
        let plain = same.iter().find(|r| r.claim.is_none());
        let line = match plain {
            Some(plain) => Msg::new("info-landing")
                .cell("to", best.to)
                .facts("effect", plain.effect_parts()),
            None => {
                let colours = same.iter().filter_map(|r| r.claim).map(colour).collect();
                Msg::new("info-landing-with-claim")
                    .cell("to", best.to)
                    .alternatives("colours", colours)
                    .facts("effect", best.effect_parts())
            }
        };
        lines.push(line);
    }
    lines
}

/// A colour alone, as a message to list.
fn colour(colour: Colour) -> Msg {
    Msg::new("info-colour").colour("colour", colour)
}

/// "C3 → D4 E5; with a claim: red D2 E3" per origin, origins in board order. A
/// landing reachable without a claim is not repeated under the claims.
fn list_by_origin(rated: &[Rated]) -> Vec<Msg> {
    let mut plain: BTreeMap<Cell, BTreeSet<Cell>> = BTreeMap::new();
    let mut claimed: BTreeMap<Cell, BTreeMap<Colour, BTreeSet<Cell>>> = BTreeMap::new();
    for r in rated {
        match r.claim {
            None => plain.entry(r.from).or_default().insert(r.to),
            Some(colour) => claimed
                .entry(r.from)
                .or_default()
                .entry(colour)
                .or_default()
                .insert(r.to),
        };
    }
    let origins: BTreeSet<Cell> = plain.keys().chain(claimed.keys()).copied().collect();
    let mut lines = Vec::new();
    for from in origins {
        let own = plain.get(&from).cloned().unwrap_or_default();
        let landings = match own.is_empty() {
            true => Msg::new("info-only-with-claim"),
            false => Msg::new("info-cells").text("cells", join_cells(own.iter())),
        };
        let extra: Vec<Msg> = claimed
            .get(&from)
            .into_iter()
            .flatten()
            .filter_map(|(&colour, landings)| {
                let new: Vec<&Cell> = landings.difference(&own).collect();
                (!new.is_empty()).then(|| {
                    Msg::new("info-claim-landings")
                        .colour("colour", colour)
                        .text("cells", join_cells(new.into_iter()))
                })
            })
            .collect();
        let line = Msg::new("info-origin")
            .cell("from", from)
            .msg("landings", landings);
        lines.push(match extra.is_empty() {
            true => line,
            false => Msg::new("info-origin-with-claims")
                .msg("origin", line)
                .alternatives("claims", extra),
        });
    }
    lines
}

fn join_cells<'a>(cells: impl Iterator<Item = &'a Cell>) -> String {
    let names: Vec<String> = cells.map(Cell::to_string).collect();
    names.join(" ")
}

/// As many of `lines` as fit in one Discord message in `locale`, then "…".
fn fit(lines: Vec<Msg>, locale: Locale) -> Vec<Msg> {
    let mut used = 0;
    let mut kept = Vec::new();
    for line in lines {
        used += line.format(locale, Style::Discord).len() + 1;
        if used > MAX_TEXT {
            kept.push(Msg::new("info-cut"));
            break;
        }
        kept.push(line);
    }
    kept
}

/// `/lyngk replay [game]`: the animated GIF of a started game of this channel (the
/// latest by default). A finished game for anyone, in public; a game in progress only
/// for its players, privately.
/// `public`: the language of the server's posts.
pub(crate) fn replay(
    service: &GameService,
    request: &Asked,
    game: Option<i64>,
    byte_budget: usize,
    public: Locale,
) -> Handled<Reply> {
    let place = request.place;
    let table = service.store.with_conn(|conn| {
        let table = match game {
            None => Table::latest(conn, place)?,
            Some(id) => Table::numbered(conn, place, id, Lookup::Replay)?,
        };
        Ok::<_, super::super::Failure>(table)
    })?;
    let live = table.row.status == Status::Active;
    if live && table.player_of(request.actor.id).is_none() {
        return Err(Refusal::ReplayLiveGame(table.title()).into());
    }
    let names = table.names();
    let players = [names[0].as_str(), names[1].as_str()];
    let locale = if live { request.locale } else { public };
    let gif = render_replay(&ReplayRequest {
        game: &table.game,
        players,
        theme: Theme::Light,
        byte_budget,
        words: &LocalWords(locale),
        ending: describe::ending(&table),
    })
    .map_err(|error| Refusal::ReplayTooLarge(error.to_string()))?;
    let mut final_picture = Picture::of(&table);
    final_picture.last_path = last_path(&table);
    let turns = table.game.turns().len();
    let description = Msg::new("info-replay-description")
        .number("game", table.row.id)
        .number("turns", turns)
        .text("last", picture::describe_picture(&final_picture, locale))
        .format(locale, Style::Plain);
    let text = match describe::result(&table) {
        None => Msg::new("info-replay"),
        Some(result) => Msg::new("info-replay-finished").msg("result", result),
    };
    let text = text
        .number("game", table.row.id)
        .text("first", names[0].as_str())
        .text("second", names[1].as_str())
        .number("turns", turns);
    Ok(Reply {
        lines: vec![text],
        files: vec![Attachment {
            filename: format!("lyngk-game-{}-replay.gif", table.row.id),
            bytes: gif.bytes,
            description: Some(description.chars().take(DESCRIPTION_LIMIT).collect()),
        }],
        ephemeral: live,
        ..Reply::default()
    })
}

/// The LYNGK path of the game's last turn, if it was a move.
fn last_path(table: &Table) -> Option<Vec<Cell>> {
    let turns = table.game.turns();
    let turn = *turns.last()?;
    let before = table.game.position_before(turns.len() - 1)?;
    chain_path(&before, turn)
}

pub(crate) fn history(service: &GameService, place: Place) -> Handled<Reply> {
    let (table, record) = service.store.with_conn(|conn| {
        let table = Table::latest(conn, place)?;
        let record = super::super::record::of_table(conn, &table)?;
        Ok::<_, super::super::Failure>((table, record))
    })?;
    let names = table.names();
    let mut lines = vec![
        Msg::new("info-history-heading")
            .number("game", table.row.id)
            .text("first", names[0].as_str())
            .text("second", names[1].as_str())
            .msg("variant", super::league::variant_name(table.row.variant))
            .text("seed", table.row.seed.unwrap_or_default().to_string()),
        numbered_turns(&table),
    ];
    // The record is English, a data format like PGN; the reply says the result in the
    // reader's language.
    if let Some(result) = describe::result(&table) {
        lines.push(Msg::new("info-history-result").msg("result", result));
    }
    Ok(Reply {
        lines,
        files: vec![Attachment {
            filename: format!("lyngk-game-{}.txt", table.row.id),
            bytes: record.to_string().into_bytes(),
            description: None,
        }],
        ..Reply::default()
    })
}

/// "1. C3-D4 2. R:E5-E4 …", numbered from 1, cut to fit a message beside the
/// heading (the record file has them all).
fn numbered_turns(table: &Table) -> Msg {
    let turns: Vec<String> = table
        .game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, turn)| format!("{}. {turn}", i + 1))
        .collect();
    if turns.is_empty() {
        return Msg::new("info-history-no-turns");
    }
    let mut text = turns.join(" ");
    if text.len() > MAX_TURNS_TEXT {
        let cut = (0..=MAX_TURNS_TEXT)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        text.truncate(cut);
        text.push('…');
    }
    Msg::new("info-history-turns").text("turns", text)
}
