//! The clock settings through `lyngk play`, in every locale: a time zone, sleeping
//! hours, weekends off and automatic vacation are stored; a wrong zone changes nothing.

use lyngk_bot::i18n::Locale;
use lyngk_bot::service::{GameService, Options};
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
        assert!(refused.contains("Mars/Olympus"), "{locale:?}: {refused}");
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
        assert!(shown.contains("Australia/Sydney") && shown.contains("22:30-06:30"));
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
