//! Reminder due times, exactly-once delivery planning, daily digests, and the
//! win-on-time and abort checks.
//!
//! # When reminders fall due
//! With `bank` the time the player to move had when the turn started:
//! - [`ReminderKind::Half`] when half of `bank` has been charged;
//! - [`ReminderKind::Final`] when `min(bank / 10, 6 hours)` is left, i.e. the
//!   later of "10% left" and "6 hours left". Taking the later moment keeps the
//!   final ping urgent ("near the end") and guarantees it comes after the half
//!   ping, since `bank / 10 < bank / 2`. Long time controls still warn early
//!   enough through the half ping (3.5 days ahead at 7 days per move).
//!
//! Vacations shift both due times, because they are placed in charged clock
//! time with [`GameClock::instant_after_charging`].

use std::collections::BTreeMap;

use thiserror::Error;

use super::clock::{format_remaining, GameClock, DAY, HOUR};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::Player;

/// Most time left when the final reminder is sent.
pub const FINAL_REMINDER_MAX_LEFT: i64 = 6 * HOUR;
/// Discord's message length limit, which a digest must respect.
pub const DISCORD_MESSAGE_LIMIT: usize = lyngk_discord_limits::MESSAGE_CONTENT;

/// Which of the two reminders of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReminderKind {
    /// Half of the turn's time is used.
    Half,
    /// The turn's time is nearly used up.
    Final,
}

/// A reminder of the current turn and when it falls due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reminder {
    /// Which reminder.
    pub kind: ReminderKind,
    /// Unix seconds at which to send it.
    pub due_at: i64,
}

/// The due times of the two reminders for the current turn of `clock`.
///
/// Empty when the player to move started the turn with no time (nothing
/// left to remind about). Recompute after every move and every vacation.
pub fn due_reminders(clock: &GameClock) -> Vec<Reminder> {
    reminder_points(clock)
        .into_iter()
        .map(|(kind, charged)| Reminder {
            kind,
            due_at: clock.instant_after_charging(charged),
        })
        .collect()
}

/// The reminders of a turn interrupted by a suspension from `since`, its clock
/// `resumed` afterwards (see [`GameClock::resumed`]): each falls when as much of the
/// turn's time is used as it would have without the suspension.
pub fn due_reminders_resumed(before: &GameClock, since: i64, resumed: &GameClock) -> Vec<Reminder> {
    let used = before.charged_time(since);
    reminder_points(before)
        .into_iter()
        .map(|(kind, charged)| Reminder {
            kind,
            due_at: resumed.instant_after_charging((charged - used).max(0)),
        })
        .collect()
}

/// Each reminder of the current turn with the seconds charged when it falls.
fn reminder_points(clock: &GameClock) -> Vec<(ReminderKind, i64)> {
    let bank = clock.banks[clock.to_move.index()];
    if bank <= 0 {
        return Vec::new();
    }
    let final_left = (bank / 10).min(FINAL_REMINDER_MAX_LEFT);
    vec![
        (ReminderKind::Half, bank / 2),
        (ReminderKind::Final, bank - final_left),
    ]
}

/// Identifies one reminder: at most one message is ever sent per key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ReminderKey {
    /// The game's id.
    pub game: u64,
    /// The turn number (moves made before it), so each turn has its own reminders.
    pub turn: u32,
    /// Which reminder of the turn.
    pub kind: ReminderKind,
}

/// A reminder row as stored by the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredReminder {
    /// What it is.
    pub key: ReminderKey,
    /// When it falls due.
    pub due_at: i64,
    /// Whether it was sent or skipped already.
    pub done: bool,
}

/// What to do with the stored reminders at one instant.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeliveryPlan {
    /// Reminders to send now, at most one per game.
    pub send: Vec<ReminderKey>,
    /// Overdue or stale reminders never to send (superseded by a later one).
    pub skip: Vec<ReminderKey>,
    /// The earliest due time still in the future: when to wake up next.
    pub next_wake: Option<i64>,
}

/// Plans delivery at `now`: each key is sent at most once, and a game with
/// several overdue reminders (after downtime) gets only the latest kind.
///
/// Reminders of a turn older than the game's newest stored turn are stale and
/// skipped. The service must mark both `send` and `skip` as done in the same
/// transaction that records the plan, before sending, so a crash cannot
/// cause a repeat.
pub fn plan_delivery(stored: &[StoredReminder], now: i64) -> DeliveryPlan {
    let mut by_game: BTreeMap<u64, Vec<&StoredReminder>> = BTreeMap::new();
    for reminder in stored {
        by_game.entry(reminder.key.game).or_default().push(reminder);
    }
    let mut plan = DeliveryPlan::default();
    for reminders in by_game.values() {
        plan_game(reminders, now, &mut plan);
    }
    plan.skip.sort_unstable();
    plan.skip.dedup();
    plan
}

