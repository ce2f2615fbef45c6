//! The Rematch button: a finished game's players play again in the same channel,
//! with the seats swapped (who was player 2 moves first).

use super::super::api::Reply;
use super::super::refusal::Refusal;
use super::super::table::Table;
use super::super::{Applied, GameService, Handled};
use super::challenge::{challenge_reply, insert_challenge, person};
use crate::Asked;
use lyngk_i18n::Msg;
use lyngk_rules::Player;
use lyngk_store::games::{self, NewChallenge, Person, Status};
use lyngk_store::{clock_rules, ratings};

pub(crate) fn rematch(service: &GameService, request: &Asked, game: i64) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let row = games::game_by_id(tx, game)?
            .filter(|row| (row.guild, row.channel) == (request.place.guild, request.place.channel))
            .ok_or(Refusal::NoGameToRematch(game))?;
        if row.status != Status::Finished {
            return Err(Refusal::NotFinished.into());
        }
        let old = Table::from_row(tx, row)?;
        let presser = old
            .player_of(request.actor.id)
            .ok_or_else(|| Refusal::NotAPlayer(old.title()))?;
        let other: Person = old.person(!presser).clone();
        // Whoever was player 2 moves first now.
        let moves_first = old.person(Player::Two).name.clone();
        let rated = !ratings::is_unrated(tx, game)?;
        let new = NewChallenge {
            guild: old.row.guild,
            channel: old.row.channel,
            challenger: person(&request.actor),
            opponent: Some(other),
            variant: old.row.variant,
            days_per_move: old.row.days_per_move,
        };
        let id = insert_challenge(tx, &new, rated, now)?;
        // The same terms: a game that chose its weekends keeps that choice.
        if let Some(off) = clock_rules::game_weekends_off(tx, game)? {
            clock_rules::set_game_weekends_off(tx, id, off)?;
        }
        // Seat 0 is the challenger: they move first if they were player 2.
        let first_seat = usize::from(presser == Player::One);
        ratings::preset_first_seat(tx, id, first_seat)?;
        let mut reply = challenge_reply(&new, id, rated);
        let intro = Msg::new("challenge-rematch")
            .number("game", game)
            .text("name", moves_first);
        reply.lines.insert(0, intro);
        Ok(Applied {
            game: Some(id),
            reply,
            picture: None,
        })
    })
}
