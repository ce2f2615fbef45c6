//! An event's clock rules (vacation forbidden, weekends off) in the games of every
//! format, the next seasons of a divisions event included, and a rematch keeping the
//! weekends its game chose. Clocks are compared with hand-computed flag times.

use crate::common::events::{create_event, join_event, open_threads, seat_ids, start_event};
use crate::common::*;
use lyngk_bot::correspondence::event::EventFormat;
use lyngk_bot::service::api::{Actor, ClockOptions, Command, EventOptions, Place};
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const EVENT: &str = "rules";
const THREADS: u64 = 70_000;

fn utc(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text)
        .unwrap()
        .timestamp()
}

fn set_time(h: &Harness, at: i64) {
    h.time.0.store(at, Ordering::SeqCst);
}

fn player(index: usize) -> Actor {
    Actor {
        id: 7001 + index as u64,
        name: format!("t{}", index + 1),
    }
}

/// Every player of these tests lives in Tokyo (+09, no daylight saving time), with no
/// sleeping hours and no weekends off of their own.
fn in_tokyo(h: &Harness, who: &Actor) {
    let clock = ClockOptions {
        time_zone: Some("Asia/Tokyo".into()),
        sleep: None,
        weekends_off: Some(false),
        auto_vacation: None,
    };
    let r = h.ask(
        who,
        Command::Settings {
            digest_hour: None,
            reminders: None,
            clock,
        },
    );
    assert!(r.refusal.is_none(), "{}", r.text());
}

/// Books a day of vacation from now.
fn one_day_off(h: &Harness, who: &Actor) {
    let r = h.ask(who, Command::Vacation { days: 1 });
    assert!(r.refusal.is_none(), "{}", r.text());
}

