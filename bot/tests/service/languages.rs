//! The game service in other languages: a whole game in German, Polish
//! plurals, and the rules summary within one Discord message in every language.

use crate::common::*;
use lyngk_bot::i18n::{lookup, Locale, Msg, Style};
use lyngk_bot::service::api::{Actor, Command, HelpTopic, Reply, Request};
use lyngk_bot::service::Refusal;
use lyngk_rules::{Game, Turn, Variant};

/// Words of today's English replies that a German reply must not contain.
const ENGLISH: &[&str] = &[
    " the ",
    " your ",
    " turn ",
    " wins",
    " claims ",
    " played ",
    "Game ",
    "Ratings",
    "player",
    "point",
    "not allowed",
    "challenges",
    "Accept",
    "Decline",
    "Rematch",
    "seed",
    "standard",
];

fn ask_de(h: &Harness, actor: &Actor, command: Command) -> Reply {
    h.ask_request(Request {
        place: PLACE,
        actor: actor.clone(),
        command,
        interaction: None,
        actor_is_admin: false,
        locale: Locale::De,
        server_locale: Some(Locale::De),
    })
}

/// A reply in German with no English left, button labels included.
fn assert_german(reply: &Reply) -> String {
    assert_eq!(reply.locale, Locale::De);
    let mut text = reply.text();
    for button in &reply.buttons {
        text.push_str(&format!(" [{}]", button.label));
    }
    // The board's alt text speaks the post's language too.
    for file in reply.image.iter().chain(&reply.files) {
        let description = file.description.as_deref().unwrap_or_default();
        text.push_str(&format!(" {{{description}}}"));
    }
    for word in ENGLISH {
        assert!(!text.contains(word), "English {word:?} in: {text}");
    }
    assert!(
        !text.contains("refusal-") && !text.contains("turn-") && !text.contains("image-"),
        "{text}"
    );
    text
}

/// The board image of a German server speaks German: its alt text (the same words
/// as drawn in the header) is German.
#[test]
fn a_german_board_image_is_described_in_german() {
    let h = Harness::new(12);
    ask_de(&h, &alice(), challenge(Some(bob()), Variant::Standard));
    ask_de(&h, &bob(), Command::Accept);
    let board = ask_de(&h, &alice(), Command::Board);
    let image = board.image.as_ref().expect("a board image");
    let description = image.description.as_deref().expect("alt text");
    assert!(
        description.starts_with("LYNGK-Brett, Zug 1"),
        "{description}"
    );
    assert!(description.contains("noch keine Farbe"), "{description}");
    assert_german(&board);
}

/// A turn that claims when it can (so claims and chains come up), else any move.
fn claiming_move(game: &Game) -> Turn {
    let turns = game.position().legal_turns();
    let moves = turns.iter().filter(|t| !t.is_pass());
    *moves
        .clone()
        .find(|t| t.claim.is_some())
        .or_else(|| moves.clone().next())
        .expect("a move exists")
}

