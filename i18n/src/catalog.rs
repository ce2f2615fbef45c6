//! The Fluent bundles, one per locale, built once from the files embedded at compile
//! time (see `bot/build.rs`).

use super::{Locale, Style};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every `(locale folder, file name, contents)` under `i18n/locales/`.
pub(crate) static FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

pub(crate) type Bundle = FluentBundle<FluentResource>;

/// The file of command names (and their options) as Discord shows them.
const COMMANDS_FILE: &str = "commands.ftl";

/// The bundle of `locale` for a front with `style`; a broken file is a build defect
/// that the catalog tests catch, so here its valid messages are kept and the errors
/// logged.
///
/// Sentences name commands by reference (`/{ cmd-lyngk } { cmd-lyngk-move }`): on
/// Discord the locale's own command names, which the reader's client shows and
/// accepts (`/lyngk ziehen`); in the terminal the English ones, the words its help and
/// examples use (`terminal::parse` takes the localized names too), so the Plain
/// bundles take English's `commands.ftl` instead of the locale's.
pub(crate) fn bundle(locale: Locale, style: Style) -> &'static Bundle {
    static BUNDLES: OnceLock<HashMap<(Locale, Style), Bundle>> = OnceLock::new();
    BUNDLES
        .get_or_init(|| {
            let styles = [Style::Discord, Style::Plain];
            let all = Locale::ALL.into_iter().flat_map(|l| styles.map(|s| (l, s)));
            all.map(|(l, s)| ((l, s), build(l, s))).collect()
        })
        .get(&(locale, style))
        .expect("a bundle for every locale and style")
}

/// Whether `(folder, name)` is one of the files of the bundle of `locale` for `style`.
fn in_bundle(locale: Locale, style: Style, folder: &str, name: &str) -> bool {
    let folder_of_name = match (style, name) {
        (Style::Plain, COMMANDS_FILE) => Locale::En.code(),
        _ => locale.code(),
    };
    folder == folder_of_name
}

fn build(locale: Locale, style: Style) -> Bundle {
    let language = locale
        .code()
        .parse()
        .expect("locale codes are language ids");
    let mut bundle = FluentBundle::new_concurrent(vec![language]);
    // Fluent's own isolation wraps every argument in bidi marks: mentions (`<@id>`),
    // channel links, `<t:…>` moments, numbers and code-block tables too, which Discord
    // then fails to parse (a fence must start its line). Names are isolated instead
    // where they are placed (`format::isolated`), and only those that could reorder
    // the sentence around them.
    bundle.set_use_isolating(false);
    // Numbers placed in a sentence are printed in the locale's format (ICU4X); plural
    // selection still sees the number itself.
    bundle.set_formatter(Some(number_formatter(locale)));
    let files = FILES
        .iter()
        .filter(|(folder, name, _)| in_bundle(locale, style, folder, name));
    for (folder, name, source) in files {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, e)| {
            tracing::error!(folder, name, errors = ?e, "Fluent syntax errors");
            res
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(folder, name, ?errors, "Fluent messages defined twice");
        }
    }
    bundle
}

/// The bundle's number formatter for `locale`: Fluent takes a plain function, so one
/// instance per locale.
fn number_formatter<M>(locale: Locale) -> fn(&FluentValue, &M) -> Option<String> {
    fn in_locale<M, const INDEX: usize>(value: &FluentValue, _: &M) -> Option<String> {
        super::numbers::fluent_number(value, Locale::ALL[INDEX])
    }
    match locale {
        Locale::En => in_locale::<M, 0>,
        Locale::De => in_locale::<M, 1>,
        Locale::Fr => in_locale::<M, 2>,
        Locale::It => in_locale::<M, 3>,
        Locale::Nl => in_locale::<M, 4>,
        Locale::Es => in_locale::<M, 5>,
        Locale::Pl => in_locale::<M, 6>,
        Locale::Hu => in_locale::<M, 7>,
    }
}

#[cfg(test)]
mod tests {
    //! The completeness test: every locale has exactly English's messages, each using
    //! only variables that English passes, and every id the code names exists.

