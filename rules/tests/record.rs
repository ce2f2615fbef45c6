//! The game record (docs/record.md): random legal games written and read back, every
//! error the reader names (with its line and column), and a reader that never panics.

use lyngk_rules::record::{
    read, GameResult, Location, Record, RecordError, RecordErrorKind as Kind, Termination, ROSTER,
};
use lyngk_rules::{Game, Outcome, PlayError, Player, Position, Turn, Variant};
use proptest::prelude::*;

/// A game from `seed`, each turn the legal one `choices` picks, until they run out or
/// the game ends.
fn random_game(seed: u64, variant: Variant, choices: &[usize]) -> Game {
    let mut game = Game::new(seed, variant);
    for &choice in choices {
        let legal = game.position().legal_turns();
        if legal.is_empty() {
            break;
        }
        game.play(legal[choice % legal.len()]).unwrap();
    }
    game
}

/// How an unfinished game may be recorded as ended.
const UNFINISHED_ENDINGS: [(GameResult, Termination); 5] = [
    (GameResult::Unfinished, Termination::Unterminated),
    (GameResult::PlayerOneWins, Termination::Resignation),
    (GameResult::PlayerTwoWins, Termination::TimeForfeit),
    (GameResult::Unfinished, Termination::TimeForfeit),
    (GameResult::Unfinished, Termination::Abandoned),
];

fn variant() -> impl Strategy<Value = Variant> {
    prop_oneof![Just(Variant::Standard), Just(Variant::Six)]
}

/// A tag value: any text without control characters (quotes, backslashes, any script).
fn tag_value() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,24}",
        Just("Ada \"the first\" \\ L".to_string()),
        Just("يوسف".to_string()),
        Just("Zoë 🎲 李".to_string()),
    ]
}

/// A comment's text as a reader gives it back: words without `}` and single spaces.
fn comment_text() -> impl Strategy<Value = String> {
    prop::collection::vec("[^}\\s\\p{C}]{1,8}", 0..5).prop_map(|words| words.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// A random legal game with random tags and comments is read back identical, and
    /// its replay ends where the game did.
    #[test]
    fn a_written_record_reads_back_identical(
        seed in any::<u64>(),
        variant in variant(),
        choices in prop::collection::vec(any::<usize>(), 0..160),
        roster in prop::collection::vec(tag_value(), 6),
        extra in prop::collection::vec(("[A-Z][A-Za-z0-9_]{0,12}", tag_value()), 0..4),
        comments in prop::collection::vec((any::<prop::sample::Index>(), comment_text()), 0..6),
        ending in 0..UNFINISHED_ENDINGS.len(),
    ) {
        let game = random_game(seed, variant, &choices);
        let mut record = Record::of_game(&game);
        for (name, value) in ROSTER.iter().zip(&roster) {
            record.set_tag(name, value.clone());
        }
        for (name, value) in extra {
            record.set_tag(&format!("X{name}"), value);
        }
        if game.outcome().is_none() {
            let (result, termination) = UNFINISHED_ENDINGS[ending];
            record.set_result(result, termination);
        }
        let mut placed: Vec<(usize, String)> = comments
            .into_iter()
            .map(|(index, text)| (index.index(game.turns().len() + 1), text))
            .collect();
        placed.sort_by_key(|(after, _)| *after);
        for (after, text) in &placed {
            record.comment(*after, text);
        }
        let text = record.to_string();
        let replayed = read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&replayed.record, &record);
        prop_assert_eq!(replayed.position, *game.position());
        prop_assert_eq!(replayed.game.as_ref(), Some(&game));
        prop_assert_eq!(replayed.outcome, game.outcome());
        prop_assert_eq!(Record::parse(&text).unwrap(), record);
        for line in text.lines().filter(|line| !line.starts_with('[')) {
            prop_assert!(line.chars().count() <= 79, "{line}");
        }
    }

    /// Any text at all: the reader answers, never panics.
    #[test]
    fn any_text_is_read_without_panicking(text in any::<String>()) {
        let _ = read(&text);
    }

    /// A real record cut, or with text inserted anywhere: the reader answers, and an
    /// error points inside the text.
    #[test]
    fn a_damaged_record_is_read_without_panicking(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<usize>(), 0..40),
        cut in any::<prop::sample::Index>(),
        length in 0usize..12,
        inserted in "\\PC{0,6}|[\\[\\]{}\"\\\\;.\n]{1,3}",
    ) {
        let game = random_game(seed, Variant::Standard, &choices);
        let text = Record::of_game(&game).to_string();
        let chars: Vec<char> = text.chars().collect();
        let at = cut.index(chars.len() + 1);
        let end = (at + length).min(chars.len());
        let damaged: String = chars[..at]
            .iter()
            .chain(inserted.chars().collect::<Vec<_>>().iter())
            .chain(&chars[end..])
            .collect();
        match read(&damaged) {
            Err(error) => {
                let lines = damaged.lines().count().max(1) + 1;
                prop_assert!(error.at.line >= 1 && error.at.line <= lines, "{error}");
                prop_assert!(error.at.column >= 1, "{error}");
            }
            // Whatever it accepts, written again, reads back the same.
            Ok(replayed) => {
                let again = read(&replayed.record.to_string()).unwrap();
                prop_assert_eq!(again.record.tags, replayed.record.tags);
                prop_assert_eq!(again.record.turns, replayed.record.turns);
                prop_assert_eq!(again.record.result, replayed.record.result);
            }
        }
    }
}

