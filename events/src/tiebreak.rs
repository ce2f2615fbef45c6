//! Final standings of a Swiss with FIDE's tiebreaks (Handbook C.07, the
//! tie-break regulations of 2023/2024), in the order the issue asks for:
//! Buchholz Cut-1, Buchholz, Sonneborn-Berger, progressive score, then the
//! game's own points (a score the caller provides, such as LYNGK's captured
//! stacks), then the pairing number.
//!
//! Reading of the unplayed-rounds rule (C.07 article 16): each round a player
//! did not play (a bye, a forfeit either way, an absence) counts as a game
//! against a dummy opponent whose score is the player's own final score; the
//! result against the dummy is the points the player got that round. An
//! opponent's score is their actual final score. Cut-1 leaves out the
//! smallest contribution.

use std::cmp::Reverse;

use crate::score::Points;
use crate::swiss::{PlayerId, RoundEntry, SwissEvent};

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsRow {
    /// The player.
    pub player: PlayerId,
    /// The score.
    pub score: Points,
    /// Buchholz without its smallest contribution.
    pub buchholz_cut1: Points,
    /// The sum of the opponents' scores.
    pub buchholz: Points,
    /// The sum of the opponents' scores weighted by the result against each,
    /// in quarter points (a draw against 3.5 points is 1.75 = 7 quarters).
    pub sonneborn_berger_quarters: u32,
    /// The sum of the running scores after each round.
    pub progressive: Points,
    /// The game's own points, as given by the caller.
    pub game_points: i64,
}

impl StandingsRow {
    fn sort_key(&self) -> impl Ord {
        (
            Reverse(self.score),
            Reverse(self.buchholz_cut1),
            Reverse(self.buchholz),
            Reverse(self.sonneborn_berger_quarters),
            Reverse(self.progressive),
            Reverse(self.game_points),
        )
    }
}

/// The standings, best first; ties after every tiebreak keep pairing-number
/// order.
pub fn standings(event: &SwissEvent, game_points: impl Fn(PlayerId) -> i64) -> Vec<StandingsRow> {
    let score = |player: PlayerId| event.score(player);
    let mut rows: Vec<StandingsRow> = event
        .ranking()
        .into_iter()
        .map(|player| row(event.history(player), player, score, game_points(player)))
        .collect();
    rows.sort_by_key(|row| row.sort_key());
    rows
}

/// Every player's row from their round entries as given, in player order, unsorted:
/// for events a [`SwissEvent`] cannot record, such as a double round robin, where a
/// pairing is played twice. The same reading of unplayed rounds as [`standings`].
pub fn rows_of_histories(
    histories: &[Vec<RoundEntry>],
    game_points: impl Fn(PlayerId) -> i64,
) -> Vec<StandingsRow> {
    let scores: Vec<Points> = histories
        .iter()
        .map(|history| history.iter().map(|entry| entry.points()).sum())
        .collect();
    let score = |player: PlayerId| scores[player.index()];
    histories
        .iter()
        .enumerate()
        .map(|(index, history)| {
            let player = PlayerId(index as u32);
            row(history, player, score, game_points(player))
        })
        .collect()
}

