//! Players' time zones, sleeping hours and weekends off through the service on a real
//! SQLite file: the settings, and clocks compared with hand-computed values across
//! changes of daylight saving time.

use crate::common::*;
use lyngk_bot::i18n::{Arg, Msg};
use lyngk_bot::service::api::{Actor, ClockOptions, Command, Place};
use lyngk_bot::service::{ClockSettingRefusal, Refusal};
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const MINUTE: i64 = 60;
const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

fn utc(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text)
        .unwrap()
        .timestamp()
}

fn set_time(h: &Harness, at: i64) {
    h.time.0.store(at, Ordering::SeqCst);
}

fn settings(clock: ClockOptions) -> Command {
    Command::Settings {
        digest_hour: None,
        reminders: None,
        clock,
    }
}

fn zone_and_sleep(zone: &str, sleep: Option<&str>, weekends: bool) -> ClockOptions {
    ClockOptions {
        time_zone: Some(zone.into()),
        sleep: sleep.map(str::to_owned),
        weekends_off: Some(weekends),
        auto_vacation: None,
    }
}

fn line<'a>(lines: &'a [Msg], id: &str) -> &'a Msg {
    lines
        .iter()
        .find(|m| m.id == id)
        .unwrap_or_else(|| panic!("no {id} in {lines:?}"))
}

fn text_arg(msg: &Msg, name: &str) -> String {
    match msg.args.iter().find(|(n, _)| n == name) {
        Some((_, Arg::Text(text))) => text.clone(),
        other => panic!("{name} of {msg:?}: {other:?}"),
    }
}

/// A 1-day-per-move game between `first` (who moves first) and `second` in `place`.
fn start_game(h: &Harness, place: Place, challenger: &Actor, opponent: &Actor) -> (Actor, Actor) {
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: false,
    };
    let r = h.ask_in(place, challenger, challenge, None);
    assert!(r.refusal.is_none(), "{}", r.text());
    let r = h.ask_in(place, opponent, Command::Accept, None);
    assert!(r.refusal.is_none(), "{}", r.text());
    if r.ping == [challenger.id] {
        (challenger.clone(), opponent.clone())
    } else {
        (opponent.clone(), challenger.clone())
    }
}

fn play(h: &Harness, place: Place, who: &Actor) {
    let game = h.service.live_game(place).unwrap().expect("a live game");
    let r = h.ask_in(place, who, move_command(some_move(&game)), None);
    assert!(r.refusal.is_none(), "{}", r.text());
}

