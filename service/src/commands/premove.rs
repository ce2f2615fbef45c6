//! `/lyngk premove`: lines of turns entered in advance, stored privately, and
//! answered by the bot in the transaction of the opponent's matching turn.

use super::super::api::Reply;
use super::super::refusal::Refusal;
use super::super::{Applied, GameService, Handled};
use super::active_table;
use super::turn::prune_dead;
use crate::Asked;
use lyngk_domain::premove::{self, Line};
use lyngk_i18n::Msg;
use lyngk_store::premoves;

/// Stores a line for the actor in this channel's game (private answer), after
/// deleting their other lines when `clear` asks for it.
pub(crate) fn store(
    service: &GameService,
    request: &Asked,
    text: &str,
    clear: bool,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let table = active_table(tx, request.place)?;
        let player = table
            .player_of(request.actor.id)
            .ok_or_else(|| Refusal::NotAPlayer(table.title()))?;
        let record = table.game.turns();
        let position = table.game.position();
        let line = Line::read(text, position, record.len(), player).map_err(Refusal::Premove)?;
        let cleared = match clear {
            true => premoves::clear(tx, table.row.id, Some(request.actor.id))?,
            false => 0,
        };
        let stored = prune_dead(tx, &table, request.actor.id)?;
        let replaced = premove::conflicts(&stored, &line, record, position, player);
        for old in &replaced {
            premoves::delete(tx, table.row.id, request.actor.id, old)?;
        }
        premoves::insert(tx, table.row.id, request.actor.id, &line, now)?;
        let count = stored.len() - replaced.len() + usize::from(!stored.contains(&line));
        let mut reply = Reply::private(Msg::new("premove-stored").text("line", line.to_string()));
        if clear {
            reply.lines.insert(0, cleared_msg(cleared));
        }
        if !replaced.is_empty() {
            reply
                .lines
                .push(Msg::new("premove-replaced").number("count", replaced.len()));
        }
        reply
            .lines
            .push(Msg::new("premove-count").number("count", count));
        Ok(Applied {
            game: Some(table.row.id),
            reply,
            picture: None,
        })
    })
}

/// The actor's lines in this channel's game, from the current position (private).
pub(crate) fn list(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.store.with_conn(|conn| {
        let table = active_table(conn, request.place)?;
        if table.player_of(request.actor.id).is_none() {
            return Err(Refusal::NotAPlayer(table.title()).into());
        }
        let record = table.game.turns();
        let lines: Vec<String> = premoves::lines(conn, table.row.id, request.actor.id)?
            .iter()
            .filter_map(|line| line.remaining(record))
            .filter(|rest| !rest.is_empty())
            .map(|rest| {
                let turns: Vec<String> = rest.iter().map(ToString::to_string).collect();
                format!("`{}`", turns.join(" "))
            })
            .collect();
        let reply = match lines.is_empty() {
            true => Reply::private(Msg::new("premove-none")),
            false => Reply::private(
                Msg::new("premove-list")
                    .number("count", lines.len())
                    .text("lines", lines.join("\n")),
            ),
        };
        Ok(reply)
    })
}

/// Deletes the actor's lines in this channel's game (private).
pub(crate) fn clear(service: &GameService, request: &Asked) -> Handled<Reply> {
    service.change(request, |tx, _now| {
        let table = active_table(tx, request.place)?;
        if table.player_of(request.actor.id).is_none() {
            return Err(Refusal::NotAPlayer(table.title()).into());
        }
        let deleted = premoves::clear(tx, table.row.id, Some(request.actor.id))?;
        Ok(Applied {
            game: Some(table.row.id),
            reply: Reply::private(cleared_msg(deleted)),
            picture: None,
        })
    })
}

fn cleared_msg(deleted: usize) -> Msg {
    Msg::new("premove-cleared").number("count", deleted)
}
