//! Events: a format and the settings an organiser chooses, validated before anything
//! is stored. A Swiss is paired round by round by `lyngk-events`; a round's games
//! open together and the round ends when its last game ends or at its deadline. A
//! knockout is a bracket seeded by rating whose matches are one game or best of N.
//!
//! A round robin ([`super::round_robin`]) plays every pairing, paired one round at a
//! time from the circle method's schedule. Today's leagues, which open every game at
//! once, would become this format.

use super::clock::{DaysPerMove, DAY};
use lyngk_rules::Variant;
use thiserror::Error;

/// Fewest players an event starts with.
pub const MIN_PLAYERS: usize = 2;
/// Most players an event may hold.
pub const MAX_PLAYERS: u32 = 1000;
/// Most rounds a Swiss may have.
pub const MAX_ROUNDS: u32 = 30;
/// The longest round an organiser may set, in days.
pub const MAX_ROUND_DAYS: u32 = 90;
/// Rounds when the organiser names none.
pub const DEFAULT_ROUNDS: u32 = 5;
/// Days per move when the organiser names none.
pub const DEFAULT_DAYS_PER_MOVE: u32 = 3;
/// Days a round lasts when the organiser names none.
pub const DEFAULT_ROUND_DAYS: u32 = 14;
/// The longest knockout match, in games before a tie-break.
pub const MAX_BEST_OF: u32 = 7;

/// How an event pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventFormat {
    /// FIDE's Dutch Swiss system, round by round.
    Swiss,
    /// A bracket seeded by rating; the loser of each match is out.
    Knockout,
    /// A permanent ladder climbed by challenges (`correspondence::ladder`).
    Ladder,
    /// Seasons of divisions by rating, a Swiss in each (`correspondence::divisions`).
    Divisions,
    /// Everyone meets everyone, a round at a time (`correspondence::round_robin`).
    RoundRobin,
}

impl EventFormat {
    /// Every format, in the order the declaration offers them.
    pub const ALL: [EventFormat; 5] = [
        EventFormat::Swiss,
        EventFormat::Knockout,
        EventFormat::Ladder,
        EventFormat::Divisions,
        EventFormat::RoundRobin,
    ];

    /// The name stored and typed.
    pub fn as_str(self) -> &'static str {
        match self {
            EventFormat::Swiss => "swiss",
            EventFormat::Knockout => "knockout",
            EventFormat::Ladder => "ladder",
            EventFormat::Divisions => "divisions",
            EventFormat::RoundRobin => "round_robin",
        }
    }

    /// The format called `name`, if any.
    pub fn parse(name: &str) -> Option<EventFormat> {
        match name {
            "swiss" => Some(EventFormat::Swiss),
            "knockout" => Some(EventFormat::Knockout),
            "ladder" => Some(EventFormat::Ladder),
            "divisions" => Some(EventFormat::Divisions),
            // Typed with a hyphen (`format:round-robin`), stored with an underscore.
            "round_robin" | "round-robin" => Some(EventFormat::RoundRobin),
            _ => None,
        }
    }
}

/// The options of `event create` that some format does not take (every format takes
/// the variant, the clock, `rated` and the entry limits). Each format names the ones
/// it takes and refuses the others in its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventOption {
    Rounds,
    RoundDays,
    LateEntry,
    Forfeits,
    BestOf,
    Reach,
    InactiveDays,
    DivisionSize,
    Movers,
    PauseDays,
    Legs,
    DivisionFormat,
    Pace,
}

impl EventOption {
    /// The option's name in the command's declaration.
    pub fn name(self) -> &'static str {
        match self {
            EventOption::Rounds => "rounds",
            EventOption::RoundDays => "round_days",
            EventOption::LateEntry => "late_entry",
            EventOption::Forfeits => "forfeits",
            EventOption::BestOf => "best_of",
            EventOption::Reach => "reach",
            EventOption::InactiveDays => "inactive_days",
            EventOption::DivisionSize => "division_size",
            EventOption::Movers => "movers",
            EventOption::PauseDays => "pause_days",
            EventOption::Legs => "legs",
            EventOption::DivisionFormat => "division_format",
            EventOption::Pace => "pace",
        }
    }
}

/// Who may enter: how many, from which ratings (inclusive), and with how large a share
/// of their games on the server lost on time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EntryLimits {
    pub max_players: Option<u32>,
    pub min_rating: Option<u16>,
    pub max_rating: Option<u16>,
    /// The largest share, in percent, of a player's games played out that they may
    /// have lost on time; a player with no such games is admitted.
    pub max_time_losses: Option<u8>,
}

/// How a player's games on a server ended: how many were played out (aborted games
/// are not), and how many of those they lost on time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeLosses {
    pub lost_on_time: u32,
    pub played: u32,
}

