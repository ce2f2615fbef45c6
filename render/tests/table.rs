//! Table images: size from the row count, decodable, deterministic, themes differ.

use lyngk_render::{
    render_table, table_height, zone_mark_centre, Column, Move, TableView, Theme, Zones, MAX_ROWS,
};

fn table(rows: usize) -> TableView<'static> {
    TableView {
        title: "LYNGK leaderboard",
        subtitle: None,
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("Rating"),
            Column::right("±"),
            Column::right("Games"),
        ],
        rows: (0..rows)
            .map(|i| {
                vec![
                    (i + 1).to_string(),
                    format!("player {i}"),
                    (1700 - 10 * i).to_string(),
                    "120".to_string(),
                    (i * 3).to_string(),
                ]
            })
            .collect(),
        highlight_rows: Vec::new(),
        zones: Default::default(),
    }
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("decodes").to_rgb8()
}

#[test]
fn the_height_follows_the_rows_and_stops_at_the_maximum() {
    let mut previous = 0;
    for rows in [0, 1, 5, MAX_ROWS] {
        let img = decode(&render_table(&table(rows), Theme::Light));
        assert_eq!(img.width(), 800);
        assert_eq!(img.height(), table_height(rows, false), "{rows} rows");
        assert!(img.height() > previous);
        previous = img.height();
    }
    let capped = decode(&render_table(&table(MAX_ROWS + 7), Theme::Light));
    assert_eq!(capped.height(), table_height(MAX_ROWS, false));
    let mut with_subtitle = table(3);
    with_subtitle.subtitle = Some("Top 3");
    let img = decode(&render_table(&with_subtitle, Theme::Light));
    assert_eq!(img.height(), table_height(3, true));
    assert!(table_height(3, true) > table_height(3, false));
}

#[test]
fn the_same_table_gives_the_same_bytes() {
    let mut t = table(12);
    t.highlight_rows = vec![2];
    t.rows[4][1] = "A name far too long to fit in the player column of the table".into();
    let a = render_table(&t, Theme::Light);
    assert_eq!(a, render_table(&t, Theme::Light));
    let dark = render_table(&t, Theme::Dark);
    assert_eq!(dark, render_table(&t, Theme::Dark));
    assert_ne!(a, dark);
}

#[test]
fn the_rows_are_drawn_with_shading_and_text() {
    let img = decode(&render_table(&table(4), Theme::Light));
    let colours: std::collections::BTreeSet<[u8; 3]> = img.pixels().map(|p| p.0).collect();
    // Background, card, header band, stripes and anti-aliased text.
    assert!(colours.len() > 20, "{} colours", colours.len());
}

/// A table with a 1 MB name (title and cell) is drawn like any other
/// too-long name: the image has the normal size and the same bytes as with a name cut
/// at 100 characters (both are cut far earlier).
#[test]
fn a_megabyte_name_is_cut_like_a_long_one() {
    let huge = "Maximilian-".repeat(100_000);
    assert!(huge.len() >= 1_000_000);
    let with_name = |name: &str| {
        let mut t = table(3);
        t.rows[1][1] = name.to_string();
        t.highlight_rows = vec![1];
        let title = format!("LYNGK league {name}");
        let view = TableView { title: &title, ..t };
        render_table(&view, Theme::Light)
    };
    let png = with_name(&huge);
    let img = decode(&png);
    assert_eq!((img.width(), img.height()), (800, table_height(3, false)));
    assert_eq!(png, with_name(&huge[..100]));
}

#[test]
fn zones_take_the_top_and_bottom_rows() {
    let zones = Zones { up: 2, down: 1 };
    let moves: Vec<Option<Move>> = (0..5).map(|i| zones.of_row(i, 5)).collect();
    use Move::{Down, Up};
    assert_eq!(moves, [Some(Up), Some(Up), None, None, Some(Down)]);
    assert_eq!(Zones::default().of_row(0, 5), None);
    // Overlapping zones: the top one wins.
    assert_eq!(Zones { up: 2, down: 2 }.of_row(1, 3), Some(Up));
}

/// The rows that move are marked in the margin: green for up, red for down, nothing
/// for the others (and nothing at all without zones).
#[test]
fn moving_rows_are_marked_in_the_margin() {
    let mut t = table(6);
    t.subtitle = Some("Season 1");
    let plain = decode(&render_table(&t, Theme::Light));
    t.zones = Zones { up: 1, down: 2 };
    let zoned = decode(&render_table(&t, Theme::Light));
    let at = |img: &image::RgbImage, row: usize| {
        let (x, y) = zone_mark_centre(row, true);
        img.get_pixel(x as u32, y as u32).0
    };
    let background = at(&plain, 0);
    for row in 0..6 {
        assert_eq!(at(&plain, row), background, "row {row} without zones");
    }
    let [r, g, b] = at(&zoned, 0);
    assert!(g > r + 40 && g > b + 40, "up: {:?}", [r, g, b]);
    for row in [4, 5] {
        let [r, g, b] = at(&zoned, row);
        assert!(r > g + 60 && r > b + 60, "down {row}: {:?}", [r, g, b]);
    }
    for row in 1..4 {
        assert_eq!(at(&zoned, row), background, "row {row} stays");
    }
}
