//! Points in half-point units, so that draws and byes stay exact.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Sub};

/// A score in half points (a win is 2, a draw 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(u32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// A draw: half a point.
    pub const DRAW: Points = Points(1);
    /// A win: one point.
    pub const WIN: Points = Points(2);

    /// The score from a number of half points.
    pub const fn from_halves(halves: u32) -> Self {
        Points(halves)
    }

    /// The number of half points.
    pub const fn halves(self) -> u32 {
        self.0
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, other: Points) -> Points {
        Points(self.0 - other.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl fmt::Display for Points {
    /// One decimal, as tournament reports print scores: `2.5`.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "{}.{}",
            self.0 / 2,
            if self.0 % 2 == 1 { 5 } else { 0 }
        )
    }
}
