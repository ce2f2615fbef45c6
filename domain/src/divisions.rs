//! Divisions and seasons: a permanent event whose players are split by rating into
//! divisions (`lyngk_events::season`); each season every division plays a Swiss or a
//! round robin (single or double) of its own (the organiser's choice), and when every
//! division has finished the top players of each move up,
//! the bottom ones down, and the next season opens by itself after a pause. What an
//! organiser chooses for it, and what may be refused.

use super::league::RoundRobin;
use super::round_robin::max_players;
use lyngk_events::season::SeasonSettings;
use lyngk_i18n::Msg;
use thiserror::Error;

/// Players in a division when the organiser names no size.
pub const DEFAULT_DIVISION_SIZE: u32 = 8;
/// The largest division an organiser may set.
pub const MAX_DIVISION_SIZE: u32 = 100;
/// Players moving up and down when the organiser names none (fewer in small divisions).
pub const DEFAULT_MOVERS: u32 = 2;
/// Days between a season's end and the next one's opening, when none are named.
pub const DEFAULT_PAUSE_DAYS: u32 = 7;
/// The longest pause an organiser may set.
pub const MAX_PAUSE_DAYS: u32 = 90;
/// The most Swiss rounds a division may play in a season.
pub const MAX_DIVISION_ROUNDS: u32 = 30;

/// How each division plays its season.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DivisionPlay {
    /// A Swiss of [`DivisionRules::rounds_for`] rounds.
    #[default]
    Swiss,
    /// A round robin: everyone in the division meets everyone once, or twice with the
    /// seats swapped ([`DivisionRules::legs`]).
    RoundRobin,
}

impl DivisionPlay {
    /// As stored and typed (`division_rules.division_format`).
    pub fn as_str(self) -> &'static str {
        match self {
            DivisionPlay::Swiss => "swiss",
            DivisionPlay::RoundRobin => "round_robin",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "swiss" => Some(DivisionPlay::Swiss),
            // Typed with a hyphen as `format:round-robin` is, stored with an underscore.
            "round_robin" | "round-robin" => Some(DivisionPlay::RoundRobin),
            _ => None,
        }
    }
}

/// The largest division that can play a round robin of `legs`: as many players as
/// the schedule holds within an event's rounds (20 once, 16 twice).
pub fn max_round_robin_division(legs: RoundRobin) -> u32 {
    max_players(legs) as u32
}

/// A divisions event's own settings, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionRules {
    /// Players a division holds at most.
    pub division_size: u32,
    /// Players who move up from each division at a season's end, and down.
    pub movers: u32,
    /// Days from a season's end to the next one's opening.
    pub pause_days: u32,
    /// Each division's Swiss rounds; `None`: from the division's size.
    pub rounds: Option<u32>,
    /// What each division plays.
    pub play: DivisionPlay,
    /// A round robin division's legs (always single for a Swiss).
    pub legs: RoundRobin,
}

impl DivisionRules {
    /// The rules the organiser's options ask for, defaults for those left out.
    pub fn of(
        division_size: Option<u32>,
        movers: Option<u32>,
        pause_days: Option<u32>,
        rounds: Option<u32>,
        play: Option<DivisionPlay>,
        legs: Option<RoundRobin>,
    ) -> Result<Self, DivisionsRefusal> {
        let division_size = division_size.unwrap_or(DEFAULT_DIVISION_SIZE);
        if !(2..=MAX_DIVISION_SIZE).contains(&division_size) {
            return Err(DivisionsRefusal::DivisionSize(division_size));
        }
        let play = play.unwrap_or_default();
        // A Swiss has no legs: every pairing is new.
        if play == DivisionPlay::Swiss && legs.is_some() {
            return Err(DivisionsRefusal::LegsInSwiss);
        }
        let legs = legs.unwrap_or(RoundRobin::Single);
        if play == DivisionPlay::RoundRobin {
            let max = max_round_robin_division(legs);
            if division_size > max {
                return Err(DivisionsRefusal::RoundRobinTooBig {
                    size: division_size,
                    max,
                });
            }
            // Everyone meets everyone: the players make the rounds.
            if let Some(rounds) = rounds {
                return Err(DivisionsRefusal::RoundsInRoundRobin { rounds, legs });
            }
        }
        // The default is lowered for small divisions; a number given is checked.
        let movers = movers.unwrap_or(DEFAULT_MOVERS.min(division_size / 2));
        if movers * 2 > division_size {
            return Err(DivisionsRefusal::TooManyMovers {
                movers,
                size: division_size,
            });
        }
        let pause_days = pause_days.unwrap_or(DEFAULT_PAUSE_DAYS);
        if pause_days > MAX_PAUSE_DAYS {
            return Err(DivisionsRefusal::PauseDays(pause_days));
        }
        if let Some(rounds) = rounds {
            // A full division meets at most size - 1 others.
            if rounds == 0 || rounds > MAX_DIVISION_ROUNDS || rounds >= division_size {
                return Err(DivisionsRefusal::Rounds {
                    rounds,
                    size: division_size,
                });
            }
        }
        Ok(DivisionRules {
            division_size,
            movers,
            pause_days,
            rounds,
            play,
            legs,
        })
    }