impl TimeLosses {
    /// The share lost on time in whole percent, rounded to the nearest.
    pub fn percent(self) -> u32 {
        match self.played {
            0 => 0,
            played => (200 * self.lost_on_time + played) / (2 * played),
        }
    }
}

impl EntryLimits {
    /// Whether a player rated `rating` may enter.
    pub fn admits_rating(&self, rating: u16) -> bool {
        self.min_rating.is_none_or(|min| rating >= min)
            && self.max_rating.is_none_or(|max| rating <= max)
    }

    /// Whether a player whose games ended as `record` says may enter. The share is
    /// compared exactly, not rounded: 1 of 3 is over a limit of 33 %.
    pub fn admits_time_losses(&self, record: TimeLosses) -> bool {
        self.max_time_losses.is_none_or(|max| {
            u64::from(record.lost_on_time) * 100 <= u64::from(max) * u64::from(record.played)
        })
    }

    /// Whether `players` already fill the event.
    pub fn is_full(&self, players: usize) -> bool {
        self.max_players.is_some_and(|max| players >= max as usize)
    }
}

/// What an organiser chooses when creating an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventSettings {
    pub format: EventFormat,
    pub variant: Variant,
    pub days_per_move: u32,
    /// Whether the games change ratings.
    pub rated: bool,
    pub rounds: u32,
    /// How long a round lasts from its opening until its deadline.
    pub round_days: u32,
    /// Whether players may join once the event has started.
    pub late_entry: bool,
    /// Whether a withdrawn player's unfinished game is lost by forfeit at once;
    /// otherwise it is played out.
    pub forfeit_on_withdrawal: bool,
    pub limits: EntryLimits,
    /// A knockout match's games before a tie-break: 1, 3, 5 or 7 (a Swiss: 1).
    pub best_of: u32,
}

/// Why settings were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SettingsError {
    #[error("{0} days per move is not offered")]
    DaysPerMove(u32),
    #[error("a Swiss has 1 to {MAX_ROUNDS} rounds, not {0}")]
    Rounds(u32),
    /// A round that would end at its opening: its deadline is already past.
    #[error("a round of 0 days ends before it begins")]
    DeadlineInPast,
    #[error("a round of {round_days} days is shorter than one move ({days_per_move} days)")]
    RoundShorterThanMove { round_days: u32, days_per_move: u32 },
    #[error("a round lasts at most {MAX_ROUND_DAYS} days, not {0}")]
    RoundTooLong(u32),
    #[error("an event holds 2 to {MAX_PLAYERS} players, not {0}")]
    MaxPlayers(u32),
    #[error("the rating range {min}-{max} is empty")]
    RatingRange { min: u16, max: u16 },
    #[error("a share of games lost on time is 0 to 100 %, not {0}")]
    TimeLossShare(u8),
    #[error("a knockout match is best of an odd number of games up to {MAX_BEST_OF}, not {0}")]
    BestOf(u32),
    /// Matches of several games are for knockouts; a Swiss pairing is one game.
    #[error("best of {0} is for knockouts; a Swiss pairing is one game")]
    BestOfInSwiss(u32),
    /// A knockout's rounds follow from its players.
    #[error("a knockout's rounds follow from its players")]
    RoundsInKnockout,
    /// A knockout's bracket is drawn at the start: nobody enters later.
    #[error("a knockout takes no late entries")]
    LateEntryInKnockout,
}

impl EventSettings {
    /// The settings, if they make a playable event.
    pub fn validated(self) -> Result<EventSettings, SettingsError> {
        DaysPerMove::new(self.days_per_move)
            .map_err(|_| SettingsError::DaysPerMove(self.days_per_move))?;
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(SettingsError::Rounds(self.rounds));
        }
        self.check_round_days()?;
        if let Some(max) = self.limits.max_players {
            if !(MIN_PLAYERS as u32..=MAX_PLAYERS).contains(&max) {
                return Err(SettingsError::MaxPlayers(max));
            }
        }
        if let (Some(min), Some(max)) = (self.limits.min_rating, self.limits.max_rating) {
            if min > max {
                return Err(SettingsError::RatingRange { min, max });
            }
        }
        if let Some(share) = self.limits.max_time_losses.filter(|&share| share > 100) {
            return Err(SettingsError::TimeLossShare(share));
        }
        self.check_best_of()?;
        Ok(self)
    }

    fn check_best_of(&self) -> Result<(), SettingsError> {
        let best_of = self.best_of;
        match self.format {
            EventFormat::Swiss if best_of != 1 => Err(SettingsError::BestOfInSwiss(best_of)),
            _ if best_of.is_multiple_of(2) || best_of > MAX_BEST_OF => {
                Err(SettingsError::BestOf(best_of))
            }
            _ => Ok(()),
        }
    }

    fn check_round_days(&self) -> Result<(), SettingsError> {
        match self.round_days {
            0 => Err(SettingsError::DeadlineInPast),
            days if days > MAX_ROUND_DAYS => Err(SettingsError::RoundTooLong(days)),
            days if days < self.days_per_move => Err(SettingsError::RoundShorterThanMove {
                round_days: days,
                days_per_move: self.days_per_move,
            }),
            _ => Ok(()),
        }
    }

    /// When a round opened at `opened_at` reaches its deadline.
    pub fn deadline(&self, opened_at: i64) -> i64 {
        opened_at + i64::from(self.round_days) * DAY
    }
}

