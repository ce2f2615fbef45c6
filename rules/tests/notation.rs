//! RULES §10: the turn notation and LPN.

use crate::common;

use common::*;
use lyngk_rules::{
    Action, CellError, Colour, LpnError, Player, Position, PositionError, Turn, TurnParseError,
    Variant,
};

fn lpn_error(text: &str) -> LpnError {
    match text.parse::<Position>() {
        Ok(p) => panic!("{text} accepted as {p}"),
        Err(e) => e,
    }
}

/// Asserts that an LPN error's message mentions every fragment.
fn assert_lpn_message(error: &LpnError, fragments: &[&str]) {
    let message = error.to_string();
    for fragment in fragments {
        assert!(
            message.contains(fragment),
            "'{message}' should mention '{fragment}'"
        );
    }
}

/// The start position with one cell replaced.
fn start_with(cell_text: &str) -> String {
    START.replacen("K/I,I,K,W/", &format!("K/{cell_text},I,K,W/"), 1)
}

// RULES 10: the three turn forms.
#[test]
fn turn_forms_parse() {
    assert_eq!(turn("C3-D4"), Turn::move_stack(cell("C3"), cell("D4")));
    assert_eq!(
        turn("R:C3-D4"),
        Turn::claim_and_move(Colour::Red, cell("C3"), cell("D4"))
    );
    assert_eq!(turn("pass"), Turn::PASS);
    assert_eq!(
        turn("K:pass"),
        Turn {
            claim: Some(Colour::Black),
            action: Action::Pass
        },
        "a claim with a pass can be written, though never played"
    );
}

// RULES 10: parsers accept any case and a space instead of the dash.
#[test]
fn turn_parsing_accepts_any_case_and_a_space() {
    let canonical = turn("G:C3-D4");
    for text in ["g:c3-d4", "G:c3 D4", "g:C3 d4", " G:C3-D4 ", "G: C3 - D4"] {
        assert_eq!(turn(text), canonical, "{text}");
    }
    assert_eq!(turn("c3 d4"), turn("C3-D4"));
    for text in ["PASS", "Pass", "pAsS"] {
        assert_eq!(turn(text), Turn::PASS);
    }
}

// RULES 10: printers write the canonical form.
#[test]
fn turns_print_canonically() {
    assert_eq!(turn("c3 d4").to_string(), "C3-D4");
    assert_eq!(turn("i:e7 e6").to_string(), "I:E7-E6");
    assert_eq!(turn("PASS").to_string(), "pass");
    let start: Position = START.parse().expect("start");
    for t in start.legal_turns() {
        assert_eq!(t.to_string().parse::<Turn>(), Ok(t));
        assert_eq!(t.to_string().to_lowercase().parse::<Turn>(), Ok(t));
    }
}

// RULES 10: turn parse errors name the problem.
#[test]
fn turn_parse_errors_name_the_problem() {
    let cases: [(&str, TurnParseError, &str); 7] = [
        ("", TurnParseError::Empty, "C3-D4"),
        ("   ", TurnParseError::Empty, "pass"),
        ("X:C3-D4", TurnParseError::UnknownColour("X".into()), "'X'"),
        ("W:C3-D4", TurnParseError::UnknownColour("W".into()), "'W'"),
        ("C3", TurnParseError::MissingLanding, "two cells"),
        ("C3-D4-E5", TurnParseError::Trailing("E5".into()), "E5"),
        (
            "J3-D4",
            TurnParseError::Cell(CellError::Malformed("J3".into())),
            "J3",
        ),
    ];
    for (text, expected, fragment) in cases {
        let e = text.parse::<Turn>().unwrap_err();
        assert_eq!(e, expected, "{text:?}");
        assert!(e.to_string().contains(fragment), "{text:?}: {e}");
    }
    let e = "A2-B2".parse::<Turn>().unwrap_err();
    assert!(matches!(
        e,
        TurnParseError::Cell(CellError::NoSuchRow { .. })
    ));
    assert!(e.to_string().contains("A2"), "{e}");
}

