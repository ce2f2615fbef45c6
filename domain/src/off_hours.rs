//! A player's off hours: the time zone they live in, an optional nightly sleeping
//! window and weekends off. Their clock does not run during these windows.
//!
//! Pure and deterministic like [`super::clock`]: all instants are Unix seconds passed in
//! by the caller. Local times are resolved with the IANA database (`chrono-tz`):
//!
//! - A window starts and ends at local wall-clock times, so "23:00-07:00" lasts seven
//!   hours on the night the clocks go forward and nine on the night they go back.
//! - A local time that does not exist (the missing hour) is read as the first instant
//!   after the gap; a local time that happens twice (the doubled hour) as its first
//!   occurrence. Both rules pick the earliest instant whose local reading has reached the
//!   wanted time, so windows never run backwards.
//! - Weekends are Saturday 00:00 to Monday 00:00 in the player's zone.

use chrono::{
    DateTime, Datelike, Duration, LocalResult, NaiveDate, NaiveDateTime, TimeZone, Weekday,
};
use chrono_tz::Tz;
use thiserror::Error;

/// Minutes in a day.
const MINUTES_PER_DAY: u16 = 24 * 60;
/// The longest sleeping window a player may set: ten hours.
pub const MAX_SLEEP_MINUTES: u16 = 10 * 60;
/// Windows are generated in chunks of this many seconds while looking for a flag time.
const SEARCH_CHUNK: i64 = 14 * 86_400;

/// A sleeping window the settings refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SleepWindowError {
    /// Not of the form `HH:MM-HH:MM` with valid times.
    #[error("a sleeping window is written like 23:00-07:00")]
    Malformed,
    /// Starts and ends at the same time.
    #[error("a sleeping window cannot be empty")]
    Empty,
    /// Longer than [`MAX_SLEEP_MINUTES`].
    #[error("a sleeping window lasts at most 10 hours, not {minutes} minutes")]
    TooLong {
        /// The asked length in minutes.
        minutes: u16,
    },
}

/// A nightly window, in local wall-clock minutes after midnight; it may cross midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SleepWindow {
    start: u16,
    end: u16,
}

impl SleepWindow {
    /// A window from `start` to `end` (minutes after local midnight, both below 1440).
    pub fn new(start: u16, end: u16) -> Result<Self, SleepWindowError> {
        if start >= MINUTES_PER_DAY || end >= MINUTES_PER_DAY {
            return Err(SleepWindowError::Malformed);
        }
        if start == end {
            return Err(SleepWindowError::Empty);
        }
        let window = Self { start, end };
        if window.length_minutes() > MAX_SLEEP_MINUTES {
            return Err(SleepWindowError::TooLong {
                minutes: window.length_minutes(),
            });
        }
        Ok(window)
    }

    /// Reads `HH:MM-HH:MM` (spaces allowed around the dash).
    pub fn parse(text: &str) -> Result<Self, SleepWindowError> {
        let (start, end) = text.split_once('-').ok_or(SleepWindowError::Malformed)?;
        Self::new(parse_clock_time(start)?, parse_clock_time(end)?)
    }

    /// Minutes after local midnight at which the window starts.
    pub fn start(self) -> u16 {
        self.start
    }

    /// Minutes after local midnight at which the window ends.
    pub fn end(self) -> u16 {
        self.end
    }

    /// The nominal length in minutes (a DST change may lengthen or shorten one night).
    pub fn length_minutes(self) -> u16 {
        (self.end + MINUTES_PER_DAY - self.start) % MINUTES_PER_DAY
    }

    /// Whether the window runs past local midnight.
    pub fn crosses_midnight(self) -> bool {
        self.end < self.start
    }
}

impl std::fmt::Display for SleepWindow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:02}:{:02}-{:02}:{:02}",
            self.start / 60,
            self.start % 60,
            self.end / 60,
            self.end % 60
        )
    }
}

