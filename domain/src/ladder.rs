//! Ladders: a permanent event whose players climb by challenging those a few places
//! above (the rules are `lyngk_events::ladder`). What an organiser chooses for a
//! ladder, and what a player may be refused.
//!
//! A ladder needs no start: it is open from its creation, players join at the bottom
//! and leave whenever they like. A challenge must be accepted within the event's
//! days per move, or the challenger takes the place by default.

use super::clock::DAY;
use lyngk_events::ladder::LadderSettings;
use lyngk_i18n::Msg;
use thiserror::Error;

/// How many places up a challenge reaches when the organiser names none.
pub const DEFAULT_REACH: u32 = 3;
/// The farthest reach an organiser may set.
pub const MAX_REACH: u32 = 20;
/// Days without activity before a player drops to the bottom, when none is named.
pub const DEFAULT_INACTIVE_DAYS: u32 = 30;
/// The longest inactivity an organiser may allow, in days.
pub const MAX_INACTIVE_DAYS: u32 = 365;

/// A ladder's own settings, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LadderRules {
    /// How many places above a player may challenge.
    pub reach: u32,
    /// Days without activity that drop a player to the bottom.
    pub inactive_days: u32,
}

impl Default for LadderRules {
    fn default() -> Self {
        LadderRules {
            reach: DEFAULT_REACH,
            inactive_days: DEFAULT_INACTIVE_DAYS,
        }
    }
}

impl LadderRules {
    /// The rules `reach` and `inactive_days` ask for (defaults for those left out).
    pub fn of(reach: Option<u32>, inactive_days: Option<u32>) -> Result<Self, LadderRefusal> {
        let rules = LadderRules {
            reach: reach.unwrap_or(DEFAULT_REACH),
            inactive_days: inactive_days.unwrap_or(DEFAULT_INACTIVE_DAYS),
        };
        if !(1..=MAX_REACH).contains(&rules.reach) {
            return Err(LadderRefusal::Reach(rules.reach));
        }
        if !(1..=MAX_INACTIVE_DAYS).contains(&rules.inactive_days) {
            return Err(LadderRefusal::InactiveDays(rules.inactive_days));
        }
        Ok(rules)
    }

    /// The ladder engine's settings: a challenge is answered within `days_per_move`.
    pub fn engine(self, days_per_move: u32) -> LadderSettings {
        LadderSettings {
            reach: self.reach as usize,
            answer_within: seconds(days_per_move),
            inactive_after: seconds(self.inactive_days),
        }
    }
}

fn seconds(days: u32) -> u64 {
    u64::from(days) * DAY as u64
}

/// What a player or organiser asked of a ladder that cannot be done; nothing changed.
/// Each has its own message (`ladder-refusal-…` in `ladder.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LadderRefusal {
    #[error("a challenge reaches 1 to {MAX_REACH} places, not {0}")]
    Reach(u32),
    #[error("inactivity is 1 to {MAX_INACTIVE_DAYS} days, not {0}")]
    InactiveDays(u32),
    #[error("{0} is not a ladder")]
    NotALadder(String),
    #[error("{0} is a ladder: it needs no start")]
    NoStart(String),
    #[error("{0} is a ladder: it has no rounds")]
    NoRounds(String),
    #[error("you are not on the ladder {0}")]
    YouAreNotOnIt(String),
    #[error("{player} is not on the ladder {name}")]
    NotOnIt { name: String, player: String },
    #[error("a challenge to yourself")]
    Yourself,
    #[error("{0} is not above you")]
    NotAbove(String),
    #[error("{player} is {ranks_up} ranks up; the reach is {reach}")]
    TooFarUp {
        player: String,
        ranks_up: usize,
        reach: usize,
    },
    #[error("you already have an open challenge")]
    YouAreBusy,
    #[error("{0} already has an open challenge")]
    Busy(String),
    #[error("nobody has challenged you on {0}")]
    NothingToAccept(String),
    #[error("this challenge is {0}'s to accept")]
    NotYoursToAccept(String),
}

impl LadderRefusal {
    /// What to tell the user.
    pub fn message(&self) -> Msg {
        use LadderRefusal::*;
        match self {
            Reach(given) => Msg::new("ladder-refusal-reach")
                .number("given", *given)
                .number("max", MAX_REACH),
            InactiveDays(given) => Msg::new("ladder-refusal-inactive-days")
                .number("given", *given)
                .number("max", MAX_INACTIVE_DAYS),
            NotALadder(name) => Msg::new("ladder-refusal-not-a-ladder").text("name", name),
            NoStart(name) => Msg::new("ladder-refusal-no-start").text("name", name),
            NoRounds(name) => Msg::new("ladder-refusal-no-rounds").text("name", name),
            YouAreNotOnIt(name) => Msg::new("ladder-refusal-you-are-not-on-it").text("name", name),
            NotOnIt { name, player } => Msg::new("ladder-refusal-not-on-it")
                .text("name", name)
                .text("player", player),
            Yourself => Msg::new("ladder-refusal-yourself"),
            NotAbove(player) => Msg::new("ladder-refusal-not-above").text("player", player),
            TooFarUp {
                player,
                ranks_up,
                reach,
            } => Msg::new("ladder-refusal-too-far-up")
                .text("player", player)
                .number("places", *ranks_up)
                .number("reach", *reach),
            YouAreBusy => Msg::new("ladder-refusal-you-are-busy"),
            Busy(player) => Msg::new("ladder-refusal-busy").text("player", player),
            NothingToAccept(name) => {
                Msg::new("ladder-refusal-nothing-to-accept").text("name", name)
            }
            NotYoursToAccept(player) => {
                Msg::new("ladder-refusal-not-yours-to-accept").text("player", player)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_default_to_three_places_and_thirty_days() {
        assert_eq!(LadderRules::of(None, None), Ok(LadderRules::default()));
        let engine = LadderRules::default().engine(3);
        assert_eq!(engine, LadderSettings::default());
    }

    #[test]
    fn rules_out_of_range_are_named() {
        assert_eq!(LadderRules::of(Some(0), None), Err(LadderRefusal::Reach(0)));
        assert_eq!(
            LadderRules::of(None, Some(366)),
            Err(LadderRefusal::InactiveDays(366))
        );
    }
}