/// The roster and a seed, then `movetext`.
fn with_tags(movetext: &str) -> String {
    format!(
        "[Event \"Club\"]\n[Site \"?\"]\n[Date \"2026.11.28\"]\n[Round \"1\"]\n\
         [Player1 \"Ada\"]\n[Player2 \"Kris\"]\n[Result \"*\"]\n[Seed \"7\"]\n\n{movetext}"
    )
}

/// The error `text` gives, as (line, column, kind).
fn refusal(text: &str) -> (usize, usize, Kind) {
    let RecordError {
        at: Location { line, column },
        kind,
    } = read(text).expect_err("refused");
    (line, column, kind)
}

/// The first legal turns of seed 7 as text: "1. T1 2. T2 …".
fn first_turns(count: usize) -> (Game, String) {
    let game = random_game(7, Variant::Standard, &vec![0; count]);
    let text = game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, turn)| format!("{}. {turn}", i + 1))
        .collect::<Vec<_>>()
        .join(" ");
    (game, text)
}

#[test]
fn a_hand_written_record_with_comments_and_loose_spacing_is_read() {
    let (game, turns) = first_turns(3);
    let text = format!(
        "\u{feff}  [Event   \"Club \\\"night\\\"\" ]\r\n[Seed \"7\"]\r\n\r\n{{opening\n  notes}} \
         {}  ; a line comment\n *\n{{after}}\n",
        turns.replace(". ", ".")
    );
    let replayed = read(&text).unwrap();
    assert_eq!(replayed.record.tag("Event"), Some("Club \"night\""));
    assert_eq!(replayed.record.turns, game.turns());
    let comments: Vec<(usize, &str)> = replayed
        .record
        .comments
        .iter()
        .map(|c| (c.after_turns, c.text.as_str()))
        .collect();
    assert_eq!(
        comments,
        [(0, "opening notes"), (3, "a line comment"), (3, "after")]
    );
    assert_eq!(replayed.termination, Termination::Normal);
}

#[test]
fn turns_without_numbers_and_an_lpn_without_seed_are_read() {
    let (game, turns) = first_turns(2);
    let bare: Vec<&str> = turns.split(' ').filter(|w| !w.ends_with('.')).collect();
    let start = Position::to_string(&lyngk_rules::Setup::from_seed(7, Variant::Standard).position);
    let text = format!("[LPN \"{start}\"]\n{} *", bare.join(" "));
    let replayed = read(&text).unwrap();
    assert_eq!(replayed.record.turns, game.turns());
    assert_eq!(replayed.position, *game.position());
    assert_eq!(replayed.game, None);
}