fn parse_clock_time(text: &str) -> Result<u16, SleepWindowError> {
    let (hours, minutes) = text
        .trim()
        .split_once(':')
        .ok_or(SleepWindowError::Malformed)?;
    let hours: u16 = hours.parse().map_err(|_| SleepWindowError::Malformed)?;
    let minutes: u16 = minutes.parse().map_err(|_| SleepWindowError::Malformed)?;
    if hours > 23 || minutes > 59 {
        return Err(SleepWindowError::Malformed);
    }
    Ok(hours * 60 + minutes)
}

/// Why a player's clock stands still now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseKind {
    Asleep,
    Weekend,
}

/// A pause a player is in: why, and the instant their clock runs again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pause {
    pub kind: PauseKind,
    pub until: i64,
}

/// When one player's clock stops: their zone, sleeping window and weekends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OffHours {
    /// The player's IANA time zone.
    pub zone: Tz,
    /// The nightly sleeping window, if any.
    pub sleep: Option<SleepWindow>,
    /// Whether Saturdays and Sundays (in `zone`) are off.
    pub weekends_off: bool,
}

impl Default for OffHours {
    /// A clock that always runs (UTC, no sleep, no weekends): the behaviour before off hours.
    fn default() -> Self {
        Self {
            zone: Tz::UTC,
            sleep: None,
            weekends_off: false,
        }
    }
}

impl OffHours {
    /// The stored form, `zone|HH:MM-HH:MM|weekends` (empty parts for none); `None` for
    /// a clock that always runs.
    pub fn to_stored(&self) -> Option<String> {
        if self.always_running() {
            return None;
        }
        let sleep = self.sleep.map(|s| s.to_string()).unwrap_or_default();
        let weekends = if self.weekends_off { "weekends" } else { "" };
        Some(format!("{}|{sleep}|{weekends}", self.zone.name()))
    }

    /// Reads [`OffHours::to_stored`] back; `None` if the text is not of that form.
    pub fn from_stored(text: &str) -> Option<Self> {
        let mut parts = text.split('|');
        let zone = parts.next()?.parse().ok()?;
        let sleep = match parts.next()? {
            "" => None,
            window => Some(SleepWindow::parse(window).ok()?),
        };
        let weekends_off = match parts.next()? {
            "" => false,
            "weekends" => true,
            _ => return None,
        };
        parts.next().is_none().then_some(Self {
            zone,
            sleep,
            weekends_off,
        })
    }

    /// Whether the clock never stops for these settings.
    pub fn always_running(&self) -> bool {
        self.sleep.is_none() && !self.weekends_off
    }

    /// The paused windows overlapping `[from, until)`, clipped to it, sorted and disjoint.
    pub fn paused_windows(&self, from: i64, until: i64) -> Vec<(i64, i64)> {
        if until <= from || self.always_running() {
            return Vec::new();
        }
        let mut windows = Vec::new();
        // A weekend starts up to two days, a sleeping window one day, before `from`'s date.
        let first = self.local_date(from) - Duration::days(2);
        let last = self.local_date(until) + Duration::days(1);
        let mut day = first;
        while day <= last {
            if let Some(sleep) = self.sleep {
                let end_day = if sleep.crosses_midnight() {
                    day + Duration::days(1)
                } else {
                    day
                };
                windows.push((
                    self.instant(day, sleep.start),
                    self.instant(end_day, sleep.end),
                ));
            }
            if self.weekends_off && day.weekday() == Weekday::Sat {
                windows.push((
                    self.instant(day, 0),
                    self.instant(day + Duration::days(2), 0),
                ));
            }
            day += Duration::days(1);
        }
        merge_clipped(windows, from, until)
    }

    /// Seconds of `[from, until)` inside the paused windows.
    pub fn paused_time(&self, from: i64, until: i64) -> i64 {
        self.paused_windows(from, until)
            .iter()
            .map(|(start, end)| end - start)
            .sum()
    }