// RULES 10: the start position of the example parses and prints back unchanged.
#[test]
fn lpn_round_trip_of_the_example() {
    let p: Position = START.parse().expect("the example");
    assert_eq!(p.to_string(), START);
    assert_eq!(p.to_move(), Player::One);
    assert_eq!(p.variant(), Variant::Standard);
    assert_eq!(at(&p, "A1"), "K");
    assert_eq!(at(&p, "B4"), "W");
    assert_eq!(at(&p, "I1"), "I");
}

// RULES 10: board cells bottom to top, `.` for empty, the other fields as written.
#[test]
fn lpn_fields_mean_what_they_say() {
    let text = lpn(&[("C3", "IRK"), ("E5", "WB")], 2, "RK/G", "1/2", "standard");
    let p: Position = text.parse().expect("valid");
    assert_eq!(
        p.stack(cell("C3"))
            .pieces()
            .map(|x| x.letter())
            .collect::<String>(),
        "IRK"
    );
    assert_eq!(at(&p, "C4"), ".");
    assert_eq!(p.to_move(), Player::Two);
    assert_eq!(p.owner(Colour::Red), Some(Player::One));
    assert_eq!(p.owner(Colour::Black), Some(Player::One));
    assert_eq!(p.owner(Colour::Green), Some(Player::Two));
    assert_eq!((p.points(Player::One), p.points(Player::Two)), (1, 2));
    assert_eq!(p.to_string(), text);
    let six: Position = lpn(&[("C3", "WIRKBG")], 1, "-/-", "0/0", "six")
        .parse()
        .expect("a 6-stack with a joker is fine in six");
    assert_eq!(six.variant(), Variant::Six);
}

// RULES 10: claims are printed in the order I B R G K, parsed in any order.
#[test]
fn claims_print_in_ibrgk_order() {
    let p: Position = lpn(&[("C3", "R")], 1, "KR/GI", "0/0", "standard")
        .parse()
        .expect("valid");
    assert!(p.to_string().contains(" 1 RK/IG 0/0 "), "{p}");
}

// RULES 10: a board with fewer pieces is valid, even an empty one.
#[test]
fn boards_with_fewer_pieces_are_valid() {
    let empty: Position = lpn(&[], 1, "-/-", "0/0", "standard")
        .parse()
        .expect("empty");
    assert!(empty.occupied().is_empty());
    assert!(empty.is_over());
    let few: Position = lpn(&[("A1", "W")], 2, "-/-", "8/0", "standard")
        .parse()
        .expect("40 + 1 pieces accounted");
    assert_eq!(few.points(Player::One), 8);
}

// RULES 10: wrong number of fields, columns or cells.
#[test]
fn lpn_rejects_wrong_counts() {
    let e = lpn_error("K/I,I,K,W 1 -/- 0/0");
    assert_eq!(e, LpnError::FieldCount(4));
    assert_lpn_message(&e, &["5 fields", "4"]);
    assert_eq!(
        lpn_error(&format!("{START} extra")),
        LpnError::FieldCount(6)
    );
    assert_eq!(lpn_error(""), LpnError::FieldCount(0));
    let e = lpn_error(&START.replacen("/I ", " ", 1));
    assert_eq!(e, LpnError::ColumnCount(8));
    assert_lpn_message(&e, &["9 columns", "8"]);
    let e = lpn_error(&START.replacen("K/I,I,K,W/", "K/I,I,K/", 1));
    assert_eq!(
        e,
        LpnError::CellCount {
            column: 'B',
            expected: 4,
            found: 3
        }
    );
    assert_lpn_message(&e, &["column B", "4", "3"]);
}

// RULES 10: unknown letters, lower case included.
#[test]
fn lpn_rejects_unknown_letters() {
    for letter in ['X', 'r', 'w', '1'] {
        let e = lpn_error(&start_with(&letter.to_string()));
        assert_eq!(
            e,
            LpnError::UnknownPiece {
                cell: cell("B1"),
                letter
            }
        );
    }
    let e = lpn_error(&start_with("X"));
    assert_lpn_message(&e, &["'X'", "B1"]);
    let e = lpn_error(&START.replacen("standard", "Standard", 1));
    assert_eq!(e, LpnError::Variant("Standard".into()));
}