/// The stored clock: (bank of the first player, of the second, flag time).
fn clock_row(h: &Harness) -> (i64, i64, i64) {
    h.db()
        .query_row(
            "SELECT bank_first, bank_second, flag_at FROM clocks",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
}

#[test]
fn clock_settings_are_stored_shown_and_checked() {
    let h = Harness::new(70);
    let r = h.ask(&alice(), settings(ClockOptions::default()));
    assert!(r.ephemeral);
    line(&r.lines, "settings-time-zone-unset");
    line(&r.lines, "settings-sleep-none");

    let mut options = zone_and_sleep("america/santiago", Some("23:30-07:00"), true);
    options.auto_vacation = Some(true);
    let r = h.ask(&alice(), settings(options));
    assert!(r.refusal.is_none(), "{}", r.text());
    assert_eq!(
        text_arg(line(&r.lines, "settings-time-zone"), "zone"),
        "America/Santiago"
    );
    assert_eq!(
        text_arg(line(&r.lines, "settings-sleep"), "window"),
        "23:30-07:00"
    );
    line(&r.lines, "settings-weekends-off");
    line(&r.lines, "settings-auto-vacation-on");
    let stored: (String, i64, i64, bool, bool) = h
        .db()
        .query_row(
            "SELECT time_zone, sleep_start, sleep_end, weekends_off, auto_vacation \
             FROM user_settings WHERE user_id = ?1",
            [alice().id as i64],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert_eq!(
        stored,
        ("America/Santiago".into(), 23 * 60 + 30, 7 * 60, true, true)
    );

    // Refused settings change nothing, not even the options that were valid.
    let refusals = [
        (
            zone_and_sleep("Mars/Olympus", None, false),
            ClockSettingRefusal::UnknownZone("Mars/Olympus".into()),
        ),
        (
            zone_and_sleep("Europe/Berlin", Some("20:00-07:00"), false),
            ClockSettingRefusal::SleepTooLong("20:00-07:00".into()),
        ),
        (
            zone_and_sleep("Europe/Berlin", Some("soon"), false),
            ClockSettingRefusal::SleepMalformed,
        ),
        (
            zone_and_sleep("Europe/Berlin", Some("07:00-07:00"), false),
            ClockSettingRefusal::SleepEmpty,
        ),
    ];
    for (options, refusal) in refusals {
        let r = h.ask(&alice(), settings(options));
        assert_eq!(r.refusal, Some(Refusal::ClockSetting(refusal)));
    }
    let r = h.ask(
        &alice(),
        settings(ClockOptions {
            sleep: Some("off".into()),
            ..ClockOptions::default()
        }),
    );
    assert_eq!(
        text_arg(line(&r.lines, "settings-time-zone"), "zone"),
        "America/Santiago"
    );
    line(&r.lines, "settings-sleep-none");
    line(&r.lines, "settings-weekends-off");
}

#[test]
fn a_zone_changed_mid_turn_applies_from_the_next_move() {
    let h = Harness::new(71);
    set_time(&h, utc("2026-06-01T12:00:00Z"));
    let (first, second) = start_game(&h, PLACE, &alice(), &bob());
    // Both banks start at two days; the first player's runs out in two days.
    assert_eq!(
        clock_row(&h),
        (2 * DAY, 2 * DAY, utc("2026-06-03T12:00:00Z"))
    );
    // Mid-turn, the first player sleeps 00:00-10:00 UTC from now on: this turn's flag
    // time stays, since the change applies from the next move.
    set_time(&h, utc("2026-06-01T18:00:00Z"));
    let r = h.ask(
        &first,
        settings(zone_and_sleep("Etc/UTC", Some("00:00-10:00"), false)),
    );
    assert!(r.refusal.is_none(), "{}", r.text());
    assert_eq!(clock_row(&h).2, utc("2026-06-03T12:00:00Z"));
    play(&h, PLACE, &first);
    // Six hours used; capped at two days again. The second player has no off hours.
    assert_eq!(
        clock_row(&h),
        (2 * DAY, 2 * DAY, utc("2026-06-03T18:00:00Z"))
    );
    set_time(&h, utc("2026-06-01T20:00:00Z"));
    play(&h, PLACE, &second);
    // The first player's new turn leaves out 00:00-10:00 each night: 4 h on the 1st,
    // 14 h on the 2nd, 14 h on the 3rd, 14 h on the 4th: the last 2 h from 10:00 on the 5th.
    assert_eq!(clock_row(&h).2, utc("2026-06-05T12:00:00Z"));
}

#[test]
fn berlin_clocks_across_the_spring_change_with_sleep_and_weekends() {
    let h = Harness::new(72);
    // Berlin goes from 02:00 CET to 03:00 CEST on Sunday 29 March 2026.
    let berlin = zone_and_sleep("Europe/Berlin", Some("23:00-07:00"), true);
    h.ask(&alice(), settings(berlin.clone()));
    h.ask(&bob(), settings(berlin));
    // Thursday 26 March, 20:00 UTC (21:00 CET).
    set_time(&h, utc("2026-03-26T20:00:00Z"));
    let (first, second) = start_game(&h, PLACE, &alice(), &bob());
    // Two days of bank counted only outside the nights and the weekend:
    // Thu 21:00-23:00 CET (2 h), Fri 07:00-23:00 CET (16 h), then the weekend from Sat
    // 00:00 CET to Mon 00:00 CEST, and the Sunday night to Mon 07:00 CEST (05:00 UTC);
    // Mon 07:00-23:00 CEST (16 h): 34 h; the last 14 h from Tue 07:00 CEST.
    let flag = utc("2026-03-31T05:00:00Z") + 14 * HOUR;
    assert_eq!(clock_row(&h).2, flag);
    // The first player moves on Monday 30 March at 09:00 CEST (07:00 UTC): 2 + 16 + 2 h used.
    set_time(&h, utc("2026-03-30T07:00:00Z"));
    play(&h, PLACE, &first);
    // 48 - 20 + 24 = 52 h, capped at 48 h.
    assert_eq!(clock_row(&h).0, 2 * DAY);
    // The second player's turn from Monday 09:00 CEST: Mon 14 h, Tue and Wed 16 h each
    // (46 h), the last 2 h from Thursday 2 April 07:00 CEST.
    let second_flag = utc("2026-04-02T05:00:00Z") + 2 * HOUR;
    assert_eq!(clock_row(&h).2, second_flag);
    set_time(&h, second_flag - MINUTE);
    play(&h, PLACE, &second);
    // One minute left plus one day.
    assert_eq!(clock_row(&h).1, DAY + MINUTE);
}

fn auto_timeout_server(h: &Harness) {
    let r = h.ask_as_admin(
        &alice(),
        Command::ServerSettings {
            weekends_off: None,
            auto_timeout: Some(true),
            language: None,
            web: None,
        },
    );
    assert!(r.refusal.is_none(), "{}", r.text());
}

fn auto_vacation(on: bool) -> ClockOptions {
    ClockOptions {
        auto_vacation: Some(on),
        ..ClockOptions::default()
    }
}

/// Runs the background job at each instant it asks to be woken, up to `until`; the
/// channel replies it sent.
fn run_job_until(h: &Harness, until: i64) -> Vec<lyngk_bot::service::api::Reply> {
    let mut sent = Vec::new();
    while let Some(wake) = h.service.next_wake().unwrap().filter(|&at| at <= until) {
        set_time(h, wake.max(h.time.0.load(Ordering::SeqCst)));
        for out in h.service.deliver_due(wake).unwrap() {
            if let lyngk_bot::service::api::Outbound::Channel { reply, .. } = out {
                sent.push(reply);
            }
        }
    }
    set_time(h, until);
    sent
}

fn game_status(h: &Harness, channel: u64) -> (String, Option<String>) {
    h.db()
        .query_row(
            "SELECT status, result FROM games WHERE channel = ?1",
            [channel as i64],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

#[test]
fn automatic_vacation_saves_a_trip_that_would_have_flagged() {
    for with_auto_vacation in [true, false] {
        let h = Harness::new(73);
        auto_timeout_server(&h);
        set_time(&h, utc("2026-07-01T12:00:00Z"));
        let (first, second) = start_game(&h, PLACE, &alice(), &bob());
        play(&h, PLACE, &first);
        h.ask(&second, settings(auto_vacation(with_auto_vacation)));
        // The second player leaves for three and a half days with two days on the clock.
        let back = utc("2026-07-05T00:00:00Z");
        let sent = run_job_until(&h, back);
        let (status, _) = game_status(&h, PLACE.channel);
        if !with_auto_vacation {
            assert_eq!(status, "finished", "flagged without automatic vacation");
            continue;
        }
        assert_eq!(status, "active");
        // Ran out on 3 July 12:00: the day before is taken back as vacation, which moves
        // the end to 4 July 12:00; there the next day is, which moves it to the 5th.
        let notices: Vec<_> = sent
            .iter()
            .filter(|r| r.lines.iter().any(|m| m.id == "clock-auto-vacation"))
            .collect();
        assert_eq!(notices.len(), 2, "{sent:?}");
        // Both players are told.
        assert!(notices
            .iter()
            .all(|r| r.ping.contains(&first.id) && r.ping.contains(&second.id)));
        let vacations: Vec<(i64, i64)> = h
            .db()
            .prepare("SELECT from_ts, until_ts FROM vacations ORDER BY from_ts")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let ran_out = utc("2026-07-03T12:00:00Z");
        assert_eq!(
            vacations,
            vec![(ran_out - DAY, ran_out), (ran_out, ran_out + DAY)]
        );
        assert_eq!(clock_row(&h).2, ran_out + 2 * DAY);
        // Back home, the second player moves in time and the game goes on.
        play(&h, PLACE, &second);
        assert_eq!(game_status(&h, PLACE.channel).0, "active");
    }
}

#[test]
fn an_event_that_forbids_vacation_lets_its_games_flag() {
    use crate::common::events::{create_event, join_event, open_threads, seat_ids, start_event};
    use lyngk_bot::service::api::EventOptions;
    for allowed in [true, false] {
        let h = Harness::new(74);
        auto_timeout_server(&h);
        let options = EventOptions {
            days_per_move: Some(1),
            rounds: Some(1),
            round_days: Some(14),
            ..EventOptions::default()
        };
        assert!(create_event(&h, "summer", options).refusal.is_none());
        let players = [bob(), carol()];
        for player in &players {
            assert!(join_event(&h, player, "summer").refusal.is_none());
            h.ask(player, settings(auto_vacation(true)));
        }
        if !allowed {
            let r = h.ask_admin(PLACE, &alice(), event_settings("summer", Some(false), None));
            assert!(r.refusal.is_none(), "{}", r.text());
            line(&r.lines, "event-clock-vacation-forbidden");
        }
        let r = start_event(&h, "summer");
        let place = open_threads(&h, &r.threads, 500)[0];
        let [first, _] = seat_ids(&h, place);
        // A booked vacation does not pause the game either when vacation is forbidden.
        let first = players.iter().find(|p| p.id == first).unwrap();
        let r = h.ask(first, Command::Vacation { days: 1 });
        assert!(r.refusal.is_none(), "{}", r.text());
        let start = h.time.0.load(Ordering::SeqCst);
        let expected_flag = if allowed {
            start + 3 * DAY
        } else {
            start + 2 * DAY
        };
        assert_eq!(clock_row(&h).2, expected_flag);
        run_job_until(&h, start + 4 * DAY);
        let (status, _) = game_status(&h, place.channel);
        assert_eq!(status == "active", allowed, "vacation allowed: {allowed}");
    }
}

/// Alice in Santiago (sleeps 23:00-06:00, weekends off) and bob in Sydney (sleeps
/// 22:00-06:00): 14 hours apart in early September. A game whose first turn for alice
/// starts at `start`; bob, if he sits first, moves at once. Returns (alice, bob)'s seats.
fn santiago_and_sydney(h: &Harness, start: i64) -> (Actor, Actor) {
    h.ask(
        &alice(),
        settings(zone_and_sleep(
            "America/Santiago",
            Some("23:00-06:00"),
            true,
        )),
    );
    h.ask(
        &bob(),
        settings(zone_and_sleep(
            "Australia/Sydney",
            Some("22:00-06:00"),
            false,
        )),
    );
    set_time(h, start);
    let (first, second) = start_game(h, PLACE, &alice(), &bob());
    if first == bob() {
        play(h, PLACE, &bob());
    }
    (first, second)
}

#[test]
fn players_fourteen_hours_apart_across_santiagos_spring_change() {
    let h = Harness::new(75);
    // Friday 4 September 2026, 16:00 in Santiago (-04); Chile goes to -03 at Saturday 24:00.
    santiago_and_sydney(&h, utc("2026-09-04T20:00:00Z"));
    // Alice: Fri 16:00-23:00 (7 h); asleep and then the weekend until Mon 06:00 -03;
    // Mon 06:00-23:00 (17 h), Tue (17 h), the last 7 h on Wednesday until 13:00 -03.
    assert_eq!(clock_row(&h).2, utc("2026-09-09T16:00:00Z"));
    // She moves on Monday at 12:00 -03: 13 h used, capped back at two days.
    set_time(&h, utc("2026-09-07T15:00:00Z"));
    play(&h, PLACE, &alice());
    // Bob's turn starts at 01:00 on Tuesday in Sydney, asleep until 06:00; 16 h a day
    // from then on: Tue, Wed and Thu until 22:00 (+10), 12:00 UTC.
    assert_eq!(clock_row(&h).2, utc("2026-09-10T12:00:00Z"));
}

#[test]
fn sydney_spring_change_shortens_the_night() {
    let h = Harness::new(76);
    // Bob's turn from Saturday 3 October 2026, 22:00 in Sydney (+10), just as he falls
    // asleep; at 02:00 the clocks go to 03:00 (+11), so he wakes at 06:00 after 7 h.
    h.ask(
        &alice(),
        settings(zone_and_sleep("America/Santiago", None, false)),
    );
    h.ask(
        &bob(),
        settings(zone_and_sleep(
            "Australia/Sydney",
            Some("22:00-06:00"),
            false,
        )),
    );
    set_time(&h, utc("2026-10-03T11:00:00Z"));
    let (first, _) = start_game(&h, PLACE, &alice(), &bob());
    if first == alice() {
        set_time(&h, utc("2026-10-03T12:00:00Z"));
        play(&h, PLACE, &alice());
    } else {
        // Bob sits first: alice waits a day for him to start, then answers.
        play(&h, PLACE, &bob());
        set_time(&h, utc("2026-10-03T12:00:00Z"));
        play(&h, PLACE, &alice());
    }
    // Sun 06:00-22:00 (+11), Mon the same, Tue until 22:00 (+11) = 11:00 UTC: 48 h.
    // Read with a fixed +10 it would be an hour later.
    assert_eq!(clock_row(&h).2, utc("2026-10-06T11:00:00Z"));
}

#[test]
fn the_digest_comes_at_the_players_local_hour() {
    let h = Harness::new(77);
    set_time(&h, utc("2026-03-27T12:00:00Z"));
    let digest = Command::Settings {
        digest_hour: Some(9),
        reminders: Some(lyngk_bot::service::api::ReminderMode::Digest),
        clock: zone_and_sleep("Europe/Berlin", None, false),
    };
    let r = h.ask(&alice(), digest);
    let shown = line(&r.lines, "settings-reminders");
    assert!(
        matches!(&shown.args[0].1, Arg::Msg(how) if how.id == "settings-reminders-digest-local"),
        "{shown:?}"
    );
    let due = || -> i64 {
        h.db()
            .query_row(
                "SELECT next_digest_at FROM user_settings WHERE user_id = ?1",
                [alice().id as i64],
                |r| r.get(0),
            )
            .unwrap()
    };
    // 09:00 CET on Saturday 28 March is 08:00 UTC.
    assert_eq!(due(), utc("2026-03-28T08:00:00Z"));
    // After it is sent, the next one is at 09:00 CEST on Sunday: 07:00 UTC.
    set_time(&h, utc("2026-03-28T08:00:00Z"));
    h.service.deliver_due(utc("2026-03-28T08:00:00Z")).unwrap();
    assert_eq!(due(), utc("2026-03-29T07:00:00Z"));
    // A new zone moves the next digest at once: 09:00 in Tokyo is 00:00 UTC.
    h.ask(
        &alice(),
        settings(ClockOptions {
            time_zone: Some("Asia/Tokyo".into()),
            ..ClockOptions::default()
        }),
    );
    assert_eq!(due(), utc("2026-03-29T00:00:00Z"));
}

fn event_settings(name: &str, vacation: Option<bool>, weekends: Option<bool>) -> Command {
    Command::EventSettings {
        name: name.into(),
        vacation_allowed: vacation,
        weekends_off: weekends,
    }
}

#[test]
fn an_events_clock_rules_are_set_by_its_organiser_before_the_start() {
    use crate::common::events::{create_event, join_event, start_event};
    use lyngk_bot::correspondence::event::EventRefusal;
    use lyngk_bot::service::api::EventOptions;
    let h = Harness::new(77);
    let options = EventOptions {
        days_per_move: Some(1),
        rounds: Some(1),
        ..EventOptions::default()
    };
    assert!(create_event(&h, "summer", options).refusal.is_none());
    // By default vacation applies and weekends follow the server (off by default).
    let r = h.ask(&bob(), event_settings("summer", None, None));
    assert!(r.refusal.is_none(), "{}", r.text());
    line(&r.lines, "event-clock-vacation-allowed");
    line(&r.lines, "event-clock-weekends-on");
    // Only the organiser changes them.
    let r = h.ask_admin(PLACE, &bob(), event_settings("summer", Some(false), None));
    assert_eq!(
        r.refusal,
        Some(Refusal::Event(EventRefusal::NotOrganiser("summer".into())))
    );
    let r = h.ask_admin(
        PLACE,
        &alice(),
        event_settings("summer", Some(false), Some(true)),
    );
    assert!(r.refusal.is_none(), "{}", r.text());
    assert_eq!(
        text_arg(line(&r.lines, "event-clock-vacation-forbidden"), "event"),
        "summer"
    );
    line(&r.lines, "event-clock-weekends-off");
    // One rule changed leaves the other as it was.
    let r = h.ask_admin(PLACE, &alice(), event_settings("summer", Some(true), None));
    line(&r.lines, "event-clock-vacation-allowed");
    line(&r.lines, "event-clock-weekends-off");
    for player in [bob(), carol()] {
        assert!(join_event(&h, &player, "summer").refusal.is_none());
    }
    assert!(start_event(&h, "summer").refusal.is_none());
    // Once games are paired, the rules stay: changing them is refused and changes nothing.
    let r = h.ask_admin(PLACE, &alice(), event_settings("summer", Some(false), None));
    assert_eq!(
        r.refusal,
        Some(Refusal::Event(EventRefusal::AlreadyStarted(
            "summer".into()
        )))
    );
    let r = h.ask(&carol(), event_settings("summer", None, None));
    line(&r.lines, "event-clock-vacation-allowed");
}

/// Alice in Tokyo and bob in New York, neither with weekends off of their own.
fn tokyo_and_new_york(h: &Harness) {
    h.ask(
        &alice(),
        settings(zone_and_sleep("Asia/Tokyo", None, false)),
    );
    h.ask(
        &bob(),
        settings(zone_and_sleep("America/New_York", None, false)),
    );
}

/// Where a two-day bank started on Wednesday 3 June 2026 at 20:00 UTC runs out for
/// `player`: on Friday at 20:00 UTC, unless weekends are off. Then Tokyo's weekend
/// begins on Friday at 15:00 UTC (Saturday 00:00 +09), 43 hours in, and ends on Sunday
/// at 15:00 UTC: the last 5 hours run to Sunday 20:00 UTC. New York's begins on
/// Saturday at 04:00 UTC, after the bank ran out.
fn flag_from_wednesday_evening(player: &Actor, weekends_off: bool) -> i64 {
    match weekends_off && *player == alice() {
        true => utc("2026-06-07T20:00:00Z"),
        false => utc("2026-06-05T20:00:00Z"),
    }
}

const WEDNESDAY_EVENING: &str = "2026-06-03T20:00:00Z";

#[test]
fn weekends_off_chosen_by_a_game_or_its_server_stop_both_clocks_in_each_zone() {
    // (the server's default, the game's own choice, whether the clocks stop)
    let cases = [
        (false, None, false),
        (false, Some(true), true),
        (true, None, true),
        (true, Some(false), false),
    ];
    for (seed, (server, game, stops)) in cases.into_iter().enumerate() {
        let h = Harness::new(80 + seed as u64);
        tokyo_and_new_york(&h);
        let r = h.ask_as_admin(
            &carol(),
            Command::ServerSettings {
                auto_timeout: None,
                language: None,
                weekends_off: Some(server),
                web: None,
            },
        );
        let expected = match server {
            true => "settings-server-weekends-off",
            false => "settings-server-weekends-on",
        };
        line(&r.lines, expected);
        set_time(&h, utc(WEDNESDAY_EVENING));
        let challenge = Command::Challenge {
            opponent: Some(bob()),
            variant: Variant::Standard,
            days_per_move: Some(1),
            rated: false,
            weekends_off: game,
        };
        assert!(h.ask(&alice(), challenge).refusal.is_none());
        let r = h.ask(&bob(), Command::Accept);
        let first = if r.ping == [alice().id] {
            alice()
        } else {
            bob()
        };
        let second = if first == alice() { bob() } else { alice() };
        let case = format!("server {server}, game {game:?}");
        assert_eq!(
            clock_row(&h).2,
            flag_from_wednesday_evening(&first, stops),
            "{case}"
        );
        // The first player moves at once: the second's two days from the same instant
        // run out by the second's own zone.
        play(&h, PLACE, &first);
        assert_eq!(
            clock_row(&h).2,
            flag_from_wednesday_evening(&second, stops),
            "{case}"
        );
    }
}

#[test]
fn weekends_off_chosen_by_an_event_stop_its_games_clocks_in_each_zone() {
    use crate::common::events::{create_event, join_event, open_threads, seat_ids, start_event};
    use lyngk_bot::service::api::EventOptions;
    for stops in [false, true] {
        let h = Harness::new(90);
        tokyo_and_new_york(&h);
        let options = EventOptions {
            days_per_move: Some(1),
            rounds: Some(1),
            ..EventOptions::default()
        };
        assert!(create_event(&h, "summer", options).refusal.is_none());
        let r = h.ask_admin(PLACE, &alice(), event_settings("summer", None, Some(stops)));
        assert!(r.refusal.is_none(), "{}", r.text());
        for player in [alice(), bob()] {
            assert!(join_event(&h, &player, "summer").refusal.is_none());
        }
        set_time(&h, utc(WEDNESDAY_EVENING));
        let r = start_event(&h, "summer");
        let place = open_threads(&h, &r.threads, 500)[0];
        let [first, _] = seat_ids(&h, place);
        let first = if first == alice().id { alice() } else { bob() };
        assert_eq!(
            clock_row(&h).2,
            flag_from_wednesday_evening(&first, stops),
            "event weekends off: {stops}"
        );
    }
}

#[test]
fn a_late_move_before_the_job_ran_spends_automatic_vacation() {
    for with_auto_vacation in [true, false] {
        let h = Harness::new(91);
        auto_timeout_server(&h);
        set_time(&h, utc("2026-07-01T12:00:00Z"));
        let (first, second) = start_game(&h, PLACE, &alice(), &bob());
        // Both have moved, so running out loses the game rather than voiding it.
        for who in [&first, &second, &first] {
            play(&h, PLACE, who);
        }
        h.ask(&second, settings(auto_vacation(with_auto_vacation)));
        // The second player's two days ran out on 3 July at 12:00; they move at
        // midnight, before the background job has run.
        let ran_out = utc("2026-07-03T12:00:00Z");
        set_time(&h, utc("2026-07-04T00:00:00Z"));
        let game = h.service.live_game(PLACE).unwrap().expect("a live game");
        let r = h.ask_in(PLACE, &second, move_command(some_move(&game)), None);
        assert!(r.refusal.is_none(), "{}", r.text());
        if !with_auto_vacation {
            line(&r.lines, "clock-ran-out");
            assert_eq!(game_status(&h, PLACE.channel).0, "finished");
            continue;
        }
        // One day taken back before the instant it ran out, as the job would have.
        let notice = line(&r.lines, "clock-auto-vacation");
        assert!(
            notice.args.contains(&("days".into(), Arg::Number(1))),
            "{notice:?}"
        );
        assert_eq!(game_status(&h, PLACE.channel).0, "active");
        let vacation: (i64, i64) = h
            .db()
            .query_row("SELECT from_ts, until_ts FROM vacations", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        assert_eq!(vacation, (ran_out - DAY, ran_out));
        // The move used the day's running time, not more: 12 hours left, plus a day.
        assert_eq!(clock_row(&h).1, 12 * HOUR + DAY);
    }
}

fn arg<'a>(msg: &'a Msg, name: &str) -> &'a Arg {
    msg.args
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, a)| a)
        .unwrap_or_else(|| panic!("no {name} in {msg:?}"))
}

fn msg_arg<'a>(msg: &'a Msg, name: &str) -> &'a Msg {
    match arg(msg, name) {
        Arg::Msg(inner) => inner,
        other => panic!("{name} of {msg:?}: {other:?}"),
    }
}