#[test]
fn a_german_game_is_told_in_german_from_challenge_to_result() {
    let h = Harness::new(11);
    let mut said = Vec::new();
    let r = ask_de(&h, &alice(), challenge(Some(bob()), Variant::Standard));
    said.push(assert_german(&r));
    assert_eq!(r.buttons.len(), 2);
    let r = ask_de(&h, &bob(), Command::Accept);
    said.push(assert_german(&r));
    let first = if r.ping == [alice().id] {
        alice()
    } else {
        bob()
    };
    let second = if first == alice() { bob() } else { alice() };

    // Refusals: typed for the code, German for the player.
    let r = ask_de(&h, &second, move_command(some_move(&h.game())));
    assert!(matches!(r.refusal, Some(Refusal::NotYourTurn(_))));
    said.push(assert_german(&r));
    let bad_cell = Command::Move {
        from: "z9".into(),
        to: "c3".into(),
        claim: None,
    };
    let r = ask_de(&h, &first, bad_cell);
    assert!(matches!(r.refusal, Some(Refusal::BadCell { .. })));
    said.push(assert_german(&r));
    let r = ask_de(
        &h,
        &first,
        Command::Claim {
            colour: "lila".into(),
        },
    );
    assert_eq!(r.refusal, Some(Refusal::BadColour("lila".into())));
    said.push(assert_german(&r));
    said.push(assert_german(&ask_de(&h, &first, Command::Rules)));
    said.push(assert_german(&ask_de(
        &h,
        &first,
        Command::Help {
            topic: HelpTopic::Playing,
        },
    )));

    let r = ask_de(
        &h,
        &first,
        Command::Claim {
            colour: "red".into(),
        },
    );
    assert!(r.refusal.is_none(), "{}", r.text());
    said.push(assert_german(&r));
    while let Some(game) = h.service.live_game(PLACE).unwrap() {
        let who = mover(&game, &first, &second).clone();
        let r = ask_de(&h, &who, move_command(claiming_move(&game)));
        assert!(r.refusal.is_none(), "{}", r.text());
        said.push(assert_german(&r));
    }
    let all = said.join("\n");
    for german in [
        "Partie",
        "wählt",
        "zieht",
        "am Zug",
        "Partie vorbei",
        "Wertungen",
    ] {
        assert!(all.contains(german), "no {german:?} in:\n{all}");
    }
    let last = said.last().unwrap();
    assert!(last.contains("[Revanche]"), "{last}");
    let late = Command::Move {
        from: "c3".into(),
        to: "d4".into(),
        claim: None,
    };
    let r = ask_de(&h, &first, late);
    assert!(matches!(r.refusal, Some(Refusal::GameOver(_))));
    assert!(assert_german(&r).contains("Diese Partie ist vorbei"));
}

#[test]
fn polish_counts_take_their_three_forms() {
    let points = |n: i64| {
        Msg::new("game-player-points")
            .text("name", "ala")
            .number("seat", 1)
            .msg("claims", Msg::new("game-no-colours"))
            .number("points", n)
            .format(Locale::Pl, Style::Plain)
    };
    assert!(points(1).ends_with(", 1 punkt)"), "{}", points(1));
    assert!(points(2).ends_with(", 2 punkty)"), "{}", points(2));
    assert!(points(5).ends_with(", 5 punktów)"), "{}", points(5));
    let stacks = |n: i64| {
        Msg::new("suggest-claim")
            .colour("colour", lyngk_rules::Colour::Red)
            .number("count", n)
            .format(Locale::Pl, Style::Plain)
    };
    assert!(stacks(1).contains("1 stos z"), "{}", stacks(1));
    assert!(stacks(3).contains("3 stosy z"), "{}", stacks(3));
    assert!(stacks(12).contains("12 stosów z"), "{}", stacks(12));
}

/// A command's or option's name as the reader's Discord client shows it.
fn command_name(locale: Locale, id: &str, option: Option<&str>) -> String {
    lookup(locale, id, option).expect("a command name")
}

/// A fixed text (rules, help) in `locale`; it must fit one Discord message.
fn fixed_text(h: &Harness, command: Command, locale: Locale) -> String {
    let r = h.ask_request(Request {
        place: PLACE,
        actor: alice(),
        command,
        interaction: None,
        actor_is_admin: false,
        locale,
        server_locale: None,
    });
    let text = r.text();
    assert_eq!(r.locale, locale);
    assert!(text.chars().count() <= 2000, "{locale}: {}", text.len());
    text
}

#[test]
fn the_rules_fit_one_discord_message_in_every_language() {
    let h = Harness::new(3);
    for locale in Locale::ALL {
        let text = fixed_text(&h, Command::Rules, locale);
        // RULES 6: the LYNGK rule and both commands are explained, each named as the
        // reader's Discord client shows it.
        let claim = format!("/lyngk {}", command_name(locale, "cmd-lyngk-claim", None));
        let move_ = format!(
            "/lyngk {} {}:c3 {}:d4",
            command_name(locale, "cmd-lyngk-move", None),
            command_name(locale, "cmd-lyngk-move", Some("from")),
            command_name(locale, "cmd-lyngk-move", Some("to"))
        );
        for part in ["LYNGK", "§6", &claim, &move_] {
            assert!(text.contains(part), "{locale} lacks {part}: {text}");
        }
    }
}

