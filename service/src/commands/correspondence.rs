//! Correspondence commands: win on time, abort, vacation, reminder
//! settings, server settings, and the list of one's games.

use super::super::api::{ClockOptions, Place, ReminderMode, Reply, ServerLanguage, WebVisibility};
use super::super::clocks;
use super::super::game_end::{end_game, series_of, Ending, GameEndListener, HowEnded};
use super::super::picture::Picture;
use super::super::refusal::{AdminAction, Refusal};
use super::super::table::Table;
use super::super::{Applied, GameService, Handled};
use super::active_table;
use super::player_time::{self, digest_hour_of, AutoVacation, ClockChange};
use crate::Asked;
use lyngk_domain::clock::{GameClock, VacationLedger};
use lyngk_domain::reminders::{self, check_abort, check_win_on_time, DigestError};
use lyngk_i18n::{Locale, MomentStyle, Msg, Style};
use lyngk_rules::Player;
use lyngk_store::clock_rules;
use lyngk_store::clocks as store;
use lyngk_store::games;
use lyngk_store::locales;
use lyngk_store::settings::{self, UserSettings};
use lyngk_store::vacations;
use lyngk_store::web as store_web;
use rusqlite::Connection;

/// Discord refuses messages over 2,000 characters; leave room for the front.
const MAX_TEXT: usize = 1900;

/// Ends the game on time for `winner`: the opponent's clock ran out. An opponent who
/// never made their first move loses nothing: the game is aborted instead, unrated
/// (as on lichess).
pub(crate) fn end_on_time(
    conn: &Connection,
    table: &mut Table,
    winner: Player,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    if !has_moved(table, !winner) {
        return end_aborted(conn, table, AbortCause::ClockRanOut, listener, now);
    }
    let winner_person = table.person(winner).clone();
    let loser = table.person(!winner).clone();
    let ending = Ending {
        how: HowEnded::OnTime,
        winner: Some(winner),
        record: format!("{} wins on time", winner_person.name),
    };
    // Rated and recorded in its league like any other finished game.
    let finish = end_game(conn, table, ending, listener, now)?;
    let mut lines = vec![Msg::new("clock-ran-out")
        .text("loser", loser.name.as_str())
        .player("winner", winner_person.id, winner_person.name.as_str())
        .number("game", table.row.id)];
    finish.add_to(&mut lines);
    Ok(Applied {
        game: Some(table.row.id),
        reply: finish.complete(Reply {
            lines,
            ping: vec![winner_person.id, loser.id],
            ..Reply::default()
        }),
        picture: Some(Picture::of(table)),
    })
}

/// What a move comes to in a server that ends games on time by itself.
pub(crate) enum Lateness {
    /// In time, or in a server where the opponent claims a win on time.
    InTime,
    /// Late, but the mover's automatic vacation paid for it: the move stands.
    Saved(AutoVacation),
    /// Late: the game ended on time instead (boxed: a finished game's reply is large).
    Ended(Box<Applied>),
}

/// A late move in a server that ends games on time by itself (the background job had
/// not got to it yet): the mover's automatic vacation is spent as the job would have,
/// and `clock` reloaded with it; failing that, the game ends instead.
pub(crate) fn end_if_flagged(
    conn: &Connection,
    table: &mut Table,
    clock: &mut Option<GameClock>,
    mover: Player,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Lateness> {
    let flagged = clock.as_ref().is_some_and(|c| c.is_flagged(now));
    if !flagged || !settings::auto_timeout(conn, table.row.guild)? {
        return Ok(Lateness::InTime);
    }
    if let Some(spent) = player_time::spend_auto_vacation(conn, &table.row, now)? {
        // Rescheduling the player's games stepped this one's version in this very
        // transaction: the table follows, so that storing the move does not see a
        // change by someone else.
        if let Some(row) = games::game_by_id(conn, table.row.id)? {
            table.row.version = row.version;
        }
        *clock = clocks::load(conn, &table.row)?;
        return Ok(Lateness::Saved(spent));
    }
    end_on_time(conn, table, !mover, listener, now).map(|ended| Lateness::Ended(Box::new(ended)))
}

pub(crate) fn win_on_time(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let mut table = active_table(tx, request.place)?;
        let claimant = table
            .player_of(request.actor.id)
            .ok_or_else(|| Refusal::NotAPlayer(table.title()))?;
        if let Some(spent) = player_time::spend_auto_vacation(tx, &table.row, now)? {
            return Ok(Applied::without_game(spent.announcement(table.row.id)));
        }
        let clock = clocks::load(tx, &table.row)?;
        check_win_on_time(clock.as_ref(), claimant, now).map_err(Refusal::WinOnTime)?;
        end_on_time(tx, &mut table, claimant, service.listeners, now)
    })
}