#[test]
fn a_finished_game_needs_its_own_result() {
    let game = random_game(3, Variant::Standard, &[1; 400]);
    let outcome = game.outcome().expect("over");
    let record = Record::of_game(&game);
    assert_eq!(record.result, GameResult::of(&outcome));
    assert_eq!(record.tag("Termination"), Some("normal"));
    assert_eq!(read(&record.to_string()).unwrap().outcome, Some(outcome));
    let wrong = [
        GameResult::PlayerOneWins,
        GameResult::PlayerTwoWins,
        GameResult::Draw,
    ]
    .into_iter()
    .find(|&r| r != record.result)
    .unwrap();
    let mut claimed = record.clone();
    claimed.set_result(wrong, Termination::Normal);
    let lines = claimed.to_string().lines().count();
    let (line, _, kind) = refusal(&claimed.to_string());
    assert_eq!(line, lines);
    assert_eq!(
        kind,
        Kind::ResultMismatch {
            recorded: wrong,
            replayed: record.result,
            termination: Termination::Normal
        }
    );
    // Ended by the rules, it cannot also be a resignation.
    let mut resigned = record.clone();
    resigned.set_result(record.result, Termination::Resignation);
    assert!(matches!(
        refusal(&resigned.to_string()).2,
        Kind::ResultMismatch {
            termination: Termination::Resignation,
            ..
        }
    ));
}

#[test]
fn an_unfinished_game_ends_only_as_its_termination_allows() {
    let (_, turns) = first_turns(4);
    let ended = |result: &str, termination: &str| {
        format!("[Seed \"7\"]\n[Termination \"{termination}\"]\n{turns} {result}")
    };
    assert!(read(&ended("0-1", "resignation")).is_ok());
    assert!(read(&ended("1-0", "Time Forfeit")).is_ok());
    assert!(read(&ended("*", "time forfeit")).is_ok());
    assert!(read(&ended("*", "abandoned")).is_ok());
    assert!(read(&ended("*", "unterminated")).is_ok());
    for (result, termination) in [
        ("1-0", "normal"),
        ("1/2-1/2", "resignation"),
        ("*", "resignation"),
        ("1/2-1/2", "time forfeit"),
        ("0-1", "abandoned"),
    ] {
        let (line, column, kind) = refusal(&ended(result, termination));
        assert_eq!(
            (line, column),
            (3, turns.chars().count() + 2),
            "{result} {termination}"
        );
        assert!(
            matches!(
                kind,
                Kind::ResultMismatch {
                    replayed: GameResult::Unfinished,
                    ..
                }
            ),
            "{kind:?}"
        );
    }
}

#[test]
fn each_syntax_error_is_named_where_it_is() {
    let cases: Vec<(&str, (usize, usize, Kind))> = vec![
        ("[1Event \"x\"]\n*", (1, 2, Kind::TagName("1Event".into()))),
        ("[Ev-ent \"x\"]\n*", (1, 4, Kind::ExpectedTagValue)),
        (
            "[Événement \"x\"]\n*",
            (1, 2, Kind::TagName("Événement".into())),
        ),
        ("[Event x]\n*", (1, 8, Kind::ExpectedTagValue)),
        ("[Event \"x]\n*", (1, 11, Kind::UnterminatedTagValue)),
        ("[Event \"x\\", (1, 10, Kind::UnterminatedTagValue)),
        ("[Event \"a\\nb\"]\n*", (1, 10, Kind::BadEscape('n'))),
        ("[Event \"a\tb\"]\n*", (1, 10, Kind::ControlCharacter(9))),
        ("[Event \"x\" y]\n*", (1, 12, Kind::ExpectedTagEnd)),
        (
            "[Seed \"7\"]\n[Seed \"8\"]\n*",
            (2, 1, Kind::DuplicateTag("Seed".into())),
        ),
        (
            "[Seed \"7\"]\n*  [Event \"x\"]",
            (2, 4, Kind::TrailingText("[".into())),
        ),
        (
            "[Seed \"7\"]\n{a comment\n*",
            (2, 1, Kind::UnterminatedComment),
        ),
        ("[Seed \"7\"]\n}", (2, 1, Kind::UnexpectedCharacter('}'))),
        ("[Seed \"7\"]\n[Event \"x\"]\n", (3, 1, Kind::MissingResult)),
        (
            "[Seed \"7\"]\n\n2. pass *",
            (
                3,
                1,
                Kind::MoveNumber {
                    expected: 1,
                    found: "2".into(),
                },
            ),
        ),
        (
            "[Seed \"7\"]\n1. *",
            (
                2,
                4,
                Kind::Turn {
                    text: "*".into(),
                    error: lyngk_rules::TurnParseError::Empty,
                },
            ),
        ),
        (
            "[Seed \"7\"]\n1. C3 *",
            (
                2,
                4,
                Kind::Turn {
                    text: "C3".into(),
                    error: lyngk_rules::TurnParseError::MissingLanding,
                },
            ),
        ),
        (
            "[Seed \"7\"]\n*\n1-0",
            (3, 1, Kind::TrailingText("1-0".into())),
        ),
        (
            "[Result \"1-0\"]\n[Seed \"7\"]\n*",
            (
                1,
                1,
                Kind::ResultTagMismatch {
                    tag: "1-0".into(),
                    token: GameResult::Unfinished,
                },
            ),
        ),
        ("[Seed \"-7\"]\n*", (1, 1, Kind::Seed("-7".into()))),
        (
            "[Seed \"18446744073709551616\"]\n*",
            (1, 1, Kind::Seed("1844674407370955".into())),
        ),
        (
            "[Seed \"7\"]\n[Variant \"eight\"]\n*",
            (2, 1, Kind::Variant("eight".into())),
        ),
        (
            "[Seed \"7\"]\n[Termination \"draw\"]\n*",
            (2, 1, Kind::Termination("draw".into())),
        ),
        ("[Event \"x\"]\n*", (1, 1, Kind::MissingStart)),
        ("*", (1, 1, Kind::MissingStart)),
        ("", (1, 1, Kind::MissingResult)),
    ];
    for (text, expected) in cases {
        assert_eq!(refusal(text), expected, "{text:?}");
    }
}

