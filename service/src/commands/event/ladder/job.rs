//! The ladders' part of the background job: a challenge not accepted within the
//! event's days per move is won by the challenger, who takes the place; players
//! inactive for the ladder's days drop to the bottom (once per inactive period).

use super::super::super::super::api::{Outbound, Reply, Subject};
use super::load;
use lyngk_i18n::Msg;
use lyngk_store::events;
use lyngk_store::ladders::{self, Settlement};
use lyngk_store::locales;
use rusqlite::Connection;

/// Settles every ladder's expired challenges and drops its inactive players; one
/// post per ladder where something moved, in the ladder's channel.
pub(crate) fn expire_and_drop(conn: &Connection, now: i64) -> anyhow::Result<Vec<Outbound>> {
    let mut outbound = Vec::new();
    for id in ladders::ladder_events(conn)? {
        let Some(event) = events::event_by_id(conn, id)? else {
            continue;
        };
        let mut loaded = load(conn, &event)?;
        let mut lines = Vec::new();
        let mut ping = Vec::new();
        for settled in loaded.ladder.expire_challenges(super::seconds(now)) {
            let (challenger, defender) = (settled.challenge.challenger, settled.challenge.defender);
            let stored = loaded
                .open
                .iter()
                .find(|c| c.challenger == challenger.0 && c.defender == defender.0);
            if let Some(stored) = stored {
                ladders::settle(conn, stored.id, Settlement::Expired, now)?;
            }
            let winner = loaded.player(challenger.0)?;
            ping.push(winner.user);
            lines.push(
                Msg::new("ladder-expired")
                    .player("challenger", winner.user, winner.name.as_str())
                    .text("defender", loaded.name(defender.0))
                    .text("event", event.name.as_str())
                    .number("place", loaded.rank(challenger.0)),
            );
        }
        let dropped = loaded.ladder.drop_inactive(super::seconds(now));
        for player in &dropped {
            lines.push(
                Msg::new("ladder-dropped")
                    .text("player", loaded.name(player.0))
                    .text("event", event.name.as_str())
                    .number("place", loaded.rank(player.0)),
            );
        }
        if lines.is_empty() {
            continue;
        }
        loaded.save(conn, &dropped, now)?;
        outbound.push(Outbound::Channel {
            channel: event.channel,
            reply: Reply {
                lines,
                ping,
                locale: locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?,
                subject: Some(Subject::Event(event.id)),
                ..Reply::default()
            },
        });
    }
    Ok(outbound)
}
