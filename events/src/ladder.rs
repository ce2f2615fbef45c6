//! Ladders: a permanent ranking that players climb by challenging those
//! a few places above them.
//!
//! A newcomer starts at the bottom. A player may challenge someone up to
//! [`LadderSettings::reach`] places above; each player is in one open
//! challenge at a time. The challenged player accepts and the game is
//! played: when the challenger wins, they take the defender's place and
//! everyone from there down to the challenger's old place moves down one; a
//! draw or a loss changes nothing. A challenge not accepted within
//! [`LadderSettings::answer_within`] is won by the challenger. Players who
//! have done nothing on the ladder for [`LadderSettings::inactive_after`]
//! drop to the bottom, in their order.
//!
//! Times are seconds on any clock the caller keeps (Unix time in the bot).

use std::collections::HashMap;

use thiserror::Error;

use crate::swiss::{PlayerId, PlayerResult};

/// A time in seconds on the caller's clock.
pub type Seconds = u64;

const DAY: Seconds = 24 * 60 * 60;

/// The rules a ladder runs by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LadderSettings {
    /// How many places above a player may challenge.
    pub reach: usize,
    /// How long a challenged player has to accept.
    pub answer_within: Seconds,
    /// How long without any activity drops a player to the bottom.
    pub inactive_after: Seconds,
}

impl Default for LadderSettings {
    /// Three places up, three days to accept, thirty days of inactivity.
    fn default() -> Self {
        Self {
            reach: 3,
            answer_within: 3 * DAY,
            inactive_after: 30 * DAY,
        }
    }
}

/// A challenge between two players of the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The player below who challenged.
    pub challenger: PlayerId,
    /// The player above who was challenged.
    pub defender: PlayerId,
    /// When it was issued.
    pub issued_at: Seconds,
    /// When the defender accepted, if they did.
    pub accepted_at: Option<Seconds>,
}

/// Why a ladder action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LadderError {
    /// The player is already on the ladder.
    #[error("player {0:?} is already on the ladder")]
    AlreadyOnLadder(PlayerId),
    /// The player is not on the ladder.
    #[error("player {0:?} is not on the ladder")]
    NotOnLadder(PlayerId),
    /// Only players above may be challenged.
    #[error("player {0:?} is not above the challenger")]
    NotAbove(PlayerId),
    /// The defender is further up than the ladder's reach.
    #[error("player {defender:?} is {ranks_up} ranks up; the limit is {reach}")]
    TooFarUp {
        /// The player challenged.
        defender: PlayerId,
        /// How many ranks up they are.
        ranks_up: usize,
        /// The ladder's reach.
        reach: usize,
    },
    /// One of the two is already in an open challenge.
    #[error("player {0:?} already has an open challenge")]
    Busy(PlayerId),
    /// No open challenge fits.
    #[error("player {0:?} has no challenge to answer or report")]
    NoChallenge(PlayerId),
    /// The result of a challenge not yet accepted.
    #[error("the challenge of player {0:?} has not been accepted")]
    NotAccepted(PlayerId),
}

/// What a challenge came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The challenge.
    pub challenge: Challenge,
    /// Whether the challenger took the defender's place.
    pub challenger_climbed: bool,
    /// Whether it was decided because the defender did not accept in time.
    pub by_default: bool,
}

/// A ladder: the players top first, their last activity and the open
/// challenges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    settings: LadderSettings,
    positions: Vec<PlayerId>,
    last_active: HashMap<PlayerId, Seconds>,
    challenges: Vec<Challenge>,
}

impl Ladder {
    /// An empty ladder.
    pub fn new(settings: LadderSettings) -> Self {
        Self {
            settings,
            positions: Vec::new(),
            last_active: HashMap::new(),
            challenges: Vec::new(),
        }
    }

    /// A ladder as it was stored: the players top first with their last activity,
    /// and the open challenges oldest first. Taken as given (a stored ladder was
    /// built by these rules); a challenge naming a player not placed is dropped.
    pub fn restore(
        settings: LadderSettings,
        ranks: Vec<(PlayerId, Seconds)>,
        challenges: Vec<Challenge>,
    ) -> Self {
        let positions: Vec<PlayerId> = ranks.iter().map(|&(player, _)| player).collect();
        let last_active: HashMap<PlayerId, Seconds> = ranks.into_iter().collect();
        let challenges = challenges
            .into_iter()
            .filter(|c| last_active.contains_key(&c.challenger))
            .filter(|c| last_active.contains_key(&c.defender))
            .collect();
        Self {
            settings,
            positions,
            last_active,
            challenges,
        }
    }