pub(crate) fn abort(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let mut table = active_table(tx, request.place)?;
        if table.player_of(request.actor.id).is_none() {
            return Err(Refusal::NotAPlayer(table.title()).into());
        }
        let clock = clocks::load(tx, &table.row)?;
        let plies = u32::try_from(table.game.turns().len()).unwrap_or(u32::MAX);
        check_abort(clock.as_ref(), plies, now).map_err(Refusal::Abort)?;
        end_aborted(tx, &mut table, AbortCause::Asked, service.listeners, now)
    })
}

/// Whether `player` has made a turn in the game (players alternate from player 1).
fn has_moved(table: &Table, player: Player) -> bool {
    table.game.turns().len() > player.index()
}

/// Why a game is voided by the abort rule.
#[derive(Clone, Copy)]
enum AbortCause {
    /// A player asked for it (`/lyngk abort`).
    Asked,
    /// The clock of a player who never moved ran out: a win on time was asked for or
    /// due, and the players are told why there is none.
    ClockRanOut,
}

/// Voids the game: "aborted", no winner, `clocks.ended = 'aborted'`. Ratings skip it;
/// a league counts it as played with no points for either player. Players of an event
/// game are not invited to start a new one: the event has its own pairings.
fn end_aborted(
    conn: &Connection,
    table: &mut Table,
    cause: AbortCause,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    let late = table.to_move().clone();
    let in_series = series_of(conn, table.row.id)?.is_some();
    let ending = Ending {
        how: HowEnded::Aborted,
        winner: None,
        record: "aborted".to_string(),
    };
    let finish = end_game(conn, table, ending, listener, now)?;
    let cause = match cause {
        AbortCause::Asked => "asked",
        AbortCause::ClockRanOut => "time",
    };
    let aborted = Msg::new("clock-aborted")
        .number("game", table.row.id)
        .text("late", late.name.as_str())
        .text("cause", cause)
        .text("series", if in_series { "event" } else { "none" });
    Ok(Applied {
        game: Some(table.row.id),
        reply: finish.tell_both(table, aborted),
        picture: None,
    })
}

pub(crate) fn vacation(service: &GameService, request: &Asked, days: u32) -> Handled<Reply> {
    let user = request.actor.id;
    service.change(request, |tx, now| {
        let mut ledger = VacationLedger::new(vacations::vacations(tx, user)?);
        let booked = ledger.book(now, days).map_err(Refusal::Vacation)?;
        vacations::insert_vacation(tx, user, booked)?;
        let paused = clocks::reschedule_games_of(tx, user, now)?;
        let text = Msg::new("clock-vacation-booked")
            .number("days", days)
            .moment("until", booked.until, MomentStyle::DateTime)
            .number("games", paused)
            .number("allowance", ledger.allowance_days);
        Ok(Applied::without_game(Reply::private(text)))
    })
}

