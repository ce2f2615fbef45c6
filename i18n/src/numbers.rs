//! Numbers and dates in each locale's own format, from CLDR's data compiled into the
//! binary by ICU4X: grouping and decimal separators (German 1.234,5, French 1 234,5
//! with a narrow no-break space, Polish groups only from five digits), and the
//! terminal's dates (the locale's medium date and short time). Fluent's own number
//! formatting knows none of this; `catalog` makes its bundles print numbers here too.
//!
//! The formatters are built once per locale, on first use, and shared.

use super::Locale;
use fluent_bundle::FluentValue;
use icu_calendar::{Date, Gregorian};
use icu_datetime::fieldsets::YMDT;
use icu_datetime::input::{DateTime, Time};
use icu_datetime::options::TimePrecision;
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_decimal::input::Decimal;
use icu_decimal::DecimalFormatter;
use std::collections::HashMap;
use std::sync::OnceLock;

/// One locale's formatters.
struct Formatters {
    decimal: DecimalFormatter,
    date_time: FixedCalendarDateTimeFormatter<Gregorian, YMDT>,
}

fn formatters(locale: Locale) -> &'static Formatters {
    static ALL: OnceLock<HashMap<Locale, Formatters>> = OnceLock::new();
    ALL.get_or_init(|| Locale::ALL.into_iter().map(|l| (l, build(l))).collect())
        .get(&locale)
        .expect("formatters for every locale")
}

fn build(locale: Locale) -> Formatters {
    let icu: icu_locale_core::Locale = locale.code().parse().expect("locale codes are BCP 47");
    // CLDR has data for all eight languages; a missing one is a build defect.
    let decimal = DecimalFormatter::try_new((&icu).into(), Default::default())
        .expect("compiled decimal data for every locale");
    let field_set = YMDT::medium().with_time_precision(TimePrecision::Minute);
    let date_time = FixedCalendarDateTimeFormatter::try_new((&icu).into(), field_set)
        .expect("compiled date data for every locale");
    Formatters { decimal, date_time }
}

/// How the bundle of `locale` prints a Fluent number (set in `catalog::build`): whole
/// numbers as [`integer`] writes them, others as [`decimal`] does with the digits
/// the number asks for; `None` leaves any other value to Fluent.
pub(crate) fn fluent_number(value: &FluentValue, locale: Locale) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let n = number.value;
    if n.fract() == 0.0 && n.abs() < 9.0e15 {
        return Some(integer(n as i64, locale));
    }
    let shortest = n.to_string();
    let own = shortest
        .split_once('.')
        .map_or(0, |(_, fraction)| fraction.len());
    let digits = number.options.minimum_fraction_digits.unwrap_or(0).max(own);
    let digits = u8::try_from(digits).unwrap_or(u8::MAX);
    Some(decimal(n, digits, locale))
}

/// A whole number: "1,234" in English, "1.234" in German, "1234" but "12 345" in Polish.
pub(crate) fn integer(value: i64, locale: Locale) -> String {
    formatters(locale)
        .decimal
        .format_to_string(&Decimal::from(value))
}

/// `value` with exactly `digits` decimals: "1,500.5" in English, "1.500,5" in German.
pub fn decimal(value: f64, digits: u8, locale: Locale) -> String {
    let text = format!("{value:.*}", usize::from(digits));
    match text.parse::<Decimal>() {
        Ok(number) => formatters(locale).decimal.format_to_string(&number),
        // Not finite: nothing a locale writes differently.
        Err(_) => text,
    }
}

/// The moment `unix` (seconds, UTC) as the locale writes a date and time, with "UTC":
/// "Nov 23, 2026, 9:46 PM UTC", "23.11.2026, 21:46 UTC".
pub(crate) fn date_time(unix: i64, locale: Locale, zone: chrono_tz::Tz) -> Option<String> {
    use chrono::{Datelike, Timelike};
    let moment = chrono::DateTime::from_timestamp(unix, 0)?.with_timezone(&zone);
    let month = u8::try_from(moment.month()).ok()?;
    let day = u8::try_from(moment.day()).ok()?;
    let date = Date::try_new_gregorian(moment.year(), month, day).ok()?;
    let hour = u8::try_from(moment.hour()).ok()?;
    let minute = u8::try_from(moment.minute()).ok()?;
    let time = Time::try_new(hour, minute, 0, 0).ok()?;
    let shown = formatters(locale)
        .date_time
        .format(&DateTime { date, time })
        .to_string();
    // The zone's IANA name says which clock the reader is shown; UTC is named as such.
    let zone = match zone {
        chrono_tz::Tz::UTC | chrono_tz::Tz::Etc__UTC => "UTC",
        zone => zone.name(),
    };
    Some(format!("{shown} {zone}"))
}

#[cfg(test)]
mod tests {
    //! CLDR's own forms, locale by locale.

    use super::*;

