//! Event logic for LYNGK correspondence events, pure (no I/O): Swiss pairings
//! by FIDE's Dutch system, tiebreaks, the FIDE tournament report (TRF), and
//! knockout brackets, ladders, divisions over seasons, round-robin schedules
//! (Berger tables) and league tables.

pub mod knockout;
pub mod ladder;
pub mod league;
pub mod round_robin;
pub mod score;
pub mod season;
pub mod swiss;
pub mod tiebreak;
pub mod trf;

pub use score::Points;
