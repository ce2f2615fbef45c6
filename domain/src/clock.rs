//! Days-per-move clocks with Board-Game-Arena style accrual, vacations and
//! the yearly vacation allowance.
//!
//! All times are Unix seconds (`i64`) passed in by the caller; nothing here
//! reads the system clock, so the service can inject a fake clock in tests.
//!
//! # Accrual
//! Each player has a bank. While a player is to move, its bank drains (except
//! during that player's vacations). A completed move adds the increment
//! (`days_per_move` days) and the bank is capped at its start value.
//!
//! The start bank (and the cap) is **two increments**. A player who always
//! answers within one period keeps a full bank, so at every turn they may
//! take up to two periods: one period of slack for a weekend or a busy day,
//! saved up by moving quickly. A player who keeps using more than one period
//! per move drains the bank down to one period per move and then flags. A
//! cap of one increment would give no slack at all, and a larger cap would
//! let a player stall a game for a long time after a run of quick moves.

use super::off_hours::{instant_after_running, merge_clipped, OffHours};
use lyngk_rules::Player;
use thiserror::Error;

/// Seconds in a day.
pub const DAY: i64 = 86_400;
/// Seconds in an hour.
pub const HOUR: i64 = 3_600;
/// Seconds in a minute.
pub const MINUTE: i64 = 60;
/// Length of the rolling window for the vacation allowance (365 days).
pub const YEAR: i64 = 365 * DAY;
/// Vacation days a player may take in any rolling year.
pub const DEFAULT_VACATION_ALLOWANCE_DAYS: u32 = 30;
/// The days-per-move values a challenge may choose.
pub const ALLOWED_DAYS_PER_MOVE: [u32; 6] = [1, 2, 3, 5, 7, 14];

/// A rejected time control value.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimeControlError {
    /// A number of days that is not one of [`ALLOWED_DAYS_PER_MOVE`].
    #[error("{0} days per move is not offered; choose 1, 2, 3, 5, 7 or 14 days, or none")]
    UnsupportedDays(u32),
}

/// A validated number of days per move (one of [`ALLOWED_DAYS_PER_MOVE`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DaysPerMove(u32);

impl DaysPerMove {
    /// Validates `days` against [`ALLOWED_DAYS_PER_MOVE`].
    pub fn new(days: u32) -> Result<Self, TimeControlError> {
        if ALLOWED_DAYS_PER_MOVE.contains(&days) {
            Ok(Self(days))
        } else {
            Err(TimeControlError::UnsupportedDays(days))
        }
    }

    /// The number of days, as stored in the `days_per_move` column.
    pub fn days(self) -> u32 {
        self.0
    }

    /// Seconds added to a bank by each completed move.
    pub fn increment(self) -> i64 {
        i64::from(self.0) * DAY
    }

    /// The start bank, which is also the cap: two increments (see the module docs).
    pub fn bank_cap(self) -> i64 {
        2 * self.increment()
    }
}

/// The time control chosen at challenge time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No clock: the game never times out.
    Unlimited,
    /// A days-per-move clock.
    PerMove(DaysPerMove),
}

impl TimeControl {
    /// The value for a nullable `days_per_move` column (`None` = no clock).
    pub fn days_per_move(self) -> Option<u32> {
        match self {
            Self::Unlimited => None,
            Self::PerMove(days) => Some(days.days()),
        }
    }

    /// Reads a nullable `days_per_move` column back.
    pub fn from_days_per_move(days: Option<u32>) -> Result<Self, TimeControlError> {
        match days {
            None => Ok(Self::Unlimited),
            Some(days) => DaysPerMove::new(days).map(Self::PerMove),
        }
    }

    /// The clock for a new game whose first turn starts at `now`; `None` without a clock.
    pub fn start(self, now: i64) -> Option<GameClock> {
        match self {
            Self::Unlimited => None,
            Self::PerMove(days) => Some(GameClock::start(days, now)),
        }
    }
}