#[test]
fn a_tag_pair_among_the_turns_is_named() {
    let (_, turns) = first_turns(1);
    let text = with_tags(&format!("{turns} [Event \"x\"] *"));
    let (line, column, kind) = refusal(&text);
    assert_eq!(
        (line, column, kind),
        (10, turns.chars().count() + 2, Kind::TagInMovetext)
    );
}

#[test]
fn the_start_tags_must_agree() {
    let standard = lyngk_rules::Setup::from_seed(7, Variant::Standard).position;
    let other = lyngk_rules::Setup::from_seed(8, Variant::Standard).position;
    let text = format!("[Seed \"7\"]\n[LPN \"{other}\"]\n*");
    assert_eq!(refusal(&text), (2, 1, Kind::StartMismatch));
    let text = format!("[Seed \"7\"]\n[Variant \"six\"]\n[LPN \"{standard}\"]\n*");
    assert_eq!(
        refusal(&text),
        (
            2,
            1,
            Kind::VariantMismatch {
                tag: Variant::Six,
                lpn: Variant::Standard
            }
        )
    );
    let text = "[LPN \"K/I 1 -/- 0/0 standard\"]\n*";
    assert!(matches!(
        refusal(text),
        (1, 1, Kind::Lpn(lyngk_rules::LpnError::ColumnCount(2)))
    ));
    let text = format!("[Seed \"7\"]\n[LPN \"{standard}\"]\n*");
    assert!(read(&text).is_ok());
}

#[test]
fn an_illegal_turn_is_named_by_its_number() {
    let (game, turns) = first_turns(2);
    // The third turn is a pass, which is not legal while moves exist.
    let text = with_tags(&format!("{turns}\n3. pass *"));
    assert_eq!(
        refusal(&text),
        (
            11,
            4,
            Kind::IllegalTurn {
                number: 3,
                turn: Turn::PASS,
                error: PlayError::PassWithMoves
            }
        )
    );
    assert!(game.position().legal_turns().iter().all(|t| !t.is_pass()));
}

#[test]
fn results_and_terminations_have_one_spelling_each() {
    for result in GameResult::ALL {
        assert_eq!(GameResult::from_token(result.token()), Some(result));
    }
    for termination in Termination::ALL {
        assert_eq!(
            Termination::from_name(termination.name()),
            Some(termination)
        );
    }
    assert_eq!(GameResult::win(Player::Two).token(), "0-1");
    let drawn = Outcome::Compared(lyngk_rules::Tiebreak {
        variant: Variant::Standard,
        scores: Default::default(),
        decided_by: None,
    });
    assert_eq!(GameResult::of(&drawn), GameResult::Draw);
}
