//! What the Dutch rules need to know about each player before a round, derived
//! from the history: score, colour difference and preference (C.04.3 A.6),
//! floats of the last two rounds (A.4), eligibility for the pairing-allocated
//! bye (C.04.1 c, C2).

use std::collections::BTreeSet;

use super::model::{Colour, PlayerId, RoundEntry, SwissEvent};
use crate::score::Points;

/// The direction a player floated in a round (C.04.3 A.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    /// Paired with a lower score, or scored without playing (a bye or a
    /// forfeit win counts as a downfloat).
    Down,
    /// Paired with a higher score.
    Up,
    /// Neither.
    None,
}

/// The colour facts of A.6 for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ColourState {
    /// |games as White − games as Black| over played games.
    pub(crate) imbalance: u32,
    /// The preferred colour, if any.
    pub(crate) preference: Option<Colour>,
    /// The colour of the last two played games when they were the same.
    pub(crate) repeated: Option<Colour>,
    /// A strong preference (difference of one, not absolute).
    pub(crate) strong: bool,
}

impl ColourState {
    /// A.6: from the colours of the played games, oldest first.
    pub(crate) fn from_colours(colours: &[Colour]) -> Self {
        let whites = colours.iter().filter(|&&c| c == Colour::White).count() as u32;
        let blacks = colours.len() as u32 - whites;
        let imbalance = whites.abs_diff(blacks);
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let last = colours.last().copied();
        let run = match last {
            Some(colour) => colours.iter().rev().take_while(|&&c| c == colour).count(),
            None => 0,
        };
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(Colour::opposite)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::opposite)
        };
        let repeated = if run > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        Self {
            imbalance,
            preference,
            repeated,
            strong: !absolute && imbalance > 0,
        }
    }

    /// An absolute preference: difference above one, or the same colour in
    /// the last two played games.
    pub(crate) fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// A difference of two or more.
    pub(crate) fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
}

/// One player's standing before the round being paired.
#[derive(Clone, Debug)]
pub(crate) struct Standing {
    pub(crate) id: PlayerId,
    /// Position among the players the round counts (the pairing number minus
    /// one, players who never took part left out).
    pub(crate) rank: usize,
    pub(crate) score: Points,
    pub(crate) played_games: u32,
    pub(crate) colours: Vec<Colour>,
    pub(crate) colour: ColourState,
    /// Floats in the last two rounds: `[last, the one before]`.
    pub(crate) floats: [Float; 2],
    pub(crate) bye_eligible: bool,
    pub(crate) played_opponents: BTreeSet<PlayerId>,
}

/// The standings of the players to pair, and of everyone (for floats).
pub(crate) fn standings(event: &SwissEvent, to_pair: &BTreeSet<PlayerId>) -> Vec<Standing> {
    let completed = event.completed_rounds() as usize;
    let ranking = event.ranking();
    let counted: Vec<PlayerId> = ranking
        .into_iter()
        .filter(|&player| {
            to_pair.contains(&player) || event.history(player).iter().any(|e| e.was_paired())
        })
        .collect();
    counted
        .iter()
        .enumerate()
        .filter(|(_, player)| to_pair.contains(player))
        .map(|(rank, &id)| {
            let history = event.history(id);
            let colours: Vec<Colour> = history
                .iter()
                .filter_map(|entry| entry.played_game().map(|(_, colour)| colour))
                .collect();
            Standing {
                id,
                rank,
                score: event.score(id),
                played_games: colours.len() as u32,
                colour: ColourState::from_colours(&colours),
                colours,
                floats: [
                    float_in(event, id, completed, 1),
                    float_in(event, id, completed, 2),
                ],
                bye_eligible: bye_eligible(history),
                played_opponents: event.played_opponents(id),
            }
        })
        .collect()
}

/// The score before the last `rounds_back` rounds.
fn score_before(event: &SwissEvent, player: PlayerId, rounds_back: usize) -> Points {
    let history = event.history(player);
    let kept = history.len().saturating_sub(rounds_back);
    history[..kept].iter().map(|entry| entry.points()).sum()
}

/// A.4: the float of the round `rounds_back` before the one being paired.
fn float_in(event: &SwissEvent, player: PlayerId, completed: usize, rounds_back: usize) -> Float {
    if completed < rounds_back {
        return Float::None;
    }
    match event.history(player)[completed - rounds_back] {
        RoundEntry::Played { opponent, .. } => {
            let own = score_before(event, player, rounds_back);
            let theirs = score_before(event, opponent, rounds_back);
            match own.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        }
        entry if entry.points() > Points::ZERO => Float::Down,
        _ => Float::None,
    }
}

/// C.04.1 c / C2: no second pairing-allocated bye, and none for a player who
/// already scored a win's points without playing (a forfeit win or a
/// full-point bye).
fn bye_eligible(history: &[RoundEntry]) -> bool {
    !history.iter().any(|entry| {
        matches!(
            entry,
            RoundEntry::PairingAllocatedBye
                | RoundEntry::FullPointBye
                | RoundEntry::Forfeit { won: true, .. }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn colour_preferences_follow_a6() {
        // RULES C.04.3 A.6: no games, no preference.
        assert_eq!(ColourState::from_colours(&[]).preference, None);
        // Mild: alternate from the last game.
        let mild = ColourState::from_colours(&[W, B]);
        assert_eq!(
            (mild.preference, mild.strong, mild.absolute()),
            (Some(W), false, false)
        );
        // Strong: difference of one.
        let strong = ColourState::from_colours(&[W, B, W]);
        assert_eq!(
            (strong.preference, strong.strong, strong.absolute()),
            (Some(B), true, false)
        );
        // Absolute: the same colour twice running.
        let twice = ColourState::from_colours(&[B, W, W]);
        assert_eq!((twice.preference, twice.absolute()), (Some(B), true));
        // Absolute: difference of two, even after alternating last.
        let imbalance = ColourState::from_colours(&[W, W, B, W, B, W]);
        assert_eq!((imbalance.preference, imbalance.imbalance), (Some(B), 2));
    }
}
