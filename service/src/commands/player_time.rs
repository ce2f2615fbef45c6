//! The clock part of `/lyngk settings`: a player's time zone, sleeping hours, weekends
//! off and automatic vacation; and the time zones suggested while one is typed.
//!
//! A change is stored at once but each running game picks it up when its next turn
//! starts (see [`crate::clocks`]), so time already spent is never recounted.

use crate::api::{Choice, ClockOptions, Reply};
use crate::clocks::{self, person_at, reschedule_games_of};
use crate::refusal::ClockSettingRefusal;
use crate::suggest::MAX_CHOICES;
use crate::Handled;
use chrono_tz::{Tz, TZ_VARIANTS};
use lyngk_domain::clock::{VacationLedger, DAY};
use lyngk_domain::off_hours::{next_local_hour, SleepWindow, SleepWindowError};
use lyngk_domain::reminders::{self, DigestError};
use lyngk_i18n::{Locale, MomentStyle, Msg};
use lyngk_store::games::{GameRow, Person};
use lyngk_store::settings::{self, UserSettings};
use lyngk_store::vacations;
use rusqlite::Connection;

/// The digest's hour (in the player's zone, UTC without one) for players who choose
/// digests without naming one.
pub(crate) const DEFAULT_DIGEST_HOUR: u8 = 8;

/// The hour of the day a player's digest comes.
pub(crate) fn digest_hour_of(settings: &UserSettings) -> u8 {
    settings.digest_hour.unwrap_or(DEFAULT_DIGEST_HOUR)
}

/// What the options change, checked; `None` fields stay as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockChange {
    time_zone: Option<Tz>,
    /// `Some(None)`: no more sleeping hours.
    sleep: Option<Option<SleepWindow>>,
    weekends_off: Option<bool>,
    auto_vacation: Option<bool>,
}

impl ClockChange {
    /// Checks the typed options.
    pub fn checked(options: &ClockOptions) -> Result<ClockChange, ClockSettingRefusal> {
        let time_zone = match options.time_zone.as_deref() {
            None => None,
            Some(name) => Some(
                zone_named(name)
                    .ok_or_else(|| ClockSettingRefusal::UnknownZone(name.to_owned()))?,
            ),
        };
        let sleep = match options.sleep.as_deref().map(str::trim) {
            None => None,
            Some(off) if off.eq_ignore_ascii_case("off") => Some(None),
            Some(window) => Some(Some(SleepWindow::parse(window).map_err(
                |error| match error {
                    SleepWindowError::Malformed => ClockSettingRefusal::SleepMalformed,
                    SleepWindowError::Empty => ClockSettingRefusal::SleepEmpty,
                    SleepWindowError::TooLong { .. } => {
                        ClockSettingRefusal::SleepTooLong(window.to_owned())
                    }
                },
            )?)),
        };
        Ok(ClockChange {
            time_zone,
            sleep,
            weekends_off: options.weekends_off,
            auto_vacation: options.auto_vacation,
        })
    }

    pub fn is_empty(&self) -> bool {
        *self == ClockChange::default()
    }

    pub fn apply(&self, settings: &mut UserSettings) {
        settings.time_zone = self.time_zone.or(settings.time_zone);
        settings.sleep = self.sleep.unwrap_or(settings.sleep);
        settings.weekends_off = self.weekends_off.unwrap_or(settings.weekends_off);
        settings.auto_vacation = self.auto_vacation.unwrap_or(settings.auto_vacation);
    }
}

/// A zone by its IANA name, in any letter case (`europe/berlin` too).
fn zone_named(name: &str) -> Option<Tz> {
    let name = name.trim();
    name.parse::<Tz>().ok().or_else(|| {
        TZ_VARIANTS
            .iter()
            .copied()
            .find(|zone| zone.name().eq_ignore_ascii_case(name))
    })
}

/// When the player's next digest is due: their digest hour in their zone (UTC unset).
pub(crate) fn next_digest_at(settings: &UserSettings, now: i64) -> Result<i64, DigestError> {
    let hour = digest_hour_of(settings);
    let in_utc = reminders::next_digest_at(hour, now)?;
    Ok(settings
        .time_zone
        .map_or(in_utc, |zone| next_local_hour(zone, hour, now)))
}

