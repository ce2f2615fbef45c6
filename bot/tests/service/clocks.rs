//! Clocks, reminders, timeouts, vacations, aborts and `mygames` through the
//! service on a real SQLite file, with the injected clock moved by hand.

use crate::common::said::{mention, refused, refused_with, text, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Outbound, Place, ReminderMode, Reply};
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

fn place(channel: u64) -> Place {
    Place {
        guild: PLACE.guild,
        channel,
    }
}

fn timed_challenge(opponent: &Actor, days: u32) -> Command {
    Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(days),
        rated: true,
    }
}

/// `challenger` challenges `opponent` in `place` with a clock; returns (first, second).
fn start_timed(
    h: &Harness,
    place: Place,
    challenger: &Actor,
    opponent: &Actor,
    days: u32,
) -> (Actor, Actor) {
    let r = h.ask_in(place, challenger, timed_challenge(opponent, days), None);
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask_in(place, opponent, Command::Accept, None);
    assert!(!r.ephemeral, "{}", r.text());
    if r.ping == [challenger.id] {
        (challenger.clone(), opponent.clone())
    } else {
        (opponent.clone(), challenger.clone())
    }
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

fn now(h: &Harness) -> i64 {
    h.time.0.load(Ordering::SeqCst)
}

/// The player to move in `place` makes some legal move.
fn play_in(h: &Harness, place: Place, first: &Actor, second: &Actor) -> Reply {
    let game = h.service.live_game(place).unwrap().expect("a live game");
    let who = mover(&game, first, second).clone();
    let r = h.ask_in(place, &who, move_command(some_move(&game)), None);
    assert!(!r.ephemeral, "{}", r.text());
    r
}

fn banks(h: &Harness) -> (i64, i64) {
    h.db()
        .query_row("SELECT bank_first, bank_second FROM clocks", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
}

fn deliver(h: &Harness) -> Vec<Outbound> {
    h.service.deliver_due(now(h)).unwrap()
}

/// The channel messages among `outbound`: (channel, text, ping).
fn channel_messages(outbound: &[Outbound]) -> Vec<(u64, Reply, Vec<u64>)> {
    outbound
        .iter()
        .filter_map(|o| match o {
            Outbound::Channel { channel, reply } => {
                Some((*channel, reply.clone(), reply.ping.clone()))
            }
            Outbound::Direct { .. } => None,
        })
        .collect()
}

fn game_status(h: &Harness) -> (String, Option<String>, Option<i64>) {
    h.db()
        .query_row(
            "SELECT status, result, winner_id FROM games ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
}

#[test]
fn only_the_offered_days_per_move_are_accepted() {
    let h = Harness::new(1);
    for days in [0, 4, 10, 30] {
        let r = h.ask(&alice(), timed_challenge(&bob(), days));
        refused_with(
            &r,
            "refusal-bad-days-per-move",
            &[("given", Arg::Number(i64::from(days)))],
        );
    }
    let stored: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored, 0, "nothing stored");
    for days in [1, 2, 3, 5, 7, 14] {
        let place = place(100 + u64::from(days));
        let r = h.ask_in(place, &alice(), timed_challenge(&bob(), days), None);
        assert!(!r.ephemeral, "{days}: {}", r.text());
    }
}

#[test]
fn banks_drain_while_to_move_and_gain_the_increment_capped() {
    let h = Harness::new(5);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    assert_eq!(banks(&h), (2 * DAY, 2 * DAY), "both start with two days");
    advance(&h, 10 * HOUR);
    let r = play_in(&h, PLACE, &first, &second);
    assert!(r.image.is_some());
    assert_eq!(
        banks(&h),
        (2 * DAY, 2 * DAY),
        "48h - 10h + 24h is capped at 48h"
    );
    advance(&h, 30 * HOUR);
    play_in(&h, PLACE, &first, &second);
    assert_eq!(banks(&h), (2 * DAY, 42 * HOUR), "48h - 30h + 24h");
    advance(&h, 40 * HOUR);
    play_in(&h, PLACE, &first, &second);
    assert_eq!(banks(&h).0, 32 * HOUR, "48h - 40h + 24h");
    // The second player has been to move for 5 hours of their 42.
    advance(&h, 5 * HOUR);
    let board = h.ask(&carol(), Command::Board);
    board.said_with(
        "clock-note",
        &[
            ("first", text(&first.name)),
            ("first-left", Arg::Duration(32 * HOUR)),
            ("second", text(&second.name)),
            ("second-left", Arg::Duration(37 * HOUR)),
        ],
    );
    assert!(board.image.is_some());
}

#[test]
fn reminders_at_half_time_and_near_the_end_are_sent_once_even_across_restarts() {
    let mut h = Harness::new(9);
    let start = now(&h);
    let (first, _second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    assert_eq!(h.service.next_wake().unwrap(), Some(start + DAY));
    advance(&h, DAY - 60);
    assert!(deliver(&h).is_empty(), "not yet");
    advance(&h, 60);
    let sent = channel_messages(&deliver(&h));
    assert_eq!(sent.len(), 1, "{sent:?}");
    let (channel, reminder, ping) = &sent[0];
    assert_eq!((*channel, ping.clone()), (PLACE.channel, vec![first.id]));
    reminder.said_with(
        "clock-reminder-half",
        &[("player", mention(&first)), ("left", Arg::Duration(DAY))],
    );
    assert!(deliver(&h).is_empty(), "sent once");
    h.reopen();
    assert!(deliver(&h).is_empty(), "not again after a restart");
    // Final: 10% of the 48h bank (4.8h) is later than 6h left.
    let final_at = start + 2 * DAY - 2 * DAY / 10;
    assert_eq!(h.service.next_wake().unwrap(), Some(final_at));
    h.time.0.store(final_at, Ordering::SeqCst);
    let sent = channel_messages(&deliver(&h));
    assert_eq!(sent.len(), 1);
    let left = Arg::Duration(4 * HOUR + 48 * 60);
    sent[0]
        .1
        .said_with("clock-reminder-final", &[("left", left)]);
    h.reopen();
    assert!(deliver(&h).is_empty());
    assert_eq!(
        h.service.next_wake().unwrap(),
        None,
        "nothing left to wake for"
    );
}

#[test]
fn a_move_replaces_the_turns_reminders() {
    let h = Harness::new(11);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 2);
    advance(&h, HOUR);
    play_in(&h, PLACE, &first, &second);
    // The second player's bank is full (4 days): half is due 2 days after the move.
    assert_eq!(h.service.next_wake().unwrap(), Some(now(&h) + 2 * DAY));
    advance(&h, 2 * DAY);
    let sent = channel_messages(&deliver(&h));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].2, vec![second.id], "the player to move now");
    let pending: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM reminders WHERE done = 0", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(
        pending, 1,
        "only the final reminder of the current turn is left"
    );
}

