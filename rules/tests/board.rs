//! RULES §1–§2: pieces, the board, its coordinates and geometry.

use crate::common;

use common::*;
use lyngk_rules::{Cell, CellError, Colour, Direction, Piece, Setup, Variant, CELL_COUNT};
use std::collections::BTreeSet;

const OFFSET: [i8; 9] = [6, 3, 0, 1, 0, 1, 0, 3, 6];
const STEPS: [(i8, i8); 6] = [(0, 2), (0, -2), (1, 1), (-1, -1), (1, -1), (-1, 1)];

fn names_of(cells: impl IntoIterator<Item = Cell>) -> Vec<String> {
    cells.into_iter().map(|c| c.to_string()).collect()
}

// RULES 1: five active colours I B R G K and the joker W.
#[test]
fn piece_letters_are_ibrgk_and_w() {
    let letters: String = Piece::ALL.iter().map(|p| p.letter()).collect();
    assert_eq!(letters, "IBRGKW");
    let names: Vec<&str> = Colour::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(names, ["ivory", "blue", "red", "green", "black"]);
    assert_eq!(Piece::Joker.colour(), None);
    assert_eq!(Piece::from_letter('W'), Some(Piece::Joker));
    // LPN letters are upper case only (RULES 10).
    assert_eq!(Piece::from_letter('r'), None);
}

// RULES 1: 8 of each active colour and 3 jokers on the board, 43 pieces.
#[test]
fn board_holds_8_of_each_colour_and_3_jokers() {
    let start = Setup::from_seed(7, Variant::Standard).position;
    let mut counts = [0usize; 6];
    for c in Cell::ALL {
        for piece in start.stack(c).pieces() {
            counts[piece.index()] += 1;
        }
    }
    assert_eq!(counts, [8, 8, 8, 8, 8, 3]);
    assert_eq!(counts.iter().sum::<usize>(), 43);
}

// RULES 2: 43 intersections in columns A..I of sizes 1,4,7,6,7,6,7,4,1.
#[test]
fn board_has_43_cells_in_nine_columns() {
    assert_eq!(CELL_COUNT, 43);
    assert_eq!(Cell::ALL.len(), 43);
    let mut per_column = [0usize; 9];
    for c in Cell::ALL {
        per_column[c.column()] += 1;
    }
    assert_eq!(per_column, COLUMN_LEN);
}

// RULES 2: cells are named by column letter and row number from 1 upward.
#[test]
fn cell_names_print_and_parse_back() {
    let all = names_of(Cell::ALL);
    assert_eq!(all.len(), 43);
    assert_eq!(&all[..6], ["A1", "B1", "B2", "B3", "B4", "C1"]);
    assert_eq!(all.last().map(String::as_str), Some("I1"));
    for c in Cell::ALL {
        assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
        assert_eq!(c.to_string().to_lowercase().parse::<Cell>(), Ok(c));
        assert_eq!(Cell::from_column_row(c.column(), c.row()), Some(c));
    }
}

// RULES 2: names outside the board are refused with a reason.
#[test]
fn cell_names_off_the_board_are_refused() {
    for text in ["", "J1", "3C", "C", "C-1", "CC", "C123", "é1"] {
        assert!(
            matches!(text.parse::<Cell>(), Err(CellError::Malformed(_))),
            "{text:?}"
        );
    }
    let error = "A2".parse::<Cell>().unwrap_err();
    assert_eq!(
        error,
        CellError::NoSuchRow {
            column: 'A',
            row: 2,
            rows: 1
        }
    );
    assert!(error.to_string().contains("A2"), "{error}");
    assert!(matches!(
        "C8".parse::<Cell>(),
        Err(CellError::NoSuchRow { .. })
    ));
    assert!(matches!(
        "D0".parse::<Cell>(),
        Err(CellError::NoSuchRow { .. })
    ));
}

