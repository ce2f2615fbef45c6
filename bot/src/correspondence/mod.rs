//! Correspondence play (issue #5): clocks, reminders, ratings and leagues.

pub mod clock;
pub mod league;
pub mod rating;
pub mod reminders;
