//! Colours and pieces (RULES §1).

use std::fmt;

/// One of the five active colours, in the printing order of RULES §10.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// Ivory, `I`.
    Ivory = 0,
    /// Blue, `B`.
    Blue = 1,
    /// Red, `R`.
    Red = 2,
    /// Green, `G`.
    Green = 3,
    /// Black, `K`.
    Black = 4,
}

impl Colour {
    /// The five colours in the order I B R G K.
    pub const ALL: [Colour; 5] = [
        Colour::Ivory,
        Colour::Blue,
        Colour::Red,
        Colour::Green,
        Colour::Black,
    ];

    /// The notation letter: I, B, R, G or K.
    pub const fn letter(self) -> char {
        ['I', 'B', 'R', 'G', 'K'][self as usize]
    }

    /// The colour for a notation letter, either case.
    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.letter() == letter.to_ascii_uppercase())
    }

    /// The colour's English name, lower case.
    pub const fn name(self) -> &'static str {
        ["ivory", "blue", "red", "green", "black"][self as usize]
    }

    /// The colour for its English name or letter, either case.
    pub fn from_name(name: &str) -> Option<Colour> {
        let name = name.trim();
        let mut chars = name.chars();
        if let (Some(letter), None) = (chars.next(), chars.next()) {
            return Colour::from_letter(letter);
        }
        Colour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
    }

    /// Index 0..5.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: an active colour or a joker (white).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// A piece of an active colour.
    Colour(Colour),
    /// A joker (white, `W`): it never moves on its own (RULES 5.3).
    Joker,
}

impl Piece {
    /// The six kinds of piece, jokers last.
    pub const ALL: [Piece; 6] = [
        Piece::Colour(Colour::Ivory),
        Piece::Colour(Colour::Blue),
        Piece::Colour(Colour::Red),
        Piece::Colour(Colour::Green),
        Piece::Colour(Colour::Black),
        Piece::Joker,
    ];

    /// Index 0..6; the joker is 5.
    pub const fn index(self) -> usize {
        match self {
            Piece::Colour(c) => c as usize,
            Piece::Joker => 5,
        }
    }

    /// The piece with this index (see [`Piece::index`]), `None` from 6 on.
    ///
    /// ```
    /// use lyngk_rules::Piece;
    ///
    /// assert_eq!(Piece::from_index(5), Some(Piece::Joker));
    /// assert_eq!(Piece::from_index(99), None);
    /// ```
    pub const fn from_index(index: usize) -> Option<Piece> {
        match index {
            0..=4 => Some(Piece::Colour(Colour::ALL[index])),
            5 => Some(Piece::Joker),
            _ => None,
        }
    }

    /// The LPN letter: I B R G K or W.
    pub const fn letter(self) -> char {
        match self {
            Piece::Colour(c) => c.letter(),
            Piece::Joker => 'W',
        }
    }

    /// The piece for an LPN letter (upper case only, as LPN requires).
    pub fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'W' => Some(Piece::Joker),
            'I' | 'B' | 'R' | 'G' | 'K' => Colour::from_letter(letter).map(Piece::Colour),
            _ => None,
        }
    }

    /// The active colour, or `None` for a joker.
    pub const fn colour(self) -> Option<Colour> {
        match self {
            Piece::Colour(c) => Some(c),
            Piece::Joker => None,
        }
    }
}

/// A set of active colours (a player's claims, the colours in a stack).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ColourSet(u8);

impl ColourSet {
    /// No colour.
    pub const EMPTY: ColourSet = ColourSet(0);
    /// All five colours.
    pub const FULL: ColourSet = ColourSet(0b11111);

    /// The set from its bit mask (bit i = `Colour::ALL[i]`).
    pub const fn from_bits(bits: u8) -> ColourSet {
        ColourSet(bits & 0b11111)
    }

    /// The bit mask (bit i = `Colour::ALL[i]`).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `colour` is in the set.
    pub const fn contains(self, colour: Colour) -> bool {
        self.0 & (1 << colour as u8) != 0
    }

    /// The set with `colour` added.
    #[must_use]
    pub const fn with(self, colour: Colour) -> ColourSet {
        ColourSet(self.0 | (1 << colour as u8))
    }

    /// The colours in either set.
    #[must_use]
    pub const fn union(self, other: ColourSet) -> ColourSet {
        ColourSet(self.0 | other.0)
    }

    /// Whether the sets have no colour in common.
    pub const fn is_disjoint(self, other: ColourSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The number of colours in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no colour.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours outside this set.
    #[must_use]
    pub const fn complement(self) -> ColourSet {
        ColourSet(!self.0 & 0b11111)
    }

    /// The colours in I B R G K order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let index = bits.trailing_zeros() as usize;
            bits &= bits.wrapping_sub(1);
            Colour::ALL.get(index).copied()
        })
    }
}

impl FromIterator<Colour> for ColourSet {
    fn from_iter<T: IntoIterator<Item = Colour>>(iter: T) -> Self {
        iter.into_iter().fold(ColourSet::EMPTY, ColourSet::with)
    }
}

impl fmt::Debug for ColourSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters: String = self.iter().map(Colour::letter).collect();
        write!(f, "ColourSet({letters})")
    }
}
