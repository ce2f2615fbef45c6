//! Correspondence play (issue #5): clocks, reminders, ratings and leagues.

pub mod clock;
pub mod rating;
pub mod reminders;
