//! Each interaction is answered once. Discord can deliver the same event twice (a
//! resumed gateway session replays what it was not sure we received); a second initial
//! response would be refused (400, 40060) and would race the first.

use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;

/// Interactions remembered; far more than arrive within one token's 15 minutes on
/// one process at any plausible rate, and small (16 bytes each).
const REMEMBERED: usize = 100_000;

#[derive(Default)]
pub struct Seen {
    ids: Mutex<(HashSet<u64>, VecDeque<u64>)>,
}

impl Seen {
    /// True the first time `id` is offered, false for every repeat.
    pub fn first_time(&self, id: u64) -> bool {
        let mut guard = self.ids.lock().unwrap_or_else(|p| p.into_inner());
        let (set, order) = &mut *guard;
        if !set.insert(id) {
            return false;
        }
        order.push_back(id);
        if order.len() > REMEMBERED {
            if let Some(oldest) = order.pop_front() {
                set.remove(&oldest);
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeat_is_recognised_and_old_ids_are_forgotten() {
        let seen = Seen::default();
        assert!(seen.first_time(1));
        assert!(!seen.first_time(1));
        for id in 2..=REMEMBERED as u64 + 1 {
            assert!(seen.first_time(id));
        }
        assert!(seen.first_time(1), "forgotten after REMEMBERED others");
    }
}
