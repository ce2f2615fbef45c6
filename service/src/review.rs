//! `/lyngk review`: the AI's look back at a finished game. It estimates each player's
//! chance to win before every turn (a search per position, so a review takes bounded
//! time), draws that as a chart, and names the three turns that cost their player the
//! most with the turn the AI preferred, each confirmed by a deeper search. Never for a
//! game still being played: the AI helps nobody during a game.
//!
//! The estimate of a position is the mover's mean score over all of the search's
//! visits, not the best turn's: the best turn's few visits made the chart jump by
//! 10-30 points a ply where the game did not. One search goes through the game in
//! order and keeps its tree from ply to ply, so neighbouring estimates share what they
//! learned. Everything is seeded from the game: a review is the same on every run.

use super::api::{Attachment, Reply};
use super::refusal::AiRefusal;
use super::refusal::Lookup;
use super::table::Table;
use super::{Failure, GameService, Handled};
use crate::Asked;
use lyngk_ai::{Ai, Kind, Limits};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_render::{render_eval_chart, EvalChart};
use lyngk_rules::{Game, Outcome, Player, Position, Turn};
use lyngk_store::games::{self, Status};

/// Iterations per position (on top of what the kept tree knew): enough for a steady
/// estimate while a 60-turn game is reviewed in seconds.
pub const REVIEW_ITERATIONS: u64 = 1_000;

/// Iterations of the deeper search that confirms a costly turn, before and after it.
pub const CONFIRM_ITERATIONS: u64 = 10_000;

/// The costliest turns of the first look that a deeper search checks.
const CONFIRMED: usize = 6;

/// How many costly turns a review names.
const COSTLY_SHOWN: usize = 3;

/// A turn smaller losses than this are noise of the small search, not mistakes.
const MIN_LOSS: f64 = 0.03;

/// One turn that cost its player, and what the AI would have played.
#[derive(Clone, Debug, PartialEq)]
pub struct Costly {
    /// 0-based ply of the turn.
    pub ply: usize,
    pub player: Player,
    pub played: Turn,
    pub better: Turn,
    /// The drop in the player's chance to win (0 to 1).
    pub loss: f64,
}

/// The AI's view of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Player 1's chance to win before the first turn and after every turn; one more
    /// point at the end when the game ended otherwise than by the rules (resigned).
    pub player_one: Vec<f64>,
    /// The costliest turns, costliest first (at most three).
    pub costly: Vec<Costly>,
}

/// Reviews `game` with `iterations` per position; `result_one` is player 1's final
/// score (1 won, 0 lost, 0.5 draw), which a resignation decides before the rules do.
/// Deterministic: one thread, iteration budgets and seeds from the game's.
pub fn review_game(game: &Game, result_one: f64, iterations: u64) -> Review {
    let plies = game.turns().len();
    let positions: Vec<Position> = (0..=plies)
        .map(|ply| game.position_before(ply).unwrap_or(*game.position()))
        .collect();
    let mut look = Ai::new(Kind::Level(lyngk_ai::MAX_LEVEL), game.seed());
    let first: Vec<Estimate> = positions
        .iter()
        .map(|position| estimate(&mut look, position, iterations))
        .collect();
    let value: Vec<Option<f64>> = first.iter().map(|e| e.value).collect();
    let player_one = fill_forced(&value, result_one);
    let loss_at = |values: &[f64], ply: usize| {
        let mine = |one: f64| for_one(positions[ply].to_move(), one);
        mine(values[ply]) - mine(values[ply + 1])
    };
    let mut candidates: Vec<usize> = (0..plies)
        .filter(|&ply| first[ply].best.is_some_and(|b| b != game.turns()[ply]))
        .filter(|&ply| loss_at(&player_one, ply) >= MIN_LOSS)
        .collect();
    candidates.sort_by(|&a, &b| loss_at(&player_one, b).total_cmp(&loss_at(&player_one, a)));
    candidates.truncate(CONFIRMED);
    let deeper = deeper_values(game, &positions, &first, &candidates, result_one);
    let mut costly: Vec<Costly> = candidates
        .into_iter()
        .filter_map(|ply| {
            let played = game.turns()[ply];
            let better = deeper[ply].best?;
            let mine = |one: f64| for_one(positions[ply].to_move(), one);
            let after = deeper[ply + 1..].iter().find_map(|e| e.value)?;
            let loss = mine(deeper[ply].value?) - mine(after);
            (played != better && loss >= MIN_LOSS).then_some(Costly {
                ply,
                player: positions[ply].to_move(),
                played,
                better,
                loss,
            })
        })
        .collect();
    costly.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.ply.cmp(&b.ply)));
    costly.truncate(COSTLY_SHOWN);
    let mut player_one = player_one;
    let ended_by_rules = game.outcome().is_some();
    if !ended_by_rules {
        player_one.push(result_one);
    }
    Review { player_one, costly }
}

/// What a search says of one position: player 1's chance to win and the turn the AI
/// prefers (neither for a forced pass, which is worth what follows).
#[derive(Clone, Copy, Default)]
struct Estimate {
    value: Option<f64>,
    best: Option<Turn>,
}

fn estimate(ai: &mut Ai, position: &Position, iterations: u64) -> Estimate {
    if let Some(outcome) = Outcome::of(position) {
        return Estimate {
            value: Some(score_of_one(outcome.winner())),
            best: None,
        };
    }
    if position.legal_turns().len() < 2 {
        return Estimate::default();
    }
    match ai.choose(position, &Limits::nodes(iterations)) {
        Some(choice) => Estimate {
            value: choice.mean.map(|mean| for_one(position.to_move(), mean)),
            best: Some(choice.turn),
        },
        None => Estimate::default(),
    }
}