    /// When `player` last did something on the ladder.
    pub fn last_active(&self, player: PlayerId) -> Option<Seconds> {
        self.last_active.get(&player).copied()
    }

    /// The settings.
    pub fn settings(&self) -> LadderSettings {
        self.settings
    }

    /// The players, top first.
    pub fn positions(&self) -> &[PlayerId] {
        &self.positions
    }

    /// A player's rank, 1 for the top.
    pub fn rank(&self, player: PlayerId) -> Option<usize> {
        self.index(player).map(|index| index + 1)
    }

    /// The open challenges, oldest first.
    pub fn challenges(&self) -> &[Challenge] {
        &self.challenges
    }

    fn index(&self, player: PlayerId) -> Option<usize> {
        self.positions.iter().position(|&placed| placed == player)
    }

    fn require(&self, player: PlayerId) -> Result<usize, LadderError> {
        self.index(player).ok_or(LadderError::NotOnLadder(player))
    }

    /// Adds a player at the bottom.
    pub fn join(&mut self, player: PlayerId, now: Seconds) -> Result<(), LadderError> {
        if self.index(player).is_some() {
            return Err(LadderError::AlreadyOnLadder(player));
        }
        self.positions.push(player);
        self.last_active.insert(player, now);
        Ok(())
    }

    /// Removes a player; their open challenge is dropped.
    pub fn leave(&mut self, player: PlayerId) -> Result<(), LadderError> {
        let index = self.require(player)?;
        self.positions.remove(index);
        self.last_active.remove(&player);
        self.challenges
            .retain(|challenge| challenge.challenger != player && challenge.defender != player);
        Ok(())
    }

    fn open_challenge_of(&self, player: PlayerId) -> Option<usize> {
        self.challenges
            .iter()
            .position(|challenge| challenge.challenger == player || challenge.defender == player)
    }

    /// `challenger` challenges `defender`, who must be above and within
    /// reach; neither may be in another open challenge.
    pub fn challenge(
        &mut self,
        challenger: PlayerId,
        defender: PlayerId,
        now: Seconds,
    ) -> Result<(), LadderError> {
        let below = self.require(challenger)?;
        let above = self.require(defender)?;
        if above >= below {
            return Err(LadderError::NotAbove(defender));
        }
        let ranks_up = below - above;
        if ranks_up > self.settings.reach {
            return Err(LadderError::TooFarUp {
                defender,
                ranks_up,
                reach: self.settings.reach,
            });
        }
        for player in [challenger, defender] {
            if self.open_challenge_of(player).is_some() {
                return Err(LadderError::Busy(player));
            }
        }
        self.challenges.push(Challenge {
            challenger,
            defender,
            issued_at: now,
            accepted_at: None,
        });
        self.last_active.insert(challenger, now);
        Ok(())
    }

    /// The defender accepts the challenge put to them.
    pub fn accept(&mut self, defender: PlayerId, now: Seconds) -> Result<Challenge, LadderError> {
        let challenge = self
            .challenges
            .iter_mut()
            .find(|challenge| challenge.defender == defender && challenge.accepted_at.is_none())
            .ok_or(LadderError::NoChallenge(defender))?;
        challenge.accepted_at = Some(now);
        let accepted = *challenge;
        self.last_active.insert(defender, now);
        Ok(accepted)
    }

    /// The result of `challenger`'s accepted challenge, for the challenger.
    pub fn report(
        &mut self,
        challenger: PlayerId,
        outcome: PlayerResult,
        now: Seconds,
    ) -> Result<Settled, LadderError> {
        let index = self
            .challenges
            .iter()
            .position(|challenge| challenge.challenger == challenger)
            .ok_or(LadderError::NoChallenge(challenger))?;
        if self.challenges[index].accepted_at.is_none() {
            return Err(LadderError::NotAccepted(challenger));
        }
        let challenge = self.challenges.remove(index);
        for player in [challenge.challenger, challenge.defender] {
            self.last_active.insert(player, now);
        }
        Ok(self.settle(challenge, outcome == PlayerResult::Win, false))
    }

