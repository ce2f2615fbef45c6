//! Whatever a user types into move and claim, the service answers and changes nothing.

use crate::common::*;
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::Command;
use lyngk_bot::service::Refusal;
use lyngk_rules::Variant;
use proptest::prelude::*;
use std::sync::OnceLock;

fn started() -> &'static (Harness, lyngk_bot::service::api::Actor) {
    static TABLE: OnceLock<(Harness, lyngk_bot::service::api::Actor)> = OnceLock::new();
    TABLE.get_or_init(|| {
        let h = Harness::new(17);
        let (first, _) = h.start(Variant::Standard);
        (h, first)
    })
}

/// Text that parses as a move is filtered out: a legal one would rightly change state.
fn is_move_like(text: &str) -> bool {
    text.trim().parse::<lyngk_rules::Cell>().is_ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_move_text_never_panics_nor_changes_state(
        from in ".{0,12}", to in ".{0,12}", claim in proptest::option::of(".{0,12}")
    ) {
        let (h, first) = started();
        prop_assume!(!(is_move_like(&from) && is_move_like(&to)));
        let before = h.snapshot();
        let r = h.ask(first, Command::Move { from, to, claim });
        prop_assert!(r.ephemeral);
        prop_assert!(!r.text().is_empty());
        prop_assert_eq!(h.snapshot(), before);
    }

    #[test]
    fn random_claim_text_never_panics_nor_changes_state(colour in "\\PC{0,20}") {
        let (h, first) = started();
        prop_assume!(lyngk_rules::Colour::from_name(&colour).is_none());
        prop_assume!(!colour_words().contains(&colour.trim().to_lowercase()));
        let before = h.snapshot();
        let r = h.ask(first, Command::Claim { colour });
        // The jokers' names and letter (W) get their own answer.
        let refused = matches!(r.refusal, Some(Refusal::BadColour(_) | Refusal::JokerClaim));
        prop_assert!(r.ephemeral && refused, "{:?}", r.refusal);
        prop_assert_eq!(h.snapshot(), before);
    }

    #[test]
    fn random_cells_for_a_non_player_change_nothing(from in "[a-iA-I][0-9]", to in "[a-iA-I][0-9]") {
        let (h, _) = started();
        let before = h.snapshot();
        let r = h.ask(&carol(), Command::Move { from, to, claim: None });
        prop_assert!(r.ephemeral);
        prop_assert_eq!(h.snapshot(), before);
    }

    #[test]
    fn random_suggest_text_never_panics(partial in "\\PC{0,10}", from in "\\PC{0,6}") {
        let (h, first) = started();
        let origins = h.service.suggest_origins(PLACE, first.id, Locale::En, &partial);
        let landings = h.service.suggest_landings(PLACE, first.id, Locale::En, &from, &partial);
        for choice in origins.iter().chain(&landings) {
            prop_assert!(choice.value.parse::<lyngk_rules::Cell>().is_ok(), "{:?}", choice);
        }
        prop_assert!(origins.len() <= 25 && landings.len() <= 25);
        prop_assert!(h.service.suggest_claims(PLACE, first.id, Locale::En, &partial).len() <= 5);
    }
}

/// Every colour's name in every language the bot speaks (all of them claim).
fn colour_words() -> Vec<String> {
    use lyngk_bot::i18n::{Msg, Style};
    let mut words = Vec::new();
    for colour in lyngk_rules::Colour::ALL {
        for locale in Locale::ALL {
            let id = format!("colour-{}", colour.name());
            words.push(Msg::new(id).format(locale, Style::Plain).to_lowercase());
        }
    }
    words
}
