//! Tables drawn as text in a code block (standings, leaderboard): fixed-width rows
//! whose headings come from messages in the reader's language.

use crate::i18n::{Locale, Msg, Style};

/// One column: the message id of its heading, its width in characters, whether its
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

    /// `text` cut and padded to the column.
    fn cell(&self, text: &str) -> String {
        let text = shorten(&text.replace('`', "'"), self.width);
        let pad = " ".repeat(self.width - text.chars().count());
        if self.right {
            format!("{pad}{text}")
        } else {
            format!("{text}{pad}")
        }
    }
}

/// `text` cut to at most `limit` characters, ending in "…" when cut.
pub fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        let kept: String = text.chars().take(limit.saturating_sub(1)).collect();
        format!("{kept}…")
    }
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
    let mut text = line(headings(columns, locale));
    for row in rows {
        text.push('\n');
        text.push_str(&line(row.clone()));
    }
    Msg::new("tables-code-block").text("rows", text)
}
