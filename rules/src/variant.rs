//! The two games: standard LYNGK and the six-stack variant.

use std::fmt;

/// The game being played (RULES §9 for `Six`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Variant {
    /// The standard game: 5-stacks score and leave the board (RULES §7).
    #[default]
    Standard,
    /// The six-stack variant: a 6-stack of one's own colour wins at once (RULES §9).
    Six,
}

impl Variant {
    /// The tallest stack allowed (RULES 4.1, 9.1).
    pub const fn max_height(self) -> usize {
        match self {
            Variant::Standard => 5,
            Variant::Six => 6,
        }
    }

    /// `standard` or `six`, as LPN writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Six => "six",
        }
    }

    /// The variant for its LPN name, any case.
    pub fn from_name(name: &str) -> Option<Variant> {
        [Variant::Standard, Variant::Six]
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
