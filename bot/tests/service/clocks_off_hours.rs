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
