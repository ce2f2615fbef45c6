//! Reading a record back: its text parsed, its start found from the `Seed` or `LPN` tag,
//! every turn replayed through the rules, and its result checked against the replay.

use super::parse::{parse, Parsed};
use super::{GameResult, Location, Record, RecordError, RecordErrorKind as Kind, Termination};
use crate::game::{Game, Setup};
use crate::notation::shorten;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::variant::Variant;

/// A record read and replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// What the text says.
    pub record: Record,
    /// The start: the `LPN` tag's position, or the one the `Seed` tag draws.
    pub start: Position,
    /// The position after every turn.
    pub position: Position,
    /// The game, when the record has a `Seed` tag (the bot's games always do).
    pub game: Option<Game>,
    /// The end the rules give, if the turns finish the game.
    pub outcome: Option<Outcome>,
    /// The `Termination` tag (`normal` when absent).
    pub termination: Termination,
}

/// Reads a record and replays it: refuses a text that is not a record, a turn the rules
/// refuse (naming it), and a result the replay does not give.
pub fn read(text: &str) -> Result<Replayed, RecordError> {
    let parsed = parse(text)?;
    check_result_tag(&parsed)?;
    let termination = match tag(&parsed, "Termination") {
        Some((value, at)) => Termination::from_name(value)
            .ok_or_else(|| error(at, Kind::Termination(shorten(value))))?,
        None => Termination::Normal,
    };
    let (start, seed) = start(&parsed)?;
    let mut position = start;
    for (number, (&turn, &at)) in parsed.record.turns.iter().zip(&parsed.turn_at).enumerate() {
        position = position.play(turn).map_err(|play_error| {
            error(
                at,
                Kind::IllegalTurn {
                    number: number + 1,
                    turn,
                    error: play_error,
                },
            )
        })?;
    }
    let outcome = Outcome::of(&position);
    check_result(&parsed, outcome.as_ref(), termination)?;
    let game =
        seed.and_then(|seed| Game::replay(seed, start.variant(), &parsed.record.turns, None).ok());
    Ok(Replayed {
        record: parsed.record,
        start,
        position,
        game,
        outcome,
        termination,
    })
}

fn error(at: Location, kind: Kind) -> RecordError {
    RecordError { at, kind }
}

/// A tag's value and where its pair starts.
fn tag<'a>(parsed: &'a Parsed, name: &str) -> Option<(&'a str, Location)> {
    parsed
        .record
        .tags
        .iter()
        .zip(&parsed.tag_at)
        .find(|((tag, _), _)| tag == name)
        .map(|((_, value), &at)| (value.as_str(), at))
}

fn check_result_tag(parsed: &Parsed) -> Result<(), RecordError> {
    match tag(parsed, "Result") {
        Some((value, at)) if value != parsed.record.result.token() => Err(error(
            at,
            Kind::ResultTagMismatch {
                tag: shorten(value),
                token: parsed.record.result,
            },
        )),
        _ => Ok(()),
    }
}

/// The start position, and the seed when the record has one. With both tags, the
/// `LPN` must be the start the seed draws.
fn start(parsed: &Parsed) -> Result<(Position, Option<u64>), RecordError> {
    let variant = match tag(parsed, "Variant") {
        Some((value, at)) => Some((
            Variant::from_name(value).ok_or_else(|| error(at, Kind::Variant(shorten(value))))?,
            at,
        )),
        None => None,
    };
    let seed = match tag(parsed, "Seed") {
        Some((value, at)) => Some(
            value
                .parse::<u64>()
                .ok()
                .filter(|_| value.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| error(at, Kind::Seed(shorten(value))))?,
        ),
        None => None,
    };
    let lpn = match tag(parsed, "LPN") {
        Some((value, at)) => Some((
            value
                .parse::<Position>()
                .map_err(|lpn_error| error(at, Kind::Lpn(lpn_error)))?,
            at,
        )),
        None => None,
    };
    if let (Some((tagged, at)), Some((position, _))) = (variant, lpn) {
        if tagged != position.variant() {
            return Err(error(
                at,
                Kind::VariantMismatch {
                    tag: tagged,
                    lpn: position.variant(),
                },
            ));
        }
    }
    let variant = variant
        .map(|(v, _)| v)
        .or(lpn.map(|(p, _)| p.variant()))
        .unwrap_or_default();
    match (seed, lpn) {
        (Some(seed), lpn) => {
            let drawn = Setup::from_seed(seed, variant).position;
            match lpn {
                Some((position, at)) if position != drawn => Err(error(at, Kind::StartMismatch)),
                _ => Ok((drawn, Some(seed))),
            }
        }
        (None, Some((position, _))) => Ok((position, None)),
        (None, None) => Err(error(Location { line: 1, column: 1 }, Kind::MissingStart)),
    }
}

/// The result token against the replay: the rules' result when the game is over (ended
/// normally); otherwise `*`, or a win by resignation or on time.
fn check_result(
    parsed: &Parsed,
    outcome: Option<&Outcome>,
    termination: Termination,
) -> Result<(), RecordError> {
    let recorded = parsed.record.result;
    let replayed = outcome.map_or(GameResult::Unfinished, GameResult::of);
    let agrees = match (outcome, termination) {
        (Some(_), Termination::Normal) => recorded == replayed,
        (Some(_), _) => false,
        (None, Termination::Normal | Termination::Unterminated | Termination::Abandoned) => {
            recorded == GameResult::Unfinished
        }
        (None, Termination::Resignation) => recorded.is_decisive(),
        (None, Termination::TimeForfeit) => recorded != GameResult::Draw,
    };
    if agrees {
        return Ok(());
    }
    Err(error(
        parsed.result_at,
        Kind::ResultMismatch {
            recorded,
            replayed,
            termination,
        },
    ))
}

impl Record {
    /// Reads a record's text without replaying it: the syntax only (see [`read`] for
    /// the whole check).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        parse(text).map(|parsed| parsed.record)
    }
}
