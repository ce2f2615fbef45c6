//! The commands in every language the bot speaks: names and descriptions of each
//! command and option, and the choices' names, from `bot/locales/<locale>/commands.ftl`
//! into Discord's `name_localizations` and `description_localizations`.
//!
//! A command's message is `cmd-` and its full name (`cmd-lyngk-move`); its value is
//! the name, `.description` the description, `.<option>` and `.<option>-description`
//! each option's. A choice's message is `cmd-choice-` and its English name made an id
//! (`cmd-choice-3-days`). English's file holds the declarations' own texts (a test
//! keeps them equal), so the translators have every text in one place.

use super::{Data, Error};
use crate::i18n::{lookup, Locale};
use std::collections::HashMap;

type Command = poise::Command<Data, Error>;

/// Fills the localizations of `commands` and everything under them. Returns the texts
/// a locale lacks (`de: cmd-lyngk-move.from`): none, as the tests check.
pub fn localize(commands: &mut [Command]) -> Vec<String> {
    let mut missing = Vec::new();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let mut texts = Texts {
            locale,
            missing: &mut missing,
        };
        for command in commands.iter_mut() {
            texts.command(command, "cmd");
        }
    }
    missing
}

/// The message id of a command whose parent's id is `parent`.
pub fn command_id(parent: &str, name: &str) -> String {
    format!("{parent}-{name}")
}

/// The message id of a choice: `cmd-choice-` and its English name in lower case, with
/// a `-` for every run of other characters (Fluent ids are ASCII: "Français" gives
/// `cmd-choice-fran-ais`).
pub fn choice_id(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("cmd-choice-{}", words.join("-"))
}

/// One locale's texts, noting what it lacks.
struct Texts<'a> {
    locale: Locale,
    missing: &'a mut Vec<String>,
}

impl Texts<'_> {
    fn command(&mut self, command: &mut Command, parent: &str) {
        let id = command_id(parent, &command.name);
        if let Some(name) = self.text(&id, None) {
            self.insert(&mut command.name_localizations, name);
        }
        if let Some(description) = self.text(&id, Some("description")) {
            self.insert(&mut command.description_localizations, description);
        }
        for option in &mut command.parameters {
            if let Some(name) = self.text(&id, Some(&option.name)) {
                self.insert(&mut option.name_localizations, name);
            }
            let description = format!("{}-description", option.name);
            if let Some(description) = self.text(&id, Some(&description)) {
                self.insert(&mut option.description_localizations, description);
            }
            for choice in &mut option.choices {
                if let Some(name) = self.text(&choice_id(&choice.name), None) {
                    self.insert(&mut choice.localizations, name);
                }
            }
        }
        for subcommand in &mut command.subcommands {
            self.command(subcommand, &id);
        }
    }

    fn text(&mut self, id: &str, attribute: Option<&str>) -> Option<String> {
        let text = lookup(self.locale, id, attribute);
        if text.is_none() {
            let attribute = attribute.map(|a| format!(".{a}")).unwrap_or_default();
            self.missing
                .push(format!("{}: {id}{attribute}", self.locale));
        }
        text
    }

    /// Under each of Discord's codes for the locale (Spanish is es-ES and es-419).
    fn insert(&self, localizations: &mut HashMap<String, String>, text: String) {
        for code in self.locale.discord_codes() {
            localizations.insert((*code).to_owned(), text.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_option_and_choice_is_localized() {
        let mut commands = vec![super::super::lyngk(), super::super::admin::lyngk_admin()];
        let missing = localize(&mut commands);
        assert!(missing.is_empty(), "commands.ftl lacks {missing:#?}");
    }

    /// English's commands.ftl says what the declarations say: one text for each.
    #[test]
    fn english_file_equals_the_declarations() {
        let mut differences = Vec::new();
        for command in super::super::commands() {
            english_differences(&command, "cmd", &mut differences);
        }
        assert!(differences.is_empty(), "{differences:#?}");
    }

    fn english_differences(command: &Command, parent: &str, differences: &mut Vec<String>) {
        let id = command_id(parent, &command.name);
        let english = |attribute: Option<&str>| lookup(Locale::En, &id, attribute);
        let mut expect = |declared: Option<&str>, attribute: Option<&str>| {
            let file = english(attribute);
            if declared != file.as_deref() {
                differences.push(format!("{id} {attribute:?}: {declared:?} vs {file:?}"));
            }
        };
        expect(Some(&command.name), None);
        expect(command.description.as_deref(), Some("description"));
        for option in &command.parameters {
            expect(Some(&option.name), Some(&option.name));
            let description = format!("{}-description", option.name);
            expect(option.description.as_deref(), Some(&description));
        }
        for choice in command.parameters.iter().flat_map(|o| &o.choices) {
            let file = lookup(Locale::En, &choice_id(&choice.name), None);
            if file.as_deref() != Some(choice.name.as_str()) {
                differences.push(format!("choice {}: {file:?}", choice.name));
            }
        }
        for subcommand in &command.subcommands {
            english_differences(subcommand, &id, differences);
        }
    }

    #[test]
    fn choice_ids_are_fluent_ids() {
        assert_eq!(choice_id("14 days"), "cmd-choice-14-days");
        assert_eq!(choice_id("standard"), "cmd-choice-standard");
        assert_eq!(choice_id("Français"), "cmd-choice-fran-ais");
    }
}