pub(crate) fn settings(
    service: &GameService,
    request: &Asked,
    digest_hour: Option<u8>,
    mode: Option<ReminderMode>,
    clock: &ClockOptions,
) -> Handled<Reply> {
    if let Some(hour) = digest_hour.filter(|&h| h > 23) {
        return Err(Refusal::Digest(DigestError::InvalidHour(hour)).into());
    }
    let clock_change = ClockChange::checked(clock).map_err(Refusal::from)?;
    let user = request.actor.id;
    service.change(request, |tx, now| {
        let mut settings = settings::user_settings(tx, user)?;
        if digest_hour.is_some() || mode.is_some() {
            settings.digest_hour = digest_hour.or(settings.digest_hour);
            settings.reminders = mode.unwrap_or(settings.reminders);
            settings.next_digest_at = match settings.reminders {
                ReminderMode::Digest => {
                    Some(player_time::next_digest_at(&settings, now).map_err(Refusal::Digest)?)
                }
                ReminderMode::Channel | ReminderMode::Off => None,
            };
            settings::save_user_settings(tx, user, &settings)?;
        }
        if !clock_change.is_empty() {
            clock_change.apply(&mut settings);
            if settings.reminders == ReminderMode::Digest {
                // The digest hour is local: a new zone moves the next digest.
                settings.next_digest_at =
                    Some(player_time::next_digest_at(&settings, now).map_err(Refusal::Digest)?);
            }
            settings::save_user_settings(tx, user, &settings)?;
        }
        let mut lines = describe_settings(&settings);
        lines.extend(player_time::describe(&settings));
        Ok(Applied::without_game(Reply {
            lines,
            ephemeral: true,
            ..Reply::default()
        }))
    })
}

fn describe_settings(settings: &UserSettings) -> Vec<Msg> {
    let how = match settings.reminders {
        ReminderMode::Channel => Msg::new("settings-reminders-channel"),
        ReminderMode::Digest => {
            let time = format!("{:02}:00", digest_hour_of(settings));
            match settings.time_zone {
                Some(zone) => Msg::new("settings-reminders-digest-local")
                    .text("time", time)
                    .text("zone", zone.name()),
                None => Msg::new("settings-reminders-digest").text("time", time),
            }
        }
        ReminderMode::Off => Msg::new("settings-reminders-off"),
    };
    vec![
        Msg::new("settings-reminders").msg("how", how),
        Msg::new("settings-reminders-change"),
    ]
}

/// What `server-settings` asked to change; `None` leaves a setting as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ServerChanges {
    pub(crate) auto_timeout: Option<bool>,
    pub(crate) language: Option<ServerLanguage>,
    pub(crate) weekends_off: Option<bool>,
    pub(crate) web: Option<WebVisibility>,
}

pub(crate) fn server_settings(
    service: &GameService,
    request: &Asked,
    changes: ServerChanges,
) -> Handled<Reply> {
    let guild = request.place.guild.ok_or(Refusal::NotInServer)?;
    if changes != ServerChanges::default() && !request.actor_is_admin {
        return Err(Refusal::NotAdmin(AdminAction::ChangeServerSettings).into());
    }
    service.change(request, |tx, _now| {
        if let Some(enabled) = changes.auto_timeout {
            settings::set_auto_timeout(tx, guild, enabled)?;
        }
        if let Some(off) = changes.weekends_off {
            clock_rules::set_server_weekends_off(tx, guild, off)?;
        }
        if let Some(language) = changes.language {
            let fixed = match language {
                ServerLanguage::Auto => None,
                ServerLanguage::Fixed(locale) => Some(locale),
            };
            locales::set_server_language(tx, guild, fixed)?;
        }
        if let Some(visibility) = changes.web {
            store_web::set_web(tx, guild, visibility, || web_address(visibility))?;
        }
        let timeout = match settings::auto_timeout(tx, Some(guild))? {
            true => Msg::new("settings-server-timeout-auto"),
            false => Msg::new("settings-server-timeout-claim"),
        };
        let chosen = locales::seen(tx, Some(guild), request.actor.id)?.server_language;
        // The language named in the reader's words, as a sentence writes it
        // ("en français", "w języku: polski").
        let name = |locale: Locale| Msg::new("language-name").text("code", locale.code());
        let language = match chosen {
            Some(locale) => Msg::new("settings-server-language").msg("language", name(locale)),
            None => Msg::new("settings-server-language-auto")
                .msg("language", name(request.server_locale.unwrap_or_default())),
        };
        let weekends = match clock_rules::server_weekends_off(tx, Some(guild))? {
            true => Msg::new("settings-server-weekends-off"),
            false => Msg::new("settings-server-weekends-on"),
        };
        let web = web_line(&store_web::web_setting(tx, guild)?);
        let reply = Reply {
            lines: vec![timeout, weekends, language, web],
            ephemeral: true,
            ..Reply::default()
        };
        Ok(Applied::without_game(reply))
    })
}

