//! Fixed texts: the rules summary, the help. Each line is a message of
//! `i18n/locales/<locale>/help.ftl`, so a long text can be cut at a line break.

use super::api::{HelpTopic, Reply};
use lyngk_i18n::Msg;

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

/// The help's lines on `topic`; each topic fits one Discord message in every
/// language, and the last line names the other topics.
fn help_lines(topic: HelpTopic) -> Vec<Msg> {
    let ids: &[&str] = match topic {
        HelpTopic::Playing => &[
            "help-title",
            "help-challenge",
            "help-answer",
            "help-ai",
            "help-claim",
            "help-move",
            "help-premove",
            "help-board",
            "help-history",
            "help-misc",
            "help-terminal",
        ],
        HelpTopic::Ranking => &[
            "help-title-ranking",
            "help-rating",
            "help-league",
            "help-event",
            "help-event-admin",
            "help-ladder",
            "help-round-robin",
            "help-divisions",
        ],
        HelpTopic::Clocks => &[
            "help-clocks",
            "help-mygames",
            "help-next",
            "help-time",
            "help-vacation",
            "help-settings",
            "help-server-settings",
            "help-event-clock",
        ],
    };
    let mut lines: Vec<Msg> = ids.iter().map(|id| Msg::new(*id)).collect();
    lines.push(Msg::new("help-more"));
    lines
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

pub(crate) fn help_reply(topic: HelpTopic) -> Reply {
    private(help_lines(topic))
}
