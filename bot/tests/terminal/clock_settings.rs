//! The clock settings through `lyngk play`, in every locale: a time zone, sleeping
//! hours, weekends off and automatic vacation are stored; a wrong zone changes nothing.

use crate::common::said::{refusals, text, Said};
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::{ClockSettingRefusal, GameService, Options, Refusal};
use lyngk_bot::terminal::{user_id, Terminal};

fn run(terminal: &mut Terminal, line: &str) -> String {
    let mut out = Vec::new();
    terminal.run_line(line, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn stored(db: &std::path::Path) -> Option<(String, i64, i64, bool, bool)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row(
        "SELECT time_zone, sleep_start, sleep_end, weekends_off, auto_vacation \
         FROM user_settings WHERE user_id = ?1",
        [user_id("alice") as i64],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
    )
    .ok()
}

#[test]
fn clock_settings_in_every_locale() {
    for locale in Locale::ALL {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("lyngk.db");
        let service = GameService::open_with(&db, Options::default()).unwrap();
        let mut terminal = Terminal::new(service, &dir.path().join("images"))
            .unwrap()
            .with_locale(locale);
        let refused = run(&mut terminal, "alice: settings timezone:Mars/Olympus");
        assert_eq!(stored(&db), None, "{locale:?}: {refused}");
        let unknown = ClockSettingRefusal::UnknownZone("Mars/Olympus".into());
        assert_eq!(
            refusals(terminal.last_replies()),
            [&Refusal::ClockSetting(unknown)],
            "{locale:?}: {refused}"
        );
        let shown = run(
            &mut terminal,
            "alice: settings timezone:Australia/Sydney sleep:22:30-06:30 weekends:true auto_vacation:true",
        );
        assert_eq!(
            stored(&db),
            Some((
                "Australia/Sydney".into(),
                22 * 60 + 30,
                6 * 60 + 30,
                true,
                true
            )),
            "{locale:?}: {shown}"
        );
        terminal.said_with("settings-time-zone", &[("zone", text("Australia/Sydney"))]);
        terminal.said_with("settings-sleep", &[("window", text("22:30-06:30"))]);
        terminal.said("settings-weekends-off");
        terminal.said("settings-auto-vacation-on");
        // Every locale has the settings' messages: none is printed as its id.
        assert!(
            !shown.contains("settings-"),
            "{locale:?}: a raw id in {shown}"
        );
    }
}

/// The player who typed the line reads the bot's dates in their own zone, named; a
/// player with no zone reads them in UTC.
#[test]
fn a_players_dates_are_shown_in_their_zone() {
    use crate::common::TestTime;
    use std::sync::atomic::AtomicI64;
    use std::sync::Arc;
    // 2026-11-23 21:46 UTC; two days later it is 26 November, 06:46 in Tokyo.
    let now = 1_795_470_360;
    for locale in Locale::ALL {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("lyngk.db");
        let options = Options {
            time: Arc::new(TestTime(AtomicI64::new(now))),
            ..Options::default()
        };
        let service = GameService::open_with(&db, options).unwrap();
        let mut terminal = Terminal::new(service, &dir.path().join("images"))
            .unwrap()
            .with_locale(locale);
        let in_utc = run(&mut terminal, "bob: vacation days:2");
        // What this test is about: how the terminal prints a date, in whose zone.
        assert!(in_utc.contains(" UTC"), "{locale:?}: {in_utc}");
        run(&mut terminal, "alice: settings timezone:Asia/Tokyo");
        let in_tokyo = run(&mut terminal, "alice: vacation days:2");
        assert!(
            in_tokyo.contains("Asia/Tokyo") && !in_tokyo.contains(" UTC"),
            "{locale:?}: {in_tokyo}"
        );
        if locale == Locale::En {
            assert!(
                in_utc.contains("Nov 25, 2026, 9:46\u{202f}PM UTC"),
                "{in_utc}"
            );
            assert!(
                in_tokyo.contains("Nov 26, 2026, 6:46\u{202f}AM Asia/Tokyo"),
                "{in_tokyo}"
            );
        }
    }
}

/// The clock of the game in the database: (flag time, when the turn started).
fn clock_of(db: &std::path::Path) -> (i64, i64) {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row("SELECT flag_at, turn_started_at FROM clocks", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
}

fn utc(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text)
        .unwrap()
        .timestamp()
}

/// An organiser tries the clock settings on a day of their choosing: `lyngk play --now`
/// before Berlin's spring change, then a session a few days later.
#[test]
fn play_now_lets_an_organiser_try_the_clock_settings_across_a_change_of_time() {
    use crate::terminal::background_job::play;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    // Thursday 26 March 2026, 21:00 in Berlin (CET).
    let out = play(
        &db,
        &["--now", "2026-03-26T20:00:00Z"],
        "alice: settings timezone:Europe/Berlin sleep:23:00-07:00 weekends:true\n\
         bob: settings timezone:Europe/Berlin sleep:23:00-07:00 weekends:true\n\
         alice: challenge bob days_per_move:1\n\
         bob: accept\n",
    );
    // `--now` sets where the session's clock starts; it runs on from there, so the game
    // begins a few seconds later. As in the service's Berlin test, from Thu 21:00 CET:
    // Thu 21:00-23:00 (2 h), Fri 07:00-23:00 (16 h), the weekend (Berlin's clocks go
    // forward on Sunday), Mon 07:00-23:00 CEST (16 h): 34 h by Monday night; the last
    // 14 h from Tuesday 31 March 07:00 CEST (05:00 UTC). Every second the game began
    // late (a weekday evening) moves that on by a second.
    let (flag, started) = clock_of(&db);
    let late = started - utc("2026-03-26T20:00:00Z");
    assert!((0..60).contains(&late), "began {late} s after --now: {out}");
    assert_eq!(
        flag - late,
        utc("2026-03-31T05:00:00Z") + 14 * 3600,
        "{out}"
    );
    // A later session on Monday 30 March, 09:00 CEST reads the clock in the players'
    // zone: no raw message id, and the game's flag time unchanged.
    let out = play(&db, &["--now", "2026-03-30T07:00:00Z"], "alice: board\n");
    // The binary's output is text by nature: every clock message is in the catalog.
    assert!(!out.contains("clock-"), "a raw id in {out}");
    assert_eq!(clock_of(&db).0, flag);
}

/// Each clock setting of a game, an event and a server through `lyngk play`, answered
/// in every locale with no raw message id, and stored.
#[test]
fn game_event_and_server_clock_rules_in_every_locale() {
    for locale in Locale::ALL {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("lyngk.db");
        let service = GameService::open_with(&db, Options::default()).unwrap();
        let mut terminal = Terminal::new(service, &dir.path().join("images"))
            .unwrap()
            .with_locale(locale);
        let lines = [
            "alice: /lyngk-admin server-settings weekends:true",
            "alice: /lyngk-admin event create name:Cup rounds:1",
            "alice: /lyngk-admin event settings name:Cup vacation:false weekends:false",
            "alice: challenge bob days_per_move:1 weekends:true",
        ];
        for line in lines {
            let out = run(&mut terminal, line);
            for raw in ["settings-", "event-clock-", "challenge-"] {
                assert!(!out.contains(raw), "{locale:?}: a raw id in {out}");
            }
        }
        let conn = rusqlite::Connection::open(&db).unwrap();
        let read = |sql: &str| conn.query_row(sql, [], |r| r.get::<_, bool>(0)).unwrap();
        assert!(
            read("SELECT weekends_off FROM guild_settings"),
            "{locale:?}"
        );
        assert!(!read("SELECT vacation_allowed FROM events"), "{locale:?}");
        assert!(!read("SELECT weekends_off FROM events"), "{locale:?}");
        assert!(read("SELECT weekends_off FROM games"), "{locale:?}");
    }
}
