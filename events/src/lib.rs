//! Event logic for LYNGK correspondence events, pure (no I/O): Swiss pairings
//! by FIDE's Dutch system, tiebreaks, and the FIDE tournament report (TRF).

pub mod score;
pub mod swiss;
pub mod tiebreak;
pub mod trf;

pub use score::Points;