// RULES 2: (x, y) = (c, 2(r-1) + f[c]).
#[test]
fn lattice_point_follows_the_formula() {
    for c in Cell::ALL {
        let expected = (
            c.column() as i8,
            2 * (c.row() as i8 - 1) + OFFSET[c.column()],
        );
        assert_eq!(c.lattice(), expected, "{c}");
        assert_eq!(Cell::from_lattice(expected.0, expected.1), Some(c));
    }
    assert_eq!(cell("A1").lattice(), (0, 6));
    assert_eq!(cell("E7").lattice(), (4, 12));
    assert_eq!(Cell::from_lattice(0, 4), None);
    assert_eq!(Cell::from_lattice(2, 1), None);
}

// RULES 2: adjacent = differing by one of the six directions.
#[test]
fn neighbours_differ_by_one_of_six_steps() {
    for a in Cell::ALL {
        let listed: BTreeSet<Cell> = a.neighbours().collect();
        let (ax, ay) = a.lattice();
        let expected: BTreeSet<Cell> = STEPS
            .iter()
            .filter_map(|&(dx, dy)| Cell::from_lattice(ax + dx, ay + dy))
            .collect();
        assert_eq!(listed, expected, "{a}");
        for b in &listed {
            assert!(b.neighbours().any(|c| c == a), "{a}-{b} not symmetric");
        }
    }
    let c3: BTreeSet<String> = cell("C3").neighbours().map(|c| c.to_string()).collect();
    assert_eq!(
        c3.into_iter().collect::<Vec<_>>(),
        sorted(&["B1", "B2", "C2", "C4", "D2", "D3"])
    );
}

// RULES 2: 6 cells with 2 neighbours (the star tips), 6 with 3, 12 with 5, 19 with 6.
#[test]
fn neighbour_counts_match_the_checks() {
    let mut by_count = [0usize; 7];
    let mut tips = Vec::new();
    for c in Cell::ALL {
        let n = c.neighbours().count();
        by_count[n] += 1;
        if n == 2 {
            tips.push(c.to_string());
        }
    }
    assert_eq!(by_count, [0, 0, 6, 6, 0, 12, 19]);
    assert_eq!(tips, ["A1", "C1", "C7", "G1", "G7", "I1"]);
}

/// Every maximal straight line of the board, as cell names.
fn straight_lines() -> Vec<Vec<String>> {
    let mut lines = Vec::new();
    for start in Cell::ALL {
        for d in [Direction::North, Direction::NorthEast, Direction::SouthEast] {
            let back = match d {
                Direction::North => Direction::South,
                Direction::NorthEast => Direction::SouthWest,
                _ => Direction::NorthWest,
            };
            if start.neighbour(back).is_some() {
                continue;
            }
            let mut line = vec![start];
            while let Some(next) = line.last().and_then(|c| c.neighbour(d)) {
                line.push(next);
            }
            if line.len() >= 2 {
                lines.push(names_of(line));
            }
        }
    }
    lines
}

// RULES 2: 21 straight lines of 2 or more cells, including the two examples.
#[test]
fn there_are_21_straight_lines() {
    let lines = straight_lines();
    assert_eq!(lines.len(), 21, "{lines:?}");
    let joined: Vec<String> = lines.iter().map(|l| l.join(" ")).collect();
    assert!(
        joined.contains(&"A1 B2 C3 D2 E2 F1 G1".to_string()),
        "{joined:?}"
    );
    assert!(
        joined.contains(&"C1 D1 E2 F2 G3 H2 I1".to_string()),
        "{joined:?}"
    );
}

// RULES 2: a ray runs from a cell to the edge of the board along one direction.
#[test]
fn rays_follow_the_lines() {
    let ray = names_of(cell("A1").ray(Direction::SouthEast).iter());
    assert_eq!(ray, ["B2", "C3", "D2", "E2", "F1", "G1"]);
    let north = names_of(cell("C1").ray(Direction::North).iter());
    assert_eq!(north, ["C2", "C3", "C4", "C5", "C6", "C7"]);
    assert!(cell("A1").ray(Direction::North).is_empty());
    for c in Cell::ALL {
        for d in Direction::ALL {
            match c.neighbour(d) {
                Some(n) => assert!(c.ray(d).contains(n)),
                None => assert!(c.ray(d).is_empty()),
            }
        }
    }
}
