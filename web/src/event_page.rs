//! An event's page: the service's typed view of the event ([`EventBody`]) laid out as
//! HTML parts (standings, crosstable, bracket, ladder, divisions, pairings), every
//! word in the server's language and every result a symbol explained by the legend.

use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::event_view::{
    BracketMatch, BracketRound, Crosstable, DivisionsView, EventBody, LadderView, Move, Outcome,
    RoundCell, RoundPairings, RoundsCrosstable, Standings,
};

/// The parts' words in the server's language.
struct Words(Locale);

impl Words {
    fn t(&self, id: &str) -> String {
        self.msg(&Msg::new(id))
    }

    fn msg(&self, msg: &Msg) -> String {
        msg.format(self.0, Style::Plain)
    }
}

/// One part of the page, in the order shown.
pub(crate) enum Part {
    /// A division's heading.
    Heading(String),
    Entered(Vec<String>),
    Standings(StandingsPart),
    Crosstable(GridPart),
    Bracket(Vec<BracketColumn>),
    Ladder(LadderPart),
    Pairings(Vec<RoundPart>),
}

pub(crate) struct StandingsPart {
    pub headings: Vec<String>,
    pub rows: Vec<StandingsLine>,
}

pub(crate) struct StandingsLine {
    pub rank: usize,
    pub name: String,
    /// "withdrawn", "moves up", "moves down".
    pub notes: Vec<String>,
    pub values: Vec<String>,
    /// The row's class: where it moves.
    pub class: &'static str,
}

/// A crosstable: rows by rank, a column per opponent (round robin) or round (Swiss).
pub(crate) struct GridPart {
    pub columns: Vec<String>,
    pub rows: Vec<GridRow>,
}

pub(crate) struct GridRow {
    pub rank: usize,
    pub name: String,
    pub cells: Vec<GridCell>,
}

pub(crate) struct GridCell {
    pub text: String,
    /// The cell in words, for a pointer's hover and screen readers.
    pub title: String,
    pub class: &'static str,
}

pub(crate) struct BracketColumn {
    pub title: String,
    pub matches: Vec<MatchBox>,
}

pub(crate) struct MatchBox {
    pub sides: [SideLine; 2],
    pub walkover: Option<String>,
    /// Each game's label and page.
    pub games: Vec<(String, String)>,
}

pub(crate) struct SideLine {
    pub seed: Option<u32>,
    /// `None`: not known yet (or a bye's empty side).
    pub name: Option<String>,
    pub score: String,
    pub through: bool,
}

pub(crate) struct LadderPart {
    pub reach: String,
    pub places: Vec<(usize, String)>,
    pub challenges: Vec<ChallengeLine>,
}

pub(crate) struct ChallengeLine {
    pub challenger: (usize, String),
    pub defender: (usize, String),
    pub href: Option<String>,
}

pub(crate) struct RoundPart {
    pub title: String,
    pub pairings: Vec<PairingLine>,
}

pub(crate) struct PairingLine {
    pub first: String,
    /// `None`: a bye.
    pub second: Option<String>,
    pub result: String,
    pub href: Option<String>,
}

/// Lays out `body`; `game_href` gives a game's page.
pub(crate) fn parts(
    locale: Locale,
    body: &EventBody,
    game_href: &dyn Fn(i64) -> String,
) -> Vec<Part> {
    let mut parts = Vec::new();
    add(&mut parts, &Words(locale), body, game_href);
    parts
}

fn add(parts: &mut Vec<Part>, w: &Words, body: &EventBody, game_href: &dyn Fn(i64) -> String) {
    match body {
        EventBody::Entered(names) => parts.push(Part::Entered(names.clone())),
        EventBody::Swiss {
            standings,
            crosstable,
            rounds,
        } => {
            parts.push(Part::Standings(standings_part(w, standings)));
            parts.push(Part::Crosstable(swiss_grid(w, crosstable)));
            parts.push(Part::Pairings(round_parts(w, rounds, game_href)));
        }
        EventBody::RoundRobin {
            standings,
            crosstable,
            rounds,
        } => {
            parts.push(Part::Standings(standings_part(w, standings)));
            parts.push(Part::Crosstable(round_robin_grid(w, crosstable)));
            parts.push(Part::Pairings(round_parts(w, rounds, game_href)));
        }
        EventBody::Knockout { bracket, rounds } => {
            parts.push(Part::Bracket(bracket_columns(w, bracket, game_href)));
            parts.push(Part::Pairings(round_parts(w, rounds, game_href)));
        }
        EventBody::Ladder(ladder) => parts.push(Part::Ladder(ladder_part(w, ladder, game_href))),
        EventBody::Divisions(divisions) => add_divisions(parts, w, divisions, game_href),
    }
}

