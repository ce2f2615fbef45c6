//! Golden images: each scene is rendered and compared with its reference PNG in
//! `tests/golden/`, allowing small differences (anti-aliasing may differ by a level or
//! two across CPUs). Regenerate the references after an intended change with
//! `LYNGK_BLESS=1 cargo test -p lyngk-render --test all golden::`, then look at them.

use crate::fixtures;

use lyngk_render::{
    bracket_size, render_bracket, render_bracket_with, render_table, render_table_with,
    render_with, BracketMatch, BracketRound, BracketSide, BracketView, Column, Encoding, Ending,
    TableView, Theme, View, BRACKET_NAME_SIZE, MAX_FIRST_ROUND_MATCHES,
};
use lyngk_rules::Player;
use std::path::PathBuf;

/// A channel differing by more than this counts as a differing pixel.
const CHANNEL_TOLERANCE: u8 = 8;
/// At most this share of pixels may differ.
const PIXEL_SHARE: f64 = 0.005;

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"))
}

fn check(name: &str, view: &View, theme: Theme) {
    check_png(name, |encoding| render_with(view, theme, encoding));
}

/// Compares the image `draw` makes (with the given encoding) with its reference.
fn check_png(name: &str, draw: impl Fn(Encoding) -> Vec<u8>) {
    let path = golden_path(name);
    if std::env::var_os("LYNGK_BLESS").is_some_and(|v| v != "0") {
        // References are stored with the best compression to keep the repository
        // small; only the decoded pixels are compared.
        let best = Encoding {
            deflate: png::DeflateCompression::Level(9),
            filter: png::Filter::Adaptive,
        };
        let png = draw(best);
        std::fs::write(&path, png).expect("write reference");
        return;
    }
    let actual = image::load_from_memory(&draw(Encoding::DEFAULT))
        .expect("decode rendered")
        .to_rgb8();
    let expected = image::open(&path)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}; create it with LYNGK_BLESS=1 cargo test -p lyngk-render --test all golden::",
                path.display()
            )
        })
        .to_rgb8();
    assert_eq!(
        actual.dimensions(),
        expected.dimensions(),
        "{name}: image size changed"
    );
    let differing = actual
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, e)| {
            a.0.iter()
                .zip(e.0.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count();
    let total = (actual.width() * actual.height()) as f64;
    if differing as f64 > total * PIXEL_SHARE {
        let out = std::env::temp_dir().join(format!("lyngk-golden-{name}.png"));
        actual.save(&out).ok();
        panic!(
            "{name}: {differing} of {total} pixels differ from {} (actual saved to {}); \
             if the change is intended, rerun with LYNGK_BLESS=1",
            path.display(),
            out.display()
        );
    }
}

#[test]
fn start_position() {
    let scene = fixtures::start();
    check("start", &scene.view(), Theme::Light);
}

#[test]
fn mid_game_with_every_height_and_jokers() {
    let scene = fixtures::mid_game();
    let mut view = scene.view();
    view.notes
        .push("Clock: Ada 2d 4h · Kris 1d 19h".to_string());
    check("mid-game", &view, Theme::Light);
}

#[test]
fn lyngk_chain_last_move() {
    let scene = fixtures::lyngk_chain();
    check("lyngk-chain", &scene.view(), Theme::Light);
}

#[test]
fn finished_game() {
    let scene = fixtures::finished();
    check("finished", &scene.view(), Theme::Light);
}

/// A resignation: the winner's badge, the result as prominent as a rules ending, no
/// player to move; names of 200 characters are cut on the cards, the result line and
/// the caller's notes alike.
#[test]
fn resigned_with_long_names() {
    let scene = fixtures::mid_game();
    let one = "Ada".repeat(67);
    let two = "Kris".repeat(50);
    let note = format!("Clock: {two} 2d 4h · {one} 1d 19h");
    let view = View {
        ending: Some(Ending::Resigned {
            winner: Player::Two,
        }),
        notes: vec![note],
        ..View::new(&scene.position, [&one, &two])
    };
    let view = View {
        last_turn: scene.last_turn,
        last_path: scene.last_path.clone(),
        turn_number: scene.turn_number,
        scored: scene.scored.clone(),
        ..view
    };
    check("resigned-long-names", &view, Theme::Light);
}

/// A right-to-left loser: the result line reads "يوسف resigned; Ada wins" left to
/// right, the name first where the sentence puts it.
#[test]
fn resigned_by_a_right_to_left_name() {
    let scene = fixtures::mid_game();
    let view = View {
        ending: Some(Ending::Resigned {
            winner: Player::One,
        }),
        last_turn: scene.last_turn,
        last_path: scene.last_path.clone(),
        turn_number: scene.turn_number,
        scored: scene.scored.clone(),
        ..View::new(&scene.position, ["Ada", "يوسف"])
    };
    check("resigned-rtl-name", &view, Theme::Light);
}

#[test]
fn six_variant() {
    let scene = fixtures::six();
    check("six", &scene.view(), Theme::Light);
}

#[test]
fn dark_theme_with_landing_overlay() {
    let scene = fixtures::mid_game();
    let mut view = scene.view();
    view.overlay_from = fixtures::movable_stack(&scene.position);
    check("mid-game-dark-overlay", &view, Theme::Dark);
}

/// The columns of a league's standings.
fn standings_columns() -> Vec<Column<'static>> {
    ["#", "Player", "P", "W", "D", "L", "Pts", "Stk", "Left"]
        .into_iter()
        .map(|header| match header {
            "Player" => Column::left(header),
            _ => Column::right(header),
        })
        .collect()
}