/// Why an event cannot start with `players` players and `rounds` named rounds (`None`
/// where the rounds follow from the players, as in a knockout or a round robin).
pub fn check_start(players: usize, rounds: Option<u32>) -> Result<(), StartError> {
    if players < MIN_PLAYERS {
        return Err(StartError::TooFewPlayers(players));
    }
    let Some(rounds) = rounds else {
        return Ok(());
    };
    // Each round needs an opponent not met yet: n players meet at most n - 1 others.
    if rounds as usize >= players {
        return Err(StartError::TooManyRounds { rounds, players });
    }
    Ok(())
}

/// Why an event could not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum StartError {
    #[error("{0} players: an event needs {MIN_PLAYERS}")]
    TooFewPlayers(usize),
    #[error("{rounds} rounds need more than {players} players")]
    TooManyRounds { rounds: u32, players: usize },
}

/// What an organiser or a player asked of an event that cannot be done; nothing
/// changed. Each has its own message (`refusal-event-…` in `events.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EventRefusal {
    #[error("'{given}' is not an event name of 1 to {max} characters")]
    BadName { given: String, max: usize },
    #[error("the server already has an event called {0}")]
    Exists(String),
    #[error("there is no event called '{0}'")]
    Unknown(String),
    #[error("only the organiser of {0} may do that")]
    NotOrganiser(String),
    #[error("settings refused: {0}")]
    Settings(SettingsError),
    #[error("{name} cannot start: {error}")]
    CannotStart { name: String, error: StartError },
    #[error("{0} has already started")]
    AlreadyStarted(String),
    #[error("{0} has started and takes no late entries")]
    LateEntryClosed(String),
    /// A knockout's bracket is drawn at the start: nobody can be added.
    #[error("{0} is a knockout that has started: its bracket is drawn")]
    KnockoutStarted(String),
    /// A FIDE tournament report describes a Swiss, not a bracket.
    #[error("{0} is a knockout: it has no FIDE tournament report")]
    KnockoutHasNoReport(String),
    #[error("{0} is over")]
    Finished(String),
    #[error("{0} has not started")]
    NotStarted(String),
    #[error("{name} is full ({max} players)")]
    Full { name: String, max: u32 },
    #[error("{name} takes ratings {min} to {max:?} (None: and up), not {rating}")]
    RatingOutside {
        name: String,
        rating: u16,
        min: u16,
        /// None when the event sets only a minimum.
        max: Option<u16>,
    },
    #[error("{name} takes players who lost at most {max} % of their games on time, not {}/{}", record.lost_on_time, record.played)]
    TooManyTimeLosses {
        name: String,
        max: u8,
        record: TimeLosses,
    },
    #[error("already in {0}")]
    AlreadyJoined(String),
    #[error("{player} is not playing in {name}")]
    NotPlaying { name: String, player: String },
    #[error("{name} has no round {round}")]
    NoSuchRound { name: String, round: u32 },
    /// An option of `event create` the format does not take (each format words it).
    #[error("a {} event takes no {}", format.as_str(), option.name())]
    OptionNotTaken {
        format: EventFormat,
        option: EventOption,
    },
    /// A Swiss in its last round: a player entering now would never be paired.
    #[error("{0} is in its last round: nobody enters any more")]
    LastRound(String),
    /// A player withdrawn from a running event does not come back.
    #[error("{player} withdrew from {name} and cannot rejoin it")]
    Withdrawn { name: String, player: String },
}