/// A half-open interval `[from, until)` of Unix seconds during which one player's clock does not run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pause {
    /// Whose clock is paused.
    pub player: Player,
    /// Start of the pause (inclusive).
    pub from: i64,
    /// End of the pause (exclusive).
    pub until: i64,
}

/// The running clock of a timed game.
///
/// Only the player to move is charged; the other player's bank is frozen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameClock {
    /// The time control (it gives the increment and the cap).
    pub per_move: DaysPerMove,
    /// Seconds in each player's bank at the start of the current turn, indexed by [`Player::index`].
    pub banks: [i64; 2],
    /// The player to move.
    pub to_move: Player,
    /// When the current turn started.
    pub turn_started_at: i64,
    /// Vacations that have not ended before the current turn started.
    pub pauses: Vec<Pause>,
    /// Each player's zone, sleeping window and weekends as they were when the current
    /// turn started (a change of settings applies from the next turn), by [`Player::index`].
    pub off_hours: [OffHours; 2],
}

impl GameClock {
    /// A fresh clock: both banks full, player one to move from `now`.
    pub fn start(per_move: DaysPerMove, now: i64) -> Self {
        Self {
            per_move,
            banks: [per_move.bank_cap(); 2],
            to_move: Player::One,
            turn_started_at: now,
            pauses: Vec::new(),
            off_hours: [OffHours::default(); 2],
        }
    }

    /// Seconds left for `player` at `now`; negative once the player to move has overrun.
    ///
    /// The player not to move always has its stored bank.
    pub fn remaining(&self, player: Player, now: i64) -> i64 {
        let bank = self.banks[player.index()];
        if player == self.to_move {
            bank - self.charged_time(now)
        } else {
            bank
        }
    }

    /// Whether the player to move has run out of time at `now`.
    pub fn is_flagged(&self, now: i64) -> bool {
        self.remaining(self.to_move, now) <= 0
    }

    /// The instant the player to move runs out of time, given the pauses known now.
    pub fn flag_at(&self) -> i64 {
        self.instant_after_charging(self.banks[self.to_move.index()].max(0))
    }

    /// Seconds of the current turn charged to the player to move up to `now`: vacations,
    /// sleeping hours and weekends off excluded.
    pub fn charged_time(&self, now: i64) -> i64 {
        let span = (now - self.turn_started_at).max(0);
        let paused: i64 = self
            .paused_windows(self.to_move, self.turn_started_at, now)
            .iter()
            .map(|&(from, until)| until - from)
            .sum();
        span - paused
    }

    /// The instant at which `seconds` of clock time will have been charged in the current turn.
    ///
    /// This is the inverse of [`GameClock::charged_time`]; reminders use it to place due times.
    pub fn instant_after_charging(&self, seconds: i64) -> i64 {
        instant_after_running(self.turn_started_at, seconds, |from, until| {
            self.paused_windows(self.to_move, from, until)
        })
    }

    /// Every window inside `[from, until)` during which `player`'s clock stands still:
    /// their vacations and their off hours, sorted and disjoint.
    pub fn paused_windows(&self, player: Player, from: i64, until: i64) -> Vec<(i64, i64)> {
        let mut windows = self.off_hours[player.index()].paused_windows(from, until);
        windows.extend(self.merged_pauses(player));
        merge_clipped(windows, from, until)
    }

    /// The clock after the player to move completes a move at `now`.
    ///
    /// Charges the turn, adds the increment and caps the bank. If the mover
    /// had already overrun (the opponent did not claim the win and the server
    /// does not end such games), the overdraft is forgiven: the bank restarts
    /// from zero plus the increment. The service decides beforehand, with
    /// [`GameClock::is_flagged`], whether such a late move is still accepted.
    pub fn after_move(&self, now: i64) -> GameClock {
        let mover = self.to_move;
        let left = self.remaining(mover, now).max(0);
        let mut banks = self.banks;
        banks[mover.index()] = (left + self.per_move.increment()).min(self.per_move.bank_cap());
        GameClock {
            per_move: self.per_move,
            banks,
            to_move: !mover,
            turn_started_at: now.max(self.turn_started_at),
            pauses: self
                .pauses
                .iter()
                .copied()
                .filter(|p| p.until > now)
                .collect(),
            off_hours: self.off_hours,
        }
    }

