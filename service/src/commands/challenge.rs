//! Challenge, accept, decline: from a proposal to a started game.

use super::super::api::{Actor, Place, Reply};
use super::super::buttons;
use super::super::clocks;
use super::super::describe;
use super::super::refusal::{LiveGame, Refusal};
use super::super::table::Table;
use super::super::{Applied, Failure, GameService, Handled};
use crate::Asked;
use lyngk_domain::clock::DaysPerMove;
use lyngk_i18n::Msg;
use lyngk_rules::{Player, Setup, Variant};
use lyngk_store::clock_rules;
use lyngk_store::games::{self, GameRow, NewChallenge, Person, Status};
use lyngk_store::ratings;
use rusqlite::Connection;

pub(super) fn person(actor: &Actor) -> Person {
    Person {
        id: actor.id,
        name: actor.name.clone(),
    }
}

/// The game or challenge of a live row.
fn live_game(row: &GameRow) -> LiveGame {
    let challenger = row.challenger.name.clone();
    match &row.opponent {
        Some(opponent) if row.status == Status::Active => {
            LiveGame::Playing(challenger, opponent.name.clone())
        }
        Some(opponent) => LiveGame::Challenge(challenger, opponent.name.clone()),
        None => LiveGame::Open(challenger),
    }
}

pub(super) fn refuse_if_busy(
    conn: &Connection,
    guild: Option<u64>,
    channel: u64,
) -> Result<(), Failure> {
    match games::live_game(conn, guild, channel)? {
        Some(row) => Err(Refusal::ChannelBusy(live_game(&row)).into()),
        None => Ok(()),
    }
}

pub(crate) fn challenge(
    service: &GameService,
    request: &Asked,
    opponent: Option<&Actor>,
    variant: Variant,
    days_per_move: Option<u32>,
    rated: bool,
    weekends_off: Option<bool>,
) -> Handled<Reply> {
    if opponent.is_some_and(|o| o.id == request.actor.id) {
        return Err(Refusal::SelfChallenge.into());
    }
    if let Some(given) = days_per_move.filter(|&d| DaysPerMove::new(d).is_err()) {
        return Err(Refusal::BadDaysPerMove { given }.into());
    }
    let new = NewChallenge {
        guild: request.place.guild,
        channel: request.place.channel,
        challenger: person(&request.actor),
        opponent: opponent.map(person),
        variant,
        days_per_move,
    };
    service.change(request, |tx, now| {
        let id = insert_challenge(tx, &new, rated, now)?;
        if let Some(off) = weekends_off {
            clock_rules::set_game_weekends_off(tx, id, off)?;
        }
        Ok(Applied {
            game: Some(id),
            reply: challenge_reply(&new, id, rated),
            picture: None,
        })
    })
}

/// Stores a challenge in a free channel; friendly games are marked unrated.
pub(super) fn insert_challenge(
    conn: &Connection,
    new: &NewChallenge,
    rated: bool,
    now: i64,
) -> Result<i64, Failure> {
    refuse_if_busy(conn, new.guild, new.channel)?;
    let id = games::insert_challenge(conn, new, now).map_err(|error| {
        if games::is_unique_violation(&error) {
            Failure::from(Refusal::ChannelBusy(LiveGame::JustCreated))
        } else {
            Failure::from(error)
        }
    })?;
    if !rated {
        ratings::mark_unrated(conn, id)?;
    }
    Ok(id)
}

pub(super) fn challenge_reply(new: &NewChallenge, id: i64, rated: bool) -> Reply {
    let terms = Msg::new("challenge-terms")
        .msg("variant", describe::variant(new.variant))
        .number("days", new.days_per_move.unwrap_or(0))
        .text("rated", if rated { "yes" } else { "no" });
    let (text, ping) = match &new.opponent {
        Some(opponent) => (
            Msg::new("challenge-to")
                .text("challenger", &new.challenger.name)
                .player("opponent", opponent.id, &opponent.name)
                .msg("terms", terms)
                .text("name", &opponent.name),
            vec![opponent.id],
        ),
        None => (
            Msg::new("challenge-open")
                .text("challenger", &new.challenger.name)
                .msg("terms", terms),
            Vec::new(),
        ),
    };
    Reply {
        lines: vec![text],
        ping,
        buttons: vec![buttons::accept(id), buttons::decline(id)],
        ..Reply::default()
    }
}

