//! `/lyngk next`: the actor's game on this server where their own clock is shortest,
//! across its channels, threads and forum posts.

use super::super::api::NextGame;
use super::super::api::Reply;
use super::super::{GameService, Handled};
use super::correspondence::game_lines;
use crate::Asked;
use lyngk_domain::reminders;
use lyngk_i18n::Msg;

pub(crate) fn next_game(service: &GameService, request: &Asked) -> Handled<Reply> {
    let now = service.time.now();
    let lines = service
        .store
        .with_conn(|conn| game_lines(conn, request.place, request.actor.id, now))?;
    let mut waiting: Vec<_> = lines.into_iter().filter(|line| line.your_turn).collect();
    // The least time first; games without a clock after those with one, oldest first.
    waiting.sort_by_key(|line| (line.time_left.is_none(), line.time_left, line.game));
    let Some(first) = waiting.first() else {
        return Ok(Reply::private(Msg::new("next-game-none")));
    };
    let next = NextGame {
        game: first.game,
        place: first.place,
        time_left: first.time_left,
        waiting: waiting.len(),
    };
    let mut reply = Reply::private(
        Msg::new("next-game")
            .number("game", next.game)
            .channel("channel", next.place.channel)
            .msg("time", reminders::time_left(next.time_left))
            .number("waiting", next.waiting),
    );
    reply.next_game = Some(next);
    Ok(reply)
}