fn row(
    history: &[RoundEntry],
    player: PlayerId,
    score_of: impl Fn(PlayerId) -> Points,
    game_points: i64,
) -> StandingsRow {
    let score = score_of(player);
    let mut contributions = Vec::new();
    let mut sonneborn_berger_quarters = 0;
    let mut running = Points::ZERO;
    let mut progressive = Points::ZERO;
    for entry in history {
        let opponent_score = match entry.played_game() {
            Some((opponent, _)) => score_of(opponent),
            None => score,
        };
        contributions.push(opponent_score);
        sonneborn_berger_quarters += opponent_score.halves() * entry.points().halves();
        running = running + entry.points();
        progressive = progressive + running;
    }
    let buchholz: Points = contributions.iter().copied().sum();
    let smallest = contributions.iter().copied().min().unwrap_or(Points::ZERO);
    StandingsRow {
        player,
        score,
        buchholz_cut1: buchholz - smallest,
        buchholz,
        sonneborn_berger_quarters,
        progressive,
        game_points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::swiss::{Colour, Entrant, PlayerResult};

    fn played(opponent: u32, colour: Colour, outcome: PlayerResult) -> RoundEntry {
        RoundEntry::Played {
            opponent: PlayerId(opponent),
            colour,
            outcome,
        }
    }

    /// Four players, two rounds: A beats B, C draws D; A draws C, B beats D.
    fn event() -> SwissEvent {
        let mut event = SwissEvent::new(2).unwrap();
        for (name, rating) in [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)] {
            event.enter(Entrant::new(name, rating).unwrap(), RoundEntry::Absent);
        }
        use Colour::{Black as Bl, White as Wh};
        use PlayerResult::{Draw, Loss, Win};
        event
            .record_round(vec![
                played(1, Wh, Win),
                played(0, Bl, Loss),
                played(3, Wh, Draw),
                played(2, Bl, Draw),
            ])
            .unwrap();
        event
            .record_round(vec![
                played(2, Bl, Draw),
                played(3, Wh, Win),
                played(0, Wh, Draw),
                played(1, Bl, Loss),
            ])
            .unwrap();
        event
    }

    #[test]
    fn buchholz_sonneborn_berger_and_progressive_follow_c07() {
        // RULES C.07: scores A 1.5, B 1, C 1, D 0.5.
        let rows = standings(&event(), |_| 0);
        let a = rows.iter().find(|row| row.player == PlayerId(0)).unwrap();
        // Opponents B (1) and C (1): Buchholz 2, Cut-1 drops one: 1.
        assert_eq!(a.buchholz, Points::from_halves(4));
        assert_eq!(a.buchholz_cut1, Points::from_halves(2));
        // SB: a win against B (1 × 1) and a draw with C (1 × ½): 1.5 = 6 quarters.
        assert_eq!(a.sonneborn_berger_quarters, 6);
        // Progressive: 1 after round 1, 1.5 after round 2: 2.5.
        assert_eq!(a.progressive, Points::from_halves(5));
        assert_eq!(rows[0].player, PlayerId(0));
    }

    #[test]
    fn ties_go_to_buchholz_then_the_games_own_points() {
        // B and C both have 1 point. B met A (1.5) and D (0.5): 2;
        // C met D (0.5) and A (1.5): 2. Cut-1: B 1.5, C 1.5. SB: B 0.5×1 = 2
        // quarters, C 0.5×½ + 1.5×½ = 4 quarters: C ahead.
        let rows = standings(&event(), |_| 0);
        let order: Vec<PlayerId> = rows.iter().map(|row| row.player).collect();
        assert_eq!(
            order,
            vec![PlayerId(0), PlayerId(2), PlayerId(1), PlayerId(3)]
        );
    }

    #[test]
    fn histories_give_the_rows_a_swiss_event_gives() {
        let event = event();
        let histories: Vec<Vec<RoundEntry>> = (0..4)
            .map(|index| event.history(PlayerId(index)).to_vec())
            .collect();
        let mut from_histories = rows_of_histories(&histories, |player| player.index() as i64);
        from_histories.sort_by_key(|row| row.sort_key());
        assert_eq!(
            from_histories,
            standings(&event, |player| player.index() as i64)
        );
    }

    /// A pairing played twice (a double round robin), which a Swiss refuses to record.
    #[test]
    fn histories_may_meet_an_opponent_twice() {
        use Colour::{Black as Bl, White as Wh};
        let histories = vec![
            vec![
                played(1, Wh, PlayerResult::Win),
                played(1, Bl, PlayerResult::Draw),
            ],
            vec![
                played(0, Bl, PlayerResult::Loss),
                played(0, Wh, PlayerResult::Draw),
            ],
        ];
        let rows = rows_of_histories(&histories, |_| 0);
        assert_eq!(rows[0].score, Points::from_halves(3));
        assert_eq!(rows[1].score, Points::from_halves(1));
        // A: a win and a draw against B's ½: ½ × 1 + ½ × ½ = ¾ = 3 quarters.
        assert_eq!(rows[0].sonneborn_berger_quarters, 3);
        // B: a draw against A's 1½: 1½ × ½ = ¾.
        assert_eq!(rows[1].sonneborn_berger_quarters, 3);
    }

    #[test]
    fn unplayed_rounds_count_against_a_dummy_with_the_players_own_score() {
        let mut event = SwissEvent::new(1).unwrap();
        event.enter(Entrant::new("A", 0).unwrap(), RoundEntry::Absent);
        event
            .record_round(vec![RoundEntry::PairingAllocatedBye])
            .unwrap();
        let rows = standings(&event, |_| 7);
        assert_eq!(rows[0].buchholz, Points::WIN);
        assert_eq!(rows[0].sonneborn_berger_quarters, 4);
        assert_eq!(rows[0].game_points, 7);
    }

    #[test]
    fn the_games_own_points_break_a_tie_left_by_every_fide_tiebreak() {
        let mut event = SwissEvent::new(1).unwrap();
        event.enter(Entrant::new("A", 0).unwrap(), RoundEntry::Absent);
        event.enter(Entrant::new("B", 0).unwrap(), RoundEntry::Absent);
        event
            .record_round(vec![
                played(1, Colour::White, PlayerResult::Draw),
                played(0, Colour::Black, PlayerResult::Draw),
            ])
            .unwrap();
        let rows = standings(&event, |player| if player == PlayerId(1) { 30 } else { 10 });
        assert_eq!(rows[0].player, PlayerId(1));
    }
}