    /// The clock after its game was suspended from `since` to `now` (the bot was away
    /// from the server): the player to move keeps what they had left at `since`, and
    /// their turn runs again from `now`. Nothing of the time away counts, and nothing
    /// of it is paused twice (a weekend or a vacation inside it gives no extra time).
    pub fn resumed(&self, since: i64, now: i64) -> GameClock {
        let mover = self.to_move;
        let mut banks = self.banks;
        banks[mover.index()] = self.remaining(mover, since.max(self.turn_started_at));
        GameClock {
            banks,
            turn_started_at: now.max(self.turn_started_at),
            pauses: self
                .pauses
                .iter()
                .copied()
                .filter(|p| p.until > now)
                .collect(),
            ..self.clone()
        }
    }

    /// Records a vacation of `player` from `from` until `until`; empty intervals are ignored.
    pub fn pause(&mut self, player: Player, from: i64, until: i64) {
        if until > from {
            self.pauses.push(Pause {
                player,
                from,
                until,
            });
        }
    }

    /// The pauses of `player` as sorted, non-overlapping `(from, until)` intervals.
    fn merged_pauses(&self, player: Player) -> Vec<(i64, i64)> {
        let mut intervals: Vec<(i64, i64)> = self
            .pauses
            .iter()
            .filter(|p| p.player == player && p.until > p.from)
            .map(|p| (p.from, p.until))
            .collect();
        intervals.sort_unstable();
        let mut merged: Vec<(i64, i64)> = Vec::with_capacity(intervals.len());
        for (from, until) in intervals {
            match merged.last_mut() {
                Some(last) if from <= last.1 => last.1 = last.1.max(until),
                _ => merged.push((from, until)),
            }
        }
        merged
    }
}

/// Length of the overlap of `[a_from, a_until)` and `[b_from, b_until)`.
fn overlap(a_from: i64, a_until: i64, b_from: i64, b_until: i64) -> i64 {
    (a_until.min(b_until) - a_from.max(b_from)).max(0)
}

/// Human text for a time left: "2d 4h", "3h 12m", "45m", "<1m" or "out of time".
///
/// Units are truncated, never rounded up, so a player is never shown more time than they have.
pub fn format_remaining(seconds: i64) -> String {
    if seconds <= 0 {
        return "out of time".to_string();
    }
    let (days, hours, minutes) = (seconds / DAY, seconds % DAY / HOUR, seconds % HOUR / MINUTE);
    if days > 0 {
        format!("{days}d {hours}h")
    } else if hours > 0 {
        format!("{hours}h {minutes}m")
    } else if minutes > 0 {
        format!("{minutes}m")
    } else {
        "<1m".to_string()
    }
}

/// A vacation request the ledger refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VacationError {
    /// Zero days were asked for.
    #[error("a vacation must last at least one day")]
    Empty,
    /// The request overlaps a vacation already booked.
    #[error("you already have a vacation booked in that period")]
    Overlaps,
    /// The request would exceed the yearly allowance.
    #[error("that would exceed your vacation allowance of {allowance_days} days per year: {used_days} already used in the year ending with this vacation, {requested_days} requested")]
    ExceedsAllowance {
        /// The yearly allowance in days.
        allowance_days: u32,
        /// Whole days already used in the tightest rolling year, rounded up.
        used_days: i64,
        /// Days requested.
        requested_days: u32,
    },
}

/// A booked vacation of one player: `[from, until)` in Unix seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Vacation {
    /// Start (inclusive).
    pub from: i64,
    /// End (exclusive).
    pub until: i64,
}