    /// Seconds of `[from, until)` that count on the player's clock.
    pub fn counted_time(&self, from: i64, until: i64) -> i64 {
        (until - from).max(0) - self.paused_time(from, until)
    }

    /// The first instant at which `seconds` have counted since `from`.
    pub fn instant_after_counting(&self, from: i64, seconds: i64) -> i64 {
        instant_after_running(from, seconds, |a, b| self.paused_windows(a, b))
    }

    /// Whether the player's clock is stopped at `at` by these settings.
    pub fn is_paused_at(&self, at: i64) -> bool {
        !self.paused_windows(at, at + 1).is_empty()
    }

    /// The pause the player is in at `at`, if any, and when their clock runs again:
    /// the end of the windows that follow on without a gap (a weekend and the Sunday
    /// night after it are one pause).
    pub fn pause_at(&self, at: i64) -> Option<Pause> {
        // The longest pause is a weekend with a night on either side: under four days.
        let windows = self.paused_windows(at, at + 4 * 86_400);
        let &(start, until) = windows.first()?;
        if start != at {
            return None;
        }
        let weekday = self.local_date(at).weekday();
        let weekend = self.weekends_off && matches!(weekday, Weekday::Sat | Weekday::Sun);
        let kind = match weekend {
            true => PauseKind::Weekend,
            false => PauseKind::Asleep,
        };
        Some(Pause { kind, until })
    }

    fn local_date(&self, at: i64) -> NaiveDate {
        DateTime::from_timestamp(at, 0)
            .map(|t| t.with_timezone(&self.zone).date_naive())
            .unwrap_or_default()
    }

    /// The earliest instant whose local reading has reached `minute` of `day`.
    fn instant(&self, day: NaiveDate, minute: u16) -> i64 {
        let wanted =
            day.and_hms_opt(0, 0, 0).unwrap_or_default() + Duration::minutes(i64::from(minute));
        first_instant_at_or_after(self.zone, wanted)
    }
}

/// The first instant strictly after `now` at `hour`:00 local time in `zone` (a missing
/// hour is read as the end of the gap, a doubled one as its first occurrence).
pub fn next_local_hour(zone: Tz, hour: u8, now: i64) -> i64 {
    let today = DateTime::from_timestamp(now, 0)
        .map(|t| t.with_timezone(&zone).date_naive())
        .unwrap_or_default();
    let mut day = today - Duration::days(1);
    loop {
        let local = day.and_hms_opt(u32::from(hour), 0, 0).unwrap_or_default();
        let at = first_instant_at_or_after(zone, local);
        if at > now {
            return at;
        }
        day += Duration::days(1);
    }
}

/// Resolves a local time: itself if it exists once, its first occurrence if twice, and
/// the end of the gap if the clocks skipped it.
fn first_instant_at_or_after(zone: Tz, local: NaiveDateTime) -> i64 {
    let mut probe = local;
    // Gaps in the database are whole minutes and at most a day (Samoa, 2011).
    for _ in 0..2 * 24 * 60 {
        match zone.from_local_datetime(&probe) {
            LocalResult::Single(at) => return at.timestamp(),
            LocalResult::Ambiguous(first, _) => return first.timestamp(),
            LocalResult::None => probe += Duration::minutes(1),
        }
    }
    local.and_utc().timestamp()
}

