//! A stack of pieces, packed into one `u32` so that positions are cheap to copy.

use crate::colour::{ColourSet, Piece};
use std::fmt;

/// Pieces from bottom to top: height in bits 0..3, then 3 bits per piece, and from
/// bit 21 the set of active colours in the stack (kept so move generation never has
/// to walk the pieces).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Stack(u32);

const HEIGHT_BITS: u32 = 3;
const PIECE_BITS: u32 = 3;
const COLOURS_SHIFT: u32 = 21;
const PIECES_MASK: u32 = (1 << COLOURS_SHIFT) - 1;

/// The colour-set bit of a piece (none for a joker).
const fn colour_bit(piece: Piece) -> u32 {
    match piece {
        Piece::Colour(c) => 1 << (COLOURS_SHIFT + c as u32),
        Piece::Joker => 0,
    }
}
/// The tallest stack any variant allows (RULES 9.1).
pub const MAX_HEIGHT: usize = 6;

impl Stack {
    /// An empty intersection.
    pub const EMPTY: Stack = Stack(0);

    /// A single piece.
    pub const fn single(piece: Piece) -> Stack {
        Stack(1 | ((piece.index() as u32) << HEIGHT_BITS) | colour_bit(piece))
    }

    /// A stack from its pieces, bottom first. `None` if there are more than
    /// [`MAX_HEIGHT`]; the game's rules are checked by [`crate::Position`], not here.
    pub fn from_pieces(pieces: &[Piece]) -> Option<Stack> {
        if pieces.len() > MAX_HEIGHT {
            return None;
        }
        let mut bits = pieces.len() as u32;
        for (i, piece) in pieces.iter().enumerate() {
            bits |= (piece.index() as u32) << (HEIGHT_BITS + PIECE_BITS * i as u32);
            bits |= colour_bit(*piece);
        }
        Some(Stack(bits))
    }

    /// Number of pieces, 0 for an empty cell.
    pub const fn height(self) -> usize {
        (self.0 & ((1 << HEIGHT_BITS) - 1)) as usize
    }

    /// Whether the cell is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The piece at `level` (0 = bottom).
    #[inline]
    pub fn piece(self, level: usize) -> Option<Piece> {
        if level >= self.height() {
            return None;
        }
        let shift = HEIGHT_BITS + PIECE_BITS * level as u32;
        Piece::from_index(((self.0 >> shift) & 0b111) as usize)
    }

    /// The top piece, which decides the stack's colour (RULES 4.3).
    #[inline]
    pub fn top(self) -> Option<Piece> {
        self.height()
            .checked_sub(1)
            .and_then(|level| self.piece(level))
    }

    /// The index of the top piece ([`Piece::index`]); 0 for an empty stack. A branch-free
    /// [`Stack::top`] for the bitboards' bookkeeping.
    #[inline]
    pub(crate) const fn top_index(self) -> usize {
        let level = self.height().saturating_sub(1) as u32;
        ((self.0 >> (HEIGHT_BITS + PIECE_BITS * level)) & 0b111) as usize
    }

    /// The pieces from bottom to top.
    pub fn pieces(self) -> impl Iterator<Item = Piece> {
        (0..self.height()).filter_map(move |level| self.piece(level))
    }

    /// The active colours in the stack.
    pub const fn colours(self) -> ColourSet {
        ColourSet::from_bits((self.0 >> COLOURS_SHIFT) as u8)
    }

    /// How many jokers the stack holds.
    pub fn jokers(self) -> usize {
        self.pieces().filter(|&p| p == Piece::Joker).count()
    }

    /// `self` put down on top of `below`. The caller checks the height limit.
    pub(crate) fn on_top_of(self, below: Stack) -> Stack {
        let below_height = below.height() as u32;
        let pieces = (self.0 & PIECES_MASK) >> HEIGHT_BITS;
        let below_pieces = (below.0 & PIECES_MASK) >> HEIGHT_BITS;
        let height = below_height + self.height() as u32;
        debug_assert!(height as usize <= MAX_HEIGHT);
        let colours = (self.0 | below.0) & !PIECES_MASK;
        Stack(
            height
                | ((below_pieces | (pieces << (PIECE_BITS * below_height))) << HEIGHT_BITS)
                | colours,
        )
    }
}

impl fmt::Display for Stack {
    /// LPN form: the letters bottom to top, or `.` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str(".");
        }
        self.pieces()
            .try_for_each(|p| fmt::Write::write_char(f, p.letter()))
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stack({self})")
    }
}