    use super::super::plurals::{pattern_variables, Selectors};
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    type Ids = BTreeMap<String, BTreeSet<String>>;

    /// Message and term ids of `locale`, each with the variables it uses.
    fn ids(locale: Locale) -> Ids {
        let mut ids = Ids::new();
        for (_, name, source) in FILES.iter().filter(|(f, _, _)| *f == locale.code()) {
            let resource = fluent_syntax::parser::parse(*source)
                .unwrap_or_else(|(_, errors)| panic!("{locale}/{name}: {errors:?}"));
            for entry in resource.body {
                let (id, value, attributes) = match entry {
                    ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                    ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                    _ => continue,
                };
                let mut vars = BTreeSet::new();
                value.iter().for_each(|p| pattern_vars(p, &mut vars));
                attributes
                    .iter()
                    .for_each(|a| pattern_vars(&a.value, &mut vars));
                let duplicate = ids.insert(id.clone(), vars).is_some();
                assert!(!duplicate, "{locale}/{name}: {id} is defined twice");
            }
        }
        ids
    }

    fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
        pattern_variables(pattern, Selectors::Included, vars)
    }

    #[test]
    fn every_locale_has_exactly_englishs_messages_and_variables() {
        let english = ids(Locale::En);
        assert!(!english.is_empty());
        for locale in Locale::ALL.into_iter().skip(1) {
            let other = ids(locale);
            let missing: Vec<_> = english
                .keys()
                .filter(|id| !other.contains_key(*id))
                .collect();
            let extra: Vec<_> = other
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{locale} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{locale} has messages English lacks: {extra:?}"
            );
            for (id, vars) in &other {
                let unknown: Vec<_> = vars.difference(&english[id]).collect();
                assert!(
                    unknown.is_empty(),
                    "{locale}: {id} uses {unknown:?}, which English does not pass"
                );
            }
        }
    }

    #[test]
    fn every_bundle_loads_without_errors() {
        for locale in Locale::ALL {
            let language = locale.code().parse().expect("a language id");
            let mut bundle: Bundle = FluentBundle::new_concurrent(vec![language]);
            for (_, name, source) in FILES.iter().filter(|(f, _, _)| *f == locale.code()) {
                let resource = FluentResource::try_new(source.to_string())
                    .unwrap_or_else(|(_, e)| panic!("{locale}/{name}: {e:?}"));
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|e| panic!("{locale}/{name}: {e:?}"));
            }
        }
    }

    /// Every `Msg::new("…")` in the code names a message English has.
    #[test]
    fn every_message_the_code_names_exists() {
        let english = ids(Locale::En);
        // The bot's crates beside this one name messages too.
        let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("the workspace holds the crate");
        let crates = [
            "i18n", "domain", "store", "service", "discord", "terminal", "web", "bot",
        ];
        let mut missing = Vec::new();
        let files = crates
            .iter()
            .flat_map(|name| rust_files(&workspace.join(name).join("src")));
        for file in files {
            let source = std::fs::read_to_string(&file).expect("readable source");
            let ids = source.split("Msg::new(\"").skip(1);
            for id in ids
                .filter_map(|s| s.split('"').next())
                .filter(|id| is_id(id))
            {
                if !english.contains_key(id) {
                    missing.push(format!("{}: {id}", file.display()));
                }
            }
        }
        // The web front's templates name theirs as `w.t("…")`.
        let templates = std::fs::read_dir(workspace.join("web").join("templates"))
            .expect("the web front's templates");
        for template in templates {
            let path = template.expect("readable entry").path();
            let source = std::fs::read_to_string(&path).expect("readable template");
            for id in source
                .split("w.t(\"")
                .skip(1)
                .filter_map(|s| s.split('"').next())
            {
                if !english.contains_key(id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "messages missing from locales/en: {missing:#?}"
        );
    }

    fn is_id(text: &str) -> bool {
        !text.is_empty()
            && text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    }

    fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).expect("readable folder") {
            let path = entry.expect("readable entry").path();
            if path.is_dir() {
                files.extend(rust_files(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
        files
    }
}
