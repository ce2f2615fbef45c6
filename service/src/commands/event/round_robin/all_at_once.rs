//! Round robins whose games all open at the start, each in its own thread (a league):
//! every round of the schedule is stored at once without a deadline (the games' clocks
//! are the only ones), a round closes when its last game ends, and the event ends with
//! its last game. Shown as leagues always were (`commands::league`): two points a win,
//! one a draw, a game ended before both players moved counts as played with none.

use super::super::super::super::api::Reply;
use super::super::super::super::Failure;
use super::super::super::league::{self as look, SeasonStandings};
use super::super::rounds::{self, EventNews};
use anyhow::anyhow;
use lyngk_domain::league::{self, FinishedGame, GameOutcome};
use lyngk_domain::round_robin::pair_round;
use lyngk_i18n::{Locale, Msg};
use lyngk_store::events::{self, EventPairing, EventPlayer, EventRound, EventRow, EventState};
use lyngk_store::{locales, round_robins};
use rusqlite::Connection;

/// Creates every game of the schedule, active at once; the post that announces the
/// start, and the threads to open.
pub(crate) fn open_all(
    conn: &Connection,
    event: &EventRow,
    now: i64,
) -> Result<EventNews, Failure> {
    let players = events::players(conn, event.id)?;
    let legs = round_robins::rules(conn, event.id)?.legs;
    let mut games = 0;
    for number in 1..=event.settings.rounds {
        let round = pair_round(&players, legs, number)
            .ok_or_else(|| anyhow!("event {} has no round {number}", event.id))?;
        let opened = EventRound {
            number,
            opened_at: now,
            deadline_at: events::NO_DEADLINE,
            closed: false,
        };
        events::insert_round(conn, event.id, &opened)?;
        // A bye is a round without a game, which the league's table does not show.
        for (slot, [white, black]) in round.games.iter().enumerate() {
            let game = rounds::create_game(conn, event, number, slot, [white, black], now)?;
            let paired = Some((black.entry, game));
            events::insert_pairing(conn, event.id, number, white.entry, paired)?;
            games += 1;
        }
    }
    let text = Msg::new("league-starts")
        .text("league", event.name.as_str())
        .number("players", players.len())
        .number("games", games)
        .number("rounds", event.settings.rounds);
    let pairings = events::pairings(conn, event.id)?;
    Ok(EventNews {
        lines: vec![text],
        ping: Vec::new(),
        threads: rounds::threads_to_open(conn, event, &pairings)?,
    })
}

/// A game ended (in the transaction that ended it): its round closes when it was the
/// round's last game, and the event ends with its last game, announcing the table.
pub(super) fn game_finished(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> anyhow::Result<EventNews> {
    if event.state != EventState::Running {
        return Ok(EventNews::default());
    }
    if events::games_running(conn, event.id, round)? == 0 {
        events::close_round(conn, event.id, round, now)?;
    }
    let standings = season_standings(conn, event)?;
    if !standings.complete() {
        return Ok(EventNews::default());
    }
    if !events::set_state(conn, event, EventState::Finished, now)? {
        return Err(anyhow!(
            "event {} changed inside a write transaction",
            event.id
        ));
    }
    let season_over = Msg::new("results-season-over")
        .text("league", event.name.as_str())
        .text("champion", standings.champion());
    // The table's headings are laid out in the language the post will use.
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let mut lines = vec![season_over];
    lines.extend(look::standings_lines(&event.name, &standings, locale));
    Ok(EventNews {
        lines,
        ..EventNews::default()
    })
}

/// The table from the games ended so far.
pub(crate) fn season_standings(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<SeasonStandings> {
    let players = events::players(conn, event.id)?;
    let legs = round_robins::rules(conn, event.id)?.legs;
    let results: Vec<FinishedGame> = events::pairings(conn, event.id)?
        .iter()
        .filter(|p| p.finished)
        .filter_map(|p| finished_game(p, &players))
        .collect();
    let table = league::standings(players.len(), legs, &results)?;
    Ok(SeasonStandings {
        players,
        table,
        legs,
    })
}

/// A finished game as the league's table counts it (`None` for a bye).
fn finished_game(pairing: &EventPairing, players: &[EventPlayer]) -> Option<FinishedGame> {
    let black = pairing.black?;
    let white_user = players.get(pairing.white as usize).map(|p| p.user);
    let outcome = match pairing.winner {
        _ if pairing.aborted => GameOutcome::Aborted,
        Some(winner) if Some(winner) == white_user => GameOutcome::FirstWon,
        Some(_) => GameOutcome::SecondWon,
        None => GameOutcome::Draw,
    };
    Some(FinishedGame {
        first: pairing.white as usize,
        second: black as usize,
        outcome,
        removed_stacks: pairing.removed.unwrap_or([0, 0]),
    })
}

/// The table as text and as an image (the caller's row highlighted), and the end of
/// the season once it is over.
pub(crate) fn standings_reply(
    conn: &Connection,
    event: &EventRow,
    caller: u64,
    locale: Locale,
) -> anyhow::Result<Reply> {
    let standings = season_standings(conn, event)?;
    let over = event.state == EventState::Finished;
    let mut lines = look::standings_lines(&event.name, &standings, locale);
    if over {
        lines.push(Msg::new("league-season-over"));
    }
    let stem = format!("lyngk-event-{}-standings", event.id);
    let image = look::standings_image(&event.name, &standings, over, caller, &stem, locale);
    Ok(Reply {
        lines,
        image: Some(image),
        ..Reply::default()
    })
}
