//! Games an event ends by itself: a withdrawn player's forfeit, and every game still
//! running at its round's deadline, decided by its clock.
//!
//! At the deadline the clock rules decide, as they do for any game: a player whose
//! time has run out loses on time (or the game is void if they never moved, as the
//! abort rule says). A game where neither clock has run out has no loser by the
//! clock rules, so it is drawn.

use super::super::super::api::{Actor, Outbound, Reply, Subject};
use super::super::super::clocks;
use super::super::super::game_end::{end_game, Ending, Finish, GameEndListener, HowEnded};
use super::super::super::table::Table;
use super::super::super::{Applied, Failure, Handled};
use super::super::correspondence::end_on_time;
use crate::Refusal;
use anyhow::anyhow;
use lyngk_domain::event::EventRefusal;
use lyngk_i18n::Msg;
use lyngk_store::events::{self, EventPlayer, EventRow, EventState};
use lyngk_store::games;
use lyngk_store::{locales, ratings};
use rusqlite::Connection;

/// Withdraws `player` from a running event: never paired again. When the event says
/// so, their unfinished game is lost by forfeit at once (which may end the round).
pub(super) fn withdraw(
    tx: &Connection,
    event: &EventRow,
    player: &Actor,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    let (entrant, reply) = mark_withdrawn(tx, event, player, now)?;
    let reply = match event.settings.forfeit_on_withdrawal {
        true => forfeit_unfinished(tx, event, &entrant, listener, now, reply)?,
        false => reply,
    };
    Ok(Applied::without_game(reply))
}

/// Marks `player` withdrawn from the running event; the entry they had and the public
/// line that says so. Refused for one who is not playing.
pub(super) fn mark_withdrawn(
    tx: &Connection,
    event: &EventRow,
    player: &Actor,
    now: i64,
) -> Handled<(EventPlayer, Reply)> {
    let players = events::players(tx, event.id)?;
    let entrant = players
        .into_iter()
        .find(|p| p.user == player.id && !p.withdrawn);
    let Some(entrant) = entrant else {
        return Err(Refusal::from(EventRefusal::NotPlaying {
            name: event.name.clone(),
            player: player.name.clone(),
        })
        .into());
    };
    events::withdraw_player(tx, event.id, player.id, now)?;
    let reply = Reply::public(
        Msg::new("event-withdrawn")
            .text("player", entrant.name.as_str())
            .text("event", event.name.as_str()),
    );
    Ok((entrant, reply))
}

/// Every unfinished game of the withdrawn `entrant` lost by forfeit, told in `reply`:
/// one game in a round at a time; every game left when a league opened them all.
pub(super) fn forfeit_unfinished(
    tx: &Connection,
    event: &EventRow,
    entrant: &EventPlayer,
    listener: &dyn GameEndListener,
    now: i64,
    mut reply: Reply,
) -> Handled<Reply> {
    for game in unfinished_games(tx, event, entrant)? {
        let finish = forfeit(tx, game, entrant, listener, now)?;
        finish.add_to(&mut reply.lines);
        reply = finish.complete(reply);
    }
    Ok(reply)
}

/// The player's games still going on.
fn unfinished_games(
    conn: &Connection,
    event: &EventRow,
    entrant: &EventPlayer,
) -> anyhow::Result<Vec<i64>> {
    Ok(events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| !p.finished && (p.white == entrant.entry || p.black == Some(entrant.entry)))
        .filter_map(|p| p.game)
        .collect())
}