/// A rating as pairing numbers use it: whole points within four digits.
pub fn pairing_rating(rating: f64) -> u16 {
    rating
        .round()
        .clamp(0.0, f64::from(lyngk_events::swiss::MAX_RATING)) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> EventSettings {
        EventSettings {
            format: EventFormat::Swiss,
            variant: Variant::Standard,
            days_per_move: 3,
            rated: true,
            rounds: 5,
            round_days: 14,
            late_entry: true,
            forfeit_on_withdrawal: true,
            limits: EntryLimits::default(),
            best_of: 1,
        }
    }

    #[test]
    fn good_settings_pass() {
        assert_eq!(settings().validated(), Ok(settings()));
    }

    #[test]
    fn each_bad_setting_is_named() {
        let cases = [
            (
                EventSettings {
                    days_per_move: 4,
                    ..settings()
                },
                SettingsError::DaysPerMove(4),
            ),
            (
                EventSettings {
                    rounds: 0,
                    ..settings()
                },
                SettingsError::Rounds(0),
            ),
            (
                EventSettings {
                    round_days: 0,
                    ..settings()
                },
                SettingsError::DeadlineInPast,
            ),
            (
                EventSettings {
                    round_days: 2,
                    ..settings()
                },
                SettingsError::RoundShorterThanMove {
                    round_days: 2,
                    days_per_move: 3,
                },
            ),
            (
                EventSettings {
                    round_days: 91,
                    ..settings()
                },
                SettingsError::RoundTooLong(91),
            ),
        ];
        for (given, error) in cases {
            assert_eq!(given.validated(), Err(error));
        }
        let limits = EntryLimits {
            min_rating: Some(1600),
            max_rating: Some(1500),
            ..EntryLimits::default()
        };
        assert_eq!(
            EventSettings {
                limits,
                ..settings()
            }
            .validated(),
            Err(SettingsError::RatingRange {
                min: 1600,
                max: 1500
            })
        );
        let limits = EntryLimits {
            max_players: Some(1),
            ..EntryLimits::default()
        };
        assert_eq!(
            EventSettings {
                limits,
                ..settings()
            }
            .validated(),
            Err(SettingsError::MaxPlayers(1))
        );
    }

    #[test]
    fn the_time_loss_limit_compares_the_exact_share_and_admits_newcomers() {
        let limits = EntryLimits {
            max_time_losses: Some(33),
            ..EntryLimits::default()
        };
        let record = |lost_on_time, played| TimeLosses {
            lost_on_time,
            played,
        };
        assert!(limits.admits_time_losses(record(0, 0)), "no games yet");
        assert!(limits.admits_time_losses(record(33, 100)));
        assert!(
            !limits.admits_time_losses(record(1, 3)),
            "33.3 % is over 33 %"
        );
        assert!(EntryLimits::default().admits_time_losses(record(5, 5)));
        assert_eq!(record(1, 3).percent(), 33);
        assert_eq!(record(2, 3).percent(), 67);
        let over = EventSettings {
            limits: EntryLimits {
                max_time_losses: Some(101),
                ..EntryLimits::default()
            },
            ..settings()
        };
        assert_eq!(over.validated(), Err(SettingsError::TimeLossShare(101)));
    }

    #[test]
    fn limits_admit_ratings_within_the_range_and_fill_up() {
        let limits = EntryLimits {
            max_players: Some(3),
            min_rating: Some(1400),
            max_rating: Some(1600),
            max_time_losses: None,
        };
        assert!(limits.admits_rating(1400) && limits.admits_rating(1600));
        assert!(!limits.admits_rating(1399) && !limits.admits_rating(1601));
        assert!(!limits.is_full(2) && limits.is_full(3));
    }

    #[test]
    fn a_start_needs_two_players_and_an_opponent_for_every_round() {
        assert_eq!(check_start(1, Some(1)), Err(StartError::TooFewPlayers(1)));
        assert_eq!(
            check_start(4, Some(4)),
            Err(StartError::TooManyRounds {
                rounds: 4,
                players: 4
            })
        );
        assert_eq!(check_start(4, Some(3)), Ok(()));
        assert_eq!(check_start(1, None), Err(StartError::TooFewPlayers(1)));
        assert_eq!(check_start(3, None), Ok(()), "the rounds follow");
    }

    #[test]
    fn best_of_is_odd_up_to_seven_and_for_knockouts_only() {
        let knockout = |best_of| EventSettings {
            format: EventFormat::Knockout,
            best_of,
            ..settings()
        };
        for good in [1, 3, 5, 7] {
            assert_eq!(knockout(good).validated(), Ok(knockout(good)));
        }
        for bad in [0, 2, 9] {
            assert_eq!(knockout(bad).validated(), Err(SettingsError::BestOf(bad)));
        }
        let swiss = EventSettings {
            best_of: 3,
            ..settings()
        };
        assert_eq!(swiss.validated(), Err(SettingsError::BestOfInSwiss(3)));
    }

    #[test]
    fn a_deadline_is_the_round_days_after_the_opening() {
        assert_eq!(settings().deadline(100), 100 + 14 * DAY);
    }
}
