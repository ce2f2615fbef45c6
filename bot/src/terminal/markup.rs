//! Discord markup in the service's texts that are not messages yet (the `verbatim`
//! bridge of issue 12), made readable in a terminal: mentions `<@id>` become `@name`,
//! channels `<#id>` become `#id`, timestamps `<t:secs:f>` become a UTC date. Typed
//! messages format themselves for the terminal (`Style::Plain`).
// TODO(issue 12): delete this file with `impl From<String> for Msg`.

use std::collections::BTreeMap;

/// `@name` for a user the terminal has seen, `@user-<id>` otherwise.
pub fn name_of(id: u64, names: &BTreeMap<u64, String>) -> String {
    match names.get(&id) {
        Some(name) => format!("@{name}"),
        None => format!("@user-{id}"),
    }
}

/// `text` with every mention, channel and timestamp tag written out.
pub fn readable(text: &str, names: &BTreeMap<u64, String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        match tail
            .find('>')
            .and_then(|end| Some((tag(&tail[1..end], names)?, end)))
        {
            Some((shown, end)) => {
                out.push_str(&shown);
                rest = &tail[end + 1..];
            }
            None => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// What one tag (the text between `<` and `>`) reads as; `None` if it is no tag.
fn tag(inner: &str, names: &BTreeMap<u64, String>) -> Option<String> {
    if let Some(id) = inner.strip_prefix('@') {
        let id = id.strip_prefix('!').unwrap_or(id);
        return Some(name_of(id.parse().ok()?, names));
    }
    if let Some(id) = inner.strip_prefix('#') {
        return Some(format!("#{}", id.parse::<u64>().ok()?));
    }
    let time = inner.strip_prefix("t:")?;
    let seconds = time.split(':').next()?.parse::<i64>().ok()?;
    let date = chrono::DateTime::from_timestamp(seconds, 0)?;
    Some(date.format("%Y-%m-%d %H:%M UTC").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_channels_and_dates_are_written_out() {
        let names = BTreeMap::from([(3, "bob".to_string())]);
        assert_eq!(
            readable("<@3> and <@!3> in <#8>, until <t:1700000000:f>.", &names),
            "@bob and @bob in #8, until 2023-11-14 22:13 UTC."
        );
        assert_eq!(
            readable("<@4> <t:x> a < b >", &names),
            "@user-4 <t:x> a < b >"
        );
    }
}
