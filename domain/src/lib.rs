//! Correspondence play: clocks, reminders, ratings and leagues as
//! pure, deterministic logic. Nothing here touches Discord, SQLite or the
//! system clock: the service passes `now` (Unix seconds) and stored rows in,
//! and stores what comes back.
//!
//! - [`clock`]: time controls, days-per-move clocks, vacations and allowance.
//! - [`off_hours`]: time zones, sleeping windows and weekends off, paused windows as data.
//! - [`reminders`]: reminder due times, exactly-once delivery planning,
//!   digests, win-on-time and abort checks.
//! - [`rating`]: Glicko-2 per server over `skillratings`.
//! - [`league`]: round-robin schedules, standings and their table.
//! - [`premove`]: conditional-move lines, checked and matched against a game's record.
//! - [`text_table`]: code-block tables aligned by display width.
//!
//! How the game service stores and calls these: `docs/architecture.md`.

pub mod clock;
pub mod divisions;
pub mod event;
pub mod ladder;
pub mod league;
pub mod names;
pub mod off_hours;
pub mod picker;
pub mod picker_id;
pub mod premove;
pub mod rating;
pub mod reminders;
pub mod round_robin;
pub mod text_table;

#[cfg(test)]
mod tests {
    //! A whole season through the pure modules, with the time passed in and a
    //! fake reminder table that outlives each wake-up (as SQLite would).

    use super::clock::{DaysPerMove, GameClock, TimeControl, DAY, HOUR};
    use super::league::{self, FinishedGame, GameOutcome, RoundRobin};
    use super::rating::{self, PlayerResult, Rating};
    use super::reminders::{self, ReminderKey, ReminderKind, StoredReminder};
    use lyngk_rules::Player;

    const T0: i64 = 1_700_000_000;

    #[derive(Default)]
    struct ReminderTable {
        rows: Vec<StoredReminder>,
        delivered: Vec<ReminderKey>,
    }

    impl ReminderTable {
        fn close_game(&mut self, game: u64) {
            for row in self.rows.iter_mut().filter(|r| r.key.game == game) {
                row.done = true;
            }
        }

        fn schedule_turn(&mut self, game: u64, turn: u32, clock: &GameClock) {
            self.close_game(game);
            for due in reminders::due_reminders(clock) {
                let key = ReminderKey {
                    game,
                    turn,
                    kind: due.kind,
                };
                self.rows.push(StoredReminder {
                    key,
                    due_at: due.due_at,
                    done: false,
                });
            }
        }

        fn wake(&mut self, now: i64) {
            let undone: Vec<StoredReminder> =
                self.rows.iter().copied().filter(|r| !r.done).collect();
            let plan = reminders::plan_delivery(&undone, now);
            for row in &mut self.rows {
                row.done |= plan.send.contains(&row.key) || plan.skip.contains(&row.key);
            }
            self.delivered.extend(plan.send);
        }
    }

    #[test]
    fn a_six_player_season_is_scheduled_played_timed_out_and_finished() {
        let control = TimeControl::PerMove(DaysPerMove::new(1).unwrap());
        let rounds = league::schedule(6, RoundRobin::Single).unwrap();
        // Game 5 is round 2's second game: player 2 (first) against player 5.
        assert_eq!(
            (rounds[1].pairings[1].first, rounds[1].pairings[1].second),
            (2, 5)
        );
        let mut results = Vec::new();
        let mut ratings = [Rating::default(); 6];
        let mut table = ReminderTable::default();
        let mut game: u64 = 0;
        for round in &rounds {
            let start = T0 + i64::from(round.number) * 30 * DAY;
            for pairing in &round.pairings {
                game += 1;
                let mut clock = control.start(start).unwrap();
                table.schedule_turn(game, 0, &clock);
                let outcome = if game == 5 {
                    // Nobody moves; the bot is down until the flag falls.
                    let flag = clock.flag_at();
                    table.wake(flag);
                    assert!(reminders::check_win_on_time(Some(&clock), Player::Two, flag).is_ok());
                    assert!(reminders::check_abort(Some(&clock), 0, flag).is_ok());
                    GameOutcome::SecondWon
                } else {
                    // Six moves of 26 hours each: past half time, never near the end.
                    let mut now = start;
                    for turn in 1..=6 {
                        now += 26 * HOUR;
                        table.wake(now);
                        assert!(!clock.is_flagged(now));
                        clock = clock.after_move(now);
                        table.schedule_turn(game, turn, &clock);
                    }
                    // The lower index always wins.
                    if pairing.first < pairing.second {
                        GameOutcome::FirstWon
                    } else {
                        GameOutcome::SecondWon
                    }
                };
                table.close_game(game);
                results.push(FinishedGame {
                    first: pairing.first,
                    second: pairing.second,
                    outcome,
                    removed_stacks: [2, 1],
                });
                let rated = match outcome {
                    GameOutcome::FirstWon => PlayerResult::Win,
                    _ => PlayerResult::Loss,
                };
                let (a, b) = rating::update(ratings[pairing.first], ratings[pairing.second], rated);
                ratings[pairing.first] = a;
                ratings[pairing.second] = b;
            }
        }

        let standings = league::standings(6, RoundRobin::Single, &results).unwrap();
        assert!(league::season_complete(&standings));
        let mut points: Vec<(usize, u32)> =
            standings.iter().map(|s| (s.player, s.points)).collect();
        points.sort_unstable();
        // Lower index wins (10, 8, 6, 4, 2, 0) except that 5 beat 2 on time.
        assert_eq!(
            points,
            vec![(0, 10), (1, 8), (2, 4), (3, 4), (4, 2), (5, 2)]
        );
        assert_eq!((standings[0].player, standings[0].rank), (0, 1));
        assert!(ratings[0].rating > ratings[1].rating && ratings[1].rating > ratings[4].rating);

        let mut unique = table.delivered.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(
            unique.len(),
            table.delivered.len(),
            "a reminder was sent twice"
        );
        for id in 1..=15u64 {
            let kinds: Vec<ReminderKind> = table
                .delivered
                .iter()
                .filter(|k| k.game == id)
                .map(|k| k.kind)
                .collect();
            if id == 5 {
                assert_eq!(
                    kinds,
                    vec![ReminderKind::Final],
                    "only the latest after downtime"
                );
            } else {
                assert_eq!(kinds, vec![ReminderKind::Half; 6], "game {id}");
            }
        }
    }
}
