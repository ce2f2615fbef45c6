//! Writing a record: one tag pair per line, a blank line, then the movetext wrapped at
//! [`LINE_WIDTH`] characters.

use super::{Record, LINE_WIDTH};
use std::fmt;

/// A tag value as written between the quotes: `"` and `\` escaped, control characters
/// (which a value cannot hold) as spaces.
pub(super) fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A comment's words as written in braces: `}` (which would end it) as `)`.
fn comment_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split_whitespace().map(|word| word.replace('}', ")"))
}

/// The movetext's words in order: numbers with their turns, comments' words, the result.
/// A turn's number and the turn stay together on one line.
fn movetext_words(record: &Record) -> Vec<String> {
    let mut words = Vec::new();
    let mut comments = record.comments.iter().peekable();
    for ply in 0..=record.turns.len() {
        while let Some(comment) = comments.next_if(|c| c.after_turns <= ply) {
            let mut inner: Vec<String> = comment_words(&comment.text).collect();
            match inner.as_mut_slice() {
                [] => words.push("{}".to_string()),
                [only] => *only = format!("{{{only}}}"),
                [first, .., last] => {
                    *first = format!("{{{first}");
                    last.push('}');
                }
            }
            words.extend(inner);
        }
        if let Some(turn) = record.turns.get(ply) {
            words.push(format!("{}. {turn}", ply + 1));
        }
    }
    // Comments placed after the end (a hand-made record) close the movetext.
    for comment in comments {
        words.push(format!(
            "{{{}}}",
            comment_words(&comment.text).collect::<Vec<_>>().join(" ")
        ));
    }
    words.push(record.result.token().to_string());
    words
}

impl fmt::Display for Record {
    /// The record's text (`docs/record.md`), ending with a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{}\"]", escape(value))?;
        }
        if !self.tags.is_empty() {
            writeln!(f)?;
        }
        let mut width = 0;
        for word in movetext_words(self) {
            let length = word.chars().count();
            if width > 0 && width + 1 + length > LINE_WIDTH {
                writeln!(f)?;
                width = 0;
            }
            if width > 0 {
                f.write_str(" ")?;
                width += 1;
            }
            f.write_str(&word)?;
            width += length;
        }
        writeln!(f)
    }
}
