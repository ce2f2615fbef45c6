//! Event names players type are one name whatever their case or Unicode form ("Été",
//! "été", "ÉTÉ", and an "e" with a combining accent), and take apostrophes and emoji.

use crate::common::events::{create_event, join_event};
use crate::common::*;
use lyngk_bot::correspondence::event::EventRefusal;
use lyngk_bot::service::api::{Command, EventOptions, Reply};
use lyngk_bot::service::Refusal;

fn event_refusal(reply: &Reply) -> &EventRefusal {
    match reply.refusal.as_ref() {
        Some(Refusal::Event(refusal)) => refusal,
        other => panic!("not an event refusal: {other:?}"),
    }
}

fn accepted(reply: &Reply) -> Vec<&str> {
    assert!(reply.refusal.is_none(), "{:?}", reply.refusal);
    reply.lines.iter().map(|m| m.id.as_str()).collect()
}

#[test]
fn an_event_name_in_another_case_or_form_is_the_same_name() {
    let h = Harness::new(1);
    assert!(accepted(&create_event(&h, "Été", EventOptions::default())).contains(&"event-created"));
    // The refusal names the name as typed, composed (NFC).
    for (same, named) in [("été", "été"), ("ÉTÉ", "ÉTÉ"), ("E\u{301}TE\u{301}", "ÉTÉ")] {
        let again = create_event(&h, same, EventOptions::default());
        let exists = EventRefusal::Exists(named.to_string());
        assert_eq!(event_refusal(&again), &exists, "{same}");
    }
    // Each form finds it.
    assert!(accepted(&join_event(&h, &bob(), "ÉTÉ")).contains(&"event-joined"));
    let twice = join_event(&h, &bob(), "e\u{301}té");
    assert!(matches!(event_refusal(&twice), EventRefusal::AlreadyJoined(name) if name == "Été"));
    let standings = h.ask(
        &carol(),
        Command::EventStandings {
            name: "été".into()
        },
    );
    assert!(standings.refusal.is_none(), "{:?}", standings.refusal);
    // Other letters are another name.
    let other = join_event(&h, &carol(), "Ete");
    assert!(matches!(event_refusal(&other), EventRefusal::Unknown(_)));
}

#[test]
fn event_names_take_apostrophes_and_emoji_but_no_markup() {
    let h = Harness::new(1);
    for name in ["Coupe d'hiver", "Coupe d’été", "Cup 🏆", "❤️ Club"] {
        let created = create_event(&h, name, EventOptions::default());
        assert!(accepted(&created).contains(&"event-created"), "{name}");
        assert!(accepted(&join_event(&h, &bob(), name)).contains(&"event-joined"));
    }
    for name in ["a`b", "**bold**", "x · y", "<@1>"] {
        let refused = create_event(&h, name, EventOptions::default());
        assert!(
            matches!(event_refusal(&refused), EventRefusal::BadName { .. }),
            "{name}"
        );
    }
}
