//! Fixed texts: the rules summary, the help. Each line is a message of
//! `bot/locales/<locale>/help.ftl`, so a long text can be cut at a line break.

use super::api::Reply;
use crate::i18n::Msg;

/// A summary of the rules for players of this bot (RULES.md is the rules of
/// record), with the section numbers of docs/rules.md so players can look them up.
fn rules_lines() -> Vec<Msg> {
    vec![
        Msg::new("rules-title"),
        Msg::new("rules-setup"),
        Msg::new("rules-goal"),
        Msg::new("rules-claim"),
        Msg::new("rules-move"),
        Msg::new("rules-landing"),
        Msg::new("rules-neutral"),
        Msg::new("rules-lyngk"),
        Msg::new("rules-point"),
        Msg::new("rules-pass"),
        Msg::new("rules-end"),
        Msg::new("rules-six"),
    ]
}

fn help_lines() -> Vec<Msg> {
    vec![
        Msg::new("help-title"),
        Msg::new("help-challenge"),
        Msg::new("help-answer"),
        Msg::new("help-ai"),
        Msg::new("help-claim"),
        Msg::new("help-move"),
        Msg::new("help-board"),
        Msg::new("help-history"),
        Msg::new("help-misc"),
        Msg::new("help-rating"),
        Msg::new("help-league"),
        Msg::new("help-terminal"),
        Msg::new("help-clocks"),
        Msg::new("help-mygames"),
        Msg::new("help-time"),
        Msg::new("help-vacation"),
        Msg::new("help-settings"),
        Msg::new("help-server-settings"),
    ]
}

fn private(lines: Vec<Msg>) -> Reply {
    Reply {
        lines,
        ephemeral: true,
        ..Reply::default()
    }
}

pub(crate) fn rules_reply() -> Reply {
    private(rules_lines())
}

pub(crate) fn help_reply() -> Reply {
    private(help_lines())
}
