//! Board, moves, history: reading a game, never changing it.

use super::super::api::{Attachment, Place, Reply, Request};
use super::super::clocks;
use super::super::describe;
use super::super::picture::{self, Picture};
use super::super::refusal::Refusal;
use super::super::suggest::{self, Rated};
use super::super::table::Table;
use super::super::{GameService, Handled};
use super::parse_cell;
use crate::store::games;
use lyngk_rules::{Cell, Colour, Player};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// Discord refuses messages over 2,000 characters; leave room for the front.
const MAX_TEXT: usize = 1900;

pub(in crate::service) fn board(service: &GameService, place: Place) -> Handled<Reply> {
    let now = service.clock.now();
    let (table, picture) = service.store.with_conn(|conn| {
        let table = Table::latest(conn, place)?;
        let picture = clocks::picture(conn, &table, now)?;
        Ok::<_, super::super::Failure>((table, picture))
    })?;
    let mut picture = picture;
    if table.row.result.is_some() {
        picture.notes.extend(table.row.result.clone());
    }
    let mut text = describe::caption(&table);
    if let Some(clock) = picture.notes.first().filter(|n| n.starts_with("Clock:")) {
        text.push_str(&format!("\n{clock}"));
    }
    Ok(Reply {
        text,
        image: picture::render_png(&picture),
        ..Reply::default()
    })
}

pub(in crate::service) fn moves(
    service: &GameService,
    request: &Request,
    from: Option<&str>,
    image: bool,
) -> Handled<Reply> {
    let from = from
        .filter(|text| !text.trim().is_empty())
        .map(|text| parse_cell("origin", text))
        .transpose()?;
    let table = service
        .store
        .with_conn(|conn| Table::active(conn, request.place))?;
    let position = table.game.position();
    let rated = suggest::rated_turns(position);
    let mover = &table.to_move().name;
    let text = match from {
        None => format!("Legal moves for **{mover}**:\n{}", list_by_origin(&rated)),
        Some(cell) => {
            let here: Vec<&Rated> = rated.iter().filter(|r| r.from == cell).collect();
            if here.is_empty() {
                return Err(Refusal::CannotMoveFrom(cell.to_string()).into());
            }
            let lines: Vec<String> = here.iter().map(|r| format!("• {}", r.describe())).collect();
            format!("Moves from {cell} for **{mover}**:\n{}", lines.join("\n"))
        }
    };
    let image = match (image, from) {
        (true, Some(cell)) => {
            let mut picture = Picture::of(&table);
            picture.overlay_from = Some(cell);
            picture.file_stem.push_str(&format!("-moves-{cell}"));
            picture::render_png(&picture)
        }
        _ => None,
    };
    Ok(Reply {
        text: shorten(text),
        image,
        ephemeral: true,
        ..Reply::default()
    })
}

/// "C3 → D4, E5; with a claim: red D2, E3" per origin, origins in board order. A
/// landing reachable without a claim is not repeated under the claims.
fn list_by_origin(rated: &[Rated]) -> String {
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
        let mut line = format!("{from} → {}", join_cells(own.iter()));
        let extra: Vec<String> = claimed
            .get(&from)
            .into_iter()
            .flatten()
            .filter_map(|(colour, landings)| {
                let new: Vec<&Cell> = landings.difference(&own).collect();
                (!new.is_empty()).then(|| format!("{colour} {}", join_cells(new.into_iter())))
            })
            .collect();
        if !extra.is_empty() {
            line.push_str(&format!("; with a claim: {}", extra.join(", ")));
        }
        lines.push(line);
    }
    lines.join("\n")
}

fn join_cells<'a>(cells: impl Iterator<Item = &'a Cell>) -> String {
    let names: Vec<String> = cells.map(Cell::to_string).collect();
    if names.is_empty() {
        "(only with a claim)".to_string()
    } else {
        names.join(" ")
    }
}

fn shorten(mut text: String) -> String {
    if text.len() > MAX_TEXT {
        let cut = (0..=MAX_TEXT)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        text.truncate(cut);
        text.push_str("\n…");
    }
    text
}