#[test]
fn after_downtime_each_game_gets_only_its_latest_reminder() {
    let mut h = Harness::new(21);
    start_timed(&h, place(30), &alice(), &bob(), 1);
    start_timed(&h, place(31), &carol(), &bob(), 1);
    // The bot is down for 46 hours: both reminders of both games are overdue.
    advance(&h, 46 * HOUR);
    h.reopen();
    let sent = channel_messages(&deliver(&h));
    let mut channels: Vec<u64> = sent.iter().map(|s| s.0).collect();
    channels.sort_unstable();
    assert_eq!(channels, vec![30, 31], "one message per game: {sent:?}");
    assert!(
        sent.iter().all(|s| s.1.says("clock-reminder-final")),
        "the latest kind: {sent:?}"
    );
    assert!(deliver(&h).is_empty());
}

#[test]
fn digest_players_get_one_direct_message_and_no_pings() {
    let h = Harness::new(31);
    let start = now(&h);
    let r = h.ask(
        &alice(),
        Command::Settings {
            digest_hour: Some(9),
            reminders: Some(ReminderMode::Digest),
            clock: Default::default(),
        },
    );
    assert!(r.ephemeral, "{}", r.text());
    r.said_with("settings-reminders-digest", &[("time", text("09:00"))]);
    // Two games, each brought to alice's turn.
    for (channel, opponent) in [(40, bob()), (41, carol())] {
        let (first, second) = start_timed(&h, place(channel), &alice(), &opponent, 2);
        if first != alice() {
            play_in(&h, place(channel), &first, &second);
        }
    }
    // The clock starts at 22:13 UTC; the digest is due at 09:00 the next morning.
    let digest_at = (now(&h) / DAY + 1) * DAY + 9 * HOUR;
    assert_eq!(h.service.next_wake().unwrap(), Some(digest_at));
    h.time.0.store(digest_at, Ordering::SeqCst);
    let out = deliver(&h);
    assert_eq!(out.len(), 1, "{out:?}");
    let Outbound::Direct { user, reply } = &out[0] else {
        panic!("a direct message: {out:?}");
    };
    assert_eq!(*user, alice().id);
    reply.said_with("clock-digest-heading", &[("count", Arg::Number(2))]);
    for (channel, opponent) in [(40, "bob"), (41, "carol")] {
        reply.said_with(
            "clock-digest-game",
            &[
                ("channel", Arg::Channel(channel)),
                ("opponent", text(opponent)),
            ],
        );
    }
    assert!(deliver(&h).is_empty(), "one digest a day");
    // The next morning brings the next digest.
    h.time.0.store(digest_at + DAY, Ordering::SeqCst);
    let out = deliver(&h);
    assert!(
        matches!(&out[..], [Outbound::Direct { user, .. }] if *user == alice().id),
        "{out:?}"
    );
    // Half time passes (two days after the start): alice is not pinged in the channels.
    h.time.0.store(start + 2 * DAY + HOUR, Ordering::SeqCst);
    assert!(deliver(&h).is_empty());
    let pending: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM reminders WHERE done = 0 AND due_at <= ?1",
            [now(&h)],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(pending, 0, "skipped reminders are done too");
}

