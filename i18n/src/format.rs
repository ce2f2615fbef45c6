//! Formatting a message in a locale, for a front: Discord markup or plain text.

use super::catalog::bundle;
use super::numbers;
use super::{Arg, Locale, MomentStyle, Msg, Style};
use fluent_bundle::{FluentArgs, FluentValue};
use lyngk_render::isolate_name;

impl Msg {
    /// This message in `locale`, for a front with `style`. A message missing from the
    /// locale falls back to English; one missing everywhere shows its id (the catalog
    /// tests keep both from happening).
    pub fn format(&self, locale: Locale, style: Style) -> String {
        let Some((bundle, pattern)) = [locale, Locale::En].into_iter().find_map(|l| {
            let bundle = bundle(l, style.markup());
            let pattern = bundle.get_message(&self.id)?.value()?;
            Some((bundle, pattern))
        }) else {
            tracing::error!(id = self.id, %locale, "no such message");
            return self.id.clone();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &self.args {
            args.set(name.as_str(), value(arg, locale, style));
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(id = self.id, %locale, ?errors, "message formatting errors");
        }
        text.into_owned()
    }
}

/// The text of message `id`, or of its `attribute`, in `locale` alone: no arguments
/// and no fallback to English, for texts every locale must have itself (the command
/// names and descriptions Discord shows).
pub fn lookup(locale: Locale, id: &str, attribute: Option<&str>) -> Option<String> {
    let bundle = bundle(locale, Style::Discord);
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Lines of messages as one text, one message per line.
pub fn format_lines(lines: &[Msg], locale: Locale, style: Style) -> String {
    let lines: Vec<String> = lines.iter().map(|m| m.format(locale, style)).collect();
    lines.join("\n")
}

/// A whole number stays a Fluent number, so that plurals are chosen on its value; the
/// bundle prints it through `numbers::fluent_number` (see `catalog::build`).
fn value(arg: &Arg, locale: Locale, style: Style) -> FluentValue<'static> {
    match arg {
        Arg::Number(n) => FluentValue::from(*n),
        other => FluentValue::from(shown(other, locale, style)),
    }
}

/// An argument as the text that stands in the sentence.
fn shown(arg: &Arg, locale: Locale, style: Style) -> String {
    match (arg, style.markup()) {
        (Arg::Number(n), _) => numbers::integer(*n, locale),
        (Arg::Decimal { value, digits }, _) => numbers::decimal(*value, *digits, locale),
        (Arg::Text(text), _) => isolated(text),
        (Arg::Colour(colour), _) => {
            Msg::new(format!("colour-{}", colour.name())).format(locale, style)
        }
        (Arg::Cell(cell), _) => cell.to_string(),
        (Arg::Player { id, .. }, Style::Discord) => format!("<@{id}>"),
        (Arg::Player { name, .. }, _) => format!("@{}", isolate_name(name)),
        (Arg::Channel(id), Style::Discord) => format!("<#{id}>"),
        (Arg::Channel(id), _) => format!("#{id}"),
        (Arg::Moment { unix, style: m }, Style::Discord) => {
            let tag = match m {
                MomentStyle::Relative => 'R',
                MomentStyle::DateTime => 'f',
            };
            format!("<t:{unix}:{tag}>")
        }
        (Arg::Moment { unix, .. }, _) => {
            let zone = match style {
                Style::PlainIn(zone) => zone,
                _ => chrono_tz::Tz::UTC,
            };
            numbers::date_time(*unix, locale, zone).unwrap_or_else(|| unix.to_string())
        }
        (Arg::Duration(seconds), _) => duration(*seconds, locale, style),
        (Arg::Msg(msg), _) => msg.format(locale, style),
        (Arg::Alternatives(msgs), _) => alternatives(msgs, locale, style),
        (Arg::Facts(msgs), _) => {
            let facts: Vec<String> = msgs.iter().map(|m| m.format(locale, style)).collect();
            facts.join(" · ")
        }
    }
}

/// A text placed in a sentence, isolated when it could reorder the sentence (a
/// right-to-left name: see [`isolate_name`]). A block of lines (a code-block table) is
/// left whole: its fence must start a line, and its cells isolate their own names.
fn isolated(text: &str) -> String {
    if text.contains('\n') || text.contains("```") {
        return text.to_string();
    }
    isolate_name(text).into_owned()
}

/// "2 days 4 hours", "3 hours 12 minutes", "5 minutes": the two largest units.
fn duration(seconds: i64, locale: Locale, style: Style) -> String {
    let minutes = seconds.max(0) / 60;
    let units = [
        ("duration-days", minutes / (24 * 60)),
        ("duration-hours", minutes / 60 % 24),
        ("duration-minutes", minutes % 60),
    ];
    let first = units.iter().position(|(_, n)| *n > 0).unwrap_or(2);
    let parts: Vec<String> = units[first..]
        .iter()
        .take(2)
        .enumerate()
        .filter(|(i, (_, n))| *i == 0 || *n > 0)
        .map(|(_, (id, n))| Msg::new(*id).number("n", *n).format(locale, style))
        .collect();
    parts.join(" ")
}

/// "A", "A or B", "A, B or C" in the locale's words.
fn alternatives(msgs: &[Msg], locale: Locale, style: Style) -> String {
    let mut shown: Vec<String> = msgs.iter().map(|m| m.format(locale, style)).collect();
    match shown.pop() {
        None => String::new(),
        Some(last) if shown.is_empty() => last,
        Some(last) => Msg::new("list-or")
            .text("rest", shown.join(", "))
            .text("last", last)
            .format(locale, style),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_bidi::BidiInfo;

    /// The sentence as a reader sees it: its one line in visual order.
    fn visual(text: &str) -> (bool, String) {
        let info = BidiInfo::new(text, None);
        let paragraph = &info.paragraphs[0];
        let line = paragraph.range.clone();
        (
            paragraph.level.is_ltr(),
            info.reorder_line(paragraph, line).into_owned(),
        )
    }

    /// A right-to-left name stays where the sentence puts it, and the numbers after it
    /// stay after it; a left-to-right name is left as it is.
    #[test]
    fn a_right_to_left_name_does_not_reorder_its_sentence() {
        let resigned = Msg::new("image-resigned")
            .text("loser", "يوسف")
            .text("winner", "Ada")
            .format(Locale::En, Style::Discord);
        let (ltr, seen) = visual(&resigned);
        assert!(ltr, "{resigned:?}");
        let name = seen.find("فسوي").expect("the name, drawn right to left");
        assert!(name < seen.find("resigned").expect("the verb"), "{seen:?}");
        assert!(seen.ends_with("Ada wins"), "{seen:?}");

        let note = Msg::new("ladder-note-challenged-by")
            .text("player", "עמית כהן")
            .number("place", 3)
            .format(Locale::Fr, Style::Plain);
        let (ltr, seen) = visual(&note);
        assert!(ltr && seen.ends_with("(3)"), "{note:?} is seen as {seen:?}");

        let plain = Msg::new("image-resigned")
            .text("loser", "Kris")
            .text("winner", "Ada")
            .format(Locale::En, Style::Plain);
        assert_eq!(plain, "Kris resigned; Ada wins");
        let terminal = Msg::new("image-won-on-time")
            .player("winner", 7, "يوسف")
            .format(Locale::En, Style::Plain);
        assert!(
            terminal.starts_with("@\u{2068}يوسف\u{2069} "),
            "{terminal:?}"
        );
    }

    /// Discord readers see the command names their client shows; the terminal, the
    /// English words its parser reads.
    #[test]
    fn sentences_name_commands_as_the_front_accepts_them() {
        let said = |locale, style| Msg::new("refusal-no-game").format(locale, style);
        assert!(said(Locale::De, Style::Discord).contains("`/lyngk herausfordern`"));
        assert!(said(Locale::De, Style::Plain).contains("`/lyngk challenge`"));
        assert!(said(Locale::En, Style::Discord).contains("`/lyngk challenge`"));
        let admin = Msg::new("refusal-threads-being-opened").text("name", "Cup");
        let admin = admin.format(Locale::Pl, Style::Plain);
        assert!(admin.contains("`/lyngk-admin league start`"), "{admin}");
        // Option names too: Discord shows German ones, the terminal reads English.
        let rules = |style| Msg::new("rules-move").format(Locale::De, style);
        assert!(rules(Style::Discord).contains("`/lyngk ziehen von:c3 nach:d4`"));
        assert!(rules(Style::Plain).contains("`/lyngk move from:c3 to:d4`"));
    }
}
