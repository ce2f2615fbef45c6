//! The clock of a stored game: loaded with its players' vacations, advanced in
//! the transaction of each turn, shown on the board.
//!
//! A game has a clock when it has a `clocks` row: one is written when a timed
//! challenge is accepted. Banks are indexed by the rules' [`Player`].

use super::picture::Picture;
use super::refusal::Refusal;
use super::table::Table;
use super::Handled;
use lyngk_domain::clock::{GameClock, TimeControl};
use lyngk_domain::off_hours::{OffHours, PauseKind};
use lyngk_domain::reminders::{due_reminders, due_reminders_resumed};
use lyngk_i18n::Msg;
use lyngk_rules::Player;
use lyngk_store::clock_rules;
use lyngk_store::clocks;
use lyngk_store::games::{self, GameRow, Person, Status};
use lyngk_store::settings;
use lyngk_store::vacations;
use rusqlite::Connection;

/// The game's time control. A days-per-move value no longer offered (stored before
/// the choice was restricted) counts as no clock rather than breaking the game.
pub(crate) fn time_control(row: &GameRow) -> TimeControl {
    TimeControl::from_days_per_move(row.days_per_move).unwrap_or_else(|error| {
        tracing::warn!(game = row.id, %error, "unsupported time control; no clock");
        TimeControl::Unlimited
    })
}

/// Who plays `player`, read from the row alone (no replay): the same seating as
/// [`Table::person`], for the background job that touches thousands of games.
pub(crate) fn person_at(row: &GameRow, player: Player) -> Option<&Person> {
    let index = (row.first_seat? + player.index()) % 2;
    match index {
        0 => Some(&row.challenger),
        _ => row.opponent.as_ref(),
    }
}

/// The game's running clock with both players' vacations applied, if it has one.
pub(crate) fn load(conn: &Connection, row: &GameRow) -> anyhow::Result<Option<GameClock>> {
    let vacation_allowed = vacations::vacation_allowed_in_game(conn, row.id)?;
    load_under(conn, row, vacation_allowed)
}

/// Like [`load`], with whether vacations pause the game given by the caller.
fn load_under(
    conn: &Connection,
    row: &GameRow,
    vacation_allowed: bool,
) -> anyhow::Result<Option<GameClock>> {
    let TimeControl::PerMove(per_move) = time_control(row) else {
        return Ok(None);
    };
    let Some(stored) = clocks::game_clock_row(conn, row.id)? else {
        return Ok(None);
    };
    let mut clock = stored.into_game_clock(per_move);
    // An event may forbid vacation: then no vacation, booked or automatic, pauses it.
    if !vacation_allowed {
        return Ok(Some(clock));
    }
    for player in Player::BOTH {
        let Some(person) = person_at(row, player) else {
            continue;
        };
        for vacation in vacations::vacations(conn, person.id)? {
            // Only the overlap with the current turn counts; older ones change nothing.
            if vacation.until > clock.turn_started_at {
                clock.pause(player, vacation.from, vacation.until);
            }
        }
    }
    Ok(Some(clock))
}

/// Each player's off hours as their settings say now, by [`Player::index`], with the
/// weekends the game, its event or its server gives both players.
fn current_off_hours(conn: &Connection, row: &GameRow) -> anyhow::Result<[OffHours; 2]> {
    let mut off_hours = [OffHours::default(); 2];
    let game_weekends = clock_rules::weekends_off_in_game(conn, row.id)?;
    for player in Player::BOTH {
        if let Some(person) = person_at(row, player) {
            off_hours[player.index()] = settings::user_settings(conn, person.id)?.off_hours();
        }
        off_hours[player.index()].weekends_off |= game_weekends;
    }
    Ok(off_hours)
}

/// Starts the clock of a game just accepted, with the reminders of its first turn.
pub(crate) fn start(conn: &Connection, table: &Table, now: i64) -> anyhow::Result<()> {
    let vacation_allowed = vacations::vacation_allowed_in_game(conn, table.row.id)?;
    start_under(conn, table, now, vacation_allowed)
}

/// Like [`start`], for a game an event creates before it is linked to the event (so
/// the store cannot tell yet whether the event lets vacations pause it).
pub(crate) fn start_under(
    conn: &Connection,
    table: &Table,
    now: i64,
    vacation_allowed: bool,
) -> anyhow::Result<()> {
    let Some(mut clock) = time_control(&table.row).start(now) else {
        return Ok(());
    };
    clock.off_hours = current_off_hours(conn, &table.row)?;
    // Saved first so that loading it applies a vacation already running.
    clocks::save_game_clock(conn, table.row.id, &clock)?;
    let clock = load_under(conn, &table.row, vacation_allowed)?.unwrap_or(clock);
    store_turn(conn, table, &clock)
}

/// After `plies` turns were stored in this transaction (a move and the automatic
/// passes that followed it): advances the clock once per ply and schedules the new
/// turn's reminders, or closes them when the game ended. `before` is the clock
/// loaded before the move.
pub(crate) fn after_turn(
    conn: &Connection,
    table: &Table,
    before: Option<GameClock>,
    plies: usize,
    now: i64,
) -> anyhow::Result<()> {
    if table.row.status != Status::Active {
        return clocks::close_reminders(conn, table.row.id);
    }
    let Some(mut clock) = before else {
        return Ok(());
    };
    // A forced pass is played at once, so it costs nothing and earns the increment.
    for _ in 0..plies {
        clock = clock.after_move(now);
    }
    // The new turn runs under the players' settings as they are now; a change made
    // during the turn just ended applies from here, never to time already spent.
    clock.off_hours = current_off_hours(conn, &table.row)?;
    // The pauses carried over are every vacation still running: all that can overlap
    // the new turn, since a vacation always starts when it is booked.
    store_turn(conn, table, &clock)
}