    /// Decides the challenges not accepted in time, for the challenger.
    pub fn expire_challenges(&mut self, now: Seconds) -> Vec<Settled> {
        let answer_within = self.settings.answer_within;
        let (expired, open): (Vec<Challenge>, Vec<Challenge>) =
            self.challenges.iter().partition(|challenge| {
                challenge.accepted_at.is_none()
                    && now.saturating_sub(challenge.issued_at) >= answer_within
            });
        self.challenges = open;
        expired
            .into_iter()
            .map(|challenge| self.settle(challenge, true, true))
            .collect()
    }

    fn settle(&mut self, challenge: Challenge, climbed: bool, by_default: bool) -> Settled {
        if climbed {
            let from = self.index(challenge.challenger).expect("on the ladder");
            let to = self.index(challenge.defender).expect("on the ladder");
            // The challenger takes the place above; those between move down.
            self.positions[to..=from].rotate_right(1);
        }
        Settled {
            challenge,
            challenger_climbed: climbed,
            by_default,
        }
    }

    /// Moves the players inactive for too long to the bottom, keeping their
    /// order; players in an open challenge are active. Returns those whose place
    /// changed: an inactive player already below every active one stays where they
    /// are, and is not dropped again and again.
    pub fn drop_inactive(&mut self, now: Seconds) -> Vec<PlayerId> {
        let limit = self.settings.inactive_after;
        let before = self.positions.clone();
        let (inactive, active): (Vec<PlayerId>, Vec<PlayerId>) =
            self.positions.iter().partition(|&&player| {
                self.open_challenge_of(player).is_none()
                    && now.saturating_sub(self.last_active[&player]) >= limit
            });
        self.positions = active;
        self.positions.extend(inactive.iter().copied());
        inactive
            .into_iter()
            .filter(|player| before.iter().position(|p| p == player) != self.rank_index(*player))
            .collect()
    }