/// Adds one game's decisions to `plan`.
fn plan_game(reminders: &[&StoredReminder], now: i64, plan: &mut DeliveryPlan) {
    let current_turn = reminders.iter().map(|r| r.key.turn).max();
    let latest_done = reminders.iter().filter(|r| r.done).map(|r| r.key).max();
    let is_done = |key: ReminderKey| reminders.iter().any(|r| r.done && r.key == key);
    let mut overdue: Vec<ReminderKey> = Vec::new();
    for reminder in reminders.iter().filter(|r| !is_done(r.key)) {
        let stale = Some(reminder.key.turn) != current_turn
            || latest_done.is_some_and(|done| done > reminder.key);
        if stale {
            plan.skip.push(reminder.key);
        } else if reminder.due_at <= now {
            overdue.push(reminder.key);
        } else {
            plan.next_wake = Some(
                plan.next_wake
                    .map_or(reminder.due_at, |t| t.min(reminder.due_at)),
            );
        }
    }
    overdue.sort_unstable();
    overdue.dedup();
    if let Some(latest) = overdue.pop() {
        plan.send.push(latest);
        plan.skip.extend(overdue);
    }
}

/// One game in a player's daily digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestEntry {
    /// The game's channel (or thread) id, shown as a mention.
    pub channel_id: u64,
    /// The opponent's display name.
    pub opponent: String,
    /// Seconds left on the player's clock; `None` for games without a clock.
    pub time_left: Option<i64>,
}

/// The digest DM listing games where it is the player's turn, one message per line,
/// in `locale`; `None` when there are none.
///
/// Most urgent games come first; games without a clock come last. The text (with
/// Discord's markup, the longer one) stays within [`DISCORD_MESSAGE_LIMIT`], ending
/// with "… and N more" if needed.
pub fn digest_message(entries: &[DigestEntry], locale: Locale) -> Option<Vec<Msg>> {
    if entries.is_empty() {
        return None;
    }
    let mut sorted: Vec<&DigestEntry> = entries.iter().collect();
    sorted.sort_by_key(|e| (e.time_left.is_none(), e.time_left, e.channel_id));
    let length = |msg: &Msg| msg.format(locale, Style::Discord).chars().count() + 1;
    let heading = Msg::new("clock-digest-heading").number("count", entries.len());
    let reserve = length(&more(9999));
    let mut used = length(&heading);
    let mut lines = vec![heading];
    for (shown, entry) in sorted.iter().enumerate() {
        let line = digest_line(entry);
        used += length(&line);
        if used + reserve > DISCORD_MESSAGE_LIMIT {
            lines.push(more(sorted.len() - shown));
            break;
        }
        lines.push(line);
    }
    Some(lines)
}

/// "… and N more".
pub fn more(count: usize) -> Msg {
    Msg::new("clock-more").number("count", count)
}

/// "• <#id> vs name (2 days 4 hours left)", with the name cut to 32 characters.
fn digest_line(entry: &DigestEntry) -> Msg {
    let name: String = entry.opponent.chars().take(32).collect();
    Msg::new("clock-digest-game")
        .channel("channel", entry.channel_id)
        .text("opponent", name)
        .msg("time", time_left(entry.time_left))
}

/// "2 days 4 hours left", "out of time" or "no clock".
pub fn time_left(seconds: Option<i64>) -> Msg {
    match seconds {
        Some(seconds) if seconds <= 0 => Msg::new("clock-out-of-time"),
        Some(seconds) => Msg::new("clock-time-left").duration("left", seconds),
        None => Msg::new("clock-no-clock"),
    }
}

/// A rejected digest setting.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DigestError {
    /// The hour is not 0 to 23.
    #[error("the digest hour must be between 0 and 23 (UTC), not {0}")]
    InvalidHour(u8),
}

/// The first instant strictly after `now` at `hour_utc`:00:00 UTC.
pub fn next_digest_at(hour_utc: u8, now: i64) -> Result<i64, DigestError> {
    if hour_utc > 23 {
        return Err(DigestError::InvalidHour(hour_utc));
    }
    let midnight = now - now.rem_euclid(DAY);
    let today = midnight + i64::from(hour_utc) * HOUR;
    Ok(if today > now { today } else { today + DAY })
}