#[test]
fn win_on_time_is_refused_until_the_time_runs_out() {
    let h = Harness::new(41);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    // Both have moved (a no-show is aborted instead: see below); first's bank: 48h.
    play_in(&h, PLACE, &first, &second);
    play_in(&h, PLACE, &first, &second);
    advance(&h, 2 * DAY - HOUR);
    let before = h.snapshot();
    let r = h.ask(&second, Command::WinOnTime);
    refused_with(
        &r,
        "refusal-win-on-time-time-left",
        &[("left", Arg::Duration(HOUR))],
    );
    let r = h.ask(&first, Command::WinOnTime);
    refused(&r, "refusal-win-on-time-own-turn");
    let r = h.ask(&carol(), Command::WinOnTime);
    refused(&r, "refusal-not-a-player");
    assert_eq!(h.snapshot(), before, "refusals change nothing");
    advance(&h, HOUR);
    let r = h.ask(&second, Command::WinOnTime);
    assert!(!r.ephemeral, "{}", r.text());
    r.said("clock-ran-out");
    let expected = format!("{} wins on time", second.name);
    assert_eq!(
        game_status(&h),
        ("finished".into(), Some(expected), Some(second.id as i64))
    );
    // A win on time is rated like any other result, in the same transaction.
    r.said("results-ratings");
    let record: (u32, u32) = h
        .db()
        .query_row(
            "SELECT wins, losses FROM ratings WHERE user_id = ?1",
            [second.id as i64],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    assert_eq!(record, (1, 0));
    assert!(deliver(&h).is_empty(), "no reminder for a finished game");
    let r = h.ask(&second, Command::WinOnTime);
    refused(&r, "refusal-game-over");
}

#[test]
fn win_on_time_needs_a_clock() {
    let h = Harness::new(43);
    let (_first, second) = h.start(Variant::Standard);
    let r = h.ask(&second, Command::WinOnTime);
    refused(&r, "refusal-win-on-time-no-clock");
}

#[test]
fn servers_may_end_games_on_time_automatically() {
    let h = Harness::new(51);
    let on = Command::ServerSettings {
        weekends_off: None,
        auto_timeout: Some(true),
        language: None,
        web: None,
    };
    let r = h.ask(&alice(), on.clone());
    refused(&r, "refusal-admin-server-settings");
    let r = h.ask_as_admin(&carol(), on);
    r.said("settings-server-timeout-auto");
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    advance(&h, HOUR);
    play_in(&h, PLACE, &first, &second);
    play_in(&h, PLACE, &first, &second);
    // The first player never answers again: their 48h run out.
    let flag_at = now(&h) + 2 * DAY;
    h.time.0.store(flag_at, Ordering::SeqCst);
    let sent = channel_messages(&deliver(&h));
    let ended: Vec<_> = sent.iter().filter(|s| s.1.says("clock-ran-out")).collect();
    assert_eq!(ended.len(), 1, "{sent:?}");
    assert_eq!(ended[0].2.len(), 2, "both players learn it");
    let expected = format!("{} wins on time", second.name);
    assert_eq!(
        game_status(&h),
        ("finished".into(), Some(expected), Some(second.id as i64))
    );
    let how: String = h
        .db()
        .query_row("SELECT ended FROM clocks", [], |r| r.get(0))
        .unwrap();
    assert_eq!(how, "time");
    assert!(deliver(&h).is_empty());
}

#[test]
fn a_late_move_in_an_auto_timeout_server_ends_the_game_instead() {
    let h = Harness::new(53);
    h.ask_as_admin(
        &carol(),
        Command::ServerSettings {
            weekends_off: None,
            auto_timeout: Some(true),
            language: None,
            web: None,
        },
    );
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 3);
    play_in(&h, PLACE, &first, &second);
    play_in(&h, PLACE, &first, &second);
    advance(&h, 7 * DAY);
    let game = h.game();
    let r = h.ask(&first, move_command(some_move(&game)));
    r.said("clock-ran-out");
    assert_eq!(h.turn_count(), 2, "the move was not played");
    assert_eq!(game_status(&h).2, Some(second.id as i64));
}