/// The lines describing the player's clock settings.
pub fn describe(settings: &UserSettings) -> Vec<Msg> {
    let zone = match settings.time_zone {
        Some(zone) => Msg::new("settings-time-zone").text("zone", zone.name()),
        None => Msg::new("settings-time-zone-unset"),
    };
    let sleep = match settings.sleep {
        Some(window) => Msg::new("settings-sleep").text("window", window.to_string()),
        None => Msg::new("settings-sleep-none"),
    };
    let weekends = match settings.weekends_off {
        true => Msg::new("settings-weekends-off"),
        false => Msg::new("settings-weekends-on"),
    };
    let auto_vacation = match settings.auto_vacation {
        true => Msg::new("settings-auto-vacation-on"),
        false => Msg::new("settings-auto-vacation-off"),
    };
    vec![
        zone,
        sleep,
        weekends,
        auto_vacation,
        Msg::new("settings-clock-change"),
    ]
}

/// A likely zone for a Discord locale (`de`, `en-US`, `es-419`, `pt-BR`...): offered
/// first among the suggestions, never set without the player choosing it.
pub fn guess_from_discord_locale(discord_locale: &str) -> Option<Tz> {
    use chrono_tz::{America, Asia, Europe};
    Some(match discord_locale {
        "en-US" => America::New_York,
        "es-419" => America::Mexico_City,
        "en-GB" => Europe::London,
        "pt-BR" => America::Sao_Paulo,
        "de" => Europe::Berlin,
        "fr" => Europe::Paris,
        "es-ES" => Europe::Madrid,
        "it" => Europe::Rome,
        "nl" => Europe::Amsterdam,
        "pl" => Europe::Warsaw,
        "hu" => Europe::Budapest,
        "cs" => Europe::Prague,
        "da" => Europe::Copenhagen,
        "sv-SE" => Europe::Stockholm,
        "no" => Europe::Oslo,
        "fi" => Europe::Helsinki,
        "ro" => Europe::Bucharest,
        "bg" => Europe::Sofia,
        "el" => Europe::Athens,
        "hr" => Europe::Zagreb,
        "lt" => Europe::Vilnius,
        "uk" => Europe::Kyiv,
        "ru" => Europe::Moscow,
        "tr" => Europe::Istanbul,
        "ja" => Asia::Tokyo,
        "ko" => Asia::Seoul,
        "zh-CN" => Asia::Shanghai,
        "zh-TW" => Asia::Taipei,
        "th" => Asia::Bangkok,
        "vi" => Asia::Ho_Chi_Minh,
        "hi" => Asia::Kolkata,
        "id" => Asia::Jakarta,
        _ => return None,
    })
}

/// Zones whose name contains every word typed (case-insensitive; `_` and `/` count as
/// spaces), the guess from the Discord locale first, then alphabetical.
pub fn suggest_time_zones(partial: &str, discord_locale: &str, locale: Locale) -> Vec<Choice> {
    let words: Vec<String> = partial
        .split(|c: char| c.is_whitespace() || c == '_' || c == '/')
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    let matches = |zone: &Tz| {
        let name = zone.name().to_lowercase();
        words.iter().all(|word| name.contains(word.as_str()))
    };
    let guess = guess_from_discord_locale(discord_locale).filter(matches);
    let mut choices: Vec<Choice> = guess
        .map(|zone| Choice {
            name: Msg::new("suggest-time-zone-guess")
                .text("zone", zone.name())
                .format(locale, lyngk_i18n::Style::Plain),
            value: zone.name().to_owned(),
        })
        .into_iter()
        .collect();
    choices.extend(
        TZ_VARIANTS
            .iter()
            .filter(|zone| matches(zone) && Some(**zone) != guess)
            .take(MAX_CHOICES - choices.len())
            .map(|zone| Choice {
                name: zone.name().to_owned(),
                value: zone.name().to_owned(),
            }),
    );
    choices
}

/// Whole days of vacation the bot spent for a player whose clock ran out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutoVacation {
    pub player: Person,
    pub opponent: Option<Person>,
    pub days: u32,
    /// When the player's time in this game runs out now.
    pub runs_out_at: i64,
}

impl AutoVacation {
    /// What both players are told: the days spent and when the time runs out now.
    pub fn notice(&self, game: i64) -> Msg {
        Msg::new("clock-auto-vacation")
            .player("player", self.player.id, self.player.name.as_str())
            .number("game", game)
            .number("days", self.days)
            .moment("until", self.runs_out_at, MomentStyle::DateTime)
    }

