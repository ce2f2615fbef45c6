//! Ladders in the bot: joining at the bottom, leaving, challenging up to the reach,
//! accepting (the game opens in its own thread), the result moving places, and the
//! ladder as text and image. The places move by `lyngk_events::ladder`'s rules: the
//! ladder is loaded, the rule applied, and the order stored again, in one transaction.
//!
//! A ladder is open from its creation and stays open: it has no start, no rounds and
//! no end. Challenges not accepted in time and inactive players are the background
//! job's ([`job`]).

mod board;
mod job;

pub(crate) use job::expire_and_drop;

/// The ladder as its web page shows it.
pub(super) fn web_view(
    conn: &Connection,
    event: &EventRow,
) -> anyhow::Result<crate::event_view::LadderView> {
    Ok(board::web_view(&load(conn, event)?))
}

use super::super::super::api::{Actor, Reply, ThreadToOpen};
use super::super::super::buttons;
use super::super::super::game_end::GameEnded;
use super::super::super::refusal::Refusal;
use super::super::super::table::Table;
use super::super::super::{Applied, Failure, GameService, Handled};
use super::super::league::variant_name;
use super::super::scheduled::{self, ScheduledGame};
use super::{find, join_again, not_playing};
use crate::Asked;
use anyhow::anyhow;
use lyngk_domain::event::EventFormat;
use lyngk_domain::ladder::{LadderRefusal, LadderRules};
use lyngk_domain::text_table::shorten;
use lyngk_events::ladder::{Challenge, Ladder, LadderError, Seconds};
use lyngk_events::swiss::{PlayerId, PlayerResult};
use lyngk_i18n::{Locale, MomentStyle, Msg, Style};
use lyngk_rules::Player;
use lyngk_store::clock_rules;
use lyngk_store::events::{self, EventPlayer, EventRow, NewEvent};
use lyngk_store::games::{self, Person};
use lyngk_store::ladders::{self, OpenChallenge, Ranked, Settlement};
use lyngk_store::{locales, ratings};
use rusqlite::Connection;

/// A ladder as stored: its event, rules, players by entry, the engine's ladder and
/// the challenges not yet settled.
pub(super) struct Loaded {
    pub event: EventRow,
    pub players: Vec<EventPlayer>,
    pub ladder: Ladder,
    pub open: Vec<OpenChallenge>,
}

impl Loaded {
    fn player(&self, entry: u32) -> anyhow::Result<&EventPlayer> {
        self.players
            .iter()
            .find(|p| p.entry == entry)
            .ok_or_else(|| anyhow!("ladder {} names a missing entry {entry}", self.event.id))
    }

    fn entry_of(&self, user: u64) -> Option<u32> {
        self.players
            .iter()
            .find(|p| p.user == user && !p.withdrawn)
            .map(|p| p.entry)
    }

    fn name(&self, entry: u32) -> String {
        self.player(entry)
            .map_or_else(|_| "?".to_string(), |p| p.name.clone())
    }

    fn rank(&self, entry: u32) -> usize {
        self.ladder.rank(PlayerId(entry)).unwrap_or(0)
    }

    /// Stores the order and activity; `dropped` were just moved for inactivity and
    /// count as active from `now`, so they drop once per inactive period.
    fn save(&self, conn: &Connection, dropped: &[PlayerId], now: i64) -> anyhow::Result<()> {
        let ranked: Vec<Ranked> = self
            .ladder
            .positions()
            .iter()
            .map(|&player| Ranked {
                entry: player.0,
                last_active: match dropped.contains(&player) {
                    true => now,
                    false => self.ladder.last_active(player).map_or(now, from_seconds),
                },
            })
            .collect();
        ladders::save_ranks(conn, self.event.id, &ranked)
    }
}

fn seconds(time: i64) -> Seconds {
    time.max(0) as Seconds
}

fn from_seconds(time: Seconds) -> i64 {
    time as i64
}