#[test]
fn the_board_and_mygames_say_when_the_player_to_move_is_asleep_or_on_weekend() {
    let h = Harness::new(92);
    let berlin = zone_and_sleep("Europe/Berlin", Some("23:00-07:00"), true);
    h.ask(&alice(), settings(berlin.clone()));
    h.ask(&bob(), settings(berlin));
    set_time(&h, utc("2026-03-26T20:00:00Z"));
    let (first, _) = start_game(&h, PLACE, &alice(), &bob());
    // Thursday 21:00 CET: awake, the clock runs.
    let board = h.ask(&carol(), Command::Board);
    line(&board.lines, "clock-note");
    assert!(!board.lines.iter().any(|m| m.id.starts_with("clock-paused")));
    // Friday 23:30 CET: asleep; the weekend and the Sunday night follow, so the clock
    // runs again on Monday 30 March at 07:00 CEST (05:00 UTC).
    let monday_morning = utc("2026-03-30T05:00:00Z");
    let friday_night = utc("2026-03-27T22:30:00Z");
    set_time(&h, friday_night);
    let board = h.ask(&carol(), Command::Board);
    let asleep = line(&board.lines, "clock-paused-asleep");
    assert_eq!(text_arg(asleep, "player"), first.name);
    assert_eq!(
        *arg(asleep, "resumes"),
        Arg::Duration(monday_morning - friday_night)
    );
    // Saturday noon: on weekend, on the board and in the player's `mygames`.
    let saturday = utc("2026-03-28T11:00:00Z");
    set_time(&h, saturday);
    let board = h.ask(&carol(), Command::Board);
    line(&board.lines, "clock-paused-weekend");
    let mine = h.ask(&first, Command::MyGames);
    let game = line(&mine.lines, "clock-my-games-line");
    let time = msg_arg(game, "time");
    assert_eq!(time.id, "clock-time-with-pause");
    let pause = msg_arg(time, "pause");
    assert_eq!(pause.id, "clock-paused-short-weekend");
    assert_eq!(
        *arg(pause, "resumes"),
        Arg::Duration(monday_morning - saturday)
    );
}

