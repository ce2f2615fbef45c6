//! Right-to-left names inside left-to-right lines: each name stays where the sentence
//! puts it, and the numbers and words around it keep their order (checked on the
//! layout the renderer draws, glyph by glyph).

use crate::fixtures;

use lyngk_render::{laid_out, BracketSide, PlacedGlyph};

/// The leftmost and rightmost pen positions of the glyphs drawing `part` of `text`.
fn span_of(glyphs: &[PlacedGlyph], text: &str, part: &str) -> (f32, f32) {
    let start = text
        .find(part)
        .unwrap_or_else(|| panic!("{part:?} in {text:?}"));
    let range = start..start + part.len();
    let xs: Vec<f32> = glyphs
        .iter()
        .filter(|g| g.text.start >= range.start && g.text.end <= range.end)
        .map(|g| g.x)
        .collect();
    assert!(!xs.is_empty(), "no glyph draws {part:?} in {text:?}");
    let left = xs.iter().copied().fold(f32::INFINITY, f32::min);
    let right = xs.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    (left, right)
}

const RTL_NAMES: [&str; 3] = ["يوسف", "עמית כהן", "عبد الله ٣"];

#[test]
fn a_seed_stands_left_of_a_right_to_left_name() {
    for name in RTL_NAMES {
        let side = BracketSide {
            seed: Some(5),
            name: name.into(),
            score: String::new(),
        };
        let label = side.label();
        let glyphs = laid_out(&label, 17.0, true);
        let (_, seed_right) = span_of(&glyphs, &label, "5.");
        let (name_left, _) = span_of(&glyphs, &label, name);
        assert!(seed_right < name_left, "{label:?}: {glyphs:?}");
    }
}

#[test]
fn a_right_to_left_name_keeps_its_place_in_the_result_line() {
    use lyngk_render::{result_line, Ending, View};
    use lyngk_rules::Player;
    let scene = fixtures::mid_game();
    for name in RTL_NAMES {
        let view = View {
            ending: Some(Ending::Resigned {
                winner: Player::One,
            }),
            ..View::new(&scene.position, ["Ada", name])
        };
        // English: "{loser} resigned; {winner} wins".
        let line = result_line(&view).expect("a result");
        let glyphs = laid_out(&line, 21.0, true);
        let (_, name_right) = span_of(&glyphs, &line, name);
        let (resigned_left, resigned_right) = span_of(&glyphs, &line, "resigned");
        let (winner_left, _) = span_of(&glyphs, &line, "Ada");
        assert!(name_right < resigned_left, "{line:?}: {glyphs:?}");
        assert!(resigned_right < winner_left, "{line:?}: {glyphs:?}");
    }
}

/// A sentence with an isolated name in its middle and a number after it (a ladder's
/// "challenged by يوسف (3)"): the number stays after the name.
#[test]
fn a_number_after_an_isolated_name_stays_after_it() {
    for name in RTL_NAMES {
        let note = format!("challenged by {} (3)", lyngk_render::isolate_name(name));
        let glyphs = laid_out(&note, 17.0, false);
        let (by_left, by_right) = span_of(&glyphs, &note, "by");
        let (name_left, name_right) = span_of(&glyphs, &note, name);
        let (place_left, _) = span_of(&glyphs, &note, "(3)");
        assert!(by_right < name_left, "{note:?}: {glyphs:?}");
        assert!(
            name_right < place_left && by_left < place_left,
            "{note:?}: {glyphs:?}"
        );
    }
}
