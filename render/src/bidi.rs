//! Names inside sentences, kept from reordering them: a name written right to left
//! (Arabic, Hebrew) placed in a left-to-right line pulls the numbers and punctuation
//! beside it into its own direction, so "5. يوسف" would read "يوسف .5" and a result line
//! would put the name at the other end of the sentence. Unicode's bidi isolates
//! (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE) make the name one neutral unit to
//! the text around it, with its own direction inside.

use std::borrow::Cow;
use unicode_bidi::{bidi_class, BidiClass};

/// FIRST STRONG ISOLATE: what follows takes the direction of its first letter.
pub const FIRST_STRONG_ISOLATE: char = '\u{2068}';
/// POP DIRECTIONAL ISOLATE: ends the isolate.
pub const POP_DIRECTIONAL_ISOLATE: char = '\u{2069}';

/// `name` wrapped in bidi isolates when it could reorder the text around it (it has a
/// right-to-left letter, an Arabic digit or a bidi control); a left-to-right name
/// cannot, and is given back as it is (so plain names stay plain text).
///
/// ```
/// use lyngk_render::isolate_name;
/// assert_eq!(isolate_name("Ada"), "Ada");
/// assert_eq!(isolate_name("يوسف"), "\u{2068}يوسف\u{2069}");
/// ```
pub fn isolate_name(name: &str) -> Cow<'_, str> {
    let already = name.starts_with(FIRST_STRONG_ISOLATE)
        && name.ends_with(POP_DIRECTIONAL_ISOLATE)
        && name.len() > 2 * FIRST_STRONG_ISOLATE.len_utf8();
    if already || !name.chars().any(can_reorder) {
        return Cow::Borrowed(name);
    }
    Cow::Owned(format!(
        "{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
    ))
}

/// Whether `c` can change the order of the text around it.
fn can_reorder(c: char) -> bool {
    use BidiClass::*;
    matches!(
        bidi_class(c),
        R | AL | AN | LRE | RLE | LRO | RLO | PDF | LRI | RLI | FSI | PDI
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_that_can_reorder_are_isolated() {
        for plain in ["Ada", "Дмитрий", "李小龍", "12", "", "🐉 Ñandú"] {
            assert_eq!(isolate_name(plain), plain);
        }
        for reordering in ["يوسف", "דוד", "Ada ١٢", "a\u{202E}b"] {
            let isolated = isolate_name(reordering);
            assert_eq!(isolated, format!("\u{2068}{reordering}\u{2069}"));
            // Isolating twice changes nothing.
            assert_eq!(isolate_name(&isolated), isolated);
        }
    }
}
