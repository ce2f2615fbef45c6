//! A divisions event shown: the season's standings per division as text and as
//! images with alt text, who moved at a season's end, the divisions' pairings, and
//! its line in `/lyngk event list`.

use super::super::super::super::api::Reply;
use super::super::super::super::picture;
use super::super::super::super::{Failure, Handled};
use super::super::super::rating::image_columns;
use super::{division_events, ended, played};
use crate::Refusal;
use lyngk_domain::event::EventRefusal;
use lyngk_domain::text_table::{headings, TextColumn};
use lyngk_events::season::{moves, Moves};
use lyngk_i18n::{Locale, MomentStyle, Msg, Style};
use lyngk_render::{TableView, Zones};
use lyngk_store::events::{self, EventRow};
use lyngk_store::seasons::{self, Season};
use rusqlite::Connection;

/// Division images a reply carries at most: Discord takes ten files a message, and
/// one is kept for the text when it is too long for a message.
const MAX_IMAGES: usize = 9;

/// The latest season's standings, a table per division (text and image), with the
/// moves and the next opening once the season has ended.
pub(in crate::commands::event) fn standings(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> Handled<Reply> {
    let Some(season) = seasons::latest_season(conn, event.id)? else {
        return Err(Refusal::from(EventRefusal::NotStarted(event.name.clone())).into());
    };
    let mut reply = Reply {
        lines: vec![title(event, &season)],
        ..Reply::default()
    };
    let rules = super::rules(conn, event)?;
    let divisions = division_events(conn, event.id, season.number)?;
    for (index, division) in divisions.iter().enumerate() {
        let table = played::standings(conn, division, locale)?;
        reply.lines.extend(table.lines);
        let zones = match any_game_played(conn, division)? {
            true => zones(
                index,
                divisions.len(),
                rules.movers as usize,
                table.cells.len(),
            ),
            false => Zones::default(),
        };
        if index < MAX_IMAGES {
            let shown = (table.columns, table.cells);
            let picture = image(event, &season, index, division, shown, zones, locale);
            reply.files.push(picture);
        }
    }
    if season.ended_at.is_some() {
        reply.lines.extend(move_lines(conn, event, season.number)?);
    }
    if let Some(opens) = season
        .next_opens_at
        .filter(|_| event.state == events::EventState::Running)
    {
        reply.lines.push(
            Msg::new("divisions-next-season")
                .text("event", event.name.as_str())
                .number("season", season.number + 1)
                .moment("opens", opens, MomentStyle::DateTime),
        );
    }
    Ok(reply)
}

/// The places of division `index` (of `divisions`, with `rows` players) that move at
/// the season's end as the standings stand (the rule of `lyngk_events::season`).
pub(super) fn zones(index: usize, divisions: usize, movers: usize, rows: usize) -> Zones {
    let Moves { up, down } = moves(index, divisions, movers, rows);
    Zones { up, down }
}

/// Whether a game of `division` has a result: before one, nobody leads and nobody
/// is marked as moving.
pub(super) fn any_game_played(conn: &Connection, division: &EventRow) -> anyhow::Result<bool> {
    let pairings = events::pairings(conn, division.id)?;
    Ok(pairings
        .iter()
        .any(|p| p.black.is_some() && p.finished && !p.aborted))
}

fn title(event: &EventRow, season: &Season) -> Msg {
    Msg::new("divisions-standings-title")
        .text("event", event.name.as_str())
        .number("season", season.number)
        .text("over", season.ended_at.is_some().to_string())
}

/// One division's standings as an image, the places that move up and down marked; its
/// alt text reads the same table.
fn image(
    event: &EventRow,
    season: &Season,
    index: usize,
    division: &EventRow,
    (columns, rows): (&[TextColumn], Vec<Vec<String>>),
    zones: Zones,
    locale: Locale,
) -> super::super::super::super::api::Attachment {
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    let title = say(Msg::new("divisions-image-title")
        .text("event", event.name.as_str())
        .number("season", season.number)
        .number("division", index + 1));
    let subtitle = say(Msg::new("divisions-image-subtitle")
        .number("players", rows.len())
        .number("rounds", division.settings.rounds)
        .text("format", division.settings.format.as_str()));
    let headings = headings(columns, locale);
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(columns, &headings),
        rows,
        highlight_rows: Vec::new(),
        zones,
    };
    let stem = format!(
        "lyngk-divisions-{}-s{}-d{}",
        event.id,
        season.number,
        index + 1
    );
    picture::table_png(&table, &stem, locale)
}

