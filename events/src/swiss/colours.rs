//! Colour (seat) allocation for a pair, C.04.3 section E.
//!
//! E.1 grant both preferences; E.2 grant the stronger preference (absolute
//! before strong, and between two absolute preferences the wider colour
//! difference); E.3 alternate the colours of the most recent round in which
//! the two had different colours (counting each player's played games, so a
//! bye or forfeit is skipped); E.4 grant the higher ranked player's
//! preference; E.5 the higher ranked player gets the initial colour when their
//! pairing number is odd, the other colour when even. The initial colour is
//! White, the first seat.

use super::model::Colour;
use super::standing::Standing;

/// The colour the higher ranked player with an odd pairing number gets when
/// nothing else decides (E.5); the event's first seat.
pub(crate) const INITIAL_COLOUR: Colour = Colour::White;

/// The colour `player` gets against `opponent`.
pub(crate) fn colour_for(player: &Standing, opponent: &Standing) -> Colour {
    if let Some(colour) = by_preferences(player, opponent) {
        return colour;
    }
    let player_is_lower = ranks_below(player, opponent);
    match player.colour.preference {
        // E.5: neither has a preference (no game yet, or identical histories).
        None => {
            let higher = if player_is_lower { opponent } else { player };
            let higher_colour = if higher.rank % 2 == 0 {
                INITIAL_COLOUR
            } else {
                INITIAL_COLOUR.opposite()
            };
            if player_is_lower {
                higher_colour.opposite()
            } else {
                higher_colour
            }
        }
        // E.4: the same preference, nothing stronger: the higher ranked wins.
        Some(preference) => {
            if player_is_lower {
                preference.opposite()
            } else {
                preference
            }
        }
    }
}

/// Whether `player` is ranked below `opponent` (lower score, or the same
/// score and a higher pairing number).
fn ranks_below(player: &Standing, opponent: &Standing) -> bool {
    (player.score, opponent.rank) < (opponent.score, player.rank)
}

/// E.1 to E.3; `None` when they leave it open.
fn by_preferences(player: &Standing, opponent: &Standing) -> Option<Colour> {
    let (mine, theirs) = (&player.colour, &opponent.colour);
    if mine.preference.is_none()
        || theirs.preference.is_none()
        || mine.preference != theirs.preference
    {
        return mine.preference.or(theirs.preference.map(Colour::opposite));
    }
    if mine.absolute() && (mine.imbalance > theirs.imbalance || !theirs.absolute()) {
        return mine.preference;
    }
    if theirs.absolute() && (theirs.imbalance > mine.imbalance || !mine.absolute()) {
        return theirs.preference.map(Colour::opposite);
    }
    if mine.strong && !theirs.strong {
        return mine.preference;
    }
    if theirs.strong && !mine.strong {
        return theirs.preference.map(Colour::opposite);
    }
    let mut own = player.colours.iter().rev();
    let mut other = opponent.colours.iter().rev();
    loop {
        match (own.next(), other.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (Some(_), Some(&b)) => return Some(b),
            _ => return None,
        }
    }
}
