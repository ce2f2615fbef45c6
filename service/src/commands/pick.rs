//! The move picker's presses (see `picker.rs`): opening a picker and
//! answering its steps only read the game; the confirm plays the turn through
//! `/lyngk move`'s path ([`turn::play_turn`]), its staleness checked in that
//! transaction.

use super::super::api::Reply;
use super::super::picker::{PickerOption, PickerRefusal, PickerView, StaleReason, PICKER_LIFETIME};
use super::super::refusal::Refusal;
use super::super::table::Table;
use super::super::{Failure, GameService, Handled};
use super::{active_table, turn};
use crate::Asked;
use lyngk_domain::picker::{self, PickChoice, PickError, Picks, Step};
use lyngk_domain::picker_id::{PickerAction, PickerId, PickerIdError, PickerState};
use lyngk_i18n::Msg;
use rusqlite::Connection;

/// The Move button: a new picker for the player to move.
pub(crate) fn open(service: &GameService, request: &Asked, game: Option<i64>) -> Handled<Reply> {
    let now = service.time.now();
    service.store.with_conn(|conn| {
        let table = active_table(conn, request.place)?;
        if game.is_some_and(|game| game != table.row.id) {
            return Err(Refusal::InactiveButton.into());
        }
        table.check_mover(request.actor.id)?;
        Ok(picker_reply(fresh(&table, now)?))
    })
}

/// A step answered: the next step of the same picker.
pub(crate) fn choose(
    service: &GameService,
    request: &Asked,
    state: PickerState,
    choice: PickChoice,
) -> Handled<Reply> {
    let now = service.time.now();
    let answered = service.store.with_conn(|conn| -> Handled<Reply> {
        let table = picker_table(conn, request, state, now)?;
        let position = table.game.position();
        let picks = picker::choose(position, state.picks, choice).map_err(refusal_of)?;
        let next = PickerState { picks, ..state };
        Ok(picker_reply(view(position, next)?))
    });
    offer_fresh_when_stale(service, request, answered)
}

/// The confirm: plays the picked turn as `/lyngk move` does.
pub(crate) fn confirm(
    service: &GameService,
    request: &Asked,
    state: PickerState,
) -> Handled<Reply> {
    let played = turn::play_turn(service, request, |table, now| {
        check_state(table, request.actor.id, state, now)?;
        confirmed_turn(table, state.picks)
    });
    offer_fresh_when_stale(service, request, played.map_err(game_gone_is_stale))
}

/// A press as the front received it: its id and, for a select, the chosen value.
pub(crate) fn press(
    service: &GameService,
    request: &Asked,
    id: &str,
    value: Option<&str>,
) -> Handled<Reply> {
    let garbled = |error| Refusal::Picker(PickerRefusal::Garbled(error));
    let id = PickerId::decode(id).map_err(garbled)?;
    match id.action {
        PickerAction::Confirm => confirm(service, request, id.state),
        PickerAction::Choose => {
            let value = value.ok_or(PickerIdError::Choice).map_err(garbled)?;
            let choice = PickChoice::decode(value).map_err(garbled)?;
            choose(service, request, id.state, choice)
        }
    }
}

/// The turn a complete picker plays.
fn confirmed_turn(table: &Table, picks: Picks) -> Result<lyngk_rules::Turn, Refusal> {
    match picker::step(table.game.position(), picks).map_err(refusal_of)? {
        Step::Confirm(confirmation) => Ok(confirmation.turn),
        _ => Err(Refusal::Picker(PickerRefusal::NotOffered)),
    }
}

/// The place's game, if it is still the picker's and the picker is not stale.
fn picker_table(
    conn: &Connection,
    request: &Asked,
    state: PickerState,
    now: i64,
) -> Handled<Table> {
    let table = active_table(conn, request.place).map_err(game_gone_is_stale)?;
    check_state(&table, request.actor.id, state, now)?;
    Ok(table)
}

