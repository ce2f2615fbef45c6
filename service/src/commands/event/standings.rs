//! An event's standings (score, then FIDE's Swiss tiebreaks: Buchholz cut-1,
//! Buchholz, Sonneborn-Berger, progressive score, then stacks removed) and a
//! round's pairings, as text tables; the standings as an image too.

use super::super::super::api::Attachment;
use super::super::super::picture;
use super::super::rating::image_columns;
use super::loaded::Loaded;
use lyngk_domain::event::EventRefusal;
use lyngk_domain::text_table::{code_block, headings, TextColumn};
use lyngk_events::score::Points;
use lyngk_events::swiss::PlayerId;
use lyngk_events::tiebreak::{self, StandingsRow};
use lyngk_i18n::{self as i18n, Locale, Msg, Style};
use lyngk_render::TableView;
use lyngk_store::events::{EventPairing, EventPlayer, EventRow, EventState};

/// The columns of the standings, in [`rows`]' order.
pub(super) const COLUMNS: [TextColumn; 8] = [
    TextColumn::right("tables-rank", 3),
    TextColumn::left("tables-player", 16).after(2),
    TextColumn::right("tables-points", 4),
    TextColumn::right("events-buchholz-cut1", 5),
    TextColumn::right("events-buchholz", 5),
    TextColumn::right("events-sonneborn-berger", 6),
    TextColumn::right("events-progressive", 5),
    TextColumn::right("tables-stacks", 4),
];

/// The standings after the closed rounds, best first.
pub(crate) fn rows(loaded: &Loaded) -> Vec<StandingsRow> {
    let stacks = stacks_removed(loaded);
    tiebreak::standings(&loaded.swiss, |player| stacks[player.index()])
}

/// Every player's stacks removed in the games of closed rounds (the last tiebreak).
fn stacks_removed(loaded: &Loaded) -> Vec<i64> {
    let closed = loaded.swiss.completed_rounds();
    let mut stacks = vec![0; loaded.players.len()];
    for pairing in loaded.pairings.iter().filter(|p| p.round <= closed) {
        let (Some(black), Some(removed)) = (pairing.black, pairing.removed) else {
            continue;
        };
        stacks[pairing.white as usize] += i64::from(removed[0]);
        stacks[black as usize] += i64::from(removed[1]);
    }
    stacks
}

/// The standings as a message: a title and the table in a code block.
pub(crate) fn lines(
    event: &EventRow,
    loaded: &Loaded,
    rows: &[StandingsRow],
    locale: Locale,
) -> Vec<Msg> {
    vec![
        Msg::new("event-standings-title")
            .text("event", event.name.as_str())
            .number("round", loaded.swiss.completed_rounds())
            .number("rounds", event.settings.rounds),
        code_block(&COLUMNS, &cells(loaded, rows, locale), locale),
    ]
}

/// The standings as an image (with its alt text), as the other formats show theirs:
/// `caller`'s row highlighted.
pub(crate) fn image(
    event: &EventRow,
    loaded: &Loaded,
    rows: &[StandingsRow],
    caller: u64,
    locale: Locale,
) -> Attachment {
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    let title = say(Msg::new("swiss-standings-image-title").text("event", event.name.as_str()));
    let subtitle = say(Msg::new("round-robin-standings-subtitle")
        .number("round", loaded.swiss.completed_rounds())
        .number("rounds", event.settings.rounds)
        .text("over", (event.state == EventState::Finished).to_string()));
    let headings = headings(&COLUMNS, locale);
    let highlight_rows = rows
        .iter()
        .position(|row| loaded.players[row.player.index()].user == caller)
        .into_iter()
        .collect();
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(&COLUMNS, &headings),
        rows: cells(loaded, rows, locale),
        highlight_rows,
        zones: Default::default(),
    };
    let stem = format!("lyngk-event-{}-standings", event.id);
    picture::table_png(&table, &stem, locale)
}

/// A player's name in a table, with `(-)` after it once withdrawn.
pub(super) fn listed_name(player: &EventPlayer) -> String {
    match player.withdrawn {
        true => format!("{} (-)", player.name),
        false => player.name.clone(),
    }
}