    fn rank_index(&self, player: PlayerId) -> Option<usize> {
        self.positions.iter().position(|&p| p == player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ladder_of(count: u32) -> Ladder {
        let mut ladder = Ladder::new(LadderSettings::default());
        for index in 0..count {
            ladder.join(PlayerId(index), 0).unwrap();
        }
        ladder
    }

    fn order(ladder: &Ladder) -> Vec<u32> {
        ladder.positions().iter().map(|player| player.0).collect()
    }

    #[test]
    fn inactive_players_already_at_the_bottom_are_not_dropped_again() {
        let mut ladder = ladder_of(3);
        let later = ladder.settings().inactive_after + 1;
        // Everyone is inactive: nobody's place changes, so nobody is reported.
        assert_eq!(ladder.drop_inactive(later), Vec::new());
        assert_eq!(order(&ladder), vec![0, 1, 2]);
    }

    #[test]
    fn newcomers_start_at_the_bottom() {
        let mut ladder = ladder_of(3);
        assert_eq!(ladder.rank(PlayerId(2)), Some(3));
        assert_eq!(
            ladder.join(PlayerId(2), 5),
            Err(LadderError::AlreadyOnLadder(PlayerId(2)))
        );
    }

    #[test]
    fn a_challenge_reaches_three_places_up_by_default() {
        let mut ladder = ladder_of(6);
        assert_eq!(
            ladder.challenge(PlayerId(5), PlayerId(1), 0),
            Err(LadderError::TooFarUp {
                defender: PlayerId(1),
                ranks_up: 4,
                reach: 3
            })
        );
        assert_eq!(
            ladder.challenge(PlayerId(2), PlayerId(4), 0),
            Err(LadderError::NotAbove(PlayerId(4)))
        );
        assert_eq!(ladder.challenge(PlayerId(5), PlayerId(2), 0), Ok(()));
        assert_eq!(
            ladder.challenge(PlayerId(3), PlayerId(2), 0),
            Err(LadderError::Busy(PlayerId(2)))
        );
        let before = ladder.clone();
        assert!(ladder.challenge(PlayerId(5), PlayerId(0), 0).is_err());
        assert_eq!(ladder, before, "a refused challenge changes nothing");
    }

    #[test]
    fn the_winner_from_below_takes_the_place_and_the_others_move_down() {
        let mut ladder = ladder_of(6);
        ladder.challenge(PlayerId(4), PlayerId(1), 0).unwrap();
        assert_eq!(
            ladder.report(PlayerId(4), PlayerResult::Win, 1),
            Err(LadderError::NotAccepted(PlayerId(4)))
        );
        ladder.accept(PlayerId(1), 1).unwrap();
        let settled = ladder.report(PlayerId(4), PlayerResult::Win, 2).unwrap();
        assert!(settled.challenger_climbed && !settled.by_default);
        assert_eq!(order(&ladder), vec![0, 4, 1, 2, 3, 5]);
        assert!(ladder.challenges().is_empty());
    }

    #[test]
    fn a_draw_or_a_loss_changes_nothing() {
        let mut ladder = ladder_of(4);
        for outcome in [PlayerResult::Draw, PlayerResult::Loss] {
            ladder.challenge(PlayerId(3), PlayerId(2), 0).unwrap();
            ladder.accept(PlayerId(2), 0).unwrap();
            let settled = ladder.report(PlayerId(3), outcome, 0).unwrap();
            assert!(!settled.challenger_climbed);
            assert_eq!(order(&ladder), vec![0, 1, 2, 3]);
        }
    }

    #[test]
    fn a_challenge_not_accepted_in_time_goes_to_the_challenger() {
        let mut ladder = ladder_of(4);
        ladder.challenge(PlayerId(3), PlayerId(0), 100).unwrap();
        let window = ladder.settings().answer_within;
        assert!(ladder.expire_challenges(100 + window - 1).is_empty());
        let settled = ladder.expire_challenges(100 + window);
        assert_eq!(settled.len(), 1);
        assert!(settled[0].challenger_climbed && settled[0].by_default);
        assert_eq!(order(&ladder), vec![3, 0, 1, 2]);
    }

    #[test]
    fn an_accepted_challenge_does_not_expire() {
        let mut ladder = ladder_of(2);
        ladder.challenge(PlayerId(1), PlayerId(0), 0).unwrap();
        ladder.accept(PlayerId(0), 1).unwrap();
        assert!(ladder.expire_challenges(10 * DAY).is_empty());
        assert_eq!(ladder.challenges().len(), 1);
    }

    #[test]
    fn inactive_players_drop_to_the_bottom_in_their_order() {
        let mut ladder = ladder_of(5);
        let later = ladder.settings().inactive_after;
        // Players 1 and 3 stay active; 0, 2 and 4 do nothing.
        ladder
            .challenge(PlayerId(3), PlayerId(1), later - 10)
            .unwrap();
        ladder.accept(PlayerId(1), later - 5).unwrap();
        ladder
            .report(PlayerId(3), PlayerResult::Loss, later - 1)
            .unwrap();
        let dropped = ladder.drop_inactive(later);
        // Player 4 was last already: their place does not change, so they are not
        // reported as dropping.
        assert_eq!(dropped, vec![PlayerId(0), PlayerId(2)]);
        assert_eq!(order(&ladder), vec![1, 3, 0, 2, 4]);
    }

    #[test]
    fn a_restored_ladder_goes_on_as_the_stored_one() {
        let mut ladder = ladder_of(5);
        ladder.challenge(PlayerId(4), PlayerId(2), 7).unwrap();
        ladder.accept(PlayerId(2), 9).unwrap();
        let ranks = ladder
            .positions()
            .iter()
            .map(|&p| (p, ladder.last_active(p).unwrap()))
            .collect();
        let restored = Ladder::restore(ladder.settings(), ranks, ladder.challenges().to_vec());
        assert_eq!(restored, ladder);
    }

    #[test]
    fn leaving_drops_the_open_challenge() {
        let mut ladder = ladder_of(3);
        ladder.challenge(PlayerId(2), PlayerId(1), 0).unwrap();
        ladder.leave(PlayerId(1)).unwrap();
        assert_eq!(order(&ladder), vec![0, 2]);
        assert!(ladder.challenges().is_empty());
        assert_eq!(
            ladder.leave(PlayerId(1)),
            Err(LadderError::NotOnLadder(PlayerId(1)))
        );
    }
}