/// Reads a ladder and rebuilds the engine's view of it.
pub(super) fn load(conn: &Connection, event: &EventRow) -> anyhow::Result<Loaded> {
    let rules = ladders::rules(conn, event.id)?;
    let ranks = ladders::ranks(conn, event.id)?
        .into_iter()
        .map(|p| (PlayerId(p.entry), seconds(p.last_active)))
        .collect();
    let open = ladders::open_challenges(conn, event.id)?;
    let challenges = open
        .iter()
        .map(|c| Challenge {
            challenger: PlayerId(c.challenger),
            defender: PlayerId(c.defender),
            issued_at: seconds(c.issued_at),
            accepted_at: c.accepted_at.map(seconds),
        })
        .collect();
    let settings = rules.engine(event.settings.days_per_move);
    Ok(Loaded {
        event: event.clone(),
        players: events::players(conn, event.id)?,
        ladder: Ladder::restore(settings, ranks, challenges),
        open,
    })
}

/// Stores a new ladder's rules; the public post that announces it.
pub(super) fn created(
    tx: &Connection,
    event: i64,
    rules: LadderRules,
    actor: &Actor,
    new: &NewEvent,
) -> Handled<Applied> {
    ladders::insert_rules(tx, event, rules)?;
    let text = Msg::new("ladder-created")
        .text("actor", actor.name.as_str())
        .text("event", new.name.as_str())
        .msg("variant", variant_name(new.settings.variant))
        .number("reach", rules.reach)
        .number("days", new.settings.days_per_move)
        .number("inactive", rules.inactive_days)
        .text("rated", new.settings.rated.to_string());
    Ok(Applied::without_game(Reply::public(text)))
}

/// Joins at the bottom (again, after leaving).
pub(super) fn join(
    tx: &Connection,
    request: &Asked,
    event: &EventRow,
    now: i64,
) -> Handled<Applied> {
    let actor = &request.actor;
    join_again(tx, request, event, now)?;
    let mut loaded = load(tx, event)?;
    let entry = loaded
        .entry_of(actor.id)
        .ok_or_else(|| anyhow!("{} joined ladder {} and is not in it", actor.id, event.id))?;
    loaded
        .ladder
        .join(PlayerId(entry), seconds(now))
        .map_err(|error| anyhow!("joining ladder {}: {error}", event.id))?;
    loaded.save(tx, &[], now)?;
    let text = Msg::new("ladder-joined")
        .text("player", actor.name.as_str())
        .text("event", event.name.as_str())
        .number("place", loaded.rank(entry));
    Ok(Applied::without_game(Reply::public(text)))
}

/// `player` leaves (or the organiser withdraws them): off the ladder, those below
/// move up, and their open challenge is settled as left. A game already running is
/// played out but moves no places.
pub(super) fn leave(
    tx: &Connection,
    event: &EventRow,
    player: &Actor,
    now: i64,
) -> Handled<Applied> {
    let mut loaded = load(tx, event)?;
    let Some(entry) = loaded.entry_of(player.id) else {
        return Err(not_playing(event, player));
    };
    events::withdraw_player(tx, event.id, player.id, now)?;
    for challenge in &loaded.open {
        if challenge.challenger == entry || challenge.defender == entry {
            ladders::settle(tx, challenge.id, Settlement::Left, now)?;
        }
    }
    loaded
        .ladder
        .leave(PlayerId(entry))
        .map_err(|error| anyhow!("leaving ladder {}: {error}", event.id))?;
    loaded.save(tx, &[], now)?;
    let text = Msg::new("ladder-left")
        .text("player", loaded.name(entry))
        .text("event", event.name.as_str());
    Ok(Applied::without_game(Reply::public(text)))
}

/// The event `name`, which must be a ladder.
fn find_ladder(conn: &Connection, request: &Asked, name: &str) -> Result<EventRow, Failure> {
    let event = find(conn, request, name)?;
    match event.settings.format {
        EventFormat::Ladder => Ok(event),
        _ => Err(Refusal::from(LadderRefusal::NotALadder(event.name)).into()),
    }
}