/// Stores the flag time and reminders of the current turn of `clock`.
fn store_turn(conn: &Connection, table: &Table, clock: &GameClock) -> anyhow::Result<()> {
    clocks::save_game_clock(conn, table.row.id, clock)?;
    let turn = table.game.turns().len();
    clocks::schedule_reminders(conn, table.row.id, turn, &due_reminders(clock))
}

/// "Clock: alice 2 days 4 hours · bob 5 days" for an active timed game, and "bob is
/// asleep: his clock runs again in 5 hours" when the player to move is in a pause,
/// for the board's caption and header.
pub(crate) fn notes(conn: &Connection, table: &Table, now: i64) -> anyhow::Result<Vec<Msg>> {
    if table.row.status != Status::Active {
        return Ok(Vec::new());
    }
    let Some(clock) = load(conn, &table.row)? else {
        return Ok(Vec::new());
    };
    let [first, second] = Player::BOTH.map(|player| {
        let left = clock.remaining(player, now);
        (table.person(player).name.clone(), left.max(0))
    });
    let mut notes = vec![Msg::new("clock-note")
        .text("first", first.0)
        .duration("first-left", first.1)
        .text("second", second.0)
        .duration("second-left", second.1)];
    let to_move = table.person(clock.to_move).name.as_str();
    let long = ["clock-paused-asleep", "clock-paused-weekend"];
    notes.extend(pause_of(&clock, now, long).map(|pause| pause.text("player", to_move)));
    Ok(notes)
}

/// Message ids for a player asleep and one on weekend.
type PauseIds = [&'static str; 2];

/// "asleep" or "on weekend", and when the clock runs again, if the player to move
/// is in a pause of their off hours; the caller adds `player` to the long form.
fn pause_of(clock: &GameClock, now: i64, [asleep, weekend]: PauseIds) -> Option<Msg> {
    let pause = clock.off_hours[clock.to_move.index()].pause_at(now)?;
    let id = match pause.kind {
        PauseKind::Asleep => asleep,
        PauseKind::Weekend => weekend,
    };
    Some(Msg::new(id).duration("resumes", pause.until - now))
}

/// For `mygames`: "asleep, runs again in 5 hours" or "weekend, runs again in …".
pub(crate) fn short_pause(clock: &GameClock, now: i64) -> Option<Msg> {
    pause_of(
        clock,
        now,
        ["clock-paused-short-asleep", "clock-paused-short-weekend"],
    )
}

/// The board of `table` with the clock in its header.
pub(crate) fn picture(conn: &Connection, table: &Table, now: i64) -> anyhow::Result<Picture> {
    let mut picture = Picture::of(table);
    picture.notes.extend(notes(conn, table, now)?);
    Ok(picture)
}
/// Recomputes the flag time and the pending reminders of every timed game of `user`
/// after their vacations changed. Returns how many timed games there are.
pub(crate) fn reschedule_games_of(conn: &Connection, user: u64, now: i64) -> Handled<usize> {
    let mut timed = 0;
    for id in clocks::all_active_games_of(conn, user)? {
        let Some(row) = games::game_by_id(conn, id)? else {
            continue;
        };
        let Some(clock) = load(conn, &row)? else {
            continue;
        };
        timed += 1;
        clocks::save_game_clock(conn, id, &clock)?;
        let turn = clocks::turn_count(conn, id)?;
        clocks::reschedule_reminders(conn, id, turn, &due_reminders(&clock))?;
        if !clocks::touch_game(conn, id, row.version, now)? {
            return Err(Refusal::PositionChanged.into());
        }
    }
    Ok(timed)
}

/// Moves on the clocks of `guild`'s games after a suspension from `since` to `now`:
/// each player to move keeps the time they had left at `since` (see
/// [`GameClock::resumed`]), with their reminders placed again. How many resumed.
pub(crate) fn resume_after_suspension(
    conn: &Connection,
    guild: u64,
    since: i64,
    now: i64,
) -> anyhow::Result<usize> {
    let mut count = 0;
    for id in lyngk_store::places::running_clocks_in(conn, guild)? {
        let Some(row) = games::game_by_id(conn, id)? else {
            continue;
        };
        let Some(clock) = load(conn, &row)? else {
            continue;
        };
        // Loaded again so the turn's pauses are the vacations still running from `now`.
        clocks::save_game_clock(conn, id, &clock.resumed(since, now))?;
        let Some(resumed) = load(conn, &row)? else {
            continue;
        };
        clocks::save_game_clock(conn, id, &resumed)?;
        let turn = clocks::turn_count(conn, id)?;
        let due = due_reminders_resumed(&clock, since, &resumed);
        clocks::reschedule_reminders(conn, id, turn, &due)?;
        count += 1;
    }
    Ok(count)
}

impl super::GameService {
    /// The time zone `user` chose, if any: a front that writes dates out (the
    /// terminal) shows them in it.
    pub fn time_zone_of(&self, user: u64) -> anyhow::Result<Option<chrono_tz::Tz>> {
        self.store
            .with_conn(|conn| Ok(settings::user_settings(conn, user)?.time_zone))
    }
}