    #[test]
    fn whole_numbers_are_grouped_as_each_locale_groups_them() {
        let cases = [
            (Locale::En, 1234, "1,234"),
            (Locale::De, 1234, "1.234"),
            (Locale::Nl, 1234, "1.234"),
            (Locale::It, 1234, "1234"),
            (Locale::It, 12345, "12.345"),
            (Locale::Es, 1234, "1234"),
            (Locale::Es, 12345, "12.345"),
            (Locale::Fr, 1234, "1\u{202f}234"),
            (Locale::Pl, 1234, "1234"),
            (Locale::Pl, 12345, "12\u{a0}345"),
            (Locale::Hu, 1234, "1234"),
            (Locale::Hu, 12345, "12\u{a0}345"),
            (Locale::De, -1500, "-1.500"),
            (Locale::En, 7, "7"),
        ];
        for (locale, value, expected) in cases {
            assert_eq!(integer(value, locale), expected, "{locale} {value}");
        }
    }

    #[test]
    fn decimals_use_each_locales_separator_and_keep_their_digits() {
        let cases = [
            (Locale::En, 1500.5, 1, "1,500.5"),
            (Locale::De, 1500.5, 1, "1.500,5"),
            (Locale::Fr, 1500.5, 1, "1\u{202f}500,5"),
            (Locale::Pl, 1500.5, 1, "1500,5"),
            (Locale::Hu, 34.0, 1, "34,0"),
            (Locale::En, 34.0, 1, "34.0"),
            (Locale::Nl, 0.126, 2, "0,13"),
        ];
        for (locale, value, digits, expected) in cases {
            assert_eq!(decimal(value, digits, locale), expected, "{locale} {value}");
        }
    }

    #[test]
    fn dates_are_the_locales_medium_date_and_short_time_in_utc() {
        // 2026-11-23 21:46 UTC.
        let unix = 1_795_470_360;
        let cases = [
            (Locale::En, "Nov 23, 2026, 9:46\u{202f}PM UTC"),
            (Locale::De, "23.11.2026, 21:46 UTC"),
            (Locale::Pl, "23 lis 2026, 21:46 UTC"),
        ];
        for (locale, expected) in cases {
            assert_eq!(
                date_time(unix, locale, chrono_tz::Tz::UTC).unwrap(),
                expected,
                "{locale}"
            );
        }
    }
}

#[cfg(test)]
mod in_zones {
    //! A terminal player's dates in their own zone, named.

    use super::date_time;
    use crate::{Locale, MomentStyle, Msg, Style};
    use chrono_tz::{Asia, Europe};

    // 2026-11-23 21:46 UTC; Berlin is on winter time (+01), Tokyo always +09.
    const UNIX: i64 = 1_795_470_360;

    #[test]
    fn a_date_in_a_zone_is_its_local_date_and_time_with_the_zone_named() {
        let cases = [
            (
                Locale::En,
                Asia::Tokyo,
                "Nov 24, 2026, 6:46\u{202f}AM Asia/Tokyo",
            ),
            (
                Locale::De,
                Europe::Berlin,
                "23.11.2026, 22:46 Europe/Berlin",
            ),
            (Locale::Fr, Asia::Tokyo, "24 nov. 2026, 06:46 Asia/Tokyo"),
        ];
        for (locale, zone, expected) in cases {
            assert_eq!(date_time(UNIX, locale, zone).unwrap(), expected, "{locale}");
        }
    }

    #[test]
    fn a_sentence_for_one_player_shows_their_zone_and_discord_keeps_its_markup() {
        let msg = Msg::new("event-round-deadline").number("round", 2).moment(
            "deadline",
            UNIX,
            MomentStyle::DateTime,
        );
        let tokyo = msg.format(Locale::En, Style::PlainIn(Asia::Tokyo));
        assert!(
            tokyo.contains("Nov 24, 2026, 6:46\u{202f}AM Asia/Tokyo"),
            "{tokyo}"
        );
        let utc = msg.format(Locale::En, Style::Plain);
        assert!(utc.contains("9:46\u{202f}PM UTC"), "{utc}");
        let discord = msg.format(Locale::En, Style::Discord);
        assert!(discord.contains(&format!("<t:{UNIX}:f>")), "{discord}");
    }
}

#[cfg(test)]
mod in_sentences {
    //! Numbers inside Fluent messages go through ICU4X, plurals still chosen on the
    //! number itself.

    use crate::{Locale, Msg, Style};

    fn faults(count: i64, locale: Locale) -> String {
        Msg::new("terminal-faults")
            .number("count", count)
            .format(locale, Style::Plain)
    }

    #[test]
    fn a_number_in_a_sentence_is_grouped_in_the_locales_way() {
        assert!(faults(1234, Locale::En).starts_with("1,234 internal errors"));
        assert!(faults(1234, Locale::De).starts_with("1.234 "));
        assert!(faults(12345, Locale::Pl).starts_with("12\u{a0}345 "));
        assert!(faults(1234, Locale::Pl).starts_with("1234 "));
    }

    #[test]
    fn plurals_are_still_chosen_on_the_number() {
        assert!(faults(1, Locale::En).starts_with("an internal error"));
        // Polish: 2 is "few", 5 and 12345 "many"; the words differ.
        let (few, many) = (faults(2, Locale::Pl), faults(5, Locale::Pl));
        assert_ne!(
            few.replace('2', ""),
            many.replace('5', ""),
            "{few} / {many}"
        );
        assert_eq!(
            faults(12345, Locale::Pl).replace("12\u{a0}345", "5"),
            many,
            "12345 is many, like 5"
        );
    }
}