/// The standings' cells, row by row in [`COLUMNS`]' order, numbers in the locale's
/// format; a withdrawn player is marked `(-)`.
pub(super) fn cells(loaded: &Loaded, rows: &[StandingsRow], locale: Locale) -> Vec<Vec<String>> {
    rows.iter()
        .enumerate()
        .map(|(place, row)| {
            vec![
                (place + 1).to_string(),
                listed_name(&loaded.players[row.player.index()]),
                points(row.score, locale),
                points(row.buchholz_cut1, locale),
                points(row.buchholz, locale),
                quarters(row.sonneborn_berger_quarters, locale),
                points(row.progressive, locale),
                row.game_points.to_string(),
            ]
        })
        .collect()
}

/// Points with one decimal, as tournament tables print them, in the locale's format:
/// "2.5" in English, "2,5" in French.
pub(super) fn points(points: Points, locale: Locale) -> String {
    i18n::decimal(f64::from(points.halves()) / 2.0, 1, locale)
}

/// Quarter points with one or two decimals: 7 → "1.75" ("1,75" in French), 6 → "1.5".
pub(super) fn quarters(value: u32, locale: Locale) -> String {
    let digits = if value % 2 == 1 { 2 } else { 1 };
    i18n::decimal(f64::from(value) / 4.0, digits, locale)
}

/// The round to show: the one asked for, else the latest; refused before the first
/// round and past the latest.
pub(super) fn round_shown(
    name: &str,
    latest: Option<u32>,
    asked: Option<u32>,
) -> Result<u32, EventRefusal> {
    let Some(latest) = latest else {
        return Err(EventRefusal::NotStarted(name.to_string()));
    };
    match asked.unwrap_or(latest) {
        round if round == 0 || round > latest => Err(EventRefusal::NoSuchRound {
            name: name.to_string(),
            round,
        }),
        round => Ok(round),
    }
}

/// A round's pairings, one line each, with the result once known.
pub(crate) fn pairing_lines(event: &EventRow, loaded: &Loaded, round: u32) -> Vec<Msg> {
    let mut lines = vec![Msg::new("event-pairings-title")
        .text("event", event.name.as_str())
        .number("round", round)];
    for pairing in loaded.pairings.iter().filter(|p| p.round == round) {
        lines.push(pairing_line(&loaded.players, pairing));
    }
    lines
}

/// One pairing's line: the players and the result once known.
pub(super) fn pairing_line(players: &[EventPlayer], pairing: &EventPairing) -> Msg {
    let name = |entry: u32| players[entry as usize].name.clone();
    let Some(black) = pairing.black else {
        return Msg::new("event-pairings-bye").text("player", name(pairing.white));
    };
    let white_user = players[pairing.white as usize].user;
    let result = match pairing {
        p if !p.finished => "running",
        p if p.forfeited_by == Some(p.white) => "black-forfeit-win",
        p if p.forfeited_by.is_some() => "white-forfeit-win",
        p if p.aborted => "void",
        p if p.winner == Some(white_user) => "white-won",
        p if p.winner.is_some() => "black-won",
        _ => "draw",
    };
    Msg::new("event-pairings-game")
        .text("white", name(pairing.white))
        .text("black", name(black))
        .text("result", result)
}

/// The players' places for the tournament report: standings order.
pub(crate) fn ranks(rows: &[StandingsRow]) -> Vec<PlayerId> {
    rows.iter().map(|row| row.player).collect()
}

#[cfg(test)]
mod number_tests {
    use super::*;

    #[test]
    fn scores_and_tiebreaks_are_written_in_the_locales_format() {
        let cases = [
            (points(Points::from_halves(3), Locale::En), "1.5"),
            (points(Points::from_halves(3), Locale::Fr), "1,5"),
            (points(Points::from_halves(2), Locale::De), "1,0"),
            (quarters(7, Locale::It), "1,75"),
            (quarters(6, Locale::Pl), "1,5"),
            (quarters(7, Locale::En), "1.75"),
            (
                points(Points::from_halves(2001), Locale::Fr),
                "1\u{202f}000,5",
            ),
        ];
        for (shown, expected) in cases {
            assert_eq!(shown, expected);
        }
    }
}