/// One line of `/lyngk mygames`, with what it is sorted by.
pub(super) struct GameLine {
    pub(super) game: i64,
    pub(super) place: Place,
    pub(super) your_turn: bool,
    pub(super) time_left: Option<i64>,
    text: Msg,
}

pub(crate) fn my_games(service: &GameService, request: &Asked) -> Handled<Reply> {
    let user = request.actor.id;
    let now = service.time.now();
    let mut lines = service
        .store
        .with_conn(|conn| game_lines(conn, request.place, user, now))?;
    if lines.is_empty() {
        return Ok(Reply::private(Msg::new("clock-my-games-none")));
    }
    // Your turn first, the most urgent first; games without a clock last.
    lines.sort_by_key(|l| (!l.your_turn, l.time_left.is_none(), l.time_left));
    let yours = lines.iter().filter(|l| l.your_turn).count();
    let heading = Msg::new("clock-my-games-heading")
        .number("count", lines.len())
        .number("yours", yours);
    // Measured as the actor reads it: this reply is private.
    let length = |msg: &Msg| msg.format(request.locale, Style::Discord).len() + 1;
    let mut used = length(&heading);
    let mut shown = vec![heading];
    for (index, line) in lines.iter().enumerate() {
        used += length(&line.text);
        if used + 20 > MAX_TEXT {
            shown.push(reminders::more(lines.len() - index));
            break;
        }
        shown.push(line.text.clone());
    }
    Ok(Reply {
        lines: shown,
        ephemeral: true,
        ..Reply::default()
    })
}

/// The actor's active games on `place`'s server, one line each.
pub(super) fn game_lines(
    conn: &Connection,
    place: Place,
    user: u64,
    now: i64,
) -> Handled<Vec<GameLine>> {
    let mut lines = Vec::new();
    for id in store::active_games_of(conn, place.guild, user)? {
        let Some(row) = games::game_by_id(conn, id)? else {
            continue;
        };
        let table = Table::from_row(conn, row)?;
        let Some(me) = table.player_of(user) else {
            continue;
        };
        let clock = clocks::load(conn, &table.row)?;
        lines.push(game_line(&table, me, clock.as_ref(), now));
    }
    Ok(lines)
}

/// "• <#20> game 3 vs bob: your turn, 1 day 4 hours left".
fn game_line(table: &Table, me: Player, clock: Option<&GameClock>, now: i64) -> GameLine {
    let to_move = table.game.position().to_move();
    let your_turn = to_move == me;
    let opponent = table.person(!me).name.as_str();
    let time_left = clock.map(|c| c.remaining(to_move, now));
    let time = reminders::time_left(time_left);
    // A clock standing still says so, and when it runs again.
    let time = match clock.and_then(|c| clocks::short_pause(c, now)) {
        Some(pause) => Msg::new("clock-time-with-pause")
            .msg("time", time)
            .msg("pause", pause),
        None => time,
    };
    let whose = if your_turn {
        Msg::new("clock-your-turn")
    } else {
        Msg::new("clock-their-turn").text("opponent", opponent)
    };
    GameLine {
        game: table.row.id,
        place: Place {
            guild: table.row.guild,
            channel: table.row.channel,
        },
        your_turn,
        time_left,
        text: Msg::new("clock-my-games-line")
            .channel("channel", table.row.channel)
            .number("game", table.row.id)
            .text("opponent", opponent)
            .msg("whose", whose)
            .msg("time", time),
    }
}

/// A new random address for a server's pages: 128 bits for an unlisted server (it must
/// not be guessable), 64 for a public one (it only needs to be opaque), in hex.
fn web_address(visibility: WebVisibility) -> String {
    match visibility {
        WebVisibility::Unlisted => format!("{:032x}", rand::random::<u128>()),
        _ => format!("{:016x}", rand::random::<u64>()),
    }
}

/// The server-settings line saying whether and where the server's pages are.
fn web_line(setting: &store_web::WebSetting) -> Msg {
    match (setting.visibility, &setting.address) {
        (WebVisibility::Public, Some(address)) => {
            Msg::new("settings-server-web-public").text("path", format!("/s/{address}"))
        }
        (WebVisibility::Unlisted, Some(address)) => {
            Msg::new("settings-server-web-unlisted").text("path", format!("/s/{address}"))
        }
        _ => Msg::new("settings-server-web-off"),
    }
}