#[test]
fn league_standings_table() {
    let rows: Vec<Vec<String>> = [
        ("1", "Ada Lovelace", "4", "3", "1", "0", "7", "41", "1"),
        ("2", "Kris", "4", "2", "1", "1", "5", "37", "1"),
        (
            "3",
            "Jörg the very long-named player of LYNGK",
            "4",
            "1",
            "2",
            "1",
            "4",
            "30",
            "1",
        ),
        ("3", "Zoë", "4", "1", "2", "1", "4", "30", "1"),
        ("5", "p5", "4", "0", "0", "4", "0", "12", "1"),
        ("6", "Bo", "4", "0", "0", "4", "0", "9", "1"),
    ]
    .iter()
    .map(|r| {
        [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8]
            .map(str::to_string)
            .to_vec()
    })
    .collect();
    let table = TableView {
        title: "LYNGK league Spring Cup · standings",
        subtitle: Some("Single round robin · 3 days per move · 10 of 15 games played"),
        columns: standings_columns(),
        rows,
        highlight_rows: vec![0],
        zones: Default::default(),
    };
    // The default encoding is what the bot sends.
    assert_eq!(
        image::load_from_memory(&render_table(&table, Theme::Light))
            .unwrap()
            .width(),
        800
    );
    check_png("table-standings", |encoding| {
        render_table_with(&table, Theme::Light, encoding)
    });
}

/// A division of a divisions event: one place up, two down, marked in the margin.
#[test]
fn division_table_with_zones() {
    let names = ["Ada", "Bao", "يوسف", "Dmitri", "Eleonore", "Farid"];
    let rows = names
        .iter()
        .enumerate()
        .map(|(i, name)| vec![(i + 1).to_string(), name.to_string(), format!("{}", 5 - i)])
        .collect();
    let table = TableView {
        title: "Club league · season 2 · division 2",
        subtitle: Some("6 players · 5 rounds · Swiss"),
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("Pts"),
        ],
        rows,
        highlight_rows: Vec::new(),
        zones: lyngk_render::Zones { up: 1, down: 2 },
    };
    check_png("table-division-zones", |encoding| {
        render_table_with(&table, Theme::Light, encoding)
    });
}

/// Names in Chinese and Arabic on the board (the Arabic joined and
/// right to left, the Chinese from the embedded CJK font).
#[test]
fn board_with_chinese_and_arabic_names() {
    let scene = fixtures::mid_game();
    let mut view = scene.view();
    view.players = ["李小龍", "محمد"];
    check("names-cjk-arabic", &view, Theme::Light);
}

/// A table of names in many scripts, three of them cut with an
/// ellipsis (long Hebrew, Arabic and Japanese names) in a narrow player column.
#[test]
fn table_with_names_in_many_scripts() {
    let names = [
        "דוד בן גוריון הוא שם ארוך מאוד שלא נכנס לעמודה",
        "अर्जुन शर्मा",
        "สมชาย ใจดี",
        "Дмитрий Иванов",
        "Γιώργος Παπαδόπουλος",
        "🐉 Dragon 👩‍👩‍👧 🇫🇷",
        "山田太郎は名前がとても長いのでここで切られます",
        "김민준",
        "عبد الرحمن بن محمد الأنصاري الطويل",
    ];
    let rows = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut row = vec![(i + 1).to_string(), name.to_string()];
            row.extend(["8", "5", "1", "2", "11", "57", "2"].map(str::to_string));
            row
        })
        .collect();
    let table = TableView {
        title: "Ligue 🏆 دوري · 联赛 · ליגה",
        subtitle: Some("Names in every script"),
        columns: standings_columns(),
        rows,
        highlight_rows: vec![1],
        zones: Default::default(),
    };
    check_png("table-scripts", |encoding| {
        render_table_with(&table, Theme::Light, encoding)
    });
}

/// Names too long for the player cards are cut between clusters
/// (a Devanagari conjunct and an emoji sequence stay whole).
#[test]
fn board_with_long_names_cut_between_clusters() {
    let scene = fixtures::start();
    let mut view = scene.view();
    view.players = [
        "अर्जुन शर्मा विश्वनाथन कृष्णमूर्ति क्षत्रिय",
        "👩‍👩‍👧🐉 Ñandú Παπαδόπουλος Иванов",
    ];
    check("names-long", &view, Theme::Dark);
}

// Knockout brackets: one column per round, the size following the first round shown.

fn side(seed: u32, name: &str, score: &str) -> BracketSide {
    BracketSide {
        seed: Some(seed),
        name: name.into(),
        score: score.into(),
    }
}