    /// The season engine's settings.
    pub fn season(self) -> SeasonSettings {
        SeasonSettings {
            division_size: self.division_size as usize,
            movers: self.movers as usize,
        }
    }

    /// The Swiss rounds of a division of `players`: the organiser's number, else
    /// enough for a clear order (ceil(log2 n) + 1), never more than a round robin
    /// (n - 1), since a division may be smaller than the set size.
    pub fn rounds_for(self, players: usize) -> u32 {
        lyngk_events::season::swiss_rounds(players, self.rounds)
    }
}

/// The name of the event a season's division is played as: the `·` keeps it apart
/// from every name an organiser can give, which has no such sign.
pub fn division_event_name(event: &str, season: u32, division: usize) -> String {
    format!("{event} · S{season} · D{}", division + 1)
}

/// What an organiser or a player asked of a divisions event that cannot be done;
/// nothing changed. Each has its own message (`divisions-refusal-…`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DivisionsRefusal {
    #[error("a division holds 2 to {MAX_DIVISION_SIZE} players, not {0}")]
    DivisionSize(u32),
    #[error("{movers} up and {movers} down is more than half of a division of {size}")]
    TooManyMovers { movers: u32, size: u32 },
    #[error("a pause lasts 0 to {MAX_PAUSE_DAYS} days, not {0}")]
    PauseDays(u32),
    #[error("a division of {size} plays 1 to {} rounds, not {rounds}", size.saturating_sub(1).min(MAX_DIVISION_ROUNDS))]
    Rounds { rounds: u32, size: u32 },
    #[error("{name} needs 2 players to start, not {players}")]
    TooFewPlayers { name: String, players: usize },
    /// Knockout matches are not played in divisions.
    #[error("a division's Swiss pairs one game, not best of {0}")]
    BestOf(u32),
    /// Each division has its own report.
    #[error("{name} has a report per division: export {example}")]
    ReportPerDivision { name: String, example: String },
    /// A round robin division would need more rounds than an event may have.
    #[error("a division of {size} is too big for a round robin (at most {max})")]
    RoundRobinTooBig { size: u32, max: u32 },
    /// `rounds` named for round robin divisions, whose players make the rounds.
    #[error("a division's round robin has as many rounds as its players make, not {rounds}")]
    RoundsInRoundRobin { rounds: u32, legs: RoundRobin },
    /// `legs` named for divisions that play Swiss events.
    #[error("legs are for divisions that play round robins, not Swiss events")]
    LegsInSwiss,
}

