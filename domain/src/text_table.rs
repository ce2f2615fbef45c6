//! Tables drawn as text in a code block (standings, leaderboard): fixed-width rows
//! whose headings come from messages in the reader's language.
//!
//! Widths are display columns, not characters: in a monospace font a CJK character
//! or an emoji takes two columns, a combining accent none.

use lyngk_i18n::{Locale, Msg, Style};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// One column: the message id of its heading, its width in columns, whether its
/// cells are right-aligned (numbers), and the spaces before it.
#[derive(Clone, Copy, Debug)]
pub struct TextColumn {
    pub heading: &'static str,
    pub width: usize,
    pub right: bool,
    pub gap: usize,
}

impl TextColumn {
    pub const fn left(heading: &'static str, width: usize) -> TextColumn {
        TextColumn {
            heading,
            width,
            right: false,
            gap: 1,
        }
    }

    pub const fn right(heading: &'static str, width: usize) -> TextColumn {
        TextColumn {
            heading,
            width,
            right: true,
            gap: 1,
        }
    }

    /// The same column with `gap` spaces before it.
    pub const fn after(self, gap: usize) -> TextColumn {
        TextColumn { gap, ..self }
    }

    /// `text` cut and padded to the column; a right-to-left name is isolated (the marks
    /// take no column), so that it cannot carry the numbers of its row to its side.
    fn cell(&self, text: &str) -> String {
        let text = shorten_to_width(&text.replace('`', "'"), self.width);
        let text = lyngk_render::isolate_name(&text);
        let pad = " ".repeat(self.width.saturating_sub(text.width()));
        if self.right {
            format!("{pad}{text}")
        } else {
            format!("{text}{pad}")
        }
    }
}

/// `text` cut to at most `limit` characters, ending in "…" when cut (Discord counts
/// characters in names and titles).
pub fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        let kept: String = text.chars().take(limit.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

/// `text` cut to at most `limit` display columns, ending in "…" when cut.
fn shorten_to_width(text: &str, limit: usize) -> String {
    if text.width() <= limit {
        return text.to_string();
    }
    let room = limit.saturating_sub(1);
    let mut kept = String::new();
    let mut used = 0;
    for c in text.chars() {
        let width = c.width().unwrap_or(0);
        if used + width > room {
            break;
        }
        used += width;
        kept.push(c);
    }
    format!("{kept}…")
}

/// The columns' headings in `locale`.
pub fn headings(columns: &[TextColumn], locale: Locale) -> Vec<String> {
    columns
        .iter()
        .map(|c| Msg::new(c.heading).format(locale, Style::Plain))
        .collect()
}

/// The table as one message: a code block with the headings in `locale`, then one
/// line per row (cells in column order; backticks are replaced so the block holds).
pub fn code_block(columns: &[TextColumn], rows: &[Vec<String>], locale: Locale) -> Msg {
    let headings = headings(columns, locale);
    // A number column grows to its heading ("Wertung", "Partien"): the widths fit
    // English, and a cut heading is unreadable while a few more spaces cost nothing.
    let columns: Vec<TextColumn> = columns
        .iter()
        .zip(&headings)
        .map(|(column, heading)| match column.right {
            true => TextColumn {
                width: column.width.max(heading.width()),
                ..*column
            },
            false => *column,
        })
        .collect();
    let line = |cells: Vec<String>| -> String {
        let mut line = String::new();
        for (i, (column, text)) in columns.iter().zip(&cells).enumerate() {
            if i > 0 {
                line.push_str(&" ".repeat(column.gap));
            }
            line.push_str(&column.cell(text));
        }
        line
    };
    let mut text = line(headings);
    for row in rows {
        text.push('\n');
        text.push_str(&line(row.clone()));
    }
    Msg::new("tables-code-block").text("rows", text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heading longer than its number column (German "Partien") is shown whole.
    #[test]
    fn a_number_column_grows_to_its_heading() {
        let columns = [
            TextColumn::left("tables-player", 8),
            TextColumn::right("tables-games", 3),
        ];
        let rows = vec![vec!["bob".to_string(), "1".to_string()]];
        let text = code_block(&columns, &rows, Locale::De).format(Locale::De, Style::Plain);
        assert!(text.contains("Spieler  Partien"), "{text}");
        assert!(text.contains("bob            1"), "{text}");
        assert!(!text.contains('…'), "{text}");
    }

    /// Wide characters take two columns: rows with CJK names and emoji line up with
    /// the others, and a long wide name is cut to the column's width.
    #[test]
    fn wide_characters_keep_the_columns_aligned() {
        let columns = [
            TextColumn::left("tables-player", 10),
            TextColumn::right("tables-games", 3),
        ];
        let rows: Vec<Vec<String>> = [
            "bob",
            "山田太郎",
            "ana 🎲🎲",
            "山田太郎山田太郎",
            "e\u{301}mile",
        ]
        .iter()
        .map(|name| vec![name.to_string(), "12".to_string()])
        .collect();
        let text = code_block(&columns, &rows, Locale::En).format(Locale::En, Style::Plain);
        let widths: std::collections::BTreeSet<usize> = text
            .lines()
            .filter(|line| !line.starts_with("```"))
            .map(UnicodeWidthStr::width)
            .collect();
        assert_eq!(widths.len(), 1, "aligned columns:\n{text}");
        assert!(text.contains("山田太郎…     12"), "{text}");
    }

    /// A right-to-left name is isolated in its cell: the row's numbers keep their
    /// columns (as a reader sees the line) and the isolation marks take no column.
    #[test]
    fn a_right_to_left_name_keeps_the_row_in_order() {
        let columns = [
            TextColumn::right("tables-rank", 3),
            TextColumn::left("tables-player", 10).after(2),
            TextColumn::right("tables-points", 4),
        ];
        let rows: Vec<Vec<String>> = ["bob", "يوسف", "עמית כהן בן דוד"]
            .iter()
            .enumerate()
            .map(|(i, name)| vec![(i + 1).to_string(), name.to_string(), "3.5".into()])
            .collect();
        let text = code_block(&columns, &rows, Locale::En).format(Locale::En, Style::Plain);
        let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("```")).collect();
        let widths: std::collections::BTreeSet<usize> =
            lines.iter().map(|l| UnicodeWidthStr::width(*l)).collect();
        assert_eq!(widths.len(), 1, "aligned columns:\n{text}");
        for line in &lines[2..] {
            let info = unicode_bidi::BidiInfo::new(line, None);
            let paragraph = &info.paragraphs[0];
            let seen = info.reorder_line(paragraph, paragraph.range.clone());
            let rank = seen.find(['2', '3']).expect("a rank");
            let points = seen.find("3.5").expect("points");
            assert!(seen.trim_start().starts_with(['2', '3']), "{seen:?}");
            assert!(
                rank < points && seen.ends_with("3.5"),
                "{line:?} is seen as {seen:?}"
            );
        }
    }
}
