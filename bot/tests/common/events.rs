//! Shared set-up of the event tests: ratings given before joining, a round's
//! threads opened as a front opens them, who sits where, and time moved on with the
//! background job run.

use super::{alice, Harness, PLACE};
use lyngk_bot::correspondence::event::{EventFormat, EventOption, EventRefusal};
use lyngk_bot::i18n::{Arg, Msg};
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, Place, Reply, ThreadToOpen};
use lyngk_bot::service::Refusal;
use std::sync::atomic::Ordering;

pub const DAY: i64 = 86_400;

/// Gives `who` a rating on the test server before they join.
pub fn rate(h: &Harness, who: &Actor, rating: f64) {
    h.db()
        .execute(
            "INSERT INTO ratings (guild_id, user_id, name, rating, deviation, volatility, updated_at) \
             VALUES (?1, ?2, ?3, ?4, 80.0, 0.06, 0)",
            rusqlite::params![PLACE.guild.unwrap() as i64, who.id as i64, who.name, rating],
        )
        .unwrap();
}

/// Opens `threads` as a front does, each at `base + game id`; their places.
pub fn open_threads(h: &Harness, threads: &[ThreadToOpen], base: u64) -> Vec<Place> {
    threads
        .iter()
        .map(|thread| {
            let channel = base + thread.game_id as u64;
            h.service.attach_thread(thread.game_id, channel).unwrap();
            Place {
                guild: PLACE.guild,
                channel,
            }
        })
        .collect()
}

/// The players' ids of the game in `place`, first seat first.
pub fn seat_ids(h: &Harness, place: Place) -> [u64; 2] {
    let (first, second): (i64, i64) = h
        .db()
        .query_row(
            "SELECT challenger_id, opponent_id FROM games WHERE channel = ?1",
            [place.channel as i64],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    [first as u64, second as u64]
}

/// Moves the test clock on by `seconds` and runs the background job: what it sends.
pub fn pass(h: &Harness, seconds: i64) -> Vec<Outbound> {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
    let now = h.time.0.load(Ordering::SeqCst);
    h.service.deliver_due(now).unwrap()
}

/// Like [`pass`]: the replies sent, to channels and in direct messages alike.
pub fn pass_time(h: &Harness, seconds: i64) -> Vec<Reply> {
    pass(h, seconds)
        .into_iter()
        .map(|sent| match sent {
            Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply,
        })
        .collect()
}

/// `/lyngk-admin event create` by alice, a server admin, in [`PLACE`].
pub fn create_event(h: &Harness, name: &str, options: EventOptions) -> Reply {
    let create = Command::EventCreate {
        name: name.into(),
        options,
    };
    h.ask_admin(PLACE, &alice(), create)
}

/// `/lyngk event join` by `who`.
pub fn join_event(h: &Harness, who: &Actor, name: &str) -> Reply {
    h.ask(who, Command::EventJoin { name: name.into() })
}

/// `/lyngk-admin event start` by alice, the organiser of the events she creates.
pub fn start_event(h: &Harness, name: &str) -> Reply {
    h.ask_admin(PLACE, &alice(), Command::EventStart { name: name.into() })
}

/// A format's own refusal of an option of `event create` it does not take: the format
/// and the option it names, after checking its message (one per format) names the
/// option as Discord shows it.
pub fn option_not_taken(reply: &Reply) -> (EventFormat, EventOption) {
    assert!(reply.ephemeral, "{}", reply.text());
    let Some(Refusal::Event(EventRefusal::OptionNotTaken { format, option })) = &reply.refusal
    else {
        panic!("not an option the format refuses: {:?}", reply.refusal);
    };
    let message = &reply.lines[0];
    let id = format!(
        "refusal-{}-takes-no-option",
        format.as_str().replace('_', "-")
    );
    assert_eq!(message.id, id);
    let named = Msg::new(format!("event-option-{}", option.name().replace('_', "-")));
    assert_eq!(message.get("option"), Some(&Arg::Msg(Box::new(named))));
    (*format, *option)
}