/// Ends `game` as lost by `loser`, who withdrew: a forfeit, never rated.
fn forfeit(
    tx: &Connection,
    game: i64,
    loser: &EventPlayer,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Finish> {
    let row = games::game_by_id(tx, game)?.ok_or_else(|| anyhow!("event game {game} vanished"))?;
    let mut table = Table::from_row(tx, row)?;
    let side = table
        .player_of(loser.user)
        .ok_or_else(|| anyhow!("{} is not a player of game {game}", loser.name))?;
    let winner = table.person(!side).clone();
    ratings::mark_unrated(tx, game)?;
    events::set_forfeited(tx, game, loser.entry)?;
    let ending = Ending {
        how: HowEnded::Withdrawal,
        winner: Some(!side),
        record: format!("{} withdrew; {} wins", loser.name, winner.name),
    };
    let mut finish = end_game(tx, &mut table, ending, listener, now)?;
    finish.notes.insert(
        0,
        Msg::new("event-forfeit")
            .number("game", game)
            .text("loser", loser.name.as_str())
            .player("winner", winner.id, winner.name.as_str()),
    );
    finish.ping.push(winner.id);
    Ok(finish)
}

/// Every open round whose deadline has come: its running games decided by their
/// clocks (the last one closes the round and pairs the next), each announced in its
/// game's channel. Rounds whose games had all ended already are returned for their
/// format to close: this module ends games, it does not know the formats.
pub(crate) fn close_rounds_past_deadline(
    conn: &Connection,
    listener: &dyn GameEndListener,
    now: i64,
) -> anyhow::Result<PastDeadline> {
    let mut past = PastDeadline::default();
    for (event_id, round) in events::rounds_past_deadline(conn, now)? {
        let Some(event) = events::event_by_id(conn, event_id)? else {
            continue;
        };
        if event.state != EventState::Running {
            events::close_round(conn, event.id, round, now)?;
            continue;
        }
        let ended = end_round(conn, &event, round, listener, now).map_err(internal)?;
        if ended.is_empty() {
            past.played_out.push((event, round));
        }
        past.outbound.extend(ended);
    }
    Ok(past)
}

/// What the deadline job did, and what is left for the formats.
#[derive(Default)]
pub(crate) struct PastDeadline {
    /// The games it ended, each announced in its channel.
    pub outbound: Vec<Outbound>,
    /// Rounds past their deadline with no game left to end (they held only finished
    /// games), to be closed by their format.
    pub played_out: Vec<(EventRow, u32)>,
}

/// Ends the round's running games by their clocks; one announcement per game.
fn end_round(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Vec<Outbound>> {
    let running: Vec<i64> = events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| p.round == round && !p.finished)
        .filter_map(|p| p.game)
        .collect();
    let mut outbound = Vec::new();
    for game in &running {
        let row =
            games::game_by_id(conn, *game)?.ok_or_else(|| anyhow!("event game {game} vanished"))?;
        let mut table = Table::from_row(conn, row)?;
        let mut reply = decide_by_clocks(conn, &mut table, listener, now)?.reply;
        reply.locale = locales::server_locale(conn, table.row.guild)?;
        reply.subject = Some(Subject::Game(table.row.id));
        outbound.push(Outbound::Channel {
            channel: table.row.channel,
            reply,
        });
    }
    Ok(outbound)
}

/// Ends a game at its round's deadline by the clock rules: on time if a clock has
/// run out, else drawn.
fn decide_by_clocks(
    conn: &Connection,
    table: &mut Table,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    let clock = clocks::load(conn, &table.row)?;
    if let Some(clock) = clock.filter(|c| c.is_flagged(now)) {
        return end_on_time(conn, table, !clock.to_move, listener, now);
    }
    let ending = Ending {
        how: HowEnded::RoundDeadline,
        winner: None,
        record: "drawn at the round deadline".to_string(),
    };
    let finish = end_game(conn, table, ending, listener, now)?;
    let drawn = Msg::new("event-deadline-draw").number("game", table.row.id);
    Ok(Applied {
        game: Some(table.row.id),
        reply: finish.tell_both(table, drawn),
        picture: None,
    })
}

/// Within the job there is no user to refuse: a refusal here is a fault.
pub(super) fn internal(failure: Failure) -> anyhow::Error {
    match failure {
        Failure::Internal(error) => error,
        Failure::Refused(refusal) => anyhow!("unexpected refusal at a round deadline: {refusal}"),
    }
}
