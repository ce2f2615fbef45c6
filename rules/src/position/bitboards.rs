//! Bitboards kept in step with the stacks of a position.

use crate::cell::Cell;
use crate::colour::ColourSet;
use crate::stack::{Stack, MAX_HEIGHT};

/// Bitboards kept in step with the stacks so that move generation is mask arithmetic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(super) struct Bitboards {
    pub(super) occupied: u64,
    /// Cells by the index of their top piece (the joker is 5).
    pub(super) top: [u64; 6],
    /// Cells whose stack holds each active colour anywhere.
    has: [u64; 5],
    /// `at_most[k]`: cells holding 1 to k pieces (index 0 is unused).
    at_most: [u64; MAX_HEIGHT + 1],
}

impl Bitboards {
    pub(super) fn add(&mut self, cell: Cell, stack: Stack) {
        let Some(top) = stack.top() else { return };
        let bit = cell.bit();
        self.occupied |= bit;
        self.top[top.index()] |= bit;
        for at_most in &mut self.at_most[stack.height()..] {
            *at_most |= bit;
        }
        for colour in stack.colours().iter() {
            self.has[colour.index()] |= bit;
        }
    }

    pub(super) fn remove(&mut self, cell: Cell, stack: Stack) {
        let Some(top) = stack.top() else { return };
        let keep = !cell.bit();
        self.occupied &= keep;
        self.top[top.index()] &= keep;
        for at_most in &mut self.at_most[stack.height()..] {
            *at_most &= keep;
        }
        for colour in stack.colours().iter() {
            self.has[colour.index()] &= keep;
        }
    }

    /// Cells holding a stack of 1 to `max` pieces.
    pub(super) fn at_most(&self, max: usize) -> u64 {
        self.at_most[max.min(MAX_HEIGHT)]
    }

    /// Cells holding any colour of `colours`.
    pub(super) fn holding_any(&self, colours: ColourSet) -> u64 {
        colours
            .iter()
            .fold(0, |acc, colour| acc | self.has[colour.index()])
    }
}