#[test]
fn a_suspended_server_keeps_the_time_left_at_its_removal_across_weekends_and_vacation() {
    let h = Harness::new(92);
    tokyo_and_new_york(&h);
    // Both in Tokyo (+09, no daylight saving time), the server's games off on weekends.
    h.ask(&bob(), settings(zone_and_sleep("Asia/Tokyo", None, false)));
    let r = h.ask_as_admin(
        &carol(),
        Command::ServerSettings {
            auto_timeout: None,
            language: None,
            weekends_off: Some(true),
            web: None,
        },
    );
    line(&r.lines, "settings-server-weekends-off");
    set_time(&h, utc(WEDNESDAY_EVENING));
    let (first, _) = start_game(&h, PLACE, &alice(), &bob());
    // Before the removal: two days from Wed 20:00 UTC, 43 h to Tokyo's Saturday
    // (Fri 15:00 UTC), the last 5 h from Monday 00:00 Tokyo (Sun 15:00 UTC).
    assert_eq!(clock_row(&h).2, utc("2026-06-07T20:00:00Z"));
    // Thursday 4 June 20:00 UTC: the bot is removed; the first player has used 24 h
    // (all of Thursday's hours are weekday hours in Tokyo) and has 24 h left.
    let guild = PLACE.guild.unwrap();
    set_time(&h, utc("2026-06-04T20:00:00Z"));
    assert!(h.service.guild_removed(guild).unwrap());
    // An hour later the first player books a day of vacation (Thu 21:00 - Fri 21:00
    // UTC), wholly inside the suspension: it gives nothing more.
    set_time(&h, utc("2026-06-04T21:00:00Z"));
    let r = h.ask(&first, Command::Vacation { days: 1 });
    assert!(r.refusal.is_none(), "{}", r.text());
    // Back on Sunday 7 June 20:00 UTC (Monday 05:00 in Tokyo, a weekday): the 24 h
    // left run from now, to Monday 8 June 20:00 UTC. Shifting the old flag time by the
    // three days away would count the weekend, inside the suspension, a second time.
    set_time(&h, utc("2026-06-07T20:00:00Z"));
    assert_eq!(h.service.guild_available(guild).unwrap(), Some(1));
    let (bank_first, _, flag) = clock_row(&h);
    assert_eq!(bank_first, DAY, "the time left at the removal");
    assert_eq!(flag, utc("2026-06-08T20:00:00Z"));
    // The first player moves on Monday at 19:00 UTC: 23 h used since the return,
    // 1 h left plus a day.
    set_time(&h, utc("2026-06-08T19:00:00Z"));
    play(&h, PLACE, &first);
    assert_eq!(clock_row(&h).0, DAY + HOUR);
}