impl DivisionsRefusal {
    /// What to tell the user.
    pub fn message(&self) -> Msg {
        use DivisionsRefusal::*;
        match self {
            DivisionSize(given) => Msg::new("divisions-refusal-division-size")
                .number("given", *given)
                .number("max", MAX_DIVISION_SIZE),
            TooManyMovers { movers, size } => Msg::new("divisions-refusal-too-many-movers")
                .number("movers", *movers)
                .number("size", *size),
            PauseDays(given) => Msg::new("divisions-refusal-pause-days")
                .number("given", *given)
                .number("max", MAX_PAUSE_DAYS),
            Rounds { rounds, size } => Msg::new("divisions-refusal-rounds")
                .number("given", *rounds)
                .number("size", *size)
                .number("max", size.saturating_sub(1).min(MAX_DIVISION_ROUNDS)),
            TooFewPlayers { name, players } => Msg::new("divisions-refusal-too-few-players")
                .text("name", name.as_str())
                .number("players", *players),
            BestOf(given) => Msg::new("divisions-refusal-best-of").number("given", *given),
            ReportPerDivision { name, example } => {
                Msg::new("divisions-refusal-report-per-division")
                    .text("name", name.as_str())
                    .text("example", example.as_str())
            }
            RoundRobinTooBig { size, max } => Msg::new("divisions-refusal-round-robin-too-big")
                .number("size", *size)
                .number("max", *max),
            RoundsInRoundRobin { rounds, legs } => {
                Msg::new("divisions-refusal-rounds-in-round-robin")
                    .number("given", *rounds)
                    .number("legs", legs.legs())
            }
            LegsInSwiss => Msg::new("divisions-refusal-legs-in-swiss"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_fit_small_divisions_and_bad_settings_are_named() {
        let rules = DivisionRules::of(None, None, None, None, None, None).unwrap();
        assert_eq!(
            (rules.division_size, rules.movers, rules.pause_days),
            (8, 2, 7)
        );
        let pair = DivisionRules::of(Some(2), None, None, None, None, None).unwrap();
        assert_eq!(pair.movers, 1, "the default is at most half a division");
        assert_eq!(
            DivisionRules::of(Some(1), None, None, None, None, None),
            Err(DivisionsRefusal::DivisionSize(1))
        );
        assert_eq!(
            DivisionRules::of(Some(4), Some(3), None, None, None, None),
            Err(DivisionsRefusal::TooManyMovers { movers: 3, size: 4 })
        );
        assert_eq!(
            DivisionRules::of(None, None, Some(91), None, None, None),
            Err(DivisionsRefusal::PauseDays(91))
        );
        assert_eq!(
            DivisionRules::of(Some(4), None, None, Some(4), None, None),
            Err(DivisionsRefusal::Rounds { rounds: 4, size: 4 })
        );
    }

    #[test]
    fn a_division_plays_log2_plus_one_rounds_at_most_a_round_robin() {
        let rules = DivisionRules::of(Some(10), None, None, None, None, None).unwrap();
        assert_eq!(rules.rounds_for(10), 5);
        assert_eq!(rules.rounds_for(8), 4);
        assert_eq!(rules.rounds_for(4), 3);
        assert_eq!(rules.rounds_for(3), 2);
        assert_eq!(rules.rounds_for(2), 1);
        let set = DivisionRules::of(Some(10), None, None, Some(6), None, None).unwrap();
        assert_eq!(set.rounds_for(10), 6);
        assert_eq!(set.rounds_for(5), 4, "a smaller division plays fewer");
    }

    #[test]
    fn a_round_robin_division_fits_one_leg_and_takes_no_rounds() {
        let play = Some(DivisionPlay::RoundRobin);
        let rules = DivisionRules::of(Some(20), None, None, None, play, None).unwrap();
        assert_eq!(rules.play, DivisionPlay::RoundRobin);
        assert_eq!(
            DivisionRules::of(Some(21), None, None, None, play, None),
            Err(DivisionsRefusal::RoundRobinTooBig { size: 21, max: 20 })
        );
        assert_eq!(
            DivisionRules::of(Some(6), None, None, Some(3), play, None),
            Err(DivisionsRefusal::RoundsInRoundRobin {
                rounds: 3,
                legs: RoundRobin::Single
            })
        );
        let swiss = DivisionRules::of(Some(21), None, None, None, None, None).unwrap();
        assert_eq!(swiss.play, DivisionPlay::Swiss, "a Swiss by default");
        for play in [DivisionPlay::Swiss, DivisionPlay::RoundRobin] {
            assert_eq!(DivisionPlay::parse(play.as_str()), Some(play));
        }
    }

    #[test]
    fn a_double_round_robin_division_fits_two_legs_and_a_swiss_takes_no_legs() {
        let play = Some(DivisionPlay::RoundRobin);
        let double = Some(RoundRobin::Double);
        let rules = DivisionRules::of(Some(16), None, None, None, play, double).unwrap();
        assert_eq!(rules.legs, RoundRobin::Double);
        // 17 players twice over make 34 rounds, more than an event has.
        assert_eq!(
            DivisionRules::of(Some(17), None, None, None, play, double),
            Err(DivisionsRefusal::RoundRobinTooBig { size: 17, max: 16 })
        );
        let single = DivisionRules::of(Some(6), None, None, None, play, None).unwrap();
        assert_eq!(single.legs, RoundRobin::Single, "single by default");
        for legs in [Some(RoundRobin::Single), double] {
            assert_eq!(
                DivisionRules::of(Some(6), None, None, None, None, legs),
                Err(DivisionsRefusal::LegsInSwiss)
            );
            let swiss = Some(DivisionPlay::Swiss);
            assert_eq!(
                DivisionRules::of(Some(6), None, None, None, swiss, legs),
                Err(DivisionsRefusal::LegsInSwiss)
            );
        }
    }

    #[test]
    fn a_division_is_named_apart_from_organisers_names() {
        let name = division_event_name("Spring", 2, 0);
        assert_eq!(name, "Spring · S2 · D1");
        assert!(crate::league::checked_name(&name).is_none());
    }
}
