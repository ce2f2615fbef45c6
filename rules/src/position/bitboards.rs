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
    /// `exactly[k]`: cells holding k pieces (index 0 is always empty).
    exactly: [u64; MAX_HEIGHT + 1],
}

/// Where a moving stack fits by height, for each height of the moving stack (RULES
/// 4.1, 5.5, 5.6): worked out once per move generation.
pub(super) struct Fits {
    /// Onto a stack of any height, as long as the result is not too high (a chain, or a
    /// stack of the mover's colour).
    chain: [u64; 8],
    /// Onto a stack no higher than itself, the result not too high (a neutral stack).
    plain: [u64; 8],
}

impl Fits {
    /// The cells a stack of `height` pieces fits onto: by a LYNGK chain or its owner's
    /// move when `chains`, else as a neutral stack.
    #[inline]
    pub(super) fn for_height(&self, height: usize, chains: bool) -> u64 {
        if chains {
            self.chain[height % 8]
        } else {
            self.plain[height % 8]
        }
    }
}

impl Bitboards {
    /// The bitboards of a whole board, built in one pass (cheaper than adding the
    /// stacks one by one: a game starts with 43 of them).
    pub(super) fn of(stacks: &[Stack; CELL_COUNT]) -> Bitboards {
        let mut bits = Bitboards::default();
        let mut exactly = [0u64; MAX_HEIGHT + 1];
        // Cells by the set of colours their stack holds, spread over the colours after.
        let mut by_colours = [0u64; 32];
        for (cell, &stack) in Cell::ALL.iter().zip(stacks) {
            if stack.is_empty() {
                continue;
            }
            let bit = cell.bit();
            bits.occupied |= bit;
            bits.top[stack.top_index()] |= bit;
            exactly[stack.height()] |= bit;
            by_colours[usize::from(stack.colours().bits()) % 32] |= bit;
        }
        for (set, cells) in by_colours.into_iter().enumerate() {
            for (c, has) in bits.has.iter_mut().enumerate() {
                *has |= cells & 0u64.wrapping_sub((set as u64 >> c) & 1);
            }
        }
        bits.exactly = exactly;
        bits
    }

    /// Replaces `below`, standing on `cell`, by `above`, a stack that holds it and more
    /// pieces on top: the cell stays occupied, only its top, height and colours change.
    #[inline]
    pub(super) fn grow(&mut self, cell: Cell, below: Stack, above: Stack) {
        let bit = cell.bit();
        self.top[below.top_index()] ^= bit;
        self.top[above.top_index()] ^= bit;
        self.exactly[below.height()] ^= bit;
        self.exactly[above.height()] ^= bit;
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
        self.exactly[height] ^= bit;
        let colours = u64::from(stack.colours().bits());
        for (c, has) in self.has.iter_mut().enumerate() {
            *has ^= bit & 0u64.wrapping_sub((colours >> c) & 1);
        }
    }

    /// Cells holding a stack of 1 to `max` pieces.
    pub(super) fn at_most(&self, max: usize) -> u64 {
        self.exactly
            .iter()
            .take(max + 1)
            .fold(0, |cells, exactly| cells | exactly)
    }

    /// Cells holding a stack of exactly `height` pieces (none for 0).
    pub(super) fn exactly(&self, height: usize) -> u64 {
        self.exactly.get(height).copied().unwrap_or(0)
    }

    /// [`Fits`] in a game whose stacks hold at most `max_height` pieces.
    pub(super) fn fits(&self, max_height: usize) -> Fits {
        // at_most[k]: cells holding 1 to k pieces.
        let mut at_most = [0u64; MAX_HEIGHT + 1];
        let mut below = 0;
        for (at_most, exactly) in at_most.iter_mut().zip(self.exactly) {
            below |= exactly;
            *at_most = below;
        }
        let mut fits = Fits {
            chain: [0; 8],
            plain: [0; 8],
        };
        for height in 1..=max_height.min(MAX_HEIGHT) {
            let room = max_height - height;
            fits.chain[height] = at_most[room];
            fits.plain[height] = at_most[room.min(height)];
        }
        fits
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