/// Clips each window to `[from, until)`, drops the empty ones and merges the rest.
pub fn merge_clipped(mut windows: Vec<(i64, i64)>, from: i64, until: i64) -> Vec<(i64, i64)> {
    windows.retain_mut(|w| {
        *w = (w.0.max(from), w.1.min(until));
        w.1 > w.0
    });
    windows.sort_unstable();
    let mut merged: Vec<(i64, i64)> = Vec::with_capacity(windows.len());
    for (start, end) in windows {
        match merged.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    merged
}

/// The first instant at which `seconds` of running time have passed since `from`, where
/// `paused(a, b)` lists the sorted, disjoint paused windows inside `[a, b)`.
///
/// Windows are asked for in chunks, so an unbounded schedule (sleep every night) costs
/// only the days actually crossed. Every week has running time (at most ten hours of sleep
/// a day and two days of weekend), and vacations are finite, so the search ends.
pub fn instant_after_running(
    from: i64,
    seconds: i64,
    paused: impl Fn(i64, i64) -> Vec<(i64, i64)>,
) -> i64 {
    let mut at = from;
    let mut left = seconds.max(0);
    loop {
        let horizon = at + left + SEARCH_CHUNK;
        for (start, end) in paused(at, horizon) {
            let running = start - at;
            if left <= running {
                return at + left;
            }
            left -= running;
            at = end;
        }
        if left <= horizon - at {
            return at + left;
        }
        left -= horizon - at;
        at = horizon;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveTime;
    use proptest::prelude::*;

    const HOUR: i64 = 3_600;
    const DAY: i64 = 86_400;

    fn utc(text: &str) -> i64 {
        DateTime::parse_from_rfc3339(text).unwrap().timestamp()
    }

    fn off(zone: Tz, sleep: Option<&str>, weekends_off: bool) -> OffHours {
        OffHours {
            zone,
            sleep: sleep.map(|s| SleepWindow::parse(s).unwrap()),
            weekends_off,
        }
    }

    #[test]
    fn sleeping_windows_are_checked() {
        assert_eq!(
            SleepWindow::parse("23:00-07:00").unwrap().length_minutes(),
            480
        );
        assert!(SleepWindow::parse("23:00-07:00")
            .unwrap()
            .crosses_midnight());
        assert_eq!(
            SleepWindow::parse(" 01:30 - 09:30 ").unwrap().to_string(),
            "01:30-09:30"
        );
        assert_eq!(
            SleepWindow::parse("22:00-08:30"),
            Err(SleepWindowError::TooLong { minutes: 630 })
        );
        assert_eq!(
            SleepWindow::parse("22:00-22:00"),
            Err(SleepWindowError::Empty)
        );
        assert_eq!(
            SleepWindow::parse("24:00-06:00"),
            Err(SleepWindowError::Malformed)
        );
        assert_eq!(
            SleepWindow::parse("11pm-7am"),
            Err(SleepWindowError::Malformed)
        );
        assert_eq!(
            SleepWindow::parse("22:00-08:00").unwrap().length_minutes(),
            MAX_SLEEP_MINUTES
        );
    }

    #[test]
    fn berlin_spring_forward_night_is_an_hour_shorter() {
        // 2026-03-29 02:00 CET becomes 03:00 CEST. Sleep 23:00-07:00 Berlin:
        // 22:00 UTC on the 28th to 05:00 UTC on the 29th: seven hours.
        let player = off(chrono_tz::Europe::Berlin, Some("23:00-07:00"), false);
        let windows =
            player.paused_windows(utc("2026-03-28T12:00:00Z"), utc("2026-03-29T12:00:00Z"));
        assert_eq!(
            windows,
            vec![(utc("2026-03-28T22:00:00Z"), utc("2026-03-29T05:00:00Z"))]
        );
        assert_eq!(
            player.counted_time(utc("2026-03-28T12:00:00Z"), utc("2026-03-29T12:00:00Z")),
            17 * HOUR
        );
    }

    #[test]
    fn berlin_missing_hour_starts_a_window_when_the_gap_ends() {
        // Sleep 02:30-08:00 on 2026-03-29: 02:30 does not exist, so sleep starts at
        // 03:00 CEST (01:00 UTC) and ends at 08:00 CEST (06:00 UTC).
        let player = off(chrono_tz::Europe::Berlin, Some("02:30-08:00"), false);
        let windows =
            player.paused_windows(utc("2026-03-28T12:00:00Z"), utc("2026-03-29T12:00:00Z"));
        assert_eq!(
            windows,
            vec![(utc("2026-03-29T01:00:00Z"), utc("2026-03-29T06:00:00Z"))]
        );
    }

    #[test]
    fn berlin_doubled_hour_keeps_the_player_asleep_through_both() {
        // 2026-10-25 03:00 CEST becomes 02:00 CET. Sleep 02:30-08:00 starts at the first
        // 02:30 (00:30 UTC) and ends at 08:00 CET (07:00 UTC): six and a half hours.
        let player = off(chrono_tz::Europe::Berlin, Some("02:30-08:00"), false);
        let from = utc("2026-10-24T12:00:00Z");
        let windows = player.paused_windows(from, utc("2026-10-25T12:00:00Z"));
        assert_eq!(
            windows,
            vec![(utc("2026-10-25T00:30:00Z"), utc("2026-10-25T07:00:00Z"))]
        );
        // A one-day bank from noon: 24 h minus 6.5 h asleep, so it lasts until 18:30 UTC.
        assert_eq!(
            player.instant_after_counting(from, DAY),
            utc("2026-10-25T18:30:00Z")
        );
    }

    #[test]
    fn santiago_midnight_that_never_happens() {
        // Chile goes forward on 2026-09-06: Saturday 24:00 (-04) becomes Sunday 01:00 (-03).
        // Weekend: Saturday 00:00 -04 (04:00 UTC on the 5th) to Monday 00:00 -03 (03:00 UTC
        // on the 7th): 47 hours. Sleep 23:00-06:00 on Saturday night: 23:00 -04 (03:00 UTC)
        // to 06:00 -03 (09:00 UTC): six hours, inside the weekend.
        let player = off(chrono_tz::America::Santiago, Some("23:00-06:00"), true);
        let from = utc("2026-09-04T12:00:00Z");
        let until = utc("2026-09-08T12:00:00Z");
        let weekends_only = off(chrono_tz::America::Santiago, None, true);
        assert_eq!(
            weekends_only.paused_windows(from, until),
            vec![(utc("2026-09-05T04:00:00Z"), utc("2026-09-07T03:00:00Z"))]
        );
        let windows = player.paused_windows(from, until);
        // Friday 23:00 -04 is 03:00 UTC Saturday: the night joins the weekend, which then
        // runs to Monday 06:00 -03 (09:00 UTC) since Sunday night's sleep follows it.
        assert_eq!(
            windows,
            vec![
                (utc("2026-09-05T03:00:00Z"), utc("2026-09-07T09:00:00Z")),
                (utc("2026-09-08T02:00:00Z"), utc("2026-09-08T09:00:00Z")),
            ]
        );
    }

    #[test]
    fn santiago_fall_back_weekend_is_an_hour_longer() {
        // Chile goes back on 2026-04-05: Sunday 00:00 (-03) becomes Saturday 23:00 (-04).
        // Weekend: Saturday 00:00 -03 (03:00 UTC on the 4th) to Monday 00:00 -04 (04:00 UTC
        // on the 6th): 49 hours.
        let player = off(chrono_tz::America::Santiago, None, true);
        let windows =
            player.paused_windows(utc("2026-04-01T00:00:00Z"), utc("2026-04-10T00:00:00Z"));
        assert_eq!(
            windows,
            vec![(utc("2026-04-04T03:00:00Z"), utc("2026-04-06T04:00:00Z"))]
        );
        assert_eq!(windows[0].1 - windows[0].0, 49 * HOUR);
    }

    #[test]
    fn sydney_transitions_both_ways() {
        // Sydney goes back on 2026-04-05 03:00 AEDT (+11) to 02:00 AEST (+10), and forward on
        // 2026-10-04 02:00 AEST to 03:00 AEDT. Sleep 22:00-06:00.
        let player = off(chrono_tz::Australia::Sydney, Some("22:00-06:00"), false);
        // Night of the 4th April: 22:00 +11 (11:00 UTC) to 06:00 +10 (20:00 UTC): nine hours.
        let back = player.paused_windows(utc("2026-04-04T06:00:00Z"), utc("2026-04-05T06:00:00Z"));
        assert_eq!(
            back,
            vec![(utc("2026-04-04T11:00:00Z"), utc("2026-04-04T20:00:00Z"))]
        );
        // Night of the 3rd October: 22:00 +10 (12:00 UTC) to 06:00 +11 (19:00 UTC): seven hours.
        let forward =
            player.paused_windows(utc("2026-10-03T06:00:00Z"), utc("2026-10-04T06:00:00Z"));
        assert_eq!(
            forward,
            vec![(utc("2026-10-03T12:00:00Z"), utc("2026-10-03T19:00:00Z"))]
        );
    }

    #[test]
    fn leap_day_is_an_ordinary_weekday_and_weekends_follow_it() {
        // 2028-02-29 is a Tuesday; the weekend after is 4-5 March in UTC.
        let player = off(Tz::UTC, None, true);
        let windows =
            player.paused_windows(utc("2028-02-28T00:00:00Z"), utc("2028-03-07T00:00:00Z"));
        assert_eq!(
            windows,
            vec![(utc("2028-03-04T00:00:00Z"), utc("2028-03-06T00:00:00Z"))]
        );
        // A three-day bank from Thursday 2 March 00:00 runs Thursday, Friday, then Monday.
        assert_eq!(
            player.instant_after_counting(utc("2028-03-02T00:00:00Z"), 3 * DAY),
            utc("2028-03-07T00:00:00Z")
        );
    }

    #[test]
    fn players_fourteen_hours_apart_sleep_at_different_instants() {
        // Pacific/Kiritimati is UTC+14, UTC the other. Both sleep 00:00-08:00 local.
        let island = off(chrono_tz::Pacific::Kiritimati, Some("00:00-08:00"), false);
        let london = off(Tz::UTC, Some("00:00-08:00"), false);
        let from = utc("2026-06-10T00:00:00Z");
        let until = from + DAY;
        assert_eq!(
            island.paused_windows(from, until),
            vec![(utc("2026-06-10T10:00:00Z"), utc("2026-06-10T18:00:00Z"))]
        );
        assert_eq!(
            london.paused_windows(from, until),
            vec![(from, utc("2026-06-10T08:00:00Z"))]
        );
        assert_eq!(island.counted_time(from, until), 16 * HOUR);
        assert_eq!(london.counted_time(from, until), 16 * HOUR);
        // Neither loses the other's night: at 12:00 UTC one sleeps, the other does not.
        assert!(island.is_paused_at(utc("2026-06-10T12:00:00Z")));
        assert!(!london.is_paused_at(utc("2026-06-10T12:00:00Z")));
    }

    #[test]
    fn a_local_hour_follows_the_zone_and_its_changes() {
        let berlin = chrono_tz::Europe::Berlin;
        // 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer.
        assert_eq!(
            next_local_hour(berlin, 9, utc("2026-03-28T07:00:00Z")),
            utc("2026-03-28T08:00:00Z")
        );
        assert_eq!(
            next_local_hour(berlin, 9, utc("2026-03-28T08:00:00Z")),
            utc("2026-03-29T07:00:00Z")
        );
        // 02:00 does not exist on 29 March: the end of the gap, 03:00 CEST.
        assert_eq!(
            next_local_hour(berlin, 2, utc("2026-03-28T12:00:00Z")),
            utc("2026-03-29T01:00:00Z")
        );
        // 02:00 happens twice on 25 October: the first one.
        assert_eq!(
            next_local_hour(berlin, 2, utc("2026-10-24T12:00:00Z")),
            utc("2026-10-25T00:00:00Z")
        );
        // Fourteen hours ahead of UTC, 06:00 is the previous day's 16:00 UTC.
        assert_eq!(
            next_local_hour(
                chrono_tz::Pacific::Kiritimati,
                6,
                utc("2026-06-10T00:00:00Z")
            ),
            utc("2026-06-10T16:00:00Z")
        );
    }

    #[test]
    fn the_stored_form_reads_back() {
        let berlin = off(chrono_tz::Europe::Berlin, Some("23:00-07:00"), true);
        assert_eq!(
            berlin.to_stored().as_deref(),
            Some("Europe/Berlin|23:00-07:00|weekends")
        );
        let lima = off(chrono_tz::America::Lima, None, true);
        for player in [berlin, lima, off(Tz::UTC, Some("01:00-02:00"), false)] {
            assert_eq!(
                OffHours::from_stored(&player.to_stored().unwrap()),
                Some(player)
            );
        }
        assert_eq!(OffHours::default().to_stored(), None);
        assert_eq!(OffHours::from_stored("Mars/Olympus||"), None);
        assert_eq!(OffHours::from_stored("UTC||sundays"), None);
    }

    #[test]
    fn a_pause_says_why_and_when_the_clock_runs_again() {
        let berlin = off(chrono_tz::Europe::Berlin, Some("23:00-07:00"), true);
        // Friday 27 March 2026, 23:30 CET: asleep, and the weekend follows the night,
        // then the Sunday night: the clock runs again on Monday at 07:00 CEST.
        let pause = berlin.pause_at(utc("2026-03-27T22:30:00Z")).unwrap();
        assert_eq!(pause.kind, PauseKind::Asleep);
        assert_eq!(pause.until, utc("2026-03-30T05:00:00Z"));
        // Saturday noon: the weekend, until the same Monday morning.
        let pause = berlin.pause_at(utc("2026-03-28T11:00:00Z")).unwrap();
        assert_eq!(pause.kind, PauseKind::Weekend);
        assert_eq!(pause.until, utc("2026-03-30T05:00:00Z"));
        // Thursday noon: running.
        assert_eq!(berlin.pause_at(utc("2026-03-26T11:00:00Z")), None);
        assert_eq!(OffHours::default().pause_at(0), None);
    }

    #[test]
    fn an_always_running_clock_counts_everything() {
        let player = OffHours::default();
        assert!(player.always_running());
        assert_eq!(player.counted_time(0, 5 * DAY), 5 * DAY);
        assert_eq!(player.instant_after_counting(7, 3 * DAY), 7 + 3 * DAY);
    }

    const ZONES: [Tz; 7] = [
        chrono_tz::Europe::Berlin,
        chrono_tz::America::Santiago,
        chrono_tz::Australia::Sydney,
        chrono_tz::Pacific::Kiritimati,
        chrono_tz::Australia::Lord_Howe, // half-hour DST
        chrono_tz::America::Sao_Paulo,
        Tz::UTC,
    ];

    fn any_off_hours() -> impl Strategy<Value = OffHours> {
        (
            prop::sample::select(ZONES.to_vec()),
            prop::option::of((0..96u16, 1..=40u16)),
            any::<bool>(),
        )
            .prop_map(|(zone, sleep, weekends_off)| OffHours {
                zone,
                sleep: sleep.map(|(start, quarters)| {
                    SleepWindow::new(start * 15, (start * 15 + quarters * 15) % MINUTES_PER_DAY)
                        .unwrap()
                }),
                weekends_off,
            })
    }

    /// 2015-2035: both leap years and many DST rule changes.
    const EARLY: i64 = 1_420_070_400;
    const SPAN: i64 = 20 * 365 * DAY;

    /// The paused state at `at` read directly from the local wall clock, valid when no
    /// transition happens within a day of `at` (so the local reading is unambiguous).
    fn paused_by_wall_clock(player: &OffHours, at: i64) -> Option<bool> {
        let offset = |t: i64| {
            use chrono::Offset;
            DateTime::from_timestamp(t, 0)
                .unwrap()
                .with_timezone(&player.zone)
                .offset()
                .fix()
        };
        if offset(at - DAY) != offset(at) || offset(at + DAY) != offset(at) {
            return None;
        }
        let local = DateTime::from_timestamp(at, 0)
            .unwrap()
            .with_timezone(&player.zone);
        let weekend = matches!(local.weekday(), Weekday::Sat | Weekday::Sun);
        let minute = (local.time() - NaiveTime::MIN).num_minutes() as u16;
        let asleep = player.sleep.is_some_and(|s| {
            if s.crosses_midnight() {
                minute >= s.start() || minute < s.end()
            } else {
                (s.start()..s.end()).contains(&minute)
            }
        });
        Some((player.weekends_off && weekend) || asleep)
    }

    proptest! {
        #[test]
        fn counted_plus_paused_is_the_interval_and_paused_is_the_windows(
            player in any_off_hours(),
            from in EARLY..EARLY + SPAN,
            length in 0..40 * DAY,
        ) {
            let until = from + length;
            let windows = player.paused_windows(from, until);
            let overlaps: i64 = windows.iter().map(|w| w.1.min(until) - w.0.max(from)).sum();
            prop_assert!(windows.windows(2).all(|pair| pair[0].1 < pair[1].0));
            prop_assert!(windows.iter().all(|w| from <= w.0 && w.0 < w.1 && w.1 <= until));
            prop_assert_eq!(player.paused_time(from, until), overlaps);
            prop_assert_eq!(player.counted_time(from, until) + player.paused_time(from, until), length);
        }

        #[test]
        fn time_never_runs_backwards(
            player in any_off_hours(),
            from in EARLY..EARLY + SPAN,
            a in 0..20 * DAY,
            b in 0..20 * DAY,
        ) {
            let (early, late) = (a.min(b), a.max(b));
            let counted_early = player.counted_time(from, from + early);
            let counted_late = player.counted_time(from, from + late);
            prop_assert!(0 <= counted_early && counted_early <= counted_late);
            // Counting is additive over consecutive intervals.
            prop_assert_eq!(counted_late, counted_early + player.counted_time(from + early, from + late));
            let reach_early = player.instant_after_counting(from, early);
            let reach_late = player.instant_after_counting(from, late);
            prop_assert!(from <= reach_early && reach_early <= reach_late);
        }

        #[test]
        fn running_out_is_the_inverse_of_counting(
            player in any_off_hours(),
            from in EARLY..EARLY + SPAN,
            seconds in 0..30 * DAY,
        ) {
            let at = player.instant_after_counting(from, seconds);
            prop_assert_eq!(player.counted_time(from, at), seconds);
            prop_assert!(seconds == 0 || player.counted_time(from, at - 1) < seconds);
        }

        #[test]
        fn a_clock_never_loses_time_inside_a_window(
            player in any_off_hours(),
            from in EARLY..EARLY + SPAN,
            length in 0..20 * DAY,
            position in 0.0..1.0f64,
        ) {
            let until = from + length;
            for (start, end) in player.paused_windows(from, until) {
                let inside = start + ((end - start) as f64 * position) as i64;
                prop_assert_eq!(player.counted_time(from, start), player.counted_time(from, inside));
                prop_assert_eq!(player.counted_time(from, start), player.counted_time(from, end));
                prop_assert!(player.is_paused_at(inside));
            }
        }

        #[test]
        fn windows_agree_with_the_local_wall_clock(
            player in any_off_hours(),
            at in EARLY..EARLY + SPAN,
        ) {
            if let Some(expected) = paused_by_wall_clock(&player, at) {
                prop_assert_eq!(player.is_paused_at(at), expected);
            }
        }
    }
}