/// The deeper search's estimates of the positions before and after each candidate
/// turn (a fresh search each, seeded from the game and the ply); the first look's for
/// the other positions. A forced pass after a turn is looked through to the position
/// that follows it.
fn deeper_values(
    game: &Game,
    positions: &[Position],
    first: &[Estimate],
    candidates: &[usize],
    result_one: f64,
) -> Vec<Estimate> {
    let mut values = first.to_vec();
    let mut searched = vec![false; positions.len()];
    for &candidate in candidates {
        let mut ply = candidate;
        while ply < positions.len() {
            if !searched[ply] {
                searched[ply] = true;
                let seed = game.seed() ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let mut deep = Ai::new(Kind::Level(lyngk_ai::MAX_LEVEL), seed);
                values[ply] = estimate(&mut deep, &positions[ply], CONFIRM_ITERATIONS);
            }
            // The turn's own position, then the next one that has an estimate.
            if ply > candidate && values[ply].value.is_some() {
                break;
            }
            ply += 1;
        }
    }
    if let Some(last) = values.last_mut() {
        last.value = last.value.or(Some(result_one));
    }
    values
}

/// A chance of `player` as player 1's.
fn for_one(player: Player, chance: f64) -> f64 {
    match player {
        Player::One => chance,
        Player::Two => 1.0 - chance,
    }
}

fn score_of_one(winner: Option<Player>) -> f64 {
    match winner {
        Some(Player::One) => 1.0,
        Some(Player::Two) => 0.0,
        None => 0.5,
    }
}

/// Positions without an estimate (forced passes) take the next one's; the last one,
/// if it has none, the result.
fn fill_forced(value: &[Option<f64>], result_one: f64) -> Vec<f64> {
    let mut filled = vec![result_one; value.len()];
    let mut next = result_one;
    for (ply, estimate) in value.iter().enumerate().rev() {
        next = estimate.unwrap_or(next);
        filled[ply] = next;
    }
    filled
}

/// The review of a finished game of this channel, posted in `locale` (the server's).
pub(super) fn review(
    service: &GameService,
    request: &Asked,
    game: Option<i64>,
    locale: Locale,
) -> Handled<Reply> {
    let place = request.place;
    let table = service.store.with_conn(|conn| {
        let table = match game {
            None => {
                let row = games::latest_played_game(conn, place.guild, place.channel)?
                    .ok_or(AiRefusal::NothingToReview)?;
                Table::from_row(conn, row)?
            }
            Some(id) => Table::numbered(conn, place, id, Lookup::Review)?,
        };
        if table.row.status != Status::Finished {
            return Err(AiRefusal::ReviewLiveGame { game: table.row.id }.into());
        }
        Ok::<_, Failure>(table)
    })?;
    let winner = table.row.winner.and_then(|id| table.player_of(id));
    let review = review_game(&table.game, score_of_one(winner), REVIEW_ITERATIONS);
    let names = table.names();
    let id = table.row.id;
    let mut reply = Reply::public(
        Msg::new("review-heading")
            .number("game", id)
            .text("one", &names[0])
            .text("two", &names[1]),
    );
    for costly in &review.costly {
        reply.say(
            Msg::new("review-costly")
                .number("turn", costly.ply + 1)
                .text("player", &names[costly.player.index()])
                .text("played", costly.played.to_string())
                .text("better", costly.better.to_string())
                .number("loss", (costly.loss * 100.0).round() as i64),
        );
    }
    if review.costly.is_empty() {
        reply.say(Msg::new("review-no-costly"));
    }
    let title = Msg::new("review-chart-title").number("game", id);
    let marked: Vec<usize> = review.costly.iter().map(|c| c.ply + 1).collect();
    let chart = render_eval_chart(&EvalChart {
        player_one: &review.player_one,
        players: [&names[0], &names[1]],
        marked: &marked,
        title: &title.format(locale, Style::Plain),
        chance_axis: &Msg::new("review-chart-chance-axis").format(locale, Style::Plain),
        turn_axis: &Msg::new("review-chart-turn-axis").format(locale, Style::Plain),
    });
    let description = Msg::new("review-chart-alt")
        .number("game", id)
        .text("one", &names[0])
        .text("two", &names[1]);
    reply.image = Some(Attachment {
        filename: format!("review-{id}.png"),
        bytes: chart,
        description: Some(description.format(locale, Style::Plain)),
    });
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chart's title is read whole in every language, even for game 99,999.
    #[test]
    fn the_chart_title_fits_in_every_locale() {
        for locale in Locale::ALL {
            let title = Msg::new("review-chart-title").number("game", 99_999);
            let title = title.format(locale, Style::Plain);
            assert!(lyngk_render::chart_title_fits(&title), "{locale}: {title}");
        }
    }

    #[test]
    fn forced_passes_take_the_value_that_follows() {
        let filled = fill_forced(&[Some(0.4), None, Some(0.7), None], 1.0);
        assert_eq!(filled, vec![0.4, 0.7, 0.7, 1.0]);
    }

    #[test]
    fn chances_turn_round_for_player_two() {
        assert_eq!(for_one(Player::Two, 0.25), 0.75);
        assert_eq!(score_of_one(Some(Player::Two)), 0.0);
    }
}