/// One player's vacations, checked against an allowance per rolling year.
///
/// The rule: in every window of [`YEAR`] seconds, the player's vacation time
/// may not exceed the allowance. A vacation pauses all the player's clocks,
/// so the allowance is per player, not per game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VacationLedger {
    /// Days allowed in any rolling year.
    pub allowance_days: u32,
    /// Vacations booked so far (the service loads them from storage).
    pub vacations: Vec<Vacation>,
}

impl VacationLedger {
    /// A ledger with the default allowance of [`DEFAULT_VACATION_ALLOWANCE_DAYS`].
    pub fn new(vacations: Vec<Vacation>) -> Self {
        Self {
            allowance_days: DEFAULT_VACATION_ALLOWANCE_DAYS,
            vacations,
        }
    }

    /// Books `days` of vacation starting at `from`, or explains why not.
    ///
    /// On success the vacation is recorded and returned so the service can
    /// store it and call [`GameClock::pause`] on each of the player's games.
    pub fn book(&mut self, from: i64, days: u32) -> Result<Vacation, VacationError> {
        if days == 0 {
            return Err(VacationError::Empty);
        }
        let wanted = Vacation {
            from,
            until: from + i64::from(days) * DAY,
        };
        if self
            .vacations
            .iter()
            .any(|v| overlap(v.from, v.until, wanted.from, wanted.until) > 0)
        {
            return Err(VacationError::Overlaps);
        }
        let mut all = self.vacations.clone();
        all.push(wanted);
        let allowance = i64::from(self.allowance_days) * DAY;
        if busiest_year(&all) > allowance {
            let used = busiest_year(&self.vacations_near(wanted));
            return Err(VacationError::ExceedsAllowance {
                allowance_days: self.allowance_days,
                used_days: (used + DAY - 1) / DAY,
                requested_days: days,
            });
        }
        self.vacations.push(wanted);
        Ok(wanted)
    }

    /// Booked vacations that share a rolling year with `wanted`.
    fn vacations_near(&self, wanted: Vacation) -> Vec<Vacation> {
        self.vacations
            .iter()
            .copied()
            .filter(|v| v.until > wanted.from - YEAR && v.from < wanted.until + YEAR)
            .collect()
    }
}

