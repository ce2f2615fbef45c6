//! The plural rules every message keeps, checked on the Fluent files themselves.
//!
//! CLDR's plural categories are not numbers: French "one" is 0 and 1, Polish "many" is
//! 5 and 0, and a category may hold decimals. So a variant keyed by a category shows
//! the number through its placeable, never as a written "1"; a text that fits exactly
//! one number goes under that number's own key (`[1]`, `[0]`), which Fluent matches
//! exactly.
//!
//! The rules, for every *plural select*: a select expression whose selector is a
//! variable (`$n`, or `NUMBER($n)`), one of whose keys is a number literal or a plural
//! category other than `other` (`zero`, `one`, `two`, `few`, `many`). In it, a
//! *category variant* is keyed by a category (the default `other` included), an
//! *exact variant* by a number literal.
//! 1. No category variant writes a number: its text holds no run of digits standing as
//!    a word of its own ("1 jour"; "C3", "6er" and "Glicko-2" are words, not numbers).
//! 2. If any variant of the select shows the selector's variable, every category
//!    variant shows it (a select that shows it in none only agrees words with a number
//!    printed elsewhere, and is fine).
//! 3. Exact variants come before category variants: Fluent takes the first variant that
//!    matches, so a `[1]` after `[one]` would never be reached where 1 is "one".

#![cfg(test)]

use super::catalog::FILES;
use super::{Locale, Msg, Style};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One plural select: its variable, the exact numbers it keys, whether it is well formed.
struct PluralSelect {
    variable: String,
    exact: BTreeSet<i64>,
    /// The categories it has a variant for.
    categories: BTreeSet<String>,
    /// Whether it selects a form for a count: it has a category key besides `other`,
    /// or shows its number. A select of exact values alone that shows none
    /// (`$legs -> [2] twice *[other] once`) chooses words, not a plural form.
    counts: bool,
    faults: Vec<String>,
}

/// The variable a selector reads, if it reads one (`$n` or `NUMBER($n, …)`).
fn selector_variable(selector: &ast::InlineExpression<&str>) -> Option<String> {
    match selector {
        ast::InlineExpression::VariableReference { id } => Some(id.name.to_string()),
        ast::InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
            arguments.positional.first().and_then(selector_variable)
        }
        _ => None,
    }
}

fn is_category(key: &ast::VariantKey<&str>) -> bool {
    matches!(key, ast::VariantKey::Identifier { name } if CATEGORIES.contains(name))
}

fn exact_number(key: &ast::VariantKey<&str>) -> Option<i64> {
    match key {
        ast::VariantKey::NumberLiteral { value } => value.parse().ok(),
        ast::VariantKey::Identifier { .. } => None,
    }
}

fn is_plural(variants: &[ast::Variant<&str>]) -> bool {
    variants.iter().any(|v| match &v.key {
        ast::VariantKey::NumberLiteral { .. } => true,
        ast::VariantKey::Identifier { name } => CATEGORIES[..5].contains(name),
    })
}

/// Which variables of a pattern to collect: those it shows, or also those its selects
/// choose by (a message's arguments).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Selectors {
    Skipped,
    Included,
}

/// Every variable of a pattern, nested selects, placeables and arguments of functions
/// and terms included.
pub(super) fn pattern_variables(
    pattern: &ast::Pattern<&str>,
    selectors: Selectors,
    vars: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, selectors, vars);
        }
    }
}

fn shown_variables(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    pattern_variables(pattern, Selectors::Skipped, vars)
}

fn expression_variables(
    expression: &ast::Expression<&str>,
    selectors: Selectors,
    vars: &mut BTreeSet<String>,
) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, selectors, vars),
        ast::Expression::Select { selector, variants } => {
            if selectors == Selectors::Included {
                inline_variables(selector, selectors, vars);
            }
            variants
                .iter()
                .for_each(|v| pattern_variables(&v.value, selectors, vars));
        }
    }
}

fn inline_variables(
    inline: &ast::InlineExpression<&str>,
    selectors: Selectors,
    vars: &mut BTreeSet<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            arguments
                .positional
                .iter()
                .for_each(|a| inline_variables(a, selectors, vars));
            arguments
                .named
                .iter()
                .for_each(|a| inline_variables(&a.value, selectors, vars));
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, selectors, vars)
        }
        _ => {}
    }
}

fn shows(pattern: &ast::Pattern<&str>, variable: &str) -> bool {
    let mut vars = BTreeSet::new();
    shown_variables(pattern, &mut vars);
    vars.contains(variable)
}