/// `/lyngk event challenge name opponent:@user`.
pub(crate) fn challenge(
    service: &GameService,
    request: &Asked,
    name: &str,
    opponent: &Actor,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let event = find_ladder(tx, request, name)?;
        let mut loaded = load(tx, &event)?;
        let Some(challenger) = loaded.entry_of(request.actor.id) else {
            return Err(Refusal::from(LadderRefusal::YouAreNotOnIt(event.name)).into());
        };
        if opponent.id == request.actor.id {
            return Err(Refusal::from(LadderRefusal::Yourself).into());
        }
        let Some(defender) = loaded.entry_of(opponent.id) else {
            let player = opponent.name.clone();
            return Err(Refusal::from(LadderRefusal::NotOnIt {
                name: event.name,
                player,
            })
            .into());
        };
        loaded
            .ladder
            .challenge(PlayerId(challenger), PlayerId(defender), seconds(now))
            .map_err(|error| refused(&loaded, challenger, error))?;
        let id = ladders::insert_challenge(tx, event.id, challenger, defender, now)?;
        loaded.save(tx, &[], now)?;
        let defender_player = loaded.player(defender)?;
        let text = Msg::new("ladder-challenged")
            .text("challenger", loaded.name(challenger))
            .number("from", loaded.rank(challenger))
            .player(
                "defender",
                defender_player.user,
                defender_player.name.as_str(),
            )
            .number("place", loaded.rank(defender))
            .text("event", event.name.as_str())
            .moment(
                "until",
                now + i64::from(event.settings.days_per_move) * lyngk_domain::clock::DAY,
                MomentStyle::DateTime,
            );
        Ok(Applied::without_game(Reply {
            lines: vec![text],
            ping: vec![defender_player.user],
            buttons: vec![buttons::accept_ladder_challenge(id)],
            ..Reply::default()
        }))
    })
}

/// What the engine refused, in the user's words.
fn refused(loaded: &Loaded, challenger: u32, error: LadderError) -> Failure {
    let refusal = match error {
        LadderError::NotAbove(player) => LadderRefusal::NotAbove(loaded.name(player.0)),
        LadderError::TooFarUp {
            defender,
            ranks_up,
            reach,
        } => LadderRefusal::TooFarUp {
            player: loaded.name(defender.0),
            ranks_up,
            reach,
        },
        LadderError::Busy(player) if player.0 == challenger => LadderRefusal::YouAreBusy,
        LadderError::Busy(player) => LadderRefusal::Busy(loaded.name(player.0)),
        other => return anyhow!("ladder {}: {other}", loaded.event.id).into(),
    };
    Refusal::from(refusal).into()
}

/// Which challenge an acceptance answers.
#[derive(Clone, Copy)]
enum Answering<'a> {
    /// The one put to the actor on the ladder of this name (`/lyngk event accept`).
    Named(&'a str),
    /// This one, by its Accept button.
    Pressed(i64),
}

/// `/lyngk event accept name`: the challenged player accepts; the game opens in its
/// own thread, the challenger moving first.
pub(crate) fn accept(service: &GameService, request: &Asked, name: &str) -> Handled<Reply> {
    answer(service, request, Answering::Named(name))
}

/// The Accept button under a challenge: as `/lyngk event accept`, for the challenged
/// player only, and only while that very challenge waits for an answer.
pub(crate) fn accept_pressed(
    service: &GameService,
    request: &Asked,
    challenge: i64,
) -> Handled<Reply> {
    answer(service, request, Answering::Pressed(challenge))
}

/// The ladder event a button's challenge belongs to, if it still waits for an answer.
fn pressed_ladder(conn: &Connection, challenge: i64) -> Result<EventRow, Failure> {
    let waiting = ladders::unsettled_challenge(conn, challenge)?
        .filter(|c| c.accepted_at.is_none())
        .ok_or(Refusal::InactiveButton)?;
    events::event_by_id(conn, waiting.event)?
        .ok_or_else(|| anyhow!("challenge {challenge} of a missing event").into())
}

