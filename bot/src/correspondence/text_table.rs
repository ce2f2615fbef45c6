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
    let headings = headings(columns, locale);
    // A number column grows to its heading ("Wertung", "Partien"): the widths fit
    // English, and a cut heading is unreadable while a few more spaces cost nothing.
    let columns: Vec<TextColumn> = columns
        .iter()
        .zip(&headings)
        .map(|(column, heading)| match column.right {
            true => TextColumn {
                width: column.width.max(heading.chars().count()),
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
}