/// Why a win on time may not be claimed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WinOnTimeError {
    /// The game has no clock.
    #[error("this game has no clock, so it cannot be won on time")]
    NoClock,
    /// The claimant is the player to move.
    #[error("it is your turn: only your opponent could claim on time")]
    OwnTurn,
    /// The opponent still has time.
    #[error("your opponent still has {} to move", format_remaining(*.remaining))]
    TimeLeft {
        /// Seconds the opponent has left.
        remaining: i64,
    },
}

/// Whether `claimant` may take the win on time at `now`: the opponent must be
/// to move and out of time. A server that ends such games automatically calls
/// this at [`GameClock::flag_at`] with the waiting player as claimant.
pub fn check_win_on_time(
    clock: Option<&GameClock>,
    claimant: Player,
    now: i64,
) -> Result<(), WinOnTimeError> {
    let clock = clock.ok_or(WinOnTimeError::NoClock)?;
    if clock.to_move == claimant {
        return Err(WinOnTimeError::OwnTurn);
    }
    match clock.remaining(clock.to_move, now) {
        remaining if remaining > 0 => Err(WinOnTimeError::TimeLeft { remaining }),
        _ => Ok(()),
    }
}

/// Why a game may not be aborted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AbortError {
    /// The game has no clock, so the first move has no deadline.
    #[error("this game has no clock; resign instead")]
    NoClock,
    /// Both players have made their first move.
    #[error("the game has started; resign instead")]
    Started,
    /// The player to move still has time for their first move.
    #[error("the player to move still has {} for their first move", format_remaining(*.remaining))]
    TimeLeft {
        /// Seconds the first player has left.
        remaining: i64,
    },
}