/// The `cause` and `series` of the reply's "aborted" line.
fn aborted_args(reply: &Reply) -> (String, String) {
    let line = reply
        .lines
        .iter()
        .find(|m| m.id == "clock-aborted")
        .unwrap_or_else(|| panic!("no clock-aborted line: {}", reply.text()));
    let text = |name: &str| match line.get(name) {
        Some(lyngk_bot::i18n::Arg::Text(value)) => value.clone(),
        other => panic!("{name}: {other:?}"),
    };
    (text("cause"), text("series"))
}

/// Like lichess: a player who never made their first move loses nothing on time;
/// the game is aborted, unrated, whoever asks and however it is noticed.
#[test]
fn running_out_of_time_before_ones_first_move_aborts_the_game_unrated() {
    let h = Harness::new(57);
    // Player 1 never moves: player 2 claims the win.
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    advance(&h, 2 * DAY);
    let r = h.ask(&second, Command::WinOnTime);
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with(
        "clock-aborted",
        &[("late", crate::common::said::text(&first.name))],
    );
    r.not_said("results-ratings");
    // The players are told why there is no win on time, and, outside an event, that
    // they may start a new game.
    assert_eq!(aborted_args(&r), ("time".into(), "none".into()));
    assert_eq!(
        game_status(&h),
        ("finished".into(), Some("aborted".into()), None)
    );
    // Player 2 never answers player 1's move: the late move ends it in an
    // auto-timeout server, aborted too.
    h.ask_as_admin(
        &carol(),
        Command::ServerSettings {
            weekends_off: None,
            auto_timeout: Some(true),
            language: None,
            web: None,
        },
    );
    let (first, second) = start_timed(&h, place(60), &alice(), &bob(), 1);
    play_in(&h, place(60), &first, &second);
    advance(&h, 3 * DAY);
    let game = h.service.live_game(place(60)).unwrap().unwrap();
    let r = h.ask_in(place(60), &second, move_command(some_move(&game)), None);
    r.said("clock-aborted");
    assert_eq!(
        game_status(&h),
        ("finished".into(), Some("aborted".into()), None)
    );
    let rated: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rated, 0, "no rating changed");
}

#[test]
fn without_auto_timeout_a_late_move_is_still_played() {
    let h = Harness::new(55);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    advance(&h, 3 * DAY);
    play_in(&h, PLACE, &first, &second);
    assert_eq!(banks(&h).0, DAY, "the overdraft is forgiven: 0 + 24h");
    let r = h.ask(
        &second,
        Command::ServerSettings {
            weekends_off: None,
            auto_timeout: None,
            language: None,
            web: None,
        },
    );
    r.said("settings-server-timeout-claim");
}

#[test]
fn vacation_pauses_the_clock_within_the_yearly_allowance() {
    let h = Harness::new(61);
    let start = now(&h);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    advance(&h, 10 * HOUR);
    let r = h.ask(&first, Command::Vacation { days: 3 });
    assert!(r.ephemeral, "{}", r.text());
    r.said_with("clock-vacation-booked", &[("days", Arg::Number(3))]);
    // The half reminder moves 3 days later; so does the flag.
    assert_eq!(h.service.next_wake().unwrap(), Some(start + 3 * DAY + DAY));
    advance(&h, 3 * DAY);
    let r = h.ask(&second, Command::WinOnTime);
    let left = Arg::Duration(DAY + 14 * HOUR);
    refused_with(&r, "refusal-win-on-time-time-left", &[("left", left)]);
    assert!(deliver(&h).is_empty(), "the half reminder is not due yet");
    // Allowance: 30 days in any year, 3 used.
    let r = h.ask(&first, Command::Vacation { days: 28 });
    refused(&r, "refusal-vacation-allowance");
    let r = h.ask(&first, Command::Vacation { days: 0 });
    refused(&r, "refusal-vacation-empty");
    let r = h.ask(&first, Command::Vacation { days: 27 });
    r.said_with("clock-vacation-booked", &[("days", Arg::Number(27))]);
    let vacations: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM vacations", [], |r| r.get(0))
        .unwrap();
    assert_eq!(vacations, 2);
}

