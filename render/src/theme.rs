//! Light and dark palettes.
//!
//! Piece colours are the same in both themes (they are the real pieces); only the paper,
//! the board and the ink change. The five active colours were chosen, close to the real
//! pieces, so that every two stay at least 20 apart in CIEDE2000 for normal vision and
//! simulated protanopia, deuteranopia and tritanopia (tests/colour_blind.rs; the closest
//! pair is 22.9). They differ in lightness too, so they stay apart in grey scale; every
//! top piece also carries its letter, and the joker (close to ivory) its speckles and star.

use lyngk_rules::{Colour, Piece};
use tiny_skia::Color;

/// The look of the image. `Light` is the default: it reads best in Discord's light and
/// dark clients alike; `Dark` blends into Discord's dark mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

/// How one kind of piece is painted.
#[derive(Clone, Copy, Debug)]
pub struct PieceStyle {
    pub fill: Color,
    /// The thin outline that separates the rings of a stack.
    pub edge: Color,
    /// Ink for the letter on a top piece.
    pub ink: Color,
}

/// Every colour the renderer uses, resolved for one theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub background: Color,
    pub board: Color,
    pub board_edge: Color,
    pub line: Color,
    pub label: Color,
    pub text: Color,
    pub muted: Color,
    pub card: Color,
    pub card_edge: Color,
    pub shadow: Color,
    /// Origin, landing and arrow of the last turn.
    pub last_move: Color,
    /// Casing drawn under the arrow so it reads on any background.
    pub casing: Color,
    /// Legal-landing overlay.
    pub overlay: Color,
    pub badge: Color,
    pub badge_ink: Color,
    pub obstacle: Color,
    /// Halo behind labels so they stay legible across lattice lines.
    pub halo: Color,
    pub to_move: Color,
    /// Outline and separators of the column of a stack's lower pieces.
    pub column_edge: Color,
}

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

/// `colour` with alpha `a` (0..=255).
pub fn with_alpha(colour: Color, a: u8) -> Color {
    let mut c = colour;
    c.set_alpha(f32::from(a) / 255.0);
    c
}

impl Theme {
    /// The RGB fill of `piece` in this theme (today the same in both).
    pub fn piece_rgb(self, piece: Piece) -> [u8; 3] {
        let c = piece_style(piece).fill.to_color_u8();
        [c.red(), c.green(), c.blue()]
    }

    pub fn palette(self) -> Palette {
        match self {
            Theme::Light => Palette {
                background: rgb(0xF6, 0xF1, 0xE7),
                board: rgb(0xE6, 0xD2, 0xA8),
                board_edge: rgb(0xA9, 0x8A, 0x58),
                line: rgb(0x8F, 0x73, 0x4A),
                label: rgb(0x5A, 0x47, 0x2C),
                text: rgb(0x22, 0x22, 0x26),
                muted: rgb(0x6B, 0x66, 0x5E),
                card: rgb(0xFF, 0xFD, 0xF8),
                card_edge: rgb(0xD9, 0xCF, 0xBE),
                shadow: Color::from_rgba8(0x3A, 0x2A, 0x10, 70),
                last_move: rgb(0xF2, 0xA9, 0x00),
                casing: rgb(0x2A, 0x22, 0x18),
                overlay: rgb(0x9B, 0x2F, 0xC9),
                badge: rgb(0x26, 0x28, 0x2E),
                badge_ink: rgb(0xFF, 0xFF, 0xFF),
                obstacle: rgb(0x26, 0x28, 0x2E),
                halo: with_alpha(rgb(0xE6, 0xD2, 0xA8), 230),
                to_move: rgb(0xE0, 0x95, 0x00),
                column_edge: rgb(0x2A, 0x22, 0x18),
            },
            Theme::Dark => Palette {
                background: rgb(0x1A, 0x1C, 0x21),
                board: rgb(0x3B, 0x34, 0x2C),
                board_edge: rgb(0x6E, 0x60, 0x4C),
                line: rgb(0x8A, 0x7C, 0x66),
                label: rgb(0xC9, 0xBC, 0xA4),
                text: rgb(0xEC, 0xEA, 0xE6),
                muted: rgb(0xA3, 0x9F, 0x98),
                card: rgb(0x25, 0x28, 0x2F),
                card_edge: rgb(0x3C, 0x40, 0x49),
                shadow: Color::from_rgba8(0, 0, 0, 110),
                last_move: rgb(0xFF, 0xC1, 0x2E),
                casing: rgb(0x10, 0x10, 0x12),
                overlay: rgb(0xD0, 0x7B, 0xFF),
                badge: rgb(0xF0, 0xEC, 0xE4),
                badge_ink: rgb(0x1A, 0x1C, 0x21),
                obstacle: rgb(0xF0, 0xEC, 0xE4),
                halo: with_alpha(rgb(0x3B, 0x34, 0x2C), 230),
                to_move: rgb(0xFF, 0xB8, 0x1C),
                column_edge: rgb(0x8A, 0x8A, 0x90),
            },
        }
    }
}

/// The paint of a piece, the same in both themes.
pub fn piece_style(piece: Piece) -> PieceStyle {
    let white = rgb(0xFF, 0xFF, 0xFF);
    match piece {
        Piece::Colour(Colour::Ivory) => PieceStyle {
            fill: rgb(0xFF, 0xFA, 0xC4),
            edge: rgb(0x9C, 0x85, 0x55),
            ink: rgb(0x4A, 0x3B, 0x1C),
        },
        Piece::Colour(Colour::Blue) => PieceStyle {
            fill: rgb(0x2A, 0x4D, 0x96),
            edge: rgb(0x14, 0x26, 0x50),
            ink: white,
        },
        Piece::Colour(Colour::Red) => PieceStyle {
            fill: rgb(0xB4, 0x34, 0x0A),
            edge: rgb(0x66, 0x1C, 0x05),
            ink: white,
        },
        Piece::Colour(Colour::Green) => PieceStyle {
            fill: rgb(0x00, 0xA8, 0x7E),
            edge: rgb(0x00, 0x5A, 0x43),
            ink: rgb(0x06, 0x2A, 0x19),
        },
        Piece::Colour(Colour::Black) => PieceStyle {
            fill: rgb(0x18, 0x18, 0x1B),
            edge: rgb(0x8A, 0x8A, 0x90),
            ink: white,
        },
        Piece::Joker => PieceStyle {
            fill: rgb(0xFF, 0xFF, 0xFF),
            edge: rgb(0x8E, 0x95, 0xA0),
            ink: rgb(0x7D, 0x86, 0x94),
        },
    }
}
