//! What every event format shares through one interface: the format typed as a
//! choice (by its key or its name in any language, never guessed), each format
//! refusing in its own words every option of `event create` it does not take, and
//! entries into a running Swiss (not into its last round, not back after withdrawing).

use crate::common::events::{
    create_event, join_event, open_threads, option_not_taken, start_event,
};
use crate::common::*;
use lyngk_bot::command_spec::{choice_id, event::FORMATS};
use lyngk_bot::correspondence::divisions::DivisionPlay;
use lyngk_bot::correspondence::event::{EventFormat, EventOption, EventRefusal, SettingsError};
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::correspondence::round_robin::{Pace, RoundRobinRefusal};
use lyngk_bot::i18n::{lookup, Locale};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Place, Reply};
use lyngk_bot::service::Refusal;
use lyngk_bot::terminal::{parse, Input};

const EVENT: &str = "Spring";

/// The message that announces a new event of `format`.
fn created_id(format: EventFormat) -> &'static str {
    match format {
        EventFormat::Swiss => "event-created",
        EventFormat::Knockout => "event-created-knockout",
        EventFormat::Ladder => "ladder-created",
        EventFormat::RoundRobin => "event-created-round-robin",
        EventFormat::Divisions => "divisions-created",
    }
}

/// The command a terminal line stands for.
fn typed(line: &str) -> Command {
    match parse(line) {
        Ok(Input::Line { line, .. }) => line.command,
        other => panic!("{line}: {other:?}"),
    }
}

fn stored_events(h: &Harness) -> i64 {
    h.db()
        .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
        .unwrap()
}

/// A format typed by its name in any of the bot's languages makes that format, as
/// Discord's choice would; a mistyped one is refused before anything is asked.
#[test]
fn a_format_typed_in_any_language_makes_that_format_and_a_mistyped_one_nothing() {
    let h = Harness::new(1);
    let mut made = 0;
    for choice in FORMATS {
        let format = EventFormat::parse(choice.key).unwrap();
        for locale in Locale::ALL {
            let name = lookup(locale, &choice_id(choice.name), None).unwrap();
            made += 1;
            let line = format!("event create \"{EVENT} {made}\" format:\"{name}\"");
            let command = typed(&line);
            let Command::EventCreate { options, .. } = &command else {
                panic!("{line}: {command:?}");
            };
            assert_eq!(options.format, Some(format), "{line}");
            let r = h.ask_admin(PLACE, &alice(), command);
            assert!(!r.ephemeral, "{line}: {}", r.text());
            assert_eq!(r.lines[0].id, created_id(format), "{line}");
        }
    }
    for mistyped in ["ladderr", "échelles", "Round-Robbin", "swis", "knock out"] {
        let line = format!("event create Mistyped format:\"{mistyped}\"");
        match parse(&line) {
            Err(lyngk_bot::terminal::LineError::NotAChoice {
                option: "format",
                given,
                choices,
            }) => assert_eq!((given.as_str(), choices), (mistyped, FORMATS)),
            other => panic!("{line}: {other:?}"),
        }
    }
    assert_eq!(stored_events(&h), made);
}

/// One option at a time, with a value its owner takes.
fn with_option(format: EventFormat, option: EventOption) -> EventOptions {
    let mut options = EventOptions {
        format: Some(format),
        ..EventOptions::default()
    };
    match option {
        EventOption::Rounds => options.rounds = Some(3),
        EventOption::RoundDays => options.round_days = Some(14),
        EventOption::LateEntry => options.late_entry = Some(true),
        EventOption::Forfeits => options.forfeit_on_withdrawal = Some(false),
        EventOption::BestOf => options.best_of = Some(1),
        EventOption::Reach => options.reach = Some(2),
        EventOption::InactiveDays => options.inactive_days = Some(10),
        EventOption::DivisionSize => options.division_size = Some(6),
        EventOption::Movers => options.movers = Some(1),
        EventOption::PauseDays => options.pause_days = Some(3),
        EventOption::Legs => options.legs = Some(RoundRobin::Double),
        EventOption::DivisionFormat => options.division_format = Some(DivisionPlay::RoundRobin),
        EventOption::Pace => options.pace = Some(Pace::RoundByRound),
    }
    options
}

const ALL_OPTIONS: [EventOption; 13] = [
    EventOption::Rounds,
    EventOption::RoundDays,
    EventOption::LateEntry,
    EventOption::Forfeits,
    EventOption::BestOf,
    EventOption::Reach,
    EventOption::InactiveDays,
    EventOption::DivisionSize,
    EventOption::Movers,
    EventOption::PauseDays,
    EventOption::Legs,
    EventOption::DivisionFormat,
    EventOption::Pace,
];

/// The options each format takes, beyond those every format takes.
fn takes(format: EventFormat) -> &'static [EventOption] {
    use EventOption::*;
    match format {
        EventFormat::Swiss => &[Rounds, RoundDays, LateEntry, Forfeits, BestOf],
        EventFormat::Knockout => &[RoundDays, BestOf],
        EventFormat::Ladder => &[Reach, InactiveDays],
        EventFormat::RoundRobin => &[Rounds, RoundDays, Forfeits, BestOf, Legs, Pace],
        EventFormat::Divisions => &[
            Rounds,
            RoundDays,
            Forfeits,
            BestOf,
            DivisionSize,
            Movers,
            PauseDays,
            Legs,
            DivisionFormat,
        ],
    }
}

