//! The alt text of board and table images: what it says and its length limit.

use crate::fixtures;

use lyngk_render::{describe, describe_table, Column, English, TableView, View, DESCRIPTION_LIMIT};
use lyngk_rules::{Cell, Piece, Player};

#[test]
fn board_description_names_turn_claims_points_last_turn_and_tall_stacks() {
    let scene = fixtures::mid_game();
    let view = scene.view();
    let text = describe(&view);
    assert!(text.chars().count() <= DESCRIPTION_LIMIT, "{text}");
    assert!(
        text.contains(&format!("turn {}", scene.turn_number)),
        "{text}"
    );
    let to_move = scene.position.to_move();
    let name = ["Ada Lovelace", "Kris"][to_move.index()];
    assert!(text.contains(&format!("{name} to move")), "{text}");
    for player in Player::BOTH {
        for colour in scene.position.claims(player).iter() {
            assert!(text.contains(colour.name()), "{colour} in {text}");
        }
        let points = scene.position.points(player);
        assert!(text.contains(&format!("{points} point")), "{text}");
    }
    let turn = scene.last_turn.unwrap();
    let (from, to) = turn.cells().unwrap();
    assert!(text.contains(&format!("moved {from} to {to}")), "{text}");
    let mut tall = 0;
    for cell in Cell::ALL {
        let stack = scene.position.stack(cell);
        if stack.height() >= 3 {
            let words: Vec<&str> = stack
                .pieces()
                .map(|p| match p {
                    Piece::Colour(c) => c.name(),
                    Piece::Joker => "joker",
                })
                .collect();
            let expected = format!("{cell} {}", words.join("-"));
            assert!(text.contains(&expected), "{expected} in {text}");
            tall += 1;
        }
    }
    assert!(tall > 0);
}

#[test]
fn board_description_gives_the_lyngk_path_and_the_result() {
    let scene = fixtures::lyngk_chain();
    let text = describe(&scene.view());
    let path = scene.last_path.clone().unwrap();
    let via: Vec<String> = path[1..path.len() - 1]
        .iter()
        .map(Cell::to_string)
        .collect();
    assert!(
        text.contains(&format!("via LYNGK {}", via.join(", "))),
        "{text}"
    );

    let finished = fixtures::finished();
    let text = describe(&finished.view());
    assert!(text.contains(" wins "), "{text}");
    assert!(text.contains("(scored "), "{text}");
}

#[test]
fn a_description_never_passes_discords_limit() {
    // The six variant mid-game has many tall stacks; very long names add to it.
    let scene = fixtures::six();
    let long = "N".repeat(300);
    let view = View {
        players: [&long, &long],
        ..scene.view()
    };
    let text = describe(&view);
    assert!(text.chars().count() <= DESCRIPTION_LIMIT, "{}", text.len());
    assert!(text.contains("Stacks of 3 or more"), "{text}");
}

#[test]
fn table_description_reads_the_rows() {
    let rows: Vec<Vec<String>> = (1..=40)
        .map(|i| {
            vec![
                i.to_string(),
                format!("Player number {i} with a long name"),
                "3".into(),
            ]
        })
        .collect();
    let table = TableView {
        title: "Leaderboard",
        subtitle: Some("Glicko-2"),
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("W"),
        ],
        rows,
        highlight_rows: vec![],
        zones: Default::default(),
    };
    let text = describe_table(&table, &English);
    assert!(text.starts_with("Table: Leaderboard. Glicko-2."), "{text}");
    assert!(
        text.contains("# 1, Player Player number 1 with a long name, W 3"),
        "{text}"
    );
    assert!(text.chars().count() <= DESCRIPTION_LIMIT);
    assert!(text.ends_with("more."), "{text}");
}