#[test]
fn berlin_clocks_across_the_autumn_change_with_sleep_and_weekends() {
    let h = Harness::new(93);
    // Berlin goes from 03:00 CEST back to 02:00 CET on Sunday 25 October 2026: that
    // weekend lasts 49 hours.
    let berlin = zone_and_sleep("Europe/Berlin", Some("23:00-07:00"), true);
    h.ask(&alice(), settings(berlin.clone()));
    h.ask(&bob(), settings(berlin));
    // Thursday 22 October, 20:00 UTC (22:00 CEST).
    set_time(&h, utc("2026-10-22T20:00:00Z"));
    let (first, second) = start_game(&h, PLACE, &alice(), &bob());
    // Thu 22:00-23:00 CEST (1 h), Fri 07:00-23:00 CEST (16 h); the weekend from Sat
    // 00:00 CEST (Fri 22:00 UTC) to Mon 00:00 CET (Sun 23:00 UTC), then asleep to Mon
    // 07:00 CET (06:00 UTC); Mon 07:00-23:00 CET (16 h): 33 h; the last 15 h from
    // Tuesday 07:00 CET: 22:00 CET, 21:00 UTC. (With the summer offset kept, an hour
    // earlier.)
    assert_eq!(clock_row(&h).2, utc("2026-10-27T21:00:00Z"));
    // The first player moves on Monday 26 October at 09:00 CET (08:00 UTC): 1 + 16 + 2
    // h used; 48 - 19 + 24 = 53 h, capped at 48 h.
    set_time(&h, utc("2026-10-26T08:00:00Z"));
    play(&h, PLACE, &first);
    assert_eq!(clock_row(&h).0, 2 * DAY);
    // The second player from Monday 09:00 CET: Mon 14 h, Tue and Wed 16 h each (46 h),
    // the last 2 h from Thursday 29 October 07:00 CET: 09:00 CET, 08:00 UTC.
    assert_eq!(clock_row(&h).2, utc("2026-10-29T08:00:00Z"));
    set_time(&h, utc("2026-10-29T08:00:00Z") - MINUTE);
    play(&h, PLACE, &second);
    assert_eq!(clock_row(&h).1, DAY + MINUTE);
}