fn answer(service: &GameService, request: &Asked, answering: Answering) -> Handled<Reply> {
    let seed = (service.seeds)();
    service.change(request, |tx, now| {
        let event = match answering {
            Answering::Named(name) => find_ladder(tx, request, name)?,
            Answering::Pressed(challenge) => pressed_ladder(tx, challenge)?,
        };
        let mut loaded = load(tx, &event)?;
        if let Answering::Pressed(challenge) = answering {
            check_presser(&loaded, challenge, request.actor.id)?;
        }
        let Some(defender) = loaded.entry_of(request.actor.id) else {
            return Err(Refusal::from(LadderRefusal::YouAreNotOnIt(event.name)).into());
        };
        // Past its answer time a challenge is the challenger's by default, whether or not
        // the background job has settled it yet: the domain's own expiry rule decides.
        let expired = loaded
            .ladder
            .clone()
            .expire_challenges(seconds(now))
            .iter()
            .any(|settled| settled.challenge.defender == PlayerId(defender));
        if expired {
            return Err(Refusal::from(LadderRefusal::NothingToAccept(event.name.clone())).into());
        }
        let accepted = loaded
            .ladder
            .accept(PlayerId(defender), seconds(now))
            .map_err(|_| Refusal::from(LadderRefusal::NothingToAccept(event.name.clone())))?;
        let challenge = loaded
            .open
            .iter()
            .find(|c| c.defender == defender && c.accepted_at.is_none())
            .copied()
            .ok_or_else(|| anyhow!("ladder {}: the accepted challenge is not stored", event.id))?;
        let [first, second] = [accepted.challenger.0, accepted.defender.0]
            .map(|entry| loaded.player(entry).map(person));
        let game = ScheduledGame {
            guild: Some(event.guild).filter(|&g| g != 0),
            channel: ladders::placeholder_channel(challenge.id),
            first: first?,
            second: second?,
            variant: event.settings.variant,
            days_per_move: Some(event.settings.days_per_move),
            rules: clock_rules::event_clock_rules(tx, event.id)?,
        };
        let game = scheduled::create_game(tx, game, seed, now)?;
        if !event.settings.rated {
            ratings::mark_unrated(tx, game)?;
        }
        ladders::set_accepted(tx, challenge.id, game, now)?;
        loaded.save(tx, &[], now)?;
        let text = Msg::new("ladder-accepted")
            .text("defender", loaded.name(defender))
            .text("challenger", loaded.name(challenge.challenger))
            .text("event", event.name.as_str())
            .number("game", game);
        Ok(Applied::without_game(Reply {
            lines: vec![text],
            threads: vec![thread_to_open(tx, &event, game)?],
            ..Reply::default()
        }))
    })
}

/// Refuses a press of `challenge`'s Accept button by anyone but its challenged player.
fn check_presser(loaded: &Loaded, challenge: i64, user: u64) -> Result<(), Failure> {
    let defender = loaded
        .open
        .iter()
        .find(|c| c.id == challenge)
        .map(|c| loaded.player(c.defender))
        .ok_or(Refusal::InactiveButton)??;
    match defender.user == user {
        true => Ok(()),
        false => Err(Refusal::from(LadderRefusal::NotYoursToAccept(defender.name.clone())).into()),
    }
}

fn person(player: &EventPlayer) -> Person {
    Person {
        id: player.user,
        name: player.name.clone(),
    }
}