/// A run of digits standing as a word: not touching a letter, a digit's neighbour, or
/// a hyphen ("Glicko-2", "C3" and "6er" are words).
fn writes_a_number(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let word_like = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '-');
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let before = start.checked_sub(1).and_then(|b| chars.get(b));
            if !word_like(before) && !word_like(chars.get(i)) {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

/// The text a variant writes itself, outside placeables.
fn own_text(pattern: &ast::Pattern<&str>) -> String {
    let mut text = String::new();
    for element in &pattern.elements {
        if let ast::PatternElement::TextElement { value } = element {
            text.push_str(value);
        }
    }
    text
}

fn check(variable: &str, variants: &[ast::Variant<&str>]) -> PluralSelect {
    let mut faults = Vec::new();
    let key_name = |key: &ast::VariantKey<&str>| match key {
        ast::VariantKey::Identifier { name } | ast::VariantKey::NumberLiteral { value: name } => {
            name.to_string()
        }
    };
    let shown_somewhere = variants.iter().any(|v| shows(&v.value, variable));
    let mut seen_category = false;
    for variant in variants {
        let key = key_name(&variant.key);
        if is_category(&variant.key) {
            seen_category = true;
            if writes_a_number(&own_text(&variant.value)) {
                faults.push(format!("[{key}] writes a number instead of ${variable}"));
            }
            if shown_somewhere && !shows(&variant.value, variable) {
                faults.push(format!("[{key}] does not show ${variable}"));
            }
        } else if seen_category {
            faults.push(format!(
                "[{key}] comes after a category and is never reached"
            ));
        }
    }
    let exact = variants
        .iter()
        .filter_map(|v| exact_number(&v.key))
        .collect();
    let categories = variants
        .iter()
        .filter(|v| is_category(&v.key))
        .map(|v| key_name(&v.key))
        .collect();
    let counts = shown_somewhere
        || variants
            .iter()
            .any(|v| is_category(&v.key) && key_name(&v.key) != "other");
    PluralSelect {
        variable: variable.to_string(),
        exact,
        categories,
        counts,
        faults,
    }
}

/// Every plural select of a pattern, nested ones included.
fn plural_selects(pattern: &ast::Pattern<&str>, found: &mut Vec<PluralSelect>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_selects(expression, found);
        }
    }
}

fn expression_selects(expression: &ast::Expression<&str>, found: &mut Vec<PluralSelect>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            if let Some(variable) = selector_variable(selector).filter(|_| is_plural(variants)) {
                found.push(check(&variable, variants));
            }
            variants
                .iter()
                .for_each(|v| plural_selects(&v.value, found));
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_selects(expression, found);
        }
        ast::Expression::Inline(_) => {}
    }
}

/// One message of one locale: its id, every variable it shows, its plural selects.
struct Message {
    id: String,
    variables: BTreeSet<String>,
    selects: Vec<PluralSelect>,
}

/// The messages and terms of `locale`, with their attributes as `id.attribute`.
fn messages(locale: Locale) -> Vec<Message> {
    let mut all = Vec::new();
    for (_, name, source) in FILES.iter().filter(|(f, _, _)| *f == locale.code()) {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{locale}/{name}: {errors:?}"));
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let attributes: Vec<_> = attributes
                .into_iter()
                .map(|a| (format!("{id}.{}", a.id.name), a.value))
                .collect();
            for (id, pattern) in value.map(|v| (id, v)).into_iter().chain(attributes) {
                let (mut variables, mut selects) = (BTreeSet::new(), Vec::new());
                shown_variables(&pattern, &mut variables);
                plural_selects(&pattern, &mut selects);
                all.push(Message {
                    id,
                    variables,
                    selects,
                });
            }
        }
    }
    all
}