#[test]
fn santiago_and_sydney_both_go_back_an_hour_on_the_same_night() {
    let h = Harness::new(94);
    // On Sunday 5 April 2026 Sydney goes from +11 to +10 (at 16:00 UTC on the 4th) and
    // Santiago from -03 to -04 (at 03:00 UTC on the 5th): 14 hours apart before and
    // after. Alice sleeps 23:00-06:00 in Santiago, bob 22:00-06:00 in Sydney; no
    // weekends off.
    h.ask(
        &alice(),
        settings(zone_and_sleep(
            "America/Santiago",
            Some("23:00-06:00"),
            false,
        )),
    );
    h.ask(
        &bob(),
        settings(zone_and_sleep(
            "Australia/Sydney",
            Some("22:00-06:00"),
            false,
        )),
    );
    // Saturday 4 April, 20:00 UTC: 17:00 in Santiago. Alice's turn starts now (bob
    // moves at once if he sits first).
    set_time(&h, utc("2026-04-04T20:00:00Z"));
    let (first, _) = start_game(&h, PLACE, &alice(), &bob());
    if first == bob() {
        play(&h, PLACE, &bob());
    }
    // Alice: Sat 17:00-23:00 -03 (6 h); asleep from 23:00 -03 (02:00 UTC), through the
    // doubled hour, to 06:00 -04 (10:00 UTC): 8 hours; Sun 06:00-23:00 (17 h), Mon
    // (17 h): 40 h; the last 8 h on Tuesday to 14:00 -04, 18:00 UTC.
    assert_eq!(clock_row(&h).2, utc("2026-04-07T18:00:00Z"));
    // She moves on Monday at 12:00 -04 (16:00 UTC): 6 + 17 + 6 = 29 h used.
    set_time(&h, utc("2026-04-06T16:00:00Z"));
    play(&h, PLACE, &alice());
    let (bank_first, bank_second, flag) = clock_row(&h);
    let alice_bank = if first == alice() {
        bank_first
    } else {
        bank_second
    };
    assert_eq!(alice_bank, 48 * HOUR - 29 * HOUR + DAY);
    // Bob's turn from Tuesday 02:00 in Sydney (+10), asleep to 06:00; 16 h a day: Tue,
    // Wed and Thu until 22:00 (+10), 12:00 UTC.
    assert_eq!(flag, utc("2026-04-09T12:00:00Z"));
}

#[test]
fn weekends_off_across_the_29th_of_february() {
    let h = Harness::new(95);
    for player in [alice(), bob()] {
        h.ask(&player, settings(zone_and_sleep("Asia/Tokyo", None, true)));
    }
    // Friday 25 February 2028, 12:00 UTC (21:00 in Tokyo): 3 h to Tokyo's Saturday
    // (15:00 UTC); the weekend to Monday 28 February 00:00 (Sun 27th, 15:00 UTC); the
    // last 45 h to Tuesday 29 February, 12:00 UTC (21:00 in Tokyo).
    set_time(&h, utc("2028-02-25T12:00:00Z"));
    let (first, _) = start_game(&h, PLACE, &alice(), &bob());
    assert_eq!(clock_row(&h).2, utc("2028-02-29T12:00:00Z"));
    // A move that day at 11:00 UTC (20:00 in Tokyo): 3 + 44 h used, 1 h left plus a day.
    set_time(&h, utc("2028-02-29T11:00:00Z"));
    play(&h, PLACE, &first);
    assert_eq!(clock_row(&h).0, HOUR + DAY);
}