/// The picker's checks against the game: its game, its player, its turn, its age.
fn check_state(table: &Table, user: u64, state: PickerState, now: i64) -> Result<(), Refusal> {
    if table.row.id != state.game {
        return Err(stale(StaleReason::GameOver));
    }
    let player = table
        .player_of(user)
        .ok_or_else(|| Refusal::NotAPlayer(table.title()))?;
    let turns = table.game.turns();
    let ply = state.ply as usize;
    if turns.len() != ply {
        // The picker's turn was played (a second device, a second press) and the
        // actor waits: nothing to pick. Once it is their turn again, a new picker.
        let mine = table
            .game
            .position_before(ply)
            .is_some_and(|position| position.to_move() == player);
        let waiting = table.game.position().to_move() != player;
        return Err(match turns.get(ply) {
            Some(&turn) if mine && waiting => {
                Refusal::Picker(PickerRefusal::AlreadyPlayed { turn })
            }
            _ => stale(StaleReason::PositionChanged),
        });
    }
    if now - state.issued > PICKER_LIFETIME || state.issued > now {
        return Err(stale(StaleReason::Expired));
    }
    table.check_mover(user)?;
    Ok(())
}

fn stale(reason: StaleReason) -> Refusal {
    Refusal::Picker(PickerRefusal::Stale(reason))
}

/// A picker's game that ended (or left the place) makes the picker stale.
fn game_gone_is_stale(failure: Failure) -> Failure {
    match failure {
        Failure::Refused(Refusal::GameOver(_) | Refusal::NoGame | Refusal::NotStarted) => {
            stale(StaleReason::GameOver).into()
        }
        other => other,
    }
}

fn refusal_of(error: PickError) -> Refusal {
    match error {
        PickError::NoTurn => stale(StaleReason::GameOver),
        // Picks made against another position: a claim came in between.
        PickError::PicksDoNotFit => stale(StaleReason::PositionChanged),
        PickError::WrongStep { .. } | PickError::NotOffered => {
            Refusal::Picker(PickerRefusal::NotOffered)
        }
    }
}

/// A stale picker's refusal, with a fresh picker when the actor is to move.
fn offer_fresh_when_stale(
    service: &GameService,
    request: &Asked,
    answered: Handled<Reply>,
) -> Handled<Reply> {
    let refusal = match answered {
        Err(Failure::Refused(refusal @ Refusal::Picker(PickerRefusal::Stale(_)))) => refusal,
        other => return other,
    };
    let now = service.time.now();
    let fresh = service
        .store
        .with_conn(|conn| -> Handled<Option<PickerView>> {
            match Table::live(conn, request.place)? {
                Some(table)
                    if table.is_to_move(request.actor.id) && table.game.outcome().is_none() =>
                {
                    Ok(fresh(&table, now).ok())
                }
                _ => Ok(None),
            }
        })?;
    let mut reply = Reply::refused(refusal);
    if let Some(view) = fresh {
        reply.lines.push(view.prompt.clone());
        reply.picker = Some(view);
    }
    Ok(reply)
}

/// A new picker on `table`'s position, opened `now`.
fn fresh(table: &Table, now: i64) -> Handled<PickerView> {
    let position = table.game.position();
    let picks = picker::start(position).map_err(refusal_of)?;
    let state = PickerState {
        game: table.row.id,
        ply: table.game.turns().len() as u32,
        issued: now,
        picks,
    };
    view(position, state)
}

/// The step `state` is at, as a front shows it.
fn view(position: &lyngk_rules::Position, state: PickerState) -> Handled<PickerView> {
    let step = picker::step(position, state.picks).map_err(refusal_of)?;
    let options = step
        .options()
        .into_iter()
        .map(|option| PickerOption {
            value: option.choice.encode(),
            choice: option.choice,
            label: option.label,
        })
        .collect();
    let confirm = matches!(step, Step::Confirm(_));
    let action = match confirm {
        true => PickerAction::Confirm,
        false => PickerAction::Choose,
    };
    Ok(PickerView {
        game: state.game,
        prompt: step.prompt(),
        options,
        id: PickerId { action, state },
        confirm_label: confirm.then(|| Msg::new("picker-confirm-button")),
        step,
    })
}

/// A picker's step as a private reply.
fn picker_reply(view: PickerView) -> Reply {
    let mut reply = Reply::private(view.prompt.clone());
    reply.picker = Some(view);
    reply
}
