//! Names players type (events, leagues, players at a terminal table) compared as one
//! name whatever their case or Unicode form: "Été", "été", "ÉTÉ" and an "e" followed by
//! a combining accent are the same name.

use icu_normalizer::ComposingNormalizerBorrowed;
use icu_properties::props::{EmojiModifier, ExtendedPictographic, RegionalIndicator};
use icu_properties::CodePointSetData;
use unicase::UniCase;

/// Whether `c` may stand in the name of an event or a league: letters, digits, spaces,
/// `-`, `_`, apostrophes ("Coupe d'hiver") and emoji, as in players' names. Nothing
/// that is markup in Discord's messages (`` ` ``, `*`, `|`, `<`, `@`, `#`) and no `·`,
/// which joins the parts of the names the bot makes ("Spring · S2 · D1").
pub fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '\'' | '’') || is_emoji_part(c)
}

/// A character of an emoji: a pictograph, a skin tone, a flag's letter, or the joiner
/// and variation selector that build sequences (👩‍👩‍👧, ❤️).
fn is_emoji_part(c: char) -> bool {
    CodePointSetData::new::<ExtendedPictographic>().contains(c)
        || CodePointSetData::new::<EmojiModifier>().contains(c)
        || CodePointSetData::new::<RegionalIndicator>().contains(c)
        || matches!(c, '\u{200d}' | '\u{fe0f}')
}

/// `name` trimmed and composed (NFC): an "e" typed with a combining accent becomes
/// the "é" a keyboard types, so names are stored and shown in one form.
pub fn composed(name: &str) -> String {
    ComposingNormalizerBorrowed::new_nfc()
        .normalize(name.trim())
        .into_owned()
}

/// The form under which a name is compared and looked up: trimmed, NFC-normalised and
/// fully case-folded (Unicode's folding: "ß" and "SS" fold alike, as do "Σ" and "ς"),
/// then normalised again, since folding can leave a character decomposed ("İ").
pub fn name_key(name: &str) -> String {
    let nfc = ComposingNormalizerBorrowed::new_nfc();
    let folded = UniCase::new(nfc.normalize(name.trim())).to_folded_case();
    nfc.normalize(&folded).into_owned()
}

/// Whether two typed names are the same name.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_unicode_form_do_not_make_another_name() {
        for (a, b) in [
            ("Été", "été"),
            ("Été", "ÉTÉ"),
            ("e\u{301}té", "ÉTÉ"),
            ("Hiver", "hiver"),
            ("Straße", "STRASSE"),
            ("ΟΔΥΣΣΕΥΣ", "οδυσσευς"),
            ("Łódź", "ŁÓDŹ"),
            (" Coupe d'hiver ", "coupe D'HIVER"),
        ] {
            assert!(same_name(a, b), "{a} / {b}");
        }
    }

    #[test]
    fn apostrophes_and_emoji_are_name_characters_markup_is_not() {
        for name in [
            "Coupe d'hiver",
            "Coupe d’hiver",
            "Cup 🏆",
            "❤️ Club",
            "🇫🇷 Open",
            "👩‍👩‍👧",
        ] {
            assert!(name.chars().all(is_name_char), "{name}");
        }
        for c in ['`', '*', '|', '<', '@', '#', '·', ':', '\n'] {
            assert!(!is_name_char(c), "{c:?}");
        }
    }

    #[test]
    fn different_letters_stay_different_names() {
        for (a, b) in [("Été", "Ete"), ("Cup 1", "Cup 2"), ("Łódź", "Lodz")] {
            assert!(!same_name(a, b), "{a} / {b}");
        }
    }
}