// RULES 10: the other fields are checked too.
#[test]
fn lpn_rejects_bad_side_claims_taken_and_variant() {
    let base = |to_move: &str, claims: &str, taken: &str, variant: &str| {
        format!(
            "{} {to_move} {claims} {taken} {variant}",
            board(&[("C3", "R")])
        )
    };
    assert_eq!(
        lpn_error(&base("3", "-/-", "0/0", "standard")),
        LpnError::ToMove("3".into())
    );
    assert!(matches!(
        lpn_error(&base("1", "R", "0/0", "standard")),
        LpnError::ClaimsFormat(_)
    ));
    assert!(matches!(
        lpn_error(&base("1", "/", "0/0", "standard")),
        LpnError::ClaimsFormat(_)
    ));
    assert_eq!(
        lpn_error(&base("1", "W/-", "0/0", "standard")),
        LpnError::ClaimLetter('W')
    );
    assert!(matches!(
        lpn_error(&base("1", "-/-", "a/0", "standard")),
        LpnError::Taken(_)
    ));
    assert!(matches!(
        lpn_error(&base("1", "-/-", "0", "standard")),
        LpnError::Taken(_)
    ));
    let e = lpn_error(&base("1", "-/-", "0/0", "seven"));
    assert_eq!(e, LpnError::Variant("seven".into()));
    assert_lpn_message(&e, &["seven", "standard", "six"]);
}

// RULES 10, 4.1: a stack above the variant's height.
#[test]
fn lpn_rejects_stacks_above_the_variant_height() {
    let e = lpn_error(&lpn(&[("C3", "WIBRGK")], 1, "-/-", "0/0", "standard"));
    assert!(matches!(
        e,
        LpnError::Invalid(PositionError::StackTooHigh {
            height: 6,
            max: 5,
            ..
        })
    ));
    assert_lpn_message(&e, &["C3", "6", "5"]);
    let e = lpn_error(&lpn(&[("C3", "WIBRGKW")], 1, "-/-", "0/0", "six"));
    assert_eq!(e, LpnError::StackTooLong(cell("C3")));
    assert_lpn_message(&e, &["C3"]);
}

// RULES 10, 4.2: a repeated active colour in a stack.
#[test]
fn lpn_rejects_a_repeated_colour() {
    let e = lpn_error(&lpn(&[("D2", "RBR")], 1, "-/-", "0/0", "standard"));
    assert_eq!(
        e,
        LpnError::Invalid(PositionError::RepeatedColour {
            cell: cell("D2"),
            colour: Colour::Red
        })
    );
    assert_lpn_message(&e, &["D2", "red"]);
    // Jokers may repeat.
    assert!(lpn(&[("D2", "WWR")], 1, "-/-", "0/0", "standard")
        .parse::<Position>()
        .is_ok());
}

// RULES 10, 4.3: a joker on top of a stack of 2 or more. RULES 10 also names
// `IRW` as a possible cell; it contradicts this rule and 4.3, so it is rejected.
#[test]
fn lpn_rejects_a_joker_on_top_of_a_stack() {
    for stack in ["RW", "IRW", "WW"] {
        let e = lpn_error(&lpn(&[("E4", stack)], 1, "-/-", "0/0", "standard"));
        assert_eq!(e, LpnError::Invalid(PositionError::JokerOnTop(cell("E4"))));
        assert_lpn_message(&e, &["E4", "joker"]);
    }
}