fn add_divisions(
    parts: &mut Vec<Part>,
    w: &Words,
    divisions: &DivisionsView,
    game_href: &dyn Fn(i64) -> String,
) {
    parts.push(Part::Heading(
        w.msg(
            &Msg::new("web-season")
                .number("season", divisions.season)
                .text("over", divisions.over.to_string()),
        ),
    ));
    for division in &divisions.divisions {
        parts.push(Part::Heading(w.msg(
            &Msg::new("web-division").number("division", division.number),
        )));
        add(parts, w, &division.body, game_href);
    }
}

fn standings_part(w: &Words, standings: &Standings) -> StandingsPart {
    let rows = standings
        .rows
        .iter()
        .map(|row| {
            let mut notes = Vec::new();
            if row.withdrawn {
                notes.push(w.t("web-withdrawn"));
            }
            let class = match row.moves {
                Some(Move::Up) => {
                    notes.push(w.t("web-moves-up"));
                    "up"
                }
                Some(Move::Down) => {
                    notes.push(w.t("web-moves-down"));
                    "down"
                }
                None => "",
            };
            StandingsLine {
                rank: row.rank,
                name: row.name.clone(),
                notes,
                values: row.values.clone(),
                class,
            }
        })
        .collect();
    StandingsPart {
        headings: standings.headings.clone(),
        rows,
    }
}

/// A result as a crosstable writes it.
fn symbol(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "1",
        Outcome::Draw => "½",
        Outcome::Loss => "0",
        Outcome::ForfeitWin => "+",
        Outcome::ForfeitLoss => "−",
        Outcome::Void => "×",
        Outcome::Playing => "…",
    }
}

/// A result in words.
fn outcome_words(w: &Words, outcome: Outcome) -> String {
    let kind = match outcome {
        Outcome::Win => "win",
        Outcome::Draw => "draw",
        Outcome::Loss => "loss",
        Outcome::ForfeitWin => "forfeit-win",
        Outcome::ForfeitLoss => "forfeit-loss",
        Outcome::Void => "void",
        Outcome::Playing => "playing",
    };
    w.msg(&Msg::new("web-outcome").text("outcome", kind))
}

fn swiss_grid(w: &Words, crosstable: &RoundsCrosstable) -> GridPart {
    let columns = (1..=crosstable.rounds)
        .map(|round| w.msg(&Msg::new("web-round-short").number("round", round)))
        .collect();
    let rows = crosstable
        .names
        .iter()
        .zip(&crosstable.cells)
        .enumerate()
        .map(|(place, (name, cells))| GridRow {
            rank: place + 1,
            name: name.clone(),
            cells: cells.iter().map(|cell| swiss_cell(w, *cell)).collect(),
        })
        .collect();
    GridPart { columns, rows }
}

fn swiss_cell(w: &Words, cell: RoundCell) -> GridCell {
    match cell {
        RoundCell::Played {
            opponent,
            first_seat,
            outcome,
        } => {
            let seat = if first_seat { "first" } else { "second" };
            GridCell {
                text: format!("{opponent}{} {}", seat_mark(first_seat), symbol(outcome)),
                title: w.msg(
                    &Msg::new("web-cross-cell")
                        .number("opponent", opponent)
                        .text("seat", seat)
                        .text("result", outcome_words(w, outcome)),
                ),
                class: "",
            }
        }
        RoundCell::Bye => GridCell {
            text: w.t("web-bye"),
            title: w.t("web-bye"),
            class: "",
        },
        RoundCell::Absent => GridCell {
            text: String::new(),
            title: String::new(),
            class: "",
        },
    }
}