/// The channel's open challenge, or why there is none to answer. `button` is the
/// game a pressed button was made for: only that challenge's buttons still act.
fn open_challenge(
    conn: &Connection,
    place: Place,
    button: Option<i64>,
) -> Result<GameRow, Failure> {
    let live = games::live_game(conn, place.guild, place.channel)?;
    let open = live.as_ref().filter(|row| row.status == Status::Open);
    if button.is_some() && open.map(|row| row.id) != button {
        return Err(Refusal::InactiveButton.into());
    }
    match live {
        Some(row) if row.status == Status::Open => Ok(row),
        Some(_) => Err(Refusal::AlreadyStarted.into()),
        None => Err(Refusal::NoChallenge.into()),
    }
}

pub(crate) fn accept(
    service: &GameService,
    request: &Asked,
    button: Option<i64>,
) -> Handled<Reply> {
    let actor = &request.actor;
    service.change(request, |tx, now| {
        let mut row = open_challenge(tx, request.place, button)?;
        match &row.opponent {
            _ if row.challenger.id == actor.id => return Err(Refusal::OwnChallenge.into()),
            Some(opponent) if opponent.id != actor.id => {
                return Err(Refusal::NotChallenged(opponent.name.clone()).into())
            }
            Some(_) => {}
            None => row.opponent = Some(person(actor)),
        }
        let seed = (service.seeds)();
        let lot = Setup::from_seed(seed, row.variant).first_seat;
        let first_seat = ratings::first_seat_preset(tx, row.id)?.unwrap_or(lot);
        let table = start_game(tx, row, seed, first_seat, now)?;
        let first = table.person(Player::One).clone();
        let second = table.person(Player::Two).clone();
        let begins = Msg::new("challenge-begins")
            .number("game", table.row.id)
            .text("one", &first.name)
            .text("two", &second.name)
            .msg("variant", describe::variant(table.row.variant))
            .text("seed", seed.to_string());
        let first_move = Msg::new("challenge-first-move").player("player", first.id, &first.name);
        Ok(Applied {
            game: Some(table.row.id),
            reply: Reply {
                lines: vec![begins, first_move],
                ping: vec![first.id],
                panel: Some(table.row.id),
                ..Reply::default()
            },
            picture: Some(clocks::picture(tx, &table, now)?),
        })
    })
}

/// Makes a game active with its seed and first seat, and starts its clock: the one
/// way a game begins, from an accepted challenge or a league's schedule.
pub(crate) fn start_game(
    tx: &Connection,
    row: GameRow,
    seed: u64,
    first_seat: usize,
    now: i64,
) -> Result<Table, Failure> {
    let table = seat_players(tx, row, seed, first_seat, now)?;
    clocks::start(tx, &table, now)?;
    Ok(table)
}

/// Like [`start_game`], for an event's game: vacations pause it only if `vacation_allowed`.
pub(crate) fn start_event_game(
    tx: &Connection,
    row: GameRow,
    seed: u64,
    vacation_allowed: bool,
    now: i64,
) -> Result<Table, Failure> {
    // The schedule's first player is the challenger, seat 0.
    let table = seat_players(tx, row, seed, 0, now)?;
    clocks::start_under(tx, &table, now, vacation_allowed)?;
    Ok(table)
}

/// Makes the game active with its seed and seating, saved.
fn seat_players(
    tx: &Connection,
    mut row: GameRow,
    seed: u64,
    first_seat: usize,
    now: i64,
) -> Result<Table, Failure> {
    row.seed = Some(seed);
    row.first_seat = Some(first_seat);
    row.status = Status::Active;
    let mut table = Table::from_row(tx, row)?;
    table.save(tx, now)?;
    Ok(table)
}

pub(crate) fn decline(
    service: &GameService,
    request: &Asked,
    button: Option<i64>,
) -> Handled<Reply> {
    let actor = &request.actor;
    service.change(request, |tx, now| {
        let mut row = open_challenge(tx, request.place, button)?;
        let (text, ping) = match &row.opponent {
            _ if row.challenger.id == actor.id => (
                Msg::new("challenge-withdrawn").text("name", &row.challenger.name),
                Vec::new(),
            ),
            Some(opponent) if opponent.id == actor.id => (
                Msg::new("challenge-declined")
                    .text("name", &opponent.name)
                    .player("challenger", row.challenger.id, &row.challenger.name),
                vec![row.challenger.id],
            ),
            Some(opponent) => return Err(Refusal::NotChallenged(opponent.name.clone()).into()),
            None => return Err(Refusal::NotYourChallenge(row.challenger.name.clone()).into()),
        };
        row.status = Status::Declined;
        if !games::save_game(tx, &row, now)? {
            return Err(Refusal::PositionChanged.into());
        }
        Ok(Applied {
            game: Some(row.id),
            reply: Reply {
                lines: vec![text],
                ping,
                ..Reply::default()
            },
            picture: None,
        })
    })
}
