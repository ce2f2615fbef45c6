//! Lines `lyngk play` must refuse rather than guess: an option typed twice, a number
//! outside its declared bounds, a channel that is no Discord id, a bare `/lyngk`.

use lyngk_bot::i18n::{Locale, Style};
use lyngk_bot::terminal::{parse, LineError};

fn refused(line: &str) -> LineError {
    parse(line).expect_err(line)
}

#[test]
fn an_option_typed_twice_is_refused_naming_it() {
    let cases = [
        (
            "alice: /lyngk event create name:Cup rounds:3 rounds:7",
            "rounds",
        ),
        (
            "event create name:Cup format:ladder FORMAT:knockout",
            "format",
        ),
        // Two names of one option.
        ("challenge bob days:3 days_per_move:5", "days_per_move"),
    ];
    for (line, option) in cases {
        assert_eq!(refused(line), LineError::Repeated(option.into()), "{line}");
    }
}

/// Every integer option is held to the declaration's bounds, as Discord's client holds
/// it: the refusal says the real range.
#[test]
fn a_number_outside_the_declared_bounds_is_refused_with_the_range() {
    let out = |option, given: &str, min, max| LineError::OutOfRange {
        option,
        given: given.into(),
        min,
        max,
    };
    assert_eq!(refused("challenge level:1000"), out("level", "1000", 1, 5));
    assert_eq!(refused("challenge level:0"), out("level", "0", 1, 5));
    assert_eq!(
        refused("event create name:Cup max_rating:10000"),
        out("max_rating", "10000", 0, 9999)
    );
    assert_eq!(
        refused("event create name:Cup rounds:31"),
        out("rounds", "31", 1, 30)
    );
    assert!(parse("event create name:Cup max_rating:9999 rounds:30").is_ok());
}

#[test]
fn a_channel_that_is_no_discord_id_is_refused() {
    for line in [
        "#-5 alice: /lyngk board",
        "#9223372036854775808 alice: board",
        "#18446744073709551615 alice: board",
        "channel -5",
        "channel 9223372036854775808",
    ] {
        assert!(matches!(refused(line), LineError::Channel(_)), "{line}");
    }
    assert!(parse("#9223372036854775807 alice: board").is_ok());
    assert_eq!(
        parse("# a comment").unwrap(),
        lyngk_bot::terminal::Input::Nothing
    );
}

#[test]
fn a_bare_lyngk_is_answered_with_what_to_type() {
    assert_eq!(refused("/lyngk"), LineError::Bare("/lyngk".into()));
    assert_eq!(refused("alice: /lyngk"), LineError::Bare("/lyngk".into()));
    assert_eq!(
        refused("/lyngk-admin"),
        LineError::Bare("/lyngk-admin".into())
    );
}

/// The new refusals speak every language (no message id shows through).
#[test]
fn the_new_refusals_are_worded_in_every_locale() {
    let refusals = [
        LineError::Repeated("rounds".into()),
        LineError::OutOfRange {
            option: "max_rating",
            given: "10000".into(),
            min: 0,
            max: 9999,
        },
        LineError::Bare("/lyngk".into()),
    ];
    for locale in Locale::ALL {
        for refusal in &refusals {
            let text = refusal.message().format(locale, Style::Plain);
            assert!(!text.contains("terminal-"), "{locale:?}: {text}");
        }
    }
}