pub(in crate::service) fn history(service: &GameService, place: Place) -> Handled<Reply> {
    let (table, players) = service.store.with_conn(|conn| {
        let table = Table::latest(conn, place)?;
        let players = games::turn_players(conn, table.row.id)?;
        Ok::<_, super::super::Failure>((table, players))
    })?;
    let record = game_record(&table, &players);
    let mut text = format!(
        "**Game {}**: {} · {} · seed {}\n",
        table.row.id,
        table.title(),
        table.row.variant,
        table.row.seed.unwrap_or_default()
    );
    text.push_str(&numbered_turns(&table));
    if let Some(result) = &table.row.result {
        let _ = write!(text, "\nResult: {result}");
    }
    Ok(Reply {
        text: shorten(text),
        files: vec![Attachment {
            filename: format!("lyngk-game-{}.txt", table.row.id),
            bytes: record.into_bytes(),
        }],
        ..Reply::default()
    })
}

/// "1. C3-D4 2. R:E5-E4 …", numbered from 1.
fn numbered_turns(table: &Table) -> String {
    let turns: Vec<String> = table
        .game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, turn)| format!("{}. {turn}", i + 1))
        .collect();
    if turns.is_empty() {
        "No turns yet.".to_string()
    } else {
        turns.join(" ")
    }
}

/// The game record file: seed, variant, players, numbered turns, and a script that
/// replays the game with `lyngk play --seed` (passes are automatic, so omitted).
fn game_record(table: &Table, players: &[u64]) -> String {
    let seed = table.row.seed.unwrap_or_default();
    let names = table.names();
    let script_name = |id: u64| {
        let player = table.player_of(id).unwrap_or(Player::One);
        script_safe(&names[player.index()], player)
    };
    let mut out = String::new();
    let _ = writeln!(out, "# LYNGK game {}: {}", table.row.id, table.title());
    let _ = writeln!(out, "# variant: {}", table.row.variant);
    let _ = writeln!(out, "# seed: {seed}");
    let _ = writeln!(out, "# player 1: {}\n# player 2: {}", names[0], names[1]);
    if let Some(result) = &table.row.result {
        let _ = writeln!(out, "# result: {result}");
    }
    let _ = writeln!(out, "# turns (RULES §10 notation):");
    for (i, turn) in table.game.turns().iter().enumerate() {
        let _ = writeln!(out, "#   {}. {turn}", i + 1);
    }
    if let Some(colour) = table.game.pending_claim() {
        let _ = writeln!(out, "# pending claim: {colour}");
    }
    let _ = writeln!(
        out,
        "#\n# Replay: lyngk play --seed {seed} < this-file\n# (or Game::replay({seed}, Variant::{:?}, turns) in lyngk-rules)",
        table.row.variant
    );
    let challenger = script_name(table.row.challenger.id);
    let opponent = table.row.opponent.as_ref().map(|o| script_name(o.id));
    let _ = writeln!(
        out,
        "{challenger}: /lyngk challenge {} variant:{}",
        opponent.clone().unwrap_or_default(),
        table.row.variant
    );
    let _ = writeln!(out, "{}: /lyngk accept", opponent.unwrap_or_default());
    for (turn, &player) in table.game.turns().iter().zip(players) {
        let who = script_name(player);
        if let Some((from, to)) = turn.cells() {
            let claim = turn
                .claim
                .map(|c| format!(" claim:{}", c.name()))
                .unwrap_or_default();
            let _ = writeln!(out, "{who}: /lyngk move {from} {to}{claim}");
        }
    }
    if let Some(colour) = table.game.pending_claim() {
        let who = script_name(table.to_move().id);
        let _ = writeln!(out, "{who}: /lyngk claim {}", colour.name());
    }
    let resigned = table.game.outcome().is_none() && table.row.result.is_some();
    if let (true, Some(winner)) = (resigned, table.row.winner) {
        let loser = [&table.row.challenger]
            .into_iter()
            .chain(&table.row.opponent)
            .find(|p| p.id != winner);
        if let Some(loser) = loser {
            let _ = writeln!(out, "{}: /lyngk resign", script_name(loser.id));
        }
    }
    out
}

/// A name the script format can carry: letters, digits, `_` and `-` only.
fn script_safe(name: &str, player: Player) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if safe.trim_matches('_').is_empty() {
        format!("player{}", player.number())
    } else {
        safe
    }
}