/// The thread of a challenge's game, with its opening message pinging both players.
fn thread_to_open(conn: &Connection, event: &EventRow, game: i64) -> anyhow::Result<ThreadToOpen> {
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let row = games::game_by_id(conn, game)?.ok_or_else(|| anyhow!("game {game} vanished"))?;
    let table = Table::from_row(conn, row)?;
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let name = Msg::new("ladder-thread-name")
        .text("event", event.name.as_str())
        .text("first", first.name.as_str())
        .text("second", second.name.as_str())
        .format(locale, Style::Plain);
    let opening = Msg::new("ladder-opening")
        .text("event", event.name.as_str())
        .number("game", game)
        .text("first", first.name.as_str())
        .text("second", second.name.as_str())
        .msg("variant", variant_name(table.row.variant))
        .number("days", event.settings.days_per_move);
    let order = Msg::new("league-move-order")
        .player("first", first.id, first.name.as_str())
        .player("second", second.id, second.name.as_str());
    Ok(ThreadToOpen {
        name: shorten(&name, 100),
        game_id: game,
        reply: Reply {
            lines: vec![opening, order],
            ping: vec![first.id, second.id],
            locale,
            ..Reply::default()
        },
    })
}

/// Every ladder game whose thread no front has opened yet, with its event's channel.
pub(super) fn threads_waiting(conn: &Connection) -> anyhow::Result<Vec<(u64, ThreadToOpen)>> {
    let mut waiting = Vec::new();
    for id in ladders::ladder_events(conn)? {
        let Some(event) = events::event_by_id(conn, id)? else {
            continue;
        };
        for challenge in ladders::open_challenges(conn, id)? {
            let Some(game) = challenge.game.filter(|_| !challenge.thread_open) else {
                continue;
            };
            let thread = thread_to_open(conn, &event, game)?;
            waiting.push((event.channel, thread));
        }
    }
    Ok(waiting)
}

/// A ladder game ended (in the transaction that ended it): the challenger's result
/// moves places, or not. Nothing for a game no longer played for a challenge.
pub(crate) fn game_finished(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Vec<Msg>> {
    let now = ended.at;
    let Some(challenge) = ladders::challenge_of_game(conn, ended.game)? else {
        return Ok(Vec::new());
    };
    let event = events::event_by_id(conn, challenge.event)?
        .ok_or_else(|| anyhow!("challenge {} names a missing event", challenge.id))?;
    let mut loaded = load(conn, &event)?;
    let challenger = loaded.player(challenge.challenger)?.user;
    // A void game (never moved) counts as a draw: nothing moves.
    let outcome = match ended.winner() {
        Some(winner) if winner == challenger => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
        None => PlayerResult::Draw,
    };
    let defender_rank = loaded.rank(challenge.defender);
    let settled = loaded
        .ladder
        .report(PlayerId(challenge.challenger), outcome, seconds(now))
        .map_err(|error| anyhow!("ladder {}: {error}", event.id))?;
    let settlement = match settled.challenger_climbed {
        true => Settlement::Climbed,
        false => Settlement::Held,
    };
    ladders::settle(conn, challenge.id, settlement, now)?;
    loaded.save(conn, &[], now)?;
    let id = match settled.challenger_climbed {
        true => "ladder-climbed",
        false => "ladder-held",
    };
    Ok(vec![Msg::new(id)
        .text("challenger", loaded.name(challenge.challenger))
        .text("defender", loaded.name(challenge.defender))
        .text("event", event.name.as_str())
        .number("place", defender_rank)])
}

/// The ladder as text (and image): places, then the open challenges.
pub(super) fn standings(conn: &Connection, event: &EventRow, locale: Locale) -> Handled<Reply> {
    let loaded = load(conn, event)?;
    let mut reply = Reply {
        lines: board::lines(&loaded, locale),
        ..Reply::default()
    };
    reply.image = board::image(&loaded, locale)?;
    Ok(reply)
}

/// The ladder's line in `/lyngk event list`.
pub(super) fn list_line(conn: &Connection, event: &EventRow) -> anyhow::Result<Msg> {
    let ranks = ladders::ranks(conn, event.id)?;
    let open = ladders::open_challenges(conn, event.id)?;
    Ok(Msg::new("ladder-list-line")
        .text("event", event.name.as_str())
        .number("players", ranks.len())
        .number("open", open.len()))
}