/// The first seat moves first: marked as chess marks white.
fn seat_mark(first_seat: bool) -> &'static str {
    if first_seat {
        "○"
    } else {
        "●"
    }
}

fn round_robin_grid(w: &Words, crosstable: &Crosstable) -> GridPart {
    let players = crosstable.names.len();
    let rows = crosstable
        .names
        .iter()
        .zip(&crosstable.cells)
        .enumerate()
        .map(|(row, (name, cells))| GridRow {
            rank: row + 1,
            name: name.clone(),
            cells: cells
                .iter()
                .enumerate()
                .map(|(column, results)| match column == row {
                    true => GridCell {
                        text: String::new(),
                        title: String::new(),
                        class: "self",
                    },
                    false => GridCell {
                        text: results
                            .iter()
                            .map(|&o| symbol(o))
                            .collect::<Vec<_>>()
                            .join(" "),
                        title: results
                            .iter()
                            .map(|&o| outcome_words(w, o))
                            .collect::<Vec<_>>()
                            .join(", "),
                        class: "",
                    },
                })
                .collect(),
        })
        .collect();
    GridPart {
        columns: (1..=players).map(|n| n.to_string()).collect(),
        rows,
    }
}

/// A pairing's result as "1–0" from its first seat, or in words.
fn pairing_result(w: &Words, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win => "1–0".into(),
        Outcome::Loss => "0–1".into(),
        Outcome::Draw => "½–½".into(),
        Outcome::ForfeitWin => "+ –".into(),
        Outcome::ForfeitLoss => "– +".into(),
        Outcome::Void | Outcome::Playing => outcome_words(w, outcome),
    }
}

fn round_parts(
    w: &Words,
    rounds: &[RoundPairings],
    game_href: &dyn Fn(i64) -> String,
) -> Vec<RoundPart> {
    rounds
        .iter()
        .rev()
        .map(|round| RoundPart {
            title: w.msg(&Msg::new("web-round").number("round", round.number)),
            pairings: round
                .pairings
                .iter()
                .map(|pairing| PairingLine {
                    first: pairing.first.clone(),
                    second: pairing.second.clone(),
                    result: match pairing.second {
                        None => w.t("web-bye"),
                        Some(_) => pairing_result(w, pairing.outcome),
                    },
                    href: pairing.game.map(game_href),
                })
                .collect(),
        })
        .collect()
}

fn bracket_columns(
    w: &Words,
    bracket: &[BracketRound],
    game_href: &dyn Fn(i64) -> String,
) -> Vec<BracketColumn> {
    bracket
        .iter()
        .map(|round| BracketColumn {
            title: round.title.clone(),
            matches: round
                .matches
                .iter()
                .map(|shown| match_box(w, shown, game_href))
                .collect(),
        })
        .collect()
}

fn match_box(w: &Words, shown: &BracketMatch, game_href: &dyn Fn(i64) -> String) -> MatchBox {
    let side = |index: usize| {
        let side = shown.sides[index].as_ref();
        SideLine {
            seed: side.and_then(|s| s.seed),
            name: side.map(|s| s.name.clone()),
            score: side.map(|s| s.score.clone()).unwrap_or_default(),
            through: shown.winner == Some(index),
        }
    };
    MatchBox {
        sides: [side(0), side(1)],
        walkover: shown.walkover.then(|| w.t("web-walkover")),
        games: shown
            .games
            .iter()
            .enumerate()
            .map(|(index, &game)| {
                let label = w.msg(&Msg::new("web-match-game").number("game", index + 1));
                (label, game_href(game))
            })
            .collect(),
    }
}

fn ladder_part(w: &Words, ladder: &LadderView, game_href: &dyn Fn(i64) -> String) -> LadderPart {
    LadderPart {
        reach: w.msg(&Msg::new("web-ladder-reach").number("reach", ladder.reach)),
        places: ladder
            .places
            .iter()
            .enumerate()
            .map(|(index, name)| (index + 1, name.clone()))
            .collect(),
        challenges: ladder
            .challenges
            .iter()
            .map(|c| ChallengeLine {
                challenger: (c.challenger_place, c.challenger.clone()),
                defender: (c.defender_place, c.defender.clone()),
                href: c.game.map(game_href),
            })
            .collect(),
    }
}