/// The flag time of every game in play, by game.
fn flags(h: &Harness) -> Vec<i64> {
    h.db()
        .prepare(
            "SELECT flag_at FROM clocks JOIN games ON games.id = clocks.game \
             WHERE games.status = 'active' ORDER BY game",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// Forbids vacation and stops clocks on weekends in the event.
fn strict_rules(h: &Harness) {
    let r = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventSettings {
            name: EVENT.into(),
            vacation_allowed: Some(false),
            weekends_off: Some(true),
        },
    );
    assert!(r.refusal.is_none(), "{}", r.text());
}

// Games start on Wednesday 3 June 2026 at 20:00 UTC (Thursday 05:00 in Tokyo) with a
// bank of two days (one day per move), every player on a day of vacation from then.
//
// Under the event's rules (no vacation, weekends off): the bank runs from Wed 20:00 UTC
// to Tokyo's Saturday 00:00 (Fri 15:00 UTC): 43 h; stopped until Monday 00:00 Tokyo
// (Sun 15:00 UTC); the last 5 h run out on Sunday 7 June at 20:00 UTC.
// Had the vacation counted, the bank would start a day later (Thu 20:00 UTC): 19 h to
// the weekend, 29 h after it: Monday 8 June 20:00 UTC. Had the weekend not stopped
// the clock: Friday 5 June 20:00 UTC.
const START: &str = "2026-06-03T20:00:00Z";
const FLAG_UNDER_THE_RULES: &str = "2026-06-07T20:00:00Z";

/// An event of `options` with `players` players in Tokyo under the strict rules,
/// started at [`START`] with every player on vacation: its games' places.
fn started_under_strict_rules(h: &Harness, options: EventOptions, players: usize) -> Vec<Place> {
    let ladder = options.format == Some(EventFormat::Ladder);
    let options = EventOptions {
        days_per_move: Some(1),
        ..options
    };
    let r = create_event(h, EVENT, options);
    assert!(r.refusal.is_none(), "{}", r.text());
    strict_rules(h);
    for index in 0..players {
        in_tokyo(h, &player(index));
        let r = join_event(h, &player(index), EVENT);
        assert!(r.refusal.is_none(), "{}", r.text());
    }
    set_time(h, utc(START));
    for index in 0..players {
        one_day_off(h, &player(index));
    }
    if ladder {
        // A ladder is open from its creation; its games come from challenges.
        return Vec::new();
    }
    let r = start_event(h, EVENT);
    assert!(r.refusal.is_none(), "{}", r.text());
    open_threads(h, &r.threads, THREADS)
}

fn assert_all_flags(h: &Harness, games: usize, at: i64, case: &str) {
    let flags = flags(h);
    assert_eq!(flags.len(), games, "{case}: {flags:?}");
    assert!(
        flags.iter().all(|&flag| flag == at),
        "{case}: {flags:?}, expected every clock to run out at {at}"
    );
}

#[test]
fn swiss_round_robin_and_knockout_games_follow_their_events_clock_rules() {
    let formats = [
        (None, 4),
        (Some(EventFormat::RoundRobin), 4),
        (Some(EventFormat::Knockout), 4),
    ];
    for (seed, (format, players)) in formats.into_iter().enumerate() {
        let h = Harness::new(300 + seed as u64);
        let options = EventOptions {
            format,
            rounds: format.is_none().then_some(1),
            ..EventOptions::default()
        };
        let games = started_under_strict_rules(&h, options, players);
        assert_all_flags(
            &h,
            games.len(),
            utc(FLAG_UNDER_THE_RULES),
            &format!("{format:?}"),
        );
    }
}

#[test]
fn ladder_games_follow_their_events_clock_rules() {
    let h = Harness::new(310);
    let options = EventOptions {
        format: Some(EventFormat::Ladder),
        ..EventOptions::default()
    };
    started_under_strict_rules(&h, options, 2);
    let r = h.ask(
        &player(1),
        Command::LadderChallenge {
            name: EVENT.into(),
            opponent: player(0),
        },
    );
    assert!(r.refusal.is_none(), "{}", r.text());
    let r = h.ask(&player(0), Command::LadderAccept { name: EVENT.into() });
    assert!(r.refusal.is_none(), "{}", r.text());
    assert_all_flags(&h, 1, utc(FLAG_UNDER_THE_RULES), "ladder");
    // Vacations booked during the game (which reschedule its clock) do not count
    // either: another day from Thursday 20:00 UTC, when the first ended.
    set_time(&h, utc(START) + 86_400);
    for index in 0..2 {
        one_day_off(&h, &player(index));
    }
    assert_all_flags(&h, 1, utc(FLAG_UNDER_THE_RULES), "ladder, booked later");
}

fn divisions_of_two() -> EventOptions {
    EventOptions {
        format: Some(EventFormat::Divisions),
        division_size: Some(2),
        movers: Some(1),
        pause_days: Some(3),
        round_days: Some(7),
        ..EventOptions::default()
    }
}

#[test]
fn a_divisions_season_and_the_next_follow_the_events_clock_rules() {
    let h = Harness::new(320);
    let places = started_under_strict_rules(&h, divisions_of_two(), 4);
    assert_eq!(places.len(), 2, "two divisions of two");
    assert_all_flags(&h, 2, utc(FLAG_UNDER_THE_RULES), "first season");
    // Each game is resigned at once: the season ends on Wednesday 3 June 20:00 UTC and
    // the next opens after the three days' pause, on Saturday 6 June 20:00 UTC.
    let mut threads = Vec::new();
    for place in places {
        let [first, _] = seat_ids(&h, place);
        let first = player((first - 7001) as usize);
        let r = h.ask_in(place, &first, Command::Resign { confirmed: true }, None);
        assert!(r.refusal.is_none(), "{}", r.text());
        threads.extend(r.threads);
    }
    assert!(threads.is_empty(), "the next season waits for its pause");
    let opens = utc("2026-06-06T20:00:00Z");
    assert_eq!(h.service.next_wake().unwrap(), Some(opens));
    set_time(&h, opens);
    // Everyone books another day off as the season opens (Sat 20:00 - Sun 20:00 UTC).
    for index in 0..4 {
        one_day_off(&h, &player(index));
    }
    h.service.deliver_due(opens).unwrap();
    let threads = h.service.event_threads_waiting().unwrap();
    assert_eq!(threads.len(), 2, "the second season's two games");
    // Saturday 20:00 UTC is Sunday 05:00 in Tokyo: the weekend; the bank runs from
    // Monday 00:00 Tokyo (Sun 15:00 UTC) for 48 h, to Tuesday 9 June 15:00 UTC. With
    // the vacation counted it would start at Sun 20:00 UTC and end on Tue 20:00 UTC;
    // without the weekend stopping it, on Monday 8 June 20:00 UTC.
    assert_eq!(flags(&h), vec![utc("2026-06-09T15:00:00Z"); 2]);
}

/// A one-day-per-move game in `PLACE` between alice and bob, in Tokyo, with its own
/// weekends choice; the first mover plays at once. Returns (first, second).
fn friendly_game(h: &Harness, weekends_off: Option<bool>) -> (Actor, Actor) {
    let challenge = Command::Challenge {
        weekends_off,
        opponent: Some(bob()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: false,
    };
    let r = h.ask(&alice(), challenge);
    assert!(r.refusal.is_none(), "{}", r.text());
    let r = h.ask(&bob(), Command::Accept);
    assert!(r.refusal.is_none(), "{}", r.text());
    match r.ping == [alice().id] {
        true => (alice(), bob()),
        false => (bob(), alice()),
    }
}

#[test]
fn a_rematch_keeps_the_weekends_its_game_chose() {
    for weekends_off in [Some(true), Some(false)] {
        let h = Harness::new(330);
        in_tokyo(&h, &alice());
        in_tokyo(&h, &bob());
        set_time(&h, utc(START));
        let (first, _) = friendly_game(&h, weekends_off);
        let r = h.ask(&first, Command::Resign { confirmed: true });
        assert!(r.refusal.is_none(), "{}", r.text());
        let old = h.service.live_game(PLACE).unwrap();
        assert!(old.is_none(), "the first game is over");
        let game: i64 = h
            .db()
            .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
            .unwrap();
        let r = h.ask(&first, Command::Rematch { game });
        assert!(r.refusal.is_none(), "{}", r.text());
        let accepter = if first == alice() { bob() } else { alice() };
        let r = h.ask(&accepter, Command::Accept);
        assert!(r.refusal.is_none(), "{}", r.text());
        // The rematch starts at the same instant: its bank runs out on Sunday 20:00
        // UTC with weekends off (see FLAG_UNDER_THE_RULES, without vacations), else
        // on Friday 5 June 20:00 UTC.
        let expected = match weekends_off {
            Some(true) => utc(FLAG_UNDER_THE_RULES),
            _ => utc("2026-06-05T20:00:00Z"),
        };
        assert_eq!(flags(&h), vec![expected], "weekends off: {weekends_off:?}");
    }
}

/// The moment `name` of the message `id` among `lines`.
fn moment(lines: &[lyngk_bot::i18n::Msg], id: &str, name: &str) -> i64 {
    use lyngk_bot::i18n::{Arg, MomentStyle};
    let msg = lines
        .iter()
        .find(|m| m.id == id)
        .unwrap_or_else(|| panic!("no {id} in {lines:?}"));
    match msg.args.iter().find(|(n, _)| n == name) {
        Some((
            _,
            Arg::Moment {
                unix,
                style: MomentStyle::DateTime,
            },
        )) => *unix,
        other => panic!("{name} of {msg:?} is not a moment: {other:?}"),
    }
}

/// A round's deadline in the public post and a vacation's end in the private reply are
/// moments, not text: Discord shows them as its timestamp markup (each reader's
/// client writes them in their own zone), the terminal in the reader's zone.
#[test]
fn round_deadlines_and_vacations_are_moments_each_reader_sees_in_their_own_zone() {
    use lyngk_bot::i18n::{Locale, Style};
    let h = Harness::new(340);
    let options = EventOptions {
        rounds: Some(1),
        round_days: Some(7),
        days_per_move: Some(1),
        ..EventOptions::default()
    };
    assert!(create_event(&h, EVENT, options).refusal.is_none());
    for index in 0..2 {
        in_tokyo(&h, &player(index));
        assert!(join_event(&h, &player(index), EVENT).refusal.is_none());
    }
    set_time(&h, utc(START));
    let r = start_event(&h, EVENT);
    let deadline = moment(&r.lines, "event-round-opens", "deadline");
    assert_eq!(deadline, utc(START) + 7 * 86_400);
    let vacation = h.ask(&player(0), Command::Vacation { days: 1 });
    let until = moment(&vacation.lines, "clock-vacation-booked", "until");
    assert_eq!(until, utc(START) + 86_400);
    for (lines, unix) in [(&r.lines, deadline), (&vacation.lines, until)] {
        for locale in Locale::ALL {
            let discord = lyngk_bot::i18n::format_lines(lines, locale, Style::Discord);
            assert!(discord.contains(&format!("<t:{unix}:f>")), "{discord}");
            // The terminal writes them in the reader's zone, the one the service holds.
            let zone = h.service.time_zone_of(player(0).id).unwrap().unwrap();
            let in_tokyo = lyngk_bot::i18n::format_lines(lines, locale, Style::PlainIn(zone));
            assert!(!in_tokyo.contains("<t:"), "{in_tokyo}");
            assert!(in_tokyo.contains("Asia/Tokyo"), "{locale:?}: {in_tokyo}");
            if locale == Locale::En {
                // Wednesday 10 June 20:00 UTC is Thursday the 11th, 05:00 in Tokyo;
                // Thursday 4 June 20:00 UTC is Friday the 5th.
                let local = match unix == deadline {
                    true => "Jun 11, 2026, 5:00\u{202f}AM Asia/Tokyo",
                    false => "Jun 5, 2026, 5:00\u{202f}AM Asia/Tokyo",
                };
                assert!(in_tokyo.contains(local), "{in_tokyo}");
            }
        }
    }
}
