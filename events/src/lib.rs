//! Event logic for LYNGK correspondence events, pure (no I/O): Swiss pairings
//! by FIDE's Dutch system, tiebreaks, the FIDE tournament report (TRF), and
//! knockout brackets and ladders.

pub mod knockout;
pub mod ladder;
pub mod score;
pub mod swiss;
pub mod tiebreak;
pub mod trf;

pub use score::Points;
