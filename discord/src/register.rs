//! The commands as Discord registers them, derived from [`lyngk_service::command_spec`]: the
//! body of the bulk overwrite, each name and description in every language the bot
//! speaks (English from `i18n/locales/en/commands.ftl`, the others as Discord's
//! `name_localizations` and `description_localizations`), with only the fields
//! Discord's schema gives each option type.

use serde_json::{json, Map, Value};

use lyngk_i18n::{lookup, Locale};
use lyngk_service::command_spec::{choice_id, command_id, Entry, Kind, Opt, TopLevel, TREE};

/// Discord's application command option types.
mod option_type {
    pub const SUB_COMMAND: u8 = 1;
    pub const SUB_COMMAND_GROUP: u8 = 2;
    pub const STRING: u8 = 3;
    pub const INTEGER: u8 = 4;
    pub const BOOLEAN: u8 = 5;
    pub const USER: u8 = 6;
}

/// Discord's interaction context of a server channel: the commands work in servers only.
const GUILD_CONTEXT: u8 = 0;
/// The Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// The body of the bulk-overwrite request (what `lyngk commands` prints).
pub fn registration() -> Value {
    let mut texts = Texts::default();
    let body = TREE.iter().map(|top| texts.top_level(top)).collect();
    for missing in texts.missing {
        tracing::warn!("no command text {missing}");
    }
    body
}

/// The texts a locale lacks (`de: cmd-lyngk-move.from`); none, as the tests check.
pub fn missing_texts() -> Vec<String> {
    let mut texts = Texts::default();
    for top in TREE {
        texts.top_level(top);
    }
    texts.missing
}

/// Looks texts up, noting what is missing.
#[derive(Default)]
struct Texts {
    missing: Vec<String>,
}

impl Texts {
    fn top_level(&mut self, top: &TopLevel) -> Value {
        let id = command_id("cmd", top.name);
        let mut command = self.named(&id, top.name, None);
        command.insert("contexts".into(), json!([GUILD_CONTEXT]));
        if top.admin {
            command.insert("default_member_permissions".into(), json!(MANAGE_GUILD));
        }
        let options = top.entries.iter().map(|e| self.entry(e, &id)).collect();
        command.insert("options".into(), options);
        Value::Object(command)
    }

    fn entry(&mut self, entry: &Entry, parent: &str) -> Value {
        let id = command_id(parent, entry.name());
        let mut fields = self.named(&id, entry.name(), None);
        let (kind, options) = match entry {
            Entry::Command(spec) => (
                option_type::SUB_COMMAND,
                spec.options.iter().map(|o| self.option(o, &id)).collect(),
            ),
            Entry::Group { entries, .. } => (
                option_type::SUB_COMMAND_GROUP,
                entries.iter().map(|e| self.entry(e, &id)).collect(),
            ),
        };
        fields.insert("type".into(), json!(kind));
        fields.insert("required".into(), json!(false));
        fields.insert("options".into(), options);
        Value::Object(fields)
    }

    fn option(&mut self, option: &Opt, command: &str) -> Value {
        let mut fields = self.named(command, option.name, Some(option.name));
        fields.insert("required".into(), json!(option.required));
        let (kind, autocomplete) = match &option.kind {
            Kind::Text { autocomplete } => (option_type::STRING, Some(*autocomplete)),
            Kind::Integer { min, max } => {
                fields.insert("min_value".into(), json!(min));
                fields.insert("max_value".into(), json!(max));
                (option_type::INTEGER, Some(false))
            }
            Kind::Choice(_) => (option_type::INTEGER, Some(false)),
            Kind::Flag => (option_type::BOOLEAN, None),
            Kind::User => (option_type::USER, None),
        };
        fields.insert("type".into(), json!(kind));
        if let Some(autocomplete) = autocomplete {
            fields.insert("autocomplete".into(), json!(autocomplete));
            // A choice's value is its index in the declaration.
            let choices: Vec<Value> = match &option.kind {
                Kind::Choice(choices) => choices
                    .iter()
                    .enumerate()
                    .map(|(index, choice)| {
                        let id = choice_id(choice.name);
                        json!({
                            "name": choice.name,
                            "name_localizations": self.localized(&id, None),
                            "value": index,
                        })
                    })
                    .collect(),
                _ => Vec::new(),
            };
            fields.insert("choices".into(), choices.into());
        }
        Value::Object(fields)
    }

    /// The name and description of a command (`attribute: None`) or of its option
    /// `attribute`, in English and localized.
    fn named(&mut self, id: &str, name: &str, attribute: Option<&str>) -> Map<String, Value> {
        let description_attribute = match attribute {
            Some(option) => format!("{option}-description"),
            None => "description".to_owned(),
        };
        let description = self.english(id, &description_attribute);
        let mut fields = Map::new();
        fields.insert("name".into(), json!(name));
        fields.insert("name_localizations".into(), self.localized(id, attribute));
        fields.insert("description".into(), json!(description));
        fields.insert(
            "description_localizations".into(),
            self.localized(id, Some(&description_attribute)),
        );
        fields
    }

    fn english(&mut self, id: &str, attribute: &str) -> String {
        self.text(Locale::En, id, Some(attribute))
            .unwrap_or_default()
    }

    /// The text in every language but English, under each of Discord's codes for it
    /// (Spanish is es-ES and es-419).
    fn localized(&mut self, id: &str, attribute: Option<&str>) -> Value {
        let mut map = Map::new();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            if let Some(text) = self.text(locale, id, attribute) {
                for code in locale.discord_codes() {
                    map.insert((*code).to_owned(), json!(text));
                }
            }
        }
        Value::Object(map)
    }

    fn text(&mut self, locale: Locale, id: &str, attribute: Option<&str>) -> Option<String> {
        let text = lookup(locale, id, attribute);
        if text.is_none() {
            let attribute = attribute.map(|a| format!(".{a}")).unwrap_or_default();
            self.missing.push(format!("{locale}: {id}{attribute}"));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_service::command_spec::all;

    #[test]
    fn every_command_option_and_choice_is_localized() {
        let missing = missing_texts();
        assert!(missing.is_empty(), "commands.ftl lacks {missing:#?}");
    }

    /// English's commands.ftl names each command and option as the declaration does.
    #[test]
    fn english_names_are_the_declared_names() {
        let mut differences = Vec::new();
        for (path, spec) in all() {
            let mut id = "cmd".to_owned();
            for name in &path {
                id = command_id(&id, name);
                let file = lookup(Locale::En, &id, None);
                if file.as_deref() != Some(name) {
                    differences.push(format!("{id}: {file:?}"));
                }
            }
            for option in spec.options {
                let file = lookup(Locale::En, &id, Some(option.name));
                if file.as_deref() != Some(option.name) {
                    differences.push(format!("{id}.{}: {file:?}", option.name));
                }
            }
        }
        for (_, spec) in all() {
            for option in spec.options {
                if let Kind::Choice(choices) = &option.kind {
                    for choice in *choices {
                        let file = lookup(Locale::En, &choice_id(choice.name), None);
                        if file.as_deref() != Some(choice.name) {
                            differences.push(format!("choice {}: {file:?}", choice.name));
                        }
                    }
                }
            }
        }
        assert!(differences.is_empty(), "{differences:#?}");
    }
}