/// Who moves up and down between the divisions at the end of `season` by the
/// standings, a line per division that has moves; players who left are not named.
pub(in crate::commands::event) fn move_lines(
    conn: &Connection,
    event: &EventRow,
    season: u32,
) -> anyhow::Result<Vec<Msg>> {
    let last = ended(conn, event, season)?;
    let moved = last
        .divisions
        .next_season(&last.standings, &Default::default(), &[])
        .map_err(|error| anyhow::anyhow!("moves of season {season} of {}: {error}", event.id))?;
    let roster = events::players(conn, event.id)?;
    let name = |id: &lyngk_events::swiss::PlayerId| {
        roster
            .iter()
            .find(|p| p.entry == id.0)
            .map_or("?".to_string(), |p| p.name.clone())
    };
    let mut lines = Vec::new();
    for (index, division) in last.divisions.divisions().iter().enumerate() {
        let (mut up, mut down) = (Vec::new(), Vec::new());
        // Those who left already play no next season: they move nowhere.
        let staying = last.standings[index]
            .iter()
            .filter(|p| roster.iter().any(|r| r.entry == p.0 && !r.withdrawn));
        for player in staying {
            match moved.division_of(*player) {
                Some(to) if to < index => up.push(name(player)),
                Some(to) if to > index => down.push(name(player)),
                _ => {}
            }
        }
        if up.is_empty() && down.is_empty() || division.is_empty() {
            continue;
        }
        let names = |msg: Msg, key: &str, names: Vec<String>| match names.is_empty() {
            true => msg.msg(key, Msg::new("divisions-nobody")),
            false => msg.text(key, names.join(", ")),
        };
        let line = Msg::new("divisions-moves").number("division", index + 1);
        lines.push(names(names(line, "up", up), "down", down));
    }
    if lines.is_empty() {
        let divisions = last.divisions.divisions().len();
        lines.push(Msg::new("divisions-no-moves").number("divisions", divisions));
    }
    Ok(lines)
}

/// Each division's pairings of round `round` (default: its latest).
pub(in crate::commands::event) fn pairings(
    conn: &Connection,
    event: &EventRow,
    round: Option<u32>,
) -> Handled<Reply> {
    let Some(season) = seasons::latest_season(conn, event.id)? else {
        return Err(Refusal::from(EventRefusal::NotStarted(event.name.clone())).into());
    };
    let mut lines = vec![title(event, &season)];
    let mut any = false;
    for division in division_events(conn, event.id, season.number)? {
        if let Some(shown) = played::pairing_lines(conn, &division, round)? {
            any = true;
            lines.extend(shown);
        }
    }
    if !any {
        let round = round.unwrap_or(0);
        return Err(Failure::from(Refusal::from(EventRefusal::NoSuchRound {
            name: event.name.clone(),
            round,
        })));
    }
    Ok(Reply {
        lines,
        ..Reply::default()
    })
}

/// The event's line in `/lyngk event list`.
pub(in crate::commands::event) fn list_line(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<Msg> {
    let players = events::players(conn, event.id)?;
    let season = seasons::latest_season(conn, event.id)?;
    let state = match (&season, event.state) {
        (_, events::EventState::Finished) => "finished",
        (None, _) => "open",
        (Some(s), _) if s.ended_at.is_some() => "pause",
        _ => "running",
    };
    Ok(Msg::new("divisions-list-line")
        .text("event", event.name.as_str())
        .text("state", state)
        .number("season", season.map_or(0, |s| s.number))
        .number("players", players.iter().filter(|p| !p.withdrawn).count()))
}