/// The most vacation time inside any window of [`YEAR`] seconds.
///
/// The covered time is piecewise linear in the window position, so its
/// maximum is reached where the window ends at a vacation's end or starts at
/// a vacation's start; checking those candidates is exact.
fn busiest_year(vacations: &[Vacation]) -> i64 {
    let window_ends = vacations.iter().flat_map(|v| [v.until, v.from + YEAR]);
    window_ends
        .map(|end| {
            vacations
                .iter()
                .map(|v| overlap(v.from, v.until, end - YEAR, end))
                .sum::<i64>()
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const T0: i64 = 1_700_000_000;

    fn days(n: u32) -> DaysPerMove {
        DaysPerMove::new(n).unwrap()
    }

    #[test]
    fn only_the_offered_days_are_accepted() {
        for n in 0..=30 {
            assert_eq!(
                DaysPerMove::new(n).is_ok(),
                ALLOWED_DAYS_PER_MOVE.contains(&n),
                "{n}"
            );
        }
        assert!(TimeControlError::UnsupportedDays(4)
            .to_string()
            .contains("1, 2, 3, 5, 7 or 14"));
    }

    #[test]
    fn storage_round_trip() {
        for control in ALLOWED_DAYS_PER_MOVE
            .map(|n| TimeControl::PerMove(days(n)))
            .into_iter()
            .chain([TimeControl::Unlimited])
        {
            let stored = control.days_per_move();
            assert_eq!(TimeControl::from_days_per_move(stored), Ok(control));
        }
        assert!(TimeControl::from_days_per_move(Some(4)).is_err());
        assert_eq!(TimeControl::Unlimited.start(T0), None);
    }

    #[test]
    fn a_new_clock_has_two_periods_per_seat() {
        let clock = GameClock::start(days(3), T0);
        assert_eq!(clock.banks, [6 * DAY, 6 * DAY]);
        assert_eq!(clock.remaining(Player::One, T0 + DAY), 5 * DAY);
        assert_eq!(clock.remaining(Player::Two, T0 + DAY), 6 * DAY);
        assert_eq!(clock.flag_at(), T0 + 6 * DAY);
    }

    #[test]
    fn quick_moves_keep_the_bank_full_and_slow_moves_drain_it() {
        let mut clock = GameClock::start(days(1), T0);
        let mut now = T0;
        // Player one takes an hour: capped back to 2 days.
        now += HOUR;
        clock = clock.after_move(now);
        assert_eq!(clock.banks[0], 2 * DAY);
        assert_eq!(clock.to_move, Player::Two);
        // Player two takes 1.5 days: 2 - 1.5 + 1 = 1.5 days.
        now += DAY + 12 * HOUR;
        clock = clock.after_move(now);
        assert_eq!(clock.banks[1], DAY + 12 * HOUR);
        assert_eq!(clock.turn_started_at, now);
        now += HOUR;
        clock = clock.after_move(now);
        // Player two again takes 1.5 days: 0 + 1 = 1 day.
        now += DAY + 12 * HOUR;
        clock = clock.after_move(now);
        assert_eq!(clock.banks[1], DAY);
    }

    #[test]
    fn flags_exactly_when_the_bank_is_used_up() {
        let clock = GameClock::start(days(2), T0);
        assert!(!clock.is_flagged(T0 + 4 * DAY - 1));
        assert!(clock.is_flagged(T0 + 4 * DAY));
        assert_eq!(clock.remaining(Player::One, T0 + 5 * DAY), -DAY);
    }

    #[test]
    fn a_late_move_forgives_the_overdraft() {
        let clock = GameClock::start(days(1), T0).after_move(T0 + 3 * DAY);
        assert_eq!(clock.banks[0], DAY);
    }

    #[test]
    fn vacation_stops_only_the_vacationer_clock() {
        let mut clock = GameClock::start(days(1), T0);
        clock.pause(Player::One, T0 + HOUR, T0 + HOUR + 3 * DAY);
        clock.pause(Player::Two, T0, T0 + 10 * DAY);
        // Four days later only one day and one hour were charged.
        assert_eq!(clock.charged_time(T0 + 4 * DAY + HOUR), DAY + HOUR);
        assert_eq!(
            clock.remaining(Player::One, T0 + 4 * DAY + HOUR),
            DAY - HOUR
        );
        assert_eq!(clock.flag_at(), T0 + 5 * DAY);
        assert!(!clock.is_flagged(T0 + 5 * DAY - 1));
        assert!(clock.is_flagged(T0 + 5 * DAY));
    }

    #[test]
    fn overlapping_and_future_pauses_count_once() {
        let mut clock = GameClock::start(days(5), T0);
        clock.pause(Player::One, T0 + DAY, T0 + 3 * DAY);
        clock.pause(Player::One, T0 + 2 * DAY, T0 + 4 * DAY);
        clock.pause(Player::One, T0 + 20 * DAY, T0 + 21 * DAY);
        clock.pause(Player::One, T0 + 30 * DAY, T0 + 30 * DAY);
        assert_eq!(clock.charged_time(T0 + 5 * DAY), 2 * DAY);
        assert_eq!(clock.instant_after_charging(2 * DAY), T0 + 5 * DAY);
        assert_eq!(clock.instant_after_charging(DAY), T0 + DAY);
        assert_eq!(clock.pauses.len(), 3);
    }

    #[test]
    fn finished_pauses_are_dropped_after_a_move() {
        let mut clock = GameClock::start(days(1), T0);
        clock.pause(Player::One, T0, T0 + HOUR);
        clock.pause(Player::Two, T0 + DAY, T0 + 3 * DAY);
        let clock = clock.after_move(T0 + 2 * HOUR);
        assert_eq!(
            clock.pauses,
            vec![Pause {
                player: Player::Two,
                from: T0 + DAY,
                until: T0 + 3 * DAY
            }]
        );
        assert_eq!(clock.banks[0], 2 * DAY);
        assert_eq!(clock.flag_at(), T0 + 2 * HOUR + 4 * DAY);
    }

    #[test]
    fn off_hours_and_vacations_stop_only_their_player_and_count_once() {
        use crate::off_hours::{OffHours, SleepWindow};
        // T0 is 2023-11-14 22:13:20 UTC, a Tuesday. Player one sleeps 23:00-07:00 UTC,
        // and books a vacation that overlaps the first night.
        let mut clock = GameClock::start(days(1), T0);
        clock.off_hours[0] = OffHours {
            zone: chrono_tz::Tz::UTC,
            sleep: Some(SleepWindow::parse("23:00-07:00").unwrap()),
            weekends_off: false,
        };
        clock.pause(Player::One, T0 + HOUR, T0 + 12 * HOUR);
        // Paused from 23:00 (sleep) until T0 + 12 h (10:13:20, vacation), once.
        let night_start = T0 + 46 * MINUTE + 40;
        assert_eq!(night_start % DAY, 23 * HOUR);
        assert_eq!(clock.charged_time(T0 + 12 * HOUR), night_start - T0);
        // Two days of bank: 46m40s on Tuesday, 12h46m40s on Wednesday (from 10:13:20),
        // 16 h on Thursday and Friday, and 2h26m40s on Saturday morning from 07:00.
        assert_eq!(
            clock.flag_at(),
            night_start + 3 * DAY + 10 * HOUR + 26 * MINUTE + 40
        );
        // Player two has no off hours: their bank is charged around the clock.
        let theirs = clock.after_move(T0 + 12 * HOUR);
        assert_eq!(theirs.flag_at(), T0 + 12 * HOUR + 2 * DAY);
    }

    #[test]
    fn formats_time_left() {
        assert_eq!(format_remaining(2 * DAY + 4 * HOUR + 59 * MINUTE), "2d 4h");
        assert_eq!(format_remaining(3 * HOUR + 12 * MINUTE + 30), "3h 12m");
        assert_eq!(format_remaining(45 * MINUTE + 59), "45m");
        assert_eq!(format_remaining(59), "<1m");
        assert_eq!(format_remaining(0), "out of time");
        assert_eq!(format_remaining(-DAY), "out of time");
        assert_eq!(format_remaining(14 * DAY), "14d 0h");
    }

    #[test]
    fn vacation_allowance_is_per_rolling_year() {
        let mut ledger = VacationLedger::new(Vec::new());
        assert_eq!(ledger.book(T0, 0), Err(VacationError::Empty));
        let first = ledger.book(T0, 20).unwrap();
        assert_eq!(first.until - first.from, 20 * DAY);
        assert_eq!(ledger.book(T0 + DAY, 2), Err(VacationError::Overlaps));
        ledger.book(T0 + 100 * DAY, 10).unwrap();
        let refused = ledger.book(T0 + 200 * DAY, 1).unwrap_err();
        assert_eq!(
            refused,
            VacationError::ExceedsAllowance {
                allowance_days: 30,
                used_days: 30,
                requested_days: 1
            }
        );
        assert!(refused.to_string().contains("30 days per year"));
        // Once the first vacation has left the window, days are available again.
        ledger.book(T0 + 366 * DAY, 19).unwrap();
        assert!(ledger.book(T0 + 400 * DAY, 2).is_err());
    }

    #[test]
    fn a_booking_may_not_starve_an_earlier_future_window() {
        // A vacation booked far ahead must also respect windows that end before it.
        let mut ledger = VacationLedger::new(Vec::new());
        ledger.book(T0 + 300 * DAY, 25).unwrap();
        assert!(ledger.book(T0, 6).is_err());
        ledger.book(T0, 5).unwrap();
    }

    proptest! {
        #[test]
        fn banks_never_exceed_the_cap_nor_go_negative_after_a_move(
            per_move in prop::sample::select(ALLOWED_DAYS_PER_MOVE.to_vec()),
            thinking in prop::collection::vec(0..40 * DAY, 1..40),
        ) {
            let per_move = days(per_move);
            let mut clock = GameClock::start(per_move, T0);
            let mut now = T0;
            for seconds in thinking {
                now += seconds;
                clock = clock.after_move(now);
                for bank in clock.banks {
                    prop_assert!(bank <= per_move.bank_cap());
                    prop_assert!(bank >= per_move.increment());
                }
            }
        }

        #[test]
        fn charging_and_its_inverse_agree(
            pauses in prop::collection::vec((0..20 * DAY, 0..5 * DAY), 0..6),
            seconds in 0..10 * DAY,
        ) {
            let mut clock = GameClock::start(days(7), T0);
            for (start, length) in pauses {
                clock.pause(Player::One, T0 + start, T0 + start + length);
            }
            let at = clock.instant_after_charging(seconds);
            prop_assert_eq!(clock.charged_time(at), seconds);
            prop_assert!(seconds == 0 || clock.charged_time(at - 1) < seconds);
        }

        #[test]
        fn charged_time_is_monotonic_and_bounded(
            pauses in prop::collection::vec((-DAY..20 * DAY, 0..5 * DAY), 0..6),
            a in 0..30 * DAY,
            b in 0..30 * DAY,
        ) {
            let mut clock = GameClock::start(days(14), T0);
            for (start, length) in pauses {
                clock.pause(Player::One, T0 + start, T0 + start + length);
            }
            let (early, late) = (a.min(b), a.max(b));
            let charged = clock.charged_time(T0 + late);
            prop_assert!(clock.charged_time(T0 + early) <= charged);
            prop_assert!((0..=late).contains(&charged));
        }

        #[test]
        fn a_suspension_neither_takes_nor_gives_time(
            pauses in prop::collection::vec((0..20 * DAY, 0..5 * DAY), 0..4),
            sleep_start in 0..24 * 60u16,
            sleep_length in 0..=10 * 60u16,
            weekends_off in any::<bool>(),
            since in 0..6 * DAY,
            away in 0..30 * DAY,
            later in 0..10 * DAY,
        ) {
            use crate::off_hours::{OffHours, SleepWindow};
            let mut clock = GameClock::start(days(3), T0);
            clock.off_hours[0] = OffHours {
                zone: chrono_tz::Europe::Berlin,
                sleep: SleepWindow::new(sleep_start, (sleep_start + sleep_length) % (24 * 60)).ok(),
                weekends_off,
            };
            for (start, length) in pauses {
                clock.pause(Player::One, T0 + start, T0 + start + length);
            }
            let (since, now) = (T0 + since, T0 + since + away);
            let resumed = clock.resumed(since, now);
            // The player to move has, on return, what they had when the server left.
            prop_assert_eq!(resumed.remaining(Player::One, now), clock.remaining(Player::One, since));
            prop_assert_eq!(resumed.banks[1], clock.banks[1]);
            // Afterwards only time after the return is charged, never backwards.
            prop_assert!(resumed.charged_time(now + later) <= later);
            prop_assert!(resumed.flag_at() >= now);
        }

        #[test]
        fn displayed_time_is_never_negative(seconds in any::<i64>()) {
            let text = format_remaining(seconds);
            prop_assert!(!text.contains('-'));
            prop_assert_eq!(text == "out of time", seconds <= 0);
        }

        #[test]
        fn booked_vacations_respect_the_allowance(
            requests in prop::collection::vec((0..800 * DAY, 1..15u32), 1..20),
        ) {
            let mut ledger = VacationLedger::new(Vec::new());
            for (from, length) in requests {
                let _ = ledger.book(T0 + from, length);
                prop_assert!(busiest_year(&ledger.vacations) <= 30 * DAY);
            }
        }
    }
}
