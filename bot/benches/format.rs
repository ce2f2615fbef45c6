//! What a reply's words cost: formatting typed messages with Fluent, per locale and
//! markup style (`cargo bench -p lyngk-bot --bench format`).

use criterion::{criterion_group, criterion_main, Criterion};
use lyngk_bot::i18n::{format_lines, Locale, MomentStyle, Msg, Style};
use lyngk_rules::Colour;
use std::hint::black_box;

/// A reply like the one after a turn: a few lines with names, colours, numbers,
/// a moment and a duration.
fn turn_reply() -> Vec<Msg> {
    vec![
        Msg::new("game-count").number("count", 3),
        Msg::new("colour-green"),
        Msg::new("list-or")
            .text("rest", "C3, D4")
            .text("last", "E5"),
        Msg::new("duration-days").number("n", 2),
        Msg::new("game-count")
            .number("count", 1)
            .player("who", 42, "alice")
            .colour("colour", Colour::Red)
            .moment("until", 1_800_000_000, MomentStyle::Relative)
            .duration("left", 180_000),
    ]
}

fn formatting(c: &mut Criterion) {
    let lines = turn_reply();
    for locale in [Locale::En, Locale::De, Locale::Pl] {
        for style in [Style::Discord, Style::Plain] {
            c.bench_function(&format!("format 5 lines {locale} {style:?}"), |b| {
                b.iter(|| format_lines(black_box(&lines), locale, style))
            });
        }
    }
}

criterion_group!(benches, formatting);
criterion_main!(benches);