#[test]
fn a_vacation_running_when_a_turn_starts_pauses_that_turn() {
    let h = Harness::new(63);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    h.ask(&second, Command::Vacation { days: 5 });
    advance(&h, HOUR);
    play_in(&h, PLACE, &first, &second);
    // Second's turn starts inside their vacation: nothing is charged for 5 days less an hour.
    advance(&h, 4 * DAY);
    let r = h.ask(&first, Command::WinOnTime);
    refused_with(
        &r,
        "refusal-win-on-time-time-left",
        &[("left", Arg::Duration(2 * DAY))],
    );
}

#[test]
fn abort_only_when_the_first_player_never_moved_in_time() {
    let h = Harness::new(71);
    let (first, second) = start_timed(&h, PLACE, &alice(), &bob(), 1);
    let r = h.ask(&second, Command::Abort);
    refused(&r, "refusal-abort-time-left");
    let r = h.ask(&carol(), Command::Abort);
    refused(&r, "refusal-not-a-player");
    advance(&h, 2 * DAY);
    // Either side may abort: here the player who failed to move.
    let r = h.ask(&first, Command::Abort);
    assert!(!r.ephemeral, "{}", r.text());
    r.said("clock-aborted");
    assert_eq!(aborted_args(&r), ("asked".into(), "none".into()));
    assert_eq!(
        game_status(&h),
        ("finished".into(), Some("aborted".into()), None)
    );
    let how: String = h
        .db()
        .query_row("SELECT ended FROM clocks", [], |r| r.get(0))
        .unwrap();
    assert_eq!(how, "aborted", "ratings skip it");
    let rated: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rated, 0, "an aborted game changes no rating");

    // Once both made their first move there is no abort, and untimed games have none.
    let (first, second) = start_timed(&h, place(50), &alice(), &bob(), 1);
    play_in(&h, place(50), &first, &second);
    play_in(&h, place(50), &first, &second);
    advance(&h, 5 * DAY);
    let r = h.ask_in(place(50), &first, Command::Abort, None);
    refused(&r, "refusal-abort-started");
    let untimed = place(51);
    h.ask_in(
        untimed,
        &alice(),
        challenge(Some(bob()), Variant::Six),
        None,
    );
    h.ask_in(untimed, &bob(), Command::Accept, None);
    let r = h.ask_in(untimed, &alice(), Command::Abort, None);
    refused(&r, "refusal-abort-no-clock");
}

#[test]
fn mygames_lists_the_games_of_this_server_with_turn_and_time() {
    let h = Harness::new(81);
    let (a1, a2) = start_timed(&h, place(60), &alice(), &bob(), 1);
    start_timed(&h, place(61), &carol(), &alice(), 7);
    let elsewhere = Place {
        guild: Some(99),
        channel: 62,
    };
    start_timed(&h, elsewhere, &alice(), &carol(), 2);
    // bob vs carol is not alice's.
    start_timed(&h, place(63), &bob(), &carol(), 2);
    if a1 == alice() {
        play_in(&h, place(60), &a1, &a2);
    }
    advance(&h, 3 * HOUR);
    let r = h.ask(&alice(), Command::MyGames);
    assert!(r.ephemeral);
    r.said_with("clock-my-games-heading", &[("count", Arg::Number(2))]);
    let line = r.said_with(
        "clock-my-games-line",
        &[
            ("channel", Arg::Channel(60)),
            ("game", Arg::Number(1)),
            ("opponent", text("bob")),
        ],
    );
    line.said_with("clock-their-turn", &[("opponent", text("bob"))]);
    line.said_with("clock-time-left", &[("left", Arg::Duration(45 * HOUR))]);
    r.said_with(
        "clock-my-games-line",
        &[
            ("channel", Arg::Channel(61)),
            ("game", Arg::Number(2)),
            ("opponent", text("carol")),
        ],
    );
    for elsewhere_or_not_hers in [62, 63] {
        r.not_said_with(
            "clock-my-games-line",
            &[("channel", Arg::Channel(elsewhere_or_not_hers))],
        );
    }
    let r = h.ask(
        &Actor {
            id: 5,
            name: "dave".into(),
        },
        Command::MyGames,
    );
    r.said("clock-my-games-none");
}