/// Refused in the format's own words: its message naming the option, or the reason
/// it has for that option (a knockout's rounds follow from its players).
fn assert_refused_by_the_format(reply: &Reply, format: EventFormat, option: EventOption) {
    let refusal = reply.refusal.as_ref().expect("a refusal");
    match (format, option, refusal) {
        (EventFormat::Knockout, EventOption::Rounds, _) => assert_eq!(
            refusal,
            &Refusal::Event(EventRefusal::Settings(SettingsError::RoundsInKnockout))
        ),
        (EventFormat::Knockout, EventOption::LateEntry, _) => assert_eq!(
            refusal,
            &Refusal::Event(EventRefusal::Settings(SettingsError::LateEntryInKnockout))
        ),
        (EventFormat::RoundRobin, EventOption::LateEntry, _) => {
            assert_eq!(refusal, &Refusal::RoundRobin(RoundRobinRefusal::LateEntry))
        }
        _ => assert_eq!(option_not_taken(reply), (format, option)),
    }
}

/// A ladder refuses `rounds`, `late_entry` and `round_days` as a ladder, not with a
/// knockout's words and not silently; so does every format with every option it does
/// not take, and nothing is stored.
#[test]
fn every_format_refuses_each_option_it_does_not_take_in_its_own_words() {
    let h = Harness::new(1);
    for format in EventFormat::ALL {
        for option in ALL_OPTIONS {
            let name = format!("{} {}", format.as_str(), option.name());
            let r = create_event(&h, &name, with_option(format, option));
            let said = format!("{format:?} {option:?}: {}", r.text());
            if takes(format).contains(&option) {
                assert!(
                    !matches!(
                        r.refusal,
                        Some(Refusal::Event(EventRefusal::OptionNotTaken { .. }))
                    ),
                    "{said}"
                );
                continue;
            }
            assert!(r.ephemeral, "{said}");
            assert_refused_by_the_format(&r, format, option);
            let stored: i64 = h
                .db()
                .query_row(
                    "SELECT COUNT(*) FROM events WHERE name = ?1",
                    [&name],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(stored, 0, "{said}");
        }
    }
    // The ladder's own words in every language, naming the option as Discord shows it.
    let r = create_event(
        &h,
        "Ladder",
        with_option(EventFormat::Ladder, EventOption::RoundDays),
    );
    for locale in Locale::ALL {
        let text = r.lines[0].format(locale, lyngk_bot::i18n::Style::Discord);
        let option = lookup(locale, "cmd-lyngk-admin-event-create", Some("round_days")).unwrap();
        assert!(text.contains(&option), "{locale:?}: {text}");
    }
}

fn player(index: usize) -> Actor {
    Actor {
        id: 8001 + index as u64,
        name: format!("f{}", index + 1),
    }
}

/// A Swiss of `rounds` rounds and `players` players, started; its threads open.
fn started_swiss(h: &Harness, players: usize, rounds: u32) -> Vec<Place> {
    let options = EventOptions {
        rounds: Some(rounds),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    assert!(!create_event(h, EVENT, options).ephemeral);
    for index in 0..players {
        let r = join_event(h, &player(index), EVENT);
        assert!(!r.ephemeral, "{}", r.text());
    }
    let r = start_event(h, EVENT);
    assert!(!r.ephemeral, "{}", r.text());
    open_threads(h, &r.threads, 90_000)
}

/// A Swiss takes late entries while a round is to come: none in its last round, where
/// the promised "next round" never comes.
#[test]
fn a_swiss_takes_no_late_entry_into_its_last_round() {
    let h = Harness::new(1);
    let places = started_swiss(&h, 4, 2);
    let early = join_event(&h, &player(4), EVENT);
    assert!(!early.ephemeral, "{}", early.text());
    assert_eq!(early.lines[0].id, "event-joined-late");
    let mut threads = Vec::new();
    for place in places {
        let seats = seat_ids_of(&h, place);
        let r = h.ask_in(place, &seats[0], Command::Resign { confirmed: true }, None);
        threads.extend(r.threads);
    }
    assert!(!threads.is_empty(), "round 2, the last, is paired");
    let late = join_event(&h, &player(5), EVENT);
    assert_eq!(
        late.refusal,
        Some(Refusal::Event(EventRefusal::LastRound(EVENT.into())))
    );
    assert_eq!(late.lines[0].id, "refusal-event-last-round");
    let entered: i64 = h
        .db()
        .query_row(
            "SELECT COUNT(*) FROM event_players WHERE user_id = ?1",
            [player(5).id as i64],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(entered, 0, "nothing was stored");
}

/// The players of the game in `place`, as actors.
fn seat_ids_of(h: &Harness, place: Place) -> [Actor; 2] {
    crate::common::events::seat_ids(h, place).map(|id| player((id - 8001) as usize))
}

/// A player who withdrew from a running Swiss is told so when they try to join again,
/// not that they have joined already.
#[test]
fn a_withdrawn_player_who_rejoins_is_told_they_withdrew() {
    let h = Harness::new(1);
    started_swiss(&h, 4, 3);
    let quitter = player(0);
    let left = h.ask(&quitter, Command::EventLeave { name: EVENT.into() });
    assert!(!left.ephemeral, "{}", left.text());
    let again = join_event(&h, &quitter, EVENT);
    assert_eq!(
        again.refusal,
        Some(Refusal::Event(EventRefusal::Withdrawn {
            name: EVENT.into(),
            player: quitter.name.clone(),
        }))
    );
    assert_eq!(again.lines[0].id, "refusal-event-withdrawn");
}