// RULES 10, 1: more than 8 of an active colour or more than 3 jokers.
#[test]
fn lpn_rejects_too_many_pieces_of_a_kind() {
    let nine_red: Vec<(&str, &str)> = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "E1", "E2"]
        .iter()
        .map(|&c| (c, "R"))
        .collect();
    let e = lpn_error(&lpn(&nine_red, 1, "-/-", "0/0", "standard"));
    assert_eq!(
        e,
        LpnError::Invalid(PositionError::TooManyOfColour {
            colour: Colour::Red,
            count: 9
        })
    );
    assert_lpn_message(&e, &["9", "red", "8"]);
    assert!(lpn(&nine_red[..8], 1, "-/-", "0/0", "standard")
        .parse::<Position>()
        .is_ok());
    let four_jokers = [("C1", "W"), ("C2", "W"), ("C3", "W"), ("C4", "W")];
    let e = lpn_error(&lpn(&four_jokers, 1, "-/-", "0/0", "standard"));
    assert_eq!(e, LpnError::Invalid(PositionError::TooManyJokers(4)));
    assert_lpn_message(&e, &["4", "3"]);
}

// RULES 10, 7.1: more than 43 pieces once each point counts as 5 removed pieces.
#[test]
fn lpn_rejects_more_than_43_pieces_with_points() {
    let e = lpn_error(&START.replacen("0/0", "0/1", 1));
    assert_eq!(
        e,
        LpnError::Invalid(PositionError::TooManyPieces {
            pieces: 43,
            points: 1
        })
    );
    assert_lpn_message(&e, &["43", "1"]);
    // 38 pieces and one point are exactly 43.
    let start: Position = START.parse().expect("start");
    let kept: Vec<(String, String)> = lyngk_rules::Cell::ALL[5..]
        .iter()
        .map(|&c| (c.to_string(), start.stack(c).to_string()))
        .collect();
    let refs: Vec<(&str, &str)> = kept.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert!(lpn(&refs, 1, "-/-", "1/0", "standard")
        .parse::<Position>()
        .is_ok());
    assert!(lpn(&refs, 1, "-/-", "1/1", "standard")
        .parse::<Position>()
        .is_err());
}

// RULES 10, 5.2: a colour claimed twice, by one player or by both; at most two each.
#[test]
fn lpn_rejects_double_claims() {
    let board = |claims: &str| lpn(&[("C3", "R")], 1, claims, "0/0", "standard");
    let e = lpn_error(&board("RR/-"));
    assert_eq!(e, LpnError::ClaimRepeated(Colour::Red));
    assert_lpn_message(&e, &["red", "twice"]);
    let e = lpn_error(&board("R/GR"));
    assert_eq!(
        e,
        LpnError::Invalid(PositionError::ColourClaimedTwice(Colour::Red))
    );
    assert_lpn_message(&e, &["red"]);
    let e = lpn_error(&board("-/IBR"));
    assert_eq!(e, LpnError::Invalid(PositionError::TooManyClaims(2)));
    assert_lpn_message(&e, &["2", "two"]);
}

// RULES 10, 9.1: points in `six`.
#[test]
fn lpn_rejects_points_in_six() {
    let e = lpn_error(&lpn(&[("C3", "R")], 1, "-/-", "0/1", "six"));
    assert_eq!(e, LpnError::Invalid(PositionError::PointsInSix));
    assert_lpn_message(&e, &["six", "points"]);
}

// RULES 10: with the `serde` feature a cell is written as its notation name and a
// colour by its name; bad names are refused, not mapped to some cell.
#[cfg(feature = "serde")]
#[test]
fn cells_and_colours_serialize_by_name() {
    use lyngk_rules::{Cell, Colour};
    let cell: Cell = "C3".parse().expect("a cell");
    assert_eq!(serde_json::to_string(&cell).unwrap(), "\"C3\"");
    assert_eq!(serde_json::from_str::<Cell>("\"C3\"").unwrap(), cell);
    assert!(serde_json::from_str::<Cell>("\"Z9\"").is_err());
    assert_eq!(serde_json::to_string(&Colour::Green).unwrap(), "\"Green\"");
    assert_eq!(
        serde_json::from_str::<Colour>("\"Green\"").unwrap(),
        Colour::Green
    );
}