/// Five players, best of three: three byes, 4 v 5 decided, round 2 under way.
fn five_players() -> BracketView {
    let bye = |seed, name: &str| BracketMatch {
        sides: [side(seed, name, ""), BracketSide::default()],
        winner: Some(0),
    };
    BracketView {
        title: "Spring Cup · knockout bracket".into(),
        rounds: vec![
            BracketRound {
                title: "Round 1".into(),
                matches: vec![
                    bye(1, "Ada"),
                    BracketMatch {
                        sides: [side(4, "يوسف", "½"), side(5, "Eleonore Wintergarden", "1½")],
                        winner: Some(1),
                    },
                    bye(2, "Bao"),
                    bye(3, "Chidi"),
                ],
            },
            BracketRound {
                title: "Semi-finals".into(),
                matches: vec![
                    BracketMatch {
                        sides: [side(1, "Ada", "1"), side(5, "Eleonore Wintergarden", "0")],
                        winner: None,
                    },
                    BracketMatch {
                        sides: [side(2, "Bao", "2"), side(3, "Chidi", "0")],
                        winner: Some(0),
                    },
                ],
            },
            BracketRound {
                title: "Final".into(),
                matches: vec![BracketMatch::default()],
            },
        ],
    }
}

fn decode_bracket(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("decodes").to_rgb8()
}

#[test]
fn the_size_follows_the_rounds_and_the_first_round_shown() {
    let view = five_players();
    let img = decode_bracket(&render_bracket(&view, Theme::Light));
    assert_eq!(img.dimensions(), bracket_size(&view));
    let mut two_rounds = view.clone();
    two_rounds.rounds.remove(0);
    let (wide, tall) = bracket_size(&view);
    let (same, short) = bracket_size(&two_rounds);
    // Two rounds side by side at most: a third wraps below.
    assert!(same == wide && short < tall);
    let final_only = BracketView {
        rounds: view.rounds[2..].to_vec(),
        ..view.clone()
    };
    assert!(bracket_size(&final_only).0 < wide);
    // A bracket of 64 shows its last rounds only: from 16 matches on.
    let mut big = BracketView::default();
    for matches in [32, 16, 8, 4, 2, 1] {
        big.rounds.push(BracketRound {
            title: format!("{matches}"),
            matches: vec![BracketMatch::default(); matches],
        });
    }
    let mut shown = big.clone();
    shown.rounds.remove(0);
    assert_eq!(bracket_size(&big), bracket_size(&shown));
    assert_eq!(shown.rounds[0].matches.len(), MAX_FIRST_ROUND_MATCHES);
}

/// A bracket of `players` (the first round full), its rounds titled by their size.
fn empty_bracket(players: usize) -> BracketView {
    let mut view = BracketView::default();
    let mut matches = players.next_power_of_two() / 2;
    while matches >= 1 {
        view.rounds.push(BracketRound {
            title: format!("{matches}"),
            matches: vec![BracketMatch::default(); matches],
        });
        matches /= 2;
    }
    view
}

/// Discord on a phone shows an image 400 px wide: every bracket's names must still be
/// at least 12 px tall there (they were 6 px with four rounds side by side).
#[test]
fn names_stay_readable_at_phone_width() {
    for players in 2..=128 {
        let (width, _) = bracket_size(&empty_bracket(players));
        let on_phone = BRACKET_NAME_SIZE * 400.0 / width.max(400) as f32;
        assert!(on_phone >= 12.0, "{players} players: {on_phone} px");
    }
}

#[test]
fn a_big_bracket_wraps_into_bands() {
    let sixteen = decode_bracket(&render_bracket(&empty_bracket(16), Theme::Light));
    let eight = decode_bracket(&render_bracket(&empty_bracket(8), Theme::Light));
    // Same width: two rounds side by side; the later rounds below.
    assert_eq!(sixteen.width(), eight.width());
    assert!(sixteen.height() > eight.height());
}

#[test]
fn sixteen_player_bracket() {
    let mut view = empty_bracket(16);
    view.title = "Winter Open · knockout bracket".into();
    let names = [
        "Ada", "Bao", "Chidi", "يوسف", "Eleonore", "Farid", "Gül", "Hana", "Ines", "Jun", "Kofi",
        "Lena", "Mira", "Nuno", "Olga", "Pia",
    ];
    for (index, game) in view.rounds[0].matches.iter_mut().enumerate() {
        let seeds = [index + 1, 16 - index];
        game.sides = seeds.map(|seed| side(seed as u32, names[seed - 1], ""));
    }
    check_png("bracket-sixteen", |encoding| {
        render_bracket_with(&view, Theme::Light, encoding)
    });
}

#[test]
fn the_same_bracket_gives_the_same_bytes_and_themes_differ() {
    let view = five_players();
    let light = render_bracket(&view, Theme::Light);
    assert_eq!(light, render_bracket(&view, Theme::Light));
    assert_ne!(light, render_bracket(&view, Theme::Dark));
}

#[test]
fn five_player_bracket() {
    check_png("bracket-five", |encoding| {
        render_bracket_with(&five_players(), Theme::Light, encoding)
    });
}