#[test]
fn the_help_fits_one_discord_message_and_names_the_ai_in_every_language() {
    let h = Harness::new(3);
    for locale in Locale::ALL {
        for topic in [HelpTopic::Ranking, HelpTopic::Clocks] {
            fixed_text(&h, Command::Help { topic }, locale);
        }
        let topic = HelpTopic::Playing;
        let text = fixed_text(&h, Command::Help { topic }, locale);
        let level = format!(
            "/lyngk {} {}:",
            command_name(locale, "cmd-lyngk-challenge", None),
            command_name(locale, "cmd-lyngk-challenge", Some("level"))
        );
        let review = format!(
            "/lyngk {} [{}]",
            command_name(locale, "cmd-lyngk-review", None),
            command_name(locale, "cmd-lyngk-review", Some("game"))
        );
        for part in [&level, &review] {
            assert!(text.contains(part), "{locale} lacks {part}: {text}");
        }
    }
}

#[test]
fn autocomplete_speaks_and_understands_the_typists_language() {
    let h = Harness::new(6);
    let (first, _) = h.start(Variant::Standard);
    let claims = h.service.suggest_claims(PLACE, first.id, Locale::De, "ro");
    assert_eq!(claims.len(), 1, "{claims:?}");
    assert_eq!(
        claims[0].value, "red",
        "the value stays the option's English name"
    );
    assert!(claims[0].name.starts_with("Rot ("), "{}", claims[0].name);
    let origins = h.service.suggest_origins(PLACE, first.id, Locale::Fr, "");
    assert!(
        origins.iter().all(|c| c.name.contains("pile de")),
        "{origins:?}"
    );
}

/// French addresses the player as « vous » everywhere: replies, help, command
/// descriptions and the terminal never switch to « tu ».
#[test]
fn french_keeps_one_register() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n/locales/fr");
    let familiar = ["tu", "ton", "ta", "tes", "te", "toi"];
    for entry in std::fs::read_dir(&folder).expect("the French folder") {
        let path = entry.expect("a file").path();
        let text = std::fs::read_to_string(&path).expect("a French file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let lower = line.to_lowercase();
            let words = lower.split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’');
            for word in words {
                let familiar_word =
                    familiar.contains(&word) || word.starts_with("t'") || word.starts_with("t’");
                assert!(!familiar_word, "{}: « {word} » in {line}", path.display());
            }
        }
    }
}

/// The help names every command with every option the declaration gives it, in each
/// language and in the names Discord shows there: `/lyngk herausfordern [gegner] …`.
#[test]
fn the_help_shows_every_declared_command_with_all_its_options_in_every_language() {
    let h = Harness::new(3);
    for locale in Locale::ALL {
        let topics = [HelpTopic::Playing, HelpTopic::Ranking, HelpTopic::Clocks];
        let help: String = topics
            .into_iter()
            .map(|topic| fixed_text(&h, Command::Help { topic }, locale))
            .collect();
        for syntax in declared_syntaxes(locale) {
            assert!(help.contains(&syntax), "{locale} lacks {syntax}");
        }
    }
}

/// Each command of the declaration as `/lyngk group name required [optional]`, named
/// as Discord shows it in `locale`.
fn declared_syntaxes(locale: Locale) -> Vec<String> {
    use lyngk_bot::command_spec::{command_id, Entry, Spec, TREE};
    fn syntax(locale: Locale, ids: &[String], spec: &Spec) -> String {
        let mut words: Vec<String> = ids
            .iter()
            .map(|id| command_name(locale, id, None))
            .collect();
        let last = ids.last().expect("a path");
        for option in spec.options {
            let name = command_name(locale, last, Some(option.name));
            words.push(match option.required {
                true => name,
                false => format!("[{name}]"),
            });
        }
        format!("`/{}`", words.join(" "))
    }
    let mut all = Vec::new();
    for top in TREE {
        let top_id = command_id("cmd", top.name);
        for entry in top.entries {
            let id = command_id(&top_id, entry.name());
            match entry {
                Entry::Command(spec) => all.push(syntax(locale, &[top_id.clone(), id], spec)),
                Entry::Group { entries, .. } => {
                    for inner in entries.iter() {
                        if let Entry::Command(spec) = inner {
                            let ids = [top_id.clone(), id.clone(), command_id(&id, spec.name)];
                            all.push(syntax(locale, &ids, spec));
                        }
                    }
                }
            }
        }
    }
    all
}
