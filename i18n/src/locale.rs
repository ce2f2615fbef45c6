//! The languages the bot speaks, and how Discord's locale codes map onto them.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language the bot speaks: the rulebook's seven languages and Hungarian.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub enum Locale {
    #[default]
    En,
    De,
    Fr,
    It,
    Nl,
    Es,
    Pl,
    Hu,
}

impl Locale {
    /// Every locale, English first.
    pub const ALL: [Locale; 8] = [
        Locale::En,
        Locale::De,
        Locale::Fr,
        Locale::It,
        Locale::Nl,
        Locale::Es,
        Locale::Pl,
        Locale::Hu,
    ];

    /// The folder under `i18n/locales/` and the code users type (`en`, `de`, ...).
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::De => "de",
            Locale::Fr => "fr",
            Locale::It => "it",
            Locale::Nl => "nl",
            Locale::Es => "es",
            Locale::Pl => "pl",
            Locale::Hu => "hu",
        }
    }

    /// The language's own name, for choices shown to users.
    pub fn native_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::De => "Deutsch",
            Locale::Fr => "Français",
            Locale::It => "Italiano",
            Locale::Nl => "Nederlands",
            Locale::Es => "Español",
            Locale::Pl => "Polski",
            Locale::Hu => "Magyar",
        }
    }

    /// The locale for one of Discord's locale codes (`en-US`, `es-419`, `pt-BR`, ...):
    /// a language the bot speaks, or `None` for the others (the caller falls back).
    pub fn from_discord(code: &str) -> Option<Locale> {
        let language = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Locale::ALL
            .into_iter()
            .find(|locale| locale.code() == language)
    }

    /// The locale a browser asks for in its `Accept-Language` header (`fr-CH, fr;q=0.9,
    /// en;q=0.8`): the first language asked for that the bot speaks, a regional variant
    /// matching its language; `None` when it asks for none of them. The tags are taken
    /// in the order sent (browsers send them by falling weight).
    pub fn from_accept_language(header: &str) -> Option<Locale> {
        let requested = fluent_langneg::parse_accepted_languages(header);
        let available = fluent_langneg::convert_vec_str_to_langids_lossy(
            Locale::ALL.map(|locale| locale.code()),
        );
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        let chosen = chosen.first()?;
        let index = available.iter().position(|locale| locale == *chosen)?;
        Some(Locale::ALL[index])
    }

    /// Discord's locale codes that this language localizes command names for
    /// (English is the default and needs none).
    pub fn discord_codes(self) -> &'static [&'static str] {
        match self {
            Locale::En => &[],
            Locale::De => &["de"],
            Locale::Fr => &["fr"],
            Locale::It => &["it"],
            Locale::Nl => &["nl"],
            Locale::Es => &["es-ES", "es-419"],
            Locale::Pl => &["pl"],
            Locale::Hu => &["hu"],
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A code that names no language the bot speaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language '{0}': use one of en, de, fr, it, nl, es, pl, hu")]
pub struct UnknownLocale(pub String);

impl FromStr for Locale {
    type Err = UnknownLocale;

    fn from_str(text: &str) -> Result<Locale, UnknownLocale> {
        Locale::from_discord(text.trim()).ok_or_else(|| UnknownLocale(text.to_string()))
    }
}

impl From<Locale> for String {
    fn from(locale: Locale) -> String {
        locale.code().to_string()
    }
}

impl TryFrom<String> for Locale {
    type Error = UnknownLocale;

    fn try_from(code: String) -> Result<Locale, UnknownLocale> {
        code.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_codes_map_to_the_language() {
        assert_eq!(Locale::from_discord("en-US"), Some(Locale::En));
        assert_eq!(Locale::from_discord("en-GB"), Some(Locale::En));
        assert_eq!(Locale::from_discord("es-419"), Some(Locale::Es));
        assert_eq!(Locale::from_discord("es-ES"), Some(Locale::Es));
        assert_eq!(Locale::from_discord("hu"), Some(Locale::Hu));
        assert_eq!(Locale::from_discord("pt-BR"), None);
        assert_eq!(Locale::from_discord(""), None);
    }

    #[test]
    fn a_browsers_languages_choose_the_first_one_spoken() {
        let chosen = |header| Locale::from_accept_language(header);
        assert_eq!(
            chosen("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"),
            Some(Locale::Fr)
        );
        assert_eq!(
            chosen("pt-BR, pt;q=0.9, hu;q=0.8, en;q=0.5"),
            Some(Locale::Hu)
        );
        assert_eq!(chosen("es-419"), Some(Locale::Es));
        assert_eq!(chosen("de-AT"), Some(Locale::De));
        assert_eq!(chosen("ja, zh-CN;q=0.5"), None);
        assert_eq!(chosen(""), None);
        assert_eq!(chosen("not a language tag!"), None);
    }

    #[test]
    fn codes_round_trip() {
        for locale in Locale::ALL {
            assert_eq!(locale.code().parse::<Locale>(), Ok(locale));
        }
        assert!("xx".parse::<Locale>().is_err());
    }
}