/// Whether either player may abort (unrated) at `now`: the player to move has not
/// made their first move (fewer than 2 moves made) and their time ran out.
pub fn check_abort(clock: Option<&GameClock>, moves_made: u32, now: i64) -> Result<(), AbortError> {
    let clock = clock.ok_or(AbortError::NoClock)?;
    if moves_made > 1 {
        return Err(AbortError::Started);
    }
    match clock.remaining(clock.to_move, now) {
        remaining if remaining > 0 => Err(AbortError::TimeLeft { remaining }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::clock::DaysPerMove;
    use super::*;
    use lyngk_i18n::format_lines;
    use proptest::prelude::*;
    use std::collections::HashSet;

    const T0: i64 = 1_700_000_000;

    fn clock(days: u32) -> GameClock {
        GameClock::start(DaysPerMove::new(days).unwrap(), T0)
    }

    fn key(game: u64, turn: u32, kind: ReminderKind) -> ReminderKey {
        ReminderKey { game, turn, kind }
    }

    fn row(key: ReminderKey, due_at: i64) -> StoredReminder {
        StoredReminder {
            key,
            due_at,
            done: false,
        }
    }

    #[test]
    fn reminders_at_half_and_near_the_end() {
        // 1 day per move: bank 2 days; half after 1 day; 10% (4.8h) is later than 6h left.
        let due = due_reminders(&clock(1));
        assert_eq!(
            due,
            vec![
                Reminder {
                    kind: ReminderKind::Half,
                    due_at: T0 + DAY
                },
                Reminder {
                    kind: ReminderKind::Final,
                    due_at: T0 + 2 * DAY - 2 * DAY / 10
                },
            ]
        );
        // 7 days per move: bank 14 days; 6h left is later than 10% (1.4 days).
        let due = due_reminders(&clock(7));
        assert_eq!(due[0].due_at, T0 + 7 * DAY);
        assert_eq!(due[1].due_at, T0 + 14 * DAY - 6 * HOUR);
    }

    #[test]
    fn vacation_postpones_reminders() {
        let mut clock = clock(1);
        clock.pause(Player::One, T0 + HOUR, T0 + HOUR + 5 * DAY);
        let due = due_reminders(&clock);
        assert_eq!(due[0].due_at, T0 + 6 * DAY);
        assert_eq!(due[1].due_at, clock.flag_at() - 2 * DAY / 10);
    }

    #[test]
    fn no_reminders_for_an_empty_bank() {
        let mut clock = clock(1);
        clock.banks[0] = 0;
        assert!(due_reminders(&clock).is_empty());
    }

    #[test]
    fn sends_due_reminders_and_wakes_for_the_next() {
        let half = key(1, 0, ReminderKind::Half);
        let last = key(1, 0, ReminderKind::Final);
        let stored = [row(half, T0 + 10), row(last, T0 + 100)];
        let plan = plan_delivery(&stored, T0 + 10);
        assert_eq!(plan.send, vec![half]);
        assert!(plan.skip.is_empty());
        assert_eq!(plan.next_wake, Some(T0 + 100));
        let nothing = plan_delivery(&stored, T0 + 9);
        assert!(nothing.send.is_empty());
        assert_eq!(nothing.next_wake, Some(T0 + 10));
    }

    #[test]
    fn after_downtime_only_the_latest_reminder_per_game_is_sent() {
        let stored = [
            row(key(1, 3, ReminderKind::Half), T0),
            row(key(1, 3, ReminderKind::Final), T0 + 5),
            row(key(2, 0, ReminderKind::Half), T0 + 1),
            row(key(1, 2, ReminderKind::Final), T0 - 50),
        ];
        let plan = plan_delivery(&stored, T0 + 1000);
        assert_eq!(
            plan.send,
            vec![
                key(1, 3, ReminderKind::Final),
                key(2, 0, ReminderKind::Half)
            ]
        );
        assert_eq!(
            plan.skip,
            vec![
                key(1, 2, ReminderKind::Final),
                key(1, 3, ReminderKind::Half)
            ]
        );
        assert_eq!(plan.next_wake, None);
    }

    #[test]
    fn ten_thousand_games_after_a_restart_get_one_ping_each() {
        let stored: Vec<StoredReminder> = (0..10_000u64)
            .flat_map(|game| {
                let start = T0 + game as i64;
                [
                    row(key(game, 4, ReminderKind::Half), start + DAY),
                    row(key(game, 4, ReminderKind::Final), start + 2 * DAY),
                ]
            })
            .collect();
        let plan = plan_delivery(&stored, T0 + 3 * DAY);
        assert_eq!(plan.send.len(), 10_000);
        assert!(plan.send.iter().all(|k| k.kind == ReminderKind::Final));
        assert_eq!(plan.skip.len(), 10_000);
        let midway = plan_delivery(&stored, T0 + DAY + 4_999);
        assert_eq!(midway.send.len(), 5_000);
        assert_eq!(midway.next_wake, Some(T0 + DAY + 5_000));
    }

    #[test]
    fn done_reminders_are_never_sent_again() {
        let done = StoredReminder {
            done: true,
            ..row(key(1, 0, ReminderKind::Final), T0)
        };
        // A duplicate undone row of a done key, and an earlier kind, stay silent.
        let stored = [
            done,
            row(key(1, 0, ReminderKind::Final), T0),
            row(key(1, 0, ReminderKind::Half), T0 - 1),
        ];
        let plan = plan_delivery(&stored, T0 + 10);
        assert!(plan.send.is_empty());
        assert_eq!(plan.skip, vec![key(1, 0, ReminderKind::Half)]);
    }

    #[test]
    fn digest_lists_games_most_urgent_first() {
        let entries = [
            DigestEntry {
                channel_id: 7,
                opponent: "bob".into(),
                time_left: None,
            },
            DigestEntry {
                channel_id: 9,
                opponent: "carol".into(),
                time_left: Some(3 * HOUR + 12 * 60),
            },
            DigestEntry {
                channel_id: 8,
                opponent: "alice".into(),
                time_left: Some(2 * DAY + 4 * HOUR),
            },
        ];
        let lines = digest_message(&entries, Locale::En).unwrap();
        assert_eq!(
            format_lines(&lines, Locale::En, Style::Discord),
            "It is your turn in 3 LYNGK games:\n\
             • <#9> vs carol (3 hours 12 minutes left)\n\
             • <#8> vs alice (2 days 4 hours left)\n\
             • <#7> vs bob (no clock)"
        );
        assert_eq!(digest_message(&[], Locale::En), None);
    }

    #[test]
    fn a_long_digest_is_cut_to_one_message() {
        let entries: Vec<DigestEntry> = (0..200)
            .map(|i| DigestEntry {
                channel_id: 1_000_000_000_000_000_000 + i,
                opponent: "a very long display name indeed!".into(),
                time_left: Some(i as i64 * HOUR),
            })
            .collect();
        for locale in Locale::ALL {
            let lines = digest_message(&entries, locale).unwrap();
            let text = format_lines(&lines, locale, Style::Discord);
            assert!(
                text.chars().count() <= DISCORD_MESSAGE_LIMIT,
                "{locale}: {text}"
            );
        }
        let lines = digest_message(&entries, Locale::En).unwrap();
        let text = format_lines(&lines, Locale::En, Style::Discord);
        let shown = text.lines().filter(|l| l.starts_with('•')).count();
        assert!(text.ends_with(&format!("… and {} more", 200 - shown)));
        assert!(text.contains("out of time"));
    }

    #[test]
    fn next_digest_is_strictly_after_now() {
        let midnight = T0 - T0.rem_euclid(DAY);
        assert_eq!(next_digest_at(23, midnight), Ok(midnight + 23 * HOUR));
        assert_eq!(next_digest_at(0, midnight), Ok(midnight + DAY));
        assert_eq!(
            next_digest_at(8, midnight + 9 * HOUR),
            Ok(midnight + DAY + 8 * HOUR)
        );
        assert_eq!(next_digest_at(24, T0), Err(DigestError::InvalidHour(24)));
    }

    #[test]
    fn only_the_waiting_player_wins_on_time_after_the_flag() {
        let clock = clock(2);
        let flag = clock.flag_at();
        assert_eq!(
            check_win_on_time(None, Player::Two, flag),
            Err(WinOnTimeError::NoClock)
        );
        assert_eq!(
            check_win_on_time(Some(&clock), Player::One, flag),
            Err(WinOnTimeError::OwnTurn)
        );
        let early = check_win_on_time(Some(&clock), Player::Two, flag - HOUR).unwrap_err();
        assert_eq!(early, WinOnTimeError::TimeLeft { remaining: HOUR });
        assert_eq!(early.to_string(), "your opponent still has 1h 0m to move");
        assert_eq!(check_win_on_time(Some(&clock), Player::Two, flag), Ok(()));
    }

    #[test]
    fn abort_only_before_a_late_first_move() {
        let clock = clock(1);
        let flag = clock.flag_at();
        assert_eq!(check_abort(Some(&clock), 0, flag), Ok(()));
        assert_eq!(check_abort(Some(&clock), 2, flag), Err(AbortError::Started));
        // Player 1 moved at once; player 2 never made their first move.
        let second = clock.after_move(T0);
        assert_eq!(check_abort(Some(&second), 1, second.flag_at()), Ok(()));
        assert_eq!(
            check_abort(Some(&second), 1, second.flag_at() - 60),
            Err(AbortError::TimeLeft { remaining: 60 })
        );
        assert_eq!(
            check_abort(Some(&clock), 0, flag - 60),
            Err(AbortError::TimeLeft { remaining: 60 })
        );
        assert_eq!(check_abort(None, 0, flag), Err(AbortError::NoClock));
    }

    fn reminder_rows() -> impl Strategy<Value = Vec<StoredReminder>> {
        let kind = prop_oneof![Just(ReminderKind::Half), Just(ReminderKind::Final)];
        prop::collection::vec((0..4u64, 0..3u32, kind, 0..1000i64), 0..30).prop_map(|rows| {
            rows.into_iter()
                .map(|(game, turn, kind, due)| row(key(game, turn, kind), T0 + due))
                .collect()
        })
    }

    proptest! {
        #[test]
        fn no_reminder_is_sent_twice_across_wakeups(
            mut stored in reminder_rows(),
            steps in prop::collection::vec(0..400i64, 1..10),
        ) {
            let mut sent = HashSet::new();
            let mut now = T0;
            for step in steps {
                now += step;
                let plan = plan_delivery(&stored, now);
                let games: HashSet<u64> = plan.send.iter().map(|k| k.game).collect();
                prop_assert_eq!(games.len(), plan.send.len(), "one per game per wake-up");
                for key in &plan.send {
                    prop_assert!(sent.insert(*key), "{:?} sent twice", key);
                    prop_assert!(!plan.skip.contains(key));
                }
                for row in stored.iter_mut() {
                    if plan.send.contains(&row.key) || plan.skip.contains(&row.key) {
                        row.done = true;
                    }
                }
                if let Some(wake) = plan.next_wake {
                    prop_assert!(wake > now);
                }
            }
            // Once everything is due, one more wake-up leaves nothing pending.
            let last = plan_delivery(&stored, T0 + 10_000);
            for row in stored.iter_mut() {
                if last.send.contains(&row.key) || last.skip.contains(&row.key) {
                    row.done = true;
                }
            }
            prop_assert!(stored.iter().all(|r| r.done));
        }

        #[test]
        fn final_reminder_comes_after_half_and_before_the_flag(
            days in prop::sample::select(vec![1u32, 2, 3, 5, 7, 14]),
            bank in 1..28 * DAY,
        ) {
            let mut clock = clock(days);
            clock.banks[0] = bank;
            let due = due_reminders(&clock);
            prop_assert_eq!(due.len(), 2);
            prop_assert!(due[0].due_at <= due[1].due_at);
            prop_assert!(due[1].due_at <= clock.flag_at());
            prop_assert!(clock.flag_at() - due[1].due_at <= FINAL_REMINDER_MAX_LEFT);
        }
    }
}