#[test]
fn every_plural_variant_shows_its_number_through_the_placeable() {
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        for message in messages(locale) {
            for select in &message.selects {
                for fault in &select.faults {
                    faults.push(format!("{locale}: {}: {fault}", message.id));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} plural variants break the rules:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn the_rules_catch_what_they_describe() {
    let faults = |source: &str| {
        let resource = fluent_syntax::parser::parse(source).expect("valid Fluent");
        let ast::Entry::Message(message) = &resource.body[0] else {
            panic!("a message");
        };
        let mut found = Vec::new();
        plural_selects(message.value.as_ref().expect("a value"), &mut found);
        found.into_iter().flat_map(|s| s.faults).count()
    };
    assert_eq!(
        faults("m = { $n ->\n [one] 1 jour\n *[other] { $n } jours\n}\n"),
        2
    );
    assert_eq!(
        faults("m = { $n ->\n [one] un jour\n *[other] { $n } jours\n}\n"),
        1
    );
    assert_eq!(
        faults("m = { $n ->\n [one] { $n } jour\n *[other] { $n } jours\n}\n"),
        0
    );
    assert_eq!(
        faults("m = { $n ->\n [1] un jour\n *[other] { $n } jours\n}\n"),
        0
    );
    assert_eq!(
        faults("m = { $n ->\n [one] { $n } j\n [1] un j\n *[other] { $n } j\n}\n"),
        1
    );
    // Words agreeing with a number printed elsewhere.
    assert_eq!(
        faults("m = { $n } { $n ->\n [one] jour\n *[other] jours\n}\n"),
        0
    );
    // Not a plural select: string keys.
    assert_eq!(faults("m = { $c ->\n [a] 1 x\n *[other] { $c }\n}\n"), 0);
    assert!(!writes_a_number("Glicko-2, C3, 6er, x2"));
    assert!(writes_a_number("de 1 à"));
    assert!(writes_a_number("(1)"));
}

/// 0, 1, 2 and a large number, each in every message that shows a count, in every
/// locale: the number is there, written as the locale writes numbers (ICU4X), unless
/// the select gives that very number its own exact variant.
#[test]
fn every_count_is_shown_in_the_locales_number_format() {
    let english: BTreeMap<String, BTreeSet<String>> = messages(Locale::En)
        .into_iter()
        .filter(|m| !m.id.starts_with('-') && !m.id.contains('.'))
        .map(|m| (m.id, m.variables))
        .collect();
    let mut faults = Vec::new();
    let mut checked = 0;
    for locale in Locale::ALL {
        for message in messages(locale) {
            let Some(english_shows) = english.get(&message.id) else {
                continue;
            };
            let counts: BTreeSet<&str> = message
                .selects
                .iter()
                .map(|s| s.variable.as_str())
                .filter(|v| english_shows.contains(*v) || message.variables.contains(*v))
                .collect();
            for count in counts {
                for n in [0, 1, 2, 1_234_567] {
                    let exact = message
                        .selects
                        .iter()
                        .any(|s| s.variable == count && s.exact.contains(&n));
                    if exact {
                        continue;
                    }
                    checked += 1;
                    let text = with_count(&message, count, n).format(locale, Style::Plain);
                    let expected = super::numbers::integer(n, locale);
                    if !has_number(&text, &expected) {
                        faults.push(format!(
                            "{locale}: {} with ${count} = {n}: no {expected:?} in {text:?}",
                            message.id
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "only {checked} cases: the walk is broken");
    assert!(
        faults.is_empty(),
        "{} counts not shown:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// The message with `$count` = `n` and every other variable a text that holds no digit
/// (a number passed as text selects no plural and shows no stray digit).
fn with_count(message: &Message, count: &str, n: i64) -> Msg {
    let mut msg = Msg::new(message.id.clone()).number(count, n);
    let others = message.selects.iter().map(|s| &s.variable);
    for other in message.variables.iter().chain(others) {
        if other != count && msg.get(other).is_none() {
            msg = msg.text(other, "‹x›");
        }
    }
    msg
}

/// Whether `text` holds `number` standing alone (no digit right before or after it).
fn has_number(text: &str, number: &str) -> bool {
    text.match_indices(number).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + number.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(|c| c.is_ascii_digit())
    })
}

/// The plural category of each whole number from 0 to 1,000 in `locale`, as Fluent's
/// own plural rules (CLDR's) choose them.
fn integer_categories(locale: Locale) -> BTreeMap<String, BTreeSet<i64>> {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    let source = "m = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n [many] many\n *[other] other\n}\n";
    let resource = FluentResource::try_new(source.to_string()).expect("valid Fluent");
    let language = locale.code().parse().expect("a language id");
    let mut bundle = FluentBundle::new(vec![language]);
    bundle.add_resource(resource).expect("one message");
    let pattern = bundle.get_message("m").and_then(|m| m.value()).expect("m");
    let mut categories: BTreeMap<String, BTreeSet<i64>> = BTreeMap::new();
    for n in 0..=1000_i64 {
        let mut args = FluentArgs::new();
        args.set("n", n);
        let mut errors = Vec::new();
        let category = bundle.format_pattern(pattern, Some(&args), &mut errors);
        categories
            .entry(category.into_owned())
            .or_default()
            .insert(n);
    }
    categories
}

/// A plural select that chooses a form for a count gives the category `one` a variant
/// of its own, by its key or by exact keys for all its numbers (`[0]` and `[1]` for
/// French, where 0 is "one"): left to the default, 1 takes the plural ("1 games") and
/// French 0 the wrong form. The other categories may share the default's form, as
/// Polish "dni" serves both `few` and `many` (each was read once: see the locales'
/// notes); Hungarian nouns do not change after a number, so its `one` may too.
#[test]
fn every_count_gives_the_category_one_its_own_variant() {
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        let mut categories = integer_categories(locale);
        categories.retain(|name, _| name == "one" && locale != Locale::Hu);
        for message in messages(locale) {
            for select in message.selects.iter().filter(|s| s.counts) {
                let missing: Vec<_> = categories
                    .iter()
                    .filter(|(name, numbers)| {
                        !select.categories.contains(*name) && !numbers.is_subset(&select.exact)
                    })
                    .map(|(name, _)| name)
                    .collect();
                if !missing.is_empty() {
                    faults.push(format!(
                        "{locale}: {} on ${}: no {missing:?}",
                        message.id, select.variable
                    ));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} selects miss a category:\n{}",
        faults.len(),
        faults.join("\n")
    );
}