    /// The public notice in the game's channel, pinging both players.
    pub fn announcement(&self, game: i64) -> Reply {
        Reply {
            lines: vec![self.notice(game)],
            ping: std::iter::once(self.player.id)
                .chain(self.opponent.as_ref().map(|o| o.id))
                .collect(),
            ..Reply::default()
        }
    }
}

/// If the player to move in `row` has run out of time, chose automatic vacation, the
/// game allows vacation and their allowance covers it: books whole days of vacation
/// and reschedules all their games. Nothing is booked when the allowance cannot save
/// the game.
///
/// Each day booked is the day before the instant the clock ran out (or starts where
/// the previous one ended): a vacation starting at that instant would leave them with
/// nothing on the clock when it ends, whereas a day taken back gives them its running
/// time, as if they had booked the vacation themselves before leaving.
pub(crate) fn spend_auto_vacation(
    conn: &Connection,
    row: &GameRow,
    now: i64,
) -> Handled<Option<AutoVacation>> {
    let Some(mut clock) = clocks::load(conn, row)? else {
        return Ok(None);
    };
    let late = clock.to_move;
    let Some(player) = person_at(row, late).cloned() else {
        return Ok(None);
    };
    if !clock.is_flagged(now)
        || !settings::user_settings(conn, player.id)?.auto_vacation
        || !vacations::vacation_allowed_in_game(conn, row.id)?
    {
        return Ok(None);
    }
    let mut ledger = VacationLedger::new(vacations::vacations(conn, player.id)?);
    let mut booked = Vec::new();
    while clock.is_flagged(now) {
        let ran_out = clock.flag_at();
        let previous_end = ledger
            .vacations
            .iter()
            .map(|v| v.until)
            .filter(|&until| until <= ran_out)
            .max();
        let from = previous_end.map_or(ran_out - DAY, |end| end.max(ran_out - DAY));
        let Ok(day) = ledger.book(from, 1) else {
            return Ok(None);
        };
        clock.pause(late, day.from, day.until);
        booked.push(day);
    }
    for day in &booked {
        vacations::insert_vacation(conn, player.id, *day)?;
    }
    reschedule_games_of(conn, player.id, now)?;
    Ok(Some(AutoVacation {
        opponent: person_at(row, !late).cloned(),
        days: booked.len() as u32,
        runs_out_at: clock.flag_at(),
        player,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(zone: Option<&str>, sleep: Option<&str>) -> ClockOptions {
        ClockOptions {
            time_zone: zone.map(str::to_owned),
            sleep: sleep.map(str::to_owned),
            ..ClockOptions::default()
        }
    }

    #[test]
    fn typed_options_are_checked() {
        let change = ClockChange::checked(&options(Some("america/santiago"), Some("off"))).unwrap();
        let mut settings = UserSettings {
            sleep: Some(SleepWindow::new(0, 60).unwrap()),
            ..UserSettings::default()
        };
        change.apply(&mut settings);
        assert_eq!(settings.time_zone, Some(chrono_tz::America::Santiago));
        assert_eq!(settings.sleep, None);
        assert_eq!(
            ClockChange::checked(&options(Some("Mars/Olympus"), None)),
            Err(ClockSettingRefusal::UnknownZone("Mars/Olympus".into()))
        );
        assert_eq!(
            ClockChange::checked(&options(None, Some("21:00-08:00"))),
            Err(ClockSettingRefusal::SleepTooLong("21:00-08:00".into()))
        );
        assert_eq!(
            ClockChange::checked(&options(None, Some("late"))),
            Err(ClockSettingRefusal::SleepMalformed)
        );
        assert!(ClockChange::checked(&ClockOptions::default())
            .unwrap()
            .is_empty());
    }

    #[test]
    fn the_locale_guess_comes_first_and_only_when_it_matches() {
        let choices = suggest_time_zones("", "de", Locale::De);
        assert_eq!(choices[0].value, "Europe/Berlin");
        assert_eq!(choices.len(), MAX_CHOICES);
        let choices = suggest_time_zones("sant", "de", Locale::De);
        assert!(choices
            .iter()
            .all(|c| c.value.to_lowercase().contains("sant")));
        assert!(choices.iter().any(|c| c.value == "America/Santiago"));
        let choices = suggest_time_zones("new york", "en-US", Locale::En);
        assert_eq!(choices[0].value, "America/New_York");
        assert_ne!(choices[0].name, choices[0].value);
        let unguessed = suggest_time_zones("", "xx", Locale::En);
        assert_eq!(unguessed[0].name, unguessed[0].value);
    }
}
