//! Bitboards kept in step with the stacks of a position.

use crate::cell::{Cell, CELL_COUNT};
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
    /// `at_most[k]`: cells holding 1 to k pieces (index 0 is always empty).
    at_most: [u64; MAX_HEIGHT + 1],
}

impl Bitboards {
    /// The bitboards of a whole board, built in one pass (cheaper than adding the
    /// stacks one by one: a game starts with 43 of them).
    pub(super) fn of(stacks: &[Stack; CELL_COUNT]) -> Bitboards {
        let mut bits = Bitboards::default();
        let mut exactly = [0u64; MAX_HEIGHT + 1];
        for (cell, &stack) in Cell::ALL.iter().zip(stacks) {
            if stack.is_empty() {
                continue;
            }
            let bit = cell.bit();
            bits.occupied |= bit;
            bits.top[stack.top_index()] |= bit;
            exactly[stack.height()] |= bit;
            for colour in stack.colours().iter() {
                bits.has[colour.index()] |= bit;
            }
        }
        let mut below = 0;
        for (at_most, exactly) in bits.at_most.iter_mut().zip(exactly) {
            below |= exactly;
            *at_most = below;
        }
        bits
    }

    /// Replaces `below`, standing on `cell`, by `above`, a stack that holds it and more
    /// pieces on top: the cell stays occupied, only its top, height and colours change.
    #[inline]
    pub(super) fn grow(&mut self, cell: Cell, below: Stack, above: Stack) {
        let bit = cell.bit();
        self.top[below.top_index()] ^= bit;
        self.top[above.top_index()] ^= bit;
        let (low, high) = (below.height(), above.height());
        for (k, at_most) in self.at_most.iter_mut().enumerate() {
            *at_most &= !(bit & 0u64.wrapping_sub(u64::from(k >= low && k < high)));
        }
        let added = u64::from(above.colours().bits() & !below.colours().bits());
        for (c, has) in self.has.iter_mut().enumerate() {
            *has |= bit & 0u64.wrapping_sub((added >> c) & 1);
        }
    }

    /// Takes `stack`, which stands on `cell`, out of the bitboards: flips `cell`'s bit
    /// in every bitboard that `stack` belongs to. Branch-free, since it runs once or
    /// twice for every turn played.
    #[inline]
    pub(super) fn remove(&mut self, cell: Cell, stack: Stack) {
        let height = stack.height();
        let bit = cell.bit() & 0u64.wrapping_sub(u64::from(height != 0));
        self.occupied ^= bit;
        self.top[stack.top_index()] ^= bit;
        for (k, at_most) in self.at_most.iter_mut().enumerate() {
            *at_most ^= bit & 0u64.wrapping_sub(u64::from(k >= height));
        }
        let colours = u64::from(stack.colours().bits());
        for (c, has) in self.has.iter_mut().enumerate() {
            *has ^= bit & 0u64.wrapping_sub((colours >> c) & 1);
        }
    }

    /// Cells holding a stack of 1 to `max` pieces.
    pub(super) fn at_most(&self, max: usize) -> u64 {
        self.at_most[max.min(MAX_HEIGHT)]
    }

    /// [`Bitboards::holding_any`] of every set of colours, indexed by the set's bits:
    /// built once for a whole move generation, one lookup per moving stack.
    pub(super) fn clashes(&self) -> [u64; 32] {
        let mut clashes = [0u64; 32];
        for set in 1..32usize {
            clashes[set] = clashes[set & (set - 1)] | self.has[set.trailing_zeros() as usize];
        }
        clashes
    }

    /// Cells holding any colour of `colours`.
    #[inline]
    pub(super) fn holding_any(&self, colours: ColourSet) -> u64 {
        let bits = u64::from(colours.bits());
        self.has.iter().enumerate().fold(0, |acc, (c, has)| {
            acc | (has & 0u64.wrapping_sub((bits >> c) & 1))
        })
    }
}
